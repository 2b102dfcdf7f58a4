/* bn-battle-record-xml.c — reading and writing battle-result documents.
 *
 * Attributes a player may leave out take the record's defaults: a unit lost
 * nothing and neither broke nor was destroyed, a leader was attached to no
 * unit, a deed was done unattached with no herald near, a check's roll is
 * left to the dice, a side is the player's.
 */
#include "bn-battle-record-xml.h"

#include <glib/gi18n-lib.h>

#include <libxml/tree.h>

#include "bn-resources.h"
#include "bn-ruleset.h"
#include "bn-xml.h"

#define SCHEMA_RESOURCE BN_RESOURCE_DATA "battle-result.rng"

/* The entry just added to @array remembers the line it was read from, so a
 * refusal can point the player at it. */
#define LAST_LINE(array, Type, node) \
  (((Type *) g_ptr_array_index ((array), (array)->len - 1))->line = bn_xml_get_line (node))

static gboolean
read_id (xmlNode     *node,
         const char  *attribute,
         const char  *name,
         gint64      *out,
         GError     **error)
{
  g_autofree char *text = bn_xml_get_string_prop (node, attribute, name, error);
  guint64 value;

  if (text == NULL)
    return FALSE;
  if (!g_ascii_string_to_unsigned (g_strstrip (text), 10, 1, G_MAXINT64, &value, NULL))
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, name, node, _("“%s” is not an id"), text);
      return FALSE;
    }
  *out = (gint64) value;
  return TRUE;
}

static gboolean
read_uint (xmlNode     *node,
           const char  *attribute,
           const char  *name,
           guint        fallback,
           guint       *out,
           GError     **error)
{
  if (!bn_xml_has_prop (node, attribute))
    {
      *out = fallback;
      return TRUE;
    }
  return bn_xml_get_uint_prop (node, attribute, name, out, error);
}

static gboolean
read_bool (xmlNode    *node,
           const char *attribute)
{
  g_autofree char *text = NULL;

  if (!bn_xml_has_prop (node, attribute))
    return FALSE;
  text = bn_xml_get_string_prop (node, attribute, "", NULL);
  return text != NULL && (g_str_equal (g_strstrip (text), "true") || g_str_equal (text, "1"));
}

static char *
read_string (xmlNode    *node,
             const char *attribute)
{
  g_autofree char *text = NULL;

  if (!bn_xml_has_prop (node, attribute))
    return NULL;
  text = bn_xml_get_string_prop (node, attribute, "", NULL);
  return text != NULL ? g_strdup (g_strstrip (text)) : NULL;
}

static BnSide
read_side (xmlNode *node)
{
  g_autofree char *text = read_string (node, "side");
  BnSide side = BN_SIDE_PLAYER;

  if (text != NULL)
    bn_side_from_id (text, &side);
  return side;
}

static char *
child_text (xmlNode    *root,
            const char *element)
{
  xmlNode *node = bn_xml_first_element (root, element);

  return node != NULL ? bn_xml_get_text (node) : NULL;
}

