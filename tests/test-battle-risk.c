/* test-battle-risk.c — Day of Battle's risk to a leader, made by the
 * battle engine (bn-battle-risk.c): a leader's personal combat skill check
 * for the melees of his own unit and the volleys at it only; the Special
 * Results card and the other side's search for a lost leader; a game turn
 * lost; succession to the next highest social rank; the army that breaks
 * with no leader left. Dice and cards are typed.
 *
 * South (side 0) stands at (3, 4) facing north; north (side 1) at (3, 3)
 * facing south, adjacent and facing each other.
 */
#include "battle-fixture.h"
#include "bn-battle-ai.h"

/* The test's Special Results: the 2 of clubs loses him, the King of clubs
 * has him captured, the black joker kills him, any other card leaves him
 * unharmed; a lost leader is found and captured by a court card, slain by
 * a joker. */
static void
risk_table (BnBattleRisk *risk)
{
  memset (risk, 0, sizeof *risk);
  risk->has_table = TRUE;
  risk->struck[bn_card_make (BN_SUIT_CLUBS, 2)] = BN_RISK_LOST;
  risk->struck[bn_card_make (BN_SUIT_CLUBS, 13)] = BN_RISK_CAPTURED;
  risk->struck[BN_CARD_BLACK_JOKER] = BN_RISK_KILLED;
  for (BnCard card = 0; card < BN_CARD_COUNT; card++)
    risk->found[card] = bn_card_is_joker (card) ? BN_RISK_KILLED
                        : bn_card_is_court (card) ? BN_RISK_CAPTURED : BN_RISK_UNHARMED;
}

/* A campaign leader: his rank and personal combat skill. */
static guint
leader (Fixture         *f,
        guint            side,
        BnCommanderRank  rank,
        int              unit,
        int              col,
        int              row,
        guint            social_rank,
        guint            pcs)
{
  guint c = fixture_commander (f, side, rank, unit, col, row);

  f->army[side]->commanders[c].social_rank = social_rank;
  f->army[side]->commanders[c].pcs = pcs;
  return c;
}

/* The checks logged for battle commander @commander. */
static guint
checks_of (Fixture *f,
           guint    commander)
{
  guint n = 0;

  for (guint i = 0; i < bn_battle_get_n_events (f->battle); i++)
    {
      const BnBattleEvent *e = bn_battle_get_event (f->battle, i);

      if (e->type == BN_EVENT_PCS_CHECK && e->a == commander)
        n++;
    }
  return n;
}

static const BnBattleEvent *
last_event (Fixture *f,
            guint    type)
{
  for (guint i = bn_battle_get_n_events (f->battle); i > 0; i--)
    if (bn_battle_get_event (f->battle, i - 1)->type == type)
      return bn_battle_get_event (f->battle, i - 1);
  return NULL;
}

/* Side 0's unit 0 (with its army commander) attacks side 1's unit 0 (with
 * its own); each side has a second unit, with a captain, away from it. */
static void
two_melees_apart (Fixture *f,
                  guint    pcs)
{
  fixture_init (f, 12, 12);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 8, 8, BN_HEX_DIR_N);
  leader (f, 0, BN_COMMANDER_ARMY, 0, 0, 0, 3, pcs);
  leader (f, 0, BN_COMMANDER_CAPTAIN, 1, 0, 0, 2, pcs);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 9, 1, BN_HEX_DIR_S);
  leader (f, 1, BN_COMMANDER_ARMY, 0, 0, 0, 3, pcs);
  leader (f, 1, BN_COMMANDER_CAPTAIN, 1, 0, 0, 2, pcs);
  f->chance = (bn_chance_free (f->chance), bn_chance_new_seeded (7));
}

/* Only the leaders attached to the two units of the melee make a check,
 * one each, whichever side began it; the captains with other units make
 * none (rulings, "Risk to a leader"). */
