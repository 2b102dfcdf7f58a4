/* bn-cli-net.c — battle host and battle join: a battle over the network
 * from the terminal (docs/architecture.md, "A battle over the network").
 *
 * The host prints the invitation alone on the first line of its output,
 * then both sides play: a person picks a number from the legal actions as
 * "battle actions" lists them, or the computer plays (--computer). Each
 * side ends by printing the battle's numbers in its own file.
 */
#include "bn-config.h"

#include "bn-cli.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <unistd.h>

#include "bn-battle-ai.h"
#include "bn-battle-words.h"
#include "bn-net-battle.h"
#include "bn-net-clock.h"
#include "bn-net-protocol.h"

typedef struct
{
  BnNetBattle *net;
  gboolean  computer;
  guint     side;
  guint64   ai_seed;
  BnNetClock clock;           /* the time per turn, once the host has told it */
  gboolean  clock_known;
} Player;

static BnBattleWords
words_of (BnPlayedBattle *played)
{
  return (BnBattleWords) { bn_played_battle_get_battle (played),
                           { bn_played_battle_get_army (played, 0), bn_played_battle_get_army (played, 1) } };
}

static gboolean
computer_choose (Player         *player,
                 const BnBattle *battle,
                 BnBattleAction *out_action)
{
  return bn_net_clock_computer_choose (player->ai_seed, battle, out_action);
}

/* Whether standard input has a line before @left microseconds pass
 * (%G_MAXINT64: waits as long as it takes). Meanwhile the other side's
 * chat lines are told as they come. */
static gboolean
wait_for_input (Player *player,
                gint64  left)
{
  gint64 until = left == G_MAXINT64 ? G_MAXINT64 : g_get_monotonic_time () + left;
  gboolean listening = TRUE;

  for (;;)
    {
      GPollFD fd = { STDIN_FILENO, G_IO_IN | G_IO_HUP | G_IO_ERR, 0 };
      /* A tenth of a second at most between looking at the socket and at the terminal. */
      gint64 slice = MIN (until - g_get_monotonic_time (), G_USEC_PER_SEC / 10);

      if (g_poll (&fd, 1, 0) > 0)
        return TRUE;
      if (slice <= 0)
        return FALSE;
      if (listening)
        listening = bn_net_battle_listen (player->net, slice);
      else if (g_poll (&fd, 1, (gint) (slice / 1000 + 1)) > 0)
        return TRUE;
    }
}

/* The computer's choice, or a person's: the legal actions numbered, a
 * number read from standard input. When the time per turn is spent, the
 * computer's for the rest of the turn. */
static gboolean
choose_cb (BnPlayedBattle *played,
           BnBattleAction *out_action,
           gpointer        user_data)
{
  Player *player = user_data;
  const BnBattle *battle = bn_played_battle_get_battle (played);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnBattleWords words = words_of (played);

  gint64 left;

  /* The joiner learns his side from the host once connected. */
  player->side = bn_net_battle_get_side (player->net);
  if (!player->clock_known)
    {
      bn_net_clock_init (&player->clock, bn_net_battle_get_turn_seconds (player->net));
      player->clock_known = TRUE;
      /* Read a byte at a time, so that waiting on the descriptor sees all that was typed. */
      setvbuf (stdin, NULL, _IONBF, 0);
    }
  left = bn_net_clock_left (&player->clock, bn_battle_get_turn (battle));
  if (player->computer || left == 0)
    return computer_choose (player, battle, out_action);
  bn_battle_legal_actions (battle, actions);
  for (;;)
    {
      char line[1024];
      guint64 n;
      gint64 started = g_get_monotonic_time ();

      g_print (_("Your move (side %u):\n"), player->side);
      for (guint i = 0; i < actions->len; i++)
        {
          g_autofree char *text = bn_battle_words_action (&words, &g_array_index (actions, BnBattleAction, i));

          g_print ("%u\t%s\n", i + 1, text);
        }
      if (bn_net_clock_is_set (&player->clock))
        /* TRANSLATORS: the time left for this side's decisions in this turn */
        g_print (_("%llu:%02llu left this turn. "), (unsigned long long) (left / G_USEC_PER_SEC / 60),
                 (unsigned long long) (left / G_USEC_PER_SEC % 60));
      g_print (_("Number of the move (or “say TEXT” to the other side): "));
      fflush (stdout);
      if (!wait_for_input (player, left))
        {
          bn_net_clock_spend (&player->clock, left);
          g_print (_("\nTime is up: the computer decides for you for the rest of this turn.\n"));
          return computer_choose (player, battle, out_action);
        }
      if (fgets (line, sizeof line, stdin) == NULL)
        return FALSE;
      bn_net_clock_spend (&player->clock, g_get_monotonic_time () - started);
      left = bn_net_clock_left (&player->clock, bn_battle_get_turn (battle));
      g_strstrip (line);
      if (g_str_has_prefix (line, "say "))
        {
          g_autoptr(GError) error = NULL;

          if (!bn_net_battle_say (player->net, line + 4, &error))
            g_printerr ("%s\n", error->message);
          continue;
        }
      if (g_ascii_string_to_unsigned (line, 10, 1, actions->len, &n, NULL))
        {
          *out_action = g_array_index (actions, BnBattleAction, n - 1);
          return TRUE;
        }
      g_print (_("“%s” is not a move's number: give 1 to %u.\n"), line, actions->len);
    }
}

