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

/* ---- what looks picked is picked ---- */

/* The pixels of the board drawn now in the gold of the piece picked (and
 * of the rim ordered units once wore): pure gold, not the badges' paler
 * gold nor the objectives' darker one. */
static guint
gold_pixels (Pointer *p)
{
  GtkWidget *widget = GTK_WIDGET (p->board);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *data = NULL;
  guint n = 0;

  /* Drawn afresh by the board itself, whether or not a frame came since. */
  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node, NULL);
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  data = g_malloc ((gsize) width * (gsize) height * 4);
  /* GDK_MEMORY_DEFAULT: B, G, R, A in memory. */
  gdk_texture_download (texture, data, (gsize) width * 4);
  for (gsize i = 0; i < (gsize) width * (gsize) height; i++)
    {
      const guchar *px = data + 4 * i;

      n += px[2] >= 250 && px[1] >= 198 && px[1] <= 222 && px[0] <= 40 && px[3] == 255;
    }
  return n;
}

/* The units whose one step offered ends on @hex, from the list (at most 8). */
static guint
movers_to (Pointer *p,
           BnHex    hex,
           guint    out[8])
{
  const BnBattle *battle = battle_of (p);
  guint n = 0;

  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p->window, i);
      gboolean known = FALSE;

      if (move->type != BN_ACTION_MOVE_UNIT || move->b >= BN_HEX_N_DIRS ||
          !bn_hex_equal (bn_hex_neighbour (bn_battle_get_unit (battle, move->a)->hex, move->b), hex))
        continue;
      for (guint k = 0; k < n && !known; k++)
        known = out[k] == move->a;
      if (!known && n < 8)
        out[n++] = move->a;
    }
  return n;
}

/* A hex no unit of the person's that may act stands on, reached by
 * @want units' steps (2: two or more). */
static gboolean
hex_reached_by (Pointer *p,
                guint    want,
                BnHex   *out_hex)
{
  const BnScenario *sc = bn_battle_get_scenario (battle_of (p));

  for (guint row = 0; row < sc->height; row++)
    for (guint col = 0; col < sc->width; col++)
      {
        BnHex hex = bn_hex_from_offset ((int) col, (int) row);
        guint units[8];
        guint n = movers_to (p, hex, units);

        if ((want == 1 ? n == 1 : n >= want) && bn_battle_units_at (battle_of (p), hex, (guint8[4]) { 0 }) == 0 &&
            bn_battle_commander_at (battle_of (p), hex) < 0)
          {
            *out_hex = hex;
            return TRUE;
          }
      }
  return FALSE;
}

/* Moving, nothing picked, two units or more ordered with steps to make,
 * a hex one of them alone reaches. */
static gboolean
several_ordered (Pointer        *p,
                 BnHex          *out_hex,
                 BnBattleAction *out_action)
{
  guint units[8], n = 0;

  if (bn_battle_get_phase (battle_of (p)) != BN_PHASE_MOVE)
    return FALSE;
  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p->window, i);
      gboolean known = FALSE;

      if (move->type != BN_ACTION_MOVE_UNIT)
        continue;
      for (guint k = 0; k < n && !known; k++)
        known = units[k] == move->a;
      if (!known && n < 8)
        units[n++] = move->a;
    }
  return n >= 2 && hex_reached_by (p, 1, out_hex);
}

/* After the orders, several units ordered and none picked: none is drawn
 * in the gold of the piece picked (each wears the quieter tick of an
 * order); the pointer on a hex one of them reaches says which goes there
 * and draws its step, and the click moves it; on a hex several reach, the
 * click asks which, and the one chosen goes. */
