/* bench-board.c — how long the board takes to draw, and the computer to answer.
 *
 * Run by hand under a display (see docs/performance.md): it prints figures
 * and asserts nothing about time.
 *
 *   bench-board [FRAMES] [BATTLES]
 *
 * The board: a 1280×800 window showing a battle in the middle of its
 * course, with the marks of its legal actions; a full redraw draws the
 * terrain afresh (the view is changed between frames so the cached terrain
 * is dropped), snapshots the widget and rasterises the render node with
 * cairo, as GSK_RENDERER=cairo does. Two boards: the largest shipped
 * scenario (13 × 9) and the largest board the engine takes (32 × 32, every
 * terrain). The computer: sensible AI against sensible AI over whole
 * battles, each choice timed, and each reply (what the computer plays
 * before the other side acts again) summed.
 */
#include "bn-config.h"

#include <gtk/gtk.h>

#include "bn-battle-ai.h"
#include "bn-battle-board.h"
#include "bn-battle-rules-xml.h"

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
report (const char *what,
        GArray     *ms)
{
  double sum = 0;

  g_array_sort (ms, compare_doubles);
  for (guint i = 0; i < ms->len; i++)
    sum += g_array_index (ms, double, i);
  g_print ("%-44s n=%-6u median %7.3f ms  mean %7.3f ms  p95 %7.3f ms  max %7.3f ms\n", what, ms->len,
           g_array_index (ms, double, ms->len / 2), sum / ms->len,
           g_array_index (ms, double, MIN (ms->len - 1, ms->len * 95 / 100)), g_array_index (ms, double, ms->len - 1));
}

/* A board of @size × @size with every terrain the rules know, in bands. */
static BnScenario *
big_scenario (const BnBattleRules *rules,
              guint                size)
{
  BnScenario *sc = bn_scenario_new ("bench-big", size, size);
  guint n = bn_battle_rules_get_n_terrains (rules);

  for (guint row = 0; row < size; row++)
    for (guint col = 0; col < size; col++)
      {
        guint t = (row * 7 + col * 3) % (n * 2);

        /* Half open ground, the rest each terrain in turn; none impassable where units deploy. */
        if (t < n && row > 3 && row < size - 4)
          bn_scenario_set_terrain (sc, rules, (int) col, (int) row, bn_battle_rules_get_terrain (rules, t)->id);
      }
  bn_scenario_set_zone_rows (sc, 0, size - 3, size - 1);
  bn_scenario_set_zone_rows (sc, 1, 0, 2);
  bn_scenario_add_objective (sc, (int) size / 2, (int) size / 2, 2);
  bn_scenario_add_objective (sc, (int) size / 4, (int) size / 2, 1);
  sc->victory_target = 7;
  return sc;
}

/* The battle after @n_actions of AI play. */
static BnBattle *
battle_midway (BnBattleRules    *rules,
               const BnScenario *sc,
               guint             n_actions,
               BnChance        **out_chance)
{
  g_autoptr(BnBattleArmy) a = bn_battle_army_new_sample (rules, "Blue", 12);
  g_autoptr(BnBattleArmy) b = bn_battle_army_new_sample (rules, "Red", 12);
  g_autoptr(GError) error = NULL;
  BnChance *chance = bn_chance_new_seeded (7);
  BnBattle *battle = bn_battle_new (rules, sc, a, b, chance, &error);

  if (battle == NULL)
    g_error ("%s", error->message);
  for (guint i = 0; i < n_actions && bn_battle_get_phase (battle) != BN_PHASE_OVER; i++)
    {
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, i);
      BnBattleAction action;

      if (!bn_battle_ai_choose (ai, battle, &action) || !bn_battle_apply (battle, &action, NULL))
        break;
    }
  *out_chance = chance;
  return battle;
}

