/* bn-battle-rules.c — assembling, checking and reading battle rules.
 *
 * The checks here are the ones a schema cannot express, run on whatever a
 * loader assembled, so that the engine can index the tables without a
 * "not found" case: every arm has its classes, every die face a symbol,
 * every symbol a face.
 */
#include "bn-battle-rules.h"

#include <string.h>

struct _BnBattleRules
{
  gatomicrefcount       ref_count;
  char                 *name;
  const BnRuleset      *ruleset;
  const char           *colour_names[BN_BATTLE_N_COLOURS];
  GStringChunk         *strings;
  BnClassProfile        classes[BN_BATTLE_MAX_CLASSES];
  guint                 n_classes;
  gint8                 class_index[BN_BATTLE_N_ARMS][BN_UNIT_N_CLASSES];
  BnWeaponProfile       weapons[BN_BATTLE_MAX_WEAPONS];
  guint                 n_weapons;
  BnTerrainProfile      terrains[BN_BATTLE_MAX_TERRAINS];
  guint                 n_terrains;
  BnCommandCardProfile  cards[BN_BATTLE_MAX_CARD_KINDS];
  guint                 n_cards;
  BnDieSymbol           face_symbol[7];  /* index 1–6 */
  guint                 symbol_face[BN_DIE_N_SYMBOLS];
  BnBattleConstants     constants;
  BnLeaderSkillRules    leader_skills;
  GPtrArray            *tables;   /* RulesTable, in file order */
  guint64               serial;   /* see bn_battle_rules_get_serial() */
};

typedef struct
{
  char  *id;
  int   *values;
  guint  n_values;
} RulesTable;

static void
rules_table_free (gpointer data)
{
  RulesTable *t = data;

  g_free (t->id);
  g_free (t->values);
  g_free (t);
}

struct _BnBattleRulesBuilder
{
  BnBattleRules *rules;
  guint          class_line[BN_BATTLE_MAX_CLASSES];
  guint          weapon_line[BN_BATTLE_MAX_WEAPONS];
  guint          terrain_line[BN_BATTLE_MAX_TERRAINS];
  guint          card_line[BN_BATTLE_MAX_CARD_KINDS];
  guint          face_line[7];
  gboolean       have_constants;
  /* The first problem met while adding rows, reported by finish(). */
  char          *problem;
  guint          problem_line;
};

G_DEFINE_QUARK (bn-battle-rules-error-quark, bn_battle_rules_error)

static const char *const symbol_names[BN_DIE_N_SYMBOLS] = {
  "flag", "shield", "crossed swords", "hit no armour", "hit lesser armour", "hit any armour",
};
static const char *const colour_names[BN_BATTLE_N_COLOURS] = { "red", "blue", "green" };
static const char *const arm_names[BN_BATTLE_N_ARMS] = { "foot", "horse", "artillery" };

/* Whether a hit symbol hits @armour: "hit any" always; "hit lesser" all
 * but the best armour; "hit none" only the unarmoured (L&L, Resolve
 * battle; BattleLore reads its banners the same way). */
gboolean
bn_die_symbol_hits (BnDieSymbol   symbol,
                    BnArmourClass armour)
{
  switch (symbol)
    {
    case BN_DIE_HIT_ANY:
      return TRUE;
    case BN_DIE_HIT_LESSER:
      return armour != BN_ARMOUR_CLASS_BEST;
    case BN_DIE_HIT_NONE:
      return armour == BN_ARMOUR_CLASS_NONE;
    default:
      return FALSE;
    }
}

const char *
bn_die_symbol_to_string (BnDieSymbol symbol)
{
  g_return_val_if_fail (symbol < BN_DIE_N_SYMBOLS, "?");
  return symbol_names[symbol];
}

const char *
bn_battle_colour_to_string (BnBattleColour colour)
{
  g_return_val_if_fail (colour < BN_BATTLE_N_COLOURS, "?");
  return colour_names[colour];
}

const char *
bn_battle_arm_to_string (BnBattleArm arm)
{
  g_return_val_if_fail (arm < BN_BATTLE_N_ARMS, "?");
  return arm_names[arm];
}

/* ---- the builder ---- */

