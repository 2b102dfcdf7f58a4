/* bn-battle-army-from-roster.c — a roster (BnArmy) as a BnBattleArmy.
 *
 * Units: arm as it is; class from bn_unit_rules_get_battle_class() (so an
 * override on the unit type wins, as it does for the army builder); the
 * first of the unit's weapons the battle rules know (units.xml and
 * battle.xml share weapon ids); figures, mercenary and promise as saved.
 * A unit with no colour is given one, deterministically: the colour with
 * the fewest units so far (counting the units that have one), red before
 * blue before green on ties, in roster order, so the same roster always
 * fights the same way and the colours stay balanced for the command cards.
 *
 * Commanders: the post of commander becomes the army commander, captains
 * become captains, each with the unit the post names (or freestanding);
 * with no commander post the army's own leader commands, with the first
 * unit. Heroes come last, each a commander who stays with the unit of his
 * post (Day of Battle, Movement: "a hero may never move on his own"),
 * unless a leader already stands with that unit: a hex holds one
 * commander, and the hero then fights as part of the unit. Every leader
 * and hero brings his social rank and skills as his career has them now.
 * Leaders who cannot take the field (dead, captured) are left out.
 */
#include "bn-battle-army-from-roster.h"
#include "bn-army-report.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "bn-battle.h"
#include "bn-battle-rules-xml.h"
#include "junior-general/bn-junior-general.h"
#include "lionheart/bn-lionheart.h"
#include "bn-career-rules.h"

#include <string.h>

static BnBattleArm
battle_arm (BnArm arm)
{
  switch (arm)
    {
    case BN_ARM_HORSE:
      return BN_BATTLE_ARM_HORSE;
    case BN_ARM_ARTILLERY:
      return BN_BATTLE_ARM_ARTILLERY;
    case BN_ARM_FOOT:
    default:
      return BN_BATTLE_ARM_FOOT;
    }
}

/* Copies @name into a fixed buffer without cutting a UTF-8 character. */
static void
copy_name (char       *dest,
           gsize       size,
           const char *name)
{
  gsize len = strlen (name);

  if (len >= size)
    {
      const char *end = g_utf8_find_prev_char (name, name + size);

      len = end != NULL ? (gsize) (end - name) : 0;
    }
  memcpy (dest, name, len);
  dest[len] = '\0';
}

static const char *
unit_name (BnUnitRules  *rules,
           const BnUnit *unit)
{
  const BnUnitType *type;

  if (unit->name != NULL && unit->name[0] != '\0')
    return unit->name;
  type = unit->type_id != NULL ? bn_unit_rules_lookup_unit_type (rules, unit->type_id) : NULL;
  return type != NULL ? type->name : "Unit";
}

/* Names repeat on a roster ("Spearmen" twice); the battle's summaries and
 * the odds go by name, so the second becomes "Spearmen 2". */
static void
set_unique_name (BnBattleArmy *battle_army,
                 guint         index,
                 const char   *name)
{
  guint n = 1;
  char candidate[BN_BATTLE_NAME_MAX] = { 0, };

  copy_name (candidate, sizeof candidate, name);
  for (gboolean clash = TRUE; clash;)
    {
      clash = FALSE;
      for (guint i = 0; i < index && !clash; i++)
        clash = g_str_equal (battle_army->units[i].name, candidate);
      if (clash)
        {
          g_autofree char *numbered = NULL;
          char base[BN_BATTLE_NAME_MAX - 4];

          copy_name (base, sizeof base, name);
          numbered = g_strdup_printf ("%s %u", base, ++n);
          copy_name (candidate, sizeof candidate, numbered);
        }
    }
  memcpy (battle_army->units[index].name, candidate, sizeof candidate);
}

