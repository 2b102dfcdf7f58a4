/* bn-cli-army-roster.c — changes to a saved roster from the shell: "army
 * add" (a unit from the catalogue or of one's own design, with its command
 * colour), "army remove" and "army post" (the army given to another
 * leader), each made and checked inside one write. */
#include "bn-cli-army-private.h"

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

  if (!bn_cli_army_open_rules (ctx, &ac, &error))
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
  result = bn_cli_army_edit (ctx, &ac, argv[1], add_unit_change, &added, TRUE);
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
  return bn_cli_army_edit (ctx, &ac, argv[1], remove_unit_change, &index, FALSE);
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
  if (!bn_cli_army_parse_id (argv[2], TRUE, &leader_id, &error))
    return bn_cli_usage_error (ctx, "%s", error->message);
  change.leader_id = leader_id;
  change.remove = remove;
  change.role = role;
  change.unit = unit;
  return bn_cli_army_edit (ctx, &ac, argv[1], post_change, &change, TRUE);
}
