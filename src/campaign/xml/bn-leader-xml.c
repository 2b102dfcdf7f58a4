/* bn-leader-xml.c — a leader and his domain, written to and read from XML.
 *
 * Writing is plain: every field of the record, cards in canonical notation.
 * Reading trusts nothing: the document goes through the safe loader and
 * data/leader.rng, then every leader is checked against the rules the way
 * generation would have made him, and the domain against the domain rule.
 * The first problem refuses the whole document. Checked, in this order:
 *
 *   - the name passes bn_normalize_name() (1–80 characters, no control
 *     characters) and is kept as it normalizes;
 *   - the social rank exists; esteem and honor agree (check_esteem());
 *   - the motivation exists;
 *   - the skills are a valid spread of exactly the skill points;
 *   - the household is rank + esteem level;
 *   - every retainer type exists as the kind it claims; a common one has
 *     the table's success; a special one is on a player-leader, was
 *     brought by a card that gives it, with that card's bonus and the
 *     table's success, and no more of them than a leader may hold;
 *   - no more retainers than the rules give a leader of his rank: one of
 *     each common retainer, and a player-leader's special ones no more
 *     than his rank draws;
 *   - every card is a card;
 *   - a <domain> follows a player-leader and holds no player-leader, and
 *     each of its members fits the room left (read_domain()).
 *
 * Why the format is judged after the schema has run: bn_xml_read_bytes()
 * parses and validates in one call, and a later format would fail this
 * format's schema with a message about some element the user never wrote.
 * So when validation fails, the document is parsed again without the
 * schema, and a root whose format is newer than BN_LEADER_XML_FORMAT turns
 * the error into "written by a newer version". The user sees the same
 * verdict as if the format had been read first; a valid document is parsed
 * once.
 */
#include "bn-leader-xml.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include <libxml/tree.h>

#include "bn-campaign.h"
#include "bn-domain.h"
#include "bn-leader-generator.h"
#include "bn-resources.h"
#include "bn-xml.h"

#define SCHEMA_RESOURCE BN_RESOURCE_DATA "leader.rng"
#define ROOT_ELEMENT "banneret-leader"

typedef struct
{
  const char    *name;    /* the document, as error messages call it */
  BnLeaderRules *rules;
} Reader;

/* ---- writing ---- */

static const char *
role_of (const BnLeader *leader)
{
  if (leader->is_player)
    return "player";
  return leader->is_hero ? "hero" : "vassal";
}

