/* bn-battle-record-from-battle.c — a battle core battle as a career record.
 *
 * The events say what happened but not where the commanders stood when it
 * did, and a deed doubles when its leader was with the unit. So the battle
 * is played again from its seed, action by action, on a fresh BnBattle,
 * and each action's events are read with the state as it was just after
 * that action. The replay is also a check: a battle that does not play
 * again the same way (another seed, other armies) is refused.
 *
 * Which leader a commander of the battle is follows the order
 * bn_battle_army_from_roster() gives them: the army commander first (the
 * commander post, else the army's own leader with the first unit), then
 * the captains in post order, then the heroes, each a commander who
 * stays with his unit. Keep the two in step.
 *
 * The personal combat skill checks of the commanders were made by the
 * battle itself (bn-battle-risk.c), with the cards drawn for a struck
 * leader: they are read from its log, not rolled again. A hero takes the
 * field as a commander who stays with his unit and checks there too; only
 * one who did not (no skill on record) has his checks put on the melees
 * of the unit he stands in, for the sequence to roll.
 *
 * Each deed names the turn and action of the log it was read from.
 */
#include "bn-battle-record-from-battle.h"
#include "bn-dealt-cards.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "bn-battle-log-xml.h"
#include "junior-general/bn-junior-general.h"

typedef struct
{
  gint64 commanders[BN_BATTLE_MAX_COMMANDERS];  /* leader of each commander spec */
  guint n_commanders;
  gint64 heroes[BN_BATTLE_MAX_UNITS];           /* hero of each unit spec; 0: none */
} SideLeaders;

static const BnLeader *
find_leader (const BnFightSide *side,
             gint64             id)
{
  if (side->leader != NULL && side->leader->id == id)
    return side->leader;
  for (guint i = 0; side->domain != NULL && i < side->domain->len; i++)
    {
      const BnLeader *vassal = g_ptr_array_index (side->domain, i);

      if (vassal->id == id)
        return vassal;
    }
  return NULL;
}

static void
side_leaders (const BnFightSide *side,
              SideLeaders       *out)
{
  gboolean has_commander = FALSE;

  memset (out, 0, sizeof *out);
  if (side->army == NULL)
    return;
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < side->army->posts->len; i++)
      {
        const BnArmyPost *post = g_ptr_array_index (side->army->posts, i);
        const BnLeader *holder = find_leader (side, post->leader_id);

        if ((pass == 0) != (post->role == BN_ARMY_ROLE_COMMANDER) || post->role == BN_ARMY_ROLE_HERO)
          continue;
        if (holder != NULL && !bn_leader_can_take_the_field (holder))
          continue;
        if (post->role == BN_ARMY_ROLE_COMMANDER && has_commander)
          continue;
        if (out->n_commanders < BN_BATTLE_MAX_COMMANDERS)
          out->commanders[out->n_commanders++] = post->leader_id;
        has_commander |= post->role == BN_ARMY_ROLE_COMMANDER;
      }
  if (!has_commander && out->n_commanders < BN_BATTLE_MAX_COMMANDERS)
    {
      memmove (&out->commanders[1], &out->commanders[0], out->n_commanders * sizeof out->commanders[0]);
      out->commanders[0] = side->leader != NULL ? side->leader->id : side->army->leader_id;
      out->n_commanders++;
    }
  for (guint i = 0; i < side->army->posts->len; i++)
    {
      const BnArmyPost *post = g_ptr_array_index (side->army->posts, i);
      const BnLeader *holder = find_leader (side, post->leader_id);

      if (post->role == BN_ARMY_ROLE_HERO && post->unit_index >= 0 &&
          post->unit_index < BN_BATTLE_MAX_UNITS && (holder == NULL || bn_leader_can_take_the_field (holder)))
        out->heroes[post->unit_index] = post->leader_id;
    }
  /* Heroes who took the field as commanders of their own come after the
   * leaders (bn_battle_army_from_roster()). */
  for (guint c = out->n_commanders; side->battle_army != NULL && c < side->battle_army->n_commanders
       && c < BN_BATTLE_MAX_COMMANDERS; c++)
    if (side->battle_army->commanders[c].hero && side->battle_army->commanders[c].unit >= 0)
      out->commanders[out->n_commanders++] = out->heroes[side->battle_army->commanders[c].unit];
}

