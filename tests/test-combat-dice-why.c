/* test-combat-dice-why.c — every combat of whole battles, under each
 * ruleset that tells combats, says why each side threw the dice it did:
 * the reasons the engine noted at the strike add up to the dice thrown
 * (else nothing is said), and the account's words give them. The
 * computer plays both sides on the shipped open field.
 */
#include "games-fixture.h"

#include "bn-battle-words.h"
#include "bn-combat-account.h"
#include "bn-scenario-xml.h"

#include <string.h>

static int
sum_of (const GArray *terms)
{
  int sum = 0;

  for (guint i = 0; i < terms->len; i++)
    sum += g_array_index (terms, BnDiceTerm, i).dice;
  return sum;
}

static void
test_dice_why (gconstpointer data)
{
  const char *id = data;
  g_autoptr(BnBattleRules) rules = rules_of (id);
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "Army of the South", 10);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "Army of the North", 9);
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnScenario) sc = bn_scenario_load_shipped (rules, "open-field", &error);
  guint strikes = 0, told = 0, backs = 0, backs_told = 0;

  g_assert_no_error (error);
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      BnBattleOutcome outcome;
      g_autoptr(BnBattle) b = bn_battle_auto_resolve (rules, sc, army0, army1, seed, kinds, &outcome, &error);
      g_autoptr(GPtrArray) accounts = NULL;
      BnBattleWords words = { b, { army0, army1 } };

      g_assert_no_error (error);
      accounts = bn_combat_accounts_read (b, 0, bn_battle_get_n_events (b));
      for (guint i = 0; i < accounts->len; i++)
        {
          const BnCombatAccount *a = g_ptr_array_index (accounts, i);
          g_autofree char *text = bn_battle_words_combat (&words, a);

          if (a->dice[0] > 0)
            {
              strikes++;
              if (a->terms[0]->len > 0)
                {
                  g_assert_cmpint (sum_of (a->terms[0]), ==, (int) a->dice[0]);
                  if (strstr (text, a->dice[0] == 1 ? " die (" : " dice (") == NULL)
                    g_error ("“%s” does not say why its dice", text);
                  told++;
                }
            }
          if (a->dice[1] > 0 && a->terms[1]->len > 0)
            {
              g_assert_cmpint (sum_of (a->terms[1]), ==, (int) a->dice[1]);
              backs_told++;
            }
          backs += a->dice[1] > 0;
        }
    }
  g_test_message ("%s: %u of %u strikes told why; %u of %u strikes back", id, told, strikes, backs_told, backs);
  g_assert_cmpuint (strikes, >, 0);
  /* Every strike of these rulesets is counted term by term. */
  g_assert_cmpuint (told, ==, strikes);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/combat-dice-why/lords-and-levies", "lords-and-levies", test_dice_why);
  g_test_add_data_func ("/combat-dice-why/battlelore", "battlelore", test_dice_why);
  g_test_add_data_func ("/combat-dice-why/lionheart", "lionheart", test_dice_why);
  g_test_add_data_func ("/combat-dice-why/junior-general", "junior-general", test_dice_why);
  return g_test_run ();
}
