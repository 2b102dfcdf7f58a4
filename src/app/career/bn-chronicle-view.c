/* bn-chronicle-view.c — the Chronicle section: one leader's career.
 *
 * Everything shown comes from one BnChronicle (bn-chronicle-sheet.h), read
 * afresh from the store whenever the leader, the campaign or a battle
 * changes: each chapter's ledger lines in an expandable row
 * (bn-ledger-rows.c, as the leader's page shows them too), the honor
 * chart drawn from the same chapters, and the chronicle's text exactly as
 * `leader chronicle` prints it. Print and Export PDF draw the same sheet
 * the CLI writes.
 */
#include "bn-config.h"

#include "bn-chronicle-view.h"

#include <string.h>

#include <glib/gi18n.h>

#include "bn-chronicle-sheet.h"
#include "bn-file-chooser.h"
#include "bn-leader-page.h"
#include "bn-ledger-rows.h"

struct _BnChronicleView
{
  AdwBin parent_instance;

  gboolean stale;            /* a write came while off screen: read again when shown */

  BnStore *store;
  BnLeaderRules *rules;
  gint64 campaign_id;
  GPtrArray *leaders;           /* BnLeader, in the combo's order */
  BnChronicle *chronicle;
  char *text;
  GtkFileChooserNative *chooser;
  gboolean filling;

  GtkStack *stack;
  AdwStatusPage *empty_page;
  GtkLabel *title_label;
  GtkLabel *summary_label;
  GtkDropDown *leader_row;
  BnHonorChart *chart;
  GtkListBox *chapters_list;
  GtkLabel *text_label;
};

G_DEFINE_FINAL_TYPE (BnChronicleView, bn_chronicle_view, ADW_TYPE_BIN)

static void ensure_loaded (BnChronicleView *self);

static GtkWindow *
root_window (BnChronicleView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
clear_chapters (BnChronicleView *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->chapters_list))) != NULL)
    gtk_list_box_remove (self->chapters_list, child);
}

