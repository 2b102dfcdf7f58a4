/* bn-net-army.c — a side's leader, domain and army as they cross the wire,
 * and saved on the other side; see bn-net-army.h. */
#include "bn-net-army.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bn-army-xml.h"
#include "bn-leader-rules.h"
#include "bn-leader-xml.h"
#include "bn-net-link.h"
#include "bn-unit-rules.h"

#define TOKEN_LENGTH 64

struct _BnNetArmy
{
  GPtrArray      *leaders;        /* BnLeader: the leader, then his vassals */
  BnArmy         *army;           /* its posts by position in @leaders (post_index) */
  GArray         *post_index;     /* guint, one per post */
  GStrv           tokens;         /* one per leader; NULL: none sent */
  BnLeaderRules  *leader_rules;
  BnUnitRules    *unit_rules;
};

void
bn_net_army_free (BnNetArmy *army)
{
  if (army == NULL)
    return;
  g_clear_pointer (&army->leaders, g_ptr_array_unref);
  g_clear_pointer (&army->army, bn_army_free);
  g_clear_pointer (&army->post_index, g_array_unref);
  g_strfreev (army->tokens);
  g_clear_pointer (&army->leader_rules, bn_leader_rules_unref);
  g_clear_pointer (&army->unit_rules, bn_unit_rules_unref);
  g_free (army);
}

/**
 * bn_net_leader_token:
 * @secret: the sending file's secret for the leader
 * @file_id: the receiving file's id
 *
 * Returns: (transfer full): the token the sending file gives the receiving
 *   one for this leader: the same for every battle between the two files,
 *   another for every other file, and none can be made without the secret
 */
char *
bn_net_leader_token (const char *secret,
                     const char *file_id)
{
  g_autofree char *text = g_strconcat ("banneret-net-leader|", file_id, NULL);

  return g_compute_hmac_for_string (G_CHECKSUM_SHA256, (const guchar *) secret, strlen (secret), text, -1);
}

/* This file's secret for leader @id, made when he is first sent. */
static char *
leader_token (BnStore     *store,
              gint64       id,
              const char  *peer_file,
              GError     **error)
{
  g_autofree char *fresh = bn_net_random_hex (32);
  g_autofree char *secret = bn_store_net_leader_secret (store, id, fresh, error);

  return secret != NULL ? bn_net_leader_token (secret, peer_file) : NULL;
}

/* This side's leader, domain and army as documents, the army's posts as
 * "index,role,unit;…" (index 0 the leader, then his vassals in order), and
 * the leaders' tokens for the file @peer_file, in the same order. */
gboolean
bn_net_army_describe (BnStore       *store,
                      gint64         army_id,
                      const char    *peer_file,
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
  g_autoptr(GString) posts = g_string_new (NULL);
  g_autoptr(GString) tokens = g_string_new (NULL);

  if (army == NULL || (leader = bn_store_get_leader (store, army->leader_id, error)) == NULL ||
      (vassals = bn_store_list_vassals (store, leader->id, error)) == NULL ||
      (leader_rules = bn_leader_rules_load_default (error)) == NULL ||
      (unit_rules = bn_unit_rules_load_default (error)) == NULL)
    return FALSE;
  *out_campaign_id = leader->campaign_id;
  for (guint i = 0; i <= vassals->len; i++)
    {
      const BnLeader *one = i == 0 ? leader : g_ptr_array_index (vassals, i - 1);
      g_autofree char *token = leader_token (store, one->id, peer_file, error);

      if (token == NULL)
        return FALSE;
      g_string_append_printf (tokens, "%s%s", i > 0 ? ";" : "", token);
    }
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
  leaders_text = g_base64_encode ((const guchar *) leaders_xml, strlen (leaders_xml));
  army_text = g_base64_encode ((const guchar *) army_xml, strlen (army_xml));
  bn_net_message_set (message, "leaders", leaders_text);
  bn_net_message_set (message, "army", army_text);
  bn_net_message_set (message, "posts", posts->str);
  bn_net_message_set (message, "tokens", tokens->str);
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

static gboolean
read_posts (BnNetArmy    *self,
            const char   *posts_text,
            GError      **error)
{
  g_auto(GStrv) posts = g_strsplit (posts_text, ";", -1);

  g_ptr_array_set_size (self->army->posts, 0);
  for (guint i = 0; posts[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (posts[i], ",", -1);
      guint64 index;
      gint64 unit;
      BnArmyRole role;
      guint position;

      if (posts[i][0] == '\0')
        continue;
      if (g_strv_length (parts) != 3 ||
          !g_ascii_string_to_unsigned (parts[0], 10, 0, self->leaders->len - 1, &index, NULL) ||
          !bn_army_role_from_id (parts[1], &role) || !g_ascii_string_to_signed (parts[2], 10, -1, 255, &unit, NULL))
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL, _("the other side's army has a post that is not one"));
          return FALSE;
        }
      position = (guint) index;
      g_ptr_array_add (self->army->posts, bn_army_post_new (0, role, (gint) unit));
      g_array_append_val (self->post_index, position);
    }
  return TRUE;
}