static BnBattleRecord *
read_record (xmlDoc      *doc,
             const char  *name,
             GError     **error)
{
  g_autoptr(BnBattleRecord) record = bn_battle_record_new ();
  xmlNode *root = bn_xml_get_root (doc);
  g_autofree char *winner = read_string (root, "winner");
  guint unspent;

  if (!read_id (root, "campaign", name, &record->campaign_id, error) ||
      !read_id (root, "army", name, &record->army_id, error))
    return NULL;
  if (bn_xml_has_prop (root, "opponent-army") &&
      !read_id (root, "opponent-army", name, &record->opponent_army_id, error))
    return NULL;
  record->opponent = read_string (root, "opponent");
  /* Absent: Lords & Levies, as every record before rulesets had names. */
  record->rules = read_string (root, "rules");
  if (record->rules != NULL && bn_ruleset_lookup (record->rules) == NULL)
    {
      g_autofree char *known = bn_ruleset_list_ids (", ");

      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, name, root,
                           _("there is no ruleset “%s” (known: %s)"), record->rules, known);
      return NULL;
    }
  bn_winner_from_id (winner, &record->winner);
  if (!read_uint (root, "player-vp", name, 0, &record->player_vp, error) ||
      !read_uint (root, "opponent-vp", name, 0, &record->opponent_vp, error) ||
      !read_uint (root, "unspent", name, G_MAXUINT, &unspent, error) ||
      !read_uint (root, "end-turn", name, 0, &record->end_turn, error) ||
      !read_uint (root, "end-action", name, 0, &record->end_action, error))
    return NULL;
  record->unspent = unspent == G_MAXUINT ? -1 : (gint) unspent;
  record->name = child_text (root, "name");
  record->place = child_text (root, "place");
  record->date = child_text (root, "date");

  for (xmlNode *node = bn_xml_first_element (root, "unit"); node != NULL;
       node = bn_xml_next_element (node, "unit"))
    {
      guint number, lost;

      if (!bn_xml_get_uint_prop (node, "number", name, &number, error) ||
          !read_uint (node, "lost", name, 0, &lost, error))
        return NULL;
      bn_battle_record_add_unit (record, read_side (node), number, lost,
                                 read_bool (node, "destroyed"), read_bool (node, "routed"));
      LAST_LINE (record->units, BnBattleRecordUnit, node);
    }
  for (xmlNode *node = bn_xml_first_element (root, "leader"); node != NULL;
       node = bn_xml_next_element (node, "leader"))
    {
      g_autofree char *ransom = read_string (node, "ransom");
      BnBattleLeader *entry;
      gint64 id;
      guint unit;

      if (!read_id (node, "id", name, &id, error) || !read_uint (node, "unit", name, 0, &unit, error))
        return NULL;
      entry = bn_battle_record_add_leader (record, read_side (node), id, unit);
      entry->line = bn_xml_get_line (node);
      if (g_strcmp0 (ransom, "paid") == 0)
        entry->ransom = BN_RANSOM_PAID;
      else if (g_strcmp0 (ransom, "refused") == 0)
        entry->ransom = BN_RANSOM_REFUSED;
      if (bn_xml_has_prop (node, "command-met"))
        entry->command_met = read_bool (node, "command-met") ? 1 : 0;
    }
  for (xmlNode *node = bn_xml_first_element (root, "deed"); node != NULL;
       node = bn_xml_next_element (node, "deed"))
    {
      g_autofree char *id = read_string (node, "id");
      BnBattleDeed *deed;
      gint64 leader;
      guint unit, rank;

      if (!read_id (node, "leader", name, &leader, error) ||
          !read_uint (node, "unit", name, 0, &unit, error) ||
          !read_uint (node, "captive-rank", name, 0, &rank, error))
        return NULL;
      deed = bn_battle_record_add_deed (record, id, unit, leader, read_bool (node, "attached"),
                                        read_bool (node, "herald"));
      if (!read_uint (node, "turn", name, 0, &deed->turn, error) ||
          !read_uint (node, "action", name, 0, &deed->action, error))
        return NULL;
      deed->captive_rank = rank;
      deed->line = bn_xml_get_line (node);
      deed->ransom_paid = read_bool (node, "ransom-paid");
    }
  for (xmlNode *node = bn_xml_first_element (root, "check"); node != NULL;
       node = bn_xml_next_element (node, "check"))
    {
      g_autofree char *kind = read_string (node, "kind");
      BnPcsCheck *check;
      gint64 leader;
      guint roll, strikes;

      if (!read_id (node, "leader", name, &leader, error) ||
          !read_uint (node, "roll", name, 0, &roll, error) ||
          !read_uint (node, "strikes", name, 0, &strikes, error))
        return NULL;
      check = bn_battle_record_add_check (record, leader,
                                          g_strcmp0 (kind, "missile") == 0 ? BN_CHECK_MISSILE : BN_CHECK_MELEE,
                                          roll);
      check->lost_melee = read_bool (node, "lost-melee");
      check->single_combat = read_bool (node, "single-combat");
      check->line = bn_xml_get_line (node);
      check->strike_difference = strikes;
      check->retainer = read_string (node, "retainer");
      check->reroll_retainer = read_string (node, "rerolled-by");
      if (!read_uint (node, "ward-roll", name, 0, &check->ward_roll, error) ||
          !read_uint (node, "first-roll", name, 0, &check->first_roll, error))
        return NULL;
      if (bn_xml_has_prop (node, "wound"))
        {
          guint wound;

          if (!read_uint (node, "wound", name, 0, &wound, error))
            return NULL;
          check->wound = (gint) wound;
        }
      /* The cards drawn on the field, where the battle made the check. */
      for (guint k = 0; k < 2; k++)
        {
          g_autofree char *text = read_string (node, k == 0 ? "card" : "found-card");

          if (text != NULL && !bn_card_parse (text, k == 0 ? &check->card : &check->found_card, NULL))
            {
              bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, name, node, _("“%s” is not a card"), text);
              return NULL;
            }
        }
    }
  for (xmlNode *node = bn_xml_first_element (root, "retainer"); node != NULL;
       node = bn_xml_next_element (node, "retainer"))
    {
      g_autofree char *type = read_string (node, "type");
      gint64 leader;

      if (!read_id (node, "leader", name, &leader, error))
        return NULL;
      bn_battle_record_add_retainer_use (record, leader, type);
      LAST_LINE (record->retainers, BnRetainerUse, node);
      {
        BnRetainerUse *use = g_ptr_array_index (record->retainers, record->retainers->len - 1);

        use->heals_wound = read_bool (node, "heals-wound");
        use->rethrown = read_string (node, "rethrown");
        if (use->rethrown != NULL && !read_uint (node, "showed", name, 0, &use->rethrown_roll, error))
          return NULL;
      }
    }
  for (xmlNode *node = bn_xml_first_element (root, "promise"); node != NULL;
       node = bn_xml_next_element (node, "promise"))
    {
      guint unit, amount;

      if (!bn_xml_get_uint_prop (node, "unit", name, &unit, error) ||
          !bn_xml_get_uint_prop (node, "amount", name, &amount, error))
        return NULL;
      bn_battle_record_add_promise (record, read_side (node), unit, amount);
      LAST_LINE (record->promises, BnPromise, node);
    }
  for (xmlNode *node = bn_xml_first_element (root, "special-retainer"); node != NULL;
       node = bn_xml_next_element (node, "special-retainer"))
    {
      g_autofree char *text = read_string (node, "card");
      BnCard card;
      gint64 leader;

      if (!read_id (node, "leader", name, &leader, error))
        return NULL;
      if (text == NULL || !bn_card_parse (text, &card, NULL))
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, name, node, _("“%s” is not a card"),
                               text != NULL ? text : "");
          return NULL;
        }
      bn_battle_record_add_special_card (record, leader, card);
      LAST_LINE (record->special_cards, BnSpecialCard, node);
    }
  return g_steal_pointer (&record);
}

