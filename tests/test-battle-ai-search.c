/* test-battle-ai-search.c — the searching ("hard") computer player.
 *
 * It never peeks: at positions of a battle of each ruleset, two copies
 * that differ only in what the deciding side cannot see — the enemy's
 * hand (other cards, in another order), the dice not yet thrown (another
 * seed), the split of the enemy mercenaries' secret promises — make the
 * same player (same seed) choose the same action and judge it to the same
 * value, bit for bit. The value is the mean of every continuation it
 * played, so a player that read any of it would judge differently; that
 * the value does follow what it can see is checked too (a visible
 * difference changes it).
 */
#include "bn-battle-ai.h"
#include "bn-battle-private.h"
#include "bn-battle-rules-xml.h"
#include "bn-scenario-xml.h"

#include <string.h>

#define POSITIONS  6
#define BUDGET     24

static int
compare_cards (gconstpointer a,
               gconstpointer b)
{
  return (int) *(const guint8 *) a - (int) *(const guint8 *) b;
}

/* Changes, in @b, what @viewer cannot see; TRUE when cards were changed. */
static gboolean
change_hidden (BnBattle *b,
               guint     viewer)
{
  BnBattleState *s = &b->s;
  guint enemy = 1 - viewer;
  gboolean cards = FALSE;
  int first = -1;

  /* Another card of another kind in the enemy's hand, from the draw pile;
   * the hand reversed. */
  for (guint d = 0; d < s->n_draw && s->n_hand[enemy] > 0 && !cards; d++)
    if (s->deck_kind[s->draw[d]] != s->deck_kind[s->hand[enemy][0]])
      {
        guint8 t = s->draw[d];

        s->draw[d] = s->hand[enemy][0];
        s->hand[enemy][0] = t;
        qsort (s->draw, s->n_draw, 1, compare_cards);
        cards = TRUE;
      }
  for (guint i = 0; i < s->n_hand[enemy] / 2; i++)
    {
      guint8 t = s->hand[enemy][i];

      s->hand[enemy][i] = s->hand[enemy][s->n_hand[enemy] - 1 - i];
      s->hand[enemy][s->n_hand[enemy] - 1 - i] = t;
    }
  /* The enemy's promises split otherwise, within their total. */
  for (guint i = 0; i < s->n_units; i++)
    if (s->units[i].mercenary && s->units[i].side == enemy && s->units[i].figures > 0)
      {
        if (first < 0)
          first = (int) i;
        else
          {
            s->units[first].promise += s->units[i].promise;
            s->units[i].promise = 0;
          }
      }
  return cards;
}

static void
mercenaries (BnBattleArmy *army)
{
  for (guint i = 0; i < army->n_units; i += 3)
    {
      army->units[i].mercenary = TRUE;
      army->units[i].promise = 2 + i;
    }
}

