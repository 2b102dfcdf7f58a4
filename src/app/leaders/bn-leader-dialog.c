/* bn-leader-dialog.c — creating a leader or hero, card by card.
 *
 * The dialog walks a BnLeaderGenerator through its steps, one page each:
 * who he is (role, liege, rank, name), one page per card in the order the
 * generator asks for them, the spread of his skill points, and a summary
 * to save. Each card comes from the campaign's deck or is typed in from a
 * deck on the player's table; both go through the one BnChance the dialog
 * owns, so a typed card is never dealt again by the deck in the same
 * generation. The dialog decides nothing itself: the generator, the domain
 * rule and the store say what a card means and what may be saved, and the
 * dialog shows what they said, errors included.
 *
 * The card pages are in bn-leader-dialog-cards.c, the spread page in
 * bn-leader-dialog-spread.c.
 */
#include "bn-config.h"

#include "bn-leader-dialog-private.h"

#include <glib/gi18n.h>

#include "bn-domain.h"

G_DEFINE_FINAL_TYPE (BnLeaderDialog, bn_leader_dialog, ADW_TYPE_WINDOW)

enum {
  SIGNAL_SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- helpers ---- */

/* The libraries' messages are written to follow "error: "; shown on their
 * own they start with a capital. */
char *
bn_leader_dialog_as_sentence (const char *message)
{
  gunichar first = g_utf8_get_char (message);
  char upper[8] = { 0 };

  if (!g_unichar_islower (first))
    return g_strdup (message);
  g_unichar_to_utf8 (g_unichar_toupper (first), upper);
  return g_strconcat (upper, g_utf8_next_char (message), NULL);
}

void
bn_leader_dialog_show_error (GtkLabel   *label,
                             const char *message)
{
  g_autofree char *sentence = message != NULL ? bn_leader_dialog_as_sentence (message) : NULL;

  gtk_label_set_text (label, sentence != NULL ? sentence : "");
  gtk_widget_set_visible (GTK_WIDGET (label), message != NULL);
}

static const char *
visible_error (GtkLabel *label)
{
  return gtk_widget_get_visible (GTK_WIDGET (label)) ? gtk_label_get_text (label) : NULL;
}

static BnLeaderRole
get_role (BnLeaderDialog *self)
{
  if (gtk_check_button_get_active (self->player_check))
    return BN_LEADER_ROLE_PLAYER;
  if (gtk_check_button_get_active (self->hero_check))
    return BN_LEADER_ROLE_HERO;
  return BN_LEADER_ROLE_VASSAL;
}

static gboolean
role_chosen (BnLeaderDialog *self)
{
  return gtk_check_button_get_active (self->player_check) ||
         gtk_check_button_get_active (self->vassal_check) ||
         gtk_check_button_get_active (self->hero_check);
}

static const BnLeader *
get_liege (BnLeaderDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->liege_row);

  if (self->lieges == NULL || selected == GTK_INVALID_LIST_POSITION || selected >= self->lieges->len)
    return NULL;
  return g_ptr_array_index (self->lieges, selected);
}

static guint
get_rank (BnLeaderDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->rank_row);

  return selected == GTK_INVALID_LIST_POSITION ? 0 : selected + 1;
}

void
bn_leader_dialog_set_continue (BnLeaderDialog *self,
                               const char     *label,
                               gboolean        sensitive)
{
  gtk_button_set_label (GTK_BUTTON (self->continue_button), label);
  gtk_widget_set_sensitive (self->continue_button, sensitive);
}