BnBattleRulesBuilder *
bn_battle_rules_builder_new (const char *name)
{
  BnBattleRulesBuilder *builder = g_new0 (BnBattleRulesBuilder, 1);

  static guint64 next_serial = 0;
  G_LOCK_DEFINE_STATIC (next_serial);

  builder->rules = g_new0 (BnBattleRules, 1);
  g_atomic_ref_count_init (&builder->rules->ref_count);
  G_LOCK (next_serial);
  builder->rules->serial = ++next_serial;
  G_UNLOCK (next_serial);
  builder->rules->name = g_strdup (name != NULL ? name : "battle rules");
  builder->rules->strings = g_string_chunk_new (1024);
  memset (builder->rules->class_index, -1, sizeof builder->rules->class_index);
  builder->rules->ruleset = bn_ruleset_get_default ();
  for (guint i = 0; i < BN_BATTLE_N_COLOURS; i++)
    builder->rules->colour_names[i] = colour_names[i];
  return builder;
}

/* Which ruleset the rules are the numbers of; the default unless set. */
void
bn_battle_rules_builder_set_ruleset (BnBattleRulesBuilder *builder,
                                     const BnRuleset      *ruleset)
{
  g_return_if_fail (builder != NULL && ruleset != NULL);
  builder->rules->ruleset = ruleset;
}

/* The name the ruleset gives command colour @colour ("yellow"). */
void
bn_battle_rules_builder_set_colour_name (BnBattleRulesBuilder *builder,
                                         BnBattleColour        colour,
                                         const char           *name)
{
  g_return_if_fail (builder != NULL && colour < BN_BATTLE_N_COLOURS && name != NULL);
  builder->rules->colour_names[colour] = g_string_chunk_insert_const (builder->rules->strings, name);
}

void
bn_battle_rules_builder_free (BnBattleRulesBuilder *builder)
{
  if (builder == NULL)
    return;
  g_clear_pointer (&builder->rules, bn_battle_rules_unref);
  g_free (builder->problem);
  g_free (builder);
}

static const char *
copy_string (BnBattleRulesBuilder *builder,
             const char           *text)
{
  return text != NULL ? g_string_chunk_insert_const (builder->rules->strings, text) : NULL;
}

G_GNUC_PRINTF (3, 4)
static void
note_problem (BnBattleRulesBuilder *builder,
              guint                 line,
              const char           *format,
              ...)
{
  va_list args;

  if (builder->problem != NULL)
    return;
  va_start (args, format);
  builder->problem = g_strdup_vprintf (format, args);
  va_end (args);
  builder->problem_line = line;
}

static gboolean
dice_fit (guint n_dice)
{
  return n_dice <= BN_BATTLE_MAX_RANGE;
}

/* A class is one arm and one L&L class; each pair at most once. */
void
bn_battle_rules_builder_add_class (BnBattleRulesBuilder *builder,
                                   const BnClassProfile *profile,
                                   guint                 line)
{
  BnBattleRules *rules;
  BnClassProfile *row;

  g_return_if_fail (builder != NULL && profile != NULL);
  rules = builder->rules;
  if (rules->n_classes >= BN_BATTLE_MAX_CLASSES)
    return note_problem (builder, line, "more than %d unit classes", BN_BATTLE_MAX_CLASSES);
  if (profile->arm >= BN_BATTLE_N_ARMS || profile->unit_class >= BN_UNIT_N_CLASSES)
    return note_problem (builder, line, "class “%s” has no valid arm or class", profile->id);
  if (rules->class_index[profile->arm][profile->unit_class] >= 0)
    return note_problem (builder, line, "class “%s” repeats an arm and class already given", profile->id);
  if (!dice_fit (profile->n_dice) || profile->n_dice == 0)
    return note_problem (builder, line, "class “%s” must have 1 to %d battle dice by range",
                         profile->id, BN_BATTLE_MAX_RANGE);
  if (profile->max_figures == 0 || profile->max_figures > 255)
    return note_problem (builder, line, "class “%s” needs 1 to 255 figures", profile->id);
  if (profile->move_and_battle > profile->move)
    return note_problem (builder, line, "class “%s” moves further when battling than when not",
                         profile->id);

  row = &rules->classes[rules->n_classes];
  *row = *profile;
  row->id = copy_string (builder, profile->id);
  row->name = copy_string (builder, profile->name);
  builder->class_line[rules->n_classes] = line;
  rules->class_index[profile->arm][profile->unit_class] = (gint8) rules->n_classes;
  rules->n_classes++;
}

