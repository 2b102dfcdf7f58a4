/* test-table-view-ui.c — a Junior General battle on the table view, under a
 * real display (Xvfb): the play window makes the table view for a ruleset
 * played on a table; the view marks exactly the stands the engine's legal
 * moves touch; a stand picked and then the place a move leads to makes
 * that move, a stand and then an enemy makes the attack; the computer's
 * battle is watched on it; and the replay steps through it to the same
 * end. */
#include "bn-config.h"

#include <math.h>

#include "bn-application.h"
#include "bn-battle-ai.h"
#include "bn-battle-rules-xml.h"
#include "bn-battles-view.h"
#include "bn-dice-strip.h"
#include "bn-play-window.h"
#include "bn-replay-window.h"
#include "bn-table-board.h"
#include "bn-window.h"
#include "junior-general/bn-junior-general.h"

#include "ui-fixture.h"


static BnPlayWindow *
open_battle_on (Fixture    *fixture,
                const char *scenario,
                guint       humans)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", "spearmen", NULL };
  static const char *const theirs[] = { "mounted-sergeants", "crossbowmen", "halberdiers", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = NULL;
  BnPlayWindow *window;
  gint64 hugh_army, odo_army;

  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);

    g_assert_no_error (error);
    odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
    g_assert_true (bn_store_insert_leader (store, odo, &error));
    g_assert_no_error (error);
  }
  hugh_army = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
  odo_army = save_army (fixture, odo->id, "Odo's host", theirs);
  start_app (fixture);
  window = bn_battles_view_play_battle_on (bn_window_get_battles_view (fixture->window), hugh_army, odo_army,
                                          scenario, humans, bn_ruleset_lookup ("junior-general"), &error);
  g_assert_no_error (error);
  g_assert_nonnull (window);
  wait_until_mapped (GTK_WIDGET (window));
  /* The battle's ruleset is played on a table: the window made the table view. */
  g_assert_true (BN_IS_TABLE_BOARD (bn_play_window_get_board (window)));
  return window;
}

static BnPlayWindow *
open_battle (Fixture *fixture,
             guint    humans)
{
  return open_battle_on (fixture, "open-field", humans);
}

static const BnBattle *
battle_of (BnPlayWindow *window)
{
  return bn_played_battle_get_battle (bn_play_window_get_played (window));
}

static GtkEventController *
controller_of (GtkWidget *widget,
               GType      type)
{
  g_autoptr(GListModel) list = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (list, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        return c;
    }
  g_assert_not_reached ();
}

/* The table zooms as the hex board does (one viewport for both, checked
 * the same way in test-board-pointer-ui): Ctrl+scroll about the point
 * under the pointer, which stays on the same spot of the table; + zooms
 * by a quarter about the middle, 0 fits the table again. */
static void
test_zoom_about_pointer (Fixture       *fixture,
                         gconstpointer  user_data)
{
  BnPlayWindow *window = open_battle (fixture, BN_PLAYED_BY_PEOPLE (0));
  BnTableBoard *board = BN_TABLE_BOARD (bn_play_window_get_board (window));
  GtkWidget *widget = GTK_WIDGET (board);
  /* Off the middle, but not so far that the first step in pans the table
   * past its edge, where the view is held to the table and the spot drifts
   * by design (bn_table_layout_clamp_pan()). */
  double x = gtk_widget_get_width (widget) * 0.4, y = gtk_widget_get_height (widget) * 0.4;
  double x0, y0, x1, y1, x2, y2;
  gboolean handled = FALSE;
  BnTableLayout l;

  l = bn_table_board_get_layout (board);
  bn_table_layout_to_table (&l, x, y, &x0, &y0);
  g_signal_emit_by_name (controller_of (widget, GTK_TYPE_EVENT_CONTROLLER_MOTION), "motion", x, y);
  bn_table_board_scroll_zoom (board, -1.0);
  bn_table_board_scroll_zoom (board, -1.0);
  g_assert_cmpfloat_with_epsilon (bn_table_board_get_zoom (board), 1.44, 1e-9);
  l = bn_table_board_get_layout (board);
  bn_table_layout_to_table (&l, x, y, &x1, &y1);
  /* The same spot of the table under the pointer (within a millimetre). */
  g_assert_cmpfloat (hypot (x1 - x0, y1 - y0), <, 1.0);
  /* And out once: still there. */
  bn_table_board_scroll_zoom (board, 1.0);
  g_assert_cmpfloat_with_epsilon (bn_table_board_get_zoom (board), 1.2, 1e-9);
  l = bn_table_board_get_layout (board);
  bn_table_layout_to_table (&l, x, y, &x2, &y2);
  g_assert_cmpfloat (hypot (x2 - x0, y2 - y0), <, 1.0);
  /* The keys. */
  g_signal_emit_by_name (controller_of (widget, GTK_TYPE_EVENT_CONTROLLER_KEY), "key-pressed", GDK_KEY_plus, 0, 0,
                         &handled);
  g_assert_true (handled);
  g_assert_cmpfloat_with_epsilon (bn_table_board_get_zoom (board), 1.5, 1e-9);
  g_signal_emit_by_name (controller_of (widget, GTK_TYPE_EVENT_CONTROLLER_KEY), "key-pressed", GDK_KEY_0, 0, 0,
                         &handled);
  g_assert_cmpfloat (bn_table_board_get_zoom (board), ==, 1.0);
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
}

