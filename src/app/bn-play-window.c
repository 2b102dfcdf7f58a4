/* bn-play-window.c — a battle played on the board; see the header. */
#include "bn-config.h"
#include "bn-accessible.h"

#include "bn-play-window.h"

#include <string.h>
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

struct _BnPlayWindow
{
  AdwWindow parent_instance;

  BnStore *store;
  BnPlayedBattle *played;
  BnComputerThinker *thinker;   /* the hard computer's moves, thought out in a worker thread */
  GArray *offered;              /* BnBattleAction: the legal ones given to the board */
  GArray *moves;                /* BnBattleAction: those of them the board's picks leave, listed */
  int card_preview;             /* hand slot whose orders are shown, or −1 */

  GtkWidget *board;             /* a BnBattleView: hexes or the open table */
  GtkWidget *board_column;
  GtkLabel *keys_label;         /* the keyboard help: the board's keys, then the window's */
  GtkLabel *legend_label;       /* the key to the board's marks */
  GtkLabel *status_label;
  GtkListBox *moves_list;
  GtkLabel *events_label;
  GtkWidget *undo_button;
  GtkWidget *keep_button;
  GtkWidget *replay_button;
  GtkWidget *ready_button;
  GtkWidget *legend;
  GtkWidget *stack;             /* the board, or the hand-over screen */
  AdwStatusPage *handover;
  GtkWidget *hand_title;
  GtkWidget *moves_title;
  GtkEntry *dice_entry;
  GtkWidget *hand_box;
  GtkWidget *dice_title;
  GtkWidget *dice;
  GtkWidget *bid;               /* a bid for enemy mercenaries, when the legal actions hold one */
  GtkWidget *odds;              /* the odds of the attack the picks come down to */
  GtkWidget *report;            /* the last combat in words, the key to the dice */
  GtkWidget *flap;
  GtkWidget *action_bar;        /* the state at a glance and the phase's closing actions */
  GHashTable *open_groups;      /* the moves list's groups shown open */
  guint shown_side;             /* hot-seat: the side whose player has the board (2: nobody's yet) */

  /* The computer's moves, shown one at a time on a replayed copy. */
  BnBattle *shown;
  guint shown_until;            /* the actions the copy is to reach */
  guint tick_id;
  GtkWidget *watch_box;
  GtkDropDown *speed;

  /* A battle over the network: this side's moves go to it, the other's come from it. */
  BnNetPlay *net;
  GtkWidget *online;            /* its state, clock and chat (bn-play-online.h) */
  GPtrArray *old_played;
  GArray *net_steps;            /* BnBattleAction: the rest of a run picked on the board, sent one decision at a time */
};

/* Milliseconds between two of the computer's moves, by the speed chosen. */
static const guint speeds[] = { 1200, 600, 200, 0 };

G_DEFINE_FINAL_TYPE (BnPlayWindow, bn_play_window, ADW_TYPE_WINDOW)

static const BnBattle *
battle_of (BnPlayWindow *self)
{
  return bn_played_battle_get_battle (self->played);
}

static BnBattleWords
words_of (BnPlayWindow *self)
{
  return (BnBattleWords) { self->shown != NULL ? self->shown : battle_of (self),
                           { bn_played_battle_get_army (self->played, 0), bn_played_battle_get_army (self->played, 1) } };
}

static void refresh (BnPlayWindow *self);
static void show_events (BnPlayWindow *self, const BnBattle *battle);

/* The sides people play here: over the network, this side's only. */
static guint
humans_of (BnPlayWindow *self)
{
  if (self->net != NULL)
    return BN_PLAYED_BY_PEOPLE (bn_net_play_get_side (self->net));
  return bn_played_battle_get_humans (self->played);
}

static void on_net_choose_cb (BnPlayWindow *self);

static void
stop_watching (BnPlayWindow *self)
{
  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_pointer (&self->shown, bn_battle_free);
  gtk_widget_set_visible (self->watch_box, FALSE);
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), battle_of (self));
  if (self->net != NULL)
    on_net_choose_cb (self);
  else
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
  show_events (self, self->shown);
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
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), self->shown);
  gtk_widget_set_visible (self->watch_box, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->moves_list), FALSE);
  bn_battle_view_set_moves (BN_BATTLE_VIEW (self->board), NULL, 0, NULL, 0);
  gtk_label_set_text (self->status_label, self->net != NULL ? _("Your friend moves…") : _("The computer moves…"));
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

/* The side whose eyes the panel speaks to: the person's; at one screen,
 * the player who has the board (the other's drawn cards stay hidden);
 * everyone's when the computer plays both sides. */
static guint
viewer_of (BnPlayWindow *self)
{
  guint humans = humans_of (self);

  if (humans == BN_PLAYED_BY_PEOPLE (0))
    return 0;
  if (humans == BN_PLAYED_BY_PEOPLE (1))
    return 1;
  if (humans != 0)
    return self->shown_side;
  return BN_BATTLE_WORDS_EVERYONE;
}

/* What happened lately and the dice of the last battle, in @battle (the
 * real one, or the copy the computer's moves are shown on). */
