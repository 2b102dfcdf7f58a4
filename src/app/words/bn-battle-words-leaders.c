/* bn-battle-words-leaders.c — the leaders' part of a battle in words: the
 * retainers' uses (commands, re-draws, re-rolls, wards, healing), a
 * leader's personal combat skill checks and the single combat, each die
 * with the man who threw it, and what a fall means.
 */
#include "bn-config.h"

#include "bn-battle-words-private.h"

#include <glib/gi18n.h>

/* A retainer's name as the text gives it. */
static const char *
retainer_name (guint type)
{
  static const char * const names[] = {
    [BN_RETAINER_TYPE_PAGE] = N_("Page"),
    [BN_RETAINER_TYPE_SQUIRE] = N_("Squire"),
    [BN_RETAINER_TYPE_SERGEANT] = N_("Sergeant"),
    [BN_RETAINER_TYPE_ARCHER] = N_("Archer"),
    [BN_RETAINER_TYPE_CHAMPION] = N_("Champion"),
    [BN_RETAINER_TYPE_STANDARD] = N_("Standard"),
    [BN_RETAINER_TYPE_HERALD] = N_("Herald"),
    [BN_RETAINER_TYPE_HEALER] = N_("Healer"),
    [BN_RETAINER_TYPE_SCOUT] = N_("Scout"),
  };

  return type < G_N_ELEMENTS (names) && names[type] != NULL ? _(names[type]) : _("Retainer");
}

/* "the Squire of Sir Hugh"; @start: "The …", to begin a sentence. */
static char *
retainer_words (const BnBattleWords *words,
                guint                retainer,
                gboolean             start)
{
  const BnBattleRetainer *r;

  if (retainer >= bn_battle_get_n_retainers (words->battle))
    return g_strdup ("?");
  r = bn_battle_get_retainer (words->battle, retainer);
  /* Translators: a retainer (Page, Squire…) "of" his leader, beginning a
   * sentence, then within one. */
  return start ? g_strdup_printf (_("The %s of %s"), retainer_name (r->type), bn_battle_words_commander (words, r->commander))
               : g_strdup_printf (_("the %s of %s"), retainer_name (r->type), bn_battle_words_commander (words, r->commander));
}

char *
bn_battle_words_retainer_name (const BnBattleWords *words,
                               guint                retainer,
                               gboolean             start)
{
  return retainer_words (words, retainer, start);
}

/**
 * bn_battle_words_skill_number:
 * @event: a BN_EVENT_LEADER_SKILL of a Combat or Morale Bonus
 *
 * Returns: (transfer full): where the number his D20 had to make comes
 *   from, the ruleset's base and points (Day of Battle, Step Four: "This
 *   bonus modifies the final hit number for this bonus die"): "4 + his
 *   Combat Bonus 2", "2 × his Morale Bonus 5"
 */
char *
bn_battle_words_skill_number (const BnBattleWords *words,
                              const BnBattleEvent *event)
{
  const BnLeaderSkillRules *k = bn_battle_rules_get_leader_skills (bn_battle_get_rules (words->battle));
  const BnBattleCommander *c = event->a < bn_battle_get_n_commanders (words->battle)
                               ? bn_battle_get_commander (words->battle, event->a) : NULL;
  gboolean combat = (event->b & ~BN_SKILL_USE_PASSED) == BN_SKILL_USE_COMBAT_BONUS;
  const BnSkillCheck *check = combat ? &k->combat : &k->morale;
  guint points = c == NULL ? 0 : combat ? c->combat_bonus : c->morale_bonus;
  /* Translators: a leader's skill and its points, within the reason of a check's number */
  g_autofree char *skill = g_strdup_printf (combat ? _("his Combat Bonus %u") : _("his Morale Bonus %u"), points);

  if (check->base != 0 && check->per_point == 1)
    /* Translators: the base of a check's number, plus the skill: "4 + his Combat Bonus 2" */
    return g_strdup_printf (_("%d + %s"), check->base, skill);
  if (check->base != 0)
    /* Translators: "4 + 2 × his Combat Bonus 2" */
    return g_strdup_printf (_("%d + %u × %s"), check->base, check->per_point, skill);
  /* Translators: "2 × his Morale Bonus 5" */
  return g_strdup_printf (_("%u × %s"), check->per_point, skill);
}

