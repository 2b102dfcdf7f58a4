/* bn-cli-play.c — playing a battle move by move from the command line:
 * "battle start", "battle show", "battle actions", "battle act", "battle
 * move" (an open-table move anywhere allowed), "battle undo" and "battle
 * log". The battle is saved after every move; the
 * computer plays the sides no person plays. Every move is one the engine
 * lists as legal (bn_battle_legal_actions()). */
#include "bn-config.h"

#include "bn-cli.h"

#include <stdio.h>
#include <string.h>

#include "bn-battle-glance.h"
#include "bn-battle-words.h"
#include "bn-battle-words-odds.h"
#include "bn-combat-account.h"
#include "bn-combat-preview.h"
#include "bn-played-battle.h"
#include "bn-scenario-xml.h"
#include "junior-general/bn-junior-general.h"

static gboolean
parse_battle_id (BnCliContext *ctx,
                 const char   *text,
                 gint64       *out_id,
                 int          *out_exit)
{
  guint64 id;

  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT64, &id, NULL))
    {
      *out_exit = bn_cli_usage_error (ctx, _("“%s” is not a played battle's number"), text);
      return FALSE;
    }
  *out_id = (gint64) id;
  return TRUE;
}

/* Opens played battle ARGV[1] for a command that takes only its number
 * (and @extra more arguments). */
static BnPlayedBattle *
open_battle (BnCliContext  *ctx,
             int            argc,
             char         **argv,
             int            extra,
             const char    *arguments,
             BnStore      **out_store,
             int           *out_exit)
{
  g_autoptr(GError) error = NULL;
  BnPlayedBattle *played;
  gint64 id;

  if (!bn_cli_parse_options (ctx, NULL, arguments, &argc, &argv, out_exit))
    return NULL;
  if (argc != 2 + extra)
    {
      *out_exit = bn_cli_usage_error (ctx, "%s", extra > 0 ? _("give the played battle's number and the move")
                                                         : _("give the played battle's number"));
      return NULL;
    }
  if (!parse_battle_id (ctx, argv[1], &id, out_exit))
    return NULL;
  if ((*out_store = bn_cli_get_store (ctx, &error)) == NULL ||
      (played = bn_played_battle_load (*out_store, id, &error)) == NULL)
    {
      *out_exit = bn_cli_fail (ctx, error);
      return NULL;
    }
  return played;
}

static BnBattleWords
words_of (BnPlayedBattle *played)
{
  return (BnBattleWords) { bn_played_battle_get_battle (played),
                           { bn_played_battle_get_army (played, 0), bn_played_battle_get_army (played, 1) } };
}

/* Junior General: where each army departs from the text's order of
 * battle, a warning a line (it fights as it is). */
static void
print_order_of_battle (BnPlayedBattle *played)
{
  const BnBattle *battle = bn_played_battle_get_battle (played);

  if (!bn_battle_is_on_table (battle))
    return;
  for (guint side = 0; side < 2; side++)
    {
      g_auto(GStrv) warnings = bn_jg_order_of_battle_warnings (bn_battle_get_rules (battle),
                                                               bn_played_battle_get_army (played, side));

      for (guint i = 0; warnings[i] != NULL; i++)
        g_print (_("Side %u's order of battle (a warning; it fights as it is): %s\n"), side, warnings[i]);
    }
}

