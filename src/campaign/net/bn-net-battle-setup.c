/* bn-net-battle-setup.c — the battle set up: the terms and both armies
 * exchanged, the setup's draw made, and the played battle saved in both
 * files or in neither. */
#include "bn-net-battle-private.h"

#include <glib/gi18n-lib.h>
#include <unistd.h>

#include "bn-net-army.h"
#include "bn-net-channel.h"
#include "bn-net-protocol.h"

/* ---- setting up ---- */

typedef struct
{
  BnNetBattle      *self;
  BnNetArmy        *theirs;
  gint64            campaign_id;
  const char       *scenario;
  guint64           seed;
  const BnRuleset  *ruleset;
  BnBattleOptions   options;
  guint             n_cards;  /* the command deck dealt between the sides; 0: none */
} SetUp;

/* Inside one write: the other side's leader and army saved, the played
 * battle started and its link saved; kept only once the other side has
 * done the same (READY both ways), so that a setup that fails on either
 * side leaves nothing in either file. */
static gboolean
set_up_write (BnStore   *store,
              gpointer   user_data,
              GError   **error)
{
  SetUp *setup = user_data;
  BnNetBattle *self = setup->self;
  g_autoptr(BnPlayedBattle) played = NULL;
  g_autoptr(BnNetMessage) ready = bn_net_message_new ("READY");
  g_autoptr(BnNetMessage) their_ready = NULL;
  gint64 armies[2];
  gint64 their_army;

  if ((their_army = bn_net_army_save (store, setup->theirs, setup->campaign_id, error)) == 0)
    return net_battle_refuse (self, NULL, "%s", (*error)->message);
  if (net_battle_tampering_setup ("unready"))
    return net_battle_refuse (self, error, "%s", "this side could not save the battle");
  if (net_battle_tampering_setup ("drop-ready"))
    _exit (3);
  armies[self->link->side] = self->army_id;
  armies[1 - self->link->side] = their_army;
  if (setup->n_cards > 0)
    {
      /* The hands are dealt as the battle starts: the dealer's first
       * messages go now, its state kept with the link below. */
      net_battle_make_dealer (self, setup->n_cards);
      played = bn_played_battle_start_dealt (store, armies[0], armies[1], setup->scenario, setup->seed,
                                             BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1), setup->ruleset,
                                             setup->options, &self->played_dealer, error);
      /* A deal that failed: the dealer says why (the line, or a refusal). */
      if (played == NULL && bn_net_dealer_get_refusal (self->dealer) != NULL)
        return net_battle_dealer_failed (self, error);
    }
  else
    played = bn_played_battle_start_with_options (store, armies[0], armies[1], setup->scenario, setup->seed,
                                                  BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1), setup->ruleset,
                                                  setup->options, error);
  if (played == NULL)
    return net_battle_refuse (self, NULL, "%s", (*error)->message);
  self->link->played_battle_id = bn_played_battle_get_id (played);
  if (!net_battle_save_link (self, error) ||
      !bn_store_set_battle_turn_seconds (store, self->link->played_battle_id, self->turn_seconds, error))
    {
      self->link->played_battle_id = 0;
      return net_battle_refuse (self, NULL, "%s", (*error)->message);
    }
  /* The file is held while the other side answers: not for long. */
  bn_net_channel_set_timeout (self->channel, BN_NET_READY_SECONDS);
  if (!net_battle_send (self, ready, error) || (their_ready = net_battle_receive (self, "READY", error)) == NULL)
    {
      self->link->played_battle_id = 0;
      return FALSE;
    }
  bn_net_channel_set_timeout (self->channel, 0);
  self->played = g_steal_pointer (&played);
  return TRUE;
}

