/* bn-chronicle-view.h — the Chronicle section: one leader's career. */
#pragma once

#include <adwaita.h>

#include "bn-honor-chart.h"
#include "bn-leader-rules.h"
#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_CHRONICLE_VIEW (bn_chronicle_view_get_type ())

G_DECLARE_FINAL_TYPE (BnChronicleView, bn_chronicle_view, BN, CHRONICLE_VIEW, AdwBin)

GtkWidget    *bn_chronicle_view_new             (void);
void          bn_chronicle_view_set_context     (BnChronicleView *self,
                                                 BnStore         *store,
                                                 BnLeaderRules   *rules);
void          bn_chronicle_view_set_campaign_id (BnChronicleView *self,
                                                 gint64           campaign_id);
void          bn_chronicle_view_reload          (BnChronicleView *self);

/* What the section shows, and the same steps a player takes with its
 * controls; each does exactly what the control it names does. */
const char   *bn_chronicle_view_get_page        (BnChronicleView *self);
gboolean      bn_chronicle_view_choose_leader   (BnChronicleView *self,
                                                 gint64           leader_id);
gint64        bn_chronicle_view_get_leader_id   (BnChronicleView *self);
guint         bn_chronicle_view_get_n_chapters  (BnChronicleView *self);
const char   *bn_chronicle_view_get_chapter_title (BnChronicleView *self,
                                                 guint            index);
const char   *bn_chronicle_view_get_text        (BnChronicleView *self);
BnHonorChart *bn_chronicle_view_get_chart       (BnChronicleView *self);
gboolean      bn_chronicle_view_export_pdf      (BnChronicleView *self,
                                                 GFile           *file,
                                                 guint           *out_n_pages,
                                                 GError         **error);

G_END_DECLS
