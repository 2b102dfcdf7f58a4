/* test-battle-reroll.c — Day of Battle, Retainers: "Re-roll a bad die roll
 * or re-draw a bad card made by the L&H. The new value replaces the
 * original (does not require a success roll)", for the dice a leader
 * throws himself (docs/rules.md, "Re-roll a leader's own die"): his combat
 * bonus and morale bonus D20 and, as army commander, his first-move throw
 * under Lords & Levies (Lionheart's leadership roll and Junior General's Initiative die are in
 * their rulesets' tests). The battle stops at the bad die; his side has a
 * common retainer throw it again or keeps it; the action then goes on.
 *
 * South (side 0) stands at (3, 4) facing north; north (side 1) at (3, 3)
 * facing south. Lords & Levies: Combat Bonus 9 hits at 13 or under.
 */
#include "battle-fixture.h"
#include "bn-battle-ai.h"

static void
duel_setup (Fixture *f,
            guint    n_retainers)
{
  static const BnBattleRetainerSpec common[] = {
    { BN_RETAINER_TYPE_PAGE, 10, 0, -1 },
    { BN_RETAINER_TYPE_SQUIRE, 15, 0, -1 },
    { BN_RETAINER_TYPE_SERGEANT, 19, 0, -1 },
  };
  BnBattleCommanderSpec *spec;

  fixture_init (f, 9, 9);
  /* Fast play: no saving, flag or defence throws, so the only dice are
   * the attack's and the leader's. */
  f->scenario->options |= BN_BATTLE_OPTION_FAST_PLAY;
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_commander (f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  spec = &f->army[0]->commanders[0];
  spec->social_rank = 3;
  spec->initiative = 12;
  spec->combat_bonus = 9;
  for (guint i = 0; i < n_retainers; i++)
    spec->retainers[spec->n_retainers++] = common[i];
}

/* South's unit attacks; the defender stands; the attack's dice miss and
 * the leader's bonus die shows @bonus. */
static void
melee (Fixture *f,
       guint    bonus)
{
  order (f, "red-1", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
  act (f, BN_ACTION_BATTLE, unit_of (f, 0, 0), unit_of (f, 1, 0), 0);
  dice (f, "shield shield shield shield shield");
  bn_chance_push_die (f->chance, bonus);
  act (f, BN_ACTION_STAND, 0, 0, 0);
}

static guint
retainer_of_type (Fixture *f,
                  guint    type)
{
  for (guint r = 0; r < bn_battle_get_n_retainers (f->battle); r++)
    if (bn_battle_get_retainer (f->battle, r)->type == type)
      return r;
  g_error ("no retainer of type %u", type);
  return 0;
}

/* A missed bonus die stops the battle for his side: a common retainer
 * throws it again, or it is kept; nothing else may be done. */
static void
test_bad_bonus_die_waits (void)
{
  Fixture f;
  BnRerollDie die;
  guint value;

  duel_setup (&f, 2);
  fixture_start (&f, "red-1");
  melee (&f, 17);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, &die, &value), ==, 0);
  g_assert_cmpuint (die, ==, BN_REROLL_COMBAT_BONUS);
  g_assert_cmpuint (value, ==, 17);
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 0);
  g_assert_true (is_legal (&f, BN_ACTION_RETAINER, retainer_of_type (&f, BN_RETAINER_TYPE_PAGE), 0,
                           BN_RETAINER_USE_REROLL));
  g_assert_true (is_legal (&f, BN_ACTION_RETAINER, retainer_of_type (&f, BN_RETAINER_TYPE_SQUIRE), 0,
                           BN_RETAINER_USE_REROLL));
  g_assert_true (is_legal (&f, BN_ACTION_KEEP_ROLL, 0, 0, 0));
  refused (&f, BN_ACTION_END_TURN, 0, 0, 0, "throws it again");
  refused (&f, BN_ACTION_RETAINER, retainer_of_type (&f, BN_RETAINER_TYPE_PAGE), 0, BN_RETAINER_USE_WARD,
           "throws it again");
  /* Nothing of the melee has happened yet but the dice. */
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 8);
  fixture_clear (&f);
}

