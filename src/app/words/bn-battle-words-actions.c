/* bn-battle-words-actions.c — a legal action of a battle, as a button or a
 * row of the list of moves says it; see bn-battle-words.h.
 *
 * Told in the Lords & Levies text's words, or Lionheart's own for a
 * battle played by its own turn; the open table's in
 * bn-battle-words-table.c, the retainers' in bn-battle-words-leaders.c.
 */
#include "bn-config.h"

#include "bn-battle-words-private.h"

#include <glib/gi18n.h>

/* The units a FORM_GROUP's bits name, in words. */
static char *
group_members (const BnBattleWords  *words,
               const BnBattleAction *action)
{
  guint8 candidates[BN_BATTLE_GROUP_MAX_CANDIDATES];
  guint n = bn_battle_group_candidates (words->battle, action->a, candidates);
  guint bits = action->b | ((guint) action->c << 8);
  GString *out = g_string_new (NULL);

  for (guint k = 0; k < n; k++)
    if (bits & (1u << k))
      g_string_append_printf (out, "%s%s", out->len > 0 ? ", " : "", bn_battle_words_unit (words, candidates[k]));
  return g_string_free (out, FALSE);
}

/* Lionheart's actions in its own words; %NULL for those told as in L&L. */
static char *
own_turn_action (const BnBattleWords  *words,
                 const BnBattleAction *action)
{
  const char *unit = bn_battle_words_unit (words, action->a);
  const char *where = bn_battle_words_direction (action->b);

  switch ((BnBattleActionType) action->type)
    {
    case BN_ACTION_ORDER_UNIT:
      return g_strdup_printf (_("Give the action to %s"), unit);
    case BN_ACTION_RALLY:
      return g_strdup_printf (_("Rally %s, facing %s (its whole action)"), unit, where);
    case BN_ACTION_FACE:
      return g_strdup_printf (_("Turn %s to face %s"), unit, where);
    case BN_ACTION_MOVE_UNIT:
      /* c: advance only, or advance and turn one hexside free. */
      return action->c == 1 ? g_strdup_printf (_("Advance %s, then turn right"), unit)
           : action->c == 2 ? g_strdup_printf (_("Advance %s, then turn left"), unit)
           : g_strdup_printf (_("Advance %s %s"), unit, where);
    case BN_ACTION_BATTLE:
      return action->c == 1
        ? g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s shoots at %s"), _("%s shoot at %s")), unit,
                           bn_battle_words_unit (words, action->b))
        : g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s attacks %s hand-to-hand (ends its action)"),
                                               _("%s attack %s hand-to-hand (ends their action)")),
                           unit, bn_battle_words_unit (words, action->b));
    case BN_ACTION_RELOAD:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s reloads"), _("%s reload")), unit);
    case BN_ACTION_MOVE_COMMANDER:
      return g_strdup_printf (_("%s goes to lead from %s (does not spend the action)"),
                              bn_battle_words_commander (words, action->a), bn_battle_words_unit (words, action->b));
    case BN_ACTION_END_MOVES:
      return g_strdup (_("End this unit's action"));
    case BN_ACTION_END_TURN:
      return g_strdup (_("Let this action go"));
    case BN_ACTION_BRIBE:
      {
        guint points = action->b + 256u * action->c;

        return g_strdup_printf (ngettext ("Bid %u point for the mercenaries %s",
                                          "Bid %u points for the mercenaries %s", points),
                                points, unit);
      }
    default:
      return NULL;
    }
}

/**
 * bn_battle_words_action:
 * @action: an action of @words' battle, legal now
 *
 * Returns: (transfer full): what it does, as a button would say it
 */