/* BN_ACTION_RETAINER, as a button says it. */
char *
bn_battle_words_retainer_action (const BnBattleWords  *words,
                                 const BnBattleAction *action)
{
  g_autofree char *who = retainer_words (words, action->a, FALSE);
  const BnBattleRetainer *r = action->a < bn_battle_get_n_retainers (words->battle)
                              ? bn_battle_get_retainer (words->battle, action->a) : NULL;
  guint success = r != NULL ? r->success : 0;

  switch ((BnBattleRetainerUse) action->c)
    {
    case BN_RETAINER_USE_COMMAND:
      return g_strdup_printf (_("Have %s command %s (succeeds on 1–%u of a D20)"), who,
                              bn_battle_words_unit (words, action->b), success);
    case BN_RETAINER_USE_REDRAW:
      return g_strdup_printf (_("Have %s redraw the card “%s”"), who,
                              bn_battle_words_card (words, bn_battle_get_hand_card (words->battle,
                                                                                    bn_battle_get_acting_side (words->battle),
                                                                                    action->b)));
    case BN_RETAINER_USE_REORDER:
      return g_strdup_printf (_("Have %s reorder his leader's unit, facing %s (1–%u of a D20)"), who,
                              bn_battle_words_direction (action->b), success);
    case BN_RETAINER_USE_HEAL:
      /* An open-table battle counts a unit in stands. */
      if (bn_battle_is_on_table (words->battle))
        return g_strdup_printf (_("Have %s return a lost stand to %s (1–%u of a D20)"), who,
                                bn_battle_words_unit (words, action->b), success);
      return g_strdup_printf (_("Have %s return a lost figure to %s (1–%u of a D20)"), who,
                              bn_battle_words_unit (words, action->b), success);
    case BN_RETAINER_USE_RESTORE:
      {
        g_autofree char *other = retainer_words (words, action->b, FALSE);

        return g_strdup_printf (_("Have %s bring back %s (1–%u of a D20)"), who, other, success);
      }
    case BN_RETAINER_USE_SCOUT:
      return g_strdup_printf (_("Send %s to scout the enemy's plans (1–%u of a D20)"), who, success);
    case BN_RETAINER_USE_WARD:
      return g_strdup_printf (_("Have %s ward off the blow (1–%u of a D20)"), who, success);
    case BN_RETAINER_USE_REROLL:
      {
        BnRerollDie die;
        guint value;

        if (bn_battle_get_reroll_offer (words->battle, &die, &value) >= 0)
          /* TRANSLATORS: a retainer; a die of his leader's ("combat bonus die"); what it showed */
          return g_strdup_printf (_("Have %s throw his leader's %s again (it shows %u; the new throw replaces it, and "
                                    "he needs no D20 of his own to do it)"), who,
                                  bn_reroll_die_name (die), value);
        return g_strdup_printf (_("Have %s throw his leader's check again (the new throw replaces it, and he needs no D20 "
                                   "of his own to do it)"), who);
      }
    case BN_RETAINER_USE_HEAL_WOUND:
      return g_strdup_printf (_("Have %s remove his leader's wound (1–%u of a D20)"), who, success);
    case BN_RETAINER_N_USES:
    default:
      return bn_battle_action_to_string (action);
    }
}