static void
show_chronicle (BnChronicleView *self,
                gint64           leader_id)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *summary = NULL;
  BnChronicle *chronicle;

  bn_honor_chart_set_chronicle (self->chart, NULL, NULL);
  clear_chapters (self);
  g_clear_pointer (&self->chronicle, bn_chronicle_free);
  g_clear_pointer (&self->text, g_free);
  chronicle = bn_chronicle_new (self->store, self->rules, leader_id, &error);
  if (chronicle == NULL)
    {
      adw_status_page_set_title (self->empty_page, _("The Chronicle Could Not Be Read"));
      adw_status_page_set_description (self->empty_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  self->chronicle = chronicle;
  self->text = bn_chronicle_to_text (chronicle);
  gtk_label_set_text (self->title_label, chronicle->title);
  /* TRANSLATORS: under the chronicle's title: battles fought, honor now */
  summary = g_strdup_printf (ngettext ("%u battle · honor %u · %s", "%u battles · honor %u · %s",
                                       bn_chronicle_get_n_battles (chronicle)),
                             bn_chronicle_get_n_battles (chronicle), chronicle->leader->leader->honor,
                             bn_leader_page_status_name (chronicle->leader->leader->status));
  gtk_label_set_text (self->summary_label, summary);
  for (guint c = 0; c < chronicle->chapters->len; c++)
    gtk_list_box_append (self->chapters_list, bn_ledger_chapter_row_new (g_ptr_array_index (chronicle->chapters, c)));
  if (chronicle->chapters->len == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No battle applied yet"));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                   _("Record a battle in the Battles section and apply its post-battle sequence."));
      gtk_list_box_append (self->chapters_list, row);
    }
  bn_honor_chart_set_chronicle (self->chart, chronicle, self->rules);
  gtk_label_set_text (self->text_label, self->text);
  gtk_stack_set_visible_child_name (self->stack, "chronicle");
}

static void
on_leader_row_selected_cb (BnChronicleView *self)
{
  guint selected = gtk_drop_down_get_selected (self->leader_row);

  if (self->filling || self->leaders == NULL || selected >= self->leaders->len)
    return;
  show_chronicle (self, ((BnLeader *) g_ptr_array_index (self->leaders, selected))->id);
}

/* ---- print and PDF ---- */

static void
on_print_begin_cb (GtkPrintOperation *operation,
                   GtkPrintContext   *context,
                   BnChronicleSheet  *sheet)
{
  guint n_pages = bn_chronicle_sheet_paginate (sheet, gtk_print_context_get_cairo_context (context),
                                               gtk_print_context_get_width (context),
                                               gtk_print_context_get_height (context));

  gtk_print_operation_set_n_pages (operation, MAX (n_pages, 1));
}

static void
on_print_draw_page_cb (GtkPrintOperation *operation,
                       GtkPrintContext   *context,
                       int                page_nr,
                       BnChronicleSheet  *sheet)
{
  bn_chronicle_sheet_draw_page (sheet, gtk_print_context_get_cairo_context (context),
                                gtk_print_context_get_width (context),
                                gtk_print_context_get_height (context), (guint) page_nr);
}

static void
on_print_done_cb (GtkPrintOperation       *operation,
                  GtkPrintOperationResult  result,
                  BnChronicleView         *self)
{
  g_autoptr(GError) error = NULL;

  if (result != GTK_PRINT_OPERATION_RESULT_ERROR)
    return;
  gtk_print_operation_get_error (operation, &error);
  bn_leader_page_show_error (GTK_WIDGET (self), _("The Chronicle Could Not Be Printed"),
                             error != NULL ? error->message : NULL);
}

static void
on_print_activated_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  BnChronicleView *self = BN_CHRONICLE_VIEW (widget);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;
  BnChronicleSheet *sheet;

  if (self->chronicle == NULL)
    return;
  sheet = bn_chronicle_sheet_new (self->store, self->rules, self->chronicle->leader->leader->id, &error);
  if (sheet == NULL)
    {
      bn_leader_page_show_error (widget, _("The Chronicle Could Not Be Printed"), error->message);
      return;
    }
  operation = gtk_print_operation_new ();
  g_object_set_data_full (G_OBJECT (operation), "bn-sheet", sheet, (GDestroyNotify) bn_chronicle_sheet_free);
  gtk_print_operation_set_job_name (operation, bn_chronicle_sheet_get_title (sheet));
  /* The sheet measures in points, as the PDF does. */
  gtk_print_operation_set_unit (operation, GTK_UNIT_POINTS);
  gtk_print_operation_set_allow_async (operation, TRUE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  g_signal_connect (operation, "begin-print", G_CALLBACK (on_print_begin_cb), sheet);
  g_signal_connect (operation, "draw-page", G_CALLBACK (on_print_draw_page_cb), sheet);
  g_signal_connect_object (operation, "done", G_CALLBACK (on_print_done_cb), self, 0);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                               root_window (self), &error) == GTK_PRINT_OPERATION_RESULT_ERROR)
    bn_leader_page_show_error (widget, _("The Chronicle Could Not Be Printed"), error->message);
}

static void
on_export_pdf_chosen (gpointer  owner,
                      GFile    *file)
{
  BnChronicleView *self = owner;
  g_autoptr(GError) error = NULL;
  guint n_pages = 0;

  if (!bn_chronicle_view_export_pdf (self, file, &n_pages, &error))
    bn_leader_page_show_error (GTK_WIDGET (self), _("The Chronicle Could Not Be Exported"), error->message);
}

static void
on_export_pdf_activated_cb (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  BnChronicleView *self = BN_CHRONICLE_VIEW (widget);
  g_autoptr(GtkFileFilter) filter = bn_file_chooser_new_pdf_filter ();
  g_autofree char *name = NULL;

  if (self->chronicle == NULL)
    return;
  /* TRANSLATORS: the file name first offered; %s is the leader's name */
  name = g_strdup_printf (_("Chronicle of %s.pdf"), self->chronicle->leader->leader->name);
  bn_file_chooser_show (&self->chooser, root_window (self), _("Export PDF"), GTK_FILE_CHOOSER_ACTION_SAVE,
                        _("_Export"), filter, name, on_export_pdf_chosen, self);
}

