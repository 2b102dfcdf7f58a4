/* bn-net-battle-turns.c — the decisions: this side's sent, the other's
 * checked against the shared history and the rules, each applied with its
 * draw; after a reconnection, the two sides brought to the same decision. */
#include "bn-net-battle-private.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bn-net-protocol.h"

/* ---- reconnecting ---- */

/* The action @text names, or %FALSE with a refusal. */
static gboolean
parse_action (BnNetBattle     *self,
              const char      *text,
              BnBattleAction  *out_action,
              GError         **error)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(GError) local_error = NULL;

  if (!bn_battle_actions_from_text (text, actions, &local_error) || actions->len != 1)
    return net_battle_refuse (self, error, _("“%s” is not an action"), text);
  *out_action = g_array_index (actions, BnBattleAction, 0);
  return TRUE;
}

/* Applies @action (the other side's or ours, already checked) with its draw
 * made from @their_value, or by commit–reveal when @their_value is NULL. */
static gboolean
apply (BnNetBattle           *self,
       const BnBattleAction  *action,
       const char            *their_value,
       GError               **error)
{
  guint i = net_battle_n_actions (self);
  guint64 seed = 0;

  if (net_battle_action_draws (bn_played_battle_get_battle (self->played), action))
    {
      g_autofree char *text = bn_battle_action_to_string (action);
      g_autofree char *context = net_battle_action_context (self, i, text);

      if (their_value != NULL && their_value[0] == '\0')
        return net_battle_refuse (self, error, _("decision %u draws, but no value for its draw came with it"), i + 1);
      if (their_value != NULL)
        {
          g_autofree char *value = bn_net_draw_value (self->link->master, context);
          const char *commitment = g_hash_table_lookup (self->peer_commits, GUINT_TO_POINTER (i + 1));
          g_autofree char *check = bn_net_commitment (their_value, context);

          /* Without the commitment (this side restarted) the value is
           * checked against the other side's master at the end. */
          if (commitment != NULL && !g_str_equal (check, commitment))
            return net_battle_refuse (self, error, _("the value revealed for draw %u does not match its commitment"), i + 1);
          seed = net_battle_seed_of (self, value, their_value, context);
        }
      else
        {
          g_autofree char *pending = g_strdup_printf ("%u %s", i, text);

          /* Saved before any value is revealed: see resynchronise(). */
          if (g_strcmp0 (pending, self->link->pending) != 0)
            {
              g_free (self->link->pending);
              self->link->pending = g_steal_pointer (&pending);
              if (!net_battle_save_link (self, error))
                return FALSE;
            }
          if (net_battle_tampering ("repent", i + 1) && action->side == self->link->side)
            {
              g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

              bn_battle_legal_actions (bn_played_battle_get_battle (self->played), legal);
              self->may_repent = legal->len > 1;
            }
          if (!net_battle_draw (self, i + 1, context, &seed, error))
            return FALSE;
        }
    }
  if (self->dealer != NULL)
    bn_net_dealer_clear_refusal (self->dealer);
  if (!bn_played_battle_act_drawn (self->store, self->played, action, seed, error))
    {
      net_battle_dealer_failed (self, error);
      return FALSE;
    }
  self->has_forced = FALSE;
  if (self->tell != NULL)
    self->tell (self->played, i, NULL, self->tell_data);
  return TRUE;
}

/* The pending action "N text" if it is for action @i. */
static gboolean
pending_for (BnNetBattle     *self,
             const char      *pending,
             guint            i,
             BnBattleAction  *out_action,
             GError         **error)
{
  const char *space;
  guint64 n;

  if (pending == NULL || pending[0] == '\0' || (space = strchr (pending, ' ')) == NULL)
    return FALSE;
  {
    g_autofree char *number = g_strndup (pending, (gsize) (space - pending));

    if (!g_ascii_string_to_unsigned (number, 10, 0, G_MAXUINT, &n, NULL) || n != i)
      return FALSE;
  }
  return parse_action (self, space + 1, out_action, error);
}

/* After a reconnection: both sides say where they stand, and the one a
 * decision ahead hands it over. */
