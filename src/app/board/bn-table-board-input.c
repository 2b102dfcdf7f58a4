/* bn-table-board-input.c — the table view's input: the arrow keys stepping
 * through the stands that may act and the places a picked one may go, the
 * pointer's clicks, drags and hovering, zoom and pan, and the tooltips. */
#include "bn-table-board-private.h"

#include "junior-general/bn-junior-general.h"

/* ---- keyboard ---- */

static int
compare_pieces (gconstpointer a,
                gconstpointer b,
                gpointer      user_data)
{
  const BnBattle *battle = user_data;
  BnTablePlace pa = bn_table_piece_place (battle, *(const BnTablePiece *) a);
  BnTablePlace pb = bn_table_piece_place (battle, *(const BnTablePiece *) b);

  /* West to east, then north to south: the order the eye reads a table in. */
  if (pa.x != pb.x)
    return pa.x < pb.x ? -1 : 1;
  return pa.y < pb.y ? -1 : pa.y > pb.y;
}

/* The pieces the arrow keys step through: those marked. */
static GArray *
marked_pieces (BnTableBoard *self)
{
  GArray *pieces = g_array_new (FALSE, FALSE, sizeof (BnTablePiece));

  for (guint pass = 0; pass < 2; pass++)
    {
      guint n = pass == 0 ? bn_battle_get_n_units (self->battle) : bn_battle_get_n_commanders (self->battle);

      for (guint i = 0; i < n; i++)
        {
          BnTablePiece piece = { pass == 0 ? BN_TABLE_PIECE_UNIT : BN_TABLE_PIECE_COMMANDER, (guint8) i };

          if (bn_table_piece_present (self->battle, piece) && bn_table_board_is_marked (self, piece) &&
              !bn_table_piece_equal (piece, self->picked))
            g_array_append_val (pieces, piece);
        }
    }
  g_array_sort_with_data (pieces, compare_pieces, (gpointer) self->battle);
  return pieces;
}

/* With a piece picked, the arrows step through the places its moves lead
 * to (one move a place); else through the pieces marked. */
