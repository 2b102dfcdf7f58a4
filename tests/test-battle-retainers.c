/* test-battle-retainers.c — Day of Battle's retainers on the field
 * (docs/rules.md, "Retainers in battle"): the common ones (Page 1–10,
 * Squire 1–15, Sergeant 1–19 on a D20) command a unit, redraw a card,
 * reorder their leader's unit; the Archer and the Champion throw a bonus
 * D20 at the retainer-die base (4) + their bonus; the Standard raises its
 * unit; the Herald witnesses melees in his reach; the Healer and the Scout
 * act once; those with a unit are lost when it loses a melee or breaks.
 * Lords & Levies' default rules, typed dice.
 */
#include "battle-fixture.h"
#include "bn-battle-ai.h"

static guint
give (Fixture              *f,
      guint                 side,
      guint                 commander,
      BnBattleRetainerType  type,
      guint                 success,
      guint                 bonus)
{
  BnBattleCommanderSpec *spec = &f->army[side]->commanders[commander];

  spec->retainers[spec->n_retainers] = (BnBattleRetainerSpec) { type, success, bonus, -1 };
  return spec->n_retainers++;
}

/* The battle's index of the @n-th retainer of side @side's commander @commander. */
static guint
retainer_of (Fixture *f,
             guint    side,
             guint    commander,
             guint    n)
{
  guint c = commander_of (f, side, commander);

  for (guint r = 0; r < bn_battle_get_n_retainers (f->battle); r++)
    if (bn_battle_get_retainer (f->battle, r)->commander == c && n-- == 0)
      return r;
  g_error ("no such retainer");
  return 0;
}

static const BnBattleEvent *
last_retainer_event (Fixture *f)
{
  for (guint i = bn_battle_get_n_events (f->battle); i > 0; i--)
    if (bn_battle_get_event (f->battle, i - 1)->type == BN_EVENT_RETAINER)
      return bn_battle_get_event (f->battle, i - 1);
  g_error ("no retainer event");
  return NULL;
}

static guint
deed_of (const BnBattleEvent *e)
{
  return e->b & ~BN_SKILL_USE_PASSED;
}

static void
duel_setup (Fixture *f)
{
  fixture_init (f, 9, 9);
  f->scenario->options |= BN_BATTLE_OPTION_FAST_PLAY;
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_commander (f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
}

static void
attack (Fixture *f)
{
  order (f, "red-1", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
  act (f, BN_ACTION_BATTLE, unit_of (f, 0, 0), unit_of (f, 1, 0), 0);
}

/* Champion: "Whenever the unit is in melee he rolls 1 bonus D20. His
 * combat value is equal to one half of the card's value": a black 6
 * gives +3, a hit at 4 + 3 = 7 or under. */
static void
test_champion_bonus_die (void)
{
  static const guint rolls[] = { 7, 8 };

  for (guint i = 0; i < G_N_ELEMENTS (rolls); i++)
    {
      Fixture f;
      const BnBattleEvent *e;

      duel_setup (&f);
      give (&f, 0, 0, BN_RETAINER_TYPE_CHAMPION, 0, 3);
      fixture_start (&f, "red-1");
      attack (&f);
      dice (&f, "shield shield shield shield shield");
      bn_chance_push_die (f.chance, rolls[i]);
      act (&f, BN_ACTION_STAND, 0, 0, 0);
      e = last_retainer_event (&f);
      g_assert_cmpuint (deed_of (e), ==, BN_RETAINER_DID_BONUS_DIE);
      g_assert_cmpint (e->value, ==, 7);
      g_assert_cmpuint (count_dice (&f, BN_DIE_RETAINER), ==, 1);
      g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, rolls[i] <= 7 ? 7 : 8);
      fixture_clear (&f);
    }
}

/* Archer: "Whenever the unit fires he rolls 1 bonus D20" — and only then. */
static void
test_archer_bonus_die_when_shooting (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  f.scenario->options |= BN_BATTLE_OPTION_FAST_PLAY;
  fixture_unit (&f, 0, FOOT, CB, "longbow", RED, 3, 5, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  give (&f, 0, 0, BN_RETAINER_TYPE_ARCHER, 0, 5);
  give (&f, 0, 0, BN_RETAINER_TYPE_CHAMPION, 0, 5);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  dice (&f, "shield shield shield shield shield shield");
  bn_chance_push_die (f.chance, 9);       /* 4 + 5: a hit */
  if (bn_battle_get_phase (f.battle) == BN_PHASE_DEFEND)
    act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_RETAINER), ==, 1);
  g_assert_cmpuint (bn_battle_get_retainer (f.battle, last_retainer_event (&f)->a)->type, ==,
                    BN_RETAINER_TYPE_ARCHER);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 7);
  fixture_clear (&f);
}

