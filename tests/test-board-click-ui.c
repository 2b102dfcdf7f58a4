/* test-board-click-ui.c — what the hex board's pointer does on an enemy,
 * on the reach of the one unit that may move, and on the arrow of a turn,
 * under a real display (Xvfb), through the board's own gestures. A Lords &
 * Levies battle on tests/scenarios/south-moves-first.xml, the person's
 * side against the computer, is played on (the person's moves as the
 * computer's mind would make them, from the list) until the position each
 * test needs comes up:
 *
 * - the pointer resting on an enemy that may be attacked: the board says
 *   who would attack whom, shows that attack's odds (the engine's
 *   preview) beside it, and the side panel's odds follow the pointer from
 *   one enemy to the next;
 * - a click a few pixels off an enemy's centre, where one attack is
 *   offered on it, makes that attack;
 * - a click on an enemy that two units may attack offers, on the enemy,
 *   a button for each, naming the attacker and its odds; a button makes
 *   its attack;
 * - with the moves of one unit alone offered, shown as picked, it is: the
 *   pointer on a hex two steps off shows the way and says what a click
 *   does, and the click makes the run;
 * - a run that would leave the unit beside an enemy it then may not
 *   fight says so, with the engine's reason, before it is made;
 * - the blue arrow of a turn reaches into the next hex; a click on it
 *   there turns the unit, and does not move it. */
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

/* ---- the pointer on an enemy ---- */

static gboolean
two_targets (Pointer        *p,
             BnHex          *out_hex,
             BnBattleAction *out_action)
{
  BnHex hexes[8];

  return targets (p, hexes) >= 2;
}

/* Resting on each enemy that may be attacked: the board says the attack
 * (who attacks whom), not "a move", and shows that attack's odds beside
 * it; the panel's odds are those of the enemy under the pointer, one
 * after the other, and off the enemies they are no attack's in particular. */
