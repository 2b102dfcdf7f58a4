/* test-battle-log-xml.c — battle logs as XML: written, read back, replayed.
 *
 * A game of random legal actions (the random AI) on a random battlefield
 * with hand-placed positions, "Battles" (formed and given up during play
 * too), a character and a unit partly armed with firearms is written,
 * read and replayed:
 * the replay must be identical. A log changed anywhere that matters (a die,
 * an action, the outcome, a unit) must be caught.
 */
#include <glib.h>
#include <string.h>

#include "bn-battle-ai.h"
#include "bn-battle-log-xml.h"
#include "bn-battle-rules-xml.h"
#include "bn-xml.h"

typedef struct
{
  BnBattleRules *rules;
  BnScenario *scenario;
  BnBattleArmy *armies[2];
  char *xml;
} Game;

static void
game_clear (Game *game)
{
  g_clear_pointer (&game->rules, bn_battle_rules_unref);
  g_clear_pointer (&game->scenario, bn_scenario_free);
  g_clear_pointer (&game->armies[0], bn_battle_army_free);
  g_clear_pointer (&game->armies[1], bn_battle_army_free);
  g_clear_pointer (&game->xml, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Game, game_clear)

/* Plays random legal actions with dice from @seed until the battle ends
 * or @max_actions are taken; writes the log into @game->xml. */
static void
play_random_game_led (Game    *game,
                      guint64  seed,
                      guint    max_actions,
                      guint    initiative)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) chance = bn_chance_new_seeded (seed);
  g_autoptr(BnBattle) battle = NULL;
  g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_RANDOM, seed + 1);
  const guint group_units[] = { 1, 2 };

  game->rules = bn_battle_rules_load_default (&error);
  g_assert_no_error (error);
  game->scenario = bn_scenario_new_random (game->rules, seed);
  game->scenario->options = BN_BATTLE_OPTION_MERCENARIES | BN_BATTLE_OPTION_STAKES;
  game->armies[0] = bn_battle_army_new_sample (game->rules, "South & Co. <1>", 8);
  game->armies[1] = bn_battle_army_new_sample (game->rules, "North “the second”", 7);
  game->armies[1]->units[3].mercenary = TRUE;
  game->armies[1]->units[3].promise = 12;
  game->armies[0]->units[5].figures = 3;
  game->armies[0]->units[6].weapon = (guint) bn_battle_rules_find_weapon (game->rules, "handgun");
  game->armies[0]->units[6].firearms = 3;
  bn_battle_army_add_commander (game->armies[1], "Lady Maud", BN_COMMANDER_CHARACTER, 4);
  bn_battle_army_add_group (game->armies[0], 1, group_units, 2, &error);
  g_assert_no_error (error);
  /* A campaign leader commanding side 0, his Initiative as given. */
  for (guint c = 0; initiative > 0 && c < game->armies[0]->n_commanders; c++)
    if (game->armies[0]->commanders[c].rank == BN_COMMANDER_ARMY)
      {
        BnBattleCommanderSpec *leader = &game->armies[0]->commanders[c];

        leader->social_rank = 3;
        leader->initiative = initiative;
        leader->morale_bonus = leader->combat_bonus = 1;
        leader->pcs = 11;
      }

  battle = bn_battle_new (game->rules, game->scenario, game->armies[0], game->armies[1], chance, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < max_actions && bn_battle_get_phase (battle) != BN_PHASE_OVER; i++)
    {
      BnBattleAction action;

      g_assert_true (bn_battle_ai_choose (ai, battle, &action));
      bn_battle_apply (battle, &action, &error);
      g_assert_no_error (error);
    }
  g_assert_cmpuint (bn_battle_get_n_actions (battle), >, 10);
  game->xml = bn_battle_log_to_xml (battle, game->armies[0], game->armies[1], NULL, seed);
}

static void
play_random_game (Game    *game,
                  guint64  seed,
                  guint    max_actions)
{
  play_random_game_led (game, seed, max_actions, 0);
}

/* Field by field: names are compared as strings, since what follows the
 * terminating NUL in a fixed buffer means nothing. */
