/* bn-combat-account.c — one combat of a battle, read back from its log;
 * see the header.
 *
 * A combat opens at a BN_EVENT_BATTLE and runs until the next strike of
 * another pair, or the next event that belongs to the turn rather than to
 * a combat (a card, an order, a move, a turn's end). A strike back by the
 * defender (L&L's battle back on a bridge) stays in the combat it answers.
 */
#include "bn-combat-account.h"

#include "bn-battle-private.h"
#include "bn-combat-notes-private.h"
#include "bn-combat-tally-private.h"
#include "bn-ruleset-hooks.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/**
 * bn_battle_event_get_strike:
 *
 * Reads a BN_EVENT_BATTLE: a strike at a lone commander is told by
 * BN_EVENT_AT_COMMANDER in its c, never by a range.
 *
 * Returns: %FALSE when @event is not a strike
 */
gboolean
bn_battle_event_get_strike (const BnBattleEvent *event,
                            BnBattleStrike      *out_strike)
{
  g_return_val_if_fail (event != NULL && out_strike != NULL, FALSE);

  if (event->type != BN_EVENT_BATTLE)
    return FALSE;
  out_strike->attacker = event->a;
  out_strike->target = event->b;
  out_strike->at_commander = (event->c & BN_EVENT_AT_COMMANDER) != 0;
  out_strike->range = event->c & ~BN_EVENT_AT_COMMANDER;
  out_strike->dice = event->value;
  return TRUE;
}

void
bn_combat_account_free (BnCombatAccount *account)
{
  if (account == NULL)
    return;
  g_clear_pointer (&account->terms[0], g_array_unref);
  g_clear_pointer (&account->terms[1], g_array_unref);
  g_clear_pointer (&account->dice_thrown, g_array_unref);
  g_free (account->rule);
  g_free (account);
}

/* Whether @event begins what follows a combat: the turn goes on. */
static gboolean
ends_combat (const BnBattle      *b,
             const BnBattleEvent *event)
{
  switch ((BnBattleEventType) event->type)
    {
    case BN_EVENT_CARD_PLAYED:
    case BN_EVENT_CARD_DISCARDED:
    case BN_EVENT_ORDERED:
    case BN_EVENT_UNIT_MOVED:
    case BN_EVENT_RECEIVED:
    case BN_EVENT_TURN_END:
    case BN_EVENT_LEADERSHIP:
    case BN_EVENT_STEP:
    case BN_EVENT_DEPLOYED:
    case BN_EVENT_GROUP_FORMED:
    case BN_EVENT_GROUP_DISSOLVED:
    case BN_EVENT_RELOADED:
    case BN_EVENT_BID:
    case BN_EVENT_MOUNTED:
      return TRUE;
    case BN_EVENT_RETAINER:
      /* A retainer's part in the melee (his leader's bonus die thrown
       * again, a ward, the Champion's die, the Standard, the Herald) is
       * the combat's; a command, a redraw or a scout is the turn's. */
      switch ((BnBattleRetainerDeed) (event->b & ~BN_SKILL_USE_PASSED))
        {
        case BN_RETAINER_DID_REROLL_DIE:
          return event->c != BN_REROLL_COMBAT_BONUS && event->c != BN_REROLL_MORALE_BONUS;
        case BN_RETAINER_DID_REROLL:
        case BN_RETAINER_DID_WARD:
        case BN_RETAINER_DID_BONUS_DIE:
        case BN_RETAINER_DID_STANDARD:
        case BN_RETAINER_DID_WITNESS:
        case BN_RETAINER_WAS_LOST:
          return FALSE;
        default:
          return TRUE;
        }
    case BN_EVENT_TABLE_MOVED:
      /* A move or a charge is the next deed; a retreat or a pivot belongs
       * to the combat. */
      return event->value == BN_TABLE_MOVE || event->value == BN_TABLE_MOVE_CHARGE;
    case BN_EVENT_COMMANDER_MOVED:
      /* A commander going with his retreating unit is part of the combat;
       * on hexes that is a move by a direction right after the retreat. */
      return bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (b->rules));
    default:
      return FALSE;
    }
}

/* Which side of the combat (0 attacker, 1 defender) @unit fights on. */
static int
combat_index (const BnCombatAccount *account,
              guint                  unit)
{
  if (unit == account->strike.attacker)
    return 0;
  if (!account->strike.at_commander && unit == account->strike.target)
    return 1;
  return -1;
}

