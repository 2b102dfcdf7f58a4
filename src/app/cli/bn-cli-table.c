/* bn-cli-table.c — the table-side helper from the command line: "table
 * new", "table types", "table resolve", "table log", "table undo", "table
 * finish" and "table list". Players with figures on a real table resolve
 * one combat at a time by their ruleset's own tables, with the dice they
 * threw (--dice) or the generator's (--seed); the battle's log is kept,
 * and the finished battle goes into the campaign's career like any other.
 * The rules run in the libraries (bn-table-combat.h, bn-table-battle.h);
 * this file reads arguments and prints.
 */
#include "bn-cli.h"
#include "bn-cli-list.h"

#include <stdio.h>
#include <string.h>

#include "bn-battle-rules-xml.h"
#include "bn-table-battle.h"

static gboolean
parse_id (const char  *text,
          gint64      *out)
{
  guint64 value;

  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 1, G_MAXINT64, &value, NULL))
    return FALSE;
  *out = (gint64) value;
  return TRUE;
}

static const BnRuleset *
lookup_ruleset (BnCliContext *ctx,
                const char   *id,
                int          *out_exit)
{
  const BnRuleset *ruleset = id != NULL ? bn_ruleset_lookup (id) : bn_ruleset_get_default ();

  if (ruleset == NULL)
    {
      g_autofree char *known = bn_ruleset_list_ids ("|");

      *out_exit = bn_cli_usage_error (ctx, _("there is no ruleset “%s”; choose %s"), id, known);
    }
  return ruleset;
}