static void
show_events (BnPlayWindow   *self,
             const BnBattle *battle)
{
  BnBattleWords words = { battle, { bn_played_battle_get_army (self->played, 0),
                                    bn_played_battle_get_army (self->played, 1) } };
  g_autoptr(GPtrArray) told = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) events = g_string_new (NULL);
  g_autoptr(GArray) dice = g_array_new (FALSE, FALSE, sizeof (BnBattleEvent));
  guint n_events = bn_battle_get_n_events (battle);
  guint viewer = viewer_of (self);
  gboolean dice_done = FALSE;

  for (guint e = n_events; e > 0 && told->len < 14; e--)
    {
      const BnBattleEvent *event = bn_battle_get_event (battle, e - 1);
      char *text;

      /* The dice shown are those since the last battle began (battle dice:
       * a leader's D20 is told with his check). */
      if (!dice_done && event->type == BN_EVENT_DIE && event->a != BN_DIE_PCS)
        g_array_prepend_val (dice, *event);
      if (event->type == BN_EVENT_BATTLE || event->type == BN_EVENT_DUEL || event->type == BN_EVENT_TURN_END)
        dice_done = dice_done || dice->len > 0 || event->type == BN_EVENT_BATTLE;
      if (event->type == BN_EVENT_DIE)
        continue;
      text = bn_battle_words_event (&words, event, viewer);
      if (text != NULL)
        g_ptr_array_insert (told, 0, text);
    }
  /* Newest first, where the eye is. */
  for (guint i = told->len; i > 0; i--)
    g_string_append_printf (events, "%s%s", i < told->len ? "\n" : "", (char *) g_ptr_array_index (told, i - 1));
  gtk_label_set_text (self->events_label, events->str);
  bn_dice_strip_set_ruleset (BN_DICE_STRIP (self->dice), bn_battle_rules_get_ruleset (bn_battle_get_rules (battle)));
  bn_dice_strip_set_dice (BN_DICE_STRIP (self->dice), (BnBattleEvent *) (void *) dice->data, dice->len);
  bn_combat_report_set_battle (BN_COMBAT_REPORT (self->report), &words);
  gtk_widget_set_visible (self->dice_title, dice->len > 0);
  gtk_widget_set_visible (self->dice, dice->len > 0);
}

static void on_card_clicked_cb (GtkButton *button, BnPlayWindow *self);
static void on_card_enter_cb (GtkEventController *controller, BnPlayWindow *self);
static void on_card_leave_cb (GtkEventController *controller, BnPlayWindow *self);

/* The hand of the side to act, as cards; in the card phase a click on one
 * shows what it would order, a second click plays it. */
static void
fill_hand (BnPlayWindow *self,
           gboolean      shown)
{
  const BnBattle *battle = battle_of (self);
  BnBattleWords words = words_of (self);
  const BnBattleRules *rules = bn_battle_get_rules (battle);
  guint side = bn_battle_get_acting_side (battle);
  gboolean playing = bn_battle_get_phase (battle) == BN_PHASE_PLAY_CARD;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->hand_box)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->hand_box), child);
  /* A ruleset without command cards (Lionheart) has no hand to show. */
  shown = shown && bn_battle_get_deck_size (battle) > 0;
  gtk_widget_set_visible (self->hand_title, shown);
  gtk_widget_set_visible (self->hand_box, shown);
  if (!shown)
    return;
  for (guint slot = 0; slot < bn_battle_get_hand_size (battle, side); slot++)
    {
      guint card = bn_battle_get_hand_card (battle, side, slot);
      guint kind = bn_battle_get_card_kind (battle, card);
      const BnCommandCardProfile *profile = kind < bn_battle_rules_get_n_cards (rules) ? bn_battle_rules_get_card (rules, kind) : NULL;
      GtkWidget *button = gtk_button_new ();
      GtkWidget *label = gtk_label_new (bn_battle_words_card (&words, card));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 10);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_button_set_child (GTK_BUTTON (button), label);
      gtk_widget_add_css_class (button, "command-card");
      /* The band is the colour as the ruleset names it (BattleLore's yellow). */
      if (profile != NULL && profile->kind == BN_CARD_KIND_COLOUR && profile->colour < 3)
        gtk_widget_add_css_class (button, bn_battle_rules_colour_name (rules, profile->colour));
      else if (profile != NULL && profile->kind != BN_CARD_KIND_EACH_COLOUR && profile->kind != BN_CARD_KIND_COMMANDERS)
        gtk_widget_add_css_class (button, "special");
      if ((int) slot == self->card_preview)
        gtk_widget_add_css_class (button, "chosen");
      gtk_widget_set_sensitive (button, playing);
      gtk_widget_set_tooltip_text (button, playing ? _("Play it (the units it can order are marked while the "
                                                       "pointer is on it)") : NULL);
      bn_battle_board_note_idle_card (button, battle, slot);
      g_object_set_data (G_OBJECT (button), "bn-slot", GUINT_TO_POINTER (slot));
      g_signal_connect (button, "clicked", G_CALLBACK (on_card_clicked_cb), self);
      if (playing)
        {
          GtkEventController *hover = gtk_event_controller_motion_new ();
          GtkEventController *focus = gtk_event_controller_focus_new ();

          g_signal_connect (hover, "enter", G_CALLBACK (on_card_enter_cb), self);
          g_signal_connect (hover, "leave", G_CALLBACK (on_card_leave_cb), self);
          gtk_widget_add_controller (button, hover);
          g_signal_connect (focus, "enter", G_CALLBACK (on_card_enter_cb), self);
          g_signal_connect (focus, "leave", G_CALLBACK (on_card_leave_cb), self);
          gtk_widget_add_controller (button, focus);
        }
      gtk_flow_box_append (GTK_FLOW_BOX (self->hand_box), button);
    }
}

/* The units a card would order: the engine's order actions after playing it,
 * on a copy. */