gboolean
net_battle_resynchronise (BnNetBattle  *self,
                          GError      **error)
{
  g_autoptr(BnNetMessage) mine = bn_net_message_new ("SYNC");
  g_autoptr(BnNetMessage) theirs = NULL;
  guint k = net_battle_n_actions (self);
  guint64 their_n;
  const char *their_digest;
  BnBattleAction action;

  bn_net_message_set_uint (mine, "n", k);
  bn_net_message_set (mine, "digest", net_battle_digest_to (self, k));
  if (self->link->pending != NULL)
    bn_net_message_set (mine, "pending", self->link->pending);
  if (self->dealer != NULL)
    {
      bn_net_message_set_uint (mine, "decks", bn_net_dealer_get_n_whole_decks (self->dealer));
      bn_net_message_set_uint (mine, "deals", bn_net_dealer_get_n_deals (self->dealer));
    }
  if (!net_battle_send (self, mine, error) || (theirs = net_battle_receive (self, "SYNC", error)) == NULL)
    return FALSE;
  if (!bn_net_message_get_uint (theirs, "n", &their_n, error) ||
      (their_digest = bn_net_message_require (theirs, "digest", error)) == NULL)
    return net_battle_refuse (self, NULL, "%s", (*error)->message);
  /* The deals the other side is owed, sent again (the same locks, the
   * same openings) before the decisions that need them. */
  if (self->dealer != NULL)
    {
      guint64 their_decks, their_deals;

      if (!bn_net_message_get_uint (theirs, "decks", &their_decks, error) ||
          !bn_net_message_get_uint (theirs, "deals", &their_deals, error))
        return net_battle_refuse (self, NULL, "%s", (*error)->message);
      if (!bn_net_dealer_answer_again (self->dealer, (guint) MIN (their_decks, G_MAXUINT),
                                       (guint) MIN (their_deals, G_MAXUINT), error))
        return FALSE;
    }
  /* The side ahead hands over the decisions the other lacks: its own
   * decisions sent but never received, and at most one draw the other had
   * revealed for but not saved. */
  while (their_n > k)
    {
      g_autoptr(BnNetMessage) catchup = net_battle_receive (self, "CATCHUP", error);
      const BnBattle *battle = bn_played_battle_get_battle (self->played);
      BnBattleAction own;
      const char *text, *value;
      guint64 n;

      if (catchup == NULL)
        return FALSE;
      if (!bn_net_message_get_uint (catchup, "n", &n, error) ||
          (text = bn_net_message_require (catchup, "act", error)) == NULL)
        return net_battle_refuse (self, NULL, "%s", (*error)->message);
      if (n != k)
        return net_battle_refuse (self, error, _("decision %llu was handed over when decision %u was due"),
                                  (unsigned long long) n + 1, k + 1);
      if (!parse_action (self, text, &action, error))
        return FALSE;
      /* The cards it shows of the other's hand, proved, before the rules judge it. */
      if (action.side != self->link->side &&
          !net_battle_take_shown (self, &action, bn_net_message_get (catchup, "shown"), error))
        return FALSE;
      if (!bn_battle_check (battle, &action, NULL))
        return net_battle_refuse (self, error, _("decision %u, handed over on reconnecting, is not a legal action"), k + 1);
      /* Only the other side's decisions, or the one of ours whose draw was under way. */
      if (action.side == self->link->side &&
          (!pending_for (self, self->link->pending, k, &own, NULL) || memcmp (&own, &action, sizeof own) != 0))
        return net_battle_refuse (self, error, _("decision %u, handed over on reconnecting, is one this side never made"),
                                  k + 1);
      value = bn_net_message_get (catchup, "value");
      if (!apply (self, &action, value != NULL ? value : "", error))
        return FALSE;
      k++;
    }
  if (their_n < k)
    {
      if (!g_str_equal (their_digest, net_battle_digest_to (self, (guint) their_n)))
        return net_battle_refuse (self, error, _("the two sides' histories differ before decision %u"), (guint) their_n + 1);
      for (guint i = (guint) their_n; i < k; i++)
        {
          g_autoptr(BnNetMessage) catchup = bn_net_message_new ("CATCHUP");
          g_autofree char *text = net_battle_action_line (self, i, FALSE);
          g_autoptr(GError) unproved = NULL;
          g_autofree char *shown = net_battle_prove_shown (self, i, &unproved);

          if (unproved != NULL)
            {
              g_propagate_error (error, g_steal_pointer (&unproved));
              return FALSE;
            }
          bn_net_message_set_uint (catchup, "n", i);
          bn_net_message_set (catchup, "act", text);
          if (shown != NULL)
            bn_net_message_set (catchup, "shown", shown);
          if (bn_played_battle_get_draw (self->played, i) != 0)
            {
              g_autofree char *context = net_battle_action_context (self, i, text);
              g_autofree char *value = bn_net_draw_value (self->link->master, context);

              bn_net_message_set (catchup, "value", value);
            }
          if (!net_battle_send (self, catchup, error))
            return FALSE;
        }
    }
  else if (!g_str_equal (their_digest, net_battle_digest_to (self, k)))
    return net_battle_refuse (self, error, _("the two sides' histories differ before decision %u"), k + 1);
  /* A draw under way when the line fell: its action is owed again. */
  self->has_forced = pending_for (self, self->link->pending, k, &self->forced, NULL) ||
                     pending_for (self, bn_net_message_get (theirs, "pending"), k, &self->forced, NULL);
  return TRUE;
}

/* ---- the battle ---- */

