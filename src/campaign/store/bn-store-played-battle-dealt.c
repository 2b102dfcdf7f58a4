/* bn-store-played-battle-dealt.c — a played battle whose command deck is
 * dealt between two programs (a battle over the network); see
 * bn-played-battle.h and docs/architecture.md, "Hidden hands: the mental
 * deck".
 *
 * Such a battle keeps, besides its actions, the cards its deck gave this
 * program in the order dealt, the other side's as unseen (the column
 * played_battle.dealt, "3,?,7": "?" for an unseen card), and on each
 * action's line the cards it showed (" shown=SIDE:SLOT:CARD,…"), so that
 * any reader of the file deals the battle again as it was dealt and shows
 * the other side's cards where the rules showed them, and nowhere else.
 * While a dealer is live (the battle being played) it deals, each card it
 * gives kept; the battle rebuilt rewinds it first, and it gives the same
 * cards again.
 */
#include "bn-store-played-battle-private.h"
#include <inttypes.h>

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "bn-battle-rules-xml.h"
#include "bn-battle-ai.h"
#include "bn-dealt-cards.h"
#include "bn-scenario-xml.h"

/* ---- the dealer ---- */

static gboolean
played_deal (gpointer   data,
             guint      side,
             guint     *out_card,
             GError   **error)
{
  BnPlayedBattle *self = data;
  guint card;

  if (!self->dealer.dealer.deal (self->dealer.data, side, &card, error))
    return FALSE;
  g_array_append_val (self->dealt, card);
  *out_card = card;
  return TRUE;
}

static void
played_reshuffle (gpointer      data,
                  const guint8 *cards,
                  guint         n_cards)
{
  BnPlayedBattle *self = data;

  if (self->dealer.dealer.reshuffle != NULL)
    self->dealer.dealer.reshuffle (self->dealer.data, cards, n_cards);
}

static const BnChanceDealer played_dealer = { played_deal, played_reshuffle };

/* The battle about to be built on self->chance is dealt by the live dealer,
 * rewound, each card it gives kept; or, with none, the cards kept. */
void
played_battle_attach_dealer (BnPlayedBattle *self)
{
  if (self->dealt == NULL)
    return;
  if (self->shown == NULL)
    self->shown = g_array_new (FALSE, FALSE, sizeof (PlayedShown));
  g_array_set_size (self->shown, 0);
  if (self->dealer.dealer.deal != NULL)
    {
      if (self->dealer.rewind != NULL)
        self->dealer.rewind (self->dealer.data);
      g_array_set_size (self->dealt, 0);
      bn_chance_set_dealer (self->chance, &played_dealer, self, NULL);
    }
  else
    bn_dealt_cards_attach (self->chance, (const guint *) (gpointer) self->dealt->data, self->dealt->len);
}

/* Returns: whether the battle's command deck is dealt between two programs. */
gboolean
bn_played_battle_is_dealt (BnPlayedBattle *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->dealt != NULL;
}

/* ---- the cards kept ---- */

/* Returns: (nullable): the cards dealt as the column keeps them; %NULL for
 * a battle dealt by its own dice. */
char *
played_battle_dealt_text (const BnPlayedBattle *self)
{
  GString *out;

  if (self->dealt == NULL)
    return NULL;
  out = g_string_new (NULL);
  for (guint i = 0; i < self->dealt->len; i++)
    {
      guint card = g_array_index (self->dealt, guint, i);

      if (i > 0)
        g_string_append_c (out, ',');
      if (card == BN_BATTLE_CARD_UNSEEN)
        g_string_append_c (out, '?');
      else
        g_string_append_printf (out, "%u", card);
    }
  return g_string_free (out, FALSE);
}

gboolean
played_battle_read_dealt (BnPlayedBattle  *self,
                          const char      *text,
                          GError         **error)
{
  g_auto(GStrv) parts = NULL;

  g_clear_pointer (&self->dealt, g_array_unref);
  if (text == NULL)
    return TRUE;
  self->dealt = g_array_new (FALSE, FALSE, sizeof (guint));
  parts = g_strsplit (text, ",", -1);
  for (guint i = 0; text[0] != '\0' && parts[i] != NULL; i++)
    {
      guint64 card = BN_BATTLE_CARD_UNSEEN;

      if (!g_str_equal (parts[i], "?") &&
          !g_ascii_string_to_unsigned (parts[i], 10, 0, BN_BATTLE_CARD_UNSEEN - 1, &card, NULL))
        {
          g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                       _("played battle %" PRId64 ": card %u of those dealt, “%s”, is not a card"),
                       self->id, i + 1, parts[i]);
          return FALSE;
        }
      g_array_append_val (self->dealt, (guint) { (guint) card });
    }
  return TRUE;
}