/* Where the battle stands: who is to do what, and the hand of the side to act. */
static void
print_state (BnPlayedBattle *played)
{
  const BnBattle *battle = bn_played_battle_get_battle (played);
  BnBattleWords words = words_of (played);
  guint acting = bn_battle_get_acting_side (battle);
  g_autofree char *result = bn_battle_words_result (&words);

  g_print (_("Played battle %" PRId64 ": %s (side 0) against %s (side 1) on %s\n"),
           bn_played_battle_get_id (played), bn_played_battle_get_army_name (played, 0),
           bn_played_battle_get_army_name (played, 1), bn_data_text (bn_battle_get_scenario (battle)->name));
  g_print (_("Rules: %s (%s)\n"), bn_played_battle_get_ruleset (played)->name,
           bn_played_battle_get_ruleset (played)->id);
  if (bn_played_battle_get_basic_game (played))
    g_print (_("Day of Battle's basic game: each leader's social rank stands for every skill\n"));
  if (bn_played_battle_get_humans (played) != (BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1)))
    g_print (_("Computer player: %s\n"), bn_battle_strength_get_label (bn_played_battle_get_strength (played)));
  g_print ("%s\n", result);
  {
    g_autofree char *score = bn_battle_words_score (battle);
    BnBattleGlance glance;

    bn_battle_get_glance (battle, &glance);
    /* Where the line above gives the points with the target beside them,
     * what is left to say is how the battle ends short of it. */
    if (glance.target.victory_points > 0 && strstr (result, score) != NULL)
      {
        if (glance.turn_limit > 0)
          g_print (_("The battle ends after turn %u, the higher score winning.\n"), glance.turn_limit);
      }
    else
      {
        g_autofree char *victory = bn_battle_words_victory (&words);

        g_print ("%s\n", victory);
      }
  }
  if (bn_battle_get_phase (battle) == BN_PHASE_OVER)
    return;
  /* A person's half: what the other side did in its own, as the play
   * window's panel tells it. */
  if (bn_played_battle_get_humans (played) & BN_PLAYED_BY_PEOPLE (bn_battle_get_active_side (battle)))
    {
      g_autoptr(GPtrArray) theirs = bn_battle_words_their_half (battle, bn_battle_get_active_side (battle));

      if (theirs->len > 0)
        g_print (_("In the other side's half:\n"));
      for (guint i = 0; i < theirs->len; i++)
        {
          g_autofree char *line = bn_battle_words_combat_line (&words, g_ptr_array_index (theirs, i),
                                                               bn_battle_get_active_side (battle));

          g_print ("  %s\n", line);
        }
    }
  g_print (_("Side %u (%s) is played by %s\n"), acting, bn_played_battle_get_army_name (played, acting),
           bn_played_battle_get_humans (played) & BN_PLAYED_BY_PEOPLE (acting) ? _("a person") : _("the computer"));
  /* What the app's bar and the card's tooltip say of this step. */
  if (bn_battle_get_phase (battle) == BN_PHASE_RECEIVE)
    {
      g_autofree char *receiving = bn_battle_words_receiving (battle);

      g_print ("%s.\n", receiving);
    }
  /* A ruleset without command cards (Lionheart) deals no hand, nor does
   * any before the first-move throw is settled. */
  if (bn_battle_get_deck_size (battle) == 0 || bn_battle_get_turn (battle) == 0)
    return;
  g_print (_("Hand of side %u:"), acting);
  for (guint i = 0; i < bn_battle_get_hand_size (battle, acting); i++)
    g_print ("%s “%s”", i > 0 ? "," : "", bn_battle_words_card (&words, bn_battle_get_hand_card (battle, acting, i)));
  g_print ("\n");
  {
    g_autofree char *forced = bn_battle_words_forced_card (&words);

    if (forced != NULL)
      /* TRANSLATORS: what the side to act must do now, and why */
      g_print (_("Now: %s.\n"), forced);
  }
  for (guint i = 0; i < bn_battle_get_hand_size (battle, acting); i++)
    {
      gboolean playable;
      g_autofree char *special = bn_battle_words_special_card (battle, i, &playable);

      if (special != NULL)
        /* TRANSLATORS: a special card of the hand, then whether and why it can be played, and its ransom */
        g_print (_("  “%s”: %s.\n"), bn_battle_words_card (&words, bn_battle_get_hand_card (battle, acting, i)),
                 special);
    }
}

/* "battle show --json": where the battle stands (docs/cli.md); @then: the
 * battle after some of its moves (--at), or %NULL for as it stands. */
static void
print_state_json (BnPlayedBattle *played,
                  BnBattle       *then)
{
  const BnBattle *battle = then != NULL ? then : bn_played_battle_get_battle (played);
  BnBattleWords words = { (BnBattle *) battle, { bn_played_battle_get_army (played, 0), bn_played_battle_get_army (played, 1) } };
  g_autofree char *result = bn_battle_words_result (&words);
  gboolean over = bn_battle_get_phase (battle) == BN_PHASE_OVER;
  guint acting = bn_battle_get_acting_side (battle);
  g_autoptr(BnJson) json = bn_json_new ();

  bn_json_begin_object (json);
  bn_json_member_int (json, "id", bn_played_battle_get_id (played));
  bn_json_key (json, "armies");
  bn_json_begin_array (json);
  for (guint side = 0; side < 2; side++)
    {
      bn_json_begin_object (json);
      bn_json_member_int (json, "side", side);
      bn_json_member_string (json, "name", bn_played_battle_get_army_name (played, side));
      bn_json_member_string (json, "played_by",
                             bn_played_battle_get_humans (played) & BN_PLAYED_BY_PEOPLE (side) ? "person" : "computer");
      bn_json_end_object (json);
    }
  bn_json_end_array (json);
  bn_json_member_string (json, "scenario", bn_battle_get_scenario (battle)->name);
  bn_json_member_string (json, "rules", bn_played_battle_get_ruleset (played)->id);
  bn_json_member_bool (json, "basic_game", bn_played_battle_get_basic_game (played));
  bn_json_member_int (json, "moves", bn_battle_get_n_actions (battle));
  bn_json_member_int (json, "moves_in_all", bn_battle_get_n_actions (bn_played_battle_get_battle (played)));
  bn_json_member_bool (json, "over", over);
  bn_json_member_string (json, "result", result);
  bn_json_key (json, "acting_side");
  if (over)
    bn_json_null (json);
  else
    bn_json_int (json, acting);
  bn_json_key (json, "hand");
  bn_json_begin_array (json);
  for (guint i = 0; !over && bn_battle_get_deck_size (battle) > 0 && i < bn_battle_get_hand_size (battle, acting); i++)
    bn_json_string (json, bn_battle_words_card (&words, bn_battle_get_hand_card (battle, acting, i)));
  bn_json_end_array (json);
  bn_json_end_object (json);
  bn_json_print (g_steal_pointer (&json));
}

/* The opponent raised for the battle, with its units, as "army generate"
 * shows a host (the seed the battle's own). */
static gboolean
print_raised_host (BnCliContext   *ctx,
                   BnPlayedBattle *played,
                   int            *out_exit)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnUnitRules) unit_rules = bn_unit_rules_load_default (&error);
  g_autoptr(BnLeaderRules) leader_rules = unit_rules != NULL ? bn_leader_rules_load_default (&error) : NULL;

  if (leader_rules == NULL)
    {
      *out_exit = bn_cli_fail (ctx, error);
      return FALSE;
    }
  g_print (_("Against a host raised for %u points: "), bn_played_battle_get_raised_points (played));
  bn_cli_print_raised_host (unit_rules, leader_rules, bn_played_battle_get_raised_host (played),
                            bn_played_battle_get_raised_points (played), bn_played_battle_get_seed (played));
  return TRUE;
}

