/* bn-draw.h — one card drawn while generating a leader, and what it decided. */
#pragma once

#include <glib.h>

#include "bn-card.h"
#include "bn-chance.h"

G_BEGIN_DECLS

typedef struct
{
  char *step;             /* "esteem", "motivation", "skills", "special-retainer" */
  BnCard card;
  BnChanceSource source;
  gboolean set_aside;     /* the card had no row and another was drawn */
  char *outcome;          /* what it decided, in words */
} BnDraw;

BnDraw     *bn_draw_new                 (const char     *step,
                                         BnCard          card,
                                         BnChanceSource  source,
                                         gboolean        set_aside,
                                         const char     *outcome);
BnDraw     *bn_draw_copy                (const BnDraw   *draw);
void        bn_draw_free                (BnDraw         *draw);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnDraw, bn_draw_free)

G_END_DECLS
