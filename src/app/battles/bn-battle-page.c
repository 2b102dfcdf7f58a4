/* bn-battle-page.c — one recorded battle: its result, its ledger, its history.
 *
 * The page reads the battle from the store (bn_career_get_battle()), and
 * for each leader who took the field the ledger lines this battle produced
 * (bn_career_get_ledger()), and the versions corrections replaced
 * (bn_career_list_revisions()). A battle the computer fought also shows
 * how (bn_fought_battle_summary()), and its log can be saved for
 * "banneret-cli battle replay". Applying the post-battle sequence, or
 * correcting the battle, goes through the library; the page then reads
 * everything again and says so with its "changed" signal, since every
 * career in the campaign may have moved.
 */
#include "bn-config.h"
#include "bn-accessible.h"

#include "bn-battle-page.h"

#include "bn-apply-dialog.h"

#include <string.h>

#include <glib/gi18n.h>

#include "bn-battle-record-dialog.h"
#include "bn-replay-window.h"
#include "bn-ruleset.h"
#include "bn-battle-record-xml.h"
#include "bn-career-fight.h"
#include "bn-battle-log-xml.h"
#include "bn-file-chooser.h"
#include "bn-leader-page.h"

struct _BnBattlePage
{
  AdwBin parent_instance;

  BnStore *store;
  BnLeaderRules *rules;
  BnCareerRules *career_rules;  /* for the deeds' names; %NULL if unreadable */
  BnBattleRecord *record;
  BnFoughtBattle *fought;       /* %NULL: fought at the table */
  GPtrArray *ledger_lines;      /* char *, as shown */
  char *error;
  AdwMessageDialog *dialog;     /* the apply dialog, while open */
  GtkFileChooserNative *chooser;

  GtkLabel *title_label;
  GtkLabel *subtitle_label;
  GtkWidget *apply_button;
  GtkBox *groups_box;
};

G_DEFINE_FINAL_TYPE (BnBattlePage, bn_battle_page, ADW_TYPE_BIN)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWindow *
root_window (BnBattlePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static const char *
winner_words (BnWinner winner)
{
  switch (winner)
    {
    case BN_WINNER_PLAYER:
      return _("Won");
    case BN_WINNER_OPPONENT:
      return _("Lost");
    case BN_WINNER_DRAW:
    default:
      return _("A draw");
    }
}

static GtkWidget *
add_group (BnBattlePage *self,
           const char   *title,
           const char   *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (self->groups_box, group);
  return group;
}

static GtkWidget *
add_row (GtkWidget  *group,
         const char *title,
         const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

static char *
leader_name (BnBattlePage *self,
             gint64        leader_id)
{
  g_autoptr(BnLeader) leader = bn_store_get_leader (self->store, leader_id, NULL);
  g_autofree char *number = NULL;

  if (leader != NULL)
    return g_strdup (leader->name);
  /* G_GINT64_FORMAT cannot sit in a translatable string: xgettext cannot
   * read it. */
  number = g_strdup_printf ("%" G_GINT64_FORMAT, leader_id);
  /* TRANSLATORS: a leader no longer in the database, by number */
  return g_strdup_printf (_("Leader %s"), number);
}

/* Returns: (transfer full): the unit by its roster number and as its army
 * calls it ("2. Mounted knights"), as the record dialog lists it, or "Unit
 * N" when the army or the unit is not on record. */
static char *
unit_name (BnBattlePage *self,
           BnSide        side,
           guint         number)
{
  gint64 army_id = side == BN_SIDE_PLAYER ? self->record->army_id : self->record->opponent_army_id;
  g_autoptr(BnArmy) army = army_id != 0 ? bn_store_get_army (self->store, army_id, NULL) : NULL;

  if (army != NULL && number >= 1 && number <= army->units->len)
    {
      const BnArmyUnit *entry = g_ptr_array_index (army->units, number - 1);

      if (entry->unit->name != NULL)
        /* TRANSLATORS: a unit in a list: its roster number and name */
        return g_strdup_printf (_("%u. %s"), number, bn_data_text (entry->unit->name));
    }
  return g_strdup_printf (_("Unit %u"), number);
}

static void
clear_groups (BnBattlePage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box))) != NULL)
    gtk_box_remove (self->groups_box, child);
}

