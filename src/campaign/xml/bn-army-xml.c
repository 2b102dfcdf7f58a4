/* bn-army-xml.c — an army roster, read from XML (written in
 * bn-army-xml-write.c).
 *
 * Reading trusts nothing: the document goes through the safe loader and
 * data/army.rng, then the army is checked against the rules. The first problem refuses the whole
 * document. Checked, in this order:
 *
 *   - the name passes bn_normalize_name() (1–80 characters, no control
 *     characters) and is kept as it normalizes;
 *   - an opponent's copy gives neither a promise nor unspent points (the
 *     schema allows both, for the owner's copy);
 *   - the muster, if any: every card is a card; the factor is the one the
 *     multiplier card gives (bn_leader_rules_army_multiplier()); basic
 *     points are household × factor; every bonus card but the last is one
 *     that draws again, and the last is not (bn_leader_rules_army_bonus());
 *     bonus points are what the bonus cards add; army points are basic +
 *     bonus;
 *   - every unit: its type, if it names one, is in the catalogue; it is
 *     legal as it stands, weapons, figures and class included
 *     (bn_unit_rules_check(), which also names a weapon it does not know);
 *     in the owner's copy a mercenary unit carries a promise of at least
 *     the minimum, and a regular unit none the rules refuse
 *     (bn_unit_rules_check_promise(): promise="0" is nothing promised).
 *
 * Not read: the leader and the posts (leaders belong to one campaign; the
 * importer gives the army its leader and the player fills the posts), but
 * for the commander of a host raised for points, who leads it in a battle
 * against it (BnArmy.commander), and
 * the unspent points (they follow from the units' costs, which the
 * importing rules decide, and bn_army_check() works them out again). The
 * units' names are kept as written, since they are the player's labels
 * and the store keeps them so; only a control character is refused.
 *
 * Why the format is judged after the schema has run: as in
 * bn-leader-xml.c, a later format would fail this format's schema with a
 * message about some element the user never wrote, so a schema failure is
 * replaced by "written by a newer version" when the root says so.
 */
#include "bn-army-xml.h"
#include "bn-army-xml-private.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include <libxml/tree.h>

#include "bn-army-report.h"
#include "bn-campaign.h"
#include "bn-resources.h"
#include "bn-xml.h"

#define SCHEMA_RESOURCE BN_RESOURCE_DATA "army.rng"

G_DEFINE_QUARK (bn-army-xml-error-quark, bn_army_xml_error)

typedef struct
{
  const char    *name;    /* the document, as error messages call it */
  BnUnitRules   *unit_rules;
  BnLeaderRules *leader_rules;
  gboolean       for_opponent;
} Reader;

/* ---- reading: errors ---- */

/* Sets @error to "NAME: line N: <element>: message", the shape of every
 * reader error, in @domain: the document is well-formed and follows the
 * schema, but the army breaks a rule. */
static void G_GNUC_PRINTF (6, 7)
set_rule_error (Reader      *reader,
                GError     **error,
                GQuark       domain,
                int          code,
                xmlNode     *node,
                const char  *format,
                ...)
{
  g_autofree char *message = NULL;
  GError *local_error = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  bn_xml_set_error_at (&local_error, BN_XML_ERROR_INVALID, reader->name, node, _("%s"), message);
  local_error->domain = domain;
  local_error->code = code;
  g_propagate_error (error, local_error);
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
  g_autofree char *text = read_token (reader, node, attribute, error);

  if (text == NULL)
    return FALSE;
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

static gboolean
read_boolean (Reader      *reader,
              xmlNode     *node,
              const char  *attribute,
              gboolean    *out,
              GError     **error)
{
  static const char * const booleans[] = { "false", "true", NULL };
  guint index;

  if (!read_choice (reader, node, attribute, booleans, &index, error))
    return FALSE;
  *out = index == 1;
  return TRUE;
}

/* Reads one of the words a BnUnit field is written as, through the
 * field's own *_from_id(), which the schema's choices mirror. */
typedef gboolean (*FromIdFunc) (const char *id,
                                guint      *out);

static gboolean
read_word (Reader      *reader,
           xmlNode     *node,
           const char  *attribute,
           FromIdFunc   from_id,
           guint       *out,
           GError     **error)
{
  g_autofree char *text = read_token (reader, node, attribute, error);

  if (text == NULL)
    return FALSE;
  if (!from_id (text, out))
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                           _("the attribute “%s” cannot be “%s”"), attribute, text);
      return FALSE;
    }
  return TRUE;
}

