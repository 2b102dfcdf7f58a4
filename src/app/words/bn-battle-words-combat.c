/* bn-battle-words-combat.c — a combat told as a whole and the key to the
 * dice, in a player's words (the odds before an attack, in
 * bn-battle-words-odds.c).
 *
 * The facts are the engine's (bn-combat-account.h: what each die did as
 * the ruleset read it, the losses, retreats and panics, the rule); this
 * file only says them, for the side panel and the command line alike.
 */
#include "bn-config.h"

#include "bn-battle-words-private.h"
#include "bn-battle-words-combat-private.h"

#include "bn-battle-victory.h"
#include "bn-combat-account.h"
#include "bn-combat-preview.h"
#include "junior-general/bn-junior-general.h"

#include "bn-battle-glance.h"

#include <glib/gi18n.h>

/* Who threw for side @k (0 attacker, 1 defender) of @account. */
const char *
bn_battle_words_combat_side (const BnBattleWords   *words,
                             const BnCombatAccount *account,
                             guint                  k)
{
  if (k == 0)
    return bn_battle_words_unit (words, account->strike.attacker);
  return account->strike.at_commander ? bn_battle_words_commander (words, account->strike.target)
                                      : bn_battle_words_unit (words, account->strike.target);
}

/* Whether side @k (0 attacker, 1 defender) of @account goes by a name
 * that takes a plural verb (a commander never does). */
gboolean
bn_battle_words_combat_side_is_plural (const BnBattleWords   *words,
                                       const BnCombatAccount *account,
                                       guint                  k)
{
  if (k == 1 && account->strike.at_commander)
    return FALSE;
  return bn_battle_words_unit_is_plural (words, k == 0 ? account->strike.attacker : account->strike.target);
}

/* The dice thrown for @purpose, and whose: "Battle dice of Levy archers". */
static char *
purpose_words (BnDiePurpose  purpose,
               gboolean      own_turn,
               const char   *thrower)
{
  switch (purpose)
    {
    case BN_DIE_ATTACK:
      return own_turn ? g_strdup_printf (_("Combat dice of %s"), thrower)
                      : g_strdup_printf (_("Battle dice of %s"), thrower);
    case BN_DIE_SHOOT:
      return g_strdup_printf (_("Archery dice of %s"), thrower);
    case BN_DIE_SAVE:
      return own_turn ? g_strdup_printf (_("Saving rolls of %s"), thrower)
                      : g_strdup_printf (_("Saving throws of %s"), thrower);
    case BN_DIE_DEFENCE:
      return g_strdup_printf (_("Defence throw of %s"), thrower);
    case BN_DIE_FLAG_SAVE:
      return g_strdup_printf (_("Throws of %s against a flag"), thrower);
    case BN_DIE_PANIC:
      return g_strdup_printf (_("Panic dice of %s"), thrower);
    case BN_DIE_PANIC_MOVE:
      return g_strdup_printf (_("Panic-move die of %s"), thrower);
    case BN_DIE_FIGURE_LOSS:
      return g_strdup_printf (_("Dice of %s for figures lost on a blocked retreat"), thrower);
    case BN_DIE_RETREAT_LOSS:
      return g_strdup_printf (_("D10 of %s for the retreat from melee"), thrower);
    case BN_DIE_COMMANDER_LOSS:
      return g_strdup_printf (_("D10 of %s for the commander"), thrower);
    default:
      return g_strdup_printf (_("Dice of %s"), thrower);
    }
}

static const char *
deed_words (BnDieDeed deed)
{
  switch (deed)
    {
    case BN_DIE_DEED_HIT:
      return _("a hit");
    case BN_DIE_DEED_BONUS:
      return _("a bonus strike");
    case BN_DIE_DEED_FLAG:
      return _("a flag");
    case BN_DIE_DEED_MISS:
      return _("a miss");
    case BN_DIE_DEED_SAVED:
      return _("saved");
    case BN_DIE_DEED_NOT_SAVED:
      return _("not saved");
    case BN_DIE_DEED_STRIKES_COMMANDER:
      return _("strikes the commander");
    case BN_DIE_DEED_SHIELD:
      return _("a shield: blocks a hit");
    case BN_DIE_DEED_READ:
    default:
      return NULL;
    }
}

/* Why crossed swords struck or missed, after the deed: the same face is
 * a bonus strike for some and a miss for others (L&L, Resolve battle). */
static const char *
swords_why_words (BnSwordsWhy why)
{
  switch (why)
    {
    case BN_SWORDS_WHY_POLEARM:
      return _(": foot with polearms in close combat");
    case BN_SWORDS_WHY_BEST_ARMOUR:
      return _(": against the best armour in close combat");
    case BN_SWORDS_WHY_UNARMED:
      return _(": the unarmed's only hit");
    case BN_SWORDS_WHY_PIERCES:
      return _(": the weapon pierces the best armour");
    case BN_SWORDS_WHY_NOT:
      return _(": crossed swords strike only for foot with polearms or the unarmed, or against the best armour, in close combat");
    case BN_SWORDS_WHY_DEFENCE:
      return _(": a defence throw hits with the symbol that hits the attacker's armour, crossed swords only for the unarmed");
    case BN_SWORDS_WHY_IGNORED_VS_HORSE:
      return _(": the weapon's first crossed swords against mounted units are ignored");
    case BN_SWORDS_WHY_NONE:
    default:
      return "";
    }
}