static void
write_leader (BnXmlWriter    *w,
              const BnLeader *leader)
{
  char score[G_ASCII_DTOSTR_BUF_SIZE];

  g_snprintf (score, sizeof score, "%d", leader->esteem_score);

  bn_xml_writer_start_element (w, "leader");
  bn_xml_writer_write_attribute (w, "name", leader->name);
  bn_xml_writer_write_attribute (w, "role", role_of (leader));
  bn_xml_writer_write_uint_attribute (w, "social-rank", leader->social_rank);
  bn_xml_writer_write_attribute (w, "esteem-score", score);
  bn_xml_writer_write_uint_attribute (w, "esteem-level", leader->esteem_level);
  bn_xml_writer_write_uint_attribute (w, "honor", leader->honor);
  bn_xml_writer_write_attribute (w, "motivation", leader->motivation);
  bn_xml_writer_write_uint_attribute (w, "skill-points", leader->skill_points);
  bn_xml_writer_write_uint_attribute (w, "household", leader->household);
  bn_xml_writer_write_attribute (w, "status", leader->status);

  bn_xml_writer_start_element (w, "skills");
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    bn_xml_writer_write_uint_attribute (w, bn_skill_get_id (i), leader->skills[i]);
  bn_xml_writer_end_element (w);

  bn_xml_writer_start_element (w, "retainers");
  for (guint i = 0; i < leader->retainers->len; i++)
    {
      const BnRetainer *retainer = g_ptr_array_index (leader->retainers, i);

      bn_xml_writer_start_element (w, "retainer");
      if (retainer->kind == BN_RETAINER_SPECIAL)
        {
          bn_xml_writer_write_attribute (w, "kind", "special");
          bn_xml_writer_write_attribute (w, "type", retainer->type_id);
          bn_xml_writer_write_card_attribute (w, "card", retainer->card);
          bn_xml_writer_write_uint_attribute (w, "bonus", retainer->bonus);
        }
      else
        {
          bn_xml_writer_write_attribute (w, "kind", "common");
          bn_xml_writer_write_attribute (w, "type", retainer->type_id);
        }
      bn_xml_writer_write_uint_attribute (w, "success", retainer->success);
      bn_xml_writer_write_attribute (w, "state", retainer->state == BN_RETAINER_USED ? "used" : "available");
      bn_xml_writer_end_element (w);
    }
  bn_xml_writer_end_element (w);

  bn_xml_writer_start_element (w, "draws");
  for (guint i = 0; i < leader->draws->len; i++)
    {
      const BnDraw *draw = g_ptr_array_index (leader->draws, i);

      bn_xml_writer_start_element (w, "draw");
      bn_xml_writer_write_attribute (w, "step", draw->step);
      bn_xml_writer_write_card_attribute (w, "card", draw->card);
      bn_xml_writer_write_attribute (w, "source", draw->source == BN_CHANCE_SOURCE_TYPED ? "typed" : "seeded");
      bn_xml_writer_write_attribute (w, "set-aside", draw->set_aside ? "true" : "false");
      bn_xml_writer_write_text (w, draw->outcome);
      bn_xml_writer_end_element (w);
    }
  bn_xml_writer_end_element (w);

  bn_xml_writer_end_element (w);
}

/* Programmer errors only: what the writer cannot put into any document.
 * Whether the record follows the rules is the reader's to judge. */
static gboolean
leader_is_writable (const BnLeader *leader)
{
  g_return_val_if_fail (leader->name != NULL, FALSE);
  g_return_val_if_fail (leader->motivation != NULL, FALSE);
  g_return_val_if_fail (leader->status != NULL, FALSE);
  for (guint i = 0; i < leader->retainers->len; i++)
    {
      const BnRetainer *retainer = g_ptr_array_index (leader->retainers, i);

      g_return_val_if_fail (retainer->type_id != NULL, FALSE);
      g_return_val_if_fail (retainer->kind != BN_RETAINER_SPECIAL || bn_card_is_valid (retainer->card),
                            FALSE);
    }
  for (guint i = 0; i < leader->draws->len; i++)
    {
      const BnDraw *draw = g_ptr_array_index (leader->draws, i);

      g_return_val_if_fail (draw->step != NULL, FALSE);
      g_return_val_if_fail (bn_card_is_valid (draw->card), FALSE);
    }
  return TRUE;
}

/**
 * bn_leader_xml_write:
 * @leader: the leader exported
 * @vassals: (nullable) (element-type BnLeader): the vassal leaders and
 *   heroes of his domain, in the order they are to be imported
 * @rules: the leader tables the records follow
 *
 * Writes @leader and @vassals as a leader document (data/leader.rng),
 * indented, ending with a newline. Ids, the campaign, the liege and the
 * deal are left out: an import makes new records. <domain> is written only
 * when there are vassals.
 *
 * Returns: (transfer full): the document, UTF-8
 */