/* The enums are stored as guint here; each adapter keeps the types right. */
static gboolean
arm_from_id (const char *id,
             guint      *out)
{
  BnArm arm;

  if (!bn_arm_from_id (id, &arm))
    return FALSE;
  *out = arm;
  return TRUE;
}

static gboolean
armour_from_id (const char *id,
                guint      *out)
{
  BnArmour armour;

  if (!bn_armour_from_id (id, &armour))
    return FALSE;
  *out = armour;
  return TRUE;
}

static gboolean
morale_from_id (const char *id,
                guint      *out)
{
  BnMorale morale;

  if (!bn_morale_from_id (id, &morale))
    return FALSE;
  *out = morale;
  return TRUE;
}

static gboolean
class_from_id (const char *id,
               guint      *out)
{
  BnBattleClass battle_class;

  if (!bn_battle_class_from_id (id, &battle_class))
    return FALSE;
  *out = battle_class;
  return TRUE;
}

static gboolean
colour_from_id (const char *id,
                guint      *out)
{
  BnColour colour;

  if (!bn_colour_from_id (id, &colour))
    return FALSE;
  *out = colour;
  return TRUE;
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

/* ---- reading: the muster ---- */

static gboolean
read_draws (Reader    *reader,
            xmlNode   *muster_node,
            BnMuster  *muster,
            GError   **error)
{
  static const char * const sources[] = { "seeded", "typed", NULL };
  xmlNode *section = bn_xml_require_element (muster_node, "draws", reader->name, error);

  if (section == NULL)
    return FALSE;
  for (xmlNode *node = bn_xml_first_element (section, "draw"); node != NULL;
       node = bn_xml_next_element (node, "draw"))
    {
      g_autofree char *step = NULL;
      xmlChar *outcome;
      guint source;
      BnCard card;

      if ((step = read_token (reader, node, "step", error)) == NULL ||
          !read_card (reader, node, "card", &card, error) ||
          !read_choice (reader, node, "source", sources, &source, error))
        return FALSE;
      /* Read as written, not re-flowed: the outcome comes back unchanged. */
      outcome = xmlNodeGetContent (node);
      g_ptr_array_add (muster->draws,
                       bn_draw_new (step, card,
                                    source == 1 ? BN_CHANCE_SOURCE_TYPED : BN_CHANCE_SOURCE_SEEDED,
                                    FALSE, (const char *) outcome));
      xmlFree (outcome);
    }
  return TRUE;
}

/* The numbers of a muster follow from its household and its cards, as
 * bn_muster_draw() makes them: checked one step at a time so the message
 * names the first that does not follow. */
static gboolean
check_muster (Reader          *reader,
              xmlNode         *node,
              const BnMuster  *muster,
              GError         **error)
{
  xmlNode *draws = bn_xml_first_element (node, "draws");
  xmlNode *draw_node;
  const BnDraw *multiplier;
  g_autofree char *multiplier_text = NULL;
  guint factor;
  guint bonus = 0;

  /* The schema allows only this order; a tree that somehow breaks it
   * would make the arithmetic below meaningless. */
  multiplier = muster->draws->len > 0 ? g_ptr_array_index (muster->draws, 0) : NULL;
  if (multiplier == NULL || !g_str_equal (multiplier->step, STEP_MULTIPLIER) || muster->draws->len < 2)
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                           _("a muster draws one multiplier card, then at least one bonus card"));
      return FALSE;
    }

  multiplier_text = bn_card_to_string (multiplier->card);
  factor = bn_leader_rules_army_multiplier (reader->leader_rules, multiplier->card);
  if (muster->factor != factor)
    {
      set_rule_error (reader, error, BN_ARMY_XML_ERROR, BN_ARMY_XML_ERROR_MUSTER, node,
                      "the multiplier card %s gives a factor of %u, not %u",
                      multiplier_text, factor, muster->factor);
      return FALSE;
    }
  if (muster->basic_points != muster->household * muster->factor)
    {
      set_rule_error (reader, error, BN_ARMY_XML_ERROR, BN_ARMY_XML_ERROR_MUSTER, node,
                      "household %u × %u makes %u basic army points, not %u",
                      muster->household, muster->factor, muster->household * muster->factor,
                      muster->basic_points);
      return FALSE;
    }

  /* The draw elements, in step with muster->draws, give each card's line. */
  draw_node = bn_xml_next_element (bn_xml_first_element (draws, "draw"), "draw");
  for (guint i = 1; i < muster->draws->len; i++, draw_node = bn_xml_next_element (draw_node, "draw"))
    {
      const BnDraw *draw = g_ptr_array_index (muster->draws, i);
      g_autofree char *card = bn_card_to_string (draw->card);
      gboolean last = i + 1 == muster->draws->len;
      gboolean draw_again = FALSE;

      if (!g_str_equal (draw->step, STEP_BONUS))
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, draw_node,
                               _("a muster draws one multiplier card, then at least one bonus card"));
          return FALSE;
        }
      bonus += bn_leader_rules_army_bonus (reader->leader_rules, draw->card, &draw_again);
      if (draw_again && last)
        {
          set_rule_error (reader, error, BN_ARMY_XML_ERROR, BN_ARMY_XML_ERROR_MUSTER, draw_node,
                          "the bonus card %s calls for another bonus card, but none follows", card);
          return FALSE;
        }
      if (!draw_again && !last)
        {
          set_rule_error (reader, error, BN_ARMY_XML_ERROR, BN_ARMY_XML_ERROR_MUSTER, draw_node,
                          "the bonus card %s is the last one drawn, but more follow it", card);
          return FALSE;
        }
    }
  if (muster->bonus_points != bonus)
    {
      set_rule_error (reader, error, BN_ARMY_XML_ERROR, BN_ARMY_XML_ERROR_MUSTER, node,
                      "the bonus cards add %u bonus points, not %u", bonus, muster->bonus_points);
      return FALSE;
    }
  if (muster->army_points != muster->basic_points + muster->bonus_points)
    {
      set_rule_error (reader, error, BN_ARMY_XML_ERROR, BN_ARMY_XML_ERROR_MUSTER, node,
                      "%u basic and %u bonus points make %u army points, not %u",
                      muster->basic_points, muster->bonus_points,
                      muster->basic_points + muster->bonus_points, muster->army_points);
      return FALSE;
    }
  return TRUE;
}