/* "The new value replaces the original (does not require a success
 * roll)": the Page throws the bonus die again, no D20 of his; a 5 hits. */
static void
test_retainer_throws_the_bonus_die_again (void)
{
  Fixture f;
  guint page, attack_dice;
  const BnBattleEvent *deed = NULL;

  duel_setup (&f, 2);
  fixture_start (&f, "red-1");
  melee (&f, 17);
  attack_dice = count_dice (&f, BN_DIE_ATTACK);
  page = retainer_of_type (&f, BN_RETAINER_TYPE_PAGE);
  bn_chance_push_die (f.chance, 5);
  act (&f, BN_ACTION_RETAINER, page, 0, BN_RETAINER_USE_REROLL);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, NULL, NULL), ==, -1);
  g_assert_cmpuint (bn_battle_get_retainer (f.battle, page)->state, ==, BN_BATTLE_RETAINER_SPENT);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 7);
  /* The attack's dice are not thrown again, nor logged twice; the bonus
   * die is logged as it fell and as thrown again. */
  g_assert_cmpuint (count_dice (&f, BN_DIE_ATTACK), ==, attack_dice);
  g_assert_cmpuint (count_dice (&f, BN_DIE_SKILL), ==, 2);
  g_assert_cmpuint (count_dice (&f, BN_DIE_RETAINER), ==, 0);
  for (guint i = 0; i < bn_battle_get_n_events (f.battle); i++)
    if (bn_battle_get_event (f.battle, i)->type == BN_EVENT_RETAINER)
      deed = bn_battle_get_event (f.battle, i);
  g_assert_nonnull (deed);
  g_assert_cmpuint (deed->b & ~BN_SKILL_USE_PASSED, ==, BN_RETAINER_DID_REROLL_DIE);
  g_assert_cmpuint (deed->c, ==, BN_REROLL_COMBAT_BONUS);
  g_assert_cmpint (deed->value, ==, 17);
  fixture_clear (&f);
}

/* The die kept: the melee goes on with it, a miss; no retainer spent, no
 * event logged twice. */
static void
test_die_kept (void)
{
  Fixture f;
  guint events;

  duel_setup (&f, 1);
  fixture_start (&f, "red-1");
  melee (&f, 17);
  events = bn_battle_get_n_events (f.battle);
  act (&f, BN_ACTION_KEEP_ROLL, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 8);
  g_assert_cmpuint (bn_battle_get_retainer (f.battle, 0)->state, ==, BN_BATTLE_RETAINER_READY);
  g_assert_cmpuint (count_dice (&f, BN_DIE_SKILL), ==, 1);
  g_assert_cmpuint (count_events (&f, BN_EVENT_LEADER_SKILL), ==, 1);
  g_assert_cmpuint (bn_battle_get_n_events (f.battle), >=, events);
  refused (&f, BN_ACTION_KEEP_ROLL, 0, 0, 0, "no die of a leader's own waits");
  fixture_clear (&f);
}

/* A die thrown again that misses again may be thrown again by another
 * retainer; a hit at the second throw. */
static void
test_thrown_again_twice (void)
{
  Fixture f;

  duel_setup (&f, 2);
  fixture_start (&f, "red-1");
  melee (&f, 18);
  bn_chance_push_die (f.chance, 19);
  act (&f, BN_ACTION_RETAINER, retainer_of_type (&f, BN_RETAINER_TYPE_PAGE), 0, BN_RETAINER_USE_REROLL);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, NULL, NULL), ==, 0);
  bn_chance_push_die (f.chance, 2);
  act (&f, BN_ACTION_RETAINER, retainer_of_type (&f, BN_RETAINER_TYPE_SQUIRE), 0, BN_RETAINER_USE_REROLL);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, NULL, NULL), ==, -1);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 7);
  g_assert_cmpuint (count_dice (&f, BN_DIE_SKILL), ==, 3);
  fixture_clear (&f);
}