char *
bn_leader_xml_write (const BnLeader *leader,
                     GPtrArray      *vassals,
                     BnLeaderRules  *rules)
{
  g_autoptr(BnXmlWriter) w = NULL;
  char *document;

  g_return_val_if_fail (leader != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  if (!leader_is_writable (leader))
    return NULL;
  for (guint i = 0; vassals != NULL && i < vassals->len; i++)
    if (!leader_is_writable (g_ptr_array_index (vassals, i)))
      return NULL;

  w = bn_xml_writer_new ();

  bn_xml_writer_start_element (w, ROOT_ELEMENT);
  bn_xml_writer_write_uint_attribute (w, "format", BN_LEADER_XML_FORMAT);
  write_leader (w, leader);
  if (vassals != NULL && vassals->len > 0)
    {
      bn_xml_writer_start_element (w, "domain");
      for (guint i = 0; i < vassals->len; i++)
        write_leader (w, g_ptr_array_index (vassals, i));
      bn_xml_writer_end_element (w);
    }
  bn_xml_writer_end_element (w);
  document = bn_xml_writer_finish (w);

  if (document == NULL)
    g_critical ("%s: libxml2 could not write the leader document", G_STRFUNC);
  return document;
}

/* ---- reading: errors ---- */

/* Sets @error to "NAME: line N: <element>: message", the shape of every
 * reader error, in BN_LEADER_ERROR: the document is well-formed and follows
 * the schema, but the record breaks a rule. */
static void G_GNUC_PRINTF (5, 6)
set_rule_error (Reader         *reader,
                GError        **error,
                BnLeaderError   code,
                xmlNode        *node,
                const char     *format,
                ...)
{
  g_autofree char *message = NULL;
  GError *local_error = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  bn_xml_set_error_at (&local_error, BN_XML_ERROR_INVALID, reader->name, node, _("%s"), message);
  local_error->domain = BN_LEADER_ERROR;
  local_error->code = code;
  g_propagate_error (error, local_error);
}

/* Reads @attribute as one of @words (the schema's choice), storing its
 * index in @out. */
static gboolean
read_choice (Reader             *reader,
             xmlNode            *node,
             const char         *attribute,
             const char * const *words,
             guint              *out,
             GError            **error)
{
  g_autofree char *text = bn_xml_get_string_prop (node, attribute, reader->name, error);

  if (text == NULL)
    return FALSE;
  g_strstrip (text);
  for (guint i = 0; words[i] != NULL; i++)
    if (g_str_equal (text, words[i]))
      {
        *out = i;
        return TRUE;
      }
  bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                       _("the attribute “%s” cannot be “%s”"), attribute, text);
  return FALSE;
}

/* Returns: (transfer full): an id-like attribute, surrounding white space
 * removed (the schema reads it as a token). */
static char *
read_token (Reader      *reader,
            xmlNode     *node,
            const char  *attribute,
            GError     **error)
{
  char *text = bn_xml_get_string_prop (node, attribute, reader->name, error);

  return text != NULL ? g_strstrip (text) : NULL;
}

/* A card as a player writes it; a card the deck does not have is a value
 * the document got wrong, not a broken rule. */
static gboolean
read_card (Reader      *reader,
           xmlNode     *node,
           const char  *attribute,
           BnCard      *out_card,
           GError     **error)
{
  g_autofree char *text = bn_xml_get_string_prop (node, attribute, reader->name, error);
  g_autoptr(GError) local_error = NULL;

  if (text == NULL)
    return FALSE;
  if (!bn_card_parse (text, out_card, &local_error))
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                           _("the attribute “%s”: %s"), attribute, local_error->message);
      return FALSE;
    }
  return TRUE;
}

/* ---- reading: one leader ---- */

static gboolean
check_rank (Reader          *reader,
            xmlNode         *node,
            const BnLeader  *leader,
            GError         **error)
{
  guint n = bn_leader_rules_get_n_ranks (reader->rules);

  if (bn_leader_rules_get_rank (reader->rules, leader->social_rank) != NULL)
    return TRUE;
  set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                  "social rank %u does not exist: ranks go from 1 (%s) to %u (%s)",
                  leader->social_rank, bn_leader_rules_get_rank (reader->rules, 1)->title,
                  n, bn_leader_rules_get_rank (reader->rules, n)->title);
  return FALSE;
}

static void
append_band (GString             *text,
             const BnEsteemLevel *esteem)
{
  if (esteem->max_honor == G_MAXUINT)
    g_string_append_printf (text, "%u or more", esteem->min_honor);
  else
    g_string_append_printf (text, "%u–%u", esteem->min_honor, esteem->max_honor);
}