static void
card_hints (BnPlayWindow *self,
            guint         slot,
            GArray       *hints)
{
  const BnBattle *battle = battle_of (self);
  g_autoptr(BnChance) chance = bn_chance_new_seeded (0);
  g_autoptr(BnBattle) copy = bn_battle_copy (battle, chance);
  g_autoptr(GArray) after = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnBattleAction play = { BN_ACTION_PLAY_CARD, (guint8) bn_battle_get_acting_side (battle), (guint8) slot, 0, 0 };

  if (!bn_battle_apply (copy, &play, NULL))
    return;
  bn_battle_legal_actions (copy, after);
  for (guint i = 0; i < after->len; i++)
    {
      const BnBattleAction *action = &g_array_index (after, BnBattleAction, i);

      if (action->type == BN_ACTION_ORDER_UNIT || action->type == BN_ACTION_ORDER_COMMANDER ||
          action->type == BN_ACTION_ORDER_GROUP)
        g_array_append_val (hints, *action);
    }
}

/* An attack's row pointed at or focused: its odds. */
static void
on_attack_row_entered_cb (GtkEventController *controller,
                          BnPlayWindow       *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (controller);
  BnBattleWords words = words_of (self);
  guint i;

  if (bn_moves_list_row_move (GTK_LIST_BOX_ROW (row), &i) && i < self->moves->len)
    bn_combat_odds_show_action (BN_COMBAT_ODDS (self->odds), &words, &g_array_index (self->moves, BnBattleAction, i));
}

static void
on_attack_row_pointed_cb (GtkEventControllerMotion *controller,
                          double                    x,
                          double                    y,
                          BnPlayWindow             *self)
{
  on_attack_row_entered_cb (GTK_EVENT_CONTROLLER (controller), self);
}

/* The side panel's moves: those offered that the board's picks leave. */
static void
list_moves (BnPlayWindow *self)
{
  BnBattleWords words = words_of (self);

  g_array_set_size (self->moves, 0);
  for (guint i = 0; i < self->offered->len; i++)
    if (bn_battle_view_offers (BN_BATTLE_VIEW (self->board), i))
      g_array_append_val (self->moves, g_array_index (self->offered, BnBattleAction, i));
  bn_moves_list_fill (self->moves_list, &words, (const BnBattleAction *) (void *) self->moves->data,
                      self->moves->len, self->open_groups);
  /* An attack's row shows its odds when pointed at or given the focus. */
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->moves_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      guint i;

      if (!GTK_IS_LIST_BOX_ROW (row) || !bn_moves_list_row_move (GTK_LIST_BOX_ROW (row), &i)
          || !bn_combat_preview_possible (words.battle, &g_array_index (self->moves, BnBattleAction, i)))
        continue;
      for (guint k = 0; k < 2; k++)
        {
          GtkEventController *c = k == 0 ? gtk_event_controller_motion_new () : gtk_event_controller_focus_new ();

          g_signal_connect (c, "enter", k == 0 ? G_CALLBACK (on_attack_row_pointed_cb)
                                               : G_CALLBACK (on_attack_row_entered_cb), self);
          gtk_widget_add_controller (row, c);
        }
    }
  bn_combat_odds_set_moves (BN_COMBAT_ODDS (self->odds), &words, (const BnBattleAction *) (void *) self->moves->data,
                            self->moves->len);
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

/* Under the result, what the player looks for next (bn-battle-glance.h):
 * the movement points the unit acting has left, or the reach of the stand
 * picked on the open table and how far the nearest enemy is. */
static void
show_glance (BnPlayWindow *self)
{
  BnBattleWords words = words_of (self);
  const BnBattle *battle = battle_of (self);
  g_autofree char *status = bn_battle_words_result (&words);
  GString *out = g_string_new (status);
  int shown = -1;

  if (BN_IS_TABLE_BOARD (self->board))
    {
      BnTablePiece picked = bn_table_board_get_picked (BN_TABLE_BOARD (self->board));

      if (picked.kind == BN_TABLE_PIECE_UNIT)
        shown = (int) picked.index;
    }
  for (guint unit = 0; shown < 0 && unit < bn_battle_get_n_units (battle); unit++)
    {
      BnUnitGlance glance;

      if (bn_battle_get_unit_glance (battle, unit, &glance) && glance.acting)
        shown = (int) unit;
    }
  if (shown >= 0)
    {
      g_autofree char *glance = bn_battle_words_unit_glance (&words, (guint) shown);

      if (glance != NULL)
        /* TRANSLATORS: under the battle's state: a unit, then its movement points or its reach */
        g_string_append_printf (out, _("\n%s: %s"), bn_battle_words_unit (&words, (guint) shown), glance);
    }
  gtk_label_set_text (self->status_label, out->str);
  g_string_free (out, TRUE);
}

