/* test-unit-costs.c — unit costs, restrictions and battle classes.
 *
 * Every expected cost here is worked out by hand from Lionheart's unit
 * costs (seed 004), the rulings and the house choices in docs/rules.md,
 * not read back from units.xml, so a wrong number in the data or the code
 * fails here. The corrupted copies show that tables which do not fit
 * together are refused with a message that names the document, the line
 * and the problem.
 *
 * The cost tables, as the hand-worked sums below use them:
 *   base          foot 4, horse 8, artillery 8 (house; with a bolt thrower)
 *   morale        poor -2/-4, fair 0, good +2/+4 (foot/horse; artillery as foot)
 *   armour        light +1/+2, medium +3/+6, heavy +6/+12 (artillery as foot)
 *   weapons       spear 0, bow 0, halberd +2, heavy weapon +1, crossbow -1,
 *                 arbalest +2, longbow +2, sidearms -1; house: pike +1,
 *                 lance 0, handgun -1, field gun +2, bolt thrower 0
 *   shields       +1, with spears, lances or sidearms only
 *   light         × 1/2; dedicated × 3/2; rounded up once, at the end
 *   mercenary     a quarter of the regular cost, rounded up; promise ≥ that
 *   peasants      1 flat
 */
#include <string.h>

#include "bn-resources.h"
#include "bn-unit-rules.h"
#include "bn-xml.h"

#define UNITS_RESOURCE BN_RESOURCE_DATA "units.xml"

static BnUnitRules *
default_rules (void)
{
  g_autoptr(GError) error = NULL;
  BnUnitRules *rules = bn_unit_rules_load_default (&error);

  g_assert_no_error (error);
  g_assert_nonnull (rules);
  return rules;
}

/* A unit made by hand: one weapon, no shields, nothing special. */
static BnUnit *
make_unit (BnArm       arm,
           BnArmour    armour,
           const char *weapon,
           BnMorale    morale,
           guint       figures)
{
  BnUnit *unit = bn_unit_new ();
  const char * const weapons[] = { weapon, NULL };

  unit->arm = arm;
  unit->armour = armour;
  bn_unit_set_weapons (unit, weapons);
  unit->morale = morale;
  unit->figures = figures;
  return unit;
}

/* Prices @unit, which must be legal, and checks the breakdown's text. */
static guint
price_ok (BnUnitRules  *rules,
          const BnUnit *unit,
          const char   *expected_text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCostBreakdown) breakdown = NULL;
  g_autofree char *text = NULL;
  guint cost;

  cost = bn_unit_rules_price (rules, unit, &breakdown, &error);
  g_assert_no_error (error);
  g_assert_nonnull (breakdown);
  g_assert_cmpuint (cost, ==, bn_cost_breakdown_get_cost (breakdown));
  text = bn_cost_breakdown_to_string (breakdown);
  if (expected_text != NULL)
    g_assert_cmpstr (text, ==, expected_text);
  return cost;
}

/* Checks that @unit is refused with exactly @message. */
static void
assert_illegal (BnUnitRules  *rules,
                const BnUnit *unit,
                int           code,
                const char   *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) check_error = NULL;
  g_autoptr(BnCostBreakdown) breakdown = NULL;

  g_assert_cmpuint (bn_unit_rules_price (rules, unit, &breakdown, &error), ==, 0);
  g_assert_error (error, BN_UNIT_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_null (breakdown);

  g_assert_false (bn_unit_rules_check (rules, unit, &check_error));
  g_assert_error (check_error, BN_UNIT_ERROR, code);
  g_assert_cmpstr (check_error->message, ==, message);
}

/* ---- loading ---- */

static void
test_load_default (void)
{
  g_autoptr(BnUnitRules) rules = default_rules ();
  g_autoptr(BnUnitRules) again = default_rules ();

  /* Read and checked once, then shared. */
  g_assert_true (rules == again);
}

static void
test_load_bytes (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = bn_resources_lookup (UNITS_RESOURCE, &error);
  g_autoptr(BnUnitRules) rules = NULL;

  g_assert_no_error (error);
  rules = bn_unit_rules_load_bytes (bytes, "units.xml", &error);
  g_assert_no_error (error);
  g_assert_nonnull (rules);
  g_assert_cmpuint (bn_unit_rules_get_n_unit_types (rules), ==, 27);
  g_assert_cmpuint (bn_unit_rules_get_n_weapons (rules), ==, 13);
}

/* ---- the catalogue ---- */

typedef struct
{
  const char    *id;
  guint          cost;          /* paid now */
  guint          regular;       /* the same unit as regular troops */
  guint          promise;       /* least promise; 0 for regulars */
  BnBattleClass  battle_class;
  guint          figures;
  const char    *breakdown;
} CatalogueCase;

/* Every unit type, worked out by hand:
 *
 *  mounted knights      horse 8 + heavy 12 + lance 0 + good 4 = 24; A (heavy), 5 of 5
 *  dismounted knights   foot 4 + heavy 6 + heavy weapon 1 + good 2 = 13; A, 6 of 6
 *  men-at-arms          foot 4 + heavy 6 + spear 0 + shields 1 = 11; A, 6
 *  mounted sergeants    horse 8 + medium 6 + lance 0 + shields 1 = 15; B, 5 of 5
 *  hobilars             (horse 8 + light 2 + spear 0) × 1/2 = 5; B, light 3 of 3
 *  mounted crossbowmen  (horse 8 + light 2 + crossbow -1) × 1/2 = 4 1/2 → 5; B, 3
 *  spearmen             foot 4 + medium 3 + spear 0 + shields 1 = 8; B, 8 of 8
 *  pikemen              foot 4 + light 1 + pike 1 = 6; B, 8
 *  halberdiers          foot 4 + medium 3 + halberd 2 = 9; B, 8
 *  longbowmen           foot 4 + light 1 + longbow 2 = 7; B, 8
 *  crossbowmen          foot 4 + light 1 + crossbow -1 = 4; B, 8
 *  handgunners          foot 4 + light 1 + handgun -1 = 4; B, 8
 *  town militia         foot 4 + light 1 + spear 0 + shields 1 = 6; B, 8
 *  levy spearmen        foot 4 + spear 0 + shields 1 + poor -2 = 3; C (no armour), 8 of 8
 *  levy archers         foot 4 + bow 0 + poor -2 = 2; C, 8
 *  peasant levy         peasants, 1 flat; C, 8
 *  kerns                (foot 4 + spear 0) × 1/2 = 2; B by the type (not C), light 4 of 4
 *  field gun            artillery 8 + field gun 2 = 10; A (artillery), 4 of 4
 *  bolt thrower         artillery 8 + bolt thrower 0 = 8; A, 4
 *  Genoese crossbowmen  foot 4 + medium 3 + crossbow -1 = 6; quarter 1 1/2 → 2; B, 8
 *  Swiss pikemen        foot 4 + light 1 + pike 1 + good 2 = 8; quarter 2; B, 8
 *  Brabançon spearmen   foot 4 + medium 3 + spear 0 + shields 1 + good 2 = 10;
 *                       quarter 2 1/2 → 3; B, 8
 *  mercenary men-at-arms  foot 4 + heavy 6 + spear 0 + shields 1 = 11;
 *                       quarter 2 3/4 → 3; A, 6
 *  condottieri          horse 8 + heavy 12 + lance 0 + good 4 = 24; quarter 6; A, 5
 *  stradiots            (horse 8 + light 2 + lance 0 + shields 1) × 1/2 = 5 1/2 → 6;
 *                       quarter of 5 1/2 = 1 3/8 → 2 (and of 6, 1 1/2 → 2); B, light 3
 *  gallowglass          foot 4 + medium 3 + heavy weapon 1 + good 2 = 10;
 *                       quarter 2 1/2 → 3; B, 8
 *  Tafurs               (foot 4 + sidearms -1 + good 2) × 3/2 = 7 1/2 → 8; C, 8
 */
static const CatalogueCase catalogue[] = {
  { "mounted-knights", 24, 24, 0, BN_BATTLE_CLASS_A, 5,
    "horse 8 + heavy armour 12 + lance 0 + good morale 4 = 24" },
  { "dismounted-knights", 13, 13, 0, BN_BATTLE_CLASS_A, 6,
    "foot 4 + heavy armour 6 + heavy weapon 1 + good morale 2 = 13" },
  { "men-at-arms", 11, 11, 0, BN_BATTLE_CLASS_A, 6,
    "foot 4 + heavy armour 6 + spear 0 + shields 1 = 11" },
  { "mounted-sergeants", 15, 15, 0, BN_BATTLE_CLASS_B, 5,
    "horse 8 + medium armour 6 + lance 0 + shields 1 = 15" },
  { "hobilars", 5, 5, 0, BN_BATTLE_CLASS_B, 3,
    "horse 8 + light armour 2 + spear 0 = 10; light troops × 1/2 = 5" },
  { "mounted-crossbowmen", 5, 5, 0, BN_BATTLE_CLASS_B, 3,
    "horse 8 + light armour 2 + crossbow -1 = 9; light troops × 1/2 = 4 1/2, rounded up to 5" },
  { "spearmen", 8, 8, 0, BN_BATTLE_CLASS_B, 8,
    "foot 4 + medium armour 3 + spear 0 + shields 1 = 8" },
  { "pikemen", 6, 6, 0, BN_BATTLE_CLASS_B, 8,
    "foot 4 + light armour 1 + pike 1 = 6" },
  { "halberdiers", 9, 9, 0, BN_BATTLE_CLASS_B, 8,
    "foot 4 + medium armour 3 + halberd 2 = 9" },
  { "longbowmen", 7, 7, 0, BN_BATTLE_CLASS_B, 8,
    "foot 4 + light armour 1 + longbow 2 = 7" },
  { "crossbowmen", 4, 4, 0, BN_BATTLE_CLASS_B, 8,
    "foot 4 + light armour 1 + crossbow -1 = 4" },
  { "handgunners", 4, 4, 0, BN_BATTLE_CLASS_B, 8,
    "foot 4 + light armour 1 + handgun -1 = 4" },
  { "town-militia", 6, 6, 0, BN_BATTLE_CLASS_B, 8,
    "foot 4 + light armour 1 + spear 0 + shields 1 = 6" },
  { "levy-spearmen", 3, 3, 0, BN_BATTLE_CLASS_C, 8,
    "foot 4 + spear 0 + shields 1 + poor morale -2 = 3" },
  { "levy-archers", 2, 2, 0, BN_BATTLE_CLASS_C, 8,
    "foot 4 + bow 0 + poor morale -2 = 2" },
  { "peasant-levy", 1, 1, 0, BN_BATTLE_CLASS_C, 8,
    "peasants 1 = 1" },
  { "kerns", 2, 2, 0, BN_BATTLE_CLASS_B, 4,
    "foot 4 + spear 0 = 4; light troops × 1/2 = 2" },
  { "field-gun", 10, 10, 0, BN_BATTLE_CLASS_A, 4,
    "artillery 8 + field gun 2 = 10" },
  { "bolt-thrower", 8, 8, 0, BN_BATTLE_CLASS_A, 4,
    "artillery 8 + bolt thrower 0 = 8" },
  { "genoese-crossbowmen", 2, 6, 2, BN_BATTLE_CLASS_B, 8,
    "foot 4 + medium armour 3 + crossbow -1 = 6; mercenary: a quarter, 1 1/2, rounded up to 2; promise at least 2" },
  { "swiss-pikemen", 2, 8, 2, BN_BATTLE_CLASS_B, 8,
    "foot 4 + light armour 1 + pike 1 + good morale 2 = 8; mercenary: a quarter, 2; promise at least 2" },
  { "brabancon-spearmen", 3, 10, 3, BN_BATTLE_CLASS_B, 8,
    "foot 4 + medium armour 3 + spear 0 + shields 1 + good morale 2 = 10; mercenary: a quarter, 2 1/2, rounded up to 3; promise at least 3" },
  { "mercenary-men-at-arms", 3, 11, 3, BN_BATTLE_CLASS_A, 6,
    "foot 4 + heavy armour 6 + spear 0 + shields 1 = 11; mercenary: a quarter, 2 3/4, rounded up to 3; promise at least 3" },
  { "condottieri", 6, 24, 6, BN_BATTLE_CLASS_A, 5,
    "horse 8 + heavy armour 12 + lance 0 + good morale 4 = 24; mercenary: a quarter, 6; promise at least 6" },
  { "stradiots", 2, 6, 2, BN_BATTLE_CLASS_B, 3,
    "horse 8 + light armour 2 + lance 0 + shields 1 = 11; light troops × 1/2 = 5 1/2, rounded up to 6; mercenary: a quarter, 1 1/2, rounded up to 2; promise at least 2" },
  { "gallowglass", 3, 10, 3, BN_BATTLE_CLASS_B, 8,
    "foot 4 + medium armour 3 + heavy weapon 1 + good morale 2 = 10; mercenary: a quarter, 2 1/2, rounded up to 3; promise at least 3" },
  { "tafurs", 8, 8, 0, BN_BATTLE_CLASS_C, 8,
    "foot 4 + sidearms -1 + good morale 2 = 5; dedicated warriors × 3/2 = 7 1/2, rounded up to 8" },
};