/* The view marks exactly the stands a legal move has act or aims at. */
static void
assert_marks_are_legal (BnPlayWindow *window)
{
  BnTableBoard *board = BN_TABLE_BOARD (bn_play_window_get_board (window));
  const BnBattle *battle = battle_of (window);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

  bn_battle_legal_actions (battle, legal);
  g_assert_cmpuint (bn_play_window_get_n_moves (window), ==, legal->len);
  for (guint pass = 0; pass < 2; pass++)
    {
      guint n = pass == 0 ? bn_battle_get_n_units (battle) : bn_battle_get_n_commanders (battle);

      for (guint i = 0; i < n; i++)
        {
          gboolean wanted = FALSE;

          for (guint k = 0; k < legal->len && !wanted; k++)
            {
              const BnBattleAction *action = &g_array_index (legal, BnBattleAction, k);

              /* Junior General names the unit that acts by a (and its
               * target by b: a unit, or a lone commander charged); a
               * commander who moves by a (b, the unit he joins). */
              if (pass == 0)
                wanted = action->type != BN_ACTION_END_TURN && action->type != BN_ACTION_END_DEPLOY &&
                         action->type != BN_ACTION_MOVE_COMMANDER &&
                         /* a retainer's use and a struck leader's blow are about leaders */
                         action->type != BN_ACTION_RETAINER && action->type != BN_ACTION_TAKE_BLOW &&
                         action->type != BN_ACTION_KEEP_ROLL &&
                         (action->a == i || (action->type == BN_ACTION_BATTLE && action->b == i));
              else
                wanted = (action->type == BN_ACTION_MOVE_COMMANDER && action->a == i) ||
                         (action->type == BN_ACTION_ATTACK_COMMANDER && action->b == i);
            }
          g_assert_cmpint (bn_table_board_is_marked (board, (BnTablePiece) { pass == 0 ? BN_TABLE_PIECE_UNIT
                                                                                       : BN_TABLE_PIECE_COMMANDER,
                                                                             (guint8) i }), ==, wanted);
        }
    }
}

static gboolean
made (BnPlayWindow         *window,
      guint                 before,
      const BnBattleAction *action)
{
  const BnBattle *battle = battle_of (window);

  if (bn_battle_get_n_actions (battle) <= before)
    return FALSE;
  g_assert_cmpmem (bn_battle_get_action (battle, before), sizeof *action, action, sizeof *action);
  return TRUE;
}

/* Makes @action as a player would on the table: the stand, then the place
 * it goes to or the enemy it attacks; the moves left in the side panel if
 * those leave a choice. Returns: whether the table alone made it. */
static gboolean
make_on_the_table (BnPlayWindow         *window,
                   const BnBattleAction *action)
{
  BnTableBoard *board = BN_TABLE_BOARD (bn_play_window_get_board (window));
  guint before = bn_battle_get_n_actions (battle_of (window));
  BnTableOffer offer;

  bn_table_offers_read (battle_of (window), action, 1, &offer);
  if (offer.actor.kind != BN_TABLE_PIECE_NONE)
    {
      bn_table_board_pick_piece (board, offer.actor);
      if (made (window, before, action))
        return TRUE;
      if (offer.moves)
        {
          /* The pointer over where it goes shows that move, and a click makes it. */
          bn_table_board_set_pointer (board, offer.to.x + 1, offer.to.y);
          g_assert_cmpint (bn_table_board_get_hover_move (board), >=, 0);
          bn_table_board_pick_point (board, offer.to.x, offer.to.y);
        }
      else if (offer.target.kind != BN_TABLE_PIECE_NONE)
        bn_table_board_pick_piece (board, offer.target);
      if (made (window, before, action))
        return TRUE;
    }
  for (guint i = 0; i < bn_play_window_get_n_moves (window); i++)
    if (memcmp (bn_play_window_get_move (window, i), action, sizeof *action) == 0)
      {
        g_assert_true (bn_play_window_make_move (window, i));
        g_assert_true (made (window, before, action));
        return FALSE;
      }
  g_assert_not_reached ();
}

/* The computer may move a stand along a heading of its own; a player
 * has the moves the table offers: the one that ends nearest where the
 * computer's would. */