char *
bn_battle_words_action (const BnBattleWords  *words,
                        const BnBattleAction *action)
{
  const BnBattle *battle = words->battle;
  const char *where = bn_battle_words_direction (action->b);

  if (action->type == BN_ACTION_RETAINER)
    return bn_battle_words_retainer_action (words, action);
  if (action->type == BN_ACTION_KEEP_ROLL)
    {
      BnRerollDie die = BN_REROLL_COMBAT_BONUS;
      guint value = 0;
      int c = bn_battle_get_reroll_offer (battle, &die, &value);

      if (c < 0)
        return g_strdup_printf (_("%s keeps its leader's die as it fell"), bn_battle_words_army (words, action->side));
      /* TRANSLATORS: a leader; a die of his ("combat bonus die"); what it shows */
      return g_strdup_printf (_("%s keeps his %s as it fell (%u)"), bn_battle_words_commander (words, (guint) c),
                              bn_reroll_die_name (die), value);
    }
  if (action->type == BN_ACTION_TAKE_BLOW)
    {
      int struck = bn_battle_get_struck_commander (battle);

      if (struck < 0)
        return g_strdup_printf (_("%s lets its leader take the blow: his Special Results card is drawn"),
                                bn_battle_words_army (words, action->side));
      return g_strdup_printf (_("%s takes the blow: draw his Special Results card"),
                              bn_battle_words_commander (words, (guint) struck));
    }
  if (bn_battle_is_on_table (battle))
    return bn_battle_words_table_action (words, action);
  if (bn_battle_words_own_turn (battle))
    {
      char *told = own_turn_action (words, action);

      if (told != NULL)
        return told;
    }
  switch ((BnBattleActionType) action->type)
    {
    case BN_ACTION_PLAY_CARD:
      return g_strdup_printf (_("Play “%s”"),
                              bn_battle_words_card (words, bn_battle_get_hand_card (battle, action->side, action->a)));
    case BN_ACTION_DISCARD_CARD:
      return g_strdup_printf (_("Discard “%s” (no card can order a unit)"),
                              bn_battle_words_card (words, bn_battle_get_hand_card (battle, action->side, action->a)));
    case BN_ACTION_ORDER_UNIT:
      return action->c > 0
        ? g_strdup_printf (_("Order %s with %s"), bn_battle_words_unit (words, action->a),
                           bn_battle_words_unit (words, action->c - 1u))
        : g_strdup_printf (_("Order %s"), bn_battle_words_unit (words, action->a));
    case BN_ACTION_ORDER_COMMANDER:
      return g_strdup_printf (_("Order %s to move alone"), bn_battle_words_commander (words, action->a));
    case BN_ACTION_ORDER_GROUP:
      return g_strdup_printf (_("Order the “Battle” of %s"),
                              action->a < bn_battle_get_n_groups (battle)
                                ? bn_battle_words_commander (words, bn_battle_get_group (battle, action->a)->captain)
                                : "?");
    case BN_ACTION_END_ORDERS:
      return g_strdup (_("Done ordering"));
    case BN_ACTION_MOVE_UNIT:
      return action->c
        ? g_strdup_printf (_("Move %s %s, its commander with it"), bn_battle_words_unit (words, action->a), where)
        : g_strdup_printf (_("Move %s %s"), bn_battle_words_unit (words, action->a), where);
    case BN_ACTION_MOVE_COMMANDER:
      return g_strdup_printf (_("Move %s %s"), bn_battle_words_commander (words, action->a), where);
    case BN_ACTION_MOVE_GROUP:
      return g_strdup_printf (_("Move the “Battle” of %s %s"),
                              action->a < bn_battle_get_n_groups (battle)
                                ? bn_battle_words_commander (words, bn_battle_get_group (battle, action->a)->captain)
                                : "?", where);
    case BN_ACTION_FACE:
      return g_strdup_printf (_("Turn %s to face %s"), bn_battle_words_unit (words, action->a), where);
    case BN_ACTION_PLANT_STAKES:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s plants stakes to the %s"),
                                                  _("%s plant stakes to the %s")),
                              bn_battle_words_unit (words, action->a), where);
    case BN_ACTION_END_MOVES:
      return g_strdup (_("Done moving"));
    case BN_ACTION_RECEIVE:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s receives the flank move, turning to face %s"),
                                                  _("%s receive the flank move, turning to face %s")),
                              bn_battle_words_unit (words, action->a), where);
    case BN_ACTION_END_RECEIVE:
      return g_strdup (_("Receive no more"));
    case BN_ACTION_BATTLE:
      {
        const BnBattleUnit *a = bn_battle_get_unit (battle, action->a);
        const BnBattleUnit *t = action->b < bn_battle_get_n_units (battle) ? bn_battle_get_unit (battle, action->b) : a;

        return bn_hex_distance (a->hex, t->hex) > 1
          ? g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s shoots at %s"), _("%s shoot at %s")),
                             bn_battle_words_unit (words, action->a), bn_battle_words_unit (words, action->b))
          : g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s attacks %s"), _("%s attack %s")),
                             bn_battle_words_unit (words, action->a), bn_battle_words_unit (words, action->b));
      }
    case BN_ACTION_ATTACK_COMMANDER:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s attacks %s, alone in his hex"),
                                                  _("%s attack %s, alone in his hex")),
                              bn_battle_words_unit (words, action->a), bn_battle_words_commander (words, action->b));
    case BN_ACTION_STAND:
      return g_strdup (_("Make a stand (defence throw)"));
    case BN_ACTION_WITHDRAW:
      return g_strdup_printf (_("Retreat voluntarily to the %s"), where);
    case BN_ACTION_ADVANCE:
      {
        BnBreakthroughCommander why;
        int c = bn_battle_get_breakthrough_commander (battle, &why);

        if (c >= 0 && action->c)
          return g_strdup_printf (_("Break through into the emptied hex, %s with the unit"),
                                  bn_battle_words_commander (words, (guint) c));
        if (c >= 0 && why == BN_BREAKTHROUGH_STAYED)
          return g_strdup_printf (_("Break through into the emptied hex, leaving %s behind"),
                                  bn_battle_words_commander (words, (guint) c));
        if (c >= 0)
          /* TRANSLATORS: the commander who may not go, then why */
          return g_strdup_printf (_("Break through into the emptied hex (%s stays: %s)"),
                                  bn_battle_words_commander (words, (guint) c),
                                  why == BN_BREAKTHROUGH_HAD_MOVED ? _("he has moved on his own this turn, L&L, Companies")
                                  : why == BN_BREAKTHROUGH_LEADS_BATTLE ? _("a captain moves with his “Battle”, L&L, Battles")
                                  : why == BN_BREAKTHROUGH_HELD ? _("he formed or gave up a “Battle” this turn, L&L, Battles")
                                  : _("he cannot enter that ground, L&L, order sheet"));
        return g_strdup (_("Break through into the emptied hex"));
      }
    case BN_ACTION_HOLD:
      return g_strdup (_("Hold: no breakthrough"));
    case BN_ACTION_END_TURN:
      /* A ruleset without command cards (Lionheart) draws none. */
      return bn_battle_get_deck_size (battle) > 0 ? g_strdup (_("End the turn and draw a card"))
                                                  : g_strdup (_("End the turn"));
    case BN_ACTION_BRIBE:
      return g_strdup_printf (_("Bribe the mercenaries %s"), bn_battle_words_unit (words, action->a));
    case BN_ACTION_CHALLENGE:
      return g_strdup_printf (_("%s challenges %s to single combat"), bn_battle_words_commander (words, action->a),
                              bn_battle_words_commander (words, action->b));
    case BN_ACTION_PAY:
      return g_strdup_printf (_("Pay with “%s”"),
                              bn_battle_words_card (words, bn_battle_get_hand_card (battle, action->side, action->a)));
    case BN_ACTION_REFUSE:
      return g_strdup (_("Pay no more"));
    case BN_ACTION_DUEL_AGAIN:
      return g_strdup (_("Fight a second, final duel"));
    case BN_ACTION_DUEL_END:
      return g_strdup (_("End the single combat: both return"));
    case BN_ACTION_TAKE_CASUALTIES:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s takes the casualties"),
                                                  _("%s take the casualties")),
                              bn_battle_words_unit (words, action->a));
    case BN_ACTION_RETREAT:
      if (action->b == BN_RETREAT_LOSE_FIGURE)
        return g_strdup_printf (_("%s cannot retreat: lose a figure"), bn_battle_words_unit (words, action->a));
      if (action->b == BN_RETREAT_LOSE_COMMANDER)
        return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s cannot retreat: lose its commander"),
                                                    _("%s cannot retreat: lose their commander")),
                                bn_battle_words_unit (words, action->a));
      return g_strdup_printf (_("Retreat %s to the %s"), bn_battle_words_unit (words, action->a), where);
    case BN_ACTION_DISMOUNT:
      return g_strdup_printf (_("Dismount %s"), bn_battle_words_unit (words, action->a));
    case BN_ACTION_MOUNT:
      return g_strdup_printf (_("Mount %s again"), bn_battle_words_unit (words, action->a));
    case BN_ACTION_FORM_GROUP:
      {
        g_autofree char *members = group_members (words, action);

        /* TRANSLATORS: its effect said before it is chosen (L&L, Battles) */
        return g_strdup_printf (_("%s forms a “Battle” of %s: they take no other action this turn, and move as one from the next"),
                                bn_battle_words_commander (words, action->a), members);
      }
    case BN_ACTION_DISSOLVE_GROUP:
      return g_strdup_printf (_("Dissolve the “Battle” of %s"),
                              action->a < bn_battle_get_n_groups (battle)
                                ? bn_battle_words_commander (words, bn_battle_get_group (battle, action->a)->captain)
                                : "?");
    case BN_ACTION_TAKE_PRISONER:
      return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("%s takes %s prisoner"), _("%s take %s prisoner")),
                              bn_battle_words_unit (words, action->a), bn_battle_words_commander (words, action->b));
    case BN_ACTION_DEPLOY:
      if (bn_battle_is_on_table (battle))
        return g_strdup_printf (BN_WORDS_BY_NUMBER (words, action->a, _("Place %s %u cm across, its front %u cm from its edge"),
                                                    _("Place %s %u cm across, their front %u cm from their edge")),
                                bn_battle_words_unit (words, action->a), action->b, action->c);
      return g_strdup_printf (_("Place %s at %u, %u"), bn_battle_words_unit (words, action->a), action->b, action->c);
    case BN_ACTION_END_DEPLOY:
      return g_strdup (_("Done placing units"));
    case BN_N_ACTIONS:
    default:
      return bn_battle_action_to_string (action);
    }
}


