/* test-their-half-ui.c — the side panel at the start of the person's
 * half against the computer: every combat the computer fought in its
 * half, a line each saying what it cost whom ("Their Longbowmen attacked
 * your Mounted knights: 1 figure lost, 1 left."), each opening to that
 * combat's whole account, not the last one only; then each breakthrough
 * of theirs and each commander their half left alone in his hex, a line
 * each. Read from the widgets, against the battle's log. The board keeps
 * its height the whole battle, whatever the bar under it says. */
#include "bn-config.h"

#include <string.h>

#include "bn-battle-ai.h"
#include "bn-battle-words.h"
#include "bn-combat-account.h"
#include "bn-play-window.h"

#include "ui-fixture.h"
#include "hosts-fixture.h"

/* The text of @expander's heading, or of its body. */
static const char *
expander_text (GtkWidget *expander,
               gboolean   body)
{
  GtkWidget *label = body ? gtk_expander_get_child (GTK_EXPANDER (expander))
                          : gtk_expander_get_label_widget (GTK_EXPANDER (expander));

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_text (GTK_LABEL (label));
}

/* Whether @commander stands with no unit of his side in @battle. */
static gboolean
stands_alone (const BnBattle *battle,
              guint           commander)
{
  const BnBattleCommander *c = bn_battle_get_commander (battle, commander);

  for (guint i = 0; i < bn_battle_get_n_units (battle); i++)
    {
      const BnBattleUnit *u = bn_battle_get_unit (battle, i);

      if (u->figures > 0 && u->side == c->side && bn_hex_equal (u->hex, c->hex))
        return FALSE;
    }
  return TRUE;
}

/* The panel's lines after the combats: each breakthrough of Odo's host in
 * its half (events from @from), and each commander alone now who was not
 * when the half began (@before). Returns the lines checked, adding the
 * breakthroughs to @breakthroughs and the commanders to @alone. */
static guint
check_their_moves (BnPlayWindow        *window,
                   const BnBattleWords *words,
                   const BnBattle      *before,
                   guint                from,
                   guint               *breakthroughs,
                   guint               *alone)
{
  GtkWidget *moves = gtk_widget_get_next_sibling (bn_play_window_get_their_half (window));
  g_autoptr(GString) all = g_string_new (NULL);
  guint lines = 0, expected = 0;

  g_assert_nonnull (moves);
  for (GtkWidget *c = gtk_widget_get_first_child (moves); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      g_assert_true (GTK_IS_LABEL (c));
      g_string_append_printf (all, "%s\n", gtk_label_get_text (GTK_LABEL (c)));
      lines++;
    }
  for (guint e = from; e < bn_battle_get_n_events (words->battle); e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (words->battle, e);
      g_autofree char *said = NULL;

      if (event->type != BN_EVENT_BREAKTHROUGH || event->side == 0)
        continue;
      said = g_strdup_printf ("Their %s broke through %s into the ", bn_battle_words_unit (words, event->a),
                              bn_battle_words_direction (event->b));
      if (strstr (all->str, said) == NULL)
        g_error ("the panel does not say “%s”:\n%s", said, all->str);
      expected++;
      (*breakthroughs)++;
    }
  for (guint c = 0; c < bn_battle_get_n_commanders (words->battle); c++)
    {
      g_autofree char *said = NULL;

      if (!bn_battle_get_commander (words->battle, c)->alive || !bn_battle_get_commander (before, c)->alive
          || !stands_alone (words->battle, c) || stands_alone (before, c))
        continue;
      said = g_strdup_printf ("%s %s is left alone in his hex", bn_battle_get_commander (words->battle, c)->side == 0
                                                                ? "Your" : "Their",
                              bn_battle_words_commander (words, c));
      if (strstr (all->str, said) == NULL)
        g_error ("the panel does not say “%s”:\n%s", said, all->str);
      expected++;
      (*alone)++;
    }
  if (lines > 0)
    g_test_message ("%s", all->str);
  g_assert_cmpuint (lines, ==, expected);
  return lines;
}

