/* bn-battle-board-odds.c — the odds of an attack, shown on the board
 * where the pointer rests on the enemy to be fought.
 *
 * Each attack or shot the moves offered leave on the hex under the
 * pointer (on the unit, on the commander with it), by whichever attacker,
 * is previewed by the engine (bn-combat-preview.h) and its words shown,
 * headed by who attacks whom, in a popover beside the enemy: the dice
 * each side throws and why, the chance of each outcome, the losses to
 * expect. The popover takes no clicks (they go through it to the board)
 * and no focus; it goes when the pointer leaves the hex, when a piece's
 * own popover opens, and whenever the moves offered
 * change (a move made, a hand-over: then nothing is offered). */
#include "bn-battle-board-private.h"

#include <string.h>

#include "bn-battle-words.h"
#include "bn-battle-words-odds.h"
#include "bn-combat-odds.h"
#include "bn-combat-preview.h"
#include "bn-duel-preview.h"

/* Wrapped labels in a popover: their natural width one line long would
 * make the popover measure its height for that width, then be narrowed
 * and cut short. A few dozen characters at most, then. */
static void
narrow_labels (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_label_get_wrap (GTK_LABEL (child)))
        gtk_label_set_max_width_chars (GTK_LABEL (child), 40);
      narrow_labels (child);
    }
}

/* A popover that takes no clicks lets them through to the board under
 * it: on X11 a popover is a window of its own, with a margin for its
 * shadow, that would otherwise catch a click meant for the enemy beside
 * it (and, the pointer leaving the board for it, take the odds away). */
static void
let_clicks_through (GtkWidget *popover)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (popover));
  cairo_region_t *none = cairo_region_create ();

  if (surface != NULL)
    gdk_surface_set_input_region (surface, none);
  cairo_region_destroy (none);
}

static void
odds_popover (BnBattleBoard *self)
{
  if (self->odds != NULL)
    return;
  self->odds = gtk_popover_new ();
  gtk_popover_set_autohide (GTK_POPOVER (self->odds), FALSE);
  gtk_widget_set_can_target (self->odds, FALSE);
  gtk_widget_set_can_focus (self->odds, FALSE);
  self->odds_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_size_request (self->odds_box, 320, -1);
  for (guint i = 0; i < BN_BOARD_MAX_ODDS; i++)
    {
      GtkWidget *about = gtk_label_new (NULL);

      gtk_label_set_wrap (GTK_LABEL (about), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (about), 40);
      gtk_label_set_xalign (GTK_LABEL (about), 0);
      gtk_widget_add_css_class (about, "heading");
      gtk_box_append (GTK_BOX (self->odds_box), about);
      gtk_box_append (GTK_BOX (self->odds_box), bn_combat_odds_new ());
    }
  {
    /* Last, after the attacks: a word on the hex attacked. */
    GtkWidget *note = gtk_label_new (NULL);

    gtk_label_set_wrap (GTK_LABEL (note), TRUE);
    gtk_label_set_xalign (GTK_LABEL (note), 0);
    gtk_widget_add_css_class (note, "odds-note");
    gtk_box_append (GTK_BOX (self->odds_box), note);
  }
  narrow_labels (self->odds_box);
  gtk_popover_set_child (GTK_POPOVER (self->odds), self->odds_box);
  gtk_widget_set_parent (self->odds, GTK_WIDGET (self));
  g_signal_connect (self->odds, "map", G_CALLBACK (let_clicks_through), NULL);
}

/* The heading and the odds widget of attack @i in the popover. */
static GtkWidget *
odds_child (BnBattleBoard *self,
            guint          i,
            gboolean       view)
{
  GtkWidget *child = gtk_widget_get_first_child (self->odds_box);

  for (guint k = 0; k < 2 * i + (view ? 1 : 0) && child != NULL; k++)
    child = gtk_widget_get_next_sibling (child);
  return child;
}

/* Once the popover has its size: where the screen gave it less height
 * than its words need (it is beside a hex near the screen's edge, say),
 * the last attack shown is left out, until what is left fits or one is
 * left. Measured, not foreseen: only the allocation says what room the
 * display gave (a look every few frames while the odds are shown). */