/* Whether @battle's legal actions let its side play @slot's card, and how
 * many cards of the hand they let it play or discard. */
static gboolean
card_playable (const BnBattle *battle,
               guint           slot,
               guint          *out_n_played,
               guint          *out_n_discards)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  gboolean playable = FALSE;

  *out_n_played = *out_n_discards = 0;
  bn_battle_legal_actions (battle, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *action = &g_array_index (legal, BnBattleAction, i);

      if (action->type == BN_ACTION_PLAY_CARD)
        {
          (*out_n_played)++;
          playable |= action->a == slot;
        }
      else if (action->type == BN_ACTION_DISCARD_CARD)
        (*out_n_discards)++;
    }
  return playable;
}

static const BnCommandCardProfile *
hand_card_profile (const BnBattle *battle,
                   guint           slot)
{
  const BnBattleRules *rules = bn_battle_get_rules (battle);
  guint side = bn_battle_get_acting_side (battle);
  guint card, kind;

  if (slot >= bn_battle_get_hand_size (battle, side))
    return NULL;
  card = bn_battle_get_hand_card (battle, side, slot);
  if (card == BN_BATTLE_CARD_UNSEEN)
    return NULL;
  kind = bn_battle_get_card_kind (battle, card);
  return kind < bn_battle_rules_get_n_cards (rules) ? bn_battle_rules_get_card (rules, kind) : NULL;
}

