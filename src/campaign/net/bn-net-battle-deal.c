/* bn-net-battle-deal.c — a battle whose command deck is dealt between the
 * two sides by the mental deck (bn-net-dealer.h), so that each side's hand
 * stays on its own machine: the dealer's messages (DECK, DEAL) on the
 * battle's connection, the dealer kept in this side's file before any
 * message made from it is sent, the cards an action shows proved (SHOW),
 * and at the end the keys exchanged (KEYS), both hands unlocked and every
 * decision checked again with both in view. docs/architecture.md, "Hidden
 * hands: the mental deck". */
#include "bn-net-battle-private.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "bn-net-protocol.h"

/* ---- the dealer's line ---- */

gboolean
net_battle_is_deal (const char *type)
{
  return g_str_equal (type, "DECK") || g_str_equal (type, "DEAL");
}

static gboolean
dealer_send (gpointer     data,
             const char  *type,
             const char  *text,
             GError     **error)
{
  BnNetBattle *self = data;
  g_autoptr(BnNetMessage) message = bn_net_message_new (type);

  if (self->channel == NULL)
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_CLOSED, _("the other side is not connected"));
      return FALSE;
    }
  /* A test hook: the opening of a card sent where a fresh one is due. */
  if (g_str_equal (type, "DEAL") && self->played != NULL &&
      net_battle_tampering ("deal-again", net_battle_n_actions (self)) && strchr (text, '/') != NULL)
    {
      const char *slash = strchr (text, '/');
      guint64 number = g_ascii_strtoull (text, NULL, 10);
      g_autofree char *forged = g_strdup_printf ("%" G_GUINT64_FORMAT "%s", number > 0 ? number - 1 : 0, slash);

      bn_net_message_set (message, "text", forged);
    }
  else
    bn_net_message_set (message, "text", text);
  return net_battle_send (self, message, error);
}

static char *
dealer_receive (gpointer     data,
                const char  *type,
                GError     **error)
{
  BnNetBattle *self = data;
  g_autoptr(BnNetMessage) message = NULL;
  const char *text;

  if (self->channel == NULL && g_queue_is_empty (self->deals))
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_CLOSED, _("the other side is not connected"));
      return NULL;
    }
  if ((message = net_battle_receive (self, type, error)) == NULL)
    return NULL;
  if ((text = bn_net_message_require (message, "text", error)) == NULL)
    return NULL;
  return g_strdup (text);
}

/* Kept in the link and saved with it at once, before the message made
 * from it is sent; while the setup's write starts the battle the link has
 * no row yet, and is saved, dealer included, in that same write. */
static gboolean
dealer_keep (gpointer     data,
             const char  *dealer_text,
             GError     **error)
{
  BnNetBattle *self = data;

  g_free (self->link->dealer);
  self->link->dealer = g_strdup (dealer_text);
  return self->link->played_battle_id == 0 || net_battle_save_link (self, error);
}

static const BnNetDealerLine dealer_line = { dealer_send, dealer_receive, dealer_keep };

/**
 * net_battle_deck_size:
 *
 * Returns: how many cards the battle's command deck holds, dealt between
 *   the sides; 0 when the ruleset deals none, or when the test hook
 *   BANNERET_NET_OPEN_DECK asks for the deck shuffled by the draws, as
 *   before hands were hidden; %G_MAXUINT with @error
 */
guint
net_battle_deck_size (BnNetBattle      *self,
                      const BnRuleset  *ruleset,
                      const char       *scenario,
                      BnBattleOptions   options,
                      GError          **error)
{
  (void) self;
  if (g_getenv ("BANNERET_NET_OPEN_DECK") != NULL)
    return 0;
  return bn_played_battle_count_deck (ruleset, scenario, options, error);
}

/* A new dealer of @n_cards for this side, the played battle to be started with it. */
void
net_battle_make_dealer (BnNetBattle *self,
                        guint        n_cards)
{
  g_clear_pointer (&self->dealer, bn_net_dealer_free);
  self->dealer = bn_net_dealer_new (self->link->side, n_cards, &dealer_line, self);
  bn_net_dealer_for_played (self->dealer, &self->played_dealer);
}