static gboolean
odds_fit_cb (gpointer data)
{
  BnBattleBoard *self = data;
  GtkWidget *box = self->odds_box;
  int need = 0, width = gtk_widget_get_width (box);
  guint visible = 0;

  if (self->n_odds == 0 || !gtk_widget_get_visible (self->odds))
    {
      self->odds_fit_id = 0;
      return G_SOURCE_REMOVE;
    }
  /* Not given its size yet. */
  if (!gtk_widget_get_mapped (box) || width <= 0)
    return G_SOURCE_CONTINUE;
  gtk_widget_measure (box, GTK_ORIENTATION_VERTICAL, width, &need, NULL, NULL, NULL);
  for (guint i = 0; i < self->n_odds; i++)
    visible += gtk_widget_get_visible (odds_child (self, i, TRUE));
  if (need <= gtk_widget_get_height (box) || visible <= 1)
    {
      self->odds_fit_id = 0;
      return G_SOURCE_REMOVE;
    }
  for (guint i = self->n_odds; i-- > 0;)
    if (gtk_widget_get_visible (odds_child (self, i, TRUE)))
      {
        gtk_widget_set_visible (odds_child (self, i, FALSE), FALSE);
        gtk_widget_set_visible (odds_child (self, i, TRUE), FALSE);
        break;
      }
  gtk_widget_set_size_request (box, 320, -1);
  gtk_widget_measure (box, GTK_ORIENTATION_VERTICAL, 320, NULL, &need, NULL, NULL);
  gtk_widget_set_size_request (box, 320, need);
  gtk_popover_present (GTK_POPOVER (self->odds));
  return G_SOURCE_CONTINUE;
}

/* Hides the odds shown, if any. */
void
bn_battle_board_hide_odds (BnBattleBoard *self)
{
  gboolean shown = self->n_odds > 0;

  self->n_odds = 0;
  if (shown)
    bn_battle_board_emit_attack_pointed (self, NULL);
  if (self->odds != NULL && gtk_widget_get_visible (self->odds))
    gtk_popover_popdown (GTK_POPOVER (self->odds));
}

/* The pointer rests on @hex (or has left the board, @over FALSE): the odds
 * of the attacks on it the moves offered leave to one attacker, or none. */
void
bn_battle_board_hover_odds (BnBattleBoard *self,
                            gboolean       over,
                            BnHex          hex)
{
  BnBattleWords words;
  BnBattleAction attacks[BN_BOARD_MAX_ODDS];
  guint n = 0, shown = 0;
  double x, y;

  if (over && self->battle != NULL && self->menu == NULL && !self->dragging_piece &&
      gtk_widget_get_mapped (GTK_WIDGET (self)))
    n = bn_battle_board_attacks_on (self, hex, attacks, BN_BOARD_MAX_ODDS);
  /* On a hex of two, the pointer on one's counter: the attacks on that one. */
  if (n > 1 && self->hover_unit >= 0)
    {
      guint kept = 0;

      for (guint i = 0; i < n; i++)
        if (attacks[i].type == BN_ACTION_BATTLE && attacks[i].b == (guint) self->hover_unit)
          attacks[kept++] = attacks[i];
      n = kept > 0 ? kept : n;
    }
  if (n == 0 || !bn_battle_board_hex_position (self, hex, &x, &y))
    {
      bn_battle_board_hide_odds (self);
      return;
    }
  /* The same odds still shown: nothing to do (shown: a popover may have
   * been closed under them, by the window unmapped say). */
  if (self->n_odds == n && bn_hex_equal (self->odds_hex, hex) &&
      memcmp (self->odds_actions, attacks, n * sizeof attacks[0]) == 0 &&
      self->odds != NULL && gtk_widget_get_visible (self->odds))
    return;
  words = (BnBattleWords) { self->battle, { self->armies[0], self->armies[1] } };
  odds_popover (self);
  for (guint i = 0; i < BN_BOARD_MAX_ODDS; i++)
    {
      GtkWidget *about = odds_child (self, i, FALSE), *view = odds_child (self, i, TRUE);

      bn_combat_odds_show_action (BN_COMBAT_ODDS (view), &words, i < n ? &attacks[i] : NULL);
      if (i < n && gtk_widget_get_visible (view))
        {
          g_autofree char *text = bn_battle_words_action (&words, &attacks[i]);

          gtk_label_set_text (GTK_LABEL (about), text);
          shown++;
        }
      gtk_widget_set_visible (about, i < n && gtk_widget_get_visible (view));
    }
  /* On a hex of two units: who chooses which takes the casualties. */
  {
    GtkWidget *note = gtk_widget_get_last_child (self->odds_box);
    g_autofree char *who_takes = bn_battle_board_who_takes_it (self, hex, attacks, n);

    gtk_label_set_text (GTK_LABEL (note), who_takes != NULL ? who_takes : "");
    gtk_widget_set_visible (note, who_takes != NULL);
  }
  /* No taller than the window, or its last lines would be cut off: the
   * attacks past what fits are left to the pointer on their own counter. */
  {
    GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
    int room = root != NULL ? gtk_widget_get_height (GTK_WIDGET (root)) - 48 : G_MAXINT;

    gtk_widget_set_size_request (self->odds_box, 320, -1);
    for (guint i = n; i-- > 1 && shown > 1;)
      {
        int natural = 0;

        gtk_widget_measure (self->odds_box, GTK_ORIENTATION_VERTICAL, 320, NULL, &natural, NULL, NULL);
        if (natural <= room)
          break;
        if (gtk_widget_get_visible (odds_child (self, i, TRUE)))
          shown--;
        gtk_widget_set_visible (odds_child (self, i, FALSE), FALSE);
        gtk_widget_set_visible (odds_child (self, i, TRUE), FALSE);
      }
  }
  if (shown == 0)
    {
      bn_battle_board_hide_odds (self);
      return;
    }
  /* As tall as its words are at the width it is given: GTK 4.8 sizes a
   * popover by its child's height for no width in particular, which for
   * wrapped words is shorter than at 320 pixels, and cut the last lines. */
  {
    int need = 0;

    gtk_widget_measure (self->odds_box, GTK_ORIENTATION_VERTICAL, 320, NULL, &need, NULL, NULL);
    gtk_widget_set_size_request (self->odds_box, 320, need);
  }
  {
    Layout l = bn_battle_board_layout (self);
    int r = (int) MAX (4.0, l.size * 1.1);

    /* Beside the enemy, never over it: the pointer stays on the hex. */
    gtk_popover_set_pointing_to (GTK_POPOVER (self->odds), &(GdkRectangle) { (int) x - r, (int) y - r, 2 * r, 2 * r });
    gtk_popover_set_position (GTK_POPOVER (self->odds), x < l.w / 2 ? GTK_POS_RIGHT : GTK_POS_LEFT);
  }
  self->odds_hex = hex;
  memcpy (self->odds_actions, attacks, n * sizeof attacks[0]);
  self->n_odds = n;
  /* Measured afresh for the words now in it (else it keeps the last size). */
  gtk_widget_queue_resize (self->odds_box);
  gtk_popover_popup (GTK_POPOVER (self->odds));
  gtk_popover_present (GTK_POPOVER (self->odds));
  let_clicks_through (self->odds);
  bn_battle_board_emit_attack_pointed (self, &self->odds_actions[0]);
  if (self->odds_fit_id == 0)
    self->odds_fit_id = g_timeout_add (40, odds_fit_cb, self);
}