static void
test_check_only_for_own_unit_melee (void)
{
  Fixture f;

  two_melees_apart (&f, 15);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  house_retreats (&f);
  g_assert_cmpuint (checks_of (&f, commander_of (&f, 0, 0)), ==, 1);
  g_assert_cmpuint (checks_of (&f, commander_of (&f, 1, 0)), ==, 1);
  g_assert_cmpuint (checks_of (&f, commander_of (&f, 0, 1)), ==, 0);
  g_assert_cmpuint (checks_of (&f, commander_of (&f, 1, 1)), ==, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_PCS), ==, 2);
  g_assert_false (last_event (&f, BN_EVENT_PCS_CHECK)->b & BN_PCS_MISSILE);
  fixture_clear (&f);
}

/* Commanders without a campaign's numbers (pcs 0) make no check: the
 * battle goes as it always did. */
static void
test_no_check_without_skill (void)
{
  Fixture f;

  two_melees_apart (&f, 0);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (count_events (&f, BN_EVENT_PCS_CHECK), ==, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_PCS), ==, 0);
  fixture_clear (&f);
}

/* Missile fire: a check for the leader of the unit shot at (only a 20
 * strikes), none for the leader with the archers. */
static void
test_missile_check_for_target_only (void)
{
  Fixture f;
  guint archer_leader, target_leader;
  const BnBattleEvent *check;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "longbow", RED, 3, 7, BN_HEX_DIR_N);
  archer_leader = leader (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0, 3, 14);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_S);
  target_leader = leader (&f, 1, BN_COMMANDER_ARMY, 0, 0, 0, 3, 11);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  if (bn_battle_get_phase (f.battle) == BN_PHASE_DEFEND)
    {
      /* The longbow's dice, then the target's leader's D20: a 19, which a
       * melee check against 11 would fail, passes against missiles. */
      guint n = (guint) last_event_value (&f, BN_EVENT_BATTLE);

      for (guint i = 0; i < n; i++)
        dice (&f, "shield");
      bn_chance_push_die (f.chance, 19);
      act (&f, BN_ACTION_STAND, 0, 0, 0);
    }
  g_assert_cmpuint (checks_of (&f, commander_of (&f, 0, archer_leader)), ==, 0);
  g_assert_cmpuint (checks_of (&f, commander_of (&f, 1, target_leader)), ==, 1);
  check = last_event (&f, BN_EVENT_PCS_CHECK);
  g_assert_true (check->b & BN_PCS_MISSILE);
  g_assert_cmpint (check->value, ==, 19);
  g_assert_false (check->b & BN_PCS_STRUCK);
  fixture_clear (&f);
}

/* One leader a side, each with his unit; the attack and the defence
 * throw all miss, so that the typed D20s come next: @d20_south for the
 * attacker's leader, @d20_north for the defender's. */
