/* test-battle-commanders.c — hitting a lone commander, single combat (5
 * rounds, draws, a second duel), ransom, characters (L&L, Hitting a
 * commander; Single combat; appendix 2; Characters).
 */
#include "battle-fixture.h"

static void
lone (Fixture *f)
{
  fixture_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_commander (f, 1, BN_COMMANDER_SERGEANT, -1, 3, 3);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 7, 1, BN_HEX_DIR_S);
}

/* Only crossed swords hit a lone commander; unsaved, he is eliminated
 * and the attacker scores. */
static void
test_lone_commander_hit_only_by_crossed_swords (void)
{
  Fixture f;

  lone (&f);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  dice (&f, "hit-any hit-any hit-any flag");
  act (&f, BN_ACTION_ATTACK_COMMANDER, unit_of (&f, 0, 0), commander_of (&f, 1, 0), 0);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, commander_of (&f, 1, 0))->alive, ==, 1);
  fixture_clear (&f);

  lone (&f);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  dice (&f, "swords shield shield shield");
  dice (&f, "flag");   /* his save fails */
  act (&f, BN_ACTION_ATTACK_COMMANDER, unit_of (&f, 0, 0), commander_of (&f, 1, 0), 0);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, commander_of (&f, 1, 0))->alive, ==, 0);
  g_assert_cmpuint (bn_battle_get_victory_points (f.battle, 0), ==, 1);
  fixture_clear (&f);
}

/* A commander with a unit cannot be attacked; artillery never attacks
 * commanders. */
static void
test_commander_with_unit_not_attacked (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_commander (&f, 1, BN_COMMANDER_CAPTAIN, 0, 0, 0);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  refused (&f, BN_ACTION_ATTACK_COMMANDER, unit_of (&f, 0, 0), commander_of (&f, 1, 0), 0,
           "not with a unit");
  fixture_clear (&f);

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, GUNS, CA, "gun", RED, 3, 5, BN_HEX_DIR_N);
  fixture_commander (&f, 1, BN_COMMANDER_CAPTAIN, -1, 3, 3);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 7, 1, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  refused (&f, BN_ACTION_ATTACK_COMMANDER, unit_of (&f, 0, 0), commander_of (&f, 1, 0), 0,
           "infantry or mounted troops");
  fixture_clear (&f);
}

static void
duellists (Fixture         *f,
           BnCommanderRank  challenger,
           BnBattleOptions  options)
{
  fixture_init (f, 9, 9);
  f->scenario->options = options;
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 1, 7, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 7, 1, BN_HEX_DIR_S);
  fixture_commander (f, 0, challenger, -1, 3, 5);
  fixture_commander (f, 1, BN_COMMANDER_CAPTAIN, -1, 3, 3);
  fixture_commander (f, 1, BN_COMMANDER_ARMY, -1, 5, 3);
}

/* Five rounds of one die and a save each; highest score wins, the loser
 * is killed. */
static void
test_single_combat_winner (void)
{
  Fixture f;

  duellists (&f, BN_COMMANDER_ARMY, 0);
  fixture_start (&f, "single-combat-50 | red-1");
  play (&f, "single-combat-50");
  dice (&f, "hit-any flag shield");  /* round 1: a point for the challenger */
  for (guint r = 1; r < 5; r++)
    dice (&f, "shield shield");
  act (&f, BN_ACTION_CHALLENGE, commander_of (&f, 0, 0), commander_of (&f, 1, 0), 0);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, commander_of (&f, 1, 0))->alive, ==, 0);
  g_assert_cmpuint (bn_battle_get_victory_points (f.battle, 0), ==, 1);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_DUEL), ==, 1);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BATTLE);  /* the turn ends */
  fixture_clear (&f);
}

/* A draw: the challenged may fight a second, final duel; drawn again,
 * both return. */
