/* bn-play-window.c — a battle played on the board; see the header. */
#include "bn-config.h"

#include "bn-play-window.h"

#include <glib/gi18n.h>

#include "bn-battle-board.h"

struct _BnPlayWindow
{
  AdwWindow parent_instance;

  BnStore *store;
  BnPlayedBattle *played;
  GArray *moves;                /* BnBattleAction: the legal ones shown */
  gboolean narrowed;            /* the moves shown are one hex's */
  BnHex narrowed_to;

  GtkWidget *board;
  GtkLabel *status_label;
  GtkListBox *moves_list;
  GtkLabel *events_label;
  GtkWidget *undo_button;
  GtkWidget *keep_button;
  GtkWidget *ready_button;
  GtkWidget *legend;
  guint shown_side;             /* hot-seat: the side whose player has the board */

  /* The computer's moves, shown one at a time on a replayed copy. */
  BnBattle *shown;
  guint shown_until;            /* the actions the copy is to reach */
  guint tick_id;
  GtkWidget *watch_box;
  GtkDropDown *speed;
};

/* Milliseconds between two of the computer's moves, by the speed chosen. */
static const guint speeds[] = { 1200, 600, 200, 0 };

G_DEFINE_FINAL_TYPE (BnPlayWindow, bn_play_window, ADW_TYPE_WINDOW)

static const char * const phase_names[] = {
  [BN_PHASE_PLAY_CARD] = N_("play a command card"),
  [BN_PHASE_ORDER] = N_("order units"),
  [BN_PHASE_MOVE] = N_("move the ordered units"),
  [BN_PHASE_RECEIVE] = N_("receive a flank move"),
  [BN_PHASE_BATTLE] = N_("battle"),
  [BN_PHASE_DEFEND] = N_("make a stand or retreat"),
  [BN_PHASE_BREAKTHROUGH] = N_("break through or hold"),
  [BN_PHASE_SPECIAL] = N_("choose the special card's target"),
  [BN_PHASE_PAY] = N_("pay or refuse"),
  [BN_PHASE_DUEL_DRAW] = N_("fight a second duel or not"),
  [BN_PHASE_CASUALTIES] = N_("choose who takes the casualties"),
  [BN_PHASE_RETREAT] = N_("choose the retreat hex"),
  [BN_PHASE_OVER] = N_("the battle is over"),
};

static const BnBattle *
battle_of (BnPlayWindow *self)
{
  return bn_played_battle_get_battle (self->played);
}

static void refresh (BnPlayWindow *self);

static void
stop_watching (BnPlayWindow *self)
{
  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_pointer (&self->shown, bn_battle_free);
  gtk_widget_set_visible (self->watch_box, FALSE);
  bn_battle_board_set_battle (BN_BATTLE_BOARD (self->board), battle_of (self));
  refresh (self);
}

static gboolean
on_tick_cb (gpointer user_data)
{
  BnPlayWindow *self = user_data;
  guint n = bn_battle_get_n_actions (self->shown);

  if (n >= self->shown_until ||
      !bn_battle_apply (self->shown, bn_battle_get_action (battle_of (self), n), NULL))
    {
      self->tick_id = 0;
      stop_watching (self);
      return G_SOURCE_REMOVE;
    }
  gtk_widget_queue_draw (self->board);
  return G_SOURCE_CONTINUE;
}

/* Shows the actions from @from on, one at a time, at the speed chosen. */
static void
watch (BnPlayWindow *self,
       guint         from)
{
  guint until = bn_battle_get_n_actions (battle_of (self));
  guint interval = speeds[MIN (gtk_drop_down_get_selected (self->speed), G_N_ELEMENTS (speeds) - 1)];

  if (from >= until || interval == 0)
    return;
  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_pointer (&self->shown, bn_battle_free);
  self->shown = bn_played_battle_replay_to (self->played, from);
  self->shown_until = until;
  bn_battle_board_set_battle (BN_BATTLE_BOARD (self->board), self->shown);
  gtk_widget_set_visible (self->watch_box, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->moves_list), FALSE);
  gtk_label_set_text (self->status_label, _("The computer moves…"));
  self->tick_id = g_timeout_add (interval, on_tick_cb, self);
}