/* Returns: (transfer full): the muster of <muster> @node, or %NULL with
 * @error set. */
static BnMuster *
read_muster (Reader   *reader,
             xmlNode  *node,
             GError  **error)
{
  g_autoptr(BnMuster) muster = bn_muster_new (0);

  /* A muster on paper is a finished one: its cards are checked below. */
  muster->complete = TRUE;
  if (!bn_xml_get_uint_prop (node, "household", reader->name, &muster->household, error) ||
      !bn_xml_get_uint_prop (node, "factor", reader->name, &muster->factor, error) ||
      !bn_xml_get_uint_prop (node, "basic-points", reader->name, &muster->basic_points, error) ||
      !bn_xml_get_uint_prop (node, "bonus-points", reader->name, &muster->bonus_points, error) ||
      !bn_xml_get_uint_prop (node, "army-points", reader->name, &muster->army_points, error) ||
      !read_draws (reader, node, muster, error) ||
      !check_muster (reader, node, muster, error))
    return NULL;
  muster->multiplier_card = ((const BnDraw *) g_ptr_array_index (muster->draws, 0))->card;
  return g_steal_pointer (&muster);
}

/* ---- reading: units ---- */

/* "unit 3 (Longbowmen)", as the army's report calls a unit. */
static char *
unit_label (const BnUnit *unit,
            guint         index)
{
  if (unit->name != NULL && *unit->name != '\0')
    return g_strdup_printf ("unit %u (%s)", index + 1, unit->name);
  return g_strdup_printf ("unit %u", index + 1);
}

