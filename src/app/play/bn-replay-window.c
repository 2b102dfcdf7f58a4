/* bn-replay-window.c — a battle stepped through again; see the header.
 *
 * Step k shows the battle after its first k actions. Going forwards applies
 * the next action to the battle shown; going backwards rebuilds it from the
 * start, which for a battle of a few hundred actions is quicker than the
 * eye. The turn each step stands in is read once, when the window opens.
 */
#include "bn-config.h"

#include "bn-replay-window.h"

#include <glib/gi18n.h>

#include "bn-battle-view.h"
#include "bn-battle-rules-xml.h"
#include "bn-battle-words.h"
#include "bn-dice-strip.h"

struct _BnReplayWindow
{
  AdwWindow parent_instance;

  BnBattleRules *rules;
  BnBattleLog *log;
  BnChance *chance;             /* the dice of the battle shown */
  BnBattle *battle;             /* after `step` actions */
  guint step;
  GArray *turns;                /* guint: the turn at each step, 0..n */
  guint play_id;

  GtkWidget *board;             /* a BnBattleView, made for the log's ruleset */
  GtkWidget *board_column;
  GtkScale *scale;
  GtkSpinButton *turn_spin;
  GtkLabel *step_label;
  GtkLabel *action_label;
  GtkLabel *events_label;
  GtkWidget *dice;
  GtkWidget *play_button;
  gboolean updating;
};

G_DEFINE_FINAL_TYPE (BnReplayWindow, bn_replay_window, ADW_TYPE_WINDOW)

static BnBattle *
build (BnReplayWindow *self,
       BnChance      **out_chance)
{
  BnChance *chance = bn_chance_new_seeded (self->log->dice_seed);
  BnBattle *battle = bn_battle_log_new_battle (self->rules, self->log, chance, NULL);

  if (battle == NULL)
    {
      bn_chance_free (chance);
      return NULL;
    }
  *out_chance = chance;
  return battle;
}

static BnBattleWords
words_of (BnReplayWindow *self)
{
  return (BnBattleWords) { self->battle, { self->log->armies[0], self->log->armies[1] } };
}

static void
show_step (BnReplayWindow *self)
{
  BnBattleWords words = words_of (self);
  g_autoptr(GString) told = g_string_new (NULL);
  g_autoptr(GArray) dice = g_array_new (FALSE, FALSE, sizeof (BnBattleEvent));
  g_autofree char *where = bn_battle_words_result (&words);
  g_autofree char *step = NULL;
  guint n = self->log->actions->len;

  /* TRANSLATORS: step k of n, then where the battle stands */
  step = g_strdup_printf (_("Step %u of %u. %s"), self->step, n, where);
  gtk_label_set_text (self->step_label, step);
  if (self->step == 0)
    gtk_label_set_text (self->action_label, _("The armies as they were deployed."));
  else
    {
      /* The action is told as it read before it was made: on the battle one step back. */
      g_autoptr(BnChance) chance = NULL;
      g_autoptr(BnBattle) before = build (self, &chance);
      g_autofree char *text = NULL;
      BnBattleWords then = { before, { self->log->armies[0], self->log->armies[1] } };

      for (guint i = 0; before != NULL && i + 1 < self->step; i++)
        {
          bn_battle_log_type_dice (self->log, i, chance);
          bn_battle_apply (before, bn_battle_get_action (self->battle, i), NULL);
        }
      text = before != NULL ? bn_battle_words_action (&then, bn_battle_get_action (self->battle, self->step - 1))
                            : g_strdup ("");
      gtk_label_set_text (self->action_label, text);
    }
  for (guint e = 0; e < bn_battle_get_n_events (self->battle); e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (self->battle, e);
      g_autofree char *text = NULL;

      if (self->step == 0 ? event->action != G_MAXUINT32 : event->action != self->step - 1)
        continue;
      if (event->type == BN_EVENT_DIE)
        {
          /* A leader's D20 is told with his check, not as a battle die. */
          if (event->a != BN_DIE_PCS)
            g_array_append_val (dice, *event);
          continue;
        }
      text = bn_battle_words_event (&words, event, BN_BATTLE_WORDS_EVERYONE);
      if (text != NULL)
        g_string_append_printf (told, "%s%s", told->len > 0 ? "\n" : "", text);
    }
  gtk_label_set_text (self->events_label, told->str);
  bn_dice_strip_set_ruleset (BN_DICE_STRIP (self->dice),
                             bn_battle_rules_get_ruleset (bn_battle_get_rules (self->battle)));
  bn_dice_strip_set_dice (BN_DICE_STRIP (self->dice), (BnBattleEvent *) (void *) dice->data, dice->len);
  gtk_widget_set_visible (self->dice, dice->len > 0);

  self->updating = TRUE;
  gtk_range_set_value (GTK_RANGE (self->scale), self->step);
  gtk_spin_button_set_value (self->turn_spin, g_array_index (self->turns, guint, self->step));
  self->updating = FALSE;
  bn_battle_view_set_battle (BN_BATTLE_VIEW (self->board), self->battle);
}