static gboolean
convert_unit (const BnArmyUnit    *entry,
              guint                index,
              BnUnitRules         *unit_rules,
              const BnBattleRules *battle_rules,
              BnBattleUnitSpec    *spec,
              GError             **error)
{
  const BnUnit *unit = entry->unit;
  BnBattleClass battle_class = bn_unit_rules_get_battle_class (unit_rules, unit);
  BnBattleArm arm = battle_arm (unit->arm);
  BnUnitClass unit_class;
  const BnClassProfile *profile;
  int weapon = -1;
  guint figures;

  if (battle_class == BN_BATTLE_CLASS_NONE)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                   _("unit %u (%s) has no battle class"), index + 1, unit_name (unit_rules, unit));
      return FALSE;
    }
  unit_class = battle_class == BN_BATTLE_CLASS_A ? BN_UNIT_CLASS_A
             : battle_class == BN_BATTLE_CLASS_B ? BN_UNIT_CLASS_B : BN_UNIT_CLASS_C;
  profile = bn_battle_rules_lookup_class (battle_rules, arm, unit_class);
  if (profile == NULL)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                   _("unit %u (%s): the battle rules have no %s-class %s"),
                   index + 1, unit_name (unit_rules, unit), bn_battle_class_get_id (battle_class),
                   bn_battle_arm_to_string (arm));
      return FALSE;
    }
  for (guint w = 0; unit->weapons[w] != NULL && weapon < 0; w++)
    weapon = bn_battle_rules_find_weapon (battle_rules, unit->weapons[w]);
  if (weapon < 0)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                   _("unit %u (%s) carries no weapon the battle rules know"),
                   index + 1, unit_name (unit_rules, unit));
      return FALSE;
    }
  figures = unit->figures;
  /* Lionheart: a unit is one stand of its type, whatever figures the
   * roster gives it (docs/rules.md, "The Lionheart variant"). */
  if (bn_battle_rules_get_constants (battle_rules)->units_are_stands)
    figures = MIN (figures, lh_most_figures (arm == BN_BATTLE_ARM_HORSE, unit->light, unit->leadership,
                                             profile->max_figures));
  /* Junior General: a roster unit is a line of stands, as many as its
   * table stands-by-figures gives its figures; a machine is one stand
   * (docs/rules.md, "Junior General"). */
  if (bn_battle_rules_get_ruleset (battle_rules)->board == BN_RULESET_BOARD_TABLE && figures > 0)
    figures = MIN (bn_jg_stands_for (battle_rules,
                                     bn_jg_type_for (battle_rules, arm, unit_class, (guint) weapon, unit->light),
                                     figures), profile->max_figures);
  if (figures == 0 || figures > profile->max_figures)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                   _("unit %u (%s) has %u figures; a %s unit fights with 1 to %u"),
                   index + 1, bn_data_text (unit_name (unit_rules, unit)), unit->figures, bn_data_text (profile->name),
                   profile->max_figures);
      return FALSE;
    }

  *spec = (BnBattleUnitSpec) {
    .arm = arm,
    .unit_class = unit_class,
    .weapon = (guint) weapon,
    .figures = figures,
    .mercenary = unit->mercenary,
    .promise = unit->mercenary ? entry->promise : 0,
    /* The finer grades a ruleset may read (Lionheart). */
    .armour_level = (guint) unit->armour + 1,
    .shields = unit->shields,
    .morale = (guint) unit->morale + 1,
    .light = unit->light,
    .dedicated = unit->dedicated,
    /* Lionheart's leadership roll reads it; the other rulesets fight the
     * unit as its class, with the army commander (docs/rules.md). */
    .leadership = unit->leadership,
    /* The verb its name takes, as its catalogue type says. */
    .singular = unit->type_id != NULL && bn_unit_rules_lookup_unit_type (unit_rules, unit->type_id) != NULL &&
                bn_unit_rules_lookup_unit_type (unit_rules, unit->type_id)->singular,
  };
  return TRUE;
}

/* The roster's King/Leader unit, or −1: where the army commander starts
 * when his post names no unit. */
