/* test-career-incremental.c — a battle or advance at the end of a campaign
 * replays only itself, from the state the commit before it kept; what it
 * derives (careers, ledgers, special retainers, contracts, heirs, rosters)
 * must be the very one a full replay from the first event writes, through
 * battles, advances, corrections and newcomers. */
#include "bn-config.h"

#include "bn-career.h"
#include "bn-career-fight.h"
#include "bn-store.h"
#include "cli-run.h"

/* Everything the careers derive, in words: each leader's career and
 * ledger, his special retainers, the contracts, what is pending (heirs
 * included) and the rosters' posts. */
static char *
campaign_dump (BnStore *store,
               gint64   campaign_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) leaders = bn_store_list_leaders (store, campaign_id, &error);
  g_autoptr(GPtrArray) contracts = NULL;
  g_autoptr(GPtrArray) pending = NULL;
  g_autoptr(GPtrArray) armies = NULL;
  GString *out = g_string_new (NULL);

  g_assert_no_error (error);
  for (guint i = 0; i < leaders->len; i++)
    {
      const BnLeader *leader = g_ptr_array_index (leaders, i);
      g_autoptr(GPtrArray) ledger = bn_career_get_ledger (store, leader->id, &error);
      g_autoptr(BnCareerLeader) cl = bn_career_get_leader (store, leader->id, &error);

      g_assert_no_error (error);
      g_string_append_printf (out,
                              "leader %" G_GINT64_FORMAT " rank %u esteem %u honor %u household %u status %s "
                              "purse %u wounds %u skill points %u/%u honor gained %u battles %u joined after %u\n",
                              leader->id, leader->social_rank, leader->esteem_level, leader->honor, leader->household,
                              leader->status, cl->purse, cl->wound_battles, cl->skill_points_earned,
                              cl->skill_points_spent, cl->honor_gained, cl->battles_fought, cl->joined_after);
      for (guint j = 0; j < cl->special_retainers->len; j++)
        {
          const BnRetainer *r = g_ptr_array_index (cl->special_retainers, j);

          g_string_append_printf (out, "  special %s card %d bonus %u success %u\n", r->type_id, (int) r->card,
                                  r->bonus, r->success);
        }
      for (guint j = 0; j < ledger->len; j++)
        {
          g_autofree char *line = bn_ledger_entry_to_string (g_ptr_array_index (ledger, j));

          g_string_append_printf (out, "  %s\n", line);
        }
    }
  contracts = bn_career_list_contracts (store, campaign_id, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < contracts->len; i++)
    {
      const BnMercenaryContract *c = g_ptr_array_index (contracts, i);

      g_string_append_printf (out, "contract %" G_GINT64_FORMAT " battle %" G_GINT64_FORMAT " unit %u %u %s %u\n",
                              c->leader_id, c->battle_id, c->unit, c->amount, bn_contract_status_get_id (c->status),
                              c->advances_unpaid);
    }
  pending = bn_career_list_pending (store, campaign_id, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < pending->len; i++)
    {
      const BnCareerPending *p = g_ptr_array_index (pending, i);

      g_string_append_printf (out, "pending %" G_GINT64_FORMAT " points %u heir %d owed %u\n", p->leader_id,
                              p->skill_points, p->needs_heir, p->owed);
    }
  armies = bn_store_list_armies (store, campaign_id, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < armies->len; i++)
    {
      const BnArmy *army = g_ptr_array_index (armies, i);

      g_string_append_printf (out, "army %" G_GINT64_FORMAT ":", army->id);
      for (guint j = 0; j < army->posts->len; j++)
        {
          const BnArmyPost *post = g_ptr_array_index (army->posts, j);

          g_string_append_printf (out, " %" G_GINT64_FORMAT "/%d/%d", post->leader_id, (int) post->role,
                                  post->unit_index);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

/* A new player-leader with a host, in place of one who cannot fight. */
static gint64
new_host (const char *db,
          guint       n)
{
  g_autofree char *name = g_strdup_printf ("Newcomer %u", n);
  g_autofree char *leader = ok_db (db, "leader", "generate", "--campaign", "1", "--player", "--name", name, NULL);
  g_autofree char *leader_id = g_strndup (leader + strlen ("Leader "), strcspn (leader + strlen ("Leader "), ":"));
  g_autofree char *army = ok_db (db, "army", "muster", "--leader", leader_id, "--draws", "QH,KC", NULL);
  g_autofree char *army_id = g_strndup (army + strlen ("Army "), strcspn (army + strlen ("Army "), ":"));

  g_free (ok_db (db, "army", "add", army_id, "mounted-knights", NULL));
  g_free (ok_db (db, "army", "add", army_id, "spearmen", NULL));
  return g_ascii_strtoll (army_id, NULL, 10);
}

static void
test_incremental_equals_full (void)
{
  g_autofree char *dir = g_dir_make_tmp ("banneret-incremental-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "campaign.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = NULL;
  const char *names[] = { "Hugh", "Odo", "Guy", "Walter" };
  guint applied = 0;

  g_free (ok_db (db, "campaign", "new", "Marches", "--seed", "7", NULL));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *army = g_strdup_printf ("%u", i + 1);

      g_free (ok_db (db, "leader", "generate", "--campaign", "1", "--player", "--name", names[i], NULL));
      g_free (ok_db (db, "army", "muster", "--leader", army, "--draws", "QH,KC", NULL));
      g_free (ok_db (db, "army", "add", army, "mounted-knights", NULL));
      g_free (ok_db (db, "army", "add", army, "spearmen", NULL));
      g_free (ok_db (db, "army", "add", army, "longbowmen", NULL));
    }
  store = bn_store_open (db, &error);
  g_assert_no_error (error);

  gint64 hosts[4] = { 1, 2, 3, 4 };
  guint newcomers = 0;
  guint corrected = 0;

  for (guint n = 0; n < 60; n++)
    {
      guint a = n % 4, b = (n + 1 + n / 4) % 4;
      BnFightRequest request = { .campaign_id = 1, .seed = n + 1 };
      g_autoptr(BnBattleRecord) record = NULL;
      g_autofree char *incremental = NULL;
      g_autofree char *full = NULL;

      if (a == b)
        b = (a + 1) % 4;
      request.army_id = hosts[a];
      request.opponent_army_id = hosts[b];
      record = bn_career_fight (store, &request, NULL, &error);
      if (record == NULL)
        {
          /* A leader who cannot take the field any more: both hosts are
           * given to newcomers and the campaign goes on. */
          g_clear_error (&error);
          hosts[a] = new_host (db, ++newcomers);
          hosts[b] = new_host (db, ++newcomers);
          request.army_id = hosts[a];
          request.opponent_army_id = hosts[b];
          record = bn_career_fight (store, &request, NULL, &error);
          g_assert_no_error (error);
        }
      g_assert_true (bn_career_apply_battle (store, record->id, NULL, &error));
      g_assert_no_error (error);
      applied++;
      if (n % 5 == 4)
        {
          g_autoptr(GPtrArray) pending = bn_career_advance (store, 1, NULL, &error);

          g_assert_no_error (error);
        }
      if (n % 7 == 6)
        {
          /* A correction of an earlier battle: the careers replay from
           * the first event, and the battles after it append again. */
          g_autoptr(BnBattleRecord) earlier = bn_career_get_battle (store, record->id / 2, &error);

          g_assert_no_error (error);
          earlier->winner = earlier->winner == BN_WINNER_PLAYER ? BN_WINNER_OPPONENT : BN_WINNER_PLAYER;
          /* A battle whose leader has died since is refused (its check
           * reads the leaders as they are now): another comes later. */
          if (bn_career_correct_battle (store, earlier, "the other side held the field", &error))
            corrected++;
          g_clear_error (&error);
        }
      /* Every third battle, so that appends follow appends unchecked. */
      if (n % 3 != 2)
        continue;
      incremental = campaign_dump (store, 1);
      g_assert_true (bn_career_recompute (store, 1, &error));
      g_assert_no_error (error);
      full = campaign_dump (store, 1);
      g_assert_cmpstr (incremental, ==, full);
    }
  g_test_message ("%u battles applied, %u corrected", applied, corrected);
  g_assert_cmpuint (corrected, >, 0);
  g_assert_cmpuint (applied, ==, 60);
  remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/career/incremental-equals-full", test_incremental_equals_full);
  return g_test_run ();
}