/* The campaign army @id belongs to, through its leader; 0 with @error if none. */
static gint64
army_campaign (BnStore  *store,
               gint64    id,
               GError  **error)
{
  g_autoptr(BnArmy) army = bn_store_get_army (store, id, error);
  g_autoptr(BnLeader) leader = NULL;

  if (army == NULL || (leader = bn_store_get_leader (store, army->leader_id, error)) == NULL)
    return 0;
  return leader->campaign_id;
}

/* battle start --army A (--army B | --vs-points N) [--campaign C] [--scenario S] [--seed N] [--computer none|1|2|both] */
int
bn_cli_battle_start (BnCliContext *ctx,
                     int           argc,
                     char        **argv)
{
  g_auto(GStrv) army_texts = NULL;
  gint64 opponent_id = 0, campaign_id = 0;
  g_autofree char *scenario = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *computer = NULL;
  g_autofree char *strength_text = NULL;
  BnBattleStrength strength;
  gboolean deploy = FALSE;
  gboolean basic_game = FALSE;
  g_autofree char *rules_id = NULL;
  g_autofree char *vs_points = NULL;
  guint64 points = 0;
  const GOptionEntry entries[] = {
    { "vs-points", 0, 0, G_OPTION_ARG_STRING, &vs_points,
      N_("The opponent: a host raised for N points by the army generator, from the seed"), "N" },
    { "deploy", 0, 0, G_OPTION_ARG_NONE, &deploy, N_("People place their own units in their zones first"), NULL },
    { "army", 'a', 0, G_OPTION_ARG_STRING_ARRAY, &army_texts, N_("An army: the first given is side 0, the second side 1"), "A" },
    { "vs", 0, 0, G_OPTION_ARG_INT64, &opponent_id, N_("The opposing army (the same as a second --army)"), "B" },
    { "campaign", 'c', 0, G_OPTION_ARG_INT64, &campaign_id, N_("The campaign both armies must belong to"), "C" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_id, N_("The ruleset (see “rules list”; default lords-and-levies)"), N_("ID") },
    { "scenario", 's', 0, G_OPTION_ARG_STRING, &scenario, N_("The battlefield (see “scenario list”)"), "S" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the battle's cards and dice"), "N" },
    { "computer", 0, 0, G_OPTION_ARG_STRING, &computer,
      N_("Which army the computer plays: 2 (default), 1, none (two people) or both (to watch)"), N_("WHO") },
    { "computer-strength", 0, 0, G_OPTION_ARG_STRING, &strength_text, BN_CLI_STRENGTH_HELP, N_("STRENGTH") },
    { "basic-game", 0, 0, G_OPTION_ARG_NONE, &basic_game,
      N_("Day of Battle's basic game: each leader's social rank stands for every skill"), NULL },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnPlayedBattle) played = NULL;
  gint64 ids[2] = { 0, 0 };
  guint n_ids = 0;
  const BnRuleset *ruleset = NULL;
  guint64 seed = 0;
  guint humans = BN_PLAYED_BY_PEOPLE (0);
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries,
                             _("--army A (--army B | --vs-points N) [--campaign C] [--scenario S] [--seed N] [--computer none|1|2|both] [--computer-strength S] [--deploy] [--rules R] [--basic-game]"),
                             &argc, &argv, &exit_code))
    return exit_code;
  for (guint i = 0; army_texts != NULL && army_texts[i] != NULL; i++)
    {
      guint64 id;

      if (n_ids == 2 || !g_ascii_string_to_unsigned (army_texts[i], 10, 1, G_MAXINT64, &id, NULL))
        return bn_cli_usage_error (ctx, n_ids == 2 ? _("give two armies, no more") : _("“%s” is not an army's number"),
                                   army_texts[i]);
      ids[n_ids++] = (gint64) id;
    }
  if (opponent_id > 0 && n_ids < 2)
    ids[n_ids++] = opponent_id;
  if (vs_points != NULL &&
      !g_ascii_string_to_unsigned (vs_points, 10, 1, G_MAXUINT, &points, NULL))
    return bn_cli_usage_error (ctx, _("--vs-points “%s” is not a number of points from 1"), vs_points);
  if (argc != 1 || n_ids != (points > 0 ? 1u : 2u))
    return bn_cli_usage_error (ctx, points > 0 ? _("give one army, --army A, to fight the host raised for --vs-points")
                                               : _("give the two armies: --army A --army B, or --army A --vs-points N"));
  if (seed_text != NULL && !bn_cli_parse_seed (seed_text, &seed, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  if (seed_text == NULL)
    seed = g_random_int ();
  if (!bn_cli_parse_strength (ctx, strength_text, &strength, &exit_code))
    return exit_code;
  if (rules_id != NULL && (ruleset = bn_ruleset_lookup (rules_id)) == NULL)
    {
      g_autofree char *known = bn_ruleset_list_ids ("|");

      return bn_cli_usage_error (ctx, _("there is no ruleset “%s”; choose %s"), rules_id, known);
    }
  if (computer != NULL)
    {
      if (g_str_equal (computer, "2"))
        humans = BN_PLAYED_BY_PEOPLE (0);
      else if (g_str_equal (computer, "1"))
        humans = BN_PLAYED_BY_PEOPLE (1);
      else if (g_str_equal (computer, "none"))
        humans = BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1);
      else if (g_str_equal (computer, "both"))
        humans = 0;
      else
        return bn_cli_usage_error (ctx, _("--computer is none, 1, 2 or both"));
    }
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL)
    return bn_cli_fail (ctx, error);
  for (guint i = 0; campaign_id > 0 && i < n_ids; i++)
    {
      gint64 of = army_campaign (store, ids[i], &error);

      if (of == 0)
        return bn_cli_fail (ctx, error);
      if (of != campaign_id)
        {
          g_printerr (_("banneret-cli: army %" PRId64 " is not of campaign %" PRId64 "\n"), ids[i],
                      campaign_id);
          return BN_CLI_EXIT_ERROR;
        }
    }
  for (guint i = 0; i < n_ids; i++)
    if (!bn_cli_check_army_ready (ctx, store, ids[i], &exit_code))
      return exit_code;
  if (deploy)
    {
      g_autofree char *spec = g_strconcat (BN_SCENARIO_DEPLOY_PREFIX, scenario != NULL ? scenario : "open-field", NULL);

      g_free (scenario);
      scenario = g_steal_pointer (&spec);
    }
  played = points > 0
    ? bn_played_battle_start_raised (store, ids[0], (guint) points, scenario != NULL ? scenario : "open-field",
                                     seed, humans, ruleset, basic_game ? BN_BATTLE_OPTION_BASIC_GAME : 0,
                                     strength, FALSE, &error)
    : bn_played_battle_start_with_strength (store, ids[0], ids[1], scenario != NULL ? scenario : "open-field",
                                            seed, humans, ruleset, basic_game ? BN_BATTLE_OPTION_BASIC_GAME : 0,
                                            strength, FALSE, &error);
  if (played == NULL)
    return bn_cli_fail (ctx, error);
  /* The number alone first, for scripts. */
  g_print ("%" G_GINT64_FORMAT "\n", bn_played_battle_get_id (played));
  if (bn_played_battle_get_raised_host (played) != NULL && !print_raised_host (ctx, played, &exit_code))
    return exit_code;
  print_state (played);
  print_order_of_battle (played);
  /* What the computer did before anyone else could act, as a person sees it
   * (not a whole battle it fought against itself). */
  if (humans != 0)
  {
    BnBattleWords words = words_of (played);
    const BnBattle *battle = bn_played_battle_get_battle (played);
    guint viewer = humans == BN_PLAYED_BY_PEOPLE (1) ? 1 : 0;

    for (guint e = 0; e < bn_battle_get_n_events (battle); e++)
      {
        g_autofree char *text = bn_battle_get_event (battle, e)->action == G_MAXUINT32 ? NULL
                                  : bn_battle_words_event (&words, bn_battle_get_event (battle, e), viewer);

        if (text != NULL)
          g_print ("  %s\n", text);
      }
  }
  return BN_CLI_EXIT_OK;
}


