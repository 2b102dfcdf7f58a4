/* test-battle-engagement.c — the computer closes with the enemy under
 * every ruleset: on each shipped battlefield, 50 seeded battles of the
 * sensible computer against itself, and in most of them most of each
 * side's units close with the enemy (stand beside an enemy unit, or
 * strike one) within the first turns. BattleLore's
 * waterways are crossed only at fords and bridges: its computer must go
 * round by them, not wait on the bank.
 */
#include "bn-battle-ai.h"
#include "bn-battle-rules-xml.h"
#include "games-fixture.h"
#include "bn-combat-account.h"
#include "bn-scenario-xml.h"

#define BATTLES 50
/* Turns a battle is watched for: a card's turn, or (Lionheart) a
 * leadership roll's, which gives a side few actions. */
#define TURNS 16
#define TURNS_OWN_TURN 40

/* Whether unit @i stands next to (on a table: in contact with) an enemy unit. */
static gboolean
beside_enemy (const BnBattle *b,
              guint           i)
{
  const BnBattleUnit *u = bn_battle_get_unit (b, i);

  for (guint j = 0; j < bn_battle_get_n_units (b); j++)
    {
      const BnBattleUnit *e = bn_battle_get_unit (b, j);

      if (e->figures == 0 || e->side == u->side)
        continue;
      if (bn_battle_is_on_table (b))
        {
          BnTableRect a = bn_battle_get_unit_footprint (b, i), o = bn_battle_get_unit_footprint (b, j);

          if (bn_table_rect_in_contact (&a, &o))
            return TRUE;
        }
      else if (bn_hex_distance (u->hex, e->hex) == 1)
        return TRUE;
    }
  return FALSE;
}

/* Plays TURNS turns (or to the end) and returns, for each side, whether
 * most of its units closed with the enemy: stood beside an enemy unit or
 * struck one (a volley counts) at some time. */
static guint
play (BnBattleRules      *rules,
      const BnScenario   *scenario,
      const BnBattleArmy *army0,
      const BnBattleArmy *army1,
      guint64             seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) chance = bn_chance_new_seeded (seed);
  g_autoptr(BnBattle) b = bn_battle_new (rules, scenario, army0, army1, chance, &error);
  g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed);
  gboolean closed[BN_BATTLE_MAX_UNITS] = { FALSE, };
  guint seen = 0, engaged = 0;
  guint turns = bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (rules)) && !bn_battle_is_on_table (b)
                ? TURNS_OWN_TURN : TURNS;

  g_assert_no_error (error);
  /* Until most units of both sides have closed: the rest need not be played. */
  while (engaged != 3 && bn_battle_get_phase (b) != BN_PHASE_OVER && bn_battle_get_turn (b) <= turns)
    {
      BnBattleAction action;

      g_assert_true (bn_battle_ai_choose (ai, b, &action));
      g_assert_true (bn_battle_apply (b, &action, &error));
      g_assert_no_error (error);
      for (; seen < bn_battle_get_n_events (b); seen++)
        {
          BnBattleStrike strike;

          if (bn_battle_event_get_strike (bn_battle_get_event (b, seen), &strike)
              && strike.attacker < bn_battle_get_n_units (b))
            closed[strike.attacker] = TRUE;
        }
      for (guint i = 0; i < bn_battle_get_n_units (b); i++)
        if (!closed[i] && bn_battle_get_unit (b, i)->figures > 0 && beside_enemy (b, i))
          closed[i] = TRUE;
      engaged = 0;
      for (guint side = 0; side < 2; side++)
        {
          guint n = 0, c = 0;

          for (guint i = 0; i < bn_battle_get_n_units (b); i++)
            if (bn_battle_get_unit_home_side (b, i) == side)
              {
                n++;
                c += closed[i];
              }
          if (2 * c >= n)
            engaged |= 1u << side;
        }
    }
  return engaged;
}

static void
test_engages (gconstpointer data)
{
  const char *id = data;
  g_autoptr(BnBattleRules) rules = rules_of (id);
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "south", 8);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "north", 8);
  const char * const *ids = bn_scenario_shipped_ids ();
  guint fields = 0;

  for (guint s = 0; ids[s] != NULL; s++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BnScenario) sc = bn_scenario_load_shipped (rules, ids[s], &error);
      guint engaged[2] = { 0, 0 };

      if (sc == NULL)
        continue;
      fields++;
      for (guint64 seed = 1; seed <= BATTLES; seed++)
        {
          guint struck = play (rules, sc, army0, army1, seed);

          engaged[0] += (struck & 1) != 0;
          engaged[1] += (struck & 2) != 0;
        }
      g_test_message ("%s on %s: side 0 closed in %u of %u, side 1 in %u", id, ids[s], engaged[0], BATTLES,
                      engaged[1]);
      for (guint side = 0; side < 2; side++)
        if (2 * engaged[side] <= BATTLES)
          g_error ("under %s on %s most of side %u's units closed with the enemy in only %u of %u battles", id,
                   ids[s], side, engaged[side], BATTLES);
    }
  g_assert_cmpuint (fields, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint r = 0; r < bn_ruleset_get_n_rulesets (); r++)
    {
      g_autofree char *path = g_strdup_printf ("/battle-engagement/%s", bn_ruleset_get_nth (r)->id);

      g_test_add_data_func (path, bn_ruleset_get_nth (r)->id, test_engages);
    }
  return g_test_run ();
}