static void
fill (BnBattlePage *self)
{
  const BnBattleRecord *record = self->record;
  g_autofree char *subtitle = NULL;
  g_autoptr(GPtrArray) revisions = NULL;
  GtkWidget *group;
  gboolean stands;
  int broken = -1;                      /* the battle's side whose host broke */
  guint n_at_break = 0, listed_at_break = 0;
  g_autofree gboolean *at_break = NULL; /* … its units on the field then, by spec */

  clear_groups (self);
  g_ptr_array_set_size (self->ledger_lines, 0);
  gtk_label_set_text (self->title_label, bn_data_text (record->name));
  /* TRANSLATORS: under a battle's name: place, date, state */
  subtitle = g_strdup_printf ("%s%s%s%s%s", record->place != NULL ? bn_data_text (record->place) : "",
                              record->place != NULL && record->date != NULL ? " · " : "",
                              record->date != NULL ? record->date : "",
                              record->place != NULL || record->date != NULL ? " · " : "",
                              record->applied ? _("Applied") : _("Recorded, not yet applied"));
  gtk_label_set_text (self->subtitle_label, subtitle);
  gtk_widget_set_visible (self->apply_button, !record->applied);

  group = add_group (self, _("Result"), NULL);
  {
    g_autofree char *vp = g_strdup_printf (_("%u to %u"), record->player_vp, record->opponent_vp);
    g_autofree char *revision = g_strdup_printf (_("Revision %u"), record->revision);
    g_autoptr(BnArmy) opponent = record->opponent == NULL && record->opponent_army_id != 0
                                 ? bn_store_get_army (self->store, record->opponent_army_id, NULL) : NULL;

    add_row (group, winner_words (record->winner), vp);
    /* A roster of the campaign is named as the Armies section names it. */
    add_row (group, _("Opponent"), record->opponent != NULL ? record->opponent
                                   : opponent != NULL ? opponent->name : _("A roster of the campaign"));
    if (record->revision > 1)
      add_row (group, revision, _("Corrected since it was first recorded"));
  }

  if (self->fought != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *summary = bn_fought_battle_summary (self->fought, &error);

      group = add_group (self, _("How It Was Fought"),
                         self->fought->played
                           ? _("Played on the board, move by move. Its log holds every card, die and decision, "
                               "so the battle can be replayed exactly.")
                           : _("The computer played both sides. Its log holds every card, die and decision, "
                               "so the battle can be fought again exactly."));
      if (summary != NULL)
        {
          g_auto(GStrv) lines = g_strsplit (g_strstrip (summary), "\n", -1);

          for (guint i = 0; lines[i] != NULL; i++)
            add_row (group, lines[i], NULL);
        }
      else
        add_row (group, _("The battle’s log cannot be read"), error->message);
    }

  group = add_group (self, _("Losses"), NULL);
  /* On an open table (Junior General) a unit is counted in stands. */
  stands = bn_ruleset_for_record (record->rules)->board == BN_RULESET_BOARD_TABLE;
  /* A host that broke (its last leader fallen, too many stands lost) took
   * the units it still had on the field with it: each is a loss, as the
   * summary above counts them. */
  if (self->fought != NULL && self->fought->log != NULL)
    {
      g_autoptr(GBytes) bytes = g_bytes_new (self->fought->log, strlen (self->fought->log));
      g_autoptr(BnBattleLog) log = bn_battle_log_load_bytes (NULL, bytes, "the battle's log", NULL);

      for (guint side = 0; log != NULL && side < 2 && broken < 0; side++)
        if (bn_battle_log_routed_at_break (log, side, NULL) > 0)
          {
            broken = (int) side;
            n_at_break = log->armies[side]->n_units;
            at_break = g_new0 (gboolean, n_at_break);
            bn_battle_log_routed_at_break (log, side, at_break);
          }
    }
  for (guint i = 0; i < record->units->len; i++)
    {
      const BnBattleRecordUnit *unit = g_ptr_array_index (record->units, i);
      g_autofree char *name = unit_name (self, unit->side, unit->unit);
      g_autofree char *title = g_strdup_printf (_("%s (%s)"), name,
                                                unit->side == BN_SIDE_PLAYER ? _("yours") : _("opponent’s"));
      /* The battle's side 0 is the player's. */
      gboolean broke = broken >= 0 && unit->side == (broken == 0 ? BN_SIDE_PLAYER : BN_SIDE_OPPONENT)
                       && unit->unit >= 1 && unit->unit <= n_at_break && at_break[unit->unit - 1] && !unit->destroyed;
      g_autofree char *what = g_strdup_printf (stands ? ngettext ("%u stand lost%s%s", "%u stands lost%s%s", unit->figures_lost)
                                                      : ngettext ("%u figure lost%s%s", "%u figures lost%s%s", unit->figures_lost),
                                               unit->figures_lost, unit->destroyed ? _(", destroyed") : "",
                                               broke ? _(", routed when the host broke")
                                               : unit->routed ? _(", routed") : "");

      if (broke)
        at_break[unit->unit - 1] = FALSE;
      add_row (group, title, what);
    }
  /* Those it lost no figure of, routed all the same. */
  for (guint spec = 0; broken >= 0 && spec < n_at_break; spec++)
    if (at_break[spec])
      {
        BnSide side = broken == 0 ? BN_SIDE_PLAYER : BN_SIDE_OPPONENT;
        g_autofree char *name = unit_name (self, side, spec + 1);
        g_autofree char *title = g_strdup_printf (_("%s (%s)"), name, side == BN_SIDE_PLAYER ? _("yours") : _("opponent’s"));

        add_row (group, title, stands ? _("no stand lost, routed when the host broke")
                                      : _("no figure lost, routed when the host broke"));
        listed_at_break++;
      }
  if (record->units->len == 0 && listed_at_break == 0)
    add_row (group, stands ? _("No unit lost a stand") : _("No unit lost a figure"), NULL);

  group = add_group (self, _("Deeds"), NULL);
  for (guint i = 0; i < record->deeds->len; i++)
    {
      const BnBattleDeed *deed = g_ptr_array_index (record->deeds, i);
      g_autofree char *name = leader_name (self, deed->leader_id);
      /* Deeds are credited to the player's leaders, with the player's units. */
      g_autofree char *unit = deed->unit != 0 ? unit_name (self, BN_SIDE_PLAYER, deed->unit)
                                              : g_strdup (_("by his own hand"));
      g_autofree char *what = g_strdup_printf (_("%s, %s%s%s"), name, unit,
                                               deed->attached ? _(", attached") : "",
                                               deed->herald ? _(", a herald near") : "");

      const BnDeed *row = self->career_rules != NULL ? bn_career_rules_lookup_deed (self->career_rules, deed->deed) : NULL;

      add_row (group, row != NULL ? bn_data_text (row->name) : deed->deed, what);
    }
  if (record->deeds->len == 0)
    add_row (group, _("No deed recorded"), NULL);

  /* Each leader on the field: his post, his check, and what the sequence
   * wrote for him from this battle. */
  for (guint i = 0; i < record->leaders->len; i++)
    {
      const BnBattleLeader *entry = g_ptr_array_index (record->leaders, i);
      g_autofree char *name = leader_name (self, entry->leader_id);
      g_autofree char *unit = entry->unit != 0 ? unit_name (self, entry->side, entry->unit) : NULL;
      /* TRANSLATORS: where a leader stood: "With Mounted knights" */
      g_autofree char *post = unit != NULL ? g_strdup_printf (_("With %s"), unit) : g_strdup (_("With no unit"));
      g_autoptr(GPtrArray) ledger = bn_career_get_ledger (self->store, entry->leader_id, NULL);
      guint shown = 0;

      group = add_group (self, name, post);
      for (guint c = 0; c < record->checks->len; c++)
        {
          const BnPcsCheck *check = g_ptr_array_index (record->checks, c);
          g_autofree char *roll = NULL;

          if (check->leader_id != entry->leader_id)
            continue;
          roll = check->roll != 0 ? g_strdup_printf (_("D20 %u, strike difference %u%s"), check->roll, check->strike_difference,
                                                     check->lost_melee ? _(", his unit lost the melee") : "")
                                  : g_strdup_printf (_("D20 to roll, strike difference %u%s"), check->strike_difference,
                                                     check->lost_melee ? _(", his unit lost the melee") : "");
          add_row (group, check->kind == BN_CHECK_MELEE ? _("Melee check") : _("Missile check"), roll);
        }
      for (guint l = 0; ledger != NULL && l < ledger->len; l++)
        {
          const BnLedgerEntry *line = g_ptr_array_index (ledger, l);
          g_autofree char *text = NULL;

          if (line->battle_id != record->id)
            continue;
          text = bn_ledger_entry_to_words (line);
          add_row (group, text, NULL);
          g_ptr_array_add (self->ledger_lines, g_steal_pointer (&text));
          shown++;
        }
      if (shown == 0)
        add_row (group, record->applied ? _("No ledger lines") : _("The ledger is written when the sequence is applied"), NULL);
    }

  revisions = bn_career_list_revisions (self->store, record->id, NULL);
  group = add_group (self, _("Corrections"), NULL);
  for (guint i = 0; revisions != NULL && i < revisions->len; i++)
    {
      const BnBattleRevision *revision = g_ptr_array_index (revisions, i);
      g_autofree char *title = g_strdup_printf (_("Revision %u replaced"), revision->revision);

      add_row (group, title, revision->reason != NULL && *revision->reason != '\0' ? revision->reason : _("No reason given"));
    }
  if (revisions == NULL || revisions->len == 0)
    add_row (group, _("Never corrected"), NULL);
}