static void
test_no_peeking (gconstpointer data)
{
  const char *ruleset = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_id (ruleset, &error);
  g_autoptr(BnScenario) scenario = NULL;
  g_autoptr(BnBattleArmy) army0 = NULL;
  g_autoptr(BnBattleArmy) army1 = NULL;
  g_autoptr(BnChance) chance = bn_chance_new_seeded (41);
  g_autoptr(BnBattle) b = NULL;
  g_autoptr(BnBattleAi) player0 = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 5);
  g_autoptr(BnBattleAi) player1 = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 6);
  guint positions = 0, searched = 0, with_cards = 0, visible_differs = 0;
  gboolean has_cards;

  g_assert_no_error (error);
  scenario = bn_scenario_load_shipped (rules, "open-field", &error);
  g_assert_no_error (error);
  army0 = bn_battle_army_new_sample (rules, "first army", 8);
  army1 = bn_battle_army_new_sample (rules, "second army", 8);
  mercenaries (army0);
  mercenaries (army1);
  b = bn_battle_new (rules, scenario, army0, army1, chance, &error);
  g_assert_no_error (error);
  has_cards = b->s.n_deck > 0;

  for (guint step = 0; positions < POSITIONS && bn_battle_get_phase (b) != BN_PHASE_OVER; step++)
    {
      BnBattleAction action;
      guint side = bn_battle_get_acting_side (b);

      if (step % 7 == 3)
        {
          g_autoptr(BnChance) chance_a = bn_chance_new_seeded (1001);
          g_autoptr(BnChance) chance_b = bn_chance_new_seeded (2002);
          g_autoptr(BnChance) chance_c = bn_chance_new_seeded (1001);
          g_autoptr(BnBattle) seen = bn_battle_copy (b, chance_a);
          g_autoptr(BnBattle) other = bn_battle_copy (b, chance_b);
          g_autoptr(BnBattle) visible = bn_battle_copy (b, chance_c);
          g_autoptr(BnBattleAi) ai_a = bn_battle_ai_new (BN_BATTLE_AI_SEARCHING, 77);
          g_autoptr(BnBattleAi) ai_b = bn_battle_ai_new (BN_BATTLE_AI_SEARCHING, 77);
          g_autoptr(BnBattleAi) ai_c = bn_battle_ai_new (BN_BATTLE_AI_SEARCHING, 77);
          BnBattleAction chosen_a, chosen_b, chosen_c;

          if (change_hidden (other, side))
            with_cards++;
          /* What the deciding side sees of its enemy: one figure fewer. */
          for (guint i = 0; i < visible->s.n_units; i++)
            if (visible->s.units[i].side != side && visible->s.units[i].figures > 1)
              {
                visible->s.units[i].figures--;
                break;
              }
          bn_battle_ai_set_budget (ai_a, BUDGET, 0);
          bn_battle_ai_set_budget (ai_b, BUDGET, 0);
          bn_battle_ai_set_budget (ai_c, BUDGET, 0);
          g_assert_true (bn_battle_ai_choose (ai_a, seen, &chosen_a));
          g_assert_true (bn_battle_ai_choose (ai_b, other, &chosen_b));
          g_assert_true (bn_battle_ai_choose (ai_c, visible, &chosen_c));
          g_assert_cmpuint (chosen_a.type, ==, chosen_b.type);
          g_assert_cmpuint (chosen_a.side, ==, chosen_b.side);
          g_assert_cmpuint (chosen_a.a, ==, chosen_b.a);
          g_assert_cmpuint (chosen_a.b, ==, chosen_b.b);
          g_assert_cmpuint (chosen_a.c, ==, chosen_b.c);
          g_assert_cmpuint (bn_battle_ai_get_last_simulations (ai_a), ==, bn_battle_ai_get_last_simulations (ai_b));
          g_assert_true (bn_battle_ai_get_last_value (ai_a) == bn_battle_ai_get_last_value (ai_b));
          if (bn_battle_ai_get_last_simulations (ai_a) > 0)
            {
              searched++;
              if (bn_battle_ai_get_last_value (ai_c) != bn_battle_ai_get_last_value (ai_a)
                  || memcmp (&chosen_a, &chosen_c, sizeof chosen_a) != 0)
                visible_differs++;
              positions++;
            }
        }
      g_assert_true (bn_battle_ai_choose (side == 0 ? player0 : player1, b, &action));
      g_assert_true (bn_battle_apply (b, &action, NULL));
    }
  g_assert_cmpuint (positions, ==, POSITIONS);
  g_assert_cmpuint (searched, ==, POSITIONS);
  /* The test changed hands where the ruleset has them, and the player's
   * judgement does follow what it can see. */
  if (has_cards)
    g_assert_cmpuint (with_cards, >, 0);
  g_assert_cmpuint (visible_differs, >, 0);
}

/* Same seed, same battle: a battle the searching player plays on both
 * sides comes out the same twice (its budget is counted in
 * continuations, with no clock cap). */
static void
test_repeatable (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_id ("lords-and-levies", &error);
  g_autoptr(BnScenario) scenario = bn_scenario_load_shipped (rules, "river-fords", &error);
  g_autoptr(BnBattleArmy) army = bn_battle_army_new_sample (rules, "army", 6);
  char *logs[2] = { NULL, NULL };

  g_assert_no_error (error);
  for (guint run = 0; run < 2; run++)
    {
      g_autoptr(BnChance) chance = bn_chance_new_seeded (9);
      g_autoptr(BnBattle) b = bn_battle_new (rules, scenario, army, army, chance, &error);
      g_autoptr(BnBattleAi) hard = bn_battle_ai_new (BN_BATTLE_AI_SEARCHING, 3);
      g_autoptr(BnBattleAi) standard = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 4);

      g_assert_no_error (error);
      bn_battle_ai_set_budget (hard, 12, 0);
      for (guint n = 0; n < 150 && bn_battle_get_phase (b) != BN_PHASE_OVER; n++)
        {
          BnBattleAction action;

          g_assert_true (bn_battle_ai_choose (bn_battle_get_acting_side (b) == 0 ? hard : standard, b, &action));
          g_assert_true (bn_battle_apply (b, &action, NULL));
        }
      logs[run] = bn_battle_log_to_text (b);
    }
  g_assert_cmpstr (logs[0], ==, logs[1]);
  g_free (logs[0]);
  g_free (logs[1]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/battle/ai-search/no-peeking/lords-and-levies", "lords-and-levies", test_no_peeking);
  g_test_add_data_func ("/battle/ai-search/no-peeking/battlelore", "battlelore", test_no_peeking);
  g_test_add_data_func ("/battle/ai-search/no-peeking/lionheart", "lionheart", test_no_peeking);
  g_test_add_data_func ("/battle/ai-search/no-peeking/junior-general", "junior-general", test_no_peeking);
  g_test_add_func ("/battle/ai-search/repeatable", test_repeatable);
  return g_test_run ();
}