/* Whether the computer's moves are being shown. */
gboolean
bn_play_window_is_watching (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);

  return self->shown != NULL;
}

/* Skips to the end of the computer's moves. */
void
bn_play_window_skip (BnPlayWindow *self)
{
  g_return_if_fail (BN_IS_PLAY_WINDOW (self));

  if (self->shown != NULL)
    stop_watching (self);
}

/* The hexes a move is about: the unit's, and where it goes or strikes. */
static guint
hexes_of (const BnBattle       *battle,
          const BnBattleAction *action,
          BnHex                 out[2])
{
  const BnBattleUnit *unit;

  switch (action->type)
    {
    case BN_ACTION_ORDER_UNIT:
    case BN_ACTION_FACE:
    case BN_ACTION_RECEIVE:
    case BN_ACTION_DISMOUNT:
    case BN_ACTION_MOUNT:
    case BN_ACTION_PLANT_STAKES:
    case BN_ACTION_TAKE_CASUALTIES:
      if (action->a >= bn_battle_get_n_units (battle))
        return 0;
      out[0] = bn_battle_get_unit (battle, action->a)->hex;
      return 1;
    case BN_ACTION_MOVE_UNIT:
    case BN_ACTION_RETREAT:
      if (action->a >= bn_battle_get_n_units (battle))
        return 0;
      unit = bn_battle_get_unit (battle, action->a);
      out[0] = unit->hex;
      if (action->b > 5)
        return 1;
      out[1] = bn_hex_neighbour (unit->hex, action->b);
      return 2;
    case BN_ACTION_BATTLE:
    case BN_ACTION_BRIBE:
      if (action->a >= bn_battle_get_n_units (battle))
        return 0;
      out[0] = bn_battle_get_unit (battle, action->a)->hex;
      if (action->type == BN_ACTION_BRIBE || action->b >= bn_battle_get_n_units (battle))
        return 1;
      out[1] = bn_battle_get_unit (battle, action->b)->hex;
      return 2;
    default:
      return 0;
    }
}

static gboolean
touches (const BnBattle       *battle,
         const BnBattleAction *action,
         BnHex                 hex)
{
  BnHex hexes[2];
  guint n = hexes_of (battle, action, hexes);

  for (guint i = 0; i < n; i++)
    if (bn_hex_equal (hexes[i], hex))
      return TRUE;
  return FALSE;
}

static void on_move_clicked_cb (GtkButton *button, BnPlayWindow *self);

static const char *
unit_name (BnPlayWindow *self,
           guint         unit)
{
  const char *name = bn_played_battle_get_unit_name (self->played, unit);

  return name != NULL ? name : "?";
}

/* What happened, in words; %NULL for what a player is not told (the cards
 * the other side draws) or need not read (each die is summed up by the
 * losses it causes). */
