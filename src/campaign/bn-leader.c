/* bn-leader.c — leader records: create, copy, compare. */
#include "bn-leader.h"

static const char *const skill_ids[BN_SKILL_COUNT] = {
  "initiative", "morale-bonus", "combat-bonus", "personal-combat-skill",
};

BnLeader *
bn_leader_new (void)
{
  BnLeader *leader = g_new0 (BnLeader, 1);

  leader->status = g_strdup ("active");
  leader->deal = -1;
  leader->retainers = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_retainer_free);
  leader->draws = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_draw_free);
  return leader;
}

BnLeader *
bn_leader_copy (const BnLeader *leader)
{
  BnLeader *copy;

  g_return_val_if_fail (leader != NULL, NULL);

  copy = g_memdup2 (leader, sizeof *leader);
  copy->name = g_strdup (leader->name);
  copy->motivation = g_strdup (leader->motivation);
  copy->status = g_strdup (leader->status);
  copy->created_at = g_strdup (leader->created_at);
  copy->archived = leader->archived;
  copy->player = g_strdup (leader->player);
  copy->retainers = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_retainer_free);
  for (guint i = 0; i < leader->retainers->len; i++)
    g_ptr_array_add (copy->retainers, bn_retainer_copy (g_ptr_array_index (leader->retainers, i)));
  copy->draws = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_draw_free);
  for (guint i = 0; i < leader->draws->len; i++)
    g_ptr_array_add (copy->draws, bn_draw_copy (g_ptr_array_index (leader->draws, i)));
  return copy;
}

void
bn_leader_free (BnLeader *leader)
{
  if (leader == NULL)
    return;
  g_free (leader->name);
  g_free (leader->motivation);
  g_free (leader->status);
  g_free (leader->created_at);
  g_free (leader->player);
  g_ptr_array_unref (leader->retainers);
  g_ptr_array_unref (leader->draws);
  g_free (leader);
}

/* Whether he is still in the campaign: not dead. A wounded, lost or
 * captured leader is alive and keeps his place in his liege's domain. */
gboolean
bn_leader_is_living (const BnLeader *leader)
{
  g_return_val_if_fail (leader != NULL, FALSE);

  return g_strcmp0 (leader->status, "dead") != 0;
}

/* Whether he can take a post in an army: alive and not held captive. */
gboolean
bn_leader_can_take_the_field (const BnLeader *leader)
{
  g_return_val_if_fail (leader != NULL, FALSE);

  return bn_leader_is_living (leader) && g_strcmp0 (leader->status, "captured") != 0;
}

static gboolean
retainer_equal (const BnRetainer *a,
                const BnRetainer *b)
{
  return a->kind == b->kind && g_strcmp0 (a->type_id, b->type_id) == 0 &&
         a->success == b->success && a->bonus == b->bonus &&
         a->card == b->card && a->state == b->state;
}

static gboolean
draw_equal (const BnDraw *a,
            const BnDraw *b)
{
  return g_strcmp0 (a->step, b->step) == 0 && a->card == b->card &&
         a->source == b->source && a->set_aside == b->set_aside &&
         g_strcmp0 (a->outcome, b->outcome) == 0;
}

/**
 * bn_leader_equal_record:
 *
 * Whether two leaders have the same record: everything generation and the
 * career decided, and the same draws. Identities are not compared (ids, the
 * campaign, the liege, the deal and when the record was made), so a leader
 * equals his own export imported into another campaign.
 */
gboolean
bn_leader_equal_record (const BnLeader *a,
                        const BnLeader *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (g_strcmp0 (a->name, b->name) != 0 || a->is_player != b->is_player ||
      a->is_hero != b->is_hero || a->social_rank != b->social_rank ||
      a->esteem_score != b->esteem_score || a->esteem_level != b->esteem_level ||
      a->honor != b->honor || g_strcmp0 (a->motivation, b->motivation) != 0 ||
      a->skill_points != b->skill_points || a->household != b->household ||
      g_strcmp0 (a->status, b->status) != 0)
    return FALSE;
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    if (a->skills[i] != b->skills[i])
      return FALSE;
  if (a->retainers->len != b->retainers->len || a->draws->len != b->draws->len)
    return FALSE;
  for (guint i = 0; i < a->retainers->len; i++)
    if (!retainer_equal (g_ptr_array_index (a->retainers, i), g_ptr_array_index (b->retainers, i)))
      return FALSE;
  for (guint i = 0; i < a->draws->len; i++)
    if (!draw_equal (g_ptr_array_index (a->draws, i), g_ptr_array_index (b->draws, i)))
      return FALSE;
  return TRUE;
}

/* Returns: the skill's id in data/leaders.xml, e.g. "initiative". */
const char *
bn_skill_get_id (BnSkill skill)
{
  g_return_val_if_fail (skill < BN_SKILL_COUNT, NULL);

  return skill_ids[skill];
}

gboolean
bn_skill_from_id (const char *id,
                  BnSkill    *out_skill)
{
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    {
      if (g_strcmp0 (id, skill_ids[i]) == 0)
        {
          *out_skill = (BnSkill) i;
          return TRUE;
        }
    }
  return FALSE;
}