static void
test_single_combat_draw_second_duel (void)
{
  Fixture f;

  duellists (&f, BN_COMMANDER_ARMY, 0);
  fixture_start (&f, "single-combat-50 | red-1");
  play (&f, "single-combat-50");
  for (guint r = 0; r < 5; r++)
    dice (&f, "shield shield");
  act (&f, BN_ACTION_CHALLENGE, commander_of (&f, 0, 0), commander_of (&f, 1, 0), 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_DUEL_DRAW);
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 1);
  for (guint r = 0; r < 5; r++)
    dice (&f, "shield shield");
  act (&f, BN_ACTION_DUEL_AGAIN, 0, 0, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BATTLE);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, commander_of (&f, 0, 0))->alive, ==, 1);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, commander_of (&f, 1, 0))->alive, ==, 1);
  fixture_clear (&f);
}

/* Captains challenge captains only; army commanders both; never out of
 * range. */
static void
test_who_may_challenge (void)
{
  Fixture f;

  duellists (&f, BN_COMMANDER_CAPTAIN, 0);
  fixture_start (&f, "single-combat-50 | red-1");
  play (&f, "single-combat-50");
  refused (&f, BN_ACTION_CHALLENGE, commander_of (&f, 0, 0), commander_of (&f, 1, 1), 0,
           "captains only captains");
  g_assert_true (is_legal (&f, BN_ACTION_CHALLENGE, commander_of (&f, 0, 0), commander_of (&f, 1, 0), 0));
  fixture_clear (&f);
}

/* With the mercenary rules the loser may buy his commander back with
 * special cards worth the ransom; refusing, he is killed. */
static void
test_ransom_keeps_commander (void)
{
  for (guint pay = 0; pay < 2; pay++)
    {
      Fixture f;
      guint loser;

      duellists (&f, BN_COMMANDER_CAPTAIN, BN_BATTLE_OPTION_MERCENARIES);
      fixture_start (&f, "single-combat-50 money-30 money-40 | red-1");
      loser = commander_of (&f, 0, 0);
      play (&f, "single-combat-50");
      act (&f, BN_ACTION_CHALLENGE, loser, commander_of (&f, 1, 0), 0);
      /* The challenged may pay 50 + 30 to avoid it; he fights. */
      g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_PAY);
      g_assert_cmpint (last_event_value (&f, BN_EVENT_GOLD), ==, 80);
      dice (&f, "shield hit-any flag");   /* round 1: a point for the challenged */
      for (guint r = 1; r < 5; r++)
        dice (&f, "shield shield");
      act (&f, BN_ACTION_REFUSE, 0, 0, 0);
      g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_PAY);
      g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 0);
      g_assert_cmpint (last_event_value (&f, BN_EVENT_GOLD), ==, 50);
      if (pay)
        {
          act (&f, BN_ACTION_PAY, 0, 0, 0);   /* 30 */
          act (&f, BN_ACTION_PAY, 0, 0, 0);   /* 40: paid */
          g_assert_cmpuint (bn_battle_get_commander (f.battle, loser)->alive, ==, 1);
          g_assert_cmpuint (bn_battle_get_hand_size (f.battle, 0), ==, 1);   /* one card drawn instead */
        }
      else
        {
          act (&f, BN_ACTION_REFUSE, 0, 0, 0);
          g_assert_cmpuint (bn_battle_get_commander (f.battle, loser)->alive, ==, 0);
          g_assert_cmpuint (bn_battle_get_victory_points (f.battle, 1), ==, 1);
        }
      fixture_clear (&f);
    }
}

/* A lone enemy character at (3, 3) with two south units next to her, and
 * a north unit far off. */
static void
maiden (Fixture *f)
{
  fixture_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 2, 3, BN_HEX_DIR_NE);
  fixture_commander (f, 1, BN_COMMANDER_CHARACTER, -1, 3, 3);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 7, 1, BN_HEX_DIR_S);
}