/* Esteem and honor. Generation gives the level the esteem score reads and
 * the honor at the bottom of that level's band; during a career honor
 * grows and the level follows the band it reaches, while the score, a
 * record of the draw, stays. So a record is consistent when:
 *
 *   1. the level is not below the one the score gives (format 1 records no
 *      loss of esteem), and
 *   2. the level is the one whose honor band holds the honor.
 *
 * A leader fresh from generation meets both with the honor at his band's
 * minimum; together they also imply honor ≥ that minimum. */
static gboolean
check_esteem (Reader          *reader,
              xmlNode         *node,
              const BnLeader  *leader,
              GError         **error)
{
  const BnEsteemLevel *level = bn_leader_rules_get_esteem (reader->rules, leader->esteem_level);
  const BnEsteemLevel *by_score = bn_leader_rules_esteem_for_score (reader->rules, leader->esteem_score);
  const BnEsteemLevel *by_honor = bn_leader_rules_esteem_for_honor (reader->rules, leader->honor);
  g_autoptr(GString) band = g_string_new (NULL);

  if (level == NULL)
    {
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                      "esteem level %u does not exist: levels go from 1 to %u",
                      leader->esteem_level, bn_leader_rules_get_n_esteem_levels (reader->rules));
      return FALSE;
    }
  if (leader->esteem_level < by_score->level)
    {
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                      "esteem level %u (%s) does not match the esteem score %d, "
                      "which makes him %s (level %u)",
                      level->level, level->name, leader->esteem_score,
                      by_score->name, by_score->level);
      return FALSE;
    }
  if (by_honor == NULL || leader->honor < by_score->min_honor)
    {
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                      "%u honor points are too few: an esteem score of %d makes him %s, "
                      "whose honor starts at %u",
                      leader->honor, leader->esteem_score, by_score->name, by_score->min_honor);
      return FALSE;
    }
  if (by_honor->level != leader->esteem_level)
    {
      append_band (band, by_honor);
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                      "esteem level %u (%s) does not match his %u honor points, "
                      "which make him %s (level %u, %s honor points)",
                      level->level, level->name, leader->honor,
                      by_honor->name, by_honor->level, band->str);
      return FALSE;
    }
  return TRUE;
}

/* Skills: format 1 records a spread as generation makes it, so the points
 * must add up to exactly the skill points, each skill within its bounds. */
static gboolean
read_skills (Reader    *reader,
             xmlNode   *leader_node,
             BnLeader  *leader,
             GError   **error)
{
  g_autoptr(GError) local_error = NULL;
  xmlNode *node = bn_xml_require_element (leader_node, "skills", reader->name, error);

  if (node == NULL)
    return FALSE;
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    if (!bn_xml_get_uint_prop (node, bn_skill_get_id (i), reader->name, &leader->skills[i], error))
      return FALSE;
  if (!bn_leader_check_spread (reader->rules, leader->skill_points, leader->skills, &local_error))
    {
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node, "%s", local_error->message);
      return FALSE;
    }
  return TRUE;
}

/* Returns: (transfer full): the ids of the rows of one retainer table, for
 * a message: "page, squire, sergeant". */
static char *
list_retainer_ids (BnLeaderRules *rules,
                   gboolean       special)
{
  g_autoptr(GString) ids = g_string_new (NULL);
  guint n = special ? bn_leader_rules_get_n_special_retainers (rules)
                    : bn_leader_rules_get_n_common_retainers (rules);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (ids, ", ");
      g_string_append (ids, special ? bn_leader_rules_get_special_retainer (rules, i)->id
                                    : bn_leader_rules_get_common_retainer (rules, i)->id);
    }
  return g_string_free (g_steal_pointer (&ids), FALSE);
}

static const BnSpecialRetainerRow *
lookup_special_retainer (BnLeaderRules *rules,
                         const char    *id)
{
  guint n = bn_leader_rules_get_n_special_retainers (rules);

  for (guint i = 0; i < n; i++)
    {
      const BnSpecialRetainerRow *row = bn_leader_rules_get_special_retainer (rules, i);

      if (g_str_equal (row->id, id))
        return row;
    }
  return NULL;
}