/* Why no single combat can be fought now, from the engine's conditions
 * (battle_challenge_possible(); L&L, Single combat). */
static char *
challenge_why_not (const BnBattle *battle)
{
  guint side = bn_battle_get_acting_side (battle);
  guint range = bn_battle_rules_get_constants (bn_battle_get_rules (battle))->single_combat_range;
  guint nearest = G_MAXUINT;
  gboolean challenger = FALSE, challenged = FALSE;

  for (guint i = 0; i < bn_battle_get_n_commanders (battle); i++)
    {
      const BnBattleCommander *c = bn_battle_get_commander (battle, i);

      if (!c->alive || c->side != side || (c->rank != BN_COMMANDER_ARMY && c->rank != BN_COMMANDER_CAPTAIN))
        continue;
      challenger = TRUE;
      for (guint j = 0; j < bn_battle_get_n_commanders (battle); j++)
        {
          const BnBattleCommander *e = bn_battle_get_commander (battle, j);

          if (!e->alive || e->side == side || (e->rank != BN_COMMANDER_ARMY && e->rank != BN_COMMANDER_CAPTAIN)
              || (c->rank == BN_COMMANDER_CAPTAIN && e->rank != BN_COMMANDER_CAPTAIN))
            continue;
          challenged = TRUE;
          nearest = MIN (nearest, bn_hex_distance (c->hex, e->hex));
        }
    }
  if (!challenger)
    return g_strdup (_("None of your commanders may fight a single combat: only an army commander or a captain "
                       "challenges, and yours are off the field (L&L, Single combat)"));
  if (!challenged)
    return g_strdup (_("No enemy commander your commanders may challenge is on the field: an army commander "
                       "challenges army commanders and captains, a captain only captains (L&L, Single combat)"));
  return g_strdup_printf (ngettext ("No enemy commander is within reach: a challenge reaches %u hex, and the nearest "
                                    "your commanders may challenge is %u away (an army commander challenges army "
                                    "commanders and captains, a captain only captains; L&L, Single combat)",
                                    "No enemy commander is within reach: a challenge reaches %u hexes, and the nearest "
                                    "your commanders may challenge is %u away (an army commander challenges army "
                                    "commanders and captains, a captain only captains; L&L, Single combat)", range),
                          range, nearest);
}