static char *
tell (BnPlayWindow        *self,
      const BnBattleEvent *event)
{
  static const char * const directions[] = {
    N_("north"), N_("north-east"), N_("south-east"), N_("south"), N_("south-west"), N_("north-west"),
  };
  const char *army = event->side < 2 ? bn_played_battle_get_army_name (self->played, event->side) : "";
  const char *where = event->b < 6 ? _(directions[event->b]) : "";

  switch (event->type)
    {
    case BN_EVENT_FIRST_SIDE:
      return g_strdup_printf (_("%s moves first."), army);
    case BN_EVENT_CARD_PLAYED:
      return g_strdup_printf (_("%s plays command card %u."), army, event->a);
    case BN_EVENT_ORDERED:
      return event->b == 0 ? g_strdup_printf (_("%s is ordered."), unit_name (self, event->a)) : NULL;
    case BN_EVENT_UNIT_MOVED:
      return g_strdup_printf (_("%s moves %s."), unit_name (self, event->a), where);
    case BN_EVENT_FACED:
      return g_strdup_printf (_("%s turns to face %s."), unit_name (self, event->a), where);
    case BN_EVENT_BATTLE:
      return g_strdup_printf (event->c > 1 ? _("%s shoots at %s with %d dice.") : _("%s attacks %s with %d dice."),
                              unit_name (self, event->a), unit_name (self, event->b), event->value);
    case BN_EVENT_STAND:
      return g_strdup_printf (_("%s makes a stand."), unit_name (self, event->a));
    case BN_EVENT_WITHDRAW:
      return g_strdup_printf (_("%s withdraws %s."), unit_name (self, event->a), where);
    case BN_EVENT_FIGURE_LOST:
      return g_strdup_printf (_("%s loses a figure: %d left."), unit_name (self, event->a), event->value);
    case BN_EVENT_RETREAT:
      return g_strdup_printf (_("%s retreats %s."), unit_name (self, event->a), where);
    case BN_EVENT_RETREAT_BLOCKED:
      return g_strdup_printf (_("%s cannot retreat."), unit_name (self, event->a));
    case BN_EVENT_UNIT_ELIMINATED:
      return g_strdup_printf (_("%s is destroyed."), unit_name (self, event->a));
    case BN_EVENT_COMMANDER_ELIMINATED:
      return g_strdup (_("A commander falls."));
    case BN_EVENT_VICTORY_POINTS:
      return g_strdup_printf (event->value >= 0 ? _("%s gains %d victory points.") : _("%s loses %d victory points."),
                              army, ABS (event->value));
    case BN_EVENT_BREAKTHROUGH:
      return g_strdup_printf (_("%s breaks through %s."), unit_name (self, event->a), where);
    case BN_EVENT_TURN_END:
      return g_strdup_printf (_("%s ends its turn."), army);
    case BN_EVENT_GAME_OVER:
      return g_strdup (_("The battle is over."));
    default:
      return NULL;
    }
}

/* A move in words; the engine's own notation for the rarer ones. */
static char *
describe (BnPlayWindow         *self,
          const BnBattleAction *action)
{
  static const char * const directions[] = {
    N_("north"), N_("north-east"), N_("south-east"), N_("south"), N_("south-west"), N_("north-west"),
  };
  const BnBattle *battle = battle_of (self);

  switch (action->type)
    {
    case BN_ACTION_PLAY_CARD:
      return g_strdup_printf (_("Play command card %u"), bn_battle_get_hand_card (battle, action->side, action->a));
    case BN_ACTION_DISCARD_CARD:
      return g_strdup_printf (_("Discard card %u"), bn_battle_get_hand_card (battle, action->side, action->a));
    case BN_ACTION_ORDER_UNIT:
      return g_strdup_printf (_("Order %s"), unit_name (self, action->a));
    case BN_ACTION_END_ORDERS:
      return g_strdup (_("Done ordering"));
    case BN_ACTION_ORDER_COMMANDER:
      return g_strdup_printf (_("Order commander %u to move alone"), action->a + 1);
    case BN_ACTION_MOVE_COMMANDER:
      return g_strdup_printf (_("Move commander %u %s"), action->a + 1,
                              action->b < 6 ? _(directions[action->b]) : "");
    case BN_ACTION_MOVE_UNIT:
      return g_strdup_printf (_("Move %s %s"), unit_name (self, action->a),
                              action->b < 6 ? _(directions[action->b]) : "");
    case BN_ACTION_FACE:
      return g_strdup_printf (_("Turn %s to face %s"), unit_name (self, action->a),
                              action->b < 6 ? _(directions[action->b]) : "");
    case BN_ACTION_END_MOVES:
      return g_strdup (_("Done moving"));
    case BN_ACTION_BATTLE:
      return g_strdup_printf (_("%s attacks %s"), unit_name (self, action->a), unit_name (self, action->b));
    case BN_ACTION_STAND:
      return g_strdup (_("Make a stand"));
    case BN_ACTION_WITHDRAW:
      return g_strdup_printf (_("Withdraw to the %s"), action->b < 6 ? _(directions[action->b]) : "");
    case BN_ACTION_ADVANCE:
      return g_strdup (_("Break through into the emptied hex"));
    case BN_ACTION_HOLD:
      return g_strdup (_("Hold: no breakthrough"));
    case BN_ACTION_END_TURN:
      return g_strdup (_("End the turn and draw a card"));
    case BN_ACTION_RETREAT:
      return action->b < 6 ? g_strdup_printf (_("Retreat %s to the %s"), unit_name (self, action->a), _(directions[action->b]))
                           : g_strdup_printf (_("%s cannot retreat: lose a figure"), unit_name (self, action->a));
    default:
      return bn_battle_action_to_string (action);
    }
}