/* Shows the battle after its first @step actions. */
void
bn_replay_window_set_step (BnReplayWindow *self,
                           guint           step)
{
  g_return_if_fail (BN_IS_REPLAY_WINDOW (self));

  step = MIN (step, self->log->actions->len);
  if (step < self->step || self->battle == NULL)
    {
      g_clear_pointer (&self->battle, bn_battle_free);
      g_clear_pointer (&self->chance, bn_chance_free);
      self->battle = build (self, &self->chance);
      self->step = 0;
      if (self->battle == NULL)
        return;
    }
  while (self->step < step)
    {
      /* The dice a player typed are thrown again where they were. */
      bn_battle_log_type_dice (self->log, self->step, self->chance);
      if (!bn_battle_apply (self->battle, &g_array_index (self->log->actions, BnBattleAction, self->step), NULL))
        break;
      self->step++;
    }
  show_step (self);
}

guint
bn_replay_window_get_step (BnReplayWindow *self)
{
  g_return_val_if_fail (BN_IS_REPLAY_WINDOW (self), 0);

  return self->step;
}

guint
bn_replay_window_get_n_steps (BnReplayWindow *self)
{
  g_return_val_if_fail (BN_IS_REPLAY_WINDOW (self), 0);

  return self->log->actions->len;
}

const BnBattle *
bn_replay_window_get_battle (BnReplayWindow *self)
{
  g_return_val_if_fail (BN_IS_REPLAY_WINDOW (self), NULL);

  return self->battle;
}

GtkWidget *
bn_replay_window_get_board (BnReplayWindow *self)
{
  g_return_val_if_fail (BN_IS_REPLAY_WINDOW (self), NULL);

  return self->board;
}

/**
 * bn_replay_window_jump_to_turn:
 *
 * Shows the battle as turn @turn began.
 *
 * Returns: %FALSE if the battle never reached that turn
 */
gboolean
bn_replay_window_jump_to_turn (BnReplayWindow *self,
                               guint           turn)
{
  g_return_val_if_fail (BN_IS_REPLAY_WINDOW (self), FALSE);

  for (guint k = 0; k < self->turns->len; k++)
    if (g_array_index (self->turns, guint, k) >= turn)
      {
        bn_replay_window_set_step (self, k);
        return TRUE;
      }
  return FALSE;
}

static gboolean
on_play_tick_cb (gpointer user_data)
{
  BnReplayWindow *self = user_data;

  if (self->step >= self->log->actions->len)
    {
      self->play_id = 0;
      bn_replay_window_set_playing (self, FALSE);
      return G_SOURCE_REMOVE;
    }
  bn_replay_window_set_step (self, self->step + 1);
  return G_SOURCE_CONTINUE;
}

