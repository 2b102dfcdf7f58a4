/* bn-net-army.c — a side's leader, domain and army as they cross the wire,
 * and saved on the other side; see bn-net-army.h. */
#include "bn-net-army.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bn-army-xml.h"
#include "bn-leader-rules.h"
#include "bn-leader-xml.h"
#include "bn-unit-rules.h"

/* This side's leader, domain and army as documents, and the army's posts
 * as "index,role,unit;…" (index 0 the leader, then his vassals in order). */
gboolean
bn_net_army_describe (BnStore       *store,
                      gint64         army_id,
                      BnNetMessage  *message,
                      gint64        *out_campaign_id,
                      GError       **error)
{
  g_autoptr(BnArmy) army = bn_store_get_army (store, army_id, error);
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(GPtrArray) vassals = NULL;
  g_autoptr(BnLeaderRules) leader_rules = NULL;
  g_autoptr(BnUnitRules) unit_rules = NULL;
  g_autofree char *leaders_xml = NULL;
  g_autofree char *army_xml = NULL;
  g_autofree char *leaders_text = NULL;
  g_autofree char *army_text = NULL;
  GString *posts = g_string_new (NULL);
  g_autofree char *posts_text = NULL;

  if (army == NULL || (leader = bn_store_get_leader (store, army->leader_id, error)) == NULL ||
      (vassals = bn_store_list_vassals (store, leader->id, error)) == NULL ||
      (leader_rules = bn_leader_rules_load_default (error)) == NULL ||
      (unit_rules = bn_unit_rules_load_default (error)) == NULL)
    {
      g_string_free (posts, TRUE);
      return FALSE;
    }
  *out_campaign_id = leader->campaign_id;
  leaders_xml = bn_leader_xml_write (leader, vassals, leader_rules);
  /* The owner's copy, promises and all: the engine needs them (the threat
   * model says what this gives away). */
  army_xml = bn_army_xml_write (army, leader, vassals, unit_rules, FALSE);
  for (guint i = 0; i < army->posts->len; i++)
    {
      const BnArmyPost *post = g_ptr_array_index (army->posts, i);
      gint index = post->leader_id == leader->id ? 0 : -1;

      for (guint v = 0; index < 0 && v < vassals->len; v++)
        if (((BnLeader *) g_ptr_array_index (vassals, v))->id == post->leader_id)
          index = (gint) v + 1;
      if (index >= 0)
        g_string_append_printf (posts, "%s%d,%s,%d", posts->len > 0 ? ";" : "", index,
                                bn_army_role_get_id (post->role), post->unit_index);
    }
  posts_text = g_string_free (posts, FALSE);
  leaders_text = g_base64_encode ((const guchar *) leaders_xml, strlen (leaders_xml));
  army_text = g_base64_encode ((const guchar *) army_xml, strlen (army_xml));
  bn_net_message_set (message, "leaders", leaders_text);
  bn_net_message_set (message, "army", army_text);
  bn_net_message_set (message, "posts", posts_text);
  return TRUE;
}

static GBytes *
decode_field (const BnNetMessage  *message,
              const char          *key,
              GError             **error)
{
  const char *text = bn_net_message_require (message, key, error);
  gsize length = 0;
  guchar *data;

  if (text == NULL)
    return NULL;
  data = g_base64_decode (text, &length);
  return g_bytes_new_take (data, length);
}

/* Saves the other side's leader, domain and army (from @message) in
 * campaign @campaign_id of this file. Returns the army's id, 0 on error. */
gint64
bn_net_army_import (BnStore             *store,
                    const BnNetMessage  *message,
                    gint64               campaign_id,
                    GError             **error)
{
  g_autoptr(BnLeaderRules) leader_rules = bn_leader_rules_load_default (error);
  g_autoptr(BnUnitRules) unit_rules = leader_rules != NULL ? bn_unit_rules_load_default (error) : NULL;
  g_autoptr(GBytes) leaders_bytes = NULL;
  g_autoptr(GBytes) army_bytes = NULL;
  g_autoptr(GPtrArray) leaders = NULL;
  g_autoptr(BnArmy) army = NULL;
  g_auto(GStrv) posts = NULL;
  const char *posts_text;

  if (unit_rules == NULL || (leaders_bytes = decode_field (message, "leaders", error)) == NULL ||
      (army_bytes = decode_field (message, "army", error)) == NULL ||
      (posts_text = bn_net_message_require (message, "posts", error)) == NULL)
    return 0;
  leaders = bn_leader_xml_read_bytes (leaders_bytes, _("the other side's leader"), leader_rules, error);
  if (leaders == NULL)
    return 0;
  army = bn_army_xml_read_bytes (army_bytes, _("the other side's army"), unit_rules, leader_rules, error);
  if (army == NULL || !bn_store_import_leaders_as (store, campaign_id, leaders, BN_IMPORT_REFUSE_SAME, error))
    return 0;
  army->leader_id = ((BnLeader *) g_ptr_array_index (leaders, 0))->id;
  g_ptr_array_set_size (army->posts, 0);
  posts = g_strsplit (posts_text, ";", -1);
  for (guint i = 0; posts[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (posts[i], ",", -1);
      guint64 index;
      gint64 unit;
      BnArmyRole role;

      if (posts[i][0] == '\0')
        continue;
      if (g_strv_length (parts) != 3 || !g_ascii_string_to_unsigned (parts[0], 10, 0, leaders->len - 1, &index, NULL) ||
          !bn_army_role_from_id (parts[1], &role) || !g_ascii_string_to_signed (parts[2], 10, -1, 255, &unit, NULL))
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL, _("the other side's army has a post that is not one"));
          return 0;
        }
      g_ptr_array_add (army->posts,
                       bn_army_post_new (((BnLeader *) g_ptr_array_index (leaders, index))->id, role, (gint) unit));
    }
  if (!bn_store_save_army (store, army, error))
    return 0;
  return army->id;
}

