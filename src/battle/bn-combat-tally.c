/* bn-combat-tally.c — where every hit of a combat went under a ruleset
 * that reads the die by its own tables: Lionheart's axes, arrows, shields
 * and saving rolls, Junior General's D6 against the playsheet. The engine's
 * battle sequence (L&L, BattleLore) is tallied in bn-combat-account.c.
 *
 * It reads the account's dice and the log, and asks the ruleset's own
 * readings (bn_lh_saves(), the Junior General tables) what a die did,
 * never its own copy of a table.
 */
#include "bn-combat-account.h"

#include "bn-battle-private.h"
#include "bn-combat-tally-private.h"
#include "junior-general/bn-junior-general.h"
#include "lionheart/bn-lionheart.h"

/* The unit of side @k (0 attacker, 1 defender) of @account. */
static guint
unit_of (const BnCombatAccount *account,
         guint                  k)
{
  return k == 0 ? account->strike.attacker : account->strike.target;
}

/* The figures each unit lost to the hits: those lost before @stop says
 * the hits are done (a panic, a blocked retreat, a retreat's or a
 * commander's die); what either lost after that is not the hits'. */
static void
lost_to_hits (const BnBattle        *b,
              const BnCombatAccount *account,
              gboolean             (*stop) (const BnBattleEvent *event),
              guint                  out_lost[2])
{
  guint n = MIN (account->end_event, b->events->len);

  out_lost[0] = out_lost[1] = 0;
  for (guint e = account->first_event; e < n; e++)
    {
      const BnBattleEvent *event = &g_array_index (b->events, BnBattleEvent, e);

      if (stop (event))
        break;
      if (event->type != BN_EVENT_FIGURE_LOST)
        continue;
      for (guint k = 0; k < 2; k++)
        if (event->a == unit_of (account, k))
          out_lost[k]++;
    }
}

/* Lionheart: the hits are taken before the panic rolls; a figure lost
 * after them is a blocked panic move's. */
static gboolean
lionheart_hits_done (const BnBattleEvent *event)
{
  return (event->type == BN_EVENT_DIE && (event->a == BN_DIE_PANIC || event->a == BN_DIE_FIGURE_LOSS))
         || event->type == BN_EVENT_PANICKED || event->type == BN_EVENT_RETREAT_BLOCKED;
}

/* Lionheart, Combat: in hand-to-hand both sides throw, an axe a hit, a
 * "Shield" of a unit with shields blocking one of the other's; a shot
 * hits on an arrow. Saving rolls: a die a hit, for the struck unit's
 * troop and armour, lightened by the striker's weapon; "(no save)": each
 * hit a figure. The figures lost are those; beyond the struck unit's
 * figures they take nothing. */
static void
tally_lionheart (const BnBattle  *b,
                 BnCombatAccount *account)
{
  const BnRuleset *ruleset = bn_battle_rules_get_ruleset (b->rules);
  gboolean melee = account->strike.range <= 1;
  guint shields[2] = { 0, 0 }, to_save[2], lost[2], saves_seen = 0;
  gboolean any[2] = { FALSE, FALSE };

  if (account->strike.at_commander || unit_of (account, 1) >= b->s.n_units)
    return;
  /* A shot at an adjacent unit is a shot: its dice say so. */
  for (guint d = 0; d < account->dice_thrown->len; d++)
    if (g_array_index (account->dice_thrown, BnCombatDie, d).purpose == BN_DIE_SHOOT)
      melee = FALSE;
  for (guint d = 0; d < account->dice_thrown->len; d++)
    {
      BnCombatDie *die = &g_array_index (account->dice_thrown, BnCombatDie, d);
      BnDieReading reading = bn_ruleset_read_die (ruleset, (BnDieSymbol) die->symbol);

      if (die->purpose != BN_DIE_ATTACK && die->purpose != BN_DIE_SHOOT)
        continue;
      if (reading == (melee ? BN_DIE_READING_AXE : BN_DIE_READING_ARROW))
        {
          die->deed = BN_DIE_DEED_HIT;
          account->hits[die->thrower]++;
        }
      else if (melee && reading == BN_DIE_READING_PANIC && b->s.units[unit_of (account, die->thrower)].shields)
        {
          die->deed = BN_DIE_DEED_SHIELD;
          shields[die->thrower]++;
        }
      else
        die->deed = BN_DIE_DEED_MISS;
    }
  for (guint k = 0; k < 2; k++)
    {
      account->shielded[k] = MIN (shields[1 - k], account->hits[k]);
      to_save[k] = account->hits[k] - account->shielded[k];
      bn_lh_saves (b, unit_of (account, 1 - k), unit_of (account, k), melee, BN_DIE_SHIELD, &any[1 - k]);
      if (!any[1 - k])
        account->no_save[k] = to_save[k];
    }
  /* The saving rolls of the unit the attacker struck come first. */
  for (guint d = 0; d < account->dice_thrown->len; d++)
    {
      BnCombatDie *die = &g_array_index (account->dice_thrown, BnCombatDie, d);
      guint struck;
      gboolean saved;

      if (die->purpose != BN_DIE_SAVE)
        continue;
      struck = any[1] && saves_seen < to_save[0] ? 1 : 0;
      saves_seen++;
      die->thrower = (guint8) struck;
      saved = bn_lh_saves (b, unit_of (account, struck), unit_of (account, 1 - struck), melee,
                           (BnDieSymbol) die->symbol, NULL);
      die->deed = saved ? BN_DIE_DEED_SAVED : BN_DIE_DEED_NOT_SAVED;
      account->saves_thrown[struck]++;
      account->saved[struck] += saved;
    }
  lost_to_hits (b, account, lionheart_hits_done, lost);
  /* In hand-to-hand each unit still up throws its panic dice, as many as
   * its morale rating, the attacker first; dedicated warriors never panic
   * (LH, Panic; Dedicated warriors). */
  if (melee)
    {
      const BnBattleUnit *att = &b->s.units[unit_of (account, 0)];
      guint own = att->dedicated || (account->destroyed[0] && lost[0] == account->figures_lost[0]) ? 0 : att->morale;
      guint panics_seen = 0;

      for (guint d = 0; d < account->dice_thrown->len; d++)
        {
          BnCombatDie *die = &g_array_index (account->dice_thrown, BnCombatDie, d);

          if (die->purpose == BN_DIE_PANIC)
            die->thrower = panics_seen++ < own ? 0 : 1;
        }
    }
  for (guint k = 0; k < 2; k++)
    {
      guint killed = account->saves_thrown[1 - k] - account->saved[1 - k] + account->no_save[k];

      account->beyond[k] = killed > lost[1 - k] ? killed - lost[1 - k] : 0;
      account->blocked_figures[k] = account->figures_lost[k] - MIN (lost[k], account->figures_lost[k]);
    }
}