/* BN_EVENT_RETAINER, in words. */
char *
bn_battle_words_retainer_event (const BnBattleWords *words,
                                const BnBattleEvent *event,
                                guint                viewer)
{
  g_autofree char *who = retainer_words (words, event->a, TRUE);
  gboolean passed = (event->b & BN_SKILL_USE_PASSED) != 0;
  const char *unit = bn_battle_words_unit (words, event->c);

  switch ((BnBattleRetainerDeed) (event->b & ~BN_SKILL_USE_PASSED))
    {
    case BN_RETAINER_DID_COMMAND:
      return passed ? g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->c, _("%s commands %s: it has its order."),
                                                           _("%s commands %s: they have their order.")), who, unit)
                    : g_strdup_printf (_("%s fails to command %s (1–%d) and is gone for the battle."), who, unit,
                                       event->value);
    case BN_RETAINER_DID_REDRAW:
      return g_strdup_printf (_("%s redraws a card for his leader."), who);
    case BN_RETAINER_DID_REORDER:
      return passed ? g_strdup_printf (_("%s reorders his leader's unit."), who)
                    : g_strdup_printf (_("%s fails to reorder his leader's unit (1–%d)."), who, event->value);
    case BN_RETAINER_DID_HEAL:
      if (bn_battle_is_on_table (words->battle))
        return passed ? g_strdup_printf (_("%s returns a lost stand to %s."), who, unit)
                      : g_strdup_printf (_("%s cannot save a stand of %s (1–%d)."), who, unit, event->value);
      return passed ? g_strdup_printf (_("%s returns a lost figure to %s."), who, unit)
                    : g_strdup_printf (_("%s cannot save a figure of %s (1–%d)."), who, unit, event->value);
    case BN_RETAINER_DID_RESTORE:
      {
        g_autofree char *other = retainer_words (words, event->c, FALSE);

        return passed ? g_strdup_printf (_("%s brings back %s."), who, other)
                      : g_strdup_printf (_("%s cannot bring back %s (1–%d)."), who, other, event->value);
      }
    case BN_RETAINER_DID_SCOUT:
      return passed ? g_strdup_printf (_("%s returns with news of the enemy's plans."), who)
                    : g_strdup_printf (_("%s finds nothing (1–%d)."), who, event->value);
    case BN_RETAINER_DID_WARD:
      return passed ? g_strdup_printf (_("%s wards off the blow: his leader escapes it."), who)
                    : g_strdup_printf (_("%s fails to ward off the blow (1–%d): it falls."), who, event->value);
    case BN_RETAINER_DID_REROLL:
      return g_strdup_printf (_("%s throws his leader's check again."), who);
    case BN_RETAINER_DID_REROLL_DIE:
      /* TRANSLATORS: a retainer; a die of his leader's ("combat bonus die"); what it showed */
      return g_strdup_printf (_("%s throws his leader's %s again (it showed %d)."), who,
                              bn_reroll_die_name ((BnRerollDie) event->c), event->value);
    case BN_RETAINER_DID_HEAL_WOUND:
      return passed ? g_strdup_printf (_("%s removes his leader's wound."), who)
                    : g_strdup_printf (_("%s cannot heal his leader's wound (1–%d)."), who, event->value);
    case BN_RETAINER_DID_SCOUT_CARD:
      if (viewer != BN_BATTLE_WORDS_EVERYONE && viewer != event->side)
        return NULL;
      {
        const BnBattleRules *rules = bn_battle_get_rules (words->battle);

        return g_strdup_printf (_("%s: the enemy holds “%s”."), who,
                                event->c < bn_battle_rules_get_n_cards (rules)
                                  ? bn_data_text (bn_battle_rules_get_card (rules, event->c)->name) : "?");
      }
    case BN_RETAINER_DID_BONUS_DIE:
      return passed ? g_strdup_printf (_("%s throws his bonus die (a hit at %d or under): a hit on %s."), who,
                                       event->value, unit)
                    : g_strdup_printf (_("%s throws his bonus die (a hit at %d or under): a miss."), who,
                                       event->value);
    case BN_RETAINER_DID_STANDARD:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->c,
                                                  _("%s raises %s by %d: it holds where it would have fallen back."),
                                                  _("%s raises %s by %d: they hold where they would have fallen back.")),
                              who, unit, event->value);
    case BN_RETAINER_DID_WITNESS:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->c, _("%s witnesses the melee of %s: its honor is doubled."),
                                                  _("%s witnesses the melee of %s: their honor is doubled.")), who, unit);
    case BN_RETAINER_WAS_LOST:
      return g_strdup_printf (_("%s is lost with %s."), who, unit);
    default:
      return NULL;
    }
}