/**
 * bn_battle_board_get_odds:
 * @action: an attack or shot
 *
 * Returns: (transfer none) (nullable): the odds of @action (a
 *   BnCombatOdds) shown where the pointer rests, or %NULL when they are
 *   not shown
 */
GtkWidget *
bn_battle_board_get_odds (BnBattleBoard        *self,
                          const BnBattleAction *action)
{
  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), NULL);

  for (guint i = 0; i < self->n_odds; i++)
    if (memcmp (&self->odds_actions[i], action, sizeof *action) == 0 &&
        gtk_widget_get_visible (odds_child (self, i, TRUE)))
      return odds_child (self, i, TRUE);
  return NULL;
}

/* Returns: how many attacks' odds are shown where the pointer rests. */
guint
bn_battle_board_get_n_odds (BnBattleBoard *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), 0);

  return self->n_odds;
}

/* ---- which attack, on the enemy clicked ---- */

static void
on_attack_button_cb (GtkButton     *button,
                     BnBattleBoard *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "bn-move"));

  bn_battle_board_popdown (self);
  g_array_set_size (self->picks, 0);
  bn_battle_view_drop_picks (BN_BATTLE_VIEW (self));
  bn_battle_view_emit_picked (BN_BATTLE_VIEW (self));
  bn_battle_view_emit_move_chosen (BN_BATTLE_VIEW (self), index);
}

/* The odds of @action in a few words, for a button that makes it; NULL
 * where the engine gives no preview of it. */