/* A leader without a common retainer, or a die that hits, never stops the
 * battle: the log is the one it always was. */
static void
test_no_retainer_no_stop (void)
{
  Fixture f;

  duel_setup (&f, 0);
  fixture_start (&f, "red-1");
  melee (&f, 17);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, NULL, NULL), ==, -1);
  fixture_clear (&f);
  duel_setup (&f, 1);
  fixture_start (&f, "red-1");
  melee (&f, 13);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, NULL, NULL), ==, -1);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 7);
  fixture_clear (&f);
}

/* The computer throws a bad die again with a retainer to spare, and keeps
 * it when the leader, in harm's way, would be left with fewer than two to
 * ward off his blows. */
static void
test_computer_choice (void)
{
  for (guint n = 1; n <= 3; n++)
    {
      Fixture f;
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 1);
      BnBattleAction choice;

      duel_setup (&f, n);
      /* In harm's way: checks made, his card drawn, on the field. */
      f.army[0]->commanders[0].pcs = 15;
      f.army[0]->risk.has_table = TRUE;
      fixture_start (&f, "red-1");
      melee (&f, 17);
      g_assert_true (bn_battle_ai_choose (ai, f.battle, &choice));
      if (n == 3)
        {
          g_assert_cmpuint (choice.type, ==, BN_ACTION_RETAINER);
          g_assert_cmpuint (choice.c, ==, BN_RETAINER_USE_REROLL);
          g_assert_cmpuint (bn_battle_get_retainer (f.battle, choice.a)->type, ==, BN_RETAINER_TYPE_PAGE);
        }
      else
        g_assert_cmpuint (choice.type, ==, BN_ACTION_KEEP_ROLL);
      fixture_clear (&f);
    }
}

/* Battles the computer fights with retainers throw dice again, and play
 * again from their seed and actions event for event. */
static void
test_replays_exactly (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnScenario) sc = bn_scenario_new_builtin (rules, BN_SCENARIO_OPEN_FIELD);
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  guint rerolled = 0;

  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "south", 6);
      g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "north", 6);
      g_autoptr(GError) error = NULL;
      g_autoptr(BnBattle) battle = NULL;
      g_autoptr(BnBattle) again = NULL;
      g_autoptr(BnChance) chance = NULL;
      BnBattleOutcome outcome;

      for (guint side = 0; side < 2; side++)
        {
          BnBattleArmy *army = side == 0 ? army0 : army1;

          for (guint c = 0; c < army->n_commanders; c++)
            if (army->commanders[c].rank == BN_COMMANDER_ARMY)
              {
                BnBattleCommanderSpec *spec = &army->commanders[c];

                spec->social_rank = 3;
                spec->initiative = 12;
                spec->combat_bonus = 3;
                spec->morale_bonus = 3;
                spec->retainers[0] = (BnBattleRetainerSpec) { BN_RETAINER_TYPE_PAGE, 10, 0, -1 };
                spec->retainers[1] = (BnBattleRetainerSpec) { BN_RETAINER_TYPE_SQUIRE, 15, 0, -1 };
                spec->retainers[2] = (BnBattleRetainerSpec) { BN_RETAINER_TYPE_SERGEANT, 19, 0, -1 };
                spec->n_retainers = 3;
              }
        }
      battle = bn_battle_auto_resolve (rules, sc, army0, army1, seed, kinds, &outcome, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < bn_battle_get_n_events (battle); i++)
        {
          const BnBattleEvent *e = bn_battle_get_event (battle, i);

          rerolled += e->type == BN_EVENT_RETAINER && (e->b & ~BN_SKILL_USE_PASSED) == BN_RETAINER_DID_REROLL_DIE;
        }
      chance = bn_chance_new_seeded (bn_battle_ai_derive_seed (seed, 0));
      again = bn_battle_new (rules, sc, army0, army1, chance, &error);
      g_assert_no_error (error);
      for (guint a = 0; a < bn_battle_get_n_actions (battle); a++)
        {
          g_assert_true (bn_battle_apply (again, bn_battle_get_action (battle, a), &error));
          g_assert_no_error (error);
        }
      g_assert_cmpuint (bn_battle_get_n_events (again), ==, bn_battle_get_n_events (battle));
      for (guint i = 0; i < bn_battle_get_n_events (battle); i++)
        g_assert_cmpmem (bn_battle_get_event (again, i), sizeof (BnBattleEvent), bn_battle_get_event (battle, i),
                         sizeof (BnBattleEvent));
    }
  g_assert_cmpuint (rerolled, >, 0);
}