static int
king_unit (const BnArmy *army)
{
  for (guint i = 0; i < army->units->len; i++)
    if (((const BnArmyUnit *) g_ptr_array_index (army->units, i))->unit->leadership > 0)
      return (int) i;
  return -1;
}

static const BnLeader *
find_leader (const BnLeader *leader,
             GPtrArray      *domain,
             gint64          id)
{
  if (leader != NULL && leader->id == id)
    return leader;
  for (guint i = 0; domain != NULL && i < domain->len; i++)
    {
      const BnLeader *vassal = g_ptr_array_index (domain, i);

      if (vassal->id == id)
        return vassal;
    }
  return NULL;
}

/* A retainer type of data/leaders.xml as the battle knows it. */
static BnBattleRetainerType
battle_retainer_type (const char *type_id)
{
  static const char * const ids[BN_RETAINER_N_TYPES] = {
    [BN_RETAINER_TYPE_PAGE] = "page", [BN_RETAINER_TYPE_SQUIRE] = "squire",
    [BN_RETAINER_TYPE_SERGEANT] = "sergeant", [BN_RETAINER_TYPE_ARCHER] = "archer",
    [BN_RETAINER_TYPE_CHAMPION] = "champion", [BN_RETAINER_TYPE_STANDARD] = "standard",
    [BN_RETAINER_TYPE_HERALD] = "herald", [BN_RETAINER_TYPE_HEALER] = "healer",
    [BN_RETAINER_TYPE_SCOUT] = "scout",
  };

  for (guint t = 1; t < BN_RETAINER_N_TYPES && type_id != NULL; t++)
    if (g_str_equal (ids[t], type_id))
      return (BnBattleRetainerType) t;
  return BN_RETAINER_TYPE_NONE;
}

/* His retainers still at hand: the common ones (Page, Squire, Sergeant),
 * and a player-leader's special ones for this battle, as the career set
 * them (bn_career_list_special_retainers()). An Archer, Champion or
 * Standard goes with the leader's own unit (the battle moves a second of
 * a kind to the next unit). */
static void
set_retainers (BnBattleCommanderSpec *spec,
               const BnLeader        *holder)
{
  spec->n_retainers = 0;
  for (guint i = 0; holder->retainers != NULL && i < holder->retainers->len; i++)
    {
      const BnRetainer *retainer = g_ptr_array_index (holder->retainers, i);
      BnBattleRetainerType type = battle_retainer_type (retainer->type_id);

      if (type == BN_RETAINER_TYPE_NONE || retainer->state != BN_RETAINER_AVAILABLE
          || spec->n_retainers >= BN_BATTLE_MAX_RETAINERS)
        continue;
      spec->retainers[spec->n_retainers++] = (BnBattleRetainerSpec) {
        .type = type,
        .success = retainer->success,
        .bonus = retainer->bonus,
        .unit = -1,
      };
    }
}

/* What the wound a leader carries takes off his personal combat skill
 * (data/honor.xml; docs/rules.md, "Wounds"). */
static guint
wound_penalty (const BnLeader *holder)
{
  BnBattleRisk table;

  if (g_strcmp0 (holder->status, "wounded") != 0)
    return 0;
  bn_battle_risk_load_default (&table);
  return table.wound;
}

/* The battle reads a leader's skills from his spec, never from the career. */
static void
set_skills (BnBattleCommanderSpec *spec,
            const BnLeader        *holder)
{
  if (holder == NULL)
    return;
  spec->wound = wound_penalty (holder);
  set_retainers (spec, holder);
  spec->social_rank = holder->social_rank;
  spec->initiative = 10 + holder->skills[BN_SKILL_INITIATIVE];
  spec->morale_bonus = holder->skills[BN_SKILL_MORALE_BONUS];
  spec->combat_bonus = holder->skills[BN_SKILL_COMBAT_BONUS];
  spec->pcs = 10 + holder->skills[BN_SKILL_PERSONAL_COMBAT];
}