/* ---- the cards shown ---- */

/* Appends " shown=SIDE:SLOT:CARD,…" for the cards action @action showed. */
void
played_battle_append_shown (const BnPlayedBattle *self,
                            guint                 action,
                            GString              *out)
{
  gboolean first = TRUE;

  if (self->shown == NULL)
    return;
  for (guint i = 0; i < self->shown->len; i++)
    {
      const PlayedShown *shown = &g_array_index (self->shown, PlayedShown, i);

      if (shown->action != action)
        continue;
      g_string_append (out, first ? " shown=" : ",");
      g_string_append_printf (out, "%u:%u:%u", shown->side, shown->slot, shown->card);
      first = FALSE;
    }
}

/**
 * bn_played_battle_get_shown:
 *
 * Returns: (transfer full) (nullable): the cards action @action showed,
 *   "SIDE:SLOT:CARD,…" as its line in the file has them; %NULL when it
 *   showed none, or the battle's deck is not dealt between two sides
 */
char *
bn_played_battle_get_shown (BnPlayedBattle *self,
                            guint           action)
{
  g_autoptr(GString) out = g_string_new (NULL);

  g_return_val_if_fail (self != NULL, NULL);

  played_battle_append_shown (self, action, out);
  if (out->len == 0)
    return NULL;
  return g_strdup (out->str + strlen (" shown="));
}

static gboolean
show (BnPlayedBattle  *self,
      BnBattle        *battle,
      guint            action,
      guint            side,
      guint            slot,
      guint            card,
      GError         **error)
{
  guint held;

  if (side > 1 || slot >= bn_battle_get_hand_size (battle, side))
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                   _("action %u shows a card from side %u's hand slot %u, which holds none"), action + 1, side, slot + 1);
      return FALSE;
    }
  held = bn_battle_get_hand_card (battle, side, slot);
  if (held == BN_BATTLE_CARD_UNSEEN)
    {
      if (!bn_battle_reveal_card (battle, side, slot, card, error))
        return FALSE;
    }
  else if (held != card)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                   _("action %u shows card %u in side %u's hand slot %u, which holds card %u"), action + 1, card, side,
                   slot + 1, held);
      return FALSE;
    }
  if (self != NULL)
    g_array_append_vals (self->shown, &(PlayedShown) { action, (guint8) side, (guint8) slot, (guint8) card }, 1);
  return TRUE;
}

/* Shows the battle the cards @line says the next action showed, before the
 * action is applied. */
gboolean
played_battle_show_from_line (BnPlayedBattle  *self,
                              const char      *line,
                              GError         **error)
{
  const char *at = strstr (line, " shown=");
  guint action = bn_battle_get_n_actions (self->battle);
  g_autofree char *list = NULL;
  g_auto(GStrv) items = NULL;

  if (at == NULL)
    return TRUE;
  if (self->dealt == NULL)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                   _("action %u shows cards, but the battle's deck is not dealt between two sides"), action + 1);
      return FALSE;
    }
  at += strlen (" shown=");
  list = g_strndup (at, strcspn (at, " "));
  items = g_strsplit (list, ",", -1);
  for (guint i = 0; items[i] != NULL; i++)
    {
      guint side, slot, card;
      char end;

      if (sscanf (items[i], "%u:%u:%u%c", &side, &slot, &card, &end) != 3 || card >= BN_BATTLE_CARD_UNSEEN)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                       _("action %u: “%s” is not a card shown"), action + 1, items[i]);
          return FALSE;
        }
      if (!show (self, self->battle, action, side, slot, card, error))
        return FALSE;
    }
  return TRUE;
}

/* Before @action is applied: the cards it shows, which this program must
 * see by now (its own, or the other's shown by bn_played_battle_reveal_card()),
 * kept with it. */
