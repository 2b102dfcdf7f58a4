/* bn-net-battle-history.c — the history both sides share: each decision's
 * line and the digest chained over them, and each draw made by
 * commit–reveal from both sides' values. */
#include "bn-net-battle-private.h"

#include <glib/gi18n-lib.h>

#include "bn-net-protocol.h"

/* ---- the shared history ---- */

/* Action @i as the history holds it: its line, with its draw once known
 * and the cards it showed of a deck dealt between the two sides, so that
 * a side that was shown another card than the other's file holds breaks
 * the digest. */
char *
net_battle_action_line (BnNetBattle *self,
                        guint        i,
                        gboolean     with_draw)
{
  const BnBattle *battle = bn_played_battle_get_battle (self->played);
  g_autofree char *text = bn_battle_action_to_string (bn_battle_get_action (battle, i));
  g_autofree char *shown = NULL;
  guint64 draw = bn_played_battle_get_draw (self->played, i);
  GString *line;

  if (!with_draw)
    return g_steal_pointer (&text);
  line = g_string_new (text);
  if (draw != 0)
    g_string_append_printf (line, " draw=%016" G_GINT64_MODIFIER "x", draw);
  if ((shown = bn_played_battle_get_shown (self->played, i)) != NULL)
    g_string_append_printf (line, " shown=%s", shown);
  return g_string_free (line, FALSE);
}

/* The digest of the first @n actions and their draws, chained from the session. */
const char *
net_battle_digest_to (BnNetBattle *self,
                      guint        n)
{
  if (self->digests->len == 0)
    g_ptr_array_add (self->digests, g_compute_checksum_for_string (G_CHECKSUM_SHA256, self->link->session, -1));
  while (self->digests->len <= n)
    {
      guint i = self->digests->len - 1;
      g_autofree char *line = net_battle_action_line (self, i, TRUE);
      g_autofree char *text = g_strconcat (g_ptr_array_index (self->digests, i), "|", line, NULL);

      g_ptr_array_add (self->digests, g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1));
    }
  return g_ptr_array_index (self->digests, n);
}

guint
net_battle_n_actions (BnNetBattle *self)
{
  return bn_battle_get_n_actions (bn_played_battle_get_battle (self->played));
}

/* The context of the draw of action @i (draw i + 1), whose text is @action_text. */
char *
net_battle_action_context (BnNetBattle *self,
                           guint        i,
                           const char  *action_text)
{
  g_autofree char *history = g_strconcat (net_battle_digest_to (self, i), "|", action_text, NULL);

  return bn_net_draw_context (self->link->session, i + 1, history);
}

/* Whether @action, applied now, makes any roll: tried on a copy whose
 * chance has neither seed nor typed values. The same on both sides. */
gboolean
net_battle_action_draws (const BnBattle       *battle,
                         const BnBattleAction *action)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(BnBattle) copy = bn_battle_copy (battle, chance);
  g_autoptr(GError) error = NULL;

  return !bn_battle_apply (copy, action, &error) && g_error_matches (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE);
}

gboolean
net_battle_save_link (BnNetBattle  *self,
                      GError      **error)
{
  return bn_store_save_net_link (self->store, self->link, error);
}

/* The test hook BANNERET_NET_TAMPER: this side cheats in one named way
 * from decision @k on, so that tests see the other side refuse it. */
gboolean
net_battle_tampering (const char *what,
                      guint       k)
{
  const char *tamper = g_getenv ("BANNERET_NET_TAMPER");

  return tamper != NULL && g_str_equal (tamper, what) && k >= 3;
}

/* The test hook BANNERET_NET_TAMPER for the battle's setup: this side
 * fails in one named way before the battle starts. */
gboolean
net_battle_tampering_setup (const char *what)
{
  return g_strcmp0 (g_getenv ("BANNERET_NET_TAMPER"), what) == 0;
}

/* ---- one draw ---- */

guint64
net_battle_seed_of (BnNetBattle *self,
                    const char  *mine,
                    const char  *theirs,
                    const char  *context)
{
  return self->link->side == 0 ? bn_net_draw_seed (mine, theirs, context)
                               : bn_net_draw_seed (theirs, mine, context);
}

/* Draw @number under @context: commit, then reveal, then check. */
gboolean
net_battle_draw (BnNetBattle  *self,
                 guint         number,
                 const char   *context,
                 guint64      *out_seed,
                 GError      **error)
{
  g_autofree char *value = bn_net_draw_value (self->link->master, context);
  g_autofree char *commitment = bn_net_commitment (value, context);
  g_autoptr(BnNetMessage) commit = bn_net_message_new ("COMMIT");
  g_autoptr(BnNetMessage) reveal = bn_net_message_new ("REVEAL");
  g_autoptr(BnNetMessage) their_commit = NULL;
  g_autoptr(BnNetMessage) their_reveal = NULL;
  g_autofree char *expected = NULL;
  const char *their_value;
  guint64 n;

  bn_net_message_set_uint (commit, "n", number);
  bn_net_message_set (commit, "hash", commitment);
  /* A test hook: try to see the other's value before committing to ours. */
  if (net_battle_tampering ("peek", number))
    {
      g_free (commit->type);
      commit->type = g_strdup ("REVEAL");
    }
  if (!net_battle_send (self, commit, error) || (their_commit = net_battle_receive (self, "COMMIT", error)) == NULL)
    return FALSE;
  if (!bn_net_message_get_uint (their_commit, "n", &n, error) ||
      bn_net_message_require (their_commit, "hash", error) == NULL)
    return net_battle_refuse (self, NULL, "%s", (*error)->message);
  if (n != number)
    return net_battle_refuse (self, error, _("a commitment to draw %llu came when draw %u was due"), (unsigned long long) n, number);
  g_hash_table_replace (self->peer_commits, GUINT_TO_POINTER (number),
                        g_strdup (bn_net_message_get (their_commit, "hash")));
  /* A test hook: see the other's value for our own action, then drop the
   * line, to choose again once it is back (take_turn()). */
  if (self->may_repent && !self->repented)
    {
      g_autoptr(BnNetMessage) seen = net_battle_receive (self, "REVEAL", error);

      self->repented = TRUE;
      if (seen != NULL)
        g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_CLOSED, "%s", _("this side dropped the line"));
      return FALSE;
    }
  bn_net_message_set_uint (reveal, "n", number);
  /* A test hook: reveal a value that is not the one committed to. */
  if (net_battle_tampering ("reveal", number) || (number == 0 && net_battle_tampering_setup ("setup-reveal")))
    bn_net_message_set (reveal, "value", "0000000000000000000000000000000000000000000000000000000000000000");
  else
    bn_net_message_set (reveal, "value", value);
  if (!net_battle_send (self, reveal, error) || (their_reveal = net_battle_receive (self, "REVEAL", error)) == NULL)
    return FALSE;
  if (!bn_net_message_get_uint (their_reveal, "n", &n, error) ||
      (their_value = bn_net_message_require (their_reveal, "value", error)) == NULL)
    return net_battle_refuse (self, NULL, "%s", (*error)->message);
  if (n != number)
    return net_battle_refuse (self, error, _("a value for draw %llu came when draw %u was due"), (unsigned long long) n, number);
  expected = bn_net_commitment (their_value, context);
  if (!g_str_equal (expected, bn_net_message_get (their_commit, "hash")))
    return net_battle_refuse (self, error, _("the value revealed for draw %u does not match its commitment"), number);
  *out_seed = net_battle_seed_of (self, value, their_value, context);
  return TRUE;
}
