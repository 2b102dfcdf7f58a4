/* test-play-ui.c — a battle played on the board, under a real display
 * (Xvfb): the board lights only what the engine's legal moves name, a
 * click on such a hex makes or narrows the move, a click elsewhere does
 * nothing, and a move can be taken back. */
#include "bn-config.h"

#include <glib/gstdio.h>

#include "bn-application.h"
#include "bn-armies-view.h"
#include "bn-battles-view.h"
#include "bn-fight-dialog.h"
#include "bn-leaders-view.h"
#include "bn-window.h"
#include "bn-battle-board.h"
#include "bn-play-window.h"
#include "bn-career.h"
#include "bn-battle-ai.h"
#include "bn-replay-window.h"
#include "bn-bid-control.h"
#include "bn-battle-words.h"
#include "bn-dice-strip.h"
#include "bn-action-bar.h"
#include "bn-combat-account.h"
#include "bn-combat-report.h"

#include <signal.h>

#include "ui-fixture.h"




/* The hexes a legal action is about, as a player reads the board: where
 * the unit (or commander) acting stands, and where it would go or whom it
 * would fight. Written here apart from the window, to check it. */
static guint
action_hexes (const BnBattle       *battle,
              const BnBattleAction *action,
              BnHex                 out[2])
{
  const BnBattleUnit *unit = action->a < bn_battle_get_n_units (battle) ? bn_battle_get_unit (battle, action->a) : NULL;
  const BnBattleCommander *commander = action->a < bn_battle_get_n_commanders (battle)
                                         ? bn_battle_get_commander (battle, action->a) : NULL;

  switch (action->type)
    {
    case BN_ACTION_ORDER_UNIT:
    case BN_ACTION_DISMOUNT:
    case BN_ACTION_MOUNT:
    case BN_ACTION_TAKE_CASUALTIES:
    case BN_ACTION_FACE:
    case BN_ACTION_RECEIVE:
    case BN_ACTION_PLANT_STAKES:
    case BN_ACTION_RALLY:
    case BN_ACTION_BRIBE:
      out[0] = unit->hex;
      return 1;
    case BN_ACTION_MOVE_UNIT:
    case BN_ACTION_RETREAT:
      out[0] = unit->hex;
      if (action->b > 5)
        return 1;
      out[1] = bn_hex_neighbour (unit->hex, action->b);
      return 2;
    case BN_ACTION_ORDER_COMMANDER:
    case BN_ACTION_FORM_GROUP:
      out[0] = commander->hex;
      return 1;
    case BN_ACTION_MOVE_COMMANDER:
      out[0] = commander->hex;
      out[1] = bn_hex_neighbour (commander->hex, action->b);
      return 2;
    case BN_ACTION_CHALLENGE:
      out[0] = commander->hex;
      out[1] = bn_battle_get_commander (battle, action->b)->hex;
      return 2;
    case BN_ACTION_ORDER_GROUP:
    case BN_ACTION_MOVE_GROUP:
    case BN_ACTION_DISSOLVE_GROUP:
      out[0] = bn_battle_get_commander (battle, bn_battle_get_group (battle, action->a)->captain)->hex;
      if (action->type != BN_ACTION_MOVE_GROUP)
        return 1;
      out[1] = bn_hex_neighbour (out[0], action->b);
      return 2;
    case BN_ACTION_BATTLE:
      out[0] = unit->hex;
      out[1] = bn_battle_get_unit (battle, action->b)->hex;
      return 2;
    case BN_ACTION_RETAINER:
      {
        /* His leader, and the unit he commands or heals. */
        const BnBattleRetainer *r = bn_battle_get_retainer (battle, action->a);

        out[0] = bn_battle_get_commander (battle, r->commander)->hex;
        if (action->c != BN_RETAINER_USE_COMMAND && action->c != BN_RETAINER_USE_HEAL)
          return 1;
        out[1] = bn_battle_get_unit (battle, action->b)->hex;
        return 2;
      }
    case BN_ACTION_ATTACK_COMMANDER:
    case BN_ACTION_TAKE_PRISONER:
      out[0] = unit->hex;
      out[1] = bn_battle_get_commander (battle, action->b)->hex;
      return 2;
    case BN_ACTION_DEPLOY:
      out[0] = unit->hex;
      out[1] = bn_hex_from_offset (action->b, action->c);
      return 2;
    default:
      return 0;
    }
}

/* The board marks exactly the hexes of the legal actions: each one a legal
 * action is about, and no other, but for where a run of the engine's
 * legal steps of the one unit that may move ends (it is shown picked). */
static void
assert_marks_are_legal (BnPlayWindow *window)
{
  BnBattleBoard *board = BN_BATTLE_BOARD (bn_play_window_get_board (window));
  const BnBattle *battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  const BnScenario *sc = bn_battle_get_scenario (battle);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  gboolean wanted[BN_SCENARIO_MAX_HEXES] = { FALSE };

  bn_battle_legal_actions (battle, legal);
  g_assert_cmpuint (bn_play_window_get_n_moves (window), ==, legal->len);
  for (guint i = 0; i < legal->len; i++)
    {
      BnHex hexes[2];
      guint n = action_hexes (battle, &g_array_index (legal, BnBattleAction, i), hexes);

      /* The moves offered are the legal ones, in the engine's order. */
      g_assert_cmpmem (bn_play_window_get_move (window, i), sizeof (BnBattleAction),
                       &g_array_index (legal, BnBattleAction, i), sizeof (BnBattleAction));
      for (guint k = 0; k < n; k++)
        if (bn_scenario_contains (sc, hexes[k]))
          wanted[bn_scenario_hex_index (sc, hexes[k])] = TRUE;
    }
  for (guint row = 0; row < sc->height; row++)
    for (guint col = 0; col < sc->width; col++)
      {
        BnHex hex = bn_hex_from_offset ((int) col, (int) row);
        guint n_steps = 0;

        if (bn_battle_board_get_path (board, hex, &n_steps) != NULL && n_steps > 1)
          continue;
        g_assert_cmpint (bn_battle_board_is_marked (board, hex), ==, wanted[bn_scenario_hex_index (sc, hex)]);
      }
}

/* Whether the click on a unit's neighbouring hex, meant as the step
 * @action (its commander left behind), was made as the board's run there
 * that keeps him with the unit: the unit's own turn and step, from action
 * @before on, ending on @to. */
static gboolean
made_as_run (const BnBattle       *battle,
             guint                 before,
             const BnBattleAction *action,
             BnHex                 to)
{
  if (action->type != BN_ACTION_MOVE_UNIT || action->c != 0 || bn_battle_get_n_actions (battle) < before + 2)
    return FALSE;
  for (guint i = before; i < bn_battle_get_n_actions (battle); i++)
    {
      const BnBattleAction *made = bn_battle_get_action (battle, i);

      if (made->a != action->a || (made->type != BN_ACTION_FACE && made->type != BN_ACTION_MOVE_UNIT))
        return FALSE;
    }
  return bn_battle_get_action (battle, bn_battle_get_n_actions (battle) - 1)->c == 1 &&
         bn_hex_equal (bn_battle_get_unit (battle, action->a)->hex, to);
}

/* Makes @action as a player would: on the board, a click on each hex it is
 * about (the window makes it once those narrow the moves to it); else, or
 * if clicks leave a choice, its button in the side panel. */
