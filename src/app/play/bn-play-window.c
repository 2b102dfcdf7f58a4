/* bn-play-window.c — a battle played on the board; see the header. */
#include "bn-config.h"
#include "bn-accessible.h"

#include "bn-play-window.h"
#include "bn-play-window-private.h"

#include "bn-computer-thinker.h"
#include "bn-table-board.h"

#include <glib/gi18n.h>

#include "bn-action-bar.h"
#include "bn-application.h"
#include "bn-battle-board.h"
#include "bn-battle-view.h"
#include "bn-battle-words.h"
#include "bn-battle-glance.h"
#include "bn-bid-control.h"
#include "bn-combat-odds.h"
#include "bn-combat-preview.h"
#include "bn-combat-report.h"
#include "bn-dice-strip.h"
#include "bn-moves-list.h"
#include "bn-net-play.h"
#include "bn-play-online.h"
#include "bn-replay-window.h"


G_DEFINE_FINAL_TYPE (BnPlayWindow, bn_play_window, ADW_TYPE_WINDOW)


void
play_window_stop_watching (BnPlayWindow *self)
{
  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_pointer (&self->shown, bn_battle_free);
  gtk_widget_set_visible (self->watch_box, FALSE);
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), battle_of (self));
  if (self->net != NULL)
    bn_play_window_net_choose (self);
  else
    play_window_refresh (self);
}

/* The side whose army is drawn at the bottom: the person's, the player's
 * who has the board at one screen. */
static void
turn_board (BnPlayWindow *self)
{
  const BnScenario *sc = bn_battle_get_scenario (battle_of (self));
  guint humans = humans_of (self);
  guint viewer = humans == BN_PLAYED_BY_PEOPLE (1) ? 1 : humans == BN_PLAYED_BY_PEOPLE (0) ? 0 : self->shown_side;

  if (BN_IS_BATTLE_BOARD (self->board) && viewer < 2)
    bn_battle_board_set_flipped (BN_BATTLE_BOARD (self->board), sc->baseline[viewer] == BN_EDGE_NORTH);
}

/* The window while the computer's moves are shown on their copy: its
 * state, its log and its dice as the replay has reached them; no move
 * offered, on the board, the bar or the list. */
static void
show_watching (BnPlayWindow        *self,
               const BnBattleWords *words)
{
  g_autofree char *result = bn_battle_words_result (words);
  g_autofree char *status = g_strdup_printf ("%s\n%s", self->net != NULL ? _("Your friend moves…")
                                                                         : _("The computer moves…"), result);

  gtk_label_set_text (self->status_label, status);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "board");
  gtk_widget_set_visible (self->ready_button, FALSE);
  gtk_widget_set_visible (self->report, TRUE);
  gtk_widget_set_visible (self->keep_button, FALSE);
  gtk_widget_set_visible (self->replay_button, FALSE);
  gtk_widget_set_sensitive (self->undo_button, FALSE);
  play_window_show_events (self, words->battle);
  gtk_widget_set_visible (GTK_WIDGET (self->moves_list), FALSE);
  gtk_widget_set_visible (self->moves_title, FALSE);
  gtk_widget_set_visible (self->bid, FALSE);
  /* The person's hand stays in sight, not to be played yet. */
  gtk_widget_set_sensitive (self->hand_box, FALSE);
  g_array_set_size (self->offered, 0);
  g_array_set_size (self->moves, 0);
  bn_battle_view_set_moves (BN_BATTLE_VIEW (self->board), NULL, 0, NULL, 0);
  bn_action_bar_set_actions (BN_ACTION_BAR (self->action_bar), words, NULL, 0);
  bn_combat_odds_set_moves (BN_COMBAT_ODDS (self->odds), words, NULL, 0);
  gtk_widget_queue_draw (self->board);
}