/* table new --army A (--vs B | --opponent NAME) [--rules R] [--name N] [--leader L] [--opponent-leader L] */
int
bn_cli_table_new (BnCliContext *ctx,
           int           argc,
           char        **argv)
{
  gint64 army_id = 0, opponent_id = 0, leader_id = 0, opponent_leader_id = 0;
  g_autofree char *opponent = NULL;
  g_autofree char *rules_id = NULL;
  g_autofree char *name = NULL;
  const GOptionEntry entries[] = {
    { "army", 'a', 0, G_OPTION_ARG_INT64, &army_id, N_("The player's saved army"), "A" },
    { "vs", 0, 0, G_OPTION_ARG_INT64, &opponent_id, N_("The opponent's saved army, of the same campaign"), "B" },
    { "opponent", 'o', 0, G_OPTION_ARG_STRING, &opponent, N_("The opponent's name (without a saved army, or instead of its name)"), N_("NAME") },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_id, N_("The ruleset whose tables resolve the combats (see “rules list”)"), N_("ID") },
    { "name", 'n', 0, G_OPTION_ARG_STRING, &name, N_("What to call the battle (default: Table-side battle)"), N_("NAME") },
    { "leader", 'l', 0, G_OPTION_ARG_INT64, &leader_id, N_("A leader who takes the field with the player's army"), "L" },
    { "opponent-leader", 0, 0, G_OPTION_ARG_INT64, &opponent_leader_id, N_("A leader who takes the field with the opponent"), "L" },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnTableBattle) battle = NULL;
  const BnRuleset *ruleset;
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("--army A (--vs B | --opponent NAME) [--rules R] [--name N] [--leader L] [--opponent-leader L]"),
                             &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1 || army_id <= 0 || (opponent_id <= 0 && opponent == NULL))
    return bn_cli_usage_error (ctx, _("give the player's army and the opponent: --army A --vs B, or --army A --opponent NAME"));
  if ((ruleset = lookup_ruleset (ctx, rules_id, &exit_code)) == NULL)
    return exit_code;
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL
      || (battle = bn_table_battle_start (store, name, army_id, MAX (opponent_id, 0), opponent, leader_id,
                                          opponent_leader_id, ruleset, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  /* TRANSLATORS: "Table-side battle 3: Table-side battle, against Count Odo (BattleLore tabletop variant)" */
  printf (_("Table-side battle %" PRId64 ": %s, against %s (%s)\n"), battle->id, battle->name, battle->opponent,
          ruleset->name);
  return BN_CLI_EXIT_OK;
}

/* table types [--rules R] */
int
bn_cli_table_types (BnCliContext *ctx,
             int           argc,
             char        **argv)
{
  g_autofree char *rules_id = NULL;
  const GOptionEntry entries[] = {
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_id, N_("The ruleset (see “rules list”)"), N_("ID") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRules) rules = NULL;
  const BnRuleset *ruleset;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "[--rules R]", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("“table types” takes no arguments but --rules"));
  if ((ruleset = lookup_ruleset (ctx, rules_id, &exit_code)) == NULL)
    return exit_code;
  if ((rules = bn_battle_rules_load_ruleset (ruleset, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  if (ctx->json)
    {
      g_autoptr(BnJson) json = bn_json_new ();

      bn_json_begin_object (json);
      bn_json_member_string (json, "rules", ruleset->id);
      bn_json_key (json, "classes");
      bn_json_begin_array (json);
      for (guint i = 0; i < bn_battle_rules_get_n_classes (rules); i++)
        {
          const BnClassProfile *cls = bn_battle_rules_get_class (rules, i);

          bn_json_begin_object (json);
          bn_json_member_string (json, "id", cls->id);
          bn_json_member_string (json, "name", cls->name);
          bn_json_member_int (json, "max_figures", cls->max_figures);
          bn_json_end_object (json);
        }
      bn_json_end_array (json);
      bn_json_key (json, "weapons");
      bn_json_begin_array (json);
      for (guint i = 0; i < bn_battle_rules_get_n_weapons (rules); i++)
        {
          const BnWeaponProfile *w = bn_battle_rules_get_weapon (rules, i);

          bn_json_begin_object (json);
          bn_json_member_string (json, "id", w->id);
          bn_json_member_string (json, "name", w->name);
          bn_json_member_bool (json, "ranged", w->ranged);
          bn_json_end_object (json);
        }
      bn_json_end_array (json);
      bn_json_key (json, "ground");
      bn_json_begin_array (json);
      for (guint i = 0; i < bn_battle_rules_get_n_terrains (rules); i++)
        {
          const BnTerrainProfile *t = bn_battle_rules_get_terrain (rules, i);

          bn_json_begin_object (json);
          bn_json_member_string (json, "id", t->id);
          bn_json_member_string (json, "name", t->name);
          bn_json_end_object (json);
        }
      bn_json_end_array (json);
      bn_json_end_object (json);
      bn_json_print (g_steal_pointer (&json));
      return BN_CLI_EXIT_OK;
    }
  printf ("%s\n\n%s\n", ruleset->name, _("Unit types (CLASS):"));
  for (guint i = 0; i < bn_battle_rules_get_n_classes (rules); i++)
    {
      const BnClassProfile *cls = bn_battle_rules_get_class (rules, i);
      g_autofree char *id = bn_cli_pad (cls->id, 14);

      printf (_("  %s %s, up to %u figures\n"), id, bn_data_text (cls->name), cls->max_figures);
    }
  printf ("\n%s\n", _("Weapons (WEAPON):"));
  for (guint i = 0; i < bn_battle_rules_get_n_weapons (rules); i++)
    {
      const BnWeaponProfile *w = bn_battle_rules_get_weapon (rules, i);
      g_autofree char *id = bn_cli_pad (w->id, 14);

      printf ("  %s %s%s\n", id, bn_data_text (w->name), w->ranged ? _(" (shoots)") : "");
    }
  printf ("\n%s\n", _("Ground (--attacker-ground, --defender-ground):"));
  for (guint i = 0; i < bn_battle_rules_get_n_terrains (rules); i++)
    {
      const BnTerrainProfile *t = bn_battle_rules_get_terrain (rules, i);
      g_autofree char *id = bn_cli_pad (t->id, 14);

      printf ("  %s %s\n", id, bn_data_text (t->name));
    }
  return BN_CLI_EXIT_OK;
}

/* A unit as given: a roster number ("3"), or a type
 * "CLASS[:WEAPON[:FIGURES[:shields]]]". */
static gboolean
parse_unit (const char   *text,
            const char   *which,
            guint        *out_unit,
            BnTableSide  *out_side,
            GError      **error)
{
  g_auto(GStrv) parts = NULL;
  guint64 n;

  if (g_ascii_string_to_unsigned (text, 10, 1, 999, &n, NULL))
    {
      *out_unit = (guint) n;
      return TRUE;
    }
  parts = g_strsplit (text, ":", 4);
  if (parts[0] == NULL || parts[0][0] == '\0')
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("the %s is a roster number or CLASS[:WEAPON[:FIGURES[:shields]]], not “%s”"), which, text);
      return FALSE;
    }
  out_side->class_id = g_strdup (parts[0]);
  if (parts[1] != NULL && parts[1][0] != '\0')
    out_side->weapon_id = g_strdup (parts[1]);
  if (parts[1] != NULL && parts[2] != NULL && parts[2][0] != '\0')
    {
      if (!g_ascii_string_to_unsigned (parts[2], 10, 1, 99, &n, NULL))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("the %s's figures are a number from 1, not “%s”"), which, parts[2]);
          return FALSE;
        }
      out_side->figures = (guint) n;
    }
  if (parts[1] != NULL && parts[2] != NULL && parts[3] != NULL)
    {
      if (!g_str_equal (parts[3], "shields"))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("after the %s's figures only “shields” may follow, not “%s”"), which, parts[3]);
          return FALSE;
        }
      out_side->shields = TRUE;
    }
  return TRUE;
}