/* What an attack die of @striker (0 or 1) did, as the engine's battle
 * sequence reads it (L&L, BattleLore): the ruleset's `strike` hook. */
static BnDieDeed
strike_deed (const BnBattle        *b,
             const BnCombatAccount *account,
             guint                  striker,
             BnDieSymbol            symbol)
{
  const BnRulesetHooks *hooks = battle_hooks (b);
  guint att = striker == 0 ? account->strike.attacker : account->strike.target;
  guint def = striker == 0 ? account->strike.target : account->strike.attacker;
  BnStrike strike;

  if (striker == 0 && account->strike.at_commander)
    return symbol == BN_DIE_SWORDS ? BN_DIE_DEED_STRIKES_COMMANDER : BN_DIE_DEED_MISS;
  strike = hooks->strike != NULL
    ? hooks->strike (battle_class (b, att), battle_weapon (b, att), battle_class (b, def), account->strike.range, symbol)
    : bn_ruleset_default_strike (battle_class (b, att), battle_weapon (b, att), battle_class (b, def),
                                 account->strike.range, symbol);
  if (strike == BN_STRIKE_HIT)
    return BN_DIE_DEED_HIT;
  if (strike == BN_STRIKE_BONUS)
    return BN_DIE_DEED_BONUS;
  return symbol == BN_DIE_FLAG ? BN_DIE_DEED_FLAG : BN_DIE_DEED_MISS;
}

/* Why crossed swords of @striker did @deed, where the shared reading
 * (bn_ruleset_default_strike()) decided it. */
static guint8
swords_why (const BnBattle        *b,
            const BnCombatAccount *account,
            guint                  striker,
            BnDieSymbol            symbol,
            BnDieDeed              deed)
{
  guint att = striker == 0 ? account->strike.attacker : account->strike.target;
  guint def = striker == 0 ? account->strike.target : account->strike.attacker;
  const BnWeaponProfile *w;
  gboolean close = account->strike.range == 1;

  if (symbol != BN_DIE_SWORDS || battle_hooks (b)->strike != NULL || account->strike.at_commander)
    return BN_SWORDS_WHY_NONE;
  if (deed != BN_DIE_DEED_BONUS)
    return deed == BN_DIE_DEED_MISS ? BN_SWORDS_WHY_NOT : BN_SWORDS_WHY_NONE;
  w = battle_weapon (b, att);
  if (close && w->polearm && battle_class (b, att)->arm == BN_BATTLE_ARM_FOOT)
    return BN_SWORDS_WHY_POLEARM;
  if (close && w->unarmed)
    return BN_SWORDS_WHY_UNARMED;
  if (close && battle_class (b, def)->armour == BN_ARMOUR_CLASS_BEST)
    return BN_SWORDS_WHY_BEST_ARMOUR;
  return BN_SWORDS_WHY_PIERCES;
}

/* Whether a saving throw of @symbol saves a figure of @unit (−1: a
 * commander), as the ruleset reads it. */
static gboolean
save_deed (const BnBattle *b,
           int             unit,
           gboolean        close,
           BnDieSymbol     symbol)
{
  const BnRulesetHooks *hooks = battle_hooks (b);

  if (unit < 0 || hooks->saves == NULL)
    return bn_ruleset_default_saves (unit >= 0 ? battle_class (b, (guint) unit) : NULL, close, symbol);
  return hooks->saves (battle_class (b, (guint) unit), close, symbol);
}

