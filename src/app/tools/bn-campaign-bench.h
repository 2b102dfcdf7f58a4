/* bn-campaign-bench.h — how a long campaign costs: the run behind
 * "banneret-cli bench campaign" and the app's Measure Engine Speed. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define BN_CAMPAIGN_BENCH_BARONS 50

typedef struct
{
  guint battles;
  guint leaders_at_start;       /* Barons and their vassals */
  guint replaced;               /* Barons who could not take the field, replaced */
  double apply_first_ms;        /* the mean of the first few applies */
  double apply_last_ms;         /* … and of the last few */
  guint n_first, n_last;
  gint64 file_bytes;
  double leaders_list_ms;
  guint n_leaders;
  double battles_list_ms;
  guint n_battles;
  double ledger_ms;
  guint ledger_lines;
  double chronicle_ms;
  guint chronicle_battles;
  gint64 campaign_id;
  gint64 busiest_leader;        /* whose ledger and chronicle were read */
} BnCampaignBench;

/* @done of @total battles fought and applied; called in the running thread. */
typedef void (*BnCampaignBenchProgress) (guint    done,
                                         guint    total,
                                         gpointer user_data);

BnCampaignBench *bn_campaign_bench_run     (const char               *path,
                                            guint                     battles,
                                            BnCampaignBenchProgress   progress,
                                            gpointer                  user_data,
                                            GCancellable             *cancellable,
                                            GError                  **error);
void             bn_campaign_bench_free    (BnCampaignBench          *bench);
char            *bn_campaign_bench_to_text (const BnCampaignBench    *bench);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnCampaignBench, bn_campaign_bench_free)

G_END_DECLS