static void
test_catalogue_costs (void)
{
  g_autoptr(BnUnitRules) rules = default_rules ();

  /* Every type in the file is in the table above, in the file's order. */
  g_assert_cmpuint (bn_unit_rules_get_n_unit_types (rules), ==, G_N_ELEMENTS (catalogue));
  for (guint i = 0; i < G_N_ELEMENTS (catalogue); i++)
    {
      const CatalogueCase *c = &catalogue[i];
      const BnUnitType *type = bn_unit_rules_get_unit_type (rules, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(BnUnit) unit = bn_unit_rules_new_unit (rules, c->id, &error);
      g_autoptr(BnCostBreakdown) breakdown = NULL;
      g_autofree char *text = NULL;
      guint cost;

      g_assert_no_error (error);
      g_assert_cmpstr (type->id, ==, c->id);
      g_assert_true (bn_unit_rules_lookup_unit_type (rules, c->id) == type);
      g_assert_cmpstr (unit->type_id, ==, c->id);
      g_assert_cmpstr (unit->name, ==, type->name);
      g_assert_nonnull (type->description);
      g_assert_cmpuint (strlen (type->description), >, 10);

      cost = bn_unit_rules_price (rules, unit, &breakdown, &error);
      g_assert_no_error (error);
      text = bn_cost_breakdown_to_string (breakdown);
      if (cost != c->cost || g_strcmp0 (text, c->breakdown) != 0)
        g_error ("%s: expected %u, “%s”; got %u, “%s”", c->id, c->cost, c->breakdown, cost, text);
      g_assert_cmpuint (bn_cost_breakdown_get_regular_cost (breakdown), ==, c->regular);
      g_assert_cmpuint (bn_cost_breakdown_get_minimum_promise (breakdown), ==, c->promise);
      g_assert_cmpint (bn_cost_breakdown_is_mercenary (breakdown), ==, c->promise > 0);
      g_assert_cmpint (bn_unit_rules_get_battle_class (rules, unit), ==, c->battle_class);
      g_assert_cmpuint (unit->figures, ==, c->figures);
      /* Every catalogue unit musters at full strength for its class. */
      g_assert_cmpuint (unit->figures, ==, bn_unit_rules_get_max_figures (rules, unit));
    }
}

/* The types the catalogue must offer, by what a player looks for. */
static void
test_catalogue_has_period_types (void)
{
  static const char * const required[] = {
    "mounted-knights", "dismounted-knights", "men-at-arms", "mounted-sergeants",
    "hobilars", "spearmen", "pikemen", "halberdiers", "longbowmen", "crossbowmen",
    "handgunners", "town-militia", "peasant-levy", "field-gun", "bolt-thrower",
    "genoese-crossbowmen", "swiss-pikemen", "brabancon-spearmen", "mercenary-men-at-arms",
  };
  g_autoptr(BnUnitRules) rules = default_rules ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BnUnit) unit = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    g_assert_nonnull (bn_unit_rules_lookup_unit_type (rules, required[i]));

  g_assert_null (bn_unit_rules_lookup_unit_type (rules, "musketeers"));
  unit = bn_unit_rules_new_unit (rules, "musketeers", &error);
  g_assert_null (unit);
  g_assert_error (error, BN_UNIT_ERROR, BN_UNIT_ERROR_UNKNOWN);
  g_assert_cmpstr (error->message, ==, "no unit type is called “musketeers”");
}

/* A mustered unit is the player's own copy. */
static void
test_new_unit_is_a_copy (void)
{
  g_autoptr(BnUnitRules) rules = default_rules ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BnUnit) unit = bn_unit_rules_new_unit (rules, "longbowmen", &error);
  g_autoptr(BnUnit) again = NULL;

  g_assert_no_error (error);
  unit->figures = 5;
  unit->colour = BN_COLOUR_GREEN;
  g_free (unit->name);
  unit->name = g_strdup ("Cheshire bowmen");

  again = bn_unit_rules_new_unit (rules, "longbowmen", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->figures, ==, 8);
  g_assert_cmpint (again->colour, ==, BN_COLOUR_NONE);
  g_assert_cmpstr (again->name, ==, "Longbowmen");
  /* Fewer figures, same price: a unit is priced whole. */
  g_assert_cmpuint (price_ok (rules, unit, NULL), ==, 7);
}

/* ---- each modifier alone ---- */

typedef struct
{
  BnArm       arm;
  BnArmour    armour;
  const char *weapon;
  gboolean    shields;
  BnMorale    morale;
  gboolean    light;
  gboolean    dedicated;
  gboolean    mercenary;
  guint       cost;
  const char *breakdown;
} ModifierCase;

/* One change at a time from a fair, unarmoured unit with spears (foot 4,
 * horse 8) or a bolt thrower (artillery 8). Three figures: legal in every
 * class, light troops included. */