/* A battle saved before the battle waited for a leader's side (wards,
 * migration 0022; dice thrown again) holds no answers to those choices:
 * it was played as if every blow were taken and every die kept.
 * bn_battle_apply_as_played() resumes it so, event for event. The "old"
 * log is the battle played that way with its answers taken out. */
static void
test_old_battle_resumes_as_played (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnScenario) sc = bn_scenario_new_builtin (rules, BN_SCENARIO_OPEN_FIELD);
  guint answered = 0;

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "south", 6);
      g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "north", 6);
      g_autoptr(GError) error = NULL;
      g_autoptr(BnChance) chance = bn_chance_new_seeded (seed);
      g_autoptr(BnChance) chance2 = bn_chance_new_seeded (seed);
      g_autoptr(BnBattle) battle = NULL;
      g_autoptr(BnBattle) resumed = NULL;
      g_autoptr(GArray) old = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
      g_autoptr(BnBattleAi) ai0 = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed + 10);
      g_autoptr(BnBattleAi) ai1 = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed + 20);

      for (guint side = 0; side < 2; side++)
        {
          BnBattleArmy *army = side == 0 ? army0 : army1;

          army->risk.has_table = TRUE;
          for (guint c = 0; c < army->n_commanders; c++)
            if (army->commanders[c].rank == BN_COMMANDER_ARMY)
              {
                BnBattleCommanderSpec *spec = &army->commanders[c];

                spec->social_rank = 3;
                spec->initiative = 12;
                spec->combat_bonus = 3;
                spec->morale_bonus = 3;
                spec->pcs = 11;
                spec->retainers[0] = (BnBattleRetainerSpec) { BN_RETAINER_TYPE_PAGE, 10, 0, -1 };
                spec->retainers[1] = (BnBattleRetainerSpec) { BN_RETAINER_TYPE_SQUIRE, 15, 0, -1 };
                spec->n_retainers = 2;
              }
        }
      battle = bn_battle_new (rules, sc, army0, army1, chance, &error);
      g_assert_no_error (error);
      for (guint n = 0; n < 4000; n++)
        {
          BnBattleAction action;

          if (bn_battle_get_reroll_offer (battle, NULL, NULL) >= 0)
            action = (BnBattleAction) { BN_ACTION_KEEP_ROLL, (guint8) bn_battle_get_acting_side (battle), 0, 0, 0 };
          else if (bn_battle_get_struck_commander (battle) >= 0)
            action = (BnBattleAction) { BN_ACTION_TAKE_BLOW, (guint8) bn_battle_get_acting_side (battle), 0, 0, 0 };
          else if (!bn_battle_ai_choose (bn_battle_get_acting_side (battle) == 0 ? ai0 : ai1, battle, &action))
            break;
          g_assert_true (bn_battle_apply (battle, &action, &error));
          g_assert_no_error (error);
          if (action.type == BN_ACTION_KEEP_ROLL || action.type == BN_ACTION_TAKE_BLOW)
            answered++;
          else
            g_array_append_val (old, action);
        }
      resumed = bn_battle_new (rules, sc, army0, army1, chance2, &error);
      g_assert_no_error (error);
      for (guint a = 0; a < old->len; a++)
        {
          g_assert_true (bn_battle_apply_as_played (resumed, &g_array_index (old, BnBattleAction, a), &error));
          g_assert_no_error (error);
        }
      g_assert_cmpuint (bn_battle_get_n_actions (resumed), ==, bn_battle_get_n_actions (battle));
      g_assert_cmpuint (bn_battle_get_n_events (resumed), ==, bn_battle_get_n_events (battle));
      for (guint i = 0; i < bn_battle_get_n_events (battle); i++)
        g_assert_cmpmem (bn_battle_get_event (resumed, i), sizeof (BnBattleEvent), bn_battle_get_event (battle, i),
                         sizeof (BnBattleEvent));
    }
  g_assert_cmpuint (answered, >, 0);
}