static void
make_on_the_board (BnPlayWindow         *window,
                   const BnBattleAction *action)
{
  BnBattleBoard *board = BN_BATTLE_BOARD (bn_play_window_get_board (window));
  const BnBattle *battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  guint before = bn_battle_get_n_actions (battle);
  BnHex hexes[2];
  guint n = action_hexes (battle, action, hexes);
  g_autofree char *said = n == 2 ? bn_battle_board_describe_hex (board, hexes[0]) : NULL;

  /* Where the first hex's words promise that a click there moves or
   * orders a piece (another than the one wanted, standing there too),
   * a player does not click it to take the piece: the side panel. */
  if (n == 2 && !bn_hex_equal (hexes[0], hexes[1]) &&
      strstr (said, "A click here moves") == NULL && strstr (said, "A click here orders") == NULL)
    for (guint k = 0; k < n; k++)
      {
        bn_battle_board_activate_hex (board, hexes[k]);
        battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
        if (bn_battle_get_n_actions (battle) > before)
          {
            if (!made_as_run (battle, before, action, hexes[1]))
              g_assert_cmpmem (bn_battle_get_action (battle, before), sizeof *action, action, sizeof *action);
            return;
          }
      }
  for (guint i = 0; i < bn_play_window_get_n_moves (window); i++)
    if (memcmp (bn_play_window_get_move (window, i), action, sizeof *action) == 0)
      {
        g_assert_true (bn_play_window_make_move (window, i));
        battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
        g_assert_cmpmem (bn_battle_get_action (battle, before), sizeof *action, action, sizeof *action);
        return;
      }
  g_assert_not_reached ();
}

/* Plays @window's battle to its end, or @max_moves moves, each chosen by
 * the engine's own AI and made on the board, checking the marks first. */
static guint
play_through (BnPlayWindow *window,
              guint         max_moves)
{
  guint made = 0;

  while (made < max_moves)
    {
      const BnBattle *battle;
      g_autoptr(BnBattleAi) ai = NULL;
      BnBattleAction action;

      bn_play_window_skip (window);
      battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
      if (bn_battle_get_phase (battle) == BN_PHASE_OVER)
        break;
      if (bn_play_window_get_n_moves (window) == 0)
        {
          /* Hot-seat: the other side takes the board; its moves were hidden. */
          g_assert_cmpuint (bn_battle_board_get_n_highlights (BN_BATTLE_BOARD (bn_play_window_get_board (window))), ==, 0);
          bn_play_window_take_over (window);
        }
      assert_marks_are_legal (window);
      ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 17 + made);
      g_assert_true (bn_battle_ai_choose (ai, battle, &action));
      make_on_the_board (window, &action);
      made++;
    }
  return made;
}

/* Both leaders have common retainers, so the side that lost the
 * first-move throw is first asked, on the board, whether one of them
 * throws his die again (Day of Battle, Retainers): kept here from the
 * moves list, the battle goes on as the throw fell. The throw comes
 * before the players place their units: it decides who places first. */
static void
keep_first_move_die (BnPlayWindow *window)
{
  const BnBattle *battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  BnRerollDie die;
  guint n = bn_play_window_get_n_moves (window);

  /* The computer's side answers for itself. */
  if (bn_battle_get_reroll_offer (battle, &die, NULL) < 0)
    return;
  g_assert_cmpuint (die, ==, BN_REROLL_FIRST_MOVE);
  for (guint i = 0; i < n; i++)
    if (bn_play_window_get_move (window, i)->type == BN_ACTION_KEEP_ROLL)
      {
        g_assert_true (bn_play_window_make_move (window, i));
        if (bn_play_window_get_n_moves (window) == 0)
          bn_play_window_take_over (window);
        return;
      }
  g_assert_not_reached ();
}

static void
test_whole_battle (Fixture       *fixture,
                   gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", NULL };
  guint humans = GPOINTER_TO_UINT (user_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = NULL;
  BnPlayWindow *window;
  gint64 hugh_army, odo_army;

  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);

    g_assert_no_error (error);
    odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
    g_assert_true (bn_store_insert_leader (store, odo, &error));
    g_assert_no_error (error);
  }
  hugh_army = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
  odo_army = save_army (fixture, odo->id, "Odo's host", theirs);
  start_app (fixture);
  window = bn_battles_view_play_battle_on (bn_window_get_battles_view (fixture->window), hugh_army, odo_army,
                                           "deploy:river-fords", humans, NULL, &error);
  g_assert_no_error (error);
  wait_until_mapped (GTK_WIDGET (window));

  /* The person places a unit on the board, by its hex and then the hex it
   * goes to, the marks being the legal placements. */
  {
    const BnBattle *battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
    g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

    bn_play_window_take_over (window);
    keep_first_move_die (window);
    battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
    g_assert_cmpint (bn_battle_get_phase (battle), ==, BN_PHASE_DEPLOY);
    assert_marks_are_legal (window);
    bn_battle_legal_actions (battle, legal);
    g_assert_cmpuint (g_array_index (legal, BnBattleAction, legal->len / 2).type, ==, BN_ACTION_DEPLOY);
    make_on_the_board (window, &g_array_index (legal, BnBattleAction, legal->len / 2));
  }

  g_test_message ("%u moves made on the board", play_through (window, 3000));
  g_assert_cmpint (bn_battle_get_phase (bn_played_battle_get_battle (bn_play_window_get_played (window))), ==,
                   BN_PHASE_OVER);
  /* Over: nothing is offered or marked; it can be stepped through again. */
  g_assert_cmpuint (bn_play_window_get_n_moves (window), ==, 0);
  g_assert_cmpuint (bn_battle_board_get_n_highlights (BN_BATTLE_BOARD (bn_play_window_get_board (window))), ==, 0);
  {
    BnReplayWindow *replay = BN_REPLAY_WINDOW (bn_play_window_open_replay (window));
    const BnBattle *played = bn_played_battle_get_battle (bn_play_window_get_played (window));
    guint n = bn_battle_get_n_actions (played);

    g_assert_cmpuint (bn_replay_window_get_n_steps (replay), ==, n);
    bn_replay_window_set_step (replay, n / 2);
    g_assert_cmpuint (bn_battle_get_n_actions (bn_replay_window_get_battle (replay)), ==, n / 2);
    /* A battle can end in its first turn (a leaderless army breaks). */
    {
      guint turn = MIN (2u, (guint) bn_battle_get_turn (played));

      g_assert_true (bn_replay_window_jump_to_turn (replay, turn));
      g_assert_cmpuint (bn_battle_get_turn (bn_replay_window_get_battle (replay)), ==, turn);
    }
    bn_replay_window_set_step (replay, n);
    g_assert_cmpuint (bn_battle_get_winner (bn_replay_window_get_battle (replay)), ==, bn_battle_get_winner (played));
    gtk_window_destroy (GTK_WINDOW (replay));
  }
  /* Its log, saved to a file, replays from the Battles section. */
  {
    g_autofree char *xml = bn_played_battle_to_log_xml (bn_play_window_get_played (window));
    g_autofree char *path = g_build_filename (fixture->dir, "played.xml", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    GtkWindow *replay;

    g_file_set_contents (path, xml, -1, &error);
    g_assert_no_error (error);
    replay = bn_battles_view_replay_log (bn_window_get_battles_view (fixture->window), file, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (bn_replay_window_get_n_steps (BN_REPLAY_WINDOW (replay)), ==,
                      bn_battle_get_n_actions (bn_played_battle_get_battle (bn_play_window_get_played (window))));
    gtk_window_destroy (replay);
    g_remove (path);
  }
  g_assert_true (bn_play_window_keep (window));
  drain ();
}

/* Adds a King/Leader unit (mounted, unarmoured, spears, rating
 * @leadership) to saved army @army_id. */
static void
add_king (Fixture *fixture,
          gint64   army_id,
          guint    leadership)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
  g_autoptr(BnArmy) army = bn_store_get_army (store, army_id, &error);
  BnUnit *king = bn_unit_new ();

  g_assert_no_error (error);
  king->arm = BN_ARM_HORSE;
  king->figures = 1;
  king->leadership = leadership;
  king->colour = BN_COLOUR_RED;
  bn_unit_set_weapons (king, (const char * const[]) { "spear", NULL });
  g_ptr_array_add (army->units, bn_army_unit_new (king, 0));
  g_assert_true (bn_store_save_army (store, army, &error));
  g_assert_no_error (error);
}