static void
refresh (BnPlayWindow *self)
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

  status = bn_battle_words_result (&words);
  gtk_label_set_text (self->status_label, status);
  show_glance (self);
  {
    g_autofree char *state = bn_action_bar_describe_state (&words);

    bn_action_bar_set_state (BN_ACTION_BAR (self->action_bar), state);
  }
  /* Over the network the battle is kept when both sides have checked it. */
  gtk_widget_set_visible (self->keep_button, phase == BN_PHASE_OVER && self->net == NULL);
  gtk_widget_set_visible (self->replay_button, phase == BN_PHASE_OVER);
  gtk_widget_set_sensitive (self->undo_button, phase != BN_PHASE_OVER && humans != 0 && self->net == NULL);
  show_events (self, battle);

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
      fill_hand (self, FALSE);
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
  gtk_widget_set_visible (GTK_WIDGET (self->moves_list), persons_turn);
  gtk_widget_set_visible (self->moves_title, persons_turn);
  /* Over the network the dice are drawn by both sides together, never typed. */
  gtk_widget_set_visible (GTK_WIDGET (self->dice_entry), phase != BN_PHASE_OVER && self->net == NULL);
  /* The hand shown is the person's own: never the computer's. */
  fill_hand (self, phase != BN_PHASE_OVER && (humans & BN_PLAYED_BY_PEOPLE (acting)) != 0);
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
    card_hints (self, (guint) self->card_preview, hints);
  bn_battle_view_set_moves (BN_BATTLE_VIEW (self->board), (const BnBattleAction *) (void *) self->offered->data,
                            self->offered->len, (const BnBattleAction *) (void *) hints->data, hints->len);
  bn_action_bar_set_actions (BN_ACTION_BAR (self->action_bar), &words,
                             (const BnBattleAction *) (void *) self->offered->data, self->offered->len);
  list_moves (self);
  gtk_widget_queue_draw (self->board);
}

/* Drops the hexes and the card picked: every move is offered again. */
static void
cancel_pick (BnPlayWindow *self)
{
  self->card_preview = -1;
  if (self->shown == NULL)
    refresh (self);
}

static gboolean act (BnPlayWindow *self, BnBattleAction action);

static void
on_bid_cb (BnPlayWindow *self)
{
  BnBattleAction action;

  if (bn_bid_control_get_action (BN_BID_CONTROL (self->bid), &action))
    act (self, action);
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
    stop_watching (self);
  if (index >= self->moves->len)
    return FALSE;
  return act (self, g_array_index (self->moves, BnBattleAction, index));
}

/* The hard computer's move, thought out in a worker thread, is played. */
static void think (BnPlayWindow *self);

static void
on_computer_chose (gpointer              data,
                   const BnBattleAction *action)
{
  BnPlayWindow *self = data;
  g_autoptr(GError) error = NULL;

  if (!bn_played_battle_computer_act (self->store, self->played, action, &error))
    gtk_label_set_text (self->status_label, error->message);
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), battle_of (self));
  refresh (self);
  think (self);
}

/* Under "hard", starts thinking out the computer's move if it is its. */
static void
think (BnPlayWindow *self)
{
  if (self->thinker != NULL)
    bn_computer_thinker_start (self->thinker, self->played);
}

/* While the computer thinks, the battle is its: a person's move waits. */
static gboolean
refuse_while_thinking (BnPlayWindow *self)
{
  if (!bn_computer_thinker_is_thinking (self->thinker))
    return FALSE;
  gtk_label_set_text (self->status_label, _("The computer is thinking: wait for its move, or ask it to move now."));
  return TRUE;
}

/* Makes @action, a move shown or a bid; the engine judges it. */
static gboolean
act (BnPlayWindow   *self,
     BnBattleAction  action)
{
  g_autoptr(GError) error = NULL;
  guint mine;

  if (refuse_while_thinking (self))
    return FALSE;

  if (self->shown != NULL)
    stop_watching (self);
  if (self->net != NULL)
    {
      if (!bn_net_play_choose (self->net, bn_battle_get_n_actions (battle_of (self)), &action))
        {
          gtk_label_set_text (self->status_label, _("Wait for your turn: the other side is to move."));
          return FALSE;
        }
      self->card_preview = -1;
      refresh (self);
      gtk_label_set_text (self->status_label, _("Your move is sent…"));
      return TRUE;
    }
  mine = bn_battle_get_n_actions (battle_of (self)) + 1;
  if (!bn_played_battle_act_with_dice (self->store, self->played, &action,
                                       gtk_editable_get_text (GTK_EDITABLE (self->dice_entry)), &error))
    {
      /* A refused move may leave the battle rebuilt as it was saved. */
      g_autofree char *why = NULL;

      bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), battle_of (self));
      refresh (self);
      /* TRANSLATORS: %s says why the move was refused, as "played battle 1 was changed elsewhere since it was
       * opened; open it again to go on from where it now is" */
      why = g_strdup_printf (_("The move was not made — %s."), error->message);
      gtk_label_set_text (self->status_label, why);
      return FALSE;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->dice_entry), "");
  self->card_preview = -1;
  refresh (self);
  /* The computer answered: its moves are shown one by one. */
  watch (self, mine);
  think (self);
  return TRUE;
}

/* Takes back the last move a person made. */
gboolean
bn_play_window_undo (BnPlayWindow *self)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);

  if (self->shown != NULL)
    stop_watching (self);
  if (refuse_while_thinking (self))
    return FALSE;
  if (!bn_played_battle_undo (self->store, self->played, &error))
    {
      bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), battle_of (self));
      refresh (self);
      gtk_label_set_text (self->status_label, error->message);
      return FALSE;
    }
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), battle_of (self));
  self->card_preview = -1;
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

/* Decisions from @from on are saved by this side's worker: the battle is
 * read again from the file, the other side's moves shown one by one. */