/* ---- the first-move throw (Lords & Levies and BattleLore) ---- */

/* "If no mention is made of this, a battle die is thrown; highest score
 * chooses who goes first" (L&L): the scenario names no side. Side 0's
 * army commander has @n0 common retainers, side 1's (North) @n1; the dice
 * thrown for the first move are side 0's @face0, then side 1's @face1. */
static void
first_move_setup (Fixture *f,
                  guint    n0,
                  guint    n1,
                  guint    face0,
                  guint    face1)
{
  static const BnBattleRetainerSpec common[] = {
    { BN_RETAINER_TYPE_PAGE, 10, 0, -1 },
    { BN_RETAINER_TYPE_SQUIRE, 15, 0, -1 },
    { BN_RETAINER_TYPE_SERGEANT, 19, 0, -1 },
  };
  g_autoptr(GError) error = NULL;
  BnBattleCommanderSpec *spec;

  duel_setup (f, n0);
  fixture_commander (f, 1, BN_COMMANDER_ARMY, 0, 0, 0);
  spec = &f->army[1]->commanders[0];
  spec->social_rank = 3;
  spec->initiative = 12;
  for (guint i = 0; i < n1; i++)
    spec->retainers[spec->n_retainers++] = common[i];
  f->scenario->first_side = -1;
  f->scenario->hand_size[0] = f->scenario->hand_size[1] = 4;
  bn_chance_push_die (f->chance, face0);
  bn_chance_push_die (f->chance, face1);
  f->battle = bn_battle_new (f->rules, f->scenario, f->army[0], f->army[1], f->chance, &error);
  g_assert_no_error (error);
}

/* The side that moves first, as the battle's first-side event says. */
static guint
first_side (Fixture *f)
{
  for (guint i = bn_battle_get_n_events (f->battle); i > 0; i--)
    if (bn_battle_get_event (f->battle, i - 1)->type == BN_EVENT_FIRST_SIDE)
      return bn_battle_get_event (f->battle, i - 1)->side;
  g_error ("no first-side event");
  return 0;
}

/* The army commander's die for the first move is his own throw: lost, it
 * stops the battle on the field as deployed, before the first card is
 * dealt, for his side to have it thrown again or keep it; nothing else is
 * legal. */
static void
test_first_move_die_waits (void)
{
  Fixture f;
  BnRerollDie die;
  guint value;

  first_move_setup (&f, 3, 0, 2, 5);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, &die, &value), ==, 0);
  g_assert_cmpuint (die, ==, BN_REROLL_FIRST_MOVE);
  g_assert_cmpuint (value, ==, 2);
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 0);
  g_assert_cmpuint (bn_battle_get_turn (f.battle), ==, 0);
  g_assert_cmpuint (bn_battle_get_n_actions (f.battle), ==, 0);
  /* The field is deployed; no hand is dealt yet. */
  g_assert_cmpint (unit (&f, unit_of (&f, 0, 0))->hex.q, ==, bn_hex_from_offset (3, 4).q);
  g_assert_cmpint (unit (&f, unit_of (&f, 0, 0))->hex.r, ==, bn_hex_from_offset (3, 4).r);
  g_assert_cmpuint (bn_battle_get_hand_size (f.battle, 0), ==, 0);
  g_assert_cmpuint (bn_battle_get_hand_size (f.battle, 1), ==, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_FIRST_SIDE), ==, 2);
  g_assert_true (is_legal (&f, BN_ACTION_RETAINER, retainer_of_type (&f, BN_RETAINER_TYPE_PAGE), 0,
                           BN_RETAINER_USE_REROLL));
  g_assert_true (is_legal (&f, BN_ACTION_KEEP_ROLL, 0, 0, 0));
  refused (&f, BN_ACTION_END_TURN, 0, 0, 0, "throws it again");
  refused (&f, BN_ACTION_PLAY_CARD, 0, 0, 0, "throws it again");
  fixture_clear (&f);
}