static const ModifierCase alone[] = {
  /* the bases */
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "spear", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 4,
    "foot 4 + spear 0 = 4" },
  { BN_ARM_HORSE, BN_ARMOUR_NONE, "spear", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 8,
    "horse 8 + spear 0 = 8" },
  { BN_ARM_ARTILLERY, BN_ARMOUR_NONE, "bolt-thrower", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 8,
    "artillery 8 + bolt thrower 0 = 8" },
  /* morale: -2/-4, +2/+4 */
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "spear", FALSE, BN_MORALE_POOR, FALSE, FALSE, FALSE, 2,
    "foot 4 + spear 0 + poor morale -2 = 2" },
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "spear", FALSE, BN_MORALE_GOOD, FALSE, FALSE, FALSE, 6,
    "foot 4 + spear 0 + good morale 2 = 6" },
  { BN_ARM_HORSE, BN_ARMOUR_NONE, "spear", FALSE, BN_MORALE_POOR, FALSE, FALSE, FALSE, 4,
    "horse 8 + spear 0 + poor morale -4 = 4" },
  { BN_ARM_HORSE, BN_ARMOUR_NONE, "spear", FALSE, BN_MORALE_GOOD, FALSE, FALSE, FALSE, 12,
    "horse 8 + spear 0 + good morale 4 = 12" },
  { BN_ARM_ARTILLERY, BN_ARMOUR_NONE, "bolt-thrower", FALSE, BN_MORALE_POOR, FALSE, FALSE, FALSE, 6,
    "artillery 8 + bolt thrower 0 + poor morale -2 = 6" },
  { BN_ARM_ARTILLERY, BN_ARMOUR_NONE, "bolt-thrower", FALSE, BN_MORALE_GOOD, FALSE, FALSE, FALSE, 10,
    "artillery 8 + bolt thrower 0 + good morale 2 = 10" },
  /* armour: +1/+2, +3/+6, +6/+12 */
  { BN_ARM_FOOT, BN_ARMOUR_LIGHT, "spear", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 5,
    "foot 4 + light armour 1 + spear 0 = 5" },
  { BN_ARM_FOOT, BN_ARMOUR_MEDIUM, "spear", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 7,
    "foot 4 + medium armour 3 + spear 0 = 7" },
  { BN_ARM_FOOT, BN_ARMOUR_HEAVY, "spear", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 10,
    "foot 4 + heavy armour 6 + spear 0 = 10" },
  { BN_ARM_HORSE, BN_ARMOUR_LIGHT, "spear", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 10,
    "horse 8 + light armour 2 + spear 0 = 10" },
  { BN_ARM_HORSE, BN_ARMOUR_MEDIUM, "spear", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 14,
    "horse 8 + medium armour 6 + spear 0 = 14" },
  { BN_ARM_HORSE, BN_ARMOUR_HEAVY, "spear", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 20,
    "horse 8 + heavy armour 12 + spear 0 = 20" },
  { BN_ARM_ARTILLERY, BN_ARMOUR_HEAVY, "bolt-thrower", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 14,
    "artillery 8 + heavy armour 6 + bolt thrower 0 = 14" },
  /* weapons, instead of spears or bows */
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "bow", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 4,
    "foot 4 + bow 0 = 4" },
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "halberd", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 6,
    "foot 4 + halberd 2 = 6" },
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "heavy-weapon", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 5,
    "foot 4 + heavy weapon 1 = 5" },
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "crossbow", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 3,
    "foot 4 + crossbow -1 = 3" },
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "arbalest", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 6,
    "foot 4 + arbalest 2 = 6" },
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "longbow", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 6,
    "foot 4 + longbow 2 = 6" },
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "sidearms", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 3,
    "foot 4 + sidearms -1 = 3" },
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "pike", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 5,
    "foot 4 + pike 1 = 5" },
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "handgun", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 3,
    "foot 4 + handgun -1 = 3" },
  { BN_ARM_HORSE, BN_ARMOUR_NONE, "bow", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 8,
    "horse 8 + bow 0 = 8" },
  { BN_ARM_HORSE, BN_ARMOUR_NONE, "crossbow", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 7,
    "horse 8 + crossbow -1 = 7" },
  { BN_ARM_HORSE, BN_ARMOUR_NONE, "heavy-weapon", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 9,
    "horse 8 + heavy weapon 1 = 9" },
  { BN_ARM_HORSE, BN_ARMOUR_NONE, "sidearms", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 7,
    "horse 8 + sidearms -1 = 7" },
  { BN_ARM_HORSE, BN_ARMOUR_NONE, "lance", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 8,
    "horse 8 + lance 0 = 8" },
  { BN_ARM_ARTILLERY, BN_ARMOUR_NONE, "gun", FALSE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 10,
    "artillery 8 + field gun 2 = 10" },
  /* shields +1 */
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "spear", TRUE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 5,
    "foot 4 + spear 0 + shields 1 = 5" },
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "sidearms", TRUE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 4,
    "foot 4 + sidearms -1 + shields 1 = 4" },
  { BN_ARM_HORSE, BN_ARMOUR_NONE, "spear", TRUE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 9,
    "horse 8 + spear 0 + shields 1 = 9" },
  { BN_ARM_HORSE, BN_ARMOUR_NONE, "lance", TRUE, BN_MORALE_FAIR, FALSE, FALSE, FALSE, 9,
    "horse 8 + lance 0 + shields 1 = 9" },
  /* light troops × 1/2 */
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "spear", FALSE, BN_MORALE_FAIR, TRUE, FALSE, FALSE, 2,
    "foot 4 + spear 0 = 4; light troops × 1/2 = 2" },
  { BN_ARM_HORSE, BN_ARMOUR_NONE, "spear", FALSE, BN_MORALE_FAIR, TRUE, FALSE, FALSE, 4,
    "horse 8 + spear 0 = 8; light troops × 1/2 = 4" },
  /* dedicated warriors × 3/2 */
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "spear", FALSE, BN_MORALE_FAIR, FALSE, TRUE, FALSE, 6,
    "foot 4 + spear 0 = 4; dedicated warriors × 3/2 = 6" },
  { BN_ARM_HORSE, BN_ARMOUR_NONE, "spear", FALSE, BN_MORALE_FAIR, FALSE, TRUE, FALSE, 12,
    "horse 8 + spear 0 = 8; dedicated warriors × 3/2 = 12" },
  { BN_ARM_ARTILLERY, BN_ARMOUR_NONE, "gun", FALSE, BN_MORALE_FAIR, FALSE, TRUE, FALSE, 15,
    "artillery 8 + field gun 2 = 10; dedicated warriors × 3/2 = 15" },
  /* mercenaries: a quarter */
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "spear", FALSE, BN_MORALE_FAIR, FALSE, FALSE, TRUE, 1,
    "foot 4 + spear 0 = 4; mercenary: a quarter, 1; promise at least 1" },
  { BN_ARM_HORSE, BN_ARMOUR_NONE, "spear", FALSE, BN_MORALE_FAIR, FALSE, FALSE, TRUE, 2,
    "horse 8 + spear 0 = 8; mercenary: a quarter, 2; promise at least 2" },
  { BN_ARM_ARTILLERY, BN_ARMOUR_NONE, "gun", FALSE, BN_MORALE_FAIR, FALSE, FALSE, TRUE, 3,
    "artillery 8 + field gun 2 = 10; mercenary: a quarter, 2 1/2, rounded up to 3; promise at least 3" },
};

/* Several at once, worked out by hand. */
static const ModifierCase combined[] = {
  /* (4 + 1 + 2 + 2) × 1/2 = 4 1/2 → 5 */
  { BN_ARM_FOOT, BN_ARMOUR_LIGHT, "longbow", FALSE, BN_MORALE_GOOD, TRUE, FALSE, FALSE, 5,
    "foot 4 + light armour 1 + longbow 2 + good morale 2 = 9; light troops × 1/2 = 4 1/2, rounded up to 5" },
  /* (8 + 6 + 0 + 1 + 4) × 3/2 = 28 1/2 → 29; a quarter: 7 1/4 → 8 */
  { BN_ARM_HORSE, BN_ARMOUR_MEDIUM, "lance", TRUE, BN_MORALE_GOOD, FALSE, TRUE, TRUE, 8,
    "horse 8 + medium armour 6 + lance 0 + shields 1 + good morale 4 = 19; dedicated warriors × 3/2 = 28 1/2, rounded up to 29; mercenary: a quarter, 7 1/4, rounded up to 8; promise at least 8" },
  /* (4 + 1 - 1 + 1) × 1/2 × 3/2 = 3 3/4 → 4, rounded once: not 3 → 4 1/2 → 5 */
  { BN_ARM_FOOT, BN_ARMOUR_LIGHT, "sidearms", TRUE, BN_MORALE_FAIR, TRUE, TRUE, FALSE, 4,
    "foot 4 + light armour 1 + sidearms -1 + shields 1 = 5; light troops × 1/2 = 2 1/2; dedicated warriors × 3/2 = 3 3/4, rounded up to 4" },
  /* (4 + 3 + 0 + 1 + 2) × 1/2 × 3/2 = 7 1/2 → 8; a quarter: 2 */
  { BN_ARM_FOOT, BN_ARMOUR_MEDIUM, "spear", TRUE, BN_MORALE_GOOD, TRUE, TRUE, TRUE, 2,
    "foot 4 + medium armour 3 + spear 0 + shields 1 + good morale 2 = 10; light troops × 1/2 = 5; dedicated warriors × 3/2 = 7 1/2, rounded up to 8; mercenary: a quarter, 2; promise at least 2" },
  /* 4 - 2 - 1 = 1; a quarter of 1: 1/4 → 1 */
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "crossbow", FALSE, BN_MORALE_POOR, FALSE, FALSE, TRUE, 1,
    "foot 4 + crossbow -1 + poor morale -2 = 1; mercenary: a quarter, 1/4, rounded up to 1; promise at least 1" },
  /* (8 + 12 + 1 + 4) × 3/2 = 37 1/2 → 38 */
  { BN_ARM_HORSE, BN_ARMOUR_HEAVY, "heavy-weapon", FALSE, BN_MORALE_GOOD, FALSE, TRUE, FALSE, 38,
    "horse 8 + heavy armour 12 + heavy weapon 1 + good morale 4 = 25; dedicated warriors × 3/2 = 37 1/2, rounded up to 38" },
};

static void
check_modifier_cases (const ModifierCase *cases,
                      guint               n)
{
  g_autoptr(BnUnitRules) rules = default_rules ();

  for (guint i = 0; i < n; i++)
    {
      const ModifierCase *c = &cases[i];
      g_autoptr(BnUnit) unit = make_unit (c->arm, c->armour, c->weapon, c->morale, 3);

      unit->shields = c->shields;
      unit->light = c->light;
      unit->dedicated = c->dedicated;
      unit->mercenary = c->mercenary;
      g_assert_cmpuint (price_ok (rules, unit, c->breakdown), ==, c->cost);
    }
}

static void
test_modifiers_alone (void)
{
  check_modifier_cases (alone, G_N_ELEMENTS (alone));
}

static void
test_modifiers_combined (void)
{
  check_modifier_cases (combined, G_N_ELEMENTS (combined));
}

/* ---- rounding ---- */

static void
test_rounding (void)
{
  g_autoptr(BnUnitRules) rules = default_rules ();
  g_autoptr(BnUnit) light = make_unit (BN_ARM_FOOT, BN_ARMOUR_LIGHT, "spear", BN_MORALE_FAIR, 4);
  g_autoptr(BnUnit) mercenary = NULL;
  g_autoptr(BnUnit) dedicated = make_unit (BN_ARM_FOOT, BN_ARMOUR_NONE, "sidearms", BN_MORALE_GOOD, 8);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCostBreakdown) breakdown = NULL;

  /* A light unit of odd cost: 5 × 1/2 = 2 1/2 → 3. */
  light->light = TRUE;
  g_assert_cmpuint (price_ok (rules, light,
                              "foot 4 + light armour 1 + spear 0 = 5; light troops × 1/2 = 2 1/2, rounded up to 3"),
                    ==, 3);

  /* A mercenary quarter of 7: 1 3/4 → 2. */
  mercenary = bn_unit_rules_new_unit (rules, "longbowmen", &error);
  g_assert_no_error (error);
  mercenary->mercenary = TRUE;
  g_assert_cmpuint (bn_unit_rules_price (rules, mercenary, &breakdown, &error), ==, 2);
  g_assert_no_error (error);
  g_assert_cmpuint (bn_cost_breakdown_get_regular_cost (breakdown), ==, 7);
  g_assert_cmpuint (bn_cost_breakdown_get_minimum_promise (breakdown), ==, 2);

  /* Dedicated × 1.5 of 5: 7 1/2 → 8. */
  dedicated->dedicated = TRUE;
  g_assert_cmpuint (price_ok (rules, dedicated, NULL), ==, 8);
}

/* ---- mercenaries and their promise ---- */