/* The heroes of @army's posts, each with the unit of his post, while the
 * army has room and no other commander stands with that unit. */
static void
add_heroes (BnBattleArmy   *battle_army,
            const BnArmy   *army,
            const BnLeader *leader,
            GPtrArray      *domain)
{
  for (guint i = 0; i < army->posts->len; i++)
    {
      const BnArmyPost *post = g_ptr_array_index (army->posts, i);
      const BnLeader *holder = find_leader (leader, domain, post->leader_id);
      gboolean taken = FALSE;
      int index;

      if (post->role != BN_ARMY_ROLE_HERO || holder == NULL || !bn_leader_can_take_the_field (holder)
          || post->unit_index < 0 || (guint) post->unit_index >= battle_army->n_units)
        continue;
      for (guint c = 0; c < battle_army->n_commanders; c++)
        taken |= battle_army->commanders[c].unit == post->unit_index;
      if (taken || battle_army->n_commanders >= BN_BATTLE_ARMY_MAX_COMMANDERS)
        continue;
      index = bn_battle_army_add_commander (battle_army, NULL, BN_COMMANDER_CAPTAIN, post->unit_index);
      copy_name (battle_army->commanders[index].name, BN_BATTLE_NAME_MAX,
                 holder->name != NULL ? holder->name : "hero");
      set_skills (&battle_army->commanders[index], holder);
      battle_army->commanders[index].hero = TRUE;
    }
}

static gboolean
add_commander (BnBattleArmy    *battle_army,
               const BnLeader  *holder,
               gint64           leader_id,
               BnCommanderRank  rank,
               int              unit,
               GError         **error)
{
  g_autofree char *fallback = g_strdup_printf ("leader %" G_GINT64_FORMAT, leader_id);
  int index = bn_battle_army_add_commander (battle_army, NULL, rank, unit);

  if (index < 0)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                   _("an army takes at most %d commanders into battle"), BN_BATTLE_ARMY_MAX_COMMANDERS);
      return FALSE;
    }
  copy_name (battle_army->commanders[index].name, BN_BATTLE_NAME_MAX,
             holder != NULL && holder->name != NULL ? holder->name : fallback);
  set_skills (&battle_army->commanders[index], holder);
  return TRUE;
}

static BnRiskFate
risk_fate (BnFate fate)
{
  switch (fate)
    {
    case BN_FATE_WOUNDED: return BN_RISK_WOUNDED;
    case BN_FATE_LOST: return BN_RISK_LOST;
    case BN_FATE_CAPTURED: return BN_RISK_CAPTURED;
    case BN_FATE_KILLED: return BN_RISK_KILLED;
    case BN_FATE_UNHARMED:
    default: return BN_RISK_UNHARMED;
    }
}

/**
 * bn_battle_risk_load_default:
 *
 * The campaign's Special Results and lost-leader cards (data/honor.xml,
 * the tables the post-battle sequence reads) as the battle reads them;
 * read once. Without them (a broken install) the battle leaves a struck
 * leader's card to the campaign, after the battle.
 */
void
bn_battle_risk_load_default (BnBattleRisk *out)
{
  static BnBattleRisk table;
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BnCareerRules) rules = bn_career_rules_load_default (&error);

      memset (&table, 0, sizeof table);
      if (rules != NULL)
        {
          for (BnCard card = 0; card < BN_CARD_COUNT; card++)
            {
              table.struck[card] = (guint8) risk_fate (bn_career_rules_special_result (rules, card)->fate);
              table.found[card] = (guint8) risk_fate (bn_career_rules_lost_found (rules, card));
            }
          table.wound = (guint8) bn_career_rules_get_wound_penalty (rules);
          table.has_table = TRUE;
        }
      else
        g_warning ("the Special Results table cannot be read: %s", error->message);
      g_once_init_leave (&done, 1);
    }
  *out = table;
}