static void
test_hover_says_attack (Fixture       *fixture,
                        gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnHex hexes[8], unused;
  BnBattleAction none;
  guint n;
  GtkWidget *panel;

  if (!play_until (fixture, &p, two_targets, &unused, &none))
    {
      g_test_skip ("no position with two enemies in reach came up");
      return;
    }
  panel = bn_play_window_get_combat_odds (p.window);
  n = targets (&p, hexes);
  for (guint t = 0; t < n; t++)
    {
      BnBattleWords words = words_of (&p);
      BnBattleAction attack;
      guint from;
      g_autofree char *expected = NULL;
      g_autofree char *said = NULL;
      g_autofree char *named = NULL;
      GtkWidget *odds;

      g_assert_cmpuint (attacks_on (&p, hexes[t], &attack, &from), >=, 1);
      hover_hex (&p, hexes[t]);
      expected = preview_words (&p, &attack);
      odds = bn_battle_board_get_odds (p.board, &attack);
      g_assert_nonnull (odds);
      g_assert_cmpstr (bn_combat_odds_get_text (BN_COMBAT_ODDS (odds)), ==, expected);
      g_assert_true (gtk_widget_get_visible (gtk_widget_get_ancestor (odds, GTK_TYPE_POPOVER)));
      /* The panel follows the pointer: this enemy's odds, not the last one's. */
      g_assert_cmpstr (bn_combat_odds_get_text (BN_COMBAT_ODDS (panel)), ==, expected);
      /* In words: who attacks whom; no "move" offered. */
      said = bn_battle_board_describe_hex (p.board, hexes[t]);
      named = bn_battle_words_action (&words, &attack);
      g_assert_nonnull (strstr (said, named));
      g_assert_nonnull (strstr (said, "attack"));
      g_assert_null (strstr (said, "A move is offered here"));
      {
        double x, y;
        g_autofree char *name = g_strdup_printf ("hover-attack-%u", t);

        g_assert_true (bn_battle_board_hex_position (p.board, hexes[t], &x, &y));
        look (&p, x, y, name);
      }
    }
  /* Off the enemies, the board's odds go, and the panel's are no one
   * enemy's (the moves offered come down to no single attack). */
  {
    BnHex far = bn_hex_from_offset (0, 0);

    hover_hex (&p, far);
    g_assert_cmpuint (bn_battle_board_get_n_odds (p.board), ==, 0);
    g_assert_cmpstr (bn_combat_odds_get_text (BN_COMBAT_ODDS (panel)), ==, "");
  }
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

static gboolean
one_attack_on (Pointer        *p,
               BnHex          *out_hex,
               BnBattleAction *out_action)
{
  BnHex hexes[8];
  guint n = targets (p, hexes);

  for (guint t = 0; t < n; t++)
    {
      guint from;

      if (attacks_on (p, hexes[t], out_action, &from) == 1 && out_action->type == BN_ACTION_BATTLE)
        {
          *out_hex = hexes[t];
          return TRUE;
        }
    }
  return FALSE;
}

/* One attack offered on an enemy: a click 3 px up and right of its
 * counter's centre (towards where a commander's badge is drawn) makes it. */
static void
test_click_off_centre_attacks (Fixture       *fixture,
                               gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnBattleAction attack;
  BnHex target;
  guint before;
  double x, y;

  if (!play_until (fixture, &p, one_attack_on, &target, &attack))
    {
      g_test_skip ("no enemy with one attack on it came up");
      return;
    }
  before = bn_battle_get_n_actions (battle_of (&p));
  g_assert_true (bn_battle_board_unit_position (p.board, attack.b, &x, &y));
  if (g_getenv ("BN_SHOT_DIR") != NULL)
    {
      /* By the display's own pointer: resting on the enemy (its odds shown
       * beside it), then the click, which must reach the board. */
      look (&p, x + 3, y - 3, "off-centre-resting");
      if (g_getenv ("BN_SHOT_CLICK_RIGHT") != NULL)
        {
          /* Further right on the enemy's hex, where the popover's own
           * window (its shadow's margin) may lie over the board. */
          double size = 0.0, nx, ny;

          g_assert_true (bn_battle_board_hex_position (p.board, bn_hex_neighbour (target, 1), &nx, &ny));
          size = hypot (nx - x, ny - y) / sqrt (3.0);
          look (&p, x + 0.75 * size, y, "off-centre-right");
        }
      g_spawn_command_line_sync ("xdotool click 1", NULL, NULL, NULL, NULL);
      for (guint k = 0; k < 100 && bn_battle_get_n_actions (battle_of (&p)) == before; k++)
        {
          g_usleep (10000);
          g_main_context_iteration (NULL, FALSE);
        }
      look (&p, x + 3, y - 3, "off-centre-clicked");
    }
  else
    click_at (&p, x + 3, y - 3);
  g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), >, before);
  g_assert_cmpmem (bn_battle_get_action (battle_of (&p), before), sizeof attack, &attack, sizeof attack);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

static gboolean
two_attackers (Pointer        *p,
               BnHex          *out_hex,
               BnBattleAction *out_action)
{
  BnHex hexes[8];
  guint n = targets (p, hexes);

  for (guint t = 0; t < n; t++)
    {
      guint from;

      if (attacks_on (p, hexes[t], out_action, &from) >= 2 && from >= 2)
        {
          *out_hex = hexes[t];
          return TRUE;
        }
    }
  return FALSE;
}

static void
collect_buttons (GtkWidget *widget,
                 GPtrArray *out)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child))
        g_ptr_array_add (out, child);
      collect_buttons (child, out);
    }
}

static const char *
button_words (GtkWidget *button)
{
  GtkWidget *child = gtk_button_get_child (GTK_BUTTON (button));

  return GTK_IS_LABEL (child) ? gtk_label_get_text (GTK_LABEL (child)) : gtk_button_get_label (GTK_BUTTON (button));
}

/* An enemy two units may attack: a click on it makes nothing yet, and
 * offers on it one button per attack, each naming who attacks whom with
 * its odds in short; the second button makes its attack. */