/* Standard: "increase its [morale] by 1–3 points": a unit that would
 * fall back on a flag holds, and the log says the Standard held it. */
static void
test_standard_holds_the_unit (void)
{
  Fixture f;

  fixture_init (&f, 9, 9);
  f.scenario->options |= BN_BATTLE_OPTION_FAST_PLAY;
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  f.army[1]->units[0].figures = 4;     /* B-class: flags count below 6 */
  fixture_commander (&f, 1, BN_COMMANDER_CAPTAIN, -1, 6, 1);
  give (&f, 1, 0, BN_RETAINER_TYPE_STANDARD, 0, 3);
  f.army[1]->commanders[0].retainers[0].unit = 0;
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "flag shield shield shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (deed_of (last_retainer_event (&f)), ==, BN_RETAINER_DID_STANDARD);
  g_assert_cmpint (last_retainer_event (&f)->value, ==, 3);
  g_assert_true (unit_at (&f, unit_of (&f, 1, 0), 3, 3));
  g_assert_cmpuint (count_events (&f, BN_EVENT_RETREAT), ==, 0);
  fixture_clear (&f);
}

/* "The first three are attached to a unit and are lost if the unit loses
 * a melee or breaks": a Champion whose unit must fall back is lost. */
static void
test_champion_lost_with_his_unit (void)
{
  Fixture f;
  guint r;

  fixture_init (&f, 9, 9);
  f.scenario->options |= BN_BATTLE_OPTION_FAST_PLAY;
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  f.army[1]->units[0].figures = 4;
  fixture_commander (&f, 1, BN_COMMANDER_CAPTAIN, -1, 6, 1);
  give (&f, 1, 0, BN_RETAINER_TYPE_CHAMPION, 0, 2);
  f.army[1]->commanders[0].retainers[0].unit = 0;
  fixture_start (&f, "red-1");
  r = retainer_of (&f, 1, 0, 0);
  attack (&f);
  dice (&f, "flag flag shield shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (bn_battle_get_retainer (f.battle, r)->state, ==, BN_BATTLE_RETAINER_LOST);
  g_assert_cmpuint (deed_of (last_retainer_event (&f)), ==, BN_RETAINER_WAS_LOST);
  fixture_clear (&f);
}

/* Herald: "Any units within 5"/75mm of them and within their sight will
 * double any honor points gained in the melee": his leader a hex (5") from
 * a melee of his side's unit, the log says he witnessed it. */
static void
test_herald_witnesses_melees_in_reach (void)
{
  Fixture f;

  duel_setup (&f);
  give (&f, 0, 0, BN_RETAINER_TYPE_HERALD, 0, 0);
  fixture_start (&f, "red-1");
  attack (&f);
  dice (&f, "shield shield shield shield shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (deed_of (last_retainer_event (&f)), ==, BN_RETAINER_DID_WITNESS);
  g_assert_cmpuint (last_retainer_event (&f)->c, ==, unit_of (&f, 0, 0));
  fixture_clear (&f);
}

/* Common retainer, "Command a unit under his leader's command and within
 * 15" of his leader": a Page (1–10) orders a unit two hexes away on a
 * 10, fails on an 11; either way he is gone for the battle. */
static void
test_page_commands_a_unit (void)
{
  static const guint rolls[] = { 10, 11 };

  for (guint i = 0; i < G_N_ELEMENTS (rolls); i++)
    {
      Fixture f;
      guint page;

      fixture_init (&f, 9, 9);
      fixture_unit (&f, 0, FOOT, CB, "spear", RED, 2, 6, BN_HEX_DIR_N);
      fixture_unit (&f, 0, FOOT, CB, "spear", BN_BATTLE_COLOUR_BLUE, 4, 6, BN_HEX_DIR_N);
      fixture_unit (&f, 0, FOOT, CB, "spear", BN_BATTLE_COLOUR_BLUE, 8, 6, BN_HEX_DIR_N);
      fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 1, BN_HEX_DIR_S);
      fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
      give (&f, 0, 0, BN_RETAINER_TYPE_PAGE, 10, 0);
      fixture_start (&f, "red-1");
      page = retainer_of (&f, 0, 0, 0);
      play (&f, "red-1");
      refused (&f, BN_ACTION_RETAINER, page, unit_of (&f, 0, 2), BN_RETAINER_USE_COMMAND, "within 15\"");
      g_assert_true (is_legal (&f, BN_ACTION_RETAINER, page, unit_of (&f, 0, 1), BN_RETAINER_USE_COMMAND));
      bn_chance_push_die (f.chance, rolls[i]);
      act (&f, BN_ACTION_RETAINER, page, unit_of (&f, 0, 1), BN_RETAINER_USE_COMMAND);
      g_assert_cmpuint (unit (&f, unit_of (&f, 0, 1))->ordered, ==, rolls[i] <= 10 ? BN_ORDER_FULL : BN_ORDER_NONE);
      g_assert_cmpuint (bn_battle_get_retainer (f.battle, page)->state, ==, BN_BATTLE_RETAINER_SPENT);
      refused (&f, BN_ACTION_RETAINER, page, unit_of (&f, 0, 1), BN_RETAINER_USE_COMMAND, "already acted");
      fixture_clear (&f);
    }
}

/* Common retainer, "Re-draw a bad card made by the L&H … (does not
 * require a success roll)": the card goes, another comes, no die. */
static void
test_squire_redraws_a_card (void)
{
  Fixture f;
  guint squire, before;

  duel_setup (&f);
  give (&f, 0, 0, BN_RETAINER_TYPE_SQUIRE, 15, 0);
  fixture_start (&f, "red-1");
  squire = retainer_of (&f, 0, 0, 0);
  before = bn_battle_get_hand_size (f.battle, 0);
  act (&f, BN_ACTION_RETAINER, squire, 0, BN_RETAINER_USE_REDRAW);
  g_assert_cmpuint (bn_battle_get_hand_size (f.battle, 0), ==, before);
  g_assert_cmpuint (count_events (&f, BN_EVENT_CARD_DISCARDED), ==, 1);
  g_assert_cmpuint (count_dice (&f, BN_DIE_RETAINER), ==, 0);
  g_assert_cmpuint (bn_battle_get_phase (f.battle), ==, BN_PHASE_PLAY_CARD);
  fixture_clear (&f);
}

/* Common retainer, "Reorder a unit that the L&H is attached to": his
 * unit faces anew at no cost, on the Sergeant's 1–19. */
static void
test_sergeant_reorders_his_unit (void)
{
  Fixture f;
  guint sergeant;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 1, BN_HEX_DIR_S);
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  give (&f, 0, 0, BN_RETAINER_TYPE_SERGEANT, 19, 0);
  fixture_start (&f, "red-1");
  sergeant = retainer_of (&f, 0, 0, 0);
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  bn_chance_push_die (f.chance, 19);
  act (&f, BN_ACTION_RETAINER, sergeant, BN_HEX_DIR_SE, BN_RETAINER_USE_REORDER);
  g_assert_cmpuint (unit (&f, unit_of (&f, 0, 0))->facing, ==, BN_HEX_DIR_SE);
  g_assert_cmpuint (unit (&f, unit_of (&f, 0, 0))->moved, ==, 0);
  fixture_clear (&f);
}