/**
 * bn_battle_record_xml_read_bytes:
 * @name: what the user knows the document as; errors start with it
 *
 * Returns: (transfer full): the record (not yet checked against its
 *   campaign), or %NULL with a %BN_XML_ERROR
 */
BnBattleRecord *
bn_battle_record_xml_read_bytes (GBytes      *bytes,
                                 const char  *name,
                                 GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (bytes != NULL && name != NULL, NULL);

  doc = bn_xml_read_bytes (bytes, name, SCHEMA_RESOURCE, error);
  if (doc == NULL)
    return NULL;
  return read_record (doc, name, error);
}

BnBattleRecord *
bn_battle_record_xml_read_file (const char  *path,
                                GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  doc = bn_xml_read_file (path, SCHEMA_RESOURCE, error);
  if (doc == NULL)
    return NULL;
  return read_record (doc, path, error);
}

static void
append_bool (GString    *out,
             const char *attribute,
             gboolean    value)
{
  if (value)
    g_string_append_printf (out, " %s=\"true\"", attribute);
}

/* Returns: (transfer full): @record as a battle-result document that
 *   bn_battle_record_xml_read_bytes() reads back to an equal record. */
char *
bn_battle_record_xml_write (const BnBattleRecord *record)
{
  GString *out = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_autofree char *opponent = NULL;

  g_return_val_if_fail (record != NULL, NULL);

  g_string_append_printf (out, "<battle-result format=\"%d\" campaign=\"%" G_GINT64_FORMAT "\" army=\"%" G_GINT64_FORMAT "\"",
                          BN_BATTLE_RECORD_XML_FORMAT, record->campaign_id, record->army_id);
  if (record->opponent_army_id != 0)
    g_string_append_printf (out, " opponent-army=\"%" G_GINT64_FORMAT "\"", record->opponent_army_id);
  if (record->opponent != NULL)
    {
      opponent = g_markup_printf_escaped (" opponent=\"%s\"", record->opponent);
      g_string_append (out, opponent);
    }
  if (record->rules != NULL)
    g_string_append_printf (out, " rules=\"%s\"", record->rules);
  g_string_append_printf (out, " winner=\"%s\" player-vp=\"%u\" opponent-vp=\"%u\"",
                          bn_winner_get_id (record->winner), record->player_vp, record->opponent_vp);
  if (record->unspent >= 0)
    g_string_append_printf (out, " unspent=\"%d\"", record->unspent);
  if (record->end_turn > 0)
    g_string_append_printf (out, " end-turn=\"%u\" end-action=\"%u\"", record->end_turn, record->end_action);
  g_string_append (out, ">\n");
  {
    g_autofree char *name = g_markup_printf_escaped ("  <name>%s</name>\n", record->name != NULL ? record->name : "");
    g_string_append (out, name);
  }
  if (record->place != NULL)
    {
      g_autofree char *place = g_markup_printf_escaped ("  <place>%s</place>\n", record->place);
      g_string_append (out, place);
    }
  if (record->date != NULL)
    {
      g_autofree char *date = g_markup_printf_escaped ("  <date>%s</date>\n", record->date);
      g_string_append (out, date);
    }
  for (guint i = 0; i < record->units->len; i++)
    {
      const BnBattleRecordUnit *unit = g_ptr_array_index (record->units, i);

      g_string_append_printf (out, "  <unit side=\"%s\" number=\"%u\" lost=\"%u\"",
                              bn_side_get_id (unit->side), unit->unit, unit->figures_lost);
      append_bool (out, "destroyed", unit->destroyed);
      append_bool (out, "routed", unit->routed);
      g_string_append (out, "/>\n");
    }
  for (guint i = 0; i < record->leaders->len; i++)
    {
      const BnBattleLeader *leader = g_ptr_array_index (record->leaders, i);

      g_string_append_printf (out, "  <leader side=\"%s\" id=\"%" G_GINT64_FORMAT "\"",
                              bn_side_get_id (leader->side), leader->leader_id);
      if (leader->unit != 0)
        g_string_append_printf (out, " unit=\"%u\"", leader->unit);
      if (leader->ransom != BN_RANSOM_DEFAULT)
        g_string_append_printf (out, " ransom=\"%s\"", leader->ransom == BN_RANSOM_PAID ? "paid" : "refused");
      if (leader->command_met >= 0)
        g_string_append_printf (out, " command-met=\"%s\"", leader->command_met ? "true" : "false");
      g_string_append (out, "/>\n");
    }
  for (guint i = 0; i < record->deeds->len; i++)
    {
      const BnBattleDeed *deed = g_ptr_array_index (record->deeds, i);

      g_string_append_printf (out, "  <deed id=\"%s\" leader=\"%" G_GINT64_FORMAT "\"", deed->deed, deed->leader_id);
      if (deed->unit != 0)
        g_string_append_printf (out, " unit=\"%u\"", deed->unit);
      append_bool (out, "attached", deed->attached);
      append_bool (out, "herald", deed->herald);
      if (deed->captive_rank != 0)
        g_string_append_printf (out, " captive-rank=\"%u\"", deed->captive_rank);
      append_bool (out, "ransom-paid", deed->ransom_paid);
      if (deed->turn > 0)
        g_string_append_printf (out, " turn=\"%u\" action=\"%u\"", deed->turn, deed->action);
      g_string_append (out, "/>\n");
    }
  for (guint i = 0; i < record->checks->len; i++)
    {
      const BnPcsCheck *check = g_ptr_array_index (record->checks, i);

      g_string_append_printf (out, "  <check leader=\"%" G_GINT64_FORMAT "\" kind=\"%s\"", check->leader_id,
                              check->kind == BN_CHECK_MISSILE ? "missile" : "melee");
      if (check->roll != 0)
        g_string_append_printf (out, " roll=\"%u\"", check->roll);
      append_bool (out, "lost-melee", check->lost_melee);
      append_bool (out, "single-combat", check->single_combat);
      if (check->strike_difference != 0)
        g_string_append_printf (out, " strikes=\"%u\"", check->strike_difference);
      if (check->retainer != NULL)
        g_string_append_printf (out, " retainer=\"%s\"", check->retainer);
      if (check->ward_roll != 0)
        g_string_append_printf (out, " ward-roll=\"%u\"", check->ward_roll);
      if (check->reroll_retainer != NULL)
        g_string_append_printf (out, " rerolled-by=\"%s\" first-roll=\"%u\"", check->reroll_retainer,
                                check->first_roll);
      if (check->wound >= 0)
        g_string_append_printf (out, " wound=\"%d\"", check->wound);
      for (guint k = 0; k < 2; k++)
        {
          BnCard card = k == 0 ? check->card : check->found_card;
          g_autofree char *text = bn_card_is_valid (card) ? bn_card_to_string (card) : NULL;

          if (text != NULL)
            g_string_append_printf (out, " %s=\"%s\"", k == 0 ? "card" : "found-card", text);
        }
      g_string_append (out, "/>\n");
    }
  for (guint i = 0; i < record->retainers->len; i++)
    {
      const BnRetainerUse *use = g_ptr_array_index (record->retainers, i);

      g_string_append_printf (out, "  <retainer leader=\"%" G_GINT64_FORMAT "\" type=\"%s\"%s", use->leader_id,
                              use->retainer, use->heals_wound ? " heals-wound=\"true\"" : "");
      if (use->rethrown != NULL)
        g_string_append_printf (out, " rethrown=\"%s\" showed=\"%u\"", use->rethrown, use->rethrown_roll);
      g_string_append (out, "/>\n");
    }
  for (guint i = 0; i < record->promises->len; i++)
    {
      const BnPromise *promise = g_ptr_array_index (record->promises, i);

      g_string_append_printf (out, "  <promise side=\"%s\" unit=\"%u\" amount=\"%u\"/>\n",
                              bn_side_get_id (promise->side), promise->unit, promise->amount);
    }
  for (guint i = 0; i < record->special_cards->len; i++)
    {
      const BnSpecialCard *entry = g_ptr_array_index (record->special_cards, i);
      g_autofree char *card = bn_card_to_string (entry->card);

      g_string_append_printf (out, "  <special-retainer leader=\"%" G_GINT64_FORMAT "\" card=\"%s\"/>\n",
                              entry->leader_id, card);
    }
  g_string_append (out, "</battle-result>\n");
  return g_string_free (out, FALSE);
}
