/* bn-honor-chart.h — a leader's honor across his battles, drawn. */
#pragma once

#include <gtk/gtk.h>

#include "bn-chronicle-sheet.h"

G_BEGIN_DECLS

#define BN_TYPE_HONOR_CHART (bn_honor_chart_get_type ())

G_DECLARE_FINAL_TYPE (BnHonorChart, bn_honor_chart, BN, HONOR_CHART, GtkWidget)

GtkWidget *bn_honor_chart_new           (void);
void       bn_honor_chart_set_chronicle (BnHonorChart      *self,
                                         const BnChronicle *chronicle,
                                         BnLeaderRules     *rules);
guint      bn_honor_chart_get_n_points  (BnHonorChart      *self);

G_END_DECLS
