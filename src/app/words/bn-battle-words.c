/* bn-battle-words.c — a battle told in a player's words; see the header.
 *
 * Every rule named here is the Lords & Levies text's, as docs/rules.md
 * cites it, except in a battle played by Lionheart's own turn (a
 * leadership roll, then actions), which is told in that variant's words:
 * actions, axes, arrows and panics, bids for mercenaries. The words say
 * which rule decided, not how the engine did. A legal action in words is
 * in bn-battle-words-actions.c.
 */
#include "bn-config.h"

#include "bn-battle-words-private.h"

#include "bn-battle-ai.h"
#include "bn-battle-glance.h"
#include "bn-battle-log-xml.h"
#include "bn-combat-account.h"

#include <glib/gi18n.h>

static const char * const phase_names[] = {
  [BN_PHASE_PLAY_CARD] = N_("play a command card"),
  [BN_PHASE_ORDER] = N_("order units"),
  [BN_PHASE_MOVE] = N_("move the ordered units"),
  [BN_PHASE_RECEIVE] = N_("receive a flank move"),
  [BN_PHASE_BATTLE] = N_("battle"),
  [BN_PHASE_DEFEND] = N_("make a stand or retreat"),
  [BN_PHASE_BREAKTHROUGH] = N_("break through or hold"),
  [BN_PHASE_SPECIAL] = N_("choose the special card's target"),
  [BN_PHASE_PAY] = N_("pay or refuse"),
  [BN_PHASE_DUEL_DRAW] = N_("fight a second duel or not"),
  [BN_PHASE_CASUALTIES] = N_("choose who takes the casualties"),
  [BN_PHASE_RETREAT] = N_("choose the retreat hex"),
  [BN_PHASE_OVER] = N_("the battle is over"),
  [BN_PHASE_DEPLOY] = N_("place its units in its zone"),
};

static const char * const direction_names[] = {
  N_("north"), N_("north-east"), N_("south-east"), N_("south"), N_("south-west"), N_("north-west"),
};

/* Whether @battle is told in Lionheart's words: its ruleset plays its own
 * turn and reads the die as axe, arrow and panic. */
gboolean
bn_battle_words_own_turn (const BnBattle *battle)
{
  return bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (bn_battle_get_rules (battle)));
}

/* The phases of a ruleset that plays its own turn (Lionheart): an action
 * goes to a unit, which then spends its movement points. */
static const char *
own_turn_phase (BnBattlePhase phase)
{
  switch (phase)
    {
    case BN_PHASE_ORDER:
      return _("choose the unit for its action, rally one, or let the action go");
    case BN_PHASE_MOVE:
      return _("spend the unit's movement points: turn, advance, attack, shoot or reload");
    default:
      return bn_battle_words_phase (phase);
    }
}

/**
 * bn_battle_words_pause:
 *
 * Returns: (nullable): what the battle waits on where its phase does not
 *   say it: a leader's bad die to keep or have thrown again, a blow to take
 *   or ward off; Lionheart's leadership roll, which has no command card
 *   to play; %NULL otherwise
 */
const char *
bn_battle_words_pause (const BnBattle *battle)
{
  if (bn_battle_get_phase (battle) == BN_PHASE_OVER)
    return NULL;
  if (bn_battle_get_reroll_offer (battle, NULL, NULL) >= 0)
    return _("keep the leader's die or have it thrown again");
  if (bn_battle_get_struck_commander (battle) >= 0)
    return _("take the blow or have a retainer ward it off");
  if (bn_battle_words_own_turn (battle) && bn_battle_get_phase (battle) == BN_PHASE_PLAY_CARD)
    return _("throw the leadership roll");
  return NULL;
}

const char *
bn_battle_words_phase (BnBattlePhase phase)
{
  return phase < G_N_ELEMENTS (phase_names) ? _(phase_names[phase]) : "?";
}

const char *
bn_battle_words_direction (guint direction)
{
  return direction < G_N_ELEMENTS (direction_names) ? _(direction_names[direction]) : "?";
}

/* The name the unit's roster gives it, or its class's. */
static const char *
unit_plain_name (const BnBattleWords *words,
                 guint                unit)
{
  const BnBattleUnit *u = bn_battle_get_unit (words->battle, unit);
  guint home = bn_battle_get_unit_home_side (words->battle, unit);

  /* Its own roster's name, whichever side it now fights for. */
  if (words->armies[home] != NULL && u->spec < words->armies[home]->n_units &&
      words->armies[home]->units[u->spec].name[0] != '\0')
    return bn_data_text (words->armies[home]->units[u->spec].name);
  return bn_data_text (bn_battle_get_unit_class (words->battle, unit)->name);
}


/* @name told apart from the other army's pieces of the same name: "Mounted
 * knights (Army of Hugh)". The strings are interned: a battle has few. */
static const char *
with_army (const BnBattleWords *words,
           const char          *name,
           guint                side)
{
  g_autofree char *told = NULL;

  if (words->armies[0] != NULL && words->armies[1] != NULL
      && g_strcmp0 (words->armies[0]->name, words->armies[1]->name) != 0)
    /* Translators: a unit or commander, then the army it belongs to. */
    told = g_strdup_printf (_("%s (%s)"), name, bn_battle_words_army (words, side));
  else
    /* Translators: a unit or commander, then the side (0 or 1) it is of. */
    told = g_strdup_printf (_("%s (side %u)"), name, side);
  return g_intern_string (told);
}

/* Returns: the name the unit's roster gives it, or its class's; with its
 *   army where a piece of the other side goes by the same name. */