static gboolean
reload (BnBattlePage  *self,
        gint64         battle_id,
        GError       **error)
{
  BnBattleRecord *record = bn_career_get_battle (self->store, battle_id, error);

  if (record == NULL)
    return FALSE;
  g_clear_pointer (&self->record, bn_battle_record_free);
  self->record = record;
  g_clear_pointer (&self->fought, bn_fought_battle_free);
  self->fought = bn_career_get_fought_battle (self->store, battle_id, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.save-log", self->fought != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.replay", self->fought != NULL);
  fill (self);
  return TRUE;
}

/* ---- apply ---- */

static void
forget_dialog (BnBattlePage *self)
{
  if (self->dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->dialog), (gpointer *) &self->dialog);
  self->dialog = NULL;
}




static void
on_apply_activated_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  bn_battle_page_ask_apply (BN_BATTLE_PAGE (widget));
}

/* ---- correct and export ---- */

static void
on_record_dialog_saved_cb (BnBattlePage *self,
                           gint64        battle_id)
{
  reload (self, battle_id, NULL);
  bn_leader_page_show_toast (GTK_WIDGET (self), _("Corrected; the careers are recomputed"));
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
on_correct_activated_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  BnBattlePage *self = BN_BATTLE_PAGE (widget);
  g_autoptr(GError) error = NULL;
  BnBattleRecordDialog *dialog;

  if (self->record == NULL)
    return;
  dialog = bn_battle_record_dialog_new (root_window (self), self->store, self->rules,
                                        self->record->campaign_id, self->record, &error);
  if (dialog == NULL)
    {
      bn_leader_page_show_error (widget, _("The Battle Could Not Be Opened"), error->message);
      return;
    }
  g_signal_connect_object (dialog, "saved", G_CALLBACK (on_record_dialog_saved_cb), self, G_CONNECT_SWAPPED);
}