/* The dice read as the ruleset reads them: Lords & Levies' symbols, or
 * Lionheart's axe, arrow and panic (flag = panic, shield and crossed
 * swords = arrow, the hits = axe, as its data file says). */
static void
test_dice_strip_faces (Fixture       *fixture,
                       gconstpointer  user_data)
{
  GtkWidget *strip = g_object_ref_sink (bn_dice_strip_new ());
  static const BnDieSymbol symbols[] = {
    BN_DIE_FLAG, BN_DIE_SHIELD, BN_DIE_SWORDS, BN_DIE_HIT_NONE, BN_DIE_HIT_LESSER, BN_DIE_HIT_ANY,
  };
  static const BnDieReading lionheart[] = {
    BN_DIE_READING_PANIC, BN_DIE_READING_ARROW, BN_DIE_READING_ARROW,
    BN_DIE_READING_AXE, BN_DIE_READING_AXE, BN_DIE_READING_AXE,
  };
  BnBattleEvent dice[G_N_ELEMENTS (symbols)] = { { 0 } };

  for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
    dice[i] = (BnBattleEvent) { .type = BN_EVENT_DIE, .a = BN_DIE_LEADERSHIP, .b = symbols[i], .value = (int) i + 1 };
  bn_dice_strip_set_ruleset (BN_DICE_STRIP (strip), bn_ruleset_lookup ("lords-and-levies"));
  bn_dice_strip_set_dice (BN_DICE_STRIP (strip), dice, G_N_ELEMENTS (dice));
  for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
    g_assert_cmpint (bn_dice_strip_get_reading (BN_DICE_STRIP (strip), i), ==, BN_DIE_READING_SYMBOL);
  bn_dice_strip_set_ruleset (BN_DICE_STRIP (strip), bn_ruleset_lookup ("lionheart"));
  for (guint i = 0; i < G_N_ELEMENTS (symbols); i++)
    g_assert_cmpint (bn_dice_strip_get_reading (BN_DICE_STRIP (strip), i), ==, lionheart[i]);
  g_assert_cmpstr (bn_dice_strip_get_purpose_name (BN_DICE_STRIP (strip), 0), ==, "Leadership");
  g_object_unref (strip);
}

/* Fifteen dice of one single combat, its two men's, in a panel's width:
 * every die is drawn inside the strip, wrapped onto further lines, under
 * a heading with its thrower. */
static void
test_dice_strip_shows_all (Fixture       *fixture,
                           gconstpointer  user_data)
{
  GtkWidget *strip = g_object_ref_sink (bn_dice_strip_new ());
  BnBattleEvent dice[15] = { { 0 } };
  const char *throwers[15];
  double one_line = 0;

  for (guint i = 0; i < G_N_ELEMENTS (dice); i++)
    {
      dice[i] = (BnBattleEvent) { .type = BN_EVENT_DIE, .a = BN_DIE_DUEL, .b = i % 6, .value = (int) (i % 6) + 1 };
      throwers[i] = i % 2 == 0 ? "Raoul de Vexin" : "Baron Hugh";
    }
  bn_dice_strip_set_ruleset (BN_DICE_STRIP (strip), bn_ruleset_lookup ("lords-and-levies"));
  bn_dice_strip_set_dice (BN_DICE_STRIP (strip), dice, 3);
  {
    double x, y;

    g_assert_true (bn_dice_strip_get_die_place (BN_DICE_STRIP (strip), 300, 2, &x, &y, &one_line));
  }
  bn_dice_strip_set_dice (BN_DICE_STRIP (strip), dice, G_N_ELEMENTS (dice));
  bn_dice_strip_set_throwers (BN_DICE_STRIP (strip), throwers, G_N_ELEMENTS (throwers));
  g_assert_cmpuint (bn_dice_strip_get_n_dice (BN_DICE_STRIP (strip)), ==, 15);
  for (guint width = 160; width <= 400; width += 120)
    {
      double height = 0, max_y = 0;
      int asked, natural;

      gtk_widget_measure (strip, GTK_ORIENTATION_VERTICAL, (int) width, &asked, &natural, NULL, NULL);
      for (guint i = 0; i < G_N_ELEMENTS (dice); i++)
        {
          double x, y;

          g_assert_true (bn_dice_strip_get_die_place (BN_DICE_STRIP (strip), (int) width, i, &x, &y, &height));
          g_assert_cmpfloat (x, >=, 0);
          g_assert_cmpfloat (x + bn_dice_strip_get_die_size (), <=, width);
          g_assert_cmpfloat (y + bn_dice_strip_get_die_size (), <=, height);
          max_y = MAX (max_y, y);
          /* No two dice on one place. */
          for (guint k = 0; k < i; k++)
            {
              double kx, ky, kh;

              g_assert_true (bn_dice_strip_get_die_place (BN_DICE_STRIP (strip), (int) width, k, &kx, &ky, &kh));
              g_assert_false (kx == x && ky == y);
            }
        }
      /* The strip asks for the height its dice take. */
      g_assert_cmpint (asked, >=, (int) height);
      /* Two men's dice: two headings and more than one line. */
      g_assert_cmpfloat (height, >, 2 * one_line);
    }
  g_assert_cmpstr (bn_dice_strip_get_thrower (BN_DICE_STRIP (strip), 0), ==, "Raoul de Vexin");
  g_assert_cmpstr (bn_dice_strip_get_thrower (BN_DICE_STRIP (strip), 13), ==, "Baron Hugh");
  g_object_unref (strip);
}

/* The last die of @battle not of a leader's personal combat skill. */
static int
last_die (const BnBattle *battle)
{
  for (guint e = bn_battle_get_n_events (battle); e > 0; e--)
    if (bn_battle_get_event (battle, e - 1)->type == BN_EVENT_DIE && bn_battle_get_event (battle, e - 1)->a != BN_DIE_PCS)
      return (int) e - 1;
  return -1;
}

/* The dice strip and the account under it tell one throw: the combat the
 * last die belongs to, its dice all shown, each of its attack dice under
 * its thrower; or the move that threw it. */