static void
read_die (const BnBattle      *b,
          BnCombatAccount     *account,
          const BnBattleEvent *event,
          guint                striker,
          gboolean             back_declared,
          guint               *attack_dice_seen)
{
  gboolean engine = !bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (b->rules));
  gboolean close = account->strike.range <= 1;
  BnCombatDie die = { .purpose = event->a, .face = (guint8) CLAMP (event->value, 0, 255), .symbol = event->b,
                      .typed = event->c != 0, .deed = BN_DIE_DEED_READ, .needs = event->needs,
                      .event = (guint) (event - &g_array_index (b->events, BnBattleEvent, 0)) };
  guint struck = 1 - striker;

  switch ((BnDiePurpose) event->a)
    {
    case BN_DIE_ATTACK:
    case BN_DIE_SHOOT:
      /* Where both sides throw in one combat by the ruleset's own code
       * (Lionheart's hand-to-hand), the attacker's dice come first. */
      if (!engine && striker == 0 && *attack_dice_seen >= account->dice[0])
        striker = 1;
      die.thrower = (guint8) striker;
      (*attack_dice_seen)++;
      if (engine)
        {
          die.deed = strike_deed (b, account, striker, (BnDieSymbol) event->b);
          die.swords_why = swords_why (b, account, striker, (BnDieSymbol) event->b, (BnDieDeed) die.deed);
          /* The first bonus strikes of a weapon that loses them against
           * mounted units count for nothing (BattleLore, weapon table:
           * short sword), as the engine takes them off. */
          if (die.deed == BN_DIE_DEED_BONUS && !account->strike.at_commander
              && battle_class (b, striker == 0 ? account->strike.target : account->strike.attacker)->arm
                 == BN_BATTLE_ARM_HORSE
              && account->ignored[striker]
                 < battle_weapon (b, striker == 0 ? account->strike.attacker : account->strike.target)->ignored_vs_horse)
            {
              die.deed = BN_DIE_DEED_MISS;
              die.swords_why = BN_SWORDS_WHY_IGNORED_VS_HORSE;
              account->ignored[striker]++;
            }
          if (die.deed == BN_DIE_DEED_HIT || die.deed == BN_DIE_DEED_BONUS
              || die.deed == BN_DIE_DEED_STRIKES_COMMANDER)
            account->hits[striker]++;
          else if (die.deed == BN_DIE_DEED_FLAG)
            account->flags[striker]++;
        }
      if (!engine && striker == 1 && !back_declared)
        account->dice[1]++;
      break;
    case BN_DIE_SAVE:
    case BN_DIE_FLAG_SAVE:
      die.thrower = (guint8) struck;
      if (engine)
        {
          int unit = struck == 0 ? (int) account->strike.attacker
                   : account->strike.at_commander ? -1 : (int) account->strike.target;
          gboolean saved = save_deed (b, unit, close, (BnDieSymbol) event->b);

          die.deed = saved ? BN_DIE_DEED_SAVED : BN_DIE_DEED_NOT_SAVED;
          if (event->a == BN_DIE_SAVE)
            {
              account->saves_thrown[struck]++;
              account->saved[struck] += saved;
            }
        }
      break;
    case BN_DIE_DEFENCE:
      die.thrower = 1;
      if (engine && !account->strike.at_commander)
        {
          const BnWeaponProfile *w = battle_weapon (b, account->strike.target);
          gboolean hit = w->unarmed ? (close && event->b == BN_DIE_SWORDS)
                                    : bn_die_symbol_hits ((BnDieSymbol) event->b,
                                                          battle_class (b, account->strike.attacker)->armour);

          die.deed = hit ? BN_DIE_DEED_HIT : BN_DIE_DEED_MISS;
          if (event->b == BN_DIE_SWORDS && !hit)
            die.swords_why = BN_SWORDS_WHY_DEFENCE;
          account->hits[1] += hit;
          account->dice[1] = MAX (account->dice[1], 1u);
        }
      break;
    case BN_DIE_PANIC:
    case BN_DIE_PANIC_MOVE:
    case BN_DIE_FIGURE_LOSS:
    case BN_DIE_RETREAT_LOSS:
    case BN_DIE_COMMANDER_LOSS:
      die.thrower = (guint8) struck;
      break;
    default:
      /* A leader's or retainer's D20 is told by its own event. */
      return;
    }
  g_array_append_val (account->dice_thrown, die);
}