static void
test_mercenary_promise (void)
{
  g_autoptr(BnUnitRules) rules = default_rules ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BnUnit) condottieri = bn_unit_rules_new_unit (rules, "condottieri", &error);
  g_autoptr(BnUnit) knights = bn_unit_rules_new_unit (rules, "mounted-knights", &error);
  g_autoptr(BnUnit) illegal = NULL;

  g_assert_no_error (error);
  /* The same unit as a mercenary costs a quarter of the regular one. */
  g_assert_cmpuint (price_ok (rules, knights, NULL), ==, 24);
  g_assert_cmpuint (price_ok (rules, condottieri, NULL), ==, 6);

  g_assert_true (bn_unit_rules_check_promise (rules, condottieri, 6, &error));
  g_assert_no_error (error);
  g_assert_true (bn_unit_rules_check_promise (rules, condottieri, 40, &error));
  g_assert_no_error (error);
  g_assert_false (bn_unit_rules_check_promise (rules, condottieri, 5, &error));
  g_assert_error (error, BN_UNIT_ERROR, BN_UNIT_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==,
                   "mercenaries must be promised at least their cost, 6 points, not 5 (Lionheart, Mercenaries)");
  g_clear_error (&error);
  g_assert_false (bn_unit_rules_check_promise (rules, condottieri, 0, &error));
  g_assert_error (error, BN_UNIT_ERROR, BN_UNIT_ERROR_ILLEGAL);
  g_clear_error (&error);

  /* Regular troops are promised nothing. */
  g_assert_true (bn_unit_rules_check_promise (rules, knights, 0, &error));
  g_assert_no_error (error);
  g_assert_false (bn_unit_rules_check_promise (rules, knights, 1, &error));
  g_assert_error (error, BN_UNIT_ERROR, BN_UNIT_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==,
                   "only mercenaries are promised a payment (Lionheart, Mercenaries)");
  g_clear_error (&error);

  /* An illegal unit has no promise to check. */
  illegal = bn_unit_copy (condottieri);
  illegal->figures = 9;
  g_assert_false (bn_unit_rules_check_promise (rules, illegal, 6, &error));
  g_assert_error (error, BN_UNIT_ERROR, BN_UNIT_ERROR_ILLEGAL);
}

/* ---- peasants ---- */

static void
test_peasants (void)
{
  g_autoptr(BnUnitRules) rules = default_rules ();
  g_autoptr(BnUnit) peasants = make_unit (BN_ARM_FOOT, BN_ARMOUR_NONE, "sidearms", BN_MORALE_POOR, 8);
  g_autoptr(BnUnit) twin = NULL;
  const char *rule =
    "peasants are unarmoured infantry of poor morale with sidearms and no shields, "
    "never light, dedicated or mercenary (Lionheart, Unit costs)";
  static const char * const spear[] = { "spear", NULL };

  peasants->peasants = TRUE;
  g_assert_cmpuint (price_ok (rules, peasants, "peasants 1 = 1"), ==, 1);
  /* Any number of figures the C class allows, for the same flat point. */
  peasants->figures = 4;
  g_assert_cmpuint (price_ok (rules, peasants, "peasants 1 = 1"), ==, 1);
  g_assert_cmpint (bn_unit_rules_get_battle_class (rules, peasants), ==, BN_BATTLE_CLASS_C);

  twin = bn_unit_copy (peasants);
  twin->armour = BN_ARMOUR_LIGHT;
  assert_illegal (rules, twin, BN_UNIT_ERROR_ILLEGAL, rule);
  bn_unit_free (twin);

  twin = bn_unit_copy (peasants);
  twin->morale = BN_MORALE_FAIR;
  assert_illegal (rules, twin, BN_UNIT_ERROR_ILLEGAL, rule);
  bn_unit_free (twin);

  twin = bn_unit_copy (peasants);
  bn_unit_set_weapons (twin, spear);
  assert_illegal (rules, twin, BN_UNIT_ERROR_ILLEGAL, rule);
  bn_unit_free (twin);

  twin = bn_unit_copy (peasants);
  twin->shields = TRUE;
  assert_illegal (rules, twin, BN_UNIT_ERROR_ILLEGAL, rule);
  bn_unit_free (twin);

  twin = bn_unit_copy (peasants);
  twin->mercenary = TRUE;
  assert_illegal (rules, twin, BN_UNIT_ERROR_ILLEGAL, rule);
  bn_unit_free (twin);

  twin = bn_unit_copy (peasants);
  twin->light = TRUE;
  assert_illegal (rules, twin, BN_UNIT_ERROR_ILLEGAL, rule);
  bn_unit_free (twin);

  twin = bn_unit_copy (peasants);
  twin->dedicated = TRUE;
  assert_illegal (rules, twin, BN_UNIT_ERROR_ILLEGAL, rule);
  bn_unit_free (twin);

  twin = bn_unit_copy (peasants);
  twin->arm = BN_ARM_HORSE;
  assert_illegal (rules, twin, BN_UNIT_ERROR_ILLEGAL, rule);
  bn_unit_free (twin);

  /* The same unit not flagged as peasants costs the same by the tables:
   * foot 4 + sidearms -1 + poor -2 = 1. */
  twin = bn_unit_copy (peasants);
  twin->peasants = FALSE;
  g_assert_cmpuint (price_ok (rules, twin, "foot 4 + sidearms -1 + poor morale -2 = 1"), ==, 1);
  bn_unit_free (g_steal_pointer (&twin));
}

/* ---- forbidden combinations ---- */

typedef struct
{
  const char *path;
  BnArm       arm;
  BnArmour    armour;
  const char *weapons;       /* space-separated; "" for none */
  gboolean    shields;
  gboolean    light;
  guint       figures;
  BnBattleClass battle_class;
  int         code;
  const char *message;
} IllegalCase;

static const IllegalCase illegal[] = {
  { "/unit-costs/illegal/longbow-on-horse", BN_ARM_HORSE, BN_ARMOUR_NONE, "longbow", FALSE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "longbows are for infantry only (Lionheart, Weapons)" },
  { "/unit-costs/illegal/halberd-on-horse", BN_ARM_HORSE, BN_ARMOUR_NONE, "halberd", FALSE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "halberds are for infantry only (Lionheart, Weapons)" },
  { "/unit-costs/illegal/arbalest-on-horse", BN_ARM_HORSE, BN_ARMOUR_NONE, "arbalest", FALSE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "arbalests are for infantry only (Lionheart, Weapons)" },
  { "/unit-costs/illegal/pike-on-horse", BN_ARM_HORSE, BN_ARMOUR_NONE, "pike", FALSE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "pikes are for infantry only (House, after L&L charging)" },
  { "/unit-costs/illegal/handgun-on-horse", BN_ARM_HORSE, BN_ARMOUR_NONE, "handgun", FALSE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "handguns are for infantry only (House, after L&L order sheet)" },
  { "/unit-costs/illegal/lance-on-foot", BN_ARM_FOOT, BN_ARMOUR_NONE, "lance", FALSE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "lances are for cavalry only (House, after L&L lancers)" },
  { "/unit-costs/illegal/gun-on-foot", BN_ARM_FOOT, BN_ARMOUR_NONE, "gun", FALSE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "field guns are for artillery only (House)" },
  { "/unit-costs/illegal/spear-on-artillery", BN_ARM_ARTILLERY, BN_ARMOUR_NONE, "spear", FALSE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "spears are for infantry and cavalry only (Lionheart, Unit costs)" },
  { "/unit-costs/illegal/shields-with-bow", BN_ARM_FOOT, BN_ARMOUR_NONE, "bow", TRUE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "shields only with spears or sidearms (Lionheart, Unit costs)" },
  { "/unit-costs/illegal/shields-with-halberd", BN_ARM_FOOT, BN_ARMOUR_NONE, "halberd", TRUE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "shields only with spears or sidearms (Lionheart, Unit costs)" },
  { "/unit-costs/illegal/shields-with-pike", BN_ARM_FOOT, BN_ARMOUR_NONE, "pike", TRUE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "shields only with spears or sidearms (Lionheart, Unit costs)" },
  { "/unit-costs/illegal/shields-with-crossbow-on-horse", BN_ARM_HORSE, BN_ARMOUR_NONE, "crossbow", TRUE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "shields only with spears or sidearms (Lionheart, Unit costs)" },
  { "/unit-costs/illegal/shields-on-artillery", BN_ARM_ARTILLERY, BN_ARMOUR_NONE, "gun", TRUE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "shields only with spears or sidearms (Lionheart, Unit costs)" },
  { "/unit-costs/illegal/light-foot-in-heavy-armour", BN_ARM_FOOT, BN_ARMOUR_HEAVY, "spear", FALSE, TRUE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "light troops can't wear heavy armour (Lionheart, Unit Types)" },
  { "/unit-costs/illegal/light-horse-in-heavy-armour", BN_ARM_HORSE, BN_ARMOUR_HEAVY, "lance", FALSE, TRUE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "light troops can't wear heavy armour (Lionheart, Unit Types)" },
  { "/unit-costs/illegal/light-artillery", BN_ARM_ARTILLERY, BN_ARMOUR_NONE, "gun", FALSE, TRUE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "artillery can't be light troops (Lionheart, Unit Types)" },
  { "/unit-costs/illegal/no-weapon", BN_ARM_FOOT, BN_ARMOUR_NONE, "", FALSE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL,
    "a unit is armed with spears or bows, or with one weapon in their place (Lionheart, Unit costs)" },
  { "/unit-costs/illegal/spears-and-bows", BN_ARM_FOOT, BN_ARMOUR_NONE, "spear bow", FALSE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL,
    "a unit is armed with spears or bows, or with one weapon in their place (Lionheart, Unit costs)" },
  { "/unit-costs/illegal/unknown-weapon", BN_ARM_FOOT, BN_ARMOUR_NONE, "musket", FALSE, FALSE, 3,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_UNKNOWN, "no weapon is called “musket”" },
  { "/unit-costs/illegal/no-figures", BN_ARM_FOOT, BN_ARMOUR_NONE, "spear", FALSE, FALSE, 0,
    BN_BATTLE_CLASS_NONE, BN_UNIT_ERROR_ILLEGAL, "a unit has at least one figure" },
  { "/unit-costs/illegal/c-class-cavalry", BN_ARM_HORSE, BN_ARMOUR_NONE, "spear", FALSE, FALSE, 3,
    BN_BATTLE_CLASS_C, BN_UNIT_ERROR_ILLEGAL, "there is no C-class cavalry (L&L, unit classes)" },
  { "/unit-costs/illegal/b-class-artillery", BN_ARM_ARTILLERY, BN_ARMOUR_NONE, "gun", FALSE, FALSE, 3,
    BN_BATTLE_CLASS_B, BN_UNIT_ERROR_ILLEGAL, "there is no B-class artillery (L&L, unit classes)" },
};

static void
test_illegal (gconstpointer data)
{
  const IllegalCase *c = data;
  g_autoptr(BnUnitRules) rules = default_rules ();
  g_auto(GStrv) weapons = g_strsplit (c->weapons, " ", -1);
  g_autoptr(BnUnit) unit = make_unit (c->arm, c->armour, NULL, BN_MORALE_FAIR, c->figures);

  if (c->weapons[0] != '\0')
    bn_unit_set_weapons (unit, (const char * const *) weapons);
  unit->shields = c->shields;
  unit->light = c->light;
  unit->battle_class = c->battle_class;
  assert_illegal (rules, unit, c->code, c->message);
}