/* "6 hit on any armour (a hit)"; on an open table, the number alone. */
static void
append_die (GString             *out,
            const BnBattleWords *words,
            const BnCombatDie   *die)
{
  const BnRuleset *ruleset = bn_battle_rules_get_ruleset (bn_battle_get_rules (words->battle));
  const char *deed = deed_words ((BnDieDeed) die->deed);

  if (bn_battle_is_on_table (words->battle))
    g_string_append_printf (out, "%u", die->face);
  else
    g_string_append_printf (out, "%u %s", die->face, bn_battle_words_die_face (ruleset, (BnDieSymbol) die->symbol));
  if (die->removes > 1)
    /* Translators: a die of a war machine that removes more than one stand */
    g_string_append_printf (out, _(" (a hit: %u stands)"), die->removes);
  else if (deed != NULL)
    g_string_append_printf (out, " (%s%s)", deed, swords_why_words ((BnSwordsWhy) die->swords_why));
}

static void
append_results (GString               *out,
                const BnBattleWords   *words,
                const BnCombatAccount *account,
                guint                  k)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  gboolean stands = bn_battle_is_on_table (words->battle);
  gboolean many = bn_battle_words_combat_side_is_plural (words, account, k);
  guint by_hits = account->figures_lost[k] - MIN (account->blocked_figures[k], account->figures_lost[k]);

  if (k == 1 && account->strike.at_commander)
    {
      g_autofree char *fights_on = NULL;

      g_string_append_printf (out, account->commander_fell ? _(" %s is struck down.")
                                                           : _(" %s comes through unharmed: only crossed swords "
                                                               "strike a commander alone in his hex."),
                              bn_battle_words_combat_side (words, account, 1));
      if (account->commander_fell)
        fights_on = bn_battle_words_host_fights_on (words, account->strike.target);
      if (fights_on != NULL)
        g_string_append_printf (out, " %s", fights_on);
      return;
    }
  /* Translators: what befell a unit, after its name; "lose"/"loses" as
   * the name takes a plural or a singular verb ("Longbowmen lose 2
   * figures", "Field gun loses 1 figure"). */
  if (by_hits > 0)
    g_ptr_array_add (parts, g_strdup_printf (stands ? (many ? ngettext ("lose %u stand", "lose %u stands", by_hits)
                                                            : ngettext ("loses %u stand", "loses %u stands", by_hits))
                                                    : (many ? ngettext ("lose %u figure", "lose %u figures", by_hits)
                                                            : ngettext ("loses %u figure", "loses %u figures", by_hits)),
                                             by_hits));
  /* The figure a blocked retreat costs is told apart from those lost to
   * the hits, so that one figure never reads as two. */
  if (account->blocked[k] && account->blocked_figures[k] > 0)
    g_ptr_array_add (parts, g_strdup_printf (by_hits > 0
                                             ? ngettext ("cannot retreat: %u figure more lost for it",
                                                         "cannot retreat: %u figures more lost for it",
                                                         account->blocked_figures[k])
                                             : ngettext ("cannot retreat: %u figure lost for it",
                                                         "cannot retreat: %u figures lost for it",
                                                         account->blocked_figures[k]),
                                             account->blocked_figures[k]));
  else if (account->blocked[k])
    g_ptr_array_add (parts, g_strdup (_("cannot retreat")));
  /* Lost after the hits were taken, with no blocked retreat: on an open
   * table, the stand a retreat from melee costs on its D10. */
  else if (account->blocked_figures[k] > 0 && stands)
    g_ptr_array_add (parts, g_strdup_printf (by_hits > 0
                                             ? ngettext ("%u stand more lost to the retreat's D10 (Junior General, "
                                                         "Retreat from melee)",
                                                         "%u stands more lost to the retreat's D10 (Junior General, "
                                                         "Retreat from melee)", account->blocked_figures[k])
                                             : ngettext ("%u stand lost to the retreat's D10 (Junior General, "
                                                         "Retreat from melee)",
                                                         "%u stands lost to the retreat's D10 (Junior General, "
                                                         "Retreat from melee)", account->blocked_figures[k]),
                                             account->blocked_figures[k]));
  if (account->routed[k])
    g_ptr_array_add (parts, g_strdup (many ? _("leave the field") : _("leaves the field")));
  else if (account->destroyed[k] && k == 1 && account->withdraw_rule != NULL && account->retreat[1] == 0)
    /* L&L, Voluntary retreat: "The attacker battles against the unit
     * before it is allowed to retreat (and casualties are inflicted)". */
    g_ptr_array_add (parts, g_strdup (many ? _("are destroyed where they stand, before falling back")
                                           : _("is destroyed where it stands, before falling back")));
  else if (account->destroyed[k])
    g_ptr_array_add (parts, g_strdup (many ? _("are destroyed") : _("is destroyed")));
  else if (k == 1 && account->withdrew && account->retreat[1] > 0 && !stands)
    {
      /* The voluntary hex is taken after the losses, then any flag's
       * (L&L, Voluntary retreat): told apart, never summed. */
      guint more = account->retreat[1] - 1;

      g_ptr_array_add (parts, g_strdup (many ? _("retreat voluntarily 1 hex") : _("retreats voluntarily 1 hex")));
      if (more > 0)
        g_ptr_array_add (parts, g_strdup_printf (many ? ngettext ("fall back %u hex more for the flag",
                                                                  "fall back %u hexes more for the flags", more)
                                                      : ngettext ("falls back %u hex more for the flag",
                                                                  "falls back %u hexes more for the flags", more),
                                                 more));
    }
  else if (account->retreat[k] > 0)
    g_ptr_array_add (parts, g_strdup_printf (stands ? (many ? ngettext ("fall back %u cm", "fall back %u cm", account->retreat[k])
                                                            : ngettext ("falls back %u cm", "falls back %u cm", account->retreat[k]))
                                                    : (many ? ngettext ("fall back %u hex", "fall back %u hexes", account->retreat[k])
                                                            : ngettext ("falls back %u hex", "falls back %u hexes", account->retreat[k])),
                                             account->retreat[k]));
  if (account->rallied[k])
    g_ptr_array_add (parts, g_strdup (many ? _("rally on their commander") : _("rallies on its commander")));
  if (account->panicked[k])
    g_ptr_array_add (parts, g_strdup (many ? _("panic") : _("panics")));
  if (parts->len == 0)
    return;
  g_string_append_printf (out, " %s %s", bn_battle_words_combat_side (words, account, k), (const char *) parts->pdata[0]);
  for (guint p = 1; p < parts->len; p++)
    g_string_append_printf (out, "%s%s", p + 1 == parts->len ? _(" and ") : ", ", (const char *) parts->pdata[p]);
  g_string_append_c (out, '.');
}