/* ---- the object ---- */

static void
bn_chronicle_view_dispose (GObject *object)
{
  BnChronicleView *self = BN_CHRONICLE_VIEW (object);

  bn_file_chooser_close (&self->chooser);
  if (self->chart != NULL)
    bn_honor_chart_set_chronicle (self->chart, NULL, NULL);
  /* The bin holds the template's top widget too: let it go first, once. */
  adw_bin_set_child (ADW_BIN (self), NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), BN_TYPE_CHRONICLE_VIEW);
  g_clear_pointer (&self->chronicle, bn_chronicle_free);
  g_clear_pointer (&self->text, g_free);
  g_clear_pointer (&self->leaders, g_ptr_array_unref);
  g_clear_pointer (&self->store, bn_store_unref);
  g_clear_pointer (&self->rules, bn_leader_rules_unref);

  G_OBJECT_CLASS (bn_chronicle_view_parent_class)->dispose (object);
}

static void bn_chronicle_view_map (GtkWidget *widget);

static void
bn_chronicle_view_class_init (BnChronicleViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->map = bn_chronicle_view_map;
  object_class->dispose = bn_chronicle_view_dispose;

  g_type_ensure (BN_TYPE_HONOR_CHART);
  gtk_widget_class_set_template_from_resource (widget_class, BN_RESOURCE_BASE "/bn-chronicle-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BnChronicleView, stack);
  gtk_widget_class_bind_template_child (widget_class, BnChronicleView, empty_page);
  gtk_widget_class_bind_template_child (widget_class, BnChronicleView, title_label);
  gtk_widget_class_bind_template_child (widget_class, BnChronicleView, summary_label);
  gtk_widget_class_bind_template_child (widget_class, BnChronicleView, leader_row);
  gtk_widget_class_bind_template_child (widget_class, BnChronicleView, chart);
  gtk_widget_class_bind_template_child (widget_class, BnChronicleView, chapters_list);
  gtk_widget_class_bind_template_child (widget_class, BnChronicleView, text_label);
  gtk_widget_class_bind_template_callback (widget_class, on_leader_row_selected_cb);

  gtk_widget_class_install_action (widget_class, "chronicle.print", NULL, on_print_activated_cb);
  gtk_widget_class_install_action (widget_class, "chronicle.export-pdf", NULL, on_export_pdf_activated_cb);
}

/* The chosen leader's line, shortened in the row so that a narrow window
 * still fits it; the list that drops down shows it whole. */
static void
on_leader_item_setup_cb (GtkSignalListItemFactory *factory,
                         GtkListItem              *item,
                         gpointer                  ellipsize)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (GPOINTER_TO_INT (ellipsize))
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 28);
    }
  gtk_list_item_set_child (item, label);
}

static void
on_leader_item_bind_cb (GtkSignalListItemFactory *factory,
                        GtkListItem              *item,
                        gpointer                  user_data)
{
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (gtk_list_item_get_item (item)));
}

static GtkListItemFactory *
leader_item_factory (gboolean ellipsize)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (on_leader_item_setup_cb), GINT_TO_POINTER (ellipsize));
  g_signal_connect (factory, "bind", G_CALLBACK (on_leader_item_bind_cb), NULL);
  return factory;
}

static void
bn_chronicle_view_init (BnChronicleView *self)
{
  g_autoptr(GtkListItemFactory) factory = leader_item_factory (TRUE);
  g_autoptr(GtkListItemFactory) list_factory = leader_item_factory (FALSE);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->stale = TRUE;
  gtk_drop_down_set_factory (self->leader_row, factory);
  gtk_drop_down_set_list_factory (self->leader_row, list_factory);
}

