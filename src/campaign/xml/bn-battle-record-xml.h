/* bn-battle-record-xml.h — a recorded battle as an XML document.
 *
 * The document (schema data/battle-result.rng, format 1) is what a player
 * writes after a game on the table and hands to `battle record --from`; it
 * is also how the store keeps each replaced version of a corrected battle.
 * Reading is untrusted: the safe loader, the schema, then the record's own
 * shape; the caller then checks it against the campaign
 * (bn_battle_record_check()). Any problem refuses the whole document.
 */
#pragma once

#include <gio/gio.h>

#include "bn-battle-record.h"

G_BEGIN_DECLS

#define BN_BATTLE_RECORD_XML_FORMAT 1

BnBattleRecord *bn_battle_record_xml_read_bytes (GBytes               *bytes,
                                                 const char           *name,
                                                 GError              **error);
BnBattleRecord *bn_battle_record_xml_read_file  (const char           *path,
                                                 GError              **error);
char           *bn_battle_record_xml_write      (const BnBattleRecord *record);

G_END_DECLS