/* Why a unit making a stand threw no defence die (a BnNoDefence), or
 * %NULL when nothing is said. */
const char *
bn_battle_words_no_defence (guint why)
{
  if (why == BN_NO_DEFENCE_DESTROYED)
    return _("the hits destroyed it first: the defence die is thrown after the saving throws, once the kills are "
             "removed");
  switch ((BnNoDefence) why)
    {
    case BN_NO_DEFENCE_THROWN_ALREADY:
      return _("a unit makes one defence throw a turn, and it has made its own");
    case BN_NO_DEFENCE_PASSIVE_FRONT:
      return _("it was attacked on its passive front");
    case BN_NO_DEFENCE_OUT_OF_REACH:
      return _("the attacker is beyond its weapon's reach");
    case BN_NO_DEFENCE_NO_SIGHT:
      return _("it cannot see the attacker");
    case BN_NO_DEFENCE_NO_DICE:
      return _("its ground leaves it no die to throw");
    case BN_NO_DEFENCE_NOT_PLAYED:
      return _("this battle is played without defence throws");
    case BN_NO_DEFENCE_SAID:
    case BN_NO_DEFENCE_MASK:
    default:
      return NULL;
    }
}

/* Why the defender threw no die back and why flags did not move it, as
 * the engine noted them: " No defence throw from Mounted knights: they
 * have made theirs this turn (L&L, Defence)." */
static void
append_held (GString               *out,
             const BnBattleWords   *words,
             const BnCombatAccount *account)
{
  const char *target = bn_battle_words_combat_side (words, account, 1);
  const char *why = NULL;
  g_autofree char *owned = NULL;

  if (account->strike.at_commander)
    return;
  why = bn_battle_words_no_defence (account->no_defence);
  if (why != NULL)
    /* TRANSLATORS: a unit, then why it threw no defence die, then the rule */
    g_string_append_printf (out, _(" No defence throw from %s: %s (%s)."), target, why,
                            account->no_defence_rule != NULL ? account->no_defence_rule : "");
  why = NULL;
  switch ((BnFlagsHeld) account->flags_held)
    {
    case BN_FLAGS_HELD_STEADY:
    case BN_FLAGS_HELD_COMMANDER:
      {
        const BnClassProfile *cls = account->strike.target < bn_battle_get_n_units (words->battle)
                                    ? bn_battle_get_unit_class (words->battle, account->strike.target) : NULL;
        guint steady = cls != NULL ? cls->steady_figures : 0;

        if (account->flags_held == BN_FLAGS_HELD_COMMANDER && steady > 0)
          steady--;
        owned = g_strdup_printf (account->flags_held == BN_FLAGS_HELD_COMMANDER
                                 ? ngettext ("with a commander in its hex, it must fall back only below %u figure",
                                             "with a commander in its hex, it must fall back only below %u figures",
                                             steady)
                                 : ngettext ("a unit of its class must fall back for flags only below %u figure",
                                             "a unit of its class must fall back for flags only below %u figures",
                                             steady),
                                 steady);
        why = owned;
      }
      break;
    case BN_FLAGS_HELD_STANDARD:
      why = _("the Standard with it holds it");
      break;
    case BN_FLAGS_HELD_GROUND:
      why = _("the occupants of a bridge or a landmark may ignore a flag");
      break;
    case BN_FLAGS_HELD_SAVED:
      why = account->flags[0] > 1 ? _("its throws against the flags saved it") : _("its throw against the flag saved it");
      break;
    case BN_FLAGS_HELD_SAID:
    case BN_FLAGS_HELD_MASK:
    default:
      break;
    }
  if (why != NULL)
    /* TRANSLATORS: a unit, then why the flags thrown at it moved it no hex, then the rule */
    g_string_append_printf (out, account->flags[0] > 1 ? _(" The flags do not move %s: %s (%s).")
                                                       : _(" The flag does not move %s: %s (%s)."),
                            target, why, account->flags_rule != NULL ? account->flags_rule : "");
}

/* Whether @event is a leader's or a retainer's die thrown with the
 * combat's own dice (a bonus die, or a bonus die thrown again), rather
 * than after them (a morale check, a risk check, a ward). */
static gboolean
leader_part_is_dice (const BnBattleEvent *event)
{
  guint deed = event->b & ~BN_SKILL_USE_PASSED;

  if (event->type == BN_EVENT_LEADER_SKILL)
    return deed == BN_SKILL_USE_COMBAT_BONUS;
  if (event->type == BN_EVENT_RETAINER)
    return deed == BN_RETAINER_DID_BONUS_DIE
           || (deed == BN_RETAINER_DID_REROLL_DIE && event->c == BN_REROLL_COMBAT_BONUS);
  return FALSE;
}

/* A leader's bonus or morale die (BN_EVENT_LEADER_SKILL at @e): its D20,
 * what it did, and the number it had to make and why; thrown again by
 * the retainer of @again (a BN_RETAINER_DID_REROLL_DIE), the new value
 * replacing the first (Day of Battle, Retainers). */