/* The last combat, when it waits for a choice (a stand or a retreat, a
 * leader's die kept or thrown again, a blow warded or taken): what is
 * decided so far and what waits ("battle log" tells it once it is over). */
static void
print_combat_waiting (BnPlayedBattle *played)
{
  const BnBattle *battle = bn_played_battle_get_battle (played);
  BnBattleWords words = words_of (played);
  guint n = bn_battle_get_n_events (battle), start;
  g_autoptr(GPtrArray) accounts = NULL;
  const BnCombatAccount *last;
  g_autofree char *told = NULL;
  BnBattlePhase phase = bn_battle_get_phase (battle);

  if (phase != BN_PHASE_DEFEND && phase != BN_PHASE_CASUALTIES && phase != BN_PHASE_RETREAT
      && bn_battle_get_reroll_offer (battle, NULL, NULL) < 0 && bn_battle_get_struck_commander (battle) < 0)
    return;
  for (start = n; start > 0 && bn_battle_get_event (battle, start - 1)->type != BN_EVENT_BATTLE; start--)
    ;
  if (start == 0)
    return;
  accounts = bn_combat_accounts_read (battle, start - 1 > 64 ? start - 1 - 64 : 0, n);
  if (accounts->len == 0)
    return;
  last = g_ptr_array_index (accounts, accounts->len - 1);
  if (last->end_event != n)
    return;
  told = bn_battle_words_combat (&words, last);
  g_print (_("The last combat so far: %s\n"), told);
}

