/* test-board-pointer-ui.c — whole battles of each hex ruleset played on the
 * board by the pointer alone, under a real display (Xvfb): clicks on a
 * unit and on where it goes (a run of several hexes at once), on the unit
 * to attack and its target, on a unit's edge to turn it, on the cards of
 * the hand, on the action bar's buttons and the choices a piece's popover
 * offers. The clicks go through the board's own gestures (their signals,
 * with the point clicked), and the pointer actions each turn takes are
 * counted against the moves the list in words would take. Where the
 * computer's mind would order a unit and move it (and fight), the unit is
 * dragged there, or onto the enemy, in one gesture; where other orders
 * come first, the drag orders it and the board makes the run once the
 * orders end. On a hex of two units the counter meant is the one taken.
 * On the open table (Junior General) a stand the computer's mind moves
 * and then has charge is dragged onto that enemy in one gesture: the
 * board moves it within reach and makes the charge when its step comes.
 * The median pointer actions per turn must be fewer than the list's rows.
 *
 * And the odds: the pointer resting on an enemy that may be attacked
 * shows the engine's preview of that combat beside it. Ctrl+scroll zooms
 * about the pointer.
 *
 * And hot-seat: while the screen is handed over, no label shown says
 * anything of the hands or the log; the board is turned so that the
 * player to act has his army at the bottom.
 *
 * And a piece's popover: a retainer's command is on the unit's popover as
 * on his leader's, both fit the screen, the list keeps retainers' uses
 * under their leader, no tooltip covers an open popover; two planned runs,
 * one ending on the other's way, are both made when the orders end.
 *
 * The tests that need a position of their own (a card that orders
 * nothing, two planned runs, a commander alone, a retainer's command
 * apart from his leader) start one built for them: the person's side
 * moving first on tests/scenarios/south-moves-first.xml, its host chosen
 * for the test, its first card played by the pointer; no computer's
 * choice comes before.
 *
 * And the bar keeps its height as its buttons come and go (the board
 * stays still), and a dice group's heading wraps whole in the panel.
 *
 * And a unit with its commander on one hex: the counter takes the unit,
 * his badge takes him; a click where the unit may go moves it, he with
 * it, and a right click there asks on the board whether he goes too. */
#include "bn-config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "bn-action-bar.h"
#include "bn-battle-glance.h"
#include "bn-application.h"
#include "bn-battle-ai.h"
#include "bn-battle-board.h"
#include "bn-battle-view.h"
#include "bn-battle-words.h"
#include "bn-battles-view.h"
#include "bn-career.h"
#include "bn-combat-odds.h"
#include "bn-combat-preview.h"
#include "bn-dice-strip.h"
#include "bn-moves-list.h"
#include "bn-play-window.h"
#include "bn-table-board.h"
#include "bn-table-layout.h"
#include "bn-window.h"
#include "junior-general/bn-junior-general.h"

#include "ui-fixture.h"
#include "pointer-fixture.h"

/* Count Odo beside Baron Hugh, a host saved for each, and the app started. */
static void
two_hosts (Fixture           *fixture,
           const char *const *mine,
           const char *const *theirs,
           gint64            *out_hugh,
           gint64            *out_odo)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
  g_autoptr(BnLeader) odo = NULL;

  g_assert_no_error (error);
  odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
  g_assert_true (bn_store_insert_leader (store, odo, &error));
  g_assert_no_error (error);
  *out_hugh = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
  *out_odo = save_army (fixture, odo->id, "Odo's host", theirs);
  start_app (fixture);
}

/* ---- the pointer (pointer-fixture.h) ---- */

static const BnBattle *
battle_of (Pointer *p)
{
  return bn_played_battle_get_battle (bn_play_window_get_played (p->window));
}

/* A click at the centre of @hex, or near its rim on @side (0–5, −1: the
 * centre), through the board's click gesture. */
static void
click_hex (Pointer *p,
           BnHex    hex,
           int      side)
{
  GtkEventController *hover = controller (GTK_WIDGET (p->board), GTK_TYPE_EVENT_CONTROLLER_MOTION, 0);
  GtkEventController *click = controller (GTK_WIDGET (p->board), GTK_TYPE_GESTURE_CLICK, GDK_BUTTON_PRIMARY);
  double x, y;

  g_assert_true (bn_battle_board_hex_position (p->board, hex, &x, &y));
  if (side >= 0)
    {
      BnHex next = bn_hex_neighbour (hex, (guint) side);
      double nx, ny;

      /* Two thirds of the way to the rim, towards the next hex's centre
       * (which the board may show turned round). */
      if (bn_battle_board_hex_position (p->board, next, &nx, &ny))
        {
          x += (nx - x) * 0.33;
          y += (ny - y) * 0.33;
        }
      else
        {
          double a = -G_PI / 2 + side * G_PI / 3 + (bn_battle_board_get_flipped (p->board) ? G_PI : 0);
          double r = gtk_widget_get_height (GTK_WIDGET (p->board)) / 60.0;

          x += r * cos (a);
          y += r * sin (a);
        }
    }
  g_signal_emit_by_name (hover, "motion", x, y);
  g_signal_emit_by_name (click, "released", 1, x, y);
  p->clicks++;
  drain ();
}

/* The popover open on the board, if any. */
static GtkWidget *
board_popover (Pointer *p)
{
  return bn_battle_board_get_popup (p->board);
}

static void
debug_rows (GtkWidget *widget)
{
  for (GtkWidget *c = widget != NULL ? gtk_widget_get_first_child (widget) : NULL; c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_BUTTON (c) && gtk_button_get_label (GTK_BUTTON (c)) != NULL)
        g_printerr ("      row: %s\n", gtk_button_get_label (GTK_BUTTON (c)));
      debug_rows (c);
      if (GTK_IS_EXPANDER (c) && !gtk_expander_get_expanded (GTK_EXPANDER (c)))
        debug_rows (gtk_expander_get_child (GTK_EXPANDER (c)));
    }
}

/* Clicks the button of @popover that says @words. */
static gboolean
click_in_popover (Pointer    *p,
                  GtkWidget  *popover,
                  const char *words)
{
  if (g_getenv ("BN_DEBUG_POINTER") && popover != NULL)
    {
      g_printerr ("    popover for \"%s\":\n", words);
      debug_rows (popover);
    }
  return popover != NULL && click_under (p, popover, words);
}

static gboolean
made (Pointer *p,
      guint    before)
{
  return bn_battle_get_n_actions (battle_of (p)) > before;
}

/* Where the computer's own mind would take the piece @first moves (or
 * turns), step after step of that piece: the hex it would stop on. */
static BnHex
planned_stop (const BnBattle       *battle,
              const BnBattleAction *first,
              BnHex                 from,
              guint                 seed)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (seed);
  g_autoptr(BnBattle) copy = bn_battle_copy (battle, chance);
  BnBattleAction next = *first;
  BnHex at = from, ignored;

  for (guint k = 0; k < 16; k++)
    {
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed + k + 1);

      if (!bn_battle_apply (copy, &next, NULL))
        break;
      if (next.type == BN_ACTION_MOVE_UNIT && bn_battle_get_unit (copy, next.a)->figures > 0)
        at = bn_battle_get_unit (copy, next.a)->hex;
      else if (next.type == BN_ACTION_MOVE_COMMANDER || next.type == BN_ACTION_MOVE_GROUP)
        hexes_of (copy, &next, &at, &ignored);
      if (!bn_battle_ai_choose (ai, copy, &next) || next.a != first->a ||
          (next.type != first->type && next.type != BN_ACTION_FACE && next.type != BN_ACTION_MOVE_UNIT))
        break;
    }
  return at;
}

/* A click on @commander's badge, where he stands with a unit (else his token). */
static void
click_badge (Pointer *p,
             guint    commander)
{
  GtkEventController *hover = controller (GTK_WIDGET (p->board), GTK_TYPE_EVENT_CONTROLLER_MOTION, 0);
  GtkEventController *click = controller (GTK_WIDGET (p->board), GTK_TYPE_GESTURE_CLICK, GDK_BUTTON_PRIMARY);
  double x, y;

  g_assert_true (bn_battle_board_commander_position (p->board, commander, &x, &y));
  g_signal_emit_by_name (hover, "motion", x, y);
  g_signal_emit_by_name (click, "released", 1, x, y);
  p->clicks++;
  drain ();
}

/* The commander a drag or click for the action being made takes by his
 * badge (the action is his own), or −1. */
static int grip_commander = -1;

/* The commander who makes @action himself (his order or move, a "Battle"
 * he forms, a challenge), or −1. */
static int
commander_acting (const BnBattleAction *action)
{
  switch (action->type)
    {
    case BN_ACTION_ORDER_COMMANDER:
    case BN_ACTION_MOVE_COMMANDER:
    case BN_ACTION_FORM_GROUP:
    case BN_ACTION_CHALLENGE:
      return (int) action->a;
    default:
      return -1;
    }
}

/* A drag from the counter of @unit on @from (or the hex's centre, for
 * −1; or the badge of grip_commander) to that of @target on @to (or its centre) through the board's drag
 * gesture: one pointer action. */
static void
drag_counter (Pointer *p,
              BnHex    from,
              int      unit,
              BnHex    to,
              int      target)
{
  GtkEventController *drag = controller (GTK_WIDGET (p->board), GTK_TYPE_GESTURE_DRAG, 0);
  double x0, y0, x1, y1;

  if (grip_commander < 0 || !bn_battle_board_commander_position (p->board, (guint) grip_commander, &x0, &y0))
    point_of (p, from, unit, &x0, &y0);
  point_of (p, to, target, &x1, &y1);
  g_signal_emit_by_name (drag, "drag-begin", x0, y0);
  g_signal_emit_by_name (drag, "drag-update", 8.0, 8.0);
  g_signal_emit_by_name (drag, "drag-update", x1 - x0, y1 - y0);
  /* A run is wanted, and the board marks none there: the piece is put
   * back where it was taken (the gesture is counted all the same). */
  if (p->want_run && bn_battle_board_get_n_destinations (p->board) > 0)
    {
      guint n_steps;

      if (bn_battle_board_get_path (p->board, to, &n_steps) == NULL)
        x1 = x0, y1 = y0;
    }
  g_signal_emit_by_name (drag, "drag-end", x1 - x0, y1 - y0);
  p->clicks++;
  drain ();
}

/* Whether @action is made: by the gestures so far (checked to be it), or
 * by its row in the popover they left open where they ended. */
static gboolean
made_or_chosen (Pointer              *p,
                guint                 before,
                const BnBattleAction *action,
                const char           *text)
{
  if (made (p, before))
    {
      g_assert_cmpmem (bn_battle_get_action (battle_of (p), before), sizeof *action, action, sizeof *action);
      return TRUE;
    }
  if (click_in_popover (p, board_popover (p), text))
    {
      g_assert_true (made (p, before));
      return TRUE;
    }
  return FALSE;
}

/* How many of the moves offered name @hex. */
static guint
touching (Pointer *p,
          BnHex    hex)
{
  const BnBattle *battle = battle_of (p);
  guint n = 0;

  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    {
      BnHex a, b;

      if (hexes_of (battle, bn_play_window_get_move (p->window, i), &a, &b) &&
          (bn_hex_equal (a, hex) || bn_hex_equal (b, hex)))
        n++;
    }
  return n;
}

/* A drag from @from to @to: whether it made anything (beginning with
 * @action, if that is an order); else the picks it left are dropped. */
static gboolean
drag_made (Pointer              *p,
           BnHex                 from,
           BnHex                 to,
           const BnBattleAction *action,
           int                   target)
{
  guint before = bn_battle_get_n_actions (battle_of (p));

  drag_counter (p, from, (int) action->a, to, target);
  if (made (p, before))
    {
      if (action->type == BN_ACTION_ORDER_UNIT && g_getenv ("BN_DEBUG_POINTER"))
        {
          g_autofree char *want = bn_battle_action_to_string (action);
          g_autofree char *got = bn_battle_action_to_string (bn_battle_get_action (battle_of (p), before));

          g_printerr ("  drag meant %s, made %s\n", want, got);
        }
      if (action->type == BN_ACTION_ORDER_UNIT)
        g_assert_cmpmem (bn_battle_get_action (battle_of (p), before), sizeof *action, action, sizeof *action);
      return TRUE;
    }
  bn_battle_view_drop_picks (BN_BATTLE_VIEW (p->board));
  return FALSE;
}

/* Whether every move of @legal is unit @u's own (a step, a turn, its
 * stakes) but the end of the moves. */
static gboolean
only_own_or_end (const GArray *legal,
                 guint         u)
{
  gboolean end = FALSE;

  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *m = &g_array_index (legal, BnBattleAction, i);

      if (m->type == BN_ACTION_END_MOVES)
        end = TRUE;
      else if (m->a != u || (m->type != BN_ACTION_MOVE_UNIT && m->type != BN_ACTION_FACE &&
                             m->type != BN_ACTION_PLANT_STAKES && m->type != BN_ACTION_DISMOUNT))
        return FALSE;
    }
  return end;
}

/* An order, a step or the end of the moves that the computer's own mind
 * follows with that unit's steps and its fight, before anything else
 * (the end of the orders or of the moves aside, when it is all that is
 * left besides the unit's own): one drag of the unit onto the enemy it
 * fights, or, for an order, to where it stops. Returns: whether that
 * gesture made @action and what followed. */