static void
on_net_moved_cb (BnPlayWindow *self,
                 guint         from)
{
  g_autoptr(GError) error = NULL;
  BnPlayedBattle *again = bn_played_battle_load (self->store, bn_played_battle_get_id (self->played), &error);
  guint mine = bn_net_play_get_side (self->net);
  gboolean theirs = FALSE;

  if (again == NULL)
    {
      gtk_label_set_text (self->status_label, error->message);
      return;
    }
  if (self->shown != NULL)
    stop_watching (self);
  /* The board holds the armies too: they are the new copy's from now on. */
  bn_battle_view_set_armies (BN_BATTLE_VIEW (self->board), bn_played_battle_get_army (again, 0),
                             bn_played_battle_get_army (again, 1));
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), bn_played_battle_get_battle (again));
  g_ptr_array_add (self->old_played, self->played);
  self->played = again;
  refresh (self);
  if (from == G_MAXUINT)
    return;
  for (guint i = from; i < bn_battle_get_n_actions (battle_of (self)); i++)
    theirs |= bn_battle_get_action (battle_of (self), i)->side != mine;
  if (theirs)
    watch (self, from);
}

/* Over the network a run's steps are this side's decisions one after
 * another: the next is sent when this side's program asks again, while
 * the engine still offers it; else the run stops short. */
static gboolean
send_net_step (BnPlayWindow *self)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnBattleAction step;
  gboolean offered = FALSE;

  if (self->net_steps->len == 0 || !bn_net_play_is_choosing (self->net))
    return FALSE;
  step = g_array_index (self->net_steps, BnBattleAction, 0);
  bn_battle_legal_actions (battle_of (self), legal);
  for (guint i = 0; i < legal->len && !offered; i++)
    offered = memcmp (&g_array_index (legal, BnBattleAction, i), &step, sizeof step) == 0;
  if (!offered || !bn_net_play_choose (self->net, bn_battle_get_n_actions (battle_of (self)), &step))
    {
      g_array_set_size (self->net_steps, 0);
      gtk_label_set_text (self->status_label, _("The move stopped short: the rest of it is no longer offered."));
      return FALSE;
    }
  g_array_remove_index (self->net_steps, 0);
  gtk_label_set_text (self->status_label, _("Your move is sent…"));
  return TRUE;
}

static void
on_net_choose_cb (BnPlayWindow *self)
{
  if (self->shown != NULL)
    return;
  if (send_net_step (self))
    {
      refresh (self);
      return;
    }
  refresh (self);
  /* Hexes picked while the other side moved may leave none of the moves now offered. */
  if (self->moves->len == 0 && self->offered->len > 0)
    {
      bn_battle_view_drop_picks (BN_BATTLE_VIEW (self->board));
      refresh (self);
    }
}

static void
on_net_ended_cb (BnPlayWindow *self)
{
  if (self->shown != NULL)
    stop_watching (self);
  refresh (self);
}

static void
draw_swatch_cb (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        user_data)
{
  bn_battle_board_paint_terrain (cr, user_data, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1);
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
      GtkWidget *item, *swatch;

      if (seen[t] || t >= bn_battle_rules_get_n_terrains (rules))
        continue;
      seen[t] = TRUE;
      item = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      swatch = gtk_drawing_area_new ();
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 22);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 20);
      /* The swatch keeps the rules its terrain belongs to: the battle shown
       * (a replayed copy while the computer's moves are shown) may go first. */
      g_object_set_data_full (G_OBJECT (swatch), "bn-rules", bn_battle_rules_ref ((BnBattleRules *) rules),
                              (GDestroyNotify) bn_battle_rules_unref);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch_cb,
                                      (gpointer) bn_battle_rules_get_terrain (rules, t), NULL);
      /* The terrain's name beside it says what the swatch shows. */
      gtk_accessible_update_state (GTK_ACCESSIBLE (swatch), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (item), swatch);
      gtk_box_append (GTK_BOX (item), gtk_label_new (bn_data_text (bn_battle_rules_get_terrain (rules, t)->name)));
      gtk_widget_add_css_class (item, "caption");
      gtk_flow_box_append (GTK_FLOW_BOX (self->legend), item);
    }
}

static void
on_move_activated_cb (GtkListBox    *list,
                      GtkListBoxRow *row,
                      BnPlayWindow  *self)
{
  guint index, group;

  if (bn_moves_list_row_move (row, &index))
    bn_play_window_make_move (self, index);
  else if (bn_moves_list_row_group (row, &group))
    {
      int at = gtk_list_box_row_get_index (row);
      GtkListBoxRow *again;

      if (!g_hash_table_remove (self->open_groups, GUINT_TO_POINTER (group)))
        g_hash_table_add (self->open_groups, GUINT_TO_POINTER (group));
      list_moves (self);
      again = gtk_list_box_get_row_at_index (self->moves_list, at);
      if (again != NULL)
        gtk_widget_grab_focus (GTK_WIDGET (again));
    }
}

/* A button of the action bar: one of the moves offered. */
static void
on_bar_action_cb (BnPlayWindow *self,
                  guint         index)
{
  if (self->shown == NULL && index < self->offered->len)
    act (self, g_array_index (self->offered, BnBattleAction, index));
}

/* A run of a piece's steps to the hex clicked: each made in turn, as
 * long as the engine takes it. */
