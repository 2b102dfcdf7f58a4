/* bn-battle-leaders.c — Day of Battle's leaders and heroes on the field:
 * their skills as the spec gives them (or, in the basic game, their
 * social rank), the D20 skill checks and what each skill does in the
 * ruleset in play (its <leader-skills>), and a leader's own move.
 *
 * A commander with no campaign numbers (all 0: quick games, tests, the
 * bench) never throws a skill die, so his battles go exactly as before
 * (docs/rules.md, "Leaders and heroes on the field").
 */
#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"

/* Sets @c's skills from @spec: his own, or under the basic game his
 * social rank as every one ("use the leader's social rank value as the
 * modifier bonus"). */
void
battle_commander_skills (const BnBattle              *b,
                         BnBattleCommander           *c,
                         const BnBattleCommanderSpec *spec)
{
  guint rank = MIN (spec->social_rank, 6u);

  c->hero = spec->hero ? 1 : 0;
  c->social_rank = (guint8) rank;
  c->wound = (guint8) MIN (spec->wound, 10u);
  if ((b->scenario->options & BN_BATTLE_OPTION_BASIC_GAME) != 0)
    {
      c->initiative = (guint8) (rank > 0 ? 10 + rank : 0);
      c->morale_bonus = (guint8) rank;
      c->combat_bonus = (guint8) rank;
      c->pcs = (guint8) (rank > 0 ? 10 + rank : 0);
      return;
    }
  c->initiative = (guint8) (spec->initiative >= 11 ? MIN (spec->initiative, 20u) : 0);
  c->morale_bonus = (guint8) MIN (spec->morale_bonus, 10u);
  c->combat_bonus = (guint8) MIN (spec->combat_bonus, 10u);
  c->pcs = (guint8) (spec->pcs >= 11 ? MIN (spec->pcs, 20u) : 0);
}

/* The points @c brings to @use: 0 when he has none. */
static guint
skill_points (const BnBattleCommander *c,
              BnLeaderSkillUse         use)
{
  switch (use)
    {
    case BN_SKILL_USE_COMBAT_BONUS:
      return c->combat_bonus;
    case BN_SKILL_USE_MORALE_BONUS:
      return c->morale_bonus;
    default:
      return 0;
    }
}

static const BnSkillCheck *
skill_check_rule (const BnLeaderSkillRules *k,
                  BnLeaderSkillUse          use)
{
  switch (use)
    {
    case BN_SKILL_USE_COMBAT_BONUS:
      return &k->combat;
    case BN_SKILL_USE_MORALE_BONUS:
    default:
      return &k->morale;
    }
}

/**
 * battle_skill_number:
 *
 * What @c's D20 must show, at most, to pass a check of @use: the
 * ruleset's base + per point × his skill; 0 when he has no such skill or
 * the ruleset gives skills no part.
 */
guint
battle_skill_number (const BnBattle   *b,
                     guint             c,
                     BnLeaderSkillUse  use)
{
  const BnLeaderSkillRules *k = bn_battle_rules_get_leader_skills (b->rules);
  const BnSkillCheck *check = skill_check_rule (k, use);
  guint points = skill_points (&b->s.commanders[c], use);
  int number;

  if (!bn_leader_skill_rules_active (k) || points == 0)
    return 0;
  number = check->base + (int) (check->per_point * points);
  return (guint) CLAMP (number, 0, 20);
}

/* Throws the D20 of a check: from the battle's chance, so a player at the
 * table may type it; logged as a die (purpose BN_DIE_SKILL, no symbol) so
 * that a replay types it again. */
gboolean
battle_roll_d20 (BnBattle      *b,
                 BnDiePurpose   purpose,
                 guint         *out_value,
                 GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  BnChanceSource source = BN_CHANCE_SOURCE_SEEDED;

  if (!battle_chance_roll (b, 20, out_value, &source, &local_error))
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE, "%s", local_error->message);
      return FALSE;
    }
  battle_event (b, BN_EVENT_DIE, b->s.active, purpose, BN_DIE_N_SYMBOLS,
                source == BN_CHANCE_SOURCE_TYPED, (int) *out_value);
  return TRUE;
}

/**
 * battle_skill_check:
 *
 * @c's check of @use, when he has the skill: a D20 at or under
 * battle_skill_number(), logged with BN_EVENT_LEADER_SKILL (the number
 * needed and whether it passed). Throws nothing, and passes nothing, for a
 * commander without the skill.
 */
