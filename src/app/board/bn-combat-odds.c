/* bn-combat-odds.c — the odds of the attack pointed at; see the header. */
#include "bn-config.h"

#include "bn-combat-odds.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bn-battle-words-odds.h"
#include "bn-combat-preview.h"
#include "bn-duel-preview.h"

struct _BnCombatOdds
{
  GtkBox parent_instance;

  GtkLabel *title;
  GtkLabel *body;
  GtkLevelBar *bars[3];        /* the target hurt, the target falling back, the attacker hurt */
  GtkLabel *bar_labels[3];
  /* What is shown, so that a refresh does not count it again. */
  const BnBattle *battle;
  guint n_actions;
  BnBattleAction action;
  gboolean shown;
  /* The moves the panel last gave, to come back to once the pointer
   * leaves the enemy a board shows the odds on. */
  BnBattleWords words;
  GArray *moves;                /* BnBattleAction */
};

G_DEFINE_FINAL_TYPE (BnCombatOdds, bn_combat_odds, GTK_TYPE_BOX)

static void
bn_combat_odds_finalize (GObject *object)
{
  BnCombatOdds *self = BN_COMBAT_ODDS (object);

  g_clear_pointer (&self->moves, g_array_unref);
  G_OBJECT_CLASS (bn_combat_odds_parent_class)->finalize (object);
}

static void
bn_combat_odds_class_init (BnCombatOddsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bn_combat_odds_finalize;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "combat-odds");
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass), GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
bn_combat_odds_init (BnCombatOdds *self)
{
  static const char * const bar_names[] = {
    N_("The target loses a figure or more"), N_("The target falls back"), N_("The attacker loses a figure or more"),
  };

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  self->title = GTK_LABEL (gtk_label_new (_("The Odds of This Attack")));
  gtk_label_set_xalign (self->title, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->title), "heading");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->title));
  for (guint i = 0; i < G_N_ELEMENTS (self->bars); i++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

      self->bar_labels[i] = GTK_LABEL (gtk_label_new (NULL));
      gtk_label_set_xalign (self->bar_labels[i], 0);
      gtk_label_set_width_chars (self->bar_labels[i], 22);
      gtk_label_set_wrap (self->bar_labels[i], TRUE);
      gtk_widget_add_css_class (GTK_WIDGET (self->bar_labels[i]), "caption");
      self->bars[i] = GTK_LEVEL_BAR (gtk_level_bar_new_for_interval (0.0, 1.0));
      gtk_widget_set_hexpand (GTK_WIDGET (self->bars[i]), TRUE);
      gtk_widget_set_valign (GTK_WIDGET (self->bars[i]), GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->bars[i]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _(bar_names[i]), -1);
      gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->bar_labels[i]));
      gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->bars[i]));
      gtk_box_append (GTK_BOX (self), row);
    }
  self->body = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->body, 0);
  gtk_label_set_wrap (self->body, TRUE);
  gtk_label_set_selectable (self->body, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->body), "caption");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->body));
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  self->moves = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
}

GtkWidget *
bn_combat_odds_new (void)
{
  return g_object_new (BN_TYPE_COMBAT_ODDS, NULL);
}

static void
set_bar (BnCombatOdds *self,
         guint         i,
         const char   *what,
         double        share)
{
  g_autofree char *text = g_strdup_printf (_("%s: %.0f%%"), what, 100.0 * share);

  gtk_label_set_text (self->bar_labels[i], text);
  gtk_level_bar_set_value (self->bars[i], CLAMP (share, 0.0, 1.0));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->bars[i]), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

static void hide (BnCombatOdds *self);

/* A single combat's odds, as an attack's: its chances as bars, its words
 * (how a duel is thrown, each outcome, what each fall brings) below. */
static void
show_duel (BnCombatOdds         *self,
           const BnBattleWords  *words,
           const BnBattleAction *action)
{
  g_autoptr(BnDuelPreview) duel = bn_duel_preview_new (words->battle, action, NULL);
  g_autofree char *text = NULL;
  g_autofree char *wins = NULL;
  g_autofree char *falls = NULL;

  if (duel == NULL)
    {
      hide (self);
      return;
    }
  /* TRANSLATORS: a bar of a single combat's odds: the acting side's commander wins */
  wins = g_strdup_printf (_("%s wins"), bn_battle_words_commander (words, duel->mine));
  /* TRANSLATORS: a bar of a single combat's odds: the acting side's commander falls */
  falls = g_strdup_printf (_("%s falls"), bn_battle_words_commander (words, duel->mine));
  self->battle = words->battle;
  self->n_actions = bn_battle_get_n_actions (words->battle);
  self->action = *action;
  self->shown = TRUE;
  text = bn_battle_words_duel_odds (words, duel);
  gtk_label_set_text (self->title, _("The Odds of This Single Combat"));
  gtk_label_set_text (self->body, text);
  set_bar (self, 0, wins, duel->win);
  set_bar (self, 1, _("A draw"), duel->draw);
  set_bar (self, 2, falls, duel->lose);
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->bars[1])), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

/* Whether @action has odds to show: an attack or a shot, a defender's
 * answer to one, a single combat. */
static gboolean
has_odds (const BnBattle       *battle,
          const BnBattleAction *action)
{
  return bn_combat_preview_possible (battle, action) || bn_combat_preview_answers (battle, action) ||
         bn_duel_preview_possible (battle, action);
}

