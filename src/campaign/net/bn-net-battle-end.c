/* bn-net-battle-end.c — the battle's end: both sides agree on it, open
 * their master secrets and check every draw by them, then each keeps the
 * battle in its own campaign and runs its post-battle sequence. */
#include "bn-net-battle-private.h"

#include <glib/gi18n-lib.h>

#include "bn-career.h"
#include "bn-net-protocol.h"

static void
apply_post_battle (BnNetBattle *self,
                   const char  *their_master)
{
  g_autofree char *context = bn_net_draw_context (self->link->session, net_battle_n_actions (self) + 1, "post-battle");
  g_autofree char *value = bn_net_draw_value (self->link->master, context);
  g_autofree char *their_value = bn_net_draw_value (their_master, context);
  g_autoptr(BnChance) chance = bn_chance_new_seeded (net_battle_seed_of (self, value, their_value, context));
  g_autoptr(GError) error = NULL;

  if (!bn_career_apply_battle (self->store, self->record_id, chance, &error))
    net_battle_tell (self, _("The battle is kept, but its post-battle sequence did not run: %s"), error->message);
}

/* Both sides agree on the end, open their masters and check every draw. */
gboolean
net_battle_finish (BnNetBattle  *self,
                   GError      **error)
{
  g_autoptr(BnNetMessage) end = bn_net_message_new ("END");
  g_autoptr(BnNetMessage) open = bn_net_message_new ("OPEN");
  g_autoptr(BnNetMessage) their_end = NULL;
  g_autoptr(BnNetMessage) their_open = NULL;
  g_autofree char *commitment = NULL;
  guint k = net_battle_n_actions (self);
  const char *digest, *master;

  bn_net_message_set_uint (end, "n", k);
  /* A test hook: claim another battle at its end. */
  bn_net_message_set (end, "digest", net_battle_tampering ("end", k) ? self->link->session : net_battle_digest_to (self, k));
  if (!net_battle_send (self, end, error) || (their_end = net_battle_receive (self, "END", error)) == NULL)
    return FALSE;
  if ((digest = bn_net_message_require (their_end, "digest", error)) == NULL)
    return net_battle_refuse (self, NULL, "%s", (*error)->message);
  if (!g_str_equal (digest, net_battle_digest_to (self, k)))
    return net_battle_refuse (self, error, _("the battle ended differently on the other side"));
  bn_net_message_set (open, "master", net_battle_tampering ("master", k) ? self->link->session : self->link->master);
  if (!net_battle_send (self, open, error) || (their_open = net_battle_receive (self, "OPEN", error)) == NULL)
    return FALSE;
  if ((master = bn_net_message_require (their_open, "master", error)) == NULL)
    return net_battle_refuse (self, NULL, "%s", (*error)->message);
  commitment = bn_net_master_commitment (master, self->link->session);
  if (!g_str_equal (commitment, self->link->peer_commitment))
    return net_battle_refuse (self, error, _("the other side's master secret is not the one it committed to"));
  for (guint i = 0; i < k; i++)
    {
      guint64 seed = bn_played_battle_get_draw (self->played, i);
      g_autofree char *text = NULL;
      g_autofree char *context = NULL;
      g_autofree char *value = NULL;
      g_autofree char *their_value = NULL;

      if (seed == 0)
        continue;
      text = net_battle_action_line (self, i, FALSE);
      context = net_battle_action_context (self, i, text);
      value = bn_net_draw_value (self->link->master, context);
      their_value = bn_net_draw_value (master, context);
      if (net_battle_seed_of (self, value, their_value, context) != seed)
        return net_battle_refuse (self, error, _("the other side's master does not give the value it revealed for draw %u"), i + 1);
    }
  /* Both hands unlocked and every decision checked with both in view. */
  if (!net_battle_reveal_deal (self, error))
    return FALSE;
  /* Each keeps the battle only once the other has found no fault either. */
  {
    g_autoptr(BnNetMessage) done = bn_net_message_new ("DONE");
    g_autoptr(BnNetMessage) their_done = NULL;

    if (!net_battle_send (self, done, error) || (their_done = net_battle_receive (self, "DONE", error)) == NULL)
      return FALSE;
  }
  g_free (self->link->peer_master);
  self->link->peer_master = g_strdup (master);
  g_clear_pointer (&self->link->pending, g_free);
  if (!net_battle_save_link (self, error))
    return FALSE;
  {
    g_autoptr(BnBattleRecord) record = bn_played_battle_keep_for_side (self->store, self->played, self->link->side, error);

    if (record == NULL)
      return FALSE;
    self->record_id = record->id;
  }
  apply_post_battle (self, master);
  return TRUE;
}
