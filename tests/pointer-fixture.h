/* pointer-fixture.h — a person's pointer on the play window's board, for
 * the window tests: clicks and right clicks through the board's own
 * gestures (their signals, with the point clicked), buttons clicked by
 * what they say, and where on the board an action's pieces stand. Each
 * test file includes it once, after ui-fixture.h, and gives battle_of(). */
#pragma once

#include "bn-battle-board.h"
#include "bn-play-window.h"
#include "bn-table-board.h"

typedef struct
{
  BnPlayWindow *window;
  BnBattleBoard *board;   /* the hex board, or NULL */
  BnTableBoard *table;    /* the open table (Junior General), or NULL */
  guint clicks;           /* pointer actions so far */
  guint by_list;          /* of them, rows of the list in words (none expected) */
  guint paths;            /* runs of several steps made by one click */
  guint chains;           /* clicks on the bar that ended two phases or more */
  guint planned;          /* on the open table: drags onto an enemy, a move and a charge planned */
  gboolean want_run;      /* the drag under way is meant to end a run where the board marks one */
  guint asked;            /* on a networked board: the number of the decision asked for */
} Pointer;

static const BnBattle *battle_of (Pointer *p);

/* Whether @button's tooltip tells @text: an action's words, alone or
 * followed, on lines of their own, by what it risks and brings. */
static G_GNUC_UNUSED gboolean
tooltip_tells (GtkWidget  *button,
               const char *text)
{
  const char *tip = gtk_widget_get_tooltip_text (button);
  size_t n = strlen (text);

  return tip != NULL && strncmp (tip, text, n) == 0 && (tip[n] == '\0' || tip[n] == '\n');
}

static G_GNUC_UNUSED GtkEventController *
controller (GtkWidget *widget,
            GType      type,
            guint      button)
{
  g_autoptr(GListModel) list = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(GtkEventController) c = g_list_model_get_item (list, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type) &&
          (button == 0 || gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (c)) == button))
        return c;
    }
  g_assert_not_reached ();
}

static G_GNUC_UNUSED void
right_click_hex (Pointer *p,
                 BnHex    hex)
{
  GtkEventController *menu = controller (GTK_WIDGET (p->board), GTK_TYPE_GESTURE_CLICK, GDK_BUTTON_SECONDARY);
  double x, y;

  g_assert_true (bn_battle_board_hex_position (p->board, hex, &x, &y));
  g_signal_emit_by_name (menu, "pressed", 1, x, y);
  p->clicks++;
  drain ();
}

static G_GNUC_UNUSED void
click_button (Pointer   *p,
              GtkWidget *button)
{
  g_signal_emit_by_name (button, "clicked");
  p->clicks++;
  drain ();
}

/* Clicks the button under @widget that says @words (opening the folded
 * group it is in first, a click more). */
static G_GNUC_UNUSED gboolean
click_under (Pointer    *p,
             GtkWidget  *widget,
             const char *words)
{
  for (GtkWidget *child = widget != NULL ? gtk_widget_get_first_child (widget) : NULL; child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), words) == 0)
        {
          GtkWidget *expander = gtk_widget_get_ancestor (child, GTK_TYPE_EXPANDER);

          if (expander != NULL && !gtk_expander_get_expanded (GTK_EXPANDER (expander)))
            {
              gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
              p->clicks++;
            }
          click_button (p, child);
          return TRUE;
        }
      if (click_under (p, child, words))
        return TRUE;
      /* A folded group holds its buttons out of the widgets shown. */
      if (GTK_IS_EXPANDER (child) && !gtk_expander_get_expanded (GTK_EXPANDER (child)))
        {
          GtkWidget *inner = gtk_expander_get_child (GTK_EXPANDER (child));

          for (GtkWidget *b = gtk_widget_get_first_child (inner); b != NULL; b = gtk_widget_get_next_sibling (b))
            if (GTK_IS_BUTTON (b) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (b)), words) == 0)
              {
                gtk_expander_set_expanded (GTK_EXPANDER (child), TRUE);
                p->clicks++;
                click_button (p, b);
                return TRUE;
              }
        }
    }
  return FALSE;
}

