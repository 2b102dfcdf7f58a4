/* bn-play-window-panel.c — the play window's side panel, built, and its words: the
 * battle's result and what the player looks for next, the hand of cards
 * and what a card would order, the moves in words with an attack's odds,
 * what happened lately with the last combat's dice, and the key to the
 * terrain under the board. */
#include "bn-config.h"

#include <glib/gi18n.h>

#include "bn-application.h"
#include "bn-battle-board.h"
#include "bn-battle-glance.h"
#include "bn-battle-view.h"
#include "bn-bid-control.h"
#include "bn-combat-account.h"
#include "bn-combat-odds.h"
#include "bn-combat-preview.h"
#include "bn-combat-report.h"
#include "bn-dice-strip.h"
#include "bn-moves-list.h"
#include "bn-play-window-private.h"

#include "bn-battle-words-bar.h"
#include "bn-table-board.h"

static void on_card_clicked_cb (GtkButton *button, BnPlayWindow *self);
static void on_card_enter_cb (GtkEventController *controller, BnPlayWindow *self);
static void on_card_leave_cb (GtkEventController *controller, BnPlayWindow *self);

/* The side whose eyes the panel speaks to: the person's; at one screen,
 * the player who has the board (the other's drawn cards stay hidden);
 * everyone's when the computer plays both sides. */
guint
play_window_viewer (BnPlayWindow *self)
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

/* Whether the account of a combat tells @event (its strike, dice,
 * losses, retreats, panics), so that the log need not tell it again. */
static gboolean
told_by_account (const BnBattleEvent *event)
{
  switch ((BnBattleEventType) event->type)
    {
    case BN_EVENT_BATTLE:
    case BN_EVENT_DIE:
    case BN_EVENT_FIGURE_LOST:
    case BN_EVENT_RETREAT:
    case BN_EVENT_RETREAT_BLOCKED:
    case BN_EVENT_WITHDRAW:
    case BN_EVENT_UNIT_ELIMINATED:
    case BN_EVENT_PANICKED:
    case BN_EVENT_RALLIED:
    case BN_EVENT_STAND:
    /* The leaders' part of the combat: bonus and morale dice, retainers'
     * throws, risk checks. */
    case BN_EVENT_LEADER_SKILL:
    case BN_EVENT_RETAINER:
    case BN_EVENT_PCS_CHECK:
    case BN_EVENT_RISK_CARD:
      return TRUE;
    default:
      return FALSE;
    }
}

/* Whether @battle waits for a choice within a combat (a stand or a
 * retreat, the casualties): its last combat is not over yet. */
static gboolean
combat_waits (const BnBattle *battle)
{
  BnBattlePhase phase = bn_battle_get_phase (battle);

  return phase == BN_PHASE_DEFEND || phase == BN_PHASE_CASUALTIES || phase == BN_PHASE_RETREAT
         || phase == BN_PHASE_BREAKTHROUGH;
}

/* The last dice thrown in @battle and their account, one throw for both:
 * the dice of the combat the last die belongs to and that combat in
 * words; else the dice of the move that threw the last die (a leader's or
 * retainer's D20, a single combat, the first move) and what that move
 * brought about. Returns: the last die's event, or the number of events
 * when none was thrown. */