typedef struct
{
  const BnFightSide *sides;
  SideLeaders leaders[2];
  BnBattle *live;
  guint n_units_side0;
  BnBattleRecord *record;
  /* Per battle unit. */
  guint8 routed[BN_BATTLE_MAX_UNITS];
  /* The units whose melee in progress a herald witnessed. */
  guint8 heralded[BN_BATTLE_MAX_UNITS];
  /* The moment of the event being read. */
  guint turn;
  guint action;
  /* Each commander's last check read, for the cards, the ward or the
   * throw again that follow it. */
  BnPcsCheck *last_check[BN_BATTLE_MAX_COMMANDERS];
  /* The common retainer throwing a commander's check again, until the
   * check thrown again is read. */
  const char *rerolled_by[BN_BATTLE_MAX_COMMANDERS];
  /* What a wound takes off each commander's skill as the battle goes:
   * from his spec, a wounding card, a Healer (docs/rules.md, "Wounds"). */
  guint wound[BN_BATTLE_MAX_COMMANDERS];
  guint last_retainer_die;      /* the last BN_DIE_RETAINER thrown */
} Reader;

/* The combat being read: one "battle" of two units and what followed. */
typedef struct
{
  gboolean open;
  guint units[2];             /* attacker, target */
  guint range;
  guint lost[2];
  gboolean retreated[2];
  gboolean eliminated[2];
  /* Who stood with each unit when it was declared. */
  gint64 present[2][BN_BATTLE_MAX_COMMANDERS + 1];
  guint n_present[2];
  gint64 credited[2];         /* the leader credited with each unit's deeds; 0: none */
  gboolean attached[2];
  guint turn;                 /* where it began in the log: its deeds name it */
  guint action;
} Combat;

static guint
unit_side (const Reader *reader,
           guint         unit)
{
  return unit < reader->n_units_side0 ? 0 : 1;
}

static guint
unit_spec (const Reader *reader,
           guint         unit)
{
  return unit < reader->n_units_side0 ? unit : unit - reader->n_units_side0;
}

static BnSide
record_side (guint side)
{
  return side == 0 ? BN_SIDE_PLAYER : BN_SIDE_OPPONENT;
}

/* The live commander of @side whose spec is @spec, or NULL when dead. */
static const BnBattleCommander *
live_commander (const Reader *reader,
                guint         side,
                guint         spec)
{
  int c = bn_battle_find_commander (reader->live, side, spec);
  const BnBattleCommander *commander = c >= 0 ? bn_battle_get_commander (reader->live, (guint) c) : NULL;

  return commander != NULL && commander->alive ? commander : NULL;
}

/* The record's post of a leader: the unit he started with, from 1; 0: none. */
static guint
post_unit (const Reader *reader,
           guint         side,
           guint         spec)
{
  const BnBattleArmy *army = reader->sides[side].battle_army;

  return spec < army->n_commanders && army->commanders[spec].unit >= 0 ? (guint) army->commanders[spec].unit + 1 : 0;
}

/* Whether the live commander of @side whose spec is @spec stands with
 * battle unit @unit, where the ruleset places him: in its hex on a board
 * of hexes, in base contact on an open table (Junior General), or as the
 * unit he leads from where commanders are no pieces (Lionheart). */
static gboolean
stands_with (const Reader            *reader,
             guint                    side,
             guint                    spec,
             const BnBattleCommander *commander,
             guint                    unit)
{
  const BnRuleset *ruleset = bn_battle_rules_get_ruleset (bn_battle_get_rules (reader->live));
  int index = bn_battle_find_commander (reader->live, side, spec);

  if (ruleset->board == BN_RULESET_BOARD_TABLE)
    return index >= 0 && bn_jg_get_commander_unit (reader->live, (guint) index) == (int) unit;
  if (bn_ruleset_plays_own_turn (ruleset))
    return commander->attached == (int) unit;
  return bn_hex_equal (commander->hex, bn_battle_get_unit (reader->live, unit)->hex);
}

/* Who commands @unit now, of the leaders the campaign knows: the captain
 * whose post is that unit, while he lives; else the leader standing with
 * it (L&L, "Companies": a commander who enters a unit's hex takes command
 * of it), the army commander first; else the captain of the "Battle" it
 * belongs to while it stands in his zone (L&L, "Battles"). Nobody else:
 * a unit no leader commands earns no leader its deeds (DoB, "Honor
 * Points": "a unit under his command"). */