/* "The new value replaces the original": the Page throws side 0's die
 * again, a 6 beats side 1's 5 (kept as it fell), and side 0 moves first;
 * the Page is spent, the hands are dealt and turn 1 begins. */
static void
test_first_move_die_thrown_again (void)
{
  Fixture f;
  guint page;

  first_move_setup (&f, 3, 0, 2, 5);
  page = retainer_of_type (&f, BN_RETAINER_TYPE_PAGE);
  bn_chance_push_die (f.chance, 6);
  act (&f, BN_ACTION_RETAINER, page, 0, BN_RETAINER_USE_REROLL);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, NULL, NULL), ==, -1);
  g_assert_cmpuint (bn_battle_get_retainer (f.battle, page)->state, ==, BN_BATTLE_RETAINER_SPENT);
  g_assert_cmpuint (first_side (&f), ==, 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_FIRST_SIDE), ==, 6);
  g_assert_cmpuint (bn_battle_get_active_side (f.battle), ==, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_PLAY_CARD);
  g_assert_cmpuint (bn_battle_get_turn (f.battle), ==, 1);
  g_assert_cmpuint (bn_battle_get_hand_size (f.battle, 0), ==, 4);
  g_assert_cmpuint (bn_battle_get_hand_size (f.battle, 1), ==, 4);
  /* Both dice of the throw, then the throw as it now stands: side 0's
   * die thrown again and side 1's, thrown after it, taken as it fell. */
  g_assert_cmpuint (count_dice (&f, BN_DIE_FIRST_SIDE), ==, 4);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_DIE), ==, 5);
  g_assert_cmpuint (count_events (&f, BN_EVENT_FIRST_SIDE), ==, 1);
  fixture_clear (&f);
}

/* Kept, the throw stands: side 1 moves first, no retainer is spent. A die
 * thrown again that loses again is offered again to another retainer. */
static void
test_first_move_die_kept (void)
{
  Fixture f;

  first_move_setup (&f, 2, 0, 2, 5);
  bn_chance_push_die (f.chance, 3);
  act (&f, BN_ACTION_RETAINER, retainer_of_type (&f, BN_RETAINER_TYPE_PAGE), 0, BN_RETAINER_USE_REROLL);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, NULL, NULL), ==, 0);
  g_assert_false (is_legal (&f, BN_ACTION_RETAINER, retainer_of_type (&f, BN_RETAINER_TYPE_PAGE), 0,
                            BN_RETAINER_USE_REROLL));
  act (&f, BN_ACTION_KEEP_ROLL, 0, 0, 0);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, NULL, NULL), ==, -1);
  g_assert_cmpuint (first_side (&f), ==, 1);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_FIRST_SIDE), ==, 5);
  g_assert_cmpuint (bn_battle_get_retainer (f.battle, retainer_of_type (&f, BN_RETAINER_TYPE_SQUIRE))->state, ==,
                    BN_BATTLE_RETAINER_READY);
  g_assert_cmpuint (bn_battle_get_active_side (f.battle), ==, 1);
  g_assert_cmpuint (bn_battle_get_turn (f.battle), ==, 1);
  fixture_clear (&f);
}