static void
refresh (BnPlayWindow *self)
{
  const BnBattle *battle = battle_of (self);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(GArray) lit = g_array_new (FALSE, FALSE, sizeof (BnHex));
  g_autoptr(GString) events = g_string_new (NULL);
  g_autofree char *status = NULL;
  BnBattlePhase phase = bn_battle_get_phase (battle);
  guint acting = bn_battle_get_acting_side (battle);
  GtkWidget *child;
  guint n_events = bn_battle_get_n_events (battle);

  if (phase == BN_PHASE_OVER)
    {
      guint winner = bn_battle_get_winner (battle);

      status = winner < 2
        ? g_strdup_printf (_("The battle is over: %s wins, %u to %u victory points."),
                           bn_played_battle_get_army_name (self->played, winner),
                           bn_battle_get_victory_points (battle, 0), bn_battle_get_victory_points (battle, 1))
        : g_strdup_printf (_("The battle is over: a draw, %u to %u victory points."),
                           bn_battle_get_victory_points (battle, 0), bn_battle_get_victory_points (battle, 1));
    }
  else
    /* TRANSLATORS: turn number, the army to act, what it must do, then the victory points */
    status = g_strdup_printf (_("Turn %u — %s to %s. Victory points %u to %u."), bn_battle_get_turn (battle),
                              bn_played_battle_get_army_name (self->played, acting), _(phase_names[phase]),
                              bn_battle_get_victory_points (battle, 0), bn_battle_get_victory_points (battle, 1));
  gtk_label_set_text (self->status_label, status);
  gtk_widget_set_visible (self->keep_button, phase == BN_PHASE_OVER);

  /* Two people at one screen: the moves of the side to act stay hidden
   * until its player has taken the board. */
  if (bn_played_battle_get_humans (self->played) == (BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1)) &&
      phase != BN_PHASE_OVER && acting != self->shown_side)
    {
      g_autofree char *pass = g_strdup_printf (_("%s to play. Hand over to its player; the moves show when "
                                                 "they are ready."),
                                               bn_played_battle_get_army_name (self->played, acting));

      gtk_label_set_text (self->status_label, pass);
      gtk_widget_set_visible (self->ready_button, TRUE);
      gtk_widget_set_visible (GTK_WIDGET (self->moves_list), FALSE);
      g_array_set_size (self->moves, 0);
      bn_battle_board_set_highlights (BN_BATTLE_BOARD (self->board), NULL, 0);
      return;
    }
  gtk_widget_set_visible (self->ready_button, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->moves_list), TRUE);
  bn_battle_legal_actions (battle, legal);
  g_array_set_size (self->moves, 0);
  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *action = &g_array_index (legal, BnBattleAction, i);
      BnHex hexes[2];
      guint n = hexes_of (battle, action, hexes);

      if (self->narrowed && !touches (battle, action, self->narrowed_to))
        continue;
      g_array_append_val (self->moves, *action);
      g_array_append_vals (lit, hexes, n);
    }
  bn_battle_board_set_highlights (BN_BATTLE_BOARD (self->board), (BnHex *) (void *) lit->data, lit->len);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->moves_list))) != NULL)
    gtk_list_box_remove (self->moves_list, child);
  for (guint i = 0; i < self->moves->len; i++)
    {
      g_autofree char *text = describe (self, &g_array_index (self->moves, BnBattleAction, i));
      GtkWidget *button = gtk_button_new_with_label (text);

      gtk_widget_add_css_class (button, "flat");
      g_object_set_data (G_OBJECT (button), "bn-index", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (on_move_clicked_cb), self);
      gtk_list_box_append (self->moves_list, button);
    }

  {
    /* The last dozen things told, newest last. */
    g_autoptr(GPtrArray) told = g_ptr_array_new_with_free_func (g_free);

    for (guint e = n_events; e > 0 && told->len < 12; e--)
      {
        char *text = tell (self, bn_battle_get_event (battle, e - 1));

        if (text != NULL)
          g_ptr_array_insert (told, 0, text);
      }
    for (guint i = 0; i < told->len; i++)
      g_string_append_printf (events, "%s\n", (char *) g_ptr_array_index (told, i));
  }
  gtk_label_set_text (self->events_label, events->str);
  gtk_widget_queue_draw (self->board);
}

