/* bn-cli-army-show.c — an army as "army show" and "army validate" print
 * it: the roster, its units and their prices, the report's problems, the
 * order of battle under each open-table ruleset, and the same as JSON. The
 * other army commands print a roster they changed with the same words. */
#include "bn-cli-army-private.h"

#include "bn-cli-json.h"

#include "bn-battle-army-from-roster.h"
#include "bn-battle-rules-xml.h"
#include "junior-general/bn-junior-general.h"

static const char *
unit_display_name (BnUnitRules  *rules,
                   const BnUnit *unit)
{
  const BnUnitType *type;

  if (unit->name != NULL)
    return unit->name;
  type = unit->type_id != NULL ? bn_unit_rules_lookup_unit_type (rules, unit->type_id) : NULL;
  return type != NULL ? type->name : _("(own design)");
}

static void
print_problems (const BnArmyReport *report)
{
  for (guint i = 0; i < report->problems->len; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (report->problems, i);

      g_print ("  %s: %s\n", problem->level == BN_ARMY_PROBLEM_ERROR ? _("error") : _("warning"), problem->message);
    }
}

/* The "Units" section of a roster: each unit with its class, figures,
 * colour, cost and the cost's breakdown, as @report priced them. */
void
bn_cli_army_print_units (BnUnitRules        *rules,
                         const BnArmy       *army,
                         const BnArmyReport *report)
{
  g_print (_("  Units\n"));
  for (guint i = 0; i < army->units->len; i++)
    {
      const BnArmyUnit *entry = g_ptr_array_index (army->units, i);
      const BnUnit *unit = entry->unit;
      const BnClassRule *klass = bn_unit_rules_get_unit_class (rules, unit);
      const BnCostBreakdown *breakdown = g_ptr_array_index (report->breakdowns, i);
      g_autofree char *explained = breakdown != NULL ? bn_cost_breakdown_to_string (breakdown) : g_strdup (_("illegal"));

      /* TRANSLATORS: a roster line; "pt " keeps the column of "pts" */
      g_autofree char *name = bn_cli_pad (bn_data_text (unit_display_name (rules, unit)), 26);

      g_print (ngettext ("  %2u. %s %-18s %u fig.  %-6s %3u pt ", "  %2u. %s %-18s %u fig.  %-6s %3u pts",
                         g_array_index (report->unit_costs, guint, i)),
               i + 1, name,
               klass != NULL ? bn_data_text (klass->name) : "?", unit->figures,
               unit->colour != BN_COLOUR_NONE ? bn_data_text (bn_colour_get_id (unit->colour)) : "-",
               g_array_index (report->unit_costs, guint, i));
      g_autofree char *fights = bn_battle_unit_explain_rulesets (unit, rules, NULL);

      if (unit->mercenary)
        g_print (_("  mercenary, promised %u"), entry->promise);
      if (unit->leadership > 0)
        g_print (_("  King/Leader, leadership %u"), unit->leadership);
      g_print ("\n        %s\n", explained);
      if (fights != NULL)
        g_print (_("        fights as %s\n"), fights);
    }
}

/* Under each open-table ruleset (Junior General): where the roster
 * departs from the text's order of battle, as `battle auto` and `battle
 * start` warn of it; it fights as it is. */
static void
print_order_of_battle (ArmyContext *ac)
{
  for (guint i = 0; i < bn_ruleset_get_n_rulesets (); i++)
    {
      const BnRuleset *ruleset = bn_ruleset_get_nth (i);
      g_autoptr(GError) error = NULL;
      g_autoptr(BnBattleRules) rules = NULL;
      g_autoptr(BnBattleArmy) fielded = NULL;
      g_auto(GStrv) warnings = NULL;

      if (ruleset->board != BN_RULESET_BOARD_TABLE)
        continue;
      rules = bn_battle_rules_load_ruleset (ruleset, &error);
      if (rules != NULL)
        fielded = bn_battle_army_from_roster (ac->army, ac->leader, ac->domain, ac->unit_rules, rules, &error);
      if (fielded == NULL)
        {
          g_print (_("  Order of battle under %s: cannot tell (%s)\n"), ruleset->name, error->message);
          continue;
        }
      warnings = bn_jg_order_of_battle_warnings (rules, fielded);
      if (warnings[0] == NULL)
        {
          g_print (_("  Order of battle under %s: as the text has it\n"), ruleset->name);
          continue;
        }
      g_print (_("  Order of battle under %s (a warning; it fights as it is)\n"), ruleset->name);
      for (guint w = 0; warnings[w] != NULL; w++)
        g_print ("    %s\n", warnings[w]);
    }
}