static void
bench_board (BnBattleRules    *rules,
             const BnScenario *sc,
             const char       *name,
             guint             frames)
{
  BnChance *chance = NULL;
  BnBattle *battle = battle_midway (rules, sc, 120, &chance);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *board = bn_battle_board_new ();
  g_autoptr(GArray) full = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cached = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) snap_full = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) snap_cached = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (BnBoardMark));
  g_autofree char *full_name = g_strdup_printf ("%s: full redraw + raster", name);
  g_autofree char *cached_name = g_strdup_printf ("%s: frame, terrain cached, + raster", name);
  int w, h;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_set_child (GTK_WINDOW (window), board);
  bn_battle_board_set_battle (BN_BATTLE_BOARD (board), battle);
  bn_battle_legal_actions (battle, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *action = &g_array_index (legal, BnBattleAction, i);

      if (action->a < bn_battle_get_n_units (battle))
        {
          BnBoardMark mark = { bn_battle_get_unit (battle, action->a)->hex, BN_BOARD_MARK_SELECT, 0 };

          g_array_append_val (marks, mark);
        }
    }
  bn_battle_board_set_marks (BN_BATTLE_BOARD (board), (BnBoardMark *) (void *) marks->data, marks->len);
  gtk_window_present (GTK_WINDOW (window));
  while (gtk_widget_get_width (board) < 100)
    g_main_context_iteration (NULL, TRUE);
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  w = gtk_widget_get_width (board);
  h = gtk_widget_get_height (board);

  for (guint f = 0; f < frames * 2; f++)
    {
      gboolean fresh = f % 2 == 0;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
      cairo_t *cr = cairo_create (surface);
      GtkSnapshot *snapshot;
      GskRenderNode *node;
      gint64 start;

      /* A change of view drops the terrain drawn before. */
      if (fresh)
        bn_battle_board_set_zoom (BN_BATTLE_BOARD (board), (f / 2) % 2 == 0 ? 1.0 : 1.0001);
      start = g_get_monotonic_time ();
      snapshot = gtk_snapshot_new ();
      GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      {
        double ms = (g_get_monotonic_time () - start) / 1000.0;

        g_array_append_val (fresh ? snap_full : snap_cached, ms);
      }
      if (node != NULL)
        gsk_render_node_draw (node, cr);
      cairo_surface_flush (surface);
      {
        double ms = (g_get_monotonic_time () - start) / 1000.0;

        g_array_append_val (fresh ? full : cached, ms);
      }
      g_clear_pointer (&node, gsk_render_node_unref);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
  g_print ("%s: board %d × %d px, %u units, %u marks\n", name, w, h, bn_battle_get_n_units (battle), marks->len);
  report (full_name, full);
  report ("  of which the snapshot", snap_full);
  report (cached_name, cached);
  report ("  of which the snapshot", snap_cached);
  gtk_window_destroy (GTK_WINDOW (window));
  bn_battle_free (battle);
  bn_chance_free (chance);
}

static void
bench_ai (BnBattleRules *rules,
          guint          battles)
{
  g_autoptr(GArray) choices = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) replies = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(BnBattleArmy) a = bn_battle_army_new_sample (rules, "Blue", 12);
  g_autoptr(BnBattleArmy) b = bn_battle_army_new_sample (rules, "Red", 12);

  for (guint n = 0; n < battles; n++)
    {
      g_autoptr(BnScenario) sc = bn_scenario_new_random (rules, 100 + n);
      g_autoptr(BnChance) chance = bn_chance_new_seeded (n);
      g_autoptr(BnBattle) battle = bn_battle_new (rules, sc, a, b, chance, NULL);
      double reply = 0;
      guint replying = G_MAXUINT;

      sc->turn_limit = BN_BATTLE_AI_TURN_LIMIT;
      for (guint i = 0; battle != NULL && bn_battle_get_phase (battle) != BN_PHASE_OVER && i < 20000; i++)
        {
          g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, bn_battle_ai_derive_seed (n, 3 + i));
          guint side = bn_battle_get_acting_side (battle);
          BnBattleAction action;
          gint64 start = g_get_monotonic_time ();
          double ms;

          if (!bn_battle_ai_choose (ai, battle, &action))
            break;
          ms = (g_get_monotonic_time () - start) / 1000.0;
          g_array_append_val (choices, ms);
          if (side != replying && replying != G_MAXUINT)
            {
              g_array_append_val (replies, reply);
              reply = 0;
            }
          replying = side;
          reply += ms;
          if (!bn_battle_apply (battle, &action, NULL))
            break;
        }
      if (reply > 0)
        g_array_append_val (replies, reply);
    }
  report ("AI: one choice", choices);
  report ("AI: one reply (its moves until the other acts)", replies);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = NULL;
  g_autoptr(BnScenario) shipped = NULL;
  g_autoptr(BnScenario) big = NULL;
  guint frames = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 200;
  guint battles = argc > 2 ? (guint) g_ascii_strtoull (argv[2], NULL, 10) : 20;

  gtk_init ();
  rules = bn_battle_rules_load_default (&error);
  if (rules == NULL)
    g_error ("%s", error->message);
  shipped = bn_scenario_new_builtin (rules, BN_SCENARIO_FORTIFIED_LINE);
  big = big_scenario (rules, BN_SCENARIO_MAX_SIZE);
  bench_board (rules, shipped, "13 × 9 (fortified line)", MAX (frames, 1u));
  bench_board (rules, big, "32 × 32 (every terrain)", MAX (frames, 1u));
  bench_ai (rules, MAX (battles, 1u));
  return 0;
}