/* Both armies exchanged, draw 0 made: the played battle, saved on this side. */
gboolean
net_battle_set_up (BnNetBattle  *self,
                   GError      **error)
{
  g_autoptr(BnNetMessage) mine = bn_net_message_new (self->link->hosted ? "SETUP" : "ARMY");
  g_autoptr(BnNetMessage) theirs = NULL;
  g_autoptr(BnNetArmy) their_army = NULL;
  g_autofree char *master_commitment = NULL;
  g_autofree char *context = NULL;
  gint64 campaign_id = 0;
  guint64 seed = 0;
  guint64 n_cards = 0;
  const BnRuleset *ruleset;
  const char *rules_id, *scenario, *basic, *session, *commitment;

  if (self->link->hosted)
    {
      bn_net_message_set (mine, "session", self->link->session);
      bn_net_message_set (mine, "rules", self->rules_id);
      bn_net_message_set (mine, "scenario", self->scenario);
      bn_net_message_set (mine, "basic", self->basic_game ? "1" : "0");
      bn_net_message_set (mine, "file", self->file_id);
      {
        const BnRuleset *hosted = bn_ruleset_lookup (self->rules_id);
        guint counted = net_battle_deck_size (self, hosted, self->scenario,
                                              self->basic_game ? BN_BATTLE_OPTION_BASIC_GAME : 0, error);

        if (counted == G_MAXUINT)
          return FALSE;
        bn_net_message_set_uint (mine, "deck", counted);
      }
    }
  else
    {
      if ((theirs = net_battle_receive (self, "SETUP", error)) == NULL)
        return FALSE;
      if ((session = bn_net_message_require (theirs, "session", error)) == NULL)
        return net_battle_refuse (self, NULL, "%s", (*error)->message);
      self->link->session = g_strdup (session);
      g_free (self->peer_file);
      self->peer_file = g_strdup (bn_net_message_get (theirs, "file"));
    }
  if (!bn_net_army_describe (self->store, self->army_id, self->peer_file, mine, &campaign_id, error))
    return FALSE;
  if (net_battle_tampering_setup ("posts"))
    bn_net_message_set (mine, "posts", "9,general,0");
  master_commitment = bn_net_master_commitment (self->link->master, self->link->session);
  bn_net_message_set (mine, "master", master_commitment);
  if (!net_battle_send (self, mine, error) || (self->link->hosted && (theirs = net_battle_receive (self, "ARMY", error)) == NULL))
    return FALSE;
  {
    const BnNetMessage *setup = self->link->hosted ? mine : theirs;

    rules_id = bn_net_message_get (setup, "rules");
    scenario = bn_net_message_get (setup, "scenario");
    basic = bn_net_message_get (setup, "basic");
  }
  if ((commitment = bn_net_message_require (theirs, "master", error)) == NULL || rules_id == NULL ||
      scenario == NULL || basic == NULL)
    return net_battle_refuse (self, error != NULL && *error != NULL ? NULL : error, "%s", _("the battle's terms are not whole"));
  if ((ruleset = bn_ruleset_lookup (rules_id)) == NULL)
    return net_battle_refuse (self, error, _("this side knows no ruleset “%s”"), rules_id);
  g_free (self->link->peer_commitment);
  self->link->peer_commitment = g_strdup (commitment);
  /* Checked whole before the draw, saved only after it. */
  if ((their_army = bn_net_army_read (theirs, error)) == NULL)
    return net_battle_refuse (self, NULL, "%s", (*error)->message);
  /* The deck the host deals between the sides (none from an older host):
   * this side counts the same cards, or the battle cannot be dealt. */
  if (bn_net_message_get (self->link->hosted ? mine : theirs, "deck") != NULL)
    {
      guint n_here = net_battle_deck_size (self, ruleset, scenario, g_str_equal (basic, "1") ? BN_BATTLE_OPTION_BASIC_GAME : 0,
                                           error);

      if (n_here == G_MAXUINT)
        return net_battle_refuse (self, NULL, "%s", (*error)->message);
      if (!bn_net_message_get_uint (self->link->hosted ? mine : theirs, "deck", &n_cards, error))
        return net_battle_refuse (self, NULL, "%s", (*error)->message);
      if (n_cards != n_here && !(self->link->hosted && n_cards == 0))
        return net_battle_refuse (self, error, _("the host deals a command deck of %u cards, but this side counts %u"),
                                  (guint) n_cards, n_here);
    }
  context = bn_net_draw_context (self->link->session, 0, "setup");
  if (!net_battle_draw (self, 0, context, &seed, error))
    return FALSE;
  {
    SetUp setup = { self, their_army, campaign_id, scenario, seed, ruleset,
                    g_str_equal (basic, "1") ? BN_BATTLE_OPTION_BASIC_GAME : 0, (guint) n_cards };

    if (bn_store_net_write (self->store, set_up_write, &setup, error))
      return TRUE;
    /* Nothing kept: a setup made again deals with fresh keys. */
    g_clear_pointer (&self->dealer, bn_net_dealer_free);
    g_clear_pointer (&self->link->dealer, g_free);
    return FALSE;
  }
}