void
bn_leader_dialog_set_subtitle (BnLeaderDialog *self,
                               const char     *subtitle)
{
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

/* ---- who he is ---- */

/* Checks the chosen rank against the liege's domain, live: the room left
 * and the rule's own reason when the rank does not fit. */
static gboolean
check_domain (BnLeaderDialog *self)
{
  const BnLeader *liege = get_liege (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *room_text = NULL;
  g_autofree char *room_subtitle = NULL;
  guint used, room;

  if (liege == NULL)
    {
      bn_leader_dialog_show_error (self->domain_error_label, _("Choose the player-leader he serves."));
      return FALSE;
    }
  if (!bn_store_get_domain_ranks_used (self->store, liege->id, &used, &error))
    {
      bn_leader_dialog_show_error (self->domain_error_label, error->message);
      return FALSE;
    }
  room = bn_domain_get_room (liege, used);
  room_text = g_strdup_printf (_("%u of %u free"), room, used + room);
  gtk_label_set_text (self->room_label, room_text);
  room_subtitle = g_strdup_printf (_("The ranks of %s’s vassals and heroes"), liege->name);
  adw_action_row_set_subtitle (self->room_row, room_subtitle);

  if (!bn_domain_check_vassal (liege, used, get_rank (self), &error))
    {
      bn_leader_dialog_show_error (self->domain_error_label, error->message);
      return FALSE;
    }
  bn_leader_dialog_show_error (self->domain_error_label, NULL);
  return TRUE;
}

static void
update_who_page (BnLeaderDialog *self)
{
  gboolean player = get_role (self) == BN_LEADER_ROLE_PLAYER;
  gboolean ok = role_chosen (self);

  gtk_widget_set_visible (GTK_WIDGET (self->played_by_row), ok && player);
  gtk_widget_set_visible (GTK_WIDGET (self->liege_row), ok && !player);
  gtk_widget_set_visible (GTK_WIDGET (self->room_row), ok && !player);
  gtk_widget_set_sensitive (GTK_WIDGET (self->rank_row), ok && !player);

  /* A player-leader's rank is not a choice: the rules give it. Show it,
   * and give a vassal back the rank last chosen for him. */
  self->showing_player_rank = TRUE;
  if (player)
    adw_combo_row_set_selected (self->rank_row, bn_leader_rules_player_start_rank (self->rules) - 1);
  else
    adw_combo_row_set_selected (self->rank_row, self->vassal_rank_index);
  self->showing_player_rank = FALSE;

  if (ok && !player)
    ok = check_domain (self);
  else
    bn_leader_dialog_show_error (self->domain_error_label, NULL);
  if (player)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rank_row), _("Every player-leader starts at this rank"));
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rank_row), NULL);
  bn_leader_dialog_set_continue (self, _("C_ontinue"), ok);
}

static void
on_role_check_toggled_cb (BnLeaderDialog *self)
{
  if (self->lieges != NULL)
    update_who_page (self);
}

static void
on_who_changed_cb (BnLeaderDialog *self)
{
  if (self->lieges != NULL)
    update_who_page (self);
}

static void
on_rank_row_selected_cb (BnLeaderDialog *self)
{
  if (self->lieges == NULL || self->showing_player_rank)
    return;
  self->vassal_rank_index = adw_combo_row_get_selected (self->rank_row);
  update_who_page (self);
}

static void
on_name_row_changed_cb (BnLeaderDialog *self)
{
  bn_leader_dialog_show_error (self->name_error_label, NULL);
}

/* Starts the generator for the one described on the first page; the name
 * is checked by the generator, which says what is wrong with it. */
static void
start_generation (BnLeaderDialog *self)
{
  g_autoptr(BnLeaderGenerator) generator = NULL;
  g_autoptr(GError) error = NULL;
  BnLeaderRole role = get_role (self);
  BnLeaderRequest request = { 0 };

  if (!role_chosen (self))
    return;
  if (role != BN_LEADER_ROLE_PLAYER && !check_domain (self))
    return;

  request.is_player = role == BN_LEADER_ROLE_PLAYER;
  request.is_hero = role == BN_LEADER_ROLE_HERO;
  request.social_rank = request.is_player ? 0 : get_rank (self);
  generator = bn_leader_generator_new (self->rules, self->chance, &request, &error);
  if (generator == NULL)
    {
      bn_leader_dialog_show_error (self->domain_error_label, error->message);
      return;
    }
  if (!bn_leader_generator_set_name (generator, gtk_editable_get_text (GTK_EDITABLE (self->name_row)), &error))
    {
      bn_leader_dialog_show_error (self->name_error_label, error->message);
      gtk_widget_grab_focus (GTK_WIDGET (self->name_row));
      return;
    }
  self->generator = g_steal_pointer (&generator);
  bn_leader_dialog_fill_card_page (self);
  gtk_stack_set_visible_child_name (self->stack, "card");
}

