/* battle-fixture.h — helpers shared by the battle rules tests.
 *
 * Scripted situations: a small open board, armies placed by hand, a hand
 * of chosen cards, and typed dice so every roll is known. The battle's
 * chance is seeded (for the deal), and typed dice, which always come
 * first, decide the rolls a test cares about.
 */
#pragma once

#include "bn-battle.h"

#include <string.h>

typedef struct
{
  BnBattleRules *rules;
  BnScenario    *scenario;
  BnBattleArmy  *army[2];
  BnChance      *chance;
  BnBattle      *battle;
} Fixture;

static inline void
fixture_init (Fixture *f,
              guint    width,
              guint    height)
{
  memset (f, 0, sizeof *f);
  f->rules = bn_battle_rules_new_default ();
  f->scenario = bn_scenario_new ("test", width, height);
  f->scenario->first_side = 0;
  f->scenario->victory_target = 6;
  f->army[0] = bn_battle_army_new ("south");
  f->army[1] = bn_battle_army_new ("north");
  f->chance = bn_chance_new_seeded (42);
}

static inline void
fixture_clear (Fixture *f)
{
  g_clear_pointer (&f->battle, bn_battle_free);
  g_clear_pointer (&f->chance, bn_chance_free);
  g_clear_pointer (&f->army[0], bn_battle_army_free);
  g_clear_pointer (&f->army[1], bn_battle_army_free);
  g_clear_pointer (&f->scenario, bn_scenario_free);
  g_clear_pointer (&f->rules, bn_battle_rules_unref);
}

/* Adds a placed unit; returns its index in its army (= in the battle for
 * side 0; side 1's follow side 0's). */
static inline guint
fixture_unit (Fixture        *f,
              guint           side,
              BnBattleArm     arm,
              BnUnitClass     cls,
              const char     *weapon,
              BnBattleColour  colour,
              int             col,
              int             row,
              guint           facing)
{
  int i = bn_battle_army_add_unit (f->army[side], f->rules, weapon, arm, cls, weapon, colour);

  g_assert_cmpint (i, >=, 0);
  bn_battle_army_place_unit (f->army[side], (guint) i, col, row, facing);
  return (guint) i;
}

static inline guint
fixture_commander (Fixture         *f,
                   guint            side,
                   BnCommanderRank  rank,
                   int              unit,
                   int              col,
                   int              row)
{
  int i = bn_battle_army_add_commander (f->army[side], "commander", rank, unit);

  g_assert_cmpint (i, >=, 0);
  if (unit < 0)
    bn_battle_army_place_commander (f->army[side], (guint) i, col, row);
  return (guint) i;
}

static inline guint
card_kind (Fixture    *f,
           const char *id)
{
  int k = bn_battle_rules_find_card (f->rules, id);

  g_assert_cmpint (k, >=, 0);
  return (guint) k;
}

/* Creates the battle and gives each side a hand of the card kinds named
 * in @cards (space separated): "a b" gives both sides a and b; "a | b"
 * gives side 0 a and side 1 b. */
static inline void
fixture_start (Fixture    *f,
               const char *cards)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) hands = g_strsplit (cards, "|", 2);

  f->battle = bn_battle_new (f->rules, f->scenario, f->army[0], f->army[1], f->chance, &error);
  g_assert_no_error (error);
  g_assert_nonnull (f->battle);
  for (guint side = 0; side < 2; side++)
    {
      g_auto(GStrv) ids = g_strsplit (hands[hands[1] != NULL ? side : 0], " ", -1);
      guint kinds[BN_BATTLE_MAX_HAND];
      guint n = 0;

      for (guint i = 0; ids[i] != NULL && n < BN_BATTLE_MAX_HAND; i++)
        if (ids[i][0] != '\0')
          kinds[n++] = card_kind (f, ids[i]);
      g_assert_true (bn_battle_set_hand (f->battle, side, kinds, n, &error));
      g_assert_no_error (error);
    }
}

/* The battle index of side @side's unit @spec. */
static inline guint
unit_of (Fixture *f,
         guint    side,
         guint    spec)
{
  int i = bn_battle_find_unit (f->battle, side, spec);

  g_assert_cmpint (i, >=, 0);
  return (guint) i;
}

static inline guint
commander_of (Fixture *f,
              guint    side,
              guint    spec)
{
  int i = bn_battle_find_commander (f->battle, side, spec);

  g_assert_cmpint (i, >=, 0);
  return (guint) i;
}

static inline void
act (Fixture *f,
     guint    type,
     guint    a,
     guint    b,
     guint    c)
{
  g_autoptr(GError) error = NULL;
  BnBattleAction action = {
    (guint8) type, (guint8) bn_battle_get_acting_side (f->battle), (guint8) a, (guint8) b, (guint8) c,
  };

  gboolean applied = bn_battle_apply (f->battle, &action, &error);

  g_assert_no_error (error);
  g_assert_true (applied);
}