static void
test_ordered_not_picked (Fixture       *fixture,
                         gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnBattleAction unused;
  BnHex to, many;
  BnBattleWords words;
  guint units[8];
  double x, y;

  if (!play_until (fixture, &p, several_ordered, &to, &unused))
    {
      g_test_skip ("no move phase with two units ordered came up");
      return;
    }
  words = words_of (&p);
  g_assert_cmpuint (gold_pixels (&p), ==, 0);
  g_assert_cmpuint (movers_to (&p, to, units), ==, 1);
  {
    g_autofree char *said = NULL;
    g_autofree char *expected = g_strdup_printf ("A click here moves %s 1 hex.", bn_battle_words_unit (&words, units[0]));

    hover_hex (&p, to);
    said = bn_battle_board_describe_hex (p.board, to);
    g_assert_nonnull (strstr (said, expected));
    g_assert_null (strstr (said, "A move is offered here"));
    g_assert_true (bn_battle_board_hex_position (p.board, to, &x, &y));
    look (&p, x, y, "ordered-one-reaches");
  }
  if (hex_reached_by (&p, 2, &many))
    {
      guint n = movers_to (&p, many, units);
      g_autofree char *said = NULL;
      g_autofree char *button = NULL;
      GtkWidget *popup;

      hover_hex (&p, many);
      said = bn_battle_board_describe_hex (p.board, many);
      g_assert_nonnull (strstr (said, "A click here asks which unit goes here:"));
      for (guint i = 0; i < n; i++)
        g_assert_nonnull (strstr (said, bn_battle_words_unit (&words, units[i])));
      g_assert_true (bn_battle_board_hex_position (p.board, many, &x, &y));
      look (&p, x, y, "ordered-several-reach");
      click_at (&p, x, y);
      popup = bn_battle_board_get_popup (p.board);
      g_assert_nonnull (popup);
      button = g_strdup_printf ("Move %s here", bn_battle_words_unit (&words, units[n - 1]));
      g_assert_true (click_under (&p, popup, button));
      bn_play_window_skip (p.window);
      drain ();
      g_assert_true (bn_hex_equal (bn_battle_get_unit (battle_of (&p), units[n - 1])->hex, many));
    }
  else
    {
      g_test_message ("no hex two units reach came up");
      g_assert_true (bn_battle_board_hex_position (p.board, to, &x, &y));
      click_at (&p, x, y);
      bn_play_window_skip (p.window);
      drain ();
      g_assert_true (bn_hex_equal (bn_battle_get_unit (battle_of (&p), units[0])->hex, to));
    }
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* ---- two enemy units in a hex ---- */

static gboolean
two_units_attacked (Pointer        *p,
                    BnHex          *out_hex,
                    BnBattleAction *out_action)
{
  BnHex hexes[8];
  guint n = targets (p, hexes);

  for (guint t = 0; t < n; t++)
    {
      guint from;

      if (bn_battle_units_at (battle_of (p), hexes[t], (guint8[4]) { 0 }) == 2 &&
          attacks_on (p, hexes[t], out_action, &from) >= 1 && out_action->type == BN_ACTION_BATTLE)
        {
          *out_hex = hexes[t];
          return TRUE;
        }
    }
  return FALSE;
}

/* A hex of two enemy units attacked: the words say who chooses which
 * takes the casualties (L&L, Combat: the defender where they are of
 * different types, else the attacker); where the defender chooses, a
 * click attacks at once (no choice offered that is not the attacker's). */
static void
test_two_in_hex (Fixture       *fixture,
                 gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnBattleAction attack;
  BnHex hex;
  guint8 units[4];
  gboolean defender;
  g_autofree char *said = NULL;
  double x, y;

  if (!play_until (fixture, &p, two_units_attacked, &hex, &attack))
    {
      g_test_skip ("no attack on a hex of two units came up");
      return;
    }
  bn_battle_units_at (battle_of (&p), hex, units);
  defender = bn_battle_get_unit_class (battle_of (&p), units[0])->arm !=
             bn_battle_get_unit_class (battle_of (&p), units[1])->arm;
  /* Between the two counters: the hex, not one of them. */
  g_assert_true (bn_battle_board_hex_position (p.board, hex, &x, &y));
  hover_at (&p, x, y);
  said = bn_battle_board_describe_hex (p.board, hex);
  look (&p, x, y, "two-in-hex");
  g_assert_nonnull (strstr (said, defender ? "chooses which of them takes the casualties"
                                           : "the attacker chooses which takes the casualties"));
  /* The odds shown over the tooltip say it too, under the attacks. */
  {
    GtkWidget *odds = bn_battle_board_get_odds (p.board, &attack);

    g_assert_nonnull (odds);
    g_assert_true (GTK_IS_LABEL (gtk_widget_get_last_child (gtk_widget_get_parent (odds))));
    g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (gtk_widget_get_parent (odds)))),
                              defender ? "chooses which of them takes the casualties"
                                       : "the attacker chooses which takes the casualties"));
  }
  if (defender)
    {
      guint before = bn_battle_get_n_actions (battle_of (&p));

      g_assert_null (strstr (said, "offers a choice of attacks"));
      click_at (&p, x, y);
      g_assert_null (bn_battle_board_get_popup (p.board));
      /* The attack made, then the defender's choice of who takes it. */
      g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), >=, before + 2);
      g_assert_cmpint (bn_battle_get_action (battle_of (&p), before)->type, ==, BN_ACTION_BATTLE);
      g_assert_cmpuint (bn_battle_get_action (battle_of (&p), before)->a, ==, attack.a);
      g_assert_cmpint (bn_battle_get_action (battle_of (&p), before + 1)->type, ==, BN_ACTION_TAKE_CASUALTIES);
    }
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* ---- a commander who has moved, left behind ---- */