/* The one attack or shot @moves come down to, if they do. */
static gboolean
single_attack (const BnBattle       *battle,
               const BnBattleAction *moves,
               guint                 n_moves,
               BnBattleAction       *out)
{
  gboolean found = FALSE;

  for (guint i = 0; i < n_moves; i++)
    {
      if (!has_odds (battle, &moves[i]))
        continue;
      if (found && memcmp (out, &moves[i], sizeof *out) != 0)
        return FALSE;
      *out = moves[i];
      found = TRUE;
    }
  return found;
}

static void
hide (BnCombatOdds *self)
{
  self->shown = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

/**
 * bn_combat_odds_show_action:
 * @action: (nullable): an attack or shot of @words' battle, legal now;
 *   %NULL hides the odds
 *
 * Shows the odds of @action (the attack pointed at).
 */
void
bn_combat_odds_show_action (BnCombatOdds         *self,
                            const BnBattleWords  *words,
                            const BnBattleAction *action)
{
  g_autoptr(BnCombatPreview) preview = NULL;
  g_autofree char *text = NULL;
  double hurt = 0.0, hurt_back = 0.0;

  g_return_if_fail (BN_IS_COMBAT_ODDS (self));

  if (words == NULL || action == NULL || !has_odds (words->battle, action))
    {
      hide (self);
      return;
    }
  if (self->shown && self->battle == words->battle && self->n_actions == bn_battle_get_n_actions (words->battle)
      && memcmp (&self->action, action, sizeof *action) == 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
      return;
    }
  if (bn_duel_preview_possible (words->battle, action))
    {
      show_duel (self, words, action);
      return;
    }
  gtk_label_set_text (self->title, _("The Odds of This Attack"));
  /* The same position, the same odds: seeded by where the battle stands. */
  preview = bn_combat_preview_new (words->battle, action, 1000, bn_battle_get_n_actions (words->battle) + 1, NULL);
  if (preview == NULL)
    {
      hide (self);
      return;
    }
  self->battle = words->battle;
  self->n_actions = bn_battle_get_n_actions (words->battle);
  self->action = *action;
  self->shown = TRUE;
  text = bn_battle_words_preview (words, preview);
  gtk_label_set_text (self->body, text);
  for (guint n = 1; n <= BN_PREVIEW_MAX_LOSS; n++)
    {
      hurt += preview->loss_chance[1][n];
      hurt_back += preview->loss_chance[0][n];
    }
  if (preview->strike.at_commander)
    set_bar (self, 0, _("He falls"), preview->commander_falls);
  else
    set_bar (self, 0, _("Target loses a figure or more"), hurt);
  set_bar (self, 1, _("Target falls back"), preview->retreat[1]);
  set_bar (self, 2, _("Attacker loses a figure or more"), hurt_back);
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->bars[1])), !preview->strike.at_commander);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

/**
 * bn_combat_odds_set_moves:
 * @moves: (array length=n_moves): the moves left offered
 *
 * Shows the odds of the attack the moves come down to, or hides.
 */
void
bn_combat_odds_set_moves (BnCombatOdds         *self,
                          const BnBattleWords  *words,
                          const BnBattleAction *moves,
                          guint                 n_moves)
{
  BnBattleAction action;

  g_return_if_fail (BN_IS_COMBAT_ODDS (self));

  self->words = words != NULL ? *words : (BnBattleWords) { NULL, { NULL, NULL } };
  g_array_set_size (self->moves, 0);
  if (moves != NULL)
    g_array_append_vals (self->moves, moves, n_moves);
  if (words == NULL || !single_attack (words->battle, moves, n_moves, &action))
    hide (self);
  else
    bn_combat_odds_show_action (self, words, &action);
}

static void
on_attack_pointed_cb (GtkWidget            *board,
                      const BnBattleAction *action,
                      BnCombatOdds         *self)
{
  g_autoptr(GArray) moves = NULL;

  if (self->words.battle == NULL)
    return;
  if (action != NULL)
    {
      bn_combat_odds_show_action (self, &self->words, action);
      return;
    }
  /* Off the enemy: the odds of what the moves come down to, if anything. */
  moves = g_array_copy (self->moves);
  bn_combat_odds_set_moves (self, &self->words, (const BnBattleAction *) (void *) moves->data, moves->len);
}

/**
 * bn_combat_odds_follow_board:
 * @board: a BnBattleBoard showing the same battle
 *
 * The odds shown follow the pointer on @board: while it rests on an enemy
 * that may be attacked, they are the odds of that attack; when it leaves,
 * those of what the moves last given come down to.
 */
void
bn_combat_odds_follow_board (BnCombatOdds *self,
                             GtkWidget    *board)
{
  g_return_if_fail (BN_IS_COMBAT_ODDS (self));
  g_return_if_fail (GTK_IS_WIDGET (board));

  g_signal_connect_object (board, "attack-pointed", G_CALLBACK (on_attack_pointed_cb), self, 0);
}

/* Returns: the preview's words as shown, "" when hidden (for tests). */
const char *
bn_combat_odds_get_text (BnCombatOdds *self)
{
  g_return_val_if_fail (BN_IS_COMBAT_ODDS (self), "");

  return self->shown ? gtk_label_get_text (self->body) : "";
}