static void
assert_dice_and_words_agree (BnPlayWindow *window)
{
  const BnBattle *battle = bn_play_window_get_battle_shown (window);
  BnBattleWords words = { battle, { bn_played_battle_get_army (bn_play_window_get_played (window), 0),
                                    bn_played_battle_get_army (bn_play_window_get_played (window), 1) } };
  BnDiceStrip *strip = BN_DICE_STRIP (bn_play_window_get_dice_strip (window));
  const char *report = bn_combat_report_get_text (BN_COMBAT_REPORT (bn_play_window_get_combat_report (window)));
  int d = last_die (battle);
  g_autoptr(GPtrArray) accounts = bn_combat_accounts_read (battle, 0, bn_battle_get_n_events (battle));
  const BnCombatAccount *account = NULL;
  guint n_dice = 0;

  if (d < 0)
    {
      g_assert_cmpuint (bn_dice_strip_get_n_dice (strip), ==, 0);
      return;
    }
  for (guint i = 0; i < accounts->len; i++)
    {
      const BnCombatAccount *a = g_ptr_array_index (accounts, i);

      if (a->first_event <= (guint) d && (guint) d < a->end_event)
        account = a;
    }
  if (account != NULL)
    {
      g_autofree char *told = bn_battle_words_combat (&words, account);

      g_assert_cmpstr (report, ==, told);
      for (guint e = account->first_event; e < account->end_event; e++)
        n_dice += bn_battle_get_event (battle, e)->type == BN_EVENT_DIE && bn_battle_get_event (battle, e)->a != BN_DIE_PCS;
      g_assert_cmpuint (bn_dice_strip_get_n_dice (strip), ==, n_dice);
      for (guint i = 0; i < n_dice; i++)
        if (g_strcmp0 (bn_dice_strip_get_purpose_name (strip, i), "Battle dice") == 0 && account->dice_thrown->len > 0
            && g_array_index (account->dice_thrown, BnCombatDie, 0).thrower == 0)
          {
            g_assert_cmpstr (bn_dice_strip_get_thrower (strip, i), ==, bn_battle_words_unit (&words, account->strike.attacker));
            break;
          }
      return;
    }
  /* Not a combat's: the dice of the move that threw it, and its words. */
  for (guint e = 0; e < bn_battle_get_n_events (battle); e++)
    n_dice += bn_battle_get_event (battle, e)->type == BN_EVENT_DIE && bn_battle_get_event (battle, e)->a != BN_DIE_PCS
              && bn_battle_get_event (battle, e)->action == bn_battle_get_event (battle, (guint) d)->action;
  g_assert_cmpuint (bn_dice_strip_get_n_dice (strip), ==, n_dice);
  for (guint e = (guint) d + 1; e < bn_battle_get_n_events (battle); e++)
    {
      g_autofree char *told = bn_battle_words_event (&words, bn_battle_get_event (battle, e), 0);

      /* Dice are told by the check they were thrown for. */
      if (bn_battle_get_event (battle, e)->action == bn_battle_get_event (battle, (guint) d)->action && told != NULL
          && bn_battle_get_event (battle, e)->type != BN_EVENT_DIE)
        {
          g_assert_nonnull (strstr (report, told));
        }
    }
}

/* The combat move @action of @battle began, told whole (NULL if none);
 * *@out_before: the combat before it in the same turn, told whole (NULL
 * if none). */
static char *
combat_of_move (const BnBattle      *battle,
                const BnBattleWords *words,
                guint                action,
                char               **out_before)
{
  g_autoptr(GPtrArray) accounts = bn_combat_accounts_read (battle, 0, bn_battle_get_n_events (battle));

  *out_before = NULL;
  for (guint i = 0; i < accounts->len; i++)
    {
      const BnCombatAccount *a = g_ptr_array_index (accounts, i);

      if (bn_battle_get_event (battle, a->first_event)->action == action)
        {
          const BnCombatAccount *prev = i > 0 ? g_ptr_array_index (accounts, i - 1) : NULL;
          gboolean same_turn = prev != NULL;

          /* The one before in the same turn. */
          for (guint e = prev != NULL ? prev->end_event : 0; same_turn && e < a->first_event; e++)
            same_turn = bn_battle_get_event (battle, e)->type != BN_EVENT_TURN_END;
          if (same_turn)
            *out_before = bn_battle_words_combat (words, prev);
          return bn_battle_words_combat (words, a);
        }
    }
  return NULL;
}

/* Whether move @action of @battle threw dice, or began a combat. */
static gboolean
move_threw_dice (const BnBattle *battle,
                 guint           action)
{
  for (guint e = 0; e < bn_battle_get_n_events (battle); e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (battle, e);

      if (event->action == action && ((event->type == BN_EVENT_DIE && event->a != BN_DIE_PCS)
                                      || event->type == BN_EVENT_BATTLE || event->type == BN_EVENT_DUEL))
        return TRUE;
    }
  return FALSE;
}

/* The computer's moves, watched at the speed chosen: until the replay has
 * shown them, nothing is offered — on the bar, the board or the list —
 * and the state line is the replay's; each combat it fights shows with
 * its own dice and account, the replay waits longer after it, and the
 * log keeps it whole when the next comes. */
static void
test_watched_replay (Fixture       *fixture,
                     gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", "men-at-arms", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", "longbowmen", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = NULL;
  BnPlayWindow *window;
  gint64 hugh_army, odo_army;
  guint steps = 0, combats = 0, followed = 0, plain_pause = 0, after_own = 0;

  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);

    g_assert_no_error (error);
    odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
    g_assert_true (bn_store_insert_leader (store, odo, &error));
    g_assert_no_error (error);
  }
  hugh_army = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
  odo_army = save_army (fixture, odo->id, "Odo's host", theirs);
  start_app (fixture);
  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
    BnPlayedBattle *played;

    g_assert_no_error (error);
    played = bn_played_battle_start_with_rules (store, hugh_army, odo_army, "open-field", 5, BN_PLAYED_BY_PEOPLE (0),
                                                bn_ruleset_lookup ("lords-and-levies"), &error);
    g_assert_no_error (error);
    window = bn_play_window_new (GTK_WINDOW (fixture->window), store, played);
  }
  wait_until_mapped (GTK_WIDGET (window));
  bn_play_window_take_over (window);
  keep_first_move_die (window);

  for (guint made = 0; made < 3000; made++)
    {
      const BnBattle *battle;
      g_autoptr(BnBattleAi) ai = NULL;
      BnBattleAction action;

      /* The computer's answer, shown move by move. */
      for (gboolean first = TRUE; bn_play_window_is_watching (window); first = FALSE)
        {
          const BnBattle *shown = bn_play_window_get_battle_shown (window);
          BnBattleWords words = { shown, { bn_played_battle_get_army (bn_play_window_get_played (window), 0),
                                           bn_played_battle_get_army (bn_play_window_get_played (window), 1) } };
          /* Said to the person, who plays side 0. */
          g_autofree char *state = bn_action_bar_describe_state_for (&words, 0);
          guint n = bn_battle_get_n_actions (shown);
          g_autofree char *before = NULL;
          g_autofree char *combat = n > 0 ? combat_of_move (shown, &words, n - 1, &before) : NULL;
          gboolean threw = n > 0 && move_threw_dice (shown, n - 1);

          g_assert_true (shown != bn_played_battle_get_battle (bn_play_window_get_played (window)));
          g_assert_cmpuint (bn_play_window_get_n_moves (window), ==, 0);
          g_assert_cmpuint (bn_action_bar_get_n_buttons (BN_ACTION_BAR (bn_play_window_get_action_bar (window))), ==, 0);
          g_assert_cmpuint (bn_battle_board_get_n_highlights (BN_BATTLE_BOARD (bn_play_window_get_board (window))), ==, 0);
          g_assert_cmpstr (bn_action_bar_get_state (BN_ACTION_BAR (bn_play_window_get_action_bar (window))), ==, state);
          assert_dice_and_words_agree (window);
          /* A move that threw dice — the computer's, or the person's
           * stand before the watch began — is given the longer pause. */
          if (threw && plain_pause > 0)
            g_assert_cmpuint (bn_play_window_get_watch_pause (window), >, plain_pause);
          else if (!threw && n > 0)
            plain_pause = bn_play_window_get_watch_pause (window);
          if (threw && first)
            after_own++;
          if (combat != NULL && !first)
            {
              /* A combat the computer began: the one before it stays in
               * the log, whole. */
              if (before != NULL)
                {
                  g_assert_nonnull (strstr (bn_play_window_get_log_text (window), before));
                  followed++;
                }
              combats++;
            }
          bn_play_window_step_watch (window);
          steps++;
        }
      battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
      if (bn_battle_get_phase (battle) == BN_PHASE_OVER)
        break;
      /* Where the replay has reached the battle, its moves are offered. */
      g_assert_cmpuint (bn_play_window_get_n_moves (window), >, 0);
      assert_dice_and_words_agree (window);
      ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 17 + made);
      g_assert_true (bn_battle_ai_choose (ai, battle, &action));
      make_on_the_board (window, &action);
    }
  g_test_message ("%u moves of the computer watched, %u combats, %u after another, %u watches after a throw of "
                  "the person's", steps, combats, followed, after_own);
  g_assert_cmpint (bn_battle_get_phase (bn_played_battle_get_battle (bn_play_window_get_played (window))), ==,
                   BN_PHASE_OVER);
  g_assert_cmpuint (combats, >, 0);
  g_assert_cmpuint (followed, >, 0);
  g_assert_cmpuint (after_own, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
}

