/* test-their-half-ui.c — the side panel at the start of the person's
 * half against the computer: every combat the computer fought in its
 * half, a line each saying what it cost whom ("Their Longbowmen attacked
 * your Mounted knights: 1 figure lost, 1 left."), each opening to that
 * combat's whole account, not the last one only. Read from the widgets,
 * against the battle's log. */
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
          /* The same combats `battle show` lists for the command line. */
          {
            g_autoptr(GPtrArray) shared = bn_battle_words_their_half (words.battle, 0);

            g_assert_cmpuint (shared->len, ==, expected);
          }
          g_assert_cmpint (gtk_widget_get_visible (gtk_widget_get_parent (box)), ==, expected > 0);
          if (expected > 0)
            g_assert_true (gtk_widget_get_mapped (box));
          lines += expected;
          two_or_more += expected >= 2;
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
  g_test_message ("%u halves begun, %u combats of theirs told, %u halves with two or more, %u units destroyed",
                  halves, lines, two_or_more, destroyed);
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