static guint
show_last_throw (BnPlayWindow        *self,
                 const BnBattleWords *words,
                 guint                viewer)
{
  const BnBattle *battle = words->battle;
  guint n = bn_battle_get_n_events (battle);
  g_autoptr(GArray) dice = g_array_new (FALSE, FALSE, sizeof (BnBattleEvent));
  g_autoptr(GPtrArray) throwers = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) deeds = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) accounts = NULL;
  g_autofree char *told = NULL;
  const BnCombatAccount *account = NULL;
  guint last = n, strike = 0;

  for (guint e = n; e > 0 && last == n; e--)
    if (bn_battle_get_event (battle, e - 1)->type == BN_EVENT_DIE && bn_battle_get_event (battle, e - 1)->a != BN_DIE_PCS)
      last = e - 1;
  if (last < n)
    {
      /* The combat it may belong to began at the last strike before it
       * (a strike back belongs to the combat it answers: from further back). */
      for (strike = last + 1; strike > 0 && bn_battle_get_event (battle, strike - 1)->type != BN_EVENT_BATTLE; strike--)
        ;
      accounts = bn_combat_accounts_read (battle, strike > 65 ? strike - 65 : 0, n);
      for (guint i = 0; i < accounts->len && strike > 0; i++)
        {
          const BnCombatAccount *a = g_ptr_array_index (accounts, i);

          if (a->first_event <= last && last < a->end_event)
            account = a;
        }
    }
  if (account != NULL)
    {
      guint read = 0;
      const char *names[2] = {
        bn_battle_words_unit (words, account->strike.attacker),
        account->strike.at_commander ? bn_battle_words_commander (words, account->strike.target)
                                     : bn_battle_words_unit (words, account->strike.target),
      };

      for (guint e = account->first_event; e < account->end_event; e++)
        {
          const BnBattleEvent *event = bn_battle_get_event (battle, e);
          const BnCombatDie *read_as = NULL;

          if (event->type != BN_EVENT_DIE || event->a == BN_DIE_PCS)
            continue;
          /* The account knows the thrower of the dice it reads; a leader's
           * D20 is told by its check. */
          while (read < account->dice_thrown->len && g_array_index (account->dice_thrown, BnCombatDie, read).event < e)
            read++;
          if (read < account->dice_thrown->len && g_array_index (account->dice_thrown, BnCombatDie, read).event == e)
            read_as = &g_array_index (account->dice_thrown, BnCombatDie, read);
          g_array_append_val (dice, *event);
          g_ptr_array_add (throwers, read_as != NULL ? g_strdup (names[read_as->thrower & 1])
                                                     : play_window_die_thrower (words, e));
          g_ptr_array_add (deeds, play_window_die_deed (words, e, read_as));
        }
      told = bn_battle_words_combat (words, account);
    }
  else if (last < n)
    {
      guint32 action = bn_battle_get_event (battle, last)->action;
      guint first = last;
      GString *out = g_string_new (NULL);
      g_autofree char *first_move = NULL;

      while (first > 0 && bn_battle_get_event (battle, first - 1)->action == action
             && bn_battle_get_event (battle, first - 1)->type != BN_EVENT_BATTLE)
        first--;
      for (guint e = first; e < n && bn_battle_get_event (battle, e)->action == action; e++)
        {
          const BnBattleEvent *event = bn_battle_get_event (battle, e);
          g_autofree char *text = NULL;

          if (event->type == BN_EVENT_DIE)
            {
              int man = event->a == BN_DIE_DUEL ? bn_battle_words_duel_thrower (words, event) : -1;

              if (event->a == BN_DIE_PCS)
                continue;
              g_array_append_val (dice, *event);
              g_ptr_array_add (throwers, man >= 0 ? g_strdup (bn_battle_words_commander (words, (guint) man))
                                                  : play_window_die_thrower (words, e));
              g_ptr_array_add (deeds, play_window_die_deed (words, e, NULL));
              if (event->a == BN_DIE_FIRST_SIDE && first_move == NULL)
                first_move = play_window_first_move_words (words);
              /* A single combat is told die by die; other dice by their check. */
              if (event->a != BN_DIE_DUEL)
                continue;
            }
          text = bn_battle_words_event (words, event, viewer);
          if (text != NULL)
            g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", text);
        }
      /* The first move's dice, each army's, as they stand. */
      if (first_move != NULL)
        g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", first_move);
      told = g_string_free (out, FALSE);
    }
  bn_dice_strip_set_ruleset (BN_DICE_STRIP (self->dice), bn_battle_rules_get_ruleset (bn_battle_get_rules (battle)));
  bn_dice_strip_set_dice (BN_DICE_STRIP (self->dice), (BnBattleEvent *) (void *) dice->data, dice->len);
  bn_dice_strip_set_throwers (BN_DICE_STRIP (self->dice), (const char *const *) throwers->pdata, throwers->len);
  bn_dice_strip_set_deeds (BN_DICE_STRIP (self->dice), (const char *const *) deeds->pdata, deeds->len);
  bn_combat_report_tell (BN_COMBAT_REPORT (self->report), bn_battle_get_rules (battle), told);
  gtk_widget_set_visible (self->dice_title, dice->len > 0);
  gtk_widget_set_visible (self->dice, dice->len > 0);
  return last;
}

/**
 * play_window_scroll_to_dice:
 *
 * Shows the side panel from its top, where the last dice and their
 * account follow the result and the hand.
 */
static gboolean
scroll_up_cb (gpointer data)
{
  BnPlayWindow *self = data;
  GtkAdjustment *v;

  self->scroll_id = 0;
  if (self->side_scroller == NULL)
    return G_SOURCE_REMOVE;
  v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->side_scroller));
  gtk_adjustment_set_value (v, gtk_adjustment_get_lower (v));
  return G_SOURCE_REMOVE;
}

