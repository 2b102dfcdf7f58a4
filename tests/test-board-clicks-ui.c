/* test-board-clicks-ui.c — on the hex board a click takes the piece it
 * lands on, and the pointer resting there says which before the click:
 * a commander's badge takes him and the counter round it the unit; of
 * two units in a hex, the counter clicked, named, a second click taking
 * the other; a commander's badge drawn on the counter of the unit he
 * stands with. A Lords & Levies battle on tests/scenarios/
 * south-moves-first.xml, the person's side against the computer, under a
 * real display (Xvfb), through the board's own gestures. */
#include "bn-config.h"

#include <math.h>
#include <string.h>

#include "bn-application.h"
#include "bn-battle-ai.h"
#include "bn-battle-board.h"
#include "bn-battle-view.h"
#include "bn-battle-words.h"
#include "bn-combat-preview.h"
#include "bn-play-window.h"
#include "bn-window.h"

#include "ui-fixture.h"
#include "pointer-fixture.h"
#include "board-click-fixture.h"

/* The board's hex size (centre to corner), from two neighbours' centres. */
static double
hex_size (Pointer *p)
{
  double x0, y0, x1, y1;

  g_assert_true (bn_battle_board_hex_position (p->board, bn_hex_from_offset (2, 2), &x0, &y0));
  g_assert_true (bn_battle_board_hex_position (p->board, bn_hex_from_offset (2, 3), &x1, &y1));
  return hypot (x1 - x0, y1 - y0) / sqrt (3);
}

static gboolean
offered (Pointer              *p,
         const BnBattleAction *match)
{
  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    if (memcmp (bn_play_window_get_move (p->window, i), match, sizeof *match) == 0)
      return TRUE;
  return FALSE;
}

/* Whether a move of commander @c's own is offered (his order, a retainer's use). */
static gboolean
commander_acts (Pointer *p,
                guint    c)
{
  const BnBattle *battle = battle_of (p);

  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p->window, i);

      if ((move->type == BN_ACTION_ORDER_COMMANDER && move->a == c) ||
          (move->type == BN_ACTION_RETAINER && move->a < bn_battle_get_n_retainers (battle) &&
           bn_battle_get_retainer (battle, move->a)->commander == c))
        return TRUE;
    }
  return FALSE;
}

/* ---- a commander's badge on a unit's counter ---- */

/* In an order phase of the person's: a unit of his alone in its hex with
 * his commander, the unit's order offered and a move of the commander's. */
static gboolean
unit_with_commander (Pointer        *p,
                     BnHex          *out_hex,
                     BnBattleAction *out_action)
{
  const BnBattle *battle = battle_of (p);

  if (bn_battle_get_phase (battle) != BN_PHASE_ORDER)
    return FALSE;
  for (guint u = 0; u < bn_battle_get_n_units (battle); u++)
    {
      const BnBattleUnit *unit = bn_battle_get_unit (battle, u);
      BnBattleAction order = { .type = BN_ACTION_ORDER_UNIT, .side = 0, .a = (guint8) u };
      int c;

      if (unit->side != 0 || unit->figures == 0 || bn_battle_units_at (battle, unit->hex, (guint8[4]) { 0 }) != 1 ||
          (c = bn_battle_commander_at (battle, unit->hex)) < 0 || !offered (p, &order) ||
          !commander_acts (p, (guint) c))
        continue;
      *out_hex = unit->hex;
      *out_action = order;
      return TRUE;
    }
  return FALSE;
}

/* A point on the unit's counter just outside the badge as it is drawn
 * (a quarter of the hex's size from its centre, towards the counter's)
 * says and takes the unit: the click orders it. On the badge itself, the
 * commander. It once took the commander there, a target larger than the
 * badge drawn reaching over the counter, and said nothing of which. */