GtkWidget *
bn_chronicle_view_new (void)
{
  return g_object_new (BN_TYPE_CHRONICLE_VIEW, NULL);
}

void
bn_chronicle_view_set_context (BnChronicleView *self,
                               BnStore         *store,
                               BnLeaderRules   *rules)
{
  g_return_if_fail (BN_IS_CHRONICLE_VIEW (self));

  if (store != NULL)
    bn_store_ref (store);
  g_clear_pointer (&self->store, bn_store_unref);
  self->store = store;
  if (rules != NULL)
    bn_leader_rules_ref (rules);
  g_clear_pointer (&self->rules, bn_leader_rules_unref);
  self->rules = rules;
  bn_chronicle_view_reload (self);
}

void
bn_chronicle_view_set_campaign_id (BnChronicleView *self,
                                   gint64           campaign_id)
{
  g_return_if_fail (BN_IS_CHRONICLE_VIEW (self));

  if (self->campaign_id == campaign_id)
    return;
  self->campaign_id = campaign_id;
  bn_chronicle_view_reload (self);
}

/* Reads the leaders and the chosen leader's chronicle again; the same
 * leader stays chosen while he is in the campaign. */
static void
load (BnChronicleView *self)
{
  self->stale = FALSE;
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  gint64 keep = bn_chronicle_view_get_leader_id (self);
  guint selected = 0;

  g_return_if_fail (BN_IS_CHRONICLE_VIEW (self));

  g_clear_pointer (&self->leaders, g_ptr_array_unref);
  if (self->store == NULL || self->rules == NULL || self->campaign_id == 0)
    {
      adw_status_page_set_title (self->empty_page, _("No Campaign Yet"));
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  self->leaders = bn_store_list_leaders_brief (self->store, self->campaign_id, &error);
  if (self->leaders == NULL)
    {
      adw_status_page_set_title (self->empty_page, _("The Leaders Could Not Be Read"));
      adw_status_page_set_description (self->empty_page, error->message);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  if (self->leaders->len == 0)
    {
      adw_status_page_set_title (self->empty_page, _("No Leaders Yet"));
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  for (guint i = 0; i < self->leaders->len; i++)
    {
      const BnLeader *leader = g_ptr_array_index (self->leaders, i);
      g_autofree char *title = bn_leader_page_describe (self->rules, leader);
      g_autofree char *label = g_strdup_printf ("%s — %s", leader->name, title);

      gtk_string_list_append (names, label);
      if (leader->id == keep)
        selected = i;
    }
  self->filling = TRUE;
  gtk_drop_down_set_model (self->leader_row, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->leader_row, selected);
  self->filling = FALSE;
  show_chronicle (self, ((BnLeader *) g_ptr_array_index (self->leaders, selected))->id);
}

/* A section off screen reads the database when it is next shown (or asked
 * for what it holds), not at every write: with a long campaign, reading
 * every section at start and after each write is most of the app's work. */
void
bn_chronicle_view_reload (BnChronicleView *self)
{
  g_return_if_fail (BN_IS_CHRONICLE_VIEW (self));

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  load (self);
}

static void
ensure_loaded (BnChronicleView *self)
{
  if (self->stale)
    load (self);
}

static void
bn_chronicle_view_map (GtkWidget *widget)
{
  BnChronicleView *self = BN_CHRONICLE_VIEW (widget);
  GtkStackTransitionType transition = gtk_stack_get_transition_type (self->stack);

  /* Read on being shown, the records appear at once, not faded in over
   * the page the section showed before it had read them. */
  gtk_stack_set_transition_type (self->stack, GTK_STACK_TRANSITION_TYPE_NONE);
  GTK_WIDGET_CLASS (bn_chronicle_view_parent_class)->map (widget);
  ensure_loaded (self);
  gtk_stack_set_transition_type (self->stack, transition);
}

/* Returns: "empty" or "chronicle". */
const char *
bn_chronicle_view_get_page (BnChronicleView *self)
{
  g_return_val_if_fail (BN_IS_CHRONICLE_VIEW (self), NULL);
  ensure_loaded (self);

  return gtk_stack_get_visible_child_name (self->stack);
}

/* Chooses the leader in the combo. Returns: %FALSE if it does not offer him. */
gboolean
bn_chronicle_view_choose_leader (BnChronicleView *self,
                                 gint64           leader_id)
{
  g_return_val_if_fail (BN_IS_CHRONICLE_VIEW (self), FALSE);
  ensure_loaded (self);

  for (guint i = 0; self->leaders != NULL && i < self->leaders->len; i++)
    if (((BnLeader *) g_ptr_array_index (self->leaders, i))->id == leader_id)
      {
        if (gtk_drop_down_get_selected (self->leader_row) == i)
          on_leader_row_selected_cb (self);
        else
          gtk_drop_down_set_selected (self->leader_row, i);
        return self->chronicle != NULL && self->chronicle->leader->leader->id == leader_id;
      }
  return FALSE;
}

/* Returns: the leader shown; 0 for none. */
gint64
bn_chronicle_view_get_leader_id (BnChronicleView *self)
{
  g_return_val_if_fail (BN_IS_CHRONICLE_VIEW (self), 0);
  ensure_loaded (self);

  return self->chronicle != NULL ? self->chronicle->leader->leader->id : 0;
}

/* Returns: the chapters listed: battles and the times between them. */
guint
bn_chronicle_view_get_n_chapters (BnChronicleView *self)
{
  g_return_val_if_fail (BN_IS_CHRONICLE_VIEW (self), 0);
  ensure_loaded (self);

  return self->chronicle != NULL ? self->chronicle->chapters->len : 0;
}

/* Returns: (nullable): a chapter row's heading. */
const char *
bn_chronicle_view_get_chapter_title (BnChronicleView *self,
                                     guint            index)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (BN_IS_CHRONICLE_VIEW (self), NULL);
  ensure_loaded (self);

  row = gtk_list_box_get_row_at_index (self->chapters_list, (int) index);
  return row != NULL ? bn_ledger_chapter_row_get_title (GTK_WIDGET (row)) : NULL;
}

/* Returns: (nullable): the written chronicle, as shown. */
const char *
bn_chronicle_view_get_text (BnChronicleView *self)
{
  g_return_val_if_fail (BN_IS_CHRONICLE_VIEW (self), NULL);
  ensure_loaded (self);

  return self->text;
}

BnHonorChart *
bn_chronicle_view_get_chart (BnChronicleView *self)
{
  g_return_val_if_fail (BN_IS_CHRONICLE_VIEW (self), NULL);
  ensure_loaded (self);

  return self->chart;
}

/* Writes the shown leader's chronicle sheet to @file, as Export PDF does
 * once a file is chosen (with its toast). */
gboolean
bn_chronicle_view_export_pdf (BnChronicleView *self,
                              GFile           *file,
                              guint           *out_n_pages,
                              GError         **error)
{
  g_autoptr(BnChronicleSheet) sheet = NULL;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *toast = NULL;
  guint n_pages = 0;

  g_return_val_if_fail (BN_IS_CHRONICLE_VIEW (self), FALSE);
  ensure_loaded (self);

  if (self->chronicle == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No leader is chosen"));
      return FALSE;
    }
  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only a file on this computer can be written"));
      return FALSE;
    }
  sheet = bn_chronicle_sheet_new (self->store, self->rules, self->chronicle->leader->leader->id, error);
  if (sheet == NULL || !bn_chronicle_sheet_write_pdf (sheet, path, &n_pages, error))
    return FALSE;
  /* TRANSLATORS: a toast; %s is the file's name */
  toast = g_strdup_printf (ngettext ("Exported %u page to %s", "Exported %u pages to %s", n_pages), n_pages, name);
  bn_leader_page_show_toast (GTK_WIDGET (self), toast);
  if (out_n_pages != NULL)
    *out_n_pages = n_pages;
  return TRUE;
}
