/* bn-cli-units.c — "unit cost" and "units list": the unit catalogue and
 * what a unit costs, from the shell. Every price comes from the campaign
 * library. */
#include "bn-cli.h"
#include "bn-cli-list.h"

#include <stdio.h>
#include <string.h>

#include "bn-army-report.h"
#include "bn-unit-rules.h"

/* "unit cost --json": the cost and each line of its breakdown. */
static void
cost_json (const BnCostBreakdown *breakdown,
           guint                  cost,
           const char            *explained)
{
  static const char * const kinds[] = {
    [BN_COST_LINE_AMOUNT] = "amount",
    [BN_COST_LINE_MULTIPLIER] = "multiplier",
    [BN_COST_LINE_MERCENARY] = "mercenary",
  };
  g_autoptr(BnJson) json = bn_json_new ();
  gboolean mercenary = bn_cost_breakdown_is_mercenary (breakdown);

  bn_json_begin_object (json);
  bn_json_member_int (json, "cost", cost);
  bn_json_member_int (json, "subtotal", bn_cost_breakdown_get_subtotal (breakdown));
  bn_json_member_int (json, "regular_cost", bn_cost_breakdown_get_regular_cost (breakdown));
  bn_json_member_bool (json, "mercenary", mercenary);
  bn_json_key (json, "minimum_promise");
  if (mercenary)
    bn_json_int (json, bn_cost_breakdown_get_minimum_promise (breakdown));
  else
    bn_json_null (json);
  bn_json_member_string (json, "explained", explained);
  bn_json_key (json, "lines");
  bn_json_begin_array (json);
  for (guint i = 0; i < bn_cost_breakdown_get_n_lines (breakdown); i++)
    {
      const BnCostLine *line = bn_cost_breakdown_get_line (breakdown, i);
      gboolean amount = line->kind == BN_COST_LINE_AMOUNT;

      bn_json_begin_object (json);
      bn_json_member_string (json, "kind", kinds[line->kind]);
      bn_json_member_string (json, "label", line->label);
      if (amount)
        {
          bn_json_member_int (json, "amount", line->amount);
          bn_json_key (json, "numerator");
          bn_json_null (json);
          bn_json_key (json, "denominator");
          bn_json_null (json);
        }
      else
        {
          bn_json_key (json, "amount");
          bn_json_null (json);
          bn_json_member_int (json, "numerator", line->numerator);
          bn_json_member_int (json, "denominator", line->denominator);
        }
      bn_json_end_object (json);
    }
  bn_json_end_array (json);
  bn_json_end_object (json);
  bn_json_print (g_steal_pointer (&json));
}

