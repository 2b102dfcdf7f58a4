/* test-risk-log.c — a leader's check says what the engine counted.
 *
 * Day of Battle, Risk to a leader, PCS Modifiers: "-1 The difference in
 * strikes between the units". The engine notes, beside each check it
 * logs, the unit the leader stood with, the enemy unit and the figures
 * each lost in that melee (bn_battle_get_risk_counted()); the words say
 * those, never a count of their own. Over whole Lords & Levies battles,
 * every check lowered by a difference says the units and figures noted.
 *
 * A battle logged before the engine noted anything
 * (risk-logs/lords-and-levies-pcs.xml) loads, replays event for event
 * and is told the same way: the notes come with every replay. In it a
 * unit that broke through battles the unit it drove back once more, and
 * its leader's check counts that second melee only, not the first.
 *
 * With BN_RISK_WRITE_LOG=FILE set, the test writes that log instead: the
 * fixture was written so by the engine before it noted its counts, and
 * the engine now writes the very same bytes.
 */
#include "games-fixture.h"

#include "bn-battle-ai.h"
#include "bn-battle-army-from-roster.h"
#include "bn-battle-log-xml.h"
#include "bn-battle-words.h"
#include "bn-combat-account.h"
#include "bn-scenario-xml.h"

#include <string.h>

#define PCS 16

static void
name_units (BnBattleArmy *army,
            guint         side)
{
  for (guint i = 0; i < army->n_units; i++)
    g_strlcpy (army->units[i].name, side == 0 ? "Levy archers" : "Longbowmen", sizeof army->units[i].name);
  /* Leaders of a campaign, whose numbers the log keeps. */
  for (guint c = 0; c < army->n_commanders; c++)
    {
      army->commanders[c].pcs = PCS;
      army->commanders[c].social_rank = 1;
    }
}

/* The armies and battlefield of the battles played here. */
typedef struct
{
  BnBattleRules *rules;
  BnBattleArmy  *armies[2];
  BnScenario    *scenario;
} Setup;

static void
setup_init (Setup *s)
{
  g_autoptr(GError) error = NULL;

  s->rules = rules_of ("lords-and-levies");
  s->armies[0] = bn_battle_army_new_sample (s->rules, "Army of the South", 8);
  s->armies[1] = bn_battle_army_new_sample (s->rules, "Army of the North", 8);
  name_units (s->armies[0], 0);
  name_units (s->armies[1], 1);
  /* The house Special Results table, as a log's armies have it. */
  bn_battle_risk_load_default (&s->armies[0]->risk);
  bn_battle_risk_load_default (&s->armies[1]->risk);
  s->scenario = bn_scenario_load_shipped (s->rules, "open-field", &error);
  g_assert_no_error (error);
}

static void
setup_clear (Setup *s)
{
  bn_battle_army_free (s->armies[0]);
  bn_battle_army_free (s->armies[1]);
  bn_scenario_free (s->scenario);
  bn_battle_rules_unref (s->rules);
}

/* Every melee check of @b lowered by a difference in strikes says the
 * units and figures the engine noted for it, and one lowered by a wound
 * says its number. Returns how many of the first; counts the second in
 * @wounded. */
static guint
check_checks (const BnBattleWords *words,
              guint               *wounded)
{
  const BnBattle *b = words->battle;
  guint checked = 0;

  for (guint e = 0; e < bn_battle_get_n_events (b); e++)
    {
      const BnBattleEvent *check = bn_battle_get_event (b, e);
      g_autofree char *text = NULL, *said = NULL, *turned = NULL;
      BnRiskCounted counted;

      if (check->type != BN_EVENT_PCS_CHECK)
        continue;
      g_assert_true (bn_battle_get_risk_counted (b, e, &counted));
      g_assert_cmpuint (counted.unit, <, bn_battle_get_n_units (b));
      g_assert_cmpuint (counted.other, <, bn_battle_get_n_units (b));
      g_assert_cmpuint (bn_battle_get_unit (b, counted.unit)->side, ==, check->side);
      if (check->b & BN_PCS_MISSILE)
        continue;
      /* A wound he carried lowers his skill by its number (house rule,
       * Wounds), said with it. */
      if (counted.wound > 0)
        {
          g_autofree char *told = bn_battle_words_event (words, check, BN_BATTLE_WORDS_EVERYONE);
          g_autofree char *wound = g_strdup_printf (", −%u his wound (house rule)", counted.wound);

          if (strstr (told, wound) == NULL)
            g_error ("“%s” does not say “%s”", told, wound);
          (*wounded)++;
        }
      if (check->c == 0)
        continue;
      g_assert_cmpuint ((guint) ABS ((int) counted.lost - (int) counted.other_lost), ==, check->c);
      text = bn_battle_words_event (words, check, BN_BATTLE_WORDS_EVERYONE);
      said = g_strdup_printf ("−%u the difference in strikes between the units (figures lost, %s %u to %s %u)",
                              check->c, bn_battle_words_unit (words, counted.unit), counted.lost,
                              bn_battle_words_unit (words, counted.other), counted.other_lost);
      turned = g_strdup_printf ("−%u the difference in strikes between the units (figures lost, %s %u to %s %u)",
                                check->c, bn_battle_words_unit (words, counted.other), counted.other_lost,
                                bn_battle_words_unit (words, counted.unit), counted.lost);
      /* The two units in either order, each with its own figures. */
      if (strstr (text, said) == NULL && strstr (text, turned) == NULL)
        g_error ("“%s” does not say “%s”", text, said);
      checked++;
    }
  return checked;
}