static gboolean
order_and_go (Pointer              *p,
              const BnBattleAction *action,
              guint                 seed)
{
  const BnBattle *battle = battle_of (p);
  g_autoptr(BnChance) chance = bn_chance_new_seeded (seed);
  g_autoptr(BnBattle) copy = NULL;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnBattleAction attack = { 0, };
  gboolean moved = FALSE, fights = FALSE, ended = FALSE;
  guint u = action->a;
  BnHex from, stop;

  if (action->type == BN_ACTION_END_MOVES)
    {
      /* The unit is the one the computer then has fight. */
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed + 1);
      BnBattleAction next;

      copy = bn_battle_copy (battle, chance);
      if (!bn_battle_apply (copy, action, NULL) || !bn_battle_ai_choose (ai, copy, &next) ||
          next.type != BN_ACTION_BATTLE)
        return FALSE;
      u = next.a;
      bn_battle_legal_actions (battle, legal);
      if (!only_own_or_end (legal, u))
        return FALSE;
      g_clear_pointer (&copy, bn_battle_free);
      ended = TRUE;
    }
  else if ((action->type != BN_ACTION_ORDER_UNIT || action->c != 0) && action->type != BN_ACTION_MOVE_UNIT)
    return FALSE;
  if (u >= bn_battle_get_n_units (battle))
    return FALSE;
  from = stop = bn_battle_get_unit (battle, u)->hex;
  copy = bn_battle_copy (battle, chance);
  if (!bn_battle_apply (copy, action, NULL))
    return FALSE;
  moved = action->type == BN_ACTION_MOVE_UNIT;
  for (guint k = 0; k < 24; k++)
    {
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed + k + 1);
      BnBattleAction next;

      bn_battle_legal_actions (copy, legal);
      if (!bn_battle_ai_choose (ai, copy, &next))
        break;
      if (next.type == BN_ACTION_END_ORDERS && legal->len == 1 && !moved)
        ;
      else if (next.a == u && (next.type == BN_ACTION_MOVE_UNIT || next.type == BN_ACTION_FACE))
        moved = TRUE;
      else if (next.type == BN_ACTION_END_MOVES && only_own_or_end (legal, u))
        ended = TRUE;
      else
        {
          if (next.type == BN_ACTION_BATTLE && next.a == u && (moved || ended))
            {
              attack = next;
              fights = TRUE;
            }
          break;
        }
      if (!bn_battle_apply (copy, &next, NULL))
        break;
      stop = bn_battle_get_unit (copy, u)->hex;
    }
  if (g_getenv ("BN_DEBUG_POINTER"))
    g_printerr ("  order-and-go %u: moved %d ended %d fights %d, from %d,%d stop %d,%d\n", u, moved, ended, fights,
                from.q, from.r, stop.q, stop.r);
  /* Onto the enemy: the order, the steps, the end of the moves and the
   * fight, as far as they go (by the board's own way there, which may
   * not be the same steps); else, for an order, to where it stops. */
  if (fights && drag_made (p, from, bn_battle_get_unit (copy, attack.b)->hex, action, (int) attack.b))
    return TRUE;
  if (action->type == BN_ACTION_ORDER_UNIT && moved && !bn_hex_equal (stop, from) &&
      drag_made (p, from, stop, action, -1))
    return TRUE;
  if (action->type == BN_ACTION_ORDER_UNIT && !moved)
    {
      /* Other orders to come first: where the computer's mind would have
       * the unit stand once its moves are over is where it is dropped
       * now; the board orders it and makes that run when the orders end. */
      g_autoptr(BnChance) ahead_chance = bn_chance_new_seeded (seed);
      g_autoptr(BnBattle) ahead = bn_battle_copy (battle, ahead_chance);
      guint turn = bn_battle_get_turn (battle);

      if (!bn_battle_apply (ahead, action, NULL))
        return FALSE;
      for (guint k = 0; k < 80; k++)
        {
          g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed + k + 1);
          BnBattleAction next;

          if (!bn_battle_ai_choose (ai, ahead, &next) || next.type == BN_ACTION_END_MOVES ||
              next.type == BN_ACTION_BATTLE || !bn_battle_apply (ahead, &next, NULL) ||
              bn_battle_get_turn (ahead) != turn)
            break;
        }
      if (bn_battle_get_unit (ahead, u)->figures == 0)
        return FALSE;
      stop = bn_battle_get_unit (ahead, u)->hex;
      if (g_getenv ("BN_DEBUG_POINTER"))
        g_printerr ("  planned %u: from %d,%d to %d,%d\n", u, from.q, from.r, stop.q, stop.r);
      p->want_run = TRUE;
      if (!bn_hex_equal (stop, from) && drag_made (p, from, stop, action, -1))
        {
          p->want_run = FALSE;
          return TRUE;
        }
      p->want_run = FALSE;
    }
  return FALSE;
}

/* Makes @action by its row in the list in words: counted apart (a
 * whole battle by the pointer needs none). */
static void
by_the_list (Pointer              *p,
             const BnBattleAction *action,
             const char           *text)
{
  bn_battle_view_drop_picks (BN_BATTLE_VIEW (bn_play_window_get_board (p->window)));
  drain ();
  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    if (memcmp (bn_play_window_get_move (p->window, i), action, sizeof *action) == 0)
      {
        g_test_message ("by the list: %s", text);
        g_assert_true (bn_play_window_make_move (p->window, i));
        p->clicks++;
        p->by_list++;
        return;
      }
  g_assert_not_reached ();
}

/* Makes @action, told as @text, by its button on the action bar (or the
 * bar's menu of them). */
static void
click_on_bar (Pointer              *p,
              const BnBattleAction *action,
              const char           *text)
{
  BnActionBar *bar = BN_ACTION_BAR (bn_play_window_get_action_bar (p->window));
  guint before = bn_battle_get_n_actions (battle_of (p));

  for (guint i = 0; i < bn_action_bar_get_n_buttons (bar); i++)
    {
      GtkWidget *button = bn_action_bar_get_button (bar, i);

      if (GTK_IS_MENU_BUTTON (button))
        {
          GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));

          p->clicks++;
          if (click_in_popover (p, popover, text))
            break;
          p->clicks--;
        }
      else if (tooltip_tells (button, text))
        {
          click_button (p, button);
          break;
        }
    }
  g_assert_true (made (p, before));
  g_assert_cmpmem (bn_battle_get_action (battle_of (p), before), sizeof *action, action, sizeof *action);
  /* A button that ends a phase and the ends that follow by themselves. */
  if (bn_battle_get_n_actions (battle_of (p)) > before + 1 &&
      bn_battle_get_action (battle_of (p), before + 1)->side == action->side)
    p->chains++;
}

/* Makes @action, or the run of moves it begins, as a person would with the
 * pointer: see the file's head. */
static void
point_at_piece (Pointer              *p,
                const BnBattleAction *action,
                guint                 seed)
{
  const BnBattle *battle = battle_of (p);
  BnBattleWords words = { battle, { bn_played_battle_get_army (bn_play_window_get_played (p->window), 0),
                                    bn_played_battle_get_army (bn_play_window_get_played (p->window), 1) } };
  g_autofree char *text = bn_battle_words_action (&words, action);
  guint before = bn_battle_get_n_actions (battle);
  int actor_u = actor_unit (action), other_u = action->type == BN_ACTION_BATTLE ? (int) action->b : -1;
  BnHex actor, other;

  if (order_and_go (p, action, seed))
    return;
  grip_commander = commander_acting (action);
  if (action->type == BN_ACTION_PLAY_CARD)
    {
      /* A card of the hand: a click plays it. */
      g_assert_true (bn_play_window_play_card (p->window, action->a));
      p->clicks++;
      drain ();
      g_assert_true (made (p, before));
      return;
    }
  if (bn_action_bar_takes (action))
    {
      click_on_bar (p, action, text);
      return;
    }
  if (hexes_of (battle, action, &actor, &other))
    {
      gboolean moving = action->type == BN_ACTION_MOVE_UNIT || action->type == BN_ACTION_MOVE_GROUP ||
                        (action->type == BN_ACTION_MOVE_COMMANDER &&
                         !bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (bn_battle_get_rules (battle))));

      /* An enemy to fight: a click on it, if one unit alone may (its
       * ring says so). */
      if (!bn_hex_equal (other, actor) && !moving && touching (p, other) == 1)
        {
          click_counter (p, other, other_u);
          if (g_getenv ("BN_DEBUG_POINTER"))
            g_printerr ("  %s: clicked %d,%d (unit %d), made %d, popover %p\n", text, other.q, other.r, other_u,
                        made (p, before), (void *) board_popover (p));
          if (made (p, before))
            {
              g_assert_cmpmem (bn_battle_get_action (battle_of (p), before), sizeof *action, action, sizeof *action);
              return;
            }
          bn_battle_view_drop_picks (BN_BATTLE_VIEW (p->board));
        }
      if ((moving && action->b < 6) || action->type == BN_ACTION_FACE)
        {
          /* A move (with the turns on its way): the piece dragged to where
           * the run of its steps ends, one gesture. */
          BnHex stop = planned_stop (battle, action, actor, seed);

          if (bn_hex_equal (stop, actor) && moving)
            stop = bn_hex_neighbour (actor, action->b);

          if (!bn_hex_equal (stop, actor))
            {
              drag_counter (p, actor, actor_u, stop, -1);
              if (g_getenv ("BN_DEBUG_POINTER"))
                g_printerr ("  %s: dragged %d,%d to %d,%d (%u destinations), made %d, popover %p\n", text, actor.q,
                            actor.r, stop.q, stop.r, bn_battle_board_get_n_destinations (p->board), made (p, before),
                            (void *) board_popover (p));
              if (made (p, before))
                return;
              /* Dropped where two moves go (the commander along or not):
               * the popover there asks which. */
              if (click_in_popover (p, board_popover (p), text))
                {
                  g_assert_true (made (p, before));
                  return;
                }
              bn_battle_view_drop_picks (BN_BATTLE_VIEW (p->board));
            }
        }
      if (!bn_hex_equal (other, actor) && !moving)
        {
          /* Whom it fights, where it goes: dragged there. */
          drag_counter (p, actor, actor_u, other, other_u);
          if (g_getenv ("BN_DEBUG_POINTER"))
            g_printerr ("  %s: dragged unit %d on %d,%d to unit %d on %d,%d, made %d, popover %p, %u picked\n", text,
                        actor_u, actor.q, actor.r, other_u, other.q, other.r, made (p, before),
                        (void *) board_popover (p), bn_battle_board_get_n_destinations (p->board));
          if (made_or_chosen (p, before, action, text))
            return;
          bn_battle_view_drop_picks (BN_BATTLE_VIEW (p->board));
        }
      if (action->type == BN_ACTION_FACE || action->type == BN_ACTION_RECEIVE || action->type == BN_ACTION_RALLY)
        {
          /* A turn: a click on the unit's edge on that side. */
          click_hex (p, actor, action->b);
          if (made (p, before))
            return;
        }
      if (grip_commander >= 0)
        click_badge (p, (guint) grip_commander);
      else
        click_counter (p, actor, actor_u);
      if (made (p, before))
        return;
      if (moving && action->b < 6)
        other = bn_hex_neighbour (actor, action->b);
      if (action->type == BN_ACTION_FACE || action->type == BN_ACTION_RECEIVE)
        click_hex (p, actor, action->b);
      else if (!bn_hex_equal (other, actor))
        click_counter (p, other, other_u);
      /* The clicks left a choice: it is in the popover where they were. */
      if (made_or_chosen (p, before, action, text))
        return;
    }
  /* A leader's retainers and the like: the piece's own popover. */
  {
    BnHex hexes[BN_SCENARIO_MAX_HEXES];
    guint n = 0;
    const BnScenario *sc = bn_battle_get_scenario (battle);

    for (guint row = 0; row < sc->height; row++)
      for (guint col = 0; col < sc->width; col++)
        if (bn_battle_board_action_is_of (p->board, action, bn_hex_from_offset ((int) col, (int) row)))
          hexes[n++] = bn_hex_from_offset ((int) col, (int) row);
    if (n > 0)
      {
        right_click_hex (p, hexes[0]);
        if (g_getenv ("BN_DEBUG_POINTER"))
          g_printerr ("  right-click for %s: popover %p\n", text, (void *) board_popover (p));
        if (click_in_popover (p, board_popover (p), text))
          {
            g_assert_true (made (p, before));
            return;
          }
      }
  }
  by_the_list (p, action, text);
}

static void
point_at (Pointer              *p,
          const BnBattleAction *action,
          guint                 seed)
{
  point_at_piece (p, action, seed);
  grip_commander = -1;
}

/* ---- the open table (Junior General) ---- */

/* The widget point of the table's @x_mm, @y_mm. */
static void
table_point (Pointer *p,
             double   x_mm,
             double   y_mm,
             double  *x,
             double  *y)
{
  BnTableLayout layout = bn_table_board_get_layout (p->table);

  bn_table_layout_to_widget (&layout, x_mm, y_mm, x, y);
}

/* A click on the table at @x_mm, @y_mm, through its click gesture. */
static void
click_table (Pointer *p,
             double   x_mm,
             double   y_mm)
{
  GtkEventController *hover = controller (GTK_WIDGET (p->table), GTK_TYPE_EVENT_CONTROLLER_MOTION, 0);
  GtkEventController *click = controller (GTK_WIDGET (p->table), GTK_TYPE_GESTURE_CLICK, GDK_BUTTON_PRIMARY);
  double x, y;

  table_point (p, x_mm, y_mm, &x, &y);
  g_signal_emit_by_name (hover, "motion", x, y);
  g_signal_emit_by_name (click, "released", 1, x, y);
  p->clicks++;
  drain ();
}

/* A drag on the table from @from to @to (mm), through its drag gesture:
 * one pointer action. */
static void
drag_table (Pointer      *p,
            BnTablePoint  from,
            BnTablePoint  to)
{
  GtkEventController *drag = controller (GTK_WIDGET (p->table), GTK_TYPE_GESTURE_DRAG, 0);
  double x0, y0, x1, y1;

  table_point (p, from.x, from.y, &x0, &y0);
  table_point (p, to.x, to.y, &x1, &y1);
  g_signal_emit_by_name (drag, "drag-begin", x0, y0);
  g_signal_emit_by_name (drag, "drag-update", 8.0, 8.0);
  g_signal_emit_by_name (drag, "drag-update", x1 - x0, y1 - y0);
  g_signal_emit_by_name (drag, "drag-end", x1 - x0, y1 - y0);
  p->clicks++;
  drain ();
}

/* Where a person points at @piece: on its stands, a quarter of its
 * frontage off the middle (where a commander with it may stand). */
static BnTablePoint
on_piece (const BnBattle *battle,
          BnTablePiece    piece)
{
  BnTableRect r = bn_table_piece_footprint (battle, piece);
  double a = r.angle * G_PI / 180.0;

  if (piece.kind != BN_TABLE_PIECE_UNIT)
    return (BnTablePoint) { r.x, r.y };
  return (BnTablePoint) { r.x + r.width / 4 * cos (a), r.y + r.width / 4 * sin (a) };
}

/* Whether a move of the same piece and kind as @action was made: a unit
 * carried lands where the pointer let it go, to the millimetre, not
 * always on the place the computer's mind chose. */
static gboolean
made_like (Pointer              *p,
           guint                 before,
           const BnBattleAction *action)
{
  const BnBattleAction *done;

  if (!made (p, before))
    return FALSE;
  done = bn_battle_get_action (battle_of (p), before);
  g_assert_cmpuint (done->type, ==, action->type);
  g_assert_cmpuint (done->a, ==, action->a);
  return TRUE;
}

/* The move of the list that stands for @action: itself, or (the computer
 * may move a stand along a heading of its own) the move of that unit that
 * ends nearest where it would. */
static BnBattleAction
offered_for (Pointer              *p,
             const BnBattleAction *action)
{
  const BnBattle *battle = battle_of (p);
  BnBattleAction offered = *action;
  BnTableOffer wanted;
  double best = G_MAXDOUBLE;

  bn_table_offers_read (battle, action, 1, &wanted);
  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p->window, i);
      BnTableOffer o;

      if (memcmp (move, action, sizeof *action) == 0)
        return *action;
      if (move->type != action->type || move->a != action->a)
        continue;
      bn_table_offers_read (battle, move, 1, &o);
      if (hypot (o.to.x - wanted.to.x, o.to.y - wanted.to.y) < best)
        {
          best = hypot (o.to.x - wanted.to.x, o.to.y - wanted.to.y);
          offered = *move;
        }
    }
  return offered;
}

/* The enemy the computer's mind, having moved @unit by @move, would have
 * it charge when this turn's Charge into Melee step comes, or −1. */
static int
planned_charge (const BnBattle       *battle,
                const BnBattleAction *move,
                guint                 seed)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (seed);
  g_autoptr(BnBattle) copy = bn_battle_copy (battle, chance);
  guint turn = bn_battle_get_turn (battle);
  BnBattleAction next = *move;

  for (guint k = 0; k < 64; k++)
    {
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed + k + 1);

      if (!bn_battle_apply (copy, &next, NULL) || bn_battle_get_phase (copy) == BN_PHASE_OVER ||
          bn_battle_get_turn (copy) != turn || bn_jg_get_step (copy) > BN_JG_STEP_CHARGE)
        return -1;
      if (!bn_battle_ai_choose (ai, copy, &next))
        return -1;
      if (bn_jg_get_step (copy) == BN_JG_STEP_CHARGE && next.type == BN_ACTION_BATTLE && next.a == move->a &&
          next.side == move->side)
        return next.b;
    }
  return -1;
}