/* unit cost: price any combination of attributes, with its breakdown. */
int
bn_cli_unit_cost (BnCliContext *ctx,
                  int           argc,
                  char        **argv)
{
  g_autofree char *type = NULL;
  g_autofree char *arm = NULL;
  g_autofree char *armour = NULL;
  g_autofree char *morale = NULL;
  g_auto(GStrv) weapons = NULL;
  gboolean shields = FALSE, light = FALSE, dedicated = FALSE, mercenary = FALSE, peasants = FALSE;
  gint figures = 0;
  g_autofree char *leader = NULL;
  gint leadership = G_MININT;     /* not given */
  const GOptionEntry entries[] = {
    { "type", 't', 0, G_OPTION_ARG_STRING, &type, N_("Start from a catalogue type"), N_("TYPE") },
    { "leader", 0, 0, G_OPTION_ARG_STRING, &leader, N_("A King/Leader on foot or horse"), N_("foot|horse") },
    { "leadership", 0, 0, G_OPTION_ARG_INT, &leadership, N_("The King/Leader's leadership rating (default 2)"), "1|2|3" },
    { "arm", 0, 0, G_OPTION_ARG_STRING, &arm, N_("foot, horse or artillery"), N_("ARM") },
    { "armour", 0, 0, G_OPTION_ARG_STRING, &armour, N_("none, light, medium or heavy"), N_("ARMOUR") },
    { "weapon", 'w', 0, G_OPTION_ARG_STRING_ARRAY, &weapons, N_("A weapon id (see “units list --weapons”)"), N_("WEAPON") },
    { "morale", 0, 0, G_OPTION_ARG_STRING, &morale, N_("poor, fair or good"), N_("MORALE") },
    { "shields", 0, 0, G_OPTION_ARG_NONE, &shields, N_("With shields"), NULL },
    { "light", 0, 0, G_OPTION_ARG_NONE, &light, N_("Light troops"), NULL },
    { "dedicated", 0, 0, G_OPTION_ARG_NONE, &dedicated, N_("Dedicated warriors"), NULL },
    { "mercenary", 0, 0, G_OPTION_ARG_NONE, &mercenary, N_("Mercenaries"), NULL },
    { "peasants", 0, 0, G_OPTION_ARG_NONE, &peasants, N_("Peasants (a flat price)"), NULL },
    { "figures", 0, 0, G_OPTION_ARG_INT, &figures, N_("Figures"), "N" },
    { NULL }
  };
  g_autoptr(BnUnitRules) rules = NULL;
  g_autoptr(BnUnit) unit = NULL;
  g_autoptr(BnCostBreakdown) breakdown = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *explained = NULL;
  guint cost;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  rules = bn_unit_rules_load_default (&error);
  if (rules == NULL)
    return bn_cli_fail (ctx, error);

  if (type != NULL)
    {
      unit = bn_unit_rules_new_unit (rules, type, &error);
      if (unit == NULL)
        return bn_cli_fail (ctx, error);
    }
  else
    {
      unit = bn_unit_new ();
      unit->arm = BN_ARM_FOOT;
      unit->morale = BN_MORALE_FAIR;
    }
  if (arm != NULL && !bn_arm_from_id (arm, &unit->arm))
    return bn_cli_usage_error (ctx, _("--arm “%s”: foot, horse or artillery"), arm);
  if (armour != NULL && !bn_armour_from_id (armour, &unit->armour))
    return bn_cli_usage_error (ctx, _("--armour “%s”: none, light, medium or heavy"), armour);
  if (morale != NULL && !bn_morale_from_id (morale, &unit->morale))
    return bn_cli_usage_error (ctx, _("--morale “%s”: poor, fair or good"), morale);
  if (weapons != NULL)
    bn_unit_set_weapons (unit, (const char * const *) weapons);
  if (figures < 0)
    return bn_cli_usage_error (ctx, _("--figures %d: a unit has one figure or more"), figures);
  if (figures > 0)
    unit->figures = (guint) figures;
  else if (type == NULL)
    unit->figures = 1;
  unit->shields |= shields;
  unit->light |= light;
  unit->dedicated |= dedicated;
  unit->mercenary |= mercenary;
  unit->peasants |= peasants;

  if (leadership != G_MININT && leader == NULL)
    return bn_cli_usage_error (ctx, _("--leadership is the rating of a King/Leader: give --leader foot|horse"));
  if (leader != NULL)
    {
      if (!bn_arm_from_id (leader, &unit->arm) || unit->arm == BN_ARM_ARTILLERY)
        return bn_cli_usage_error (ctx, _("--leader “%s”: foot or horse"), leader);
      if (leadership != G_MININT && (leadership < 1 || leadership > 3))
        return bn_cli_usage_error (ctx, _("--leadership %d: 1, 2 or 3"), leadership);
      /* The King/Leader's base cost is "armed with spears or bows". */
      if (weapons == NULL && type == NULL)
        bn_unit_set_weapons (unit, (const char * const[]) { "spear", NULL });
      cost = bn_unit_rules_price_leader (rules, unit, leadership != G_MININT ? (guint) leadership : 2,
                                         &breakdown, &error);
    }
  else
    cost = bn_unit_rules_price (rules, unit, &breakdown, &error);
  if (error != NULL)
    return bn_cli_fail (ctx, error);
  explained = bn_cost_breakdown_to_string (breakdown);
  if (ctx->json)
    {
      cost_json (breakdown, cost, explained);
      return BN_CLI_EXIT_OK;
    }
  g_print ("%s\n", explained);
  g_print (_("cost %u\n"), cost);
  return BN_CLI_EXIT_OK;
}

