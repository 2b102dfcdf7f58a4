/* test-board-marks-ui.c — what the hex board shows where the pointer
 * rests, turn after turn, played as a person plays it: the odds of an
 * attack on every enemy that may be attacked, whatever was clicked
 * before. A Lords & Levies battle on tests/scenarios/south-moves-first.xml,
 * the person's side against the computer, under a real display (Xvfb),
 * through the board's own gestures. */
#include "bn-config.h"

#include <math.h>
#include <string.h>

#include "bn-application.h"
#include "bn-battle-ai.h"
#include "bn-battle-board.h"
#include "bn-battle-view.h"
#include "bn-battle-words.h"
#include "bn-combat-odds.h"
#include "bn-combat-preview.h"
#include "bn-play-window.h"
#include "bn-window.h"

#include "ui-fixture.h"
#include "pointer-fixture.h"
#include "board-click-fixture.h"

/* The person's next move, as the computer's mind would make it: a unit
 * ordered is ordered by a click on its counter (a press and a release, as
 * the display gives them); anything else from the list. Returns: whether
 * it was made by the pointer. */
static gboolean
order_by_pointer (Pointer *p,
                  guint    step)
{
  g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 101 + step);
  BnBattleAction action;
  guint before = bn_battle_get_n_actions (battle_of (p));
  double x, y;

  g_assert_true (bn_battle_ai_choose (ai, battle_of (p), &action));
  if (action.type != BN_ACTION_ORDER_UNIT)
    return FALSE;
  point_of (p, bn_battle_get_unit (battle_of (p), action.a)->hex, (int) action.a, &x, &y);
  press_at (p, x, y);
  return bn_battle_get_n_actions (battle_of (p)) > before;
}

/* Turn after turn, units ordered by clicks on their counters, the moves
 * then made from the list: in each battle phase of the person's, the
 * pointer resting on each enemy that may be attacked shows that attack's
 * odds beside it (not a tooltip without them). */
static void
test_odds_every_turn (Fixture       *fixture,
                      gconstpointer  user_data)
{
  Pointer p = { NULL, };
  guint turns = 0, last_turn = G_MAXUINT, ordered = 0;

  start_battle (fixture, &p, 2);
  for (guint step = 0; step < 600 && turns < 4; step++)
    {
      const BnBattle *battle;
      BnHex hexes[8];
      guint n;

      bn_play_window_skip (p.window);
      drain ();
      battle = battle_of (&p);
      if (bn_battle_get_phase (battle) == BN_PHASE_OVER)
        break;
      if (bn_battle_get_acting_side (battle) != 0)
        continue;
      if (order_by_pointer (&p, step))
        {
          ordered++;
          continue;
        }
      n = targets (&p, hexes);
      if (n > 0 && bn_battle_get_turn (battle) != last_turn)
        {
          last_turn = bn_battle_get_turn (battle);
          turns++;
          for (guint t = 0; t < n; t++)
            {
              BnBattleAction attack;
              guint from;
              GtkWidget *odds;
              g_autofree char *expected = NULL;

              g_assert_cmpuint (attacks_on (&p, hexes[t], &attack, &from), >=, 1);
              hover_hex (&p, hexes[t]);
              odds = bn_battle_board_get_odds (p.board, &attack);
              g_assert_nonnull (odds);
              expected = preview_words (&p, &attack);
              g_assert_cmpstr (bn_combat_odds_get_text (BN_COMBAT_ODDS (odds)), ==, expected);
              g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (odds, GTK_TYPE_POPOVER)));
              /* Off it, they go: the next enemy's come afresh. */
              hover_hex (&p, bn_hex_from_offset (0, 0));
              g_assert_cmpuint (bn_battle_board_get_n_odds (p.board), ==, 0);
            }
        }
      play_on (&p, step);
    }
  g_assert_cmpuint (ordered, >=, 2);
  g_assert_cmpuint (turns, >=, 3);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/board-marks/odds-every-turn", Fixture, NULL, fixture_set_up, test_odds_every_turn,
              fixture_tear_down);
  return g_test_run ();
}