/* Healer, success 15, once per game: "Return one lost stand to a unit
 * over 15"/90mm from any enemy" (more than 2 hexes of 6"); "Return the
 * lowest simple retainer used". */
static void
test_healer (void)
{
  Fixture f;
  guint healer, page, squire;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 2, BN_HEX_DIR_S);
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  give (&f, 0, 0, BN_RETAINER_TYPE_HEALER, 15, 0);
  give (&f, 0, 0, BN_RETAINER_TYPE_PAGE, 10, 0);
  give (&f, 0, 0, BN_RETAINER_TYPE_SQUIRE, 15, 0);
  fixture_start (&f, "red-1 blue-1");
  healer = retainer_of (&f, 0, 0, 0);
  page = retainer_of (&f, 0, 0, 1);
  squire = retainer_of (&f, 0, 0, 2);
  /* Both common retainers spent: the card drawn in its place goes last. */
  act (&f, BN_ACTION_RETAINER, squire, 1, BN_RETAINER_USE_REDRAW);
  act (&f, BN_ACTION_RETAINER, page, 1, BN_RETAINER_USE_REDRAW);
  play (&f, "red-1");
  /* Not a unit that lost nothing; not the Squire while the Page is spent. */
  refused (&f, BN_ACTION_RETAINER, healer, unit_of (&f, 0, 0), BN_RETAINER_USE_HEAL, "has lost one");
  refused (&f, BN_ACTION_RETAINER, healer, squire, BN_RETAINER_USE_RESTORE, "the lowest");
  bn_chance_push_die (f.chance, 15);
  act (&f, BN_ACTION_RETAINER, healer, page, BN_RETAINER_USE_RESTORE);
  g_assert_cmpuint (bn_battle_get_retainer (f.battle, page)->state, ==, BN_BATTLE_RETAINER_READY);
  refused (&f, BN_ACTION_RETAINER, healer, squire, BN_RETAINER_USE_RESTORE, "already acted");
  fixture_clear (&f);
}

