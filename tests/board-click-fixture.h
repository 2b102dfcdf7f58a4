/* board-click-fixture.h — the battle the hex board's pointer tests play
 * (Baron Hugh's host against Count Odo's on tests/scenarios/
 * south-moves-first.xml, Hugh's side the person's, under Lords & Levies),
 * played on until a position a test needs comes up, and the pointer put
 * on it: resting, clicking, looked at. Each test file includes it once,
 * after ui-fixture.h and pointer-fixture.h. */
#pragma once

#include <string.h>

#include "bn-battle-ai.h"
#include "bn-battle-words.h"
#include "bn-combat-preview.h"

static const BnBattle *
battle_of (Pointer *p)
{
  return bn_played_battle_get_battle (bn_play_window_get_played (p->window));
}

static G_GNUC_UNUSED BnBattleWords
words_of (Pointer *p)
{
  BnPlayedBattle *played = bn_play_window_get_played (p->window);

  return (BnBattleWords) { battle_of (p), { bn_played_battle_get_army (played, 0),
                                            bn_played_battle_get_army (played, 1) } };
}

/* Baron Hugh's host against Count Odo's on the field where Hugh moves
 * first, Hugh's side played by the person, Odo's by the computer. */
static G_GNUC_UNUSED void
start_battle (Fixture *fixture,
              Pointer *p,
              guint    seed)
{
  open_south_first (fixture, p, seed, save_army);
}

/* The person's next move, as the computer's mind would make it, from the
 * list. */
static G_GNUC_UNUSED void
play_on (Pointer *p,
         guint    step)
{
  g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 101 + step);
  BnBattleAction action;

  g_assert_true (bn_battle_ai_choose (ai, battle_of (p), &action));
  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    if (memcmp (bn_play_window_get_move (p->window, i), &action, sizeof action) == 0)
      {
        g_assert_true (bn_play_window_make_move (p->window, i));
        break;
      }
  drain ();
}

typedef gboolean (*Wanted) (Pointer *p, BnHex *out_hex, BnBattleAction *out_action);

/* Plays on, from @seed on, until @wanted finds its position, nothing
 * picked. Returns: whether it did (else the window is closed). */
static G_GNUC_UNUSED gboolean
play_until (Fixture        *fixture,
            Pointer        *p,
            Wanted          wanted,
            BnHex          *out_hex,
            BnBattleAction *out_action)
{
  for (guint seed = 1; seed <= 6; seed++)
    {
      start_battle (fixture, p, seed);
      for (guint step = 0; step < 600; step++)
        {
          bn_play_window_skip (p->window);
          drain ();
          if (bn_battle_get_phase (battle_of (p)) == BN_PHASE_OVER)
            break;
          if (bn_battle_get_acting_side (battle_of (p)) == 0 && wanted (p, out_hex, out_action))
            return TRUE;
          play_on (p, step);
        }
      gtk_window_destroy (GTK_WINDOW (p->window));
      drain ();
      p->window = NULL;
    }
  return FALSE;
}

/* The attacks offered on @hex, and from how many hexes. */
static G_GNUC_UNUSED guint
attacks_on (Pointer        *p,
            BnHex           hex,
            BnBattleAction *out_first,
            guint          *out_from)
{
  const BnBattle *battle = battle_of (p);
  BnHex from[8];
  guint n = 0, n_from = 0;

  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p->window, i);
      BnHex a, b;
      gboolean known = FALSE;

      if (!bn_combat_preview_possible (battle, move) || !hexes_of (battle, move, &a, &b) || !bn_hex_equal (b, hex))
        continue;
      if (n++ == 0)
        *out_first = *move;
      for (guint k = 0; k < n_from && !known; k++)
        known = bn_hex_equal (from[k], a);
      if (!known && n_from < G_N_ELEMENTS (from))
        from[n_from++] = a;
    }
  *out_from = n_from;
  return n;
}