/* Makes @chosen on the open table as a person would: the bar's buttons
 * end a step; a unit is carried to where it goes, one drag (let go where
 * the computer's mind would put it, however near); a unit that shoots
 * or charges, dragged onto its target (a single click on the target
 * where no other stand may aim at it). */
static void
point_at_table (Pointer              *p,
                const BnBattleAction *chosen,
                guint                 seed)
{
  const BnBattle *battle = battle_of (p);
  BnBattleWords words = { battle, { bn_played_battle_get_army (bn_play_window_get_played (p->window), 0),
                                    bn_played_battle_get_army (bn_play_window_get_played (p->window), 1) } };
  BnBattleAction move = offered_for (p, chosen);
  const BnBattleAction *action = &move;
  g_autofree char *text = bn_battle_words_action (&words, action);
  guint before = bn_battle_get_n_actions (battle);
  BnTableOffer offer;

  if (bn_action_bar_takes (action))
    {
      click_on_bar (p, action, text);
      return;
    }
  bn_table_offers_read (battle, chosen, 1, &offer);
  if (offer.actor.kind != BN_TABLE_PIECE_NONE && bn_table_piece_present (battle, offer.actor))
    {
      BnTablePlace at = bn_table_piece_place (battle, offer.actor);
      BnTablePoint grip = on_piece (battle, offer.actor);

      /* A unit the computer's mind moves and then has charge: dragged
       * onto that enemy, one gesture; the board moves it within reach
       * and makes the charge when its step comes. */
      if (action->type == BN_ACTION_MOVE_UNIT)
        {
          int target = planned_charge (battle, chosen, seed);

          if (target >= 0)
            {
              BnTablePoint there = on_piece (battle, (BnTablePiece) { BN_TABLE_PIECE_UNIT, (guint8) target });

              drag_table (p, grip, there);
              if (made_like (p, before, action))
                {
                  p->planned++;
                  return;
                }
            }
        }
      /* Carried where the computer's mind would put it: the move made is
       * that unit's, to where the pointer let it go. */
      if (offer.moves && action->type == BN_ACTION_MOVE_UNIT && (offer.to.x != at.x || offer.to.y != at.y))
        {
          drag_table (p, grip, (BnTablePoint) { grip.x + offer.to.x - at.x, grip.y + offer.to.y - at.y });
          if (made_like (p, before, action))
            return;
        }
      bn_table_offers_read (battle, action, 1, &offer);
      /* An enemy only one stand may shoot at or charge: a click on it. */
      if (offer.target.kind != BN_TABLE_PIECE_NONE && bn_table_piece_present (battle, offer.target))
        {
          guint aimed = 0;

          for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
            {
              BnTableOffer o;

              bn_table_offers_read (battle, bn_play_window_get_move (p->window, i), 1, &o);
              aimed += bn_table_piece_equal (o.target, offer.target);
            }
          if (aimed == 1)
            {
              BnTablePoint there = on_piece (battle, offer.target);

              click_table (p, there.x, there.y);
              if (made (p, before))
                {
                  g_assert_cmpmem (bn_battle_get_action (battle_of (p), before), sizeof *action, action,
                                   sizeof *action);
                  return;
                }
              bn_battle_view_drop_picks (BN_BATTLE_VIEW (bn_play_window_get_board (p->window)));
            }
          else
            {
              /* Others may be aimed at it too: the stand dragged onto it,
               * one gesture. */
              BnTablePoint there = on_piece (battle, offer.target);

              drag_table (p, grip, there);
              if (made (p, before))
                {
                  g_assert_cmpmem (bn_battle_get_action (battle_of (p), before), sizeof *action, action,
                                   sizeof *action);
                  return;
                }
              bn_battle_view_drop_picks (BN_BATTLE_VIEW (bn_play_window_get_board (p->window)));
            }
        }
      click_table (p, grip.x, grip.y);
      if (!made (p, before))
        {
          if (offer.target.kind != BN_TABLE_PIECE_NONE && bn_table_piece_present (battle, offer.target))
            {
              BnTablePoint there = on_piece (battle, offer.target);

              click_table (p, there.x, there.y);
            }
          else if (offer.moves)
            click_table (p, offer.to.x, offer.to.y);
        }
      if (made (p, before))
        {
          if (g_getenv ("BN_DEBUG_POINTER"))
            {
              g_autofree char *did = bn_battle_words_action (&words, bn_battle_get_action (battle_of (p), before));

              g_printerr ("  table: wanted %s, made %s\n", text, did);
            }
          /* A move a centimetre or two from where the stand is may be
           * taken for it staying put: a move of that stand all the same. */
          if (action->type == BN_ACTION_MOVE_UNIT)
            g_assert_true (made_like (p, before, action));
          else
            g_assert_cmpmem (bn_battle_get_action (battle_of (p), before), sizeof *action, action, sizeof *action);
          return;
        }
      if (g_getenv ("BN_DEBUG_POINTER"))
        g_printerr ("  table: %s not made by the pointer\n", text);
    }
  by_the_list (p, action, text);
}

static int
compare_uint (gconstpointer a,
              gconstpointer b)
{
  return (int) *(const guint *) a - (int) *(const guint *) b;
}

static guint
median (GArray *values)
{
  if (values->len == 0)
    return 0;
  g_array_sort (values, compare_uint);
  return g_array_index (values, guint, values->len / 2);
}

typedef struct
{
  const char *rules;
  const char *scenario;
  guint64     seed;
  gboolean    on_table;   /* played on the open table, in centimetres */
} PointerCase;

/* A whole battle against the computer, played by the pointer. */
static void
test_pointer_battle (Fixture       *fixture,
                     gconstpointer  user_data)
{
  const PointerCase *pc = user_data;
  static const char *const mine[] = { "mounted-knights", "longbowmen", "men-at-arms", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", "mounted-sergeants", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) clicks_per_turn = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) moves_per_turn = g_array_new (FALSE, FALSE, sizeof (guint));
  Pointer p = { NULL, };
  gint64 hugh_army, odo_army;
  guint turn = 0, clicks_then = 0, moves_then = 0, moves = 0, steps = 0, counted = 0;
  gboolean own_turn = FALSE;

  two_hosts (fixture, mine, theirs, &hugh_army, &odo_army);
  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
    BnPlayedBattle *played;

    g_assert_no_error (error);
    played = bn_played_battle_start_with_rules (store, hugh_army, odo_army, pc->scenario, pc->seed,
                                                BN_PLAYED_BY_PEOPLE (0), bn_ruleset_lookup (pc->rules), &error);
    g_assert_no_error (error);
    p.window = bn_play_window_new (GTK_WINDOW (fixture->window), store, played);
  }
  wait_until_mapped (GTK_WIDGET (p.window));
  counted = bn_battle_get_n_actions (battle_of (&p));
  /* The hex board, or the open table for a ruleset played in centimetres. */
  if (BN_IS_TABLE_BOARD (bn_play_window_get_board (p.window)))
    p.table = BN_TABLE_BOARD (bn_play_window_get_board (p.window));
  else
    p.board = BN_BATTLE_BOARD (bn_play_window_get_board (p.window));
  g_assert_true (pc->on_table == (p.table != NULL));

  for (steps = 0; steps < 4000; steps++)
    {
      const BnBattle *battle;
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 31 + steps);
      BnBattleAction action;
      guint before;

      bn_play_window_skip (p.window);
      /* What the board does by itself once the moves are shown (a charge
       * planned) is done before the person looks. */
      for (guint seen = 0; pc->on_table && seen != bn_battle_get_n_actions (battle_of (&p));)
        {
          seen = bn_battle_get_n_actions (battle_of (&p));
          drain ();
          bn_play_window_skip (p.window);
        }
      battle = battle_of (&p);
      /* On the open table the person's moves are all those of his side,
       * wherever they were made: a charge planned by a drag is made by
       * the board when its step comes, after the computer's moves. */
      if (pc->on_table)
        for (; counted < bn_battle_get_n_actions (battle); counted++)
          moves += bn_battle_get_action (battle, counted)->side == 0;
      if (bn_battle_get_phase (battle) == BN_PHASE_OVER)
        break;
      if (bn_battle_get_turn (battle) != turn)
        {
          if (turn > 0 && own_turn)
            {
              guint c = p.clicks - clicks_then, m = moves - moves_then;

              g_array_append_val (clicks_per_turn, c);
              g_array_append_val (moves_per_turn, m);
              if (g_getenv ("BN_DEBUG_POINTER"))
                g_printerr ("turn %u: %u pointer actions, %u moves\n", turn, c, m);
            }
          turn = bn_battle_get_turn (battle);
          /* The person's own turns: those the computer's are answered in
           * are a stand or a retreat. On the open table both sides act
           * in every step of every turn. */
          own_turn = pc->on_table || bn_battle_get_active_side (battle) == 0;
          clicks_then = p.clicks;
          moves_then = moves;
        }
      /* The state at a glance says the turn (before the first, a leader's
       * first-move die waits) and the victory target. */
      {
        const char *state = bn_action_bar_get_state (BN_ACTION_BAR (bn_play_window_get_action_bar (p.window)));
        BnBattleGlance glance;
        g_autofree char *turn_words = NULL;

        /* Each side's own turns, with the limit where there is one. */
        bn_battle_get_glance (battle, &glance);
        turn_words = glance.turn == 0 ? g_strdup ("Before the first turn")
                     : glance.turn_limit > 0 ? g_strdup_printf ("Turn %u of %u", glance.turn, glance.turn_limit)
                     : g_strdup_printf ("Turn %u", glance.turn);
        g_assert_nonnull (strstr (state, turn_words));
        g_assert_nonnull (strstr (state, "Victory points"));
        if (glance.target.victory_points > 0)
          {
            g_autofree char *target = g_strdup_printf ("(%u to win)", glance.target.victory_points);

            g_assert_nonnull (strstr (state, target));
          }
      }
      g_assert_true (bn_battle_ai_choose (ai, battle, &action));
      before = bn_battle_get_n_actions (battle);
      {
        guint c0 = p.clicks;
        g_autofree char *t = NULL;
        {
            BnBattleWords w = { battle, { bn_played_battle_get_army (bn_play_window_get_played (p.window), 0),
                                          bn_played_battle_get_army (bn_play_window_get_played (p.window), 1) } };
            t = bn_battle_words_action (&w, &action);
        }

        if (p.table != NULL)
          point_at_table (&p, &action, 31 + steps);
        else
          point_at (&p, &action, 31 + steps);
        if (g_getenv ("BN_DEBUG_POINTER"))
          {
            g_printerr ("T%u %s [%s] side %u: %u clicks\n", turn, bn_battle_action_type_to_string (action.type), t, action.side, p.clicks - c0);
          }
      }
      /* The person's moves, as many as the list would have taken: those
       * made before the computer answered. */
      battle = battle_of (&p);
      if (!pc->on_table)
      {
        guint own = 0;

        for (guint i = before; i < bn_battle_get_n_actions (battle); i++)
          if (bn_battle_get_action (battle, i)->side == action.side)
            own++;
          else
            break;
        moves += own;
        /* One gesture, several of the engine's steps. */
        p.paths += own > 1;
      }
    }
  g_assert_cmpint (bn_battle_get_phase (battle_of (&p)), ==, BN_PHASE_OVER);
  g_assert_cmpuint (clicks_per_turn->len, >, 0);
  g_test_message ("%s on %s: %u turns, %u pointer actions (%u runs of several steps, %u bar clicks ending phases "
                  "that follow by themselves, %u drags onto an enemy moving and planning a charge, %u by the list), "
                  "%u moves; median per turn: %u pointer actions against %u moves in the list",
                  pc->rules, pc->scenario, clicks_per_turn->len, p.clicks, p.paths, p.chains, p.planned, p.by_list,
                  moves, median (clicks_per_turn), median (moves_per_turn));
  /* Every move was made on the board, the bar, the hand or a popover on
   * a piece: the list in words was not needed. */
  g_assert_cmpuint (p.by_list, ==, 0);
  /* And it took fewer pointer actions a turn than the list in words would
   * have taken rows (the median of the person's own turns). On the open
   * table a stand dragged onto an enemy in the Movement step moves and,
   * when Charge into Melee comes, charges it: one gesture, two moves. */
  g_assert_cmpuint (median (clicks_per_turn), <, median (moves_per_turn));
  if (pc->on_table)
    g_assert_cmpuint (p.planned, >, 0);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* ---- the odds on hover ---- */

/* The pointer rests on @hex, through the board's motion controller. (Not
 * drained: the display's own pointer, which stays where it is, would
 * speak next.) */
static void
hover_hex (Pointer *p,
           BnHex    hex)
{
  GtkEventController *hover = controller (GTK_WIDGET (p->board), GTK_TYPE_EVENT_CONTROLLER_MOTION, 0);
  double x, y;

  g_assert_true (bn_battle_board_hex_position (p->board, hex, &x, &y));
  g_signal_emit_by_name (hover, "motion", x, y);
}

/* How many of the attacks offered are made on @hex. */
static guint
attacks_on (Pointer *p,
            BnHex    hex)
{
  const BnBattle *battle = battle_of (p);
  guint n = 0;

  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p->window, i);
      BnHex a, b;

      if (bn_combat_preview_possible (battle, move) && hexes_of (battle, move, &a, &b) && bn_hex_equal (b, hex))
        n++;
    }
  return n;
}

/* Until an attack of the person's is offered, against the computer, the
 * pointer rests on its target, having picked the attacker first where
 * other units may fight it too: the popover beside the target shows the
 * engine's own preview of that one combat, in the words the panel's odds
 * use, and goes when the pointer leaves the enemy. */