/* The hex of the piece that makes @action, and the hex it is about. */
static G_GNUC_UNUSED gboolean
hexes_of (const BnBattle       *battle,
          const BnBattleAction *action,
          BnHex                *actor,
          BnHex                *other)
{
  guint n_units = bn_battle_get_n_units (battle), n_commanders = bn_battle_get_n_commanders (battle);

  switch (action->type)
    {
    case BN_ACTION_BATTLE:
      *actor = bn_battle_get_unit (battle, action->a)->hex;
      *other = bn_battle_get_unit (battle, action->b)->hex;
      return TRUE;
    case BN_ACTION_ATTACK_COMMANDER:
    case BN_ACTION_TAKE_PRISONER:
      *actor = bn_battle_get_unit (battle, action->a)->hex;
      *other = bn_battle_get_commander (battle, action->b)->hex;
      return TRUE;
    case BN_ACTION_CHALLENGE:
      *actor = bn_battle_get_commander (battle, action->a)->hex;
      *other = bn_battle_get_commander (battle, action->b)->hex;
      return TRUE;
    case BN_ACTION_DEPLOY:
      *actor = bn_battle_get_unit (battle, action->a)->hex;
      *other = bn_hex_from_offset (action->b, action->c);
      return TRUE;
    case BN_ACTION_ORDER_UNIT:
    case BN_ACTION_RALLY:
    case BN_ACTION_FACE:
    case BN_ACTION_RECEIVE:
    case BN_ACTION_MOVE_UNIT:
    case BN_ACTION_RETREAT:
      if (action->a >= n_units)
        return FALSE;
      *actor = *other = bn_battle_get_unit (battle, action->a)->hex;
      return TRUE;
    case BN_ACTION_MOVE_COMMANDER:
      if (action->a >= n_commanders)
        return FALSE;
      if (bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (bn_battle_get_rules (battle))))
        {
          /* Lionheart: from the unit he leads from to unit b. */
          const BnBattleCommander *c = bn_battle_get_commander (battle, action->a);

          *actor = c->attached >= 0 ? bn_battle_get_unit (battle, (guint) c->attached)->hex : c->hex;
          *other = bn_battle_get_unit (battle, action->b)->hex;
          return TRUE;
        }
      *actor = *other = bn_battle_get_commander (battle, action->a)->hex;
      return TRUE;
    case BN_ACTION_ORDER_COMMANDER:
      if (action->a >= n_commanders)
        return FALSE;
      *actor = *other = bn_battle_get_commander (battle, action->a)->hex;
      return TRUE;
    case BN_ACTION_ORDER_GROUP:
    case BN_ACTION_MOVE_GROUP:
      *actor = *other = bn_battle_get_commander (battle, bn_battle_get_group (battle, action->a)->captain)->hex;
      return TRUE;
    default:
      return FALSE;
    }
}

/* Where a person points at @hex: at the counter of @unit, if it stands
 * there (on a hex of two units, each has its own), else the centre. */
static G_GNUC_UNUSED void
point_of (Pointer *p,
          BnHex    hex,
          int      unit,
          double  *x,
          double  *y)
{
  const BnBattle *battle = battle_of (p);

  if (unit >= 0 && (guint) unit < bn_battle_get_n_units (battle) &&
      bn_hex_equal (bn_battle_get_unit (battle, (guint) unit)->hex, hex) &&
      bn_battle_board_unit_position (p->board, (guint) unit, x, y))
    return;
  g_assert_true (bn_battle_board_hex_position (p->board, hex, x, y));
}

/* A click on the counter of @unit on @hex (or the hex's centre). */
static G_GNUC_UNUSED void
click_counter (Pointer *p,
               BnHex    hex,
               int      unit)
{
  GtkEventController *hover = controller (GTK_WIDGET (p->board), GTK_TYPE_EVENT_CONTROLLER_MOTION, 0);
  GtkEventController *click = controller (GTK_WIDGET (p->board), GTK_TYPE_GESTURE_CLICK, GDK_BUTTON_PRIMARY);
  double x, y;

  point_of (p, hex, unit, &x, &y);
  g_signal_emit_by_name (hover, "motion", x, y);
  g_signal_emit_by_name (click, "released", 1, x, y);
  p->clicks++;
  drain ();
}

/* The unit that makes @action, or −1 (a leader, a retainer, the side). */
static G_GNUC_UNUSED int
actor_unit (const BnBattleAction *action)
{
  switch (action->type)
    {
    case BN_ACTION_ORDER_UNIT:
    case BN_ACTION_FACE:
    case BN_ACTION_RECEIVE:
    case BN_ACTION_RALLY:
    case BN_ACTION_MOVE_UNIT:
    case BN_ACTION_RETREAT:
    case BN_ACTION_BATTLE:
    case BN_ACTION_ATTACK_COMMANDER:
    case BN_ACTION_TAKE_PRISONER:
    case BN_ACTION_DEPLOY:
      return (int) action->a;
    default:
      return -1;
    }
}

typedef gint64 (*SaveHost) (Fixture *fixture, gint64 leader_id, const char *name, const char *const *types);

/* Baron Hugh's host (saved by @save_mine) against Count Odo's of three
 * colours on the field where Hugh moves first (scenarios/
 * south-moves-first.xml), Hugh's side played by the person, Odo's by the
 * computer, under Lords & Levies: its window opened and shown. */
static G_GNUC_UNUSED void
open_south_first (Fixture  *fixture,
                  Pointer  *p,
                  guint     seed,
                  SaveHost  save_mine)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", "men-at-arms", "mounted-sergeants", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", "mounted-sergeants", NULL };
  g_autofree char *field = g_test_build_filename (G_TEST_DIST, "scenarios", "south-moves-first.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = NULL;
  BnPlayedBattle *played;

  static gint64 saved[2];

  if (fixture->app == NULL)
    {
      g_autoptr(BnStore) first = bn_store_open (fixture->db_path, &error);
      g_autoptr(BnLeader) odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);

      g_assert_no_error (error);
      g_assert_true (bn_store_insert_leader (first, odo, &error));
      g_assert_no_error (error);
      saved[0] = save_mine (fixture, fixture->leader_id, "Hugh's host", mine);
      saved[1] = save_army (fixture, odo->id, "Odo's host", theirs);
      start_app (fixture);
    }
  store = bn_store_open (fixture->db_path, &error);
  g_assert_no_error (error);
  played = bn_played_battle_start_with_rules (store, saved[0], saved[1], field, seed, BN_PLAYED_BY_PEOPLE (0),
                                              bn_ruleset_lookup ("lords-and-levies"), &error);
  g_assert_no_error (error);
  p->window = bn_play_window_new (GTK_WINDOW (fixture->window), store, played);
  wait_until_mapped (GTK_WIDGET (p->window));
  p->board = BN_BATTLE_BOARD (bn_play_window_get_board (p->window));
}