/* The played battle as this file keeps it, with the dealer it kept. */
BnPlayedBattle *
net_battle_load_played (BnNetBattle  *self,
                        gint64        played_battle_id,
                        GError      **error)
{
  if (self->link->dealer == NULL)
    return bn_played_battle_load (self->store, played_battle_id, error);
  g_clear_pointer (&self->dealer, bn_net_dealer_free);
  if ((self->dealer = bn_net_dealer_new_from_text (self->link->dealer, &dealer_line, self, error)) == NULL)
    return NULL;
  bn_net_dealer_for_played (self->dealer, &self->played_dealer);
  return bn_played_battle_load_dealt (self->store, played_battle_id, &self->played_dealer, error);
}

/* After the engine failed an action: when its dealer failed it, the
 * dealer's reason, so that a line that dropped mid-deal is waited out and
 * a deal of the other side's refused is answered so. %FALSE always. */
gboolean
net_battle_dealer_failed (BnNetBattle  *self,
                          GError      **error)
{
  const GError *refusal = self->dealer != NULL ? bn_net_dealer_get_refusal (self->dealer) : NULL;

  if (refusal == NULL)
    return FALSE;
  if (error != NULL && *error != NULL)
    g_clear_error (error);
  if (g_error_matches (refusal, BN_NET_ERROR, BN_NET_ERROR_REFUSED))
    return net_battle_refuse (self, error, "%s", refusal->message);
  g_propagate_error (error, g_error_copy (refusal));
  return FALSE;
}

/* ---- the cards an action shows ---- */

/* A card this side was not dealt, for the test hook "card". */
static guint
card_not_held (const BnBattle *battle,
               guint           side)
{
  for (guint card = 0; card < bn_battle_get_deck_size (battle); card++)
    {
      gboolean held = FALSE;

      for (guint slot = 0; slot < bn_battle_get_hand_size (battle, side); slot++)
        held |= bn_battle_get_hand_card (battle, side, slot) == card;
      if (!held)
        return card;
    }
  return 0;
}

/* "SLOT/CARD/PROOF" for the card in this side's hand slot @slot. */
static char *
prove_slot (BnNetBattle  *self,
            guint         slot,
            guint         card,
            GError      **error)
{
  const BnBattle *battle = bn_played_battle_get_battle (self->played);
  guint k = net_battle_n_actions (self);
  g_autofree char *proof = bn_net_dealer_prove (self->dealer, card, error);

  if (proof == NULL)
    return NULL;
  /* Test hooks: name a card not dealt with the proof of one that was;
   * alter the proof of one's own card. */
  if (net_battle_tampering ("card", k))
    card = card_not_held (battle, self->link->side);
  if (net_battle_tampering ("proof", k))
    {
      char *last = proof + strlen (proof) - 1;

      *last = *last == '1' ? '2' : '1';
    }
  return g_strdup_printf ("%u/%u/%s", slot, card, proof);
}

/* The other side's card @card in hand slot @slot of @owner, proved by
 * @proof: checked by the dealer, then shown to the battle (once: a card
 * shown again after the line dropped is there already). */
static gboolean
take_card (BnNetBattle  *self,
           guint         owner,
           guint         slot,
           const char   *shown,
           GError      **error)
{
  const BnBattle *battle = bn_played_battle_get_battle (self->played);
  g_auto(GStrv) parts = g_strsplit (shown, "/", 3);
  g_autoptr(GError) local_error = NULL;
  guint64 named_slot, card;

  if (g_strv_length (parts) != 3 || !g_ascii_string_to_unsigned (parts[0], 10, 0, BN_BATTLE_MAX_HAND, &named_slot, NULL) ||
      !g_ascii_string_to_unsigned (parts[1], 10, 0, BN_BATTLE_CARD_UNSEEN - 1, &card, NULL))
    return net_battle_refuse (self, error, _("“%s” is not a card shown with its proof"), shown);
  if (named_slot != slot)
    return net_battle_refuse (self, error, _("a card of hand slot %u was shown where slot %u's was due"),
                              (guint) named_slot + 1, slot + 1);
  if (!bn_net_dealer_check_play (self->dealer, (guint) card, parts[2], &local_error))
    return net_battle_refuse (self, error, "%s", local_error->message);
  if (bn_battle_get_hand_card (battle, owner, slot) == card)
    return TRUE;
  if (!bn_played_battle_reveal_card (self->played, owner, slot, (guint) card, &local_error))
    return net_battle_refuse (self, error, "%s", local_error->message);
  return TRUE;
}