static gint64
unit_commander (const Reader *reader,
                guint         unit,
                gboolean     *out_attached)
{
  guint side = unit_side (reader, unit);
  guint spec = unit_spec (reader, unit);
  const SideLeaders *leaders = &reader->leaders[side];
  const BnBattleArmy *army = reader->sides[side].battle_army;
  const BnBattleUnit *u = bn_battle_get_unit (reader->live, unit);
  const BnBattleCommander *commander;
  guint n = MIN (leaders->n_commanders, army->n_commanders);
  int chosen = -1;

  *out_attached = FALSE;
  if (reader->sides[side].army == NULL)
    return 0;
  for (guint c = 1; c < n && chosen < 0; c++)
    if (army->commanders[c].unit == (int) spec && !army->commanders[c].hero && live_commander (reader, side, c) != NULL)
      chosen = (int) c;
  for (guint c = 0; c < n && chosen < 0; c++)
    if (!army->commanders[c].hero && (commander = live_commander (reader, side, c)) != NULL &&
        stands_with (reader, side, c, commander, unit))
      chosen = (int) c;
  if (chosen < 0 && u->group >= 0 && bn_battle_unit_in_group_zoc (reader->live, unit))
    {
      const BnBattleGroup *group = bn_battle_get_group (reader->live, (guint) u->group);
      const BnBattleCommander *captain = group != NULL && group->alive
                                         ? bn_battle_get_commander (reader->live, group->captain) : NULL;

      if (captain != NULL && captain->alive && captain->side == side && captain->spec < n &&
          !army->commanders[captain->spec].hero)
        chosen = captain->spec;
    }
  if (chosen < 0)
    return 0;
  /* Attached: standing with the unit, and it is the unit of his post (a
   * leader who rode over to another unit commands it but is not its own). */
  commander = live_commander (reader, side, (guint) chosen);
  *out_attached = commander != NULL && bn_hex_equal (commander->hex, u->hex) &&
                  post_unit (reader, side, (guint) chosen) == spec + 1;
  return leaders->commanders[chosen];
}

static void
add_deed (Reader     *reader,
          const char *deed,
          guint       unit,
          gint64      leader_id,
          gboolean    attached)
{
  BnBattleDeed *entry;

  if (leader_id == 0)
    return;
  entry = bn_battle_record_add_deed (reader->record, deed, unit_spec (reader, unit) + 1, leader_id,
                                     attached, reader->heralded[unit] != 0);
  entry->turn = reader->turn;
  entry->action = reader->action;
}

static void
combat_open (Reader *reader,
             Combat *combat,
             guint   attacker,
             guint   target,
             guint   range)
{
  memset (combat, 0, sizeof *combat);
  memset (reader->heralded, 0, sizeof reader->heralded);
  combat->open = TRUE;
  combat->turn = reader->turn;
  combat->action = reader->action;
  combat->units[0] = attacker;
  combat->units[1] = target;
  combat->range = range;
  for (guint k = 0; k < 2; k++)
    {
      guint unit = combat->units[k];
      guint side = unit_side (reader, unit);
      const BnBattleUnit *u = bn_battle_get_unit (reader->live, unit);
      const SideLeaders *leaders = &reader->leaders[side];

      combat->credited[k] = unit_commander (reader, unit, &combat->attached[k]);
      if (reader->sides[side].army == NULL)
        continue;
      /* The commanders with a skill made their checks on the field. */
      for (guint c = 0; c < leaders->n_commanders; c++)
        {
          const BnBattleCommander *commander = live_commander (reader, side, c);

          if (commander != NULL && commander->pcs == 0 && bn_hex_equal (commander->hex, u->hex))
            combat->present[k][combat->n_present[k]++] = leaders->commanders[c];
        }
      if (leaders->heroes[unit_spec (reader, unit)] != 0)
        {
          gint64 hero = leaders->heroes[unit_spec (reader, unit)];
          gboolean there = FALSE;

          /* A hero who took the field as a commander stands there already,
           * or made his checks on the field when he has a skill. */
          for (guint i = 0; i < combat->n_present[k]; i++)
            there |= combat->present[k][i] == hero;
          for (guint c = 0; c < leaders->n_commanders; c++)
            there |= leaders->commanders[c] == hero && reader->sides[side].battle_army != NULL &&
                     c < reader->sides[side].battle_army->n_commanders &&
                     reader->sides[side].battle_army->commanders[c].pcs > 0;
          if (!there)
            combat->present[k][combat->n_present[k]++] = hero;
        }
    }
}

