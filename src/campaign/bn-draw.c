/* bn-draw.c — draw records. */
#include "bn-draw.h"

BnDraw *
bn_draw_new (const char     *step,
             BnCard          card,
             BnChanceSource  source,
             gboolean        set_aside,
             const char     *outcome)
{
  BnDraw *draw = g_new0 (BnDraw, 1);

  g_return_val_if_fail (step != NULL, NULL);

  draw->step = g_strdup (step);
  draw->card = card;
  draw->source = source;
  draw->set_aside = set_aside;
  draw->outcome = g_strdup (outcome != NULL ? outcome : "");
  return draw;
}

BnDraw *
bn_draw_copy (const BnDraw *draw)
{
  g_return_val_if_fail (draw != NULL, NULL);

  return bn_draw_new (draw->step, draw->card, draw->source, draw->set_aside, draw->outcome);
}

void
bn_draw_free (BnDraw *draw)
{
  if (draw == NULL)
    return;
  g_free (draw->step);
  g_free (draw->outcome);
  g_free (draw);
}