static gboolean
unknown_retainer (Reader      *reader,
                  xmlNode     *node,
                  const char  *type,
                  gboolean     special,
                  GError     **error)
{
  g_autofree char *common_ids = list_retainer_ids (reader->rules, FALSE);
  g_autofree char *special_ids = list_retainer_ids (reader->rules, TRUE);
  gboolean other_kind = special ? bn_leader_rules_lookup_common_retainer (reader->rules, type) != NULL
                                : lookup_special_retainer (reader->rules, type) != NULL;

  if (other_kind)
    set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                    "“%s” is a %s retainer, not a %s one", type,
                    special ? "common" : "special", special ? "special" : "common");
  else
    set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                    "there is no retainer “%s”: common retainers are %s; special ones %s",
                    type, common_ids, special_ids);
  return FALSE;
}

/* A common retainer is what the rules give every leader: his success is
 * the table's. */
static guint
count_retainers (const BnLeader *leader,
                 const char     *type_id)
{
  guint n = 0;

  for (guint i = 0; i < leader->retainers->len; i++)
    n += g_str_equal (((BnRetainer *) g_ptr_array_index (leader->retainers, i))->type_id, type_id);
  return n;
}

static guint
count_special_retainers (const BnLeader *leader)
{
  guint n = 0;

  for (guint i = 0; i < leader->retainers->len; i++)
    n += ((BnRetainer *) g_ptr_array_index (leader->retainers, i))->kind == BN_RETAINER_SPECIAL;
  return n;
}

static gboolean
check_common_retainer (Reader            *reader,
                       xmlNode           *node,
                       const BnLeader    *leader,
                       const BnRetainer  *retainer,
                       GError           **error)
{
  const BnCommonRetainer *row = bn_leader_rules_lookup_common_retainer (reader->rules, retainer->type_id);

  if (row == NULL)
    return unknown_retainer (reader, node, retainer->type_id, FALSE, error);
  if (retainer->success != row->max_roll)
    {
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                      "the %s succeeds on %u–%u on a D%u, not on 1–%u",
                      row->name, row->min_roll, row->max_roll, row->die, retainer->success);
      return FALSE;
    }
  /* Every leader has one of each common retainer, and no more (DoB,
   * "Common Retainers"). @retainer is not on @leader yet. */
  if (count_retainers (leader, row->id) >= 1)
    {
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                      "a leader has one %s, not more", row->name);
      return FALSE;
    }
  return TRUE;
}

/* A special retainer comes to a player-leader with one card: the card must
 * be one that gives this retainer, with the bonus and success it gives. */