/* Asserts that the action is refused with a message containing @rule,
 * and that nothing changed. */
static inline void
refused (Fixture    *f,
         guint       type,
         guint       a,
         guint       b,
         guint       c,
         const char *rule)
{
  g_autoptr(GError) error = NULL;
  BnBattleAction action = {
    (guint8) type, (guint8) bn_battle_get_acting_side (f->battle), (guint8) a, (guint8) b, (guint8) c,
  };
  guint n_events = bn_battle_get_n_events (f->battle);
  guint n_actions = bn_battle_get_n_actions (f->battle);
  BnBattlePhase phase = bn_battle_get_phase (f->battle);

  g_assert_false (bn_battle_apply (f->battle, &action, &error));
  g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL);
  if (strstr (error->message, rule) == NULL)
    g_error ("“%s” does not name “%s”", error->message, rule);
  g_assert_cmpuint (bn_battle_get_n_events (f->battle), ==, n_events);
  g_assert_cmpuint (bn_battle_get_n_actions (f->battle), ==, n_actions);
  g_assert_cmpint (bn_battle_get_phase (f->battle), ==, phase);
}

/* Plays the first card of kind @id from the acting side's hand. */
static inline void
play (Fixture    *f,
      const char *id)
{
  guint kind = card_kind (f, id);
  guint side = bn_battle_get_active_side (f->battle);

  for (guint i = 0; i < bn_battle_get_hand_size (f->battle, side); i++)
    if (bn_battle_get_card_kind (f->battle, bn_battle_get_hand_card (f->battle, side, i)) == kind)
      {
        act (f, BN_ACTION_PLAY_CARD, i, 0, 0);
        return;
      }
  g_error ("no %s card in hand", id);
}

/* Types the D6 faces of the battle die symbols: "hit-any hit-any flag". */
static inline void
dice (Fixture    *f,
      const char *symbols)
{
  static const char *const names[BN_DIE_N_SYMBOLS] = {
    "flag", "shield", "swords", "hit-none", "hit-lesser", "hit-any",
  };
  g_auto(GStrv) words = g_strsplit (symbols, " ", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      guint s;

      if (words[i][0] == '\0')
        continue;
      for (s = 0; s < BN_DIE_N_SYMBOLS; s++)
        if (g_str_equal (words[i], names[s]))
          break;
      g_assert_cmpuint (s, <, BN_DIE_N_SYMBOLS);
      bn_chance_push_die (f->chance, bn_battle_rules_die_face (f->rules, (BnDieSymbol) s));
    }
}

static inline const BnBattleUnit *
unit (Fixture *f,
      guint    i)
{
  return bn_battle_get_unit (f->battle, i);
}

static inline gboolean
unit_at (Fixture *f,
         guint    i,
         int      col,
         int      row)
{
  int c, r;

  bn_hex_to_offset (unit (f, i)->hex, &c, &r);
  return c == col && r == row;
}

/* Counts events of @type logged so far. */
static inline guint
count_events (Fixture *f,
              guint    type)
{
  guint n = 0;

  for (guint i = 0; i < bn_battle_get_n_events (f->battle); i++)
    if (bn_battle_get_event (f->battle, i)->type == type)
      n++;
  return n;
}

/* Whether the legal actions now include (type, a, b, c). */
static inline gboolean
is_legal (Fixture *f,
          guint    type,
          guint    a,
          guint    b,
          guint    c)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

  bn_battle_legal_actions (f->battle, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      BnBattleAction *x = &g_array_index (actions, BnBattleAction, i);

      if (x->type == type && x->a == a && x->b == b && x->c == c)
        return TRUE;
    }
  return FALSE;
}

/* The offset of the hex in direction @dir from (col, row). */
static inline void
offset_toward (int   col,
               int   row,
               guint dir,
               int  *out_col,
               int  *out_row)
{
  bn_hex_to_offset (bn_hex_neighbour (bn_hex_from_offset (col, row), dir), out_col, out_row);
}

/* Ends the acting side's turn doing nothing more: plays any playable card
 * (or discards), orders nothing, moves nothing, battles nothing. */
static inline void
pass_turn (Fixture *f)
{
  guint side = bn_battle_get_active_side (f->battle);

  while (bn_battle_get_phase (f->battle) != BN_PHASE_OVER
         && bn_battle_get_active_side (f->battle) == side)
    {
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

      switch (bn_battle_get_phase (f->battle))
        {
        case BN_PHASE_PLAY_CARD:
          bn_battle_legal_actions (f->battle, actions);
          g_assert_cmpuint (actions->len, >, 0);
          act (f, g_array_index (actions, BnBattleAction, 0).type,
               g_array_index (actions, BnBattleAction, 0).a, 0, 0);
          break;
        case BN_PHASE_ORDER: act (f, BN_ACTION_END_ORDERS, 0, 0, 0); break;
        case BN_PHASE_MOVE: act (f, BN_ACTION_END_MOVES, 0, 0, 0); break;
        case BN_PHASE_RECEIVE: act (f, BN_ACTION_END_RECEIVE, 0, 0, 0); break;
        case BN_PHASE_BATTLE: act (f, BN_ACTION_END_TURN, 0, 0, 0); break;
        case BN_PHASE_SPECIAL:
          bn_battle_legal_actions (f->battle, actions);
          act (f, g_array_index (actions, BnBattleAction, 0).type,
               g_array_index (actions, BnBattleAction, 0).a, g_array_index (actions, BnBattleAction, 0).b, 0);
          break;
        case BN_PHASE_PAY: act (f, BN_ACTION_REFUSE, 0, 0, 0); break;
        case BN_PHASE_DUEL_DRAW: act (f, BN_ACTION_DUEL_END, 0, 0, 0); break;
        default:
          g_error ("cannot pass in phase %d", bn_battle_get_phase (f->battle));
        }
    }
}