void
bn_battle_rules_builder_add_weapon (BnBattleRulesBuilder  *builder,
                                    const BnWeaponProfile *profile,
                                    guint                  line)
{
  BnBattleRules *rules;
  BnWeaponProfile *row;

  g_return_if_fail (builder != NULL && profile != NULL && profile->id != NULL);
  rules = builder->rules;
  if (rules->n_weapons >= BN_BATTLE_MAX_WEAPONS)
    return note_problem (builder, line, "more than %d weapons", BN_BATTLE_MAX_WEAPONS);
  if (bn_battle_rules_find_weapon (rules, profile->id) >= 0)
    return note_problem (builder, line, "weapon “%s” is given twice", profile->id);
  if (!dice_fit (profile->n_dice))
    return note_problem (builder, line, "weapon “%s” has more than %d dice by range",
                         profile->id, BN_BATTLE_MAX_RANGE);
  if (profile->unarmed && profile->ranged)
    return note_problem (builder, line, "weapon “%s” cannot be both unarmed and ranged: "
                         "the unarmed hit only in close combat", profile->id);
  row = &rules->weapons[rules->n_weapons];
  *row = *profile;
  row->id = copy_string (builder, profile->id);
  row->name = copy_string (builder, profile->name);
  builder->weapon_line[rules->n_weapons++] = line;
}

/* The first terrain added is open ground: a new battlefield is made of it. */
void
bn_battle_rules_builder_add_terrain (BnBattleRulesBuilder   *builder,
                                     const BnTerrainProfile *profile,
                                     guint                   line)
{
  BnBattleRules *rules;
  BnTerrainProfile *row;

  g_return_if_fail (builder != NULL && profile != NULL && profile->id != NULL);
  rules = builder->rules;
  if (rules->n_terrains >= BN_BATTLE_MAX_TERRAINS)
    return note_problem (builder, line, "more than %d terrain types", BN_BATTLE_MAX_TERRAINS);
  if (bn_battle_rules_find_terrain (rules, profile->id) >= 0)
    return note_problem (builder, line, "terrain “%s” is given twice", profile->id);
  if (profile->move > BN_TERRAIN_MOVE_IMPASSABLE)
    return note_problem (builder, line, "terrain “%s” has no valid movement", profile->id);
  row = &rules->terrains[rules->n_terrains];
  *row = *profile;
  row->id = copy_string (builder, profile->id);
  row->name = copy_string (builder, profile->name);
  builder->terrain_line[rules->n_terrains++] = line;
}

void
bn_battle_rules_builder_add_card (BnBattleRulesBuilder       *builder,
                                  const BnCommandCardProfile *profile,
                                  guint                       line)
{
  BnBattleRules *rules;
  BnCommandCardProfile *row;

  g_return_if_fail (builder != NULL && profile != NULL && profile->id != NULL);
  rules = builder->rules;
  if (rules->n_cards >= BN_BATTLE_MAX_CARD_KINDS)
    return note_problem (builder, line, "more than %d kinds of command card", BN_BATTLE_MAX_CARD_KINDS);
  if (bn_battle_rules_find_card (rules, profile->id) >= 0)
    return note_problem (builder, line, "command card “%s” is given twice", profile->id);
  if (profile->kind > BN_CARD_KIND_UNITS || profile->colour >= BN_BATTLE_N_COLOURS)
    return note_problem (builder, line, "command card “%s” has no valid kind or colour", profile->id);
  if (profile->copies == 0)
    return note_problem (builder, line, "command card “%s” has no copies", profile->id);
  row = &rules->cards[rules->n_cards];
  *row = *profile;
  row->id = copy_string (builder, profile->id);
  row->name = copy_string (builder, profile->name);
  builder->card_line[rules->n_cards++] = line;
}

/* @face: 1–6, the pips of a plain D6 standing in for the battle die. */
void
bn_battle_rules_builder_set_die_face (BnBattleRulesBuilder *builder,
                                      guint                 face,
                                      BnDieSymbol           symbol,
                                      guint                 line)
{
  g_return_if_fail (builder != NULL);
  if (face < 1 || face > 6 || symbol >= BN_DIE_N_SYMBOLS)
    return note_problem (builder, line, "a die face is 1 to 6 and shows one of the six symbols");
  if (builder->face_line[face] != 0)
    return note_problem (builder, line, "die face %u is given twice", face);
  builder->rules->face_symbol[face] = symbol;
  builder->face_line[face] = line > 0 ? line : G_MAXUINT;
}

/* A named table of whole numbers a ruleset reads (Lionheart's saving
 * rolls…); a second table of the same id replaces nothing and is refused
 * at finish. */