static BnCombatAccount *
account_open (const BnBattle       *b,
              const BnBattleEvent  *event,
              guint                 index)
{
  BnCombatAccount *account = g_new0 (BnCombatAccount, 1);

  bn_battle_event_get_strike (event, &account->strike);
  account->first_event = index;
  account->end_event = index + 1;
  account->sides[0] = event->side;
  account->sides[1] = 1 - MIN (event->side, 1u);
  account->dice[0] = (guint) MAX (event->value, 0);
  account->declared_target = account->strike.target;
  account->dice_thrown = g_array_new (FALSE, FALSE, sizeof (BnCombatDie));
  account->terms[0] = g_array_new (FALSE, FALSE, sizeof (BnDiceTerm));
  account->terms[1] = g_array_new (FALSE, FALSE, sizeof (BnDiceTerm));
  battle_strike_terms_of (b, index, 0, account->terms[0]);
  battle_strike_terms_of (b, index, 1, account->terms[1]);
  account->struck_leader = battle_struck_leader_of (b, index);
  account->struck_leader_rule = account->struck_leader >= 0 ? battle_cite (b, "Commanders in battle") : NULL;
  account->no_defence = event->held & BN_NO_DEFENCE_MASK;
  account->flags_held = event->held & BN_FLAGS_HELD_MASK;
  if (account->no_defence != 0)
    account->no_defence_rule = account->no_defence == BN_NO_DEFENCE_PASSIVE_FRONT ? battle_cite (b, "Fronts")
                                                                                  : battle_cite (b, "Defence");
  if (account->flags_held == BN_FLAGS_HELD_STANDARD)
    account->flags_rule = "Day of Battle, Special retainers: Standard";
  else if (account->flags_held == BN_FLAGS_HELD_GROUND)
    account->flags_rule = battle_cite (b, "order sheet");
  else if (account->flags_held != 0)
    account->flags_rule = battle_cite (b, "Retreat");
  return account;
}

/* The rulebook's section @section as the ruleset in play names it. */
const char *
battle_cite (const BnBattle *b,
             const char     *section)
{
  const BnRulesetHooks *hooks = battle_hooks (b);
  const char *own = hooks->cite != NULL ? hooks->cite (section) : NULL;
  g_autofree char *lnl = NULL;

  if (own != NULL)
    return own;
  lnl = g_strdup_printf ("L&L, %s", section);
  return g_intern_string (lnl);
}

/* The sections of its text the combat went through. */
static char *
account_rule (const BnBattle        *b,
              const BnCombatAccount *account)
{
  const BnRuleset *ruleset = bn_battle_rules_get_ruleset (b->rules);
  gboolean defended = FALSE, fell_back = FALSE;

  if (bn_battle_is_on_table (b))
    return g_strdup (account->strike.range > 1
                     ? "Junior General, Archery; playsheet: MISSILES"
                     : "Junior General, Melee; playsheet: MELEE, +1 flank attacks; Commanders: 1D10");
  if (bn_ruleset_plays_own_turn (ruleset))
    return g_strdup (account->strike.range > 1
                     ? "Lionheart, Combat: Saving rolls; Panic: Targets of missile fire; Panic moves"
                     : "Lionheart, Combat: hand-to-hand, Melee complications, Saving rolls; Panic; Panic moves");
  if (account->strike.at_commander)
    return g_strdup (battle_cite (b, "Hitting a commander"));
  for (guint d = 0; d < account->dice_thrown->len; d++)
    {
      const BnCombatDie *die = &g_array_index (account->dice_thrown, BnCombatDie, d);

      defended |= die->purpose == BN_DIE_DEFENCE;
      fell_back |= die->purpose == BN_DIE_FLAG_SAVE;
    }
  fell_back |= account->retreat[1] > 0 || account->blocked[1] || account->routed[1];
  return g_strdup_printf ("%s; %s%s%s%s%s%s%s", battle_cite (b, "order sheet, Battle"), battle_cite (b, "Resolve battle"),
                          account->withdraw_rule != NULL ? "; " : "",
                          account->withdraw_rule != NULL ? account->withdraw_rule : "",
                          defended ? "; " : "", defended ? battle_cite (b, "Defence") : "", fell_back ? "; " : "",
                          fell_back ? battle_cite (b, "Retreat rules") : "");
}

/* Whether two hits or more of @striker's attack dice (crossed swords not
 * counted; where the ruleset says so, two of one symbol) make the first
 * an automatic kill (L&L, Resolve battle). */