void
play_window_refresh (BnPlayWindow *self)
{
  const BnBattle *battle = battle_of (self);
  BnBattleWords words = words_of (self);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(GArray) hints = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autofree char *status = NULL;
  BnBattlePhase phase = bn_battle_get_phase (battle);
  guint acting = bn_battle_get_acting_side (battle);
  guint humans = humans_of (self);
  gboolean persons_turn;
  guint turn_key = (guint) bn_battle_get_turn (battle) << 2 | (acting & 1) << 1 | (phase == BN_PHASE_OVER);

  /* A new turn, or the other side to answer: the moves list's groups
   * start folded, so that a leader's dozen choices opened once do not
   * stand open in every turn after. */
  if (turn_key != self->groups_turn)
    {
      g_hash_table_remove_all (self->open_groups);
      self->groups_turn = turn_key;
    }
  {
    g_autofree char *state = bn_action_bar_describe_state_for (&words, play_window_viewer (self));

    bn_action_bar_set_state (BN_ACTION_BAR (self->action_bar), state);
  }
  /* While the computer's moves are shown, everything follows the copy
   * they are shown on, as far as the player has seen: nothing is offered
   * until the replay reaches where the battle stands. */
  if (self->shown != NULL)
    {
      show_watching (self, &words);
      return;
    }
  gtk_widget_set_sensitive (self->hand_box, TRUE);
  status = bn_battle_words_result (&words);
  gtk_label_set_text (self->status_label, status);
  play_window_show_glance (self);
  /* Over the network the battle is kept when both sides have checked it. */
  gtk_widget_set_visible (self->keep_button, phase == BN_PHASE_OVER && self->net == NULL);
  gtk_widget_set_visible (self->replay_button, phase == BN_PHASE_OVER);
  gtk_widget_set_sensitive (self->undo_button, phase != BN_PHASE_OVER && humans != 0 && self->net == NULL);
  play_window_show_events (self, battle);

  /* Two people at one screen: the board is hidden behind the hand-over
   * screen until the player of the side to act has taken it. */
  if (humans == (BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1)) && phase != BN_PHASE_OVER &&
      acting != self->shown_side)
    {
      g_autofree char *title = g_strdup_printf (_("%s to Play"), bn_played_battle_get_army_name (self->played, acting));

      adw_status_page_set_title (self->handover, title);
      gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "handover");
      /* Nothing the player to come may not know: the log spoke to the one before. */
      gtk_label_set_text (self->events_label, "");
      bn_dice_strip_set_dice (BN_DICE_STRIP (self->dice), NULL, 0);
      gtk_widget_set_visible (self->dice_title, FALSE);
      gtk_widget_set_visible (self->dice, FALSE);
      gtk_widget_set_visible (self->moves_title, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->dice_entry), FALSE);
      bn_action_bar_set_actions (BN_ACTION_BAR (self->action_bar), &words, NULL, 0);
      gtk_widget_set_visible (self->ready_button, TRUE);
      gtk_widget_set_visible (GTK_WIDGET (self->moves_list), FALSE);
      gtk_widget_set_visible (self->bid, FALSE);
      /* The last combat and an attack's odds spoke to the one before too. */
      gtk_widget_set_visible (self->report, FALSE);
      gtk_widget_set_visible (self->odds, FALSE);
      play_window_fill_hand (self, FALSE);
      g_array_set_size (self->offered, 0);
      g_array_set_size (self->moves, 0);
      bn_battle_view_set_moves (BN_BATTLE_VIEW (self->board), NULL, 0, NULL, 0);
      return;
    }
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "board");
  gtk_widget_set_visible (self->ready_button, FALSE);
  gtk_widget_set_visible (self->report, TRUE);
  turn_board (self);
  /* The computer's moves are its own: none is offered while it chooses. */
  persons_turn = phase != BN_PHASE_OVER && (humans & BN_PLAYED_BY_PEOPLE (acting)) != 0;
  /* A person's turn begins (or his answer is asked) with the last dice
   * and their account in view; the end with Keep and the result. */
  if ((persons_turn || phase == BN_PHASE_OVER) && turn_key != self->told_turn)
    play_window_scroll_to_dice (self);
  self->told_turn = turn_key;
  gtk_widget_set_visible (GTK_WIDGET (self->moves_list), persons_turn);
  gtk_widget_set_visible (self->moves_title, persons_turn);
  /* Over the network the dice are drawn by both sides together, never typed. */
  gtk_widget_set_visible (GTK_WIDGET (self->dice_entry), phase != BN_PHASE_OVER && self->net == NULL);
  /* The hand shown is the person's own: never the computer's. */
  play_window_fill_hand (self, phase != BN_PHASE_OVER &&
                                ((humans & BN_PLAYED_BY_PEOPLE (acting)) != 0 || self->net != NULL));
  if (phase != BN_PHASE_PLAY_CARD)
    self->card_preview = -1;

  bn_battle_legal_actions (battle, legal);
  /* Over the network, moves only while this side's program asks for one. */
  if (self->net != NULL && (!bn_net_play_is_choosing (self->net) || acting != bn_net_play_get_side (self->net)))
    g_array_set_size (legal, 0);
  /* Bids have a control of their own, where the player names the points. */
  if (phase != BN_PHASE_OVER && (humans & BN_PLAYED_BY_PEOPLE (acting)) != 0)
    bn_bid_control_set_actions (BN_BID_CONTROL (self->bid), &words,
                                (const BnBattleAction *) (void *) legal->data, legal->len);
  else
    gtk_widget_set_visible (self->bid, FALSE);
  g_array_set_size (self->offered, 0);
  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *action = &g_array_index (legal, BnBattleAction, i);

      if (!persons_turn || (action->type == BN_ACTION_BRIBE && gtk_widget_get_visible (self->bid)))
        continue;
      if (self->card_preview >= 0 && action->a != self->card_preview)
        continue;
      g_array_append_val (self->offered, *action);
    }
  if (self->card_preview >= 0)
    bn_battle_card_orders (battle_of (self), (guint) self->card_preview, hints);
  bn_battle_view_set_moves (BN_BATTLE_VIEW (self->board), (const BnBattleAction *) (void *) self->offered->data,
                            self->offered->len, (const BnBattleAction *) (void *) hints->data, hints->len);
  bn_action_bar_set_actions (BN_ACTION_BAR (self->action_bar), &words,
                             (const BnBattleAction *) (void *) self->offered->data, self->offered->len);
  play_window_list_moves (self);
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
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);

  if (self->shown != NULL)
    play_window_stop_watching (self);
  if (index >= self->moves->len)
    return FALSE;
  return play_window_act (self, g_array_index (self->moves, BnBattleAction, index));
}

