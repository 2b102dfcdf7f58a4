/* bn-cli-battle.c — "battle auto/odds/replay", "scenario list" and
 * "bench battle": the battle engine from the shell.
 *
 * Saved armies are turned into battle armies by the campaign library
 * (bn_battle_army_from_roster()), the rules from the chosen ruleset's data
 * file (--rules, default lords-and-levies), and
 * scenarios from data/scenarios, a file or "random:SEED"; the AI, the
 * odds and the replay are the battle core's. Nothing here decides a rule.
 */
#include "bn-cli.h"
#include "bn-cli-list.h"

#include <stdio.h>

#include "bn-battle-ai.h"
#include "bn-battle-bench.h"
#include "bn-career-fight.h"
#include "bn-battle-army-from-roster.h"
#include "bn-battle-log-xml.h"
#include "bn-battle-victory.h"
#include "bn-battle-rules-xml.h"
#include "bn-battle-words.h"
#include "bn-scenario-xml.h"
#include "bn-unit-rules.h"
#include "junior-general/bn-junior-general.h"

#define DEFAULT_SCENARIO "open-field"

/* What "battle auto" and "battle odds" share: the rules, the scenario and
 * the two sides. */
typedef struct
{
  BnBattleRules *rules;
  BnScenario *scenario;
  BnBattleArmy *armies[2];
  gint64 army_ids[2];
} Setup;

static void
setup_clear (Setup *setup)
{
  g_clear_pointer (&setup->rules, bn_battle_rules_unref);
  g_clear_pointer (&setup->scenario, bn_scenario_free);
  g_clear_pointer (&setup->armies[0], bn_battle_army_free);
  g_clear_pointer (&setup->armies[1], bn_battle_army_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Setup, setup_clear)

static gboolean
parse_army_id (const char  *text,
               gint64      *out_id,
               GError     **error)
{
  guint64 id;

  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT64, &id, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("“%s” is not an army number"), text);
      return FALSE;
    }
  *out_id = (gint64) id;
  return TRUE;
}

/* A saved army, with its leader and his domain, as the battle takes it. */
static BnBattleArmy *
load_battle_army (BnStore        *store,
                  BnUnitRules    *unit_rules,
                  BnBattleRules  *rules,
                  gint64          id,
                  GError        **error)
{
  g_autoptr(BnArmy) army = bn_store_get_army (store, id, error);
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(GPtrArray) domain = NULL;

  if (army == NULL)
    return NULL;
  leader = bn_store_get_leader (store, army->leader_id, error);
  if (leader == NULL)
    return NULL;
  domain = leader->is_player ? bn_store_list_vassals (store, leader->id, error)
                             : g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  if (domain == NULL)
    return NULL;
  return bn_battle_army_from_roster (army, leader, domain, unit_rules, rules, error);
}

/* Checks the usage first (exit 2), then loads everything (exit 1). */
static int
prepare (BnCliContext  *ctx,
         Setup         *setup,
         char         **army_texts,
         const char    *scenario_spec,
         const char    *rules_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnUnitRules) unit_rules = NULL;
  BnStore *store;

  if (army_texts == NULL || g_strv_length (army_texts) != 2)
    return bn_cli_usage_error (ctx, _("give two armies: --army A --army B"));
  for (guint i = 0; i < 2; i++)
    if (!parse_army_id (army_texts[i], &setup->army_ids[i], &error))
      return bn_cli_fail (ctx, error);

  setup->rules = bn_battle_rules_load_id (rules_id, &error);
  if (setup->rules == NULL)
    return g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE)
           ? bn_cli_usage_error (ctx, "%s", error->message) : bn_cli_fail (ctx, error);
  setup->scenario = bn_scenario_resolve (setup->rules,
                                         scenario_spec != NULL ? scenario_spec : DEFAULT_SCENARIO,
                                         &error);
  if (setup->scenario == NULL)
    return bn_cli_fail (ctx, error);
  unit_rules = bn_unit_rules_load_default (&error);
  if (unit_rules == NULL)
    return bn_cli_fail (ctx, error);
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL)
    return bn_cli_fail (ctx, error);
  for (guint i = 0; i < 2; i++)
    {
      setup->armies[i] = load_battle_army (store, unit_rules, setup->rules, setup->army_ids[i], &error);
      if (setup->armies[i] == NULL)
        return bn_cli_fail (ctx, error);
    }
  return BN_CLI_EXIT_OK;
}