/* Plays the battle back from the step shown, or stops. */
void
bn_replay_window_set_playing (BnReplayWindow *self,
                              gboolean        playing)
{
  g_return_if_fail (BN_IS_REPLAY_WINDOW (self));

  g_clear_handle_id (&self->play_id, g_source_remove);
  if (playing)
    {
      if (self->step >= self->log->actions->len)
        bn_replay_window_set_step (self, 0);
      self->play_id = g_timeout_add (500, on_play_tick_cb, self);
    }
  gtk_button_set_icon_name (GTK_BUTTON (self->play_button),
                            playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic");
  gtk_widget_set_tooltip_text (self->play_button, playing ? _("Pause (Space)") : _("Play Back (Space)"));
}

static void
step_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BnReplayWindow *self = BN_REPLAY_WINDOW (widget);
  int delta = g_variant_get_int32 (parameter);

  bn_replay_window_set_playing (self, FALSE);
  if (delta == G_MININT32)
    bn_replay_window_set_step (self, 0);
  else if (delta == G_MAXINT32)
    bn_replay_window_set_step (self, self->log->actions->len);
  else
    bn_replay_window_set_step (self, (guint) MAX (0, (int) self->step + delta));
}

static void
play_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  BnReplayWindow *self = BN_REPLAY_WINDOW (widget);

  bn_replay_window_set_playing (self, self->play_id == 0);
}

static void
on_scale_changed_cb (GtkRange       *range,
                     BnReplayWindow *self)
{
  if (!self->updating)
    bn_replay_window_set_step (self, (guint) gtk_range_get_value (range));
}

static void
on_turn_changed_cb (GtkSpinButton  *spin,
                    BnReplayWindow *self)
{
  if (!self->updating)
    bn_replay_window_jump_to_turn (self, (guint) gtk_spin_button_get_value_as_int (spin));
}

static void
bn_replay_window_dispose (GObject *object)
{
  BnReplayWindow *self = BN_REPLAY_WINDOW (object);

  g_clear_handle_id (&self->play_id, g_source_remove);
  G_OBJECT_CLASS (bn_replay_window_parent_class)->dispose (object);
}

static void
bn_replay_window_finalize (GObject *object)
{
  BnReplayWindow *self = BN_REPLAY_WINDOW (object);

  g_clear_pointer (&self->battle, bn_battle_free);
  g_clear_pointer (&self->chance, bn_chance_free);
  g_clear_pointer (&self->log, bn_battle_log_free);
  g_clear_pointer (&self->rules, bn_battle_rules_unref);
  g_clear_pointer (&self->turns, g_array_unref);
  G_OBJECT_CLASS (bn_replay_window_parent_class)->finalize (object);
}

static void
bn_replay_window_class_init (BnReplayWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bn_replay_window_dispose;
  G_OBJECT_CLASS (klass)->finalize = bn_replay_window_finalize;
  gtk_widget_class_install_action (widget_class, "replay.step", "i", step_activated);
  gtk_widget_class_install_action (widget_class, "replay.play", NULL, play_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, 0, "replay.step", "i", G_MININT32);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_End, 0, "replay.step", "i", G_MAXINT32);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, "replay.play", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static GtkWidget *
tool_button (const char *icon,
             const char *tip,
             const char *action,
             GVariant   *target)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tip, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  if (target != NULL)
    gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  return button;
}