/* What a finished combat earned: DoB's deeds, and a personal combat
 * skill check for each hero (and commander without a skill) who stood in
 * a melee. */
static void
combat_close (Reader *reader,
              Combat *combat)
{
  guint loss[2];
  int winner = -1;
  guint turn = reader->turn, action = reader->action;

  if (!combat->open)
    return;
  combat->open = FALSE;
  reader->turn = combat->turn;
  reader->action = combat->action;
  for (guint k = 0; k < 2; k++)
    loss[k] = combat->lost[k] + (combat->retreated[k] ? 1 : 0) + (combat->eliminated[k] ? 1 : 0);
  if (loss[0] != loss[1])
    winner = loss[0] < loss[1] ? 0 : 1;

  for (guint k = 0; k < 2; k++)
    {
      guint other = 1 - k;
      guint unit = combat->units[k];

      if (combat->eliminated[other])
        add_deed (reader, "destroyed-unit", unit, combat->credited[k], combat->attached[k]);
      else if (combat->retreated[other])
        {
          add_deed (reader, "routed-enemy", unit, combat->credited[k], combat->attached[k]);
          reader->routed[combat->units[other]] = 1;
          add_deed (reader, "unit-fled", combat->units[other], combat->credited[other], combat->attached[other]);
        }
      if (combat->eliminated[k])
        add_deed (reader, "lost-unit", unit, combat->credited[k], combat->attached[k]);
      if (combat->range <= 1 && winner == (int) k)
        add_deed (reader, "won-melee", unit, combat->credited[k], combat->attached[k]);
    }
  reader->turn = turn;
  reader->action = action;

  memset (reader->heralded, 0, sizeof reader->heralded);
  if (combat->range > 1)
    return;
  for (guint k = 0; k < 2; k++)
    for (guint i = 0; i < combat->n_present[k]; i++)
      {
        BnPcsCheck *check = bn_battle_record_add_check (reader->record, combat->present[k][i], BN_CHECK_MELEE, 0);

        check->lost_melee = winner == (int) (1 - k);
        check->strike_difference = (guint) ABS ((int) combat->lost[0] - (int) combat->lost[1]);
      }
}

/* A commander killed on the board: one who lost a single combat is killed
 * ("Highest score wins and opponent is killed", L&L, Single combat); any
 * other's fate is the sequence's to read, as one struck in a lost melee. */
static void
commander_fell (Reader   *reader,
                guint     index,
                gboolean  in_single_combat)
{
  const BnBattleCommander *commander = bn_battle_get_commander (reader->live, index);
  const SideLeaders *leaders = &reader->leaders[commander->side];
  BnPcsCheck *check;

  if (reader->sides[commander->side].army == NULL || commander->spec >= leaders->n_commanders)
    return;
  check = bn_battle_record_add_check (reader->record, leaders->commanders[commander->spec], BN_CHECK_MELEE, 0);
  check->single_combat = in_single_combat;
  check->lost_melee = !in_single_combat;
}

static gint64
commander_leader (const Reader *reader,
                  guint         index)
{
  const BnBattleCommander *commander = bn_battle_get_commander (reader->live, index);
  const SideLeaders *leaders = &reader->leaders[commander->side];

  if (reader->sides[commander->side].army == NULL || commander->spec >= leaders->n_commanders)
    return 0;
  return leaders->commanders[commander->spec];
}

static const char * const retainer_ids[BN_RETAINER_N_TYPES] = {
    [BN_RETAINER_TYPE_PAGE] = "page", [BN_RETAINER_TYPE_SQUIRE] = "squire",
    [BN_RETAINER_TYPE_SERGEANT] = "sergeant", [BN_RETAINER_TYPE_ARCHER] = "archer",
    [BN_RETAINER_TYPE_CHAMPION] = "champion", [BN_RETAINER_TYPE_STANDARD] = "standard",
    [BN_RETAINER_TYPE_HERALD] = "herald", [BN_RETAINER_TYPE_HEALER] = "healer",
    [BN_RETAINER_TYPE_SCOUT] = "scout",
};