/* Side 1's die lost: its leader's side is asked. Thrown again to a tie,
 * both sides throw again ("again on a tie"), as at the first throw. A
 * side whose leader has no common retainer is never asked: side 0 loses
 * the new throw and the battle goes on. */
static void
test_first_move_second_side_and_tie (void)
{
  Fixture f;

  first_move_setup (&f, 0, 1, 5, 2);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, NULL, NULL), ==, 1);
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 1);
  bn_chance_push_die (f.chance, 5);
  bn_chance_push_die (f.chance, 1);
  bn_chance_push_die (f.chance, 4);
  act (&f, BN_ACTION_RETAINER, retainer_of_type (&f, BN_RETAINER_TYPE_PAGE), 0, BN_RETAINER_USE_REROLL);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, NULL, NULL), ==, -1);
  g_assert_cmpuint (first_side (&f), ==, 1);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_FIRST_SIDE), ==, 4);
  g_assert_cmpuint (count_dice (&f, BN_DIE_FIRST_SIDE), ==, 5);
  fixture_clear (&f);

  /* Side 0 lost and has no common retainer: no question. */
  first_move_setup (&f, 0, 3, 2, 5);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, NULL, NULL), ==, -1);
  g_assert_cmpuint (first_side (&f), ==, 1);
  g_assert_cmpuint (bn_battle_get_turn (f.battle), ==, 1);
  fixture_clear (&f);
}

/* The computer's side throws a lost first-move die again with its
 * weakest common retainer, under the same house rule as its other dice. */
static void
test_first_move_computer_choice (void)
{
  Fixture f;
  g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 1);
  BnBattleAction choice;

  first_move_setup (&f, 3, 0, 2, 5);
  g_assert_true (bn_battle_ai_choose (ai, f.battle, &choice));
  g_assert_cmpuint (choice.type, ==, BN_ACTION_RETAINER);
  g_assert_cmpuint (choice.c, ==, BN_RETAINER_USE_REROLL);
  g_assert_cmpuint (bn_battle_get_retainer (f.battle, choice.a)->type, ==, BN_RETAINER_TYPE_PAGE);
  fixture_clear (&f);
}

/* Day of Battle, Risk to a Leader: "This would be a good time to use a
 * common retainer to ward off the blow". A campaign leader (he makes
 * personal combat skill checks) stands apart from his units when the die
 * for the first move is thrown, but the whole battle is ahead of him: the
 * computer spends only a retainer he can spare (his Page, while his Squire
 * and Sergeant stay for wards) and with only those two left keeps the
 * lost die; a commander who makes no checks throws it again with either. */
static void
test_first_move_exposed_leader_keeps_wards (void)
{
  static const BnBattleRetainerSpec common[] = {
    { BN_RETAINER_TYPE_PAGE, 10, 0, -1 },
    { BN_RETAINER_TYPE_SQUIRE, 15, 0, -1 },
    { BN_RETAINER_TYPE_SERGEANT, 19, 0, -1 },
  };

  for (guint n = 2; n <= 3; n++)
    for (guint pcs = 0; pcs <= 15; pcs += 15)
      {
        g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 1);
        g_autoptr(GError) error = NULL;
        BnBattleCommanderSpec *spec;
        BnBattleAction choice;
        Fixture f;

        fixture_init (&f, 9, 9);
        fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
        fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 1, BN_HEX_DIR_S);
        /* Behind his line, with no unit. */
        fixture_commander (&f, 0, BN_COMMANDER_ARMY, -1, 3, 6);
        fixture_commander (&f, 1, BN_COMMANDER_ARMY, 0, 0, 0);
        spec = &f.army[0]->commanders[0];
        spec->social_rank = 3;
        spec->initiative = 12;
        spec->pcs = pcs;
        f.army[0]->risk.has_table = pcs > 0;
        for (guint i = 3 - n; i < 3; i++)
          spec->retainers[spec->n_retainers++] = common[i];
        f.army[1]->commanders[0].social_rank = 3;
        f.scenario->first_side = -1;
        f.scenario->hand_size[0] = f.scenario->hand_size[1] = 4;
        bn_chance_push_die (f.chance, 2);
        bn_chance_push_die (f.chance, 5);
        f.battle = bn_battle_new (f.rules, f.scenario, f.army[0], f.army[1], f.chance, &error);
        g_assert_no_error (error);
        g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, NULL, NULL), ==, 0);
        g_assert_true (bn_battle_ai_choose (ai, f.battle, &choice));
        if (pcs > 0 && n == 2)
          g_assert_cmpuint (choice.type, ==, BN_ACTION_KEEP_ROLL);
        else
          {
            g_assert_cmpuint (choice.type, ==, BN_ACTION_RETAINER);
            g_assert_cmpuint (choice.c, ==, BN_RETAINER_USE_REROLL);
            g_assert_cmpuint (bn_battle_get_retainer (f.battle, choice.a)->type, ==,
                              n == 3 ? BN_RETAINER_TYPE_PAGE : BN_RETAINER_TYPE_SQUIRE);
          }
        fixture_clear (&f);
      }
}