void
play_window_scroll_to_dice (BnPlayWindow *self)
{
  if (self->side_scroller == NULL)
    return;
  g_clear_handle_id (&self->scroll_id, g_source_remove);
  scroll_up_cb (self);
  /* Again once the moves list rebuilt is done with: the focus taken from
   * a row that went scrolls the panel to where it was. */
  self->scroll_id = g_idle_add (scroll_up_cb, self);
}

/* Whether the other side's half just played is @viewer's to be told:
 * his half now, at a screen of his own or his at one screen (never
 * behind the hand-over, nor when the computer plays both sides). */
static gboolean
their_half_told (BnPlayWindow   *self,
                 const BnBattle *battle,
                 guint           viewer)
{
  guint humans = humans_of (self);

  if (viewer > 1 || bn_battle_get_phase (battle) == BN_PHASE_OVER || bn_battle_get_active_side (battle) != viewer)
    return FALSE;
  if (humans == (BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1)) && bn_battle_get_acting_side (battle) != self->shown_side)
    return FALSE;
  return TRUE;
}

/* The battle as it stood when the other side's half began (after
 * @viewer's last end of turn; @end: when it ended, after its own end of
 * turn), replayed once for each such half. */
static const BnBattle *
half_start (BnPlayWindow   *self,
            const BnBattle *battle,
            guint           viewer,
            gboolean        end)
{
  guint at = 0, first = 0;
  BnBattle **kept = end ? &self->half_end : &self->half_start;
  guint *kept_at = end ? &self->half_end_at : &self->half_start_at;

  for (guint e = bn_battle_get_n_events (battle); e > 0 && first == 0; e--)
    {
      const BnBattleEvent *event = bn_battle_get_event (battle, e - 1);

      if (event->type == BN_EVENT_TURN_END && event->side == viewer && event->action != G_MAXUINT32)
        {
          first = e;
          at = event->action + 1;
        }
    }
  if (end)
    {
      at = 0;
      for (guint e = first; e > 0 && e < bn_battle_get_n_events (battle) && at == 0; e++)
        {
          const BnBattleEvent *event = bn_battle_get_event (battle, e);

          if (event->type == BN_EVENT_TURN_END && event->side != viewer && event->action != G_MAXUINT32)
            at = event->action + 1;
        }
    }
  if (at == 0 || battle != battle_of (self))
    return NULL;
  if (self->half_start_of != self->played)
    {
      g_clear_pointer (&self->half_start, bn_battle_free);
      g_clear_pointer (&self->half_end, bn_battle_free);
      self->half_start_of = self->played;
    }
  if (*kept == NULL || *kept_at != at)
    {
      g_clear_pointer (kept, bn_battle_free);
      *kept = bn_played_battle_replay_to (self->played, at);
      *kept_at = at;
    }
  return *kept;
}

/* The combats the other side fought in its last half, as @viewer met
 * them: one line each ("Their Longbowmen attacked your Mounted knights:
 * 1 figure lost, 1 left."), each opening to its whole account; hidden when
 * there were none, or it is not his half. */
static void
show_their_half (BnPlayWindow        *self,
                 const BnBattleWords *words,
                 guint                viewer)
{
  const BnBattle *battle = words->battle;
  guint shown = 0;
  GtkWidget *child, *list = bn_play_window_get_their_half (self);
  GtkWidget *moves = gtk_widget_get_last_child (self->their_half);
  g_autoptr(GPtrArray) accounts = NULL;
  g_autoptr(GPtrArray) lines = NULL;

  while ((child = gtk_widget_get_first_child (list)) != NULL)
    gtk_box_remove (GTK_BOX (list), child);
  while ((child = gtk_widget_get_first_child (moves)) != NULL)
    gtk_box_remove (GTK_BOX (moves), child);
  if (!their_half_told (self, battle, viewer))
    {
      gtk_widget_set_visible (self->their_half, FALSE);
      return;
    }
  accounts = bn_battle_words_their_half (battle, viewer);
  for (guint i = 0; i < accounts->len; i++)
    {
      const BnCombatAccount *account = g_ptr_array_index (accounts, i);
      g_autofree char *line = NULL, *told = NULL;
      GtkWidget *expander, *heading, *body;

      line = bn_battle_words_combat_line (words, account, viewer);
      told = bn_battle_words_combat (words, account);
      heading = gtk_label_new (line);
      gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
      gtk_label_set_xalign (GTK_LABEL (heading), 0);
      body = gtk_label_new (told);
      gtk_label_set_wrap (GTK_LABEL (body), TRUE);
      gtk_label_set_xalign (GTK_LABEL (body), 0);
      gtk_label_set_selectable (GTK_LABEL (body), TRUE);
      gtk_widget_add_css_class (body, "caption");
      gtk_widget_set_margin_start (body, 18);
      expander = gtk_expander_new (NULL);
      gtk_expander_set_label_widget (GTK_EXPANDER (expander), heading);
      gtk_expander_set_child (GTK_EXPANDER (expander), body);
      gtk_widget_set_tooltip_text (expander, _("Open it for the dice and why"));
      gtk_box_append (GTK_BOX (list), expander);
      shown++;
    }
  /* Their breakthroughs and the commanders their half left alone, a line each. */
  {
    const BnBattle *before = half_start (self, battle, viewer, FALSE);
    const BnBattle *after = half_start (self, battle, viewer, TRUE);

    lines = bn_battle_words_their_moves (words, before, after, viewer);
  }
  for (guint i = 0; i < lines->len; i++)
    {
      GtkWidget *label = gtk_label_new (g_ptr_array_index (lines, i));

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (GTK_BOX (moves), label);
      shown++;
    }
  gtk_widget_set_visible (self->their_half, shown > 0);
}