static gboolean
automatic_kill_of (const BnBattle        *b,
                   const BnCombatAccount *account,
                   guint                  striker)
{
  guint by_symbol[BN_DIE_N_SYMBOLS] = { 0, };
  guint plain = 0;
  gboolean automatic = FALSE;

  for (guint d = 0; d < account->dice_thrown->len; d++)
    {
      const BnCombatDie *die = &g_array_index (account->dice_thrown, BnCombatDie, d);

      if (die->thrower == striker && die->deed == BN_DIE_DEED_HIT && die->symbol < BN_DIE_N_SYMBOLS
          && (die->purpose == BN_DIE_ATTACK || die->purpose == BN_DIE_SHOOT))
        {
          plain++;
          by_symbol[die->symbol]++;
        }
    }
  if (!bn_battle_rules_get_constants (b->rules)->auto_kill_identical)
    return plain > 1;
  for (guint sym = 0; sym < BN_DIE_N_SYMBOLS; sym++)
    automatic |= by_symbol[sym] > 1;
  return automatic;
}

/* Where every hit went, as the engine's battle sequence takes them (L&L,
 * Resolve battle: the first of two hits or more kills outright, every
 * other may be saved; house reading: hits beyond the struck unit's
 * figures are wasted before the saving throws; Combat: "never more
 * casualties than the number of figures remaining in its own ranks";
 * Fronts: a mixed unit firing, never more than its firearms). @kills
 * figures of the defender fell to the attack's hits, the first leaving
 * @first_left (−1: none fell). */
static void
account_tally (const BnBattle  *b,
               BnCombatAccount *account,
               guint            kills,
               int              first_left)
{
  gboolean fast = (b->scenario->options & BN_BATTLE_OPTION_FAST_PLAY) != 0;
  gboolean close = account->strike.range <= 1;

  if (bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (b->rules)) || bn_battle_is_on_table (b)
      || account->strike.at_commander)
    return;
  for (guint k = 0; k < 2; k++)
    {
      guint striker_unit = k == 0 ? account->strike.attacker : account->strike.target;
      guint left_hits, due, lost;

      account->automatic[k] = automatic_kill_of (b, account, k) ? 1 : 0;
      /* A defence throw's hit and the leader's die of a unit that makes a
       * stand each cost a figure outright (L&L, Defence; Day of Battle,
       * Combat Bonus). */
      if (k == 1)
        {
          for (guint d = 0; d < account->dice_thrown->len; d++)
            {
              const BnCombatDie *die = &g_array_index (account->dice_thrown, BnCombatDie, d);

              account->unsaveable[1] += die->purpose == BN_DIE_DEFENCE && die->deed == BN_DIE_DEED_HIT;
            }
          account->unsaveable[1] += account->bonus_hits[1];
        }
      if (account->hits[k] < account->automatic[k] + account->unsaveable[k])
        continue;
      left_hits = account->hits[k] - account->automatic[k] - account->unsaveable[k];
      if (k == 0 && fast)
        {
          /* No saving throws: every hit the defender's figures could take
           * kills; the figures it had are read from its first loss. */
          guint figures = first_left >= 0 ? (guint) first_left + 1 : account->automatic[0];
          guint room = figures - MIN (figures, account->automatic[0]);

          account->unthrown[0] = MIN (left_hits, room);
          account->wasted[0] = left_hits - account->unthrown[0];
        }
      else
        account->wasted[k] = left_hits - MIN (left_hits, account->saves_thrown[1 - k]);
      due = account->automatic[k] + account->unsaveable[k] + account->unthrown[k]
            + account->saves_thrown[1 - k] - MIN (account->saved[1 - k], account->saves_thrown[1 - k]);
      lost = k == 0 ? kills : account->figures_lost[0];
      if (due <= lost)
        continue;
      account->capped[k] = due - lost;
      if (k == 0)
        {
          account->automatic_kill = account->automatic[0] > 0;
          account->casualties_capped = account->capped[0];
          account->casualties_cap = lost;
          account->cap_firearms = !close && bn_battle_get_unit (b, striker_unit)->firearms > 0
                                  && lost == bn_battle_get_unit (b, striker_unit)->firearms;
          account->cap_rule = battle_cite (b, account->cap_firearms ? "Fronts" : "Combat");
        }
      else if (account->cap_rule == NULL)
        account->cap_rule = battle_cite (b, "Combat");
    }
  account->automatic_kill = account->automatic[0] > 0;
}

/* A defender that made a stand and threw no defence die, with no reason
 * noted by the engine: the hits destroyed it first (L&L, order sheet,
 * Battle: "defender makes saving throws, kills are eliminated. defender
 * throws defensive battle die (if eligible)"). */