void
bn_battle_rules_builder_add_table (BnBattleRulesBuilder *builder,
                                   const char           *id,
                                   const int            *values,
                                   guint                 n_values,
                                   guint                 line)
{
  RulesTable *t;

  g_return_if_fail (builder != NULL && id != NULL && (values != NULL || n_values == 0));
  if (builder->rules->tables == NULL)
    builder->rules->tables = g_ptr_array_new_with_free_func (rules_table_free);
  if (bn_battle_rules_get_table (builder->rules, id, NULL) != NULL)
    {
      note_problem (builder, line, "two tables are called “%s”", id);
      return;
    }
  t = g_new0 (RulesTable, 1);
  t->id = g_strdup (id);
  t->values = g_memdup2 (values, n_values * sizeof *values);
  t->n_values = n_values;
  g_ptr_array_add (builder->rules->tables, t);
}

/**
 * bn_battle_rules_get_serial:
 *
 * Returns: a number no other rules made in this process have had: a key
 *   for what a ruleset reads from them once and keeps (its tables, say),
 *   which a pointer is not, as freed rules' memory is used again
 */
guint64
bn_battle_rules_get_serial (const BnBattleRules *rules)
{
  g_return_val_if_fail (rules != NULL, 0);

  return rules->serial;
}

/**
 * bn_battle_rules_get_table:
 * @out_n: (out) (optional): how many numbers it holds
 *
 * Returns: (nullable): the numbers of the table called @id, or %NULL
 */
const int *
bn_battle_rules_get_table (const BnBattleRules *rules,
                           const char          *id,
                           guint               *out_n)
{
  g_return_val_if_fail (rules != NULL && id != NULL, NULL);
  for (guint i = 0; rules->tables != NULL && i < rules->tables->len; i++)
    {
      const RulesTable *t = g_ptr_array_index (rules->tables, i);

      if (g_str_equal (t->id, id))
        {
          if (out_n != NULL)
            *out_n = t->n_values;
          return t->values;
        }
    }
  if (out_n != NULL)
    *out_n = 0;
  return NULL;
}

void
bn_battle_rules_builder_set_constants (BnBattleRulesBuilder    *builder,
                                       const BnBattleConstants *constants,
                                       guint                    line)
{
  g_return_if_fail (builder != NULL && constants != NULL);
  builder->rules->constants = *constants;
  builder->have_constants = TRUE;
}

void
bn_battle_rules_builder_set_leader_skills (BnBattleRulesBuilder     *builder,
                                           const BnLeaderSkillRules *skills,
                                           guint                     line)
{
  g_return_if_fail (builder != NULL && skills != NULL);
  if (skills->hex_inches == 0 && skills->mm_per_inch == 0)
    note_problem (builder, line, "leader-skills: a hex is at least 1 inch across (or an inch 1 mm)");
  builder->rules->leader_skills = *skills;
}

/**
 * bn_battle_rules_builder_finish:
 *
 * Checks the tables as a whole: every class of L&L present (A, B, C foot;
 * A, B horse; A artillery), at least one weapon and one terrain, the six
 * faces each showing a different symbol, at least one card that orders
 * units, and the constants given. The builder is spent either way.
 *
 * Returns: (transfer full) (nullable): the rules, or %NULL with @error
 *   naming the rule set and the line of the first problem
 */