static void
assert_battle_armies_equal (const BnBattleArmy *x,
                            const BnBattleArmy *y)
{
  g_assert_cmpstr (x->name, ==, y->name);
  g_assert_cmpuint (x->n_units, ==, y->n_units);
  for (guint i = 0; i < x->n_units; i++)
    {
      const BnBattleUnitSpec *a = &x->units[i], *b = &y->units[i];

      g_assert_cmpstr (a->name, ==, b->name);
      g_assert_cmpint (a->arm, ==, b->arm);
      g_assert_cmpint (a->unit_class, ==, b->unit_class);
      g_assert_cmpuint (a->weapon, ==, b->weapon);
      g_assert_cmpint (a->colour, ==, b->colour);
      g_assert_cmpuint (a->figures, ==, b->figures);
      g_assert_cmpint (a->mercenary, ==, b->mercenary);
      g_assert_cmpuint (a->promise, ==, b->promise);
      g_assert_cmpuint (a->firearms, ==, b->firearms);
      g_assert_cmpint (a->placed, ==, b->placed);
      if (a->placed)
        {
          g_assert_cmpint (a->col, ==, b->col);
          g_assert_cmpint (a->row, ==, b->row);
          g_assert_cmpuint (a->facing, ==, b->facing);
        }
    }
  g_assert_cmpuint (x->n_commanders, ==, y->n_commanders);
  for (guint i = 0; i < x->n_commanders; i++)
    {
      const BnBattleCommanderSpec *a = &x->commanders[i], *b = &y->commanders[i];

      g_assert_cmpstr (a->name, ==, b->name);
      g_assert_cmpint (a->rank, ==, b->rank);
      g_assert_cmpint (a->mounted, ==, b->mounted);
      g_assert_cmpint (a->unit, ==, b->unit);
      g_assert_cmpint (a->placed, ==, b->placed);
    }
  g_assert_cmpuint (x->n_groups, ==, y->n_groups);
  for (guint g = 0; g < x->n_groups; g++)
    {
      g_assert_cmpuint (x->groups[g].captain, ==, y->groups[g].captain);
      g_assert_cmpuint (x->groups[g].n_units, ==, y->groups[g].n_units);
      g_assert_cmpmem (x->groups[g].units, x->groups[g].n_units * sizeof (guint),
                       y->groups[g].units, y->groups[g].n_units * sizeof (guint));
    }
}

static BnBattleLog *
load (BnBattleRules  *rules,
      const char     *xml,
      GError        **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (xml, strlen (xml));

  return bn_battle_log_load_bytes (rules, bytes, "game.xml", error);
}

static void
test_round_trip (void)
{
  guint formed = 0, dissolved = 0;

  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_auto(Game) game = { 0 };
      g_autoptr(GError) error = NULL;
      g_autoptr(BnBattleLog) log = NULL;
      BnBattleOutcome outcome;

      play_random_game (&game, seed, 400);
      g_assert_nonnull (strstr (game.xml, " firearms=\"3\""));
      g_assert_nonnull (strstr (game.xml, " rank=\"character\""));
      formed += strstr (game.xml, "<action type=\"form-group\"") != NULL;
      dissolved += strstr (game.xml, "<action type=\"dissolve-group\"") != NULL;
      log = load (game.rules, game.xml, &error);
      g_assert_no_error (error);
      g_assert_false (log->has_seed);
      g_assert_cmpuint (log->dice_seed, ==, seed);
      assert_battle_armies_equal (log->armies[0], game.armies[0]);
      assert_battle_armies_equal (log->armies[1], game.armies[1]);
      g_assert_cmpstr (log->scenario->id, ==, game.scenario->id);
      g_assert_cmpmem (log->scenario->terrain, sizeof log->scenario->terrain,
                       game.scenario->terrain, sizeof game.scenario->terrain);
      g_assert_true (bn_battle_log_replay (game.rules, log, &outcome, &error));
      g_assert_no_error (error);
      g_assert_cmpmem (&outcome, sizeof outcome, &log->outcome, sizeof log->outcome);
    }
  g_assert_cmpuint (formed, >, 0);
  g_assert_cmpuint (dissolved, >, 0);
}

/* A log says which ruleset it follows; one that says none, or the rules
 * file's name as logs did before rulesets were named, is Lords & Levies,
 * and loads without rules given. */