static void
offered_nearest (BnPlayWindow   *window,
                 BnBattleAction *action)
{
  const BnBattle *battle = battle_of (window);
  guint n = bn_play_window_get_n_moves (window);
  g_autofree BnTableOffer *offers = g_new (BnTableOffer, MAX (n, 1));
  BnTableOffer wanted;
  double best = G_MAXDOUBLE;
  int nearest = -1;

  for (guint i = 0; i < n; i++)
    if (memcmp (bn_play_window_get_move (window, i), action, sizeof *action) == 0)
      return;
  bn_table_offers_read (battle, action, 1, &wanted);
  for (guint i = 0; i < n; i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (window, i);
      double dx, dy;

      bn_table_offers_read (battle, move, 1, &offers[i]);
      if (move->type != action->type || !bn_table_piece_equal (offers[i].actor, wanted.actor))
        continue;
      dx = offers[i].to.x - wanted.to.x;
      dy = offers[i].to.y - wanted.to.y;
      if (dx * dx + dy * dy < best)
        {
          best = dx * dx + dy * dy;
          nearest = (int) i;
        }
    }
  g_assert_cmpint (nearest, >=, 0);
  *action = *bn_play_window_get_move (window, (guint) nearest);
}

/* Plays the battle in @window to its end, each move made as a player
 * would make it on the table, then opens its replay and steps it to the
 * same end. */
static void
play_to_the_end (BnPlayWindow *window)
{
  guint moves = 0, on_the_table = 0, attacks = 0;

  while (moves < 3000)
    {
      g_autoptr(BnBattleAi) ai = NULL;
      BnBattleAction action;

      bn_play_window_skip (window);
      if (bn_battle_get_phase (battle_of (window)) == BN_PHASE_OVER)
        break;
      if (bn_play_window_get_n_moves (window) == 0)
        {
          /* At one screen: the other player's stands stay unmarked until he takes the table. */
          g_assert_cmpuint (bn_table_board_get_n_marked (BN_TABLE_BOARD (bn_play_window_get_board (window))), ==, 0);
          bn_play_window_take_over (window);
        }
      assert_marks_are_legal (window);
      ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 17 + moves);
      g_assert_true (bn_battle_ai_choose (ai, battle_of (window), &action));
      offered_nearest (window, &action);
      attacks += action.type == BN_ACTION_BATTLE;
      on_the_table += make_on_the_table (window, &action);
      moves++;
    }
  g_test_message ("%u moves, %u made on the table alone, %u attacks", moves, on_the_table, attacks);
  g_assert_cmpint (bn_battle_get_phase (battle_of (window)), ==, BN_PHASE_OVER);
  g_assert_cmpuint (on_the_table, >, 0);
  /* Over: nothing offered, nothing marked. */
  g_assert_cmpuint (bn_play_window_get_n_moves (window), ==, 0);
  g_assert_cmpuint (bn_table_board_get_n_marked (BN_TABLE_BOARD (bn_play_window_get_board (window))), ==, 0);

  /* The replay opens on the table too, and steps to the same end. */
  {
    BnReplayWindow *replay = BN_REPLAY_WINDOW (bn_play_window_open_replay (window));
    const BnBattle *played = battle_of (window);
    guint n = bn_battle_get_n_actions (played);

    g_assert_nonnull (replay);
    g_assert_true (BN_IS_TABLE_BOARD (bn_replay_window_get_board (replay)));
    g_assert_cmpuint (bn_replay_window_get_n_steps (replay), ==, n);
    bn_replay_window_set_step (replay, n / 2);
    g_assert_cmpuint (bn_battle_get_n_actions (bn_replay_window_get_battle (replay)), ==, n / 2);
    bn_replay_window_set_step (replay, 0);
    bn_replay_window_set_step (replay, n);
    g_assert_cmpuint (bn_battle_get_winner (bn_replay_window_get_battle (replay)), ==, bn_battle_get_winner (played));
    for (guint i = 0; i < bn_battle_get_n_units (played); i++)
      {
        BnTablePlace a = bn_battle_get_unit_place (played, i), b = bn_battle_get_unit_place (bn_replay_window_get_battle (replay), i);

        g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
      }
    gtk_window_destroy (GTK_WINDOW (replay));
  }
}

/* Gives up the steps before Movement (the computer plays the other
 * side); the first unit the person may move then. */
static int
first_unit_to_move (BnPlayWindow *window)
{
  int unit = -1;

  for (guint guard = 0; unit < 0 && guard < 20; guard++)
    {
      bn_play_window_skip (window);
      for (guint i = 0; i < bn_play_window_get_n_moves (window) && unit < 0; i++)
        if (bn_play_window_get_move (window, i)->type == BN_ACTION_MOVE_UNIT)
          unit = bn_play_window_get_move (window, i)->a;
      for (guint i = 0; i < bn_play_window_get_n_moves (window) && unit < 0; i++)
        if (bn_play_window_get_move (window, i)->type == BN_ACTION_END_TURN)
          {
            g_assert_true (bn_play_window_make_move (window, i));
            break;
          }
    }
  g_assert_cmpint (unit, >=, 0);
  return unit;
}

/* A unit carried on the table in the Movement Phase goes anywhere the
 * rules allow: dragged to a place between the moves the list offers, its
 * outline follows, the wheel turns it, and dropped there the move is
 * made; dragged a little beyond its reach the outline says why not, and
 * dropped there nothing happens. */