static gboolean
check_special_retainer (Reader            *reader,
                        xmlNode           *node,
                        const BnLeader    *leader,
                        const BnRetainer  *retainer,
                        GError           **error)
{
  const BnSpecialRetainerRow *row = lookup_special_retainer (reader->rules, retainer->type_id);
  const BnSpecialRetainerRow *by_card;
  g_autofree char *card = NULL;
  guint bonus = 0;

  if (row == NULL)
    return unknown_retainer (reader, node, retainer->type_id, TRUE, error);
  if (!leader->is_player)
    {
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                      "only a player-leader has special retainers, and %s is a %s",
                      leader->name, leader->is_hero ? "hero" : "vassal");
      return FALSE;
    }
  card = bn_card_to_string (retainer->card);
  by_card = bn_leader_rules_special_retainer_for_card (reader->rules, retainer->card, &bonus);
  if (by_card != row)
    {
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                      "the card %s brings the %s, not the %s", card, by_card->name, row->name);
      return FALSE;
    }
  if (retainer->bonus != bonus)
    {
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                      "the %s brought by %s has a bonus of %u, not %u",
                      row->name, card, bonus, retainer->bonus);
      return FALSE;
    }
  if (retainer->success != row->success)
    {
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                      "the %s has a success of %u, not %u", row->name, row->success, retainer->success);
      return FALSE;
    }
  /* @retainer is not on @leader yet: those already read are counted. */
  if (count_special_retainers (leader) >= bn_leader_rules_special_retainer_count (reader->rules, leader->social_rank))
    {
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                      "a leader of social rank %u draws %u special retainers, not more", leader->social_rank,
                      bn_leader_rules_special_retainer_count (reader->rules, leader->social_rank));
      return FALSE;
    }
  if (row->max_per_leader > 0 && count_retainers (leader, row->id) >= row->max_per_leader)
    {
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                      "a leader may have at most %u %s", row->max_per_leader, row->name);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_retainers (Reader    *reader,
                xmlNode   *leader_node,
                BnLeader  *leader,
                GError   **error)
{
  static const char * const kinds[] = { "common", "special", NULL };
  static const char * const states[] = { "available", "used", NULL };
  xmlNode *section = bn_xml_require_element (leader_node, "retainers", reader->name, error);

  if (section == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (section, "retainer"); node != NULL;
       node = bn_xml_next_element (node, "retainer"))
    {
      g_autoptr(BnRetainer) retainer = NULL;
      g_autofree char *type = NULL;
      guint kind, state;

      if (!read_choice (reader, node, "kind", kinds, &kind, error) ||
          (type = read_token (reader, node, "type", error)) == NULL)
        return FALSE;
      retainer = bn_retainer_new ((BnRetainerKind) kind, type);
      if (!bn_xml_get_uint_prop (node, "success", reader->name, &retainer->success, error) ||
          !read_choice (reader, node, "state", states, &state, error))
        return FALSE;
      retainer->state = state == 1 ? BN_RETAINER_USED : BN_RETAINER_AVAILABLE;

      if (retainer->kind == BN_RETAINER_SPECIAL)
        {
          if (!read_card (reader, node, "card", &retainer->card, error) ||
              !bn_xml_get_uint_prop (node, "bonus", reader->name, &retainer->bonus, error) ||
              !check_special_retainer (reader, node, leader, retainer, error))
            return FALSE;
        }
      else if (!check_common_retainer (reader, node, leader, retainer, error))
        return FALSE;
      g_ptr_array_add (leader->retainers, g_steal_pointer (&retainer));
    }
  return TRUE;
}

static gboolean
read_draws (Reader    *reader,
            xmlNode   *leader_node,
            BnLeader  *leader,
            GError   **error)
{
  static const char * const sources[] = { "seeded", "typed", NULL };
  static const char * const booleans[] = { "false", "true", NULL };
  xmlNode *section = bn_xml_require_element (leader_node, "draws", reader->name, error);

  if (section == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (section, "draw"); node != NULL;
       node = bn_xml_next_element (node, "draw"))
    {
      g_autofree char *step = NULL;
      xmlChar *outcome;
      guint source, set_aside;
      BnCard card;

      if ((step = read_token (reader, node, "step", error)) == NULL ||
          !read_card (reader, node, "card", &card, error) ||
          !read_choice (reader, node, "source", sources, &source, error) ||
          !read_choice (reader, node, "set-aside", booleans, &set_aside, error))
        return FALSE;
      /* Read as written, not re-flowed: the outcome comes back unchanged. */
      outcome = xmlNodeGetContent (node);
      g_ptr_array_add (leader->draws,
                       bn_draw_new (step, card,
                                    source == 1 ? BN_CHANCE_SOURCE_TYPED : BN_CHANCE_SOURCE_SEEDED,
                                    set_aside == 1, (const char *) outcome));
      xmlFree (outcome);
    }
  return TRUE;
}

/* Reads one <leader> and checks his own record against the rules; where he
 * stands in the document is the caller's to check.
 *
 * Returns: (transfer full): the leader, or %NULL with @error set */