/* Makes the move offered that @match finds, if any. */
static gboolean
make_offered (Pointer              *p,
              const BnBattleAction *match)
{
  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    if (memcmp (bn_play_window_get_move (p->window, i), match, sizeof *match) == 0)
      {
        g_assert_true (bn_play_window_make_move (p->window, i));
        drain ();
        return TRUE;
      }
  return FALSE;
}

/* In an order phase of the person's: a commander standing alone and a
 * unit beside him, both offered an order, both ordered. */
static gboolean
order_pair (Pointer *p,
            guint   *out_commander,
            guint   *out_unit)
{
  const BnBattle *battle = battle_of (p);

  if (bn_battle_get_phase (battle) != BN_PHASE_ORDER)
    return FALSE;
  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    {
      BnBattleAction c = *bn_play_window_get_move (p->window, i);
      BnHex at;

      if (c.type != BN_ACTION_ORDER_COMMANDER)
        continue;
      at = bn_battle_get_commander (battle, c.a)->hex;
      if (bn_battle_units_at (battle, at, (guint8[4]) { 0 }) != 0)
        continue;
      for (guint j = 0; j < bn_play_window_get_n_moves (p->window); j++)
        {
          BnBattleAction u = *bn_play_window_get_move (p->window, j);

          if (u.type != BN_ACTION_ORDER_UNIT || u.c != 0 ||
              bn_hex_distance (bn_battle_get_unit (battle, u.a)->hex, at) != 1 ||
              bn_battle_units_at (battle, bn_battle_get_unit (battle, u.a)->hex, (guint8[4]) { 0 }) != 1)
            continue;
          if (!make_offered (p, &c))
            return FALSE;
          bn_play_window_skip (p->window);
          drain ();
          if (!make_offered (p, &u))
            return FALSE;
          *out_commander = c.a;
          *out_unit = u.a;
          return TRUE;
        }
    }
  return FALSE;
}

/* The commander ordered moves onto the hex of the unit ordered beside
 * him: his move used, he stands with it. */
static gboolean
join_unit (Pointer *p,
           guint    commander,
           guint    unit)
{
  const BnBattle *battle = battle_of (p);
  BnHex at = bn_battle_get_commander (battle, commander)->hex, to = bn_battle_get_unit (battle, unit)->hex;

  if (bn_battle_get_phase (battle) != BN_PHASE_MOVE)
    return FALSE;
  for (guint dir = 0; dir < BN_HEX_N_DIRS; dir++)
    if (bn_hex_equal (bn_hex_neighbour (at, dir), to))
      for (guint c = 0; c < 2; c++)
        if (make_offered (p, &(BnBattleAction) { .type = BN_ACTION_MOVE_COMMANDER, .a = commander, .b = dir, .c = c }))
          return bn_hex_equal (bn_battle_get_commander (battle_of (p), commander)->hex, to);
  return FALSE;
}

/* Plays on, from seed 1 on, until a commander standing alone and a unit
 * beside him are both ordered (order_pair()) and, in the moves that
 * follow, @ready says the position is the one wanted. Returns: whether
 * it came (else the window is closed). */
typedef gboolean (*PairReady) (Pointer *p, guint commander, guint unit);

static gboolean
pair_in_moves (Fixture   *fixture,
               Pointer   *p,
               PairReady  ready,
               guint     *out_commander,
               guint     *out_unit)
{
  for (guint seed = 1; seed <= 6; seed++)
    {
      gboolean paired = FALSE;

      start_battle (fixture, p, seed);
      for (guint step = 0; step < 400; step++)
        {
          bn_play_window_skip (p->window);
          drain ();
          if (bn_battle_get_phase (battle_of (p)) == BN_PHASE_OVER)
            break;
          if (bn_battle_get_acting_side (battle_of (p)) != 0)
            continue;
          if (!paired && order_pair (p, out_commander, out_unit))
            {
              paired = TRUE;
              continue;
            }
          if (paired && bn_battle_get_phase (battle_of (p)) == BN_PHASE_MOVE)
            {
              paired = FALSE;
              if (ready (p, *out_commander, *out_unit))
                return TRUE;
            }
          play_on (p, step);
        }
      gtk_window_destroy (GTK_WINDOW (p->window));
      drain ();
      p->window = NULL;
    }
  return FALSE;
}