static void
on_path_chosen_cb (BnPlayWindow *self,
                   GArray       *steps)
{
  g_autoptr(GError) error = NULL;
  guint mine;

  if (self->shown != NULL || steps->len == 0 || refuse_while_thinking (self))
    return;
  if (self->net != NULL)
    {
      g_array_set_size (self->net_steps, 0);
      if (!bn_net_play_is_choosing (self->net))
        {
          gtk_label_set_text (self->status_label, _("Wait for your turn: the other side is to move."));
          return;
        }
      g_array_append_vals (self->net_steps, steps->data, steps->len);
      send_net_step (self);
      self->card_preview = -1;
      refresh (self);
      return;
    }
  /* The watch begins after the person's last step: his own steps are not
   * shown again as the computer's. */
  mine = 0;
  for (guint i = 0; i < steps->len; i++)
    {
      guint before = bn_battle_get_n_actions (battle_of (self));

      if (!bn_played_battle_act_with_dice (self->store, self->played, &g_array_index (steps, BnBattleAction, i),
                                           NULL, &error))
        break;
      mine = before + 1;
    }
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), battle_of (self));
  self->card_preview = -1;
  refresh (self);
  if (error != NULL)
    {
      g_autofree char *why = g_strdup_printf (_("The move stopped short — %s."), error->message);

      gtk_label_set_text (self->status_label, why);
      return;
    }
  watch (self, mine);
  think (self);
}

static void
on_menu_row_cb (GtkButton    *button,
                BnPlayWindow *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "bn-move"));

  bn_battle_board_popdown (BN_BATTLE_BOARD (self->board));
  on_bar_action_cb (self, index);
}

/* A popover on @hex offering the moves offered numbered @which, in words,
 * gathered by piece and kind; @about, when given, heads it. */
static void
popup_moves (BnPlayWindow *self,
             BnHex         hex,
             GArray       *which,
             const char   *about)
{
  BnBattleWords words = words_of (self);
  GtkWidget *menu = bn_moves_list_menu_new (&words, (const BnBattleAction *) (void *) self->offered->data,
                                            (const guint *) (void *) which->data, which->len, about,
                                            G_CALLBACK (on_menu_row_cb), self);

  bn_battle_board_popup (BN_BATTLE_BOARD (self->board), hex, menu);
}

/* A right click on a piece: its choices that are no click on the board
 * (a leader's retainers, mounting, stakes, a turn of its front…). */
static void
on_piece_menu_cb (BnPlayWindow *self,
                  int           q,
                  int           r)
{
  BnHex hex = bn_hex_make (q, r);
  g_autofree char *about = NULL;
  g_autoptr(GArray) which = g_array_new (FALSE, FALSE, sizeof (guint));

  if (self->shown != NULL)
    return;
  about = bn_battle_board_describe_hex (BN_BATTLE_BOARD (self->board), hex);
  for (guint i = 0; i < self->offered->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->offered, BnBattleAction, i);

      if (bn_battle_board_action_is_of (BN_BATTLE_BOARD (self->board), action, hex) &&
          action->type != BN_ACTION_MOVE_UNIT && action->type != BN_ACTION_MOVE_GROUP)
        g_array_append_val (which, i);
    }
  popup_moves (self, hex, which, about);
}

/* A click on a card plays it; what it would order shows on the board
 * while the pointer is on it, or the keyboard's focus. */
static void
on_card_clicked_cb (GtkButton    *button,
                    BnPlayWindow *self)
{
  guint slot = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "bn-slot"));

  bn_play_window_play_card (self, slot);
}

static void
preview_card (BnPlayWindow *self,
              int           slot)
{
  g_autoptr(GArray) hints = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

  if (self->shown != NULL || bn_battle_get_phase (battle_of (self)) != BN_PHASE_PLAY_CARD)
    return;
  if (slot >= 0)
    card_hints (self, (guint) slot, hints);
  bn_battle_view_set_moves (BN_BATTLE_VIEW (self->board), (const BnBattleAction *) (void *) self->offered->data,
                            self->offered->len, (const BnBattleAction *) (void *) hints->data, hints->len);
}

static void
on_card_enter_cb (GtkEventController *controller,
                  BnPlayWindow       *self)
{
  GtkWidget *button = gtk_event_controller_get_widget (controller);

  preview_card (self, (int) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "bn-slot")));
}

static void
on_card_leave_cb (GtkEventController *controller,
                  BnPlayWindow       *self)
{
  preview_card (self, self->card_preview);
}

/**
 * bn_play_window_play_card:
 * @slot: a card of the hand, from 0
 *
 * Plays it, as a click on it does.
 *
 * Returns: whether it was played
 */
gboolean
bn_play_window_play_card (BnPlayWindow *self,
                          guint         slot)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);

  if (self->shown != NULL || bn_battle_get_phase (battle_of (self)) != BN_PHASE_PLAY_CARD)
    return FALSE;
  for (guint i = 0; i < self->offered->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->offered, BnBattleAction, i);

      if (action->type == BN_ACTION_PLAY_CARD && action->a == slot)
        return act (self, *action);
    }
  return FALSE;
}

/**
 * bn_play_window_pick_card:
 * @slot: a card of the hand, from 0
 *
 * The first pick shows the units the card can order and offers only it;
 * picking it again plays it.
 *
 * Returns: whether the card was played
 */
gboolean
bn_play_window_pick_card (BnPlayWindow *self,
                          guint         slot)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);

  if (self->shown != NULL || bn_battle_get_phase (battle_of (self)) != BN_PHASE_PLAY_CARD)
    return FALSE;
  if (self->card_preview == (int) slot)
    {
      for (guint i = 0; i < self->moves->len; i++)
        if (g_array_index (self->moves, BnBattleAction, i).type == BN_ACTION_PLAY_CARD)
          return bn_play_window_make_move (self, i);
      return FALSE;
    }
  self->card_preview = (int) slot;
  refresh (self);
  return FALSE;
}