/* A Lionheart battle on the board: the player places his own units, the
 * roster's King/Leader is his side's king, the dice show axes, arrows and
 * panics, the moves are told in Lionheart's words, and the bid control
 * shows exactly when the legal actions hold a bid, offering what they
 * offer. */
static void
test_lionheart_on_the_board (Fixture       *fixture,
                             gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", NULL };
  static const char *const theirs[] = { "pikemen", "genoese-crossbowmen", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = NULL;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnPlayWindow *window;
  const BnBattle *battle;
  BnBattleWords words;
  GtkWidget *bid;
  gint64 hugh_army, odo_army;
  gboolean has_bid = FALSE, told_leadership = FALSE;
  guint placed = 0, king = G_MAXUINT;

  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);

    g_assert_no_error (error);
    odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
    g_assert_true (bn_store_insert_leader (store, odo, &error));
    g_assert_no_error (error);
  }
  hugh_army = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
  odo_army = save_army (fixture, odo->id, "Odo's host", theirs);
  add_king (fixture, hugh_army, 1);
  start_app (fixture);
  window = bn_battles_view_play_battle_on (bn_window_get_battles_view (fixture->window), hugh_army, odo_army,
                                           "deploy:open-field", BN_PLAYED_BY_PEOPLE (0),
                                           bn_ruleset_lookup ("lionheart"), &error);
  g_assert_no_error (error);
  wait_until_mapped (GTK_WIDGET (window));

  /* "Place your own units": under Lionheart too, on the board. */
  bn_play_window_take_over (window);
  battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  g_assert_cmpint (bn_battle_get_phase (battle), ==, BN_PHASE_DEPLOY);
  while (bn_battle_get_phase (battle) == BN_PHASE_DEPLOY && bn_battle_get_acting_side (battle) == 0)
    {
      const BnBattleAction *deploy = NULL;

      assert_marks_are_legal (window);
      g_array_set_size (legal, 0);
      bn_battle_legal_actions (battle, legal);
      /* Each of the three units once, to a hex of its own (the last
       * hexes of the zone, a unit's two apart), then done. */
      if (placed < 3)
        {
          guint seen = 0;

          for (guint i = legal->len; i > 0 && deploy == NULL; i--)
            {
              const BnBattleAction *action = &g_array_index (legal, BnBattleAction, i - 1);

              if (action->type == BN_ACTION_DEPLOY && action->a == placed && seen++ == placed * 2)
                deploy = action;
            }
        }
      if (deploy == NULL)
        deploy = &g_array_index (legal, BnBattleAction, legal->len - 1);
      placed += deploy->type == BN_ACTION_DEPLOY;
      make_on_the_board (window, deploy);
      bn_play_window_skip (window);
      battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
    }
  g_assert_cmpuint (placed, >=, 3);
  bn_play_window_skip (window);
  battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  g_assert_cmpint (bn_battle_get_phase (battle), !=, BN_PHASE_DEPLOY);

  /* The roster's King/Leader leads side 0 at his own rating. */
  for (guint i = 0; i < bn_battle_get_n_units (battle); i++)
    if (bn_battle_get_unit (battle, i)->side == 0 && bn_battle_get_unit (battle, i)->leadership > 0)
      king = i;
  g_assert_cmpuint (king, <, bn_battle_get_n_units (battle));
  g_assert_cmpuint (bn_battle_get_unit (battle, king)->leadership, ==, 1);

  /* Lionheart's words and dice. */
  words = (BnBattleWords) { battle, { bn_played_battle_get_army (bn_play_window_get_played (window), 0),
                                      bn_played_battle_get_army (bn_play_window_get_played (window), 1) } };
  for (guint e = 0; e < bn_battle_get_n_events (battle); e++)
    if (bn_battle_get_event (battle, e)->type == BN_EVENT_LEADERSHIP)
      {
        g_autofree char *text = bn_battle_words_event (&words, bn_battle_get_event (battle, e), 0);

        g_assert_true (g_str_has_prefix (text, "Leadership roll "));
        told_leadership = TRUE;
      }
  g_assert_true (told_leadership);
  {
    BnDiceStrip *strip = BN_DICE_STRIP (bn_play_window_get_dice_strip (window));

    g_assert_cmpuint (bn_dice_strip_get_n_dice (strip), >, 0);
    for (guint i = 0; i < bn_dice_strip_get_n_dice (strip); i++)
      g_assert_cmpint (bn_dice_strip_get_reading (strip, i), !=, BN_DIE_READING_SYMBOL);
  }
  g_array_set_size (legal, 0);
  bn_battle_legal_actions (battle, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *action = &g_array_index (legal, BnBattleAction, i);
      g_autofree char *text = bn_battle_words_action (&words, action);

      has_bid |= action->type == BN_ACTION_BRIBE;
      if (action->type == BN_ACTION_ORDER_UNIT)
        g_assert_true (g_str_has_prefix (text, "Give the action to "));
      if (action->type == BN_ACTION_END_TURN)
        g_assert_cmpstr (text, ==, "Let this action go");
    }
  bid = bn_play_window_get_bid_control (window);
  g_assert_cmpint (gtk_widget_get_visible (bid), ==, has_bid && bn_battle_get_acting_side (battle) == 0);

  /* The control offers the bids it is given: the units they name and the
   * points between the least and the most; it makes the action of the
   * unit chosen with the points chosen. */
  {
    GtkWidget *control = g_object_ref_sink (bn_bid_control_new ());
    BnBattleAction offered[4] = {
      { BN_ACTION_BRIBE, 0, 3, 1, 0 },
      { BN_ACTION_BRIBE, 0, 3, 6, 0 },
      { BN_ACTION_BRIBE, 0, 3, 12, 0 },
      { BN_ACTION_END_TURN, 0, 0, 0, 0 },
    };
    BnBattleAction made;
    guint least, most;

    bn_bid_control_set_actions (BN_BID_CONTROL (control), &words, offered, 3 + 1);
    g_assert_true (gtk_widget_get_visible (control));
    g_assert_cmpuint (bn_bid_control_get_n_units (BN_BID_CONTROL (control)), ==, 1);
    bn_bid_control_get_range (BN_BID_CONTROL (control), &least, &most);
    g_assert_cmpuint (least, ==, 1);
    g_assert_cmpuint (most, ==, 12);
    g_assert_false (bn_bid_control_choose (BN_BID_CONTROL (control), 0, 13));
    g_assert_true (bn_bid_control_choose (BN_BID_CONTROL (control), 0, 9));
    g_assert_true (bn_bid_control_get_action (BN_BID_CONTROL (control), &made));
    g_assert_cmpuint (made.type, ==, BN_ACTION_BRIBE);
    g_assert_cmpuint (made.a, ==, 3);
    g_assert_cmpuint (made.b + 256u * made.c, ==, 9);
    bn_bid_control_set_actions (BN_BID_CONTROL (control), &words, &offered[3], 1);
    g_assert_false (gtk_widget_get_visible (control));
    g_assert_cmpuint (bn_bid_control_get_n_units (BN_BID_CONTROL (control)), ==, 0);
    g_object_unref (control);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
}

