/* bn-combat-notes.c — why a strike threw its dice, noted as it is
 * logged, and read back for a combat's account (bn-combat-account.h).
 *
 * Not in the log: every replay notes it all again, so a battle read from
 * its log is told as one played now.
 */
#include "bn-combat-account.h"

#include "bn-battle-private.h"
#include "bn-combat-notes-private.h"
#include "bn-ruleset-hooks.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* One reason for a strike's dice (a BnDiceTerm without its rule, which
 * the ruleset in play gives again). */
typedef struct
{
  guint32 event;     /* the strike's BN_EVENT_BATTLE, or the event that changed its dice */
  guint8  why;       /* BnDiceWhy */
  guint8  thrower;   /* 0 the striker of that event, 1 the one it struck, striking back;
                        STRUCK_LEADER: no dice, the commander (detail) standing with the
                        unit struck */
  gint16  dice;
  guint16 detail;
} BattleStrikeTerm;

#define STRUCK_LEADER 2
/* thrower of a note on a leader's check (BN_EVENT_PCS_CHECK): no dice;
 * what the check counted (bn-battle-risk.c): detail, his unit | the
 * enemy unit << 8; dice, the figures his unit lost | the enemy's << 8;
 * why, the wound he carried. */
#define RISK_COUNTED  3

/* Returns: (transfer full): the array a battle notes its strikes' dice in */
GArray *
battle_strike_terms_begin (const BnBattle *b)
{
  (void) b;
  return g_array_new (FALSE, FALSE, sizeof (BattleStrikeTerm));
}

static int
terms_sum (GArray *terms)
{
  int sum = 0;

  for (guint i = 0; i < terms->len; i++)
    sum += g_array_index (terms, BnDiceTerm, i).dice;
  return sum;
}

/* Keeps @terms (BnDiceTerm) for the event last logged, thrown by
 * @thrower of it, when they add up to @dice; what would not add up is
 * not said at all rather than said wrong. */
static void
keep_terms (BnBattle *b,
            GArray   *terms,
            guint     thrower,
            int       dice)
{
  if (terms->len == 0 || terms_sum (terms) != dice)
    return;
  for (guint i = 0; i < terms->len; i++)
    {
      const BnDiceTerm *t = &g_array_index (terms, BnDiceTerm, i);
      BattleStrikeTerm kept = { b->events->len - 1, (guint8) t->why, (guint8) thrower, (gint16) t->dice,
                                (guint16) MIN (t->detail, (guint) G_MAXUINT16) };

      g_array_append_val (b->strike_terms, kept);
    }
}

/* The ruleset's own reasons (its explain_dice hook) for @unit's dice at
 * @target: a shot (Lionheart's action c 1) or a melee. */
static void
hook_terms (const BnBattle *b,
            guint           unit,
            guint           target,
            gboolean        shot,
            GArray         *terms)
{
  BnBattleAction action = { BN_ACTION_BATTLE, (guint8) b->s.units[unit].side, (guint8) unit, (guint8) target,
                            (guint8) (shot ? 1 : 0) };

  g_array_set_size (terms, 0);
  if (battle_hooks (b)->explain_dice != NULL)
    battle_hooks (b)->explain_dice (b, &action, terms);
}

/* @event, just logged, changes what a strike throws (its BN_EVENT_BATTLE,
 * a strike back, the unit that takes the casualties): the reasons for its
 * dice are noted, as the engine counts them now. */