static void
append_skill_die (GString             *out,
                  const BnBattleWords *words,
                  guint                e,
                  const BnBattleEvent *again)
{
  const BnBattleEvent *event = bn_battle_get_event (words->battle, e);
  const BnBattleEvent *die = e > 0 ? bn_battle_get_event (words->battle, e - 1) : NULL;
  guint d20 = die != NULL && die->type == BN_EVENT_DIE && die->a == BN_DIE_SKILL ? (guint) die->value : 0;
  gboolean passed = (event->b & BN_SKILL_USE_PASSED) != 0;
  gboolean combat = (event->b & ~BN_SKILL_USE_PASSED) == BN_SKILL_USE_COMBAT_BONUS;
  const char *who = bn_battle_words_commander (words, event->a);
  g_autofree char *why = bn_battle_words_skill_number (words, event);
  g_autofree char *did = NULL;

  /* Translators: what a leader's bonus die did: "a hit on Levy archers" */
  did = combat ? (passed ? g_strdup_printf (_("a hit on %s"), bn_battle_words_unit (words, event->c))
                         : g_strdup (_("a miss")))
               : g_strdup (passed ? _("one retreat less") : _("no retreat less"));
  if (again != NULL)
    {
      g_autofree char *retainer = bn_battle_words_retainer_name (words, again->a, TRUE);

      /* TRANSLATORS: a retainer; the D20 he threw for his leader; what it did */
      g_string_append_printf (out, _(" %s throws it again: %u, %s (the new value replaces the first; Day of Battle, "
                                     "Retainers)."), retainer, d20, did);
    }
  else if (combat)
    /* TRANSLATORS: a leader; his D20; what it did; the number it had to make and why ("4 + his Combat Bonus 2") */
    g_string_append_printf (out, _(" Bonus die of %s: %u, %s (a hit at %d or under: %s; Day of Battle, Step Four)."),
                            who, d20, did, event->value, why);
  else
    /* TRANSLATORS: a leader; the unit he leads; his D20; what it did; the number it had to make and why */
    g_string_append_printf (out, _(" Morale die of %s for %s: %u, %s (a pass at %d or under: %s; Day of Battle, "
                                   "Step Four)."),
                            who, bn_battle_words_unit (words, event->c), d20, did, event->value, why);
}

/* The leaders' part of the combat between events @from and @to, told
 * where it falls in the account: with @dice, their bonus dice (Combat
 * Bonus, the Champion's, the Archer's, a bonus die thrown again), among
 * the combat's dice as thrown; without, what came after the dice (a
 * Morale Bonus check, the Standard, the risk checks, a ward, the Special
 * Results card). */
static void
append_leader_part (GString               *out,
                    const BnBattleWords   *words,
                    const BnCombatAccount *account,
                    gboolean               dice,
                    guint                  from,
                    guint                  to)
{
  const BnBattleEvent *again = NULL;
  guint n = MIN (MIN (account->end_event, to), bn_battle_get_n_events (words->battle));

  for (guint e = MAX (account->first_event, from); e < n; e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (words->battle, e);
      g_autofree char *told = NULL;

      if (event->type != BN_EVENT_LEADER_SKILL && event->type != BN_EVENT_RETAINER
          && event->type != BN_EVENT_PCS_CHECK && event->type != BN_EVENT_RISK_CARD)
        continue;
      if (leader_part_is_dice (event) != dice)
        continue;
      if (event->type == BN_EVENT_RETAINER && (event->b & ~BN_SKILL_USE_PASSED) == BN_RETAINER_DID_REROLL_DIE)
        {
          /* Told with the die he throws, next. */
          again = event;
          continue;
        }
      if (event->type == BN_EVENT_LEADER_SKILL)
        {
          guint use = event->b & ~BN_SKILL_USE_PASSED;

          if (use == BN_SKILL_USE_COMBAT_BONUS || use == BN_SKILL_USE_MORALE_BONUS)
            append_skill_die (out, words, e, again);
          again = NULL;
          continue;
        }
      told = bn_battle_words_event (words, event, BN_BATTLE_WORDS_EVERYONE);
      if (told != NULL)
        g_string_append_printf (out, " %s", told);
    }
}

/* The retainer's offer that holds the battle's last combat in two (Day
 * of Battle, Retainers: "Re-roll a bad die roll … made by the L&H"):
 * what the leader's die would do, whose choice it is, and what is still
 * to come; nothing when no such offer is open. */
