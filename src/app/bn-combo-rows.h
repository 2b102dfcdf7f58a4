/* bn-combo-rows.h — a combo row's choices shown whole in its list. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void bn_combo_row_show_whole_choices (AdwComboRow *row);

G_END_DECLS