static void
test_dedicated_and_mercenary_allow_any_armour (void)
{
  g_autoptr(BnUnitRules) rules = default_rules ();

  for (BnArmour armour = BN_ARMOUR_NONE; armour < BN_ARMOUR_COUNT; armour++)
    {
      g_autoptr(BnUnit) unit = make_unit (BN_ARM_FOOT, armour, "heavy-weapon", BN_MORALE_FAIR, 6);
      g_autoptr(GError) error = NULL;

      unit->dedicated = TRUE;
      unit->mercenary = TRUE;
      g_assert_true (bn_unit_rules_check (rules, unit, &error));
      g_assert_no_error (error);
    }
}

/* ---- figures and battle classes ---- */

typedef struct
{
  BnArm          arm;
  BnArmour       armour;
  const char    *weapon;
  gboolean       light;
  BnBattleClass  override;
  guint          max_figures;
  const char    *message;      /* for one figure more */
} FiguresCase;

static const FiguresCase figures_cases[] = {
  { BN_ARM_FOOT, BN_ARMOUR_HEAVY, "spear", FALSE, BN_BATTLE_CLASS_NONE, 6,
    "A-class infantry units count up to 6 figures (L&L, A-class infantry)" },
  { BN_ARM_FOOT, BN_ARMOUR_MEDIUM, "spear", FALSE, BN_BATTLE_CLASS_NONE, 8,
    "B-class infantry units count up to 8 figures (L&L, B-class infantry)" },
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "spear", FALSE, BN_BATTLE_CLASS_NONE, 8,
    "C-class infantry units count up to 8 figures (L&L, C-class infantry)" },
  { BN_ARM_HORSE, BN_ARMOUR_HEAVY, "lance", FALSE, BN_BATTLE_CLASS_NONE, 5,
    "A-class cavalry units count up to 5 figures (L&L, A-class cavalry)" },
  { BN_ARM_HORSE, BN_ARMOUR_LIGHT, "lance", FALSE, BN_BATTLE_CLASS_NONE, 5,
    "B-class cavalry units count up to 5 figures (L&L, B-class cavalry)" },
  { BN_ARM_ARTILLERY, BN_ARMOUR_NONE, "gun", FALSE, BN_BATTLE_CLASS_NONE, 4,
    "artillery units count up to 4 figures (L&L, field guns and bolt throwers)" },
  /* An override moves the limit with the class: medium armour made A. */
  { BN_ARM_FOOT, BN_ARMOUR_MEDIUM, "spear", FALSE, BN_BATTLE_CLASS_A, 6,
    "A-class infantry units count up to 6 figures (L&L, A-class infantry)" },
  /* Light troops muster half a unit, rounded up (house). */
  { BN_ARM_FOOT, BN_ARMOUR_LIGHT, "bow", TRUE, BN_BATTLE_CLASS_NONE, 4,
    "light troops count up to 4 figures in B-class infantry units (House, after Lionheart's light stands)" },
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "bow", TRUE, BN_BATTLE_CLASS_NONE, 4,
    "light troops count up to 4 figures in C-class infantry units (House, after Lionheart's light stands)" },
  { BN_ARM_FOOT, BN_ARMOUR_MEDIUM, "bow", TRUE, BN_BATTLE_CLASS_A, 3,
    "light troops count up to 3 figures in A-class infantry units (House, after Lionheart's light stands)" },
  { BN_ARM_HORSE, BN_ARMOUR_NONE, "bow", TRUE, BN_BATTLE_CLASS_NONE, 3,
    "light troops count up to 3 figures in B-class cavalry units (House, after Lionheart's light stands)" },
};

static void
test_figures_limits (void)
{
  g_autoptr(BnUnitRules) rules = default_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (figures_cases); i++)
    {
      const FiguresCase *c = &figures_cases[i];
      g_autoptr(BnUnit) unit = make_unit (c->arm, c->armour, c->weapon, BN_MORALE_FAIR, 1);
      g_autoptr(GError) error = NULL;

      unit->light = c->light;
      unit->battle_class = c->override;
      g_assert_cmpuint (bn_unit_rules_get_max_figures (rules, unit), ==, c->max_figures);
      for (guint figures = 1; figures <= c->max_figures; figures++)
        {
          unit->figures = figures;
          g_assert_true (bn_unit_rules_check (rules, unit, &error));
          g_assert_no_error (error);
        }
      unit->figures = c->max_figures + 1;
      assert_illegal (rules, unit, BN_UNIT_ERROR_ILLEGAL, c->message);
    }
}

static void
test_battle_class_derivation (void)
{
  /* Ruling: heavy A, light and medium B, none C; L&L has no C-class
   * cavalry (none is B) and its artillery crews are A-class. */
  static const BnBattleClass expected[BN_ARMOUR_COUNT][BN_ARM_COUNT] = {
    [BN_ARMOUR_NONE] = { BN_BATTLE_CLASS_C, BN_BATTLE_CLASS_B, BN_BATTLE_CLASS_A },
    [BN_ARMOUR_LIGHT] = { BN_BATTLE_CLASS_B, BN_BATTLE_CLASS_B, BN_BATTLE_CLASS_A },
    [BN_ARMOUR_MEDIUM] = { BN_BATTLE_CLASS_B, BN_BATTLE_CLASS_B, BN_BATTLE_CLASS_A },
    [BN_ARMOUR_HEAVY] = { BN_BATTLE_CLASS_A, BN_BATTLE_CLASS_A, BN_BATTLE_CLASS_A },
  };
  static const char * const weapon_by_arm[] = { "spear", "spear", "gun" };
  g_autoptr(BnUnitRules) rules = default_rules ();

  for (BnArmour armour = 0; armour < BN_ARMOUR_COUNT; armour++)
    for (BnArm arm = 0; arm < BN_ARM_COUNT; arm++)
      {
        g_autoptr(BnUnit) unit = make_unit (arm, armour, weapon_by_arm[arm], BN_MORALE_FAIR, 1);
        const BnClassRule *klass;

        g_assert_cmpint (bn_unit_rules_get_battle_class (rules, unit), ==, expected[armour][arm]);
        g_assert_cmpint (bn_unit_rules_get_armour (rules, armour)->battle_class[arm], ==,
                         expected[armour][arm]);
        klass = bn_unit_rules_get_unit_class (rules, unit);
        g_assert_nonnull (klass);
        g_assert_cmpint (klass->battle_class, ==, expected[armour][arm]);
        g_assert_cmpint (klass->arm, ==, arm);

        /* A unit type's class overrides the armour's. */
        unit->battle_class = BN_BATTLE_CLASS_A;
        g_assert_cmpint (bn_unit_rules_get_battle_class (rules, unit), ==, BN_BATTLE_CLASS_A);
      }
}

/* The L&L classes, as the text gives them. */
static void
test_classes (void)
{
  static const struct
  {
    BnBattleClass c;
    BnArm         arm;
    const char   *name;
    guint         figures, light, move, move_and_battle, steady;
    const char   *dice;
  } expected[] = {
    { BN_BATTLE_CLASS_A, BN_ARM_FOOT, "A-class infantry", 6, 3, 2, 1, 4, "4 3 2 1" },
    { BN_BATTLE_CLASS_B, BN_ARM_FOOT, "B-class infantry", 8, 4, 2, 1, 6, "4 3 2 1" },
    { BN_BATTLE_CLASS_C, BN_ARM_FOOT, "C-class infantry", 8, 4, 2, 1, 8, "3 2 1" },
    { BN_BATTLE_CLASS_A, BN_ARM_HORSE, "A-class cavalry", 5, 3, 3, 3, 4, "3 2 1" },
    { BN_BATTLE_CLASS_B, BN_ARM_HORSE, "B-class cavalry", 5, 3, 3, 3, 5, "3 2 1" },
    { BN_BATTLE_CLASS_A, BN_ARM_ARTILLERY, "artillery", 4, 0, 1, 0, 3, "4 3 3 2 1 1" },
  };
  g_autoptr(BnUnitRules) rules = default_rules ();
  const BnClassRule *artillery;

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const BnClassRule *k = bn_unit_rules_get_class (rules, expected[i].c, expected[i].arm);
      g_autoptr(GString) dice = g_string_new (NULL);

      g_assert_nonnull (k);
      g_assert_cmpstr (k->name, ==, expected[i].name);
      g_assert_cmpuint (k->max_figures, ==, expected[i].figures);
      g_assert_cmpuint (k->light_max_figures, ==, expected[i].light);
      g_assert_cmpuint (k->move, ==, expected[i].move);
      g_assert_cmpuint (k->move_and_battle, ==, expected[i].move_and_battle);
      g_assert_cmpuint (k->steady_figures, ==, expected[i].steady);
      for (guint d = 0; d < k->n_dice; d++)
        g_string_append_printf (dice, d > 0 ? " %u" : "%u", k->dice[d]);
      g_assert_cmpstr (dice->str, ==, expected[i].dice);
    }
  g_assert_null (bn_unit_rules_get_class (rules, BN_BATTLE_CLASS_C, BN_ARM_HORSE));
  g_assert_null (bn_unit_rules_get_class (rules, BN_BATTLE_CLASS_B, BN_ARM_ARTILLERY));

  /* Artillery fires every other move, one die more on a hilltop; the
   * others fire every move. */
  artillery = bn_unit_rules_get_class (rules, BN_BATTLE_CLASS_A, BN_ARM_ARTILLERY);
  g_assert_cmpuint (artillery->fire_interval, ==, 2);
  g_assert_cmpuint (artillery->hilltop_bonus, ==, 1);
  g_assert_cmpuint (bn_unit_rules_get_class (rules, BN_BATTLE_CLASS_A, BN_ARM_FOOT)->fire_interval, ==, 1);
}

/* ---- the tables ---- */