BnBattleRules *
bn_battle_rules_builder_finish (BnBattleRulesBuilder  *builder,
                                GError               **error)
{
  static const struct { BnBattleArm arm; BnUnitClass cls; } required[] = {
    { BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_A }, { BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B },
    { BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_C }, { BN_BATTLE_ARM_HORSE, BN_UNIT_CLASS_A },
    { BN_BATTLE_ARM_HORSE, BN_UNIT_CLASS_B }, { BN_BATTLE_ARM_ARTILLERY, BN_UNIT_CLASS_A },
  };
  BnBattleRules *rules;
  gboolean seen[BN_DIE_N_SYMBOLS] = { FALSE };
  gboolean orders = FALSE;

  g_return_val_if_fail (builder != NULL, NULL);
  rules = builder->rules;

  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    if (rules->class_index[required[i].arm][required[i].cls] < 0)
      note_problem (builder, 0, "no %s class %c", arm_names[required[i].arm],
                    'A' + required[i].cls);
  if (rules->n_weapons == 0)
    note_problem (builder, 0, "no weapons");
  if (rules->n_terrains == 0)
    note_problem (builder, 0, "no terrain types (the first is open ground)");
  for (guint face = 1; face <= 6; face++)
    {
      if (builder->face_line[face] == 0)
        {
          note_problem (builder, 0, "die face %u shows no symbol", face);
          continue;
        }
      if (seen[rules->face_symbol[face]])
        note_problem (builder, builder->face_line[face] == G_MAXUINT ? 0 : builder->face_line[face],
                      "two die faces show %s", symbol_names[rules->face_symbol[face]]);
      seen[rules->face_symbol[face]] = TRUE;
      rules->symbol_face[rules->face_symbol[face]] = face;
    }
  for (guint i = 0; i < rules->n_cards; i++)
    if ((rules->cards[i].kind <= BN_CARD_KIND_COMMANDERS || rules->cards[i].kind == BN_CARD_KIND_UNITS)
        && rules->cards[i].orders > 0)
      orders = TRUE;
  if (!orders)
    note_problem (builder, 0, "no command card orders units");
  {
    guint total = 0;
    for (guint i = 0; i < rules->n_cards; i++)
      total += rules->cards[i].copies;
    if (total > BN_BATTLE_MAX_DECK)
      note_problem (builder, 0, "the command deck holds more than %d cards", BN_BATTLE_MAX_DECK);
  }
  if (!builder->have_constants)
    note_problem (builder, 0, "no constants");

  if (builder->problem != NULL)
    {
      if (builder->problem_line > 0)
        g_set_error (error, BN_BATTLE_RULES_ERROR, BN_BATTLE_RULES_ERROR_INVALID,
                     "%s:%u: %s", rules->name, builder->problem_line, builder->problem);
      else
        g_set_error (error, BN_BATTLE_RULES_ERROR, BN_BATTLE_RULES_ERROR_INVALID,
                     "%s: %s", rules->name, builder->problem);
      bn_battle_rules_builder_free (builder);
      return NULL;
    }
  builder->rules = NULL;
  bn_battle_rules_builder_free (builder);
  return rules;
}

/* ---- reading ---- */

BnBattleRules *
bn_battle_rules_ref (BnBattleRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_atomic_ref_count_inc (&rules->ref_count);
  return rules;
}

void
bn_battle_rules_unref (BnBattleRules *rules)
{
  if (rules == NULL || !g_atomic_ref_count_dec (&rules->ref_count))
    return;
  g_string_chunk_free (rules->strings);
  g_clear_pointer (&rules->tables, g_ptr_array_unref);
  g_free (rules->name);
  g_free (rules);
}

const char *
bn_battle_rules_get_name (const BnBattleRules *rules)
{
  return rules->name;
}

const BnRuleset *
bn_battle_rules_get_ruleset (const BnBattleRules *rules)
{
  return rules->ruleset;
}

/* The ruleset's word for command colour @colour: L&L's blue is
 * BattleLore's yellow. */
const char *
bn_battle_rules_colour_name (const BnBattleRules *rules,
                             BnBattleColour       colour)
{
  g_return_val_if_fail (colour < BN_BATTLE_N_COLOURS, "?");
  return rules->colour_names[colour];
}

/* Returns: the colour called @name in these rules, or −1. */
int
bn_battle_rules_find_colour (const BnBattleRules *rules,
                             const char          *name)
{
  for (guint i = 0; i < BN_BATTLE_N_COLOURS; i++)
    if (g_str_equal (rules->colour_names[i], name))
      return (int) i;
  return -1;
}

guint
bn_battle_rules_get_n_classes (const BnBattleRules *rules)
{
  return rules->n_classes;
}

const BnClassProfile *
bn_battle_rules_get_class (const BnBattleRules *rules,
                           guint                index)
{
  g_return_val_if_fail (index < rules->n_classes, NULL);
  return &rules->classes[index];
}

/* Returns: (nullable): the profile of @arm and @unit_class, or %NULL when
 * the rules have no such class (C-class horse, B-class artillery). */
const BnClassProfile *
bn_battle_rules_lookup_class (const BnBattleRules *rules,
                              BnBattleArm          arm,
                              BnUnitClass          unit_class)
{
  int index;

  if (arm >= BN_BATTLE_N_ARMS || unit_class >= BN_UNIT_N_CLASSES)
    return NULL;
  index = rules->class_index[arm][unit_class];
  return index >= 0 ? &rules->classes[index] : NULL;
}

guint
bn_battle_rules_get_n_weapons (const BnBattleRules *rules)
{
  return rules->n_weapons;
}

const BnWeaponProfile *
bn_battle_rules_get_weapon (const BnBattleRules *rules,
                            guint                index)
{
  g_return_val_if_fail (index < rules->n_weapons, NULL);
  return &rules->weapons[index];
}