/* What a retainer did on the board, as the career reads it: a herald's
 * witness doubles the honor of the melee in progress; a ward or a throw
 * again goes with the check it was for; a Healer who removed his leader's
 * wound heals it; a common retainer used is gone for the battle; a
 * special one that acted (the Archer's and the Champion's dice, the
 * Standard holding, the Healer, the Scout) is named in the ledger. */
static void
read_retainer (Reader              *reader,
               const BnBattleEvent *event)
{
  const char * const *ids = retainer_ids;
  guint deed = event->b & ~BN_SKILL_USE_PASSED;
  const BnBattleRetainer *r;
  gint64 leader_id;

  if (event->a >= bn_battle_get_n_retainers (reader->live))
    return;
  r = bn_battle_get_retainer (reader->live, event->a);
  if (deed == BN_RETAINER_DID_WITNESS)
    {
      if (event->c < BN_BATTLE_MAX_UNITS)
        reader->heralded[event->c] = 1;
      return;
    }
  if (deed == BN_RETAINER_WAS_LOST || deed == BN_RETAINER_DID_SCOUT_CARD || r->type >= BN_RETAINER_N_TYPES
      || ids[r->type] == NULL)
    return;
  leader_id = commander_leader (reader, r->commander);
  if (leader_id == 0 || bn_battle_record_find_leader (reader->record, leader_id) == NULL)
    return;
  if (deed == BN_RETAINER_DID_WARD && r->commander < BN_BATTLE_MAX_COMMANDERS
      && reader->last_check[r->commander] != NULL && reader->last_check[r->commander]->retainer == NULL)
    {
      BnPcsCheck *check = reader->last_check[r->commander];

      check->retainer = g_strdup (ids[r->type]);
      check->ward_roll = reader->last_retainer_die;
      return;
    }
  if (deed == BN_RETAINER_DID_REROLL && r->commander < BN_BATTLE_MAX_COMMANDERS)
    {
      reader->rerolled_by[r->commander] = ids[r->type];
      return;
    }
  if (deed == BN_RETAINER_DID_HEAL_WOUND && (event->b & BN_SKILL_USE_PASSED) != 0 && r->commander < BN_BATTLE_MAX_COMMANDERS)
    reader->wound[r->commander] = 0;
  bn_battle_record_add_retainer_use (reader->record, leader_id, ids[r->type]);
  if (deed == BN_RETAINER_DID_REROLL_DIE && bn_reroll_die_id ((BnRerollDie) event->c) != NULL)
    {
      BnRetainerUse *use = g_ptr_array_index (reader->record->retainers, reader->record->retainers->len - 1);

      use->rethrown = g_strdup (bn_reroll_die_id ((BnRerollDie) event->c));
      use->rethrown_roll = (guint) CLAMP (event->value, 1, 20);
    }
  if (deed == BN_RETAINER_DID_HEAL_WOUND && (event->b & BN_SKILL_USE_PASSED) != 0)
    ((BnRetainerUse *) g_ptr_array_index (reader->record->retainers,
                                          reader->record->retainers->len - 1))->heals_wound = TRUE;
}