/* Without --seed, one is chosen and printed so the battle can be had again. */
static gboolean
choose_seed (const char  *text,
             guint64     *out_seed,
             GError     **error)
{
  if (text != NULL)
    return bn_cli_parse_seed (text, out_seed, error);
  *out_seed = (((guint64) g_random_int ()) << 31) ^ g_random_int ();
  return TRUE;
}

/* ---- battle auto ---- */

/* The side a battle unit index came from: the battle lists side 0's
 * units first, in army order. */
static const char *
unit_label (const BnBattleArmy * const armies[2],
            guint                      unit,
            guint                     *out_side)
{
  guint side = unit < armies[0]->n_units ? 0 : 1;
  guint spec = side == 0 ? unit : unit - armies[0]->n_units;

  *out_side = side;
  return spec < armies[side]->n_units ? bn_data_text (armies[side]->units[spec].name) : "?";
}

typedef struct
{
  guint     side;
  GString  *cards;
  guint     battles;
  guint     melees;     /* on an open table: a battle is a melee or a shot */
  guint     shots;
  guint     figures[2];
  GString  *eliminated;
  int       vp[2];
} TurnSummary;

static void
turn_reset (TurnSummary *turn)
{
  turn->battles = turn->melees = turn->shots = 0;
  turn->figures[0] = turn->figures[1] = 0;
  turn->vp[0] = turn->vp[1] = 0;
  g_string_truncate (turn->cards, 0);
  g_string_truncate (turn->eliminated, 0);
}

static void
turn_print (const TurnSummary *turn,
            gboolean           on_table,
            guint              number,
            guint              vp0,
            guint              vp1)
{
  if (on_table)
    /* An open-table ruleset (Junior General) has no cards and counts stands:
     * the side that moved first, its melees and shots. */
    {
      g_autofree char *melees = g_strdup_printf (ngettext ("%u melee", "%u melees", turn->melees), turn->melees);
      g_autofree char *shots = g_strdup_printf (ngettext ("%u shot", "%u shots", turn->shots), turn->shots);

      /* Translators: the turn, the side, its melees, its shots, then the stands each side lost. */
      g_print (_("Turn %3u  side %u first; %s, %s; stands lost %u–%u"), number, turn->side, melees, shots,
               turn->figures[0], turn->figures[1]);
    }
  else
    {
      g_autofree char *battles = g_strdup_printf (ngettext ("%u battle", "%u battles", turn->battles),
                                                  turn->battles);

      g_print (_("Turn %3u  side %u  %s; %s; figures lost %u–%u"), number, turn->side,
               turn->cards->len > 0 ? turn->cards->str : _("no card"), battles, turn->figures[0],
               turn->figures[1]);
    }
  if (turn->eliminated->len > 0)
    g_print (_("; destroyed %s"), turn->eliminated->str);
  g_print (_("; VP %u–%u\n"), vp0, vp1);
}

/* Junior General: where the army departs from the text's order of battle,
 * a warning a line (it fights as it is). */
static void
print_order_of_battle (const BnBattleRules *rules,
                       const BnBattleArmy  *army)
{
  g_auto(GStrv) warnings = NULL;

  if (bn_battle_rules_get_ruleset (rules)->board != BN_RULESET_BOARD_TABLE)
    return;
  warnings = bn_jg_order_of_battle_warnings (rules, army);
  for (guint i = 0; warnings[i] != NULL; i++)
    g_print (_("    order of battle (a warning; it fights as it is): %s\n"), warnings[i]);
}