/* battle show ID */
int
bn_cli_battle_show (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  g_autoptr(BnPlayedBattle) played = NULL;
  BnStore *store;
  int exit_code = BN_CLI_EXIT_OK;
  gint64 at = -1;
  const GOptionEntry entries[] = {
    { "at", 0, 0, G_OPTION_ARG_INT64, &at, N_("The board as it stood after the first N moves (a replay)"), "N" },
    { NULL }
  };

  if (!bn_cli_parse_options (ctx, entries, _("ID [--at N]"), &argc, &argv, &exit_code))
    return exit_code;
  played = open_battle (ctx, argc, argv, 0, _("ID"), &store, &exit_code);
  if (played == NULL)
    return exit_code;
  if (ctx->json)
    {
      g_autoptr(BnBattle) then = at >= 0 ? bn_played_battle_replay_to (played, (guint) MIN (at, (gint64) G_MAXUINT))
                                         : NULL;

      print_state_json (played, then);
      return BN_CLI_EXIT_OK;
    }
  if (at >= 0)
    {
      /* A step of the battle, as the replay view shows it. */
      g_autoptr(BnBattle) then = bn_played_battle_replay_to (played, (guint) MIN (at, (gint64) G_MAXUINT));
      BnBattleWords words = { then, { bn_played_battle_get_army (played, 0), bn_played_battle_get_army (played, 1) } };
      g_autofree char *result = bn_battle_words_result (&words);
      g_autofree char *board = bn_battle_words_board (&words);

      g_print (_("Played battle %" PRId64 " after %u of its %u moves\n%s\n"), bn_played_battle_get_id (played),
               bn_battle_get_n_actions (then), bn_battle_get_n_actions (bn_played_battle_get_battle (played)), result);
      if (bn_battle_get_n_actions (then) > 0)
        {
          /* The move told as it read before it was made. */
          g_autoptr(BnBattle) before = bn_played_battle_replay_to (played, bn_battle_get_n_actions (then) - 1);
          BnBattleWords before_words = { before, { words.armies[0], words.armies[1] } };
          g_autofree char *last = bn_battle_words_action (&before_words,
                                                          bn_battle_get_action (then, bn_battle_get_n_actions (then) - 1));

          g_print (_("Last move: %s\n"), last);
        }
      fputs (board, stdout);
      return BN_CLI_EXIT_OK;
    }
  {
    BnBattleWords words = words_of (played);
    g_autofree char *board = bn_battle_words_board (&words);
    g_autofree char *glance = bn_battle_words_glance_lines (&words);

    print_state (played);
    fputs (board, stdout);
    /* Lionheart's movement points, Junior General's reach and distances. */
    if (glance != NULL)
      fputs (glance, stdout);
    print_combat_waiting (played);
  }
  return BN_CLI_EXIT_OK;
}

/* battle actions ID: the legal moves in words, numbered for "battle act";
 * once the battle is over, its result and no numbered line. */
int
bn_cli_battle_actions (BnCliContext *ctx,
                       int           argc,
                       char        **argv)
{
  g_autoptr(BnPlayedBattle) played = NULL;
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnStore *store;
  int exit_code = BN_CLI_EXIT_OK;

  played = open_battle (ctx, argc, argv, 0, _("ID"), &store, &exit_code);
  if (played == NULL)
    return exit_code;
  if (ctx->json)
    {
      g_autoptr(BnJson) json = bn_json_new ();

      /* An array of the legal moves; [] once the battle is over. */
      if (bn_battle_get_phase (bn_played_battle_get_battle (played)) != BN_PHASE_OVER)
        bn_battle_legal_actions (bn_played_battle_get_battle (played), actions);
      bn_json_begin_array (json);
      for (guint i = 0; i < actions->len; i++)
        {
          BnBattleWords words = words_of (played);
          g_autofree char *text = bn_battle_words_action (&words, &g_array_index (actions, BnBattleAction, i));

          g_autofree char *odds = bn_battle_words_action_odds (&words, &g_array_index (actions, BnBattleAction, i));

          bn_json_begin_object (json);
          bn_json_member_int (json, "number", i + 1);
          bn_json_member_string (json, "move", text);
          if (odds != NULL)
            bn_json_member_string (json, "odds", odds);
          bn_json_end_object (json);
        }
      bn_json_end_array (json);
      bn_json_print (g_steal_pointer (&json));
      return BN_CLI_EXIT_OK;
    }
  if (bn_battle_get_phase (bn_played_battle_get_battle (played)) == BN_PHASE_OVER)
    {
      BnBattleWords words = words_of (played);
      g_autofree char *result = bn_battle_words_result (&words);

      g_print ("%s\n", result);
      return BN_CLI_EXIT_OK;
    }
  bn_battle_legal_actions (bn_played_battle_get_battle (played), actions);
  for (guint i = 0; i < actions->len; i++)
    {
      BnBattleWords words = words_of (played);
      g_autofree char *text = bn_battle_words_action (&words, &g_array_index (actions, BnBattleAction, i));
      /* What a duel, a stand, a retreat or a breakthrough risks, on its line. */
      g_autofree char *odds = bn_battle_words_action_odds (&words, &g_array_index (actions, BnBattleAction, i));

      if (odds != NULL)
        /* TRANSLATORS: a move of "battle actions", then what it risks and brings */
        g_print (_("%u\t%s · %s\n"), i + 1, text, odds);
      else
        g_print ("%u\t%s\n", i + 1, text);
    }
  return BN_CLI_EXIT_OK;
}

/* What a move, and the computer's answer, brought about, as the side that
 * moved may know it: the other side's drawn cards are not told. */
static void
print_events (BnPlayedBattle *played,
              guint           from,
              guint           mover)
{
  BnBattleWords words = words_of (played);
  const BnBattle *battle = bn_played_battle_get_battle (played);

  for (guint e = from; e < bn_battle_get_n_events (battle); e++)
    {
      g_autofree char *text = bn_battle_words_event (&words, bn_battle_get_event (battle, e), mover);

      if (text != NULL)
        g_print ("  %s\n", text);
    }
}

/* battle act ID N [--dice D]: takes legal move N of "battle actions ID",
 * with the battle dice thrown at the table if given. */