gboolean
net_battle_take_turn (BnNetBattle     *self,
                      BnNetChooseFunc  choose,
                      gpointer         user_data,
                      GError         **error)
{
  const BnBattle *battle = bn_played_battle_get_battle (self->played);
  guint k = net_battle_n_actions (self);
  guint acting = bn_battle_get_acting_side (battle);
  BnBattleAction action;

  if (acting == self->link->side)
    {
      g_autoptr(BnNetMessage) message = bn_net_message_new ("ACTION");
      g_autofree char *text = NULL;

      /* The hook counts decisions from 1, as apply() does when it drops the line. */
      if (self->has_forced && net_battle_tampering ("repent", k + 1))
        {
          g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

          /* A test hook: another action than the one whose draw was under way. */
          g_autofree char *owed = bn_battle_action_to_string (&self->forced);

          action = self->forced;
          bn_battle_legal_actions (battle, legal);
          for (guint i = 0; i < legal->len; i++)
            {
              g_autofree char *other = bn_battle_action_to_string (&g_array_index (legal, BnBattleAction, i));

              if (!g_str_equal (other, owed))
                {
                  action = g_array_index (legal, BnBattleAction, i);
                  break;
                }
            }
        }
      else if (self->has_forced)
        action = self->forced;
      else if (!choose (self->played, &action, user_data))
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_CLOSED, _("this side left the battle"));
          return FALSE;
        }
      text = bn_battle_action_to_string (&action);
      /* Saved before it is sent: after a crash this side owes this action,
       * and knows it when the other side hands it back. */
      g_free (self->link->pending);
      self->link->pending = g_strdup_printf ("%u %s", k, text);
      if (!net_battle_save_link (self, error))
        return FALSE;
      /* Test hooks: an old decision's number; an action for the other side. */
      bn_net_message_set_uint (message, "n", net_battle_tampering ("replay", k) ? k - 1 : k);
      bn_net_message_set (message, "digest", net_battle_tampering ("digest", k) ? self->link->session : net_battle_digest_to (self, k));
      if (net_battle_tampering ("side", k))
        {
          BnBattleAction theirs = action;
          g_autofree char *forged = NULL;

          theirs.side = (guint8) (1 - action.side);
          forged = bn_battle_action_to_string (&theirs);
          bn_net_message_set (message, "act", forged);
        }
      else if (net_battle_tampering ("illegal", k))
        {
          BnBattleAction illegal = action;
          g_autofree char *forged = NULL;

          /* The first variation the rules net_battle_refuse (some actions ignore an operand). */
          for (guint type = 0; type < BN_N_ACTIONS; type++)
            {
              illegal = (BnBattleAction) { (guint8) type, action.side, 250, 250, 250 };
              if (!bn_battle_check (battle, &illegal, NULL))
                break;
            }
          forged = bn_battle_action_to_string (&illegal);
          bn_net_message_set (message, "act", forged);
        }
      else
        bn_net_message_set (message, "act", text);
      if (!net_battle_send (self, message, error) || !net_battle_exchange_shown (self, &action, error))
        return FALSE;
    }
  else
    {
      g_autoptr(BnNetMessage) message = net_battle_receive (self, "ACTION", error);
      g_autoptr(GError) illegal = NULL;
      const char *digest, *text;
      guint64 n;

      if (message == NULL)
        return FALSE;
      if (!bn_net_message_get_uint (message, "n", &n, error) ||
          (digest = bn_net_message_require (message, "digest", error)) == NULL ||
          (text = bn_net_message_require (message, "act", error)) == NULL)
        return net_battle_refuse (self, NULL, "%s", (*error)->message);
      if (n != k)
        return net_battle_refuse (self, error, _("decision %llu came when decision %u was due"), (unsigned long long) n + 1, k + 1);
      if (!g_str_equal (digest, net_battle_digest_to (self, k)))
        return net_battle_refuse (self, error, _("decision %u does not follow from the shared history (its digest differs)"),
                                  k + 1);
      if (!parse_action (self, text, &action, error))
        return FALSE;
      if (action.side != acting)
        return net_battle_refuse (self, error, _("decision %u is side %u's, but side %u is to act"), k + 1, action.side, acting);
      if (self->has_forced && memcmp (&action, &self->forced, sizeof action) != 0)
        return net_battle_refuse (self, error, _("decision %u is not the action whose draw was under way"), k + 1);
      /* The cards it shows of a hand, proved, before the rules judge it. */
      if (!net_battle_exchange_shown (self, &action, error))
        return FALSE;
      if (!bn_battle_check (battle, &action, &illegal))
        return net_battle_refuse (self, error, _("decision %u is not a legal action: %s"), k + 1, illegal->message);
    }
  return apply (self, &action, NULL, error);
}

/* The post-battle sequence of the battle just kept, run in this file as in
 * the other, so each side's leaders have it in their careers as a fought
 * battle: its cards and dice come from both masters, which neither side
 * knew of the other's before the end, so both files give every leader of
 * the battle the same career. The kept battle is told from the log kept
 * with its record, so what the sequence does to a leader does not change
 * it. A failure leaves the battle kept, for "battle apply" to run it. */
