/* test-junior-general-logs.c — Junior General battles logged by an earlier
 * build replay unchanged: each XML log in tests/junior-general-logs/ (a
 * computer player, a random legal player, three battlefields) loads, its
 * actions are accepted and give the very events it recorded, and the
 * battle's whole text log with every stand's final place hashes to the
 * SHA-256 stored beside it in digests.txt. Speed work on the ruleset and
 * the open table must leave all of it as it was. The computer player's
 * choices, which it makes with what it kept from its earlier searches,
 * must not depend on what those were (search-kept).
 *
 * With BN_JG_WRITE_LOGS=DIR set the test writes the logs and their
 * digests into DIR instead (how the fixtures were made); with
 * BN_JG_PRINT_DIGEST=N it prints one SHA-256 over N battles of
 * `bench battle`'s armies (computer against computer, and against random
 * play) on the open field, then one on each of two battlefields with
 * ground, to compare two builds whose computer player is meant to choose
 * alike. */
#include "bn-battle-ai.h"
#include "bn-battle-log-xml.h"
#include "bn-battle-rules-xml.h"
#include "bn-battle.h"
#include "junior-general/bn-junior-general.h"

#include "jg-army-fixture.h"

#include <string.h>

typedef struct
{
  const char     *name;
  guint64         seed;
  BnScenarioBuiltin scenario;
  BnBattleAiKind  kinds[2];
} LogCase;

static const LogCase cases[] = {
  { "open-field-sensible-random", 1, BN_SCENARIO_OPEN_FIELD, { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_RANDOM } },
  { "river-random-random", 2, BN_SCENARIO_RIVER_FORDS, { BN_BATTLE_AI_RANDOM, BN_BATTLE_AI_RANDOM } },
  { "hill-sensible-sensible", 3, BN_SCENARIO_HILL_AND_WOOD, { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE } },
  { "open-field-random-sensible", 4, BN_SCENARIO_OPEN_FIELD, { BN_BATTLE_AI_RANDOM, BN_BATTLE_AI_SENSIBLE } },
};

static BnBattleArmy *
army (const BnBattleRules *rules,
      const char          *name)
{
  return jg_fixture_army (rules, name, TRUE);
}

/* The SHA-256 of the battle's text log and every stand's place. */
static char *
battle_digest (const BnBattle *b)
{
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);
  g_autofree char *text = bn_battle_log_to_text (b);

  g_checksum_update (sum, (const guchar *) text, (gssize) strlen (text));
  for (guint u = 0; u < bn_battle_get_n_units (b); u++)
    {
      BnTablePlace p = bn_battle_get_unit_place (b, u);
      g_autofree char *line = g_strdup_printf ("unit %u %d %d %d\n", u, p.x, p.y, p.angle);

      g_checksum_update (sum, (const guchar *) line, (gssize) strlen (line));
    }
  for (guint c = 0; c < bn_battle_get_n_commanders (b); c++)
    {
      BnTablePlace p = bn_battle_get_commander_place (b, c);
      g_autofree char *line = g_strdup_printf ("commander %u %d %d %d\n", c, p.x, p.y, p.angle);

      g_checksum_update (sum, (const guchar *) line, (gssize) strlen (line));
    }
  return g_strdup (g_checksum_get_string (sum));
}

/* Plays @b to its end, @ai0 and @ai1 choosing for each side. */
static void
play_out (BnBattle   *b,
          BnBattleAi *ai0,
          BnBattleAi *ai1)
{
  g_autoptr(GError) error = NULL;

  while (bn_battle_get_phase (b) != BN_PHASE_OVER)
    {
      BnBattleAction action;
      guint side = bn_battle_get_acting_side (b);

      g_assert_true (bn_battle_ai_choose (side == 0 ? ai0 : ai1, b, &action));
      g_assert_true (bn_battle_apply (b, &action, &error));
      g_assert_no_error (error);
    }
}

/* One battle of the computer against itself, ready to be played. */
typedef struct
{
  BnBattleArmy *armies[2];
  BnChance     *chance;
  BnBattle     *battle;
  BnBattleAi   *ai[2];
} Game;

static void
game_init (Game          *g,
           BnBattleRules *rules,
           BnScenario    *scenario,
           guint64              seed)
{
  g_autoptr(GError) error = NULL;

  g->armies[0] = army (rules, "North");
  g->armies[1] = army (rules, "South");
  g->chance = bn_chance_new_seeded (seed);
  g->battle = bn_battle_new (rules, scenario, g->armies[0], g->armies[1], g->chance, &error);
  g_assert_no_error (error);
  g->ai[0] = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed * 2 + 1);
  g->ai[1] = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed * 2 + 2);
}