static void
test_two_attackers_choice (Fixture       *fixture,
                           gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnBattleWords words;
  BnBattleAction first;
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  g_autoptr(GArray) offered = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnHex target;
  guint before, from, n;
  GtkWidget *popover;
  BnBattleAction chosen;
  gboolean found = FALSE;

  if (!play_until (fixture, &p, two_attackers, &target, &first))
    {
      g_test_skip ("no enemy two units may attack came up");
      return;
    }
  words = words_of (&p);
  n = attacks_on (&p, target, &first, &from);
  for (guint i = 0; i < bn_play_window_get_n_moves (p.window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p.window, i);
      BnHex a, b;

      if (bn_combat_preview_possible (battle_of (&p), move) && hexes_of (battle_of (&p), move, &a, &b) &&
          bn_hex_equal (b, target))
        g_array_append_val (offered, *move);
    }
  before = bn_battle_get_n_actions (battle_of (&p));
  {
    double x, y;

    g_assert_true (bn_battle_board_hex_position (p.board, target, &x, &y));
    click_at (&p, x, y);
  }
  g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), ==, before);
  popover = bn_battle_board_get_popup (p.board);
  g_assert_nonnull (popover);
  {
    double x, y;

    g_assert_true (bn_battle_board_hex_position (p.board, target, &x, &y));
    look (&p, x, y, "two-attackers");
  }
  collect_buttons (popover, buttons);
  g_assert_cmpuint (buttons->len, ==, n);
  for (guint i = 0; i < offered->len; i++)
    {
      g_autofree char *named = bn_battle_words_action (&words, &g_array_index (offered, BnBattleAction, i));
      gboolean on_a_button = FALSE;

      for (guint k = 0; k < buttons->len; k++)
        if (g_str_has_prefix (button_words (g_ptr_array_index (buttons, k)), named))
          {
            on_a_button = TRUE;
            /* … with its odds in short. */
            g_assert_nonnull (strstr (button_words (g_ptr_array_index (buttons, k)), "dice"));
            if (k == 1)
              {
                chosen = g_array_index (offered, BnBattleAction, i);
                found = TRUE;
              }
          }
      g_assert_true (on_a_button);
    }
  g_assert_true (found);
  click_button (&p, g_ptr_array_index (buttons, 1));
  g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), >, before);
  g_assert_cmpmem (bn_battle_get_action (battle_of (&p), before), sizeof chosen, &chosen, sizeof chosen);
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* ---- the one unit that may move ---- */

static gboolean
one_unit_steps (Pointer        *p,
                BnHex          *out_hex,
                BnBattleAction *out_action)
{
  const BnBattle *battle = battle_of (p);
  gboolean found = FALSE;

  if (bn_battle_get_phase (battle) != BN_PHASE_MOVE)
    return FALSE;
  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p->window, i);
      BnHex a, b;

      if (move->type != BN_ACTION_MOVE_UNIT || move->b >= BN_HEX_N_DIRS || !hexes_of (battle, move, &a, &b))
        continue;
      if (found && !bn_hex_equal (a, *out_hex))
        return FALSE;
      *out_hex = a;
      *out_action = *move;
      found = TRUE;
    }
  return found;
}

/* The moves offered step one unit alone: it is drawn as picked, and it
 * is. A hex two steps off or more: the pointer on it shows the way and
 * says what a click does; the click makes the run. */
static void
test_one_unit_picked (Fixture       *fixture,
                      gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnBattleAction step;
  BnHex from, to = { 0, };
  const BnScenario *sc;
  guint n_steps = 0, before;
  gboolean far = FALSE;

  if (!play_until (fixture, &p, one_unit_steps, &from, &step))
    {
      g_test_skip ("no move phase with one unit to move came up");
      return;
    }
  sc = bn_battle_get_scenario (battle_of (&p));
  for (guint row = 0; row < sc->height && !far; row++)
    for (guint col = 0; col < sc->width && !far; col++)
      {
        BnHex hex = bn_hex_from_offset ((int) col, (int) row);
        const BnBattleAction *steps = bn_battle_board_get_path (p.board, hex, &n_steps);

        if (steps != NULL && bn_hex_distance (hex, from) >= 2 && steps[0].a == step.a)
          {
            to = hex;
            far = TRUE;
          }
      }
  g_assert_true (far);
  {
    g_autofree char *said = NULL;
    double x, y;

    g_assert_true (bn_battle_board_hex_position (p.board, to, &x, &y));
    look (&p, x, y, "one-unit-path");
    hover_hex (&p, to);
    said = bn_battle_board_describe_hex (p.board, to);
    g_assert_nonnull (strstr (said, "A click here moves"));
    g_assert_null (strstr (said, "A move is offered here"));
  }
  before = bn_battle_get_n_actions (battle_of (&p));
  {
    double x, y;

    g_assert_true (bn_battle_board_hex_position (p.board, to, &x, &y));
    click_at (&p, x, y);
  }
  bn_play_window_skip (p.window);
  drain ();
  g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), >=, before + 2);
  g_assert_true (bn_hex_equal (bn_battle_get_unit (battle_of (&p), step.a)->hex, to));
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* Whether the run @steps, made on a copy and the moves then ended, leaves
 * its unit beside an enemy and offered no attack. */
