/* bn-cli-army.c — "army …": the army builder from the shell, and "army
 * generate", an opponent raised for points. Every price and check comes
 * from the campaign library ("unit cost" and "units list": bn-cli-units.c). */
#include "bn-cli.h"
#include "bn-cli-list.h"

#include <stdio.h>
#include <string.h>

#include "bn-army-generator.h"
#include "bn-army-report.h"
#include "bn-army-sheet.h"
#include "bn-army-xml.h"
#include "bn-battle-army-from-roster.h"
#include "bn-battle-rules-xml.h"
#include "bn-muster.h"
#include "bn-unit-rules.h"
#include "junior-general/bn-junior-general.h"

/* What most army commands need: the store, both rule sets, the army, its
 * leader and his domain. */
typedef struct
{
  BnStore *store;         /* borrowed from the context */
  BnUnitRules *unit_rules;
  BnLeaderRules *leader_rules;
  BnArmy *army;
  BnLeader *leader;
  GPtrArray *domain;
} ArmyContext;

static void
army_context_clear (ArmyContext *ac)
{
  g_clear_pointer (&ac->unit_rules, bn_unit_rules_unref);
  g_clear_pointer (&ac->leader_rules, bn_leader_rules_unref);
  g_clear_pointer (&ac->army, bn_army_free);
  g_clear_pointer (&ac->leader, bn_leader_free);
  g_clear_pointer (&ac->domain, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ArmyContext, army_context_clear)

static gboolean
parse_id (const char  *text,
          gboolean     is_leader,
          gint64      *out_id,
          GError     **error)
{
  guint64 id;

  if (!g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT64, &id, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   is_leader ? _("“%s” is not a leader number") : _("“%s” is not an army number"), text);
      return FALSE;
    }
  *out_id = (gint64) id;
  return TRUE;
}

static gboolean
open_rules (BnCliContext  *ctx,
            ArmyContext   *ac,
            GError       **error)
{
  ac->store = bn_cli_get_store (ctx, error);
  if (ac->store == NULL)
    return FALSE;
  ac->unit_rules = bn_unit_rules_load_default (error);
  if (ac->unit_rules == NULL)
    return FALSE;
  ac->leader_rules = bn_leader_rules_load_default (error);
  return ac->leader_rules != NULL;
}

static gboolean
load_leader (ArmyContext  *ac,
             gint64        leader_id,
             GError      **error)
{
  ac->leader = bn_store_get_leader (ac->store, leader_id, error);
  if (ac->leader == NULL)
    return FALSE;
  ac->domain = ac->leader->is_player ? bn_store_list_vassals (ac->store, ac->leader->id, error)
                                     : g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  return ac->domain != NULL;
}

static gboolean
load_army (BnCliContext  *ctx,
           ArmyContext   *ac,
           const char    *army_text,
           GError       **error)
{
  gint64 id;

  if (!parse_id (army_text, FALSE, &id, error) || !open_rules (ctx, ac, error))
    return FALSE;
  ac->army = bn_store_get_army (ac->store, id, error);
  if (ac->army == NULL)
    return FALSE;
  return load_leader (ac, ac->army->leader_id, error);
}