/* Junior General: the stands are lost at once, before a retreat's or a
 * commander's die. */
static gboolean
junior_general_hits_done (const BnBattleEvent *event)
{
  return event->type == BN_EVENT_DIE && (event->a == BN_DIE_RETREAT_LOSS || event->a == BN_DIE_COMMANDER_LOSS);
}

/* The stands a Junior General shot's die removes: a war machine's may be
 * two (playsheet, MISSILES), read from the tables at the range the strike
 * gives; the cover the target had is what its needed number holds above
 * the open's. */
static guint
missile_removes (const BnBattle        *b,
                 const BnCombatAccount *account,
                 const BnCombatDie     *die)
{
  BnJgType shooter = bn_jg_get_unit_type (b, unit_of (account, die->thrower));
  BnJgType target = bn_jg_get_unit_type (b, unit_of (account, 1 - die->thrower));
  guint distance = MIN (account->strike.range * 10, bn_jg_missile_range_mm (b->rules, shooter));
  guint open = bn_jg_missile_needs (b->rules, shooter, target, distance, FALSE);
  guint removes;

  if (die->needs == 0 || die->face < die->needs)
    return 0;
  if (shooter == BN_JG_ARCHERY || open == 0 || die->needs < open)
    return 1;
  removes = bn_jg_missile_kills (b->rules, shooter, target, distance, FALSE, die->face - (die->needs - open));
  return removes == G_MAXUINT || removes == 0 ? 1 : removes;
}

/* Junior General, Melee ("all stands … roll 1D6 … If the result … is
 * equal or higher the enemy stand is removed"), Archery and the war
 * machines: a die that makes its number removes a stand (a machine's up
 * to two); beyond the stands the struck unit had, nothing. */
static void
tally_table (const BnBattle  *b,
             BnCombatAccount *account)
{
  guint lost[2];

  if (account->strike.at_commander || unit_of (account, 1) >= b->s.n_units)
    return;
  for (guint d = 0; d < account->dice_thrown->len; d++)
    {
      BnCombatDie *die = &g_array_index (account->dice_thrown, BnCombatDie, d);
      guint removes;

      if (die->purpose != BN_DIE_ATTACK && die->purpose != BN_DIE_SHOOT)
        continue;
      removes = die->purpose == BN_DIE_SHOOT ? missile_removes (b, account, die)
              : die->needs > 0 && die->face >= die->needs ? 1 : 0;
      die->deed = removes > 0 ? BN_DIE_DEED_HIT : BN_DIE_DEED_MISS;
      die->removes = (guint8) removes;
      account->hits[die->thrower] += removes;
    }
  lost_to_hits (b, account, junior_general_hits_done, lost);
  for (guint k = 0; k < 2; k++)
    {
      account->beyond[k] = account->hits[k] > lost[1 - k] ? account->hits[k] - lost[1 - k] : 0;
      account->blocked_figures[k] = account->figures_lost[k] - MIN (lost[k], account->figures_lost[k]);
    }
}

/**
 * battle_combat_tally_own:
 *
 * Where the hits of @account went, for a ruleset that reads the die by
 * its own tables; nothing for the engine's battle sequence.
 */
void
battle_combat_tally_own (const BnBattle  *b,
                         BnCombatAccount *account)
{
  if (bn_battle_is_on_table (b))
    tally_table (b, account);
  else if (bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (b->rules)))
    tally_lionheart (b, account);
}