static void
append_offer (GString               *out,
              const BnBattleWords   *words,
              const BnCombatAccount *account)
{
  const BnBattle *battle = words->battle;
  BnRerollDie die = BN_REROLL_N_DICE;
  guint value = 0, side;
  int c;
  const char *target = bn_battle_words_combat_side (words, account, 1);
  g_autoptr(GPtrArray) to_come = g_ptr_array_new_with_free_func (g_free);
  gboolean saves = FALSE, defended = FALSE;

  if (account->end_event != bn_battle_get_n_events (battle)
      || (c = bn_battle_get_reroll_offer (battle, &die, &value)) < 0
      || (die != BN_REROLL_COMBAT_BONUS && die != BN_REROLL_MORALE_BONUS))
    return;
  side = bn_battle_get_commander (battle, (guint) c)->side;
  for (guint d = 0; d < account->dice_thrown->len; d++)
    {
      const BnCombatDie *thrown = &g_array_index (account->dice_thrown, BnCombatDie, d);

      saves |= thrown->purpose == BN_DIE_SAVE;
      defended |= thrown->purpose == BN_DIE_DEFENCE;
    }
  /* TRANSLATORS: a leader's die ("combat bonus die"), the leader, what it showed, then his army: the choice a
   * missed bonus die leaves */
  g_string_append_printf (out, _(" Not over yet: the %s of %s showed %u; %s may keep it or have a common retainer "
                                 "throw it again, the new value replacing it (Day of Battle, Retainers)."),
                          bn_reroll_die_name (die), bn_battle_words_commander (words, (guint) c), value,
                          bn_battle_words_army (words, side));
  if (die == BN_REROLL_MORALE_BONUS)
    g_string_append_printf (out, _(" A pass holds %s: one retreat less."), target);
  else if (side == account->sides[0])
    g_string_append_printf (out, _(" A hit is one hit more on %s, which it may save."), target);
  else
    g_string_append_printf (out, _(" A hit costs %s a figure."), bn_battle_words_combat_side (words, account, 0));
  /* What the engine's battle sequence throws after this die (L&L, order
   * sheet, Battle), as far as it can be known now. */
  if (die == BN_REROLL_COMBAT_BONUS && side == account->sides[0])
    {
      if (!saves)
        g_ptr_array_add (to_come, g_strdup_printf (_("the saving throws of %s"), target));
      if (!defended && !account->withdrew)
        g_ptr_array_add (to_come, g_strdup_printf (_("the defence throw of %s, if it may make one"), target));
    }
  if (account->flags[0] > 0 || account->withdrew || die == BN_REROLL_MORALE_BONUS)
    g_ptr_array_add (to_come, g_strdup_printf (_("the retreat of %s"), target));
  /* A leader with a campaign's numbers makes his own check once the
   * combat is over (Day of Battle, Risk to a Leader). */
  if (bn_battle_get_commander (battle, (guint) c)->pcs > 0)
    g_ptr_array_add (to_come, g_strdup_printf (_("the risk check of %s"), bn_battle_words_commander (words, (guint) c)));
  if (to_come->len == 0)
    return;
  g_string_append (out, _(" Still to come: "));
  for (guint p = 0; p < to_come->len; p++)
    g_string_append_printf (out, "%s%s", p == 0 ? "" : p + 1 == to_come->len ? _(" and ") : ", ",
                            (const char *) to_come->pdata[p]);
  g_string_append_c (out, '.');
}

/* Whether the defender may retreat voluntarily now (L&L, Voluntary
 * retreat), as the engine's legal actions say. */
static gboolean
may_withdraw (const BnBattle *battle)
{
  for (guint d = 0; d < BN_HEX_N_DIRS; d++)
    {
      BnBattleAction withdraw = { BN_ACTION_WITHDRAW, (guint8) bn_battle_get_acting_side (battle), 0, (guint8) d, 0 };

      if (bn_battle_check (battle, &withdraw, NULL))
        return TRUE;
    }
  return FALSE;
}

/* Why side @k of @account threw the dice it struck with, as the engine
 * counted them at the strike: " (3 the dice of A-class cavalry at 1 hex
 * (L&L, Range), +1 the die of Gilbert de Clare, leading the unit (L&L,
 * Commanders in battle))"; the defence throw's one die. Nothing where
 * nothing was noted. */
static void
append_dice_why (GString               *out,
                 const BnBattleWords   *words,
                 const BnCombatAccount *account,
                 guint                  k)
{
  gboolean defence = FALSE;

  if (account->terms[k] == NULL || account->terms[k]->len == 0)
    {
      for (guint d = 0; d < account->dice_thrown->len && k == 1; d++)
        defence |= g_array_index (account->dice_thrown, BnCombatDie, d).purpose == BN_DIE_DEFENCE;
      if (defence && account->dice[1] == 1)
        /* TRANSLATORS: after "Pikemen strike back with 1": why one die */
        g_string_append (out, _(" (the defence throw: a unit that makes a stand throws one die, L&L, Defence)"));
      return;
    }
  g_string_append (out, " (");
  for (guint i = 0; i < account->terms[k]->len; i++)
    {
      const BnDiceTerm *term = &g_array_index (account->terms[k], BnDiceTerm, i);
      g_autofree char *why = bn_battle_words_dice_term (words, account->strike.range, term);

      /* The first reason is the dice the unit throws of itself; each after
       * it adds or takes some. */
      if (i == 0 && term->dice > 0)
        g_string_append_printf (out, "%d %s", term->dice, why);
      else
        g_string_append_printf (out, "%s%+d %s", i == 0 ? "" : ", ", term->dice, why);
    }
  g_string_append (out, ")");
}

/**
 * bn_battle_words_combat:
 *
 * Returns: (transfer full): the combat as a whole: who struck whom from
 *   how far with how many dice, every die and what it did, the hits and
 *   saves, each side's losses, retreats and panics, and the rule
 */