static gboolean
read_tokens (BnNetArmy           *self,
             const BnNetMessage  *message,
             GError             **error)
{
  const char *text = bn_net_message_get (message, "tokens");

  if (text == NULL)
    return TRUE;
  self->tokens = g_strsplit (text, ";", -1);
  if (g_strv_length (self->tokens) != self->leaders->len)
    goto bad;
  for (guint i = 0; self->tokens[i] != NULL; i++)
    {
      if (strlen (self->tokens[i]) != TOKEN_LENGTH)
        goto bad;
      for (const char *p = self->tokens[i]; *p != '\0'; p++)
        if (!g_ascii_isxdigit (*p))
          goto bad;
    }
  return TRUE;

bad:
  g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL, _("the other side's leaders come with tokens that are not theirs"));
  return FALSE;
}

/**
 * bn_net_army_read:
 *
 * Reads the other side's leader, domain and army from @message and checks
 * them whole, saving nothing: a message that is no army is refused here,
 * before the battle is set up.
 *
 * Returns: (transfer full): the army as it came, or %NULL with @error
 */
BnNetArmy *
bn_net_army_read (const BnNetMessage  *message,
                  GError             **error)
{
  g_autoptr(BnNetArmy) self = g_new0 (BnNetArmy, 1);
  g_autoptr(GBytes) leaders_bytes = NULL;
  g_autoptr(GBytes) army_bytes = NULL;
  const char *posts_text;

  self->post_index = g_array_new (FALSE, FALSE, sizeof (guint));
  if ((self->leader_rules = bn_leader_rules_load_default (error)) == NULL ||
      (self->unit_rules = bn_unit_rules_load_default (error)) == NULL ||
      (leaders_bytes = decode_field (message, "leaders", error)) == NULL ||
      (army_bytes = decode_field (message, "army", error)) == NULL ||
      (posts_text = bn_net_message_require (message, "posts", error)) == NULL)
    return NULL;
  self->leaders = bn_leader_xml_read_bytes (leaders_bytes, _("the other side's leader"), self->leader_rules, error);
  if (self->leaders == NULL)
    return NULL;
  self->army = bn_army_xml_read_bytes (army_bytes, _("the other side's army"), self->unit_rules,
                                       self->leader_rules, error);
  if (self->army == NULL || !read_posts (self, posts_text, error) || !read_tokens (self, message, error))
    return NULL;
  return g_steal_pointer (&self);
}

/* Leader @i of the army as this file keeps him: found by his token and
 * brought up to date, or taken in. Sets his id. */
static gboolean
save_leader (BnStore    *store,
             BnNetArmy  *self,
             guint       i,
             gint64      campaign_id,
             GError    **error)
{
  BnLeader *leader = g_ptr_array_index (self->leaders, i);
  gint64 liege = i == 0 ? 0 : ((BnLeader *) g_ptr_array_index (self->leaders, 0))->id;
  gint64 same = 0;

  if (!bn_store_net_find_leader (store, campaign_id, self->tokens[i], &same, error))
    return FALSE;
  if (same != 0)
    {
      g_autoptr(BnLeader) kept = bn_store_get_leader (store, same, error);

      if (kept == NULL)
        return FALSE;
      if (kept->liege_id != liege)
        {
          g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_PROTOCOL,
                       _("%s came as another leader's vassal than he is in this campaign"), kept->name);
          return FALSE;
        }
      leader->id = same;
      return bn_leader_equal_record (kept, leader) || bn_store_update_leader_record (store, same, leader, error);
    }
  leader->id = 0;
  leader->campaign_id = campaign_id;
  leader->liege_id = liege;
  leader->deal = -1;
  g_clear_pointer (&leader->player, g_free);
  return bn_store_insert_leader (store, leader, error) &&
         bn_store_net_remember_leader (store, leader->id, self->tokens[i], error);
}

/* The leaders, known or new: by token when the other side sent them, else
 * taken in as a leader file is imported (one the campaign holds refused). */