void
battle_strike_terms_noted (BnBattle            *b,
                           const BnBattleEvent *event)
{
  g_autoptr(GArray) terms = g_array_new (FALSE, FALSE, sizeof (BnDiceTerm));
  gboolean own = bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (b->rules)) || bn_battle_is_on_table (b);
  BnBattleStrike strike;

  if (event->type == BN_EVENT_BATTLE && bn_battle_event_get_strike (event, &strike))
    {
      gboolean melee = FALSE;

      if (strike.attacker >= b->s.n_units)
        return;
      if (!own)
        battle_explain_attack_dice (b, strike.attacker, strike.target, strike.at_commander, terms);
      else if (!strike.at_commander && strike.target < b->s.n_units)
        {
          /* Lionheart's BATTLE is a shot or a melee, told apart by its
           * dice where the range is 1. */
          hook_terms (b, strike.attacker, strike.target, strike.range > 1, terms);
          melee = strike.range == 1 && terms_sum (terms) == strike.dice;
          if (strike.range == 1 && !melee && !bn_battle_is_on_table (b))
            hook_terms (b, strike.attacker, strike.target, TRUE, terms);
        }
      keep_terms (b, terms, 0, strike.dice);
      /* Who commands the unit struck, where he stands now: the account
       * tells what he brings to its defence (L&L, Commanders in battle). */
      if (!own && !strike.at_commander && strike.target < b->s.n_units && unit_leader (b, strike.target) >= 0)
        {
          BattleStrikeTerm kept = { b->events->len - 1, BN_DICE_WHY_LEADER, STRUCK_LEADER, 0,
                                    (guint16) unit_leader (b, strike.target) };

          g_array_append_val (b->strike_terms, kept);
        }
      /* Lionheart's hand-to-hand: both throw, in one strike. */
      if (melee && !bn_battle_is_on_table (b))
        {
          g_autoptr(GArray) back = g_array_new (FALSE, FALSE, sizeof (BnDiceTerm));

          hook_terms (b, strike.target, strike.attacker, FALSE, back);
          keep_terms (b, back, 1, terms_sum (back));
        }
      return;
    }
  if (event->type == BN_EVENT_STAND && event->b == 1 && bn_battle_is_on_table (b))
    {
      /* Junior General: the target's stands strike back in the melee. */
      guint back_at = G_MAXUINT;

      for (guint e = b->events->len; e > 0 && back_at == G_MAXUINT; e--)
        {
          const BnBattleEvent *ev = &g_array_index (b->events, BnBattleEvent, e - 1);

          if (ev->type == BN_EVENT_BATTLE && ev->b == event->a)
            back_at = ev->a;
        }
      if (back_at >= b->s.n_units)
        return;
      hook_terms (b, event->a, back_at, FALSE, terms);
      keep_terms (b, terms, 0, event->value);
      return;
    }
  if (event->type == BN_EVENT_CASUALTIES && !own && b->s.attacker < b->s.n_units)
    {
      /* The dice follow the unit that takes the casualties; the
       * commander's die stays as declared. */
      int c = unit_commander (b, b->s.attacker);

      battle_explain_attack_dice (b, b->s.attacker, event->a, FALSE, terms);
      for (guint i = terms->len; i > 0; i--)
        if (g_array_index (terms, BnDiceTerm, i - 1).why == BN_DICE_WHY_LEADER)
          g_array_remove_index (terms, i - 1);
      if (b->s.support_dice > 0 && c >= 0)
        {
          BnDiceTerm leader = { BN_DICE_WHY_LEADER, b->s.support_dice, (guint) c, NULL };

          g_array_append_val (terms, leader);
        }
      keep_terms (b, terms, 0, event->value);
    }
}

/* The log cut back to @n_events (an action refused): its notes too. */
void
battle_strike_terms_truncate (BnBattle *b,
                              guint     n_events)
{
  guint keep;

  if (b->strike_terms == NULL)
    return;
  for (keep = b->strike_terms->len; keep > 0; keep--)
    if (g_array_index (b->strike_terms, BattleStrikeTerm, keep - 1).event < n_events)
      break;
  g_array_set_size (b->strike_terms, keep);
}

/* The index of the first note of @event, or the number of notes: they are
 * kept in the order logged. */
