/* bn-army-builder.h — one roster, built from the catalogue and checked live. */
#pragma once

#include <adwaita.h>

#include "bn-army-report.h"
#include "bn-muster-dialog.h"
#include "bn-points-bar.h"
#include "bn-store.h"
#include "bn-unit-editor.h"

G_BEGIN_DECLS

#define BN_TYPE_ARMY_BUILDER (bn_army_builder_get_type ())

G_DECLARE_FINAL_TYPE (BnArmyBuilder, bn_army_builder, BN, ARMY_BUILDER, GtkWidget)

GtkWidget          *bn_army_builder_new               (void);
void                bn_army_builder_set_context       (BnArmyBuilder  *self,
                                                       BnStore        *store,
                                                       BnLeaderRules  *leader_rules,
                                                       BnUnitRules    *unit_rules);
gboolean            bn_army_builder_set_army          (BnArmyBuilder  *self,
                                                       const BnArmy   *army,
                                                       GError        **error);
const BnArmy       *bn_army_builder_get_army          (BnArmyBuilder  *self);
const BnLeader     *bn_army_builder_get_leader        (BnArmyBuilder  *self);
const BnArmyReport *bn_army_builder_get_report        (BnArmyBuilder  *self);
gboolean            bn_army_builder_get_dirty         (BnArmyBuilder  *self);
void                bn_army_builder_reload_unit_types (BnArmyBuilder  *self);

/* What the builder shows, and the same steps a player takes with its
 * controls; each does exactly what the control it names does. */
BnPointsBar        *bn_army_builder_get_points_bar    (BnArmyBuilder  *self);
gboolean            bn_army_builder_can_save          (BnArmyBuilder  *self);
const char         *bn_army_builder_get_save_tooltip  (BnArmyBuilder  *self);
gboolean            bn_army_builder_save              (BnArmyBuilder  *self,
                                                       GError        **error);
BnMusterDialog     *bn_army_builder_muster            (BnArmyBuilder  *self);
BnUnitEditor       *bn_army_builder_new_unit_type     (BnArmyBuilder  *self);
void                bn_army_builder_search            (BnArmyBuilder  *self,
                                                       const char     *text);
guint               bn_army_builder_get_n_shown_types (BnArmyBuilder  *self);
gboolean            bn_army_builder_add_from_catalogue (BnArmyBuilder *self,
                                                       const char     *type_id,
                                                       gboolean        mercenary);
gboolean            bn_army_builder_remove_unit       (BnArmyBuilder  *self,
                                                       guint           index);
gboolean            bn_army_builder_set_unit_figures  (BnArmyBuilder  *self,
                                                       guint           index,
                                                       guint           figures);
guint               bn_army_builder_get_unit_max_figures (BnArmyBuilder *self,
                                                       guint           index);
gboolean            bn_army_builder_set_unit_colour   (BnArmyBuilder  *self,
                                                       guint           index,
                                                       BnColour        colour);
gboolean            bn_army_builder_set_unit_promise  (BnArmyBuilder  *self,
                                                       guint           index,
                                                       guint           promise);
gboolean            bn_army_builder_set_unit_leadership (BnArmyBuilder  *self,
                                                         guint           index,
                                                         guint           rating);
gboolean            bn_army_builder_shows_problem     (BnArmyBuilder  *self,
                                                       const char     *code,
                                                       gint            unit_index);
gboolean            bn_army_builder_is_stacked        (BnArmyBuilder  *self);

/* Words shared by every view of an army. */
char               *bn_army_builder_sentence          (const char     *message);
char               *bn_army_builder_leader_title      (BnLeaderRules  *rules,
                                                       const BnLeader *leader);
char               *bn_army_builder_describe_points   (const BnArmy       *army,
                                                       const BnArmyReport *report);

G_END_DECLS