/* A commander who has used his own move to join a unit ordered: the unit
 * picked, the pointer on where it may go says that he has moved and
 * stays (L&L, Companies), and after the click he stands where he was. */
static void
test_commander_stays (Fixture       *fixture,
                      gconstpointer  user_data)
{
  Pointer p = { NULL, };
  guint commander = 0, unit = 0;

  if (!pair_in_moves (fixture, &p, join_unit, &commander, &unit))
    {
      g_test_skip ("no commander beside a unit ordered with him came up");
      return;
    }
  bn_play_window_skip (p.window);
  drain ();
  {
    const BnBattle *battle = battle_of (&p);
    BnBattleWords words = words_of (&p);
    BnHex from = bn_battle_get_unit (battle, unit)->hex, to = from;
    const BnScenario *sc = bn_battle_get_scenario (battle);
    g_autofree char *said = NULL;
    g_autofree char *expected = NULL;
    gboolean found = FALSE;
    double x, y;

    g_assert_cmpuint (bn_battle_get_commander (battle, commander)->moved, >, bn_battle_get_unit (battle, unit)->moved);
    click_counter (&p, from, (int) unit);
    for (guint row = 0; row < sc->height && !found; row++)
      for (guint col = 0; col < sc->width && !found; col++)
        {
          BnHex hex = bn_hex_from_offset ((int) col, (int) row);
          guint n_steps = 0;
          const BnBattleAction *steps = bn_battle_board_get_path (p.board, hex, &n_steps);

          if (steps != NULL && !bn_hex_equal (hex, from) && bn_battle_units_at (battle, hex, (guint8[4]) { 0 }) == 0)
            for (guint i = 0; i < n_steps && !found; i++)
              if (steps[i].type == BN_ACTION_MOVE_UNIT && steps[i].a == unit)
                {
                  found = TRUE;
                  to = hex;
                }
        }
    if (!found)
      {
        g_test_skip ("the unit the commander joined had nowhere to go");
        gtk_window_destroy (GTK_WINDOW (p.window));
        drain ();
        return;
      }
    hover_hex (&p, to);
    said = bn_battle_board_describe_hex (p.board, to);
    expected = g_strdup_printf ("%s has moved this turn: he stays here", bn_battle_words_commander (&words, commander));
    g_assert_nonnull (strstr (said, "A click here moves"));
    g_assert_nonnull (strstr (said, expected));
    g_assert_true (bn_battle_board_hex_position (p.board, to, &x, &y));
    look (&p, x, y, "commander-stays");
    click_at (&p, x, y);
    bn_play_window_skip (p.window);
    drain ();
    g_assert_true (bn_hex_equal (bn_battle_get_unit (battle_of (&p), unit)->hex, to));
    g_assert_true (bn_hex_equal (bn_battle_get_commander (battle_of (&p), commander)->hex, from));
  }
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* ---- a click on one's own commander does what its hover says ---- */

/* The unit, the one piece shown picked, may step onto the hex of the
 * commander, who stands there alone and has not moved. */
static gboolean
steps_onto_commander (Pointer *p,
                      guint    commander,
                      guint    unit)
{
  const BnBattle *battle = battle_of (p);
  BnHex at = bn_battle_get_commander (battle, commander)->hex;
  guint n_steps = 0;
  const BnBattleAction *steps = bn_battle_board_get_path (p->board, at, &n_steps);

  return steps != NULL && steps[0].type == BN_ACTION_MOVE_UNIT && steps[0].a == unit &&
         bn_battle_units_at (battle, at, (guint8[4]) { 0 }) == 0 &&
         bn_battle_get_commander (battle, commander)->moved == 0;
}

/* A unit and a commander standing on his own beside it, both ordered and
 * both still to move, the unit the one piece shown picked: the pointer
 * on the commander's hex says the unit goes there, and a click there (a
 * press and a release, as the display gives them) moves it there, the
 * commander staying. It once picked the commander instead, and the next
 * click, meant for the unit, moved him. */
static void
test_click_as_hover (Fixture       *fixture,
                     gconstpointer  user_data)
{
  Pointer p = { NULL, };
  guint commander = 0, unit = 0;

  if (!pair_in_moves (fixture, &p, steps_onto_commander, &commander, &unit))
    {
      g_test_skip ("no ordered unit that may step onto its ordered commander came up");
      return;
    }
  {
    const BnBattle *battle = battle_of (&p);
    BnBattleWords words = words_of (&p);
    BnHex at = bn_battle_get_commander (battle, commander)->hex, from = bn_battle_get_unit (battle, unit)->hex;
    g_autofree char *said = NULL;
    g_autofree char *promise = g_strdup_printf ("A click here moves %s 1 hex.", bn_battle_words_unit (&words, unit));
    guint before = bn_battle_get_n_actions (battle);
    double x, y;

    /* The unit is shown picked, in gold. */
    g_assert_cmpuint (gold_pixels (&p), >, 0);
    g_assert_true (bn_battle_board_hex_position (p.board, at, &x, &y));
    hover_at (&p, x, y);
    said = bn_battle_board_describe_hex (p.board, at);
    g_assert_nonnull (strstr (said, promise));
    look (&p, x, y, "click-as-hover");
    press_at (&p, x, y);
    bn_play_window_skip (p.window);
    drain ();
    battle = battle_of (&p);
    g_assert_cmpuint (bn_battle_get_n_actions (battle), >, before);
    g_assert_true (bn_hex_equal (bn_battle_get_unit (battle, unit)->hex, at));
    g_assert_true (bn_hex_equal (bn_battle_get_commander (battle, commander)->hex, at));
    g_assert_cmpuint (bn_battle_get_commander (battle, commander)->moved, ==, 0);
    /* Back where it came from, by a click there: the unit again, not him. */
    g_assert_true (bn_battle_board_hex_position (p.board, from, &x, &y));
    hover_at (&p, x, y);
    g_clear_pointer (&said, g_free);
    said = bn_battle_board_describe_hex (p.board, from);
    if (strstr (said, promise) != NULL)
      {
        press_at (&p, x, y);
        bn_play_window_skip (p.window);
        drain ();
        g_assert_true (bn_hex_equal (bn_battle_get_unit (battle_of (&p), unit)->hex, from));
        g_assert_true (bn_hex_equal (bn_battle_get_commander (battle_of (&p), commander)->hex, at));
      }
  }
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* ---- a click on a commander standing alone orders him ---- */

/* In an order phase of the person's: a commander standing on his own
 * whose order is offered. */
static gboolean
lone_commander_to_order (Pointer        *p,
                         BnHex          *out_hex,
                         BnBattleAction *out_action)
{
  const BnBattle *battle = battle_of (p);

  if (bn_battle_get_phase (battle) != BN_PHASE_ORDER)
    return FALSE;
  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p->window, i);
      BnHex at;

      if (move->type != BN_ACTION_ORDER_COMMANDER)
        continue;
      at = bn_battle_get_commander (battle, move->a)->hex;
      if (bn_battle_units_at (battle, at, (guint8[4]) { 0 }) != 0)
        continue;
      *out_hex = at;
      *out_action = *move;
      return TRUE;
    }
  return FALSE;
}