static void
test_odds_on_hover (Fixture       *fixture,
                    gconstpointer  user_data)
{
  const PointerCase *pc = user_data;
  static const char *const mine[] = { "mounted-knights", "longbowmen", "men-at-arms", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", "mounted-sergeants", NULL };
  g_autoptr(GError) error = NULL;
  Pointer p = { NULL, };
  gint64 hugh_army, odo_army;
  guint shown = 0, alone = 0, picked = 0, several = 0;

  two_hosts (fixture, mine, theirs, &hugh_army, &odo_army);
  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
    BnPlayedBattle *played;

    g_assert_no_error (error);
    played = bn_played_battle_start_with_rules (store, hugh_army, odo_army, pc->scenario, pc->seed,
                                                BN_PLAYED_BY_PEOPLE (0), bn_ruleset_lookup (pc->rules), &error);
    g_assert_no_error (error);
    p.window = bn_play_window_new (GTK_WINDOW (fixture->window), store, played);
  }
  wait_until_mapped (GTK_WIDGET (p.window));
  p.board = BN_BATTLE_BOARD (bn_play_window_get_board (p.window));

  for (guint steps = 0; steps < 3000 && shown < 3 + 3 * (picked == 0); steps++)
    {
      const BnBattle *battle;
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 77 + steps);
      BnBattleAction action;

      bn_play_window_skip (p.window);
      battle = battle_of (&p);
      if (bn_battle_get_phase (battle) == BN_PHASE_OVER)
        break;
      g_assert_true (bn_battle_ai_choose (ai, battle, &action));
      if (bn_combat_preview_possible (battle, &action))
        {
          BnBattleWords words = { battle, { bn_played_battle_get_army (bn_play_window_get_played (p.window), 0),
                                            bn_played_battle_get_army (bn_play_window_get_played (p.window), 1) } };
          g_autoptr(BnCombatPreview) preview = NULL;
          g_autofree char *expected = NULL;
          BnHex actor, target;
          GtkWidget *odds;

          g_assert_true (hexes_of (battle, &action, &actor, &target));
          if (attacks_on (&p, target) > 1)
            {
              /* Others may fight it: the attacker picked first, if a
               * click picks it rather than makes its one choice. */
              guint before = bn_battle_get_n_actions (battle);

              click_hex (&p, actor, -1);
              if (made (&p, before))
                continue;
              picked++;
            }
          else
            alone++;
          hover_hex (&p, target);
          odds = bn_battle_board_get_odds (p.board, &action);
          g_assert_nonnull (odds);
          g_assert_true (gtk_widget_get_visible (odds));
          preview = bn_combat_preview_new (battle, &action, 1000, bn_battle_get_n_actions (battle) + 1, &error);
          g_assert_no_error (error);
          expected = bn_battle_words_preview (&words, preview);
          g_assert_cmpstr (bn_combat_odds_get_text (BN_COMBAT_ODDS (odds)), ==, expected);
          g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (odds, GTK_TYPE_POPOVER)));
          /* Every line of it shown: the popover is as tall as its words
           * need at its width, and no taller than the window. */
          {
            GtkWidget *popover = gtk_widget_get_ancestor (odds, GTK_TYPE_POPOVER);
            GtkWidget *box = gtk_popover_get_child (GTK_POPOVER (popover));
            int need = 0;

            /* A few frames: the popover is given its size, and leaves out
             * what the screen has no room for. */
            for (guint k = 0; k < 60; k++)
              {
                g_usleep (5000);
                g_main_context_iteration (NULL, FALSE);
              }
            /* (Unless gone meanwhile, as the moves offered changed.) */
            if (gtk_widget_get_visible (popover))
              {
                g_assert_cmpint (gtk_widget_get_width (box), >, 0);
                gtk_widget_measure (box, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (box), &need, NULL, NULL,
                                    NULL);
                if (g_getenv ("BN_DEBUG_POINTER"))
                  g_printerr ("odds: need %d, box %dx%d, popover %d, window %d, n %u\n", need,
                              gtk_widget_get_width (box), gtk_widget_get_height (box),
                              gtk_widget_get_height (popover), gtk_widget_get_height (GTK_WIDGET (p.window)),
                              bn_battle_board_get_n_odds (p.board));
                g_assert_cmpint (need, <=, gtk_widget_get_height (box));
                g_assert_cmpint (gtk_widget_get_height (popover), <=, gtk_widget_get_height (GTK_WIDGET (p.window)));
                several += bn_battle_board_get_n_odds (p.board) > 1;
              }
          }
          shown++;
          /* Off the enemy, the odds go. */
          hover_hex (&p, actor);
          g_assert_cmpuint (bn_battle_board_get_n_odds (p.board), ==, 0);
          g_assert_null (bn_battle_board_get_odds (p.board, &action));
          bn_battle_view_drop_picks (BN_BATTLE_VIEW (p.board));
          drain ();
        }
      /* The move made, from the list (the pointer's count is not the point here). */
      for (guint i = 0; i < bn_play_window_get_n_moves (p.window); i++)
        if (memcmp (bn_play_window_get_move (p.window, i), &action, sizeof action) == 0)
          {
            g_assert_true (bn_play_window_make_move (p.window, i));
            break;
          }
      drain ();
    }
  g_test_message ("%s: odds shown on %u attacks (%u with the attacker picked first, %u of one attacker, %u beside "
                  "others)", pc->rules, shown, picked, alone, several);
  g_assert_cmpuint (shown, >=, 1);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* ---- zoom ---- */

/* Ctrl+scroll zooms about the hex under the pointer: it stays there, and
 * the board around it is drawn (not one hex in a corner). */
static void
test_scroll_zoom (Fixture       *fixture,
                  gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", NULL };
  g_autoptr(GError) error = NULL;
  Pointer p = { NULL, };
  gint64 hugh_army, odo_army;
  const BnScenario *sc;
  BnHex aim;
  double x0, y0, x1, y1;
  guint inside = 0;

  two_hosts (fixture, mine, theirs, &hugh_army, &odo_army);
  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
    BnPlayedBattle *played;

    g_assert_no_error (error);
    played = bn_played_battle_start_with_rules (store, hugh_army, odo_army, "open-field", 3, BN_PLAYED_BY_PEOPLE (0),
                                                bn_ruleset_lookup ("lords-and-levies"), &error);
    g_assert_no_error (error);
    p.window = bn_play_window_new (GTK_WINDOW (fixture->window), store, played);
  }
  wait_until_mapped (GTK_WIDGET (p.window));
  p.board = BN_BATTLE_BOARD (bn_play_window_get_board (p.window));
  sc = bn_battle_get_scenario (battle_of (&p));
  /* Off the middle, where a zoom about the wrong point shows; in the
   * middle column, since a board narrower than the view stays centred
   * across it and so holds a hex off to the side back by up to a hex. */
  aim = bn_hex_from_offset ((int) sc->width / 2, (int) sc->height * 3 / 8);
  g_assert_true (bn_battle_board_hex_position (p.board, aim, &x0, &y0));
  hover_hex (&p, aim);
  bn_battle_board_scroll_zoom (p.board, -1.0);
  bn_battle_board_scroll_zoom (p.board, -1.0);
  /* The same steps as the table view's (one viewport for both, checked
   * the same way in test-table-view-ui). */
  g_assert_cmpfloat_with_epsilon (bn_battle_board_get_zoom (p.board), 1.44, 1e-9);
  g_assert_true (bn_battle_board_hex_position (p.board, aim, &x1, &y1));
  {
    /* Still under the pointer (the edge of the board may hold it back a
     * little): nearer than half the way to the next hex. */
    double nx, ny;

    g_assert_true (bn_battle_board_hex_position (p.board, bn_hex_neighbour (aim, 3), &nx, &ny));
    g_assert_cmpfloat (hypot (x1 - x0, y1 - y0), <, hypot (nx - x1, ny - y1) / 2);
  }
  for (guint row = 0; row < sc->height; row++)
    for (guint col = 0; col < sc->width; col++)
      {
        double x, y;

        g_assert_true (bn_battle_board_hex_position (p.board, bn_hex_from_offset ((int) col, (int) row), &x, &y));
        g_assert_true (isfinite (x) && isfinite (y));
        inside += x >= 0 && y >= 0 && x <= gtk_widget_get_width (GTK_WIDGET (p.board)) &&
                  y <= gtk_widget_get_height (GTK_WIDGET (p.board));
      }
  g_assert_cmpuint (inside, >, sc->width * sc->height / 4);
  /* Out once: the hex still under the pointer. */
  bn_battle_board_scroll_zoom (p.board, 1.0);
  g_assert_cmpfloat_with_epsilon (bn_battle_board_get_zoom (p.board), 1.2, 1e-9);
  {
    double x2, y2, nx, ny;

    g_assert_true (bn_battle_board_hex_position (p.board, aim, &x2, &y2));
    g_assert_true (bn_battle_board_hex_position (p.board, bn_hex_neighbour (aim, 3), &nx, &ny));
    g_assert_cmpfloat (hypot (x2 - x0, y2 - y0), <, hypot (nx - x2, ny - y2) / 2);
  }
  /* The keys, as on the table view: + a quarter in, 0 the whole board. */
  {
    gboolean handled = FALSE;
    GtkEventController *keys = controller (GTK_WIDGET (p.board), GTK_TYPE_EVENT_CONTROLLER_KEY, 0);

    g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_plus, 0, 0, &handled);
    g_assert_true (handled);
    g_assert_cmpfloat_with_epsilon (bn_battle_board_get_zoom (p.board), 1.5, 1e-9);
    g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_0, 0, 0, &handled);
    g_assert_cmpfloat (bn_battle_board_get_zoom (p.board), ==, 1.0);
  }
  /* And Ctrl+scroll back out: the whole board again. */
  bn_battle_board_scroll_zoom (p.board, -1.0);
  for (guint i = 0; i < 4; i++)
    bn_battle_board_scroll_zoom (p.board, 1.0);
  g_assert_cmpfloat (bn_battle_board_get_zoom (p.board), ==, 1.0);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* ---- what the pointer is told ---- */

/* A Lords & Levies battle on the open field against the computer, its
 * window shown. */
static void
start_played (Fixture *fixture,
              Pointer *p,
              guint    seed)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", "men-at-arms", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", "mounted-sergeants", NULL };
  g_autoptr(GError) error = NULL;
  gint64 hugh_army, odo_army;

  static gint64 saved[2];

  /* A battle more, after the first: on the hosts saved then. */
  if (fixture->app == NULL)
    two_hosts (fixture, mine, theirs, &saved[0], &saved[1]);
  hugh_army = saved[0];
  odo_army = saved[1];
  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
    BnPlayedBattle *played;

    g_assert_no_error (error);
    played = bn_played_battle_start_with_rules (store, hugh_army, odo_army, "open-field", seed,
                                                BN_PLAYED_BY_PEOPLE (0), bn_ruleset_lookup ("lords-and-levies"),
                                                &error);
    g_assert_no_error (error);
    p->window = bn_play_window_new (GTK_WINDOW (fixture->window), store, played);
  }
  wait_until_mapped (GTK_WIDGET (p->window));
  p->board = BN_BATTLE_BOARD (bn_play_window_get_board (p->window));
}

/* The person's next move, as the computer's mind would make it, from the
 * list (the computer's own are shown to the end first). Returns: whether
 * the battle goes on. */
static gboolean
play_on (Pointer *p,
         guint    step)
{
  g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 101 + step);
  BnBattleAction action;

  bn_play_window_skip (p->window);
  if (bn_battle_get_phase (battle_of (p)) == BN_PHASE_OVER)
    return FALSE;
  g_assert_true (bn_battle_ai_choose (ai, battle_of (p), &action));
  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    if (memcmp (bn_play_window_get_move (p->window, i), &action, sizeof action) == 0)
      {
        g_assert_true (bn_play_window_make_move (p->window, i));
        break;
      }
  drain ();
  return TRUE;
}

/* The first widget under @widget (itself included, depth first) that
 * @match takes. */