static gboolean
save_leaders (BnStore    *store,
              BnNetArmy  *self,
              gint64      campaign_id,
              GError    **error)
{
  gint64 known = 0;

  if (self->tokens == NULL)
    return bn_store_import_leaders_as (store, campaign_id, self->leaders, BN_IMPORT_REFUSE_SAME, error);
  if (!bn_store_net_find_leader (store, campaign_id, self->tokens[0], &known, error))
    return FALSE;
  /* A leader new here: taken in whole, his vassals as his. */
  if (known == 0)
    {
      if (!bn_store_import_leaders_as (store, campaign_id, self->leaders, BN_IMPORT_REFUSE_SAME, error))
        return FALSE;
      for (guint i = 0; i < self->leaders->len; i++)
        if (!bn_store_net_remember_leader (store, ((BnLeader *) g_ptr_array_index (self->leaders, i))->id,
                                           self->tokens[i], error))
          return FALSE;
      return TRUE;
    }
  for (guint i = 0; i < self->leaders->len; i++)
    if (!save_leader (store, self, i, campaign_id, error))
      return FALSE;
  return TRUE;
}

/* @out_id: the army of the leader's that is this one (the same document);
 * 0 if he has none. */
static gboolean
find_same_army (BnStore    *store,
                BnNetArmy  *self,
                gint64      campaign_id,
                gint64     *out_id,
                GError    **error)
{
  BnLeader *leader = g_ptr_array_index (self->leaders, 0);
  g_autoptr(GPtrArray) armies = bn_store_list_armies (store, campaign_id, error);
  g_autoptr(GPtrArray) vassals = NULL;
  g_autofree char *wanted = NULL;

  *out_id = 0;
  if (armies == NULL || (vassals = bn_store_list_vassals (store, leader->id, error)) == NULL)
    return FALSE;
  wanted = bn_army_xml_write (self->army, leader, vassals, self->unit_rules, FALSE);
  for (guint i = 0; i < armies->len; i++)
    {
      const BnArmy *army = g_ptr_array_index (armies, i);
      g_autofree char *text = NULL;

      if (army->leader_id != leader->id)
        continue;
      text = bn_army_xml_write (army, leader, vassals, self->unit_rules, FALSE);
      if (g_str_equal (text, wanted))
        {
          *out_id = army->id;
          break;
        }
    }
  return TRUE;
}

/* A name the leader gives no army of his yet: @name, else "@name (2)", … */
static char *
free_army_name (BnStore     *store,
                gint64       campaign_id,
                gint64       leader_id,
                const char  *name,
                GError     **error)
{
  g_autoptr(GPtrArray) armies = bn_store_list_armies (store, campaign_id, error);

  if (armies == NULL)
    return NULL;
  for (guint n = 1;; n++)
    {
      g_autofree char *candidate = n == 1 ? g_strdup (name) : g_strdup_printf ("%s (%u)", name, n);
      gboolean taken = FALSE;

      for (guint i = 0; i < armies->len && !taken; i++)
        {
          const BnArmy *army = g_ptr_array_index (armies, i);

          taken = army->leader_id == leader_id && g_strcmp0 (army->name, candidate) == 0;
        }
      if (!taken)
        return g_steal_pointer (&candidate);
    }
}

/**
 * bn_net_army_save:
 *
 * Inside the caller's write: saves the other side's leader, domain and
 * army (from bn_net_army_read()) in campaign @campaign_id of this file. A
 * leader this file took in before from the same file (the same token) is
 * found again and his record brought up to what his own file sends, his
 * career here kept; an army he brought before, the same to the last post,
 * serves again, and a changed one is saved beside it (the battles fought
 * with the old one replay with it).
 *
 * Returns: the army's id, 0 on error
 */
gint64
bn_net_army_save (BnStore    *store,
                  BnNetArmy  *self,
                  gint64      campaign_id,
                  GError    **error)
{
  BnLeader *leader;
  gint64 same = 0;
  g_autofree char *name = NULL;

  g_return_val_if_fail (store != NULL && self != NULL, 0);

  if (!save_leaders (store, self, campaign_id, error))
    return 0;
  leader = g_ptr_array_index (self->leaders, 0);
  self->army->leader_id = leader->id;
  for (guint i = 0; i < self->army->posts->len; i++)
    ((BnArmyPost *) g_ptr_array_index (self->army->posts, i))->leader_id =
      ((BnLeader *) g_ptr_array_index (self->leaders, g_array_index (self->post_index, guint, i)))->id;
  if (!find_same_army (store, self, campaign_id, &same, error))
    return 0;
  if (same != 0)
    return same;
  if ((name = free_army_name (store, campaign_id, leader->id, self->army->name, error)) == NULL)
    return 0;
  g_free (self->army->name);
  self->army->name = g_steal_pointer (&name);
  self->army->id = 0;
  if (!bn_store_save_army (store, self->army, error))
    return 0;
  return self->army->id;
}