static void
test_badge_or_counter (Fixture       *fixture,
                       gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnBattleAction order;
  BnHex hex;
  double bx, by, ux, uy, size, d, x, y;
  int commander;
  guint before;
  g_autofree char *on_counter = NULL;
  g_autofree char *on_badge = NULL;
  g_autofree char *promise = NULL;

  if (!play_until (fixture, &p, unit_with_commander, &hex, &order))
    {
      g_test_skip ("no unit standing with its commander came up to be ordered");
      return;
    }
  commander = bn_battle_commander_at (battle_of (&p), hex);
  {
    BnBattleWords words = words_of (&p);

    promise = g_strdup_printf ("A click here orders %s.", bn_battle_words_unit (&words, order.a));
    g_assert_true (bn_battle_board_commander_position (p.board, (guint) commander, &bx, &by));
    g_assert_true (bn_battle_board_hex_position (p.board, hex, &ux, &uy));
    size = hex_size (&p);
    d = hypot (ux - bx, uy - by);
    x = bx + (ux - bx) / d * 0.26 * size;
    y = by + (uy - by) / d * 0.26 * size;
    hover_at (&p, bx, by);
    on_badge = bn_battle_board_describe_hex (p.board, hex);
    g_assert_nonnull (strstr (on_badge, bn_battle_words_commander (&words, (guint) commander)));
    g_assert_null (strstr (on_badge, promise));
    g_assert_nonnull (strstr (on_badge, "A click elsewhere on the counter takes"));
    hover_at (&p, x, y);
    on_counter = bn_battle_board_describe_hex (p.board, hex);
    look (&p, x, y, "badge-or-counter");
    g_assert_nonnull (strstr (on_counter, promise));
    g_assert_nonnull (strstr (on_counter, "A click on the badge picks"));
  }
  before = bn_battle_get_n_actions (battle_of (&p));
  press_at (&p, x, y);
  g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), >, before);
  g_assert_true (memcmp (bn_battle_get_action (battle_of (&p), before), &order, sizeof order) == 0);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* ---- two units in a hex ---- */

/* In an order phase of the person's: a hex of two units of his, the
 * lower one's order offered. */
static gboolean
two_to_order (Pointer        *p,
              BnHex          *out_hex,
              BnBattleAction *out_action)
{
  const BnBattle *battle = battle_of (p);

  if (bn_battle_get_phase (battle) != BN_PHASE_ORDER)
    return FALSE;
  for (guint u = 0; u < bn_battle_get_n_units (battle); u++)
    {
      const BnBattleUnit *unit = bn_battle_get_unit (battle, u);
      guint8 units[4];

      if (unit->side != 0 || unit->figures == 0 || bn_battle_units_at (battle, unit->hex, units) != 2 ||
          units[0] != u || bn_battle_get_unit (battle, units[1])->side != 0 ||
          !offered (p, &(BnBattleAction) { .type = BN_ACTION_ORDER_UNIT, .side = 0, .a = units[1] }))
        continue;
      *out_hex = unit->hex;
      *out_action = (BnBattleAction) { .type = BN_ACTION_ORDER_UNIT, .side = 0, .a = units[1] };
      return TRUE;
    }
  return FALSE;
}

/* The person's next move, a step of his that makes two units share a
 * hex where one is offered, else as the computer's mind would make it. */
static void
play_to_stack (Pointer *p,
               guint    step)
{
  const BnBattle *battle = battle_of (p);

  for (guint i = 0; bn_battle_get_acting_side (battle) == 0 && i < bn_play_window_get_n_moves (p->window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p->window, i);
      guint8 there[4];

      if (move->type == BN_ACTION_MOVE_UNIT && move->b < BN_HEX_N_DIRS &&
          bn_battle_units_at (battle, bn_hex_neighbour (bn_battle_get_unit (battle, move->a)->hex, move->b),
                              there) == 1)
        {
          g_assert_true (bn_play_window_make_move (p->window, i));
          drain ();
          return;
        }
    }
  play_on (p, step);
}

/* The pointer on the lower counter says that a click orders that unit,
 * named with its counter; the click does, and says so on the board. A
 * second click on it, with that unit ordered, orders the other (where
 * the card still orders one). It once said only "A move is offered
 * here", and which unit was ordered went unsaid. */