static void
print_result_lines (const char *dice,
                    const char *summary,
                    const char *rule)
{
  printf (_("Dice: %s\n"), dice);
  printf (_("Result: %s\n"), summary);
  printf (_("Rule: %s\n"), rule);
}

/* table resolve [ID] --attacker U --defender U [--by player|opponent] [--range N] [--flank|--rear] … (--dice D | --seed N) */
int
bn_cli_table_resolve (BnCliContext *ctx,
               int           argc,
               char        **argv)
{
  g_autofree char *attacker = NULL;
  g_autofree char *defender = NULL;
  g_autofree char *by = NULL;
  g_autofree char *dice = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *rules_id = NULL;
  g_autofree char *front = NULL;
  int range = 1, figures[2] = { 0, 0 };
  gboolean charge = FALSE, moved = FALSE, withdraw = FALSE, leaders[2] = { FALSE, FALSE };
  g_autofree char *ground[2] = { NULL, NULL };
  const GOptionEntry entries[] = {
    { "attacker", 'a', 0, G_OPTION_ARG_STRING, &attacker, N_("The attacking unit: its roster number, or CLASS[:WEAPON[:FIGURES[:shields]]]"), "U" },
    { "defender", 'd', 0, G_OPTION_ARG_STRING, &defender, N_("The defending unit, as --attacker"), "U" },
    { "by", 0, 0, G_OPTION_ARG_STRING, &by, N_("Whose unit attacks: player (default) or opponent"), N_("SIDE") },
    { "range", 'r', 0, G_OPTION_ARG_INT, &range, N_("1 for close combat (default); more for a volley at that range: hexes, or cm on an open table (Junior General)"), "N" },
    { "front", 0, 0, G_OPTION_ARG_STRING, &front, N_("Where the defender is struck: front (default), flank or rear"), N_("WHERE") },
    { "charge", 0, 0, G_OPTION_ARG_NONE, &charge, N_("The attacker charged in"), NULL },
    { "moved", 0, 0, G_OPTION_ARG_NONE, &moved, N_("The attacker moved before it shot"), NULL },
    { "retreat", 0, 0, G_OPTION_ARG_NONE, &withdraw, N_("After the melee the defender retreats from it (Junior General)"), NULL },
    { "attacker-leader", 0, 0, G_OPTION_ARG_NONE, &leaders[0], N_("A captain or leader is with the attacker"), NULL },
    { "defender-leader", 0, 0, G_OPTION_ARG_NONE, &leaders[1], N_("A captain or leader is with the defender"), NULL },
    { "attacker-figures", 0, 0, G_OPTION_ARG_INT, &figures[0], N_("The attacker's figures, if not what its roster and the log say"), "N" },
    { "defender-figures", 0, 0, G_OPTION_ARG_INT, &figures[1], N_("The defender's figures, likewise"), "N" },
    { "attacker-ground", 0, 0, G_OPTION_ARG_STRING, &ground[0], N_("The ground the attacker stands on (see “table types”)"), "T" },
    { "defender-ground", 0, 0, G_OPTION_ARG_STRING, &ground[1], N_("The ground the defender stands on"), "T" },
    { "dice", 0, 0, G_OPTION_ARG_STRING, &dice, N_("The faces thrown at the table, in order: “6 5 2 1 4”"), "D" },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &seed_text, N_("Let the generator throw, from this seed"), "N" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_id, N_("Without a battle: the ruleset to resolve by"), N_("ID") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnTableCombat) combat = bn_table_combat_new ();
  g_autoptr(GArray) faces = g_array_new (FALSE, FALSE, sizeof (guint));
  guint units[2] = { 0, 0 };
  guint side = 0;
  guint64 seed = 0;
  gint64 id = 0;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries,
                             _("[ID] --attacker U --defender U [--by player|opponent] [--range N] [--front front|flank|rear] [--charge] [--moved] … (--dice D | --seed N)"),
                             &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 2 || (argc == 2 && !parse_id (argv[1], &id)))
    return bn_cli_usage_error (ctx, _("give one table-side battle's number, or none with --rules"));
  if (attacker == NULL || defender == NULL)
    return bn_cli_usage_error (ctx, _("give the two units: --attacker U --defender U"));
  if ((dice == NULL) == (seed_text == NULL))
    return bn_cli_usage_error (ctx, _("give the dice thrown (--dice) or a seed for the generator (--seed), one of them"));
  if (seed_text != NULL && !bn_cli_parse_seed (seed_text, &seed, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  if (dice != NULL && !bn_table_parse_dice (dice, faces, &error))
    return bn_cli_fail (ctx, error);
  if (dice != NULL && faces->len == 0)
    return bn_cli_usage_error (ctx, _("--dice names no die"));
  if (by != NULL && !g_str_equal (by, "player") && !g_str_equal (by, "opponent"))
    return bn_cli_usage_error (ctx, _("--by is player or opponent"));
  side = by != NULL && g_str_equal (by, "opponent") ? 1 : 0;
  if (range < 1 || range > BN_TABLE_MAX_RANGE_CM)
    return bn_cli_usage_error (ctx, _("--range is 1 (close combat) to %d hexes, or to %d cm on an open table"),
                               BN_BATTLE_MAX_RANGE, BN_TABLE_MAX_RANGE_CM);
  combat->range = (guint) range;
  if (front != NULL && !bn_combat_facing_from_string (front, &combat->facing))
    return bn_cli_usage_error (ctx, _("--front is front, flank or rear"));
  combat->charge = charge;
  combat->moved = moved;
  combat->withdraw = withdraw;
  if (!parse_unit (attacker, _("attacker"), &units[0], &combat->sides[0], &error)
      || !parse_unit (defender, _("defender"), &units[1], &combat->sides[1], &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  for (guint k = 0; k < 2; k++)
    {
      if (figures[k] < 0)
        return bn_cli_usage_error (ctx, _("figures are a number from 1"));
      if (figures[k] > 0)
        combat->sides[k].figures = (guint) figures[k];
      combat->sides[k].leader = leaders[k];
      combat->terrain_id[k] = g_steal_pointer (&ground[k]);
    }

  if (id == 0)
    {
      const BnRuleset *ruleset = lookup_ruleset (ctx, rules_id, &exit_code);
      g_autoptr(BnBattleRules) rules = NULL;
      g_autoptr(BnTableResult) result = NULL;
      g_autofree char *thrown = NULL;

      if (ruleset == NULL)
        return exit_code;
      if (units[0] != 0 || units[1] != 0)
        return bn_cli_usage_error (ctx, _("without a table-side battle, give the units' types, not roster numbers"));
      if ((rules = bn_battle_rules_load_ruleset (ruleset, &error)) == NULL
          || (result = bn_table_combat_resolve (rules, combat, dice != NULL ? (const guint *) faces->data : NULL,
                                                faces->len, seed, &error)) == NULL)
        return bn_cli_fail (ctx, error);
      thrown = bn_table_result_dice_text (result);
      print_result_lines (thrown, result->summary, result->rule);
      return BN_CLI_EXIT_OK;
    }
  if (rules_id != NULL)
    return bn_cli_usage_error (ctx, _("a table-side battle keeps its own ruleset: leave out --rules"));
  {
    BnStore *store = bn_cli_get_store (ctx, &error);
    g_autoptr(BnTableEntry) entry = NULL;

    if (store == NULL
        || (entry = bn_table_battle_resolve (store, id, side, units, combat,
                                             dice != NULL ? (const guint *) faces->data : NULL, faces->len, seed,
                                             &error)) == NULL)
      return bn_cli_fail (ctx, error);
    /* TRANSLATORS: "Combat 2: B-foot spear 6 against A-horse lance 5; close combat, flank" */
    printf (_("Combat %u: %s against %s; %s\n"), entry->seq, entry->types[0], entry->types[1], entry->situation);
    print_result_lines (entry->dice, entry->summary, entry->rule);
  }
  return BN_CLI_EXIT_OK;
}

static int
get_battle (BnCliContext   *ctx,
            int             argc,
            char          **argv,
            BnStore       **out_store,
            BnTableBattle **out_battle)
{
  g_autoptr(GError) error = NULL;
  gint64 id;

  if (argc != 2 || !parse_id (argv[1], &id))
    return bn_cli_usage_error (ctx, _("give one table-side battle's number"));
  *out_store = bn_cli_get_store (ctx, &error);
  if (*out_store == NULL || (*out_battle = bn_table_battle_load (*out_store, id, &error)) == NULL)
    return bn_cli_fail (ctx, error);
  return BN_CLI_EXIT_OK;
}

static const char *
side_word (guint side)
{
  return side == 0 ? _("player") : _("opponent");
}

/* table log ID */
static void
member_pair_int (BnJson      *json,
                 const char  *key,
                 const guint  values[2])
{
  bn_json_key (json, key);
  bn_json_begin_array (json);
  bn_json_int (json, values[0]);
  bn_json_int (json, values[1]);
  bn_json_end_array (json);
}

static void
member_pair_bool (BnJson         *json,
                  const char     *key,
                  const gboolean  values[2])
{
  bn_json_key (json, key);
  bn_json_begin_array (json);
  bn_json_bool (json, values[0]);
  bn_json_bool (json, values[1]);
  bn_json_end_array (json);
}

/* "table log ID --json" (docs/cli.md). */
static void
print_log_json (const BnTableBattle *battle)
{
  g_autoptr(BnJson) json = bn_json_new ();

  bn_json_begin_object (json);
  bn_json_member_int (json, "id", battle->id);
  bn_json_member_string (json, "name", battle->name);
  bn_json_member_string (json, "opponent", battle->opponent);
  bn_json_member_id (json, "opponent_army_id", battle->opponent_army_id);
  bn_json_member_id (json, "army_id", battle->army_id);
  bn_json_member_string (json, "rules", battle->rules);
  bn_json_member_id (json, "record_id", battle->record_id);
  bn_json_key (json, "combats");
  bn_json_begin_array (json);
  for (guint i = 0; i < battle->combats->len; i++)
    {
      const BnTableEntry *e = battle->combats->pdata[i];

      bn_json_begin_object (json);
      bn_json_member_int (json, "seq", e->seq);
      bn_json_member_string (json, "attacker_side", e->attacker_side == 0 ? "player" : "opponent");
      bn_json_member_id (json, "attacker_unit", e->units[0]);
      bn_json_member_string (json, "attacker", e->types[0]);
      bn_json_member_id (json, "defender_unit", e->units[1]);
      bn_json_member_string (json, "defender", e->types[1]);
      bn_json_member_string (json, "situation", e->situation);
      bn_json_member_string (json, "dice", e->dice);
      bn_json_member_bool (json, "typed", e->typed);
      member_pair_int (json, "lost", e->lost);
      member_pair_int (json, "retreat", e->retreat);
      member_pair_bool (json, "destroyed", e->destroyed);
      member_pair_bool (json, "routed", e->routed);
      bn_json_member_string (json, "summary", e->summary);
      bn_json_member_string (json, "rule", e->rule);
      bn_json_end_object (json);
    }
  bn_json_end_array (json);
  bn_json_end_object (json);
  bn_json_print (g_steal_pointer (&json));
}

int
bn_cli_table_log (BnCliContext *ctx,
           int           argc,
           char        **argv)
{
  const GOptionEntry entries[] = { { NULL } };
  g_autoptr(BnTableBattle) battle = NULL;
  const BnRuleset *ruleset;
  BnStore *store = NULL;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "ID", &argc, &argv, &exit_code))
    return exit_code;
  if ((exit_code = get_battle (ctx, argc, argv, &store, &battle)) != BN_CLI_EXIT_OK)
    return exit_code;
  ruleset = bn_ruleset_for_record (battle->rules);
  if (ctx->json)
    {
      print_log_json (battle);
      return BN_CLI_EXIT_OK;
    }
  printf (_("Table-side battle %" PRId64 ": %s, against %s (%s)\n"), battle->id, battle->name, battle->opponent,
          ruleset->name);
  if (battle->record_id != 0)
    printf (_("Finished: recorded as battle %" PRId64 "\n"), battle->record_id);
  if (battle->combats->len == 0)
    printf ("%s\n", _("No combat yet."));
  for (guint i = 0; i < battle->combats->len; i++)
    {
      const BnTableEntry *e = battle->combats->pdata[i];
      g_autofree char *att = e->units[0] > 0 ? g_strdup_printf (_("unit %u, %s"), e->units[0], e->types[0])
                                             : g_strdup (e->types[0]);
      g_autofree char *def = e->units[1] > 0 ? g_strdup_printf (_("unit %u, %s"), e->units[1], e->types[1])
                                             : g_strdup (e->types[1]);

      /* TRANSLATORS: "3. player's unit 2, B-foot spear 6 against unit 1, A-horse lance 5; close combat, front" */
      printf (_("\n%u. %s's %s against %s; %s\n"), e->seq, side_word (e->attacker_side), att, def, e->situation);
      printf ("   %s %s%s\n", _("Dice:"), e->dice, e->typed ? _(" (typed)") : _(" (generator)"));
      printf ("   %s\n   %s\n", e->summary, e->rule);
    }
  return BN_CLI_EXIT_OK;
}

/* table undo ID */
int
bn_cli_table_undo (BnCliContext *ctx,
            int           argc,
            char        **argv)
{
  const GOptionEntry entries[] = { { NULL } };
  g_autoptr(BnTableBattle) battle = NULL;
  g_autoptr(GError) error = NULL;
  BnStore *store = NULL;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "ID", &argc, &argv, &exit_code))
    return exit_code;
  if ((exit_code = get_battle (ctx, argc, argv, &store, &battle)) != BN_CLI_EXIT_OK)
    return exit_code;
  if (!bn_table_battle_undo (store, battle->id, &error))
    return bn_cli_fail (ctx, error);
  printf (_("Combat %u taken back.\n"), battle->combats->len);
  return BN_CLI_EXIT_OK;
}

