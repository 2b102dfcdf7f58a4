/* bn-army-xml-write.c — an army roster, written as XML.
 *
 * Writing is plain: every field of every unit, cards in canonical notation,
 * what is secret left out of the opponent's copy (the reading and its
 * checks are in bn-army-xml.c).
 */
#include "bn-army-xml.h"
#include "bn-army-xml-private.h"


#include "bn-army-report.h"
#include "bn-campaign.h"
#include "bn-xml.h"

/* ---- writing ---- */

/* What the owner has left for bribes, as bn_army_check() counts it: the
 * army points less the units' costs and the promises, 0 when over. An
 * illegal unit costs nothing there, and so here. */
static guint
count_unspent (const BnArmy *army,
               BnUnitRules  *rules)
{
  guint owed = bn_army_get_cost (army, rules);

  return owed < army->muster->army_points ? army->muster->army_points - owed : 0;
}

static void
write_muster (BnXmlWriter  *w,
              const BnArmy *army,
              BnUnitRules  *rules,
              gboolean      for_opponent)
{
  const BnMuster *muster = army->muster;

  bn_xml_writer_start_element (w, "muster");
  bn_xml_writer_write_uint_attribute (w, "household", muster->household);
  bn_xml_writer_write_uint_attribute (w, "factor", muster->factor);
  bn_xml_writer_write_uint_attribute (w, "basic-points", muster->basic_points);
  bn_xml_writer_write_uint_attribute (w, "bonus-points", muster->bonus_points);
  bn_xml_writer_write_uint_attribute (w, "army-points", muster->army_points);
  if (!for_opponent)
    bn_xml_writer_write_uint_attribute (w, "unspent", count_unspent (army, rules));

  bn_xml_writer_start_element (w, "draws");
  for (guint i = 0; i < muster->draws->len; i++)
    {
      const BnDraw *draw = g_ptr_array_index (muster->draws, i);

      bn_xml_writer_start_element (w, "draw");
      bn_xml_writer_write_attribute (w, "step", draw->step);
      bn_xml_writer_write_card_attribute (w, "card", draw->card);
      bn_xml_writer_write_attribute (w, "source", draw->source == BN_CHANCE_SOURCE_TYPED ? "typed" : "seeded");
      bn_xml_writer_write_text (w, draw->outcome);
      bn_xml_writer_end_element (w);
    }
  bn_xml_writer_end_element (w);
  bn_xml_writer_end_element (w);
}

static void
write_unit (BnXmlWriter      *w,
            const BnArmyUnit *entry,
            gboolean          for_opponent)
{
  const BnUnit *unit = entry->unit;
  g_autofree char *weapons = g_strjoinv (" ", unit->weapons);

  bn_xml_writer_start_element (w, "unit");
  if (unit->type_id != NULL)
    bn_xml_writer_write_attribute (w, "type", unit->type_id);
  if (unit->name != NULL)
    bn_xml_writer_write_attribute (w, "name", unit->name);
  bn_xml_writer_write_attribute (w, "arm", bn_arm_get_id (unit->arm));
  bn_xml_writer_write_attribute (w, "armour", bn_armour_get_id (unit->armour));
  bn_xml_writer_write_attribute (w, "weapons", weapons);
  bn_xml_writer_write_boolean_attribute (w, "shields", unit->shields);
  bn_xml_writer_write_attribute (w, "morale", bn_morale_get_id (unit->morale));
  bn_xml_writer_write_boolean_attribute (w, "light", unit->light);
  bn_xml_writer_write_boolean_attribute (w, "dedicated", unit->dedicated);
  bn_xml_writer_write_boolean_attribute (w, "mercenary", unit->mercenary);
  bn_xml_writer_write_boolean_attribute (w, "peasants", unit->peasants);
  bn_xml_writer_write_uint_attribute (w, "figures", unit->figures);
  if (unit->leadership > 0)
    bn_xml_writer_write_uint_attribute (w, "leadership", unit->leadership);
  if (unit->battle_class != BN_BATTLE_CLASS_NONE)
    bn_xml_writer_write_attribute (w, "class", bn_battle_class_get_id (unit->battle_class));
  bn_xml_writer_write_attribute (w, "colour", bn_colour_get_id (unit->colour));
  /* Regular units are promised nothing, so there is nothing to write. */
  if (!for_opponent && unit->mercenary)
    bn_xml_writer_write_uint_attribute (w, "promise", entry->promise);
  bn_xml_writer_end_element (w);
}

static const BnLeader *
find_leader (const BnLeader *leader,
             GPtrArray      *domain,
             gint64          id)
{
  if (leader != NULL && leader->id == id)
    return leader;
  for (guint i = 0; domain != NULL && i < domain->len; i++)
    {
      const BnLeader *vassal = g_ptr_array_index (domain, i);

      if (vassal->id == id)
        return vassal;
    }
  return NULL;
}

/* Posts name their holders: the ids mean nothing outside this database.
 * A post whose holder is neither the leader nor of his domain (a roster
 * not yet brought up to date) has no name to give and is left out. */
