/* bn-army-xml.h — an army roster as an XML document.
 *
 * The document (schema data/army.rng, format BN_ARMY_XML_FORMAT) holds one
 * army: its name, its muster (household, factor, basic, bonus and army
 * points, and every card drawn) and its units in order, each with every
 * field of its BnUnit. The leader's name and social rank and the posts of
 * the leaders who took the field (commander, captains, heroes, by name) are
 * written for the reader only: leaders belong to one campaign, so an import
 * does not read them.
 *
 * A roster is written for its owner or for his opponent. The promise made
 * to a mercenary unit is secret from the opponent (Armies ruling): the
 * opponent's copy carries no promise and no count of unspent points, and
 * the reader refuses either in a document that says it is one.
 *
 * Imported documents are untrusted: they are read through the safe loader,
 * validated against the schema, then checked against the unit and leader
 * rules, and refused whole on the first problem. An opponent's copy may be
 * imported (to set up the enemy for a battle): having no promises, each of
 * its mercenary units is given the least the rules allow, the quarter cost
 * (bn_cost_breakdown_get_minimum_promise()), the one promise its owner is
 * sure to have made.
 *
 * Every refusal starts with the document's name and, where the problem has
 * a place, reads "NAME: line N: <element>: what"; a document of a later
 * format reads "NAME was written by a newer version of Banneret (…)". The
 * error is in one of three domains:
 *
 *   BN_XML_ERROR       the document itself: _IO, _TOO_LARGE, _MALFORMED,
 *                      _FORBIDDEN (a document type declaration), and
 *                      _INVALID for not following the schema, a card that
 *                      is not a card, a mercenary unit without its promise
 *                      in the owner's copy, a promise or unspent points in
 *                      the opponent's copy, or a newer format;
 *   BN_UNIT_ERROR      a unit the unit rules refuse: _UNKNOWN for a unit
 *                      type or weapon data/units.xml does not have,
 *                      _ILLEGAL for a combination, figures or a promise the
 *                      rules do not allow;
 *   BN_ARMY_XML_ERROR  the army's own record: _NAME for its name, _MUSTER
 *                      for a muster whose numbers do not follow from its
 *                      cards.
 *
 * bn-army-xml.c says exactly what is checked.
 */
#pragma once

#include <glib.h>

#include "bn-army.h"
#include "bn-leader-rules.h"
#include "bn-leader.h"
#include "bn-unit-rules.h"

G_BEGIN_DECLS

#define BN_ARMY_XML_FORMAT 1

#define BN_ARMY_XML_ERROR (bn_army_xml_error_quark ())

typedef enum
{
  BN_ARMY_XML_ERROR_NAME,    /* the army's name is empty, too long or has a control character */
  BN_ARMY_XML_ERROR_MUSTER,  /* the muster's numbers do not follow from its cards */
} BnArmyXmlError;

GQuark   bn_army_xml_error_quark  (void);

char    *bn_army_xml_write        (const BnArmy    *army,
                                   const BnLeader  *leader,
                                   GPtrArray       *domain,
                                   BnUnitRules     *rules,
                                   gboolean         for_opponent);
BnArmy  *bn_army_xml_read_bytes   (GBytes          *bytes,
                                   const char      *name,
                                   BnUnitRules     *unit_rules,
                                   BnLeaderRules   *leader_rules,
                                   GError         **error);
BnArmy  *bn_army_xml_read_file    (const char      *path,
                                   BnUnitRules     *unit_rules,
                                   BnLeaderRules   *leader_rules,
                                   GError         **error);

G_END_DECLS