char *
bn_battle_words_combat (const BnBattleWords   *words,
                        const BnCombatAccount *account)
{
  GString *out = g_string_new (NULL);
  gboolean own = bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (bn_battle_get_rules (words->battle)))
                 || bn_battle_is_on_table (words->battle);
  gboolean on_table = bn_battle_is_on_table (words->battle);
  const char *attacker = bn_battle_words_combat_side (words, account, 0), *target = bn_battle_words_combat_side (words, account, 1);
  gboolean many = bn_battle_words_combat_side_is_plural (words, account, 0);

  if (account->strike.range > 1)
    g_string_append_printf (out, on_table
                                 ? (many ? ngettext ("%s shoot at %s%s, %u cm away,", "%s shoot at %s%s, %u cm away,",
                                                     account->strike.range)
                                         : ngettext ("%s shoots at %s%s, %u cm away,", "%s shoots at %s%s, %u cm away,",
                                                     account->strike.range))
                                 : (many ? ngettext ("%s shoot at %s%s, %u hex away,", "%s shoot at %s%s, %u hexes away,",
                                                     account->strike.range)
                                         : ngettext ("%s shoots at %s%s, %u hex away,", "%s shoots at %s%s, %u hexes away,",
                                                     account->strike.range)),
                            attacker, target, account->strike.at_commander ? _(", alone in his hex") : "",
                            account->strike.range);
  else
    g_string_append_printf (out, many ? _("%s attack %s%s") : _("%s attacks %s%s"), attacker, target,
                            account->strike.at_commander ? _(", alone in his hex,") : "");
  g_string_append_printf (out, ngettext (" with %u die", " with %u dice", account->dice[0]), account->dice[0]);
  append_dice_why (out, words, account, 0);
  if (account->dice[1] > 0 && !account->strike.at_commander)
    {
      g_string_append_printf (out, bn_battle_words_combat_side_is_plural (words, account, 1)
                                   ? ngettext ("; %s strike back with %u", "; %s strike back with %u", account->dice[1])
                                   : ngettext ("; %s strikes back with %u", "; %s strikes back with %u", account->dice[1]),
                              target, account->dice[1]);
      append_dice_why (out, words, account, 1);
    }
  g_string_append (out, ".");
  /* The unit the strike was declared at left the casualties to another
   * of its hex: the dice and losses are that one's. */
  if (account->declared_target != account->strike.target && !account->strike.at_commander
      && account->declared_target < bn_battle_get_n_units (words->battle))
    /* Translators: the unit that took the casualties, then the unit the attack was declared at */
    g_string_append_printf (out, bn_battle_words_combat_side_is_plural (words, account, 1)
                                 ? _(" %s take the casualties for %s: the defender chooses which unit of the hex "
                                     "takes them (L&L, Combat).")
                                 : _(" %s takes the casualties for %s: the defender chooses which unit of the hex "
                                     "takes them (L&L, Combat)."),
                            target, bn_battle_words_unit (words, account->declared_target));
  /* The defender's choice, made before the dice, and what it gave up. */
  if (account->withdraw_rule != NULL && !account->strike.at_commander)
    /* Translators: the unit attacked, then the rule (L&L, Voluntary retreat) */
    g_string_append_printf (out, bn_battle_words_combat_side_is_plural (words, account, 1)
                                 ? _(" %s retreat voluntarily: no defence throw, only saving throws (%s).")
                                 : _(" %s retreats voluntarily: no defence throw, only saving throws (%s)."),
                            target, account->withdraw_rule);
  /* The commander in the hex attacked: L&L gives him a die to add to his
   * unit's attack, and its defence throw is "one battle die … per
   * defending unit" (Commanders in battle; Defence); Day of Battle's bonus
   * die and risk check come only with a leader's numbers. */
  if (account->struck_leader >= 0 && !account->strike.at_commander
      && (guint) account->struck_leader < bn_battle_get_n_commanders (words->battle))
    {
      const BnBattleCommander *cmd = bn_battle_get_commander (words->battle, (guint) account->struck_leader);
      const char *who = bn_battle_words_commander (words, (guint) account->struck_leader);

      /* Translators: the commander, the unit attacked, the rule */
      g_string_append_printf (out, _(" %s stands with %s: a commander adds a die to his unit's attack, none to its "
                                     "defence throw (%s)"),
                              who, target, account->struck_leader_rule);
      if (cmd->pcs == 0 && cmd->combat_bonus == 0 && cmd->morale_bonus == 0)
        g_string_append (out, _("; with no leader's skills (Day of Battle) he throws no bonus die, and takes no risk "
                                "when his unit is hit"));
      /* His bonus die comes in a melee his unit attacks or makes a stand
       * in (docs/rules.md, Combat Bonus): a voluntary retreat is neither. */
      else if (cmd->combat_bonus > 0 && account->withdraw_rule != NULL && account->strike.range <= 1
               && bn_leader_skill_rules_active (bn_battle_rules_get_leader_skills (bn_battle_get_rules (words->battle))))
        g_string_append (out, _("; retreating voluntarily, his unit has no bonus die of his either: he throws it only "
                                "with a unit that attacks or makes a stand (Day of Battle, Step Four)"));
      g_string_append (out, ".");
    }

  /* The dice, grouped as thrown: whose, what for, each face and its deed;
   * the leaders' bonus dice where they fell among them. */
  for (guint d = 0, told_to = 0; d <= account->dice_thrown->len;)
    {
      const BnCombatDie *first = d < account->dice_thrown->len ? &g_array_index (account->dice_thrown, BnCombatDie, d)
                                                              : NULL;
      g_autofree char *whose = NULL;
      guint e = d;

      append_leader_part (out, words, account, TRUE, told_to, first != NULL ? first->event : G_MAXUINT);
      if (first == NULL)
        break;
      told_to = first->event;
      whose = purpose_words ((BnDiePurpose) first->purpose, own, bn_battle_words_combat_side (words, account, first->thrower));

      g_string_append_printf (out, " %s", whose);
      /* What a die needed: the least face (a die read by its number), or
       * Lionheart's arrow. */
      if (first->needs > 6)
        g_string_append (out, _(" (no face succeeds)"));
      else if (first->needs > 0)
        /* TRANSLATORS: after "Archery dice of Longbowmen": the least face that succeeds */
        g_string_append_printf (out, _(" (needs %u or more)"), first->needs);
      else if (own && first->purpose == BN_DIE_SHOOT)
        g_string_append (out, _(" (an arrow hits)"));
      /* Of several flags the first is a retreat with no throw (L&L,
       * Retreat: "If the attacker throws 2 flags, the first is an
       * automatic retreat (no saving throw allowed)"). */
      else if (!own && first->purpose == BN_DIE_FLAG_SAVE && first->thrower == 1 && account->flags[0] >= 2)
        g_string_append_printf (out, account->strike.range <= 1
                                     ? ngettext (" (%u flag: the first is a retreat without a throw; in close combat "
                                                 "only a shield saves against a flag)",
                                                 " (%u flags: the first is a retreat without a throw; in close combat "
                                                 "only a shield saves against a flag)", account->flags[0])
                                     : ngettext (" (%u flag: the first is a retreat without a throw)",
                                                 " (%u flags: the first is a retreat without a throw)",
                                                 account->flags[0]), account->flags[0]);
      /* L&L, Forced retreat: "a saving throw with one battle die"; in
       * close combat, as for hits, only a shield saves. */
      else if (!own && first->purpose == BN_DIE_FLAG_SAVE && account->strike.range <= 1)
        g_string_append (out, _(" (in close combat only a shield saves against a flag)"));
      g_string_append (out, ": ");
      for (; e < account->dice_thrown->len; e++)
        {
          const BnCombatDie *die = &g_array_index (account->dice_thrown, BnCombatDie, e);

          if (die->purpose != first->purpose || die->thrower != first->thrower || die->needs != first->needs)
            break;
          if (e > d)
            g_string_append (out, ", ");
          append_die (out, words, die);
        }
      g_string_append (out, ".");
      d = e;
    }

  /* Hits and saves, as the engine's battle sequence or the ruleset's own
   * tables counted them: every hit told where it went, so that the sum
   * is on the screen. */
  for (guint k = 0; k < 2; k++)
    bn_battle_words_append_hits (out, words, account, k);

  {
    gsize before = out->len;
    BnBattlePhase phase = bn_battle_get_phase (words->battle);

    gboolean offer = account->end_event == bn_battle_get_n_events (words->battle)
                     && bn_battle_get_reroll_offer (words->battle, NULL, NULL) >= 0;
    int struck = account->end_event == bn_battle_get_n_events (words->battle)
                 ? bn_battle_get_struck_commander (words->battle) : -1;

    append_results (out, words, account, 1);
    append_results (out, words, account, 0);
    /* Held in two by a leader's bad die, the combat is told as far as it
     * has gone, and what waits on the die after it (append_offer()). */
    if (!offer)
      {
        if (account->end_event == bn_battle_get_n_events (words->battle) && phase == BN_PHASE_DEFEND
            && bn_battle_get_acting_side (words->battle) == account->sides[1] && !account->strike.at_commander
            && !may_withdraw (words->battle))
          /* Translators: the unit attacked; the attacker's dice; the attacker */
          g_string_append_printf (out, ngettext (" Not over yet: %s to make a stand against the %u die of %s.",
                                                 " Not over yet: %s to make a stand against the %u dice of %s.",
                                                 account->dice[0]),
                                  target, account->dice[0], attacker);
        else if (account->end_event == bn_battle_get_n_events (words->battle) && phase == BN_PHASE_DEFEND
                 && bn_battle_get_acting_side (words->battle) == account->sides[1] && !account->strike.at_commander)
          /* Translators: the unit attacked; the attacker's dice; the attacker (L&L, order sheet, Battle: the
           * defender's options, chosen before the attacker throws) */
          g_string_append_printf (out, ngettext (" Not over yet: %s to choose, before the %u die of %s is thrown: make a "
                                                 "stand, with a defence throw, or retreat voluntarily 1 hex after it, "
                                                 "with saving throws but no defence throw.",
                                                 " Not over yet: %s to choose, before the %u dice of %s are thrown: make "
                                                 "a stand, with a defence throw, or retreat voluntarily 1 hex after them, "
                                                 "with saving throws but no defence throw.",
                                                 account->dice[0]),
                                  target, account->dice[0], attacker);
      /* The battle's last combat, waiting on a side's answer (a stand or a
       * retreat, who takes the casualties, where to fall back): nothing is
       * decided yet. */
      else if (account->end_event == bn_battle_get_n_events (words->battle)
               && (phase == BN_PHASE_DEFEND || phase == BN_PHASE_CASUALTIES || phase == BN_PHASE_RETREAT))
        {
          guint side = bn_battle_get_acting_side (words->battle);
          const char *who = bn_battle_words_army (words, side);

          /* A stand already made may wait on a leader's die to keep. */
          const char *doing = bn_battle_words_pause (words->battle) != NULL ? bn_battle_words_pause (words->battle)
                                                                             : bn_battle_words_phase (phase);

          /* Translators: an army, then what it must do ("make a stand or retreat"). */
          g_string_append_printf (out, _(" Not over yet: %s to %s."), who, doing);
        }
      else if (out->len == before && !account->strike.at_commander && account->flags_held != 0)
        g_string_append (out, _(" No figure is lost."));
      else if (out->len == before && !account->strike.at_commander)
        g_string_append (out, on_table ? _(" No stand is lost and both hold.") : _(" No figure is lost and both hold."));
      }
    append_leader_part (out, words, account, FALSE, 0, G_MAXUINT);
    append_held (out, words, account);
    if (offer)
      append_offer (out, words, account);
    else if (struck >= 0)
      /* TRANSLATORS: a leader struck by his risk check, then his army: the choice before his card is drawn */
      g_string_append_printf (out, _(" Not over yet: %s is struck; %s may have a common retainer ward off the blow "
                                     "(on the retainer's D20) or throw the check again, or take the blow: his Special "
                                     "Results card is drawn (Day of Battle, Risk to a Leader; Common Retainer "
                                     "Actions)."),
                              bn_battle_words_commander (words, (guint) struck),
                              bn_battle_words_army (words, bn_battle_get_commander (words->battle, (guint) struck)->side));
  }
  if (account->rule != NULL)
    g_string_append_printf (out, _(" (%s)"), account->rule);
  return g_string_free (out, FALSE);
}