/**
 * bn_play_window_make_move:
 * @index: one of the moves shown, from 0
 *
 * Makes it; the computer answers; the battle is saved.
 */
gboolean
bn_play_window_make_move (BnPlayWindow *self,
                          guint         index)
{
  g_autoptr(GError) error = NULL;
  BnBattleAction action;
  guint mine;

  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);

  if (self->shown != NULL)
    stop_watching (self);
  if (index >= self->moves->len)
    return FALSE;
  action = g_array_index (self->moves, BnBattleAction, index);
  mine = bn_battle_get_n_actions (battle_of (self)) + 1;
  if (!bn_played_battle_act (self->store, self->played, &action, &error))
    {
      gtk_label_set_text (self->status_label, error->message);
      return FALSE;
    }
  self->narrowed = FALSE;
  refresh (self);
  /* The computer answered: its moves are shown one by one. */
  watch (self, mine);
  return TRUE;
}

/* Takes back the last move a person made. */
gboolean
bn_play_window_undo (BnPlayWindow *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);

  if (!bn_played_battle_undo (self->store, self->played, &error))
    {
      gtk_label_set_text (self->status_label, error->message);
      return FALSE;
    }
  bn_battle_board_set_battle (BN_BATTLE_BOARD (self->board), battle_of (self));
  self->narrowed = FALSE;
  refresh (self);
  return TRUE;
}

/**
 * bn_play_window_keep:
 *
 * Records the finished battle in the campaign (its deeds, losses and log),
 * ready for its post-battle sequence, and closes the window.
 */
gboolean
bn_play_window_keep (BnPlayWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRecord) record = NULL;

  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);

  record = bn_played_battle_keep (self->store, self->played, &error);
  if (record == NULL)
    {
      gtk_label_set_text (self->status_label, error->message);
      return FALSE;
    }
  gtk_window_destroy (GTK_WINDOW (self));
  return TRUE;
}

/* The player of the side to act has taken the board: show its moves. */
void
bn_play_window_take_over (BnPlayWindow *self)
{
  g_return_if_fail (BN_IS_PLAY_WINDOW (self));

  self->shown_side = bn_battle_get_acting_side (battle_of (self));
  refresh (self);
}

static void
fill_legend (BnPlayWindow *self)
{
  const BnBattle *battle = battle_of (self);
  const BnScenario *sc = bn_battle_get_scenario (battle);
  const BnBattleRules *rules = bn_battle_get_rules (battle);
  gboolean seen[256] = { FALSE };
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->legend)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->legend), child);
  for (guint i = 0; i < sc->width * sc->height; i++)
    {
      guint t = sc->terrain[i];
      GdkRGBA colour;
      g_autofree char *hex = NULL;
      g_autofree char *escaped = NULL;
      g_autofree char *markup = NULL;
      GtkWidget *label;

      if (seen[t] || t >= bn_battle_rules_get_n_terrains (rules))
        continue;
      seen[t] = TRUE;
      colour = bn_battle_board_get_terrain_colour (BN_BATTLE_BOARD (self->board), t);
      hex = g_strdup_printf ("#%02x%02x%02x", (int) (colour.red * 255), (int) (colour.green * 255),
                             (int) (colour.blue * 255));
      escaped = g_markup_escape_text (bn_battle_rules_get_terrain (rules, t)->name, -1);
      markup = g_strdup_printf ("<span background=\"%s\">\u2003\u2003</span> %s", hex, escaped);
      label = gtk_label_new (NULL);
      gtk_label_set_markup (GTK_LABEL (label), markup);
      gtk_widget_add_css_class (label, "caption");
      gtk_flow_box_append (GTK_FLOW_BOX (self->legend), label);
    }
}