/* The board's picks narrowed the moves: the list follows. */
static void
on_picked_cb (BnPlayWindow *self)
{
  BnHex last;

  if (self->shown != NULL)
    return;
  list_moves (self);
  show_glance (self);
  /* Two hexes picked and still a choice (the commander along or not), or
   * a piece picked whose choices all stay where it is (its order or its
   * leader's): the choices, on the board where the pointer is. */
  if (BN_IS_BATTLE_BOARD (self->board) &&
      (bn_battle_board_get_last_pick (BN_BATTLE_BOARD (self->board), &last) ||
       bn_battle_board_pick_leaves_choice (BN_BATTLE_BOARD (self->board), &last)) &&
      self->moves->len >= 2 && self->moves->len <= 40)
    {
      g_autoptr(GArray) which = g_array_new (FALSE, FALSE, sizeof (guint));

      for (guint i = 0; i < self->offered->len; i++)
        if (bn_battle_view_offers (BN_BATTLE_VIEW (self->board), i))
          g_array_append_val (which, i);
      popup_moves (self, last, which, NULL);
    }
}

/* The board's picks leave one move: it is made. */
static void
on_move_chosen_cb (BnPlayWindow *self,
                   guint         index)
{
  if (self->shown == NULL && index < self->offered->len)
    act (self, g_array_index (self->offered, BnBattleAction, index));
}

/* A unit carried on the table and dropped where the rules allow. */
static void
on_move_made_cb (BnPlayWindow         *self,
                 const BnBattleAction *action)
{
  if (self->shown == NULL)
    act (self, *action);
}

static void
bn_play_window_dispose (GObject *object)
{
  BnPlayWindow *self = BN_PLAY_WINDOW (object);

  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_pointer (&self->shown, bn_battle_free);
  g_clear_pointer (&self->thinker, bn_computer_thinker_free);
  if (self->net != NULL)
    {
      /* The battle stays saved as it stands, to be taken up again. */
      g_signal_handlers_disconnect_by_data (self->net, self);
      bn_net_play_cancel (self->net);
      g_clear_object (&self->net);
    }
  G_OBJECT_CLASS (bn_play_window_parent_class)->dispose (object);
}