/* table finish ID --winner player|opponent|draw [--vp P:O] */
int
bn_cli_table_finish (BnCliContext *ctx,
              int           argc,
              char        **argv)
{
  g_autofree char *winner_text = NULL;
  g_autofree char *vp_text = NULL;
  const GOptionEntry entries[] = {
    { "winner", 'w', 0, G_OPTION_ARG_STRING, &winner_text, N_("Who won: player, opponent or draw"), N_("WHO") },
    { "vp", 0, 0, G_OPTION_ARG_STRING, &vp_text, N_("The victory points, the player's and the opponent's: 5:3"), "P:O" },
    { NULL }
  };
  g_autoptr(BnTableBattle) battle = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  BnStore *store = NULL;
  BnWinner winner;
  guint vp[2] = { 0, 0 };
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, _("ID --winner player|opponent|draw [--vp P:O]"), &argc, &argv,
                             &exit_code))
    return exit_code;
  if (winner_text == NULL)
    return bn_cli_usage_error (ctx, _("say who won: --winner player, opponent or draw"));
  if (g_str_equal (winner_text, "player"))
    winner = BN_WINNER_PLAYER;
  else if (g_str_equal (winner_text, "opponent"))
    winner = BN_WINNER_OPPONENT;
  else if (g_str_equal (winner_text, "draw"))
    winner = BN_WINNER_DRAW;
  else
    return bn_cli_usage_error (ctx, _("--winner is player, opponent or draw"));
  if (vp_text != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (vp_text, ":", 3);
      guint64 a, b;

      if (g_strv_length (parts) != 2 || !g_ascii_string_to_unsigned (parts[0], 10, 0, 999, &a, NULL)
          || !g_ascii_string_to_unsigned (parts[1], 10, 0, 999, &b, NULL))
        return bn_cli_usage_error (ctx, _("--vp takes the two sides' victory points: 5:3"));
      vp[0] = (guint) a;
      vp[1] = (guint) b;
    }
  if ((exit_code = get_battle (ctx, argc, argv, &store, &battle)) != BN_CLI_EXIT_OK)
    return exit_code;
  record = bn_table_battle_finish (store, battle->id, winner, vp[0], vp[1], &error);
  if (record == NULL)
    return bn_cli_fail (ctx, error);
  printf (_("Recorded as battle %" PRId64 ", pending; “battle apply %" PRId64 "” runs its post-battle sequence.\n"),
          record->id, record->id);
  return BN_CLI_EXIT_OK;
}