static GtkWidget *
find_widget (GtkWidget     *widget,
             gboolean     (*match) (GtkWidget *widget, gconstpointer data),
             gconstpointer  data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
has_action (GtkWidget     *widget,
            gconstpointer  action_name)
{
  return GTK_IS_ACTIONABLE (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0;
}

static GtkWidget *
find_actionable (GtkWidget  *widget,
                 const char *action_name)
{
  return find_widget (widget, has_action, action_name);
}

/* The button that takes back a move says so in words beside its arrow:
 * alone at the top left, the arrow was taken for GNOME's Back. */
static void
test_undo_worded (Fixture       *fixture,
                  gconstpointer  user_data)
{
  Pointer p = { NULL, };
  GtkWidget *undo, *content;

  start_played (fixture, &p, 7);
  undo = find_actionable (GTK_WIDGET (p.window), "play.undo");
  g_assert_nonnull (undo);
  g_assert_true (gtk_widget_get_mapped (undo));
  content = gtk_button_get_child (GTK_BUTTON (undo));
  g_assert_true (ADW_IS_BUTTON_CONTENT (content));
  g_assert_cmpstr (adw_button_content_get_icon_name (ADW_BUTTON_CONTENT (content)), ==, "edit-undo-symbolic");
  g_assert_cmpstr (adw_button_content_get_label (ADW_BUTTON_CONTENT (content)), ==, "_Take Back");
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

static void
count_chosen_cb (BnActionBar *bar,
                 guint        index,
                 guint       *count)
{
  (*count)++;
}

/* "Done Moving" turned "End the Turn" in the same place: a press there a
 * moment later was meant for the old button, and does nothing; once the
 * bar has settled, a press and click end the turn. Keys are not held up. */
static void
test_bar_settles (Fixture       *fixture,
                  gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnActionBar *bar;
  BnBattleWords words;
  BnBattleAction done_moving = { .type = BN_ACTION_END_MOVES }, end_turn = { .type = BN_ACTION_END_TURN };
  GtkWidget *button;
  GtkEventController *guard;
  guint chosen = 0;

  start_played (fixture, &p, 7);
  bar = BN_ACTION_BAR (bn_play_window_get_action_bar (p.window));
  words = (BnBattleWords) { battle_of (&p), { bn_played_battle_get_army (bn_play_window_get_played (p.window), 0),
                                               bn_played_battle_get_army (bn_play_window_get_played (p.window), 1) } };
  done_moving.side = end_turn.side = (guint8) bn_battle_get_acting_side (battle_of (&p));
  /* The test speaks to the bar alone: the window's own handler is held. */
  g_signal_handlers_block_matched (bar, G_SIGNAL_MATCH_ID, g_signal_lookup ("action-chosen", BN_TYPE_ACTION_BAR),
                                   0, NULL, NULL, NULL);
  g_signal_connect (bar, "action-chosen", G_CALLBACK (count_chosen_cb), &chosen);
  bn_action_bar_set_actions (bar, &words, &done_moving, 1);
  while (bn_action_bar_get_settling (bar))
    g_main_context_iteration (NULL, TRUE);
  bn_action_bar_set_actions (bar, &words, &end_turn, 1);
  g_assert_true (bn_action_bar_get_settling (bar));
  button = bn_action_bar_get_button (bar, 0);
  g_assert_nonnull (button);
  guard = controller (gtk_widget_get_parent (button), GTK_TYPE_GESTURE_CLICK, 0);
  /* The second click of a quick double click. */
  g_signal_emit_by_name (guard, "pressed", 1, 4.0, 4.0);
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpuint (chosen, ==, 0);
  while (bn_action_bar_get_settling (bar))
    g_main_context_iteration (NULL, TRUE);
  g_signal_emit_by_name (guard, "pressed", 1, 4.0, 4.0);
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpuint (chosen, ==, 1);
  /* A key on the button right after a change is meant for what it says. */
  bn_action_bar_set_actions (bar, &words, &done_moving, 1);
  g_assert_true (bn_action_bar_get_settling (bar));
  g_signal_emit_by_name (bn_action_bar_get_button (bar, 0), "clicked");
  g_assert_cmpuint (chosen, ==, 2);
  g_signal_handlers_disconnect_by_func (bar, count_chosen_cb, &chosen);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* The words of the bar's button @index (a menu button's too). */
static const char *
bar_label (BnActionBar *bar,
           guint        index)
{
  GtkWidget *button = bn_action_bar_get_button (bar, index);

  g_assert_nonnull (button);
  return GTK_IS_MENU_BUTTON (button) ? gtk_menu_button_get_label (GTK_MENU_BUTTON (button))
                                     : gtk_button_get_label (GTK_BUTTON (button));
}

/* The bar suggests honestly: an end that gives up attacks still offered
 * is plain and says how many; a struck leader's side sees its retainers'
 * wards beside "Take the Blow", one ward with its chance, several in a
 * menu; the plain end, with nothing left to do, is suggested. */
static void
test_bar_suggests_honestly (Fixture       *fixture,
                            gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnActionBar *bar;
  BnBattleWords words;
  guint8 side;

  start_played (fixture, &p, 7);
  bar = BN_ACTION_BAR (bn_play_window_get_action_bar (p.window));
  words = (BnBattleWords) { battle_of (&p), { bn_played_battle_get_army (bn_play_window_get_played (p.window), 0),
                                               bn_played_battle_get_army (bn_play_window_get_played (p.window), 1) } };
  side = (guint8) bn_battle_get_acting_side (battle_of (&p));
  g_signal_handlers_block_matched (bar, G_SIGNAL_MATCH_ID, g_signal_lookup ("action-chosen", BN_TYPE_ACTION_BAR),
                                   0, NULL, NULL, NULL);
  {
    BnBattleAction attacks[] = {
      { .type = BN_ACTION_BATTLE, .side = side, .a = 0, .b = 3 },
      { .type = BN_ACTION_BATTLE, .side = side, .a = 0, .b = 4 },
      { .type = BN_ACTION_BATTLE, .side = side, .a = 1, .b = 3 },
      { .type = BN_ACTION_END_TURN, .side = side },
    };

    bn_action_bar_set_actions (bar, &words, attacks, G_N_ELEMENTS (attacks));
    g_assert_cmpuint (bn_action_bar_get_n_buttons (bar), ==, 1);
    g_assert_cmpstr (bar_label (bar, 0), ==, "_End the Turn (2 attacks not made)");
    g_assert_false (gtk_widget_has_css_class (bn_action_bar_get_button (bar, 0), "suggested-action"));
    bn_action_bar_set_actions (bar, &words, &attacks[3], 1);
    g_assert_cmpstr (bar_label (bar, 0), ==, "_End the Turn");
    g_assert_true (gtk_widget_has_css_class (bn_action_bar_get_button (bar, 0), "suggested-action"));
  }
  {
    BnBattleAction moves[] = {
      { .type = BN_ACTION_MOVE_UNIT, .side = side, .a = 0, .b = 0 },
      { .type = BN_ACTION_END_MOVES, .side = side },
    };

    bn_action_bar_set_actions (bar, &words, moves, G_N_ELEMENTS (moves));
    g_assert_false (gtk_widget_has_css_class (bn_action_bar_get_button (bar, 0), "suggested-action"));
  }
  {
    BnBattleAction struck[] = {
      { .type = BN_ACTION_RETAINER, .side = side, .a = 0, .c = BN_RETAINER_USE_WARD },
      { .type = BN_ACTION_RETAINER, .side = side, .a = 0, .c = BN_RETAINER_USE_COMMAND },
      { .type = BN_ACTION_TAKE_BLOW, .side = side },
      { .type = BN_ACTION_RETAINER, .side = side, .a = 1, .c = BN_RETAINER_USE_WARD },
    };

    /* One ward: beside the blow, with its chance. A retainer's other uses
     * stay on his leader's piece. */
    bn_action_bar_set_actions (bar, &words, struck, 3);
    g_assert_cmpuint (bn_action_bar_get_n_buttons (bar), ==, 2);
    g_assert_true (g_str_has_prefix (bar_label (bar, 0), "_Ward Off the Blow"));
    g_assert_cmpstr (bar_label (bar, 1), ==, "_Take the Blow");
    for (guint i = 0; i < 2; i++)
      g_assert_false (gtk_widget_has_css_class (bn_action_bar_get_button (bar, i), "suggested-action"));
    g_assert_true (bn_action_bar_choose (bar, BN_ACTION_RETAINER));
    /* Two: a menu of them. */
    bn_action_bar_set_actions (bar, &words, struck, G_N_ELEMENTS (struck));
    g_assert_cmpuint (bn_action_bar_get_n_buttons (bar), ==, 2);
    g_assert_true (GTK_IS_MENU_BUTTON (bn_action_bar_get_button (bar, 0)));
    g_assert_cmpstr (bar_label (bar, 0), ==, "_Ward Off…");
  }
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* A hex with no unit, as far from @from as the board goes. */
static BnHex
far_empty_hex (const BnBattle *battle,
               BnHex           from)
{
  const BnScenario *sc = bn_battle_get_scenario (battle);
  BnHex best = from;
  guint best_d = 0;

  for (guint row = 0; row < sc->height; row++)
    for (guint col = 0; col < sc->width; col++)
      {
        BnHex hex = bn_hex_from_offset ((int) col, (int) row);
        guint8 units[4];
        guint d = bn_hex_distance (hex, from);

        if (d > best_d && bn_battle_units_at (battle, hex, units) == 0)
          {
            best = hex;
            best_d = d;
          }
      }
  return best;
}

/* A unit dragged where none of its moves goes is put back, and the board
 * says why beside the drop ("Out of reach"); one of the side to act with
 * nothing to do says so too. Nothing is made. */
static void
test_drop_says_why (Fixture       *fixture,
                    gconstpointer  user_data)
{
  Pointer p = { NULL, };
  guint out_of_reach = 0, idle = 0;

  start_played (fixture, &p, 7);
  for (guint step = 0; step < 600 && (out_of_reach < 3 || idle < 1); step++)
    {
      const BnBattle *battle;

      bn_play_window_skip (p.window);
      battle = battle_of (&p);
      if (bn_battle_get_phase (battle) == BN_PHASE_OVER)
        break;
      for (guint u = 0; u < bn_battle_get_n_units (battle) && bn_play_window_get_n_moves (p.window) > 0; u++)
        {
          const BnBattleUnit *unit = bn_battle_get_unit (battle, u);
          GtkEventController *drag = controller (GTK_WIDGET (p.board), GTK_TYPE_GESTURE_DRAG, 0);
          guint before = bn_battle_get_n_actions (battle), offered = 0, n_steps;
          BnHex far;
          double x0, y0, x1, y1;

          if (unit->figures == 0 || unit->side != bn_battle_get_acting_side (battle) || unit->side != 0)
            continue;
          for (guint i = 0; i < bn_play_window_get_n_moves (p.window); i++)
            offered += bn_play_window_get_move (p.window, i)->a == u &&
                       bn_play_window_get_move (p.window, i)->type != BN_ACTION_END_MOVES &&
                       bn_play_window_get_move (p.window, i)->type != BN_ACTION_END_ORDERS &&
                       bn_play_window_get_move (p.window, i)->type != BN_ACTION_END_TURN &&
                       bn_play_window_get_move (p.window, i)->type != BN_ACTION_PLAY_CARD;
          far = far_empty_hex (battle, unit->hex);
          point_of (&p, unit->hex, (int) u, &x0, &y0);
          g_assert_true (bn_battle_board_hex_position (p.board, far, &x1, &y1));
          g_signal_emit_by_name (drag, "drag-begin", x0, y0);
          g_signal_emit_by_name (drag, "drag-update", 8.0, 8.0);
          g_signal_emit_by_name (drag, "drag-update", x1 - x0, y1 - y0);
          /* Only where the board marks ways, none of them to there. */
          if (bn_battle_board_get_n_destinations (p.board) > 0 && bn_battle_board_get_path (p.board, far, &n_steps) != NULL)
            x1 = x0, y1 = y0;
          g_signal_emit_by_name (drag, "drag-end", x1 - x0, y1 - y0);
          drain ();
          if (x1 == x0 && y1 == y0)
            continue;
          g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), ==, before);
          if (bn_battle_board_get_n_destinations (p.board) > 0 || offered > 0)
            {
              if (g_strcmp0 (bn_battle_board_get_notice (p.board), "Out of reach") == 0)
                out_of_reach++;
            }
          else
            {
              const char *said = bn_battle_board_get_notice (p.board);

              g_assert_nonnull (said);
              g_assert_true (g_str_equal (said, "No shot: nothing in range") ||
                             g_str_equal (said, "Nothing for it to do now"));
              idle++;
            }
          bn_battle_view_drop_picks (BN_BATTLE_VIEW (p.board));
          drain ();
        }
      if (!play_on (&p, step))
        break;
    }
  g_test_message ("%u drops out of reach, %u of units with nothing to do", out_of_reach, idle);
  g_assert_cmpuint (out_of_reach, >=, 3);
  g_assert_cmpuint (idle, >=, 1);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* On a hex of two enemies, a click on the counter of one that a single
 * unit of the person's may attack makes that attack (as on a hex of
 * one): it is not a pick of both, undone by the next click. */
static void
test_stacked_enemy_click (Fixture       *fixture,
                          gconstpointer  user_data)
{
  Pointer p = { NULL, };
  guint attacked = 0;

  for (guint seed = 7; seed < 19 && attacked == 0; seed++)
  {
  if (p.window != NULL)
    gtk_window_destroy (GTK_WINDOW (p.window));
  start_played (fixture, &p, seed);
  for (guint step = 0; step < 2000 && attacked == 0; step++)
    {
      const BnBattle *battle;

      bn_play_window_skip (p.window);
      battle = battle_of (&p);
      if (bn_battle_get_phase (battle) == BN_PHASE_OVER)
        break;
      for (guint i = 0; i < bn_play_window_get_n_moves (p.window) && attacked == 0 &&
                        bn_battle_get_acting_side (battle) == 0; i++)
        {
          const BnBattleAction *move = bn_play_window_get_move (p.window, i);
          guint8 there[4];
          guint on_it = 0, beside = 0, before;
          BnHex hex;
          BnBattleAction wanted;

          if (move->type != BN_ACTION_BATTLE)
            continue;
          hex = bn_battle_get_unit (battle, move->b)->hex;
          if (bn_battle_units_at (battle, hex, there) != 2)
            continue;
          for (guint j = 0; j < bn_play_window_get_n_moves (p.window); j++)
            {
              const BnBattleAction *other = bn_play_window_get_move (p.window, j);

              on_it += other->type == BN_ACTION_BATTLE && other->b == move->b;
              beside += other->type == BN_ACTION_BATTLE && other->b != move->b &&
                        bn_hex_equal (bn_battle_get_unit (battle, other->b)->hex, hex);
            }
          if (on_it != 1 || beside == 0)
            continue;
          wanted = *move;
          before = bn_battle_get_n_actions (battle);
          bn_battle_view_drop_picks (BN_BATTLE_VIEW (p.board));
          click_counter (&p, hex, (int) wanted.b);
          g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), >, before);
          g_assert_cmpint (memcmp (bn_battle_get_action (battle_of (&p), before), &wanted, sizeof wanted), ==, 0);
          attacked++;
        }
      if (attacked == 0 && !play_on (&p, step))
        break;
    }
  }
  if (attacked == 0)
    g_test_skip ("no hex of two enemies was ever attacked by one unit alone");
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

static void
collect_cards (GtkWidget *widget,
               GPtrArray *out)
{
  if (gtk_widget_has_css_class (widget, "command-card"))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_cards (child, out);
}

/* Whether the card in @slot of the hand of the side to act, played now,
 * lets anything be ordered: the engine's legal actions after it. */
static gboolean
card_orders (const BnBattle *battle,
             guint           slot)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (3);
  g_autoptr(BnBattle) copy = bn_battle_copy (battle, chance);
  g_autoptr(GArray) after = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnBattleAction play = { BN_ACTION_PLAY_CARD, (guint8) bn_battle_get_acting_side (battle), (guint8) slot, 0, 0 };

  /* A card that would order nothing may not be played at all. */
  if (!bn_battle_apply (copy, &play, NULL))
    return FALSE;
  bn_battle_legal_actions (copy, after);
  for (guint i = 0; i < after->len; i++)
    switch (g_array_index (after, BnBattleAction, i).type)
      {
      case BN_ACTION_ORDER_UNIT:
      case BN_ACTION_ORDER_COMMANDER:
      case BN_ACTION_ORDER_GROUP:
        return TRUE;
      default:
        break;
      }
  return FALSE;
}

/* ---- positions built for a test ---- */

/* Saves a host of @types for @leader_id, every unit red and he with the
 * first, so that no commander of it stands alone. Returns: its id. */
static gint64
save_red_host (Fixture           *fixture,
               gint64             leader_id,
               const char        *name,
               const char *const *types)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
  g_autoptr(BnChance) muster = bn_chance_new_typed ();
  g_autoptr(BnArmy) army = bn_army_new (leader_id, name);

  g_assert_no_error (error);
  g_assert_true (bn_chance_push_cards_text (muster, "QH,AC", &error));
  bn_army_set_muster (army, bn_muster_draw (fixture->leader_rules, muster, 8, &error));
  g_assert_no_error (error);
  for (guint i = 0; types[i] != NULL; i++)
    {
      BnUnit *unit = bn_unit_rules_new_unit (fixture->unit_rules, types[i], &error);

      g_assert_no_error (error);
      unit->colour = BN_COLOUR_RED;
      g_ptr_array_add (army->units, bn_army_unit_new (unit, 0));
    }
  g_ptr_array_add (army->posts, bn_army_post_new (leader_id, BN_ARMY_ROLE_COMMANDER, 0));
  g_assert_true (bn_store_save_army (store, army, &error));
  g_assert_no_error (error);
  return army->id;
}

/* A Lords & Levies battle under @seed on the open field where the
 * person's side moves first (tests/scenarios/south-moves-first.xml):
 * Baron Hugh's host (@red: all red, he with its knights; else of three
 * colours, he standing alone) against Count Odo's host of three colours;
 * its window shown in the person's first card phase, before any die is
 * thrown or the computer moves. */
static void
start_first (Fixture *fixture,
             Pointer *p,
             guint    seed,
             gboolean red)
{
  open_south_first (fixture, p, seed, red ? save_red_host : save_army);
  bn_play_window_skip (p->window);
  g_assert_cmpint (bn_battle_get_phase (battle_of (p)), ==, BN_PHASE_PLAY_CARD);
  g_assert_cmpuint (bn_battle_get_acting_side (battle_of (p)), ==, 0);
  g_assert_cmpuint (bn_battle_get_n_actions (battle_of (p)), ==, 0);
}

static void
start_red_first (Fixture *fixture,
                 Pointer *p,
                 guint    seed)
{
  start_first (fixture, p, seed, TRUE);
}

/* In the hand, a card that would order nothing now is dimmed and says so;
 * the others are not. Hugh's host is all red and he stands with a unit:
 * a blue or green card, or "three freestanding commanders", orders
 * nothing; a red card or "one of each colour" orders. Among the first
 * hands of a few seeds, some hold both. */