static void
melee_with_typed_checks (Fixture *f,
                         guint    d20_south,
                         guint    d20_north)
{
  guint n;

  order (f, "red-1", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
  act (f, BN_ACTION_BATTLE, unit_of (f, 0, 0), unit_of (f, 1, 0), 0);
  n = (guint) last_event_value (f, BN_EVENT_BATTLE);
  for (guint i = 0; i < n; i++)
    dice (f, "shield");
  dice (f, "shield");                  /* the defence throw: a miss */
  bn_chance_push_die (f->chance, d20_south);
  bn_chance_push_die (f->chance, d20_north);
  act (f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (bn_chance_get_n_typed_dice (f->chance), ==, 0);
}

static void
one_leader_a_side (Fixture *f,
                   guint    pcs_north)
{
  fixture_init (f, 12, 12);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  leader (f, 0, BN_COMMANDER_ARMY, 0, 0, 0, 3, 15);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 9, 1, BN_HEX_DIR_S);
  leader (f, 1, BN_COMMANDER_ARMY, 0, 0, 0, 3, pcs_north);
  risk_table (&f->army[0]->risk);
  risk_table (&f->army[1]->risk);
}

/* A typed 1 passes and a typed 20 strikes, whatever the skill; both are
 * logged as typed dice. */
static void
test_typed_checks (void)
{
  Fixture f;
  const BnBattleEvent *check;

  one_leader_a_side (&f, 20);
  fixture_start (&f, "red-1");
  bn_chance_push_card (f.chance, bn_card_make (BN_SUIT_CLUBS, 3));   /* north's card: unharmed */
  melee_with_typed_checks (&f, 1, 20);
  check = last_event (&f, BN_EVENT_PCS_CHECK);
  g_assert_cmpuint (check->a, ==, commander_of (&f, 1, 0));
  g_assert_cmpint (check->value, ==, 20);
  g_assert_true (check->b & BN_PCS_STRUCK);
  g_assert_cmpuint (last_event (&f, BN_EVENT_RISK_CARD)->b, ==, bn_card_make (BN_SUIT_CLUBS, 3));
  g_assert_cmpint (last_event (&f, BN_EVENT_RISK_CARD)->value, ==, BN_RISK_UNHARMED + 256);
  g_assert_cmpuint (checks_of (&f, commander_of (&f, 0, 0)), ==, 1);
  g_assert_true (last_event (&f, BN_EVENT_DIE)->c);  /* typed */
  g_assert_true (bn_battle_get_commander (f.battle, commander_of (&f, 1, 0))->alive);
  fixture_clear (&f);
}

/* Struck and lost, not found (a numbered card): he is off the field for
 * exactly one game turn — his side's next turn — and the other side's
 * turn around it, then returns; while he is out, the next highest social
 * rank commands. */
static void
test_lost_leader_misses_one_game_turn (void)
{
  Fixture f;
  guint north, captain;
  guint lost_turn;

  one_leader_a_side (&f, 12);
  fixture_commander (&f, 1, BN_COMMANDER_CAPTAIN, 1, 0, 0);
  f.army[1]->commanders[1].social_rank = 2;
  f.army[1]->commanders[1].pcs = 12;
  fixture_start (&f, "red-1 red-2");
  north = commander_of (&f, 1, 0);
  captain = commander_of (&f, 1, 1);
  bn_chance_push_card (f.chance, bn_card_make (BN_SUIT_CLUBS, 2));    /* lost */
  bn_chance_push_card (f.chance, bn_card_make (BN_SUIT_HEARTS, 7));   /* not found */
  melee_with_typed_checks (&f, 2, 20);
  lost_turn = bn_battle_get_turn (f.battle);
  g_assert_false (bn_battle_get_commander (f.battle, north)->alive);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, north)->out, ==, BN_LEADER_LOST);
  g_assert_cmpuint (last_event (&f, BN_EVENT_RISK_CARD)->c, ==, 1);
  /* The captain, next in rank, commands. */
  g_assert_cmpuint (bn_battle_get_commander (f.battle, captain)->rank, ==, BN_COMMANDER_ARMY);
  g_assert_cmpuint (last_event (&f, BN_EVENT_SUCCESSION)->a, ==, captain);
  g_assert_cmpuint (last_event (&f, BN_EVENT_SUCCESSION)->b, ==, north);

  act (&f, BN_ACTION_END_TURN, 0, 0, 0);          /* south's turn ends */
  /* North's own turn: he is still out, and cannot be ordered. */
  g_assert_cmpuint (bn_battle_get_active_side (f.battle), ==, 1);
  g_assert_false (bn_battle_get_commander (f.battle, north)->alive);
  play (&f, "red-1");
  refused (&f, BN_ACTION_ORDER_COMMANDER, north, 0, 0, "");
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  end_moves (&f);
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);          /* north's turn ends: a full game turn */
  g_assert_cmpuint (bn_battle_get_turn (f.battle), ==, lost_turn + 2);
  g_assert_true (bn_battle_get_commander (f.battle, north)->alive);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, north)->out, ==, BN_LEADER_ON_FIELD);
  g_assert_cmpuint (count_events (&f, BN_EVENT_LEADER_RETURNS), ==, 1);
  /* He takes his command back. */
  g_assert_cmpuint (bn_battle_get_commander (f.battle, north)->rank, ==, BN_COMMANDER_ARMY);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, captain)->rank, ==, BN_COMMANDER_CAPTAIN);
  fixture_clear (&f);
}