/* The process dies mid-turn: what it had made is what opens again. */
static void
test_killed_mid_turn (Fixture       *fixture,
                      gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = NULL;
  gint64 hugh_army, odo_army;

  if (g_test_subprocess ())
    {
      BnPlayWindow *window;
      g_autofree char *log = NULL;

      {
        g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);

        g_assert_no_error (error);
        odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
        g_assert_true (bn_store_insert_leader (store, odo, &error));
      }
      hugh_army = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
      odo_army = save_army (fixture, odo->id, "Odo's host", theirs);
      start_app (fixture);
      window = bn_battles_view_play_battle (bn_window_get_battles_view (fixture->window), hugh_army, odo_army,
                                            BN_PLAYED_BY_PEOPLE (0), &error);
      g_assert_no_error (error);
      wait_until_mapped (GTK_WIDGET (window));
      /* Into the second turn, then stop between two moves of a turn. */
      while (bn_battle_get_turn (bn_played_battle_get_battle (bn_play_window_get_played (window))) < 2)
        play_through (window, 1);
      play_through (window, 2);
      log = bn_battle_log_to_text (bn_played_battle_get_battle (bn_play_window_get_played (window)));
      /* For the parent: the battle as it stood, and where its database is. */
      {
        g_autofree char *log_path = g_build_filename (g_getenv ("BN_TEST_KILL_DIR"), "log.txt", NULL);
        g_autofree char *db_path = g_build_filename (g_getenv ("BN_TEST_KILL_DIR"), "db.txt", NULL);

        g_file_set_contents (log_path, log, -1, &error);
        g_assert_no_error (error);
        g_file_set_contents (db_path, fixture->db_path, -1, &error);
        g_assert_no_error (error);
      }
      raise (SIGKILL);
    }

  {
    g_autofree char *dir = g_dir_make_tmp ("banneret-kill-XXXXXX", &error);

    g_assert_no_error (error);
    g_setenv ("BN_TEST_KILL_DIR", dir, TRUE);
  }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  {
    g_autofree char *log_path = g_build_filename (g_getenv ("BN_TEST_KILL_DIR"), "log.txt", NULL);
    g_autofree char *db_path = g_build_filename (g_getenv ("BN_TEST_KILL_DIR"), "db.txt", NULL);
    g_autofree char *expected = NULL;
    g_autoptr(BnStore) store = NULL;
    g_autoptr(GPtrArray) played = NULL;
    g_autoptr(BnPlayedBattle) resumed = NULL;
    g_autofree char *log = NULL;
    g_autofree char *path = NULL;

    /* The child's own fixture made its database in its own folder. */
    g_file_get_contents (db_path, &path, NULL, &error);
    g_assert_no_error (error);
    g_file_get_contents (log_path, &expected, NULL, &error);
    g_assert_no_error (error);
    store = bn_store_open (path, &error);
    g_assert_no_error (error);
    played = bn_played_battle_list (store, 1, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (played->len, ==, 1);
    resumed = bn_played_battle_load (store, ((BnPlayedBattleInfo *) g_ptr_array_index (played, 0))->id, &error);
    g_assert_no_error (error);
    log = bn_battle_log_to_text (bn_played_battle_get_battle (resumed));
    g_assert_cmpstr (log, ==, expected);
    g_assert_cmpuint (bn_battle_get_turn (bn_played_battle_get_battle (resumed)), >=, 2);
    g_clear_pointer (&store, bn_store_unref);
    {
      const char *suffixes[] = { "", "-wal", "-shm" };
      g_autofree char *dir = g_path_get_dirname (path);

      for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
        {
          g_autofree char *file = g_strconcat (path, suffixes[i], NULL);

          g_remove (file);
        }
      g_rmdir (dir);
    }
    g_remove (log_path);
    g_remove (db_path);
    g_rmdir (g_getenv ("BN_TEST_KILL_DIR"));
  }
}