static void
test_carry_on_the_table (Fixture       *fixture,
                         gconstpointer  user_data)
{
  BnPlayWindow *window = open_battle (fixture, BN_PLAYED_BY_PEOPLE (0));
  BnTableBoard *board = BN_TABLE_BOARD (bn_play_window_get_board (window));
  const BnBattle *battle;
  BnBattleAction action, turned;
  BnTablePlace from, place;
  const char *why = NULL;
  int unit = -1;
  guint before, most = 0;
  gboolean found = FALSE;

  unit = first_unit_to_move (window);
  battle = battle_of (window);
  from = bn_battle_get_unit_place (battle, (guint) unit);
  for (guint i = 0; i < bn_play_window_get_n_moves (window); i++)
    if (bn_play_window_get_move (window, i)->type == BN_ACTION_MOVE_UNIT && bn_play_window_get_move (window, i)->a == unit)
      most = MAX (most, bn_play_window_get_move (window, i)->c);
  g_assert_cmpuint (most, >, 0);

  /* Taken up by its middle. */
  g_assert_true (bn_table_board_carry_begin (board, from.x, from.y));
  /* A little beyond the furthest move offered straight ahead and more
   * than a few centimetres beyond its reach: refused, the rule said. */
  {
    BnTablePoint far = bn_table_step (from.x, from.y, from.angle, (most + 13) * 10.0);

    bn_table_board_carry_to (board, far.x, far.y);
    g_assert_false (bn_table_board_get_carried (board, &action, &place, &why));
    g_assert_nonnull (why);
    g_assert_nonnull (strstr (why, "moves at most"));
    before = bn_battle_get_n_actions (battle);
    g_assert_false (bn_table_board_carry_drop (board));
    g_assert_cmpuint (bn_battle_get_n_actions (battle_of (window)), ==, before);
  }
  /* Just outside its reach, straight ahead: refused with the rule, not
   * pulled back to the furthest place it may go (the outline snaps only
   * to base contact and the table's edge). */
  {
    guint reach = bn_jg_move_mm (bn_battle_get_rules (battle), bn_jg_get_unit_type (battle, (guint) unit)) / 10;

    for (guint beyond = 1; beyond <= 2; beyond++)
      {
        BnTablePoint far = bn_table_step (from.x, from.y, from.angle, (reach + beyond) * 10.0);

        g_assert_true (bn_table_board_carry_begin (board, from.x, from.y));
        bn_table_board_carry_to (board, far.x, far.y);
        g_assert_false (bn_table_board_get_carried (board, &action, &place, &why));
        g_assert_nonnull (why);
        g_assert_nonnull (strstr (why, "moves at most"));
        g_assert_false (bn_table_board_carry_drop (board));
        g_assert_cmpuint (bn_battle_get_n_actions (battle_of (window)), ==, before);
      }
  }
  /* Between the offers: a few degrees off its facing, 7 to 11 cm. */
  g_assert_true (bn_table_board_carry_begin (board, from.x, from.y));
  for (int turn = 5; turn <= 20 && !found; turn += 5)
    for (guint cm = 11; cm >= 7 && !found; cm -= 2)
      {
        BnTablePoint to = bn_table_step (from.x, from.y, from.angle + turn, cm * 10.0);

        bn_table_board_carry_to (board, to.x, to.y);
        if (!bn_table_board_get_carried (board, &action, &place, NULL))
          continue;
        found = TRUE;
        g_assert_cmpuint (action.type, ==, BN_ACTION_MOVE_UNIT);
        g_assert_cmpuint (action.a, ==, (guint) unit);
        g_assert_cmpuint (action.c, ==, cm);
        /* The outline is where the pointer is, to the millimetre's rounding. */
        g_assert_cmpfloat (fabs (place.x - to.x) + fabs (place.y - to.y), <, 25);
        for (guint i = 0; i < bn_play_window_get_n_moves (window); i++)
          g_assert_false (memcmp (bn_play_window_get_move (window, i), &action, sizeof action) == 0);
      }
  g_assert_true (found);
  /* The wheel turns it 5° and back. */
  bn_table_board_carry_turn (board, 5);
  bn_table_board_get_carried (board, &turned, NULL, NULL);
  g_assert_cmpuint ((turned.b & 0x7F), ==, ((action.b & 0x7F) + 1) % 72);
  bn_table_board_carry_turn (board, -5);
  g_assert_true (bn_table_board_get_carried (board, &turned, NULL, NULL));
  g_assert_cmpmem (&turned, sizeof turned, &action, sizeof action);
  /* Dropped: the move is made, the unit stands where its outline stood. */
  before = bn_battle_get_n_actions (battle);
  g_assert_true (bn_table_board_carry_drop (board));
  g_assert_true (made (window, before, &action));
  {
    BnTablePlace now = bn_battle_get_unit_place (battle_of (window), (guint) unit);

    g_assert_cmpmem (&now, sizeof now, &place, sizeof place);
  }
  drain ();
}

/* A stand carried onto an enemy in the Movement step means "go and
 * charge it": where no move of this turn brings it within a charge (the
 * furthest enemy, at the start), the outline is red and says why, and
 * dropped there nothing is made. */