/* The pointer on him says that a click orders him, and one click (a
 * press and a release) does, leaving nothing picked in gold. It once
 * picked him for a move planned, with a gold rim and his reach, his
 * hover saying only that a move was offered there. */
static void
test_click_orders_commander (Fixture       *fixture,
                             gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnHex at;
  BnBattleAction order;
  g_autofree char *said = NULL;
  g_autofree char *promise = NULL;
  guint before;
  double x, y;

  if (!play_until (fixture, &p, lone_commander_to_order, &at, &order))
    {
      g_test_skip ("no commander standing alone came up to be ordered");
      return;
    }
  {
    BnBattleWords words = words_of (&p);

    promise = g_strdup_printf ("A click here orders %s.", bn_battle_words_commander (&words, order.a));
  }
  g_assert_true (bn_battle_board_hex_position (p.board, at, &x, &y));
  hover_at (&p, x, y);
  said = bn_battle_board_describe_hex (p.board, at);
  g_assert_nonnull (strstr (said, promise));
  before = bn_battle_get_n_actions (battle_of (&p));
  press_at (&p, x, y);
  g_assert_cmpuint (bn_battle_get_n_actions (battle_of (&p)), ==, before + 1);
  g_assert_true (memcmp (bn_battle_get_action (battle_of (&p), before), &order, sizeof order) == 0);
  g_assert_cmpuint (gold_pixels (&p), ==, 0);
  look (&p, x, y, "click-orders-commander");
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* ---- the hover on an enemy ---- */

/* In the moves of the person's, one unit shown picked: an enemy a run of
 * it ends in a fight with. */
static gboolean
run_to_fight (Pointer        *p,
              BnHex          *out_hex,
              BnBattleAction *out_action)
{
  const BnBattle *battle = battle_of (p);

  if (bn_battle_get_phase (battle) != BN_PHASE_MOVE)
    return FALSE;
  for (guint u = 0; u < bn_battle_get_n_units (battle); u++)
    {
      const BnBattleUnit *enemy = bn_battle_get_unit (battle, u);
      guint n_steps = 0;
      const BnBattleAction *steps;

      if (enemy->side == 0 || enemy->figures == 0)
        continue;
      steps = bn_battle_board_get_path (p->board, enemy->hex, &n_steps);
      if (steps != NULL && n_steps > 1 && steps[0].type == BN_ACTION_MOVE_UNIT &&
          steps[n_steps - 1].type == BN_ACTION_BATTLE)
        {
          *out_hex = enemy->hex;
          *out_action = steps[n_steps - 1];
          return TRUE;
        }
    }
  return FALSE;
}

/* The pointer on that enemy says the unit moves and then attacks it, not
 * that it moves there. */
static void
test_enemy_no_move_into (Fixture       *fixture,
                         gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnHex at;
  BnBattleAction fight;
  g_autofree char *said = NULL;
  g_autofree char *what = NULL;

  if (!play_until (fixture, &p, run_to_fight, &at, &fight))
    {
      g_test_skip ("no run that ends in a fight came up");
      return;
    }
  {
    BnBattleWords words = words_of (&p);

    what = bn_battle_words_action (&words, &fight);
  }
  hover_hex (&p, at);
  said = bn_battle_board_describe_hex (p.board, at);
  g_test_message ("%s", said);
  g_assert_nonnull (strstr (said, ", then attacks: "));
  g_assert_nonnull (strstr (said, what));
  g_assert_null (strstr (said, "hexes.\n"));
  {
    double x, y;

    g_assert_true (bn_battle_board_hex_position (p.board, at, &x, &y));
    look (&p, x, y, "enemy-no-move-into");
  }
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* In the moves of the person's: an enemy that no unit of his could attack
 * once the moves are over (tried on a copy), for which the engine has a
 * reason; @out_action->a: that enemy. */
static gboolean
enemy_out_of_battle (Pointer        *p,
                     BnHex          *out_hex,
                     BnBattleAction *out_action)
{
  const BnBattle *battle = battle_of (p);
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnBattle) copy = NULL;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

  if (bn_battle_get_phase (battle) != BN_PHASE_MOVE)
    return FALSE;
  chance = bn_chance_new_seeded (0);
  copy = bn_battle_copy (battle, chance);
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
  if (bn_battle_get_phase (copy) != BN_PHASE_BATTLE || bn_battle_get_acting_side (copy) != 0)
    return FALSE;
  g_array_set_size (legal, 0);
  bn_battle_legal_actions (copy, legal);
  for (guint e = 0; e < bn_battle_get_n_units (battle); e++)
    {
      const BnBattleUnit *enemy = bn_battle_get_unit (battle, e);
      gboolean attacked = FALSE, near = FALSE;

      if (enemy->side == 0 || enemy->figures == 0)
        continue;
      for (guint i = 0; i < legal->len; i++)
        attacked |= g_array_index (legal, BnBattleAction, i).type == BN_ACTION_BATTLE &&
                    g_array_index (legal, BnBattleAction, i).b == e;
      for (guint u = 0; u < bn_battle_get_n_units (battle); u++)
        near |= bn_battle_get_unit (battle, u)->side == 0 && bn_battle_get_unit (battle, u)->figures > 0 &&
                bn_hex_distance (bn_battle_get_unit (battle, u)->hex, enemy->hex) <= 3;
      if (!attacked && near && bn_battle_get_n_units (battle) > 0)
        {
          *out_hex = enemy->hex;
          *out_action = (BnBattleAction) { .a = (guint8) e };
          return TRUE;
        }
    }
  return FALSE;
}

/* The pointer on such an enemy, in the moves, says why there is no battle
 * with it, in the engine's words for one of the person's units. */
static void
test_enemy_why_not (Fixture       *fixture,
                    gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnHex at;
  BnBattleAction which;
  g_autofree char *said = NULL;

  if (!play_until (fixture, &p, enemy_out_of_battle, &at, &which))
    {
      g_test_skip ("no enemy near that could not be attacked came up");
      return;
    }
  hover_hex (&p, at);
  said = bn_battle_board_describe_hex (p.board, at);
  g_test_message ("%s", said);
  g_assert_nonnull (strstr (said, "\nNo battle now: were the moves over, "));
  g_assert_nonnull (strstr (said, " could not attack it, since "));
  {
    double x, y;

    g_assert_true (bn_battle_board_hex_position (p.board, at, &x, &y));
    look (&p, x, y, "enemy-why-not");
  }
  gtk_window_destroy (GTK_WINDOW (p.window));
  drain ();
}

/* ---- where a unit falls back ---- */

static gboolean
retreat_offered (Pointer        *p,
                 BnHex          *out_hex,
                 BnBattleAction *out_action)
{
  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p->window, i);

      if (move->type == BN_ACTION_RETREAT && move->b < BN_HEX_N_DIRS)
        {
          *out_action = *move;
          *out_hex = bn_hex_neighbour (bn_battle_get_unit (battle_of (p), move->a)->hex, move->b);
          return TRUE;
        }
    }
  return FALSE;
}