int
bn_cli_battle_act (BnCliContext *ctx,
                   int           argc,
                   char        **argv)
{
  g_autoptr(BnPlayedBattle) played = NULL;
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(GError) error = NULL;
  BnStore *store;
  guint64 n;
  guint before;
  int exit_code = BN_CLI_EXIT_OK;

  g_autofree char *dice = NULL;
  const GOptionEntry entries[] = {
    { "dice", 'd', 0, G_OPTION_ARG_STRING, &dice, N_("The battle dice thrown at the table for this move, in order"), "3,5,6" },
    { NULL }
  };

  if (!bn_cli_parse_options (ctx, entries, _("ID N [--dice D]"), &argc, &argv, &exit_code))
    return exit_code;
  played = open_battle (ctx, argc, argv, 1, _("ID N"), &store, &exit_code);
  if (played == NULL)
    return exit_code;
  bn_battle_legal_actions (bn_played_battle_get_battle (played), actions);
  if (!g_ascii_string_to_unsigned (argv[argc - 1], 10, 0, G_MAXUINT, &n, NULL))
    return bn_cli_usage_error (ctx, _("“%s” is not a move's number (see “battle actions”)"), argv[argc - 1]);
  if (n == 0 || n > actions->len)
    {
      /* Not offered: say why, from the rules' turn sequence; nothing is saved. */
      BnBattleWords words = words_of (played);
      g_autofree char *result = bn_battle_words_result (&words);

      if (bn_battle_get_phase (bn_played_battle_get_battle (played)) == BN_PHASE_OVER)
        g_printerr (_("banneret-cli: move %s is not offered: %s\n"), argv[argc - 1], result);
      else
        g_printerr (_("banneret-cli: move %s is not offered: %s Only moves 1 to %u are (see “battle actions”).\n"),
                    argv[argc - 1], result, actions->len);
      return BN_CLI_EXIT_ERROR;
    }
  before = bn_battle_get_n_events (bn_played_battle_get_battle (played));
  if (!bn_played_battle_act_with_dice (store, played, &g_array_index (actions, BnBattleAction, n - 1), dice, &error))
    return bn_cli_fail (ctx, error);
  print_events (played, before, g_array_index (actions, BnBattleAction, n - 1).side);
  print_state (played);
  return BN_CLI_EXIT_OK;
}

/* battle move ID UNIT --cm D --heading H [--back]: an open-table move
 * anywhere the rules allow, not only those "battle actions" lists. */
int
bn_cli_battle_move (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  g_autoptr(BnPlayedBattle) played = NULL;
  g_autoptr(GError) error = NULL;
  BnStore *store;
  BnBattleAction action;
  guint64 unit;
  guint before;
  int exit_code = BN_CLI_EXIT_OK, cm = -1, heading = -1;
  gboolean back = FALSE;
  const GOptionEntry entries[] = {
    { "cm", 0, 0, G_OPTION_ARG_INT, &cm, N_("How far the unit goes, in whole centimetres"), "D" },
    { "heading", 0, 0, G_OPTION_ARG_INT, &heading, N_("The way it goes, in degrees: the table's north 0, clockwise, in 5° steps"), "H" },
    { "back", 0, 0, G_OPTION_ARG_NONE, &back, N_("It goes that way backwards, keeping its face to the other way"), NULL },
    { NULL }
  };

  if (!bn_cli_parse_options (ctx, entries, _("ID UNIT --cm D --heading H [--back]"), &argc, &argv, &exit_code))
    return exit_code;
  played = open_battle (ctx, argc, argv, 1, _("ID UNIT"), &store, &exit_code);
  if (played == NULL)
    return exit_code;
  if (!bn_battle_is_on_table (bn_played_battle_get_battle (played)))
    return bn_cli_usage_error (ctx, _("“battle move” moves a unit on the open table (Junior General); a hex "
                                      "battle's moves are in “battle actions”"));
  if (!g_ascii_string_to_unsigned (argv[argc - 1], 10, 0, 255, &unit, NULL))
    return bn_cli_usage_error (ctx, _("“%s” is not a unit's number (see “battle show”)"), argv[argc - 1]);
  if (cm < 0 || heading < 0 || heading >= 360)
    return bn_cli_usage_error (ctx, _("give the distance with --cm D and the heading, 0 to 359°, with --heading H"));
  if (!bn_jg_move_action (bn_played_battle_get_battle (played), (guint) unit, heading, (guint) cm, back,
                          &action, &error))
    return bn_cli_fail (ctx, error);
  before = bn_battle_get_n_events (bn_played_battle_get_battle (played));
  if (!bn_played_battle_act_with_dice (store, played, &action, NULL, &error))
    return bn_cli_fail (ctx, error);
  print_events (played, before, action.side);
  print_state (played);
  return BN_CLI_EXIT_OK;
}

/* battle undo ID: takes back the last person's move. */
int
bn_cli_battle_undo (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  g_autoptr(BnPlayedBattle) played = NULL;
  g_autoptr(GError) error = NULL;
  BnStore *store;
  int exit_code = BN_CLI_EXIT_OK;

  played = open_battle (ctx, argc, argv, 0, _("ID"), &store, &exit_code);
  if (played == NULL)
    return exit_code;
  if (!bn_played_battle_undo (store, played, &error))
    return bn_cli_fail (ctx, error);
  print_state (played);
  return BN_CLI_EXIT_OK;
}

/* One event of "battle log --json": its fields and, where it tells
 * anything, its words (worded with @after, the battle once it happened). */
