/* bn-moves-list.c — the moves in words, gathered by piece; see the header. */
#include "bn-config.h"

#include "bn-moves-list.h"

#include "bn-battle-words-odds.h"

#include <glib/gi18n.h>

/* Returns: the group @action belongs to: its kind and the piece that acts
 * (a retainer's, his leader), as one number; 0 for none. */
guint
bn_moves_list_group_of (const BnBattle       *battle,
                        const BnBattleAction *action)
{
  guint actor = action->a;

  if (action->type == BN_ACTION_RETAINER)
    {
      if (action->a >= bn_battle_get_n_retainers (battle))
        return 0;
      actor = bn_battle_get_retainer (battle, action->a)->commander;
    }
  return 1 + action->type * 256u + actor;
}

/* Whether @n choices of the group of @action are gathered under a row of
 * their own: a leader's retainers' uses always are (one or twelve, they
 * are his, not the turn's), others from BN_MOVES_LIST_GROUP_MIN. */
static gboolean
gathers (const BnBattleAction *action,
         guint                 group,
         guint                 n)
{
  return group != 0 && (n >= BN_MOVES_LIST_GROUP_MIN || action->type == BN_ACTION_RETAINER);
}

static GtkWidget *
row_new (const char *text,
         gboolean    inner)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (text);

  /* A row a click, Enter or Space makes; its words are its accessible name. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_margin_start (label, inner ? 28 : 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 8);
  gtk_widget_set_margin_bottom (label, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  return row;
}

/* The heading of a group: whose choices and of what kind. */
char *
bn_moves_list_group_title (const BnBattleWords  *words,
             const BnBattleAction *action,
             guint                 n)
{
  const BnBattle *battle = words->battle;

  switch (action->type)
    {
    case BN_ACTION_RETAINER:
      /* TRANSLATORS: a leader's name; the number of choices his retainers offer */
      return g_strdup_printf (ngettext ("Retainers of %s: %u choice", "Retainers of %s: %u choices", n),
                              bn_battle_words_commander (words, bn_battle_get_retainer (battle, action->a)->commander), n);
    case BN_ACTION_FACE:
    case BN_ACTION_RECEIVE:
    case BN_ACTION_RALLY:
      return g_strdup_printf (ngettext ("Turn the front of %s: %u choice", "Turn the front of %s: %u choices", n),
                              bn_battle_words_unit (words, action->a), n);
    case BN_ACTION_MOVE_COMMANDER:
      return g_strdup_printf (ngettext ("Move %s: %u choice", "Move %s: %u choices", n),
                              bn_battle_words_commander (words, action->a), n);
    default:
      {
        g_autofree char *first = bn_battle_words_action (words, action);

        /* TRANSLATORS: the words of the first choice; how many there are */
        return g_strdup_printf (ngettext ("%s, …: %u choice", "%s, …: %u choices", n), first, n);
      }
    }
}

/**
 * bn_moves_list_fill:
 * @open_groups: (element-type guint): the groups shown open, by
 *   bn_moves_list_group_of()
 *
 * Fills @list with @moves in words, a row each, except that the choices of
 * one kind and piece, when there are several (a leader's retainers'
 * uses, however few), are gathered under a row that opens them.
 */
void
bn_moves_list_fill (GtkListBox           *list,
                    const BnBattleWords  *words,
                    const BnBattleAction *moves,
                    guint                 n_moves,
                    GHashTable           *open_groups)
{
  g_autoptr(GHashTable) counts = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GHashTable) headed = g_hash_table_new (g_direct_hash, g_direct_equal);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
  for (guint i = 0; i < n_moves; i++)
    {
      gpointer key = GUINT_TO_POINTER (bn_moves_list_group_of (words->battle, &moves[i]));

      g_hash_table_insert (counts, key, GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts, key)) + 1));
    }
  for (guint i = 0; i < n_moves; i++)
    {
      guint group = bn_moves_list_group_of (words->battle, &moves[i]);
      guint n = GPOINTER_TO_UINT (g_hash_table_lookup (counts, GUINT_TO_POINTER (group)));
      gboolean gathered = gathers (&moves[i], group, n);
      gboolean open = gathered && g_hash_table_contains (open_groups, GUINT_TO_POINTER (group));
      GtkWidget *row;

      if (gathered && !g_hash_table_contains (headed, GUINT_TO_POINTER (group)))
        {
          g_autofree char *title = bn_moves_list_group_title (words, &moves[i], n);
          g_autofree char *text = g_strdup_printf ("%s %s", open ? "▾" : "▸", title);

          g_hash_table_add (headed, GUINT_TO_POINTER (group));
          row = row_new (text, FALSE);
          gtk_accessible_update_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_EXPANDED, open, -1);
          g_object_set_data (G_OBJECT (row), "bn-group", GUINT_TO_POINTER (group));
          gtk_list_box_append (list, row);
        }
      if (gathered && !open)
        continue;
      {
        g_autofree char *text = bn_battle_words_action (words, &moves[i]);
        /* What a duel, a stand, a retreat or a breakthrough risks and brings. */
        g_autofree char *odds = bn_battle_words_action_odds (words, &moves[i]);

        row = row_new (text, gathered);
        gtk_widget_set_tooltip_text (row, odds);
        g_object_set_data (G_OBJECT (row), "bn-move", GUINT_TO_POINTER (i + 1));
        gtk_list_box_append (list, row);
      }
    }
}