/* Refuses with the unit rules' own verdict, in their domain and code. */
static void
unit_rule_error (Reader        *reader,
                 xmlNode       *node,
                 const BnUnit  *unit,
                 guint          index,
                 const GError  *rule_error,
                 GError       **error)
{
  g_autofree char *label = unit_label (unit, index);

  set_rule_error (reader, error, rule_error->domain, rule_error->code, node,
                  "%s: %s", label, rule_error->message);
}

static gboolean
read_unit_fields (Reader    *reader,
                  xmlNode   *node,
                  BnUnit    *unit,
                  GError   **error)
{
  g_autofree char *weapons = NULL;
  g_auto(GStrv) split = NULL;
  g_autoptr(GStrvBuilder) kept = g_strv_builder_new ();
  g_auto(GStrv) list = NULL;
  guint arm, armour, morale, colour;
  guint battle_class = BN_BATTLE_CLASS_NONE;

  if (bn_xml_has_prop (node, "type") &&
      (unit->type_id = read_token (reader, node, "type", error)) == NULL)
    return FALSE;
  if (bn_xml_has_prop (node, "name") &&
      (unit->name = bn_xml_get_string_prop (node, "name", reader->name, error)) == NULL)
    return FALSE;
  if (!read_word (reader, node, "arm", arm_from_id, &arm, error) ||
      !read_word (reader, node, "armour", armour_from_id, &armour, error) ||
      (weapons = bn_xml_get_string_prop (node, "weapons", reader->name, error)) == NULL ||
      !read_boolean (reader, node, "shields", &unit->shields, error) ||
      !read_word (reader, node, "morale", morale_from_id, &morale, error) ||
      !read_boolean (reader, node, "light", &unit->light, error) ||
      !read_boolean (reader, node, "dedicated", &unit->dedicated, error) ||
      !read_boolean (reader, node, "mercenary", &unit->mercenary, error) ||
      !read_boolean (reader, node, "peasants", &unit->peasants, error) ||
      !bn_xml_get_uint_prop (node, "figures", reader->name, &unit->figures, error) ||
      (bn_xml_has_prop (node, "leadership") &&
       !bn_xml_get_uint_prop (node, "leadership", reader->name, &unit->leadership, error)) ||
      (bn_xml_has_prop (node, "class") &&
       !read_word (reader, node, "class", class_from_id, &battle_class, error)) ||
      !read_word (reader, node, "colour", colour_from_id, &colour, error))
    return FALSE;
  unit->arm = (BnArm) arm;
  unit->armour = (BnArmour) armour;
  unit->morale = (BnMorale) morale;
  unit->battle_class = (BnBattleClass) battle_class;
  unit->colour = (BnColour) colour;

  /* An XML Schema list: separated by any run of white space. */
  split = g_strsplit_set (weapons, " \t\r\n", -1);
  for (guint i = 0; split[i] != NULL; i++)
    if (split[i][0] != '\0')
      g_strv_builder_add (kept, split[i]);
  list = g_strv_builder_end (kept);
  bn_unit_set_weapons (unit, (const char * const *) list);
  return TRUE;
}

/* A unit's name is the player's label, kept as written; only what would
 * break a line of the roster is refused. */
static gboolean
check_unit_name (Reader        *reader,
                 xmlNode       *node,
                 const BnUnit  *unit,
                 guint          index,
                 GError       **error)
{
  if (unit->name == NULL)
    return TRUE;
  for (const char *p = unit->name; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      {
        bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                             _("unit %u: the unit's name contains a control character "
                             "(a tab or line break?)"), index + 1);
        return FALSE;
      }
  return TRUE;
}

/* The promise, owner's copy: a mercenary unit must carry one, and the
 * rules judge it. Opponent's copy: the schema left none, and a mercenary
 * is given the least the rules allow. */