static void
event_json (BnJson              *json,
            const BnBattleWords *after,
            const BnBattleEvent *event)
{
  g_autofree char *text = bn_battle_words_event (after, event, BN_BATTLE_WORDS_EVERYONE);

  bn_json_begin_object (json);
  bn_json_member_string (json, "type", bn_battle_event_type_to_string (event->type));
  bn_json_member_int (json, "side", event->side);
  bn_json_member_int (json, "a", event->a);
  bn_json_member_int (json, "b", event->b);
  bn_json_member_int (json, "c", event->c);
  bn_json_member_int (json, "value", event->value);
  bn_json_member_string (json, "text", text);
  bn_json_end_object (json);
}

/* "battle log --json" (docs/cli.md): every move in words and fields, each
 * with its events. A move is worded as it read before it was made (its
 * card in the hand then), so the battle is replayed move by move. */
static void
print_log_json (BnPlayedBattle *played)
{
  const BnBattle *battle = bn_played_battle_get_battle (played);
  guint n_actions = bn_battle_get_n_actions (battle);
  guint n_events = bn_battle_get_n_events (battle);
  g_autoptr(BnJson) json = bn_json_new ();
  g_autoptr(BnBattle) before = bn_played_battle_replay_to (played, 0);
  BnBattleWords words = { before, { bn_played_battle_get_army (played, 0), bn_played_battle_get_army (played, 1) } };
  guint e = 0;

  bn_json_begin_object (json);
  bn_json_member_int (json, "id", bn_played_battle_get_id (played));
  bn_json_key (json, "setup");
  bn_json_begin_array (json);
  for (; e < n_events && bn_battle_get_event (battle, e)->action == G_MAXUINT32; e++)
    event_json (json, &words, bn_battle_get_event (battle, e));
  bn_json_end_array (json);
  bn_json_key (json, "moves");
  bn_json_begin_array (json);
  for (guint a = 0; a < n_actions; a++)
    {
      const BnBattleAction *action = bn_battle_get_action (battle, a);
      g_autofree char *move = NULL;
      g_autoptr(BnBattle) after = NULL;

      words.battle = before;
      move = bn_battle_words_action (&words, action);
      after = bn_played_battle_replay_to (played, a + 1);
      words.battle = after;
      bn_json_begin_object (json);
      bn_json_member_int (json, "number", a + 1);
      bn_json_member_int (json, "side", action->side);
      bn_json_member_string (json, "type", bn_battle_action_type_to_string (action->type));
      bn_json_member_int (json, "a", action->a);
      bn_json_member_int (json, "b", action->b);
      bn_json_member_int (json, "c", action->c);
      bn_json_member_string (json, "move", move);
      bn_json_key (json, "events");
      bn_json_begin_array (json);
      for (; e < n_events && bn_battle_get_event (battle, e)->action == a; e++)
        event_json (json, &words, bn_battle_get_event (battle, e));
      bn_json_end_array (json);
      bn_json_end_object (json);
      g_clear_pointer (&before, bn_battle_free);
      before = g_steal_pointer (&after);
    }
  bn_json_end_array (json);
  bn_json_end_object (json);
  bn_json_print (g_steal_pointer (&json));
}

/* The log as "battle replay" reads it (an action a line, its events
 * indented), each event followed by its words ("    = …") and each
 * combat, once over, by the whole of it ("    == …"), every card told. */
static char *
log_in_words (BnPlayedBattle *played)
{
  const BnBattle *battle = bn_played_battle_get_battle (played);
  BnBattleWords words = words_of (played);
  g_autofree char *raw = bn_battle_log_to_text (battle);
  g_auto(GStrv) lines = g_strsplit (raw, "\n", -1);
  g_autoptr(GPtrArray) combats = bn_combat_accounts_read (battle, 0, bn_battle_get_n_events (battle));
  GString *out = g_string_new (NULL);
  guint e = 0, next_combat = 0;
  BnBattlePhase phase = bn_battle_get_phase (battle);
  gboolean waiting = phase == BN_PHASE_DEFEND || phase == BN_PHASE_CASUALTIES || phase == BN_PHASE_RETREAT
                     || phase == BN_PHASE_BREAKTHROUGH || bn_battle_get_n_events (battle) == 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '\0')
        continue;
      g_string_append_printf (out, "%s\n", lines[i]);
      /* The event lines come in the log's order. */
      if (g_str_has_prefix (lines[i], "  ") && e < bn_battle_get_n_events (battle))
        {
          g_autofree char *told = bn_battle_words_event (&words, bn_battle_get_event (battle, e),
                                                         BN_BATTLE_WORDS_EVERYONE);

          if (told != NULL)
            g_string_append_printf (out, "    = %s\n", told);
          e++;
          /* A combat still waiting for a choice is told once it is over. */
          while (next_combat < combats->len
                 && ((BnCombatAccount *) g_ptr_array_index (combats, next_combat))->end_event == e
                 && (e < bn_battle_get_n_events (battle) || !waiting))
            {
              g_autofree char *combat = bn_battle_words_combat (&words, g_ptr_array_index (combats, next_combat++));

              g_string_append_printf (out, "    == %s\n", combat);
            }
        }
    }
  return g_string_free (out, FALSE);
}

/* battle log ID [--xml]: every move and what it brought about; with --xml,
 * the battle log "battle replay" plays again and checks. */