static void
bn_replay_window_init (BnReplayWindow *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *body = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  GtkWidget *side_scroller = gtk_scrolled_window_new ();
  GtkWidget *controls = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *turn_label = gtk_label_new_with_mnemonic (_("_Turn"));

  self->turns = g_array_new (FALSE, FALSE, sizeof (guint));
  {
    /* Stepping keys win over the turn field's own use of them, wherever
     * the focus is. */
    GtkEventController *keys = gtk_shortcut_controller_new ();
    const struct { guint key; GdkModifierType mods; int delta; } steps[] = {
      { GDK_KEY_Page_Down, 0, 1 }, { GDK_KEY_Page_Up, 0, -1 },
      { GDK_KEY_Right, GDK_ALT_MASK, 1 }, { GDK_KEY_Left, GDK_ALT_MASK, -1 },
    };

    gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
    for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
      {
        GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (steps[i].key, steps[i].mods),
                                                  gtk_named_action_new ("replay.step"));

        gtk_shortcut_set_arguments (shortcut, g_variant_new_int32 (steps[i].delta));
        gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys), shortcut);
      }
    gtk_widget_add_controller (GTK_WIDGET (self), keys);
  }
  gtk_window_set_default_size (GTK_WINDOW (self), 1240, 780);
  gtk_widget_set_size_request (GTK_WIDGET (self), 360, 480);
  adw_window_set_content (ADW_WINDOW (self), content);
  gtk_box_append (GTK_BOX (content), header);
  gtk_widget_set_vexpand (body, TRUE);
  gtk_box_append (GTK_BOX (content), body);

  /* The board comes first, once the log says which (bn_replay_window_new()). */
  self->board_column = column;
  gtk_widget_set_margin_start (controls, 12);
  gtk_widget_set_margin_end (controls, 12);
  gtk_widget_set_margin_bottom (controls, 12);
  gtk_box_append (GTK_BOX (controls), tool_button ("media-skip-backward-symbolic", _("To the Start (Home)"),
                                                   "replay.step", g_variant_new_int32 (G_MININT32)));
  gtk_box_append (GTK_BOX (controls), tool_button ("media-seek-backward-symbolic", _("Step Back (Page Up)"),
                                                   "replay.step", g_variant_new_int32 (-1)));
  self->play_button = tool_button ("media-playback-start-symbolic", _("Play Back (Ctrl+P)"), "replay.play", NULL);
  gtk_box_append (GTK_BOX (controls), self->play_button);
  gtk_box_append (GTK_BOX (controls), tool_button ("media-seek-forward-symbolic", _("Step Forward (Page Down)"),
                                                   "replay.step", g_variant_new_int32 (1)));
  gtk_box_append (GTK_BOX (controls), tool_button ("media-skip-forward-symbolic", _("To the End (End)"),
                                                   "replay.step", g_variant_new_int32 (G_MAXINT32)));
  self->scale = GTK_SCALE (gtk_scale_new (GTK_ORIENTATION_HORIZONTAL, NULL));
  gtk_scale_set_draw_value (self->scale, FALSE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->scale), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->scale), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Step"), -1);
  g_signal_connect (self->scale, "value-changed", G_CALLBACK (on_scale_changed_cb), self);
  gtk_box_append (GTK_BOX (controls), GTK_WIDGET (self->scale));
  gtk_box_append (GTK_BOX (controls), turn_label);
  self->turn_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 1, 1));
  gtk_label_set_mnemonic_widget (GTK_LABEL (turn_label), GTK_WIDGET (self->turn_spin));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->turn_spin), _("Jump to the start of a turn"));
  g_signal_connect (self->turn_spin, "value-changed", G_CALLBACK (on_turn_changed_cb), self);
  gtk_box_append (GTK_BOX (controls), GTK_WIDGET (self->turn_spin));
  gtk_box_append (GTK_BOX (column), controls);
  gtk_widget_set_hexpand (column, TRUE);
  gtk_box_append (GTK_BOX (body), column);

  gtk_widget_set_size_request (side, 300, -1);
  gtk_widget_set_margin_start (side, 12);
  gtk_widget_set_margin_end (side, 12);
  gtk_widget_set_margin_top (side, 12);
  self->step_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->step_label, TRUE);
  gtk_label_set_xalign (self->step_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->step_label), "heading");
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->step_label));
  self->action_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->action_label, TRUE);
  gtk_label_set_xalign (self->action_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->action_label), "title-4");
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->action_label));
  self->dice = bn_dice_strip_new ();
  gtk_box_append (GTK_BOX (side), self->dice);
  self->events_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->events_label, TRUE);
  gtk_label_set_xalign (self->events_label, 0);
  gtk_label_set_selectable (self->events_label, TRUE);
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->events_label));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (side_scroller), side);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (side_scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_box_append (GTK_BOX (body), side_scroller);
}