/* Healer, the other choice: a figure lost in the battle back to a unit
 * more than 2 hexes from the enemy; never more than it began with. */
static void
test_healer_returns_a_figure (void)
{
  Fixture f;
  guint healer, mine;

  fixture_init (&f, 9, 9);
  f.scenario->options |= BN_BATTLE_OPTION_FAST_PLAY;
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "longbow", RED, 3, 3, BN_HEX_DIR_S);
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  give (&f, 0, 0, BN_RETAINER_TYPE_HEALER, 15, 0);
  fixture_start (&f, "red-1 red-2 | red-3");
  healer = retainer_of (&f, 0, 0, 0);
  mine = unit_of (&f, 0, 0);
  play (&f, "red-1");
  refused (&f, BN_ACTION_RETAINER, healer, mine, BN_RETAINER_USE_HEAL, "has lost one");
  act (&f, BN_ACTION_END_ORDERS, 0, 0, 0);
  pass_turn (&f);
  /* The north's archers shoot: one hit, no save in fast play. */
  order (&f, "red-3", UNITS ((int) unit_of (&f, 1, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 1, 0), mine, 0);
  dice (&f, "hit-any shield shield shield");
  if (bn_battle_get_phase (f.battle) == BN_PHASE_DEFEND)
    act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, mine)->figures, ==, 7);
  pass_turn (&f);
  /* The south's turn: a card, then the healer, 3 hexes from the enemy. */
  play (&f, "red-2");
  g_assert_cmpuint (bn_battle_get_phase (f.battle), ==, BN_PHASE_ORDER);
  bn_chance_push_die (f.chance, 15);
  act (&f, BN_ACTION_RETAINER, healer, mine, BN_RETAINER_USE_HEAL);
  g_assert_cmpuint (unit (&f, mine)->figures, ==, 8);
  g_assert_cmpuint (last_retainer_event (&f)->b, ==, BN_RETAINER_DID_HEAL | BN_SKILL_USE_PASSED);
  fixture_clear (&f);
}

/* Scout, success 15, once: house reading for a board that hides nothing
 * but the hands: he reports the enemy's command cards to his side. */