const char *
bn_battle_words_unit (const BnBattleWords *words,
                      guint                unit)
{
  const char *name;
  guint home;

  if (unit >= bn_battle_get_n_units (words->battle))
    return "?";
  name = unit_plain_name (words, unit);
  home = bn_battle_get_unit_home_side (words->battle, unit);
  for (guint i = 0; i < bn_battle_get_n_units (words->battle); i++)
    if (bn_battle_get_unit_home_side (words->battle, i) != home && g_str_equal (unit_plain_name (words, i), name))
      return with_army (words, name, home);
  return name;
}

/**
 * bn_battle_words_unit_is_plural:
 *
 * A unit goes by the name of the men in it ("Longbowmen", "Levy archers"),
 * which takes a plural verb: "Longbowmen attack". A collective name
 * ("Peasant levy", "Town militia"), a gun or war machine with its crew
 * ("Field gun") — as the unit's type says in data/units.xml — and a
 * King/Leader's own stand are one thing each, told in the singular:
 * "Peasant levy attacks", "Field gun shoots".
 * The sentences come in both numbers, whole, for the translators.
 *
 * Returns: whether @unit's name takes a plural verb
 */
gboolean
bn_battle_words_unit_is_plural (const BnBattleWords *words,
                                guint                unit)
{
  const BnBattleUnit *u;

  if (unit >= bn_battle_get_n_units (words->battle))
    return FALSE;
  u = bn_battle_get_unit (words->battle, unit);
  {
    guint home = bn_battle_get_unit_home_side (words->battle, unit);

    if (words->armies[home] != NULL && u->spec < words->armies[home]->n_units &&
        words->armies[home]->units[u->spec].singular)
      return FALSE;
  }
  return u->leadership == 0 && bn_battle_get_unit_class (words->battle, unit)->arm != BN_BATTLE_ARM_ARTILLERY;
}

static const char *commander_plain_name (const BnBattleWords *words, guint commander);

/* Returns: the commander's name, or his rank's; with his army where one
 *   of the other side goes by the same. */
const char *
bn_battle_words_commander (const BnBattleWords *words,
                           guint                commander)
{
  const char *name;
  guint side;

  if (commander >= bn_battle_get_n_commanders (words->battle))
    return "?";
  name = commander_plain_name (words, commander);
  side = bn_battle_get_commander (words->battle, commander)->side;
  for (guint i = 0; i < bn_battle_get_n_commanders (words->battle); i++)
    if (bn_battle_get_commander (words->battle, i)->side != side && g_str_equal (commander_plain_name (words, i), name))
      return with_army (words, name, side);
  return name;
}

static const char *
commander_plain_name (const BnBattleWords *words,
                      guint                commander)
{
  const BnBattleCommander *c = bn_battle_get_commander (words->battle, commander);

  if (c->side < 2 && words->armies[c->side] != NULL && c->spec < words->armies[c->side]->n_commanders &&
      words->armies[c->side]->commanders[c->spec].name[0] != '\0')
    return words->armies[c->side]->commanders[c->spec].name;
  switch (c->rank)
    {
    case BN_COMMANDER_ARMY:
      return _("the army commander");
    case BN_COMMANDER_CAPTAIN:
      return _("a captain");
    case BN_COMMANDER_SERGEANT:
      return _("a sergeant");
    default:
      return _("a character");
    }
}

/* Returns: card @card's name ("Order two red units"). */
const char *
bn_battle_words_card (const BnBattleWords *words,
                      guint                card)
{
  const BnBattleRules *rules = bn_battle_get_rules (words->battle);
  guint kind;

  /* The other side's card, over the network, before the rules show it. */
  if (card == BN_BATTLE_CARD_UNSEEN)
    return _("a card not shown");
  kind = bn_battle_get_card_kind (words->battle, card);
  return kind < bn_battle_rules_get_n_cards (rules) ? bn_data_text (bn_battle_rules_get_card (rules, kind)->name) : "?";
}

const char *
bn_battle_words_die_symbol (BnDieSymbol symbol)
{
  static const char * const names[] = {
    [BN_DIE_FLAG] = N_("flag"),
    [BN_DIE_SHIELD] = N_("shield"),
    [BN_DIE_SWORDS] = N_("crossed swords"),
    [BN_DIE_HIT_NONE] = N_("hit on no armour"),
    [BN_DIE_HIT_LESSER] = N_("hit on lesser armour"),
    [BN_DIE_HIT_ANY] = N_("hit on any armour"),
  };

  return symbol < G_N_ELEMENTS (names) ? _(names[symbol]) : "?";
}

/* Returns: the face @symbol counts as under @ruleset ("axe"), or the
 *   symbol's own name where the symbol itself is read (or no ruleset). */
const char *
bn_battle_words_die_face (const BnRuleset *ruleset,
                          BnDieSymbol      symbol)
{
  switch (ruleset != NULL ? bn_ruleset_read_die (ruleset, symbol) : BN_DIE_READING_SYMBOL)
    {
    case BN_DIE_READING_AXE:
      return _("axe");
    case BN_DIE_READING_ARROW:
      return _("arrow");
    case BN_DIE_READING_PANIC:
      return _("panic");
    case BN_DIE_READING_SYMBOL:
    default:
      return bn_battle_words_die_symbol (symbol);
    }
}

/* Returns: what the battle's words call the army of @side: its short
 *   name where it has one ("Opposing host"), else its name. */
const char *
bn_battle_words_army (const BnBattleWords *words,
                      guint                side)
{
  if (side < 2 && words->armies[side] != NULL)
    return words->armies[side]->short_name[0] != '\0' ? words->armies[side]->short_name : words->armies[side]->name;
  return side == 0 ? _("Side 0") : _("Side 1");
}

