/* bn-points-bar.h — an army's points, spent, promised and unspent, at a glance. */
#pragma once

#include <gtk/gtk.h>

#include "bn-army-report.h"

G_BEGIN_DECLS

#define BN_TYPE_POINTS_BAR (bn_points_bar_get_type ())

G_DECLARE_FINAL_TYPE (BnPointsBar, bn_points_bar, BN, POINTS_BAR, GtkWidget)

GtkWidget  *bn_points_bar_new          (void);
void        bn_points_bar_set_report   (BnPointsBar        *self,
                                        const BnArmyReport *report,
                                        gboolean            mustered);
gboolean    bn_points_bar_get_mustered (BnPointsBar        *self);
guint       bn_points_bar_get_total    (BnPointsBar        *self);
guint       bn_points_bar_get_spent    (BnPointsBar        *self);
guint       bn_points_bar_get_promised (BnPointsBar        *self);
guint       bn_points_bar_get_unspent  (BnPointsBar        *self);
guint       bn_points_bar_get_over     (BnPointsBar        *self);
char       *bn_points_bar_get_text     (BnPointsBar        *self);

G_END_DECLS