static void
on_move_clicked_cb (GtkButton    *button,
                    BnPlayWindow *self)
{
  bn_play_window_make_move (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "bn-index")));
}

/* A hex narrows the moves to its own; when one is left, it is made. */
static void
on_hex_activated_cb (BnPlayWindow *self,
                     int           q,
                     int           r)
{
  if (self->shown != NULL)
    return;
  self->narrowed = TRUE;
  self->narrowed_to = bn_hex_make (q, r);
  refresh (self);
  if (self->moves->len == 0)
    {
      /* Nothing to do there: every move is shown again. */
      self->narrowed = FALSE;
      refresh (self);
    }
  else if (self->moves->len == 1)
    bn_play_window_make_move (self, 0);
}

static void
bn_play_window_dispose (GObject *object)
{
  BnPlayWindow *self = BN_PLAY_WINDOW (object);

  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_pointer (&self->shown, bn_battle_free);
  G_OBJECT_CLASS (bn_play_window_parent_class)->dispose (object);
}

static void
bn_play_window_finalize (GObject *object)
{
  BnPlayWindow *self = BN_PLAY_WINDOW (object);

  g_clear_pointer (&self->played, bn_played_battle_free);
  g_clear_pointer (&self->store, bn_store_unref);
  g_clear_pointer (&self->moves, g_array_unref);
  G_OBJECT_CLASS (bn_play_window_parent_class)->finalize (object);
}

static void
bn_play_window_class_init (BnPlayWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bn_play_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = bn_play_window_finalize;
}