static void
test_idle_cards_dimmed (Fixture       *fixture,
                        gconstpointer  user_data)
{
  Pointer p = { NULL, };
  guint dimmed = 0, lit = 0;

  for (guint seed = 1; seed <= 12 && (dimmed == 0 || lit == 0); seed++)
    {
      g_autoptr(GPtrArray) cards = g_ptr_array_new ();
      const BnBattle *battle;

      if (p.window != NULL)
        gtk_window_destroy (GTK_WINDOW (p.window));
      start_red_first (fixture, &p, seed);
      battle = battle_of (&p);
      collect_cards (GTK_WIDGET (p.window), cards);
      g_assert_cmpuint (cards->len, ==, bn_battle_get_hand_size (battle, 0));
      for (guint slot = 0; slot < cards->len; slot++)
        {
          GtkWidget *card = g_ptr_array_index (cards, slot);
          gboolean playable = FALSE;
          g_autofree char *special = bn_battle_words_special_card (battle, slot, &playable);

          /* A special card says, dimmed or not, what the engine's check of
           * its action found (test-combat-reasons checks its words). */
          if (special != NULL)
            {
              g_autofree char *tip = g_strdup (gtk_widget_get_tooltip_text (card));

              g_assert_cmpint (gtk_widget_has_css_class (card, "dim-label"), ==, !playable);
              /* … in lines of a tooltip's width, the ransom's on its own. */
              if (strstr (special, "Ransom ") != NULL)
                g_assert_nonnull (strstr (tip, "\nRansom "));
              g_strdelimit (tip, "\n", ' ');
              g_strdelimit (special, "\n", ' ');
              g_assert_cmpstr (tip, ==, special);
              continue;
            }
          if (card_orders (battle, slot))
            {
              g_assert_false (gtk_widget_has_css_class (card, "dim-label"));
              lit++;
            }
          else
            {
              g_assert_true (gtk_widget_has_css_class (card, "dim-label"));
              guint before = bn_battle_get_n_actions (battle);

              g_assert_cmpstr (gtk_widget_get_tooltip_text (card), ==,
                               "Orders none of your units now, so it cannot be played");
              g_assert_true (gtk_widget_get_sensitive (card));
              /* A click on it plays nothing (the rules forbid it). */
              click_button (&p, card);
              g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), ==, before);
              g_assert_cmpint (bn_battle_get_phase (battle_of (&p)), ==, BN_PHASE_PLAY_CARD);
              dimmed++;
            }
        }
    }
  g_test_message ("%u cards dimmed, %u not", dimmed, lit);
  g_assert_cmpuint (lit, >, 0);
  g_assert_cmpuint (dimmed, >, 0);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* In the person's order phase: a commander of his standing alone, dragged
 * to a hex two or more away, is ordered at once and goes there once the
 * orders are over. Returns: whether one was. */
static gboolean
drag_commander (Pointer *p)
{
  const BnBattle *battle = battle_of (p);
  gboolean dragged = FALSE;

  for (guint i = 0; i < bn_play_window_get_n_moves (p->window) && !dragged; i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p->window, i);
      GtkEventController *drag = controller (GTK_WIDGET (p->board), GTK_TYPE_GESTURE_DRAG, 0);
      const BnBattleCommander *c;
      guint8 units[4];
      guint before, n_steps, who;
      BnHex from, to = { 0, 0 };
      gboolean found = FALSE;
      double x0, y0, x1, y1;

      if (move->type != BN_ACTION_ORDER_COMMANDER || move->side != 0 || bn_battle_get_phase (battle) != BN_PHASE_ORDER)
        continue;
      c = bn_battle_get_commander (battle, move->a);
      if (bn_battle_units_at (battle, c->hex, units) > 0)
        continue;
      who = move->a;
      from = c->hex;
      before = bn_battle_get_n_actions (battle);
      bn_battle_view_drop_picks (BN_BATTLE_VIEW (p->board));
      g_assert_true (bn_battle_board_hex_position (p->board, from, &x0, &y0));
      g_signal_emit_by_name (drag, "drag-begin", x0, y0);
      g_signal_emit_by_name (drag, "drag-update", 8.0, 8.0);
      for (guint row = 0; row < bn_battle_get_scenario (battle)->height && !found; row++)
        for (guint col = 0; col < bn_battle_get_scenario (battle)->width && !found; col++)
          {
            to = bn_hex_from_offset ((int) col, (int) row);
            found = bn_hex_distance (to, from) >= 2 && bn_battle_board_get_path (p->board, to, &n_steps) != NULL;
          }
      g_assert_true (found);
      g_assert_true (bn_battle_board_hex_position (p->board, to, &x1, &y1));
      g_signal_emit_by_name (drag, "drag-update", x1 - x0, y1 - y0);
      g_signal_emit_by_name (drag, "drag-end", x1 - x0, y1 - y0);
      drain ();
      battle = battle_of (p);
      g_assert_cmpuint (bn_battle_get_n_actions (battle), >, before);
      g_assert_cmpint (bn_battle_get_action (battle, before)->type, ==, BN_ACTION_ORDER_COMMANDER);
      g_assert_cmpuint (bn_battle_get_action (battle, before)->a, ==, who);
      /* The orders over: his run is made. */
      for (guint k = 0; k < 8 && bn_battle_get_phase (battle_of (p)) == BN_PHASE_ORDER; k++)
        for (guint j = 0; j < bn_play_window_get_n_moves (p->window); j++)
          if (bn_play_window_get_move (p->window, j)->type == BN_ACTION_END_ORDERS)
            {
              g_assert_true (bn_play_window_make_move (p->window, j));
              drain ();
              break;
            }
      for (guint k = 0; k < 50; k++)
        g_main_context_iteration (NULL, FALSE);
      g_assert_true (bn_hex_equal (bn_battle_get_commander (battle_of (p), who)->hex, to));
      dragged = TRUE;
    }
  return dragged;
}

/* A commander standing alone, dragged: Hugh, alone at the start of a
 * battle whose person moves first, with a card that may order him played
 * (the first seed whose hand holds one). */
static void
test_commander_dragged (Fixture       *fixture,
                        gconstpointer  user_data)
{
  Pointer p = { NULL, };
  gboolean dragged = FALSE;

  for (guint seed = 1; seed <= 12 && !dragged; seed++)
    {
      g_autoptr(GPtrArray) cards = g_ptr_array_new ();
      g_autoptr(GArray) orders = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
      int slot = -1;

      if (p.window != NULL)
        gtk_window_destroy (GTK_WINDOW (p.window));
      start_first (fixture, &p, seed, FALSE);
      collect_cards (GTK_WIDGET (p.window), cards);
      for (guint k = 0; k < cards->len && slot < 0; k++)
        {
          bn_battle_card_orders (battle_of (&p), k, orders);
          for (guint i = 0; i < orders->len && slot < 0; i++)
            if (g_array_index (orders, BnBattleAction, i).type == BN_ACTION_ORDER_COMMANDER)
              slot = (int) k;
        }
      if (slot < 0)
        continue;
      click_button (&p, g_ptr_array_index (cards, slot));
      g_assert_cmpint (bn_battle_get_phase (battle_of (&p)), ==, BN_PHASE_ORDER);
      dragged = drag_commander (&p);
    }
  g_assert_true (dragged);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* Whether the board offers an action of @type made by @a. */
static gboolean
board_offers (Pointer *p,
              guint8   type,
              guint    a)
{
  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p->window, i);

      if (move->type == type && move->a == a && bn_battle_view_offers (BN_BATTLE_VIEW (p->board), i))
        return TRUE;
    }
  return FALSE;
}

/* Whether a button under @widget says @words. */
static gboolean
button_saying (GtkWidget  *widget,
               const char *words)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if ((GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), words) == 0) ||
        button_saying (child, words))
      return TRUE;
  return FALSE;
}

/* A hex the unit picked may reach, @distance away from @from. */
static gboolean
destination_at (Pointer *p,
                BnHex    from,
                guint    distance,
                BnHex   *out_hex)
{
  const BnScenario *sc = bn_battle_get_scenario (battle_of (p));
  guint n_steps;

  for (guint row = 0; row < sc->height; row++)
    for (guint col = 0; col < sc->width; col++)
      {
        BnHex hex = bn_hex_from_offset ((int) col, (int) row);

        if (bn_hex_distance (hex, from) == distance && bn_battle_board_get_path (p->board, hex, &n_steps) != NULL)
          {
            *out_hex = hex;
            return TRUE;
          }
      }
  return FALSE;
}

/* A unit and its commander on one hex (Hugh with the knights, his host
 * all red, a red card played): a click on his badge takes him (his
 * order is offered, the unit's is not); a click on the unit's counter
 * takes the unit and orders it. In the moves, the counter, then a hex
 * two away: the unit goes there, its commander with it, in one click;
 * a right click where it may go next asks, on the board, whether he
 * goes along, and "alone" leaves him where he stands. */
static void
test_unit_with_commander (Fixture       *fixture,
                          gconstpointer  user_data)
{
  Pointer p = { NULL, };
  gboolean moved = FALSE, alone = FALSE;

  for (guint seed = 1; seed <= 12 && !(moved && alone); seed++)
    {
      g_autoptr(GPtrArray) cards = g_ptr_array_new ();
      g_autoptr(GArray) orders = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
      const BnBattle *battle;
      BnBattleWords words;
      int slot = -1, unit = -1, commander = -1;
      guint before;
      BnHex from, to;

      if (p.window != NULL)
        gtk_window_destroy (GTK_WINDOW (p.window));
      start_red_first (fixture, &p, seed);
      battle = battle_of (&p);
      collect_cards (GTK_WIDGET (p.window), cards);
      for (guint k = 0; k < cards->len && slot < 0; k++)
        {
          bn_battle_card_orders (battle, k, orders);
          for (guint i = 0; i < orders->len && slot < 0; i++)
            {
              const BnBattleAction *order = &g_array_index (orders, BnBattleAction, i);

              if (order->type == BN_ACTION_ORDER_UNIT && order->c == 0 &&
                  bn_battle_commander_at (battle, bn_battle_get_unit (battle, order->a)->hex) >= 0)
                {
                  slot = (int) k;
                  unit = (int) order->a;
                }
            }
        }
      if (slot < 0)
        continue;
      click_button (&p, g_ptr_array_index (cards, slot));
      battle = battle_of (&p);
      g_assert_cmpint (bn_battle_get_phase (battle), ==, BN_PHASE_ORDER);
      from = bn_battle_get_unit (battle, (guint) unit)->hex;
      commander = bn_battle_commander_at (battle, from);
      g_assert_cmpint (commander, >=, 0);

      /* His badge: he is picked, not the unit. */
      before = bn_battle_get_n_actions (battle);
      click_badge (&p, (guint) commander);
      g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), ==, before);
      g_assert_false (board_offers (&p, BN_ACTION_ORDER_UNIT, (guint) unit));
      if (bn_battle_board_get_n_destinations (p.board) == 0)
        g_assert_true (board_offers (&p, BN_ACTION_ORDER_COMMANDER, (guint) commander) ||
                       board_offers (&p, BN_ACTION_FORM_GROUP, (guint) commander));

      /* The counter: the unit is ordered. */
      click_counter (&p, from, unit);
      battle = battle_of (&p);
      g_assert_cmpuint (bn_battle_get_n_actions (battle), ==, before + 1);
      g_assert_cmpint (bn_battle_get_action (battle, before)->type, ==, BN_ACTION_ORDER_UNIT);
      g_assert_cmpuint (bn_battle_get_action (battle, before)->a, ==, (guint) unit);

      /* The orders over, the moves. */
      for (guint k = 0; k < 8 && bn_battle_get_phase (battle_of (&p)) == BN_PHASE_ORDER; k++)
        for (guint j = 0; j < bn_play_window_get_n_moves (p.window); j++)
          if (bn_play_window_get_move (p.window, j)->type == BN_ACTION_END_ORDERS)
            {
              g_assert_true (bn_play_window_make_move (p.window, j));
              drain ();
              break;
            }
      battle = battle_of (&p);
      g_assert_cmpint (bn_battle_get_phase (battle), ==, BN_PHASE_MOVE);
      words = (BnBattleWords) { battle, { bn_played_battle_get_army (bn_play_window_get_played (p.window), 0),
                                          bn_played_battle_get_army (bn_play_window_get_played (p.window), 1) } };

      /* The counter, then a hex two away: the run made, he with it. */
      click_counter (&p, from, unit);
      g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), ==, bn_battle_get_n_actions (battle));
      g_assert_false (board_offers (&p, BN_ACTION_MOVE_COMMANDER, (guint) commander));
      if (!destination_at (&p, from, 2, &to))
        g_assert_true (destination_at (&p, from, 1, &to));
      click_hex (&p, to, -1);
      battle = battle_of (&p);
      g_assert_null (board_popover (&p));
      g_assert_true (bn_hex_equal (bn_battle_get_unit (battle, (guint) unit)->hex, to));
      g_assert_true (bn_hex_equal (bn_battle_get_commander (battle, (guint) commander)->hex, to));
      moved = TRUE;

      /* Further: a right click where it may go asks whether he goes too. */
      from = to;
      click_counter (&p, from, unit);
      if (bn_battle_get_phase (battle_of (&p)) == BN_PHASE_MOVE && destination_at (&p, from, 1, &to))
        {
          g_autofree char *with = g_strdup_printf ("Move %s here with %s", bn_battle_words_unit (&words, (guint) unit),
                                                   bn_battle_words_commander (&words, (guint) commander));
          g_autofree char *without = g_strdup_printf ("Move %s here alone; %s stays",
                                                      bn_battle_words_unit (&words, (guint) unit),
                                                      bn_battle_words_commander (&words, (guint) commander));
          GtkWidget *popover;

          right_click_hex (&p, to);
          popover = board_popover (&p);
          g_assert_nonnull (popover);
          g_assert_true (button_saying (popover, with));
          g_assert_true (click_in_popover (&p, popover, without));
          drain ();
          battle = battle_of (&p);
          g_assert_true (bn_hex_equal (bn_battle_get_unit (battle, (guint) unit)->hex, to));
          g_assert_true (bn_hex_equal (bn_battle_get_commander (battle, (guint) commander)->hex, from));
          alone = TRUE;
        }
      g_test_message ("seed %u: moved with him %d, alone %d", seed, moved, alone);
    }
  g_assert_true (moved);
  g_assert_true (alone);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

static void
collect_labels (GtkWidget *widget,
                GPtrArray *out)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget) && gtk_label_get_text (GTK_LABEL (widget))[0] != '\0')
    g_ptr_array_add (out, (gpointer) gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, out);
}

/* Every label shown during a hand-over says nothing of either hand nor of
 * what happened (the log spoke to the player before). */
static void
assert_handover_hides (BnPlayWindow *window)
{
  const BnBattle *battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  BnBattleWords words = { battle, { bn_played_battle_get_army (bn_play_window_get_played (window), 0),
                                    bn_played_battle_get_army (bn_play_window_get_played (window), 1) } };
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  g_assert_false (gtk_widget_get_mapped (bn_play_window_get_board (window)));
  collect_labels (GTK_WIDGET (window), labels);
  g_assert_cmpuint (labels->len, >, 0);
  for (guint i = 0; i < labels->len; i++)
    {
      const char *text = g_ptr_array_index (labels, i);

      for (guint side = 0; side < 2; side++)
        for (guint slot = 0; slot < bn_battle_get_hand_size (battle, side); slot++)
          {
            const char *card = bn_battle_words_card (&words, bn_battle_get_hand_card (battle, side, slot));

            if (strstr (text, card) != NULL)
              g_error ("the hand-over shows “%s”, which names the card “%s”", text, card);
          }
      for (guint e = 0; e < bn_battle_get_n_events (battle); e++)
        {
          g_autofree char *said = bn_battle_words_event (&words, bn_battle_get_event (battle, e), BN_BATTLE_WORDS_EVERYONE);

          if (said != NULL && strlen (said) > 12 && strstr (text, said) != NULL)
            g_error ("the hand-over shows “%s”, which tells “%s”", text, said);
        }
    }
}