static void
test_cost_tables (void)
{
  g_autoptr(BnUnitRules) rules = default_rules ();
  const BnTroopRule *light, *dedicated, *mercenary;

  g_assert_cmpuint (bn_unit_rules_get_arm (rules, BN_ARM_FOOT)->base, ==, 4);
  g_assert_cmpuint (bn_unit_rules_get_arm (rules, BN_ARM_HORSE)->base, ==, 8);
  g_assert_cmpuint (bn_unit_rules_get_arm (rules, BN_ARM_ARTILLERY)->base, ==, 8);
  g_assert_cmpstr (bn_unit_rules_get_arm (rules, BN_ARM_HORSE)->noun, ==, "cavalry");

  g_assert_cmpuint (bn_unit_rules_get_morale (rules, BN_MORALE_POOR)->rating, ==, 1);
  g_assert_cmpuint (bn_unit_rules_get_morale (rules, BN_MORALE_FAIR)->rating, ==, 2);
  g_assert_cmpuint (bn_unit_rules_get_morale (rules, BN_MORALE_GOOD)->rating, ==, 3);
  g_assert_cmpint (bn_unit_rules_get_morale (rules, BN_MORALE_GOOD)->cost[BN_ARM_HORSE], ==, 4);
  g_assert_cmpint (bn_unit_rules_get_armour (rules, BN_ARMOUR_HEAVY)->cost[BN_ARM_HORSE], ==, 12);
  g_assert_cmpint (bn_unit_rules_get_shields (rules)->cost, ==, 1);
  g_assert_cmpuint (bn_unit_rules_get_weapon_count (rules)->min, ==, 1);
  g_assert_cmpuint (bn_unit_rules_get_weapon_count (rules)->max, ==, 1);
  g_assert_cmpuint (bn_unit_rules_get_peasants (rules)->cost, ==, 1);

  light = bn_unit_rules_get_troop (rules, BN_TROOP_LIGHT);
  dedicated = bn_unit_rules_get_troop (rules, BN_TROOP_DEDICATED);
  mercenary = bn_unit_rules_get_troop (rules, BN_TROOP_MERCENARY);
  g_assert_cmpuint (light->times.numerator, ==, 1);
  g_assert_cmpuint (light->times.denominator, ==, 2);
  g_assert_cmpuint (light->arms, ==, BN_ARM_BIT (BN_ARM_FOOT) | BN_ARM_BIT (BN_ARM_HORSE));
  g_assert_cmpuint (light->armours & BN_ARMOUR_BIT (BN_ARMOUR_HEAVY), ==, 0);
  g_assert_cmpuint (dedicated->times.numerator, ==, 3);
  g_assert_cmpuint (dedicated->times.denominator, ==, 2);
  g_assert_cmpuint (mercenary->times.numerator, ==, 1);
  g_assert_cmpuint (mercenary->times.denominator, ==, 4);
}

static void
test_weapons (void)
{
  static const struct
  {
    const char   *id;
    BnWeaponSlot  slot;
    int           cost;
    guint         arms;
    gboolean      ranged;
    gboolean      shields;
  } expected[] = {
    { "spear", BN_WEAPON_SLOT_SPEAR, 0, 3, FALSE, TRUE },
    { "bow", BN_WEAPON_SLOT_BOW, 0, 3, TRUE, FALSE },
    { "halberd", BN_WEAPON_SLOT_SPEAR, 2, 1, FALSE, FALSE },
    { "heavy-weapon", BN_WEAPON_SLOT_SPEAR, 1, 3, FALSE, FALSE },
    { "pike", BN_WEAPON_SLOT_SPEAR, 1, 1, FALSE, FALSE },
    { "lance", BN_WEAPON_SLOT_SPEAR, 0, 2, FALSE, TRUE },
    { "crossbow", BN_WEAPON_SLOT_BOW, -1, 3, TRUE, FALSE },
    { "arbalest", BN_WEAPON_SLOT_BOW, 2, 1, TRUE, FALSE },
    { "longbow", BN_WEAPON_SLOT_BOW, 2, 1, TRUE, FALSE },
    { "handgun", BN_WEAPON_SLOT_BOW, -1, 1, TRUE, FALSE },
    { "sidearms", BN_WEAPON_SLOT_SIDEARMS, -1, 3, FALSE, TRUE },
    { "gun", BN_WEAPON_SLOT_ARTILLERY, 2, 4, TRUE, FALSE },
    { "bolt-thrower", BN_WEAPON_SLOT_ARTILLERY, 0, 4, TRUE, FALSE },
  };
  g_autoptr(BnUnitRules) rules = default_rules ();
  const BnWeaponRule *longbow, *lance, *pike, *crossbow;

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const BnWeaponRule *w = bn_unit_rules_lookup_weapon (rules, expected[i].id);

      g_assert_nonnull (w);
      g_assert_cmpint (w->slot, ==, expected[i].slot);
      g_assert_cmpint (w->cost, ==, expected[i].cost);
      g_assert_cmpuint (w->arms, ==, expected[i].arms);
      g_assert_cmpint (w->ranged, ==, expected[i].ranged);
      g_assert_cmpint (w->shields, ==, expected[i].shields);
    }
  g_assert_null (bn_unit_rules_lookup_weapon (rules, "musket"));

  /* L&L's special missile dice, for A and B infantry only. */
  longbow = bn_unit_rules_lookup_weapon (rules, "longbow");
  g_assert_cmpuint (longbow->n_dice, ==, 5);
  g_assert_cmpuint (longbow->dice[0], ==, 4);
  g_assert_cmpuint (longbow->dice[2], ==, 3);
  g_assert_cmpint (longbow->dice_arm, ==, BN_ARM_FOOT);
  g_assert_cmpuint (longbow->dice_classes, ==,
                    BN_BATTLE_CLASS_BIT (BN_BATTLE_CLASS_A) | BN_BATTLE_CLASS_BIT (BN_BATTLE_CLASS_B));
  crossbow = bn_unit_rules_lookup_weapon (rules, "crossbow");
  g_assert_cmpuint (crossbow->n_dice, ==, 4);
  g_assert_true (crossbow->pierces_best_armour);
  g_assert_cmpuint (bn_unit_rules_lookup_weapon (rules, "bow")->n_dice, ==, 0);

  lance = bn_unit_rules_lookup_weapon (rules, "lance");
  g_assert_cmpuint (lance->charge_bonus, ==, 1);
  pike = bn_unit_rules_lookup_weapon (rules, "pike");
  g_assert_true (pike->stops_charges);
  g_assert_true (pike->polearm);
  g_assert_true (bn_unit_rules_lookup_weapon (rules, "halberd")->polearm);
}

/* ---- the breakdown on its own ---- */

static void
test_breakdown (void)
{
  g_autoptr(BnCostBreakdown) breakdown = bn_cost_breakdown_new ();
  g_autoptr(BnCostBreakdown) empty = bn_cost_breakdown_new ();
  g_autofree char *text = NULL;
  g_autofree char *empty_text = NULL;
  const BnCostLine *line;

  bn_cost_breakdown_add_amount (breakdown, "horse", 8);
  bn_cost_breakdown_add_amount (breakdown, "crossbow", -1);
  bn_cost_breakdown_add_multiplier (breakdown, "light troops", 1, 2);
  bn_cost_breakdown_set_mercenary (breakdown, "mercenary: a quarter", 1, 4);

  g_assert_cmpuint (bn_cost_breakdown_get_n_lines (breakdown), ==, 4);
  line = bn_cost_breakdown_get_line (breakdown, 1);
  g_assert_cmpint (line->kind, ==, BN_COST_LINE_AMOUNT);
  g_assert_cmpstr (line->label, ==, "crossbow");
  g_assert_cmpint (line->amount, ==, -1);
  line = bn_cost_breakdown_get_line (breakdown, 2);
  g_assert_cmpint (line->kind, ==, BN_COST_LINE_MULTIPLIER);
  g_assert_cmpuint (line->numerator, ==, 1);
  g_assert_cmpuint (line->denominator, ==, 2);
  g_assert_cmpint (bn_cost_breakdown_get_line (breakdown, 3)->kind, ==, BN_COST_LINE_MERCENARY);

  /* 7 × 1/2 = 3 1/2 → 4; a quarter of 4 is 1. */
  g_assert_cmpint (bn_cost_breakdown_get_subtotal (breakdown), ==, 7);
  g_assert_cmpuint (bn_cost_breakdown_get_regular_cost (breakdown), ==, 4);
  g_assert_cmpuint (bn_cost_breakdown_get_cost (breakdown), ==, 1);
  g_assert_cmpuint (bn_cost_breakdown_get_minimum_promise (breakdown), ==, 1);
  g_assert_true (bn_cost_breakdown_is_mercenary (breakdown));
  text = bn_cost_breakdown_to_string (breakdown);
  g_assert_cmpstr (text, ==,
                   "horse 8 + crossbow -1 = 7; light troops × 1/2 = 3 1/2, rounded up to 4; "
                   "mercenary: a quarter, 1; promise at least 1");

  g_assert_cmpuint (bn_cost_breakdown_get_cost (empty), ==, 0);
  g_assert_false (bn_cost_breakdown_is_mercenary (empty));
  g_assert_cmpuint (bn_cost_breakdown_get_minimum_promise (empty), ==, 0);
  empty_text = bn_cost_breakdown_to_string (empty);
  g_assert_cmpstr (empty_text, ==, "nothing = 0");
}

/* ---- the unit record ---- */

static void
test_unit_record (void)
{
  static const char * const weapons[] = { "lance", NULL };
  g_autoptr(BnUnit) unit = bn_unit_new ();
  g_autoptr(BnUnit) copy = NULL;

  g_assert_cmpint (unit->arm, ==, BN_ARM_FOOT);
  g_assert_cmpint (unit->armour, ==, BN_ARMOUR_NONE);
  g_assert_cmpint (unit->morale, ==, BN_MORALE_FAIR);
  g_assert_cmpint (unit->battle_class, ==, BN_BATTLE_CLASS_NONE);
  g_assert_cmpint (unit->colour, ==, BN_COLOUR_NONE);
  g_assert_cmpuint (g_strv_length (unit->weapons), ==, 0);

  unit->type_id = g_strdup ("mounted-knights");
  unit->name = g_strdup ("The Black Prince's household");
  unit->arm = BN_ARM_HORSE;
  unit->armour = BN_ARMOUR_HEAVY;
  bn_unit_set_weapons (unit, weapons);
  unit->colour = BN_COLOUR_RED;
  unit->figures = 5;
  g_assert_true (bn_unit_has_weapon (unit, "lance"));
  g_assert_false (bn_unit_has_weapon (unit, "spear"));

  copy = bn_unit_copy (unit);
  g_assert_true (bn_unit_equal (unit, copy));
  g_assert_true (copy->weapons != unit->weapons);
  copy->colour = BN_COLOUR_BLUE;
  g_assert_false (bn_unit_equal (unit, copy));
  copy->colour = BN_COLOUR_RED;
  bn_unit_set_weapons (copy, NULL);
  g_assert_false (bn_unit_equal (unit, copy));
  g_assert_cmpuint (g_strv_length (copy->weapons), ==, 0);
}