static void
on_export_chosen (gpointer  owner,
                  GFile    *file)
{
  BnBattlePage *self = owner;
  g_autoptr(GError) error = NULL;

  if (!bn_battle_page_export_xml (self, file, &error))
    bn_leader_page_show_error (GTK_WIDGET (self), _("The Result Could Not Be Exported"), error->message);
}

static void
on_export_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  BnBattlePage *self = BN_BATTLE_PAGE (widget);
  g_autoptr(GtkFileFilter) filter = bn_file_chooser_new_xml_filter (_("Battle Results (XML)"));
  g_autofree char *name = NULL;

  if (self->record == NULL)
    return;
  /* ".battle.xml": how a file manager knows a battle's result. */
  name = g_strdup_printf ("%s.battle.xml", self->record->name);
  bn_file_chooser_show (&self->chooser, root_window (self), _("Export Result"), GTK_FILE_CHOOSER_ACTION_SAVE,
                        _("_Export"), filter, name, on_export_chosen, self);
}

static void
on_save_log_chosen (gpointer  owner,
                    GFile    *file)
{
  BnBattlePage *self = owner;
  g_autoptr(GError) error = NULL;

  if (!bn_battle_page_save_log (self, file, &error))
    bn_leader_page_show_error (GTK_WIDGET (self), _("The Log Could Not Be Saved"), error->message);
}