int
bn_cli_units_list (BnCliContext *ctx,
                   int           argc,
                   char        **argv)
{
  gboolean list_weapons = FALSE;
  const GOptionEntry entries[] = {
    { "weapons", 0, 0, G_OPTION_ARG_NONE, &list_weapons, N_("List the weapons instead"), NULL },
    { NULL }
  };
  static const BnCliColumn type_columns[] = {
    { "id", N_("ID") }, { "name", N_("NAME") }, { "class", N_("CLASS") },
    { "figures", N_("FIGURES") }, { "cost", N_("POINTS") }, { "own", N_("OWN") },
  };
  static const BnCliColumn weapon_columns[] = {
    { "id", N_("ID") }, { "name", N_("NAME") }, { "signed_cost", N_("COST"), BN_CLI_COLUMN_HUMAN_ONLY },
    { "cost", NULL, BN_CLI_COLUMN_JSON_ONLY }, { "ranged", N_("USE") },
  };
  g_autoptr(BnCliList) list = NULL;
  g_autoptr(BnUnitRules) rules = NULL;
  g_autoptr(GPtrArray) own = NULL;
  g_autoptr(GError) error = NULL;
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  rules = bn_unit_rules_load_default (&error);
  if (rules == NULL)
    return bn_cli_fail (ctx, error);

  if (list_weapons)
    {
      list = bn_cli_list_new (ctx, weapon_columns, G_N_ELEMENTS (weapon_columns));
      for (guint i = 0; i < bn_unit_rules_get_n_weapons (rules); i++)
        {
          const BnWeaponRule *weapon = bn_unit_rules_get_weapon (rules, i);
          g_autofree char *cost = g_strdup_printf ("%+d", weapon->cost);

          bn_cli_list_add_row (list);
          bn_cli_list_text (list, weapon->id);
          bn_cli_list_data_text (list, weapon->name);
          bn_cli_list_text (list, cost);
          bn_cli_list_int (list, weapon->cost);
          bn_cli_list_bool (list, weapon->ranged, _("shoots"), _("close combat"));
        }
      bn_cli_list_print (list);
      return BN_CLI_EXIT_OK;
    }

  /* The database's own designs are read first: a missing one is said
   * before anything is printed. */
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL)
    return bn_cli_fail (ctx, error);
  own = bn_store_list_unit_types (store, &error);
  if (own == NULL)
    return bn_cli_fail (ctx, error);

  list = bn_cli_list_new (ctx, type_columns, G_N_ELEMENTS (type_columns));
  for (guint i = 0; i < bn_unit_rules_get_n_unit_types (rules); i++)
    {
      const BnUnitType *type = bn_unit_rules_get_unit_type (rules, i);
      const BnClassRule *klass = bn_unit_rules_get_unit_class (rules, type->unit);

      bn_cli_list_add_row (list);
      bn_cli_list_text (list, type->id);
      bn_cli_list_data_text (list, type->name);
      bn_cli_list_data_text (list, klass != NULL ? klass->name : NULL);
      bn_cli_list_int (list, type->unit->figures);
      bn_cli_list_int (list, bn_unit_rules_price (rules, type->unit, NULL, NULL));
      bn_cli_list_bool (list, FALSE, _("yours"), "");
    }
  for (guint i = 0; i < own->len; i++)
    {
      const BnUnit *unit = g_ptr_array_index (own, i);
      const BnClassRule *klass = bn_unit_rules_get_unit_class (rules, unit);

      bn_cli_list_add_row (list);
      bn_cli_list_text (list, unit->type_id);
      bn_cli_list_data_text (list, unit->name);
      bn_cli_list_data_text (list, klass != NULL ? klass->name : NULL);
      bn_cli_list_int (list, unit->figures);
      bn_cli_list_int (list, bn_unit_rules_price (rules, unit, NULL, NULL));
      bn_cli_list_bool (list, TRUE, _("yours"), "");
    }
  bn_cli_list_print (list);
  return BN_CLI_EXIT_OK;
}