/**
 * bn_play_window_get_their_half:
 *
 * Returns: (transfer none): the box of the other side's combats in its
 *   last half, a #GtkExpander each (for tests)
 */
GtkWidget *
bn_play_window_get_their_half (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), NULL);

  return gtk_widget_get_next_sibling (gtk_widget_get_first_child (self->their_half));
}

/* What happened lately, each combat told whole, and the last dice thrown
 * with their account, in @battle (the real one, or the copy the
 * computer's moves are shown on). */
void
play_window_show_events (BnPlayWindow   *self,
             const BnBattle *battle)
{
  BnBattleWords words = { battle, { bn_played_battle_get_army (self->played, 0),
                                    bn_played_battle_get_army (self->played, 1) } };
  g_autoptr(GPtrArray) told = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) events = g_string_new (NULL);
  g_autoptr(GPtrArray) accounts = NULL;
  guint n_events = bn_battle_get_n_events (battle);
  guint viewer = play_window_viewer (self);
  guint first = n_events > 600 ? n_events - 600 : 0;
  guint next = 0, last;

  /* The combats of the last events, each told whole where it begins (the
   * one still waiting for a choice, event by event). */
  accounts = bn_combat_accounts_read (battle, first, n_events);
  for (guint e = first; e < n_events; e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (battle, e);
      const BnCombatAccount *account = NULL;
      char *text = NULL;

      while (next < accounts->len && ((BnCombatAccount *) g_ptr_array_index (accounts, next))->end_event <= e)
        next++;
      if (next < accounts->len && ((BnCombatAccount *) g_ptr_array_index (accounts, next))->first_event <= e)
        account = g_ptr_array_index (accounts, next);
      if (account != NULL && (account->end_event < n_events || !combat_waits (battle)))
        {
          if (e == account->first_event)
            text = bn_battle_words_combat (&words, account);
          else if (told_by_account (event))
            continue;
        }
      if (text == NULL && event->type != BN_EVENT_DIE)
        text = bn_battle_words_event (&words, event, viewer);
      if (text != NULL)
        g_ptr_array_add (told, text);
    }
  /* Newest first, where the eye is: the last 14. */
  for (guint i = told->len; i > 0 && told->len - i < 14; i--)
    g_string_append_printf (events, "%s%s", i < told->len ? "\n" : "", (char *) g_ptr_array_index (told, i - 1));
  gtk_label_set_text (self->events_label, events->str);
  show_their_half (self, &words, viewer);
  /* New dice (a combat, a leader's check) are brought into view once,
   * however far down the panel was read. */
  last = show_last_throw (self, &words, viewer);
  if (last < n_events && last != self->told_throw)
    play_window_scroll_to_dice (self);
  self->told_throw = last;
}

/* Returns: the side panel's log, newest first, as it reads. */
const char *
bn_play_window_get_log_text (BnPlayWindow *self)
{
  g_return_val_if_fail (BN_IS_PLAY_WINDOW (self), NULL);

  return gtk_label_get_text (self->events_label);
}

/* The hand of the side to act, as cards; in the card phase a click on one
 * shows what it would order, a second click plays it. */