/* Makes @action, a move shown or a bid; the engine judges it. */
gboolean
play_window_act (BnPlayWindow   *self,
     BnBattleAction  action)
{
  g_autoptr(GError) error = NULL;
  guint mine;

  if (play_window_refuse_while_thinking (self))
    return FALSE;

  if (self->shown != NULL)
    play_window_stop_watching (self);
  if (self->net != NULL)
    return bn_play_window_net_act (self, &action);
  mine = bn_battle_get_n_actions (battle_of (self)) + 1;
  if (!bn_played_battle_act_with_dice (self->store, self->played, &action,
                                       gtk_editable_get_text (GTK_EDITABLE (self->dice_entry)), &error))
    {
      /* A refused move may leave the battle rebuilt as it was saved. */
      g_autofree char *why = NULL;

      bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), battle_of (self));
      play_window_refresh (self);
      /* TRANSLATORS: %s says why the move was refused, as "played battle 1 was changed elsewhere since it was
       * opened; open it again to go on from where it now is" */
      why = g_strdup_printf (_("The move was not made — %s."), error->message);
      gtk_label_set_text (self->status_label, why);
      return FALSE;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->dice_entry), "");
  self->card_preview = -1;
  play_window_refresh (self);
  /* The computer answered: its moves are shown one by one. */
  play_window_watch (self, mine);
  play_window_think (self);
  return TRUE;
}

/* Takes back the last move a person made. */
gboolean
bn_play_window_undo (BnPlayWindow *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);

  if (self->shown != NULL)
    play_window_stop_watching (self);
  if (play_window_refuse_while_thinking (self))
    return FALSE;
  if (!bn_played_battle_undo (self->store, self->played, &error))
    {
      bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), battle_of (self));
      play_window_refresh (self);
      gtk_label_set_text (self->status_label, error->message);
      return FALSE;
    }
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), battle_of (self));
  self->card_preview = -1;
  play_window_refresh (self);
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
  play_window_refresh (self);
  gtk_widget_grab_focus (self->board);
}

/**
 * bn_play_window_open_replay:
 *
 * Opens the battle so far in a replay window, to step through it.
 *
 * Returns: (transfer none): the replay window
 */