/* Returns: the index of weapon @id, or −1. */
int
bn_battle_rules_find_weapon (const BnBattleRules *rules,
                             const char          *id)
{
  for (guint i = 0; i < rules->n_weapons; i++)
    if (g_strcmp0 (rules->weapons[i].id, id) == 0)
      return (int) i;
  return -1;
}

guint
bn_battle_rules_get_n_terrains (const BnBattleRules *rules)
{
  return rules->n_terrains;
}

const BnTerrainProfile *
bn_battle_rules_get_terrain (const BnBattleRules *rules,
                             guint                index)
{
  g_return_val_if_fail (index < rules->n_terrains, NULL);
  return &rules->terrains[index];
}

/**
 * bn_terrain_attacker_dice:
 *
 * What @terrain adds to the dice of an attack into it from @range hexes:
 * its attacker dice, or at range (2 or more) its ranged attacker dice when
 * the ruleset gives them apart (BattleLore's "-1 die attacker (in close
 * combat)" takes nothing off a volley; its ramparts take 2 at range, 1 in
 * close combat).
 */
int
bn_terrain_attacker_dice (const BnTerrainProfile *terrain,
                          guint                   range)
{
  g_return_val_if_fail (terrain != NULL, 0);
  return range > 1 && terrain->has_ranged_attacker_dice ? terrain->ranged_attacker_dice : terrain->attacker_dice;
}

/* Returns: the index of terrain @id, or −1. */
int
bn_battle_rules_find_terrain (const BnBattleRules *rules,
                              const char          *id)
{
  for (guint i = 0; i < rules->n_terrains; i++)
    if (g_strcmp0 (rules->terrains[i].id, id) == 0)
      return (int) i;
  return -1;
}

guint
bn_battle_rules_get_n_cards (const BnBattleRules *rules)
{
  return rules->n_cards;
}

const BnCommandCardProfile *
bn_battle_rules_get_card (const BnBattleRules *rules,
                          guint                index)
{
  g_return_val_if_fail (index < rules->n_cards, NULL);
  return &rules->cards[index];
}

/* Returns: the index of card kind @id, or −1. */
int
bn_battle_rules_find_card (const BnBattleRules *rules,
                           const char          *id)
{
  for (guint i = 0; i < rules->n_cards; i++)
    if (g_strcmp0 (rules->cards[i].id, id) == 0)
      return (int) i;
  return -1;
}

/* @face: 1–6 as a plain D6 shows it. */
BnDieSymbol
bn_battle_rules_die_symbol (const BnBattleRules *rules,
                            guint                face)
{
  g_return_val_if_fail (face >= 1 && face <= 6, BN_DIE_SHIELD);
  return rules->face_symbol[face];
}

/* The D6 face that shows @symbol: what a player types for it. */
guint
bn_battle_rules_die_face (const BnBattleRules *rules,
                          BnDieSymbol          symbol)
{
  g_return_val_if_fail (symbol < BN_DIE_N_SYMBOLS, 0);
  return rules->symbol_face[symbol];
}

const BnBattleConstants *
bn_battle_rules_get_constants (const BnBattleRules *rules)
{
  return &rules->constants;
}

/* What Day of Battle's skills do in this ruleset; hex_inches 0 when they
 * do nothing. */
const BnLeaderSkillRules *
bn_battle_rules_get_leader_skills (const BnBattleRules *rules)
{
  return &rules->leader_skills;
}

/* Whether Day of Battle's skills play any part in the ruleset. */
gboolean
bn_leader_skill_rules_active (const BnLeaderSkillRules *skills)
{
  return skills->hex_inches != 0 || skills->mm_per_inch != 0;
}

/* Day of Battle's @inches as millimetres of an open-table ruleset (its
 * mm-per-inch, the ruling's one number); 0 on a hex board. */
guint
bn_leader_skill_rules_mm (const BnLeaderSkillRules *skills,
                          guint                     inches)
{
  return skills->mm_per_inch * inches;
}

/* Day of Battle's @inches as hexes of the ruleset: whole hexes, rounded
 * down, at least one for any distance (docs/rules.md, "Leaders and heroes
 * on the field"); 0 when the ruleset has no leader skills. */
guint
bn_leader_skill_rules_hexes (const BnLeaderSkillRules *skills,
                             guint                     inches)
{
  if (skills->hex_inches == 0 || inches == 0)
    return 0;
  return MAX (inches / skills->hex_inches, 1u);
}
