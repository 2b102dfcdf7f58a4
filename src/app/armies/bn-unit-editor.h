/* bn-unit-editor.h — making a unit by hand, priced as it is made. */
#pragma once

#include <adwaita.h>

#include "bn-store.h"
#include "bn-unit-rules.h"

G_BEGIN_DECLS

#define BN_TYPE_UNIT_EDITOR (bn_unit_editor_get_type ())

G_DECLARE_FINAL_TYPE (BnUnitEditor, bn_unit_editor, BN, UNIT_EDITOR, AdwWindow)

BnUnitEditor *bn_unit_editor_new            (GtkWindow    *parent,
                                             BnStore      *store,
                                             BnUnitRules  *rules);

const BnUnit *bn_unit_editor_peek_unit      (BnUnitEditor *self);
char         *bn_unit_editor_make_type_id   (const char   *name);

/* What the editor shows, and the same steps a player takes with its
 * controls; each does exactly what the control it names does. */
guint         bn_unit_editor_get_price      (BnUnitEditor *self);
const char   *bn_unit_editor_get_breakdown  (BnUnitEditor *self);
const char   *bn_unit_editor_get_refusal    (BnUnitEditor *self);
const char   *bn_unit_editor_get_save_message (BnUnitEditor *self);
gboolean      bn_unit_editor_get_saved      (BnUnitEditor *self);
void          bn_unit_editor_set_name       (BnUnitEditor *self,
                                             const char   *name);
void          bn_unit_editor_set_arm        (BnUnitEditor *self,
                                             BnArm         arm);
void          bn_unit_editor_set_armour     (BnUnitEditor *self,
                                             BnArmour      armour);
void          bn_unit_editor_set_morale     (BnUnitEditor *self,
                                             BnMorale      morale);
gboolean      bn_unit_editor_set_weapon     (BnUnitEditor *self,
                                             const char   *weapon_id);
void          bn_unit_editor_set_shields    (BnUnitEditor *self,
                                             gboolean      shields);
void          bn_unit_editor_set_light      (BnUnitEditor *self,
                                             gboolean      light);
void          bn_unit_editor_set_dedicated  (BnUnitEditor *self,
                                             gboolean      dedicated);
void          bn_unit_editor_set_mercenary  (BnUnitEditor *self,
                                             gboolean      mercenary);
void          bn_unit_editor_set_leadership (BnUnitEditor *self,
                                             guint         leadership);
void          bn_unit_editor_set_figures    (BnUnitEditor *self,
                                             guint         figures);
guint         bn_unit_editor_get_max_figures (BnUnitEditor *self);
gboolean      bn_unit_editor_add_to_army    (BnUnitEditor *self);
gboolean      bn_unit_editor_save_type      (BnUnitEditor *self);

G_END_DECLS
