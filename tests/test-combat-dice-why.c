/* test-combat-dice-why.c — every combat of whole battles, under each
 * ruleset that tells combats, says why each side threw the dice it did:
 * the reasons the engine noted at the strike add up to the dice thrown
 * (else nothing is said), and the account's words give them; and every
 * hit is told where it went, in the ruleset's own terms, so that the
 * hits add up from the words alone. The computer plays both sides on the
 * shipped open field.
 */
#include "games-fixture.h"

#include "bn-battle-words.h"
#include "bn-combat-account.h"
#include "bn-scenario-xml.h"

#include <stdlib.h>
#include <string.h>

/* The first number @pattern (one group) finds in @text, or 0. */
static guint
number_in (const char *text,
           const char *pattern)
{
  g_autoptr(GRegex) re = g_regex_new (pattern, 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *found = NULL;

  g_assert_nonnull (re);
  if (!g_regex_match (re, text, 0, &match))
    return 0;
  found = g_match_info_fetch (match, 1);
  return (guint) strtoul (found, NULL, 10);
}

/* The sentence of @text that begins at @from (to its ". " or its end). */
static char *
sentence_at (const char *from)
{
  const char *end = strstr (from, ". ");

  return end != NULL ? g_strndup (from, (gsize) (end - from)) : g_strdup (from);
}

/* Every hit of each side is told where it went, and the sum is on the
 * screen (L&L, Resolve battle: the first of two hits or more kills
 * outright, every other may be saved; Combat: never more casualties than
 * the striker's own ranks; house reading: hits beyond the figures struck
 * are wasted before the saving throws): read from the words alone, hits
 * = saved + not saved + automatic + without a throw + wasted, and the
 * figures the struck unit is told to lose to them are those not saved,
 * the automatic kill and those without a throw, less the kills wasted. */
static guint
check_hits_add_up (const BnBattleWords   *words,
                   const BnCombatAccount *a,
                   const char            *text)
{
  guint checked = 0;

  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *opening = NULL, *said = NULL, *lose = NULL, *lost_said = NULL;
      const char *striker = k == 0 ? bn_battle_words_unit (words, a->strike.attacker)
                                   : bn_battle_words_unit (words, a->strike.target);
      const char *struck = k == 0 ? bn_battle_words_unit (words, a->strike.target)
                                  : bn_battle_words_unit (words, a->strike.attacker);
      const char *at;
      guint hits, saved, thrown, automatic, unsaveable, unthrown, wasted, capped, lost;

      if (a->strike.at_commander || (a->hits[k] == 0 && a->saves_thrown[1 - k] == 0 && a->ignored[k] == 0))
        continue;
      opening = g_strdup_printf (a->hits[k] == 1 ? " %u hit for %s" : " %u hits for %s", a->hits[k], striker);
      at = strstr (text, opening);
      if (at == NULL)
        g_error ("“%s” does not say “%s”", text, opening);
      said = sentence_at (at);
      hits = number_in (said, "^ ([0-9]+) hits? for");
      thrown = number_in (said, "[0-9]+ of ([0-9]+) saving throws? won");
      saved = number_in (said, "([0-9]+) of [0-9]+ saving throws? won");
      automatic = strstr (said, "(the automatic kill)") != NULL ? 1 : 0;
      unsaveable = strstr (said, "; it costs a figure, with no saving throw") != NULL ? 1
                   : strstr (said, "; each costs a figure, with no saving throw") != NULL ? hits
                   : number_in (said, "; ([0-9]+) of them costs? a figure");
      unthrown = number_in (said, "; ([0-9]+) not saved: this battle is played without saving throws");
      wasted = number_in (said, ", ([0-9]+) more than .* ha(?:s|ve) figures: wasted");
      capped = number_in (said, "; ([0-9]+) kills? wasted:");
      g_assert_cmpuint (hits, ==, a->hits[k]);
      g_assert_cmpuint (thrown, >=, saved);
      if (hits != thrown + automatic + unsaveable + unthrown + wasted)
        g_error ("the hits do not add up in “%s” (%s)", said, text);
      /* What the struck unit is told to lose to the hits. */
      lose = g_strdup_printf (" %s lose", struck);
      at = strstr (text, lose);
      while (at != NULL && number_in (at, "^ .*? loses? ([0-9]+) figures?") == 0 && strstr (at + 1, lose) != NULL)
        at = strstr (at + 1, lose);
      lost_said = at != NULL ? sentence_at (at) : g_strdup ("");
      lost = number_in (lost_said, "loses? ([0-9]+) figures?");
      if (lost != thrown - saved + automatic + unsaveable + unthrown - capped)
        g_error ("“%s” is told to lose %u figures after “%s”", struck, lost, said);
      checked++;
    }
  return checked;
}

