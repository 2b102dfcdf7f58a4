/* bn-window.h — the main window: the five sections of Banneret. */
#pragma once

#include <adwaita.h>

#include "bn-application.h"
#include "bn-armies-view.h"
#include "bn-battles-view.h"
#include "bn-chronicle-view.h"
#include "bn-campaign-view.h"
#include "bn-leaders-view.h"

G_BEGIN_DECLS

#define BN_TYPE_WINDOW (bn_window_get_type ())

G_DECLARE_FINAL_TYPE (BnWindow, bn_window, BN, WINDOW, AdwApplicationWindow)

BnWindow   *bn_window_new          (BnApplication *application);
const char *bn_window_get_section  (BnWindow      *self);
void        bn_window_set_section  (BnWindow      *self,
                                    const char    *name);
gboolean    bn_window_is_showing_error (BnWindow  *self);
gboolean    bn_window_open_file     (BnWindow      *self,
                                     GFile         *file);
gboolean    bn_window_new_database  (BnWindow      *self,
                                     const char    *path,
                                     GError       **error);
const char *bn_window_get_subtitle  (BnWindow      *self);

/* How the last change can be taken back (bn_window_offer_undo()). */
typedef enum
{
  BN_WINDOW_UNDO_NONE,
  BN_WINDOW_UNDO_RESTORE,
  BN_WINDOW_UNDO_ARCHIVE,
  BN_WINDOW_UNDO_UNARCHIVE,
  BN_WINDOW_UNDO_RENAME,
  BN_WINDOW_UNDO_DELETE,
} BnWindowUndo;

void        bn_window_offer_undo    (BnWindow      *self,
                                     const char    *message,
                                     BnWindowUndo   undo,
                                     BnStoreKind    kind,
                                     gint64         id,
                                     const char    *old_name);
gboolean    bn_window_undo          (BnWindow      *self);
GPtrArray  *bn_window_advance_campaign (BnWindow   *self,
                                        gint64      id,
                                        GError    **error);
gboolean    bn_window_rename_record (BnWindow      *self,
                                     BnStoreKind    kind,
                                     gint64         id,
                                     const char    *name,
                                     GError       **error);
BnCampaignView *bn_window_get_campaign_view (BnWindow *self);
BnLeadersView  *bn_window_get_leaders_view  (BnWindow *self);
BnArmiesView   *bn_window_get_armies_view   (BnWindow *self);
BnBattlesView  *bn_window_get_battles_view  (BnWindow *self);
BnChronicleView *bn_window_get_chronicle_view (BnWindow *self);

G_END_DECLS
