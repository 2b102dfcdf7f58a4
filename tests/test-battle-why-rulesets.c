/* test-battle-why-rulesets.c — why a unit is offered no move or no
 * battle under the rulesets with checks of their own, in the words of
 * those checks, worked from the texts: Lionheart (seed 004, Actions:
 * "Infantry … 1" movement point, a Turn spends it; only the unit given
 * the action acts; Combat: a unit attacks into its front hex) and Junior
 * General (seed 003, playsheet: Turn sequence; a unit moves once in the
 * Movement Phase).
 */
#include "battle-fixture.h"
#include "bn-battle-rules-xml.h"
#include "bn-battle-why.h"
#include "junior-general/bn-junior-general.h"

static void
assert_says (const char *text,
             const char *part)
{
  if (text == NULL || strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text != NULL ? text : "(nothing)", part);
}

static void
load_rules (Fixture    *f,
            const char *id)
{
  g_autoptr(GError) error = NULL;

  bn_battle_rules_unref (f->rules);
  f->rules = bn_battle_rules_load_id (id, &error);
  g_assert_no_error (error);
}

/* Lionheart: two foot units of side 0 and an enemy far ahead. While a
 * unit is chosen for the action nothing is said; once unit 0 has it, the
 * other may not act ("only the unit chosen"), unit 0 may attack only
 * into its front hex (the enemy is 6 hexes off), and after a Turn its one
 * movement point is spent. */
static void
test_lionheart (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  g_autofree char *other = NULL, *fight = NULL, *spent = NULL;

  fixture_init (&f, 9, 9);
  load_rules (&f, "lionheart");
  f.scenario->victory_target = 20;
  fixture_unit (&f, 0, FOOT, BN_UNIT_CLASS_C, "spear", RED, 4, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, BN_UNIT_CLASS_C, "spear", RED, 6, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, BN_UNIT_CLASS_C, "spear", RED, 4, 0, BN_HEX_DIR_S);
  dice (&f, "hit-any flag");     /* the leadership roll: side 0 acts first */
  f.battle = bn_battle_new (f.rules, f.scenario, f.army[0], f.army[1], f.chance, &error);
  g_assert_no_error (error);
  g_assert_null (bn_battle_why_no_move (f.battle, 0));
  g_assert_null (bn_battle_why_no_battle (f.battle, 0, -1));
  act (&f, BN_ACTION_ORDER_UNIT, 0, 0, 0);
  g_assert_null (bn_battle_why_no_move (f.battle, 0));
  other = bn_battle_why_no_move (f.battle, 1);
  assert_says (other, "only the unit chosen for this action acts");
  fight = bn_battle_why_no_battle (f.battle, 0, -1);
  assert_says (fight, "a unit attacks only into its front hex, never to its flank or rear (Lionheart, Combat)");
  act (&f, BN_ACTION_FACE, 0, BN_HEX_DIR_NE, 0);
  spent = bn_battle_why_no_move (f.battle, 0);
  assert_says (spent, "no movement point left (Lionheart, Actions)");
  /* The enemy's units are not the side's to move. */
  g_assert_null (bn_battle_why_no_move (f.battle, 2));
  fixture_clear (&f);
}

/* Junior General: the sides take turns to move a unit in the Movement
 * step; once it is its side's go again, a unit that has moved is told so
 * ("the unit has moved this turn"), and nothing of fighting is said
 * there. */
static void
test_junior_general (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  g_autofree char *moved = NULL;
  guint side, u;
  BnTablePlace place;

  memset (&f, 0, sizeof f);
  f.rules = bn_battle_rules_load_id ("junior-general", &error);
  g_assert_no_error (error);
  f.scenario = bn_scenario_new_builtin (f.rules, BN_SCENARIO_OPEN_FIELD);
  f.army[0] = bn_battle_army_new ("A");
  f.army[1] = bn_battle_army_new ("B");
  f.chance = bn_chance_new_seeded (42);
  for (side = 0; side < 2; side++)
    for (guint k = 0; k < 2; k++)
      g_assert_cmpint (bn_battle_army_add_unit (f.army[side], f.rules, "spear", FOOT, CB, "spear", RED), >=, 0);
  bn_chance_push_die (f.chance, 1);
  f.battle = bn_battle_new (f.rules, f.scenario, f.army[0], f.army[1], f.chance, &error);
  g_assert_no_error (error);
  for (guint guard = 0; bn_jg_get_step (f.battle) != BN_JG_STEP_MOVEMENT; guard++)
    {
      g_assert_cmpuint (guard, <, 40);
      act (&f, BN_ACTION_END_TURN, 0, 0, 0);
    }
  side = bn_battle_get_acting_side (f.battle);
  u = (guint) bn_battle_find_unit (f.battle, side, 0);
  g_assert_null (bn_battle_why_no_move (f.battle, u));
  g_assert_null (bn_battle_why_no_battle (f.battle, u, -1));
  place = bn_battle_get_unit_place (f.battle, u);
  act (&f, BN_ACTION_MOVE_UNIT, u, (guint) (place.angle / 5) % 72, 5);
  /* The other side moves in its turn; then this side's again. */
  if (bn_battle_get_acting_side (f.battle) != side)
    {
      guint other = (guint) bn_battle_find_unit (f.battle, 1 - side, 0);

      place = bn_battle_get_unit_place (f.battle, other);
      act (&f, BN_ACTION_MOVE_UNIT, other, (guint) (place.angle / 5) % 72, 5);
    }
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, side);
  moved = bn_battle_why_no_move (f.battle, u);
  assert_says (moved, "the unit has moved this turn");
  g_assert_null (bn_battle_why_no_battle (f.battle, u, -1));
  fixture_clear (&f);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle-why/lionheart", test_lionheart);
  g_test_add_func ("/battle-why/junior-general", test_junior_general);
  return g_test_run ();
}