/**
 * bn_battle_words_special_card:
 * @slot: a card in the hand of the side to act
 * @out_playable: (out): whether the engine lets it be played now
 *
 * What a special command card (a single combat, a bribe) of the hand says
 * on its tooltip while a card is to be played: why it cannot be played now,
 * from the engine's own conditions, or that it is the only card that can,
 * and what the ransom printed on a single combat card is.
 *
 * Returns: (transfer full) (nullable): that, or %NULL for another card or
 *   outside the card phase
 */
char *
bn_battle_words_special_card (const BnBattle *battle,
                              guint           slot,
                              gboolean       *out_playable)
{
  const BnCommandCardProfile *card = hand_card_profile (battle, slot);
  const BnBattleConstants *constants = bn_battle_rules_get_constants (bn_battle_get_rules (battle));
  GString *out;
  guint n_played, n_discards;
  gboolean playable;

  *out_playable = FALSE;
  if (bn_battle_get_phase (battle) != BN_PHASE_PLAY_CARD || card == NULL
      || (card->kind != BN_CARD_KIND_SINGLE_COMBAT && card->kind != BN_CARD_KIND_MONEY))
    return NULL;
  out = g_string_new (NULL);
  playable = card_playable (battle, slot, &n_played, &n_discards);
  *out_playable = playable;
  if (playable && n_played == 1 && n_discards == 0)
    g_string_append (out, _("The only card you can play, and a card must be played each turn (L&L, Play a command "
                            "card): only a hand of which no card can act may discard one instead, and a special "
                            "card counts as able to act when its action is possible (house reading)"));
  else if (playable)
    g_string_append (out, card->kind == BN_CARD_KIND_SINGLE_COMBAT
                            ? _("Play it to challenge an enemy commander within reach to single combat")
                            : _("Play it to bribe an enemy mercenary unit within reach of one of your captains"));
  else if (card->kind == BN_CARD_KIND_SINGLE_COMBAT)
    {
      g_autofree char *why = challenge_why_not (battle);

      g_string_append (out, why);
    }
  else
    g_string_append (out, _("No enemy mercenary unit can be bribed: it must stand within reach of one of your "
                            "captains, with no other unit nor commander of its side in its hex (L&L, Appendix 2, "
                            "It's all for the money)"));
  if (card->kind == BN_CARD_KIND_SINGLE_COMBAT && (card->ransom_captain > 0 || card->ransom_commander > 0))
    /* Translators: the ransom of a captain, of an army commander, then the extra paid to refuse the fight */
    g_string_append_printf (out, _(".\nRansom %u / %u: with the mercenary rules, the gold a commander beaten in "
                                   "single combat is given back for, paid with special cards — %u for a captain, %u "
                                   "for an army commander; the one challenged may instead pay it and %u more at once "
                                   "and not fight (L&L, Appendix 2, Single combat – ransom)"),
                            card->ransom_captain, card->ransom_commander, card->ransom_captain,
                            card->ransom_commander, constants->ransom_surcharge);
  return g_string_free (out, FALSE);
}

/**
 * bn_battle_words_forced_card:
 *
 * Returns: (transfer full) (nullable): when the side to act can play one
 *   special card only and may not discard, the card phase said with why;
 *   else %NULL
 */
char *
bn_battle_words_forced_card (const BnBattleWords *words)
{
  const BnBattle *battle = words->battle;
  guint side = bn_battle_get_acting_side (battle);
  guint n_played, n_discards;

  if (bn_battle_get_phase (battle) != BN_PHASE_PLAY_CARD)
    return NULL;
  for (guint slot = 0; slot < bn_battle_get_hand_size (battle, side); slot++)
    {
      const BnCommandCardProfile *card = hand_card_profile (battle, slot);

      if (card != NULL && (card->kind == BN_CARD_KIND_SINGLE_COMBAT || card->kind == BN_CARD_KIND_MONEY)
          && card_playable (battle, slot, &n_played, &n_discards) && n_played == 1 && n_discards == 0)
        /* Translators: the card */
        return g_strdup_printf (_("play “%s”, the only card you can play: L&L makes you play a card each turn "
                                  "(Play a command card)"),
                                bn_battle_words_card (words, bn_battle_get_hand_card (battle, side, slot)));
    }
  return NULL;
}