static void
read_event (Reader              *reader,
            Combat              *combat,
            int                 *duel_loser,
            const BnBattleEvent *event)
{
  switch (event->type)
    {
    case BN_EVENT_BATTLE:
      combat_close (reader, combat);
      /* A strike at a lone commander is no combat between units. */
      if ((event->c & BN_EVENT_AT_COMMANDER) == 0)
        combat_open (reader, combat, event->a, event->b, event->c);
      break;
    case BN_EVENT_FIGURE_LOST:
    case BN_EVENT_RETREAT:
    case BN_EVENT_UNIT_ELIMINATED:
      for (guint k = 0; combat->open && k < 2; k++)
        if (combat->units[k] == event->a)
          {
            if (event->type == BN_EVENT_FIGURE_LOST)
              combat->lost[k]++;
            else if (event->type == BN_EVENT_RETREAT)
              combat->retreated[k] = TRUE;
            else
              combat->eliminated[k] = TRUE;
          }
      break;
    case BN_EVENT_DUEL:
      /* The loser of a duel falls; a drawn one kills nobody yet. */
      *duel_loser = event->value > 0 ? event->b : event->value < 0 ? event->a : -1;
      if (*duel_loser >= 0)
        {
          gint64 winner = commander_leader (reader, *duel_loser == event->a ? event->b : event->a);

          if (winner != 0)
            {
              BnBattleDeed *deed = bn_battle_record_add_deed (reader->record, "single-combat-kill", 0, winner,
                                                              FALSE, FALSE);

              deed->turn = reader->turn;
              deed->action = reader->action;
            }
        }
      break;
    case BN_EVENT_DIE:
      if (event->a == BN_DIE_RETAINER)
        reader->last_retainer_die = (guint) event->value;
      break;
    case BN_EVENT_PCS_CHECK:
      {
        gint64 leader = commander_leader (reader, event->a);
        BnPcsCheck *check;

        if (leader == 0 || event->a >= BN_BATTLE_MAX_COMMANDERS)
          break;
        if ((event->b & BN_PCS_REROLL) != 0 && reader->last_check[event->a] != NULL)
          {
            /* Thrown again: the new D20 replaces the one before. A check
             * thrown again twice names the last retainer; the one before
             * is a retainer used. */
            check = reader->last_check[event->a];
            if (reader->rerolled_by[event->a] != NULL)
              {
                if (check->reroll_retainer != NULL)
                  bn_battle_record_add_retainer_use (reader->record, leader, check->reroll_retainer);
                g_free (check->reroll_retainer);
                check->reroll_retainer = g_strdup (reader->rerolled_by[event->a]);
                check->first_roll = check->roll;
              }
            check->roll = (guint) event->value;
            reader->rerolled_by[event->a] = NULL;
            break;
          }
        check = bn_battle_record_add_check (reader->record, leader,
                                            (event->b & BN_PCS_MISSILE) ? BN_CHECK_MISSILE : BN_CHECK_MELEE,
                                            (guint) event->value);
        check->lost_melee = (event->b & BN_PCS_LOST_MELEE) != 0;
        check->strike_difference = event->c;
        check->wound = (gint) reader->wound[event->a];
        reader->last_check[event->a] = check;
      }
      break;
    case BN_EVENT_RISK_CARD:
      if (event->a < BN_BATTLE_MAX_COMMANDERS && reader->last_check[event->a] != NULL)
        {
          if (event->c == 0)
            reader->last_check[event->a]->card = event->b;
          else
            reader->last_check[event->a]->found_card = event->b;
        }
      /* A wounding card: he fights on with the wound. */
      if (event->a < BN_BATTLE_MAX_COMMANDERS && event->c == 0 && (event->value & 0xFF) == BN_RISK_WOUNDED)
        {
          const BnBattleCommander *commander = bn_battle_get_commander (reader->live, event->a);
          guint side = commander->side;

          reader->wound[event->a] = MAX (reader->wound[event->a], reader->sides[side].battle_army->risk.wound);
        }
      break;
    case BN_EVENT_COMMANDER_ELIMINATED:
      commander_fell (reader, event->a, *duel_loser == (int) event->a);
      *duel_loser = -1;
      break;
    case BN_EVENT_TURN_END:
      /* A ransom paid (appendix 2) gave him back: he did not fall. */
      *duel_loser = -1;
      combat_close (reader, combat);
      break;
    case BN_EVENT_GAME_OVER:
      combat_close (reader, combat);
      break;
    case BN_EVENT_RETAINER:
      read_retainer (reader, event);
      break;
    default:
      break;
    }
}

/* At the end: the units that stand on an objective their side holds. */
static void
read_objectives (Reader *reader)
{
  const BnScenario *scenario = bn_battle_get_scenario (reader->live);

  for (guint i = 0; i < scenario->n_objectives; i++)
    {
      BnHex hex = bn_hex_from_offset (scenario->objectives[i].col, scenario->objectives[i].row);
      guint8 units[4];
      guint n = bn_battle_units_at (reader->live, hex, units);
      gboolean mixed = FALSE;

      for (guint k = 1; k < n; k++)
        mixed |= bn_battle_get_unit (reader->live, units[k])->side != bn_battle_get_unit (reader->live, units[0])->side;
      for (guint k = 0; k < n && !mixed; k++)
        {
          gboolean attached;
          gint64 leader = unit_commander (reader, units[k], &attached);

          add_deed (reader, "held-objective", units[k], leader, attached);
        }
    }
}

