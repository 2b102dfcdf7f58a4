/* bn-bench-dialog.h — Measure Engine Speed: "banneret-cli bench battle" in the app. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BN_TYPE_BENCH_DIALOG (bn_bench_dialog_get_type ())

G_DECLARE_FINAL_TYPE (BnBenchDialog, bn_bench_dialog, BN, BENCH_DIALOG, AdwWindow)

BnBenchDialog *bn_bench_dialog_new        (GtkWindow     *parent);
void           bn_bench_dialog_run        (BnBenchDialog *self);
gboolean       bn_bench_dialog_is_running (BnBenchDialog *self);
void           bn_bench_dialog_run_campaign        (BnBenchDialog *self);
gboolean       bn_bench_dialog_is_running_campaign (BnBenchDialog *self);
const char    *bn_bench_dialog_get_campaign_text   (BnBenchDialog *self);

G_END_DECLS