/* One line per turn, from the battle's events. */
static void
print_turns (const BnBattle             *battle,
             const BnBattleArmy * const  armies[2])
{
  BnBattleRules *rules = bn_battle_get_rules (battle);
  TurnSummary turn = { .cards = g_string_new (NULL), .eliminated = g_string_new (NULL) };
  guint number = 1;
  guint vp[2] = { 0, 0 };
  gboolean pending = FALSE;
  gboolean ended = FALSE;
  gboolean on_table = bn_battle_is_on_table (battle);
  /* Each side's turn of the card-driven sequence is numbered as the
   * players count it: both halves of turn N say N. */
  const BnRuleset *ruleset = bn_battle_rules_get_ruleset (bn_battle_get_rules (battle));

  for (guint e = 0; e < bn_battle_get_n_events (battle); e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (battle, e);
      guint side;
      const char *name;

      /* Objectives change hands as a turn ends, after its end is logged:
       * the turn's line waits for them, so its VP are the turn's. */
      if (ended && event->type != BN_EVENT_VICTORY_POINTS && event->type != BN_EVENT_GAME_OVER)
        {
          turn_print (&turn, on_table, bn_ruleset_turns_as_played (ruleset, number++), vp[0], vp[1]);
          turn_reset (&turn);
          ended = FALSE;
        }
      switch (event->type)
        {
        case BN_EVENT_CARD_PLAYED:
          turn.side = event->side;
          g_string_append_printf (turn.cards, "%s%s", turn.cards->len > 0 ? ", " : "",
                                  bn_data_text (bn_battle_rules_get_card (rules, event->b)->name));
          pending = TRUE;
          break;
        case BN_EVENT_LEADERSHIP:
          /* Rulesets played by a leadership roll (Lionheart) instead of cards. */
          turn.side = event->side;
          if (event->c == 0)
            g_string_append_printf (turn.cards, _("leadership %u–%u, a tie: nothing happens"), event->a, event->b);
          else
            g_string_append_printf (turn.cards, ngettext ("leadership %u–%u: side %u %u action, side %u 1",
                                                          "leadership %u–%u: side %u %u actions, side %u 1", event->c),
                                    event->a, event->b, event->side, event->c, 1 - event->side);
          pending = TRUE;
          break;
        case BN_EVENT_BATTLE:
          turn.battles++;
          if ((event->c & ~BN_EVENT_AT_COMMANDER) > 1)
            turn.shots++;
          else
            turn.melees++;
          pending = TRUE;
          break;
        case BN_EVENT_STAND:
          /* Junior General: b 2, a unit fights a commander alone. */
          if (on_table && event->b == 2)
            {
              turn.melees++;
              pending = TRUE;
            }
          break;
        case BN_EVENT_FIRST_SIDE:
          if (on_table)
            turn.side = event->side;
          break;
        case BN_EVENT_FIGURE_LOST:
          unit_label (armies, event->a, &side);
          turn.figures[side]++;
          break;
        case BN_EVENT_UNIT_ELIMINATED:
          name = unit_label (armies, event->a, &side);
          g_string_append_printf (turn.eliminated, _("%s%s (side %u)"),
                                  turn.eliminated->len > 0 ? ", " : "", name, side);
          break;
        case BN_EVENT_VICTORY_POINTS:
          if (event->side < 2)
            vp[event->side] = (guint) MAX (0, (int) vp[event->side] + event->value);
          break;
        case BN_EVENT_TURN_END:
          turn.side = event->side;
          ended = TRUE;
          pending = FALSE;
          break;
        default:
          break;
        }
    }
  if (ended || pending || turn.eliminated->len > 0)
    turn_print (&turn, on_table, bn_ruleset_turns_as_played (ruleset, number), vp[0], vp[1]);
  g_string_free (turn.cards, TRUE);
  g_string_free (turn.eliminated, TRUE);
}

static void
print_outcome (const BnBattle             *battle,
               const BnBattleOutcome      *outcome,
               const BnScenario           *scenario,
               const BnBattleArmy * const  armies[2])
{
  /* On an open table (Junior General) a unit is counted in stands. */
  gboolean on_table = bn_battle_is_on_table (battle);
  /* The turns as the players count them, as the board and the battle's page do. */
  guint turns = bn_ruleset_turns_as_played (bn_battle_rules_get_ruleset (bn_battle_get_rules (battle)), outcome->turns);

  if (outcome->winner >= 0)
    g_print (_("Outcome: %s (side %d) wins: %s; VP %u–%u after %u turns (%u actions)\n"),
             armies[outcome->winner]->name, outcome->winner, bn_battle_outcome_why (outcome, scenario),
             outcome->victory_points[0], outcome->victory_points[1], turns, outcome->actions);
  else
    g_print (_("Outcome: a draw, %u–%u VP, after %u turns (%u actions)\n"),
             outcome->victory_points[0], outcome->victory_points[1], turns,
             outcome->actions);
  /* The units a broken host still had on the field are lost with it, as
   * the battle's page counts them once it is kept. */
  for (guint side = 0; side < 2; side++)
    {
      g_autofree char *lost = bn_battle_losses_words (outcome->units_lost[side],
                                                      bn_battle_routed_at_break (battle, armies, side),
                                                      outcome->figures_lost[side], on_table);

      /* TRANSLATORS: a side's losses, e.g. "  side 1 Army of Odo: lost 2 units, 9 figures" */
      g_print (_("  side %u %s: lost %s\n"), side, armies[side]->name, lost);
    }
}