/**
 * bn_battle_army_from_roster:
 * @army: a saved roster with at least one unit
 * @leader: (nullable): the leader the army belongs to
 * @domain: (nullable) (element-type BnLeader): his vassals, for the names
 *   of the leaders in posts
 *
 * Returns: (transfer full): the side as the battle takes it, or %NULL with
 *   a %BN_BATTLE_ERROR_SETUP that names the unit at fault
 */
BnBattleArmy *
bn_battle_army_from_roster (const BnArmy        *army,
                            const BnLeader      *leader,
                            GPtrArray           *domain,
                            BnUnitRules         *unit_rules,
                            const BnBattleRules *battle_rules,
                            GError             **error)
{
  g_autoptr(BnBattleArmy) battle_army = NULL;
  guint colour_count[BN_BATTLE_N_COLOURS] = { 0, };
  gboolean has_commander = FALSE;

  g_return_val_if_fail (army != NULL && unit_rules != NULL && battle_rules != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (army->units->len == 0)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                   _("army %" PRId64 " (%s) has no units to fight with"), army->id, army->name);
      return NULL;
    }
  if (army->units->len > BN_BATTLE_ARMY_MAX_UNITS)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                   _("army %" PRId64 " (%s) has %u units; a battle takes at most %d a side"),
                   army->id, army->name, army->units->len, BN_BATTLE_ARMY_MAX_UNITS);
      return NULL;
    }

  battle_army = bn_battle_army_new (NULL);
  bn_battle_risk_load_default (&battle_army->risk);
  copy_name (battle_army->name, sizeof battle_army->name, army->name != NULL ? army->name : "army");
  {
    guint points = bn_army_get_points (army);
    guint cost = bn_army_get_cost (army, unit_rules);

    /* What the muster left unspent: under Lionheart the king may bid with
     * it for enemy mercenaries (what is owed to his own is kept apart). */
    battle_army->unspent_points = points > cost ? points - cost : 0;
  }

  for (guint i = 0; i < army->units->len; i++)
    {
      const BnArmyUnit *entry = g_ptr_array_index (army->units, i);

      if (!convert_unit (entry, i, unit_rules, battle_rules, &battle_army->units[i], error))
        return NULL;
      set_unique_name (battle_army, i, unit_name (unit_rules, entry->unit));
      battle_army->n_units = i + 1;
      if (entry->unit->colour != BN_COLOUR_NONE)
        colour_count[entry->unit->colour - BN_COLOUR_RED]++;
    }

  /* Colours: the player's where given, else the least used so far. */
  for (guint i = 0; i < army->units->len; i++)
    {
      const BnArmyUnit *entry = g_ptr_array_index (army->units, i);
      guint colour;

      if (entry->unit->colour != BN_COLOUR_NONE)
        colour = entry->unit->colour - BN_COLOUR_RED;
      else
        {
          colour = 0;
          for (guint c = 1; c < BN_BATTLE_N_COLOURS; c++)
            if (colour_count[c] < colour_count[colour])
              colour = c;
          colour_count[colour]++;
        }
      battle_army->units[i].colour = (BnBattleColour) colour;
    }

  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < army->posts->len; i++)
      {
        const BnArmyPost *post = g_ptr_array_index (army->posts, i);
        const BnLeader *holder = find_leader (leader, domain, post->leader_id);
        BnCommanderRank rank;
        int unit;

        /* The army commander first, so that he leads every list of the
         * side's commanders. */
        if ((pass == 0) != (post->role == BN_ARMY_ROLE_COMMANDER) || post->role == BN_ARMY_ROLE_HERO)
          continue;
        if (holder != NULL && !bn_leader_can_take_the_field (holder))
          continue;
        rank = post->role == BN_ARMY_ROLE_COMMANDER ? BN_COMMANDER_ARMY : BN_COMMANDER_CAPTAIN;
        if (rank == BN_COMMANDER_ARMY && has_commander)
          continue;
        unit = post->unit_index >= 0 && (guint) post->unit_index < army->units->len ? post->unit_index : -1;
        if (rank == BN_COMMANDER_ARMY && unit < 0)
          unit = king_unit (army);
        if (!add_commander (battle_army, holder, post->leader_id, rank, unit, error))
          return NULL;
        /* Under Lionheart the army commander is the army's King/Leader,
         * rated by his Initiative (units.xml, <kings>), unless the roster
         * has a King/Leader unit, whose own rating then counts. */
        if (rank == BN_COMMANDER_ARMY && holder != NULL)
          battle_army->commanders[battle_army->n_commanders - 1].leadership =
            bn_unit_rules_leadership_for_initiative (unit_rules, 10 + holder->skills[BN_SKILL_INITIATIVE]);
        has_commander |= rank == BN_COMMANDER_ARMY;
      }
  if (!has_commander)
    {
      gint64 id = leader != NULL ? leader->id : army->leader_id;

      if (battle_army->n_commanders >= BN_BATTLE_ARMY_MAX_COMMANDERS)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       _("an army takes at most %d commanders into battle"), BN_BATTLE_ARMY_MAX_COMMANDERS);
          return NULL;
        }
      /* He goes first, so shift any captains down one place. */
      memmove (&battle_army->commanders[1], &battle_army->commanders[0],
               battle_army->n_commanders * sizeof battle_army->commanders[0]);
      battle_army->n_commanders++;
      battle_army->commanders[0] = (BnBattleCommanderSpec) { .rank = BN_COMMANDER_ARMY,
                                                             .mounted = TRUE,
                                                             .unit = MAX (king_unit (army), 0) };
      set_skills (&battle_army->commanders[0], leader);
      if (leader != NULL)
        battle_army->commanders[0].leadership =
          bn_unit_rules_leadership_for_initiative (unit_rules, 10 + leader->skills[BN_SKILL_INITIATIVE]);
      if (leader != NULL && leader->name != NULL)
        copy_name (battle_army->commanders[0].name, BN_BATTLE_NAME_MAX, leader->name);
      else
        {
          g_autofree char *fallback = g_strdup_printf ("leader %" G_GINT64_FORMAT, id);

          copy_name (battle_army->commanders[0].name, BN_BATTLE_NAME_MAX, fallback);
        }
    }
  add_heroes (battle_army, army, leader, domain);
  return g_steal_pointer (&battle_army);
}