static void
test_play_on_the_board (Fixture       *fixture,
                        gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", "spearmen", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", "men-at-arms", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = NULL;
  BnPlayWindow *window;
  BnBattleBoard *board;
  const BnBattle *battle;
  gint64 hugh_army, odo_army;
  guint before, kept_actions;

  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);

    g_assert_no_error (error);
    odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
    g_assert_true (bn_store_insert_leader (store, odo, &error));
    g_assert_no_error (error);
  }
  hugh_army = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
  odo_army = save_army (fixture, odo->id, "Odo's host", theirs);

  start_app (fixture);
  bn_window_set_section (fixture->window, "battles");
  drain ();
  /* Two people, so every move of the battle is ours to make. */
  window = bn_battles_view_play_battle (bn_window_get_battles_view (fixture->window), hugh_army, odo_army,
                                        BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1), &error);
  g_assert_no_error (error);
  g_assert_nonnull (window);
  wait_until_mapped (GTK_WIDGET (window));
  board = BN_BATTLE_BOARD (bn_play_window_get_board (window));
  battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  /* The first player takes the board from a hand-over too. */
  g_assert_cmpuint (bn_play_window_get_n_moves (window), ==, 0);
  bn_play_window_take_over (window);
  g_assert_cmpuint (bn_play_window_get_n_moves (window), >, 0);
  keep_first_move_die (window);

  /* A hex far from every unit names no move: nothing happens. */
  before = bn_battle_get_n_actions (battle);
  bn_battle_board_activate_hex (board, bn_hex_from_offset (0, 0));
  drain ();
  battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  g_assert_cmpuint (bn_battle_get_n_actions (battle), ==, before);

  /* A move made, then taken back. */
  g_assert_true (bn_play_window_make_move (window, 0));
  battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  g_assert_cmpuint (bn_battle_get_n_actions (battle), ==, before + 1);
  g_assert_true (bn_play_window_undo (window));
  battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  g_assert_cmpuint (bn_battle_get_n_actions (battle), ==, before);

  /* Dice typed for a move that throws none are refused; nothing changes. */
  bn_play_window_set_typed_dice (window, "3");
  g_assert_false (bn_play_window_make_move (window, 0));
  drain ();
  battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
  g_assert_cmpuint (bn_battle_get_n_actions (battle), ==, before);
  g_assert_cmpuint (bn_play_window_get_n_moves (window), >, 0);
  bn_play_window_set_typed_dice (window, NULL);

  /* Saved: opened again, it is where it was left. */
  {
    g_autoptr(BnPlayedBattle) again = bn_played_battle_load (bn_application_get_store (fixture->app),
                                                            bn_played_battle_get_id (bn_play_window_get_played (window)),
                                                            &error);

    g_assert_no_error (error);
    g_assert_cmpuint (bn_battle_get_n_actions (bn_played_battle_get_battle (again)), ==, before);
  }
  /* Hot-seat: when the other side is to act, its moves stay hidden until
   * its player takes the board. */
  {
    guint first = bn_battle_get_acting_side (bn_played_battle_get_battle (bn_play_window_get_played (window)));
    guint guard = 0;

    while (bn_play_window_get_n_moves (window) > 0 && guard++ < 200)
      g_assert_true (bn_play_window_make_move (window, 0));
    battle = bn_played_battle_get_battle (bn_play_window_get_played (window));
    if (bn_battle_get_phase (battle) != BN_PHASE_OVER)
      {
        g_assert_cmpuint (bn_battle_get_acting_side (battle), !=, first);
        g_assert_cmpuint (bn_play_window_get_n_moves (window), ==, 0);
        g_assert_cmpuint (bn_battle_board_get_n_highlights (board), ==, 0);
        bn_play_window_take_over (window);
        g_assert_cmpuint (bn_play_window_get_n_moves (window), >, 0);
      }
  }

  /* Not over: it cannot be kept yet. */
  kept_actions = bn_battle_get_n_actions (bn_played_battle_get_battle (bn_play_window_get_played (window)));
  g_assert_false (bn_play_window_keep (window));
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();

  /* Closed, it is resumed from the Battles section where it was left. */
  bn_battles_view_reload (bn_window_get_battles_view (fixture->window));
  {
    g_autoptr(GPtrArray) played = bn_played_battle_list (bn_application_get_store (fixture->app),
                                                         fixture->campaign_id, &error);
    BnPlayWindow *resumed;

    g_assert_no_error (error);
    g_assert_cmpuint (played->len, ==, 1);
    resumed = bn_battles_view_resume_played (bn_window_get_battles_view (fixture->window),
                                             ((BnPlayedBattleInfo *) g_ptr_array_index (played, 0))->id, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (bn_battle_get_n_actions (bn_played_battle_get_battle (bn_play_window_get_played (resumed))),
                      ==, kept_actions);
    gtk_window_destroy (GTK_WINDOW (resumed));
    drain ();
  }

  /* The computer against itself: over at once, then kept in the campaign. */
  window = bn_battles_view_play_battle (bn_window_get_battles_view (fixture->window), hugh_army, odo_army, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpint (bn_battle_get_phase (bn_played_battle_get_battle (bn_play_window_get_played (window))), ==,
                   BN_PHASE_OVER);
  /* It is watched move by move, and the rest can be skipped. */
  g_assert_true (bn_play_window_is_watching (window));
  bn_play_window_skip (window);
  g_assert_false (bn_play_window_is_watching (window));
  g_assert_true (bn_play_window_keep (window));
  drain ();
  {
    g_autoptr(GPtrArray) battles = bn_career_list_battles (bn_application_get_store (fixture->app),
                                                           fixture->campaign_id, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (battles->len, ==, 1);
  }

  /* Under BattleLore: the board plays it, and the kept battle says so. */
  window = bn_battles_view_play_battle_with_rules (bn_window_get_battles_view (fixture->window), hugh_army,
                                                   odo_army, 0, bn_ruleset_lookup ("battlelore"), &error);
  g_assert_no_error (error);
  g_assert_true (bn_played_battle_get_ruleset (bn_play_window_get_played (window)) ==
                 bn_ruleset_lookup ("battlelore"));
  bn_play_window_skip (window);
  g_assert_true (bn_play_window_keep (window));
  drain ();
  {
    g_autoptr(GPtrArray) battles = bn_career_list_battles (bn_application_get_store (fixture->app),
                                                           fixture->campaign_id, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (battles->len, ==, 2);
    g_assert_cmpstr (((BnBattleRecord *) g_ptr_array_index (battles, 1))->rules, ==, "battlelore");
    g_assert_cmpstr (((BnBattleRecord *) g_ptr_array_index (battles, 0))->rules, ==, "lords-and-levies");
  }
}

/* The Fight dialog offers Play beside Auto-resolve, for two saved armies. */
static void
test_fight_dialog_plays (Fixture       *fixture,
                         gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = NULL;
  BnFightDialog *dialog;
  BnPlayWindow *window;
  gint64 hugh_army, odo_army;

  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);

    g_assert_no_error (error);
    odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
    g_assert_true (bn_store_insert_leader (store, odo, &error));
  }
  hugh_army = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
  odo_army = save_army (fixture, odo->id, "Odo's host", theirs);
  start_app (fixture);
  dialog = bn_fight_dialog_new (GTK_WINDOW (fixture->window), bn_application_get_store (fixture->app),
                                fixture->leader_rules, fixture->campaign_id, &error);
  g_assert_no_error (error);
  g_assert_true (bn_fight_dialog_set_army (dialog, hugh_army));
  g_assert_true (bn_fight_dialog_set_opponent_army (dialog, odo_army));
  g_assert_true (bn_fight_dialog_set_scenario (dialog, "river-fords"));
  bn_fight_dialog_set_seed_text (dialog, "12");
  window = bn_fight_dialog_play (dialog);
  g_assert_nonnull (window);
  drain ();
  g_assert_cmpstr (bn_battle_get_scenario (bn_played_battle_get_battle (bn_play_window_get_played (window)))->id, ==,
                   "river-fords");
  g_assert_cmpuint (bn_played_battle_get_humans (bn_play_window_get_played (window)), ==, BN_PLAYED_BY_PEOPLE (0));
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
}

/* Day of Battle's basic game on the board: Play stays offered with the
 * switch on, and the played battle keeps the option in the store, so it
 * resumes (and replays) as the basic game. */
static void
test_fight_dialog_plays_basic_game (Fixture       *fixture,
                                    gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = NULL;
  g_autoptr(BnPlayedBattle) again = NULL;
  BnFightDialog *dialog;
  BnPlayWindow *window;
  BnPlayedBattle *played;
  gint64 hugh_army, odo_army, id;

  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);

    g_assert_no_error (error);
    odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
    g_assert_true (bn_store_insert_leader (store, odo, &error));
  }
  hugh_army = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
  odo_army = save_army (fixture, odo->id, "Odo's host", theirs);
  start_app (fixture);
  dialog = bn_fight_dialog_new (GTK_WINDOW (fixture->window), bn_application_get_store (fixture->app),
                                fixture->leader_rules, fixture->campaign_id, &error);
  g_assert_no_error (error);
  g_assert_true (bn_fight_dialog_set_army (dialog, hugh_army));
  g_assert_true (bn_fight_dialog_set_opponent_army (dialog, odo_army));
  g_assert_true (bn_fight_dialog_set_scenario (dialog, "river-fords"));
  bn_fight_dialog_set_seed_text (dialog, "12");
  bn_fight_dialog_set_basic_game (dialog, TRUE);
  g_assert_true (bn_fight_dialog_set_rules (dialog, "battlelore"));
  g_assert_true (bn_fight_dialog_can_play (dialog));
  window = bn_fight_dialog_play (dialog);
  g_assert_nonnull (window);
  drain ();
  played = bn_play_window_get_played (window);
  g_assert_true (bn_played_battle_get_basic_game (played));
  /* Play takes the rules chosen, as Fight does. */
  g_assert_cmpstr (bn_played_battle_get_ruleset (played)->id, ==, "battlelore");
  g_assert_true ((bn_battle_get_scenario (bn_played_battle_get_battle (played))->options
                  & BN_BATTLE_OPTION_BASIC_GAME) != 0);
  id = bn_played_battle_get_id (played);
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
  again = bn_played_battle_load (bn_application_get_store (fixture->app), id, &error);
  g_assert_no_error (error);
  g_assert_true (bn_played_battle_get_basic_game (again));
  g_assert_true ((bn_battle_get_scenario (bn_played_battle_get_battle (again))->options
                  & BN_BATTLE_OPTION_BASIC_GAME) != 0);
}

