/* test-board-names-ui.c — the board's words name the piece that is really
 * there. A Lords & Levies battle against a raised host is played through
 * the play window to its end, moves taken back now and then and the
 * computer's moves shown one at a time; at every step the board is asked
 * what stands on each unit's and each commander's hex, and must give that
 * unit's name on its roster and its army, that commander's name and army;
 * before each attack, its odds must name the attacker and the attacked. */
#include "bn-config.h"

#include <string.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "bn-application.h"
#include "bn-battle-ai.h"
#include "bn-battle-board.h"
#include "bn-battle-words.h"
#include "bn-battles-view.h"
#include "bn-combat-odds.h"
#include "bn-combat-preview.h"
#include "bn-play-window.h"
#include "bn-window.h"

#include "ui-fixture.h"

/* What the battle's words call an army: its short name, if it has one. */
static const char *
army_words (const BnBattleArmy *army)
{
  return army->short_name[0] != '\0' ? army->short_name : army->name;
}

/* The words of the battle the window plays, from the armies it was built on. */
static BnBattleWords
true_words (BnPlayWindow *window)
{
  BnPlayedBattle *played = bn_play_window_get_played (window);

  return (BnBattleWords) { bn_play_window_get_battle_shown (window),
                           { bn_played_battle_get_army (played, 0), bn_played_battle_get_army (played, 1) } };
}

/* Asks the board about the hex of every unit and commander on it.
 * Returns: the pieces asked about. */
static guint
check_hover_names (BnPlayWindow *window,
                   const char   *when)
{
  BnBattleBoard *board = BN_BATTLE_BOARD (bn_play_window_get_board (window));
  BnPlayedBattle *played = bn_play_window_get_played (window);
  const BnBattle *battle = bn_play_window_get_battle_shown (window);
  const BnScenario *scenario = bn_battle_get_scenario (battle);
  guint checked = 0;

  for (guint u = 0; u < bn_battle_get_n_units (battle); u++)
    {
      const BnBattleUnit *unit = bn_battle_get_unit (battle, u);
      guint8 there[4];
      guint n = 0;
      gboolean on_board = FALSE;
      g_autofree char *words = NULL;
      g_autofree char *army = NULL;

      if (bn_scenario_contains (scenario, unit->hex))
        n = bn_battle_units_at (battle, unit->hex, there);
      for (guint i = 0; i < n; i++)
        on_board |= there[i] == u;
      if (!on_board)
        continue;
      words = bn_battle_board_describe_hex (board, unit->hex);
      army = g_strdup_printf ("(%s)", army_words (bn_played_battle_get_army (played, unit->side)));
      if (strstr (words, bn_played_battle_get_unit_name (played, u)) == NULL || strstr (words, army) == NULL)
        g_error ("%s: unit %u is %s %s, but the board says “%s”", when, u, bn_played_battle_get_unit_name (played, u),
                 army, words);
      checked++;
    }
  for (guint c = 0; c < bn_battle_get_n_commanders (battle); c++)
    {
      const BnBattleCommander *commander = bn_battle_get_commander (battle, c);
      const BnBattleArmy *his = bn_played_battle_get_army (played, commander->side);
      g_autofree char *words = NULL;
      g_autofree char *army = NULL;
      const char *line;

      if (!bn_scenario_contains (scenario, commander->hex) || bn_battle_commander_at (battle, commander->hex) != (int) c)
        continue;
      words = bn_battle_board_describe_hex (board, commander->hex);
      army = g_strdup_printf (" of %s", army_words (his));
      line = strstr (words, "\nwith ");
      if (line == NULL || strstr (line, army) == NULL ||
          (his->commanders[commander->spec].name[0] != '\0' &&
           !g_str_has_prefix (line + strlen ("\nwith "), his->commanders[commander->spec].name)))
        g_error ("%s: commander %u is %s of %s, but the board says “%s”", when, c, his->commanders[commander->spec].name,
                 army_words (his), words);
      checked++;
    }
  return checked;
}

/* The pointer on the attacked piece's hex: the odds shown name the
 * attacker and the attacked, as the battle's own words do. Returns:
 * whether they were shown. */