/* Lost and found by a face card: captured. The army, with no leader left,
 * breaks and the battle ends, the other side the victor. */
static void
test_lost_leader_captured_by_face_card_army_breaks (void)
{
  Fixture f;
  guint north;

  one_leader_a_side (&f, 12);
  fixture_start (&f, "red-1");
  north = commander_of (&f, 1, 0);
  bn_chance_push_card (f.chance, bn_card_make (BN_SUIT_CLUBS, 2));    /* lost */
  bn_chance_push_card (f.chance, bn_card_make (BN_SUIT_SPADES, 12));  /* a Queen: found, taken */
  melee_with_typed_checks (&f, 2, 20);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, north)->out, ==, BN_LEADER_CAPTURED);
  g_assert_true (bn_battle_get_commander (f.battle, north)->captive);
  g_assert_cmpint (last_event (&f, BN_EVENT_RISK_CARD)->value & 0xff, ==, BN_RISK_CAPTURED);
  g_assert_cmpuint (count_events (&f, BN_EVENT_ARMY_BROKEN), ==, 1);
  g_assert_cmpuint (last_event (&f, BN_EVENT_ARMY_BROKEN)->side, ==, 1);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_OVER);
  g_assert_cmpuint (bn_battle_get_winner (f.battle), ==, 0);
  /* The outcome says why. */
  {
    BnBattleEnd end;

    g_assert_true (bn_battle_get_end (f.battle, &end));
    g_assert_cmpint (end, ==, BN_BATTLE_END_NO_LEADER);
  }
  fixture_clear (&f);
}

/* Lost and found by a joker: slain on the spot. */
static void
test_lost_leader_slain_by_joker (void)
{
  Fixture f;
  guint north;

  one_leader_a_side (&f, 12);
  fixture_commander (&f, 1, BN_COMMANDER_CAPTAIN, 1, 0, 0);
  f.army[1]->commanders[1].social_rank = 1;
  f.army[1]->commanders[1].pcs = 12;
  fixture_start (&f, "red-1");
  north = commander_of (&f, 1, 0);
  bn_chance_push_card (f.chance, bn_card_make (BN_SUIT_CLUBS, 2));    /* lost */
  bn_chance_push_card (f.chance, BN_CARD_RED_JOKER);                  /* found, slain */
  melee_with_typed_checks (&f, 2, 20);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, north)->out, ==, BN_LEADER_SLAIN);
  g_assert_false (bn_battle_get_commander (f.battle, north)->captive);
  /* A leader is left: no break, and he commands. */
  g_assert_cmpuint (count_events (&f, BN_EVENT_ARMY_BROKEN), ==, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), !=, BN_PHASE_OVER);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, commander_of (&f, 1, 1))->rank, ==, BN_COMMANDER_ARMY);
  fixture_clear (&f);
}

/* Succession goes to the next highest social rank, not to the first
 * listed; the struck leader's own Special Results card captures him. */
static void
test_succession_to_highest_rank (void)
{
  Fixture f;
  guint knight, earl;

  one_leader_a_side (&f, 12);
  f.army[1]->commanders[0].social_rank = 5;
  knight = fixture_commander (&f, 1, BN_COMMANDER_CAPTAIN, 1, 0, 0);
  f.army[1]->commanders[knight].social_rank = 1;
  f.army[1]->commanders[knight].pcs = 11;
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 11, 1, BN_HEX_DIR_S);
  earl = fixture_commander (&f, 1, BN_COMMANDER_CAPTAIN, 2, 0, 0);
  f.army[1]->commanders[earl].social_rank = 4;
  f.army[1]->commanders[earl].pcs = 11;
  fixture_start (&f, "red-1");
  bn_chance_push_card (f.chance, bn_card_make (BN_SUIT_CLUBS, 13));   /* captured */
  melee_with_typed_checks (&f, 2, 20);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, commander_of (&f, 1, 0))->out, ==, BN_LEADER_CAPTURED);
  g_assert_cmpuint (last_event (&f, BN_EVENT_SUCCESSION)->a, ==, commander_of (&f, 1, earl));
  g_assert_cmpuint (bn_battle_get_commander (f.battle, commander_of (&f, 1, earl))->rank, ==, BN_COMMANDER_ARMY);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, commander_of (&f, 1, knight))->rank, ==, BN_COMMANDER_CAPTAIN);
  fixture_clear (&f);
}