/* Lionheart's events in its own words; %NULL for those told as in L&L. */
static char *
own_turn_event (const BnBattleWords *words,
                const BnBattleEvent *event)
{
  static const char * const purposes[] = {
    [BN_DIE_ATTACK] = N_("Combat die"),
    [BN_DIE_SAVE] = N_("Saving roll"),
    [BN_DIE_LEADERSHIP] = N_("Leadership die"),
    [BN_DIE_PANIC] = N_("Panic die"),
    [BN_DIE_PANIC_MOVE] = N_("Panic-move die"),
    [BN_DIE_SHOOT] = N_("Archery die"),
  };
  const char *army = bn_battle_words_army (words, event->side);

  switch ((BnBattleEventType) event->type)
    {
    case BN_EVENT_DIE:
      /* An archery die hits on an arrow (LH Combat): said, as the face is. */
      if (event->a == BN_DIE_SHOOT)
        /* TRANSLATORS: Lionheart's archery die: its number, then the face it counts as */
        return g_strdup_printf (_("Archery die: %d, %s (an arrow hits)."), event->value,
                                bn_battle_words_die_face (bn_battle_rules_get_ruleset (bn_battle_get_rules (words->battle)),
                                                          event->b));
      return g_strdup_printf (_("%s: %d, %s."),
                              event->a < G_N_ELEMENTS (purposes) && purposes[event->a] != NULL
                                ? _(purposes[event->a]) : _("Die"),
                              event->value,
                              bn_battle_words_die_face (bn_battle_rules_get_ruleset (bn_battle_get_rules (words->battle)),
                                                        event->b));
    case BN_EVENT_LEADERSHIP:
      if (event->c == 0)
        return g_strdup_printf (_("Leadership roll %d to %d, a tie: nothing happens this turn."),
                                event->a, event->b);
      return g_strdup_printf (ngettext ("Leadership roll %d to %d: %s has %d action, the other side one.",
                                        "Leadership roll %d to %d: %s has %d actions, the other side one.",
                                        event->c),
                              event->a, event->b, army, event->c);
    case BN_EVENT_ORDERED:
      if (event->b != 0)
        return NULL;
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s is given the action."),
                                                  _("%s are given the action.")),
                              bn_battle_words_unit (words, event->a));
    case BN_EVENT_PANICKED:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s panics and must rally."),
                                                  _("%s panic and must rally.")),
                              bn_battle_words_unit (words, event->a));
    case BN_EVENT_RELOADED:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s reloads."), _("%s reload.")),
                              bn_battle_words_unit (words, event->a));
    case BN_EVENT_BID:
      return event->b
        ? g_strdup_printf (_("%s bids %d points for %s: more than it was promised."), army, event->value,
                           bn_battle_words_unit (words, event->a))
        : g_strdup_printf (_("%s bids %d points for %s: not enough, it stays loyal."), army, event->value,
                           bn_battle_words_unit (words, event->a));
    case BN_EVENT_CHANGED_SIDES:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s is outbid and changes sides."),
                                                  _("%s are outbid and change sides.")),
                              bn_battle_words_unit (words, event->a));
    case BN_EVENT_ACCOUNTS:
      return g_strdup_printf (_("%s: %d points unspent, %d owed to its mercenaries."), army, event->value,
                              event->a + 256 * event->b);
    case BN_EVENT_COMMANDER_MOVED:
      /* b: the unit he joins; c: the one he left, 0xFF none. */
      return event->c != 0xFF
        ? g_strdup_printf (_("%s leaves %s and leads from %s."), bn_battle_words_commander (words, event->a),
                           bn_battle_words_unit (words, event->c), bn_battle_words_unit (words, event->b))
        : g_strdup_printf (_("%s leads from %s."), bn_battle_words_commander (words, event->a),
                           bn_battle_words_unit (words, event->b));
    case BN_EVENT_TURN_END:
      return g_strdup (_("The actions are done: a new leadership roll."));
    default:
      return NULL;
    }
}

/* Whether the retreat @event of the battle's log is the hex its unit
 * chose to fall back before the dice (L&L, Voluntary retreat: taken after
 * the losses, before any flag's): the unit's first retreat since it
 * withdrew in the same combat. */
static gboolean
retreat_is_voluntary (const BnBattleWords *words,
                      const BnBattleEvent *event)
{
  guint n = bn_battle_get_n_events (words->battle);
  const BnBattleEvent *first = n > 0 ? bn_battle_get_event (words->battle, 0) : NULL;

  if (first == NULL || event < first || event >= first + n)
    return FALSE;
  for (guint i = (guint) (event - first); i-- > 0;)
    {
      const BnBattleEvent *e = first + i;

      if (e->type == BN_EVENT_WITHDRAW)
        return e->a == event->a;
      if (e->type == BN_EVENT_BATTLE || (e->type == BN_EVENT_RETREAT && e->a == event->a))
        return FALSE;
    }
  return FALSE;
}

/* Whether the unit breaking through in @event may battle again: mounted
 * troops that broke through after a close combat whose target retreated
 * rather than fell (L&L, Forcing a breakthrough: "When a mounted unit
 * forces a breakthrough, it can engage the retreating unit in battle once
 * more"), as the engine's battle_advance() allows it. Read from the log
 * before @event, so a battle read later is told as it was played. */