/* A character is attacked as a commander but only wounded, for no
 * victory point; wounded and alone she is not attacked again but taken
 * prisoner by a unit next to her, for a victory point (L&L, Characters;
 * House readings). */
static void
test_character_wounded_then_taken_prisoner (void)
{
  Fixture f;
  guint maid;

  maiden (&f);
  fixture_start (&f, "red-2");
  g_assert_false (bn_battle_get_commander (f.battle, commander_of (&f, 1, 0))->mounted);
  maid = commander_of (&f, 1, 0);
  order (&f, "red-2", UNITS ((int) unit_of (&f, 0, 0), (int) unit_of (&f, 0, 1)));
  end_moves (&f);
  refused (&f, BN_ACTION_TAKE_PRISONER, unit_of (&f, 0, 1), maid, 0, "only a wounded character");
  dice (&f, "swords shield shield shield");
  dice (&f, "flag");   /* her save fails */
  act (&f, BN_ACTION_ATTACK_COMMANDER, unit_of (&f, 0, 0), maid, 0);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, maid)->alive, ==, 1);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, maid)->wounded, ==, 1);
  g_assert_cmpuint (bn_battle_get_victory_points (f.battle, 0), ==, 0);
  g_assert_cmpuint (count_events (&f, BN_EVENT_COMMANDER_WOUNDED), ==, 1);
  g_assert_cmpuint (count_events (&f, BN_EVENT_COMMANDER_ELIMINATED), ==, 0);
  refused (&f, BN_ACTION_ATTACK_COMMANDER, unit_of (&f, 0, 1), maid, 0, "not attacked again");
  act (&f, BN_ACTION_TAKE_PRISONER, unit_of (&f, 0, 1), maid, 0);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, maid)->alive, ==, 0);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, maid)->captive, ==, 1);
  g_assert_cmpuint (bn_battle_get_victory_points (f.battle, 0), ==, 1);
  g_assert_cmpuint (count_events (&f, BN_EVENT_COMMANDER_CAPTURED), ==, 1);
  g_assert_true (unit (&f, unit_of (&f, 0, 1))->battled);
  fixture_clear (&f);
}

/* A character commands nobody: she adds no die to the unit in her hex
 * and forms no "Battle" (House; L&L, Characters). */
static void
test_character_commands_nobody (void)
{
  Fixture f;
  guint maid;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_commander (&f, 0, BN_COMMANDER_CHARACTER, 0, 0, 0);
  fixture_commander (&f, 0, BN_COMMANDER_CAPTAIN, -1, 4, 5);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_commander (&f, 1, BN_COMMANDER_CAPTAIN, -1, 5, 2);
  fixture_start (&f, "red-2 single-combat-50 | red-1");
  maid = commander_of (&f, 0, 0);
  play (&f, "red-2");
  refused (&f, BN_ACTION_FORM_GROUP, maid, 1, 0, "commands no");
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0);
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  /* Spearmen's 4 dice, none added by her. */
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 4);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/commanders/lone-commander-hit-only-by-crossed-swords",
                   test_lone_commander_hit_only_by_crossed_swords);
  g_test_add_func ("/battle/commanders/commander-with-unit-not-attacked", test_commander_with_unit_not_attacked);
  g_test_add_func ("/battle/commanders/single-combat-winner", test_single_combat_winner);
  g_test_add_func ("/battle/commanders/single-combat-draw-second-duel", test_single_combat_draw_second_duel);
  g_test_add_func ("/battle/commanders/who-may-challenge", test_who_may_challenge);
  g_test_add_func ("/battle/commanders/ransom-keeps-commander", test_ransom_keeps_commander);
  g_test_add_func ("/battle/commanders/character-wounded-then-taken-prisoner",
                   test_character_wounded_then_taken_prisoner);
  g_test_add_func ("/battle/commanders/character-commands-nobody", test_character_commands_nobody);
  return g_test_run ();
}