/* ---- the summary ---- */

static void
show_summary (BnLeaderDialog *self)
{
  g_autoptr(GError) error = NULL;
  BnLeader *leader = bn_leader_generator_finish (self->generator, &error);
  gboolean any_seeded = FALSE;

  if (leader == NULL)
    {
      bn_leader_dialog_show_error (self->save_error_label, error->message);
      gtk_revealer_set_reveal_child (self->save_error_revealer, TRUE);
      return;
    }
  leader->campaign_id = self->campaign->id;
  if (!leader->is_player)
    {
      const BnLeader *liege = get_liege (self);

      leader->liege_id = liege != NULL ? liege->id : 0;
    }
  /* He uses up the campaign's current shuffle only if the deck dealt him a
   * card; a leader made wholly from typed cards leaves it for the next. */
  for (guint i = 0; i < leader->draws->len; i++)
    any_seeded |= ((BnDraw *) g_ptr_array_index (leader->draws, i))->source == BN_CHANCE_SOURCE_SEEDED;
  leader->deal = any_seeded ? (gint) self->campaign->deals : -1;

  g_clear_pointer (&self->finished, bn_leader_free);
  self->finished = leader;
  bn_leader_page_set_leader (self->summary_page, leader);
  bn_leader_dialog_set_subtitle (self, _("Summary"));
  bn_leader_dialog_set_continue (self, _("_Save"), TRUE);
  gtk_stack_set_visible_child_name (self->stack, "summary");
  gtk_widget_grab_focus (self->continue_button);
}

static void
save (BnLeaderDialog *self)
{
  g_autoptr(GError) error = NULL;

  if (self->finished == NULL)
    return;
  /* Who plays him: the store names the player if nobody is typed. */
  if (self->finished->is_player)
    {
      g_free (self->finished->player);
      self->finished->player = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->played_by_row)));
    }
  if (!bn_store_insert_leader (self->store, self->finished, &error))
    {
      bn_leader_dialog_show_error (self->save_error_label, error->message);
      gtk_revealer_set_reveal_child (self->save_error_revealer, TRUE);
      return;
    }
  /* Told before the dialog goes: destroying it drops its handlers. */
  g_signal_emit (self, signals[SIGNAL_SAVED], 0, self->finished->id);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* ---- moving on ---- */

static void
next_after_cards (BnLeaderDialog *self)
{
  switch (bn_leader_generator_get_step (self->generator))
    {
    case BN_LEADER_STEP_SKILL_SPREAD:
      bn_leader_dialog_show_spread_page (self);
      break;
    case BN_LEADER_STEP_DONE:
      show_summary (self);
      break;
    case BN_LEADER_STEP_ESTEEM:
    case BN_LEADER_STEP_MOTIVATION:
    case BN_LEADER_STEP_SKILL_POINTS:
    case BN_LEADER_STEP_SPECIAL_RETAINERS:
    default:
      bn_leader_dialog_fill_card_page (self);
      gtk_stack_set_visible_child_name (self->stack, "card");
      break;
    }
}

static void
on_continue_button_clicked_cb (BnLeaderDialog *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->stack);

  if (!gtk_widget_get_sensitive (self->continue_button))
    return;

  if (g_str_equal (page, "who"))
    start_generation (self);
  else if (g_str_equal (page, "card"))
    {
      if (bn_leader_dialog_shown_step_done (self))
        next_after_cards (self);
    }
  else if (g_str_equal (page, "spread"))
    {
      g_autoptr(GError) error = NULL;
      guint skills[BN_SKILL_COUNT];

      bn_leader_dialog_read_spread (self, skills);
      if (!bn_leader_generator_set_skills (self->generator, skills, &error))
        {
          bn_leader_dialog_show_error (self->spread_error_label, error->message);
          return;
        }
      next_after_cards (self);
    }
  else if (g_str_equal (page, "summary"))
    save (self);
}