static void
test_ruleset_attribute (void)
{
  g_auto(Game) game = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleLog) named = NULL;
  g_autoptr(BnBattleLog) old = NULL;
  g_autoptr(GString) older = NULL;
  BnBattleOutcome outcome;

  play_random_game (&game, 3, 200);
  g_assert_nonnull (strstr (game.xml, " rules=\"lords-and-levies\""));
  named = load (NULL, game.xml, &error);
  g_assert_no_error (error);
  g_assert_true (named->ruleset == bn_ruleset_lookup ("lords-and-levies"));
  g_assert_nonnull (named->rules);
  g_assert_true (bn_battle_log_replay (NULL, named, &outcome, &error));
  g_assert_no_error (error);

  older = g_string_new (game.xml);
  g_string_replace (older, " rules=\"lords-and-levies\"", " rules=\"/io/github/banneret/Banneret/data/battle.xml\"", 1);
  old = load (NULL, older->str, &error);
  g_assert_no_error (error);
  g_assert_true (old->ruleset == bn_ruleset_get_default ());
  g_assert_true (bn_battle_log_replay (NULL, old, &outcome, &error));
  g_assert_no_error (error);
}

/* An auto-resolved battle, logged as the CLI logs it, replays too. */
static void
test_auto_resolve_replays (void)
{
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_default (&error);
  g_autoptr(BnScenario) scenario = bn_scenario_new_builtin (rules, BN_SCENARIO_RIVER_FORDS);
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "a", 12);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "b", 12);
  g_autoptr(BnBattle) battle = NULL;
  g_autoptr(BnBattleLog) log = NULL;
  g_autofree char *xml = NULL;
  BnBattleOutcome outcome, replayed;
  guint64 seed = 99;

  battle = bn_battle_auto_resolve (rules, scenario, army0, army1, seed, kinds, &outcome, &error);
  g_assert_no_error (error);
  xml = bn_battle_log_to_xml (battle, army0, army1, &seed, bn_battle_ai_derive_seed (seed, 0));
  log = load (rules, xml, &error);
  g_assert_no_error (error);
  g_assert_true (log->has_seed);
  g_assert_cmpuint (log->seed, ==, 99);
  g_assert_true (bn_battle_log_replay (rules, log, &replayed, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (&replayed, sizeof replayed, &outcome, sizeof outcome);
}

/* A log written before the setup waited for an army commander's lost
 * first-move die (Day of Battle, Retainers) went on past that die, kept,
 * in its setup. It replays identically: the die is kept there, with no
 * action of its own, as it was then. The old log is a new one with its
 * "keep-roll" taken out, that action's events put in the setup and the
 * outcome's count of actions one less. */
static void
test_first_move_die_in_old_log (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_default (&error);
  g_autoptr(BnScenario) scenario = bn_scenario_new_builtin (rules, BN_SCENARIO_OPEN_FIELD);
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "south", 6);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "north", 6);
  g_autoptr(BnChance) chance = bn_chance_new_seeded (5);
  g_autoptr(BnBattle) battle = NULL;
  g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 6);
  g_autoptr(BnBattleLog) log = NULL;
  g_autoptr(BnBattleLog) old_log = NULL;
  g_autofree char *xml = NULL;
  g_autoptr(GString) old = NULL;
  BnBattleAction keep;
  BnBattleOutcome outcome;
  const char *setup_end, *keep_end, *action_end;
  g_autofree char *count = NULL;
  g_autofree char *fewer = NULL;
  guint n_actions;

  g_assert_no_error (error);
  for (guint side = 0; side < 2; side++)
    {
      BnBattleArmy *army = side == 0 ? army0 : army1;

      for (guint c = 0; c < army->n_commanders; c++)
        if (army->commanders[c].rank == BN_COMMANDER_ARMY)
          {
            army->commanders[c].social_rank = 3;
            army->commanders[c].retainers[0] = (BnBattleRetainerSpec) { BN_RETAINER_TYPE_PAGE, 10, 0, -1 };
            army->commanders[c].n_retainers = 1;
          }
    }
  battle = bn_battle_new (rules, scenario, army0, army1, chance, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bn_battle_get_reroll_offer (battle, NULL, NULL), >=, 0);
  keep = (BnBattleAction) { BN_ACTION_KEEP_ROLL, (guint8) bn_battle_get_acting_side (battle), 0, 0, 0 };
  g_assert_true (bn_battle_apply (battle, &keep, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 40 && bn_battle_get_phase (battle) != BN_PHASE_OVER; i++)
    {
      BnBattleAction action;

      g_assert_true (bn_battle_ai_choose (ai, battle, &action));
      g_assert_true (bn_battle_apply (battle, &action, &error));
      g_assert_no_error (error);
    }
  n_actions = bn_battle_get_n_actions (battle);
  xml = bn_battle_log_to_xml (battle, army0, army1, NULL, 5);
  log = load (rules, xml, &error);
  g_assert_no_error (error);
  g_assert_true (bn_battle_log_replay (rules, log, &outcome, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (outcome.actions, ==, n_actions);

  setup_end = strstr (xml, "  </setup>\n  <actions>\n    <action type=\"keep-roll\"");
  g_assert_nonnull (setup_end);
  keep_end = strchr (setup_end + strlen ("  </setup>\n  <actions>\n"), '\n') + 1;
  action_end = strstr (keep_end, "    </action>\n");
  g_assert_nonnull (action_end);
  old = g_string_new_len (xml, setup_end - xml);
  g_string_append_len (old, keep_end, action_end - keep_end);
  g_string_append (old, "  </setup>\n  <actions>\n");
  g_string_append (old, action_end + strlen ("    </action>\n"));
  count = g_strdup_printf (" actions=\"%u\">", n_actions);
  fewer = g_strdup_printf (" actions=\"%u\">", n_actions - 1);
  g_assert_nonnull (strstr (old->str, count));
  g_string_replace (old, count, fewer, 1);

  old_log = load (rules, old->str, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (old_log->actions->len, ==, n_actions - 1);
  g_assert_true (bn_battle_log_replay (rules, old_log, &outcome, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (outcome.actions, ==, n_actions - 1);
}

/* Replaces the @nth occurrence of @from after @anchor with @to. */
static char *
tamper (const char *xml,
        const char *anchor,
        const char *from,
        const char *to)
{
  const char *at = strstr (xml, anchor);
  const char *hit;
  GString *out;

  g_assert_nonnull (at);
  hit = strstr (at, from);
  g_assert_nonnull (hit);
  out = g_string_new_len (xml, hit - xml);
  g_string_append (out, to);
  g_string_append (out, hit + strlen (from));
  return g_string_free (out, FALSE);
}

static void
expect_difference (BnBattleRules *rules,
                   const char    *xml,
                   const char    *what)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleLog) log = load (rules, xml, &error);

  if (log == NULL)
    {
      /* Refused outright: as good as caught. */
      g_test_message ("%s: refused: %s", what, error->message);
      g_assert_nonnull (error);
      return;
    }
  g_assert_false (bn_battle_log_replay (rules, log, NULL, &error));
  g_assert_nonnull (error);
  g_test_message ("%s: %s", what, error->message);
}

static void
test_tampered (void)
{
  g_auto(Game) game = { 0 };
  g_autofree char *die = NULL;
  g_autofree char *outcome = NULL;
  g_autofree char *fewer_units = NULL;
  g_autofree char *seed = NULL;
  g_autofree char *dropped = NULL;
  g_autofree char *action = NULL;
  const char *last;

  play_random_game (&game, 3, 300);

  /* A die that showed something else. */
  {
    const char *at = strstr (game.xml, "<event type=\"die\"");
    const char *value;
    char digit[2] = { 0, };

    g_assert_nonnull (at);
    value = strstr (at, "value=\"") + strlen ("value=\"");
    digit[0] = *value == '1' ? '2' : '1';
    die = g_strdup (game.xml);
    die[value - game.xml] = digit[0];
    expect_difference (game.rules, die, "a die");
  }

  outcome = tamper (game.xml, "<outcome", "turns=\"", "turns=\"9");
  expect_difference (game.rules, outcome, "the outcome");

  /* Side 1 one unit short: every later unit has another number. */
  {
    const char *army = strstr (game.xml, "<army side=\"1\"");
    const char *unit = strstr (army, "    <unit ");
    const char *end = strchr (unit, '\n') + 1;
    GString *out = g_string_new_len (game.xml, unit - game.xml);

    g_string_append (out, end);
    fewer_units = g_string_free (out, FALSE);
  }
  expect_difference (game.rules, fewer_units, "a unit");

  seed = tamper (game.xml, "<battle-log", "dice-seed=\"", "dice-seed=\"1");
  expect_difference (game.rules, seed, "the dice seed");

  /* The last action removed: its events go with it, but the outcome's
   * count of actions no longer matches. */
  last = g_strrstr (game.xml, "    <action ");
  g_assert_nonnull (last);
  {
    const char *end = strstr (last, "</action>\n") + strlen ("</action>\n");
    GString *out = g_string_new_len (game.xml, last - game.xml);

    g_string_append (out, end);
    dropped = g_string_free (out, FALSE);
  }
  expect_difference (game.rules, dropped, "a missing action");

  /* An action's target changed. */
  action = tamper (game.xml, "<actions>", "<action type=\"play-card\" side=\"", "<action type=\"end-turn\" side=\"");
  expect_difference (game.rules, action, "an action");
}

/* Day of Battle, Initiative: each card the army commander plays that
 * orders more is one use, logged once. Logs written while it was logged
 * twice (the same event twice in a row) still replay identically. */
static void
test_initiative_logged_once (void)
{
  g_auto(Game) game = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleLog) log = NULL;
  g_autoptr(GString) doubled = g_string_new (NULL);
  const char *initiative = "<event type=\"leader-skill\" side=\"0\" a=\"";
  guint uses = 0, twins = 0;

  play_random_game_led (&game, 5, 300, 18);
  /* Each use is one line, never followed by its twin. */
  for (const char *at = strstr (game.xml, initiative); at != NULL; at = strstr (at + 1, initiative))
    {
      const char *end = strchr (at, '\n') + 1;
      g_autofree char *line = g_strndup (at, (gsize) (end - at));
      const char *next = end + strspn (end, " ");

      if (strstr (line, " b=\"130\"") == NULL)
        continue;
      uses++;
      twins += strncmp (next, line, strlen (line)) == 0;
    }
  g_assert_cmpuint (uses, >, 0);
  g_assert_cmpuint (twins, ==, 0);

  /* The old writer's log: every Initiative line twice. */
  for (const char *p = game.xml; *p != '\0';)
    {
      const char *end = strchr (p, '\n');
      gsize len = end != NULL ? (gsize) (end - p) + 1 : strlen (p);
      const char *line_start = p + strspn (p, " ");

      g_string_append_len (doubled, p, (gssize) len);
      if (g_str_has_prefix (line_start, initiative) && g_strstr_len (p, (gssize) len, " b=\"130\"") != NULL)
        g_string_append_len (doubled, p, (gssize) len);
      p += len;
    }
  g_assert_cmpuint (doubled->len, >, strlen (game.xml));
  log = load (game.rules, doubled->str, &error);
  g_assert_no_error (error);
  g_assert_true (bn_battle_log_replay (game.rules, log, NULL, &error));
  g_assert_no_error (error);
}

static void
test_hostile_log (void)
{
  static const char * const documents[] = {
    "<battle-log format=\"1\" dice-seed=\"1\"/>",
    "<?xml version=\"1.0\"?>\n<!DOCTYPE x SYSTEM \"file:///etc/passwd\">\n<battle-log/>",
    "<battle-log format=\"1\" dice-seed=\"1\"><scenario format=\"1\"/><army/></battle-log>",
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_default (&error);

  for (guint i = 0; i < G_N_ELEMENTS (documents); i++)
    {
      g_autoptr(BnBattleLog) log = load (rules, documents[i], &error);

      g_assert_null (log);
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, "game.xml"));
      g_clear_error (&error);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/battle-log/round-trip", test_round_trip);
  g_test_add_func ("/battle-log/auto-resolve-replays", test_auto_resolve_replays);
  g_test_add_func ("/battle-log/tampered", test_tampered);
  g_test_add_func ("/battle-log/ruleset-attribute", test_ruleset_attribute);
  g_test_add_func ("/battle-log/hostile", test_hostile_log);
  g_test_add_func ("/battle-log/initiative-logged-once", test_initiative_logged_once);
  g_test_add_func ("/battle-log/first-move-die-in-old-log", test_first_move_die_in_old_log);

  return g_test_run ();
}