/* The figures @unit had left after @account, as its last loss in it
 * says; −1 when it lost none there. */
static int
figures_left_after (const BnBattleWords   *words,
                    const BnCombatAccount *account,
                    guint                  unit)
{
  int left = -1;
  guint n = MIN (account->end_event, bn_battle_get_n_events (words->battle));

  for (guint e = account->first_event; e < n; e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (words->battle, e);

      if (event->type == BN_EVENT_FIGURE_LOST && event->a == unit)
        left = event->value;
    }
  return left;
}

/* What side @k of @account came to, seen by nobody in particular:
 * "1 figure lost, 1 left", "destroyed: 1 victory point to …", "fell back
 * 1 hex"; %NULL when nothing befell it. */
static char *
combat_outcome (const BnBattleWords   *words,
                const BnCombatAccount *account,
                guint                  k)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  guint unit = k == 0 ? account->strike.attacker : account->strike.target;
  GString *out;

  if (k == 1 && account->strike.at_commander)
    return g_strdup (account->commander_fell ? _("struck down") : _("unharmed"));
  if (account->destroyed[k])
    /* Translators: a unit destroyed in a combat, then the army that scores for it */
    g_ptr_array_add (parts, g_strdup_printf (_("destroyed, 1 victory point to %s"),
                                             bn_battle_words_army (words, account->sides[1 - k])));
  else if (account->figures_lost[k] > 0)
    {
      int left = figures_left_after (words, account, unit);

      g_ptr_array_add (parts, left >= 0
                              ? g_strdup_printf (ngettext ("%u figure lost, %d left", "%u figures lost, %d left",
                                                           account->figures_lost[k]),
                                                 account->figures_lost[k], left)
                              : g_strdup_printf (ngettext ("%u figure lost", "%u figures lost", account->figures_lost[k]),
                                                 account->figures_lost[k]));
    }
  if (account->routed[k])
    g_ptr_array_add (parts, g_strdup (_("left the field")));
  else if (!account->destroyed[k] && account->retreat[k] > 0)
    g_ptr_array_add (parts, g_strdup_printf (bn_battle_is_on_table (words->battle)
                                             ? ngettext ("fell back %u cm", "fell back %u cm", account->retreat[k])
                                             : ngettext ("fell back %u hex", "fell back %u hexes", account->retreat[k]),
                                             account->retreat[k]));
  if (account->panicked[k])
    g_ptr_array_add (parts, g_strdup (_("panicked")));
  if (k == 1 && account->commander_fell)
    g_ptr_array_add (parts, g_strdup (_("its commander struck down")));
  if (parts->len == 0)
    return NULL;
  out = g_string_new (parts->pdata[0]);
  for (guint p = 1; p < parts->len; p++)
    g_string_append_printf (out, ", %s", (const char *) parts->pdata[p]);
  return g_string_free (out, FALSE);
}