static void
step_cursor (BnTableBoard *self,
             int           delta)
{
  g_autoptr(GArray) places = g_array_new (FALSE, FALSE, sizeof (guint));

  self->cursor_shown = TRUE;
  if (self->picked.kind != BN_TABLE_PIECE_NONE && !self->place_picked)
    for (guint i = 0; i < self->read->len; i++)
      {
        const BnTableOffer *m = bn_table_board_move_at (self, i);
        gboolean seen = FALSE;

        if (!bn_table_board_is_offered (self, i) || !m->moves || !bn_table_piece_equal (m->actor, self->picked))
          continue;
        for (guint k = 0; k < places->len && !seen; k++)
          {
            const BnTableOffer *o = bn_table_board_move_at (self, g_array_index (places, guint, k));

            seen = o->to.x == m->to.x && o->to.y == m->to.y;
          }
        if (!seen)
          g_array_append_val (places, i);
      }
  if (places->len > 0)
    {
      int at = -1;

      for (guint k = 0; k < places->len; k++)
        if ((int) g_array_index (places, guint, k) == self->cursor_move)
          at = (int) k;
      at = at < 0 ? (delta > 0 ? 0 : (int) places->len - 1)
                  : ((at + delta) % (int) places->len + (int) places->len) % (int) places->len;
      self->cursor_move = (int) g_array_index (places, guint, at);
      self->cursor.kind = BN_TABLE_PIECE_NONE;
    }
  else
    {
      g_autoptr(GArray) pieces = marked_pieces (self);
      int at = -1;

      if (pieces->len == 0)
        return;
      for (guint k = 0; k < pieces->len; k++)
        if (bn_table_piece_equal (g_array_index (pieces, BnTablePiece, k), self->cursor))
          at = (int) k;
      at = at < 0 ? (delta > 0 ? 0 : (int) pieces->len - 1)
                  : ((at + delta) % (int) pieces->len + (int) pieces->len) % (int) pieces->len;
      self->cursor = g_array_index (pieces, BnTablePiece, at);
      self->cursor_move = -1;
    }
  bn_table_board_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
activate_cursor (BnTableBoard *self)
{
  if (self->cursor_move >= 0 && (guint) self->cursor_move < self->read->len)
    bn_table_board_pick_move (self, (guint) self->cursor_move);
  else if (self->cursor.kind != BN_TABLE_PIECE_NONE)
    {
      BnTablePiece piece = self->cursor;

      self->cursor.kind = BN_TABLE_PIECE_NONE;
      bn_table_board_pick_piece (self, piece);
    }
}

static gboolean
on_key_pressed_cb (GtkEventControllerKey *controller,
                   guint                  keyval,
                   guint                  keycode,
                   GdkModifierType        state,
                   BnTableBoard          *self)
{
  if (self->battle == NULL)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      step_cursor (self, -1);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      step_cursor (self, 1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      self->cursor_shown = TRUE;
      activate_cursor (self);
      return TRUE;
    case GDK_KEY_Escape:
      bn_battle_view_emit_cancelled (BN_BATTLE_VIEW (self));
      return TRUE;
    default:
      /* +, −, 0: as on the hex board. */
      return bn_board_viewport_key (&self->view, keyval);
    }
}

/* ---- a unit carried anywhere ---- */

/* Whether @piece may be carried freely: a unit of an open-table battle
 * with a move of its own offered. */
static gboolean
carriable (BnTableBoard *self,
           BnTablePiece  piece)
{
  if (piece.kind != BN_TABLE_PIECE_UNIT || !bn_battle_is_on_table (self->battle))
    return FALSE;
  for (guint i = 0; i < self->moves->len; i++)
    {
      const BnBattleAction *m = &g_array_index (self->moves, BnBattleAction, i);

      if (m->type == BN_ACTION_MOVE_UNIT && m->a == piece.index)
        return TRUE;
    }
  return FALSE;
}

/* The enemy unit under the pointer while a unit is carried in the
 * Movement step, or −1. */
static int
enemy_under_pointer (BnTableBoard *self)
{
  BnTablePiece on;

  if (bn_jg_get_step (self->battle) != BN_JG_STEP_MOVEMENT)
    return -1;
  on = bn_table_piece_at (self->battle, self->carry_pointer, bn_table_board_pixels_to_mm (self, PIECE_SLACK_PIXELS));
  if (on.kind != BN_TABLE_PIECE_UNIT ||
      bn_battle_get_unit (self->battle, on.index)->side == bn_battle_get_unit (self->battle, self->carried)->side)
    return -1;
  return on.index;
}

/* Whether @unit, moved by @move (or standing, for NULL), may charge
 * @target: the engine's own charge check, on a copy of the battle. */
static gboolean
charge_after (const BnBattle       *battle,
              guint                 unit,
              guint                 target,
              const BnBattleAction *move,
              GError              **error)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (unit + 1);
  g_autoptr(BnBattle) copy = bn_battle_copy (battle, chance);

  if (move != NULL && !bn_battle_apply (copy, move, error))
    return FALSE;
  return bn_jg_charge_preview (copy, unit, target, NULL, NULL, error);
}

/* A unit dropped on an enemy in the Movement step: the move (towards it,
 * as near as the rules allow, the way it faces first, then up to 45° off
 * it) after which the engine lets it charge that enemy. FALSE, with
 * @out_why, when no move of this turn brings it within a charge; TRUE
 * with @out_moves FALSE when it may charge from where it stands and no
 * move keeps that. */
static gboolean
charge_move (BnTableBoard   *self,
             guint           unit,
             guint           target,
             BnBattleAction *out_move,
             gboolean       *out_moves,
             char          **out_why)
{
  const BnBattle *battle = self->battle;
  BnTablePlace from = bn_battle_get_unit_place (battle, unit), to = bn_battle_get_unit_place (battle, target);
  guint most = bn_jg_move_mm (bn_battle_get_rules (battle), bn_jg_get_unit_type (battle, unit)) / 10;
  int straight = (int) lround (bn_table_heading (from.x, from.y, to.x, to.y) / 5) * 5;
  g_autoptr(GError) error = NULL;

  *out_moves = FALSE;
  for (int k = 0; k <= 18; k++)
    {
      int heading = bn_table_angle_normalize (straight + (k % 2 == 1 ? 1 : -1) * ((k + 1) / 2) * 5);

      for (guint cm = most; cm >= 1; cm--)
        {
          BnBattleAction move;

          if (!bn_jg_move_action (battle, unit, heading, cm, FALSE, &move, NULL))
            continue;
          if (charge_after (battle, unit, target, &move, NULL))
            {
              *out_move = move;
              *out_moves = TRUE;
              return TRUE;
            }
        }
    }
  if (charge_after (battle, unit, target, NULL, &error))
    return TRUE;
  /* TRANSLATORS: a unit dropped on an enemy it cannot charge this turn; %s is the engine's reason */
  *out_why = g_strdup_printf (_("No move of this turn brings it within a charge: %s"), error->message);
  return FALSE;
}