static void
test_scout_reports_the_enemy_hand (void)
{
  Fixture f;
  guint scout;

  duel_setup (&f);
  give (&f, 0, 0, BN_RETAINER_TYPE_SCOUT, 15, 0);
  fixture_start (&f, "red-1 | red-1 blue-1");
  scout = retainer_of (&f, 0, 0, 0);
  bn_chance_push_die (f.chance, 3);
  act (&f, BN_ACTION_RETAINER, scout, 0, BN_RETAINER_USE_SCOUT);
  g_assert_cmpuint (deed_of (last_retainer_event (&f)), ==, BN_RETAINER_DID_SCOUT_CARD);
  {
    guint cards = 0;

    for (guint i = 0; i < bn_battle_get_n_events (f.battle); i++)
      cards += bn_battle_get_event (f.battle, i)->type == BN_EVENT_RETAINER
               && deed_of (bn_battle_get_event (f.battle, i)) == BN_RETAINER_DID_SCOUT_CARD;
    g_assert_cmpuint (cards, ==, 2);
  }
  fixture_clear (&f);
}

/* A commander with no retainers has no retainer action, ever. */
static void
test_no_retainers_no_actions (void)
{
  Fixture f;
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

  duel_setup (&f);
  fixture_start (&f, "red-1");
  bn_battle_legal_actions (f.battle, actions);
  for (guint i = 0; i < actions->len; i++)
    g_assert_cmpuint (g_array_index (actions, BnBattleAction, i).type, !=, BN_ACTION_RETAINER);
  g_assert_cmpuint (bn_battle_get_n_retainers (f.battle), ==, 0);
  fixture_clear (&f);
}

/* The computer player uses retainers: a whole battle with a full
 * household on each side logs retainer actions taken by it, and replays
 * the same from its seed. */
static void
test_ai_uses_retainers (void)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_new_default ();
  g_autoptr(BnScenario) sc = bn_scenario_new_builtin (rules, BN_SCENARIO_OPEN_FIELD);
  g_autoptr(BnBattleArmy) south = bn_battle_army_new_sample (rules, "south", 6);
  g_autoptr(BnBattleArmy) north = bn_battle_army_new_sample (rules, "north", 6);
  BnBattleArmy *armies[2] = { south, north };
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  static const BnBattleRetainerSpec household[] = {
    { BN_RETAINER_TYPE_PAGE, 10, 0, -1 }, { BN_RETAINER_TYPE_SQUIRE, 15, 0, -1 },
    { BN_RETAINER_TYPE_SERGEANT, 19, 0, -1 }, { BN_RETAINER_TYPE_CHAMPION, 0, 3, -1 },
    { BN_RETAINER_TYPE_HEALER, 15, 0, -1 }, { BN_RETAINER_TYPE_SCOUT, 15, 0, -1 },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattle) one = NULL;
  g_autoptr(BnBattle) two = NULL;
  guint used = 0;

  for (guint side = 0; side < 2; side++)
    {
      memcpy (armies[side]->commanders[0].retainers, household, sizeof household);
      armies[side]->commanders[0].n_retainers = G_N_ELEMENTS (household);
    }
  one = bn_battle_auto_resolve (rules, sc, armies[0], armies[1], 8, kinds, NULL, &error);
  g_assert_no_error (error);
  two = bn_battle_auto_resolve (rules, sc, armies[0], armies[1], 8, kinds, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < bn_battle_get_n_actions (one); i++)
    used += bn_battle_get_action (one, i)->type == BN_ACTION_RETAINER;
  g_assert_cmpuint (used, >, 0);
  g_assert_cmpuint (bn_battle_get_n_events (one), ==, bn_battle_get_n_events (two));
  {
    g_autofree char *a = bn_battle_log_to_text (one);
    g_autofree char *b = bn_battle_log_to_text (two);

    g_assert_cmpstr (a, ==, b);
  }
}

/* The computer player reorders where it helps (L&L, BattleLore): its
 * leader's unit, an enemy close behind it, is turned to face him before
 * it moves; with the enemy before it, no retainer turns it. */