/* Under a ruleset's own tables every hit is told where it went too, read
 * from the words alone: Lionheart (Combat; Melee complications; Saving
 * rolls), hits = blocked by shields + saving rolls + those with no saving
 * roll, and the figures the struck unit is told to lose to them are the
 * rolls not won and those with none, less the kills beyond its figures;
 * Junior General (Melee; Archery), a hit is a stand and hits = the stands
 * the struck unit is told to lose + the kills beyond its stands. */
static guint
check_own_hits_add_up (const BnBattleWords   *words,
                       const BnCombatAccount *a,
                       const char            *text)
{
  gboolean on_table = bn_battle_is_on_table (words->battle);
  guint checked = 0;

  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *opening = NULL, *said = NULL, *lose = NULL, *lost_said = NULL;
      const char *striker = k == 0 ? bn_battle_words_unit (words, a->strike.attacker)
                                   : bn_battle_words_unit (words, a->strike.target);
      const char *struck = k == 0 ? bn_battle_words_unit (words, a->strike.target)
                                  : bn_battle_words_unit (words, a->strike.attacker);
      const char *at;
      guint hits, shielded, saved, thrown, no_save, beyond, lost;

      if (a->strike.at_commander || (a->hits[k] == 0 && a->saves_thrown[1 - k] == 0))
        continue;
      opening = g_strdup_printf (a->hits[k] == 1 ? " %u hit for %s" : " %u hits for %s", a->hits[k], striker);
      at = strstr (text, opening);
      if (at == NULL)
        g_error ("“%s” does not say “%s”", text, opening);
      said = sentence_at (at);
      hits = number_in (said, "^ ([0-9]+) hits? for");
      shielded = number_in (said, "; ([0-9]+) blocked by");
      thrown = number_in (said, "[0-9]+ of ([0-9]+) saving rolls? won");
      saved = number_in (said, "([0-9]+) of [0-9]+ saving rolls? won");
      no_save = number_in (said, "; ([0-9]+) with no saving roll");
      beyond = number_in (said, "; ([0-9]+) beyond the");
      g_assert_cmpuint (hits, ==, a->hits[k]);
      g_assert_cmpuint (thrown, >=, saved);
      if (!on_table && hits != shielded + thrown + no_save)
        g_error ("the hits do not add up in “%s” (%s)", said, text);
      if (on_table && (shielded != 0 || thrown != 0 || no_save != 0))
        g_error ("“%s” tells Junior General's hits in another ruleset's terms", said);
      lose = g_strdup_printf (" %s lose", struck);
      at = strstr (text, lose);
      while (at != NULL && number_in (at, "^ .*? loses? ([0-9]+) (?:figures?|stands?)") == 0
             && strstr (at + 1, lose) != NULL)
        at = strstr (at + 1, lose);
      lost_said = at != NULL ? sentence_at (at) : g_strdup ("");
      lost = number_in (lost_said, "loses? ([0-9]+) (?:figures?|stands?)");
      if (on_table ? lost + beyond != hits : lost + beyond != thrown - saved + no_save)
        g_error ("“%s” is told to lose %u after “%s” (%s)", struck, lost, said, text);
      checked++;
    }
  return checked;
}

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
  guint strikes = 0, told = 0, backs = 0, backs_told = 0, summed = 0;
  gboolean own = bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (rules))
                 || bn_ruleset_lookup (id)->board == BN_RULESET_BOARD_TABLE;

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

          if (own)
            summed += check_own_hits_add_up (&words, a, text);
          else
            summed += check_hits_add_up (&words, a, text);

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
  g_test_message ("%s: %u of %u strikes told why; %u of %u strikes back; %u sums of hits read from the words", id,
                  told, strikes, backs_told, backs, summed);
  g_assert_cmpuint (strikes, >, 0);
  /* Every ruleset's combats count their hits in words. */
  g_assert_cmpuint (summed, >, 0);
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