/* The hexes of the enemies the moves offered may attack (at most 8). */
static G_GNUC_UNUSED guint
targets (Pointer *p,
         BnHex    out[8])
{
  const BnBattle *battle = battle_of (p);
  guint n = 0;

  for (guint i = 0; i < bn_play_window_get_n_moves (p->window); i++)
    {
      const BnBattleAction *move = bn_play_window_get_move (p->window, i);
      BnHex a, b;
      gboolean known = FALSE;

      if (!bn_combat_preview_possible (battle, move) || !hexes_of (battle, move, &a, &b))
        continue;
      for (guint k = 0; k < n && !known; k++)
        known = bn_hex_equal (out[k], b);
      if (!known && n < 8)
        out[n++] = b;
    }
  return n;
}

/* The words the engine's preview gives of @action now. */
static G_GNUC_UNUSED char *
preview_words (Pointer              *p,
               const BnBattleAction *action)
{
  BnBattleWords words = words_of (p);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCombatPreview) preview = bn_combat_preview_new (battle_of (p), action, 1000,
                                                              bn_battle_get_n_actions (battle_of (p)) + 1, &error);

  g_assert_no_error (error);
  return bn_battle_words_preview (&words, preview);
}

static G_GNUC_UNUSED void
hover_at (Pointer *p,
          double   x,
          double   y)
{
  GtkEventController *hover = controller (GTK_WIDGET (p->board), GTK_TYPE_EVENT_CONTROLLER_MOTION, 0);

  g_signal_emit_by_name (hover, "motion", x, y);
}

static G_GNUC_UNUSED void
hover_hex (Pointer *p,
           BnHex    hex)
{
  double x, y;

  g_assert_true (bn_battle_board_hex_position (p->board, hex, &x, &y));
  hover_at (p, x, y);
}

static G_GNUC_UNUSED void
click_at (Pointer *p,
          double   x,
          double   y)
{
  GtkEventController *click = controller (GTK_WIDGET (p->board), GTK_TYPE_GESTURE_CLICK, GDK_BUTTON_PRIMARY);

  hover_at (p, x, y);
  g_signal_emit_by_name (click, "released", 1, x, y);
  p->clicks++;
  drain ();
}

/* For a person to look at (BN_SHOT_DIR set, the display's own): the
 * display's pointer put on the board's (@x, @y), then the screen saved
 * as @name.png there, the window given time to settle. */
static G_GNUC_UNUSED void
look (Pointer    *p,
      double      x,
      double      y,
      const char *name)
{
  const char *dir = g_getenv ("BN_SHOT_DIR");
  graphene_point_t at;
  g_autofree char *move = NULL;
  g_autofree char *shot = NULL;

  if (dir == NULL ||
      !gtk_widget_compute_point (GTK_WIDGET (p->board), GTK_WIDGET (p->window), &GRAPHENE_POINT_INIT (x, y), &at))
    return;
  move = g_strdup_printf ("xdotool mousemove %d %d", (int) at.x, (int) at.y);
  g_spawn_command_line_sync (move, NULL, NULL, NULL, NULL);
  for (guint k = 0; k < 100; k++)
    {
      g_usleep (10000);
      g_main_context_iteration (NULL, FALSE);
    }
  shot = g_strdup_printf ("import -window root %s/%s.png", dir, name);
  g_spawn_command_line_sync (shot, NULL, NULL, NULL, NULL);
}


/* A press and release at (@x, @y) as the display gives them: the drag
 * gesture begins and ends where it began, the click is released between. */
static G_GNUC_UNUSED void
press_at (Pointer *p,
          double   x,
          double   y)
{
  GtkEventController *click = controller (GTK_WIDGET (p->board), GTK_TYPE_GESTURE_CLICK, GDK_BUTTON_PRIMARY);
  GtkEventController *drag = controller (GTK_WIDGET (p->board), GTK_TYPE_GESTURE_DRAG, 0);

  hover_at (p, x, y);
  g_signal_emit_by_name (drag, "drag-begin", x, y);
  g_signal_emit_by_name (click, "released", 1, x, y);
  g_signal_emit_by_name (drag, "drag-end", 0.0, 0.0);
  p->clicks++;
  drain ();
}