static void
on_save_log_activated_cb (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  BnBattlePage *self = BN_BATTLE_PAGE (widget);
  g_autoptr(GtkFileFilter) filter = bn_file_chooser_new_xml_filter (_("Battle Logs (XML)"));
  g_autofree char *name = NULL;

  if (self->record == NULL || self->fought == NULL)
    return;
  /* ".battle-log.xml": how a file manager knows a battle's log. */
  name = g_strdup_printf ("%s.battle-log.xml", self->record->name);
  bn_file_chooser_show (&self->chooser, root_window (self), _("Save the Battle’s Log"),
                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), filter, name, on_save_log_chosen, self);
}

/**
 * bn_battle_page_replay:
 *
 * Opens the battle's log in a replay window, to step through it on the
 * board (a battle the computer fought or one played on the board).
 *
 * Returns: (transfer none) (nullable): the window; %NULL for a battle
 *   fought at the table, or when its log cannot be read (said to the player)
 */
GtkWindow *
bn_battle_page_replay (BnBattlePage *self)
{
  g_autoptr(GError) error = NULL;
  BnReplayWindow *window;

  g_return_val_if_fail (BN_IS_BATTLE_PAGE (self), NULL);

  if (self->record == NULL || self->fought == NULL || self->fought->log == NULL)
    return NULL;
  window = bn_replay_window_new_for_xml (root_window (self), self->fought->log, self->record->name, &error);
  if (window == NULL)
    bn_leader_page_show_error (GTK_WIDGET (self), _("The Battle Cannot Be Replayed"), error->message);
  return GTK_WINDOW (window);
}

static void
on_replay_activated_cb (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  bn_battle_page_replay (BN_BATTLE_PAGE (widget));
}

/* ---- the object ---- */

static void
bn_battle_page_dispose (GObject *object)
{
  BnBattlePage *self = BN_BATTLE_PAGE (object);

  bn_file_chooser_close (&self->chooser);
  forget_dialog (self);
  /* The bin holds the template's top widget too: let it go first, once. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BN_TYPE_BATTLE_PAGE);
  g_clear_pointer (&self->record, bn_battle_record_free);
  g_clear_pointer (&self->fought, bn_fought_battle_free);
  g_clear_pointer (&self->ledger_lines, g_ptr_array_unref);
  g_clear_pointer (&self->store, bn_store_unref);
  g_clear_pointer (&self->rules, bn_leader_rules_unref);
  g_clear_pointer (&self->career_rules, bn_career_rules_unref);
  g_clear_pointer (&self->error, g_free);

  G_OBJECT_CLASS (bn_battle_page_parent_class)->dispose (object);
}

static void
bn_battle_page_class_init (BnBattlePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bn_battle_page_dispose;

  /**
   * BnBattlePage::changed:
   *
   * The battle was applied or corrected: careers may have moved.
   */
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                          NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, BN_RESOURCE_BASE "/bn-battle-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BnBattlePage, title_label);
  gtk_widget_class_bind_template_child (widget_class, BnBattlePage, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, BnBattlePage, apply_button);
  gtk_widget_class_bind_template_child (widget_class, BnBattlePage, groups_box);

  gtk_widget_class_install_action (widget_class, "battle.apply", NULL, on_apply_activated_cb);
  gtk_widget_class_install_action (widget_class, "battle.correct", NULL, on_correct_activated_cb);
  gtk_widget_class_install_action (widget_class, "battle.export", NULL, on_export_activated_cb);
  gtk_widget_class_install_action (widget_class, "battle.save-log", NULL, on_save_log_activated_cb);
  gtk_widget_class_install_action (widget_class, "battle.replay", NULL, on_replay_activated_cb);
}