static void
test_carry_onto_enemy (Fixture       *fixture,
                       gconstpointer  user_data)
{
  BnPlayWindow *window = open_battle (fixture, BN_PLAYED_BY_PEOPLE (0));
  BnTableBoard *board = BN_TABLE_BOARD (bn_play_window_get_board (window));
  int unit = first_unit_to_move (window), far = -1;
  const BnBattle *battle = battle_of (window);
  BnTablePlace from = bn_battle_get_unit_place (battle, (guint) unit), there;
  BnBattleAction action;
  const char *why = NULL;
  double furthest = 0;
  guint before = bn_battle_get_n_actions (battle);

  for (guint i = 0; i < bn_battle_get_n_units (battle); i++)
    {
      BnTablePlace at = bn_battle_get_unit_place (battle, i);

      if (bn_battle_get_unit (battle, i)->side != bn_battle_get_unit (battle, (guint) unit)->side &&
          bn_battle_get_unit (battle, i)->figures > 0 && hypot (at.x - from.x, at.y - from.y) > furthest)
        {
          furthest = hypot (at.x - from.x, at.y - from.y);
          far = (int) i;
        }
    }
  g_assert_cmpint (far, >=, 0);
  there = bn_battle_get_unit_place (battle, (guint) far);
  g_assert_true (bn_table_board_carry_begin (board, from.x, from.y));
  /* The pointer moving on over the same enemy: still said. */
  for (guint k = 0; k < 2; k++)
    {
      bn_table_board_carry_to (board, there.x + k, there.y);
      g_assert_false (bn_table_board_get_carried (board, &action, NULL, &why));
      g_assert_nonnull (why);
      g_assert_nonnull (strstr (why, "No move of this turn brings it within a charge"));
    }
  g_assert_false (bn_table_board_carry_drop (board));
  drain ();
  g_assert_cmpuint (bn_battle_get_n_actions (battle_of (window)), ==, before);
}

/* A click on a unit's stands beside its commander means the unit, though
 * it falls within the commander's slack; a click beside both, nearer the
 * commander, means him. */
static void
test_unit_beside_commander (Fixture       *fixture,
                            gconstpointer  user_data)
{
  BnPlayWindow *window = open_battle (fixture, BN_PLAYED_BY_PEOPLE (0));
  const BnBattle *battle = battle_of (window);
  gboolean tried = FALSE;

  for (guint c = 0; c < bn_battle_get_n_commanders (battle) && !tried; c++)
    {
      int unit = bn_jg_get_commander_unit (battle, c);
      BnTablePiece cmd = { BN_TABLE_PIECE_COMMANDER, (guint8) c }, u = { BN_TABLE_PIECE_UNIT, 0 };
      BnTableRect ur, cr;
      BnTablePoint p, inside;
      double d, t;

      if (unit < 0)
        continue;
      u.index = (guint8) unit;
      ur = bn_table_piece_footprint (battle, u);
      cr = bn_table_piece_footprint (battle, cmd);
      /* From the unit's middle towards the commander, the last point on
       * the unit's stands. */
      d = hypot (cr.x - ur.x, cr.y - ur.y);
      g_assert_cmpfloat (d, >, 0);
      inside = (BnTablePoint) { ur.x, ur.y };
      for (t = 0; t < d; t += 0.5)
        {
          p = (BnTablePoint) { ur.x + (cr.x - ur.x) * t / d, ur.y + (cr.y - ur.y) * t / d };
          if (bn_table_point_distance (&ur, p.x, p.y) > 0 || bn_table_point_distance (&cr, p.x, p.y) <= 0)
            break;
          inside = p;
        }
      if (bn_table_point_distance (&cr, inside.x, inside.y) <= 0)
        continue;
      tried = TRUE;
      {
        double slack = bn_table_point_distance (&cr, inside.x, inside.y) + 5;
        BnTablePiece at = bn_table_piece_at (battle, inside, slack);

        g_assert_true (bn_table_piece_equal (at, u));
        /* Off the unit, on the commander's side: him. */
        p = (BnTablePoint) { cr.x + (cr.x - ur.x) / d * (cr.width / 2 + 1), cr.y + (cr.y - ur.y) / d * (cr.width / 2 + 1) };
        if (bn_table_point_distance (&ur, p.x, p.y) > bn_table_point_distance (&cr, p.x, p.y))
          g_assert_true (bn_table_piece_equal (bn_table_piece_at (battle, p, 10), cmd));
      }
    }
  g_assert_true (tried);
}

/* The picked stand's turn handle: shown ahead of its front edge, dragged
 * round it turns the stand where it stands to the nearest 5° (32° off its
 * facing gives 30°, the outline and the handle following), refused with
 * the rule where the turned stand would not fit, and let go the turn is
 * made: the unit faces the new way, on the same spot. */