/* A common retainer of @type for side @side's first commander, succeeding
 * at or under @success on his D20. */
static void
give_retainer (Fixture              *f,
               guint                 side,
               BnBattleRetainerType  type,
               guint                 success)
{
  BnBattleCommanderSpec *spec = &f->army[side]->commanders[0];

  spec->retainers[spec->n_retainers++] = (BnBattleRetainerSpec) { type, success, 0, -1 };
}

static guint
retainer_of_type (Fixture *f,
                  guint    type)
{
  for (guint r = 0; r < bn_battle_get_n_retainers (f->battle); r++)
    if (bn_battle_get_retainer (f->battle, r)->type == type)
      return r;
  g_error ("no such retainer");
  return 0;
}

/* Day of Battle, Retainers: "Escape being wounded, killed or captured.
 * This retainer is used if the L&H failed his personal combat skill check
 * and before a card is drawn from the Special Results table." A struck
 * leader with a common retainer left waits for his side: its legal
 * actions are the ward, the throw again and the blow taken, nothing else;
 * a ward that makes its D20 draws no card. */
static void
test_ward_before_special_results (void)
{
  Fixture f;
  guint north, sergeant;
  const BnBattleEvent *e;

  one_leader_a_side (&f, 12);
  give_retainer (&f, 1, BN_RETAINER_TYPE_SERGEANT, 19);
  fixture_start (&f, "red-1");
  north = commander_of (&f, 1, 0);
  sergeant = retainer_of_type (&f, BN_RETAINER_TYPE_SERGEANT);
  melee_with_typed_checks (&f, 2, 20);
  g_assert_cmpint (bn_battle_get_struck_commander (f.battle), ==, (int) north);
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 1);
  g_assert_cmpuint (count_events (&f, BN_EVENT_RISK_CARD), ==, 0);
  g_assert_true (is_legal (&f, BN_ACTION_RETAINER, sergeant, 0, BN_RETAINER_USE_WARD));
  g_assert_true (is_legal (&f, BN_ACTION_RETAINER, sergeant, 0, BN_RETAINER_USE_REROLL));
  g_assert_true (is_legal (&f, BN_ACTION_TAKE_BLOW, 0, 0, 0));
  {
    g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

    g_assert_cmpuint (bn_battle_legal_actions (f.battle, actions), ==, 3);
  }
  refused (&f, BN_ACTION_END_TURN, 0, 0, 0, "wards off");
  bn_chance_push_die (f.chance, 19);
  act (&f, BN_ACTION_RETAINER, sergeant, 0, BN_RETAINER_USE_WARD);
  e = last_event (&f, BN_EVENT_RETAINER);
  g_assert_cmpuint (e->b, ==, BN_RETAINER_DID_WARD | BN_SKILL_USE_PASSED);
  g_assert_cmpint (bn_battle_get_struck_commander (f.battle), ==, -1);
  g_assert_cmpuint (count_events (&f, BN_EVENT_RISK_CARD), ==, 0);
  g_assert_cmpuint (bn_battle_get_retainer (f.battle, sergeant)->state, ==, BN_BATTLE_RETAINER_SPENT);
  g_assert_true (bn_battle_get_commander (f.battle, north)->alive);
  /* The battle goes on: the active side decides again. */
  g_assert_cmpuint (bn_battle_get_acting_side (f.battle), ==, 0);
  fixture_clear (&f);
}