static void
test_hot_seat_hides (Fixture       *fixture,
                     gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", NULL };
  g_autoptr(GError) error = NULL;
  BnPlayWindow *window;
  BnBattleBoard *board;
  gint64 hugh_army, odo_army;
  guint handovers = 0;

  two_hosts (fixture, mine, theirs, &hugh_army, &odo_army);
  window = bn_battles_view_play_battle_on (bn_window_get_battles_view (fixture->window), hugh_army, odo_army,
                                           "open-field", BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1), NULL,
                                           &error);
  g_assert_no_error (error);
  wait_until_mapped (GTK_WIDGET (window));
  board = BN_BATTLE_BOARD (bn_play_window_get_board (window));

  /* Before the first player's first turn, a hand-over too. */
  g_assert_cmpuint (bn_play_window_get_n_moves (window), ==, 0);
  for (guint made = 0; made < 400; made++)
    {
      const BnBattle *battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 5 + made);
      BnBattleAction action;
      guint acting;

      if (bn_battle_get_phase (battle) == BN_PHASE_OVER)
        break;
      if (bn_play_window_get_n_moves (window) == 0)
        {
          GtkEventController *hover = controller (GTK_WIDGET (board), GTK_TYPE_EVENT_CONTROLLER_MOTION, 0);

          assert_handover_hides (window);
          /* The pointer on any unit shows no odds. */
          for (guint u = 0; u < bn_battle_get_n_units (battle); u++)
            {
              double x, y;

              if (bn_battle_board_hex_position (board, bn_battle_get_unit (battle, u)->hex, &x, &y))
                g_signal_emit_by_name (hover, "motion", x, y);
              g_assert_cmpuint (bn_battle_board_get_n_odds (board), ==, 0);
            }
          handovers++;
          bn_play_window_take_over (window);
          drain ();
          /* The player to act has his army at the bottom. */
          acting = bn_battle_get_acting_side (battle);
          g_assert_cmpint (bn_battle_board_get_flipped (board), ==,
                           bn_battle_get_scenario (battle)->baseline[acting] == BN_EDGE_NORTH);
        }
      g_assert_true (bn_battle_ai_choose (ai, battle, &action));
      for (guint i = 0; i < bn_play_window_get_n_moves (window); i++)
        if (memcmp (bn_play_window_get_move (window, i), &action, sizeof action) == 0)
          {
            g_assert_true (bn_play_window_make_move (window, i));
            break;
          }
      drain ();
    }
  g_assert_cmpuint (handovers, >=, 3);
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
}

/* ---- a piece's popover: its choices, grouped, fitting, uncovered ---- */

/* Whether @widget is the moves list in words: a list box whose rows make
 * moves or open groups. */
static gboolean
is_moves_list (GtkWidget     *widget,
               gconstpointer  data)
{
  GtkListBoxRow *row = GTK_IS_LIST_BOX (widget) ? gtk_list_box_get_row_at_index (GTK_LIST_BOX (widget), 0) : NULL;

  return row != NULL && (g_object_get_data (G_OBJECT (row), "bn-move") != NULL ||
                         g_object_get_data (G_OBJECT (row), "bn-group") != NULL);
}

static GtkListBox *
find_moves_list (GtkWidget *widget)
{
  return (GtkListBox *) find_widget (widget, is_moves_list, NULL);
}

static gboolean
is_of_type (GtkWidget     *widget,
            gconstpointer  type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

static GtkWidget *
find_of_type (GtkWidget *widget,
              GType      type)
{
  return find_widget (widget, is_of_type, GSIZE_TO_POINTER (type));
}

/* The popover shown on the board holds a button saying @words (folded or
 * not). */
static gboolean
popover_says (GtkWidget  *widget,
              const char *words)
{
  for (GtkWidget *child = widget != NULL ? gtk_widget_get_first_child (widget) : NULL; child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), words) == 0)
        return TRUE;
      if (popover_says (child, words))
        return TRUE;
      if (GTK_IS_EXPANDER (child) && popover_says (gtk_expander_get_child (GTK_EXPANDER (child)), words))
        return TRUE;
    }
  return FALSE;
}

/* The popover on a piece fits a 1280×800 screen beside the board: no
 * wider than half of it, no taller than the window, and every row of it
 * as tall as its words need at the width it is given (none cut off). */
static void
assert_popover_fits (GtkWidget *popover,
                     GtkWidget *window)
{
  GtkWidget *child = gtk_popover_get_child (GTK_POPOVER (popover));
  int min_w = 0, nat_w = 0, min_h = 0;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  g_assert_cmpint (nat_w, <=, 640);
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, nat_w, &min_h, NULL, NULL, NULL);
  g_assert_cmpint (min_h, <=, MAX (gtk_widget_get_height (window), 600) - 40);
}

/* A leader's retainers may command one of his units: the choice is on the
 * unit's own popover as on the leader's, both fit the screen, the list in
 * words keeps the retainers' uses under their leader however few are
 * left, and no tooltip covers a popover while it is open (the board's,
 * the key to the dice's, the speed drop-down's). */
static void
test_piece_popovers (Fixture       *fixture,
                     gconstpointer  user_data)
{
  Pointer p = { NULL, };
  guint on_unit = 0, few = 0, checked = 0;

  /* Hugh standing alone beside his units, the person's first card
   * played by the pointer: his retainers may command a unit apart from
   * him before the computer has chosen anything. */
  start_first (fixture, &p, 1, FALSE);
  {
    g_autoptr(GPtrArray) cards = g_ptr_array_new ();
    guint slot;

    collect_cards (GTK_WIDGET (p.window), cards);
    for (slot = 0; slot < cards->len && !card_orders (battle_of (&p), slot); slot++)
      ;
    g_assert_cmpuint (slot, <, cards->len);
    click_button (&p, g_ptr_array_index (cards, slot));
    g_assert_cmpint (bn_battle_get_phase (battle_of (&p)), ==, BN_PHASE_ORDER);
  }
  for (guint step = 0; step < 1500 && (on_unit < 2 || few == 0); step++)
    {
      const BnBattle *battle;
      GtkListBox *list;
      guint n_retainer = 0;

      bn_play_window_skip (p.window);
      battle = battle_of (&p);
      if (bn_battle_get_phase (battle) == BN_PHASE_OVER)
        break;
      for (guint i = 0; i < bn_play_window_get_n_moves (p.window); i++)
        n_retainer += bn_play_window_get_move (p.window, i)->type == BN_ACTION_RETAINER;
      list = find_moves_list (GTK_WIDGET (p.window));
      if (n_retainer > 0 && list != NULL && gtk_widget_get_visible (GTK_WIDGET (list)))
        {

          /* No retainer's use is a row of its own while its group is shut. */
          for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
               row = gtk_widget_get_next_sibling (row))
            {
              guint index;

              if (GTK_IS_LIST_BOX_ROW (row) && bn_moves_list_row_move (GTK_LIST_BOX_ROW (row), &index))
                g_assert_cmpint (bn_play_window_get_move (p.window, index)->type, !=, BN_ACTION_RETAINER);
            }
          few += n_retainer < BN_MOVES_LIST_GROUP_MIN;
          checked++;
        }
      for (guint i = 0; i < bn_play_window_get_n_moves (p.window) && on_unit < 2; i++)
        {
          const BnBattleAction *move = bn_play_window_get_move (p.window, i);
          BnBattleWords words = { battle, { bn_played_battle_get_army (bn_play_window_get_played (p.window), 0),
                                            bn_played_battle_get_army (bn_play_window_get_played (p.window), 1) } };
          g_autofree char *text = NULL;
          const BnBattleRetainer *r;
          BnHex leader, unit;
          GtkWidget *popover;

          if (move->type != BN_ACTION_RETAINER || move->c != BN_RETAINER_USE_COMMAND)
            continue;
          r = bn_battle_get_retainer (battle, move->a);
          leader = bn_battle_get_commander (battle, r->commander)->hex;
          unit = bn_battle_get_unit (battle, move->b)->hex;
          if (bn_hex_equal (leader, unit))
            continue;
          text = bn_battle_words_action (&words, move);
          /* On the unit he would command… */
          bn_battle_view_drop_picks (BN_BATTLE_VIEW (p.board));
          right_click_hex (&p, unit);
          popover = board_popover (&p);
          g_assert_nonnull (popover);
          g_assert_true (popover_says (popover, text));
          assert_popover_fits (popover, GTK_WIDGET (p.window));
          /* …where the board's words for the hex do not cover it. */
          g_assert_false (gtk_widget_get_has_tooltip (GTK_WIDGET (p.board)));
          bn_battle_board_popdown (p.board);
          drain ();
          g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (p.board)));
          /* …and on his leader. */
          right_click_hex (&p, leader);
          popover = board_popover (&p);
          g_assert_nonnull (popover);
          g_assert_true (popover_says (popover, text));
          assert_popover_fits (popover, GTK_WIDGET (p.window));
          bn_battle_board_popdown (p.board);
          drain ();
          on_unit++;
        }
      if (step == 0)
        g_test_message ("in the first order phase: a retainer's command on both popovers %u times", on_unit);
      if (!play_on (&p, step))
        break;
    }
  g_test_message ("a retainer's command on both popovers %u times; the list checked %u times, %u with fewer than %u "
                  "uses", on_unit, checked, few, BN_MOVES_LIST_GROUP_MIN);
  g_assert_cmpuint (checked, >, 0);
  g_assert_cmpuint (on_unit, >, 0);

  /* The key to the dice and the speed drop-down: their popovers open,
   * their own tooltips are put away; shut, they are back. */
  {
    GtkWidget *key = find_of_type (bn_play_window_get_combat_report (p.window), GTK_TYPE_MENU_BUTTON);
    GtkWidget *speed = find_of_type (GTK_WIDGET (p.window), GTK_TYPE_DROP_DOWN);

    g_assert_nonnull (key);
    g_assert_nonnull (speed);
    g_assert_true (gtk_widget_get_has_tooltip (key));
    /* The key is on screen once dice have been thrown and its button is in
     * the window's view (below the fold, a person scrolls first, and GTK
     * 4.8 under X11 cannot place a popover off the screen). */
    graphene_point_t at = GRAPHENE_POINT_INIT (0, 0);

    if (gtk_widget_get_mapped (key) &&
        gtk_widget_compute_point (key, GTK_WIDGET (p.window), &GRAPHENE_POINT_INIT (0, 0), &at) &&
        at.y + gtk_widget_get_height (key) < gtk_widget_get_height (GTK_WIDGET (p.window)) / 2)
      {
        gtk_menu_button_popup (GTK_MENU_BUTTON (key));
        drain ();
        if (gtk_widget_get_mapped (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (key)))))
          g_assert_false (gtk_widget_get_has_tooltip (key));
        gtk_menu_button_popdown (GTK_MENU_BUTTON (key));
        drain ();
      }
    else
      g_test_message ("the key to the dice is not in view (%g px down): its popover is not opened", at.y);
    g_assert_true (gtk_widget_get_has_tooltip (key));
    g_assert_true (gtk_widget_get_has_tooltip (speed));
    if (gtk_widget_get_mapped (speed))
      {
        GtkWidget *popover = find_of_type (speed, GTK_TYPE_POPOVER);

        g_assert_nonnull (popover);
        gtk_popover_popup (GTK_POPOVER (popover));
        drain ();
        g_assert_true (gtk_widget_get_mapped (popover));
        g_assert_false (gtk_widget_get_has_tooltip (speed));
        gtk_popover_popdown (GTK_POPOVER (popover));
        drain ();
        g_assert_true (gtk_widget_get_has_tooltip (speed));
      }
  }
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* ---- planned runs ---- */

/* The hexes @steps take @unit through from @from, its last one apart. */
static GArray *
way_of (const BnBattleAction *steps,
        guint                 n_steps,
        guint                 unit,
        BnHex                 from)
{
  GArray *way = g_array_new (FALSE, FALSE, sizeof (BnHex));
  BnHex at = from;

  for (guint i = 0; i < n_steps; i++)
    if (steps[i].type == BN_ACTION_MOVE_UNIT && steps[i].a == unit && steps[i].b < 6)
      {
        at = bn_hex_neighbour (at, steps[i].b);
        g_array_append_val (way, at);
      }
  if (way->len > 0)
    g_array_set_size (way, way->len - 1);
  return way;
}

/* Takes up @unit on the board as a drag does (not let go yet). */
static void
take_up (Pointer *p,
         guint    unit,
         double  *x0,
         double  *y0)
{
  GtkEventController *drag = controller (GTK_WIDGET (p->board), GTK_TYPE_GESTURE_DRAG, 0);
  BnHex from = bn_battle_get_unit (battle_of (p), unit)->hex;

  bn_battle_view_drop_picks (BN_BATTLE_VIEW (p->board));
  point_of (p, from, (int) unit, x0, y0);
  g_signal_emit_by_name (drag, "drag-begin", *x0, *y0);
  g_signal_emit_by_name (drag, "drag-update", 8.0, 8.0);
}

/* Lets go the unit taken up at (@x0, @y0) on @to (its own hex: put back). */
static void
let_go (Pointer *p,
        double   x0,
        double   y0,
        BnHex    to)
{
  GtkEventController *drag = controller (GTK_WIDGET (p->board), GTK_TYPE_GESTURE_DRAG, 0);
  double x1 = x0, y1 = y0;

  if (bn_battle_board_hex_position (p->board, to, &x1, &y1))
    g_signal_emit_by_name (drag, "drag-update", x1 - x0, y1 - y0);
  g_signal_emit_by_name (drag, "drag-end", x1 - x0, y1 - y0);
  drain ();
  bn_battle_view_drop_picks (BN_BATTLE_VIEW (p->board));
  drain ();
}

/* Whether, after @a and @b are ordered, other orders may still be given
 * (so both runs wait for the end of the orders). */
static gboolean
orders_left_after (const BnBattle *battle,
                   guint           a,
                   guint           b)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (5);
  g_autoptr(BnBattle) copy = bn_battle_copy (battle, chance);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnBattleAction order_a = { BN_ACTION_ORDER_UNIT, 0, (guint8) a, 0, 0 };
  BnBattleAction order_b = { BN_ACTION_ORDER_UNIT, 0, (guint8) b, 0, 0 };

  if (!bn_battle_apply (copy, &order_a, NULL) || !bn_battle_apply (copy, &order_b, NULL))
    return FALSE;
  bn_battle_legal_actions (copy, legal);
  return legal->len > 1;
}

/* A dice group's heading longer than the side panel is wide wraps, whole,
 * and its dice go below all its lines: a short heading takes one line,
 * the long one more, at the panel's width. */