/* ---- set-up ---- */

static void
fill_who_page (BnLeaderDialog *self,
               GPtrArray      *leaders,
               gint64          liege_id)
{
  g_autoptr(GtkStringList) liege_names = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) rank_names = gtk_string_list_new (NULL);
  guint n_ranks = bn_leader_rules_get_n_ranks (self->rules);
  guint liege_index = 0;
  g_autoptr(GPtrArray) lieges = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);

  for (guint i = 0; i < leaders->len; i++)
    {
      const BnLeader *leader = g_ptr_array_index (leaders, i);

      if (!leader->is_player || !bn_leader_is_living (leader))
        continue;
      if (leader->id == liege_id)
        liege_index = lieges->len;
      gtk_string_list_append (liege_names, leader->name);
      g_ptr_array_add (lieges, bn_leader_copy (leader));
    }
  self->has_player = lieges->len > 0;
  {
    g_autofree char *next = self->store != NULL && self->campaign != NULL
      ? bn_store_dup_next_player (self->store, self->campaign->id, NULL) : NULL;

    gtk_editable_set_text (GTK_EDITABLE (self->played_by_row), next != NULL ? next : "");
  }

  for (guint rank = 1; rank <= n_ranks; rank++)
    {
      g_autofree char *name = g_strdup_printf (_("%s (%u)"), bn_leader_rules_get_rank (self->rules, rank)->title, rank);

      gtk_string_list_append (rank_names, name);
    }
  adw_combo_row_set_model (self->rank_row, G_LIST_MODEL (rank_names));
  adw_combo_row_set_model (self->liege_row, G_LIST_MODEL (liege_names));
  adw_combo_row_set_selected (self->liege_row, liege_index);

  if (self->has_player)
    {
      g_autofree char *subtitle = g_strdup_printf (_("A second player joins, beside %s’s player"),
                                                   ((BnLeader *) g_ptr_array_index (lieges, 0))->name);

      adw_action_row_set_subtitle (self->player_row, subtitle);
      /* Opened to add to a domain, it makes a vassal or a hero. */
      gtk_widget_set_sensitive (GTK_WIDGET (self->player_row), liege_id == 0);
      adw_action_row_set_subtitle (self->vassal_row, _("Commands for a player-leader, within his domain"));
      adw_action_row_set_subtitle (self->hero_row, _("Fights with one unit, within a player-leader’s domain"));
      gtk_check_button_set_active (self->vassal_check, TRUE);
    }
  else
    {
      adw_action_row_set_subtitle (self->player_row, _("The leader you play, from battle to battle"));
      adw_action_row_set_subtitle (self->vassal_row, _("Needs a player-leader to serve first"));
      adw_action_row_set_subtitle (self->hero_row, _("Needs a player-leader to serve first"));
      gtk_widget_set_sensitive (GTK_WIDGET (self->vassal_row), FALSE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->hero_row), FALSE);
      gtk_check_button_set_active (self->player_check, TRUE);
    }
  self->lieges = g_steal_pointer (&lieges);
  update_who_page (self);
}

static void
bn_leader_dialog_dispose (GObject *object)
{
  BnLeaderDialog *self = BN_LEADER_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BN_TYPE_LEADER_DIALOG);
  /* The generator borrows the chance: it goes first. */
  g_clear_pointer (&self->generator, bn_leader_generator_free);
  g_clear_pointer (&self->chance, bn_chance_free);
  g_clear_pointer (&self->finished, bn_leader_free);
  g_clear_pointer (&self->lieges, g_ptr_array_unref);
  g_clear_pointer (&self->campaign, bn_campaign_free);
  g_clear_pointer (&self->rules, bn_leader_rules_unref);
  g_clear_pointer (&self->store, bn_store_unref);

  G_OBJECT_CLASS (bn_leader_dialog_parent_class)->dispose (object);
}