/* A leader's skill check (BN_EVENT_LEADER_SKILL), saying which skill,
 * what his D20 had to show and what it did (docs/rules.md, "Leaders and
 * heroes on the field"). */
char *
bn_battle_words_skill_event (const BnBattleWords *words,
                             const BnBattleEvent *event)
{
  const BnBattleCommander *c = event->a < bn_battle_get_n_commanders (words->battle)
                               ? bn_battle_get_commander (words->battle, event->a) : NULL;
  const char *who = bn_battle_words_commander (words, event->a);
  gboolean passed = (event->b & BN_SKILL_USE_PASSED) != 0;
  gboolean own_turn_rules = bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (bn_battle_get_rules (words->battle)));

  switch ((BnLeaderSkillUse) (event->b & ~BN_SKILL_USE_PASSED))
    {
    case BN_SKILL_USE_COMBAT_BONUS:
      {
        g_autofree char *why = bn_battle_words_skill_number (words, event);

        /* TRANSLATORS: a leader; the number his D20 had to make and why ("4 + his Combat Bonus 2"); the unit hit */
        return passed
          ? g_strdup_printf (_("%s throws his bonus die in the melee (a hit at %d or under: %s; Day of Battle, "
                               "Step Four): a hit on %s."), who, event->value, why, bn_battle_words_unit (words, event->c))
          : g_strdup_printf (_("%s throws his bonus die in the melee (a hit at %d or under: %s; Day of Battle, "
                               "Step Four): a miss."), who, event->value, why);
      }
    case BN_SKILL_USE_MORALE_BONUS:
      {
        g_autofree char *why = bn_battle_words_skill_number (words, event);

        if (own_turn_rules)
          return passed
            ? g_strdup_printf (_("%s holds %s (%d or under: %s): it does not panic."), who,
                               bn_battle_words_unit (words, event->c), event->value, why)
            : g_strdup_printf (_("%s cannot hold %s (%d or under: %s)."), who,
                               bn_battle_words_unit (words, event->c), event->value, why);
        return passed
          ? g_strdup_printf (_("%s holds %s (%d or under: %s): one retreat less."), who,
                             bn_battle_words_unit (words, event->c), event->value, why)
          : g_strdup_printf (_("%s cannot hold %s (%d or under: %s)."), who,
                             bn_battle_words_unit (words, event->c), event->value, why);
      }
    case BN_SKILL_USE_INITIATIVE:
      if (own_turn_rules)
        return g_strdup_printf (ngettext ("%s's Initiative %u adds %d to his side's leadership roll.",
                                          "%s's Initiative %u adds %d to his side's leadership roll.",
                                          (gulong) ABS (event->value)),
                                who, c != NULL ? c->initiative : 0, event->value);
      /* The extra orders are for the units the card names (its colour,
       * its kind): with none of them left to order, none is offered. */
      return g_strdup_printf (ngettext ("%s's Initiative %u: the card may order %d more of the units it names, "
                                        "if there are more of them to order (Day of Battle, Initiative).",
                                        "%s's Initiative %u: the card may order %d more of the units it names, "
                                        "if there are more of them to order (Day of Battle, Initiative).",
                                        (gulong) ABS (event->value)),
                              who, c != NULL ? c->initiative : 0, event->value);
    case BN_SKILL_N_USES:
    default:
      return NULL;
    }
}

/* One die of a single combat, as its place in the duel's rounds tells it
 * (L&L, Single combat: five rounds of one battle die each; a hit symbol
 * scores unless the other man saves it with a shield). */