/**
 * bn_replay_window_new:
 * @log: (transfer full): the battle's log
 *
 * Returns: (transfer none): the window, shown at the end of the battle
 */
BnReplayWindow *
bn_replay_window_new (GtkWindow     *parent,
                      BnBattleRules *rules,
                      BnBattleLog   *log,
                      const char    *title)
{
  BnReplayWindow *self = g_object_new (BN_TYPE_REPLAY_WINDOW, "transient-for", parent, NULL);
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnBattle) battle = NULL;
  guint last_turn = 1;

  self->rules = bn_battle_rules_ref (rules);
  self->log = log;
  /* TRANSLATORS: the replay window's title */
  {
    g_autofree char *full = g_strdup_printf (_("Replay: %s"), title);

    gtk_window_set_title (GTK_WINDOW (self), full);
  }
  battle = build (self, &chance);
  if (battle != NULL)
    {
      self->board = bn_battle_view_new_for_battle (battle);
      bn_battle_view_set_armies (BN_BATTLE_VIEW (self->board), log->armies[0], log->armies[1]);
    }
  else
    self->board = gtk_label_new (_("The battle could not be set up again."));
  gtk_widget_set_vexpand (self->board, TRUE);
  gtk_box_prepend (GTK_BOX (self->board_column), self->board);
  if (battle != NULL)
    {
      guint turn = bn_battle_get_turn (battle);

      g_array_append_val (self->turns, turn);
      for (guint i = 0; i < log->actions->len; i++)
        {
          bn_battle_log_type_dice (log, i, chance);
          if (!bn_battle_apply (battle, &g_array_index (log->actions, BnBattleAction, i), NULL))
            break;
          turn = bn_battle_get_turn (battle);
          g_array_append_val (self->turns, turn);
        }
      last_turn = turn;
    }
  /* A log whose actions no longer apply stops where they fail. */
  g_array_set_size (log->actions, self->turns->len > 0 ? self->turns->len - 1 : 0);
  gtk_range_set_range (GTK_RANGE (self->scale), 0, MAX (1, log->actions->len));
  gtk_range_set_increments (GTK_RANGE (self->scale), 1, 10);
  gtk_spin_button_set_range (self->turn_spin, 1, MAX (1, last_turn));
  bn_replay_window_set_step (self, log->actions->len);
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

/**
 * bn_replay_window_new_for_xml:
 * @xml: a battle log (data/battle-log.rng)
 *
 * Returns: (transfer none) (nullable): the window, or %NULL with @error if
 *   the log cannot be read
 */
BnReplayWindow *
bn_replay_window_new_for_xml (GtkWindow   *parent,
                              const char  *xml,
                              const char  *title,
                              GError     **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (xml, strlen (xml));
  BnBattleLog *log;

  /* Under the rules the log names: a BattleLore or Junior General battle
   * replays by its own. */
  log = bn_battle_log_load_bytes (NULL, bytes, title, error);
  if (log == NULL)
    return NULL;
  return bn_replay_window_new (parent, log->rules, log, title);
}

/* Returns: (transfer none): the window, showing @played so far. */
BnReplayWindow *
bn_replay_window_new_for_played (GtkWindow      *parent,
                                 BnPlayedBattle *played)
{
  g_autofree char *xml = bn_played_battle_to_log_xml (played);
  g_autofree char *title = g_strdup_printf (_("%s against %s"), bn_played_battle_get_army_name (played, 0),
                                            bn_played_battle_get_army_name (played, 1));
  g_autoptr(GError) error = NULL;
  BnReplayWindow *self = bn_replay_window_new_for_xml (parent, xml, title, &error);

  if (self == NULL)
    g_warning ("a played battle's own log could not be read: %s", error->message);
  return self;
}