/* Dropped on an enemy in the Movement step: the move that lets it charge
 * and the words for it. Returns: whether the pointer is on an enemy. */
static gboolean
carry_update_charge (BnTableBoard *self)
{
  int target = enemy_under_pointer (self);
  BnBattleAction move;
  gboolean moves = FALSE;
  char *why = NULL;

  if (target < 0)
    return FALSE;
  if (self->carry_charges && self->carry_target == target)
    {
      /* Worked out when the pointer came onto it. */
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    }
  g_clear_pointer (&self->carry_why, g_free);
  self->carry_target = (guint8) target;
  self->carry_charges = TRUE;
  self->carry_legal = charge_move (self, self->carried, (guint) target, &move, &moves, &why);
  self->carry_action = moves ? move : (BnBattleAction) { 0, };
  self->carry_place = moves ? bn_jg_move_place (self->battle, &move)
                            : bn_battle_get_unit_place (self->battle, self->carried);
  if (self->carry_legal)
    /* TRANSLATORS: a unit dropped on an enemy in the Movement step: it moves there now, and charges when that step comes; %s is the enemy */
    self->carry_why = g_strdup_printf (_("Moves here, then charges %s in Charge into Melee"),
                                       bn_table_board_piece_name (self, (BnTablePiece) { BN_TABLE_PIECE_UNIT, (guint8) target }));
  else
    self->carry_why = why;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

/* The move the pointer means: straight to it, facing the way (or, behind
 * the unit, stepping back facing as it does), in whole centimetres and 5°
 * steps, the wheel's turn added; pushed into a stand or off the table, a
 * centimetre or two short, where it touches. */
static void
carry_update (BnTableBoard *self)
{
  BnTablePlace from = bn_battle_get_unit_place (self->battle, self->carried);
  double dx = self->carry_to.x - from.x, dy = self->carry_to.y - from.y;
  int cm = (int) lround (sqrt (dx * dx + dy * dy) / 10);
  int facing5 = (int) lround (from.angle / 5.0) * 5;
  int heading;
  gboolean back = FALSE;
  g_autoptr(GError) error = NULL;

  if (carry_update_charge (self))
    return;
  self->carry_charges = FALSE;
  if (cm == 0)
    heading = facing5;
  else
    {
      heading = (int) lround (bn_table_heading (from.x, from.y, self->carry_to.x, self->carry_to.y) / 5) * 5;
      back = bn_table_angle_difference (heading, from.angle) > 90;
    }
  heading = bn_table_angle_normalize (heading + self->carry_turn);
  self->carry_legal = bn_jg_move_action (self->battle, self->carried, heading, (guint) cm, back,
                                         &self->carry_action, &error);
  /* Pushed into a stand or off the table it stops where it touches; past
   * its move it does not: the rule is said. */
  for (int k = 1; k <= 2 && !self->carry_legal && cm - k > 0 &&
                  (guint) cm * 10 <= bn_jg_move_mm (bn_battle_get_rules (self->battle),
                                                    bn_jg_get_unit_type (self->battle, self->carried));
       k++)
    {
      BnBattleAction shorter;

      if (bn_jg_move_action (self->battle, self->carried, heading, (guint) (cm - k), back, &shorter, NULL))
        {
          self->carry_action = shorter;
          self->carry_legal = TRUE;
        }
    }
  self->carry_place = bn_jg_move_place (self->battle, &self->carry_action);
  g_clear_pointer (&self->carry_why, g_free);
  if (!self->carry_legal && error != NULL)
    self->carry_why = g_strdup (error->message);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * bn_table_board_carry_begin:
 *
 * Takes up the unit at (@x_mm, @y_mm) to carry it, if it may go anywhere
 * (a unit of the acting side with a move offered, on an open table).
 *
 * Returns: whether a unit is carried
 */
gboolean
bn_table_board_carry_begin (BnTableBoard *self,
                            double        x_mm,
                            double        y_mm)
{
  BnTablePiece piece;

  g_return_val_if_fail (BN_IS_TABLE_BOARD (self), FALSE);
  self->carrying = FALSE;
  if (self->battle == NULL)
    return FALSE;
  piece = bn_table_piece_at (self->battle, (BnTablePoint) { x_mm, y_mm },
                             bn_table_board_pixels_to_mm (self, PIECE_SLACK_PIXELS));
  if (!carriable (self, piece))
    return FALSE;
  self->carrying = TRUE;
  self->carried = piece.index;
  self->carry_turn = 0;
  self->carry_charges = FALSE;
  self->carry_pointer = (BnTablePoint) { x_mm, y_mm };
  self->carry_to = (BnTablePoint) { x_mm, y_mm };
  {
    /* The grip: the unit's centre follows the pointer as it was held. */
    BnTablePlace at = bn_battle_get_unit_place (self->battle, piece.index);

    self->drag_x = at.x - x_mm;
    self->drag_y = at.y - y_mm;
    self->carry_to = (BnTablePoint) { at.x, at.y };
  }
  carry_update (self);
  return TRUE;
}

void
bn_table_board_carry_to (BnTableBoard *self,
                         double        x_mm,
                         double        y_mm)
{
  g_return_if_fail (BN_IS_TABLE_BOARD (self));
  if (!self->carrying)
    return;
  self->carry_to = (BnTablePoint) { x_mm + self->drag_x, y_mm + self->drag_y };
  self->carry_pointer = (BnTablePoint) { x_mm, y_mm };
  carry_update (self);
}

/* Turns the carried unit by @degrees (clockwise), in 5° steps. */
void
bn_table_board_carry_turn (BnTableBoard *self,
                           int           degrees)
{
  g_return_if_fail (BN_IS_TABLE_BOARD (self));
  if (!self->carrying)
    return;
  self->carry_turn = bn_table_angle_normalize (self->carry_turn + degrees / 5 * 5);
  carry_update (self);
}

/**
 * bn_table_board_get_carried:
 * @out_why: (out) (optional): why the rules refuse it, when they do
 *
 * Returns: whether the move the carried unit's outline shows is allowed;
 *   FALSE too when nothing is carried
 */
gboolean
bn_table_board_get_carried (BnTableBoard   *self,
                            BnBattleAction *out_action,
                            BnTablePlace   *out_place,
                            const char    **out_why)
{
  g_return_val_if_fail (BN_IS_TABLE_BOARD (self), FALSE);
  if (!self->carrying)
    return FALSE;
  if (out_action != NULL)
    *out_action = self->carry_action;
  if (out_place != NULL)
    *out_place = self->carry_place;
  if (out_why != NULL)
    *out_why = self->carry_why;
  return self->carry_legal;
}

/**
 * bn_table_board_get_turn_handle:
 * @out_point: (out) (optional): where the handle is, on the table (mm)
 *
 * The picked stand, when it may move, has a handle ahead of the middle of
 * its front edge (of its outline, while it is carried): dragged round, it
 * turns the stand where it stands.
 *
 * Returns: whether the handle is shown
 */
gboolean
bn_table_board_get_turn_handle (BnTableBoard *self,
                                BnTablePoint *out_point)
{
  BnTablePlace at;
  BnTableRect foot;
  BnTablePoint p;

  g_return_val_if_fail (BN_IS_TABLE_BOARD (self), FALSE);
  if (self->battle == NULL || self->picked.kind != BN_TABLE_PIECE_UNIT || !carriable (self, self->picked)
      || (self->carrying && self->carried != self->picked.index))
    return FALSE;
  at = self->carrying ? self->carry_place : bn_battle_get_unit_place (self->battle, self->picked.index);
  foot = bn_battle_get_unit_footprint (self->battle, self->picked.index);
  p = bn_table_step (at.x, at.y, at.angle, foot.depth / 2 + bn_table_board_pixels_to_mm (self, TURN_HANDLE_PIXELS));
  if (out_point != NULL)
    *out_point = p;
  return TRUE;
}

/* Whether (@x_mm, @y_mm) is on the turn handle. */
static gboolean
on_turn_handle (BnTableBoard *self,
                double        x_mm,
                double        y_mm)
{
  BnTablePoint h;

  return bn_table_board_get_turn_handle (self, &h)
         && bn_table_length (x_mm - h.x, y_mm - h.y)
            <= bn_table_board_pixels_to_mm (self, TURN_HANDLE_RADIUS_PIXELS + PIECE_SLACK_PIXELS);
}

/**
 * bn_table_board_turn_to:
 *
 * Turns the picked stand where it stands to face (@x_mm, @y_mm), to the
 * nearest 5°, as its turn handle dragged there does: the outline shows
 * it, green or red with the rule, and bn_table_board_carry_drop() makes
 * the turn.
 */
void
bn_table_board_turn_to (BnTableBoard *self,
                        double        x_mm,
                        double        y_mm)
{
  BnTablePlace at;
  int facing5, want;

  g_return_if_fail (BN_IS_TABLE_BOARD (self));
  if (!bn_table_board_get_turn_handle (self, NULL))
    return;
  at = bn_battle_get_unit_place (self->battle, self->picked.index);
  if (!self->carrying && !bn_table_board_carry_begin (self, at.x, at.y))
    return;
  if (bn_table_length (x_mm - at.x, y_mm - at.y) < 1)
    return;
  facing5 = (int) lround (at.angle / 5.0) * 5;
  want = (int) lround (bn_table_heading (at.x, at.y, x_mm, y_mm) / 5) * 5;
  self->carry_to = (BnTablePoint) { at.x, at.y };
  self->carry_pointer = self->carry_to;
  self->carry_turn = bn_table_angle_normalize (want - facing5);
  carry_update (self);
}

/* Puts the carried unit down: the move is made where it is allowed
 * ("move-made"); elsewhere it goes back. Returns whether it was made. */
gboolean
bn_table_board_carry_drop (BnTableBoard *self)
{
  BnBattleAction action;
  gboolean legal;

  g_return_val_if_fail (BN_IS_TABLE_BOARD (self), FALSE);
  if (!self->carrying)
    return FALSE;
  legal = self->carry_legal;
  action = self->carry_action;
  self->carrying = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (legal && self->carry_charges)
    {
      /* The charge waits for its step; the move, if any, is made now. */
      BnTablePlan plan = { (guint8) self->carried, self->carry_target, bn_battle_get_turn (self->battle),
                           bn_battle_get_n_actions (self->battle) + (action.type == BN_ACTION_MOVE_UNIT) };

      for (guint i = self->plans->len; i-- > 0;)
        if (g_array_index (self->plans, BnTablePlan, i).unit == plan.unit)
          g_array_remove_index (self->plans, i);
      g_array_append_val (self->plans, plan);
      self->carry_charges = FALSE;
      if (action.type == BN_ACTION_MOVE_UNIT)
        g_signal_emit_by_name (self, "move-made", &action);
      return TRUE;
    }
  self->carry_charges = FALSE;
  if (legal)
    g_signal_emit_by_name (self, "move-made", &action);
  return legal;
}

/* ---- charges planned ---- */

/* The moves offered have changed: a planned charge whose step has come is
 * made if the engine offers it, and forgotten once its turn's Charge into
 * Melee step has passed (or when its side may act there but not make it:
 * the enemy moved out of reach, say). */
static gboolean
follow_plans_cb (gpointer data)
{
  BnTableBoard *self = data;
  guint turn, step;
  gboolean own_choices = FALSE;

  self->plan_source = 0;
  if (self->battle == NULL || !bn_battle_is_on_table (self->battle))
    {
      g_array_set_size (self->plans, 0);
      return G_SOURCE_REMOVE;
    }
  /* Nothing offered: the other side acts, or its moves are shown. */
  if (self->moves->len == 0 || self->carrying)
    return G_SOURCE_REMOVE;
  turn = bn_battle_get_turn (self->battle);
  step = bn_jg_get_step (self->battle);
  /* An answer asked first (a charged cavalry's, a winner's follow-up):
   * the step's own choices come after it. */
  for (guint i = 0; i < self->moves->len && !own_choices; i++)
    own_choices = g_array_index (self->moves, BnBattleAction, i).type == BN_ACTION_END_TURN &&
                  bn_jg_get_follow_unit (self->battle) < 0;
  for (guint p = self->plans->len; p-- > 0;)
    {
      BnTablePlan plan = g_array_index (self->plans, BnTablePlan, p);
      const BnBattleUnit *unit = bn_battle_get_unit (self->battle, plan.unit);

      if (plan.turn != turn || step > BN_JG_STEP_CHARGE || unit->figures == 0 ||
          bn_battle_get_n_actions (self->battle) < plan.actions ||
          bn_battle_get_unit (self->battle, plan.target)->figures == 0)
        {
          g_array_remove_index (self->plans, p);
          continue;
        }
      if (step != BN_JG_STEP_CHARGE || !own_choices ||
          g_array_index (self->moves, BnBattleAction, 0).side != unit->side)
        continue;
      g_array_remove_index (self->plans, p);
      for (guint i = 0; i < self->moves->len; i++)
        {
          BnBattleAction charge = g_array_index (self->moves, BnBattleAction, i);

          if (charge.type == BN_ACTION_BATTLE && charge.a == plan.unit && charge.b == plan.target)
            {
              g_signal_emit_by_name (self, "move-made", &charge);
              return G_SOURCE_REMOVE;
            }
        }
    }
  return G_SOURCE_REMOVE;
}

/* Called when the moves offered change: the planned charges are looked at
 * once the owner is done with this change. */
void
bn_table_board_follow_plans (BnTableBoard *self)
{
  if (self->plans->len > 0 && self->plan_source == 0)
    self->plan_source = g_idle_add (follow_plans_cb, self);
}

/* ---- pointer ---- */

static void
on_released_cb (GtkGestureClick *gesture,
                int              n_press,
                double           x,
                double           y,
                BnTableBoard    *self)
{
  BnTablePoint p;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->battle == NULL)
    return;
  p = bn_table_board_to_table (self, x, y);
  bn_table_board_pick_point (self, p.x, p.y);
}

static void
on_motion_cb (GtkEventControllerMotion *motion,
              double                    x,
              double                    y,
              BnTableBoard             *self)
{
  BnTablePoint p;

  bn_board_viewport_set_pointer (&self->view, TRUE, x, y);
  if (self->battle == NULL)
    return;
  p = bn_table_board_to_table (self, x, y);
  bn_table_board_set_pointer (self, p.x, p.y);
}

static void
on_leave_cb (GtkEventControllerMotion *motion,
             BnTableBoard             *self)
{
  self->pointer_in = FALSE;
  bn_board_viewport_set_pointer (&self->view, FALSE, 0, 0);
  self->hover_move = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_begin_cb (GtkGestureDrag *gesture,
                  double          x,
                  double          y,
                  BnTableBoard   *self)
{
  BnTablePoint p;
  BnTablePiece piece;

  bn_board_viewport_pan_begin (&self->view);
  /* Kept, not asked of the gesture later: the drag is read the same
   * whoever drives it. */
  self->drag_start_x = x;
  self->drag_start_y = y;
  self->dragging_piece = FALSE;
  self->turning = FALSE;
  if (self->battle == NULL)
    return;
  p = bn_table_board_to_table (self, x, y);
  /* From the picked stand's handle: it turns where it stands. */
  if (on_turn_handle (self, p.x, p.y))
    {
      self->turning = TRUE;
      self->carrying = FALSE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      return;
    }
  /* A drag from a stand that may act carries it to where it is dropped. */
  p = bn_table_board_to_table (self, x, y);
  piece = bn_table_piece_at (self->battle, p, bn_table_board_pixels_to_mm (self, PIECE_SLACK_PIXELS));
  self->dragging_piece = piece.kind != BN_TABLE_PIECE_NONE && bn_table_board_touched (self, piece, FALSE);
  self->drag_piece = piece;
  self->carrying = FALSE;         /* taken up once the pointer moves */
}

static void
on_drag_update_cb (GtkGestureDrag *gesture,
                   double          dx,
                   double          dy,
                   BnTableBoard   *self)
{
  if (fabs (dx) + fabs (dy) > 6)
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (self->battle == NULL)
    return;
  if (self->turning)
    {
      double x, y;
      BnTablePoint p;

      x = self->drag_start_x, y = self->drag_start_y;
      p = bn_table_board_to_table (self, x + dx, y + dy);
      bn_table_board_turn_to (self, p.x, p.y);
      return;
    }
  if (self->dragging_piece)
    {
      double x, y;
      BnTablePoint p;

      /* The stand carried is the one picked. */
      if (fabs (dx) + fabs (dy) > 6 && !bn_table_piece_equal (self->picked, self->drag_piece))
        {
          bn_table_board_clear_picks (self);
          bn_table_board_pick_piece (self, self->drag_piece);
        }
      if (fabs (dx) + fabs (dy) > 6 && carriable (self, self->drag_piece))
        {
          x = self->drag_start_x, y = self->drag_start_y;
          p = bn_table_board_to_table (self, x + dx, y + dy);
          if (!self->carrying)
            {
              BnTablePoint start = bn_table_board_to_table (self, x, y);

              bn_table_board_carry_begin (self, start.x, start.y);
            }
          bn_table_board_carry_to (self, p.x, p.y);
        }
      return;
    }
  bn_board_viewport_pan_update (&self->view, dx, dy);
}

/* A stand dragged and let go on (@p) a piece it may shoot at or charge:
 * the stand picked and that piece aimed at, as two clicks would; the
 * attack is made when it is the only one on that piece, else its choices
 * are offered. Returns: whether the drop meant that. */
static gboolean
aimed_at_drop (BnTableBoard *self,
               BnTablePoint  p)
{
  BnTablePiece on = bn_table_piece_at (self->battle, p, bn_table_board_pixels_to_mm (self, PIECE_SLACK_PIXELS));
  gboolean aimed = FALSE;

  if (on.kind == BN_TABLE_PIECE_NONE || bn_table_piece_equal (on, self->drag_piece))
    return FALSE;
  for (guint i = 0; i < self->read->len && !aimed; i++)
    aimed = bn_table_board_is_offered (self, i) &&
            bn_table_piece_equal (bn_table_board_move_at (self, i)->actor, self->drag_piece) &&
            bn_table_piece_equal (bn_table_board_move_at (self, i)->target, on);
  if (!aimed)
    return FALSE;
  self->carrying = FALSE;
  if (!bn_table_piece_equal (self->picked, self->drag_piece))
    {
      bn_table_board_clear_picks (self);
      bn_table_board_pick_piece (self, self->drag_piece);
    }
  bn_table_board_pick_piece (self, on);
  return TRUE;
}

static void
on_drag_end_cb (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                BnTableBoard   *self)
{
  double x, y;
  BnTablePoint p;

  if (self->turning)
    {
      /* Let go: turned where the rules allow it; else it stays as it was. */
      self->turning = FALSE;
      if (!bn_table_board_carry_drop (self))
        gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  /* A stand taken up is put down where it is let go, however near where
   * it was: a centimetre's nudge is a move too. */
  if (!self->dragging_piece || self->battle == NULL || (!self->carrying && fabs (dx) + fabs (dy) <= 6))
    return;
  self->dragging_piece = FALSE;
  x = self->drag_start_x, y = self->drag_start_y;
  p = bn_table_board_to_table (self, x + dx, y + dy);
  /* Dropped on an enemy it may shoot at or charge: that, in one gesture. */
  if (aimed_at_drop (self, p))
    return;
  /* Carried anywhere: made where the rules allow it. */
  if (self->carrying && bn_table_board_carry_drop (self))
    return;
  /* Dropped near a place a move leads to: that move; else the pick stays. */
  {
    int index = bn_table_board_snap (self, p.x, p.y);

    if (index >= 0)
      bn_table_board_pick_move (self, (guint) index);
  }
}

static gboolean
on_scroll_cb (GtkEventControllerScroll *controller,
              double                    dx,
              double                    dy,
              BnTableBoard             *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));

  if (self->battle == NULL)
    return FALSE;
  if (self->carrying)
    {
      /* The wheel turns the unit carried. */
      bn_table_board_carry_turn (self, dy < 0 ? -5 : dy > 0 ? 5 : 0);
      return TRUE;
    }
  return bn_board_viewport_scroll (&self->view, mods, dx, dy);
}

static gboolean
on_query_tooltip_cb (GtkWidget    *widget,
                     int           x,
                     int           y,
                     gboolean      keyboard,
                     GtkTooltip   *tooltip,
                     BnTableBoard *self)
{
  g_autofree char *words = NULL;
  BnTablePiece piece;

  if (self->battle == NULL)
    return FALSE;
  if (keyboard)
    piece = self->cursor;
  else
    piece = bn_table_piece_at (self->battle, bn_table_board_to_table (self, x, y), bn_table_board_pixels_to_mm (self, PIECE_SLACK_PIXELS));
  if (piece.kind == BN_TABLE_PIECE_NONE)
    return FALSE;
  words = bn_table_board_describe_piece (self, piece);
  gtk_tooltip_set_text (tooltip, words);
  return TRUE;
}


/* Adds the controllers of the keyboard and the pointer to @self. */
void
bn_table_board_init_input (BnTableBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkEventController *keys = gtk_event_controller_key_new ();


  g_signal_connect (click, "released", G_CALLBACK (on_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip_cb), self);
}