static gboolean
arrives_unable (const BnBattle       *battle,
                const BnBattleAction *steps,
                guint                 n_steps)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (0);
  g_autoptr(BnBattle) copy = bn_battle_copy (battle, chance);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  const BnBattleUnit *unit;
  gboolean beside = FALSE;

  for (guint i = 0; i < n_steps; i++)
    if (!bn_battle_apply (copy, &steps[i], NULL))
      return FALSE;
  for (guint k = 0; k < 6 && bn_battle_get_phase (copy) != BN_PHASE_BATTLE; k++)
    {
      gboolean ended = FALSE;

      g_array_set_size (legal, 0);
      bn_battle_legal_actions (copy, legal);
      for (guint i = 0; i < legal->len && !ended; i++)
        if (g_array_index (legal, BnBattleAction, i).type == BN_ACTION_END_MOVES ||
            g_array_index (legal, BnBattleAction, i).type == BN_ACTION_END_RECEIVE)
          ended = bn_battle_apply (copy, &g_array_index (legal, BnBattleAction, i), NULL);
      if (!ended)
        return FALSE;
    }
  if (bn_battle_get_phase (copy) != BN_PHASE_BATTLE)
    return FALSE;
  g_array_set_size (legal, 0);
  bn_battle_legal_actions (copy, legal);
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, BnBattleAction, i).type == BN_ACTION_BATTLE &&
        g_array_index (legal, BnBattleAction, i).a == steps[0].a)
      return FALSE;
  unit = bn_battle_get_unit (copy, steps[0].a);
  for (guint dir = 0; dir < BN_HEX_N_DIRS; dir++)
    {
      guint8 units[4];
      guint n = bn_battle_units_at (copy, bn_hex_neighbour (unit->hex, dir), units);

      for (guint i = 0; i < n; i++)
        beside |= bn_battle_get_unit (copy, units[i])->side != unit->side;
    }
  return beside;
}

static gboolean
run_to_no_battle (Pointer        *p,
                  BnHex          *out_hex,
                  BnBattleAction *out_action)
{
  const BnScenario *sc = bn_battle_get_scenario (battle_of (p));
  BnHex from;

  if (!one_unit_steps (p, &from, out_action))
    return FALSE;
  for (guint row = 0; row < sc->height; row++)
    for (guint col = 0; col < sc->width; col++)
      {
        BnHex hex = bn_hex_from_offset ((int) col, (int) row);
        guint n_steps = 0;
        const BnBattleAction *steps = bn_battle_board_get_path (p->board, hex, &n_steps);

        if (steps != NULL && steps[0].type == BN_ACTION_MOVE_UNIT && arrives_unable (battle_of (p), steps, n_steps))
          {
            *out_hex = hex;
            return TRUE;
          }
      }
  return FALSE;
}

/* A run that would leave the unit beside an enemy it then may not fight
 * (arriving facing away, say): the words on its end say so before the
 * move, with the engine's reason. */