static void
test_ai_reorders_to_face_the_enemy (void)
{
  for (guint behind = 0; behind < 2; behind++)
    {
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 1);
      BnBattleAction action = { 0, };
      Fixture f;
      guint mine;

      fixture_init (&f, 9, 9);
      fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
      fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, behind ? 6 : 2, behind ? BN_HEX_DIR_N : BN_HEX_DIR_S);
      fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
      give (&f, 0, 0, BN_RETAINER_TYPE_SERGEANT, 19, 0);
      fixture_start (&f, "red-1");
      mine = unit_of (&f, 0, 0);
      order (&f, "red-1", UNITS ((int) mine));
      g_assert_true (bn_battle_ai_choose (ai, f.battle, &action));
      if (behind)
        {
          BnHex at = unit (&f, mine)->hex, enemy = unit (&f, unit_of (&f, 1, 0))->hex;

          g_assert_cmpuint (action.type, ==, BN_ACTION_RETAINER);
          g_assert_cmpuint (action.c, ==, BN_RETAINER_USE_REORDER);
          g_assert_false (bn_hex_in_arc (at, unit (&f, mine)->facing, enemy));
          g_assert_true (bn_hex_in_arc (at, action.b, enemy));
        }
      else
        g_assert_cmpuint (action.type, !=, BN_ACTION_RETAINER);
      fixture_clear (&f);
    }
}

/* A leader in harm's way keeps his common retainers for the blows to
 * come: the computer, which turns an unskilled commander's unit to face
 * an enemy behind it, does not spend a campaign leader's Sergeant on it
 * (Day of Battle, Retainers: warding off a blow is worth more). */
static void
test_ai_keeps_retainers_to_ward (void)
{
  g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 1);
  BnBattleAction action = { 0, };
  Fixture f;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 6, BN_HEX_DIR_N);
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  f.army[0]->commanders[0].social_rank = 3;
  f.army[0]->commanders[0].pcs = 15;
  f.army[0]->risk.has_table = TRUE;
  give (&f, 0, 0, BN_RETAINER_TYPE_SERGEANT, 19, 0);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  g_assert_true (is_legal (&f, BN_ACTION_RETAINER, retainer_of (&f, 0, 0, 0), BN_HEX_DIR_S, BN_RETAINER_USE_REORDER));
  g_assert_true (bn_battle_ai_choose (ai, f.battle, &action));
  g_assert_cmpuint (action.type, !=, BN_ACTION_RETAINER);
  fixture_clear (&f);
}

/* Day of Battle, Risk to a Leader: "This would be a good time to use a
 * common retainer to ward off the blow". A campaign leader (he makes
 * personal combat skill checks) standing behind his line, with no unit,
 * may still join one and come to blows: once the card's orders are spent
 * the computer keeps his Page for the ward rather than have him command a
 * unit near the enemy. A commander who makes no checks sends him. */
static void
test_ai_keeps_wards_for_leader_apart (void)
{
  for (guint pcs = 0; pcs <= 15; pcs += 15)
    {
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 1);
      BnBattleAction action = { 0, };
      Fixture f;
      guint page;

      fixture_init (&f, 9, 9);
      fixture_unit (&f, 0, FOOT, CB, "spear", RED, 2, 6, BN_HEX_DIR_N);
      fixture_unit (&f, 0, FOOT, CB, "spear", BN_BATTLE_COLOUR_BLUE, 4, 6, BN_HEX_DIR_N);
      fixture_unit (&f, 1, FOOT, CB, "spear", RED, 4, 4, BN_HEX_DIR_S);
      fixture_commander (&f, 0, BN_COMMANDER_ARMY, -1, 3, 7);
      f.army[0]->commanders[0].social_rank = 3;
      f.army[0]->commanders[0].pcs = pcs;
      f.army[0]->risk.has_table = pcs > 0;
      give (&f, 0, 0, BN_RETAINER_TYPE_PAGE, 10, 0);
      fixture_start (&f, "red-1");
      page = retainer_of (&f, 0, 0, 0);
      play (&f, "red-1");
      act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0);
      g_assert_true (is_legal (&f, BN_ACTION_RETAINER, page, unit_of (&f, 0, 1), BN_RETAINER_USE_COMMAND));
      g_assert_true (bn_battle_ai_choose (ai, f.battle, &action));
      if (pcs > 0)
        g_assert_cmpuint (action.type, !=, BN_ACTION_RETAINER);
      else
        {
          g_assert_cmpuint (action.type, ==, BN_ACTION_RETAINER);
          g_assert_cmpuint (action.a, ==, page);
          g_assert_cmpuint (action.c, ==, BN_RETAINER_USE_COMMAND);
        }
      fixture_clear (&f);
    }
}