/**
 * net_battle_exchange_shown:
 *
 * The cards @action (decision k, about to be applied) shows of a hand: the
 * side whose hand it is sends each with its proof (SHOW), the other checks
 * each and is shown it. Nothing in a battle whose deck is not dealt.
 */
gboolean
net_battle_exchange_shown (BnNetBattle           *self,
                           const BnBattleAction  *action,
                           GError               **error)
{
  const BnBattle *battle = bn_played_battle_get_battle (self->played);
  guint k = net_battle_n_actions (self);
  guint owner = 0;
  guint slots;

  if (self->dealer == NULL)
    return TRUE;
  slots = bn_battle_action_shown_cards (battle, action, &owner);
  for (guint slot = 0; slot < BN_BATTLE_MAX_HAND && slot < bn_battle_get_hand_size (battle, owner); slot++)
    {
      if ((slots & (1u << slot)) == 0)
        continue;
      if (owner == self->link->side)
        {
          g_autoptr(BnNetMessage) message = bn_net_message_new ("SHOW");
          g_autofree char *shown = prove_slot (self, slot, bn_battle_get_hand_card (battle, owner, slot), error);

          if (shown == NULL)
            return FALSE;
          /* A test hook: a card the rules show is kept back, the battle
           * going on as if it had been shown. */
          if (net_battle_tampering ("show", k))
            continue;
          bn_net_message_set_uint (message, "n", k);
          bn_net_message_set (message, "card", shown);
          if (!net_battle_send (self, message, error))
            return FALSE;
        }
      else
        {
          g_autoptr(BnNetMessage) message = net_battle_receive (self, "SHOW", error);
          const char *shown;
          guint64 n;

          if (message == NULL)
            return FALSE;
          if (!bn_net_message_get_uint (message, "n", &n, error) ||
              (shown = bn_net_message_require (message, "card", error)) == NULL)
            return net_battle_refuse (self, NULL, "%s", (*error)->message);
          if (n != k)
            return net_battle_refuse (self, error, _("a card shown for decision %llu came when decision %u was due"),
                                      (unsigned long long) n + 1, k + 1);
          if (!take_card (self, owner, slot, shown, error))
            return FALSE;
        }
    }
  return TRUE;
}

/* Returns: (transfer full) (nullable): the cards of this side's hand that
 * decision @i showed, each "SLOT/CARD/PROOF", joined by ";", to hand over
 * with it on reconnecting; %NULL when it showed none of this side's. */
char *
net_battle_prove_shown (BnNetBattle  *self,
                        guint         i,
                        GError      **error)
{
  g_autofree char *shown = self->dealer != NULL ? bn_played_battle_get_shown (self->played, i) : NULL;
  g_auto(GStrv) items = NULL;
  GString *out;

  if (shown == NULL)
    return NULL;
  out = g_string_new (NULL);
  items = g_strsplit (shown, ",", -1);
  for (guint j = 0; items[j] != NULL; j++)
    {
      guint side, slot, card;
      g_autofree char *proved = NULL;

      if (sscanf (items[j], "%u:%u:%u", &side, &slot, &card) != 3 || side != self->link->side)
        continue;
      if ((proved = prove_slot (self, slot, card, error)) == NULL)
        {
          g_string_free (out, TRUE);
          return NULL;
        }
      g_string_append_printf (out, "%s%s", out->len > 0 ? ";" : "", proved);
    }
  if (out->len == 0)
    {
      g_string_free (out, TRUE);
      return NULL;
    }
  return g_string_free (out, FALSE);
}