/**
 * bn_battle_unit_explain:
 *
 * How @unit fights under @battle_rules, as a player reads it: the
 * ruleset's class and the weapon it fights with ("B-class infantry (blue
 * banner), spear"), the same mapping bn_battle_army_from_roster() makes.
 *
 * Returns: (transfer full): the explanation; says so when the unit has no
 *   class or weapon there
 */
char *
bn_battle_unit_explain (const BnUnit        *unit,
                        BnUnitRules         *unit_rules,
                        const BnBattleRules *battle_rules)
{
  BnBattleClass battle_class = bn_unit_rules_get_battle_class (unit_rules, unit);
  const BnClassProfile *profile;
  int weapon = -1;

  g_return_val_if_fail (unit != NULL && unit_rules != NULL && battle_rules != NULL, NULL);

  if (battle_class == BN_BATTLE_CLASS_NONE)
    return g_strdup (_("no battle class"));
  profile = bn_battle_rules_lookup_class (battle_rules, battle_arm (unit->arm),
                                          battle_class == BN_BATTLE_CLASS_A ? BN_UNIT_CLASS_A
                                          : battle_class == BN_BATTLE_CLASS_B ? BN_UNIT_CLASS_B
                                          : BN_UNIT_CLASS_C);
  if (profile == NULL)
    return g_strdup_printf (_("no %s-class %s"), bn_battle_class_get_id (battle_class),
                            bn_battle_arm_to_string (battle_arm (unit->arm)));
  for (guint w = 0; unit->weapons[w] != NULL && weapon < 0; w++)
    weapon = bn_battle_rules_find_weapon (battle_rules, unit->weapons[w]);
  if (weapon < 0)
    return g_strdup_printf (_("%s, no weapon it knows"), bn_data_text (profile->name));
  if (bn_battle_rules_get_ruleset (battle_rules)->board == BN_RULESET_BOARD_TABLE)
    {
      /* Junior General: the text's troop type and the stands it fields. */
      BnJgType type = bn_jg_type_for (battle_rules, battle_arm (unit->arm), profile->unit_class,
                                      (guint) weapon, unit->light);
      guint stands = bn_jg_stands_for (battle_rules, type, unit->figures);

      return g_strdup_printf (ngettext ("%s, %u stand", "%s, %u stands", stands),
                              _(bn_jg_type_to_string (type)), stands);
    }
  if (unit->leadership > 0)
    {
      /* A ruleset that plays its own turn (Lionheart's leadership roll)
       * reads the rating; the card-driven ones fight the King/Leader as
       * his class, with the army commander. */
      if (bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (battle_rules)))
        {
          const BnKingRule *kings = bn_unit_rules_get_kings (unit_rules);

          return g_strdup_printf (_("%s, %s, leadership %u"),
                                  kings != NULL && kings->arm_names[unit->arm] != NULL
                                  ? bn_data_text (kings->arm_names[unit->arm]) : bn_data_text (profile->name),
                                  bn_data_text (bn_battle_rules_get_weapon (battle_rules, (guint) weapon)->name),
                                  unit->leadership);
        }
      return g_strdup_printf (_("%s, %s, with the army commander"), bn_data_text (profile->name),
                              bn_data_text (bn_battle_rules_get_weapon (battle_rules, (guint) weapon)->name));
    }
  return g_strdup_printf ("%s, %s", bn_data_text (profile->name),
                          bn_data_text (bn_battle_rules_get_weapon (battle_rules, (guint) weapon)->name));
}