typedef struct
{
  guint round;                /* from 1 */
  guint man;                  /* 0 the challenger, 1 the challenged: who threw it */
  gboolean save;              /* his shield throw against the other's hit */
  gboolean point;             /* a hit: the point stands; a save: it failed */
} DuelDie;

static gboolean
duel_hit (guint symbol)
{
  return symbol == BN_DIE_HIT_ANY || symbol == BN_DIE_HIT_LESSER || symbol == BN_DIE_HIT_NONE;
}

/* The dice of the single combat @event belongs to (a die or the duel
 * itself), read from the battle's log; *out_duel: its BN_EVENT_DUEL.
 * Returns how many, 0 when @event is not one of the battle's own. */
static guint
duel_dice (const BnBattleWords  *words,
           const BnBattleEvent  *event,
           DuelDie              *out_dice,
           guint                 max,
           guint                *out_mine,
           const BnBattleEvent **out_duel)
{
  const BnBattle *battle = words->battle;
  guint n_events = bn_battle_get_n_events (battle);
  const BnBattleEvent *first = n_events > 0 ? bn_battle_get_event (battle, 0) : NULL;
  guint index, start, n = 0, round = 1, man = 0;
  gboolean save = FALSE, hit_pending = FALSE;

  *out_duel = NULL;
  *out_mine = G_MAXUINT;
  if (first == NULL || event < first || event >= first + n_events)
    return 0;
  index = (guint) (event - first);
  /* Back to the first die of this duel: the dice of its action before it. */
  start = index;
  while (start > 0 && first[start - 1].action == event->action && first[start - 1].type == BN_EVENT_DIE
         && first[start - 1].a == BN_DIE_DUEL)
    start--;
  for (guint i = start; i < n_events && n < max; i++)
    {
      const BnBattleEvent *e = &first[i];

      if (e->action != event->action)
        break;
      if (e->type == BN_EVENT_DUEL)
        {
          *out_duel = e;
          break;
        }
      if (e->type != BN_EVENT_DIE || e->a != BN_DIE_DUEL)
        break;
      if (i == index)
        *out_mine = n;
      out_dice[n].round = round;
      out_dice[n].save = save;
      out_dice[n].man = save ? 1 - man : man;
      out_dice[n].point = save ? e->b != BN_DIE_SHIELD : duel_hit (e->b);
      hit_pending = !save && duel_hit (e->b);
      n++;
      if (hit_pending)
        {
          save = TRUE;
          continue;
        }
      save = FALSE;
      if (man == 1)
        round++;
      man = 1 - man;
    }
  return *out_duel != NULL ? n : 0;
}

/**
 * bn_battle_words_duel_thrower:
 * @event: one of the battle's events
 *
 * Returns: the commander who threw @event, a die of a single combat (his
 *   strike, or his save against the other's); −1 when it is none
 */
int
bn_battle_words_duel_thrower (const BnBattleWords *words,
                              const BnBattleEvent *event)
{
  DuelDie dice[64];
  const BnBattleEvent *duel;
  guint mine;
  guint n = duel_dice (words, event, dice, G_N_ELEMENTS (dice), &mine, &duel);

  if (n == 0 || mine >= n)
    return -1;
  return (int) (dice[mine].man == 0 ? duel->a : duel->b);
}