static gboolean
breakthrough_battles_again (const BnBattleWords *words,
                            const BnBattleEvent *event)
{
  const BnBattle *battle = words->battle;
  guint n_events = bn_battle_get_n_events (battle);
  const BnBattleEvent *first = n_events > 0 ? bn_battle_get_event (battle, 0) : NULL;
  const BnBattleRules *rules = bn_battle_get_rules (battle);
  const BnBattleUnit *unit;
  const BnClassProfile *class;

  if (first == NULL || event <= first || event >= first + n_events || event->a >= bn_battle_get_n_units (battle))
    return FALSE;
  unit = bn_battle_get_unit (battle, event->a);
  class = unit->class_index < bn_battle_rules_get_n_classes (rules)
          ? bn_battle_rules_get_class (rules, unit->class_index) : NULL;
  if (class == NULL || class->arm != BN_BATTLE_ARM_HORSE)
    return FALSE;
  for (const BnBattleEvent *e = event - 1; e >= first; e--)
    {
      if (e->type == BN_EVENT_UNIT_ELIMINATED)
        {
          /* The target fell: nobody is left to battle again. */
          const BnBattleEvent *strike = NULL;

          for (const BnBattleEvent *f = e - 1; f >= first && strike == NULL; f--)
            if (f->type == BN_EVENT_BATTLE)
              strike = f;
          if (strike != NULL && strike->a == event->a && strike->b == e->a)
            return FALSE;
          continue;
        }
      if (e->type == BN_EVENT_BATTLE)
        return e->a == event->a && (e->c & BN_EVENT_AT_COMMANDER) == 0;
    }
  return FALSE;
}

/**
 * bn_battle_words_event:
 * @viewer: the side reading, or %BN_BATTLE_WORDS_EVERYONE; the cards the
 *   other side draws are not told to a side
 *
 * Returns: (transfer full) (nullable): what happened and the rule that
 *   decided it; %NULL for what needs no telling
 */