/* What happened, as this side may know it: the other side's drawn cards
 * are not told. Progress and pauses go to standard error. */
static void
tell_cb (BnPlayedBattle *played,
         guint           from_action,
         const char     *note,
         gpointer        user_data)
{
  Player *player = user_data;
  const BnBattle *battle;
  BnBattleWords words;

  if (note != NULL)
    {
      g_printerr ("%s\n", note);
      return;
    }
  battle = bn_played_battle_get_battle (played);
  words = words_of (played);
  player->side = bn_net_battle_get_side (player->net);
  g_printerr (_("decision %u\n"), from_action + 1);
  if (player->computer)
    return;
  {
    /* The action in the words of the battle as it stood: a card played
     * or discarded has left the hand since. */
    g_autoptr(BnBattle) before = bn_played_battle_replay_to (played, from_action);
    BnBattleWords then = { before != NULL ? before : battle, { words.armies[0], words.armies[1] } };
    g_autofree char *text = bn_battle_words_action (&then, bn_battle_get_action (battle, from_action));

    g_print ("%s\n", text);
  }
  for (guint e = 0; e < bn_battle_get_n_events (battle); e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (battle, e);
      g_autofree char *text = NULL;

      if (event->action != from_action)
        continue;
      text = bn_battle_words_event (&words, event, player->side);
      if (text != NULL)
        g_print ("  %s\n", text);
    }
}

static int
run (BnCliContext *ctx,
     BnNetBattle  *net,
     gboolean      computer)
{
  g_autoptr(GError) error = NULL;
  Player player = { net, computer, bn_net_battle_get_side (net), 0, { 0 }, FALSE };
  g_autofree char *seed = bn_net_random_hex (8);

  player.ai_seed = g_ascii_strtoull (seed, NULL, 16);
  if (!bn_net_battle_run (net, choose_cb, tell_cb, &player, &error))
    {
      if (bn_net_battle_get_played_id (net) != 0)
        g_printerr (_("banneret-cli: played battle %" PRId64 " is saved as it stood; take it up again with the "
                      "same invitation\n"), bn_net_battle_get_played_id (net));
      return bn_cli_fail (ctx, error);
    }
  g_print (_("Played battle %" PRId64 ", recorded as battle %" PRId64 "\n"), bn_net_battle_get_played_id (net),
           bn_net_battle_get_record_id (net));
  return BN_CLI_EXIT_OK;
}

