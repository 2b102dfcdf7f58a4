/* bn-army-post.c — posts of leaders in an army. */
#include "bn-army-post.h"

static const char *const role_ids[] = { "commander", "captain", "hero" };

BnArmyPost *
bn_army_post_new (gint64     leader_id,
                  BnArmyRole role,
                  gint       unit_index)
{
  BnArmyPost *post = g_new0 (BnArmyPost, 1);

  post->leader_id = leader_id;
  post->role = role;
  post->unit_index = unit_index;
  return post;
}

BnArmyPost *
bn_army_post_copy (const BnArmyPost *post)
{
  g_return_val_if_fail (post != NULL, NULL);

  return g_memdup2 (post, sizeof *post);
}

void
bn_army_post_free (BnArmyPost *post)
{
  g_free (post);
}

const char *
bn_army_role_get_id (BnArmyRole role)
{
  g_return_val_if_fail (role < G_N_ELEMENTS (role_ids), NULL);

  return role_ids[role];
}

gboolean
bn_army_role_from_id (const char *id,
                      BnArmyRole *out_role)
{
  for (guint i = 0; i < G_N_ELEMENTS (role_ids); i++)
    {
      if (g_strcmp0 (id, role_ids[i]) == 0)
        {
          *out_role = (BnArmyRole) i;
          return TRUE;
        }
    }
  return FALSE;
}