static guint
first_note_of (const BnBattle *b,
               guint           event)
{
  guint lo = 0, hi = b->strike_terms->len;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (g_array_index (b->strike_terms, BattleStrikeTerm, mid).event < event)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

/* Appends to @out (BnDiceTerm) the reasons noted for the dice @thrower
 * of event @event threw. */
void
battle_strike_terms_of (const BnBattle *b,
                        guint           event,
                        guint           thrower,
                        GArray         *out)
{
  guint lo;

  if (b->strike_terms == NULL)
    return;
  lo = first_note_of (b, event);
  for (; lo < b->strike_terms->len; lo++)
    {
      const BattleStrikeTerm *kept = &g_array_index (b->strike_terms, BattleStrikeTerm, lo);
      BnDiceTerm term;

      if (kept->event != event)
        break;
      if (kept->thrower != thrower)
        continue;
      term = (BnDiceTerm) { (BnDiceWhy) kept->why, kept->dice, kept->detail, battle_dice_term_rule (b, kept->why) };
      g_array_append_val (out, term);
    }
}

/* The commander noted standing with the unit struck at the strike @event,
 * or −1. */
int
battle_struck_leader_of (const BnBattle *b,
                         guint           event)
{
  if (b->strike_terms == NULL)
    return -1;
  for (guint i = b->strike_terms->len; i > 0; i--)
    {
      const BattleStrikeTerm *kept = &g_array_index (b->strike_terms, BattleStrikeTerm, i - 1);

      if (kept->event < event)
        break;
      if (kept->event == event && kept->thrower == STRUCK_LEADER)
        return kept->detail;
    }
  return -1;
}

/* Where the ruleset in play states the reason @why (a BnDiceWhy). */
const char *
battle_dice_term_rule (const BnBattle *b,
                       guint           why)
{
  switch ((BnDiceWhy) why)
    {
    case BN_DICE_WHY_CLASS: return battle_cite (b, "Range");
    case BN_DICE_WHY_WEAPON: return battle_cite (b, "Range");
    case BN_DICE_WHY_HILL:
    case BN_DICE_WHY_TARGET_GROUND:
    case BN_DICE_WHY_OWN_GROUND: return battle_cite (b, "order sheet");
    case BN_DICE_WHY_CHARGE:
      return bn_battle_is_on_table (b) ? "Junior General, Charge into Melee; playsheet: modifiers"
                                       : battle_cite (b, "Charging");
    case BN_DICE_WHY_STAKES: return battle_cite (b, "appendix 1");
    case BN_DICE_WHY_FIREARMS: return battle_cite (b, "Fronts");
    case BN_DICE_WHY_RULESET: return "BattleLore, order sheet; weapons table; terrain table";
    case BN_DICE_WHY_CAP_INTO:
    case BN_DICE_WHY_CAP_FROM: return "BattleLore, order sheet: terrain modifiers";
    case BN_DICE_WHY_PASSIVE_FRONT: return "BattleLore, Fronts & facing; order sheet: attacking on passive front";
    case BN_DICE_WHY_CLOSE_WEAPON:
    case BN_DICE_WHY_MOVING_FIRE: return "BattleLore, order sheet: weapon type";
    case BN_DICE_WHY_LEADER:
      return bn_battle_is_on_table (b) ? "Junior General, Commanders; playsheet: modifiers"
                                       : battle_cite (b, "Commanders in battle");
    case BN_DICE_WHY_CARD: return battle_cite (b, "Command cards");
    case BN_DICE_WHY_AT_COMMANDER: return battle_cite (b, "Hitting a commander");
    case BN_DICE_WHY_FIGURES:
    case BN_DICE_WHY_SPEAR:
    case BN_DICE_WHY_HALBERD: return "Lionheart, Combat: dice per figure; Weapons";
    case BN_DICE_WHY_STANDS:
    case BN_DICE_WHY_FLANK_STANDS: return "Junior General, Melee; Archery; playsheet: modifiers";
    case BN_DICE_WHY_OWN_TABLES:
    default:
      return bn_battle_is_on_table (b) ? "Junior General, Melee; Archery" : "Lionheart, Combat";
    }
}

/* ---- what a leader's check counted, noted as it is logged ---- */

/**
 * battle_risk_counted_noted:
 * @unit: the unit he stood with; @other: the enemy unit of its melee, or
 *   the shooter
 * @lost, @other_lost: the figures each lost in that combat, as counted
 *
 * Notes, for the leader's check just logged (a BN_EVENT_PCS_CHECK, if it
 * was logged now rather than on an earlier run of the action), what the
 * engine counted for it.
 */
void
battle_risk_counted_noted (BnBattle *b,
                           guint     n_events_before,
                           guint     unit,
                           guint     other,
                           guint     lost,
                           guint     other_lost,
                           guint     wound)
{
  BattleStrikeTerm kept;

  if (b->strike_terms == NULL || b->events->len <= n_events_before)
    return;
  kept = (BattleStrikeTerm) { b->events->len - 1, (guint8) MIN (wound, 255u), RISK_COUNTED,
                              (gint16) (MIN (lost, 127u) | MIN (other_lost, 127u) << 8),
                              (guint16) (MIN (unit, 255u) | MIN (other, 255u) << 8) };
  g_array_append_val (b->strike_terms, kept);
}

/* The note of @event, a leader's check, or %NULL. */
static const BattleStrikeTerm *
risk_counted_of (const BnBattle *b,
                 guint           event)
{
  guint lo;

  if (b->strike_terms == NULL)
    return NULL;
  lo = first_note_of (b, event);
  for (; lo < b->strike_terms->len; lo++)
    {
      const BattleStrikeTerm *kept = &g_array_index (b->strike_terms, BattleStrikeTerm, lo);

      if (kept->event != event)
        break;
      if (kept->thrower == RISK_COUNTED)
        return kept;
    }
  return NULL;
}

/**
 * battle_risk_counted_again:
 *
 * A leader's check thrown again by a retainer (just logged) counts what
 * the check it replaces of commander @c counted: that note, again.
 */
void
battle_risk_counted_again (BnBattle *b,
                           guint     n_events_before,
                           guint     c)
{
  if (b->strike_terms == NULL || b->events->len <= n_events_before)
    return;
  for (guint i = b->strike_terms->len; i > 0; i--)
    {
      BattleStrikeTerm kept = g_array_index (b->strike_terms, BattleStrikeTerm, i - 1);

      if (kept.thrower == RISK_COUNTED && kept.event < b->events->len
          && g_array_index (b->events, BnBattleEvent, kept.event).a == c)
        {
          kept.event = b->events->len - 1;
          g_array_append_val (b->strike_terms, kept);
          return;
        }
    }
}

/**
 * bn_battle_get_risk_counted:
 * @event: a BN_EVENT_PCS_CHECK of @battle's log
 *
 * What the engine counted for a leader's check (Day of Battle, Risk to a
 * leader): the unit he stood with and the enemy unit, the figures each
 * lost in that combat, the wound he carried. Noted beside the log, never
 * in it: every replay notes it again, so a battle logged before it was
 * noted is told the same.
 *
 * Returns: %FALSE where it was not noted (a copy that looks ahead)
 */
gboolean
bn_battle_get_risk_counted (const BnBattle *battle,
                            guint           event,
                            BnRiskCounted  *out_counted)
{
  const BattleStrikeTerm *kept;

  g_return_val_if_fail (battle != NULL && out_counted != NULL, FALSE);

  kept = event < battle->events->len ? risk_counted_of (battle, event) : NULL;
  if (kept == NULL)
    return FALSE;
  out_counted->unit = kept->detail & 0xff;
  out_counted->other = kept->detail >> 8;
  out_counted->lost = (guint) kept->dice & 0xff;
  out_counted->other_lost = ((guint) kept->dice >> 8) & 0xff;
  out_counted->wound = kept->why;
  return TRUE;
}