GtkWindow *
bn_play_window_open_replay (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), NULL);

  return GTK_WINDOW (bn_replay_window_new_for_played (GTK_WINDOW (self), self->played));
}

static void
bn_play_window_dispose (GObject *object)
{
  BnPlayWindow *self = BN_PLAY_WINDOW (object);

  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_handle_id (&self->scroll_id, g_source_remove);
  self->side_scroller = NULL;
  g_clear_pointer (&self->shown, bn_battle_free);
  g_clear_pointer (&self->half_start, bn_battle_free);
  g_clear_pointer (&self->half_end, bn_battle_free);
  g_clear_pointer (&self->thinker, bn_computer_thinker_free);
  bn_play_window_net_dispose (self);
  G_OBJECT_CLASS (bn_play_window_parent_class)->dispose (object);
}

static void
bn_play_window_finalize (GObject *object)
{
  BnPlayWindow *self = BN_PLAY_WINDOW (object);

  g_clear_pointer (&self->played, bn_played_battle_free);
  g_clear_pointer (&self->old_played, g_ptr_array_unref);
  g_clear_pointer (&self->store, bn_store_unref);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->offered, g_array_unref);
  g_clear_pointer (&self->open_groups, g_hash_table_unref);
  G_OBJECT_CLASS (bn_play_window_parent_class)->finalize (object);
}

static void
undo_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  bn_play_window_undo (BN_PLAY_WINDOW (widget));
}

static void
cancel_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  play_window_cancel_pick (BN_PLAY_WINDOW (widget));
}

static void
skip_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  bn_play_window_skip (BN_PLAY_WINDOW (widget));
}

static void
replay_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  bn_play_window_open_replay (BN_PLAY_WINDOW (widget));
}

static void
board_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  gtk_widget_grab_focus (BN_PLAY_WINDOW (widget)->board);
}

static void
moves_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  BnPlayWindow *self = BN_PLAY_WINDOW (widget);
  GtkWidget *first = gtk_widget_get_first_child (GTK_WIDGET (self->moves_list));

  adw_flap_set_reveal_flap (ADW_FLAP (self->flap), TRUE);
  if (first != NULL)
    gtk_widget_grab_focus (first);
}