static void
account_no_defence (const BnBattle  *b,
                    BnCombatAccount *account,
                    gboolean         defended)
{
  if (defended || account->no_defence != 0 || !account->destroyed[1] || account->withdrew
      || account->strike.at_commander || bn_battle_is_on_table (b)
      || bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (b->rules))
      || bn_battle_rules_get_constants (b->rules)->no_defence_throw
      || (b->scenario->options & BN_BATTLE_OPTION_FAST_PLAY) != 0)
    return;
  account->no_defence = BN_NO_DEFENCE_DESTROYED;
  account->no_defence_rule = battle_cite (b, "order sheet, Battle");
}

/**
 * bn_combat_accounts_read:
 * @first_event: the first event to read
 * @end_event: one past the last (clamped to the log)
 *
 * Returns: (transfer full) (element-type BnCombatAccount): the combats
 *   that begin between them, each read to its end (which may lie beyond
 *   @end_event)
 */
GPtrArray *
bn_combat_accounts_read (const BnBattle *battle,
                         guint           first_event,
                         guint           end_event)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_combat_account_free);
  guint n = battle->events->len;
  guint read_to = first_event;   /* the events read into a combat so far */

  g_return_val_if_fail (battle != NULL, out);

  for (guint e = first_event; e < MIN (end_event, n); e++)
    {
      const BnBattleEvent *event = &g_array_index (battle->events, BnBattleEvent, e);
      BnCombatAccount *account;
      guint striker = 0, attack_dice_seen = 0, kills = 0;
      gboolean back_declared = FALSE, resolving = TRUE, defended = FALSE;
      int bonus_hit[2] = { 0, 0 };   /* a side's bonus D20s: the last thrown replaces the one before */
      int first_left = -1, blocked_unit = -1;
      guint f = e + 1;

      /* A strike back was read with the combat it answers. */
      if (event->type != BN_EVENT_BATTLE || e < read_to)
        continue;
      account = account_open (battle, event, e);
      for (; f < n; f++)
        {
          const BnBattleEvent *ev = &g_array_index (battle->events, BnBattleEvent, f);
          int k = -1;

          /* The defence throw, a strike back or a retreat ends the
           * attacker's own hits and saves. */
          if (ev->type == BN_EVENT_BATTLE || ev->type == BN_EVENT_RETREAT || ev->type == BN_EVENT_RETREAT_BLOCKED
              || (ev->type == BN_EVENT_DIE && (ev->a == BN_DIE_DEFENCE || ev->a == BN_DIE_FLAG_SAVE)))
            resolving = FALSE;
          if (ev->type == BN_EVENT_BATTLE)
            {
              BnBattleStrike back;

              /* The defender striking back belongs to this combat. */
              bn_battle_event_get_strike (ev, &back);
              if (back.at_commander || account->strike.at_commander || back.attacker != account->strike.target
                  || back.target != account->strike.attacker)
                break;
              striker = 1;
              back_declared = TRUE;
              account->dice[1] += (guint) MAX (back.dice, 0);
              battle_strike_terms_of (battle, f, 0, account->terms[1]);
              continue;
            }
          if (ends_combat (battle, ev))
            break;
          switch ((BnBattleEventType) ev->type)
            {
            case BN_EVENT_DIE:
              read_die (battle, account, ev, striker, back_declared, &attack_dice_seen);
              defended |= ev->a == BN_DIE_DEFENCE;
              break;
            case BN_EVENT_LEADER_SKILL:
              /* His bonus die, thrown again by a retainer: the new value
               * replaces the original (Day of Battle, Retainers). */
              if ((ev->b & ~BN_SKILL_USE_PASSED) == BN_SKILL_USE_COMBAT_BONUS)
                bonus_hit[ev->side == account->sides[0] ? 0 : 1] = (ev->b & BN_SKILL_USE_PASSED) != 0;
              break;
            case BN_EVENT_RETAINER:
              /* The Champion's or the Archer's die: a hit the target may
               * save (Day of Battle, Special retainers). */
              if ((ev->b & ~BN_SKILL_USE_PASSED) == BN_RETAINER_DID_BONUS_DIE && (ev->b & BN_SKILL_USE_PASSED))
                {
                  account->bonus_hits[ev->side == account->sides[0] ? 0 : 1]++;
                  account->hits[ev->side == account->sides[0] ? 0 : 1]++;
                }
              break;
            case BN_EVENT_FIGURE_LOST:
              if ((k = combat_index (account, ev->a)) >= 0)
                account->figures_lost[k]++;
              if (k >= 0 && blocked_unit == (int) ev->a)
                account->blocked_figures[k]++;
              if (k == 1 && resolving)
                {
                  if (kills == 0)
                    first_left = ev->value;
                  kills++;
                }
              break;
            case BN_EVENT_WITHDRAW:
              if (combat_index (account, ev->a) == 1)
                account->withdrew = TRUE;
              /* "A unit making a voluntary retreat is allowed to saving
               * throws, but not a defence throw" (L&L, Voluntary retreat);
               * Junior General's evading cavalry is another matter. */
              if (account->withdrew && !bn_battle_is_on_table (battle)
                  && !bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (battle->rules)))
                account->withdraw_rule = battle_cite (battle, "Voluntary retreat");
              break;
            case BN_EVENT_RETREAT:
              if ((k = combat_index (account, ev->a)) >= 0)
                {
                  if (ev->b == 0xFF)
                    account->routed[k] = TRUE;
                  else
                    account->retreat[k]++;
                }
              break;
            case BN_EVENT_TABLE_MOVED:
              if ((k = combat_index (account, ev->a)) >= 0 && ev->value == BN_TABLE_MOVE_RETREAT)
                account->retreat[k] += ev->c;
              break;
            case BN_EVENT_RETREAT_BLOCKED:
              if ((k = combat_index (account, ev->a)) >= 0)
                account->blocked[k] = TRUE;
              /* The figure it pays, when not its commander, is the next event. */
              blocked_unit = (int) ev->a;
              continue;
            case BN_EVENT_UNIT_ELIMINATED:
              if ((k = combat_index (account, ev->a)) >= 0)
                account->destroyed[k] = TRUE;
              break;
            case BN_EVENT_STAND:
              /* Junior General: the defender strikes back in the melee. */
              if (ev->b == 1 && combat_index (account, ev->a) == 1)
                {
                  back_declared = TRUE;
                  account->dice[1] += (guint) MAX (ev->value, 0);
                  battle_strike_terms_of (battle, f, 0, account->terms[1]);
                }
              break;
            case BN_EVENT_CASUALTIES:
              /* The dice followed the unit that took the casualties: the
               * combat is its own from here (L&L, Combat: "the defender has
               * the option of choosing which unit will take casualties"). */
              if (!account->strike.at_commander && ev->a < battle->s.n_units
                  && battle->s.units[ev->a].side == account->sides[1])
                account->strike.target = ev->a;
              {
                g_autoptr(GArray) now = g_array_new (FALSE, FALSE, sizeof (BnDiceTerm));

                battle_strike_terms_of (battle, f, 0, now);
                if (now->len > 0)
                  {
                    account->dice[0] = (guint) MAX (ev->value, 0);
                    g_array_set_size (account->terms[0], 0);
                    g_array_append_vals (account->terms[0], now->data, now->len);
                  }
              }
              break;
            case BN_EVENT_PANICKED:
              if ((k = combat_index (account, ev->a)) >= 0)
                account->panicked[k] = TRUE;
              break;
            case BN_EVENT_RALLIED:
              if ((k = combat_index (account, ev->a)) >= 0)
                account->rallied[k] = TRUE;
              break;
            case BN_EVENT_COMMANDER_ELIMINATED:
            case BN_EVENT_COMMANDER_WOUNDED:
            case BN_EVENT_COMMANDER_CAPTURED:
              if (ev->a < battle->s.n_commanders && battle->s.commanders[ev->a].side == account->sides[1])
                account->commander_fell = TRUE;
              break;
            default:
              break;
            }
          blocked_unit = -1;
        }
      account->end_event = f;
      read_to = f;
      for (guint k = 0; k < 2; k++)
        {
          account->bonus_hits[k] += (guint) bonus_hit[k];
          account->hits[k] += (guint) bonus_hit[k];
        }
      account_no_defence (battle, account, defended);
      account_tally (battle, account, kills, first_left);
      battle_combat_tally_own (battle, account);
      account->rule = account_rule (battle, account);
      g_ptr_array_add (out, account);
    }
  return out;
}