/* The number @key a row keeps, 1 and up; 0 when it keeps none. */
static guint
row_number (GtkListBoxRow *row,
            const char    *key,
            guint         *out)
{
  guint n = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), key));

  if (n != 0)
    *out = n;
  return n;
}

/* Returns: whether @row makes a move; @out_index, its index in those given. */
gboolean
bn_moves_list_row_move (GtkListBoxRow *row,
                        guint         *out_index)
{
  if (row_number (row, "bn-move", out_index) == 0)
    return FALSE;
  (*out_index)--;
  return TRUE;
}

/* Returns: whether @row opens or closes a group; @out_group, which. */
gboolean
bn_moves_list_row_group (GtkListBoxRow *row,
                         guint         *out_group)
{
  return row_number (row, "bn-group", out_group) != 0;
}

/**
 * bn_moves_list_menu_new:
 * @actions: the moves offered
 * @which: those of them to offer here, by index
 * @about: (nullable): words to head the menu with
 * @clicked: a GtkButton::clicked handler, given @data; the button's
 *   "bn-move" data is the index of its move in @actions
 *
 * Returns: (transfer floating): the moves @which as a column of buttons
 *   (for a popover on a piece), in words, those of one kind and piece
 *   folded under their heading when there are several (a leader's
 *   retainers' uses always), no wider than BN_MOVES_LIST_MENU_CHARS and
 *   scrolled past BN_MOVES_LIST_MENU_HEIGHT pixels
 */
GtkWidget *
bn_moves_list_menu_new (const BnBattleWords  *words,
                        const BnBattleAction *actions,
                        const guint          *which,
                        guint                 n_which,
                        const char           *about,
                        GCallback             clicked,
                        gpointer              data)
{
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  guint group = 0;
  gboolean one_group = TRUE;

  if (about != NULL)
    {
      GtkWidget *title = gtk_label_new (about);

      gtk_label_set_xalign (GTK_LABEL (title), 0);
      gtk_label_set_wrap (GTK_LABEL (title), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (title), BN_MOVES_LIST_MENU_CHARS);
      gtk_widget_add_css_class (title, "caption");
      gtk_box_append (GTK_BOX (outer), title);
    }
  for (guint k = 1; k < n_which; k++)
    one_group = one_group && bn_moves_list_group_of (words->battle, &actions[which[k]])
                             == bn_moves_list_group_of (words->battle, &actions[which[0]]);
  /* However many choices, the popover fits the window: its rows wrap, and
   * past a window's height they scroll. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), BN_MOVES_LIST_MENU_HEIGHT);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), box);
  gtk_box_append (GTK_BOX (outer), scroller);
  for (guint k = 0; k < n_which; k++)
    {
      const BnBattleAction *action = &actions[which[k]];
      guint kind = bn_moves_list_group_of (words->battle, action);
      g_autofree char *text = bn_battle_words_action (words, action);
      GtkWidget *button, *label, *into = box;
      guint n = 0;

      for (guint j = 0; j < n_which; j++)
        n += bn_moves_list_group_of (words->battle, &actions[which[j]]) == kind;
      if (k > 0 && kind != group)
        gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
      /* Many choices of one kind, and a leader's retainers' uses: folded
       * under their heading, open when they are all the piece offers. */
      if (gathers (action, kind, n))
        {
          if (kind != group)
            {
              g_autofree char *title = bn_moves_list_group_title (words, action, n);
              GtkWidget *expander = gtk_expander_new (title);
              GtkWidget *heading = gtk_expander_get_label_widget (GTK_EXPANDER (expander));

              gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
              gtk_label_set_max_width_chars (GTK_LABEL (heading), BN_MOVES_LIST_MENU_CHARS);
              gtk_expander_set_child (GTK_EXPANDER (expander), gtk_box_new (GTK_ORIENTATION_VERTICAL, 2));
              gtk_expander_set_expanded (GTK_EXPANDER (expander), one_group);
              gtk_box_append (GTK_BOX (box), expander);
            }
          into = gtk_expander_get_child (GTK_EXPANDER (gtk_widget_get_last_child (box)));
        }
      group = kind;
      button = gtk_button_new_with_label (text);
      {
        g_autofree char *odds = bn_battle_words_action_odds (words, action);

        gtk_widget_set_tooltip_text (button, odds);
      }
      gtk_widget_add_css_class (button, "flat");
      label = gtk_button_get_child (GTK_BUTTON (button));
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_max_width_chars (GTK_LABEL (label), BN_MOVES_LIST_MENU_CHARS);
      g_object_set_data (G_OBJECT (button), "bn-move", GUINT_TO_POINTER (which[k]));
      g_signal_connect (button, "clicked", clicked, data);
      gtk_box_append (GTK_BOX (into), button);
    }
  if (n_which == 0)
    gtk_box_append (GTK_BOX (box), gtk_label_new (_("Nothing else to do with this piece now.")));
  return outer;
}