static void
test_turn_handle (Fixture       *fixture,
                  gconstpointer  user_data)
{
  BnPlayWindow *window = open_battle (fixture, BN_PLAYED_BY_PEOPLE (0));
  BnTableBoard *board = BN_TABLE_BOARD (bn_play_window_get_board (window));
  int unit = first_unit_to_move (window);
  BnTablePlace from = bn_battle_get_unit_place (battle_of (window), (guint) unit), place, now;
  BnTableRect foot = bn_battle_get_unit_footprint (battle_of (window), (guint) unit);
  BnTablePoint handle, moved, aim;
  BnBattleAction action;
  const char *why = NULL;
  guint before;
  int turned = -1;

  g_assert_false (bn_table_board_get_turn_handle (board, NULL));
  bn_table_board_pick_piece (board, (BnTablePiece) { BN_TABLE_PIECE_UNIT, (guint) unit });
  g_assert_true (bn_table_board_get_turn_handle (board, &handle));
  /* Ahead of the middle of the front edge. */
  {
    double u, v;
    BnTableRect r = bn_table_rect_at (from, foot.width, foot.depth);

    bn_table_rect_local (&r, handle.x, handle.y, &u, &v);
    g_assert_cmpfloat (fabs (u), <, 0.5);
    g_assert_cmpfloat (v, >, foot.depth / 2);
  }
  /* 32° clockwise, then the other way: snapped to 30°, turned in place
   * where the stand fits. */
  for (int k = 0; k < 2 && turned < 0; k++)
    {
      int off = k == 0 ? 32 : -32;

      aim = bn_table_step (from.x, from.y, from.angle + off, 200);
      bn_table_board_turn_to (board, aim.x, aim.y);
      if (!bn_table_board_get_carried (board, &action, &place, &why))
        {
          g_assert_nonnull (why);
          continue;
        }
      turned = bn_table_angle_normalize (from.angle + (off > 0 ? 30 : -30));
      g_assert_cmpuint (action.type, ==, BN_ACTION_MOVE_UNIT);
      g_assert_cmpuint (action.a, ==, (guint) unit);
      g_assert_cmpuint (action.c, ==, 0);
      g_assert_cmpint ((action.b & 0x7F) * 5, ==, turned);
      g_assert_cmpint (place.x, ==, from.x);
      g_assert_cmpint (place.y, ==, from.y);
      g_assert_cmpint (place.angle, ==, turned);
      /* The handle follows the outline. */
      g_assert_true (bn_table_board_get_turn_handle (board, &moved));
      g_assert_cmpfloat (fabs (bn_table_heading (from.x, from.y, moved.x, moved.y) - turned), <, 1.0);
    }
  g_assert_cmpint (turned, >=, 0);
  before = bn_battle_get_n_actions (battle_of (window));
  g_assert_true (bn_table_board_carry_drop (board));
  g_assert_true (made (window, before, &action));
  now = bn_battle_get_unit_place (battle_of (window), (guint) unit);
  g_assert_cmpint (now.x, ==, from.x);
  g_assert_cmpint (now.y, ==, from.y);
  g_assert_cmpint (now.angle, ==, turned);
  drain ();
}

/* @user_data: who plays (BN_PLAYED_BY_PEOPLE bits): against the computer,
 * or two people at one screen. */
static void
test_play_on_the_table (Fixture       *fixture,
                        gconstpointer  user_data)
{
  BnPlayWindow *window = open_battle (fixture, GPOINTER_TO_UINT (user_data));

  /* A click on open ground between the armies drops the picks, makes nothing. */
  {
    BnTableBoard *board = BN_TABLE_BOARD (bn_play_window_get_board (window));
    guint before = bn_battle_get_n_actions (battle_of (window));
    guint width, depth;

    bn_play_window_skip (window);
    bn_battle_get_table_size (battle_of (window), &width, &depth);
    g_assert_false (bn_table_board_pick_point (board, width - 1.0, depth / 2.0));
    g_assert_cmpuint (bn_battle_get_n_actions (battle_of (window)), ==, before);
  }
  play_to_the_end (window);
  g_assert_true (bn_play_window_keep (window));
  drain ();
}

/* "Place your own units" on the open table: the zones are offered, a
 * stand picked and then a place in its zone puts it there, the end of the
 * deployment goes to the other side, and the battle is played from the
 * places chosen to its end and replayed. */