char *
bn_battle_words_event (const BnBattleWords *words,
                       const BnBattleEvent *event,
                       guint                viewer)
{
  static const char * const purposes[] = {
    [BN_DIE_ATTACK] = N_("Battle die"),
    [BN_DIE_SAVE] = N_("Saving throw"),
    [BN_DIE_DEFENCE] = N_("Defence throw"),
    [BN_DIE_FLAG_SAVE] = N_("Throw against a flag"),
    [BN_DIE_FIRST_SIDE] = N_("Die for the first move"),
    [BN_DIE_BRIBE] = N_("Bribe die"),
    [BN_DIE_DUEL] = N_("Single-combat die"),
  };
  const char *army = bn_battle_words_army (words, event->side);
  const char *where = bn_battle_words_direction (event->b);

  if (event->type == BN_EVENT_DIE && event->a == BN_DIE_PCS)
    return g_strdup_printf (_("Personal combat check: D20 %d."), event->value);
  if (event->type == BN_EVENT_DIE && event->a == BN_DIE_SKILL)
    return g_strdup_printf (_("A leader's D20: %d."), event->value);
  if (event->type == BN_EVENT_DIE && event->a == BN_DIE_RETAINER)
    return g_strdup_printf (_("A retainer's D20: %d."), event->value);
  if (event->type == BN_EVENT_RETAINER)
    return bn_battle_words_retainer_event (words, event, viewer);
  if (event->type == BN_EVENT_LEADER_SKILL)
    return bn_battle_words_skill_event (words, event);
  if (bn_battle_is_on_table (words->battle))
    {
      char *told = bn_battle_words_table_event (words, event);

      if (told != NULL)
        return told;
    }
  else if (bn_battle_words_own_turn (words->battle))
    {
      char *told = own_turn_event (words, event);

      if (told != NULL)
        return told;
    }
  switch ((BnBattleEventType) event->type)
    {
    case BN_EVENT_FIRST_SIDE:
      return event->value > 0
        ? g_strdup_printf (_("%s moves first (a die showed %d)."), army, event->value)
        : g_strdup_printf (_("%s moves first, as the scenario says."), army);
    case BN_EVENT_CARD_DRAWN:
      /* A card this program was not shown (a dealt deck) is not named. */
      if ((viewer != BN_BATTLE_WORDS_EVERYONE && viewer != event->side) || event->a == BN_BATTLE_CARD_UNSEEN)
        return event->action == G_MAXUINT32 ? NULL : g_strdup_printf (_("%s draws a card."), army);
      return g_strdup_printf (_("%s draws “%s”."), army, bn_battle_words_card (words, event->a));
    case BN_EVENT_RESHUFFLE:
      return g_strdup (_("The discards are shuffled into a new deck."));
    case BN_EVENT_CARD_PLAYED:
      return g_strdup_printf (_("%s plays “%s”."), army, bn_battle_words_card (words, event->a));
    case BN_EVENT_CARD_DISCARDED:
      return g_strdup_printf (_("%s discards “%s”: no card could order a unit."), army,
                              bn_battle_words_card (words, event->a));
    case BN_EVENT_ORDERED:
      if (event->b != 0)
        return g_strdup_printf (_("%s is ordered."), bn_battle_words_commander (words, event->a));
      return event->c == BN_ORDER_MOVE_ONLY
        ? g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a,
                                               _("%s is ordered to move only (a sergeant's company of another colour)."),
                                               _("%s are ordered to move only (a sergeant's company of another colour).")),
                           bn_battle_words_unit (words, event->a))
        : g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s is ordered."), _("%s are ordered.")),
                           bn_battle_words_unit (words, event->a));
    case BN_EVENT_UNIT_MOVED:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s moves %s."), _("%s move %s.")),
                              bn_battle_words_unit (words, event->a), where);
    case BN_EVENT_COMMANDER_MOVED:
      return g_strdup_printf (_("%s moves %s."), bn_battle_words_commander (words, event->a), where);
    case BN_EVENT_FACED:
      /* A turn that cost none of the move. */
      if (event->value == 0)
        return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s turns to face %s."), _("%s turn to face %s.")),
                                bn_battle_words_unit (words, event->a), where);
      return g_strdup_printf (bn_battle_words_unit_is_plural (words, event->a)
                              ? ngettext ("%s turn to face %s (%d hex of their move).",
                                          "%s turn to face %s (%d hexes of their move).", (gulong) ABS (event->value))
                              : ngettext ("%s turns to face %s (%d hex of its move).",
                                          "%s turns to face %s (%d hexes of its move).", (gulong) ABS (event->value)),
                              bn_battle_words_unit (words, event->a), where, event->value);
    case BN_EVENT_STAKES:
      return g_strdup_printf (event->value ? BN_WORDS_BY_NUMBER (words, event->a, _("%s plants stakes."),
                                                                 _("%s plant stakes."))
                                           : _("The stakes of %s are removed."),
                              bn_battle_words_unit (words, event->a));
    case BN_EVENT_RECEIVED:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s receives the flank move, facing %s."),
                                                  _("%s receive the flank move, facing %s.")),
                              bn_battle_words_unit (words, event->a), where);
    case BN_EVENT_BATTLE:
      {
        BnBattleStrike strike;
        const char *target;
        gboolean many;

        bn_battle_event_get_strike (event, &strike);
        target = strike.at_commander ? bn_battle_words_commander (words, strike.target)
                                     : bn_battle_words_unit (words, strike.target);
        many = bn_battle_words_unit_is_plural (words, strike.attacker);
        if (strike.range > 1)
          return g_strdup_printf (strike.at_commander
                                  ? (many ? ngettext ("%s shoot at %s, alone in his hex, %u hexes away, with %d die.",
                                                      "%s shoot at %s, alone in his hex, %u hexes away, with %d dice.",
                                                      (gulong) ABS (strike.dice))
                                          : ngettext ("%s shoots at %s, alone in his hex, %u hexes away, with %d die.",
                                                      "%s shoots at %s, alone in his hex, %u hexes away, with %d dice.",
                                                      (gulong) ABS (strike.dice)))
                                  : (many ? ngettext ("%s shoot at %s, %u hexes away, with %d die.",
                                                      "%s shoot at %s, %u hexes away, with %d dice.",
                                                      (gulong) ABS (strike.dice))
                                          : ngettext ("%s shoots at %s, %u hexes away, with %d die.",
                                                      "%s shoots at %s, %u hexes away, with %d dice.",
                                                      (gulong) ABS (strike.dice))),
                                  bn_battle_words_unit (words, strike.attacker), target, strike.range, strike.dice);
        return g_strdup_printf (strike.at_commander
                                ? (many ? ngettext ("%s attack %s, alone in his hex, with %d die.",
                                                    "%s attack %s, alone in his hex, with %d dice.",
                                                    (gulong) ABS (strike.dice))
                                        : ngettext ("%s attacks %s, alone in his hex, with %d die.",
                                                    "%s attacks %s, alone in his hex, with %d dice.",
                                                    (gulong) ABS (strike.dice)))
                                : (many ? ngettext ("%s attack %s with %d die.", "%s attack %s with %d dice.",
                                                    (gulong) ABS (strike.dice))
                                        : ngettext ("%s attacks %s with %d die.", "%s attacks %s with %d dice.",
                                                    (gulong) ABS (strike.dice))),
                                bn_battle_words_unit (words, strike.attacker), target, strike.dice);
      }
    case BN_EVENT_STAND:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s makes a stand."), _("%s make a stand.")), bn_battle_words_unit (words, event->a));
    case BN_EVENT_WITHDRAW:
      /* Translators: the unit, then where to ("to the south") */
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a,
                                                  _("%s retreats voluntarily %s: no defence throw, only saving throws "
                                                    "(L&L, Voluntary retreat)."),
                                                  _("%s retreat voluntarily %s: no defence throw, only saving throws "
                                                    "(L&L, Voluntary retreat).")),
                              bn_battle_words_unit (words, event->a), where);
    case BN_EVENT_DIE:
      if (event->a == BN_DIE_DUEL)
        {
          char *told = bn_battle_words_duel_die (words, event);

          if (told != NULL)
            return told;
        }
      return g_strdup_printf (_("%s: %d, %s."),
                              event->a < G_N_ELEMENTS (purposes) ? _(purposes[event->a]) : "?", event->value,
                              bn_battle_words_die_symbol (event->b));
    case BN_EVENT_FIGURE_LOST:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s loses a figure: %d left."), _("%s lose a figure: %d left.")), bn_battle_words_unit (words, event->a), event->value);
    case BN_EVENT_RETREAT:
      /* b 0xFF: no hex was left before the edge (L&L, Retreats). */
      if (event->b == 0xFF)
        return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s retreats off the battlefield and is lost."),
                                                    _("%s retreat off the battlefield and are lost.")),
                                bn_battle_words_unit (words, event->a));
      if (retreat_is_voluntary (words, event))
        return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s retreats %s (the voluntary retreat, taken after the losses)."),
                                                    _("%s retreat %s (the voluntary retreat, taken after the losses).")),
                                bn_battle_words_unit (words, event->a), where);
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s retreats %s (a flag: one hex towards its baseline)."), _("%s retreat %s (a flag: one hex towards their baseline).")),
                              bn_battle_words_unit (words, event->a), where);
    case BN_EVENT_RETREAT_BLOCKED:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s cannot retreat and loses a figure instead."), _("%s cannot retreat and lose a figure instead.")), bn_battle_words_unit (words, event->a));
    case BN_EVENT_RALLIED:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s rallies."), _("%s rally.")), bn_battle_words_unit (words, event->a));
    case BN_EVENT_UNIT_ELIMINATED:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s is destroyed."), _("%s are destroyed.")), bn_battle_words_unit (words, event->a));
    case BN_EVENT_COMMANDER_ELIMINATED:
      return bn_battle_words_falls (words, event);
    case BN_EVENT_VICTORY_POINTS:
      {
        static const char * const reasons[] = {
          [BN_VICTORY_UNIT] = N_("an enemy unit destroyed"),
          [BN_VICTORY_COMMANDER] = N_("an enemy commander eliminated"),
          [BN_VICTORY_OBJECTIVE] = N_("an objective"),
          [BN_VICTORY_PRISONER] = N_("a prisoner taken"),
        };
        const char *why = event->a < G_N_ELEMENTS (reasons) ? _(reasons[event->a]) : "";

        if (event->value >= 0)
          return g_strdup_printf (ngettext ("%s gains %d victory point: %s.", "%s gains %d victory points: %s.",
                                            (gulong) event->value),
                                  army, event->value, why);
        return g_strdup_printf (ngettext ("%s loses %d victory point: %s.", "%s loses %d victory points: %s.",
                                          (gulong) ABS (event->value)),
                                army, ABS (event->value), why);
      }
    case BN_EVENT_BREAKTHROUGH:
      {
        g_autofree char *moved = breakthrough_battles_again (words, event)
          ? g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a,
                                                 _("%s breaks through %s into the emptied hex and may battle the "
                                                   "retreating unit once more (L&L, Forcing a breakthrough: mounted "
                                                   "troops)."),
                                                 _("%s break through %s into the emptied hex and may battle the "
                                                   "retreating unit once more (L&L, Forcing a breakthrough: mounted "
                                                   "troops).")),
                             bn_battle_words_unit (words, event->a), where)
          : g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s breaks through %s into the emptied hex."), _("%s break through %s into the emptied hex.")), bn_battle_words_unit (words, event->a),
                                                  where);
        const char *commander = bn_battle_words_breakthrough_commander (words, event->held);

        return commander != NULL ? g_strdup_printf ("%s %s", moved, commander) : g_steal_pointer (&moved);
      }
    case BN_EVENT_CHANGED_SIDES:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s is bribed and changes sides."), _("%s are bribed and change sides.")), bn_battle_words_unit (words, event->a));
    case BN_EVENT_GOLD:
      return g_strdup_printf (_("%s must find %d gold pieces."), army, event->value);
    case BN_EVENT_PAID:
      return g_strdup_printf (_("%s pays with “%s”: %d gold pieces so far."), army,
                              bn_battle_words_card (words, event->a), event->value);
    case BN_EVENT_DUEL:
      return bn_battle_words_duel (words, event);
    case BN_EVENT_TURN_END:
      return g_strdup_printf (_("%s ends its turn."), army);
    case BN_EVENT_GAME_OVER:
      return event->side < 2 ? g_strdup_printf (_("The battle is over: %s wins."), army)
                             : g_strdup (_("The battle is over: a draw."));
    case BN_EVENT_CASUALTIES:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s takes the casualties."), _("%s take the casualties.")), bn_battle_words_unit (words, event->a));
    case BN_EVENT_MOUNTED:
      return g_strdup_printf (event->value ? BN_WORDS_BY_NUMBER (words, event->a, _("%s mounts."), _("%s mount."))
                                           : BN_WORDS_BY_NUMBER (words, event->a, _("%s dismounts."), _("%s dismount.")),
                              bn_battle_words_unit (words, event->a));
    case BN_EVENT_GROUP_FORMED:
      return g_strdup_printf (_("%s forms a “Battle”."), bn_battle_words_commander (words, event->b));
    case BN_EVENT_GROUP_JOINED:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s joins a “Battle”."), _("%s join a “Battle”.")), bn_battle_words_unit (words, event->a));
    case BN_EVENT_GROUP_DISSOLVED:
      return g_strdup_printf (_("The “Battle” of %s is dissolved."), bn_battle_words_commander (words, event->b));
    case BN_EVENT_GROUP_BROKEN:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s broke through out of its captain's zone: its “Battle” must reunite."), _("%s broke through out of their captain's zone: their “Battle” must reunite.")),
                              bn_battle_words_unit (words, event->a));
    case BN_EVENT_GROUP_REUNITED:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s is back in its “Battle”."), _("%s are back in their “Battle”.")), bn_battle_words_unit (words, event->a));
    case BN_EVENT_COMMANDER_WOUNDED:
      return g_strdup_printf (_("%s is wounded."), bn_battle_words_commander (words, event->a));
    case BN_EVENT_COMMANDER_CAPTURED:
      return g_strdup_printf (_("%s is taken prisoner by %s."), bn_battle_words_commander (words, event->a),
                              bn_battle_words_unit (words, event->b));
    case BN_EVENT_DEPLOYED:
      if (bn_battle_is_on_table (words->battle))
        return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a,
                                                    _("%s is placed %u cm across, its front %u cm from its edge."),
                                                    _("%s are placed %u cm across, their front %u cm from their edge.")),
                                bn_battle_words_unit (words, event->a), event->b, event->c);
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("%s is placed at %u, %u."), _("%s are placed at %u, %u.")),
                              bn_battle_words_unit (words, event->a), event->b, event->c);
    case BN_EVENT_PCS_CHECK:
    case BN_EVENT_RISK_CARD:
    case BN_EVENT_LEADER_RETURNS:
    case BN_EVENT_SUCCESSION:
    case BN_EVENT_ARMY_BROKEN:
      return bn_battle_words_risk_event (words, event);
    case BN_N_EVENTS:
    default:
      return NULL;
    }
}