static BnLeader *
read_leader (Reader   *reader,
             xmlNode  *node,
             GError  **error)
{
  static const char * const roles[] = { "player", "vassal", "hero", NULL };
  static const char * const statuses[] = { "active", "wounded", "lost", "captured", "dead", NULL };
  g_autoptr(BnLeader) leader = bn_leader_new ();
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  guint role, status;

  name = bn_xml_get_string_prop (node, "name", reader->name, error);
  if (name == NULL)
    return NULL;
  leader->name = bn_normalize_name (name, _("leader's name"), &local_error);
  if (leader->name == NULL)
    {
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node, "%s", local_error->message);
      return NULL;
    }
  if (!read_choice (reader, node, "role", roles, &role, error))
    return NULL;
  leader->is_player = role == 0;
  leader->is_hero = role == 2;

  if (!bn_xml_get_uint_prop (node, "social-rank", reader->name, &leader->social_rank, error) ||
      !bn_xml_get_int_prop (node, "esteem-score", reader->name, &leader->esteem_score, error) ||
      !bn_xml_get_uint_prop (node, "esteem-level", reader->name, &leader->esteem_level, error) ||
      !bn_xml_get_uint_prop (node, "honor", reader->name, &leader->honor, error) ||
      (leader->motivation = read_token (reader, node, "motivation", error)) == NULL ||
      !bn_xml_get_uint_prop (node, "skill-points", reader->name, &leader->skill_points, error) ||
      !bn_xml_get_uint_prop (node, "household", reader->name, &leader->household, error) ||
      !read_choice (reader, node, "status", statuses, &status, error))
    return NULL;
  g_free (leader->status);
  leader->status = g_strdup (statuses[status]);

  if (!check_rank (reader, node, leader, error) ||
      !check_esteem (reader, node, leader, error))
    return NULL;
  if (bn_leader_rules_lookup_motivation (reader->rules, leader->motivation) == NULL)
    {
      g_autoptr(GString) ids = g_string_new (NULL);

      for (guint i = 0; i < bn_leader_rules_get_n_motivations (reader->rules); i++)
        g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "",
                                bn_leader_rules_get_motivation (reader->rules, i)->id);
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                      "there is no motivation “%s”: it is one of %s", leader->motivation, ids->str);
      return NULL;
    }
  if (!read_skills (reader, node, leader, error))
    return NULL;
  if (leader->household != leader->social_rank + leader->esteem_level)
    {
      set_rule_error (reader, error, BN_LEADER_ERROR_INVALID, node,
                      "his household is %u, but social rank %u and esteem level %u make it %u",
                      leader->household, leader->social_rank, leader->esteem_level,
                      leader->social_rank + leader->esteem_level);
      return NULL;
    }
  if (!read_retainers (reader, node, leader, error) ||
      !read_draws (reader, node, leader, error))
    return NULL;
  return g_steal_pointer (&leader);
}

/* ---- reading: the document ---- */

/* The domain rule, as the store applies it when the vassals are imported
 * one by one: each must fit the room left in his liege's domain, and only
 * the living take up room. */
static gboolean
read_domain (Reader          *reader,
             xmlNode         *domain,
             const BnLeader  *liege,
             GPtrArray       *leaders,
             GError         **error)
{
  guint used = 0;

  if (!liege->is_player)
    {
      set_rule_error (reader, error, BN_LEADER_ERROR_DOMAIN, domain,
                      "%s is not a player-leader, so he has no domain", liege->name);
      return FALSE;
    }
  for (xmlNode *node = bn_xml_first_element (domain, "leader"); node != NULL;
       node = bn_xml_next_element (node, "leader"))
    {
      g_autoptr(BnLeader) vassal = read_leader (reader, node, error);
      g_autoptr(GError) local_error = NULL;

      if (vassal == NULL)
        return FALSE;
      if (vassal->is_player)
        {
          set_rule_error (reader, error, BN_LEADER_ERROR_DOMAIN, node,
                          "%s is a player-leader, but a domain holds only vassals and heroes: "
                          "the player-leader is the document's first leader", vassal->name);
          return FALSE;
        }
      if (!bn_domain_check_vassal (liege, used, vassal->social_rank, &local_error))
        {
          set_rule_error (reader, error, BN_LEADER_ERROR_DOMAIN, node, "%s", local_error->message);
          return FALSE;
        }
      if (!g_str_equal (vassal->status, "dead"))
        used += vassal->social_rank;
      g_ptr_array_add (leaders, g_steal_pointer (&vassal));
    }
  return TRUE;
}