static gboolean
check_odds_names (BnPlayWindow         *window,
                  const BnBattleAction *attack)
{
  BnBattleBoard *board = BN_BATTLE_BOARD (bn_play_window_get_board (window));
  const BnBattle *battle = bn_play_window_get_battle_shown (window);
  BnBattleWords words = true_words (window);
  GtkEventController *motion = NULL;
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCombatPreview) preview = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *odds_words = NULL;
  GtkWidget *odds;
  BnHex target;
  double x, y;

  if (attack->type == BN_ACTION_BATTLE)
    target = bn_battle_get_unit (battle, attack->b)->hex;
  else if (attack->type == BN_ACTION_ATTACK_COMMANDER)
    target = bn_battle_get_commander (battle, attack->b)->hex;
  else
    return FALSE;
  for (guint i = 0; motion == NULL && i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (c))
        motion = c;
    }
  g_assert_nonnull (motion);
  g_assert_true (bn_battle_board_hex_position (board, target, &x, &y));
  g_signal_emit_by_name (motion, "motion", x, y);
  odds = bn_battle_board_get_odds (board, attack);
  if (odds == NULL)
    return FALSE;
  heading = bn_battle_words_action (&words, attack);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_prev_sibling (odds))), ==, heading);
  preview = bn_combat_preview_new (battle, attack, 1000, bn_battle_get_n_actions (battle) + 1, &error);
  g_assert_no_error (error);
  odds_words = bn_battle_words_preview (&words, preview);
  g_assert_cmpstr (bn_combat_odds_get_text (BN_COMBAT_ODDS (odds)), ==, odds_words);
  g_signal_emit_by_name (motion, "leave");
  return TRUE;
}

static void
test_names_through_a_battle (Fixture       *fixture,
                             gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "pikemen", "hobilars", NULL };
  g_autoptr(GError) error = NULL;
  BnPlayWindow *window;
  gint64 army_id;
  guint moves = 0, undone = 0, watched = 0, checked = 0, odds = 0;

#ifdef M_PERTURB
  /* Freed memory overwritten: a name read from an army already freed
   * reads as nobody's, not as whatever was allocated there next. */
  mallopt (M_PERTURB, 0xa5);
#endif
  army_id = save_army (fixture, fixture->leader_id, "Army of Hugh", mine);
  start_app (fixture);
  window = bn_battles_view_play_raised_on (bn_window_get_battles_view (fixture->window), army_id, 35, "open-field",
                                           BN_PLAYED_BY_PEOPLE (0), bn_ruleset_lookup ("lords-and-levies"), &error);
  g_assert_no_error (error);
  wait_until_mapped (GTK_WIDGET (window));
  checked += check_hover_names (window, "at the start");

  while (moves < 3000)
    {
      const BnBattle *battle;
      g_autoptr(BnBattleAi) ai = NULL;
      g_autofree char *when = NULL;
      const BnBattleArmy *armies[2];
      BnBattleAction action;
      gboolean made = FALSE;

      /* The computer's moves, one at a time, as the window shows them. */
      while (bn_play_window_is_watching (window))
        {
          checked += check_hover_names (window, "while the computer's moves are shown");
          watched += bn_play_window_step_watch (window);
        }
      battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
      if (bn_battle_get_phase (battle) == BN_PHASE_OVER)
        break;
      if (bn_play_window_get_n_moves (window) == 0)
        bn_play_window_take_over (window);
      ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 41 + moves);
      g_assert_true (bn_battle_ai_choose (ai, battle, &action));
      if (bn_combat_preview_possible (battle, &action))
        odds += check_odds_names (window, &action);
      for (guint i = 0; !made && i < bn_play_window_get_n_moves (window); i++)
        if (memcmp (bn_play_window_get_move (window, i), &action, sizeof action) == 0)
          made = bn_play_window_make_move (window, i);
      g_assert_true (made);
      moves++;
      when = g_strdup_printf ("after move %u (turn %u)", moves,
                              bn_battle_get_turn (bn_played_battle_get_battle (bn_play_window_get_played (window))));
      checked += check_hover_names (window, when);
      /* Every fourth move taken back, as a player trying another way
       * would, where no die has been thrown since. */
      armies[0] = bn_played_battle_get_army (bn_play_window_get_played (window), 0);
      armies[1] = bn_played_battle_get_army (bn_play_window_get_played (window), 1);
      if (moves % 4 == 0 && bn_play_window_undo (window))
        {
          /* The armies the board was given stay the played battle's. */
          g_assert_true (bn_played_battle_get_army (bn_play_window_get_played (window), 0) == armies[0]);
          g_assert_true (bn_played_battle_get_army (bn_play_window_get_played (window), 1) == armies[1]);
          undone++;
          checked += check_hover_names (window, "after a move taken back");
        }
    }
  g_test_message ("%u moves, %u taken back, %u of the computer's shown, %u pieces' words and %u odds checked", moves,
                  undone, watched, checked, odds);
  g_assert_cmpint (bn_battle_get_phase (bn_played_battle_get_battle (bn_play_window_get_played (window))), ==,
                   BN_PHASE_OVER);
  g_assert_cmpuint (undone, >, 0);
  g_assert_cmpuint (watched, >, 0);
  g_assert_cmpuint (odds, >, 0);
  close_other_windows (fixture);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/board-names/through-a-battle", Fixture, NULL, fixture_set_up, test_names_through_a_battle,
              fixture_tear_down);
  return g_test_run ();
}