static gboolean
read_promise (Reader        *reader,
              xmlNode       *node,
              const BnUnit  *unit,
              guint          index,
              guint         *out_promise,
              GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  guint promise = 0;

  if (reader->for_opponent)
    {
      g_autoptr(BnCostBreakdown) breakdown = NULL;

      if (bn_xml_has_prop (node, "promise"))
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("the opponent's copy of a roster gives no promise: "
                               "what a mercenary is promised is secret from the opponent"));
          return FALSE;
        }

      /* The unit is legal by now, so the price cannot fail. */
      if (unit->mercenary && bn_unit_rules_price (reader->unit_rules, unit, &breakdown, NULL) > 0)
        promise = bn_cost_breakdown_get_minimum_promise (breakdown);
      *out_promise = promise;
      return TRUE;
    }

  if (bn_xml_has_prop (node, "promise"))
    {
      if (!bn_xml_get_uint_prop (node, "promise", reader->name, &promise, error))
        return FALSE;
    }
  else if (unit->mercenary)
    {
      g_autofree char *label = unit_label (unit, index);

      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                           _("%s is a mercenary unit, but its promise is missing: "
                           "the owner's copy of a roster gives it"), label);
      return FALSE;
    }
  if (!bn_unit_rules_check_promise (reader->unit_rules, unit, promise, &local_error))
    {
      unit_rule_error (reader, node, unit, index, local_error, error);
      return FALSE;
    }
  *out_promise = promise;
  return TRUE;
}

/* Returns: (transfer full): the unit of <unit> @node, the @index'th, with
 * its promise; or %NULL with @error set. */
static BnArmyUnit *
read_unit (Reader   *reader,
           xmlNode  *node,
           guint     index,
           GError  **error)
{
  g_autoptr(BnUnit) unit = bn_unit_new ();
  g_autoptr(GError) local_error = NULL;
  guint promise = 0;

  if (!read_unit_fields (reader, node, unit, error) ||
      !check_unit_name (reader, node, unit, index, error))
    return NULL;
  /* Every attribute that prices and fights the unit is in the document,
   * so a type id the catalogue does not know (a player's own type, made on
   * another machine) is kept as a label: the rules judge the unit itself. */
  if (!bn_unit_rules_check (reader->unit_rules, unit, &local_error))
    {
      unit_rule_error (reader, node, unit, index, local_error, error);
      return NULL;
    }
  if (!read_promise (reader, node, unit, index, &promise, error))
    return NULL;
  return bn_army_unit_new (g_steal_pointer (&unit), promise);
}

/* ---- reading: the document ---- */

/* The name of the commander of a host raised for points, which no leader
 * of any campaign leads (BnArmy.commander): the first commander's post of
 * a roster without a leader, if its name is a name. A leader's roster
 * names men of his own campaign, which are not read, as the other posts. */
static void
read_commander (Reader  *reader,
                xmlNode *root,
                BnArmy  *army)
{
  xmlNode *posts = bn_xml_first_element (root, "posts");

  if (bn_xml_first_element (root, "leader") != NULL)
    return;

  for (xmlNode *node = posts != NULL ? bn_xml_first_element (posts, "post") : NULL; node != NULL;
       node = bn_xml_next_element (node, "post"))
    {
      g_autofree char *role = bn_xml_get_string_prop (node, "role", reader->name, NULL);
      g_autofree char *holder = NULL;

      if (g_strcmp0 (role, bn_army_role_get_id (BN_ARMY_ROLE_COMMANDER)) != 0)
        continue;
      holder = bn_xml_get_string_prop (node, "leader", reader->name, NULL);
      army->commander = holder != NULL ? bn_normalize_name (holder, _("commander's name"), NULL) : NULL;
      return;
    }
}

