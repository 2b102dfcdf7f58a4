/* bn-cli-play.c — playing a battle move by move from the command line:
 * "battle start", "battle show", "battle actions", "battle act", "battle
 * undo" and "battle log". The battle is saved after every move; the
 * computer plays the sides no person plays. Every move is one the engine
 * lists as legal (bn_battle_legal_actions()). */
#include "bn-config.h"

#include "bn-cli.h"

#include <stdio.h>

#include "bn-played-battle.h"

static const char * const phase_names[] = {
  [BN_PHASE_PLAY_CARD] = "play a command card",
  [BN_PHASE_ORDER] = "order units",
  [BN_PHASE_MOVE] = "move the ordered units",
  [BN_PHASE_RECEIVE] = "receive a flank move",
  [BN_PHASE_BATTLE] = "battle",
  [BN_PHASE_DEFEND] = "make a stand or retreat",
  [BN_PHASE_BREAKTHROUGH] = "break through or not",
  [BN_PHASE_SPECIAL] = "choose the special card's target",
  [BN_PHASE_PAY] = "pay or not",
  [BN_PHASE_DUEL_DRAW] = "fight a second duel or not",
  [BN_PHASE_CASUALTIES] = "choose who takes the casualties",
  [BN_PHASE_RETREAT] = "choose the retreat hex",
  [BN_PHASE_OVER] = "the battle is over",
};