/* table list [--campaign C] */
int
bn_cli_table_list (BnCliContext *ctx,
            int           argc,
            char        **argv)
{
  gint64 campaign_id = 0;
  const GOptionEntry entries[] = {
    { "campaign", 'c', 0, G_OPTION_ARG_INT64, &campaign_id, N_("Only this campaign's"), "C" },
    { NULL }
  };
  static const BnCliColumn columns[] = {
    { "id", N_("ID") }, { "name", N_("NAME") }, { "opponent", N_("OPPONENT") },
    { "opponent_army_id", NULL, BN_CLI_COLUMN_JSON_ONLY }, { "rules", N_("RULES") },
    { "combats", N_("COMBATS") }, { "state", N_("STATE"), BN_CLI_COLUMN_HUMAN_ONLY },
    { "record_id", NULL, BN_CLI_COLUMN_JSON_ONLY }, { "campaign_id", NULL, BN_CLI_COLUMN_JSON_ONLY },
  };
  g_autoptr(BnCliList) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) battles = NULL;
  BnStore *store;
  int exit_code;

  if (!bn_cli_parse_options (ctx, entries, "[--campaign C]", &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1)
    return bn_cli_usage_error (ctx, _("“table list” takes no arguments but --campaign"));
  store = bn_cli_get_store (ctx, &error);
  if (store == NULL || (battles = bn_table_battle_list (store, MAX (campaign_id, 0), &error)) == NULL)
    return bn_cli_fail (ctx, error);
  list = bn_cli_list_new (ctx, columns, G_N_ELEMENTS (columns));
  for (guint i = 0; i < battles->len; i++)
    {
      const BnTableBattle *b = battles->pdata[i];
      g_autofree char *state = b->record_id != 0 ? g_strdup_printf (_("recorded as battle %" PRId64), b->record_id)
                                                 : g_strdup (_("in progress"));

      bn_cli_list_add_row (list);
      bn_cli_list_int (list, b->id);
      bn_cli_list_text (list, b->name);
      bn_cli_list_text (list, b->opponent);
      bn_cli_list_id (list, b->opponent_army_id);
      bn_cli_list_text (list, b->rules);
      bn_cli_list_int (list, b->combats->len);
      bn_cli_list_text (list, state);
      bn_cli_list_id (list, b->record_id);
      bn_cli_list_int (list, b->campaign_id);
    }
  bn_cli_list_print (list);
  return BN_CLI_EXIT_OK;
}