/* Each hex a unit of the person's may fall back to says who falls back
 * there and, where a unit of his stands there already, that the two share
 * it (L&L, Retreat rules: only two friendly units close a hex). */
static void
test_retreat_words (Fixture       *fixture,
                    gconstpointer  user_data)
{
  Pointer p = { NULL, };
  BnBattleAction retreat;
  BnHex hex;
  BnBattleWords words;

  if (!play_until (fixture, &p, retreat_offered, &hex, &retreat))
    {
      g_test_skip ("no retreat of the person's came up");
      return;
    }
  words = words_of (&p);
  for (guint i = 0; i < bn_play_window_get_n_moves (p.window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p.window, i);
      const BnBattle *battle = battle_of (&p);
      g_autofree char *said = NULL;
      g_autofree char *falls = NULL;
      guint8 there[4];

      if (move->type != BN_ACTION_RETREAT || move->b >= BN_HEX_N_DIRS)
        continue;
      hex = bn_hex_neighbour (bn_battle_get_unit (battle, move->a)->hex, move->b);
      hover_hex (&p, hex);
      said = bn_battle_board_describe_hex (p.board, hex);
      falls = g_strdup_printf ("A click here makes %s fall back here.", bn_battle_words_unit (&words, move->a));
      g_assert_nonnull (strstr (said, falls));
      g_assert_null (strstr (said, "A move is offered here"));
      if (bn_battle_units_at (battle, hex, there) == 1)
        g_assert_nonnull (strstr (said, "will share this hex with"));
    }
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
  g_test_add ("/board-marks/ordered-not-picked", Fixture, NULL, fixture_set_up, test_ordered_not_picked,
              fixture_tear_down);
  g_test_add ("/board-marks/two-in-hex", Fixture, NULL, fixture_set_up, test_two_in_hex, fixture_tear_down);
  g_test_add ("/board-marks/commander-stays", Fixture, NULL, fixture_set_up, test_commander_stays,
              fixture_tear_down);
  g_test_add ("/board-marks/click-as-hover", Fixture, NULL, fixture_set_up, test_click_as_hover, fixture_tear_down);
  g_test_add ("/board-marks/click-orders-commander", Fixture, NULL, fixture_set_up, test_click_orders_commander,
              fixture_tear_down);
  g_test_add ("/board-marks/enemy-no-move-into", Fixture, NULL, fixture_set_up, test_enemy_no_move_into,
              fixture_tear_down);
  g_test_add ("/board-marks/enemy-why-not", Fixture, NULL, fixture_set_up, test_enemy_why_not, fixture_tear_down);
  g_test_add ("/board-marks/retreat-words", Fixture, NULL, fixture_set_up, test_retreat_words, fixture_tear_down);
  return g_test_run ();
}