/* Every ruleset's rules, loaded once per process: they never change. */
static BnBattleRules *
ruleset_rules (guint    index,
               GError **error)
{
  static BnBattleRules *loaded[16];
  G_LOCK_DEFINE_STATIC (loaded);
  BnBattleRules *rules;

  g_return_val_if_fail (index < G_N_ELEMENTS (loaded), NULL);
  G_LOCK (loaded);
  if (loaded[index] == NULL)
    loaded[index] = bn_battle_rules_load_ruleset (bn_ruleset_get_nth (index), error);
  rules = loaded[index];
  G_UNLOCK (loaded);
  return rules;
}

/**
 * bn_battle_unit_explain_rulesets:
 *
 * How @unit fights under every ruleset, for the roster view: "B-class
 * infantry, spears, in Lords & Levies; B-class infantry (blue banner),
 * spear, in BattleLore tabletop variant".
 *
 * Returns: (transfer full): the explanation, or %NULL with @error when a
 *   ruleset's data cannot be read (a broken build)
 */
char *
bn_battle_unit_explain_rulesets (const BnUnit  *unit,
                                 BnUnitRules   *unit_rules,
                                 GError       **error)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (unit != NULL && unit_rules != NULL, NULL);

  for (guint i = 0; i < bn_ruleset_get_n_rulesets (); i++)
    {
      BnBattleRules *rules = ruleset_rules (i, error);
      g_autofree char *one = NULL;

      if (rules == NULL)
        return NULL;
      one = bn_battle_unit_explain (unit, unit_rules, rules);
      /* Translators: a unit's class and weapon "in" a ruleset's name. */
      g_string_append_printf (text, _("%s%s, in %s"), i > 0 ? "; " : "", one, bn_ruleset_get_nth (i)->name);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