static void
bn_play_window_class_init (BnPlayWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bn_play_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = bn_play_window_finalize;

  gtk_widget_class_install_action (widget_class, "play.undo", NULL, undo_activated);
  gtk_widget_class_install_action (widget_class, "play.cancel", NULL, cancel_activated);
  gtk_widget_class_install_action (widget_class, "play.skip", NULL, skip_activated);
  gtk_widget_class_install_action (widget_class, "play.replay", NULL, replay_activated);
  gtk_widget_class_install_action (widget_class, "play.focus-board", NULL, board_activated);
  gtk_widget_class_install_action (widget_class, "play.focus-moves", NULL, moves_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "play.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "play.cancel", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_k, GDK_CONTROL_MASK, "play.skip", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "play.replay", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, GDK_CONTROL_MASK, "play.focus-board", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK, "play.focus-moves", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
bn_play_window_init (BnPlayWindow *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  GtkWidget *side_scroller = gtk_scrolled_window_new ();
  GtkWidget *flap_toggle = gtk_toggle_button_new ();
  GtkWidget *help = gtk_menu_button_new ();

  self->moves = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  self->old_played = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_played_battle_free);
  self->offered = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  self->open_groups = g_hash_table_new (g_direct_hash, g_direct_equal);
  self->card_preview = -1;
  gtk_window_set_default_size (GTK_WINDOW (self), 1240, 780);
  gtk_widget_set_size_request (GTK_WIDGET (self), 360, 480);
  adw_window_set_content (ADW_WINDOW (self), content);

  /* Worded beside its icon: an arrow alone at the top left reads as GNOME's Back. */
  self->undo_button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (self->undo_button),
                        g_object_new (ADW_TYPE_BUTTON_CONTENT, "icon-name", "edit-undo-symbolic",
                                      "label", _("_Take Back"), "use-underline", TRUE, NULL));
  gtk_widget_set_tooltip_text (self->undo_button, _("Take Back the Last Move (Ctrl+Z)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->undo_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Take back the last move"), -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->undo_button), "play.undo");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->undo_button);
  self->replay_button = gtk_button_new_with_mnemonic (_("_Replay"));
  gtk_widget_set_tooltip_text (self->replay_button, _("Step through the battle again (Ctrl+R)"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->replay_button), "play.replay");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->replay_button);
  gtk_button_set_icon_name (GTK_BUTTON (flap_toggle), "sidebar-show-right-symbolic");
  gtk_widget_set_tooltip_text (flap_toggle, _("Show the Moves"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (flap_toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Show the moves"), -1);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), flap_toggle);
  {
    GtkWidget *label = gtk_label_new (NULL);
    GtkWidget *popover = gtk_popover_new ();

    self->keys_label = GTK_LABEL (label);

    gtk_label_set_wrap (GTK_LABEL (label), TRUE);
    gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
    gtk_widget_set_margin_start (label, 6);
    gtk_widget_set_margin_end (label, 6);
    gtk_popover_set_child (GTK_POPOVER (popover), label);
    gtk_menu_button_set_popover (GTK_MENU_BUTTON (help), popover);
    gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (help), "input-keyboard-symbolic");
    gtk_widget_set_tooltip_text (help, _("Playing with the Keyboard"));
    bn_accessible_set_label (help, _("Playing with the keyboard"));
    adw_header_bar_pack_end (ADW_HEADER_BAR (header), help);
  }
  gtk_box_append (GTK_BOX (content), header);

  self->flap = adw_flap_new ();
  adw_flap_set_flap_position (ADW_FLAP (self->flap), GTK_PACK_END);
  adw_flap_set_locked (ADW_FLAP (self->flap), FALSE);
  g_object_bind_property (self->flap, "reveal-flap", flap_toggle, "active", G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  gtk_widget_set_vexpand (self->flap, TRUE);
  gtk_box_append (GTK_BOX (content), self->flap);

  {
    GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

    self->legend = gtk_flow_box_new ();
    gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->legend), GTK_SELECTION_NONE);
    gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->legend), 12);
    gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->legend), 3);
    gtk_widget_set_margin_start (self->legend, 12);
    gtk_widget_set_margin_bottom (self->legend, 6);
    gtk_widget_set_hexpand (column, TRUE);
    /* The board comes first, once the battle says which (bn_play_window_new()). */
    self->board_column = column;
    gtk_box_append (GTK_BOX (column), self->legend);
    {
      GtkWidget *key = gtk_label_new (NULL);

      self->legend_label = GTK_LABEL (key);

      gtk_label_set_wrap (GTK_LABEL (key), TRUE);
      gtk_label_set_xalign (GTK_LABEL (key), 0);
      gtk_widget_add_css_class (key, "caption");
      gtk_widget_add_css_class (key, "dim-label");
      gtk_widget_set_margin_start (key, 12);
      gtk_widget_set_margin_end (key, 12);
      gtk_widget_set_margin_bottom (key, 8);
      gtk_box_append (GTK_BOX (column), key);
    }

    self->stack = gtk_stack_new ();
    gtk_stack_add_named (GTK_STACK (self->stack), column, "board");
    self->handover = ADW_STATUS_PAGE (adw_status_page_new ());
    adw_status_page_set_icon_name (self->handover, "system-users-symbolic");
    adw_status_page_set_description (self->handover, _("Hand the screen over to its player. The board and the "
                                                        "hand show when they are ready."));
    self->ready_button = gtk_button_new_with_mnemonic (_("I Have the _Board"));
    gtk_widget_add_css_class (self->ready_button, "suggested-action");
    gtk_widget_add_css_class (self->ready_button, "pill");
    gtk_widget_set_halign (self->ready_button, GTK_ALIGN_CENTER);
    g_signal_connect_swapped (self->ready_button, "clicked", G_CALLBACK (bn_play_window_take_over), self);
    adw_status_page_set_child (self->handover, self->ready_button);
    gtk_stack_add_named (GTK_STACK (self->stack), GTK_WIDGET (self->handover), "handover");
    adw_flap_set_content (ADW_FLAP (self->flap), self->stack);
  }

  play_window_build_panel (self, side);

  self->side_scroller = side_scroller;
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (side_scroller), side);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (side_scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_size_request (side_scroller, 340, -1);
  gtk_widget_set_hexpand (side_scroller, FALSE);
  gtk_widget_add_css_class (side_scroller, "background");
  adw_flap_set_flap (ADW_FLAP (self->flap), side_scroller);
}