static BnArmyReport *
check (ArmyContext *ac)
{
  return bn_army_check (ac->army, ac->unit_rules, ac->leader_rules, ac->leader, ac->domain);
}

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
static void
print_units (BnUnitRules        *rules,
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

static void
print_army (ArmyContext *ac)
{
  g_autoptr(BnArmyReport) report = check (ac);
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

  print_units (ac->unit_rules, army, report);

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

/* "army show --json": the roster as print_army() tells it, field by field
 * (docs/cli.md). */
static void
print_army_json (ArmyContext *ac)
{
  g_autoptr(BnArmyReport) report = check (ac);
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

/* The error messages of the army as it stands, to tell afterwards which
 * errors a change brought. */
static GHashTable *
error_messages (ArmyContext *ac)
{
  g_autoptr(BnArmyReport) report = check (ac);
  GHashTable *messages = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < report->problems->len; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (report->problems, i);

      if (problem->level == BN_ARMY_PROBLEM_ERROR)
        g_hash_table_add (messages, g_strdup (problem->message));
    }
  return messages;
}

/* A malformed number is a usage error (exit 2); anything else a failure. */
static int
fail_or_usage (BnCliContext *ctx,
               const GError *error)
{
  if (error->domain == G_OPTION_ERROR)
    return bn_cli_usage_error (ctx, "%s", error->message);
  return bn_cli_fail (ctx, error);
}

/* A change to a saved roster, made to the roster as read inside the write. */
typedef gboolean (*ArmyChange) (ArmyContext  *ac,
                                gpointer      data,
                                GError      **error);

typedef struct
{
  ArmyContext *ac;
  ArmyChange change;
  gpointer data;
  gboolean legal_only;
} CliEdit;

static gboolean
cli_edit_cb (BnStore   *store,
             BnArmy    *army,
             gpointer   user_data,
             GError   **error)
{
  CliEdit *edit = user_data;
  ArmyContext *ac = edit->ac;
  g_autoptr(GHashTable) errors_before = NULL;
  gboolean ok;

  g_clear_pointer (&ac->leader, bn_leader_free);
  g_clear_pointer (&ac->domain, g_ptr_array_unref);
  /* Borrowed for the edit: the store owns the roster until it is saved. */
  ac->army = army;
  ok = load_leader (ac, army->leader_id, error);
  if (ok)
    {
      errors_before = error_messages (ac);
      ok = edit->change (ac, edit->data, error);
    }
  if (ok && edit->legal_only)
    {
      g_autoptr(BnArmyReport) report = check (ac);

      /* A change is saved only when it brings no error the army did not
       * have before (an army over its points after a new muster may be
       * trimmed, but nothing may be added to it). */
      for (guint i = 0; ok && i < report->problems->len; i++)
        {
          const BnArmyProblem *problem = g_ptr_array_index (report->problems, i);

          if (problem->level == BN_ARMY_PROBLEM_ERROR && !g_hash_table_contains (errors_before, problem->message))
            {
              g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT, _("%s; nothing was saved"),
                           problem->message);
              ok = FALSE;
            }
        }
    }
  ac->army = NULL;
  return ok;
}

/* Reads army ARMY_TEXT, changes it and saves it in one write, then shows it. */
static int
edit_army (BnCliContext *ctx,
           ArmyContext  *ac,
           const char   *army_text,
           ArmyChange    change,
           gpointer      data,
           gboolean      legal_only)
{
  g_autoptr(GError) error = NULL;
  CliEdit edit = { ac, change, data, legal_only };
  gint64 id;

  if (!parse_id (army_text, FALSE, &id, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  if (ac->store == NULL && !open_rules (ctx, ac, &error))
    return bn_cli_fail (ctx, error);
  ac->army = bn_store_edit_army (ac->store, id, cli_edit_cb, &edit, &error);
  if (ac->army == NULL)
    return fail_or_usage (ctx, error);
  print_army (ac);
  return BN_CLI_EXIT_OK;
}

#define MUSTER_AGAIN (-1)

/* One muster, read to save; MUSTER_AGAIN when another writer took the deck's
 * shuffle or saved the roster meanwhile, and it must be drawn again. */
static int
muster_attempt (BnCliContext  *ctx,
                ArmyContext   *ac,
                gint64         leader_id,
                gint64         army_id,
                const char    *name,
                gboolean      *defaulted,
                const char    *draws,
                const char    *seed_text,
                guint64        seed,
                GError       **error)
{
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnCampaign) campaign = NULL;
  BnMuster *muster;
  gint deal = -1;
  g_autofree char *default_name = NULL;

  if (!open_rules (ctx, ac, error))
    return bn_cli_fail (ctx, *error);
  if (army_id != 0)
    {
      ac->army = bn_store_get_army (ac->store, army_id, error);
      if (ac->army == NULL || !load_leader (ac, ac->army->leader_id, error))
        return bn_cli_fail (ctx, *error);
    }
  else
    {
      if (!load_leader (ac, leader_id, error))
        return bn_cli_fail (ctx, *error);
      if (name == NULL)
        {
          g_autofree char *base = g_strdup_printf (_("%s’s army"), ac->leader->name);

          name = default_name = bn_store_dup_free_army_name (ac->store, leader_id, base, error);
          if (name == NULL)
            return bn_cli_fail (ctx, *error);
          *defaulted = TRUE;
        }
      ac->army = bn_army_new (leader_id, name);
    }
  if (!bn_leader_is_living (ac->leader))
    {
      g_printerr (_("banneret-cli: %s is dead and raises no army\n"), ac->leader->name);
      return BN_CLI_EXIT_ERROR;
    }

  campaign = bn_store_get_campaign (ac->store, ac->leader->campaign_id, error);
  if (campaign == NULL)
    return bn_cli_fail (ctx, *error);
  if (draws != NULL)
    {
      chance = bn_chance_new_typed ();
      if (!bn_chance_push_cards_text (chance, draws, error))
        return bn_cli_fail (ctx, *error);
    }
  else if (seed_text != NULL)
    chance = bn_chance_new_seeded (seed);
  else
    {
      deal = (gint) campaign->deals;
      chance = bn_chance_new_seeded (bn_campaign_get_deal_seed (campaign, campaign->deals));
    }

  muster = bn_muster_draw (ac->leader_rules, chance, ac->leader->household, error);
  if (muster == NULL)
    {
      if (draws != NULL && g_error_matches (*error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED))
        g_printerr (_("banneret-cli: --draws gave too few cards: %s\n"), (*error)->message);
      else
        return bn_cli_fail (ctx, *error);
      return BN_CLI_EXIT_ERROR;
    }
  if (draws != NULL && bn_chance_get_n_typed_cards (chance) > 0)
    {
      bn_muster_free (muster);
      guint extra = bn_chance_get_n_typed_cards (chance);

      g_printerr (ngettext ("banneret-cli: --draws gave %u card more than the muster used; nothing was saved\n",
                            "banneret-cli: --draws gave %u cards more than the muster used; nothing was saved\n",
                            extra),
                  extra);
      return BN_CLI_EXIT_ERROR;
    }
  bn_army_set_muster (ac->army, muster);
  ac->army->deal = deal;
  ac->army->deal_seed = deal >= 0 ? bn_chance_get_seed (chance) : 0;

  /* A new muster is saved even if the old units no longer fit: the player
   * then trims the roster (army remove), as he would at the table. */
  /* A name chosen here may have been taken by another writer since. */
  if (!bn_store_save_army (ac->store, ac->army, error))
    return g_error_matches (*error, BN_STORE_ERROR, BN_STORE_ERROR_CONFLICT) ||
           (*defaulted && g_error_matches (*error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT))
           ? MUSTER_AGAIN : bn_cli_fail (ctx, *error);
  print_army (ac);
  return BN_CLI_EXIT_OK;
}

/* army muster --leader ID [--name N] | --army ID, [--draws CARDS | --seed S] */
int
bn_cli_army_muster (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  gint64 leader_id = 0;
  gint64 army_id = 0;
  g_autofree char *name = NULL;
  g_autofree char *draws = NULL;
  g_autofree char *seed_text = NULL;
  const GOptionEntry entries[] = {
    { "leader", 'l', 0, G_OPTION_ARG_INT64, &leader_id, N_("Raise a new army for leader ID"), N_("ID") },
    { "army", 'a', 0, G_OPTION_ARG_INT64, &army_id, N_("Muster a saved army again for a new battle"), N_("ID") },
    { "name", 'n', 0, G_OPTION_ARG_STRING, &name, N_("The new army's name"), N_("NAME") },
    { "draws", 'd', 0, G_OPTION_ARG_STRING, &draws, N_("The cards drawn: multiplier, then bonus (again after a joker)"), N_("CARDS") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Draw from a deck shuffled with seed S"), "S" },
    { NULL }
  };
  g_auto(ArmyContext) ac = { 0 };
  g_autoptr(GError) error = NULL;
  guint64 seed = 0;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  if ((leader_id != 0) == (army_id != 0))
    return bn_cli_usage_error (ctx, _("give --leader for a new army or --army to muster a saved one again"));
  if (army_id != 0 && name != NULL)
    return bn_cli_usage_error (ctx, _("--name is for a new army; use “army rename” for a saved one"));
  if (draws != NULL && seed_text != NULL)
    return bn_cli_usage_error (ctx, _("give --draws or --seed, not both"));
  if (seed_text != NULL && !bn_cli_parse_seed (seed_text, &seed, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);

  for (guint attempt = 0;; attempt++)
    {
      gboolean defaulted = FALSE;

      exit_code = muster_attempt (ctx, &ac, leader_id, army_id, name, &defaulted, draws, seed_text, seed, &error);
      if (exit_code != MUSTER_AGAIN)
        return exit_code;
      /* Typed cards cannot be drawn again by the program: the player must. */
      if ((draws != NULL && !defaulted) || attempt >= 20)
        return bn_cli_fail (ctx, error);
      army_context_clear (&ac);
      memset (&ac, 0, sizeof ac);
      g_clear_error (&error);
    }
}

static gboolean
find_unit_type (ArmyContext   *ac,
                const char    *type_id,
                BnUnit       **out_unit,
                GError       **error)
{
  g_autoptr(GPtrArray) own = NULL;

  if (bn_unit_rules_lookup_unit_type (ac->unit_rules, type_id) != NULL)
    {
      *out_unit = bn_unit_rules_new_unit (ac->unit_rules, type_id, error);
      return *out_unit != NULL;
    }
  own = bn_store_list_unit_types (ac->store, error);
  if (own == NULL)
    return FALSE;
  for (guint i = 0; i < own->len; i++)
    {
      BnUnit *unit = g_ptr_array_index (own, i);

      if (g_strcmp0 (unit->type_id, type_id) == 0)
        {
          *out_unit = bn_unit_copy (unit);
          return TRUE;
        }
    }
  g_set_error (error, BN_UNIT_ERROR, BN_UNIT_ERROR_UNKNOWN,
               _("there is no unit type “%s” (see “units list”)"), type_id);
  return FALSE;
}

static gboolean
parse_colour (const char  *text,
              BnColour    *out_colour,
              GError     **error)
{
  if (text == NULL)
    {
      /* Chosen when the unit joins the roster: bn_army_next_colour(). */
      *out_colour = BN_COLOUR_NONE;
      return TRUE;
    }
  if (g_strcmp0 (text, "none") == 0)
    {
      *out_colour = BN_COLOUR_NONE;
      return TRUE;
    }
  if (!bn_colour_from_id (text, out_colour) || *out_colour == BN_COLOUR_NONE)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--colour “%s”: the command colours are red, blue and green"), text);
      return FALSE;
    }
  return TRUE;
}

/* army add ARMY UNITTYPE [--colour C] [--mercenary [--promise N]] [--figures N] [--name N]
 * army add ARMY [UNITTYPE] --leader foot|horse [--leadership R] [--armour A] [--weapon W]
 *          [--morale M] [--shields] …: a King/Leader, from scratch or in a type's arms */
typedef struct
{
  BnArmyUnit *entry;
  gboolean auto_colour;
} AddedUnit;

static gboolean
add_unit_change (ArmyContext  *ac,
                 gpointer      data,
                 GError      **error)
{
  AddedUnit *added = data;

  /* No colour asked for: the roster as read now decides. */
  if (added->auto_colour)
    added->entry->unit->colour = bn_army_next_colour (ac->army);
  g_ptr_array_add (ac->army->units, g_steal_pointer (&added->entry));
  return TRUE;
}

int
bn_cli_army_add (BnCliContext *ctx,
                 int           argc,
                 char        **argv)
{
  g_autofree char *colour_text = NULL;
  g_autofree char *name = NULL;
  gboolean mercenary = FALSE;
  gint promise = -1;
  gint figures = 0;
  g_autofree char *leader = NULL;
  gint leadership = G_MININT;     /* not given */
  g_autofree char *armour = NULL;
  g_autofree char *morale = NULL;
  g_auto(GStrv) weapons = NULL;
  gboolean shields = FALSE;
  const GOptionEntry entries[] = {
    { "colour", 'c', 0, G_OPTION_ARG_STRING, &colour_text, N_("Command colour: red, blue, green or none (default: the colour fewest units have)"), "C" },
    { "mercenary", 'm', 0, G_OPTION_ARG_NONE, &mercenary, N_("Hire it as mercenaries (a quarter of the cost now)"), NULL },
    { "promise", 'p', 0, G_OPTION_ARG_INT, &promise, N_("Points promised to the mercenaries (default: the minimum)"), "N" },
    { "figures", 'f', 0, G_OPTION_ARG_INT, &figures, N_("Figures in the unit (default: the type's)"), "N" },
    { "name", 'n', 0, G_OPTION_ARG_STRING, &name, N_("What to call the unit"), N_("NAME") },
    { "leader", 0, 0, G_OPTION_ARG_STRING, &leader, N_("A King/Leader (Lionheart) on foot or horse; no UNITTYPE needed"), "foot|horse" },
    { "leadership", 0, 0, G_OPTION_ARG_INT, &leadership, N_("The King/Leader's leadership rating (default 2)"), "1|2|3" },
    { "armour", 0, 0, G_OPTION_ARG_STRING, &armour, N_("A King/Leader's armour: none, light, medium or heavy"), N_("ARMOUR") },
    { "weapon", 'w', 0, G_OPTION_ARG_STRING_ARRAY, &weapons, N_("A King/Leader's weapon (default spears; see “units list --weapons”)"), N_("WEAPON") },
    { "morale", 0, 0, G_OPTION_ARG_STRING, &morale, N_("A King/Leader's morale: poor, fair or good"), N_("MORALE") },
    { "shields", 0, 0, G_OPTION_ARG_NONE, &shields, N_("A King/Leader with shields"), NULL },
    { NULL }
  };
  g_auto(ArmyContext) ac = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCostBreakdown) breakdown = NULL;
  BnUnit *unit = NULL;
  BnArm leader_arm = BN_ARM_FOOT;
  AddedUnit added = { NULL, FALSE };
  int result;
  BnColour colour;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("ARMY UNITTYPE | ARMY --leader foot|horse"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 3 && !(argc == 2 && leader != NULL))
    return bn_cli_usage_error (ctx, _("give the army's number and a unit type (see “units list”), "
                               "or --leader foot|horse for a King/Leader"));
  if (leader == NULL && (leadership != G_MININT || armour != NULL || morale != NULL || weapons != NULL || shields))
    return bn_cli_usage_error (ctx, _("--leadership, --armour, --weapon, --morale and --shields describe a "
                               "King/Leader: give --leader foot|horse"));
  if (leader != NULL && (!bn_arm_from_id (leader, &leader_arm) || leader_arm == BN_ARM_ARTILLERY))
    return bn_cli_usage_error (ctx, _("--leader “%s”: foot or horse"), leader);
  if (leadership != G_MININT && (leadership < 1 || leadership > 3))
    return bn_cli_usage_error (ctx, _("--leadership %d: a leadership rating is 1, 2 or 3"), leadership);
  if (leader != NULL && mercenary)
    return bn_cli_usage_error (ctx, _("a King/Leader is never a mercenary"));
  if (promise < -1)
    return bn_cli_usage_error (ctx, _("--promise %d: a promise is a whole number of points, 0 or more"), promise);
  if (figures < 0)
    return bn_cli_usage_error (ctx, _("--figures %d: a unit has one figure or more"), figures);
  if (!parse_colour (colour_text, &colour, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);

  if (!open_rules (ctx, &ac, &error))
    return bn_cli_fail (ctx, error);
  if (argc == 3 && !find_unit_type (&ac, argv[2], &unit, &error))
    return bn_cli_fail (ctx, error);
  if (leader != NULL)
    {
      const BnKingRule *kings = bn_unit_rules_get_kings (ac.unit_rules);

      if (unit == NULL)
        {
          unit = bn_unit_new ();
          /* The King/Leader's base cost is "armed with spears or bows". */
          bn_unit_set_weapons (unit, (const char * const[]) { "spear", NULL });
        }
      /* A King/Leader is his own stand, whatever the type he is armed as. */
      g_clear_pointer (&unit->type_id, g_free);
      unit->arm = leader_arm;
      unit->leadership = leadership != G_MININT ? (guint) leadership : 2;
      unit->figures = kings != NULL ? kings->figures[leader_arm] : 1;
      if ((armour != NULL && !bn_armour_from_id (armour, &unit->armour)) ||
          (morale != NULL && !bn_morale_from_id (morale, &unit->morale)))
        {
          bn_unit_free (unit);
          return bn_cli_usage_error (ctx, _("--armour is none, light, medium or heavy; --morale poor, fair or good"));
        }
      if (weapons != NULL)
        bn_unit_set_weapons (unit, (const char * const *) weapons);
      unit->shields |= shields;
      if (unit->name == NULL && name == NULL && kings != NULL)
        unit->name = g_strdup (kings->arm_names[leader_arm]);
    }
  if (unit == NULL)
    return bn_cli_usage_error (ctx, _("give a unit type (see “units list”)"));
  unit->colour = colour;
  unit->mercenary = unit->mercenary || mercenary;
  if (promise >= 0 && !unit->mercenary)
    {
      bn_unit_free (unit);
      return bn_cli_usage_error (ctx, _("--promise is for mercenaries (add --mercenary)"));
    }
  if (figures > 0)
    unit->figures = (guint) figures;
  if (name != NULL)
    {
      g_free (unit->name);
      unit->name = bn_normalize_name (name, _("unit's name"), &error);
      if (unit->name == NULL)
        {
          bn_unit_free (unit);
          return bn_cli_fail (ctx, error);
        }
    }
  if (bn_unit_rules_price (ac.unit_rules, unit, &breakdown, &error) == 0 && error != NULL)
    {
      bn_unit_free (unit);
      return bn_cli_fail (ctx, error);
    }
  if (unit->mercenary && promise < 0)
    promise = (gint) bn_cost_breakdown_get_minimum_promise (breakdown);
  if (unit->mercenary && !bn_unit_rules_check_promise (ac.unit_rules, unit, (guint) promise, &error))
    {
      bn_unit_free (unit);
      return bn_cli_fail (ctx, error);
    }
  added.entry = bn_army_unit_new (unit, unit->mercenary ? (guint) promise : 0);
  added.auto_colour = colour_text == NULL;
  result = edit_army (ctx, &ac, argv[1], add_unit_change, &added, TRUE);
  g_clear_pointer (&added.entry, bn_army_unit_free);
  return result;
}

static gboolean
remove_unit_change (ArmyContext  *ac,
                    gpointer      data,
                    GError      **error)
{
  guint64 index = *(guint64 *) data;
  guint n = ac->army->units->len;

  if (index > n)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND,
                   ngettext ("the army has %u unit; there is no unit %" PRIu64,
                             "the army has %u units; there is no unit %" PRIu64, n),
                   n, index);
      return FALSE;
    }
  bn_army_remove_unit (ac->army, (guint) index - 1);
  return TRUE;
}

int
bn_cli_army_remove (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  g_auto(ArmyContext) ac = { 0 };
  g_autoptr(GError) error = NULL;
  guint64 index;
  int exit_code;

  if (!bn_cli_parse_options (ctx, NULL, _("ARMY UNIT"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 3)
    return bn_cli_usage_error (ctx, _("give the army's number and the unit's number in it"));
  if (!g_ascii_string_to_unsigned (argv[2], 10, 1, G_MAXUINT, &index, NULL))
    return bn_cli_usage_error (ctx, _("“%s” is not a unit number"), argv[2]);
  return edit_army (ctx, &ac, argv[1], remove_unit_change, &index, FALSE);
}

typedef struct
{
  gint64 leader_id;
  gboolean remove;
  BnArmyRole role;
  gint unit;
} PostChange;

static gboolean
post_change (ArmyContext  *ac,
             gpointer      data,
             GError      **error)
{
  const PostChange *change = data;

  for (guint i = 0; i < ac->army->posts->len; i++)
    {
      if (((BnArmyPost *) g_ptr_array_index (ac->army->posts, i))->leader_id == change->leader_id)
        {
          g_ptr_array_remove_index (ac->army->posts, i);
          break;
        }
    }
  if (!change->remove)
    g_ptr_array_add (ac->army->posts,
                     bn_army_post_new (change->leader_id, change->role, change->unit > 0 ? change->unit - 1 : -1));
  return TRUE;
}

/* army post ARMY LEADER --role commander|captain|hero [--unit N] | --remove */
int
bn_cli_army_post (BnCliContext *ctx,
                  int           argc,
                  char        **argv)
{
  g_autofree char *role_text = NULL;
  gint unit = 0;
  gboolean remove = FALSE;
  const GOptionEntry entries[] = {
    { "role", 'r', 0, G_OPTION_ARG_STRING, &role_text, N_("commander, captain or hero"), N_("ROLE") },
    { "unit", 'u', 0, G_OPTION_ARG_INT, &unit, N_("The unit a hero is attached to"), "N" },
    { "remove", 0, 0, G_OPTION_ARG_NONE, &remove, N_("Take the leader out of the army"), NULL },
    { NULL }
  };
  g_auto(ArmyContext) ac = { 0 };
  g_autoptr(GError) error = NULL;
  PostChange change;
  BnArmyRole role = BN_ARMY_ROLE_CAPTAIN;
  gint64 leader_id;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("ARMY LEADER"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 3)
    return bn_cli_usage_error (ctx, _("give the army's number and the leader's number"));
  if (!remove && (role_text == NULL || !bn_army_role_from_id (role_text, &role)))
    return bn_cli_usage_error (ctx, _("--role is commander, captain or hero"));
  if (!parse_id (argv[2], TRUE, &leader_id, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  change.leader_id = leader_id;
  change.remove = remove;
  change.role = role;
  change.unit = unit;
  return edit_army (ctx, &ac, argv[1], post_change, &change, TRUE);
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
  if (!load_army (ctx, &ac, argv[1], &error))
    return fail_or_usage (ctx, error);
  if (ctx->json)
    {
      print_army_json (&ac);
      return BN_CLI_EXIT_OK;
    }
  print_army (&ac);
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
  if (!load_army (ctx, &ac, argv[1], &error))
    return fail_or_usage (ctx, error);
  report = check (&ac);
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

int
bn_cli_army_list (BnCliContext *ctx,
                  int           argc,
                  char        **argv)
{
  g_autofree char *campaign_text = NULL;
  const GOptionEntry entries[] = {
    { "campaign", 'c', 0, G_OPTION_ARG_STRING, &campaign_text, N_("Only this campaign (number or name)"), "C" },
    { NULL }
  };
  static const BnCliColumn columns[] = {
    { "id", N_("ID") }, { "name", N_("NAME") }, { "leader", N_("LEADER") },
    { "leader_id", NULL, BN_CLI_COLUMN_JSON_ONLY }, { "units", N_("UNITS") },
    { "points", N_("POINTS"), BN_CLI_COLUMN_HUMAN_ONLY }, { "spent", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "army_points", NULL, BN_CLI_COLUMN_JSON_ONLY }, { "legal", N_("LEGAL") },
    { "campaign", N_("CAMPAIGN") }, { "campaign_id", NULL, BN_CLI_COLUMN_JSON_ONLY },
    { "archived", N_("ARCHIVED") },
  };
  g_autoptr(BnCliList) list = NULL;
  g_auto(ArmyContext) ac = { 0 };
  g_autoptr(GPtrArray) campaigns = NULL;
  g_autoptr(GError) error = NULL;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  if (!open_rules (ctx, &ac, &error))
    return bn_cli_fail (ctx, error);
  if (campaign_text != NULL)
    {
      BnCampaign *campaign = bn_store_find_campaign (ac.store, campaign_text, &error);

      if (campaign == NULL)
        return bn_cli_fail (ctx, error);
      campaigns = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_campaign_free);
      g_ptr_array_add (campaigns, campaign);
    }
  else if ((campaigns = bn_store_list_campaigns (ac.store, &error)) == NULL)
    return bn_cli_fail (ctx, error);

  list = bn_cli_list_new (ctx, columns, G_N_ELEMENTS (columns));
  for (guint c = 0; c < campaigns->len; c++)
    {
      BnCampaign *campaign = g_ptr_array_index (campaigns, c);
      g_autoptr(GPtrArray) armies = bn_store_list_armies (ac.store, campaign->id, &error);

      if (armies == NULL)
        return bn_cli_fail (ctx, error);
      for (guint i = 0; i < armies->len; i++)
        {
          g_clear_pointer (&ac.leader, bn_leader_free);
          g_clear_pointer (&ac.domain, g_ptr_array_unref);
          ac.army = g_ptr_array_index (armies, i);
          if (load_leader (&ac, ac.army->leader_id, &error))
            {
              g_autoptr(BnArmyReport) report = check (&ac);
              guint errors = bn_army_report_count (report, BN_ARMY_PROBLEM_ERROR);

              g_autofree char *points = g_strdup_printf (_("%u of %u"), report->spent + report->promised,
                                                         report->army_points);

              bn_cli_list_add_row (list);
              bn_cli_list_int (list, ac.army->id);
              bn_cli_list_text (list, ac.army->name);
              bn_cli_list_text (list, ac.leader->name);
              bn_cli_list_int (list, ac.leader->id);
              bn_cli_list_int (list, ac.army->units->len);
              bn_cli_list_text (list, points);
              bn_cli_list_int (list, report->spent + report->promised);
              bn_cli_list_int (list, report->army_points);
              bn_cli_list_bool (list, errors == 0, _("legal"), _("not legal"));
              bn_cli_list_text (list, campaign->name);
              bn_cli_list_int (list, campaign->id);
              bn_cli_list_bool (list, ac.army->archived, _("archived"), "");
            }
          ac.army = NULL;
          if (error != NULL)
            return bn_cli_fail (ctx, error);
        }
    }
  bn_cli_list_print (list);
  return BN_CLI_EXIT_OK;
}

int
bn_cli_army_duplicate (BnCliContext *ctx,
                       int           argc,
                       char        **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnArmy) copy = NULL;
  BnStore *store;
  gint64 id;
  int exit_code;

  if (!bn_cli_parse_options (ctx, NULL, _("ARMY NAME"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 3)
    return bn_cli_usage_error (ctx, _("give the army's number and the copy's name"));
  if (!parse_id (argv[1], FALSE, &id, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  if ((store = bn_cli_get_store (ctx, &error)) == NULL ||
      (copy = bn_store_duplicate_army (store, id, argv[2], &error)) == NULL)
    return bn_cli_fail (ctx, error);
  g_print (_("army %" PRId64 ": %s (a copy of %" PRId64 ", to be mustered)\n"),
           copy->id, copy->name, id);
  return BN_CLI_EXIT_OK;
}

/* army export ARMY [--opponent]: the roster as XML on stdout. The
 * opponent's copy leaves out what the mercenaries were promised. */
int
bn_cli_army_export (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  gboolean opponent = FALSE;
  const GOptionEntry entries[] = {
    { "opponent", 'o', 0, G_OPTION_ARG_NONE, &opponent,
      N_("The copy for the opponent: no promises, no unspent points"), NULL },
    { NULL }
  };
  g_auto(ArmyContext) ac = { 0 };
  g_autoptr(GError) error = NULL;
  g_autofree char *xml = NULL;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("ARMY"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the army's number; the XML goes to standard output"));
  if (!load_army (ctx, &ac, argv[1], &error))
    return fail_or_usage (ctx, error);
  xml = bn_army_xml_write (ac.army, ac.leader, ac.domain, ac.unit_rules, opponent);
  fputs (xml, stdout);
  return BN_CLI_EXIT_OK;
}

/* army import FILE --leader ID [--name N]: a new saved army for ID. */
int
bn_cli_army_import (BnCliContext *ctx,
                    int           argc,
                    char        **argv)
{
  gint64 leader_id = 0;
  g_autofree char *name = NULL;
  const GOptionEntry entries[] = {
    { "leader", 'l', 0, G_OPTION_ARG_INT64, &leader_id, N_("The leader whose army it becomes"), N_("ID") },
    { "name", 'n', 0, G_OPTION_ARG_STRING, &name, N_("Save it under another name"), N_("NAME") },
    { NULL }
  };
  g_auto(ArmyContext) ac = { 0 };
  g_autoptr(GError) error = NULL;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("FILE"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return bn_cli_usage_error (ctx, _("give the file to import"));
  if (leader_id == 0)
    return bn_cli_usage_error (ctx, _("--leader is needed: the army becomes his"));
  if (!open_rules (ctx, &ac, &error) || !load_leader (&ac, leader_id, &error))
    return bn_cli_fail (ctx, error);
  ac.army = bn_army_xml_read_file (argv[1], ac.unit_rules, ac.leader_rules, &error);
  if (ac.army == NULL)
    return bn_cli_fail (ctx, error);
  ac.army->leader_id = leader_id;
  if (name != NULL)
    {
      g_free (ac.army->name);
      ac.army->name = g_strdup (name);
    }
  /* An imported roster is held to the rules "army add" holds a roster to:
   * what the leader's muster pays for, units the catalogue allows. */
  if (!bn_army_check_import (ac.army, argv[1], ac.unit_rules, ac.leader_rules, ac.leader, ac.domain, &error))
    return bn_cli_fail (ctx, error);
  if (!bn_store_save_army (ac.store, ac.army, &error))
    return bn_cli_fail (ctx, error);
  print_army (&ac);
  return BN_CLI_EXIT_OK;
}

/* army pdf ARMY OUT.pdf [--opponent]: the roster to take to the table. */
int
bn_cli_army_pdf (BnCliContext *ctx,
                 int           argc,
                 char        **argv)
{
  gboolean opponent = FALSE;
  const GOptionEntry entries[] = {
    { "opponent", 'o', 0, G_OPTION_ARG_NONE, &opponent,
      N_("The copy for the opponent: no promises, no unspent points"), NULL },
    { NULL }
  };
  g_auto(ArmyContext) ac = { 0 };
  g_autoptr(BnArmySheet) sheet = NULL;
  g_autoptr(GError) error = NULL;
  guint pages = 0;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("ARMY OUT.pdf"), &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 3)
    return bn_cli_usage_error (ctx, _("give the army's number and the PDF file to write"));
  bn_cli_reserve_stdout (argv[2]);
  if (!load_army (ctx, &ac, argv[1], &error))
    return fail_or_usage (ctx, error);
  sheet = bn_army_sheet_new (ac.army, ac.leader, ac.domain, ac.unit_rules, ac.leader_rules, opponent);
  if (!bn_army_sheet_write_pdf (sheet, argv[2], &pages, &error))
    return bn_cli_fail (ctx, error);
  /* With "-" this goes to stderr (bn_cli_reserve_stdout()). */
  if (bn_output_file_is_stdout (argv[2]))
    g_print (ngettext ("wrote the PDF to standard output (%u page)\n",
                       "wrote the PDF to standard output (%u pages)\n", pages), pages);
  else
    g_print (ngettext ("wrote %s (%u page)\n", "wrote %s (%u pages)\n", pages), argv[2], pages);
  return BN_CLI_EXIT_OK;
}

/* Saves the raised @army as an army of @leader_id, named @name or, without
 * one, the host's own name made free among his armies. */
static int
save_generated (BnCliContext  *ctx,
                BnUnitRules   *rules,
                BnLeaderRules *leader_rules,
                BnArmy        *army,
                gint64         leader_id,
                const char    *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(GPtrArray) domain = NULL;
  g_autofree char *free_name = NULL;
  BnStore *store = bn_cli_get_store (ctx, &error);

  if (store == NULL || (leader = bn_store_get_leader (store, leader_id, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  domain = leader->is_player ? bn_store_list_vassals (store, leader_id, &error)
                             : g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  if (domain == NULL)
    return bn_cli_fail (ctx, error);
  if (name == NULL && (free_name = bn_store_dup_free_army_name (store, leader_id, army->name, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  if (!bn_army_generator_give (army, leader, domain, name != NULL ? name : free_name, rules, leader_rules, &error) ||
      !bn_store_save_army (store, army, &error))
    return bn_cli_fail (ctx, error);
  g_print (_("Saved as army %" PRId64 ", “%s”, of %s: muster its points before its battle\n"),
           army->id, army->name, leader->name);
  return BN_CLI_EXIT_OK;
}

/* A host the army generator raised for @points with @seed, as "army
 * generate" and "battle start --vs-points" show it: its name, its units
 * priced, and what was spent of the points. */
void
bn_cli_print_raised_host (BnUnitRules    *rules,
                          BnLeaderRules  *leader_rules,
                          const BnArmy   *army,
                          guint           points,
                          guint64         seed)
{
  /* No leader of the campaign: only the prices and the points matter. */
  g_autoptr(BnLeader) nobody = bn_leader_new ();
  g_autoptr(BnArmyReport) report = bn_army_check (army, rules, leader_rules, nobody, NULL);

  g_print (_("%s — raised with seed %" PRIu64 "\n"), army->name, seed);
  print_units (rules, army, report);
  g_print (_("  Spent %u, promised %u, unspent %u of %u\n"), report->spent, report->promised,
           points - report->spent - report->promised, points);
}

/* army generate --points N [--seed S] [--out FILE] [--leader ID [--name NAME]]:
 * an opponent's army raised for N points (bn_army_generate()), shown as
 * "army show" shows a roster; with --out, also written as the opponent's
 * copy of a roster, for "battle fight --vs-file" or an opponent's table.
 * With --leader it is also saved as that leader's army, unmustered, as
 * the app's "Raise an Army for Points" saves it; otherwise nothing is
 * saved. */
int
bn_cli_army_generate (BnCliContext *ctx,
                      int           argc,
                      char        **argv)
{
  g_autofree char *points_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *out = NULL;
  g_autofree char *name = NULL;
  gint64 leader_id = 0;
  const GOptionEntry entries[] = {
    { "points", 'p', 0, G_OPTION_ARG_STRING, &points_text, N_("The army points to spend"), "N" },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text, N_("Seed of the choices (default: chosen and printed)"), "S" },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Also write the roster, the opponent's copy, to FILE"), N_("FILE") },
    { "leader", 'l', 0, G_OPTION_ARG_INT64, &leader_id, N_("Also save it as an army of leader ID, to muster later"), N_("ID") },
    { "name", 'n', 0, G_OPTION_ARG_STRING, &name, N_("The saved army's name (default: the host's, made free)"), N_("NAME") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnUnitRules) rules = NULL;
  g_autoptr(BnLeaderRules) leader_rules = NULL;
  g_autoptr(BnArmy) army = NULL;
  guint64 points;
  guint64 seed;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("--points N [--seed S] [--out FILE] [--leader ID [--name NAME]]"),
                             &argc, &argv, &exit_code))
    return exit_code;
  bn_cli_reserve_stdout (out);
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("unexpected argument “%s”"), argv[1]);
  if (points_text == NULL)
    return bn_cli_usage_error (ctx, _("give the army points with --points N"));
  if (name != NULL && leader_id == 0)
    return bn_cli_usage_error (ctx, _("--name names a saved army: give --leader too"));
  if (leader_id < 0)
    return bn_cli_usage_error (ctx, _("--leader “%" PRId64 "” is not a leader's number"), leader_id);
  if (!g_ascii_string_to_unsigned (points_text, 10, 1, G_MAXUINT, &points, NULL))
    return bn_cli_usage_error (ctx, _("--points “%s” is not a number of points from 1"), points_text);
  if (seed_text != NULL)
    {
      if (!bn_cli_parse_seed (seed_text, &seed, &error))
        return bn_cli_usage_error (ctx, "%s", error->message);
    }
  else
    seed = (((guint64) g_random_int ()) << 31) ^ g_random_int ();

  rules = bn_unit_rules_load_default (&error);
  if (rules == NULL || (leader_rules = bn_leader_rules_load_default (&error)) == NULL)
    return bn_cli_fail (ctx, error);
  army = bn_army_generate (rules, (guint) points, seed, &error);
  if (army == NULL)
    return bn_cli_fail (ctx, error);

  bn_cli_print_raised_host (rules, leader_rules, army, (guint) points, seed);
  if (out != NULL)
    {
      g_autofree char *xml = bn_army_xml_write (army, NULL, NULL, rules, TRUE);

      if (!bn_output_file_set_contents (out, xml, -1, &error))
        return bn_cli_fail (ctx, error);
      if (bn_output_file_is_stdout (out))
        g_print (_("Roster written to standard output (the opponent's copy)\n"));
      else
        g_print (_("Roster written to %s (the opponent's copy)\n"), out);
    }
  if (leader_id != 0)
    return save_generated (ctx, rules, leader_rules, army, leader_id, name);
  return BN_CLI_EXIT_OK;
}