/* battle host --army A [--side N] [--port P] [--rules R] [--scenario S] [--minutes-per-turn M] [--computer] | --resume ID */
int
bn_cli_battle_host (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  gint64 army_id = 0, resume_id = 0;
  gint port = 0, side = 0;
  gboolean computer = FALSE, basic_game = FALSE;
  g_autofree char *rules_id = NULL;
  g_autofree char *scenario = NULL;
  g_autofree char *address = NULL;
  double minutes = 0;
  const GOptionEntry entries[] = {
    { "army", 'a', 0, G_OPTION_ARG_INT64, &army_id, N_("Your army"), "A" },
    { "side", 0, 0, G_OPTION_ARG_INT, &side, N_("The side you play, 0 or 1 (default 0); your friend plays the other"), "N" },
    { "port", 'p', 0, G_OPTION_ARG_INT, &port, N_("The port to listen on (default: any free one)"), "P" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_id, N_("The ruleset (see “rules list”; default lords-and-levies)"), N_("ID") },
    { "scenario", 's', 0, G_OPTION_ARG_STRING, &scenario, N_("The battlefield (see “scenario list”)"), "S" },
    { "basic-game", 0, 0, G_OPTION_ARG_NONE, &basic_game,
      N_("Day of Battle's basic game: each leader's social rank stands for every skill"), NULL },
    { "address", 0, 0, G_OPTION_ARG_STRING, &address,
      N_("The address the invitation gives (default: this machine's first network address)"), N_("HOST") },
    { "computer", 0, 0, G_OPTION_ARG_NONE, &computer, N_("The computer plays your side"), NULL },
    { "resume", 0, 0, G_OPTION_ARG_INT64, &resume_id, N_("Take up played battle ID where it stands"), "ID" },
    { "minutes-per-turn", 0, 0, G_OPTION_ARG_DOUBLE, &minutes,
      N_("Each side's time for its decisions in a turn; when it is spent the computer decides for it (default 0: no clock)"),
      "M" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnNetBattle) net = NULL;
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("--army A [--side N] [--port P] [--rules R] [--scenario S] [--minutes-per-turn M] [--computer] | --resume ID"),
                             &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("unexpected “%s”"), argv[1]);
  if ((army_id <= 0) == (resume_id <= 0))
    return bn_cli_usage_error (ctx, _("give your army (--army A), or the battle to take up (--resume ID)"));
  if (side != 0 && side != 1)
    return bn_cli_usage_error (ctx, _("--side is 0 or 1"));
  if (port < 0 || port > 65535)
    return bn_cli_usage_error (ctx, _("--port is 1 to 65535"));
  if (!(minutes >= 0 && minutes <= 24 * 60))
    return bn_cli_usage_error (ctx, _("--minutes-per-turn is 0 (no clock) to 1440"));
  if ((store = bn_cli_get_store (ctx, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  if (resume_id > 0)
    net = bn_net_battle_host_resume (store, resume_id, NULL, &error);
  else
    {
      BnNetHostOptions options = { army_id, rules_id, scenario, basic_game, (guint) port, address, NULL, (guint) side };

      net = bn_net_battle_host (store, &options, &error);
    }
  if (net == NULL)
    return bn_cli_fail (ctx, error);
  if (minutes > 0)
    bn_net_battle_set_turn_seconds (net, MAX ((guint) lround (minutes * 60), 1));
  /* The invitation alone on the first line, for a script or a friend. */
  g_print ("%s\n", bn_net_battle_get_invitation (net));
  fflush (stdout);
  return run (ctx, net, computer);
}

/* battle join INVITATION --army B [--computer] */
int
bn_cli_battle_join (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  gint64 army_id = 0;
  gboolean computer = FALSE;
  const GOptionEntry entries[] = {
    { "army", 'a', 0, G_OPTION_ARG_INT64, &army_id, N_("Your army (it plays the side the host leaves you); not needed to take a battle up again"), "B" },
    { "computer", 0, 0, G_OPTION_ARG_NONE, &computer, N_("The computer plays your side"), NULL },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnNetBattle) net = NULL;
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("INVITATION --army B [--computer]"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the invitation the host sent"));
  if ((store = bn_cli_get_store (ctx, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  net = bn_net_battle_join (store, argv[1], army_id, &error);
  if (net == NULL)
    return bn_cli_fail (ctx, error);
  return run (ctx, net, computer);
}