static void
bn_leader_dialog_class_init (BnLeaderDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bn_leader_dialog_dispose;

  /**
   * BnLeaderDialog::saved:
   * @leader_id: the new leader, now in the store
   *
   * Emitted once the leader is saved, as the dialog closes.
   */
  signals[SIGNAL_SAVED] =
    g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  g_type_ensure (BN_TYPE_LEADER_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, BN_RESOURCE_BASE "/bn-leader-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, continue_button);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, save_error_revealer);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, save_error_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, player_row);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, played_by_row);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, vassal_row);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, hero_row);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, player_check);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, vassal_check);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, hero_check);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, liege_row);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, rank_row);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, room_row);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, room_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, domain_error_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, name_row);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, name_error_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, step_title_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, step_description_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, cards_box);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, outcome_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, draw_controls);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, card_entry);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, use_card_button);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, card_error_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, spread_group);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, spread_total_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, spread_error_label);
  gtk_widget_class_bind_template_child (widget_class, BnLeaderDialog, summary_page);
  gtk_widget_class_bind_template_callback (widget_class, on_continue_button_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_role_check_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_who_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_rank_row_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, on_name_row_changed_cb);
  bn_leader_dialog_class_init_cards (widget_class);
  bn_leader_dialog_class_init_spread (widget_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
bn_leader_dialog_init (BnLeaderDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_window_set_default_widget (GTK_WINDOW (self), self->continue_button);
  bn_leader_dialog_set_subtitle (self, _("Who Is He?"));
}

/**
 * bn_leader_dialog_new:
 * @parent: (nullable): the window the dialog belongs to
 * @campaign_id: the campaign the leader joins
 * @liege_id: the player-leader he is to serve, or 0 to let the player choose
 *
 * Returns: (transfer none): a new dialog, not yet shown, or %NULL when the
 *   campaign cannot be read
 */
BnLeaderDialog *
bn_leader_dialog_new (GtkWindow      *parent,
                      BnStore        *store,
                      BnLeaderRules  *rules,
                      gint64          campaign_id,
                      gint64          liege_id,
                      GError        **error)
{
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(GPtrArray) leaders = NULL;
  BnLeaderDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (store != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  campaign = bn_store_get_campaign (store, campaign_id, error);
  if (campaign == NULL)
    return NULL;
  leaders = bn_store_list_leaders (store, campaign_id, error);
  if (leaders == NULL)
    return NULL;

  self = g_object_new (BN_TYPE_LEADER_DIALOG,
                       "transient-for", parent,
                       "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                       NULL);
  self->store = bn_store_ref (store);
  self->rules = bn_leader_rules_ref (rules);
  self->chance = bn_chance_new_seeded (bn_campaign_get_deal_seed (campaign, campaign->deals));
  self->campaign = g_steal_pointer (&campaign);
  bn_leader_page_set_context (self->summary_page, store, rules);
  bn_leader_dialog_make_spread_rows (self);
  fill_who_page (self, leaders, liege_id);
  return self;
}

/* Returns: "who", "card", "spread" or "summary". */
const char *
bn_leader_dialog_get_page (BnLeaderDialog *self)
{
  g_return_val_if_fail (BN_IS_LEADER_DIALOG (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

/* Returns: the step the card page shows (meaningful on that page). */
BnLeaderStep
bn_leader_dialog_get_step (BnLeaderDialog *self)
{
  g_return_val_if_fail (BN_IS_LEADER_DIALOG (self), BN_LEADER_STEP_DONE);

  return self->generator != NULL ? self->shown_step : BN_LEADER_STEP_ESTEEM;
}

/* Returns: (nullable): the error the current page shows, if any. */
const char *
bn_leader_dialog_get_error (BnLeaderDialog *self)
{
  const char *page;
  const char *error = NULL;

  g_return_val_if_fail (BN_IS_LEADER_DIALOG (self), NULL);

  if (gtk_revealer_get_reveal_child (self->save_error_revealer))
    return gtk_label_get_text (self->save_error_label);
  page = gtk_stack_get_visible_child_name (self->stack);
  if (g_str_equal (page, "who"))
    {
      error = visible_error (self->domain_error_label);
      if (error == NULL)
        error = visible_error (self->name_error_label);
    }
  else if (g_str_equal (page, "card"))
    error = visible_error (self->card_error_label);
  else if (g_str_equal (page, "spread"))
    error = visible_error (self->spread_error_label);
  return error;
}

/* Returns: (transfer none) (nullable): the leader as far as he is made. */
const BnLeader *
bn_leader_dialog_peek_leader (BnLeaderDialog *self)
{
  g_return_val_if_fail (BN_IS_LEADER_DIALOG (self), NULL);

  if (self->finished != NULL)
    return self->finished;
  return self->generator != NULL ? bn_leader_generator_peek (self->generator) : NULL;
}

gboolean
bn_leader_dialog_can_continue (BnLeaderDialog *self)
{
  g_return_val_if_fail (BN_IS_LEADER_DIALOG (self), FALSE);

  return gtk_widget_get_sensitive (self->continue_button);
}

/* Presses Continue (Save on the summary). Returns: %FALSE if it is not
 * sensitive. */
gboolean
bn_leader_dialog_continue (BnLeaderDialog *self)
{
  g_return_val_if_fail (BN_IS_LEADER_DIALOG (self), FALSE);

  if (!gtk_widget_get_sensitive (self->continue_button))
    return FALSE;
  g_signal_emit_by_name (self->continue_button, "clicked");
  return TRUE;
}

/* Chooses a role on the first page. Returns: %FALSE if it is not offered. */
gboolean
bn_leader_dialog_set_role (BnLeaderDialog *self,
                           BnLeaderRole    role)
{
  AdwActionRow *row;
  GtkCheckButton *check;

  g_return_val_if_fail (BN_IS_LEADER_DIALOG (self), FALSE);

  switch (role)
    {
    case BN_LEADER_ROLE_PLAYER:
      row = self->player_row;
      check = self->player_check;
      break;
    case BN_LEADER_ROLE_HERO:
      row = self->hero_row;
      check = self->hero_check;
      break;
    case BN_LEADER_ROLE_VASSAL:
    default:
      row = self->vassal_row;
      check = self->vassal_check;
      break;
    }
  if (!gtk_widget_get_sensitive (GTK_WIDGET (row)))
    return FALSE;
  gtk_check_button_set_active (check, TRUE);
  return TRUE;
}

/* Returns: %FALSE if @liege_id is not among the player-leaders offered. */
gboolean
bn_leader_dialog_set_liege (BnLeaderDialog *self,
                            gint64          liege_id)
{
  g_return_val_if_fail (BN_IS_LEADER_DIALOG (self), FALSE);

  for (guint i = 0; i < self->lieges->len; i++)
    if (((BnLeader *) g_ptr_array_index (self->lieges, i))->id == liege_id)
      {
        adw_combo_row_set_selected (self->liege_row, i);
        return TRUE;
      }
  return FALSE;
}

/* Chooses a vassal's or hero's rank. Returns: %FALSE if the rank is not
 * offered (no such rank, or a player-leader's rank is being shown). */
gboolean
bn_leader_dialog_set_rank (BnLeaderDialog *self,
                           guint           rank)
{
  g_return_val_if_fail (BN_IS_LEADER_DIALOG (self), FALSE);

  if (!gtk_widget_get_sensitive (GTK_WIDGET (self->rank_row)) ||
      rank == 0 || rank > bn_leader_rules_get_n_ranks (self->rules))
    return FALSE;
  adw_combo_row_set_selected (self->rank_row, rank - 1);
  return TRUE;
}

void
bn_leader_dialog_set_name (BnLeaderDialog *self,
                           const char     *name)
{
  g_return_if_fail (BN_IS_LEADER_DIALOG (self));

  gtk_editable_set_text (GTK_EDITABLE (self->name_row), name);
}