static void
test_path_warns_no_battle (Fixture       *fixture,
                           gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnBattleAction step;
  BnHex to;
  g_autofree char *said = NULL;

  if (!play_until (fixture, &p, run_to_no_battle, &to, &step))
    {
      g_test_skip ("no run to an enemy it could not fight came up");
      return;
    }
  hover_hex (&p, to);
  said = bn_battle_board_describe_hex (p.board, to);
  g_assert_nonnull (strstr (said, "A click here moves"));
  g_assert_nonnull (strstr (said, "No battle after this move: "));
  {
    double x, y;

    g_assert_true (bn_battle_board_hex_position (p.board, to, &x, &y));
    look (&p, x, y, "path-warns");
  }
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* ---- the arrow of a turn ---- */

static gboolean
turn_offered (Pointer        *p,
              BnHex          *out_hex,
              BnBattleAction *out_action)
{
  const BnBattle *battle = battle_of (p);
  guint n_turns = 0;

  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p->window, i);
      const BnBattleUnit *unit;

      if (move->type != BN_ACTION_FACE)
        continue;
      unit = bn_battle_get_unit (battle, move->a);
      /* On an arrow into a hex of the board, drawn now. */
      if (!bn_scenario_contains (bn_battle_get_scenario (battle), bn_hex_neighbour (unit->hex, move->b)) ||
          !bn_battle_board_is_marked (p->board, unit->hex))
        continue;
      n_turns++;
      *out_hex = unit->hex;
      *out_action = *move;
    }
  return n_turns > 0;
}

/* A click on the tip of a turn's arrow, past the rim of the unit's hex
 * (over the next hex): the turn is made; the unit stays where it is. */
static void
test_arrow_turns (Fixture       *fixture,
                  gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnBattleAction turn;
  BnHex at;
  double x, y, nx, ny, tx, ty;
  guint before;

  if (!play_until (fixture, &p, turn_offered, &at, &turn))
    {
      g_test_skip ("no turn offered came up");
      return;
    }
  g_assert_true (bn_battle_board_hex_position (p.board, at, &x, &y));
  g_assert_true (bn_battle_board_hex_position (p.board, bn_hex_neighbour (at, turn.b), &nx, &ny));
  /* The arrow's tip is drawn 1.05 hex sizes out; centres are √3 sizes
   * apart, the rim between them halfway: 0.95 sizes is over the next hex. */
  tx = x + (nx - x) * 0.95 / sqrt (3.0);
  ty = y + (ny - y) * 0.95 / sqrt (3.0);
  g_assert_cmpfloat (hypot (tx - nx, ty - ny), <, hypot (tx - x, ty - y));
  look (&p, tx, ty, "arrow-tooltip");
  before = bn_battle_get_n_actions (battle_of (&p));
  click_at (&p, tx, ty);
  if (g_getenv ("BN_DEBUG_POINTER"))
    {
      const BnBattleAction *made = bn_battle_get_action (battle_of (&p), before);

      g_printerr ("turn %u %u %u at %d,%d; made %d %u %u %u; phase %d\n", turn.type, turn.a, turn.b, at.q, at.r,
                  made->type, made->a, made->b, made->c, bn_battle_get_phase (battle_of (&p)));
    }
  g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), ==, before + 1);
  g_assert_cmpint (bn_battle_get_action (battle_of (&p), before)->type, ==, BN_ACTION_FACE);
  g_assert_cmpuint (bn_battle_get_action (battle_of (&p), before)->a, ==, turn.a);
  g_assert_cmpuint (bn_battle_get_action (battle_of (&p), before)->b, ==, turn.b);
  g_assert_true (bn_hex_equal (bn_battle_get_unit (battle_of (&p), turn.a)->hex, at));
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

  g_test_add ("/board-click/hover-says-attack", Fixture, NULL, fixture_set_up, test_hover_says_attack,
              fixture_tear_down);
  g_test_add ("/board-click/click-off-centre-attacks", Fixture, NULL, fixture_set_up,
              test_click_off_centre_attacks, fixture_tear_down);
  g_test_add ("/board-click/two-attackers-choice", Fixture, NULL, fixture_set_up, test_two_attackers_choice,
              fixture_tear_down);
  g_test_add ("/board-click/one-unit-picked", Fixture, NULL, fixture_set_up, test_one_unit_picked,
              fixture_tear_down);
  g_test_add ("/board-click/path-warns-no-battle", Fixture, NULL, fixture_set_up, test_path_warns_no_battle,
              fixture_tear_down);
  g_test_add ("/board-click/arrow-turns", Fixture, NULL, fixture_set_up, test_arrow_turns, fixture_tear_down);
  return g_test_run ();
}