static void
write_posts (BnXmlWriter    *w,
             const BnArmy   *army,
             const BnLeader *leader,
             GPtrArray      *domain)
{
  bn_xml_writer_start_element (w, "posts");
  for (guint i = 0; i < army->posts->len; i++)
    {
      const BnArmyPost *post = g_ptr_array_index (army->posts, i);
      const BnLeader *holder = find_leader (leader, domain, post->leader_id);

      if (holder == NULL || holder->name == NULL)
        continue;
      bn_xml_writer_start_element (w, "post");
      bn_xml_writer_write_attribute (w, "role", bn_army_role_get_id (post->role));
      bn_xml_writer_write_attribute (w, "leader", holder->name);
      if (post->unit_index >= 0 && (guint) post->unit_index < army->units->len)
        bn_xml_writer_write_uint_attribute (w, "unit", (guint) post->unit_index + 1);
      bn_xml_writer_end_element (w);
    }
  /* A raised host: the man who leads it, kept with it. */
  if (army->posts->len == 0 && army->commander != NULL)
    {
      bn_xml_writer_start_element (w, "post");
      bn_xml_writer_write_attribute (w, "role", bn_army_role_get_id (BN_ARMY_ROLE_COMMANDER));
      bn_xml_writer_write_attribute (w, "leader", army->commander);
      bn_xml_writer_end_element (w);
    }
  bn_xml_writer_end_element (w);
}

/* Programmer errors only: what the writer cannot put into any document.
 * Whether the army follows the rules is the reader's to judge. */
static gboolean
army_is_writable (const BnArmy *army)
{
  g_return_val_if_fail (army->name != NULL, FALSE);
  for (guint i = 0; i < army->units->len; i++)
    {
      const BnUnit *unit = ((const BnArmyUnit *) g_ptr_array_index (army->units, i))->unit;

      g_return_val_if_fail (unit != NULL, FALSE);
      g_return_val_if_fail (unit->arm < BN_ARM_COUNT && unit->armour < BN_ARMOUR_COUNT &&
                            unit->morale < BN_MORALE_COUNT &&
                            unit->battle_class < BN_BATTLE_CLASS_COUNT &&
                            unit->colour < BN_COLOUR_COUNT && unit->weapons != NULL, FALSE);
    }
  if (army->muster == NULL)
    return TRUE;
  /* A muster is one multiplier card then at least one bonus card. */
  g_return_val_if_fail (army->muster->draws->len >= 2, FALSE);
  for (guint i = 0; i < army->muster->draws->len; i++)
    {
      const BnDraw *draw = g_ptr_array_index (army->muster->draws, i);

      g_return_val_if_fail (g_strcmp0 (draw->step, i == 0 ? STEP_MULTIPLIER : STEP_BONUS) == 0, FALSE);
      g_return_val_if_fail (bn_card_is_valid (draw->card), FALSE);
    }
  return TRUE;
}

/**
 * bn_army_xml_write:
 * @army: the army exported
 * @leader: (nullable): the army's leader; his name and social rank are
 *   written for the reader
 * @domain: (nullable) (element-type BnLeader): his vassal leaders and
 *   heroes, to name those who hold posts
 * @rules: the unit rules, to count the unspent points
 * @for_opponent: write the opponent's copy: no mercenary's promise and no
 *   unspent points
 *
 * Writes @army as an army document (data/army.rng), indented, ending with
 * a newline. Ids, the leader's id and the deal are left out: an import
 * makes a new roster.
 *
 * Returns: (transfer full): the document, UTF-8
 */
char *
bn_army_xml_write (const BnArmy   *army,
                   const BnLeader *leader,
                   GPtrArray      *domain,
                   BnUnitRules    *rules,
                   gboolean        for_opponent)
{
  g_autoptr(BnXmlWriter) w = NULL;
  char *document;

  g_return_val_if_fail (army != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  if (!army_is_writable (army))
    return NULL;

  w = bn_xml_writer_new ();

  bn_xml_writer_start_element (w, ROOT_ELEMENT);
  bn_xml_writer_write_uint_attribute (w, "format", BN_ARMY_XML_FORMAT);
  bn_xml_writer_write_attribute (w, "for", for_opponent ? "opponent" : "owner");
  bn_xml_writer_write_attribute (w, "name", army->name);
  if (leader != NULL && leader->name != NULL)
    {
      bn_xml_writer_start_element (w, "leader");
      bn_xml_writer_write_attribute (w, "name", leader->name);
      bn_xml_writer_write_uint_attribute (w, "social-rank", leader->social_rank);
      bn_xml_writer_end_element (w);
    }
  if (army->muster != NULL)
    write_muster (w, army, rules, for_opponent);
  bn_xml_writer_start_element (w, "units");
  for (guint i = 0; i < army->units->len; i++)
    write_unit (w, g_ptr_array_index (army->units, i), for_opponent);
  bn_xml_writer_end_element (w);
  write_posts (w, army, leader, domain);
  bn_xml_writer_end_element (w);
  document = bn_xml_writer_finish (w);

  if (document == NULL)
    g_critical ("%s: libxml2 could not write the army document", G_STRFUNC);
  return document;
}