static void
test_two_units_named (Fixture       *fixture,
                      gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnBattleAction order;
  BnHex hex;
  guint8 units[4];
  guint before;
  double x, y;
  g_autofree char *said = NULL;
  g_autofree char *promise = NULL;
  g_autofree char *told = NULL;
  g_autofree char *other = NULL;
  gboolean found = FALSE;

  for (guint seed = 1; seed <= 3 && !found; seed++)
    {
      start_battle (fixture, &p, seed);
      for (guint step = 0; step < 400 && !found; step++)
        {
          bn_play_window_skip (p.window);
          drain ();
          if (bn_battle_get_phase (battle_of (&p)) == BN_PHASE_OVER)
            break;
          found = bn_battle_get_acting_side (battle_of (&p)) == 0 && two_to_order (&p, &hex, &order);
          if (!found)
            play_to_stack (&p, step);
        }
      if (!found)
        {
          gtk_window_destroy (GTK_WINDOW (p.window));
          drain ();
          p.window = NULL;
        }
    }
  if (!found)
    {
      g_test_skip ("no hex of two units of the person's came up to be ordered");
      return;
    }
  bn_battle_units_at (battle_of (&p), hex, units);
  {
    BnBattleWords words = words_of (&p);

    promise = g_strdup_printf ("A click here orders %s (the lower counter).", bn_battle_words_unit (&words, units[1]));
    told = g_strdup_printf ("Ordered %s (the lower counter).", bn_battle_words_unit (&words, units[1]));
    other = g_strdup_printf ("A click here orders %s (the upper counter).", bn_battle_words_unit (&words, units[0]));
  }
  point_of (&p, hex, units[1], &x, &y);
  hover_at (&p, x, y);
  said = bn_battle_board_describe_hex (p.board, hex);
  look (&p, x, y, "two-units-named");
  g_assert_nonnull (strstr (said, promise));
  before = bn_battle_get_n_actions (battle_of (&p));
  press_at (&p, x, y);
  g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), ==, before + 1);
  g_assert_true (memcmp (bn_battle_get_action (battle_of (&p), before), &order, sizeof order) == 0);
  g_assert_cmpstr (bn_battle_board_get_notice (p.board), ==, told);
  /* Again on the same counter: the other unit, where it may still be ordered. */
  if (offered (&p, &(BnBattleAction) { .type = BN_ACTION_ORDER_UNIT, .side = 0, .a = units[0] }))
    {
      g_clear_pointer (&said, g_free);
      hover_at (&p, x + 1, y);
      said = bn_battle_board_describe_hex (p.board, hex);
      g_assert_nonnull (strstr (said, other));
      press_at (&p, x, y);
      g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), ==, before + 2);
      g_assert_cmpint (bn_battle_get_action (battle_of (&p), before + 1)->type, ==, BN_ACTION_ORDER_UNIT);
      g_assert_cmpuint (bn_battle_get_action (battle_of (&p), before + 1)->a, ==, units[0]);
    }
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* ---- the star on the counter of the unit he stands with ---- */

/* The unit of the two on @hex that commander @c came into it with (the
 * last move of theirs that took him along, none of his own since). */
static int
came_with (const BnBattle *battle,
           guint           c,
           const guint8    units[2])
{
  for (guint i = bn_battle_get_n_actions (battle); i-- > 0;)
    {
      const BnBattleAction *a = bn_battle_get_action (battle, i);

      if (a->type == BN_ACTION_MOVE_COMMANDER && a->a == c)
        return -1;
      if (a->type == BN_ACTION_MOVE_UNIT && a->c != 0 && (a->a == units[0] || a->a == units[1]))
        return a->a;
    }
  return -1;
}

/* A commander, of either side, on a hex of two units, who came into it
 * with the lower one. */
static gboolean
star_on_lower (Pointer        *p,
               BnHex          *out_hex,
               BnBattleAction *out_action)
{
  const BnBattle *battle = battle_of (p);

  for (guint c = 0; c < bn_battle_get_n_commanders (battle); c++)
    {
      const BnBattleCommander *cmd = bn_battle_get_commander (battle, c);
      guint8 units[4];

      if (!cmd->alive || bn_battle_units_at (battle, cmd->hex, units) != 2 || came_with (battle, c, units) != units[1])
        continue;
      *out_hex = cmd->hex;
      *out_action = (BnBattleAction) { .type = BN_ACTION_MOVE_COMMANDER, .a = (guint8) c };
      return TRUE;
    }
  return FALSE;
}

/* His badge is drawn, and taken, on the lower counter's edge, not above
 * the upper one, which it once always was. */