static void
test_deploy_on_the_table (Fixture       *fixture,
                          gconstpointer  user_data)
{
  BnPlayWindow *window = open_battle_on (fixture, "deploy:open-field", GPOINTER_TO_UINT (user_data));
  guint placed = 0;

  for (guint guard = 0; guard < 40; guard++)
    {
      g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
      const BnBattleAction *deploy = NULL;
      BnBattleAction end = { BN_ACTION_END_DEPLOY, 0, 0, 0, 0 };

      bn_play_window_skip (window);
      if (bn_battle_get_phase (battle_of (window)) != BN_PHASE_DEPLOY)
        break;
      if (bn_play_window_get_n_moves (window) == 0)
        bn_play_window_take_over (window);
      assert_marks_are_legal (window);
      bn_battle_legal_actions (battle_of (window), legal);
      /* A leader's die offered to his retainers is kept as it fell. */
      if (legal->len > 0 && g_array_index (legal, BnBattleAction, legal->len - 1).type == BN_ACTION_KEEP_ROLL)
        {
          g_assert_true (bn_play_window_make_move (window, legal->len - 1));
          continue;
        }
      /* The first unit of the side, to the last place offered it (its
       * zone's front, at the far end of the table), then done. */
      for (guint k = 0; k < legal->len; k++)
        {
          const BnBattleAction *a = &g_array_index (legal, BnBattleAction, k);

          if (a->type == BN_ACTION_DEPLOY && (deploy == NULL || a->a == deploy->a))
            deploy = a;
        }
      if (deploy == NULL)
        g_assert_not_reached ();
      g_assert_cmpuint (deploy->c, <=, 30);
      g_assert_true (make_on_the_table (window, deploy));
      {
        BnTablePlace at = bn_battle_get_unit_place (battle_of (window), deploy->a);
        guint width, depth;

        bn_battle_get_table_size (battle_of (window), &width, &depth);
        g_assert_cmpint (at.x, ==, deploy->b * 10);
        g_assert_true (at.y < 300 || at.y > (int) depth - 300);
      }
      placed++;
      end.side = (guint8) bn_battle_get_acting_side (battle_of (window));
      make_on_the_table (window, &end);
    }
  g_assert_cmpuint (placed, >=, 1);
  g_assert_cmpint (bn_battle_get_phase (battle_of (window)), !=, BN_PHASE_DEPLOY);
  play_to_the_end (window);
  g_assert_true (bn_play_window_keep (window));
  drain ();
}

/* The computer against itself: watched on the table one move at a time,
 * then skipped to its end. */
static void
test_watch_on_the_table (Fixture       *fixture,
                         gconstpointer  user_data)
{
  BnPlayWindow *window = open_battle (fixture, 0);
  BnTableBoard *board = BN_TABLE_BOARD (bn_play_window_get_board (window));

  g_assert_cmpint (bn_battle_get_phase (battle_of (window)), ==, BN_PHASE_OVER);
  g_assert_true (bn_play_window_is_watching (window));
  /* While it is shown, nothing is offered on the table. */
  g_assert_cmpuint (bn_table_board_get_n_marked (board), ==, 0);
  bn_play_window_skip (window);
  g_assert_false (bn_play_window_is_watching (window));
  g_assert_cmpuint (bn_table_board_get_n_marked (board), ==, 0);
}

/* Junior General's dice count by their number: the strip reads them so,
 * under the playsheet's names, a D6 beside a D10. */
static void
test_dice_by_number (void)
{
  GtkWidget *strip = g_object_ref_sink (bn_dice_strip_new ());
  const BnBattleEvent dice[] = {
    { BN_EVENT_DIE, 0, BN_DIE_ATTACK, BN_DIE_FLAG, 0, { 4 }, 0 },
    { BN_EVENT_DIE, 0, BN_DIE_ATTACK, BN_DIE_HIT_ANY, 0, { 6 }, 0 },
    { BN_EVENT_DIE, 1, BN_DIE_RETREAT_LOSS, 0, 1, { 9 }, 0 },
  };

  bn_dice_strip_set_ruleset (BN_DICE_STRIP (strip), bn_ruleset_lookup ("junior-general"));
  bn_dice_strip_set_dice (BN_DICE_STRIP (strip), dice, G_N_ELEMENTS (dice));
  g_assert_cmpuint (bn_dice_strip_get_n_dice (BN_DICE_STRIP (strip)), ==, 3);
  for (guint i = 0; i < G_N_ELEMENTS (dice); i++)
    g_assert_cmpint (bn_dice_strip_get_reading (BN_DICE_STRIP (strip), i), ==, BN_DIE_READING_NUMBER);
  g_assert_cmpstr (bn_dice_strip_get_purpose_name (BN_DICE_STRIP (strip), 0), ==, "Melee dice");
  g_assert_cmpstr (bn_dice_strip_get_purpose_name (BN_DICE_STRIP (strip), 2), ==, "Retreat");
  /* Under Lords & Levies the same dice are their symbols again. */
  bn_dice_strip_set_ruleset (BN_DICE_STRIP (strip), bn_ruleset_lookup ("lords-and-levies"));
  g_assert_cmpint (bn_dice_strip_get_reading (BN_DICE_STRIP (strip), 0), ==, BN_DIE_READING_SYMBOL);
  g_assert_cmpstr (bn_dice_strip_get_purpose_name (BN_DICE_STRIP (strip), 0), ==, "Battle dice");
  g_object_unref (strip);
}

/* Archer stands turned round, low on arrows (Junior General), are said
 * so where the view describes the unit (its tooltip). */