int
bn_cli_battle_auto (BnCliContext  *ctx,
                    int            argc,
                    char         **argv)
{
  BnBattleAiKind kinds[2];
  g_autofree char *strength_text = NULL;
  BnBattleStrength strength;
  g_auto(GStrv) army_texts = NULL;
  g_autofree char *scenario_spec = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *log_path = NULL;
  g_autofree char *rules_id = NULL;
  gboolean basic_game = FALSE;
  const GOptionEntry entries[] = {
    { "army", 0, 0, G_OPTION_ARG_STRING_ARRAY, &army_texts, N_("A saved army (twice: side 0, then side 1)"), N_("ID") },
    { "scenario", 0, 0, G_OPTION_ARG_STRING, &scenario_spec, N_("A scenario id, a file or random:SEED (default open-field)"), "S" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the dice and the players (default: chosen and printed)"), "N" },
    { "log", 0, 0, G_OPTION_ARG_FILENAME, &log_path, N_("Write the battle log (XML) to FILE"), N_("FILE") },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_id, N_("The ruleset (see “rules list”; default lords-and-levies)"), N_("ID") },
    { "basic-game", 0, 0, G_OPTION_ARG_NONE, &basic_game, N_("Day of Battle's basic game: each leader's social rank stands for every skill"), NULL },
    { "computer-strength", 0, 0, G_OPTION_ARG_STRING, &strength_text, BN_CLI_STRENGTH_HELP, N_("STRENGTH") },
    { NULL },
  };
  g_auto(Setup) setup = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattle) battle = NULL;
  const BnBattleArmy *armies[2];
  BnBattleOutcome outcome;
  guint64 seed;
  int status;

  if (!bn_cli_parse_options (ctx, entries, "", &argc, &argv, &status))
    return status;
  bn_cli_reserve_stdout (log_path);
  if (argc > 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  if (!choose_seed (seed_text, &seed, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  if (!bn_cli_parse_strength (ctx, strength_text, &strength, &status))
    return status;
  kinds[0] = kinds[1] = bn_battle_strength_get_kind (strength);
  status = prepare (ctx, &setup, army_texts, scenario_spec, rules_id);
  if (status != BN_CLI_EXIT_OK)
    return status;
  if (basic_game)
    setup.scenario->options |= BN_BATTLE_OPTION_BASIC_GAME;

  battle = bn_battle_auto_resolve (setup.rules, setup.scenario, setup.armies[0], setup.armies[1],
                                   seed, kinds, &outcome, &error);
  if (battle == NULL)
    return bn_cli_fail (ctx, error);
  armies[0] = setup.armies[0];
  armies[1] = setup.armies[1];

  g_print (_("Battle on %s (%s), seed %" PRIu64 "\n"), bn_data_text (setup.scenario->name),
           setup.scenario->id, seed);
  g_print (_("  rules: %s (%s)\n"), bn_battle_rules_get_ruleset (setup.rules)->name,
           bn_battle_rules_get_ruleset (setup.rules)->id);
  for (guint side = 0; side < 2; side++)
    {
      g_print (_("  side %u: army %" PRId64 ", %s, %u units\n"), side, setup.army_ids[side],
               armies[side]->name, armies[side]->n_units);
      print_order_of_battle (setup.rules, armies[side]);
    }
  print_turns (battle, armies);
  print_outcome (battle, &outcome, setup.scenario, armies);

  if (log_path != NULL)
    {
      g_autofree char *xml = bn_battle_log_to_xml (battle, armies[0], armies[1], &seed,
                                                   bn_battle_ai_derive_seed (seed, 0));

      if (!bn_output_file_set_contents (log_path, xml, -1, &error))
        return bn_cli_fail (ctx, error);
      if (bn_output_file_is_stdout (log_path))
        g_print (_("Log written to standard output\n"));
      else
        g_print (_("Log written to %s\n"), log_path);
    }
  return BN_CLI_EXIT_OK;
}

/* ---- battle odds ---- */

/* "battle odds --json" (docs/cli.md): the figures the text gives, as numbers. */
static void
print_odds_json (const Setup        *setup,
                 const BnBattleOdds *odds,
                 guint64             seed)
{
  g_autoptr(BnJson) json = bn_json_new ();
  const BnRuleset *ruleset = bn_battle_rules_get_ruleset (setup->rules);

  bn_json_begin_object (json);
  bn_json_member_string (json, "scenario", setup->scenario->id);
  bn_json_member_string (json, "scenario_name", setup->scenario->name);
  bn_json_member_string (json, "rules", ruleset->id);
  bn_json_member_int (json, "runs", odds->runs);
  bn_json_member_int (json, "seed", (gint64) seed);
  bn_json_key (json, "sides");
  bn_json_begin_array (json);
  for (guint side = 0; side < 2; side++)
    {
      bn_json_begin_object (json);
      bn_json_member_int (json, "side", side);
      bn_json_member_string (json, "army", setup->armies[side]->name);
      bn_json_member_int (json, "wins", odds->wins[side]);
      bn_json_member_double (json, "win_rate", odds->win_rate[side]);
      bn_json_member_double (json, "win_rate_low", odds->win_rate_low[side]);
      bn_json_member_double (json, "win_rate_high", odds->win_rate_high[side]);
      bn_json_member_double (json, "mean_victory_points", odds->mean_victory_points[side]);
      bn_json_end_object (json);
    }
  bn_json_end_array (json);
  bn_json_member_int (json, "draws", odds->draws);
  bn_json_member_string (json, "losses_in", ruleset->board == BN_RULESET_BOARD_TABLE ? "stands" : "figures");
  bn_json_key (json, "units");
  bn_json_begin_array (json);
  for (guint i = 0; odds->units != NULL && i < odds->units->len; i++)
    {
      const BnBattleUnitOdds *unit = g_ptr_array_index (odds->units, i);

      bn_json_begin_object (json);
      bn_json_member_int (json, "side", unit->side);
      bn_json_member_string (json, "unit", unit->unit_name);
      bn_json_member_double (json, "mean_lost", unit->mean_figures_lost);
      bn_json_member_double (json, "destroyed_rate", unit->destroyed_rate);
      bn_json_end_object (json);
    }
  bn_json_end_array (json);
  bn_json_end_object (json);
  bn_json_print (g_steal_pointer (&json));
}

int
bn_cli_battle_odds (BnCliContext  *ctx,
                    int            argc,
                    char         **argv)
{
  g_auto(GStrv) army_texts = NULL;
  g_autofree char *scenario_spec = NULL;
  g_autofree char *seed_text = NULL;
  int runs = 0;
  int threads = 0;
  g_autofree char *rules_id = NULL;
  gboolean basic_game = FALSE;
  g_autofree char *strength_text = NULL;
  BnBattleStrength strength;
  const GOptionEntry entries[] = {
    { "army", 0, 0, G_OPTION_ARG_STRING_ARRAY, &army_texts, N_("A saved army (twice: side 0, then side 1)"), N_("ID") },
    { "runs", 0, 0, G_OPTION_ARG_INT, &runs, N_("Battles to play (1 to 1000000)"), "N" },
    { "scenario", 0, 0, G_OPTION_ARG_STRING, &scenario_spec, N_("A scenario id, a file or random:SEED (default open-field)"), "S" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the series (default: chosen and printed)"), "N" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, N_("Worker threads (default: one per core; the result is the same)"), "T" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_id, N_("The ruleset (see “rules list”; default lords-and-levies)"), N_("ID") },
    { "basic-game", 0, 0, G_OPTION_ARG_NONE, &basic_game, N_("Day of Battle's basic game: each leader's social rank stands for every skill"), NULL },
    { "computer-strength", 0, 0, G_OPTION_ARG_STRING, &strength_text, BN_CLI_STRENGTH_HELP, N_("STRENGTH") },
    { NULL },
  };
  g_auto(Setup) setup = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleOdds) odds = NULL;
  guint64 seed;
  int status;

  if (!bn_cli_parse_options (ctx, entries, "", &argc, &argv, &status))
    return status;
  /* battle odds ID N: one attack of a played battle. */
  if (argc == 3 && army_texts == NULL)
    return bn_cli_battle_odds_of_move (ctx, argv[1], argv[2], runs, seed_text);
  if (argc > 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  if (runs < 1 || runs > 1000000)
    return bn_cli_usage_error (ctx, _("--runs N is needed, 1 to 1000000"));
  if (threads < 0 || threads > 1024)
    return bn_cli_usage_error (ctx, _("--threads is 0 (one per core) to 1024"));
  if (!choose_seed (seed_text, &seed, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  if (!bn_cli_parse_strength (ctx, strength_text, &strength, &status))
    return status;
  status = prepare (ctx, &setup, army_texts, scenario_spec, rules_id);
  if (status != BN_CLI_EXIT_OK)
    return status;
  if (basic_game)
    setup.scenario->options |= BN_BATTLE_OPTION_BASIC_GAME;

  odds = bn_battle_odds_run_with_kind (setup.rules, setup.scenario, setup.armies[0], setup.armies[1],
                                       (guint) runs, seed, (guint) threads, bn_battle_strength_get_kind (strength),
                                       &error);
  if (odds == NULL)
    return bn_cli_fail (ctx, error);

  if (ctx->json)
    {
      print_odds_json (&setup, odds, seed);
      return BN_CLI_EXIT_OK;
    }
  g_print (_("Odds on %s (%s), %u battles, seed %" PRIu64 "\n"), bn_data_text (setup.scenario->name),
           setup.scenario->id, odds->runs, seed);
  g_print (_("  rules: %s (%s)\n"), bn_battle_rules_get_ruleset (setup.rules)->name,
           bn_battle_rules_get_ruleset (setup.rules)->id);
  for (guint side = 0; side < 2; side++)
    {
      g_autofree char *name = bn_cli_pad (setup.armies[side]->name, 24);

      g_print (_("  side %u %s wins %5u  %5.1f%%  (95%%: %5.1f–%5.1f%%)  mean VP %.2f\n"), side,
               name, odds->wins[side], 100.0 * odds->win_rate[side],
               100.0 * odds->win_rate_low[side], 100.0 * odds->win_rate_high[side],
               odds->mean_victory_points[side]);
    }
  g_print (_("  draws  %5u  %5.1f%%\n"), odds->draws, 100.0 * odds->draws / MAX (odds->runs, 1u));
  g_print (bn_battle_rules_get_ruleset (setup.rules)->board == BN_RULESET_BOARD_TABLE
             ? _("Expected losses per unit (stands lost, share destroyed)\n")
             : _("Expected losses per unit (figures lost, share destroyed)\n"));
  for (guint i = 0; odds->units != NULL && i < odds->units->len; i++)
    {
      const BnBattleUnitOdds *unit = g_ptr_array_index (odds->units, i);

      g_autofree char *name = bn_cli_pad (bn_data_text (unit->unit_name), 28);

      g_print (_("  side %u %s %5.2f  %5.1f%%\n"), unit->side, name,
               unit->mean_figures_lost, 100.0 * unit->destroyed_rate);
    }
  return BN_CLI_EXIT_OK;
}

/* ---- battle replay ---- */

int
bn_cli_battle_replay (BnCliContext  *ctx,
                      int            argc,
                      char         **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = NULL;
  g_autoptr(BnBattleLog) log = NULL;
  BnBattleOutcome outcome;
  int status;
  gint64 at = -1;
  const GOptionEntry entries[] = {
    { "at", 0, 0, G_OPTION_ARG_INT64, &at, N_("Show the board after the first N actions, and what the Nth did"), "N" },
    { NULL }
  };

  if (!bn_cli_parse_options (ctx, entries, _("LOG.xml [--at N]"), &argc, &argv, &status))
    return status;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give one battle log"));

  /* The log names its ruleset; its rules come with it. */
  log = bn_battle_log_load_file (NULL, argv[1], &error);
  if (log == NULL)
    return bn_cli_fail (ctx, error);
  rules = bn_battle_rules_ref (log->rules);
  if (!bn_battle_log_replay (rules, log, &outcome, &error))
    {
      g_printerr (_("banneret-cli: %s: replay differs: %s\n"), argv[1], error->message);
      return BN_CLI_EXIT_ERROR;
    }
  g_print (_("replay identical: %u actions, %u events; %s (%s), %u–%u VP after %u turns\n"),
           log->actions->len, log->events->len,
           outcome.winner == 0 ? _("side 0 wins") : outcome.winner == 1 ? _("side 1 wins") : _("a draw"),
           bn_battle_outcome_why (&outcome, log->scenario),
           outcome.victory_points[0], outcome.victory_points[1],
           bn_ruleset_turns_as_played (bn_battle_rules_get_ruleset (rules), outcome.turns));
  if (at >= 0)
    {
      /* One step of the battle, as the replay view shows it. */
      g_autoptr(BnChance) chance = bn_chance_new_seeded (log->dice_seed);
      g_autoptr(BnBattle) battle = bn_battle_log_new_battle (rules, log, chance, &error);
      BnBattleWords words = { battle, { log->armies[0], log->armies[1] } };
      guint n = (guint) MIN (at, (gint64) log->actions->len);
      g_autofree char *where = NULL;
      g_autofree char *board = NULL;

      if (battle == NULL)
        return bn_cli_fail (ctx, error);
      for (guint i = 0; i < n; i++)
        {
          bn_battle_log_type_dice (log, i, chance);
          if (i + 1 == n)
            {
              g_autofree char *text = bn_battle_words_action (&words, &g_array_index (log->actions, BnBattleAction, i));

              g_print (_("Step %u: %s\n"), n, text);
            }
          bn_battle_apply (battle, &g_array_index (log->actions, BnBattleAction, i), NULL);
        }
      for (guint e = 0; n > 0 && e < bn_battle_get_n_events (battle); e++)
        if (bn_battle_get_event (battle, e)->action == n - 1)
          {
            g_autofree char *text = bn_battle_words_event (&words, bn_battle_get_event (battle, e),
                                                           BN_BATTLE_WORDS_EVERYONE);

            if (text != NULL)
              g_print ("  %s\n", text);
          }
      where = bn_battle_words_result (&words);
      board = bn_battle_words_board (&words);
      g_print ("%s\n", where);
      fputs (board, stdout);
    }
  return BN_CLI_EXIT_OK;
}

/* ---- scenario list ---- */

/* One battlefield's row of "scenario list"; @to_win: its target in words. */
static void
add_scenario_row (BnCliList        *list,
                  const char       *id,
                  const BnScenario *scenario,
                  const char       *objectives_text,
                  const char       *to_win)
{
  g_autoptr(GString) objectives = g_string_new (NULL);
  g_autofree char *size = g_strdup_printf ("%u×%u", scenario->width, scenario->height);

  for (guint i = 0; i < scenario->n_objectives; i++)
    g_string_append_printf (objectives, _("%s(%d,%d) %u VP"), i > 0 ? ", " : "",
                            scenario->objectives[i].col, scenario->objectives[i].row,
                            scenario->objectives[i].victory_points);
  bn_cli_list_add_row (list);
  bn_cli_list_text (list, id);
  bn_cli_list_data_text (list, scenario->name);
  bn_cli_list_text (list, size);
  bn_cli_list_text (list, to_win);
  bn_cli_list_text (list, objectives_text != NULL ? objectives_text
                          : objectives->len > 0 ? objectives->str : _("none"));
}

/* One battlefield of "scenario list --json"; @generated: random:SEED's,
 * whose objectives and target change with the seed. */
static void
scenario_json (BnJson           *json,
               const char       *id,
               const BnScenario *scenario,
               gboolean          generated)
{
  bn_json_begin_object (json);
  bn_json_member_string (json, "id", id);
  bn_json_member_string (json, "name", scenario->name);
  bn_json_member_int (json, "width", scenario->width);
  bn_json_member_int (json, "height", scenario->height);
  bn_json_key (json, "objectives");
  bn_json_begin_array (json);
  for (guint i = 0; !generated && i < scenario->n_objectives; i++)
    {
      bn_json_begin_object (json);
      bn_json_member_int (json, "col", scenario->objectives[i].col);
      bn_json_member_int (json, "row", scenario->objectives[i].row);
      bn_json_member_int (json, "victory_points", scenario->objectives[i].victory_points);
      bn_json_end_object (json);
    }
  bn_json_end_array (json);
  bn_json_key (json, "victory_target");
  if (generated)
    bn_json_null (json);
  else
    bn_json_int (json, scenario->victory_target);
  bn_json_member_bool (json, "generated", generated);
  bn_json_end_object (json);
}

int
bn_cli_scenario_list (BnCliContext  *ctx,
                      int            argc,
                      char         **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = NULL;
  g_autoptr(BnScenario) random = NULL;
  const char * const *ids = bn_scenario_shipped_ids ();
  /* For people only: --json gives the objectives as an array. */
  static const BnCliColumn columns[] = {
    { "id", N_("ID"), BN_CLI_COLUMN_HUMAN_ONLY }, { "name", N_("NAME"), BN_CLI_COLUMN_HUMAN_ONLY },
    { "size", N_("SIZE"), BN_CLI_COLUMN_HUMAN_ONLY }, { "to_win", N_("TO WIN"), BN_CLI_COLUMN_HUMAN_ONLY },
    { "objectives", N_("OBJECTIVES"), BN_CLI_COLUMN_HUMAN_ONLY },
  };
  g_autoptr(BnCliList) list = NULL;
  int status;

  if (!bn_cli_parse_options (ctx, NULL, "", &argc, &argv, &status))
    return status;
  if (argc > 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);

  rules = bn_battle_rules_load_default (&error);
  if (rules == NULL)
    return bn_cli_fail (ctx, error);
  /* The generator's shape is the same for every seed; seed 0 stands in. */
  random = bn_scenario_new_random (rules, 0);
  if (ctx->json)
    {
      g_autoptr(BnJson) json = bn_json_new ();

      bn_json_begin_array (json);
      for (guint i = 0; ids[i] != NULL; i++)
        {
          g_autoptr(BnScenario) scenario = bn_scenario_load_shipped (rules, ids[i], &error);

          if (scenario == NULL)
            return bn_cli_fail (ctx, error);
          scenario_json (json, ids[i], scenario, FALSE);
        }
      scenario_json (json, BN_SCENARIO_RANDOM_PREFIX "SEED", random, TRUE);
      bn_json_end_array (json);
      bn_json_print (g_steal_pointer (&json));
      return BN_CLI_EXIT_OK;
    }
  list = bn_cli_list_new (ctx, columns, G_N_ELEMENTS (columns));
  for (guint i = 0; ids[i] != NULL; i++)
    {
      g_autoptr(BnScenario) scenario = bn_scenario_load_shipped (rules, ids[i], &error);
      g_autofree char *to_win = NULL;

      if (scenario == NULL)
        return bn_cli_fail (ctx, error);
      to_win = g_strdup_printf (_("%u VP"), scenario->victory_target);
      add_scenario_row (list, ids[i], scenario, NULL, to_win);
    }
  add_scenario_row (list, BN_SCENARIO_RANDOM_PREFIX "SEED", random,
                    _("(6,4) 1 VP; generated from SEED, mirrored terrain"), _("6 or 7 VP"));
  bn_cli_list_print (list);
  return BN_CLI_EXIT_OK;
}

/* ---- bench battle ---- */

/* bench battle [--battles N] [--rules R]: bn_battle_bench(), printed. */
int
bn_cli_bench_battle (BnCliContext  *ctx,
                     int            argc,
                     char         **argv)
{
  int n_battles = 100;
  g_autofree char *rules_id = NULL;
  const GOptionEntry entries[] = {
    { "battles", 0, 0, G_OPTION_ARG_INT, &n_battles, N_("Battles to play (default 100)"), "N" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_id, N_("The ruleset (see “rules list”; default lords-and-levies)"), N_("ID") },
    { NULL },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = NULL;
  g_autoptr(BnScenario) scenario = NULL;
  g_autoptr(BnBattleBench) bench = NULL;
  int status;

  if (!bn_cli_parse_options (ctx, entries, "", &argc, &argv, &status))
    return status;
  if (argc > 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  if (n_battles < 1 || n_battles > 1000000)
    return bn_cli_usage_error (ctx, _("--battles is 1 to 1000000"));

  rules = bn_battle_rules_load_id (rules_id, &error);
  if (rules == NULL)
    return g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE)
           ? bn_cli_usage_error (ctx, "%s", error->message) : bn_cli_fail (ctx, error);
  scenario = bn_scenario_load_shipped (rules, BN_BATTLE_BENCH_SCENARIO, &error);
  if (scenario == NULL || (bench = bn_battle_bench (rules, scenario, (guint) n_battles, &error)) == NULL)
    return bn_cli_fail (ctx, error);

  g_print (_("bench battle: %u battles, %u units a side, sensible AI against sensible AI, %s, %s\n"),
           bench->battles, bench->units, bench->scenario_id, bench->ruleset_id);
  g_print (_("  %.1f battles per second (%.2f s in all, one thread)\n"), bench->battles_per_second, bench->seconds);
  g_print (_("  median %.2f ms per battle\n"), bench->median_ms);
  return BN_CLI_EXIT_OK;
}

/* ---- rules list ---- */

int
bn_cli_rules_list (BnCliContext  *ctx,
                   int            argc,
                   char         **argv)
{
  static const BnCliColumn columns[] = {
    { "id", N_("ID") }, { "name", N_("NAME") }, { "default", N_("DEFAULT") },
    { "source", N_("SOURCE") }, { "description", N_("DESCRIPTION") },
  };
  g_autoptr(BnCliList) list = NULL;
  int status;

  if (!bn_cli_parse_options (ctx, NULL, "", &argc, &argv, &status))
    return status;
  if (argc > 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  list = bn_cli_list_new (ctx, columns, G_N_ELEMENTS (columns));
  for (guint i = 0; i < bn_ruleset_get_n_rulesets (); i++)
    {
      const BnRuleset *ruleset = bn_ruleset_get_nth (i);

      bn_cli_list_add_row (list);
      bn_cli_list_text (list, ruleset->id);
      bn_cli_list_text (list, ruleset->name);
      /* The first is the one used without --rules. */
      bn_cli_list_bool (list, i == 0, _("default"), "");
      bn_cli_list_text (list, ruleset->source);
      bn_cli_list_data_text (list, ruleset->description);
    }
  bn_cli_list_print (list);
  return BN_CLI_EXIT_OK;
}