static void
test_ids (void)
{
  BnArm arm;
  BnArmour armour;
  BnMorale morale;
  BnBattleClass battle_class;
  BnColour colour;

  for (BnArm a = 0; a < BN_ARM_COUNT; a++)
    {
      g_assert_true (bn_arm_from_id (bn_arm_get_id (a), &arm));
      g_assert_cmpint (arm, ==, a);
    }
  for (BnArmour a = 0; a < BN_ARMOUR_COUNT; a++)
    {
      g_assert_true (bn_armour_from_id (bn_armour_get_id (a), &armour));
      g_assert_cmpint (armour, ==, a);
    }
  for (BnMorale m = 0; m < BN_MORALE_COUNT; m++)
    {
      g_assert_true (bn_morale_from_id (bn_morale_get_id (m), &morale));
      g_assert_cmpint (morale, ==, m);
    }
  for (BnBattleClass c = 0; c < BN_BATTLE_CLASS_COUNT; c++)
    {
      g_assert_true (bn_battle_class_from_id (bn_battle_class_get_id (c), &battle_class));
      g_assert_cmpint (battle_class, ==, c);
    }
  for (BnColour c = 0; c < BN_COLOUR_COUNT; c++)
    {
      g_assert_true (bn_colour_from_id (bn_colour_get_id (c), &colour));
      g_assert_cmpint (colour, ==, c);
    }
  g_assert_cmpstr (bn_arm_get_id (BN_ARM_HORSE), ==, "horse");
  g_assert_cmpstr (bn_battle_class_get_id (BN_BATTLE_CLASS_B), ==, "B");
  g_assert_cmpstr (bn_colour_get_id (BN_COLOUR_GREEN), ==, "green");
  g_assert_false (bn_arm_from_id ("chariot", &arm));
  g_assert_false (bn_colour_from_id ("yellow", &colour));
  g_assert_false (bn_battle_class_from_id ("D", &battle_class));
}

/* ---- the data decides ---- */

static GString *
units_text (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = bn_resources_lookup (UNITS_RESOURCE, &error);

  g_assert_no_error (error);
  return g_string_new_len (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes));
}

static BnUnitRules *
load_text (GString    *text,
           const char *name,
           GError    **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text->str, text->len);

  return bn_unit_rules_load_bytes (bytes, name, error);
}

/* Nothing is priced by name: changing the data changes the price, and a
 * renamed type costs what its attributes say. */
static void
test_data_decides (void)
{
  g_autoptr(GString) text = units_text ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BnUnitRules) rules = NULL;
  g_autoptr(BnUnit) halberdiers = NULL;
  g_autoptr(BnUnit) knights = NULL;

  g_assert_cmpuint (g_string_replace (text, "slot=\"spear\" cost=\"2\" arms=\"foot\"",
                                      "slot=\"spear\" cost=\"5\" arms=\"foot\"", 0), ==, 1);
  g_assert_cmpuint (g_string_replace (text, "id=\"mounted-knights\" name=\"Mounted knights\"",
                                      "id=\"chevaliers\" name=\"Chevaliers\"", 0), ==, 1);
  g_assert_cmpuint (g_string_replace (text, "<mercenary name=\"mercenaries\" label=\"mercenary: a quarter\" times=\"1/4\"",
                                      "<mercenary name=\"mercenaries\" label=\"mercenary: a third\" times=\"1/3\"", 0), ==, 1);
  rules = load_text (text, "changed.xml", &error);
  g_assert_no_error (error);

  /* foot 4 + medium 3 + halberd 5 = 12 */
  halberdiers = bn_unit_rules_new_unit (rules, "halberdiers", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (price_ok (rules, halberdiers, "foot 4 + medium armour 3 + halberd 5 = 12"), ==, 12);

  knights = bn_unit_rules_new_unit (rules, "chevaliers", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (price_ok (rules, knights, NULL), ==, 24);
  g_assert_null (bn_unit_rules_lookup_unit_type (rules, "mounted-knights"));

  /* A third of 24 is 8. */
  knights->mercenary = TRUE;
  g_assert_cmpuint (price_ok (rules, knights,
                              "horse 8 + heavy armour 12 + lance 0 + good morale 4 = 24; mercenary: a third, 8; promise at least 8"),
                    ==, 8);
}

/* ---- corrupted copies of units.xml ---- */

typedef struct
{
  const char *test_path;
  const char *find;         /* must occur exactly once in units.xml */
  const char *replace;
  GQuark      domain;       /* 0: BN_UNIT_RULES_ERROR */
  int         code;
  const char *message_part;
  gboolean    at_line;      /* the message names the changed element's line */
} Corruption;

static const Corruption corruptions[] = {
  { "/unit-costs/corrupt/arm-twice",
    "<arm id=\"horse\"", "<arm id=\"foot\"",
    0, BN_UNIT_RULES_ERROR_INVALID, "the arm “foot” is listed twice", TRUE },
  { "/unit-costs/corrupt/morale-missing",
    "<morale id=\"poor\" name=\"poor morale\" rating=\"1\" foot=\"-2\" horse=\"-4\" artillery=\"-2\"/>", "",
    0, BN_UNIT_RULES_ERROR_INVALID, "the morale rating “poor” has no cost", FALSE },
  { "/unit-costs/corrupt/armour-twice",
    "<armour id=\"medium\"", "<armour id=\"light\"",
    0, BN_UNIT_RULES_ERROR_INVALID, "the armour “light” is listed twice", TRUE },
  { "/unit-costs/corrupt/derivation-missing",
    "<derive armour=\"medium\" foot=\"B\" horse=\"B\" artillery=\"A\"/>", "",
    0, BN_UNIT_RULES_ERROR_INVALID, "no <derive> row gives the battle class of armour “medium”", FALSE },
  { "/unit-costs/corrupt/derivation-to-no-class",
    "<derive armour=\"none\" foot=\"C\" horse=\"B\"", "<derive armour=\"none\" foot=\"C\" horse=\"C\"",
    0, BN_UNIT_RULES_ERROR_INVALID, "no armour gives cavalry class C, which is not a class", TRUE },
  { "/unit-costs/corrupt/class-twice",
    "<class id=\"C\" arm=\"foot\"", "<class id=\"B\" arm=\"foot\"",
    0, BN_UNIT_RULES_ERROR_INVALID, "B-class infantry is listed twice", TRUE },
  { "/unit-costs/corrupt/light-figures-over-class",
    "max-figures=\"6\"\n           light-max-figures=\"3\"", "max-figures=\"6\"\n           light-max-figures=\"7\"",
    0, BN_UNIT_RULES_ERROR_INVALID, "allows 7 light figures, more than its 6 figures", TRUE },
  { "/unit-costs/corrupt/steady-over-class",
    "dice=\"3 2 1\" steady-figures=\"5\"", "dice=\"3 2 1\" steady-figures=\"6\"",
    0, BN_UNIT_RULES_ERROR_INVALID, "B-class cavalry is steady from 6 figures, more than its 5 figures", TRUE },
  { "/unit-costs/corrupt/weapon-twice",
    "<weapon id=\"arbalest\"", "<weapon id=\"crossbow\"",
    0, BN_UNIT_RULES_ERROR_INVALID, "weapon id “crossbow” is used twice", TRUE },
  { "/unit-costs/corrupt/weapon-dice-for-no-class",
    "dice=\"4 3 3 2 1\" dice-arm=\"foot\"", "dice=\"4 3 3 2 1\" dice-arm=\"artillery\"",
    0, BN_UNIT_RULES_ERROR_INVALID, "weapon “longbow” has dice for B-class artillery, which is not a class", TRUE },
  { "/unit-costs/corrupt/weapon-count-impossible",
    "<weapon-count min=\"1\" max=\"1\"", "<weapon-count min=\"2\" max=\"1\"",
    0, BN_UNIT_RULES_ERROR_INVALID, "a unit may carry 2 to 1 weapons", TRUE },
  { "/unit-costs/corrupt/cheapest-costs-nothing",
    "slot=\"sidearms\" cost=\"-1\"", "slot=\"sidearms\" cost=\"-3\"",
    0, BN_UNIT_RULES_ERROR_INVALID, "the cheapest infantry unit would cost -1 points", FALSE },
  { "/unit-costs/corrupt/weapon-arms-changed",
    "slot=\"artillery\" cost=\"0\"\n            arms=\"artillery\"", "slot=\"artillery\" cost=\"0\"\n            arms=\"foot\"",
    0, BN_UNIT_RULES_ERROR_INVALID,
    "unit type “bolt-thrower” is not legal: bolt throwers are for infantry only (House)", FALSE },
  { "/unit-costs/corrupt/peasants-weapon-unknown",
    "morale=\"poor\" weapon=\"sidearms\"", "morale=\"poor\" weapon=\"clubs\"",
    0, BN_UNIT_RULES_ERROR_INVALID, "peasants carry “clubs”, which is not a weapon", TRUE },
  { "/unit-costs/corrupt/peasants-with-shields-and-a-bow",
    "morale=\"poor\" weapon=\"sidearms\"\n            shields=\"false\"", "morale=\"poor\" weapon=\"bow\"\n            shields=\"true\"",
    0, BN_UNIT_RULES_ERROR_INVALID, "peasants as described are not a legal unit: shields only with spears or sidearms", TRUE },
  { "/unit-costs/corrupt/type-over-figures",
    "weapons=\"lance\" morale=\"good\" figures=\"5\">", "weapons=\"lance\" morale=\"good\" figures=\"6\">",
    0, BN_UNIT_RULES_ERROR_INVALID,
    "unit type “mounted-knights” is not legal: A-class cavalry units count up to 5 figures (L&L, A-class cavalry)", TRUE },
  { "/unit-costs/corrupt/type-longbow-on-horse",
    "<unit-type id=\"longbowmen\" name=\"Longbowmen\" arm=\"foot\"", "<unit-type id=\"longbowmen\" name=\"Longbowmen\" arm=\"horse\"",
    0, BN_UNIT_RULES_ERROR_INVALID,
    "unit type “longbowmen” is not legal: longbows are for infantry only (Lionheart, Weapons)", TRUE },
  { "/unit-costs/corrupt/type-unknown-weapon",
    "armour=\"light\" weapons=\"longbow\"", "armour=\"light\" weapons=\"warbow\"",
    0, BN_UNIT_RULES_ERROR_INVALID, "unit type “longbowmen” is not legal: no weapon is called “warbow”", TRUE },
  { "/unit-costs/corrupt/type-light-in-heavy-armour",
    "<unit-type id=\"hobilars\" name=\"Hobilars\" arm=\"horse\" armour=\"light\"",
    "<unit-type id=\"hobilars\" name=\"Hobilars\" arm=\"horse\" armour=\"heavy\"",
    0, BN_UNIT_RULES_ERROR_INVALID, "light troops can't wear heavy armour (Lionheart, Unit Types)", TRUE },
  { "/unit-costs/corrupt/type-twice",
    "<unit-type id=\"pikemen\"", "<unit-type id=\"spearmen\"",
    0, BN_UNIT_RULES_ERROR_INVALID, "unit type id “spearmen” is used twice", TRUE },
  { "/unit-costs/corrupt/schema-figures",
    "weapons=\"halberd\"\n               morale=\"fair\" figures=\"8\"", "weapons=\"halberd\"\n               morale=\"fair\" figures=\"eight\"",
    1, BN_XML_ERROR_INVALID, "<unit-type>", TRUE },
  { "/unit-costs/corrupt/schema-fraction",
    "label=\"dedicated warriors\" times=\"3/2\"", "label=\"dedicated warriors\" times=\"3/0\"",
    1, BN_XML_ERROR_INVALID, "<dedicated>", TRUE },
  { "/unit-costs/corrupt/schema-unknown-arm",
    "<arm id=\"artillery\"", "<arm id=\"chariots\"",
    1, BN_XML_ERROR_INVALID, "<arm>", TRUE },
  { "/unit-costs/corrupt/doctype",
    "<unit-rules version=\"1\">", "<!DOCTYPE unit-rules>\n<unit-rules version=\"1\">",
    1, BN_XML_ERROR_FORBIDDEN, "document type declarations are not allowed", TRUE },
};

static void
test_corrupted (gconstpointer data)
{
  const Corruption *c = data;
  g_autoptr(GString) text = units_text ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BnUnitRules) rules = NULL;
  const char *found, *tag_end;
  GQuark domain = c->domain == 0 ? BN_UNIT_RULES_ERROR : BN_XML_ERROR;
  guint line = 1;

  found = strstr (text->str, c->find);
  if (found == NULL)
    g_error ("“%s” is not in units.xml", c->find);
  /* libxml2 numbers an element by the line its start tag ends on. */
  tag_end = strchr (found, '>');
  g_assert_nonnull (tag_end);
  for (const char *p = text->str; p < tag_end; p++)
    line += *p == '\n';
  /* Exactly one replacement: the text to corrupt is unambiguous. */
  g_assert_cmpuint (g_string_replace (text, c->find, c->replace, 0), ==, 1);

  rules = load_text (text, "corrupt-units.xml", &error);
  g_assert_null (rules);
  g_assert_error (error, domain, c->code);
  g_assert_true (g_str_has_prefix (error->message, "corrupt-units.xml: "));
  if (strstr (error->message, c->message_part) == NULL)
    g_error ("expected “%s” in “%s”", c->message_part, error->message);
  if (c->at_line)
    {
      g_autofree char *where = g_strdup_printf ("corrupt-units.xml: line %u: ", line);

      if (!g_str_has_prefix (error->message, where))
        g_error ("expected “%s” at the start of “%s”", where, error->message);
    }
}