static void
test_stands_low_on_arrows (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_id ("junior-general", &error);
  BnScenario *scenario;
  BnBattleArmy *army[2];
  BnChance *chance = bn_chance_new_typed ();
  BnBattle *battle;
  GtkWidget *board;
  BnBattleAction shoot;
  int archers, target;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  g_assert_no_error (error);
  scenario = bn_scenario_new_builtin (rules, BN_SCENARIO_OPEN_FIELD);
  army[0] = bn_battle_army_new ("A");
  army[1] = bn_battle_army_new ("B");
  army[0]->units[bn_battle_army_add_unit (army[0], rules, "Archers", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "longbow",
                                          BN_BATTLE_COLOUR_RED)].figures = 4;
  army[0]->units[bn_battle_army_add_unit (army[0], rules, "Spears", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_C, "spear",
                                          BN_BATTLE_COLOUR_RED)].figures = 2;
  army[1]->units[bn_battle_army_add_unit (army[1], rules, "Foes", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_C, "spear",
                                          BN_BATTLE_COLOUR_RED)].figures = 4;
  g_assert_true (bn_chance_push_dice_text (chance, "1", &error));
  battle = bn_battle_new (rules, scenario, army[0], army[1], chance, &error);
  g_assert_no_error (error);
  archers = bn_battle_find_unit (battle, 0, 0);
  target = bn_battle_find_unit (battle, 1, 0);
  g_assert_true (bn_battle_set_unit_place (battle, (guint) archers, bn_table_place_make (900, 700, 0), &error));
  g_assert_true (bn_battle_set_unit_place (battle, (guint) bn_battle_find_unit (battle, 0, 1),
                                           bn_table_place_make (200, 900, 0), &error));
  g_assert_true (bn_battle_set_unit_place (battle, (guint) target, bn_table_place_make (900, 380, 180), &error));
  g_assert_no_error (error);
  for (guint guard = 0; bn_jg_get_step (battle) != BN_JG_STEP_ARCHERY_SECOND; guard++)
    {
      BnBattleAction end = { BN_ACTION_END_TURN, (guint8) bn_battle_get_acting_side (battle), 0, 0, 0 };

      g_assert_cmpuint (guard, <, 40);
      g_assert_true (bn_battle_apply (battle, &end, &error));
    }

  board = g_object_ref_sink (bn_table_board_new ());
  bn_table_board_set_battle (BN_TABLE_BOARD (board), battle);
  before = bn_table_board_describe_piece (BN_TABLE_BOARD (board), (BnTablePiece) { BN_TABLE_PIECE_UNIT, (guint8) archers });
  g_assert_null (strstr (before, "turned round"));

  /* Four 1s turn the four stands round. */
  g_assert_true (bn_chance_push_dice_text (chance, "1 1 1 1  1", &error));
  shoot = (BnBattleAction) { BN_ACTION_BATTLE, (guint8) bn_battle_get_acting_side (battle), (guint8) archers,
                             (guint8) target, 0 };
  g_assert_true (bn_battle_apply (battle, &shoot, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bn_jg_get_stands_low (battle, (guint) archers), ==, 4);
  bn_table_board_set_battle (BN_TABLE_BOARD (board), battle);
  after = bn_table_board_describe_piece (BN_TABLE_BOARD (board), (BnTablePiece) { BN_TABLE_PIECE_UNIT, (guint8) archers });
  g_assert_nonnull (strstr (after, ", 4 turned round, low on arrows"));

  g_object_unref (board);
  bn_battle_free (battle);
  bn_chance_free (chance);
  bn_battle_army_free (army[0]);
  bn_battle_army_free (army[1]);
  bn_scenario_free (scenario);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/table-view/play/against-the-computer", Fixture, GUINT_TO_POINTER (BN_PLAYED_BY_PEOPLE (0)),
              fixture_set_up, test_play_on_the_table, fixture_tear_down);
  g_test_add ("/table-view/play/hot-seat", Fixture, GUINT_TO_POINTER (BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1)),
              fixture_set_up, test_play_on_the_table, fixture_tear_down);
  g_test_add ("/table-view/deploy/against-the-computer", Fixture, GUINT_TO_POINTER (BN_PLAYED_BY_PEOPLE (0)),
              fixture_set_up, test_deploy_on_the_table, fixture_tear_down);
  g_test_add ("/table-view/deploy/hot-seat", Fixture,
              GUINT_TO_POINTER (BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1)),
              fixture_set_up, test_deploy_on_the_table, fixture_tear_down);
  g_test_add ("/table-view/play/carried", Fixture, NULL, fixture_set_up, test_carry_on_the_table, fixture_tear_down);
  g_test_add ("/table-view/play/carried-onto-enemy", Fixture, NULL, fixture_set_up, test_carry_onto_enemy,
              fixture_tear_down);
  g_test_add ("/table-view/play/unit-beside-commander", Fixture, NULL, fixture_set_up, test_unit_beside_commander,
              fixture_tear_down);
  g_test_add ("/table-view/play/turn-handle", Fixture, NULL, fixture_set_up, test_turn_handle, fixture_tear_down);
  g_test_add_func ("/table-view/dice-by-number", test_dice_by_number);
  g_test_add_func ("/table-view/stands-low-on-arrows", test_stands_low_on_arrows);
  g_test_add ("/table-view/zoom-about-pointer", Fixture, NULL, fixture_set_up, test_zoom_about_pointer,
              fixture_tear_down);
  g_test_add ("/table-view/watch", Fixture, NULL, fixture_set_up, test_watch_on_the_table, fixture_tear_down);
  return g_test_run ();
}