gboolean
played_battle_record_shown (BnPlayedBattle        *self,
                            const BnBattleAction  *action,
                            GError               **error)
{
  guint owner = 0;
  guint slots;
  guint n = bn_battle_get_n_actions (self->battle);

  if (self->dealt == NULL)
    return TRUE;
  slots = bn_battle_action_shown_cards (self->battle, action, &owner);
  for (guint slot = 0; slot < BN_BATTLE_MAX_HAND; slot++)
    if ((slots & (1u << slot)) != 0 && slot < bn_battle_get_hand_size (self->battle, owner))
      {
        guint card = bn_battle_get_hand_card (self->battle, owner, slot);

        if (card == BN_BATTLE_CARD_UNSEEN)
          {
            g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                         _("side %u's card in hand slot %u has not been shown"), owner, slot + 1);
            return FALSE;
          }
        if (!show (self, self->battle, n, owner, slot, card, error))
          return FALSE;
      }
  return TRUE;
}

/**
 * bn_played_battle_reveal_card:
 * @card: the card the other side showed there, its proof checked
 *
 * Shows this program the other side's card in @side's hand slot @slot,
 * which the next action shows (bn_battle_action_shown_cards()), before
 * it is applied; kept with that action once it is. Refused as
 * bn_battle_reveal_card() refuses.
 */
gboolean
bn_played_battle_reveal_card (BnPlayedBattle  *self,
                              guint            side,
                              guint            slot,
                              guint            card,
                              GError         **error)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (self->dealt == NULL)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("the battle's deck is not dealt between two sides"));
      return FALSE;
    }
  return bn_battle_reveal_card (self->battle, side, slot, card, error);
}

/* ---- copies ---- */

/* A copy of the battle built on @chance is dealt the cards kept. */
void
played_battle_deal_copy (const BnPlayedBattle *self,
                         BnChance             *chance)
{
  if (self->dealt != NULL)
    bn_dealt_cards_attach (chance, (const guint *) (gpointer) self->dealt->data, self->dealt->len);
}

/* Shows @copy the cards action @action showed, before it is applied. */
gboolean
played_battle_show_in_copy (const BnPlayedBattle *self,
                            BnBattle             *copy,
                            guint                 action)
{
  if (self->shown == NULL)
    return TRUE;
  for (guint i = 0; i < self->shown->len; i++)
    {
      const PlayedShown *shown = &g_array_index (self->shown, PlayedShown, i);

      if (shown->action == action && !show (NULL, copy, action, shown->side, shown->slot, shown->card, NULL))
        return FALSE;
    }
  return TRUE;
}

/**
 * bn_played_battle_count_deck:
 * @scenario: the battlefield, as bn_played_battle_start_dealt() takes it
 * @options: as bn_played_battle_start_dealt() takes them
 *
 * Returns: how many command cards the battle's deck holds under @ruleset
 *   on @scenario (0: the ruleset deals none), as its engine counts them, so
 *   that a dealer can be made before the battle; %G_MAXUINT with @error
 *   when the rules or the battlefield cannot be read
 */
guint
bn_played_battle_count_deck (const BnRuleset  *ruleset,
                             const char       *scenario,
                             BnBattleOptions   options,
                             GError          **error)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_ruleset (ruleset, error);
  g_autoptr(BnScenario) resolved = NULL;
  g_autoptr(BnBattleArmy) south = NULL;
  g_autoptr(BnBattleArmy) north = NULL;
  g_autoptr(BnChance) chance = bn_chance_new_seeded (1);
  g_autoptr(BnBattle) probe = NULL;

  if (rules == NULL || (resolved = bn_scenario_resolve (rules, scenario, error)) == NULL)
    return G_MAXUINT;
  resolved->options |= options;
  south = bn_battle_army_new_sample (rules, "south", 4);
  north = bn_battle_army_new_sample (rules, "north", 4);
  if ((probe = bn_battle_new (rules, resolved, south, north, chance, error)) == NULL)
    return G_MAXUINT;
  return bn_battle_get_deck_size (probe);
}