/* Makes @g's next move; FALSE once it is over. */
static gboolean
game_step (Game *g)
{
  g_autoptr(GError) error = NULL;
  BnBattleAction action;

  if (bn_battle_get_phase (g->battle) == BN_PHASE_OVER)
    return FALSE;
  g_assert_true (bn_battle_ai_choose (g->ai[bn_battle_get_acting_side (g->battle)], g->battle, &action));
  g_assert_true (bn_battle_apply (g->battle, &action, &error));
  g_assert_no_error (error);
  return TRUE;
}

static char *
game_clear (Game *g)
{
  char *digest = battle_digest (g->battle);

  g_clear_pointer (&g->battle, bn_battle_free);
  g_clear_pointer (&g->chance, bn_chance_free);
  g_clear_pointer (&g->ai[0], bn_battle_ai_free);
  g_clear_pointer (&g->ai[1], bn_battle_ai_free);
  bn_battle_army_free (g->armies[0]);
  bn_battle_army_free (g->armies[1]);
  return digest;
}

/* The computer keeps what its move search found between the decisions of
 * one battle: whatever it searched before, its choices are the same.
 * Battles played each on its own (what was kept mostly still holds) and
 * the same battles played two at once, a move of each in turn (what was
 * kept is mostly the other battle's, searched again), end alike to the
 * last event and place. */
static void
test_search_kept (void)
{
  static const BnScenarioBuiltin fields[] = { BN_SCENARIO_OPEN_FIELD, BN_SCENARIO_RIVER_FORDS,
                                              BN_SCENARIO_HILL_AND_WOOD };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_id ("junior-general", &error);

  g_assert_no_error (error);
  for (guint k = 0; k < G_N_ELEMENTS (fields); k++)
    {
      g_autoptr(BnScenario) scenario = bn_scenario_new_builtin (rules, fields[k]);

      for (guint64 seed = 10 * k + 1; seed < 10 * k + 5; seed += 2)
        {
          Game alone, a, b;
          g_autofree char *alone0 = NULL, *alone1 = NULL, *with0 = NULL, *with1 = NULL;

          game_init (&alone, rules, scenario, seed);
          while (game_step (&alone))
            ;
          alone0 = game_clear (&alone);
          game_init (&alone, rules, scenario, seed + 1);
          while (game_step (&alone))
            ;
          alone1 = game_clear (&alone);
          game_init (&a, rules, scenario, seed);
          game_init (&b, rules, scenario, seed + 1);
          while (game_step (&a) | game_step (&b))
            ;
          with0 = game_clear (&a);
          with1 = game_clear (&b);
          g_assert_cmpstr (alone0, ==, with0);
          g_assert_cmpstr (alone1, ==, with1);
        }
    }
}

static void
write_logs (const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_id ("junior-general", &error);
  g_autoptr(GString) digests = g_string_new (NULL);
  g_autofree char *digests_path = g_build_filename (dir, "digests.txt", NULL);

  g_assert_no_error (error);
  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      const LogCase *lc = &cases[k];
      g_autoptr(BnScenario) scenario = bn_scenario_new_builtin (rules, lc->scenario);
      BnBattleArmy *armies[2] = { army (rules, "North"), army (rules, "South") };
      g_autoptr(BnChance) chance = bn_chance_new_seeded (lc->seed);
      g_autoptr(BnBattle) b = bn_battle_new (rules, scenario, armies[0], armies[1], chance, &error);
      g_autoptr(BnBattleAi) ai0 = bn_battle_ai_new (lc->kinds[0], lc->seed * 2 + 1);
      g_autoptr(BnBattleAi) ai1 = bn_battle_ai_new (lc->kinds[1], lc->seed * 2 + 2);
      g_autofree char *xml = NULL, *path = NULL, *digest = NULL;
      g_autofree char *file = g_strconcat (lc->name, ".xml", NULL);

      g_assert_no_error (error);
      play_out (b, ai0, ai1);
      xml = bn_battle_log_to_xml (b, armies[0], armies[1], NULL, lc->seed);
      path = g_build_filename (dir, file, NULL);
      g_assert_true (g_file_set_contents (path, xml, -1, &error));
      digest = battle_digest (b);
      g_string_append_printf (digests, "%s %s\n", file, digest);
      bn_battle_army_free (armies[0]);
      bn_battle_army_free (armies[1]);
    }
  g_assert_true (g_file_set_contents (digests_path, digests->str, -1, &error));
}

/* The stored digest of @file, from digests.txt. */
static char *
stored_digest (const char *file)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "junior-general-logs", "digests.txt", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (lines[i], " ", 2);

      if (parts[0] != NULL && parts[1] != NULL && g_str_equal (parts[0], file))
        return g_strdup (parts[1]);
    }
  g_error ("%s has no digest", file);
  return NULL;
}