static void
bn_battle_page_init (BnBattlePage *self)
{
  self->ledger_lines = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_init_template (GTK_WIDGET (self));
  bn_accessible_name_menu_buttons (GTK_WIDGET (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.save-log", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "battle.replay", FALSE);
}

GtkWidget *
bn_battle_page_new (void)
{
  return g_object_new (BN_TYPE_BATTLE_PAGE, NULL);
}

void
bn_battle_page_set_context (BnBattlePage  *self,
                            BnStore       *store,
                            BnLeaderRules *rules)
{
  g_return_if_fail (BN_IS_BATTLE_PAGE (self));

  if (store != NULL)
    bn_store_ref (store);
  g_clear_pointer (&self->store, bn_store_unref);
  self->store = store;
  if (rules != NULL)
    bn_leader_rules_ref (rules);
  g_clear_pointer (&self->rules, bn_leader_rules_unref);
  self->rules = rules;
  if (self->career_rules == NULL)
    self->career_rules = bn_career_rules_load_default (NULL);
}

gboolean
bn_battle_page_set_battle (BnBattlePage  *self,
                           gint64         battle_id,
                           GError       **error)
{
  g_return_val_if_fail (BN_IS_BATTLE_PAGE (self), FALSE);
  g_return_val_if_fail (self->store != NULL, FALSE);

  return reload (self, battle_id, error);
}

const BnBattleRecord *
bn_battle_page_get_record (BnBattlePage *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_PAGE (self), NULL);

  return self->record;
}

/* Returns: (transfer none) (element-type utf8): the ledger lines shown,
 *   for every leader on the field, in order. */
GPtrArray *
bn_battle_page_get_ledger_lines (BnBattlePage *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_PAGE (self), NULL);

  return self->ledger_lines;
}