static gboolean
parse_battle_id (BnCliContext *ctx,
                 const char   *text,
                 gint64       *out_id,
                 int          *out_exit)
{
  guint64 id;

  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT64, &id, NULL))
    {
      *out_exit = bn_cli_usage_error (ctx, "“%s” is not a played battle's number", text);
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
      *out_exit = bn_cli_usage_error (ctx, "give the played battle's number%s", extra > 0 ? " and the move" : "");
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

static void
print_state (BnPlayedBattle *played)
{
  const BnBattle *battle = bn_played_battle_get_battle (played);
  BnBattlePhase phase = bn_battle_get_phase (battle);
  guint acting = bn_battle_get_acting_side (battle);

  g_print ("Played battle %" G_GINT64_FORMAT ": %s (side 0) against %s (side 1)\n",
           bn_played_battle_get_id (played), bn_played_battle_get_army_name (played, 0),
           bn_played_battle_get_army_name (played, 1));
  g_print ("Rules: %s (%s)\n", bn_played_battle_get_ruleset (played)->name,
           bn_played_battle_get_ruleset (played)->id);
  g_print ("Turn %u, VP %u–%u\n", bn_battle_get_turn (battle), bn_battle_get_victory_points (battle, 0),
           bn_battle_get_victory_points (battle, 1));
  if (phase == BN_PHASE_OVER)
    {
      guint winner = bn_battle_get_winner (battle);

      if (winner < 2)
        g_print ("The battle is over: %s (side %u) wins\n", bn_played_battle_get_army_name (played, winner), winner);
      else
        g_print ("The battle is over: a draw\n");
      return;
    }
  g_print ("Side %u (%s, played by %s) to %s\n", acting, bn_played_battle_get_army_name (played, acting),
           bn_played_battle_get_humans (played) & BN_PLAYED_BY_PEOPLE (acting) ? "a person" : "the computer",
           phase_names[phase]);
  /* A ruleset without command cards (Lionheart) deals no hand. */
  if (bn_battle_get_deck_size (battle) > 0)
    {
      g_print ("Hand of side %u:", acting);
      for (guint i = 0; i < bn_battle_get_hand_size (battle, acting); i++)
        g_print (" %u", bn_battle_get_hand_card (battle, acting, i));
      g_print ("\n");
    }
  for (guint i = 0; i < bn_battle_get_n_units (battle); i++)
    {
      const BnBattleUnit *unit = bn_battle_get_unit (battle, i);

      if (unit->figures == 0)
        continue;
      g_print ("  unit %u\tside %u\thex (%d,%d)\tfacing %u\t%u figures\n", i, unit->side, unit->hex.q, unit->hex.r,
               unit->facing, unit->figures);
    }
}

/* battle start --army A --vs B [--scenario S] [--seed N] [--play 0|1|both|none] */
int
bn_cli_battle_start (BnCliContext *ctx,
                     int           argc,
                     char        **argv)
{
  gint64 army_id = 0, opponent_id = 0;
  g_autofree char *scenario = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *play = NULL;
  g_autofree char *rules_id = NULL;
  const GOptionEntry entries[] = {
    { "army", 'a', 0, G_OPTION_ARG_INT64, &army_id, "Your army (side 0)", "A" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_id, "The ruleset (see “rules list”; default lords-and-levies)", "ID" },
    { "vs", 0, 0, G_OPTION_ARG_INT64, &opponent_id, "The opposing army of the campaign (side 1)", "B" },
    { "scenario", 's', 0, G_OPTION_ARG_STRING, &scenario, "The battlefield (see “scenario list”)", "S" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, "Seed of the battle's cards and dice", "N" },
    { "play", 'p', 0, G_OPTION_ARG_STRING, &play, "Who people play: 0 (default), 1, both or none", "SIDES" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnPlayedBattle) played = NULL;
  const BnRuleset *ruleset = NULL;
  guint64 seed = 0;
  guint humans = BN_PLAYED_BY_PEOPLE (0);
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "--army A --vs B [--scenario S] [--seed N] [--play SIDES] [--rules R]",
                             &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1 || army_id <= 0 || opponent_id <= 0)
    return bn_cli_usage_error (ctx, "give your army with --army and the opposing one with --vs");
  if (seed_text != NULL && !bn_cli_parse_seed (seed_text, &seed, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  if (seed_text == NULL)
    seed = g_random_int ();
  if (rules_id != NULL && (ruleset = bn_ruleset_lookup (rules_id)) == NULL)
    {
      g_autofree char *known = bn_ruleset_list_ids ("|");

      return bn_cli_usage_error (ctx, "there is no ruleset “%s”; choose %s", rules_id, known);
    }
  if (play != NULL)
    {
      if (g_str_equal (play, "0"))
        humans = BN_PLAYED_BY_PEOPLE (0);
      else if (g_str_equal (play, "1"))
        humans = BN_PLAYED_BY_PEOPLE (1);
      else if (g_str_equal (play, "both"))
        humans = BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1);
      else if (g_str_equal (play, "none"))
        humans = 0;
      else
        return bn_cli_usage_error (ctx, "--play is 0, 1, both or none");
    }
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL ||
      (played = bn_played_battle_start_with_rules (store, army_id, opponent_id,
                                                   scenario != NULL ? scenario : "open-field",
                                                   seed, humans, ruleset, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  print_state (played);
  return BN_CLI_EXIT_OK;
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

  played = open_battle (ctx, argc, argv, 0, "ID", &store, &exit_code);
  if (played == NULL)
    return exit_code;
  print_state (played);
  return BN_CLI_EXIT_OK;
}

/* battle actions ID: the legal moves, numbered for "battle act". */
int
bn_cli_battle_actions (BnCliContext *ctx,
                       int           argc,
                       char        **argv)
{
  g_autoptr(BnPlayedBattle) played = NULL;
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnStore *store;
  int exit_code = BN_CLI_EXIT_OK;

  played = open_battle (ctx, argc, argv, 0, "ID", &store, &exit_code);
  if (played == NULL)
    return exit_code;
  bn_battle_legal_actions (bn_played_battle_get_battle (played), actions);
  for (guint i = 0; i < actions->len; i++)
    {
      g_autofree char *text = bn_battle_action_to_string (&g_array_index (actions, BnBattleAction, i));

      g_print ("%u\t%s\n", i + 1, text);
    }
  return BN_CLI_EXIT_OK;
}

/* battle act ID N: takes legal move N of "battle actions ID". */
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

  played = open_battle (ctx, argc, argv, 1, "ID N", &store, &exit_code);
  if (played == NULL)
    return exit_code;
  bn_battle_legal_actions (bn_played_battle_get_battle (played), actions);
  if (!g_ascii_string_to_unsigned (argv[argc - 1], 10, 1, G_MAXUINT, &n, NULL) || n > actions->len)
    return bn_cli_usage_error (ctx, "“%s” is not one of the %u legal moves (see “battle actions”)",
                               argv[argc - 1], actions->len);
  before = bn_battle_get_n_events (bn_played_battle_get_battle (played));
  if (!bn_played_battle_act (store, played, &g_array_index (actions, BnBattleAction, n - 1), &error))
    return bn_cli_fail (ctx, error);
  /* What the move, and the computer's answer, brought about. */
  for (guint e = before; e < bn_battle_get_n_events (bn_played_battle_get_battle (played)); e++)
    {
      g_autofree char *text = bn_battle_event_to_string (bn_battle_get_event (bn_played_battle_get_battle (played), e));

      g_print ("  %s\n", text);
    }
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

  played = open_battle (ctx, argc, argv, 0, "ID", &store, &exit_code);
  if (played == NULL)
    return exit_code;
  if (!bn_played_battle_undo (store, played, &error))
    return bn_cli_fail (ctx, error);
  print_state (played);
  return BN_CLI_EXIT_OK;
}

/* battle log ID: every move and what it brought about, as "battle replay" reads logs. */
int
bn_cli_battle_log (BnCliContext *ctx,
                   int           argc,
                   char        **argv)
{
  g_autoptr(BnPlayedBattle) played = NULL;
  g_autofree char *text = NULL;
  BnStore *store;
  int exit_code = BN_CLI_EXIT_OK;

  played = open_battle (ctx, argc, argv, 0, "ID", &store, &exit_code);
  if (played == NULL)
    return exit_code;
  text = bn_battle_log_to_text (bn_played_battle_get_battle (played));
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

  played = open_battle (ctx, argc, argv, 0, "ID", &store, &exit_code);
  if (played == NULL)
    return exit_code;
  record = bn_played_battle_keep (store, played, &error);
  if (record == NULL)
    return bn_cli_fail (ctx, error);
  g_print ("Battle %" G_GINT64_FORMAT " (%s) recorded; run its post-battle sequence with: battle apply %" G_GINT64_FORMAT "\n",
           record->id, record->name, record->id);
  return BN_CLI_EXIT_OK;
}
