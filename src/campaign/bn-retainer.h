/* bn-retainer.h — one retainer of a leader or hero.
 *
 * Common retainers (Page, Squire, Sergeant) serve every leader and hero;
 * special ones come to player-leaders with their rank, one card each. The
 * type ids and numbers come from data/leaders.xml.
 */
#pragma once

#include <glib.h>

#include "bn-card.h"

G_BEGIN_DECLS

typedef enum
{
  BN_RETAINER_COMMON,
  BN_RETAINER_SPECIAL,
} BnRetainerKind;

typedef enum
{
  BN_RETAINER_AVAILABLE,
  BN_RETAINER_USED,
} BnRetainerState;

typedef struct
{
  BnRetainerKind kind;
  char *type_id;          /* "page", "squire", "archer", "herald", … (data ids) */
  guint success;          /* succeeds on a D20 roll of 1..success; 0: needs no roll */
  guint bonus;            /* archer, champion, standard; 0 for the others */
  BnCard card;            /* the card that brought a special retainer, else BN_CARD_INVALID */
  BnRetainerState state;
} BnRetainer;

BnRetainer *bn_retainer_new             (BnRetainerKind  kind,
                                         const char     *type_id);
BnRetainer *bn_retainer_copy            (const BnRetainer *retainer);
void        bn_retainer_free            (BnRetainer     *retainer);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnRetainer, bn_retainer_free)

G_END_DECLS