/* The same battle open twice: the second to move after the first is
 * refused, and neither overwrites the other's moves. */
static void
test_two_windows (Fixture       *fixture,
                  gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = NULL;
  g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);
  g_autoptr(BnPlayedBattle) first = NULL;
  g_autoptr(BnPlayedBattle) second = NULL;
  g_autoptr(BnPlayedBattle) again = NULL;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autofree char *second_before = NULL;
  g_autofree char *second_after = NULL;
  gint64 id;

  g_assert_no_error (error);
  odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
  g_assert_true (bn_store_insert_leader (store, odo, &error));
  first = bn_played_battle_start (store, save_army (fixture, fixture->leader_id, "Hugh's host", mine),
                                  save_army (fixture, odo->id, "Odo's host", theirs), "open-field", 3,
                                  BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1), &error);
  g_assert_no_error (error);
  id = bn_played_battle_get_id (first);
  second = bn_played_battle_load (store, id, &error);
  g_assert_no_error (error);

  bn_battle_legal_actions (bn_played_battle_get_battle (first), legal);
  g_assert_true (bn_played_battle_act (store, first, &g_array_index (legal, BnBattleAction, 0), &error));
  g_assert_no_error (error);

  second_before = bn_battle_log_to_text (bn_played_battle_get_battle (second));
  g_array_set_size (legal, 0);
  bn_battle_legal_actions (bn_played_battle_get_battle (second), legal);
  g_assert_false (bn_played_battle_act (store, second, &g_array_index (legal, BnBattleAction, legal->len - 1), &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);
  second_after = bn_battle_log_to_text (bn_played_battle_get_battle (second));
  g_assert_cmpstr (second_after, ==, second_before);

  /* What is kept is the first window's move. */
  again = bn_played_battle_load (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bn_battle_get_n_actions (bn_played_battle_get_battle (again)), ==,
                    bn_battle_get_n_actions (bn_played_battle_get_battle (first)));
  g_assert_cmpmem (bn_battle_get_action (bn_played_battle_get_battle (again), 0), sizeof (BnBattleAction),
                   bn_battle_get_action (bn_played_battle_get_battle (first), 0), sizeof (BnBattleAction));
}

static gboolean
on_main_loop_tick (gpointer data)
{
  BnPlayWindow *window = data;
  guint *ticks_while_thinking = g_object_get_data (G_OBJECT (window), "bn-ticks");

  if (bn_play_window_is_thinking (window))
    (*ticks_while_thinking)++;
  return G_SOURCE_CONTINUE;
}

/* The hard computer thinks in another thread: the main loop goes on
 * turning while it does (a timeout runs and sees it thinking, which it
 * could not if the thinking held the main thread), and "Move Now" has it
 * play; its move is then the battle's, saved. */
static void
test_hard_thinks_aside (Fixture       *fixture,
                        gconstpointer  user_data)
{
  static const char *const mine[] = { "mounted-knights", "longbowmen", NULL };
  static const char *const theirs[] = { "pikemen", "crossbowmen", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) odo = NULL;
  BnPlayWindow *window;
  BnPlayedBattle *played;
  guint ticks = 0, tick_id, before;
  gint64 hugh_army, odo_army;

  {
    g_autoptr(BnStore) store = bn_store_open (fixture->db_path, &error);

    g_assert_no_error (error);
    odo = make_leader (fixture, "Odo", "8C,4H,7S", TRUE);
    g_assert_true (bn_store_insert_leader (store, odo, &error));
  }
  hugh_army = save_army (fixture, fixture->leader_id, "Hugh's host", mine);
  odo_army = save_army (fixture, odo->id, "Odo's host", theirs);
  start_app (fixture);
  /* The computer against itself: it is the computer's move from the start. */
  window = bn_battles_view_play_battle_with_strength (bn_window_get_battles_view (fixture->window),
                                                      hugh_army, odo_army, "open-field", 0, NULL,
                                                      BN_BATTLE_STRENGTH_HARD, &error);
  g_assert_no_error (error);
  g_assert_nonnull (window);
  played = bn_play_window_get_played (window);
  g_assert_cmpint (bn_played_battle_get_strength (played), ==, BN_BATTLE_STRENGTH_HARD);
  before = bn_battle_get_n_actions (bn_played_battle_get_battle (played));
  g_assert_true (bn_play_window_is_thinking (window));
  g_object_set_data (G_OBJECT (window), "bn-ticks", &ticks);
  tick_id = g_timeout_add (1, on_main_loop_tick, window);
  while (ticks < 3 && bn_play_window_is_thinking (window))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (ticks, >=, 1);
  bn_play_window_move_now (window);
  while (bn_battle_get_n_actions (bn_played_battle_get_battle (played)) == before)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick_id);
  g_assert_cmpuint (bn_battle_get_n_actions (bn_played_battle_get_battle (played)), >, before);
  gtk_window_destroy (GTK_WINDOW (window));
  drain ();
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "disabled:", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/play/on-the-board", Fixture, NULL, fixture_set_up, test_play_on_the_board, fixture_tear_down);
  g_test_add ("/play/whole-battle/hot-seat", Fixture, GUINT_TO_POINTER (BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1)),
              fixture_set_up, test_whole_battle, fixture_tear_down);
  g_test_add ("/play/whole-battle/against-the-computer", Fixture, GUINT_TO_POINTER (BN_PLAYED_BY_PEOPLE (0)),
              fixture_set_up, test_whole_battle, fixture_tear_down);
  g_test_add ("/play/fight-dialog-plays", Fixture, NULL, fixture_set_up, test_fight_dialog_plays, fixture_tear_down);
  g_test_add ("/play/fight-dialog-plays-basic-game", Fixture, NULL, fixture_set_up,
              test_fight_dialog_plays_basic_game, fixture_tear_down);
  g_test_add ("/play/two-windows", Fixture, NULL, fixture_set_up, test_two_windows, fixture_tear_down);
  g_test_add ("/play/dice-strip-faces", Fixture, NULL, fixture_set_up, test_dice_strip_faces, fixture_tear_down);
  g_test_add ("/play/dice-strip-shows-all", Fixture, NULL, fixture_set_up, test_dice_strip_shows_all,
              fixture_tear_down);
  g_test_add ("/play/watched-replay", Fixture, NULL, fixture_set_up, test_watched_replay, fixture_tear_down);
  g_test_add ("/play/lionheart-on-the-board", Fixture, NULL, fixture_set_up, test_lionheart_on_the_board,
              fixture_tear_down);
  g_test_add ("/play/killed-mid-turn", Fixture, NULL, fixture_set_up, test_killed_mid_turn, fixture_tear_down);
  g_test_add ("/play/hard-thinks-aside", Fixture, NULL, fixture_set_up, test_hard_thinks_aside, fixture_tear_down);
  return g_test_run ();
}