/* A single-combat die in words: whose it is, and what it did. */
char *
bn_battle_words_duel_die (const BnBattleWords *words,
                          const BnBattleEvent *event)
{
  DuelDie dice[64];
  const BnBattleEvent *duel;
  guint mine;
  guint n = duel_dice (words, event, dice, G_N_ELEMENTS (dice), &mine, &duel);
  const char *thrower, *other;

  if (n == 0 || mine >= n)
    return NULL;
  thrower = bn_battle_words_commander (words, dice[mine].man == 0 ? duel->a : duel->b);
  other = bn_battle_words_commander (words, dice[mine].man == 0 ? duel->b : duel->a);
  if (dice[mine].save)
    return g_strdup_printf (dice[mine].point
                            /* Translators: round, the man saving, the face, its symbol, the other man. */
                            ? _("Single combat, round %u: %s's save: %d, %s — no shield, a point to %s.")
                            : _("Single combat, round %u: %s's save: %d, %s — saved, no point to %s."),
                            dice[mine].round, thrower, event->value, bn_battle_words_die_symbol (event->b), other);
  return g_strdup_printf (dice[mine].point
                          /* Translators: round, the man striking, the face, its symbol, the other man. */
                          ? _("Single combat, round %u: %s strikes: %d, %s — a hit, unless %s saves it with a shield.")
                          : _("Single combat, round %u: %s strikes: %d, %s — no hit (%s need not save)."),
                          dice[mine].round, thrower, event->value, bn_battle_words_die_symbol (event->b), other);
}

/* Whether the single combat @event ends is the second, final one: the
 * challenged chose it right after a drawn first between the same two (no
 * other action comes between, BN_PHASE_DUEL_DRAW). */
static gboolean
duel_is_second (const BnBattleWords *words,
                const BnBattleEvent *event)
{
  guint n_events = bn_battle_get_n_events (words->battle);
  const BnBattleEvent *first = n_events > 0 ? bn_battle_get_event (words->battle, 0) : NULL;
  const BnBattleEvent *e = event;

  if (first == NULL || event < first || event >= first + n_events)
    return FALSE;
  while (e > first && (e - 1)->action == event->action)
    e--;
  if (e == first)
    return FALSE;
  e--;
  return e->type == BN_EVENT_DUEL && e->value == 0 && e->a == event->a && e->b == event->b;
}

/* The single combat's result: each man's points and where the score comes
 * from, who won, and what becomes of the loser. */
char *
bn_battle_words_duel (const BnBattleWords *words,
                      const BnBattleEvent *event)
{
  DuelDie dice[64];
  const BnBattleEvent *duel;
  guint mine, points[2] = { 0, 0 };
  guint n = duel_dice (words, event, dice, G_N_ELEMENTS (dice), &mine, &duel);
  const char *names[2] = { bn_battle_words_commander (words, event->a), bn_battle_words_commander (words, event->b) };
  g_autofree char *score = NULL;

  for (guint i = 0; i < n; i++)
    if (dice[i].point)
      {
        /* A hit's point stands unless the save that follows it was a shield. */
        if (!dice[i].save && (i + 1 >= n || !dice[i + 1].save || dice[i + 1].point))
          points[dice[i].man]++;
      }
  if (n == 0 || (int) points[0] - (int) points[1] != event->value)
    /* Translators: challenger, challenged, the challenger's points less the challenged's. */
    score = g_strdup_printf (_("Single combat: %s challenges %s; score %+d (the challenger's points less the challenged's)."),
                             names[0], names[1], event->value);
  else
    /* Translators: challenger, challenged, each one's points, then the challenger's points less the challenged's. */
    score = g_strdup_printf (_("Single combat: %s challenges %s. Five rounds of one battle die each, no bonus: a hit "
                               "symbol scores unless the other saves it with a shield. %s scores %u, %s %u (%+d): the "
                               "challenger's points less the challenged's."),
                             names[0], names[1], names[0], points[0], names[1], points[1], event->value);
  /* L&L, Appendix 2, Single combat – ransom: "the defender has the option
   * to go for a second (final) duel of 5 rounds. If this also proves
   * inconclusive (or the defender does not opt for a second duel), both
   * combatants return to their former positions." */
  if (event->value == 0 && duel_is_second (words, event))
    return g_strdup_printf (_("%s A draw again, and this second single combat was the final one: it ends with no "
                              "winner; both return to their former positions, nobody killed or taken (L&L, Appendix 2, "
                              "Single combat – ransom)."), score);
  if (event->value == 0)
    return g_strdup_printf (_("%s A draw: the challenged may fight a second, final single combat; if he does not, both "
                              "return to their former positions (L&L, Appendix 2, Single combat – ransom)."), score);
  return g_strdup_printf (_("%s %s wins; %s loses and falls."), score, names[event->value > 0 ? 0 : 1],
                          names[event->value > 0 ? 1 : 0]);
}