static GPtrArray *
read_leaders (Reader   *reader,
              xmlDoc   *doc,
              GError  **error)
{
  g_autoptr(GPtrArray) leaders = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
  xmlNode *root = bn_xml_get_root (doc);
  xmlNode *first = bn_xml_require_element (root, "leader", reader->name, error);
  xmlNode *domain;
  BnLeader *leader;

  if (first == NULL)
    return NULL;
  leader = read_leader (reader, first, error);
  if (leader == NULL)
    return NULL;
  g_ptr_array_add (leaders, leader);

  domain = bn_xml_first_element (root, "domain");
  if (domain != NULL && !read_domain (reader, domain, leader, leaders, error))
    return NULL;
  return g_steal_pointer (&leaders);
}

/* Replaces @error, a schema failure, with "written by a newer version" if
 * @doc is a leader document of a later format than this one reads. */
static void
check_newer_format (xmlDoc      *doc,
                    const char  *name,
                    GError     **error)
{
  xmlNode *root = bn_xml_get_root (doc);
  g_autofree char *text = NULL;
  guint64 format;

  if (root == NULL || !g_str_equal (bn_xml_get_name (root), ROOT_ELEMENT) ||
      !bn_xml_has_prop (root, "format"))
    return;
  text = g_strstrip (bn_xml_get_string_prop (root, "format", name, NULL));
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &format, NULL) ||
      format <= BN_LEADER_XML_FORMAT)
    return;
  g_clear_error (error);
  g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_INVALID,
               _("%s was written by a newer version of Banneret (leader format %" PRIu64
               "; this version reads format %d)"),
               name, format, BN_LEADER_XML_FORMAT);
}

/* Reads @bytes, or the file @path when @bytes is %NULL, called @name. */
static GPtrArray *
read_document (GBytes         *bytes,
               const char     *path,
               const char     *name,
               BnLeaderRules  *rules,
               GError        **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GError) local_error = NULL;
  Reader reader = { name, rules };

  doc = bytes != NULL ? bn_xml_read_bytes (bytes, name, SCHEMA_RESOURCE, &local_error)
                      : bn_xml_read_file (path, SCHEMA_RESOURCE, &local_error);
  if (doc == NULL)
    {
      if (g_error_matches (local_error, BN_XML_ERROR, BN_XML_ERROR_INVALID))
        {
          g_autoptr(xmlDoc) unchecked = bytes != NULL ? bn_xml_read_bytes (bytes, name, NULL, NULL)
                                                      : bn_xml_read_file (path, NULL, NULL);

          if (unchecked != NULL)
            check_newer_format (unchecked, name, &local_error);
        }
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  return read_leaders (&reader, doc, error);
}

/**
 * bn_leader_xml_read_bytes:
 * @bytes: a leader document
 * @name: what the user knows it as; every error message starts with it
 * @rules: the leader tables the records must follow
 *
 * Reads a document written by bn_leader_xml_write() or by hand. Nothing is
 * returned unless every leader in it passes every check.
 *
 * Returns: (transfer full) (element-type BnLeader): the exported leader
 *   first, then his vassals in document order, each without ids, campaign,
 *   liege or deal (the store assigns them); or %NULL with @error set
 */
GPtrArray *
bn_leader_xml_read_bytes (GBytes         *bytes,
                          const char     *name,
                          BnLeaderRules  *rules,
                          GError        **error)
{
  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return read_document (bytes, NULL, name, rules, error);
}

/**
 * bn_leader_xml_read_file:
 * @path: (type filename): a leader document
 * @rules: the leader tables the records must follow
 *
 * Like bn_leader_xml_read_bytes(), named by @path as shown to a user.
 *
 * Returns: (transfer full) (element-type BnLeader): the leaders, or %NULL
 *   with @error set
 */
GPtrArray *
bn_leader_xml_read_file (const char     *path,
                         BnLeaderRules  *rules,
                         GError        **error)
{
  g_autofree char *display = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display = g_filename_display_name (path);
  return read_document (NULL, path, display, rules, error);
}