static void
add_leaders (Reader *reader)
{
  for (guint side = 0; side < 2; side++)
    {
      const SideLeaders *leaders = &reader->leaders[side];

      if (reader->sides[side].army == NULL)
        continue;
      for (guint c = 0; c < leaders->n_commanders; c++)
        if (bn_battle_record_find_leader (reader->record, leaders->commanders[c]) == NULL)
          bn_battle_record_add_leader (reader->record, record_side (side), leaders->commanders[c],
                                       post_unit (reader, side, c));
      for (guint u = 0; u < BN_BATTLE_MAX_UNITS; u++)
        if (leaders->heroes[u] != 0 && bn_battle_record_find_leader (reader->record, leaders->heroes[u]) == NULL)
          bn_battle_record_add_leader (reader->record, record_side (side), leaders->heroes[u], u + 1);
    }
}

/* The figures a roster unit of @roster figures lost, when its battle unit
 * began with @start and ends with @now. On an open table (Junior General)
 * the battle fields a roster unit as a line of stands by its figures (1–4
 * figures make 4 stands), so the stands lost are the same share of its
 * figures, rounded to the nearest: all of them for a unit destroyed, never
 * all for one that is left on the field (docs/rules.md, "Junior General").
 * Elsewhere a battle unit's figures are the roster's. */
static guint
roster_figures_lost (gboolean table,
                     guint    roster,
                     guint    start,
                     guint    now)
{
  guint lost = start > now ? start - now : 0;

  if (!table || start == 0 || roster == 0 || start == roster)
    return lost;
  if (now == 0)
    return roster;
  return MIN ((lost * roster + start / 2) / start, roster - 1);
}

static void
add_units (Reader *reader)
{
  gboolean table = bn_battle_rules_get_ruleset (bn_battle_get_rules (reader->live))->board == BN_RULESET_BOARD_TABLE;

  for (guint i = 0; i < bn_battle_get_n_units (reader->live); i++)
    {
      guint side = unit_side (reader, i);
      guint spec = unit_spec (reader, i);
      const BnBattleUnit *u = bn_battle_get_unit (reader->live, i);
      const BnArmy *army = reader->sides[side].army;
      guint start = reader->sides[side].battle_army->units[spec].figures;
      guint roster = start, lost;

      if (army == NULL)
        continue;
      if (spec < army->units->len)
        roster = ((const BnArmyUnit *) g_ptr_array_index (army->units, spec))->unit->figures;
      lost = roster_figures_lost (table, roster, start, u->figures);
      if (lost == 0 && !reader->routed[i])
        continue;
      bn_battle_record_add_unit (reader->record, record_side (side), spec + 1, lost, u->figures == 0,
                                 reader->routed[i] && u->figures > 0);
    }
}

static gboolean
same_event (const BnBattleEvent *a,
            const BnBattleEvent *b)
{
  return a->type == b->type && a->side == b->side && a->a == b->a && a->b == b->b &&
         a->c == b->c && a->value == b->value;
}

/**
 * bn_battle_record_from_battle:
 * @battle: a battle played to its end (or its turn limit); side 0 is the
 *   player's
 * @sides: the two sides, as the battle took them and as the campaign
 *   keeps them
 * @dice_seed: the seed the battle's chance was made with
 *   (bn_battle_ai_derive_seed (seed, 0) for an auto-resolved battle)
 *
 * Returns: (transfer full): the record, with no campaign, name or id yet,
 *   or %NULL with a %BN_BATTLE_LOG_ERROR when @battle does not play again
 *   from @dice_seed and @sides
 */
BnBattleRecord *
bn_battle_record_from_battle (const BnBattle     *battle,
                              const BnFightSide   sides[2],
                              guint64             dice_seed,
                              GError            **error)
{
  return bn_battle_record_from_drawn_battle (battle, sides, dice_seed, NULL, error);
}

/**
 * bn_battle_record_from_drawn_battle:
 * @draws: (nullable) (element-type guint64): per action, the seed its rolls
 *   were drawn from (a battle over the network); 0: the battle's own chance
 *
 * As bn_battle_record_from_battle(), for a battle whose chance was
 * reseeded before some actions (bn_played_battle_act_drawn()).
 */
BnBattleRecord *
bn_battle_record_from_drawn_battle (const BnBattle     *battle,
                                    const BnFightSide   sides[2],
                                    guint64             dice_seed,
                                    const GArray       *draws,
                                    GError            **error)
{
  return bn_battle_record_from_dealt_battle (battle, sides, dice_seed, draws, NULL, error);
}