static void
bn_play_window_finalize (GObject *object)
{
  BnPlayWindow *self = BN_PLAY_WINDOW (object);

  g_clear_pointer (&self->played, bn_played_battle_free);
  g_clear_pointer (&self->old_played, g_ptr_array_unref);
  g_clear_pointer (&self->net_steps, g_array_unref);
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
  cancel_pick (BN_PLAY_WINDOW (widget));
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

static GtkWidget *
section_title (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "dim-label");
  return label;
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
  self->net_steps = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
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

  self->hand_title = section_title (_("Your Hand"));
  gtk_box_append (GTK_BOX (side), self->hand_title);
  self->hand_box = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->hand_box), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->hand_box), 4);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->hand_box), 2);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->hand_box), TRUE);
  gtk_box_append (GTK_BOX (side), self->hand_box);

  {
    const char *names[] = { _("Slow"), _("Steady"), _("Fast"), _("At once"), NULL };
    GtkWidget *speed_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
    GtkWidget *skip = gtk_button_new_with_mnemonic (_("_Skip"));
    GtkWidget *label = gtk_label_new (_("The computer's moves"));

    self->speed = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (names));
    gtk_drop_down_set_selected (self->speed, 1);
    /* The speed chosen last time, kept. */
    if (BN_IS_APPLICATION (g_application_get_default ()) &&
        bn_application_get_settings (BN_APPLICATION (g_application_get_default ())) != NULL)
      g_settings_bind (bn_application_get_settings (BN_APPLICATION (g_application_get_default ())), "computer-speed",
                       self->speed, "selected", G_SETTINGS_BIND_DEFAULT);
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->speed), _("How fast the computer's moves are shown"));
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->speed), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Speed of the computer's moves"), -1);
    gtk_widget_add_css_class (label, "dim-label");
    gtk_widget_set_hexpand (label, TRUE);
    gtk_label_set_xalign (GTK_LABEL (label), 0);
    gtk_box_append (GTK_BOX (speed_box), label);
    gtk_box_append (GTK_BOX (speed_box), GTK_WIDGET (self->speed));
    gtk_box_append (GTK_BOX (side), speed_box);
    self->watch_box = skip;
    gtk_widget_set_tooltip_text (skip, _("Show the computer's moves at once (Ctrl+K)"));
    gtk_widget_set_visible (skip, FALSE);
    gtk_actionable_set_action_name (GTK_ACTIONABLE (skip), "play.skip");
    gtk_box_append (GTK_BOX (side), skip);
  }
  self->moves_title = section_title (_("Moves"));
  gtk_box_append (GTK_BOX (side), self->moves_title);
  /* Dice thrown on a real table, typed before the move that throws them. */
  self->dice_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (self->dice_entry, _("Dice thrown at the table, e.g. 3 5 6 (else the app rolls)"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->dice_entry),
                               _("The battle dice the next move throws, in order, as thrown on your table"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->dice_entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Dice thrown at the table"), -1);
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->dice_entry));
  self->moves_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->moves_list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->moves_list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->moves_list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Moves"), -1);
  g_signal_connect (self->moves_list, "row-activated", G_CALLBACK (on_move_activated_cb), self);
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->moves_list));
  self->odds = bn_combat_odds_new ();
  gtk_box_append (GTK_BOX (side), self->odds);
  self->bid = bn_bid_control_new ();
  g_signal_connect_swapped (self->bid, "bid", G_CALLBACK (on_bid_cb), self);
  gtk_box_append (GTK_BOX (side), self->bid);
  self->dice_title = section_title (_("The Last Battle's Dice"));
  gtk_box_append (GTK_BOX (side), self->dice_title);
  self->dice = bn_dice_strip_new ();
  gtk_box_append (GTK_BOX (side), self->dice);
  self->report = bn_combat_report_new ();
  gtk_box_append (GTK_BOX (side), self->report);
  gtk_box_append (GTK_BOX (side), section_title (_("What Happened, Newest First")));
  self->events_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->events_label, 0);
  gtk_label_set_wrap (self->events_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->events_label), "caption");
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->events_label));

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (side_scroller), side);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (side_scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_size_request (side_scroller, 340, -1);
  gtk_widget_set_hexpand (side_scroller, FALSE);
  gtk_widget_add_css_class (side_scroller, "background");
  adw_flap_set_flap (ADW_FLAP (self->flap), side_scroller);
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
  if (net != NULL)
    {
      self->net = g_object_ref (net);
      self->online = bn_play_online_new (net);
      gtk_box_prepend (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->status_label))), self->online);
      g_signal_connect_object (net, "moved", G_CALLBACK (on_net_moved_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (net, "choose", G_CALLBACK (on_net_choose_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (net, "ended", G_CALLBACK (on_net_ended_cb), self, G_CONNECT_SWAPPED);
    }
  /* TRANSLATORS: the play window's title: the two armies */
  title = g_strdup_printf (_("%s against %s"), bn_played_battle_get_army_name (played, 0),
                           bn_played_battle_get_army_name (played, 1));
  gtk_window_set_title (GTK_WINDOW (self), title);
  self->board = bn_battle_view_new_for_battle (battle_of (self));
  g_signal_connect_swapped (self->board, "picked", G_CALLBACK (on_picked_cb), self);
  g_signal_connect_swapped (self->board, "move-chosen", G_CALLBACK (on_move_chosen_cb), self);
  g_signal_connect_swapped (self->board, "cancelled", G_CALLBACK (cancel_pick), self);
  if (BN_IS_TABLE_BOARD (self->board))
    g_signal_connect_swapped (self->board, "move-made", G_CALLBACK (on_move_made_cb), self);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->board), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                  self->status_label, NULL, -1);
  gtk_box_prepend (GTK_BOX (self->board_column), self->board);
  self->action_bar = bn_action_bar_new ();
  g_signal_connect_swapped (self->action_bar, "action-chosen", G_CALLBACK (on_bar_action_cb), self);
  gtk_box_insert_child_after (GTK_BOX (self->board_column), self->action_bar, self->board);
  /* The hard computer thinks in another thread, its time shown. */
  if (bn_played_battle_get_strength (played) == BN_BATTLE_STRENGTH_HARD)
    {
      bn_played_battle_set_defer_computer (played, TRUE);
      self->thinker = bn_computer_thinker_new (on_computer_chose, self);
      gtk_box_insert_child_after (GTK_BOX (self->board_column), bn_computer_thinker_get_widget (self->thinker),
                                  self->action_bar);
    }
  if (BN_IS_BATTLE_BOARD (self->board))
    {
      g_signal_connect_swapped (self->board, "path-chosen", G_CALLBACK (on_path_chosen_cb), self);
      g_signal_connect_swapped (self->board, "piece-menu", G_CALLBACK (on_piece_menu_cb), self);
    }
  bn_battle_view_set_armies (BN_BATTLE_VIEW (self->board), bn_played_battle_get_army (played, 0),
                             bn_played_battle_get_army (played, 1));
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), battle_of (self));
  gtk_label_set_text (self->legend_label, bn_battle_view_get_legend (BN_BATTLE_VIEW (self->board)));
  {
    /* TRANSLATORS: the board's keys, then the window's */
    g_autofree char *keys = g_strdup_printf (_("%s Ctrl+Z takes back, Ctrl+M goes to the moves, Ctrl+B to the "
                                               "board, Ctrl+K skips the computer's moves, Ctrl+R replays."),
                                             bn_battle_view_get_keys_help (BN_BATTLE_VIEW (self->board)));

    gtk_label_set_text (self->keys_label, keys);
  }
  fill_legend (self);
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->speed)),
                          humans_of (self) != (BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1)));
  /* Two at one screen: the first player takes the board from a hand-over
   * too; else whoever opens the window has it. */
  self->shown_side = humans_of (self) == (BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1))
                     ? BN_BATTLE_NO_WINNER : bn_battle_get_acting_side (battle_of (self));
  refresh (self);
  gtk_window_present (GTK_WINDOW (self));
  gtk_widget_grab_focus (self->board);
  /* The computer against itself: the battle is watched from the start. */
  if (humans_of (self) == 0)
    watch (self, 0);
  think (self);
  return self;
}

BnPlayWindow *
bn_play_window_new (GtkWindow      *parent,
                    BnStore        *store,
                    BnPlayedBattle *played)
{
  return play_window_new (parent, store, played, NULL);
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

/* Whether the hard computer is thinking out its move now. */
gboolean
bn_play_window_is_thinking (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), FALSE);
  return bn_computer_thinker_is_thinking (self->thinker);
}

/* Asks the thinking computer for the best move it has found so far. */
void
bn_play_window_move_now (BnPlayWindow *self)
{
  g_return_if_fail (BN_IS_PLAY_WINDOW (self));
  bn_computer_thinker_move_now (self->thinker);
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