static char *
odds_in_short (BnBattleBoard        *self,
               const BnBattleAction *action)
{
  g_autoptr(BnCombatPreview) preview = NULL;
  double hurt = 0.0;

  if (bn_duel_preview_possible (self->battle, action))
    {
      BnBattleWords words = { self->battle, { self->armies[0], self->armies[1] } };

      return bn_battle_words_action_odds (&words, action);
    }
  if (!bn_combat_preview_possible (self->battle, action))
    return NULL;
  /* Seeded as the odds shown on hover and in the panel: the same figures. */
  preview = bn_combat_preview_new (self->battle, action, 1000, bn_battle_get_n_actions (self->battle) + 1, NULL);
  if (preview == NULL)
    return NULL;
  if (preview->strike.at_commander)
    /* TRANSLATORS: an attack's odds in short, on its button: dice thrown, the chance he falls */
    return g_strdup_printf (ngettext ("%d die · he falls %.0f%%", "%d dice · he falls %.0f%%",
                                      (gulong) ABS (preview->strike.dice)),
                            preview->strike.dice, 100.0 * preview->commander_falls);
  for (guint n = 1; n <= BN_PREVIEW_MAX_LOSS; n++)
    hurt += preview->loss_chance[1][n];
  /* TRANSLATORS: an attack's odds in short, on its button: dice thrown, the
   * chance the target loses a figure or more, the chance it falls back */
  return g_strdup_printf (ngettext ("%d die · hurts it %.0f%% · it falls back %.0f%%",
                                    "%d dice · hurts it %.0f%% · it falls back %.0f%%",
                                    (gulong) ABS (preview->strike.dice)),
                          preview->strike.dice, 100.0 * hurt, 100.0 * preview->retreat[1]);
}

/* An enemy clicked that several attacks offered may strike (two units of
 * the player's, or a unit and the commander with it): on the enemy, a
 * button for each, naming who attacks whom with its odds in short. */
void
bn_battle_board_offer_attacks (BnBattleBoard *self,
                               BnHex          hex,
                               const guint   *moves,
                               guint          n_moves)
{
  BnBattleWords words = { self->battle, { self->armies[0], self->armies[1] } };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (_("Which attack?"));

  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_box_append (GTK_BOX (box), title);
  gtk_widget_add_css_class (box, "attack-choice");
  for (guint i = 0; i < n_moves; i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, moves[i]);
      g_autofree char *what = bn_battle_words_action (&words, action);
      g_autofree char *odds = odds_in_short (self, action);
      g_autofree char *text = odds != NULL ? g_strdup_printf ("%s\n%s", what, odds) : g_strdup (what);
      GtkWidget *button = gtk_button_new ();
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_button_set_child (GTK_BUTTON (button), label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
      g_object_set_data (G_OBJECT (button), "bn-move", GUINT_TO_POINTER (moves[i]));
      g_signal_connect (button, "clicked", G_CALLBACK (on_attack_button_cb), self);
      gtk_box_append (GTK_BOX (box), button);
    }
  bn_battle_board_popup (self, hex, box);
}

/* ---- why a gesture did nothing ---- */

static gboolean
notice_over_cb (gpointer data)
{
  BnBattleBoard *self = data;

  self->notice_id = 0;
  if (self->notice != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->notice));
  return G_SOURCE_REMOVE;
}

/* A few words beside @hex, for a moment: a drop that made nothing says
 * why ("Out of reach"). It takes no clicks and no focus. */
void
bn_battle_board_say (BnBattleBoard *self,
                     BnHex          hex,
                     const char    *text)
{
  double x, y;

  if (!bn_battle_board_hex_position (self, hex, &x, &y))
    return;
  if (self->notice == NULL)
    {
      GtkWidget *label = gtk_label_new (NULL);

      self->notice = gtk_popover_new ();
      gtk_popover_set_autohide (GTK_POPOVER (self->notice), FALSE);
      gtk_widget_set_can_target (self->notice, FALSE);
      gtk_widget_set_can_focus (self->notice, FALSE);
      gtk_widget_add_css_class (self->notice, "board-notice");
      gtk_popover_set_child (GTK_POPOVER (self->notice), label);
      gtk_widget_set_parent (self->notice, GTK_WIDGET (self));
      g_signal_connect (self->notice, "map", G_CALLBACK (let_clicks_through), NULL);
    }
  gtk_label_set_text (GTK_LABEL (gtk_popover_get_child (GTK_POPOVER (self->notice))), text);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->notice),
                               &(GdkRectangle) { (int) x - 2, (int) y - 2, 4, 4 });
  gtk_popover_popup (GTK_POPOVER (self->notice));
  g_clear_handle_id (&self->notice_id, g_source_remove);
  self->notice_id = g_timeout_add_seconds (3, notice_over_cb, self);
}

/**
 * bn_battle_board_get_notice:
 *
 * Returns: (nullable): the words shown on why the last gesture did
 *   nothing, while they are shown
 */
const char *
bn_battle_board_get_notice (BnBattleBoard *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), NULL);

  if (self->notice == NULL || !gtk_widget_get_visible (self->notice))
    return NULL;
  return gtk_label_get_text (GTK_LABEL (gtk_popover_get_child (GTK_POPOVER (self->notice))));
}