static void
test_replay (gconstpointer data)
{
  const LogCase *lc = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_id ("junior-general", &error);
  g_autofree char *file = g_strconcat (lc->name, ".xml", NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "junior-general-logs", file, NULL);
  g_autoptr(BnBattleLog) log = bn_battle_log_load_file (rules, path, &error);
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnBattle) b = NULL;
  g_autofree char *digest = NULL, *want = stored_digest (file);
  BnBattleOutcome outcome;

  g_assert_no_error (error);
  g_assert_nonnull (log);
  g_assert_true (log->ruleset == bn_ruleset_lookup ("junior-general"));
  /* The engine's own check: every action accepted, every event as logged. */
  g_assert_true (bn_battle_log_replay (rules, log, &outcome, &error));
  g_assert_no_error (error);
  g_assert_cmpint (outcome.winner, ==, log->outcome.winner);
  g_assert_cmpuint (outcome.turns, ==, log->outcome.turns);

  /* And the whole text and the places, byte for byte. */
  chance = bn_chance_new_seeded (log->dice_seed);
  b = bn_battle_new (rules, log->scenario, log->armies[0], log->armies[1], chance, &error);
  g_assert_no_error (error);
  for (guint a = 0; a < log->actions->len; a++)
    {
      g_assert_true (bn_battle_apply (b, &g_array_index (log->actions, BnBattleAction, a), &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (bn_battle_get_phase (b), ==, BN_PHASE_OVER);
  digest = battle_digest (b);
  g_assert_cmpstr (digest, ==, want);
}

/* One SHA-256 over @n battles of `bench battle`'s armies on @field. */
static char *
field_digest (BnBattleRules       *rules,
              BnScenarioBuiltin    field,
              guint                n)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnScenario) scenario = bn_scenario_new_builtin (rules, field);
  g_autoptr(GChecksum) sum = g_checksum_new (G_CHECKSUM_SHA256);

  for (guint64 seed = 0; seed < n; seed++)
    {
      BnBattleArmy *a0 = bn_battle_army_new_sample (rules, "North", 12);
      BnBattleArmy *a1 = bn_battle_army_new_sample (rules, "South", 12);
      g_autoptr(BnChance) chance = bn_chance_new_seeded (seed);
      g_autoptr(BnBattle) b = bn_battle_new (rules, scenario, a0, a1, chance, &error);
      g_autoptr(BnBattleAi) ai0 = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed * 2 + 1);
      g_autoptr(BnBattleAi) ai1 = bn_battle_ai_new (seed % 2 ? BN_BATTLE_AI_RANDOM : BN_BATTLE_AI_SENSIBLE,
                                                    seed * 2 + 2);
      g_autofree char *digest = NULL;

      g_assert_no_error (error);
      play_out (b, ai0, ai1);
      digest = battle_digest (b);
      g_checksum_update (sum, (const guchar *) digest, (gssize) strlen (digest));
      bn_battle_army_free (a0);
      bn_battle_army_free (a1);
    }
  return g_strdup (g_checksum_get_string (sum));
}

/* The open field's digest as it always was, then the two battlefields
 * with ground (fords and a river; a hill and a wood). */
static void
print_digest (guint n)
{
  static const struct { const char *name; BnScenarioBuiltin field; } others[] = {
    { "river-fords", BN_SCENARIO_RIVER_FORDS }, { "hill-and-wood", BN_SCENARIO_HILL_AND_WOOD },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_id ("junior-general", &error);
  g_autofree char *open = NULL;

  g_assert_no_error (error);
  open = field_digest (rules, BN_SCENARIO_OPEN_FIELD, n);
  g_print ("%u battles: %s\n", n, open);
  for (guint k = 0; k < G_N_ELEMENTS (others); k++)
    {
      g_autofree char *digest = field_digest (rules, others[k].field, n);

      g_print ("%u battles on %s: %s\n", n, others[k].name, digest);
    }
}

int
main (int    argc,
      char **argv)
{
  const char *write_dir = g_getenv ("BN_JG_WRITE_LOGS");

  g_test_init (&argc, &argv, NULL);
  if (g_getenv ("BN_JG_PRINT_DIGEST") != NULL)
    {
      print_digest ((guint) g_ascii_strtoull (g_getenv ("BN_JG_PRINT_DIGEST"), NULL, 10));
      return 0;
    }
  if (write_dir != NULL)
    {
      write_logs (write_dir);
      return 0;
    }
  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      g_autofree char *test_path = g_strdup_printf ("/junior-general/logs/%s", cases[k].name);

      g_test_add_data_func (test_path, &cases[k], test_replay);
    }
  g_test_add_func ("/junior-general/logs/search-kept", test_search_kept);
  return g_test_run ();
}