/* The panel's lines after the combats, as one text. */
static char *
their_moves_text (BnPlayWindow *window)
{
  GtkWidget *moves = gtk_widget_get_next_sibling (bn_play_window_get_their_half (window));
  GString *all = g_string_new (NULL);

  for (GtkWidget *c = gtk_widget_get_first_child (moves); c != NULL; c = gtk_widget_get_next_sibling (c))
    g_string_append_printf (all, "%s\n", gtk_label_get_text (GTK_LABEL (c)));
  return g_string_free (all, FALSE);
}

/* At the start of each of Hugh's halves the panel holds, in order, one
 * line per combat Odo's host fought since Hugh's last half ended, as the
 * log has them; each opens to that combat's account. */
static void
test_their_half (Fixture       *fixture,
                 gconstpointer  user_data)
{
  gint64 armies[2];
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = NULL;
  BnPlayedBattle *played;
  BnPlayWindow *window;
  guint last_turn = G_MAXUINT, halves = 0, lines = 0, two_or_more = 0, destroyed = 0;
  guint breakthroughs = 0, alone = 0, moves_told = 0;
  int board_height = -1;
  g_autoptr(BnChance) chance = bn_chance_new_seeded (1);
  g_autoptr(BnBattle) before = NULL;
  g_autofree char *told_this_half = NULL;

  prepare (fixture, armies);
  store = bn_store_open (fixture->db_path, &error);
  g_assert_no_error (error);
  played = bn_played_battle_start_with_rules (store, armies[0], armies[1], "open-field", 5, BN_PLAYED_BY_PEOPLE (0),
                                              bn_ruleset_lookup ("lords-and-levies"), &error);
  g_assert_no_error (error);
  window = bn_play_window_new (GTK_WINDOW (fixture->window), store, played);
  wait_until_mapped (GTK_WIDGET (window));
  for (guint made = 0; made < 3000; made++)
    {
      BnBattleWords words;
      g_autoptr(BnBattleAi) ai = NULL;
      BnBattleAction action;

      bn_play_window_skip (window);
      drain ();
      words = words_of (window);
      if (bn_battle_get_phase (words.battle) == BN_PHASE_OVER)
        break;
      /* The board stays still, whatever the bar under it says. */
      if (board_height < 0)
        board_height = gtk_widget_get_height (bn_play_window_get_board (window));
      g_assert_cmpint (gtk_widget_get_height (bn_play_window_get_board (window)), ==, board_height);
      /* What Odo's half did stays as it was told, whatever Hugh's does. */
      if ((guint) bn_battle_get_turn (words.battle) == last_turn && bn_battle_get_active_side (words.battle) == 0
          && told_this_half != NULL)
        {
          g_autofree char *now = their_moves_text (window);

          g_assert_cmpstr (now, ==, told_this_half);
        }
      if ((guint) bn_battle_get_turn (words.battle) != last_turn && bn_battle_get_active_side (words.battle) == 0)
        {
          GtkWidget *box = bn_play_window_get_their_half (window);
          guint n = bn_battle_get_n_events (words.battle), from = 0, expected = 0;
          g_autoptr(GPtrArray) accounts = NULL;
          GtkWidget *expander;

          last_turn = (guint) bn_battle_get_turn (words.battle);
          halves++;
          for (guint e = n; e > 0 && from == 0; e--)
            if (bn_battle_get_event (words.battle, e - 1)->type == BN_EVENT_TURN_END
                && bn_battle_get_event (words.battle, e - 1)->side == 0)
              from = e;
          accounts = bn_combat_accounts_read (words.battle, from, n);
          expander = gtk_widget_get_first_child (box);
          for (guint i = 0; i < accounts->len; i++)
            {
              const BnCombatAccount *a = g_ptr_array_index (accounts, i);
              g_autofree char *line = NULL, *told = NULL;

              if (a->sides[0] == 0)
                continue;
              expected++;
              line = bn_battle_words_combat_line (&words, a, 0);
              told = bn_battle_words_combat (&words, a);
              g_assert_nonnull (expander);
              g_assert_true (GTK_IS_EXPANDER (expander));
              g_assert_cmpstr (expander_text (expander, FALSE), ==, line);
              g_assert_true (g_str_has_prefix (line, "Their "));
              g_assert_nonnull (strstr (line, a->strike.at_commander ? ", alone in his hex" : " your "));
              if (a->destroyed[1])
                {
                  g_assert_nonnull (strstr (line, "destroyed, 1 victory point to Odo's host"));
                  destroyed++;
                }
              else if (a->figures_lost[1] > 0)
                g_assert_nonnull (strstr (line, a->figures_lost[1] == 1 ? " figure lost, " : " figures lost, "));
              /* Opened, the whole account. */
              gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
              drain ();
              g_assert_true (gtk_widget_get_mapped (gtk_expander_get_child (GTK_EXPANDER (expander))));
              g_assert_cmpstr (expander_text (expander, TRUE), ==, told);
              expander = gtk_widget_get_next_sibling (expander);
            }
          g_assert_null (expander);
          /* Then their breakthroughs and the commanders left alone. */
          if (before != NULL)
            moves_told += check_their_moves (window, &words, before, from, &breakthroughs, &alone);
          g_free (told_this_half);
          told_this_half = their_moves_text (window);
          /* The same combats `battle show` lists for the command line. */
          {
            g_autoptr(GPtrArray) shared = bn_battle_words_their_half (words.battle, 0);

            g_assert_cmpuint (shared->len, ==, expected);
          }
          g_assert_cmpint (gtk_widget_get_visible (gtk_widget_get_parent (box)), ==,
                           expected > 0 || gtk_widget_get_first_child (gtk_widget_get_next_sibling (box)) != NULL);
          if (expected > 0)
            g_assert_true (gtk_widget_get_mapped (box));
          lines += expected;
          two_or_more += expected >= 2;
        }
      /* The battle as Odo's half begins: Hugh's turn about to end. */
      if (bn_battle_get_active_side (words.battle) == 0 && bn_battle_get_acting_side (words.battle) == 0
          && bn_battle_get_phase (words.battle) == BN_PHASE_BATTLE)
        {
          g_clear_pointer (&before, bn_battle_free);
          before = bn_battle_copy (words.battle, chance);
        }
      ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 31 + made);
      g_assert_true (bn_battle_ai_choose (ai, words.battle, &action));
      for (guint i = 0; i < bn_play_window_get_n_moves (window); i++)
        if (memcmp (bn_play_window_get_move (window, i), &action, sizeof action) == 0)
          {
            g_assert_true (bn_play_window_make_move (window, i));
            break;
          }
    }
  g_test_message ("%u halves begun, %u combats of theirs told, %u halves with two or more, %u units destroyed; "
                  "%u breakthroughs and %u commanders left alone told", halves, lines, two_or_more, destroyed,
                  breakthroughs, alone);
  g_assert_cmpuint (moves_told, ==, breakthroughs + alone);
  /* This battle has a breakthrough of Odo's host and a commander left alone. */
  g_assert_cmpuint (breakthroughs, >, 0);
  g_assert_cmpuint (alone, >, 0);
  g_assert_cmpint (bn_battle_get_phase (words_of (window).battle), ==, BN_PHASE_OVER);
  g_assert_cmpuint (two_or_more, >, 0);
  /* The battle over, nobody's half: nothing is told as theirs. */
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_parent (bn_play_window_get_their_half (window))));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add ("/their-half/every-combat-told", Fixture, NULL, fixture_set_up, test_their_half, fixture_tear_down);
  return g_test_run ();
}