/* Kings and leaders (Lionheart, King/Leader, Leadership Rating), worked
 * by hand: foot 10, horse 14 (spears or bows, morale 2, rating 2);
 * morale, armour and weapons as other troops; rating 1 halves the final
 * cost, rating 3 takes one and a half times it; rounded up once. */
typedef struct
{
  BnArm       arm;
  BnArmour    armour;
  const char *weapon;
  BnMorale    morale;
  gboolean    shields;
  guint       leadership;
  guint       cost;
  const char *explained;
} KingCase;

static const KingCase kings[] = {
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "spear", BN_MORALE_FAIR, FALSE, 2, 10,
    "King/Leader on foot 10 + spear 0 = 10" },
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "spear", BN_MORALE_FAIR, FALSE, 1, 5,
    "King/Leader on foot 10 + spear 0 = 10; leadership (rating 1) × 1/2 = 5" },
  { BN_ARM_FOOT, BN_ARMOUR_NONE, "bow", BN_MORALE_FAIR, FALSE, 3, 15,
    "King/Leader on foot 10 + bow 0 = 10; leadership (rating 3) × 3/2 = 15" },
  /* 10 + 3 + 2 = 15; × 3/2 = 22.5 → 23. */
  { BN_ARM_FOOT, BN_ARMOUR_MEDIUM, "halberd", BN_MORALE_FAIR, FALSE, 3, 23,
    "King/Leader on foot 10 + medium armour 3 + halberd 2 = 15; leadership (rating 3) × 3/2 = 22 1/2, rounded up to 23" },
  /* 10 + 1 + 0 + 1 + 2 = 14; × 1/2 = 7. */
  { BN_ARM_FOOT, BN_ARMOUR_LIGHT, "spear", BN_MORALE_GOOD, TRUE, 1, 7,
    "King/Leader on foot 10 + light armour 1 + spear 0 + shields 1 + good morale 2 = 14; leadership (rating 1) × 1/2 = 7" },
  /* 14 + 12 + 0 + 4 = 30; × 3/2 = 45. */
  { BN_ARM_HORSE, BN_ARMOUR_HEAVY, "lance", BN_MORALE_GOOD, FALSE, 3, 45,
    "King/Leader mounted 14 + heavy armour 12 + lance 0 + good morale 4 = 30; leadership (rating 3) × 3/2 = 45" },
  /* 14 + 6 + 1 = 21; rating 2. */
  { BN_ARM_HORSE, BN_ARMOUR_MEDIUM, "heavy-weapon", BN_MORALE_FAIR, FALSE, 2, 21,
    "King/Leader mounted 14 + medium armour 6 + heavy weapon 1 = 21" },
  /* 14 + 2 − 4 = 12… with sidearms −1: 11; × 1/2 = 5.5 → 6. */
  { BN_ARM_HORSE, BN_ARMOUR_LIGHT, "sidearms", BN_MORALE_POOR, FALSE, 1, 6,
    "King/Leader mounted 14 + light armour 2 + sidearms -1 + poor morale -4 = 11; leadership (rating 1) × 1/2 = 5 1/2, rounded up to 6" },
};

static void
test_king_leader_costs (void)
{
  g_autoptr(BnUnitRules) rules = default_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (kings); i++)
    {
      const KingCase *c = &kings[i];
      g_autoptr(BnUnit) unit = make_unit (c->arm, c->armour, c->weapon, c->morale, 1);
      g_autoptr(BnCostBreakdown) breakdown = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;

      unit->shields = c->shields;
      g_assert_cmpuint (bn_unit_rules_price_leader (rules, unit, c->leadership, &breakdown, &error), ==,
                        c->cost);
      g_assert_no_error (error);
      text = bn_cost_breakdown_to_string (breakdown);
      g_assert_cmpstr (text, ==, c->explained);
    }
}

/* House: a player-leader or vassal leading an army as its King/Leader is
 * rated by his Initiative (10 + points): 11–13 → 1, 14–17 → 2, 18–20 → 3. */
static void
test_king_leader_rating_from_initiative (void)
{
  g_autoptr(BnUnitRules) rules = default_rules ();
  static const guint expected[][2] = {
    { 11, 1 }, { 13, 1 }, { 14, 2 }, { 17, 2 }, { 18, 3 }, { 20, 3 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpuint (bn_unit_rules_leadership_for_initiative (rules, expected[i][0]), ==, expected[i][1]);
}

/* A King/Leader is on foot or mounted, rated 1 to 3, and none of light
 * troops, dedicated warriors, mercenaries or peasants. */
static void
test_king_leader_refusals (void)
{
  g_autoptr(BnUnitRules) rules = default_rules ();
  g_autoptr(BnUnit) unit = make_unit (BN_ARM_FOOT, BN_ARMOUR_NONE, "spear", BN_MORALE_FAIR, 1);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (bn_unit_rules_price_leader (rules, unit, 4, NULL, &error), ==, 0);
  g_assert_error (error, BN_UNIT_ERROR, BN_UNIT_ERROR_ILLEGAL);
  g_clear_error (&error);
  unit->mercenary = TRUE;
  g_assert_cmpuint (bn_unit_rules_price_leader (rules, unit, 2, NULL, &error), ==, 0);
  g_assert_error (error, BN_UNIT_ERROR, BN_UNIT_ERROR_ILLEGAL);
  g_clear_error (&error);
  unit->mercenary = FALSE;
  unit->arm = BN_ARM_ARTILLERY;
  bn_unit_set_weapons (unit, (const char * const[]) { "gun", NULL });
  g_assert_cmpuint (bn_unit_rules_price_leader (rules, unit, 2, NULL, &error), ==, 0);
  g_assert_error (error, BN_UNIT_ERROR, BN_UNIT_ERROR_ILLEGAL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/unit-costs/load/default", test_load_default);
  g_test_add_func ("/unit-costs/load/bytes", test_load_bytes);
  g_test_add_func ("/unit-costs/catalogue/costs", test_catalogue_costs);
  g_test_add_func ("/unit-costs/catalogue/period-types", test_catalogue_has_period_types);
  g_test_add_func ("/unit-costs/catalogue/new-unit-is-a-copy", test_new_unit_is_a_copy);
  g_test_add_func ("/unit-costs/modifiers/alone", test_modifiers_alone);
  g_test_add_func ("/unit-costs/modifiers/combined", test_modifiers_combined);
  g_test_add_func ("/unit-costs/rounding", test_rounding);
  g_test_add_func ("/unit-costs/mercenary/promise", test_mercenary_promise);
  g_test_add_func ("/unit-costs/peasants", test_peasants);
  for (guint i = 0; i < G_N_ELEMENTS (illegal); i++)
    g_test_add_data_func (illegal[i].path, &illegal[i], test_illegal);
  g_test_add_func ("/unit-costs/dedicated-and-mercenary-any-armour",
                   test_dedicated_and_mercenary_allow_any_armour);
  g_test_add_func ("/unit-costs/figures/limits", test_figures_limits);
  g_test_add_func ("/unit-costs/battle-class/derivation", test_battle_class_derivation);
  g_test_add_func ("/unit-costs/battle-class/classes", test_classes);
  g_test_add_func ("/unit-costs/tables/costs", test_cost_tables);
  g_test_add_func ("/unit-costs/tables/weapons", test_weapons);
  g_test_add_func ("/unit-costs/breakdown", test_breakdown);
  g_test_add_func ("/unit-costs/unit/record", test_unit_record);
  g_test_add_func ("/unit-costs/unit/ids", test_ids);
  g_test_add_func ("/unit-costs/data-decides", test_data_decides);
  g_test_add_func ("/unit-costs/king-leader/each-rating", test_king_leader_costs);
  g_test_add_func ("/unit-costs/king-leader/refusals", test_king_leader_refusals);
  g_test_add_func ("/unit-costs/king-leader/rating-from-initiative", test_king_leader_rating_from_initiative);
  for (guint i = 0; i < G_N_ELEMENTS (corruptions); i++)
    g_test_add_data_func (corruptions[i].test_path, &corruptions[i], test_corrupted);

  return g_test_run ();
}