/* A ward that fails its D20 lets the blow fall: the card is drawn. */
static void
test_failed_ward_draws_card (void)
{
  Fixture f;
  guint north;

  one_leader_a_side (&f, 12);
  give_retainer (&f, 1, BN_RETAINER_TYPE_PAGE, 10);
  fixture_start (&f, "red-1");
  north = commander_of (&f, 1, 0);
  melee_with_typed_checks (&f, 2, 20);
  bn_chance_push_die (f.chance, 11);
  bn_chance_push_card (f.chance, bn_card_make (BN_SUIT_CLUBS, 13));   /* captured */
  act (&f, BN_ACTION_RETAINER, retainer_of_type (&f, BN_RETAINER_TYPE_PAGE), 0, BN_RETAINER_USE_WARD);
  g_assert_cmpuint (last_event (&f, BN_EVENT_RETAINER)->b, ==, BN_RETAINER_DID_WARD);
  g_assert_cmpuint (count_events (&f, BN_EVENT_RISK_CARD), ==, 1);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, north)->out, ==, BN_LEADER_CAPTURED);
  fixture_clear (&f);
}

/* Day of Battle, Retainers: "Re-roll a bad die roll … made by the L&H.
 * The new value replaces the original (does not require a success
 * roll)": his check thrown again, logged with BN_PCS_REROLL; a pass draws
 * no card. */
static void
test_reroll_replaces_check (void)
{
  Fixture f;
  const BnBattleEvent *check;

  one_leader_a_side (&f, 12);
  give_retainer (&f, 1, BN_RETAINER_TYPE_PAGE, 10);
  fixture_start (&f, "red-1");
  melee_with_typed_checks (&f, 2, 20);
  bn_chance_push_die (f.chance, 12);
  act (&f, BN_ACTION_RETAINER, retainer_of_type (&f, BN_RETAINER_TYPE_PAGE), 0, BN_RETAINER_USE_REROLL);
  g_assert_cmpuint (bn_chance_get_n_typed_dice (f.chance), ==, 0);  /* no D20 of the Page's */
  check = last_event (&f, BN_EVENT_PCS_CHECK);
  g_assert_true (check->b & BN_PCS_REROLL);
  g_assert_false (check->b & BN_PCS_STRUCK);
  g_assert_cmpint (check->value, ==, 12);
  g_assert_cmpuint (checks_of (&f, commander_of (&f, 1, 0)), ==, 2);
  g_assert_cmpint (bn_battle_get_struck_commander (f.battle), ==, -1);
  g_assert_cmpuint (count_events (&f, BN_EVENT_RISK_CARD), ==, 0);
  fixture_clear (&f);
}

/* The side may spend nothing: the blow is taken and the card drawn; with
 * no leader struck there is no blow to take. */
static void
test_take_blow (void)
{
  Fixture f;

  one_leader_a_side (&f, 12);
  give_retainer (&f, 1, BN_RETAINER_TYPE_SQUIRE, 15);
  fixture_start (&f, "red-1");
  refused (&f, BN_ACTION_TAKE_BLOW, 0, 0, 0, "no leader is struck");
  melee_with_typed_checks (&f, 2, 20);
  bn_chance_push_card (f.chance, bn_card_make (BN_SUIT_CLUBS, 3));
  act (&f, BN_ACTION_TAKE_BLOW, 0, 0, 0);
  g_assert_cmpuint (count_events (&f, BN_EVENT_RISK_CARD), ==, 1);
  g_assert_cmpuint (bn_battle_get_retainer (f.battle, retainer_of_type (&f, BN_RETAINER_TYPE_SQUIRE))->state, ==,
                    BN_BATTLE_RETAINER_READY);
  fixture_clear (&f);
}

/* The computer's choice for its struck leader: the likelier of a ward
 * (his retainer's D20) and a throw again (his check's own chance), never
 * the blow while a retainer is left. A Sergeant's 19 in 20 wards; a
 * Page's 10 in 20 does worse than a check against 12, thrown again. */