/**
 * bn_battle_words_breakthrough_commander:
 * @held: a BN_EVENT_BREAKTHROUGH's held (BnBreakthroughCommander, the
 *   commander above it)
 *
 * Returns: (transfer none) (nullable): what became of the commander in
 *   the hex the unit broke through from, and why, in an interned string;
 *   %NULL where none stood with it
 */
const char *
bn_battle_words_breakthrough_commander (const BnBattleWords *words,
                                        guint                held)
{
  guint c = held >> BN_BREAKTHROUGH_COMMANDER_SHIFT;
  const char *who;
  g_autofree char *said = NULL;

  if ((held & BN_BREAKTHROUGH_COMMANDER_MASK) == BN_BREAKTHROUGH_NO_COMMANDER
      || c >= bn_battle_get_n_commanders (words->battle))
    return NULL;
  who = bn_battle_words_commander (words, c);
  switch ((BnBreakthroughCommander) (held & BN_BREAKTHROUGH_COMMANDER_MASK))
    {
    case BN_BREAKTHROUGH_WITH_COMMANDER:
      /* TRANSLATORS: after "Mounted knights break through north into the emptied hex." */
      said = g_strdup_printf (_("%s goes with the unit, as a commander may with the unit he commands (L&L, Companies)."), who);
      break;
    case BN_BREAKTHROUGH_STAYED:
      said = g_strdup_printf (_("%s stays behind: a commander may move with the unit he commands or stay in place "
                                "(L&L, Companies)."), who);
      break;
    case BN_BREAKTHROUGH_HAD_MOVED:
      said = g_strdup_printf (_("%s stays behind: he has moved on his own this turn, and a commander who has moved "
                                "may not move with a unit (L&L, Companies)."), who);
      break;
    case BN_BREAKTHROUGH_LEADS_BATTLE:
      said = g_strdup_printf (_("%s stays behind: a captain moves with his “Battle” as one, not with one unit of it "
                                "(L&L, Battles)."), who);
      break;
    case BN_BREAKTHROUGH_HELD:
      said = g_strdup_printf (_("%s stays behind: he formed or gave up a “Battle” this turn and takes no other "
                                "action (L&L, Battles)."), who);
      break;
    case BN_BREAKTHROUGH_GROUND:
      said = g_strdup_printf (_("%s stays behind: he cannot enter that ground (L&L, order sheet)."), who);
      break;
    case BN_BREAKTHROUGH_NO_COMMANDER:
    case BN_BREAKTHROUGH_COMMANDER_MASK:
    default:
      return NULL;
    }
  return g_intern_string (said);
}