static void
on_apply_dialog_applied_cb (BnBattlePage *self,
                            gint64        battle_id)
{
  reload (self, battle_id, NULL);
  bn_leader_page_show_toast (GTK_WIDGET (self), _("The post-battle sequence ran"));
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/**
 * bn_battle_page_ask_apply:
 *
 * Presses "Apply Post-Battle Sequence…": a dialog asks for each card and
 * die when the sequence needs it (typed, or drawn by the app) and shows
 * what the battle gives before anything is kept.
 *
 * Returns: (transfer none) (nullable): the dialog, or %NULL if the battle
 *   is applied already
 */
BnApplyDialog *
bn_battle_page_ask_apply (BnBattlePage *self)
{
  g_autoptr(GError) error = NULL;
  BnApplyDialog *dialog;

  g_return_val_if_fail (BN_IS_BATTLE_PAGE (self), NULL);

  if (self->record == NULL || self->record->applied)
    return NULL;
  g_clear_pointer (&self->error, g_free);
  dialog = bn_apply_dialog_new (root_window (self), self->store, self->record->id, &error);
  if (dialog == NULL)
    {
      self->error = g_strdup (error->message);
      bn_leader_page_show_error (GTK_WIDGET (self), _("The Sequence Could Not Be Applied"), error->message);
      return NULL;
    }
  g_signal_connect_object (dialog, "applied", G_CALLBACK (on_apply_dialog_applied_cb), self, G_CONNECT_SWAPPED);
  return dialog;
}

/* Gives @cards and @dice, in order, to the open dialog's steps as each
 * asks for a card or a die, lets the app draw what is still wanted, and
 * presses Apply. Returns: %TRUE if the sequence ran. */
gboolean
bn_battle_page_answer_apply (BnBattlePage  *self,
                             BnApplyDialog *dialog,
                             const char    *cards,
                             const char    *dice)
{
  g_auto(GStrv) card_list = g_strsplit_set (cards != NULL ? cards : "", ", ", -1);
  g_auto(GStrv) die_list = g_strsplit_set (dice != NULL ? dice : "", ", ", -1);
  guint next_card = 0, next_die = 0;

  g_return_val_if_fail (BN_IS_BATTLE_PAGE (self), FALSE);
  g_return_val_if_fail (BN_IS_APPLY_DIALOG (dialog), FALSE);

  while (bn_apply_dialog_get_wanted (dialog) != NULL)
    {
      gboolean card = bn_apply_dialog_wants_card (dialog);
      GStrv list = card ? card_list : die_list;
      guint *next = card ? &next_card : &next_die;

      while (list[*next] != NULL && *list[*next] == '\0')
        (*next)++;
      if (list[*next] == NULL)
        break;
      if (!bn_apply_dialog_give (dialog, list[(*next)++]))
        {
          self->error = g_strdup (bn_apply_dialog_get_error (dialog));
          gtk_window_destroy (GTK_WINDOW (dialog));
          return FALSE;
        }
    }
  if (!bn_apply_dialog_deal_the_rest (dialog) || !bn_apply_dialog_apply (dialog))
    {
      self->error = g_strdup (bn_apply_dialog_get_error (dialog));
      gtk_window_destroy (GTK_WINDOW (dialog));
      return FALSE;
    }
  return self->record->applied;
}

/* Returns: (nullable): the last refusal the library gave the page. */
const char *
bn_battle_page_get_error (BnBattlePage *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_PAGE (self), NULL);

  return self->error;
}

/* Writes the battle as a battle-result XML document, as Export does once a
 * file is chosen. */
gboolean
bn_battle_page_export_xml (BnBattlePage  *self,
                           GFile         *file,
                           GError       **error)
{
  g_autofree char *xml = NULL;
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *toast = NULL;

  g_return_val_if_fail (BN_IS_BATTLE_PAGE (self), FALSE);
  g_return_val_if_fail (self->record != NULL, FALSE);

  xml = bn_battle_record_xml_write (self->record);
  if (!g_file_replace_contents (file, xml, strlen (xml), NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION,
                                NULL, NULL, error))
    return FALSE;
  /* TRANSLATORS: a toast; %s is the file's name */
  toast = g_strdup_printf (_("Exported to %s"), name);
  bn_leader_page_show_toast (GTK_WIDGET (self), toast);
  return TRUE;
}

/* Returns: (nullable): the fought battle's scenario, seed and log;
 *   %NULL for a battle fought at the table. */
const BnFoughtBattle *
bn_battle_page_get_fought (BnBattlePage *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_PAGE (self), NULL);

  return self->fought;
}

/* Writes the fought battle's log, which "banneret-cli battle replay"
 * fights again, as Save the Battle's Log does once a file is chosen. */
gboolean
bn_battle_page_save_log (BnBattlePage  *self,
                         GFile         *file,
                         GError       **error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *toast = NULL;

  g_return_val_if_fail (BN_IS_BATTLE_PAGE (self), FALSE);
  g_return_val_if_fail (self->fought != NULL, FALSE);

  if (!g_file_replace_contents (file, self->fought->log, strlen (self->fought->log), NULL, FALSE,
                                G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, error))
    return FALSE;
  /* TRANSLATORS: a toast; %s is the file's name */
  toast = g_strdup_printf (_("Log saved to %s"), name);
  bn_leader_page_show_toast (GTK_WIDGET (self), toast);
  return TRUE;
}