static void
test_dice_headings_wrap (Fixture       *fixture,
                         gconstpointer  user_data)
{
  GtkWidget *strip = g_object_ref_sink (bn_dice_strip_new ());
  BnBattleEvent dice[2] = {
    { .type = BN_EVENT_DIE, .a = BN_DIE_ATTACK, .b = 0, .value = 1 },
    { .type = BN_EVENT_DIE, .a = BN_DIE_ATTACK, .b = 1, .value = 2 },
  };
  const char *short_name[] = { "Hugh", "Hugh" };
  const char *long_name[] = { "Mounted sergeants of the Opposing host of 42 points (Count Odo of Anjou)",
                              "Mounted sergeants of the Opposing host of 42 points (Count Odo of Anjou)" };
  double x, one_line, wrapped, height;
  int asked, natural;

  bn_dice_strip_set_ruleset (BN_DICE_STRIP (strip), bn_ruleset_lookup ("lords-and-levies"));
  bn_dice_strip_set_dice (BN_DICE_STRIP (strip), dice, G_N_ELEMENTS (dice));
  bn_dice_strip_set_throwers (BN_DICE_STRIP (strip), short_name, G_N_ELEMENTS (short_name));
  g_assert_true (bn_dice_strip_get_die_place (BN_DICE_STRIP (strip), 316, 0, &x, &one_line, &height));
  bn_dice_strip_set_throwers (BN_DICE_STRIP (strip), long_name, G_N_ELEMENTS (long_name));
  g_assert_true (bn_dice_strip_get_die_place (BN_DICE_STRIP (strip), 316, 0, &x, &wrapped, &height));
  g_test_message ("dice below a heading of one line at %.0f px, of the long one at %.0f px", one_line, wrapped);
  g_assert_cmpfloat (wrapped, >=, one_line * 2 - 2);
  gtk_widget_measure (strip, GTK_ORIENTATION_VERTICAL, 316, &asked, &natural, NULL, NULL);
  g_assert_cmpint (asked, >=, (int) (wrapped + bn_dice_strip_get_die_size ()));
  g_object_unref (strip);
}

/* The action bar is as tall with no button (the person's next card
 * phase) as it was with "Done Ordering", at the same width, so that the
 * board above it does not move as phases come and go. */
static void
test_bar_keeps_height (Fixture       *fixture,
                       gconstpointer  user_data)
{
  Pointer p = { NULL, };
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  GtkWidget *bar;
  int width, ordering, after, unused;
  guint slot;

  start_red_first (fixture, &p, 1);
  bar = bn_play_window_get_action_bar (p.window);
  g_assert_cmpuint (bn_action_bar_get_n_buttons (BN_ACTION_BAR (bar)), ==, 0);
  collect_cards (GTK_WIDGET (p.window), cards);
  for (slot = 0; slot < cards->len && !card_orders (battle_of (&p), slot); slot++)
    ;
  g_assert_cmpuint (slot, <, cards->len);
  click_button (&p, g_ptr_array_index (cards, slot));
  g_assert_cmpint (bn_battle_get_phase (battle_of (&p)), ==, BN_PHASE_ORDER);
  g_assert_cmpuint (bn_action_bar_get_n_buttons (BN_ACTION_BAR (bar)), >, 0);
  /* Measured at its width, its margins (12 px each side) added. */
  width = gtk_widget_get_width (bar);
  g_assert_cmpint (width, >, 0);
  gtk_widget_measure (bar, GTK_ORIENTATION_VERTICAL, width + 24, &unused, &ordering, NULL, NULL);
  for (guint step = 0; step < 200; step++)
    {
      if (!play_on (&p, step))
        break;
      if (bn_battle_get_phase (battle_of (&p)) == BN_PHASE_PLAY_CARD && bn_battle_get_acting_side (battle_of (&p)) == 0)
        break;
    }
  g_assert_cmpint (bn_battle_get_phase (battle_of (&p)), ==, BN_PHASE_PLAY_CARD);
  g_assert_cmpuint (bn_battle_get_turn (battle_of (&p)), >, 1);
  g_assert_cmpuint (bn_action_bar_get_n_buttons (BN_ACTION_BAR (bar)), ==, 0);
  g_assert_cmpint (gtk_widget_get_width (bar), ==, width);
  gtk_widget_measure (bar, GTK_ORIENTATION_VERTICAL, width + 24, &unused, &after, NULL, NULL);
  g_test_message ("the bar is %d px tall with Done Ordering, %d with no button", ordering, after);
  /* Never shorter: an attack answered on the way, its attacker and dice
   * named, may have made the state line longer, and the bar keeps that. */
  g_assert_cmpint (after, >=, ordering);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* In the person's order phase (the card played), two of his units a and
 * b, both ordered with orders still left: a planned to end on a hex of
 * b's way, b then planned along it. At "Done Ordering" both are made (the
 * second first, then the first), neither dropped. Returns: whether such
 * a pair was found and tried. */
static gboolean
plan_through (Pointer *p)
{
  const BnBattle *battle = battle_of (p);
  g_autoptr(GArray) orderable = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean tried = FALSE;

  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p->window, i);

      if (move->type == BN_ACTION_ORDER_UNIT && move->side == 0 && move->c == 0 &&
          move->a < bn_battle_get_n_units (battle))
        {
          guint u = move->a;

          g_array_append_val (orderable, u);
        }
    }
  for (guint i = 0; i < orderable->len && !tried; i++)
    for (guint j = 0; j < orderable->len && !tried; j++)
      {
        guint a = g_array_index (orderable, guint, i), b = g_array_index (orderable, guint, j);
        const BnScenario *sc = bn_battle_get_scenario (battle);
        BnHex from_a = bn_battle_get_unit (battle, a)->hex, from_b = bn_battle_get_unit (battle, b)->hex;
        BnHex x_hex = { 0, 0 }, y_hex = { 0, 0 };
        gboolean found = FALSE;
        double x0, y0;
        guint before, n_steps;

        if (a == b || bn_hex_equal (from_a, from_b) || !orders_left_after (battle, a, b))
          continue;
        /* Where b's ways go through a hex a may end on. */
        if (g_getenv ("BN_DEBUG_POINTER"))
          g_printerr ("pair %u %u\n", a, b);
        take_up (p, b, &x0, &y0);
        {
          g_autoptr(GArray) ways = g_array_new (FALSE, FALSE, sizeof (BnHex) * 2);

          for (guint row = 0; row < sc->height; row++)
            for (guint col = 0; col < sc->width; col++)
              {
                BnHex to = bn_hex_from_offset ((int) col, (int) row);
                const BnBattleAction *steps = bn_battle_board_get_path (p->board, to, &n_steps);
                g_autoptr(GArray) way = NULL;

                if (steps == NULL)
                  continue;
                way = way_of (steps, n_steps, b, from_b);
                for (guint k = 0; k < way->len; k++)
                  {
                    BnHex pair[2] = { g_array_index (way, BnHex, k), to };

                    if (!bn_hex_equal (pair[0], from_a))
                      g_array_append_vals (ways, pair, 1);
                  }
              }
          let_go (p, x0, y0, from_b);
          if (ways->len == 0)
            continue;
          take_up (p, a, &x0, &y0);
          for (guint k = 0; k < ways->len && !found; k++)
            {
              const BnHex *pair = (const BnHex *) (void *) ways->data + 2 * k;

              if (bn_battle_board_get_path (p->board, pair[0], &n_steps) != NULL)
                {
                  x_hex = pair[0];
                  y_hex = pair[1];
                  found = TRUE;
                }
            }
          if (!found)
            {
              let_go (p, x0, y0, from_a);
              continue;
            }
        }
        /* a planned to end on b's way, then b along it. */
        before = bn_battle_get_n_actions (battle_of (p));
        let_go (p, x0, y0, x_hex);
        g_assert_cmpuint (bn_battle_get_n_actions (battle_of (p)), ==, before + 1);
        g_assert_cmpint (bn_battle_get_action (battle_of (p), before)->type, ==, BN_ACTION_ORDER_UNIT);
        g_assert_cmpuint (bn_battle_get_action (battle_of (p), before)->a, ==, a);
        take_up (p, b, &x0, &y0);
        let_go (p, x0, y0, y_hex);
        g_assert_cmpuint (bn_battle_get_n_actions (battle_of (p)), ==, before + 2);
        g_assert_cmpuint (bn_battle_get_action (battle_of (p), before + 1)->a, ==, b);
        /* Done Ordering, on the bar. */
        {
          BnActionBar *bar = BN_ACTION_BAR (bn_play_window_get_action_bar (p->window));
          BnBattleWords words = { battle_of (p), { bn_played_battle_get_army (bn_play_window_get_played (p->window), 0),
                                                    bn_played_battle_get_army (bn_play_window_get_played (p->window), 1) } };
          BnBattleAction end = { BN_ACTION_END_ORDERS, 0, 0, 0, 0 };
          g_autofree char *end_words = bn_battle_words_action (&words, &end);
          gboolean ended = FALSE;

          for (guint k = 0; k < bn_action_bar_get_n_buttons (bar) && !ended; k++)
            {
              GtkWidget *button = bn_action_bar_get_button (bar, k);

              if (GTK_IS_BUTTON (button) && g_strcmp0 (gtk_widget_get_tooltip_text (button), end_words) == 0)
                {
                  click_button (p, button);
                  ended = TRUE;
                }
            }
          g_assert_true (ended);
        }
        for (guint k = 0; k < 100; k++)
          g_main_context_iteration (NULL, FALSE);
        drain ();
        g_test_message ("unit %u planned to %d,%d, unit %u through it to %d,%d", a, x_hex.q, x_hex.r, b,
                        y_hex.q, y_hex.r);
        g_assert_true (bn_hex_equal (bn_battle_get_unit (battle_of (p), b)->hex, y_hex));
        g_assert_true (bn_hex_equal (bn_battle_get_unit (battle_of (p), a)->hex, x_hex));
        g_assert_null (bn_battle_board_get_notice (p->board));
        tried = TRUE;
      }
  return tried;
}

/* Whether playing the card in @slot lets two units of the person's be
 * ordered with an order still left after them. */
static gboolean
card_orders_three (const BnBattle *battle,
                   guint           slot)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (3);
  g_autoptr(BnBattle) copy = bn_battle_copy (battle, chance);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnBattleAction play = { BN_ACTION_PLAY_CARD, 0, (guint8) slot, 0, 0 };
  guint ordered = 0;

  if (!bn_battle_apply (copy, &play, NULL))
    return FALSE;
  for (guint round = 0; round < 3; round++)
    {
      gboolean found = FALSE;

      bn_battle_legal_actions (copy, legal);
      for (guint i = 0; i < legal->len && !found; i++)
        {
          BnBattleAction order = g_array_index (legal, BnBattleAction, i);

          if (order.type == BN_ACTION_ORDER_UNIT && order.c == 0)
            found = round == 2 || bn_battle_apply (copy, &order, NULL);
        }
      if (!found)
        return FALSE;
      ordered++;
    }
  return ordered == 3;
}

/* Two runs planned in one order phase, the first ending on a hex the
 * second's way goes through: both are made at "Done Ordering". On the
 * first turn of a battle whose person's host is all red and moves first,
 * with a card of three orders played from the hand (the first seed whose
 * hand holds one). */
static void
test_planned_run_through (Fixture       *fixture,
                          gconstpointer  user_data)
{
  Pointer p = { NULL, };
  gboolean tried = FALSE;
  guint hands = 0;

  for (guint seed = 1; seed <= 12 && !tried; seed++)
    {
      g_autoptr(GPtrArray) cards = g_ptr_array_new ();
      int slot = -1;

      if (p.window != NULL)
        gtk_window_destroy (GTK_WINDOW (p.window));
      start_red_first (fixture, &p, seed);
      collect_cards (GTK_WIDGET (p.window), cards);
      for (guint k = 0; k < cards->len && slot < 0; k++)
        if (card_orders_three (battle_of (&p), k))
          slot = (int) k;
      if (slot < 0)
        continue;
      hands++;
      click_button (&p, g_ptr_array_index (cards, slot));
      g_assert_cmpint (bn_battle_get_phase (battle_of (&p)), ==, BN_PHASE_ORDER);
      tried = plan_through (&p);
    }
  g_test_message ("%u hands with a card of three orders", hands);
  g_assert_true (tried);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

int
main (int   argc,
      char *argv[])
{
  static const PointerCase cases[] = {
    { "lords-and-levies", "open-field", 8 },
    { "battlelore", "open-field", 9 },
    { "lionheart", "open-field", 7 },
    { "junior-general", "open-field", 7, TRUE },
  };

  /* "--part=battles" runs the whole battles alone, "--part=rest" the
   * others: meson runs the two as tests of their own. */
  const char *part = NULL;
  int kept = 1;

  for (int i = 1; i < argc; i++)
    if (g_str_has_prefix (argv[i], "--part="))
      part = argv[i] + strlen ("--part=");
    else
      argv[kept++] = argv[i];
  argc = kept;
  argv[argc] = NULL;

  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  if (g_strcmp0 (part, "rest") != 0)
    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autofree char *path = g_strdup_printf ("/board-pointer/whole-battle/%s", cases[i].rules);

        g_test_add (path, Fixture, &cases[i], fixture_set_up, test_pointer_battle, fixture_tear_down);
      }
  if (g_strcmp0 (part, "battles") == 0)
    return g_test_run ();
  for (guint i = 0; i < G_N_ELEMENTS (cases) && !cases[i].on_table; i++)
    {
      g_autofree char *path = g_strdup_printf ("/board-pointer/odds-on-hover/%s", cases[i].rules);

      g_test_add (path, Fixture, &cases[i], fixture_set_up, test_odds_on_hover, fixture_tear_down);
    }
  g_test_add ("/board-pointer/ctrl-scroll-zoom", Fixture, NULL, fixture_set_up, test_scroll_zoom, fixture_tear_down);
  g_test_add ("/board-pointer/undo-worded", Fixture, NULL, fixture_set_up, test_undo_worded, fixture_tear_down);
  g_test_add ("/board-pointer/bar-settles", Fixture, NULL, fixture_set_up, test_bar_settles, fixture_tear_down);
  g_test_add ("/board-pointer/bar-suggests-honestly", Fixture, NULL, fixture_set_up, test_bar_suggests_honestly,
              fixture_tear_down);
  g_test_add ("/board-pointer/drop-says-why", Fixture, NULL, fixture_set_up, test_drop_says_why, fixture_tear_down);
  g_test_add ("/board-pointer/stacked-enemy-click", Fixture, NULL, fixture_set_up, test_stacked_enemy_click,
              fixture_tear_down);
  g_test_add ("/board-pointer/idle-cards-dimmed", Fixture, NULL, fixture_set_up, test_idle_cards_dimmed,
              fixture_tear_down);
  g_test_add ("/board-pointer/unit-with-commander", Fixture, NULL, fixture_set_up, test_unit_with_commander,
              fixture_tear_down);
  g_test_add ("/board-pointer/commander-dragged", Fixture, NULL, fixture_set_up, test_commander_dragged,
              fixture_tear_down);
  g_test_add ("/board-pointer/hot-seat-hides", Fixture, NULL, fixture_set_up, test_hot_seat_hides, fixture_tear_down);
  g_test_add ("/board-pointer/piece-popovers", Fixture, NULL, fixture_set_up, test_piece_popovers, fixture_tear_down);
  g_test_add ("/board-pointer/dice-headings-wrap", Fixture, NULL, NULL, test_dice_headings_wrap, NULL);
  g_test_add ("/board-pointer/bar-keeps-height", Fixture, NULL, fixture_set_up, test_bar_keeps_height,
              fixture_tear_down);
  g_test_add ("/board-pointer/planned-run-through", Fixture, NULL, fixture_set_up, test_planned_run_through,
              fixture_tear_down);
  return g_test_run ();
}