/* The other side's cards that @action, handed over on reconnecting, shows,
 * from @proofs (net_battle_prove_shown()). */
gboolean
net_battle_take_shown (BnNetBattle           *self,
                       const BnBattleAction  *action,
                       const char            *proofs,
                       GError               **error)
{
  const BnBattle *battle = bn_played_battle_get_battle (self->played);
  g_auto(GStrv) items = NULL;
  guint owner = 0;
  guint slots, j = 0;

  if (self->dealer == NULL)
    return TRUE;
  slots = bn_battle_action_shown_cards (battle, action, &owner);
  if (owner == self->link->side)
    return TRUE;
  items = g_strsplit (proofs != NULL ? proofs : "", ";", -1);
  for (guint slot = 0; slot < BN_BATTLE_MAX_HAND && slot < bn_battle_get_hand_size (battle, owner); slot++)
    {
      if ((slots & (1u << slot)) == 0)
        continue;
      if (items[j] == NULL || items[j][0] == '\0')
        return net_battle_refuse (self, error, _("decision %u, handed over on reconnecting, shows a card without its proof"),
                                  net_battle_n_actions (self) + 1);
      if (!take_card (self, owner, slot, items[j++], error))
        return FALSE;
    }
  return TRUE;
}

/* ---- the end ---- */

/**
 * net_battle_reveal_deal:
 *
 * Once the battle is over: both sides give their keys (KEYS); each checks
 * the other's against its commitments and unlocks the other's hand, plays
 * every decision again with both hands seen (a card discarded while
 * another could order, a card played that was not where it was said to
 * be, is found and its side named), and deals its battle again whole, so
 * that both files hold the same battle with both hands.
 */
gboolean
net_battle_reveal_deal (BnNetBattle  *self,
                        GError      **error)
{
  g_autoptr(BnNetMessage) mine = bn_net_message_new ("KEYS");
  g_autoptr(BnNetMessage) theirs = NULL;
  g_autofree char *keys = NULL;
  g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) draws = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr(BnChance) full_chance = NULL;
  g_autoptr(BnBattle) full = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *their_keys;
  guint at_fault = 0;

  if (self->dealer == NULL)
    return TRUE;
  keys = bn_net_dealer_get_keys (self->dealer);
  /* A test hook: a first deck key that is not the one committed to (still
   * even, as a key is). */
  if (net_battle_tampering ("keys", net_battle_n_actions (self)) && keys[0] != '\0' && keys[1] != '\0')
    {
      char *last = strchr (keys, ',') != NULL ? strchr (keys, ',') - 1 : keys + strlen (keys) - 1;

      *last = *last == '2' ? '4' : '2';
    }
  bn_net_message_set (mine, "keys", keys);
  if (!net_battle_send (self, mine, error) || (theirs = net_battle_receive (self, "KEYS", error)) == NULL)
    return FALSE;
  if ((their_keys = bn_net_message_require (theirs, "keys", error)) == NULL)
    return net_battle_refuse (self, NULL, "%s", (*error)->message);
  if (!bn_net_dealer_reveal (self->dealer, their_keys, cards, &local_error))
    return net_battle_refuse (self, error, "%s", local_error->message);
  for (guint i = 0; i < net_battle_n_actions (self); i++)
    {
      guint64 draw = bn_played_battle_get_draw (self->played, i);

      g_array_append_val (draws, draw);
    }
  if ((full = bn_played_battle_deal_afresh (self->played, cards, &full_chance, error)) == NULL)
    return FALSE;
  if (!bn_net_dealer_check_battle (bn_played_battle_get_battle (self->played), full, full_chance, draws, &at_fault,
                                   &local_error))
    return net_battle_refuse (self, error, "%s", local_error->message);
  if (!bn_played_battle_deal_whole (self->store, self->played, cards, &local_error))
    return net_battle_refuse (self, error, _("the whole deal does not give this battle: %s"), local_error->message);
  return TRUE;
}