/**
 * bn_battle_words_turn:
 *
 * Returns: (transfer full): the turn as its players count it, with the
 *   turn limit where there is one (bn_battle_get_glance()): "Turn 21 of
 *   30", "Turn 3"; "Before the first turn" while the first-move throw waits
 */
char *
bn_battle_words_turn (const BnBattle *battle)
{
  BnBattleGlance glance;

  bn_battle_get_glance (battle, &glance);
  if (glance.turn == 0)
    return g_strdup (_("Before the first turn"));
  if (glance.turn_limit > 0)
    /* TRANSLATORS: the turn, of the turns the battle lasts at most */
    return g_strdup_printf (_("Turn %u of %u"), glance.turn, glance.turn_limit);
  return g_strdup_printf (_("Turn %u"), glance.turn);
}

/**
 * bn_battle_words_score:
 *
 * Returns: (transfer full): the victory points and, where points win, the
 *   target: "victory points 2 to 1 (6 to win)"
 */
char *
bn_battle_words_score (const BnBattle *battle)
{
  BnBattleGlance glance;

  bn_battle_get_glance (battle, &glance);
  if (glance.target.victory_points > 0)
    /* TRANSLATORS: the two armies' victory points, then the points that win */
    return g_strdup_printf (_("victory points %u to %u (%u to win)"), glance.victory_points[0],
                            glance.victory_points[1], glance.target.victory_points);
  return g_strdup_printf (_("victory points %u to %u"), glance.victory_points[0], glance.victory_points[1]);
}