static void
bn_play_window_init (BnPlayWindow *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *body = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *moves_title = gtk_label_new (_("Moves"));
  GtkWidget *events_title = gtk_label_new (_("What Happened"));

  self->moves = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  gtk_window_set_default_size (GTK_WINDOW (self), 1180, 760);
  adw_window_set_content (ADW_WINDOW (self), content);
  self->undo_button = gtk_button_new_from_icon_name ("edit-undo-symbolic");
  gtk_widget_set_tooltip_text (self->undo_button, _("Take Back the Last Move"));
  g_signal_connect_swapped (self->undo_button, "clicked", G_CALLBACK (bn_play_window_undo), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->undo_button);
  gtk_box_append (GTK_BOX (content), header);
  gtk_widget_set_vexpand (body, TRUE);
  gtk_box_append (GTK_BOX (content), body);

  self->board = bn_battle_board_new ();
  g_signal_connect_swapped (self->board, "hex-activated", G_CALLBACK (on_hex_activated_cb), self);
  {
    GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

    self->legend = gtk_flow_box_new ();
    gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->legend), GTK_SELECTION_NONE);
    gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->legend), 8);
    gtk_widget_set_margin_start (self->legend, 12);
    gtk_widget_set_margin_bottom (self->legend, 6);
    gtk_widget_set_hexpand (column, TRUE);
    gtk_box_append (GTK_BOX (column), self->board);
    gtk_box_append (GTK_BOX (column), self->legend);
    gtk_box_append (GTK_BOX (body), column);
  }

  gtk_widget_set_size_request (side, 320, -1);
  gtk_widget_set_margin_start (side, 12);
  gtk_widget_set_margin_end (side, 12);
  gtk_widget_set_margin_top (side, 12);
  gtk_widget_set_margin_bottom (side, 12);
  self->status_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->status_label, TRUE);
  gtk_label_set_xalign (self->status_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "heading");
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->status_label));
  self->keep_button = gtk_button_new_with_mnemonic (_("_Keep in the Campaign"));
  gtk_widget_add_css_class (self->keep_button, "suggested-action");
  gtk_widget_add_css_class (self->keep_button, "pill");
  gtk_widget_set_tooltip_text (self->keep_button, _("Record the battle, ready for its post-battle sequence"));
  gtk_widget_set_visible (self->keep_button, FALSE);
  g_signal_connect_swapped (self->keep_button, "clicked", G_CALLBACK (bn_play_window_keep), self);
  gtk_box_append (GTK_BOX (side), self->keep_button);
  self->ready_button = gtk_button_new_with_mnemonic (_("I Have the _Board"));
  gtk_widget_add_css_class (self->ready_button, "suggested-action");
  gtk_widget_add_css_class (self->ready_button, "pill");
  gtk_widget_set_visible (self->ready_button, FALSE);
  g_signal_connect_swapped (self->ready_button, "clicked", G_CALLBACK (bn_play_window_take_over), self);
  gtk_box_append (GTK_BOX (side), self->ready_button);
  {
    const char *names[] = { _("Slow"), _("Steady"), _("Fast"), _("At once"), NULL };
    GtkWidget *speed_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    GtkWidget *skip = gtk_button_new_with_mnemonic (_("_Skip"));
    GtkWidget *label = gtk_label_new (_("The computer's moves"));

    self->speed = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (names));
    gtk_drop_down_set_selected (self->speed, 1);
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->speed), _("How fast the computer's moves are shown"));
    gtk_widget_add_css_class (label, "dim-label");
    gtk_widget_set_hexpand (label, TRUE);
    gtk_label_set_xalign (GTK_LABEL (label), 0);
    gtk_box_append (GTK_BOX (speed_box), label);
    gtk_box_append (GTK_BOX (speed_box), GTK_WIDGET (self->speed));
    gtk_box_append (GTK_BOX (side), speed_box);
    self->watch_box = skip;
    gtk_widget_set_visible (skip, FALSE);
    g_signal_connect_swapped (skip, "clicked", G_CALLBACK (bn_play_window_skip), self);
    gtk_box_append (GTK_BOX (side), skip);
  }
  gtk_label_set_xalign (GTK_LABEL (moves_title), 0);
  gtk_widget_add_css_class (moves_title, "dim-label");
  gtk_box_append (GTK_BOX (side), moves_title);
  self->moves_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->moves_list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->moves_list), "boxed-list");
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->moves_list));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (side), scroller);
  gtk_label_set_xalign (GTK_LABEL (events_title), 0);
  gtk_widget_add_css_class (events_title, "dim-label");
  gtk_box_append (GTK_BOX (side), events_title);
  self->events_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->events_label, 0);
  gtk_label_set_wrap (self->events_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->events_label), "caption");
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->events_label));
  gtk_box_append (GTK_BOX (body), side);
}

/**
 * bn_play_window_new:
 * @played: (transfer full): the battle to play
 *
 * Returns: (transfer none): the window, shown
 */
BnPlayWindow *
bn_play_window_new (GtkWindow      *parent,
                    BnStore        *store,
                    BnPlayedBattle *played)
{
  BnPlayWindow *self = g_object_new (BN_TYPE_PLAY_WINDOW, "transient-for", parent, NULL);
  g_autofree char *title = NULL;

  self->store = bn_store_ref (store);
  self->played = played;
  /* TRANSLATORS: the play window's title: the two armies */
  title = g_strdup_printf (_("%s against %s"), bn_played_battle_get_army_name (played, 0),
                           bn_played_battle_get_army_name (played, 1));
  gtk_window_set_title (GTK_WINDOW (self), title);
  bn_battle_board_set_battle (BN_BATTLE_BOARD (self->board), battle_of (self));
  fill_legend (self);
  /* Whoever opens the window has the board first. */
  self->shown_side = bn_battle_get_acting_side (battle_of (self));
  refresh (self);
  gtk_window_present (GTK_WINDOW (self));
  /* The computer against itself: the battle is watched from the start. */
  if (bn_played_battle_get_humans (played) == 0)
    watch (self, 0);
  return self;
}

BnPlayedBattle *
bn_play_window_get_played (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), NULL);

  return self->played;
}

GtkWidget *
bn_play_window_get_board (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), NULL);

  return self->board;
}

/* Returns: how many moves are offered now. */
guint
bn_play_window_get_n_moves (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), 0);

  return self->moves->len;
}