static void
test_computer_wards_or_throws_again (void)
{
  for (guint k = 0; k < 2; k++)
    {
      Fixture f;
      BnBattleAction action;
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 3);

      one_leader_a_side (&f, 12);
      give_retainer (&f, 1, k == 0 ? BN_RETAINER_TYPE_SERGEANT : BN_RETAINER_TYPE_PAGE, k == 0 ? 19 : 10);
      fixture_start (&f, "red-1");
      melee_with_typed_checks (&f, 2, 20);
      g_assert_true (bn_battle_ai_choose (ai, f.battle, &action));
      g_assert_cmpuint (action.type, ==, BN_ACTION_RETAINER);
      g_assert_cmpuint (action.side, ==, 1);
      g_assert_cmpuint (action.c, ==, k == 0 ? BN_RETAINER_USE_WARD : BN_RETAINER_USE_REROLL);
      g_assert_true (bn_battle_check (f.battle, &action, NULL));
      fixture_clear (&f);
    }
}

/* House rule, "Wounds" (docs/rules.md): a wound he carries takes the
 * table's number off his personal combat skill, so 11 against 12 − 3
 * strikes him; unwounded it passes. A wounding card on the field wounds
 * him for the rest of it, and he fights on. */
static void
test_wound_lowers_skill (void)
{
  Fixture f;
  guint north;

  one_leader_a_side (&f, 12);
  f.army[1]->commanders[0].wound = 3;
  fixture_start (&f, "red-1");
  north = commander_of (&f, 1, 0);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, north)->wound, ==, 3);
  bn_chance_push_card (f.chance, bn_card_make (BN_SUIT_CLUBS, 3));     /* north: unharmed */
  melee_with_typed_checks (&f, 2, 11);
  g_assert_true (last_event (&f, BN_EVENT_PCS_CHECK)->b & BN_PCS_STRUCK);
  g_assert_cmpuint (last_event (&f, BN_EVENT_PCS_CHECK)->a, ==, north);
  fixture_clear (&f);

  one_leader_a_side (&f, 12);
  f.army[0]->risk.wound = 3;
  f.army[0]->risk.struck[bn_card_make (BN_SUIT_HEARTS, 9)] = BN_RISK_WOUNDED;
  fixture_start (&f, "red-1");
  bn_chance_push_card (f.chance, bn_card_make (BN_SUIT_HEARTS, 9));    /* south: wounded */
  melee_with_typed_checks (&f, 20, 11);
  g_assert_false (last_event (&f, BN_EVENT_PCS_CHECK)->b & BN_PCS_STRUCK);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, commander_of (&f, 0, 0))->wound, ==, 3);
  g_assert_true (bn_battle_get_commander (f.battle, commander_of (&f, 0, 0))->alive);
  fixture_clear (&f);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/risk/check-only-for-own-unit-melee", test_check_only_for_own_unit_melee);
  g_test_add_func ("/battle/risk/no-check-without-skill", test_no_check_without_skill);
  g_test_add_func ("/battle/risk/missile-check-for-target-only", test_missile_check_for_target_only);
  g_test_add_func ("/battle/risk/typed-checks", test_typed_checks);
  g_test_add_func ("/battle/risk/lost-leader-misses-one-game-turn", test_lost_leader_misses_one_game_turn);
  g_test_add_func ("/battle/risk/captured-by-face-card-army-breaks",
                   test_lost_leader_captured_by_face_card_army_breaks);
  g_test_add_func ("/battle/risk/slain-by-joker", test_lost_leader_slain_by_joker);
  g_test_add_func ("/battle/risk/succession-to-highest-rank", test_succession_to_highest_rank);
  g_test_add_func ("/battle/risk/ward-before-special-results", test_ward_before_special_results);
  g_test_add_func ("/battle/risk/failed-ward-draws-card", test_failed_ward_draws_card);
  g_test_add_func ("/battle/risk/reroll-replaces-check", test_reroll_replaces_check);
  g_test_add_func ("/battle/risk/take-blow", test_take_blow);
  g_test_add_func ("/battle/risk/computer-wards-or-throws-again", test_computer_wards_or_throws_again);
  g_test_add_func ("/battle/risk/wound-lowers-skill", test_wound_lowers_skill);
  return g_test_run ();
}
