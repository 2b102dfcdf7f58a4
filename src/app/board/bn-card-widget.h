/* bn-card-widget.h — one playing card, drawn as a card. */
#pragma once

#include <gtk/gtk.h>

#include "bn-card.h"

G_BEGIN_DECLS

#define BN_TYPE_CARD_WIDGET (bn_card_widget_get_type ())

G_DECLARE_FINAL_TYPE (BnCardWidget, bn_card_widget, BN, CARD_WIDGET, GtkWidget)

GtkWidget *bn_card_widget_new           (BnCard        card);
BnCard     bn_card_widget_get_card      (BnCardWidget *self);
void       bn_card_widget_set_card      (BnCardWidget *self,
                                         BnCard        card);
gboolean   bn_card_widget_get_compact   (BnCardWidget *self);
void       bn_card_widget_set_compact   (BnCardWidget *self,
                                         gboolean      compact);
gboolean   bn_card_widget_get_set_aside (BnCardWidget *self);
void       bn_card_widget_set_set_aside (BnCardWidget *self,
                                         gboolean      set_aside);

G_END_DECLS
