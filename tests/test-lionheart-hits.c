/* test-lionheart-hits.c — a Lionheart hand-to-hand told hit by hit, with
 * typed dice: the shields that blocked hits, the troops with no saving
 * roll, each side's figures lost (Lionheart, Combat: Melee complications;
 * Saving rolls). Whole battles' sums are test-combat-dice-why's; this one
 * plays the shields, which the computer's battles seldom throw. */
#include "battle-fixture.h"
#include "bn-battle-rules-xml.h"
#include "bn-battle-words.h"
#include "bn-combat-account.h"

#include <string.h>

/* The Lionheart reading of the battle die (data/rulesets/lionheart.xml). */
#define AXE   "hit-any"
#define ARROW "shield"
#define PANIC "flag"

static void
assert_says (const char *text,
             const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}

/* Two unarmoured foot with sidearms, face to face, the defender with
 * shields: "Each 'Shield' thrown by a unit with shields while fighting
 * hand-to-hand blocks one hit caused by its opponent"; "infantry/
 * unarmored: (no save)". The attacker's 3 axes meet 2 shields: 1 hit,
 * no saving roll, 1 figure; the defender's 1 axe, 1 figure. Then each
 * throws its panic dice, its morale rating's, the attacker first. */
static void
test_shields_and_no_save_told (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) accounts = NULL;
  g_autofree char *text = NULL, *blocked = NULL, *panic = NULL, *back = NULL;
  const BnCombatAccount *a;
  BnBattleWords words;
  int col, row;

  fixture_init (&f, 9, 9);
  bn_battle_rules_unref (f.rules);
  f.rules = bn_battle_rules_load_id ("lionheart", &error);
  g_assert_no_error (error);
  f.scenario->victory_target = 20;
  fixture_unit (&f, 0, BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_C, "sidearms", BN_BATTLE_COLOUR_RED, 4, 5, BN_HEX_DIR_N);
  bn_hex_to_offset (bn_hex_neighbour (bn_hex_from_offset (4, 5), BN_HEX_DIR_N), &col, &row);
  fixture_unit (&f, 1, BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_C, "sidearms", BN_BATTLE_COLOUR_RED, col, row,
                BN_HEX_DIR_S);
  f.army[1]->units[0].shields = TRUE;
  dice (&f, AXE " " PANIC);
  f.battle = bn_battle_new (f.rules, f.scenario, f.army[0], f.army[1], f.chance, &error);
  g_assert_no_error (error);
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  dice (&f, AXE " " AXE " " AXE " " PANIC        /* attacker: 3 hits; its panic blocks nothing */
            " " PANIC " " PANIC " " AXE " " ARROW /* defender: 2 shields, 1 hit */
            " " AXE " " AXE                       /* attacker's panic roll */
            " " AXE " " AXE);                     /* defender's */
  act (&f, BN_ACTION_BATTLE, 0, 1, 0);

  accounts = bn_combat_accounts_read (f.battle, 0, bn_battle_get_n_events (f.battle));
  g_assert_cmpuint (accounts->len, ==, 1);
  a = g_ptr_array_index (accounts, 0);
  g_assert_cmpuint (a->hits[0], ==, 3);
  g_assert_cmpuint (a->shielded[0], ==, 2);
  g_assert_cmpuint (a->no_save[0], ==, 1);
  g_assert_cmpuint (a->hits[1], ==, 1);
  g_assert_cmpuint (a->shielded[1], ==, 0);
  g_assert_cmpuint (a->no_save[1], ==, 1);
  g_assert_cmpuint (a->saves_thrown[0] + a->saves_thrown[1], ==, 0);
  g_assert_cmpuint (a->figures_lost[0], ==, 1);
  g_assert_cmpuint (a->figures_lost[1], ==, 1);

  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  text = bn_battle_words_combat (&words, a);
  blocked = g_strdup_printf ("3 hits for %s; 2 blocked by shields of %s (Lionheart, Melee complications); 1 with no "
                             "saving roll: ", bn_battle_words_unit (&words, 0), bn_battle_words_unit (&words, 1));
  assert_says (text, blocked);
  back = g_strdup_printf ("1 hit for %s; 1 with no saving roll: ", bn_battle_words_unit (&words, 1));
  assert_says (text, back);
  /* The defender's panic faces, with shields, each say what they did. */
  assert_says (text, "(a shield: blocks a hit)");
  /* Each side's panic roll under its own name, the attacker's first. */
  panic = g_strdup_printf ("Panic dice of %s: 6 axe, 6 axe. Panic dice of %s: 6 axe, 6 axe.",
                           bn_battle_words_unit (&words, 0), bn_battle_words_unit (&words, 1));
  assert_says (text, panic);
  fixture_clear (&f);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lionheart-hits/shields-and-no-save-told", test_shields_and_no_save_told);
  return g_test_run ();
}
