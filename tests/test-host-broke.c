/* test-host-broke.c — a host that breaks takes the units it still has on
 * the field with it (L&L, Commanders: an army with no leader left breaks;
 * docs/rules.md), and the battle's summary counts them with the units
 * destroyed, as the battle page lists them: "1 unit destroyed, 9 figures
 * lost; 2 units routed when the host broke". Counted from the battle as
 * it ended, against the log's reading. */
#include "battle-fixture.h"
#include "games-fixture.h"

#include "bn-career-fight.h"
#include "bn-scenario-xml.h"

#include <string.h>

/* Whether unit @i of @b stands on the board (a unit routed off its edge
 * does not). */
static gboolean
on_the_board (BnBattle *b,
              guint     i)
{
  const BnScenario *sc = bn_battle_get_scenario (b);
  int col, row;

  bn_hex_to_offset (bn_battle_get_unit (b, i)->hex, &col, &row);
  return col >= 0 && row >= 0 && (guint) col < sc->width && (guint) row < sc->height;
}

static void
test_routed_at_break (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("lords-and-levies");
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "Army of the South", 8);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "Army of the North", 8);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnScenario) sc = bn_scenario_load_shipped (rules, "open-field", &error);
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  guint broke = 0, not_broke = 0;

  g_assert_no_error (error);
  /* Only the army commander has a personal combat skill: with him fallen
   * the army has no leader left. */
  for (guint side = 0; side < 2; side++)
    {
      BnBattleArmy *army = side == 0 ? army0 : army1;

      for (guint c = 0; c < army->n_commanders; c++)
        army->commanders[c].pcs = c == 0 ? 15 : 0;
    }
  for (guint64 seed = 1; seed <= 60 && (broke == 0 || not_broke == 0); seed++)
    {
      BnBattleOutcome outcome;
      g_autoptr(BnBattle) b = bn_battle_auto_resolve (rules, sc, army0, army1, seed, kinds, &outcome, &error);
      g_autofree char *xml = NULL, *summary = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(BnBattleLog) log = NULL;
      BnFoughtBattle fought = { 0, };
      BnBattleEnd end;
      guint loser, expected = 0;

      g_assert_no_error (error);
      xml = bn_battle_log_to_xml (b, army0, army1, &seed, seed);
      bytes = g_bytes_new (xml, strlen (xml));
      log = bn_battle_log_load_bytes (rules, bytes, "the log", &error);
      g_assert_no_error (error);
      fought.log = xml;
      fought.seed = seed;
      summary = bn_fought_battle_summary (&fought, &error);
      g_assert_no_error (error);
      if (!bn_battle_get_end (b, &end) || end != BN_BATTLE_END_NO_LEADER)
        {
          g_assert_cmpuint (bn_battle_log_routed_at_break (log, 0, NULL), ==, 0);
          g_assert_cmpuint (bn_battle_log_routed_at_break (log, 1, NULL), ==, 0);
          g_assert_null (strstr (summary, "routed"));
          not_broke++;
          continue;
        }
      loser = 1 - bn_battle_get_winner (b);
      /* Every unit of the broken host still standing with figures, on the
       * board, at the end. */
      for (guint spec = 0; spec < (loser == 0 ? army0 : army1)->n_units; spec++)
        {
          int i = bn_battle_find_unit (b, loser, spec);
          const BnBattleUnit *u = i >= 0 ? bn_battle_get_unit (b, (guint) i) : NULL;

          expected += u != NULL && u->figures > 0 && on_the_board (b, (guint) i);
        }
      {
        g_autofree gboolean *routed = g_new0 (gboolean, (loser == 0 ? army0 : army1)->n_units);
        g_autofree char *said = g_strdup_printf (expected == 1 ? "; %u unit routed when the host broke"
                                                               : "; %u units routed when the host broke", expected);
        guint marked = 0;

        g_assert_cmpuint (bn_battle_log_routed_at_break (log, loser, routed), ==, expected);
        for (guint spec = 0; spec < (loser == 0 ? army0 : army1)->n_units; spec++)
          marked += routed[spec];
        g_assert_cmpuint (marked, ==, expected);
        g_assert_cmpuint (bn_battle_log_routed_at_break (log, 1 - loser, NULL), ==, 0);
        if (expected > 0)
          g_assert_nonnull (strstr (summary, said));
        g_assert_nonnull (strstr (summary, outcome.units_lost[loser] == 1 ? " 1 unit destroyed" : " units destroyed"));
      }
      broke++;
    }
  g_test_message ("%u battles ended by a broken host, %u otherwise", broke, not_broke);
  g_assert_cmpuint (broke, >, 0);
  g_assert_cmpuint (not_broke, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/host-broke/routed-at-break", test_routed_at_break);
  return g_test_run ();
}