void
play_window_fill_hand (BnPlayWindow *self,
           gboolean      shown)
{
  const BnBattle *battle = battle_of (self);
  BnBattleWords words = words_of (self);
  const BnBattleRules *rules = bn_battle_get_rules (battle);
  /* Over the network this side's own hand, also while the friend moves. */
  guint side = self->net != NULL ? bn_net_play_get_side (self->net) : bn_battle_get_acting_side (battle);
  gboolean playing = bn_battle_get_phase (battle) == BN_PHASE_PLAY_CARD && side == bn_battle_get_acting_side (battle);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->hand_box)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->hand_box), child);
  /* A ruleset without command cards (Lionheart) has no hand to show, nor
   * has a battle before its first cards are dealt. */
  shown = shown && bn_battle_get_deck_size (battle) > 0 && bn_battle_get_hand_size (battle, side) > 0;
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
void
play_window_list_moves (BnPlayWindow *self)
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

/* Under the result, what the player looks for next (bn-battle-glance.h):
 * the movement points the unit acting has left, or the reach of the stand
 * picked on the open table and how far the nearest enemy is. */
void
play_window_show_glance (BnPlayWindow *self)
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
draw_swatch_cb (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        user_data)
{
  bn_battle_board_paint_terrain (cr, user_data, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1);
}

void
play_window_fill_legend (BnPlayWindow *self)
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
    bn_battle_card_orders (battle_of (self), (guint) slot, hints);
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
on_bid_cb (BnPlayWindow *self)
{
  BnBattleAction action;

  if (bn_bid_control_get_action (BN_BID_CONTROL (self->bid), &action))
    play_window_act (self, action);
}

static void
on_move_activated_cb (GtkListBox    *list,
                      GtkListBoxRow *row,
                      BnPlayWindow  *self)
{
  guint index, group;

  /* Chosen from the list as from the board: a challenge that risks the
   * battle is asked first. */
  if (bn_moves_list_row_move (row, &index))
    {
      if (self->shown != NULL || index >= self->moves->len
          || !play_window_confirm_duel (self, &g_array_index (self->moves, BnBattleAction, index)))
        bn_play_window_make_move (self, index);
    }
  else if (bn_moves_list_row_group (row, &group))
    {
      int at = gtk_list_box_row_get_index (row);
      GtkListBoxRow *again;

      if (!g_hash_table_remove (self->open_groups, GUINT_TO_POINTER (group)))
        g_hash_table_add (self->open_groups, GUINT_TO_POINTER (group));
      play_window_list_moves (self);
      again = gtk_list_box_get_row_at_index (self->moves_list, at);
      if (again != NULL)
        gtk_widget_grab_focus (GTK_WIDGET (again));
    }
}

/* Builds the side panel's widgets into @side: the result, the hand,
 * the computer's speed, the last combat's dice and report, the moves in
 * words with the typed dice, the odds and the bid, and the log. */
void
play_window_build_panel (BnPlayWindow *self,
                         GtkWidget    *side)
{
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
  gtk_widget_set_tooltip_text (self->keep_button, _("Record the battle, ready for its post-battle sequence"));
  gtk_widget_set_visible (self->keep_button, FALSE);
  g_signal_connect_swapped (self->keep_button, "clicked", G_CALLBACK (bn_play_window_keep), self);
  /* Keep goes on the action bar, in view however the panel is scrolled
   * (bn-play-window.c). */

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
  /* The last dice and their account come before the moves in words, which
   * the board and the bar stand in for: a combat just fought is in view
   * when it is told, however many choices a leader's retainers offer. */
  /* What the other side did in its half comes first at the start of the
   * person's: every combat of it, not the last only. */
  self->their_half = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (self->their_half), section_title (_("In the Other Side's Half")));
  gtk_box_append (GTK_BOX (self->their_half), gtk_box_new (GTK_ORIENTATION_VERTICAL, 6));
  /* Their breakthroughs and the commanders left alone, after the combats. */
  gtk_box_append (GTK_BOX (self->their_half), gtk_box_new (GTK_ORIENTATION_VERTICAL, 6));
  gtk_widget_set_visible (self->their_half, FALSE);
  gtk_box_append (GTK_BOX (side), self->their_half);
  self->dice_title = section_title (_("The Last Dice Thrown"));
  gtk_box_append (GTK_BOX (side), self->dice_title);
  /* The account first: a combat's many dice would push it down. */
  self->report = bn_combat_report_new ();
  gtk_box_append (GTK_BOX (side), self->report);
  self->dice = bn_dice_strip_new ();
  gtk_box_append (GTK_BOX (side), self->dice);
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
  gtk_box_append (GTK_BOX (side), section_title (_("What Happened, Newest First")));
  self->events_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->events_label, 0);
  gtk_label_set_wrap (self->events_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->events_label), "caption");
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->events_label));

}