/* The bar under the board is laid out for the board column's width: as
 * narrow as a phone's, its buttons go under its state line. */
static void
fit_bar (BnPlayWindow *self)
{
  int width = 0, height = 0, column;
  gboolean beside = adw_flap_get_reveal_flap (ADW_FLAP (self->flap)) && !adw_flap_get_folded (ADW_FLAP (self->flap));

  if (self->action_bar == NULL)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  if (width <= 0)
    width = gtk_widget_get_width (GTK_WIDGET (self));
  column = width - (beside ? gtk_widget_get_width (adw_flap_get_flap (ADW_FLAP (self->flap))) : 0);
  bn_action_bar_set_narrow (BN_ACTION_BAR (self->action_bar), width > 0 && column < 560);
}

/**
 * bn_play_window_new:
 * @played: (transfer full): the battle to play
 *
 * Returns: (transfer none): the window, shown
 */
static BnPlayWindow *
play_window_new (GtkWindow      *parent,
                 BnStore        *store,
                 BnPlayedBattle *played,
                 BnNetPlay      *net)
{
  BnPlayWindow *self = g_object_new (BN_TYPE_PLAY_WINDOW, "transient-for", parent, NULL);
  g_autofree char *title = NULL;

  self->store = bn_store_ref (store);
  self->played = played;
  {
    /* Views follow the store: the battle played on elsewhere shows here. */
    GtkApplication *app = parent != NULL ? gtk_window_get_application (parent) : NULL;
    BnStoreMonitor *monitor = app != NULL && BN_IS_APPLICATION (app)
                              ? bn_application_get_store_monitor (BN_APPLICATION (app)) : NULL;

    if (monitor != NULL && bn_store_monitor_get_store (monitor) == store && net == NULL)
      g_signal_connect_object (monitor, "changed", G_CALLBACK (play_window_store_changed), self, G_CONNECT_SWAPPED);
  }
  if (net != NULL)
    bn_play_window_net_attach (self, net);
  /* TRANSLATORS: the play window's title: the two armies */
  title = g_strdup_printf (_("%s against %s"), bn_played_battle_get_army_name (played, 0),
                           bn_played_battle_get_army_name (played, 1));
  gtk_window_set_title (GTK_WINDOW (self), title);
  self->board = bn_battle_view_new_for_battle (battle_of (self));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->board), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                  self->status_label, NULL, -1);
  gtk_box_prepend (GTK_BOX (self->board_column), self->board);
  self->action_bar = bn_action_bar_new ();
  play_window_connect_picks (self);
  gtk_box_append (GTK_BOX (bn_action_bar_get_extra (BN_ACTION_BAR (self->action_bar))), self->keep_button);
  g_signal_connect_swapped (self, "notify::default-width", G_CALLBACK (fit_bar), self);
  g_signal_connect_swapped (self->flap, "notify::folded", G_CALLBACK (fit_bar), self);
  g_signal_connect_swapped (self->flap, "notify::reveal-flap", G_CALLBACK (fit_bar), self);
  fit_bar (self);
  gtk_box_insert_child_after (GTK_BOX (self->board_column), self->action_bar, self->board);
  /* The hard computer thinks in another thread, its time shown. */
  if (bn_played_battle_get_strength (played) == BN_BATTLE_STRENGTH_HARD)
    {
      bn_played_battle_set_defer_computer (played, TRUE);
      self->thinker = bn_computer_thinker_new (play_window_computer_chose, self);
      gtk_box_insert_child_after (GTK_BOX (self->board_column), bn_computer_thinker_get_widget (self->thinker),
                                  self->action_bar);
    }
  bn_battle_view_set_armies (BN_BATTLE_VIEW (self->board), bn_played_battle_get_army (played, 0),
                             bn_played_battle_get_army (played, 1));
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), battle_of (self));
  gtk_label_set_text (self->legend_label, bn_battle_view_get_legend (BN_BATTLE_VIEW (self->board)));
  {
    /* TRANSLATORS: the board's keys, then the window's */
    g_autofree char *keys = g_strdup_printf (net != NULL
                                             ? _("%s Ctrl+M goes to the moves, Ctrl+B to the board, Ctrl+K skips "
                                                 "your friend’s moves, Ctrl+R replays.")
                                             /* TRANSLATORS: the board's keys, then the window's */
                                             : _("%s Ctrl+Z takes back, Ctrl+M goes to the moves, Ctrl+B to the "
                                                 "board, Ctrl+K skips the computer's moves, Ctrl+R replays."),
                                             bn_battle_view_get_keys_help (BN_BATTLE_VIEW (self->board)));

    gtk_label_set_text (self->keys_label, keys);
  }
  play_window_fill_legend (self);
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->speed)),
                          humans_of (self) != (BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1)));
  /* Two at one screen: the first player takes the board from a hand-over
   * too; else whoever opens the window has it. */
  self->shown_side = humans_of (self) == (BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1))
                     ? BN_BATTLE_NO_WINNER : bn_battle_get_acting_side (battle_of (self));
  play_window_refresh (self);
  gtk_window_present (GTK_WINDOW (self));
  gtk_widget_grab_focus (self->board);
  /* The computer against itself: the battle is watched from the start. */
  if (humans_of (self) == 0)
    play_window_watch (self, 0);
  play_window_think (self);
  return self;
}