static void
test_star_on_his_counter (Fixture       *fixture,
                          gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnBattleAction who;
  BnHex hex;
  guint8 units[4];
  double bx, by, cx, cy, lx, ly, size;

  if (!play_until (fixture, &p, star_on_lower, &hex, &who))
    {
      g_test_skip ("no commander came into a hex of two units with the lower one");
      return;
    }
  bn_battle_units_at (battle_of (&p), hex, units);
  size = hex_size (&p);
  g_assert_true (bn_battle_board_commander_position (p.board, who.a, &bx, &by));
  g_assert_true (bn_battle_board_hex_position (p.board, hex, &cx, &cy));
  g_assert_true (bn_battle_board_unit_position (p.board, units[1], &lx, &ly));
  look (&p, bx, by, "star-on-his-counter");
  /* Below the middle of the hex, by the lower counter (not above the upper one). */
  g_assert_cmpfloat (by, >, cy);
  g_assert_cmpfloat (fabs (by - ly), <, 0.45 * size);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* ---- a unit whose one choice is an attack ---- */

/* In the person's battle phase: a unit of his, alone in its hex with no
 * commander, of whose choices only one is left, an attack on another hex. */
static gboolean
lone_attacker (Pointer        *p,
               BnHex          *out_hex,
               BnBattleAction *out_action)
{
  const BnBattle *battle = battle_of (p);

  if (bn_battle_get_phase (battle) != BN_PHASE_BATTLE)
    return FALSE;
  for (guint u = 0; u < bn_battle_get_n_units (battle); u++)
    {
      const BnBattleUnit *unit = bn_battle_get_unit (battle, u);
      BnBattleAction attack = { 0, };
      guint n = 0;

      if (unit->side != 0 || unit->figures == 0 || bn_battle_units_at (battle, unit->hex, (guint8[4]) { 0 }) != 1 ||
          bn_battle_commander_at (battle, unit->hex) >= 0)
        continue;
      for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
        {
          const BnBattleAction *move = bn_play_window_get_move (p->window, i);
          BnHex a, b;

          if (!hexes_of (battle, move, &a, &b) || !bn_hex_equal (a, unit->hex))
            continue;
          n++;
          if (move->type == BN_ACTION_BATTLE && !bn_hex_equal (b, unit->hex))
            attack = *move;
        }
      if (n != 1 || attack.type != BN_ACTION_BATTLE)
        continue;
      *out_hex = unit->hex;
      *out_action = attack;
      return TRUE;
    }
  return FALSE;
}

/* A click on one's own unit whose only choice is an attack picks it and
 * rings its enemy; the attack is made by the click on the enemy, whose
 * hover gives the odds first ("click an enemy to attack"). It was made
 * by the first click, unseen, the hover saying only "a move is offered". */
static void
test_attack_waits_for_the_enemy (Fixture       *fixture,
                                 gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnBattleAction attack;
  BnHex hex, target;
  double x, y;
  guint before;
  g_autofree char *on_unit = NULL;
  g_autofree char *on_enemy = NULL;

  if (!play_until (fixture, &p, lone_attacker, &hex, &attack))
    {
      g_test_skip ("no unit with an attack as its one choice came up");
      return;
    }
  target = bn_battle_get_unit (battle_of (&p), attack.b)->hex;
  g_assert_true (bn_battle_board_hex_position (p.board, hex, &x, &y));
  hover_at (&p, x, y);
  on_unit = bn_battle_board_describe_hex (p.board, hex);
  g_assert_nonnull (strstr (on_unit, "A click here picks it to attack"));
  g_assert_null (strstr (on_unit, "A move is offered here"));
  before = bn_battle_get_n_actions (battle_of (&p));
  press_at (&p, x, y);
  g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), ==, before);
  /* The enemy: its hover promises the attack; its click makes it. */
  hover_hex (&p, target);
  on_enemy = bn_battle_board_describe_hex (p.board, target);
  g_assert_nonnull (strstr (on_enemy, "A click here attacks"));
  g_assert_true (bn_battle_board_hex_position (p.board, target, &x, &y));
  press_at (&p, x, y);
  g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), >, before);
  g_assert_true (memcmp (bn_battle_get_action (battle_of (&p), before), &attack, sizeof attack) == 0);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/board-clicks/badge-or-counter", Fixture, NULL, fixture_set_up, test_badge_or_counter,
              fixture_tear_down);
  g_test_add ("/board-clicks/two-units-named", Fixture, NULL, fixture_set_up, test_two_units_named,
              fixture_tear_down);
  g_test_add ("/board-clicks/attack-waits-for-the-enemy", Fixture, NULL, fixture_set_up,
              test_attack_waits_for_the_enemy, fixture_tear_down);
  g_test_add ("/board-clicks/star-on-his-counter", Fixture, NULL, fixture_set_up, test_star_on_his_counter,
              fixture_tear_down);
  return g_test_run ();
}
