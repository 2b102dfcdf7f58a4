/* bn-battle-log-xml-private.h — what the battle log's files share: the
 * words an army's units and commanders are written with, which the reader
 * accepts back (bn-battle-log-xml.c, bn-battle-log-xml-read.c).
 */
#pragma once

#include "bn-battle-log-xml.h"

G_BEGIN_DECLS

/* Each NULL-terminated, indexed by the battle core's enum. */
G_GNUC_INTERNAL extern const char * const bn_battle_log_arm_words[];
G_GNUC_INTERNAL extern const char * const bn_battle_log_class_words[];
G_GNUC_INTERNAL extern const char * const bn_battle_log_armour_words[];
G_GNUC_INTERNAL extern const char * const bn_battle_log_colour_words[];
G_GNUC_INTERNAL extern const char * const bn_battle_log_rank_words[];

G_END_DECLS