/**
 * bn_battle_words_combat_line:
 * @viewer: the side the line speaks to
 *
 * Returns: (transfer full): the combat in one line, as @viewer reads it
 *   after the other side's half: "Their Longbowmen attacked your Mounted
 *   knights: 1 figure lost, 1 left." (the whole account is
 *   bn_battle_words_combat())
 */
char *
bn_battle_words_combat_line (const BnBattleWords   *words,
                             const BnCombatAccount *account,
                             guint                  viewer)
{
  gboolean theirs = account->sides[0] != viewer;
  const char *attacker = bn_battle_words_combat_side (words, account, 0), *target = bn_battle_words_combat_side (words, account, 1);
  g_autofree char *struck = combat_outcome (words, account, 1);
  g_autofree char *striker = combat_outcome (words, account, 0);
  GString *out = g_string_new (NULL);

  /* Translators: the attacker, then the unit attacked, as the player reads them ("Their Longbowmen attacked your
   * Mounted knights") */
  if (account->strike.at_commander)
    /* Translators: the attacker, then a commander alone in his hex */
    g_string_append_printf (out, account->strike.range > 1
                                 ? (theirs ? _("Their %s shot at %s, alone in his hex") : _("Your %s shot at %s, alone in his hex"))
                                 : (theirs ? _("Their %s attacked %s, alone in his hex")
                                           : _("Your %s attacked %s, alone in his hex")),
                            attacker, target);
  else if (account->strike.range > 1)
    g_string_append_printf (out, theirs ? _("Their %s shot at your %s") : _("Your %s shot at their %s"), attacker,
                            target);
  else
    g_string_append_printf (out, theirs ? _("Their %s attacked your %s") : _("Your %s attacked their %s"), attacker,
                            target);
  if (struck != NULL)
    g_string_append_printf (out, ": %s", struck);
  else
    g_string_append (out, account->strike.at_commander ? "" : _(": no figure lost"));
  if (striker != NULL)
    /* Translators: what befell the attacker, after what befell the unit attacked */
    g_string_append_printf (out, theirs ? _("; theirs: %s") : _("; yours: %s"), striker);
  g_string_append_c (out, '.');
  return g_string_free (out, FALSE);
}

/**
 * bn_battle_words_their_half:
 * @viewer: the side whose half it is (0 or 1)
 *
 * Returns: (transfer full) (element-type BnCombatAccount): the combats the
 *   other side fought since @viewer's last half ended, when it is
 *   @viewer's half now; empty otherwise
 */
GPtrArray *
bn_battle_words_their_half (const BnBattle *battle,
                            guint           viewer)
{
  guint n = bn_battle_get_n_events (battle), from = 0;
  GPtrArray *accounts;

  if (viewer > 1 || bn_battle_get_phase (battle) == BN_PHASE_OVER || bn_battle_get_active_side (battle) != viewer)
    return g_ptr_array_new_with_free_func ((GDestroyNotify) bn_combat_account_free);
  /* The other's half began where the viewer's last one ended. */
  for (guint e = n; e > 0 && from == 0; e--)
    {
      const BnBattleEvent *event = bn_battle_get_event (battle, e - 1);

      if (event->type == BN_EVENT_TURN_END && event->side == viewer)
        from = e;
    }
  accounts = bn_combat_accounts_read (battle, from, n);
  for (guint i = accounts->len; i > 0; i--)
    if (((BnCombatAccount *) g_ptr_array_index (accounts, i - 1))->sides[0] == viewer)
      g_ptr_array_remove_index (accounts, i - 1);
  return accounts;
}