/**
 * bn_played_battle_deal_whole:
 * @cards: (element-type guint): every card the deck dealt, in order, both
 *   hands, as the dealers found them once both sides' keys were revealed
 *   (bn_net_dealer_reveal())
 *
 * At the battle's end: the battle is dealt again with both hands seen, its
 * dealer let go, and saved so, its lines and its cards then the same in
 * both sides' files; only then can it be kept (bn_played_battle_keep()).
 * Refused, nothing changed, when @cards differ from a card this side was
 * given or shown, or the battle does not play again on them.
 */
gboolean
bn_played_battle_deal_whole (BnStore       *store,
                             BnPlayedBattle *self,
                             const GArray  *cards,
                             GError       **error)
{
  g_autoptr(GArray) kept = NULL;
  g_autofree char *saved = NULL;

  g_return_val_if_fail (store != NULL && self != NULL && cards != NULL, FALSE);

  if (self->dealt == NULL)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("the battle's deck is not dealt between two sides"));
      return FALSE;
    }
  if (cards->len < self->dealt->len)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                   _("the whole deal holds %u cards, but the battle was dealt %u"), cards->len, self->dealt->len);
      return FALSE;
    }
  for (guint i = 0; i < self->dealt->len; i++)
    {
      guint mine = g_array_index (self->dealt, guint, i);

      if (mine != BN_BATTLE_CARD_UNSEEN && mine != g_array_index (cards, guint, i))
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                       _("deal %u gave this side card %u, but the whole deal has card %u there"), i + 1, mine,
                       g_array_index (cards, guint, i));
          return FALSE;
        }
    }
  kept = g_array_copy (self->dealt);
  g_array_set_size (self->dealt, 0);
  g_array_append_vals (self->dealt, cards->data, kept->len);
  self->dealer = (BnPlayedDealer) { { NULL, NULL }, NULL, NULL };
  saved = g_strdup (self->saved != NULL ? self->saved : "");
  played_battle_clear_battle (self);
  if (!played_battle_build (store, self, saved, error))
    {
      /* As it was, the other's hand unseen. */
      g_array_set_size (self->dealt, 0);
      g_array_append_vals (self->dealt, kept->data, kept->len);
      played_battle_clear_battle (self);
      if (!played_battle_build (store, self, saved, NULL))
        g_warning ("played battle %" G_GINT64_FORMAT " could not be rebuilt from its saved moves", self->id);
      return FALSE;
    }
  return played_battle_save_or_go_back (store, self, error);
}

/* Returns: (nullable): the cards dealt, once the whole deal is known
 * (bn_played_battle_deal_whole()): what a record of the battle is dealt;
 * %NULL for a battle dealt by its own dice. Refused while a card of the
 * other's hand is unseen. */
const GArray *
played_battle_whole_deal (const BnPlayedBattle  *self,
                          GError               **error)
{
  if (self->dealt == NULL)
    return NULL;
  for (guint i = 0; i < self->dealt->len; i++)
    if (g_array_index (self->dealt, guint, i) == BN_BATTLE_CARD_UNSEEN)
      {
        g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                     _("the other side's hand is not known yet: the battle is kept once both hands are shown at its end"));
        return NULL;
      }
  return self->dealt;
}

/**
 * bn_played_battle_deal_afresh:
 * @cards: (element-type guint): every card the deck dealt, both hands, as
 *   bn_net_dealer_reveal() found them
 * @out_chance: (out) (transfer full): the new battle's chance, which must
 *   outlive it
 *
 * Returns: (transfer full): the battle as it stood before its first
 *   action, on its own chance (the played battle's seed), dealt @cards:
 *   for bn_net_dealer_check_battle() to play every decision again with
 *   both hands seen; %NULL with @error
 */
BnBattle *
bn_played_battle_deal_afresh (BnPlayedBattle  *self,
                              const GArray    *cards,
                              BnChance       **out_chance,
                              GError         **error)
{
  g_autoptr(BnChance) chance = NULL;
  BnBattle *battle;

  g_return_val_if_fail (self != NULL && cards != NULL && out_chance != NULL, NULL);

  chance = bn_chance_new_seeded (bn_battle_ai_derive_seed (self->seed, 0));
  bn_dealt_cards_attach (chance, (const guint *) (gpointer) cards->data, cards->len);
  battle = bn_battle_new (self->rules, self->scenario, self->armies[0], self->armies[1], chance, error);
  if (battle == NULL)
    return NULL;
  *out_chance = g_steal_pointer (&chance);
  return battle;
}