gboolean
battle_skill_check (BnBattle          *b,
                    guint              c,
                    BnLeaderSkillUse   use,
                    guint              about,
                    gboolean          *out_pass,
                    GError           **error)
{
  guint number = battle_skill_number (b, c, use);
  guint roll;

  *out_pass = FALSE;
  if (number == 0)
    return TRUE;
  if (!battle_roll_d20 (b, BN_DIE_SKILL, &roll, error))
    return FALSE;
  *out_pass = roll <= number;
  battle_event (b, BN_EVENT_LEADER_SKILL, b->s.commanders[c].side, c,
                (guint) use | (*out_pass ? BN_SKILL_USE_PASSED : 0), about, (int) number);
  /* A failed bonus die of his own: a common retainer may throw it again. */
  if (!*out_pass && (use == BN_SKILL_USE_COMBAT_BONUS || use == BN_SKILL_USE_MORALE_BONUS))
    return battle_reroll_offer (b, c, use == BN_SKILL_USE_COMBAT_BONUS ? BN_REROLL_COMBAT_BONUS
                                      : BN_REROLL_MORALE_BONUS, roll, 1, 0, error);
  return TRUE;
}

/**
 * battle_commander_with:
 *
 * Whether commander @c stands with @unit: in its hex, or as the ruleset
 * places its commanders (its `commander_with` hook).
 */
gboolean
battle_commander_with (const BnBattle *b,
                       guint           c,
                       guint           unit)
{
  const BnRulesetHooks *hooks = battle_hooks (b);

  if (hooks->commander_with != NULL)
    return hooks->commander_with (b, c, unit);
  /* A ruleset whose commanders are no pieces (Lionheart): each leads from
   * the unit he started with, wherever it goes. */
  if (bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (b->rules)))
    return b->s.commanders[c].attached == (int) unit;
  return bn_hex_equal (b->s.commanders[c].hex, b->s.units[unit].hex);
}

/**
 * battle_leader_within:
 *
 * Whether commander @c stands within Day of Battle's @inches of @unit:
 * hexes on a hex board; on an open table, millimetres at the ruleset's
 * mm-per-inch, from his place to the unit's centre.
 */
gboolean
battle_leader_within (const BnBattle *b,
                      guint           c,
                      BnHex           commander_hex,
                      guint           unit,
                      guint           inches)
{
  const BnLeaderSkillRules *k = bn_battle_rules_get_leader_skills (b->rules);

  if (k->mm_per_inch > 0)
    {
      const BnTablePlace *p = &b->s.commander_places[c], *q = &b->s.unit_places[unit];

      return bn_table_length (p->x - q->x, p->y - q->y) <= (double) bn_leader_skill_rules_mm (k, inches);
    }
  return bn_hex_distance (commander_hex, b->s.units[unit].hex) <= bn_leader_skill_rules_hexes (k, inches);
}

/**
 * battle_attached_leader:
 *
 * The leader or hero with campaign numbers attached to @unit, or −1: the
 * commander in its hex (not a character); under a ruleset whose
 * commanders are no pieces (Lionheart), the one who leads from it.
 */
int
battle_attached_leader (const BnBattle *b,
                        guint           unit)
{
  const BnBattleUnit *u = &b->s.units[unit];

  if (!bn_leader_skill_rules_active (bn_battle_rules_get_leader_skills (b->rules)) || u->figures == 0)
    return -1;
  if (battle_hooks (b)->commander_with != NULL)
    {
      for (guint c = 0; c < b->s.n_commanders; c++)
        if (b->s.commanders[c].alive && b->s.commanders[c].side == u->side
            && b->s.commanders[c].rank != BN_COMMANDER_CHARACTER && battle_commander_with (b, c, unit)
            && (b->s.commanders[c].combat_bonus > 0 || b->s.commanders[c].morale_bonus > 0))
          return (int) c;
      return -1;
    }
  if (bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (b->rules)))
    {
      for (guint c = 0; c < b->s.n_commanders; c++)
        if (b->s.commanders[c].alive && b->s.commanders[c].attached == (int) unit
            && b->s.commanders[c].side == u->side)
          return (int) c;
      return -1;
    }
  for (guint c = 0; c < b->s.n_commanders; c++)
    {
      const BnBattleCommander *cmd = &b->s.commanders[c];

      if (cmd->alive && cmd->side == u->side && cmd->rank != BN_COMMANDER_CHARACTER
          && bn_hex_equal (cmd->hex, u->hex) && (cmd->combat_bonus > 0 || cmd->morale_bonus > 0))
        return (int) c;
    }
  return -1;
}