static BnArmy *
read_army (Reader   *reader,
           xmlDoc   *doc,
           GError  **error)
{
  static const char * const copies[] = { "owner", "opponent", NULL };
  xmlNode *root = bn_xml_get_root (doc);
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *normalized = NULL;
  xmlNode *muster_node;
  xmlNode *units;
  guint copy;
  guint index = 0;
  guint n_kings = 0;

  if (!read_choice (reader, root, "for", copies, &copy, error))
    return NULL;
  reader->for_opponent = copy == 1;

  name = bn_xml_get_string_prop (root, "name", reader->name, error);
  if (name == NULL)
    return NULL;
  normalized = bn_normalize_name (name, _("army's name"), &local_error);
  if (normalized == NULL)
    {
      set_rule_error (reader, error, BN_ARMY_XML_ERROR, BN_ARMY_XML_ERROR_NAME, root,
                      "%s", local_error->message);
      return NULL;
    }
  /* The importer gives the army its leader. */
  army = bn_army_new (0, normalized);

  muster_node = bn_xml_first_element (root, "muster");
  if (muster_node != NULL && reader->for_opponent && bn_xml_has_prop (muster_node, "unspent"))
    {
      /* The unspent points are the army points less the costs, which he
       * can work out, and the promises, which he must not. */
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, muster_node,
                           _("the opponent's copy of a roster gives no unspent points: "
                           "they would tell him what the mercenaries are promised"));
      return NULL;
    }
  if (muster_node != NULL)
    {
      BnMuster *muster = read_muster (reader, muster_node, error);

      if (muster == NULL)
        return NULL;
      bn_army_set_muster (army, muster);
    }

  units = bn_xml_require_element (root, "units", reader->name, error);
  if (units == NULL)
    return NULL;
  for (xmlNode *node = bn_xml_first_element (units, "unit"); node != NULL;
       node = bn_xml_next_element (node, "unit"), index++)
    {
      BnArmyUnit *entry = read_unit (reader, node, index, error);
      const BnKingRule *kings = bn_unit_rules_get_kings (reader->unit_rules);

      if (entry == NULL)
        return NULL;
      g_ptr_array_add (army->units, entry);
      /* Refused here rather than by bn_army_check_import(), so that the
       * message names the line of the King/Leader too many. */
      if (entry->unit->leadership > 0 && kings != NULL && ++n_kings > kings->per_army)
        {
          bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, reader->name, node,
                               _("unit %u: an army has at most %u %s (%s)"), index + 1,
                               kings->per_army, kings->name, kings->source);
          return NULL;
        }
    }
  read_commander (reader, root, army);
  return g_steal_pointer (&army);
}

/* Replaces @error, a schema failure, with "written by a newer version" if
 * @doc is an army document of a later format than this one reads. */
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
      format <= BN_ARMY_XML_FORMAT)
    return;
  g_clear_error (error);
  g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_INVALID,
               _("%s was written by a newer version of Banneret (army format %" PRIu64
               "; this version reads format %d)"),
               name, format, BN_ARMY_XML_FORMAT);
}

/* Reads @bytes, or the file @path when @bytes is %NULL, called @name. */
static BnArmy *
read_document (GBytes         *bytes,
               const char     *path,
               const char     *name,
               BnUnitRules    *unit_rules,
               BnLeaderRules  *leader_rules,
               GError        **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GError) local_error = NULL;
  Reader reader = { name, unit_rules, leader_rules, FALSE };

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
  return read_army (&reader, doc, error);
}

/**
 * bn_army_xml_read_bytes:
 * @bytes: an army document
 * @name: what the user knows it as; every error message starts with it
 * @unit_rules: the unit rules its units must follow
 * @leader_rules: the leader rules its muster must follow (army points)
 *
 * Reads a document written by bn_army_xml_write() or by hand. Nothing is
 * returned unless the army passes every check. An opponent's copy is read
 * too, its mercenary units promised the least the rules allow.
 *
 * Returns: (transfer full): the army, with id 0 and leader_id 0 (the
 *   importer sets it), no posts, and its muster (if any) with deal -1; or
 *   %NULL with @error set
 */
BnArmy *
bn_army_xml_read_bytes (GBytes         *bytes,
                        const char     *name,
                        BnUnitRules    *unit_rules,
                        BnLeaderRules  *leader_rules,
                        GError        **error)
{
  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (unit_rules != NULL, NULL);
  g_return_val_if_fail (leader_rules != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return read_document (bytes, NULL, name, unit_rules, leader_rules, error);
}

/**
 * bn_army_xml_read_file:
 * @path: (type filename): an army document
 * @unit_rules: the unit rules its units must follow
 * @leader_rules: the leader rules its muster must follow
 *
 * Like bn_army_xml_read_bytes(), named by @path as shown to a user.
 *
 * Returns: (transfer full): the army, or %NULL with @error set
 */
BnArmy *
bn_army_xml_read_file (const char     *path,
                       BnUnitRules    *unit_rules,
                       BnLeaderRules  *leader_rules,
                       GError        **error)
{
  g_autofree char *display = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (unit_rules != NULL, NULL);
  g_return_val_if_fail (leader_rules != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display = g_filename_display_name (path);
  return read_document (NULL, path, display, unit_rules, leader_rules, error);
}