/* Returns: (transfer full): who won and by how much, or where it stands. */
char *
bn_battle_words_result (const BnBattleWords *words)
{
  const BnBattle *battle = words->battle;
  guint vp0 = bn_battle_get_victory_points (battle, 0);
  guint vp1 = bn_battle_get_victory_points (battle, 1);
  g_autofree char *turn = bn_battle_words_turn (battle);
  g_autofree char *score = bn_battle_words_score (battle);
  BnBattleGlance glance;

  bn_battle_get_glance (battle, &glance);
  /* The open table's turn goes by named steps ("Movement"): the step, then who acts. */
  if (bn_battle_get_phase (battle) != BN_PHASE_OVER && bn_battle_is_on_table (battle)
      && bn_battle_words_pause (battle) == NULL)
    /* Translators: the turn ("Turn 3 of 12"), its step ("Movement"), the army acting, the victory points. */
    return g_strdup_printf (_("%s, %s: %s to act; %s."), turn,
                            bn_battle_words_table_phase (battle), bn_battle_words_army (words, bn_battle_get_acting_side (battle)),
                            score);
  if (bn_battle_get_phase (battle) != BN_PHASE_OVER && bn_battle_get_turn (battle) == 0
      && bn_battle_words_pause (battle) != NULL)
    /* TRANSLATORS: the army to act, what it does (the first-move throw waits for a leader's die) */
    return g_strdup_printf (_("Before the first turn: %s to %s."), bn_battle_words_army (words, bn_battle_get_acting_side (battle)),
                            bn_battle_words_pause (battle));
  if (bn_battle_get_phase (battle) != BN_PHASE_OVER)
    /* Translators: the turn ("Turn 3 of 12"), the army to act, what it does, the victory points. */
    return g_strdup_printf (_("%s: %s to %s; %s."), turn,
                            bn_battle_words_army (words, bn_battle_get_acting_side (battle)),
                            bn_battle_words_pause (battle) != NULL ? bn_battle_words_pause (battle)
                            : bn_battle_is_on_table (battle) ? bn_battle_words_table_phase (battle)
                            : bn_battle_words_own_turn (battle) ? own_turn_phase (bn_battle_get_phase (battle))
                                              : bn_battle_words_phase (bn_battle_get_phase (battle)),
                            score);
  if (bn_battle_get_winner (battle) < 2)
    {
      BnBattleOutcome outcome = { 0, };

      /* Said why, lest a win on no more victory points seem wrong: in the
       * words the battle's page gives it (bn_battle_outcome_why()). */
      outcome.winner = (int) bn_battle_get_winner (battle);
      outcome.victory_points[0] = vp0;
      outcome.victory_points[1] = vp1;
      outcome.turns = bn_battle_get_turn (battle);
      outcome.end_known = bn_battle_get_end (battle, &outcome.end);
      {
        guint winner = bn_battle_get_winner (battle), loser = 1 - winner;
        guint won = winner == 0 ? vp0 : vp1, lost = winner == 0 ? vp1 : vp0;
        /* A win on no more victory points than the loser's is said once,
         * as a win despite them. */
        gboolean despite = won <= lost;
        int fell = -1;
        guint fell_at = 0;
        g_autofree char *fallen = NULL;

        if (outcome.end_known && outcome.end == BN_BATTLE_END_NO_LEADER)
          {
            /* The loser's last leader to fall, from the log. */
            for (guint e = bn_battle_get_n_events (battle); e > 0 && fell < 0; e--)
              {
                const BnBattleEvent *event = bn_battle_get_event (battle, e - 1);

                if ((event->type == BN_EVENT_COMMANDER_ELIMINATED || event->type == BN_EVENT_COMMANDER_CAPTURED)
                    && event->side == loser && event->a < bn_battle_get_n_commanders (battle))
                  {
                    fell = (int) event->a;
                    fell_at = e - 1;
                  }
              }
            /* A fall in single combat says so, and who fought him: the
             * challenge may have come from the other side's card. */
            for (guint e = fell_at; fell >= 0 && e > 0 && fallen == NULL; e--)
              {
                const BnBattleEvent *event = bn_battle_get_event (battle, e - 1);

                if (event->type == BN_EVENT_TURN_END)
                  break;
                if (event->type == BN_EVENT_DUEL && event->b == (guint) fell &&
                    event->a < bn_battle_get_n_commanders (battle))
                  /* Translators: the leader who fell, then the one who challenged him */
                  fallen = g_strdup_printf (_("%s, challenged to single combat by %s,"),
                                            bn_battle_words_commander (words, (guint) fell),
                                            bn_battle_words_commander (words, event->a));
                else if (event->type == BN_EVENT_DUEL && event->a == (guint) fell &&
                         event->b < bn_battle_get_n_commanders (battle))
                  /* Translators: the leader who fell, then the one he challenged */
                  fallen = g_strdup_printf (_("%s, in the single combat he asked of %s,"),
                                            bn_battle_words_commander (words, (guint) fell),
                                            bn_battle_words_commander (words, event->b));
              }
            if (fell >= 0 && fallen == NULL)
              fallen = g_strdup (bn_battle_words_commander (words, (guint) fell));
            if (fell >= 0 && despite)
              /* Translators: the winner, the loser's leader who fell, the loser, the winner's and the loser's
               * victory points, the turns */
              return g_strdup_printf (_("The battle is over: %s wins: %s fell and %s broke, though the victory points "
                                        "stood %u to %u; after %u turns."),
                                      bn_battle_words_army (words, winner), fallen,
                                      bn_battle_words_army (words, loser), won, lost, glance.turn);
            if (fell >= 0)
              /* Translators: the winner, the loser's leader who fell, the loser, the winner's and the loser's
               * victory points, the turns */
              return g_strdup_printf (_("The battle is over: %s wins: %s fell and %s broke; %u to %u victory points, "
                                        "after %u turns."),
                                      bn_battle_words_army (words, winner), fallen,
                                      bn_battle_words_army (words, loser), won, lost, glance.turn);
            if (despite)
              /* Translators: the winner, the army that broke, the winner's and the loser's victory points, the turns. */
              return g_strdup_printf (_("The battle is over: %s wins: %s has no leader left on the field and breaks, "
                                        "though the victory points stood %u to %u; after %u turns."),
                                      bn_battle_words_army (words, winner), bn_battle_words_army (words, loser), won,
                                      lost, glance.turn);
            /* Translators: the winner, the army that broke, the victory points, the turns. */
            return g_strdup_printf (_("The battle is over: %s wins: %s has no leader left on the field and breaks; "
                                      "%u to %u victory points, after %u turns."),
                                    bn_battle_words_army (words, winner), bn_battle_words_army (words, loser), vp0, vp1,
                                    glance.turn);
          }
        if (despite)
          /* Translators: the winner, why it won ("the other army has no unit left"), the winner's and the loser's
           * victory points, the turns. */
          return g_strdup_printf (ngettext ("The battle is over: %s wins (%s), though the victory points stood %u to %u; "
                                            "after %u turn.",
                                            "The battle is over: %s wins (%s), though the victory points stood %u to %u; "
                                            "after %u turns.", glance.turn),
                                  bn_battle_words_army (words, winner),
                                  bn_battle_outcome_why (&outcome, bn_battle_get_scenario (battle)), won, lost,
                                  glance.turn);
      }
      /* Translators: the winner, why it won ("the other army has no unit left"), the victory points, the turns. */
      return g_strdup_printf (ngettext ("The battle is over: %s wins (%s), %u to %u victory points, after %u turn.",
                                        "The battle is over: %s wins (%s), %u to %u victory points, after %u turns.",
                                        glance.turn),
                              bn_battle_words_army (words, bn_battle_get_winner (battle)),
                              bn_battle_outcome_why (&outcome, bn_battle_get_scenario (battle)), vp0, vp1, glance.turn);
    }
  return g_strdup_printf (_("The battle is over: a draw (the turns ran out), %u to %u victory points, after %u turns."),
                          vp0, vp1, glance.turn);
}