void
bn_cli_army_print (ArmyContext *ac)
{
  g_autoptr(BnArmyReport) report = bn_cli_army_check (ac);
  const BnArmy *army = ac->army;

  g_print (_("Army %" PRId64 ": %s — %s\n"), army->id, army->name, ac->leader->name);
  if (army->muster != NULL)
    {
      const BnMuster *m = army->muster;

      g_print (_("  Army points  %u = household %u × %u + bonus %u\n"), m->army_points, m->household,
               m->factor, m->bonus_points);
      for (guint i = 0; i < m->draws->len; i++)
        {
          const BnDraw *draw = g_ptr_array_index (m->draws, i);
          g_autofree char *card = bn_card_is_valid (draw->card) ? bn_card_to_string (draw->card) : g_strdup ("?");

          g_print ("    %-16s %-3s %-6s %s\n", draw->step, card,
                   draw->source == BN_CHANCE_SOURCE_TYPED ? _("typed") : _("seeded"), draw->outcome);
        }
    }
  else
    g_print (_("  Army points  not mustered yet\n"));

  bn_cli_army_print_units (ac->unit_rules, army, report);

  if (army->posts->len > 0)
    {
      g_print (_("  Commanders\n"));
      for (guint i = 0; i < army->posts->len; i++)
        {
          const BnArmyPost *post = g_ptr_array_index (army->posts, i);
          g_autoptr(BnLeader) holder = bn_store_get_leader (ac->store, post->leader_id, NULL);

          g_print ("    %-9s %s", bn_army_role_get_id (post->role), holder != NULL ? holder->name : "?");
          if (post->unit_index >= 0)
            g_print (_(", with unit %d"), post->unit_index + 1);
          g_print ("\n");
        }
    }

  g_print (_("  Spent %u, promised %u, unspent %u of %u"), report->spent, report->promised,
           report->unspent, report->army_points);
  if (report->over > 0)
    g_print (_(" — over by %u"), report->over);
  g_print ("\n");
  print_problems (report);
}

/* "army show --json": the roster as bn_cli_army_print() tells it, field by field
 * (docs/cli.md). */
static void
print_army_json (ArmyContext *ac)
{
  g_autoptr(BnArmyReport) report = bn_cli_army_check (ac);
  g_autoptr(BnJson) json = bn_json_new ();
  const BnArmy *army = ac->army;

  bn_json_begin_object (json);
  bn_json_member_int (json, "id", army->id);
  bn_json_member_string (json, "name", army->name);
  bn_json_member_int (json, "leader_id", ac->leader->id);
  bn_json_member_string (json, "leader", ac->leader->name);
  bn_json_member_int (json, "campaign_id", ac->leader->campaign_id);
  bn_json_key (json, "muster");
  if (army->muster != NULL)
    {
      const BnMuster *m = army->muster;

      bn_json_begin_object (json);
      bn_json_member_int (json, "army_points", m->army_points);
      bn_json_member_int (json, "household", m->household);
      bn_json_member_int (json, "factor", m->factor);
      bn_json_member_int (json, "bonus_points", m->bonus_points);
      bn_cli_json_draws (json, m->draws);
      bn_json_end_object (json);
    }
  else
    bn_json_null (json);

  bn_json_key (json, "units");
  bn_json_begin_array (json);
  for (guint i = 0; i < army->units->len; i++)
    {
      const BnArmyUnit *entry = g_ptr_array_index (army->units, i);
      const BnUnit *unit = entry->unit;
      const BnClassRule *klass = bn_unit_rules_get_unit_class (ac->unit_rules, unit);
      const BnCostBreakdown *breakdown = g_ptr_array_index (report->breakdowns, i);
      g_autofree char *explained = breakdown != NULL ? bn_cost_breakdown_to_string (breakdown) : NULL;

      bn_json_begin_object (json);
      bn_json_member_int (json, "number", i + 1);
      bn_json_member_string (json, "name", unit_display_name (ac->unit_rules, unit));
      bn_json_member_string (json, "type", unit->type_id);
      bn_json_member_string (json, "class", klass != NULL ? klass->name : NULL);
      bn_json_member_int (json, "figures", unit->figures);
      bn_json_member_string (json, "colour", unit->colour != BN_COLOUR_NONE ? bn_colour_get_id (unit->colour) : NULL);
      bn_json_member_int (json, "cost", g_array_index (report->unit_costs, guint, i));
      bn_json_member_string (json, "cost_explained", explained);
      bn_json_member_bool (json, "mercenary", unit->mercenary);
      bn_json_member_int (json, "promise", unit->mercenary ? entry->promise : 0);
      bn_json_member_int (json, "leadership", unit->leadership);
      bn_json_end_object (json);
    }
  bn_json_end_array (json);

  bn_json_key (json, "posts");
  bn_json_begin_array (json);
  for (guint i = 0; i < army->posts->len; i++)
    {
      const BnArmyPost *post = g_ptr_array_index (army->posts, i);
      g_autoptr(BnLeader) holder = bn_store_get_leader (ac->store, post->leader_id, NULL);

      bn_json_begin_object (json);
      bn_json_member_string (json, "role", bn_army_role_get_id (post->role));
      bn_json_member_int (json, "leader_id", post->leader_id);
      bn_json_member_string (json, "leader", holder != NULL ? holder->name : NULL);
      bn_json_key (json, "unit");
      if (post->unit_index >= 0)
        bn_json_int (json, post->unit_index + 1);
      else
        bn_json_null (json);
      bn_json_end_object (json);
    }
  bn_json_end_array (json);

  bn_json_member_int (json, "army_points", report->army_points);
  bn_json_member_int (json, "spent", report->spent);
  bn_json_member_int (json, "promised", report->promised);
  bn_json_member_int (json, "unspent", report->unspent);
  bn_json_member_int (json, "over", report->over);
  bn_json_member_bool (json, "legal", bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR) == 0);
  bn_json_key (json, "problems");
  bn_json_begin_array (json);
  for (guint i = 0; i < report->problems->len; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (report->problems, i);

      bn_json_begin_object (json);
      bn_json_member_string (json, "level", problem->level == BN_ARMY_PROBLEM_ERROR ? "error" : "warning");
      bn_json_member_string (json, "message", problem->message);
      bn_json_end_object (json);
    }
  bn_json_end_array (json);
  bn_json_member_bool (json, "archived", army->archived);
  bn_json_end_object (json);
  bn_json_print (g_steal_pointer (&json));
}