/* Whether @side has a leader of the campaign, one who takes the risks of
 * Day of Battle (a personal combat skill): the engine's side_has_risk(). */
static gboolean
side_has_campaign_leader (const BnBattle *battle,
                          guint           side)
{
  for (guint c = 0; c < bn_battle_get_n_commanders (battle); c++)
    {
      const BnBattleCommander *cmd = bn_battle_get_commander (battle, c);

      if (cmd->side == side && cmd->pcs > 0)
        return TRUE;
    }
  return FALSE;
}

/* A commander eliminated: after a lost single combat, what falling means. */
char *
bn_battle_words_falls (const BnBattleWords *words,
                       const BnBattleEvent *event)
{
  const BnBattle *battle = words->battle;
  guint n_events = bn_battle_get_n_events (battle);
  const BnBattleEvent *first = n_events > 0 ? bn_battle_get_event (battle, 0) : NULL;
  const char *who = bn_battle_words_commander (words, event->a);
  const BnBattleCommander *commander = bn_battle_get_commander (battle, event->a);
  gboolean duel = FALSE;
  g_autofree char *fall = NULL;
  g_autofree char *fights_on = NULL;

  if (first != NULL && event > first && event < first + n_events)
    for (const BnBattleEvent *e = event - 1; e >= first && e->action == event->action; e--)
      if (e->type == BN_EVENT_DUEL)
        {
          duel = TRUE;
          break;
        }
  if (!duel)
    fall = g_strdup_printf (_("%s falls."), who);
  else if (commander != NULL && commander->pcs > 0)
    return g_strdup_printf (_("%s falls in the single combat and leaves the field (the loser is killed on the board, "
                              "L&L, Single combat). After the battle his Special Results card says how he fell: "
                              "beaten with no lasting hurt, wounded, lost, taken or slain."), who);
  else
    fall = g_strdup_printf (_("%s falls in the single combat and is killed (L&L, Single combat: the loser is killed)."), who);
  /* Only a host with leaders of the campaign breaks when its last leader
   * falls (DoB, "Lost Leaders and Heroes"; check_break()): a host without
   * one fights on, which a player who knows the break expects not. */
  fights_on = bn_battle_words_host_fights_on (words, event->a);
  if (fights_on != NULL)
    return g_strdup_printf ("%s %s", fall, fights_on);
  return g_steal_pointer (&fall);
}

/**
 * bn_battle_words_host_fights_on:
 * @commander: a commander who has fallen
 *
 * Only a host with leaders of the campaign breaks when its last leader
 * falls (DoB, "Lost Leaders and Heroes"; check_break()): a host without
 * one fights on when its army commander falls, which a player who knows
 * the break does not expect.
 *
 * Returns: (nullable): that, in words, when @commander was such a host's
 *   army commander; else %NULL
 */
char *
bn_battle_words_host_fights_on (const BnBattleWords *words,
                                guint                commander)
{
  const BnBattleCommander *fallen;

  if (commander >= bn_battle_get_n_commanders (words->battle))
    return NULL;
  fallen = bn_battle_get_commander (words->battle, commander);
  if (fallen->base_rank != BN_COMMANDER_ARMY || side_has_campaign_leader (words->battle, fallen->side))
    return NULL;
  /* Translators: the fallen's host (“Enguerrand de Coucy's host”). */
  return g_strdup_printf (_("%s fights on: it has no leader of the campaign, and only such a host breaks when its "
                            "last leader falls (house reading)."), bn_battle_words_army (words, fallen->side));
}