/* Whole battles: the words of every check are the engine's count, and
 * the wound a leader carried is told by its number. */
static void
test_whole_battles (void)
{
  Setup s;
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  guint checked = 0, wounded = 0;

  setup_init (&s);
  for (guint64 seed = 1; seed <= 30; seed++)
    {
      g_autoptr(GError) error = NULL;
      BnBattleOutcome outcome;
      g_autoptr(BnBattle) b = bn_battle_auto_resolve (s.rules, s.scenario, s.armies[0], s.armies[1], seed, kinds,
                                                       &outcome, &error);
      BnBattleWords words = { b, { s.armies[0], s.armies[1] } };

      g_assert_no_error (error);
      checked += check_checks (&words, &wounded);
    }
  g_test_message ("%u checks lowered by a difference in strikes, %u by a wound", checked, wounded);
  g_assert_cmpuint (checked, >, 0);
  g_assert_cmpuint (wounded, >, 0);
  setup_clear (&s);
}

/* The battle of the fixture: the computer on both sides, from its seed. */
static BnBattle *
play (Setup   *s,
      guint64  seed)
{
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  g_autoptr(GError) error = NULL;
  BnBattleOutcome outcome;
  BnBattle *b = bn_battle_auto_resolve (s->rules, s->scenario, s->armies[0], s->armies[1], seed, kinds, &outcome,
                                        &error);

  g_assert_no_error (error);
  return b;
}

#define FIXTURE_SEED 20
/* In it, Longbowmen (unit 13) battle Levy archers (unit 3), both lose a
 * figure, the archers fall back, the Longbowmen break through and battle
 * them again: the archers lose one more, and their leader's check (this
 * event) counts that melee, 1 figure to none — not 2 to 1 since the
 * first strike. */
#define FIXTURE_CHECK 44

/* A log written before the engine noted what its checks counted: it
 * replays event for event, and its checks are told as a battle's now,
 * the one after a second melee of the same two units too. */
static void
test_old_log (void)
{
  Setup s;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "risk-logs", "lords-and-levies-pcs.xml", NULL);
  g_autoptr(BnBattleLog) log = NULL;
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnBattle) b = NULL;
  BnBattleOutcome outcome;
  BnBattleWords words;
  guint checks = 0, wounded = 0;
  g_autofree char *text = NULL;
  gboolean same;

  setup_init (&s);
  log = bn_battle_log_load_file (s.rules, path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (log);
  same = bn_battle_log_replay (s.rules, log, &outcome, &error);
  g_assert_no_error (error);
  g_assert_true (same);
  g_assert_cmpint (outcome.winner, ==, log->outcome.winner);

  chance = bn_chance_new_seeded (log->dice_seed);
  b = bn_battle_log_new_battle (s.rules, log, chance, &error);
  g_assert_no_error (error);
  for (guint a = 0; a < log->actions->len; a++)
    {
      bn_battle_log_type_dice (log, a, chance);
      g_assert_true (bn_battle_apply (b, &g_array_index (log->actions, BnBattleAction, a), &error));
      g_assert_no_error (error);
    }
  for (guint e = 0; e < bn_battle_get_n_events (b); e++)
    checks += bn_battle_get_event (b, e)->type == BN_EVENT_PCS_CHECK;
  words = (BnBattleWords) { b, { log->armies[0], log->armies[1] } };
  g_assert_cmpuint (check_checks (&words, &wounded), >, 0);
  g_test_message ("%u checks in the old log", checks);
  g_assert_cmpuint (bn_battle_get_event (b, FIXTURE_CHECK)->type, ==, BN_EVENT_PCS_CHECK);
  text = bn_battle_words_event (&words, bn_battle_get_event (b, FIXTURE_CHECK), BN_BATTLE_WORDS_EVERYONE);
  if (strstr (text, "−1 the difference in strikes between the units (figures lost, Levy archers 1 to Longbowmen 0)")
      == NULL)
    g_error ("“%s” does not count the second melee alone", text);
  setup_clear (&s);
}

int
main (int    argc,
      char **argv)
{
  const char *write = g_getenv ("BN_RISK_WRITE_LOG");

  if (write != NULL)
    {
      Setup s;
      g_autoptr(BnBattle) b = NULL;
      g_autofree char *xml = NULL;
      g_autoptr(GError) error = NULL;
      guint64 seed = FIXTURE_SEED;

      setup_init (&s);
      b = play (&s, FIXTURE_SEED);
      xml = bn_battle_log_to_xml (b, s.armies[0], s.armies[1], &seed, bn_battle_ai_derive_seed (seed, 0));
      g_assert_true (g_file_set_contents (write, xml, -1, &error));
      setup_clear (&s);
      return 0;
    }
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/risk-log/whole-battles", test_whole_battles);
  g_test_add_func ("/risk-log/old-log", test_old_log);
  return g_test_run ();
}