/**
 * bn_battle_record_from_dealt_battle:
 * @dealt: (nullable) (element-type guint): every card its command deck
 *   dealt, in order, both hands (a battle over the network whose deck was
 *   dealt between the two programs, once the whole deal is known); %NULL:
 *   dealt by the battle's own chance
 *
 * As bn_battle_record_from_drawn_battle(), its deck dealt again as @dealt
 * (bn_dealt_cards_attach()).
 */
BnBattleRecord *
bn_battle_record_from_dealt_battle (const BnBattle     *battle,
                                    const BnFightSide   sides[2],
                                    guint64             dice_seed,
                                    const GArray       *draws,
                                    const GArray       *dealt,
                                    GError            **error)
{
  g_autoptr(BnBattleRecord) record = bn_battle_record_new ();
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnBattle) live = NULL;
  Reader reader = { .sides = sides };
  Combat combat = { 0, };
  int duel_loser = -1;
  guint seen = 0;
  guint winner;

  g_return_val_if_fail (battle != NULL && sides != NULL, NULL);
  g_return_val_if_fail (sides[0].battle_army != NULL && sides[1].battle_army != NULL, NULL);

  record->rules = g_strdup (bn_battle_rules_get_ruleset (bn_battle_get_rules (battle))->id);
  chance = bn_chance_new_seeded (dice_seed);
  if (dealt != NULL)
    bn_dealt_cards_attach (chance, (const guint *) (gpointer) dealt->data, dealt->len);
  live = bn_battle_new (bn_battle_get_rules (battle), bn_battle_get_scenario (battle),
                        sides[0].battle_army, sides[1].battle_army, chance, error);
  if (live == NULL)
    return NULL;
  reader.live = live;
  reader.record = record;
  reader.n_units_side0 = sides[0].battle_army->n_units;
  for (guint side = 0; side < 2; side++)
    side_leaders (&sides[side], &reader.leaders[side]);
  add_leaders (&reader);
  for (guint c = 0; c < bn_battle_get_n_commanders (live) && c < BN_BATTLE_MAX_COMMANDERS; c++)
    reader.wound[c] = bn_battle_get_commander (live, c)->wound;

  for (guint i = 0; i <= bn_battle_get_n_actions (battle); i++)
    {
      if (i > 0 && draws != NULL && i - 1 < draws->len && g_array_index (draws, guint64, i - 1) != 0)
        bn_chance_reseed (chance, g_array_index (draws, guint64, i - 1));
      if (i > 0 && !bn_battle_apply (live, bn_battle_get_action (battle, i - 1), error))
        return NULL;
      for (; seen < bn_battle_get_n_events (live); seen++)
        {
          const BnBattleEvent *event = bn_battle_get_event (live, seen);

          if (seen >= bn_battle_get_n_events (battle) || !same_event (event, bn_battle_get_event (battle, seen)))
            {
              g_set_error (error, BN_BATTLE_LOG_ERROR, BN_BATTLE_LOG_ERROR_DIFFERENT,
                           _("the battle does not play again from its seed (event %u differs)"), seen + 1);
              return NULL;
            }
          reader.turn = bn_battle_get_turn (live);
          reader.action = event->action == G_MAXUINT32 ? 0 : event->action;
          read_event (&reader, &combat, &duel_loser, event);
        }
    }
  reader.turn = bn_battle_get_turn (live);
  reader.action = bn_battle_get_n_actions (live) > 0 ? bn_battle_get_n_actions (live) - 1 : 0;
  record->end_turn = reader.turn;
  record->end_action = reader.action;
  combat_close (&reader, &combat);
  read_objectives (&reader);
  add_units (&reader);

  record->army_id = sides[0].army != NULL ? sides[0].army->id : 0;
  record->opponent_army_id = sides[1].army != NULL ? sides[1].army->id : 0;
  if (sides[1].army == NULL)
    record->opponent = g_strdup (sides[1].battle_army->name);
  winner = bn_battle_get_winner (live);
  record->winner = winner == 0 ? BN_WINNER_PLAYER : winner == 1 ? BN_WINNER_OPPONENT : BN_WINNER_DRAW;
  record->player_vp = bn_battle_get_victory_points (live, 0);
  record->opponent_vp = bn_battle_get_victory_points (live, 1);
  record->unspent = -1;
  return g_steal_pointer (&record);
}
