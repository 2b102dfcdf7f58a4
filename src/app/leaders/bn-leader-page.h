/* bn-leader-page.h — one leader's whole record, as a page. */
#pragma once

#include <adwaita.h>

#include "bn-leader-rules.h"
#include "bn-store.h"

G_BEGIN_DECLS

#define BN_TYPE_LEADER_PAGE (bn_leader_page_get_type ())

G_DECLARE_FINAL_TYPE (BnLeaderPage, bn_leader_page, BN, LEADER_PAGE, AdwBin)

GtkWidget      *bn_leader_page_new          (void);
void            bn_leader_page_set_context  (BnLeaderPage   *self,
                                             BnStore        *store,
                                             BnLeaderRules  *rules);
const BnLeader *bn_leader_page_get_leader   (BnLeaderPage   *self);
void            bn_leader_page_set_leader   (BnLeaderPage   *self,
                                             const BnLeader *leader);
guint           bn_leader_page_get_n_ledger_chapters (BnLeaderPage *self);
gboolean        bn_leader_page_export_to_file (BnLeaderPage *self,
                                             GFile          *file,
                                             GError        **error);

/* Words shared by every view of a leader. */
const char     *bn_leader_page_role_name    (const BnLeader *leader);
char           *bn_leader_page_describe     (BnLeaderRules  *rules,
                                             const BnLeader *leader);
const char     *bn_leader_page_status_name  (const char     *status);
const char     *bn_leader_page_step_name    (const char     *step);
GtkWidget      *bn_leader_page_make_tag     (const char     *text,
                                             const char     *css_class);

/* Exchange files, and how the Leaders section reports on them. */
void            bn_leader_page_show_toast   (GtkWidget      *widget,
                                             const char     *text);
gboolean        bn_leader_page_assign_skill_point (BnLeaderPage  *self,
                                                   const char    *skill_id,
                                                   GError       **error);
void            bn_leader_page_show_error   (GtkWidget      *widget,
                                             const char     *heading,
                                             const char     *body);

G_END_DECLS