/**
 * battle_leader_bonus_die:
 *
 * Combat Bonus: "when a leader is attached to a unit in melee he rolls a
 * bonus die … This bonus modifies the final hit number for this bonus
 * die" (Day of Battle, Skills). The leader attached to @unit, fighting a
 * melee against @enemy, throws his D20; at or under his hit number it is
 * one hit more (*@out_hits 1). Nothing is thrown when no leader is.
 */
gboolean
battle_leader_bonus_die (BnBattle  *b,
                         guint      unit,
                         guint      enemy,
                         guint     *out_hits,
                         GError   **error)
{
  int c = battle_attached_leader (b, unit);
  gboolean pass = FALSE;

  *out_hits = 0;
  if (c < 0)
    return TRUE;
  if (!battle_skill_check (b, (guint) c, BN_SKILL_USE_COMBAT_BONUS, enemy, &pass, error))
    return FALSE;
  *out_hits = pass ? 1 : 0;
  return TRUE;
}

/**
 * battle_leader_steadies:
 *
 * Morale Bonus: the skill "modifies a unit's morale grade when the leader
 * is attached". When @unit must retreat (or, under Lionheart, panic), its
 * attached leader throws his D20; at or under his morale number the unit
 * stands: one retreat less (no panic).
 */
gboolean
battle_leader_steadies (BnBattle  *b,
                        guint      unit,
                        gboolean  *out_steadied,
                        GError   **error)
{
  int c = battle_attached_leader (b, unit);

  *out_steadied = FALSE;
  if (c < 0)
    return TRUE;
  return battle_skill_check (b, (guint) c, BN_SKILL_USE_MORALE_BONUS, unit, out_steadied, error);
}

/* The side's army commander on the field, or −1. */
int
battle_leader_army_commander (const BnBattle *b,
                              guint           side)
{
  for (guint c = 0; c < b->s.n_commanders; c++)
    if (b->s.commanders[c].side == side && b->s.commanders[c].alive
        && b->s.commanders[c].rank == BN_COMMANDER_ARMY)
      return (int) c;
  return -1;
}

/**
 * battle_leader_initiative_bonus:
 *
 * What @side's army commander's Initiative is worth, one for every
 * initiative_step points over 10; 0 without one. Logs nothing.
 */
guint
battle_leader_initiative_bonus (const BnBattle *b,
                                guint           side)
{
  const BnLeaderSkillRules *k = bn_battle_rules_get_leader_skills (b->rules);
  int c = battle_leader_army_commander (b, side);

  if (c < 0 || !bn_leader_skill_rules_active (k) || k->initiative_step == 0 || b->s.commanders[c].initiative <= 10)
    return 0;
  return (b->s.commanders[c].initiative - 10u) / k->initiative_step;
}

/**
 * battle_leader_initiative:
 *
 * Initiative, "his ability to command": what @side's army commander adds
 * when his side plays a command card (Lionheart: to its leadership roll),
 * one for every initiative_step points over 10. No die is thrown, so a
 * card played can still be taken back; what he adds, when anything, is
 * logged (BN_EVENT_LEADER_SKILL, value: the orders or points added).
 */
guint
battle_leader_initiative (BnBattle *b,
                          guint     side)
{
  int c = battle_leader_army_commander (b, side);
  guint extra = battle_leader_initiative_bonus (b, side);

  if (extra > 0)
    battle_event (b, BN_EVENT_LEADER_SKILL, (guint) side, (guint) c,
                  BN_SKILL_USE_INITIATIVE | BN_SKILL_USE_PASSED, side, (int) extra);
  return extra;
}

/**
 * battle_leader_own_move:
 *
 * How many hexes @c may move on his own without a command: a campaign
 * leader (not a hero, who "may never move on his own") moves "up to 30"
 * once each game turn … Once stopped he is finished moving", as the
 * ruleset's hexes; 0 for every other commander.
 */
guint
battle_leader_own_move (const BnBattle *b,
                        guint           c)
{
  const BnBattleCommander *cmd = &b->s.commanders[c];
  const BnLeaderSkillRules *k = bn_battle_rules_get_leader_skills (b->rules);

  if (cmd->hero || cmd->social_rank == 0 || cmd->rank == BN_COMMANDER_CHARACTER)
    return 0;
  return bn_leader_skill_rules_hexes (k, k->leader_move_inches);
}