BnPlayWindow *
bn_play_window_new (GtkWindow      *parent,
                    BnStore        *store,
                    BnPlayedBattle *played)
{
  /* A battle fought over the network is never played on at one screen:
   * its board takes it up with the other side again. */
  g_autoptr(BnNetPlay) net = bn_battle_get_phase (bn_played_battle_get_battle (played)) != BN_PHASE_OVER
                             ? bn_net_play_resume (store, bn_played_battle_get_id (played)) : NULL;

  return play_window_new (parent, store, played, net);
}

/**
 * bn_play_window_new_online:
 * @played: (transfer full): the battle as this side's file holds it
 * @net: this side of it over the network, running
 *
 * The board for a battle over the network: this side's moves are sent as
 * its decisions, the other side's are shown as they come, the battle is
 * kept in the campaign when both sides have checked it.
 */
BnPlayWindow *
bn_play_window_new_online (GtkWindow      *parent,
                           BnStore        *store,
                           BnPlayedBattle *played,
                           BnNetPlay      *net)
{
  g_return_val_if_fail (BN_IS_NET_PLAY (net), NULL);

  return play_window_new (parent, store, played, net);
}

/* Returns: (transfer none) (nullable): the connection, clock and chat beside a networked board */
GtkWidget *
bn_play_window_get_online (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), NULL);

  return self->online;
}

/* Returns: (transfer none) (nullable): the battle over the network played here */
BnNetPlay *
bn_play_window_get_net_play (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), NULL);

  return self->net;
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

/* Returns: (transfer none): move @index of those offered now. */
const BnBattleAction *
bn_play_window_get_move (BnPlayWindow *self,
                         guint         index)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self) && index < self->moves->len, NULL);

  return &g_array_index (self->moves, BnBattleAction, index);
}

/* Returns: (transfer none): the bar under the board (a BnActionBar). */
GtkWidget *
bn_play_window_get_action_bar (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), NULL);

  return self->action_bar;
}

/* Returns: (transfer none): the side panel's dice strip. */
GtkWidget *
bn_play_window_get_dice_strip (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), NULL);

  return self->dice;
}

/* Returns: (transfer none): the odds of the attack pointed at, and the last
 * combat told. */
GtkWidget *
bn_play_window_get_combat_odds (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), NULL);

  return self->odds;
}

GtkWidget *
bn_play_window_get_combat_report (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), NULL);

  return self->report;
}

/* Returns: (transfer none): the control for bids on enemy mercenaries. */
GtkWidget *
bn_play_window_get_bid_control (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), NULL);

  return self->bid;
}

/* Types the dice the next move throws, as the side panel's entry takes them. */
void
bn_play_window_set_typed_dice (BnPlayWindow *self,
                               const char   *dice)
{
  g_return_if_fail (BN_IS_PLAY_WINDOW (self));

  gtk_editable_set_text (GTK_EDITABLE (self->dice_entry), dice != NULL ? dice : "");
}
