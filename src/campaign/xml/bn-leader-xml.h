/* bn-leader-xml.h — a leader and his domain as an XML document.
 *
 * The document (schema data/leader.rng, format BN_LEADER_XML_FORMAT) holds
 * one leader's whole record — rank, esteem, honor, motivation, skills,
 * household, retainers and every draw — followed by the vassal leaders and
 * heroes of his domain. It carries no database ids: importing it makes new
 * records. Imported documents are untrusted: they are read through the safe
 * loader, validated against the schema, then checked against the leader
 * rules, and refused whole on the first problem.
 *
 * Every refusal starts with the document's name and, where the problem has
 * a place, reads "NAME: line N: <element>: what"; a document of a later
 * format reads "NAME was written by a newer version of Banneret (…)". The
 * error is in one of two domains:
 *
 *   BN_XML_ERROR     the document itself: _IO, _TOO_LARGE, _MALFORMED,
 *                    _FORBIDDEN (a document type declaration), and _INVALID
 *                    for not following the schema, a card that is not a
 *                    card, or a newer format;
 *   BN_LEADER_ERROR  a well-formed record that breaks a leader rule:
 *                    _INVALID for one leader's own record (rank, esteem and
 *                    honor, motivation, skills, household, retainers,
 *                    name), _DOMAIN for who stands in the domain (a domain
 *                    under a leader who is not a player-leader, a second
 *                    player-leader, the ranks over the liege's).
 *
 * Format 1 records leaders as generation makes them, with room for what a
 * career changes: honor, and with it the esteem level, household, rank,
 * status and retainers used. bn-leader-xml.c says exactly what is checked.
 */
#pragma once

#include <glib.h>

#include "bn-leader-rules.h"
#include "bn-leader.h"

G_BEGIN_DECLS

#define BN_LEADER_XML_FORMAT 1

char      *bn_leader_xml_write      (const BnLeader  *leader,
                                     GPtrArray       *vassals,
                                     BnLeaderRules   *rules);
GPtrArray *bn_leader_xml_read_bytes (GBytes          *bytes,
                                     const char      *name,
                                     BnLeaderRules   *rules,
                                     GError         **error);
GPtrArray *bn_leader_xml_read_file  (const char      *path,
                                     BnLeaderRules   *rules,
                                     GError         **error);

G_END_DECLS