/* Day of Battle, Special Retainers, the Healer: "Remove a wound from his
 * leader" — offered at his side's orders while his leader carries a wound
 * (house rule "Wounds"), not otherwise; on a success of his D20 (15) the
 * wound is gone and his skill whole. The computer heals its leader. */
static void
test_healer_removes_wound (void)
{
  for (guint wounded = 0; wounded < 2; wounded++)
    {
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 1);
      BnBattleAction action = { 0, };
      Fixture f;
      guint healer;

      fixture_init (&f, 9, 9);
      fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
      fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 1, BN_HEX_DIR_S);
      fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
      f.army[0]->commanders[0].social_rank = 3;
      f.army[0]->commanders[0].pcs = 15;
      f.army[0]->commanders[0].wound = wounded ? 3 : 0;
      give (&f, 0, 0, BN_RETAINER_TYPE_HEALER, 15, 0);
      fixture_start (&f, "red-1");
      healer = retainer_of (&f, 0, 0, 0);
      refused (&f, BN_ACTION_RETAINER, healer, 0, BN_RETAINER_USE_HEAL_WOUND, "");
      play (&f, "red-1");
      if (!wounded)
        {
          refused (&f, BN_ACTION_RETAINER, healer, 0, BN_RETAINER_USE_HEAL_WOUND, "has none");
          fixture_clear (&f);
          continue;
        }
      g_assert_true (bn_battle_ai_choose (ai, f.battle, &action));
      g_assert_cmpuint (action.type, ==, BN_ACTION_RETAINER);
      g_assert_cmpuint (action.c, ==, BN_RETAINER_USE_HEAL_WOUND);
      bn_chance_push_die (f.chance, 15);
      act (&f, BN_ACTION_RETAINER, healer, 0, BN_RETAINER_USE_HEAL_WOUND);
      g_assert_cmpuint (deed_of (last_retainer_event (&f)), ==, BN_RETAINER_DID_HEAL_WOUND);
      g_assert_true (last_retainer_event (&f)->b & BN_SKILL_USE_PASSED);
      g_assert_cmpuint (bn_battle_get_commander (f.battle, commander_of (&f, 0, 0))->wound, ==, 0);
      fixture_clear (&f);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/battle/retainers/champion-bonus-die", test_champion_bonus_die);
  g_test_add_func ("/battle/retainers/archer-bonus-die-when-shooting", test_archer_bonus_die_when_shooting);
  g_test_add_func ("/battle/retainers/standard-holds-the-unit", test_standard_holds_the_unit);
  g_test_add_func ("/battle/retainers/champion-lost-with-his-unit", test_champion_lost_with_his_unit);
  g_test_add_func ("/battle/retainers/herald-witnesses", test_herald_witnesses_melees_in_reach);
  g_test_add_func ("/battle/retainers/page-commands-a-unit", test_page_commands_a_unit);
  g_test_add_func ("/battle/retainers/squire-redraws-a-card", test_squire_redraws_a_card);
  g_test_add_func ("/battle/retainers/sergeant-reorders-his-unit", test_sergeant_reorders_his_unit);
  g_test_add_func ("/battle/retainers/healer", test_healer);
  g_test_add_func ("/battle/retainers/healer-returns-a-lost-figure", test_healer_returns_a_figure);
  g_test_add_func ("/battle/retainers/scout", test_scout_reports_the_enemy_hand);
  g_test_add_func ("/battle/retainers/none-no-actions", test_no_retainers_no_actions);
  g_test_add_func ("/battle/retainers/ai-uses-them", test_ai_uses_retainers);
  g_test_add_func ("/battle/retainers/ai-reorders-to-face-the-enemy", test_ai_reorders_to_face_the_enemy);
  g_test_add_func ("/battle/retainers/ai-keeps-retainers-to-ward", test_ai_keeps_retainers_to_ward);
  g_test_add_func ("/battle/retainers/ai-keeps-wards-for-leader-apart", test_ai_keeps_wards_for_leader_apart);
  g_test_add_func ("/battle/retainers/healer-removes-wound", test_healer_removes_wound);
  return g_test_run ();
}