/* Plays @card, orders side's units @units (−1 terminated), ends orders. */
static inline void
order (Fixture    *f,
       const char *card,
       const int  *units)
{
  play (f, card);
  for (guint i = 0; units[i] >= 0; i++)
    act (f, BN_ACTION_ORDER_UNIT, (guint) units[i], 0, 0);
  act (f, BN_ACTION_END_ORDERS, 0, 0, 0);
}

/* Ends moves (and the other side's receiving, if offered). */
static inline void
end_moves (Fixture *f)
{
  act (f, BN_ACTION_END_MOVES, 0, 0, 0);
  if (bn_battle_get_phase (f->battle) == BN_PHASE_RECEIVE)
    act (f, BN_ACTION_END_RECEIVE, 0, 0, 0);
}

/* Takes the House retreat hex at every forced retreat step the
 * retreating side may choose (bn_battle_retreat_default()). */
static inline void
house_retreats (Fixture *f)
{
  BnBattleAction action;

  while (bn_battle_retreat_default (f->battle, &action))
    act (f, action.type, action.a, action.b, action.c);
}

/* The value of the last event of @type: e.g. the dice of the last battle. */
static inline int
last_event_value (Fixture *f,
                  guint    type)
{
  for (guint i = bn_battle_get_n_events (f->battle); i > 0; i--)
    if (bn_battle_get_event (f->battle, i - 1)->type == type)
      return bn_battle_get_event (f->battle, i - 1)->value;
  g_error ("no event of type %u", type);
  return 0;
}

/* How many dice were rolled for @purpose. */
static inline guint
count_dice (Fixture *f,
            guint    purpose)
{
  guint n = 0;

  for (guint i = 0; i < bn_battle_get_n_events (f->battle); i++)
    {
      const BnBattleEvent *e = bn_battle_get_event (f->battle, i);

      if (e->type == BN_EVENT_DIE && e->a == purpose)
        n++;
    }
  return n;
}

#define FOOT BN_BATTLE_ARM_FOOT
#define HORSE BN_BATTLE_ARM_HORSE
#define GUNS BN_BATTLE_ARM_ARTILLERY
#define CA BN_UNIT_CLASS_A
#define CB BN_UNIT_CLASS_B
#define CC BN_UNIT_CLASS_C
#define RED BN_BATTLE_COLOUR_RED
#define BLUE BN_BATTLE_COLOUR_BLUE
#define GREEN BN_BATTLE_COLOUR_GREEN
#define UNITS(...) ((const int[]) { __VA_ARGS__, -1 })

/* L&L, Receiving: south's horse ends its move on the passive front of
 * north's spearmen, who face south at (3, 3); north is to receive it or
 * not (BN_PHASE_RECEIVE). */
static inline void
fixture_flank_move (Fixture *f)
{
  BnHex target = bn_hex_from_offset (3, 3);
  BnHex flank = bn_hex_neighbour (target, BN_HEX_DIR_NE);
  BnHex start = bn_hex_neighbour (flank, BN_HEX_DIR_NE);
  int col, row;
  guint horse;

  fixture_init (f, 9, 9);
  bn_hex_to_offset (start, &col, &row);
  fixture_unit (f, 0, HORSE, CB, "spear", RED, col, row, BN_HEX_DIR_SW);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (f, "red-1");
  horse = unit_of (f, 0, 0);
  order (f, "red-1", UNITS ((int) horse));
  act (f, BN_ACTION_MOVE_UNIT, horse, BN_HEX_DIR_SW, 0);
  act (f, BN_ACTION_END_MOVES, 0, 0, 0);
}

/* L&L, Single combat: south's hand holds a single combat, playable (the
 * two army commanders stand with their units 2 hexes apart, a challenge
 * reaching 3), and a red card that orders nothing (south's unit is
 * green). */
static inline void
fixture_single_combat_only (Fixture *f)
{
  fixture_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "spear", GREEN, 3, 5, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_commander (f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  fixture_commander (f, 1, BN_COMMANDER_ARMY, 0, 0, 0);
  fixture_start (f, "single-combat-50 red-1 | red-1");
}