int
bn_cli_battle_log (BnCliContext *ctx,
                   int           argc,
                   char        **argv)
{
  g_autoptr(BnPlayedBattle) played = NULL;
  g_autofree char *text = NULL;
  BnStore *store;
  int exit_code = BN_CLI_EXIT_OK;

  {
    gboolean xml = FALSE;
    const GOptionEntry entries[] = {
      { "xml", 0, 0, G_OPTION_ARG_NONE, &xml, N_("Write the battle log as XML (for “battle replay”)"), NULL },
      { NULL }
    };

    if (!bn_cli_parse_options (ctx, entries, _("ID [--xml]"), &argc, &argv, &exit_code))
      return exit_code;
    if (xml && ctx->json)
      return bn_cli_usage_error (ctx, _("--xml and --json are two forms of the log: give one"));
    played = open_battle (ctx, argc, argv, 0, _("ID"), &store, &exit_code);
    if (played == NULL)
      return exit_code;
    if (ctx->json)
      {
        print_log_json (played);
        return BN_CLI_EXIT_OK;
      }
    text = xml ? bn_played_battle_to_log_xml (played) : log_in_words (played);
  }
  fputs (text, stdout);
  return BN_CLI_EXIT_OK;
}

/* battle keep ID: records a finished played battle in its campaign. */
int
bn_cli_battle_keep (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  g_autoptr(BnPlayedBattle) played = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  BnStore *store;
  int exit_code = BN_CLI_EXIT_OK;

  played = open_battle (ctx, argc, argv, 0, _("ID"), &store, &exit_code);
  if (played == NULL)
    return exit_code;
  record = bn_played_battle_keep (store, played, &error);
  if (record == NULL)
    return bn_cli_fail (ctx, error);
  g_print (_("Battle %" PRId64 " (%s) recorded; run its post-battle sequence with: battle apply %" PRId64 "\n"),
           record->id, bn_data_text (record->name), record->id);
  return BN_CLI_EXIT_OK;
}

/* battle odds ID N: the odds of legal move N of "battle actions ID", an
 * attack or a shot, before it is made. Nothing is saved. */
int
bn_cli_battle_odds_of_move (BnCliContext *ctx,
                            const char   *id_text,
                            const char   *move_text,
                            int           runs,
                            const char   *seed_text)
{
  g_autoptr(BnPlayedBattle) played = NULL;
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(BnCombatPreview) preview = NULL;
  g_autoptr(GError) error = NULL;
  BnStore *store;
  gint64 id;
  guint64 n, seed = 1;
  int exit_code = BN_CLI_EXIT_OK;
  const BnBattle *battle;

  if (!parse_battle_id (ctx, id_text, &id, &exit_code))
    return exit_code;
  if (!g_ascii_string_to_unsigned (move_text, 10, 1, G_MAXUINT, &n, NULL))
    return bn_cli_usage_error (ctx, _("“%s” is not a move's number (see “battle actions”)"), move_text);
  if (runs < 0 || runs > 1000000)
    return bn_cli_usage_error (ctx, _("--runs is 1 to 1000000"));
  if (seed_text != NULL && !bn_cli_parse_seed (seed_text, &seed, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  if ((store = bn_cli_get_store (ctx, &error)) == NULL || (played = bn_played_battle_load (store, id, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  battle = bn_played_battle_get_battle (played);
  bn_battle_legal_actions (battle, actions);
  if (n > actions->len)
    {
      g_printerr (_("banneret-cli: move %s is not offered: only moves 1 to %u are (see “battle actions”)\n"),
                  move_text, actions->len);
      return BN_CLI_EXIT_ERROR;
    }
  if (bn_duel_preview_possible (battle, &g_array_index (actions, BnBattleAction, n - 1)))
    {
      BnBattleWords words = words_of (played);
      g_autoptr(BnDuelPreview) duel = bn_duel_preview_new (battle, &g_array_index (actions, BnBattleAction, n - 1),
                                                           &error);
      g_autofree char *text = NULL;

      if (duel == NULL)
        return bn_cli_fail (ctx, error);
      text = bn_battle_words_duel_odds (&words, duel);
      g_print (_("Odds of move %s of played battle %" PRId64 " (nothing is played):\n"), move_text, id);
      fputs (text, stdout);
      return BN_CLI_EXIT_OK;
    }
  if (!bn_combat_preview_possible (battle, &g_array_index (actions, BnBattleAction, n - 1)) &&
      !bn_combat_preview_answers (battle, &g_array_index (actions, BnBattleAction, n - 1)))
    {
      BnBattleWords words = words_of (played);
      g_autofree char *what = bn_battle_words_action (&words, &g_array_index (actions, BnBattleAction, n - 1));
      /* A breakthrough has no dice, but where it leads. */
      g_autofree char *brings = bn_battle_words_action_odds (&words, &g_array_index (actions, BnBattleAction, n - 1));

      if (brings != NULL)
        {
          g_print (_("Move %s of played battle %" PRId64 " (nothing is played): %s\n%s\n"), move_text, id, what, brings);
          return BN_CLI_EXIT_OK;
        }

      g_printerr (_("banneret-cli: move %s (%s) is no attack or shot: it has no odds to tell\n"), move_text, what);
      return BN_CLI_EXIT_ERROR;
    }
  preview = bn_combat_preview_new (battle, &g_array_index (actions, BnBattleAction, n - 1), (guint) runs, seed, &error);
  if (preview == NULL)
    return bn_cli_fail (ctx, error);
  {
    BnBattleWords words = words_of (played);
    g_autofree char *text = bn_battle_words_preview (&words, preview);

    g_print (_("Odds of move %s of played battle %" PRId64 " (nothing is played):\n"), move_text, id);
    fputs (text, stdout);
  }
  return BN_CLI_EXIT_OK;
}