/* A battle logged before the setup waited for this die went on past it,
 * the die kept: bn_battle_keep_setup_die() goes on so, as part of the
 * setup, with no action, and the events are those of a battle in which
 * nobody could have thrown it again. */
static void
test_first_move_kept_in_setup_as_played (void)
{
  Fixture f, old;
  g_autoptr(GError) error = NULL;

  first_move_setup (&f, 3, 0, 2, 5);
  first_move_setup (&old, 0, 0, 2, 5);
  g_assert_true (bn_battle_keep_setup_die (f.battle, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bn_battle_get_n_actions (f.battle), ==, 0);
  g_assert_cmpuint (bn_battle_get_n_events (f.battle), ==, bn_battle_get_n_events (old.battle));
  for (guint i = 0; i < bn_battle_get_n_events (f.battle); i++)
    g_assert_cmpmem (bn_battle_get_event (f.battle, i), sizeof (BnBattleEvent), bn_battle_get_event (old.battle, i),
                     sizeof (BnBattleEvent));
  g_assert_false (bn_battle_keep_setup_die (f.battle, &error));
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL);
  fixture_clear (&f);
  fixture_clear (&old);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/reroll/bad-bonus-die-waits", test_bad_bonus_die_waits);
  g_test_add_func ("/battle/reroll/retainer-throws-it-again", test_retainer_throws_the_bonus_die_again);
  g_test_add_func ("/battle/reroll/die-kept", test_die_kept);
  g_test_add_func ("/battle/reroll/thrown-again-twice", test_thrown_again_twice);
  g_test_add_func ("/battle/reroll/no-retainer-no-stop", test_no_retainer_no_stop);
  g_test_add_func ("/battle/reroll/computer-choice", test_computer_choice);
  g_test_add_func ("/battle/reroll/replays-exactly", test_replays_exactly);
  g_test_add_func ("/battle/reroll/old-battle-resumes-as-played", test_old_battle_resumes_as_played);
  g_test_add_func ("/battle/reroll/first-move-die-waits", test_first_move_die_waits);
  g_test_add_func ("/battle/reroll/first-move-die-thrown-again", test_first_move_die_thrown_again);
  g_test_add_func ("/battle/reroll/first-move-die-kept", test_first_move_die_kept);
  g_test_add_func ("/battle/reroll/first-move-second-side-and-tie", test_first_move_second_side_and_tie);
  g_test_add_func ("/battle/reroll/first-move-computer-choice", test_first_move_computer_choice);
  g_test_add_func ("/battle/reroll/first-move-kept-in-setup-as-played", test_first_move_kept_in_setup_as_played);
  g_test_add_func ("/battle/reroll/first-move-exposed-leader-keeps-wards", test_first_move_exposed_leader_keeps_wards);
  return g_test_run ();
}