int
bn_cli_army_show (BnCliContext *ctx,
                  int           argc,
                  char        **argv)
{
  g_auto(ArmyContext) ac = { 0 };
  g_autoptr(GError) error = NULL;
  int exit_code;

  if (!bn_cli_parse_options (ctx, NULL, _("ARMY"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the army's number"));
  if (!bn_cli_army_load (ctx, &ac, argv[1], &error))
    return bn_cli_army_fail_or_usage (ctx, error);
  if (ctx->json)
    {
      print_army_json (&ac);
      return BN_CLI_EXIT_OK;
    }
  bn_cli_army_print (&ac);
  print_order_of_battle (&ac);
  return BN_CLI_EXIT_OK;
}

/* Exit 1 when the army has errors; warnings are listed but pass. */
int
bn_cli_army_validate (BnCliContext *ctx,
                      int           argc,
                      char        **argv)
{
  g_auto(ArmyContext) ac = { 0 };
  g_autoptr(BnArmyReport) report = NULL;
  g_autoptr(GError) error = NULL;
  guint errors, warnings;
  int exit_code;

  if (!bn_cli_parse_options (ctx, NULL, _("ARMY"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the army's number"));
  if (!bn_cli_army_load (ctx, &ac, argv[1], &error))
    return bn_cli_army_fail_or_usage (ctx, error);
  report = bn_cli_army_check (&ac);
  errors = bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR);
  warnings = bn_army_report_count (report, BN_ARMY_PROBLEM_WARNING);
  if (ctx->json)
    {
      /* The roster as "army show --json" gives it: "legal", "problems". */
      print_army_json (&ac);
      return errors == 0 ? BN_CLI_EXIT_OK : BN_CLI_EXIT_ERROR;
    }
  {
    g_autofree char *errors_text = g_strdup_printf (ngettext ("%u error", "%u errors", errors), errors);
    g_autofree char *warnings_text = g_strdup_printf (ngettext ("%u warning", "%u warnings", warnings), warnings);

    /* Translators: the army, legal or not, its errors, its warnings, then its points. */
    g_print (_("%s: %s (%s, %s); spent %u, promised %u, unspent %u of %u\n"),
             ac.army->name, errors == 0 ? _("legal") : _("not legal"), errors_text, warnings_text,
             report->spent, report->promised, report->unspent, report->army_points);
  }
  print_problems (report);
  return errors == 0 ? BN_CLI_EXIT_OK : BN_CLI_EXIT_ERROR;
}
