/* test-career-incremental.c — a battle or advance at the end of a campaign
 * replays only itself, from the state the commit before it kept; what it
 * derives (careers, ledgers, special retainers, contracts, heirs, rosters)
 * must be the very one a full replay from the first event writes, through
 * battles, advances, corrections and newcomers: in a set sequence, and in
 * seeded random sequences of records, applies (in any order),
 * corrections and advances (/career/random/SEED; -m slow runs 2,000
 * operations a seed instead of 150). */
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

/* A unit the army's points may not stretch to (a leader's household sets
 * them): refused whole, the roster as it was, or added. */
static void
add_if_affordable (const char *db,
                   const char *army_id,
                   const char *unit_type)
{
  g_auto(Run) run = { 0 };

  run_db (&run, db, "army", "add", army_id, unit_type, NULL);
  if (run.status != 0)
    g_assert_nonnull (strstr (run.err, "nothing was saved"));
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
  add_if_affordable (db, army_id, "spearmen");
  return g_ascii_strtoll (army_id, NULL, 10);
}

/* Four player-leaders, each with a host of three units: armies 1 to 4. */
static BnStore *
new_campaign (const char *db,
              guint       seed)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *seed_text = g_strdup_printf ("%u", seed);
  const char *names[] = { "Hugh", "Odo", "Guy", "Walter" };
  BnStore *store;

  g_free (ok_db (db, "campaign", "new", "Marches", "--seed", seed_text, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *army = g_strdup_printf ("%u", i + 1);

      g_free (ok_db (db, "leader", "generate", "--campaign", "1", "--player", "--name", names[i], NULL));
      g_free (ok_db (db, "army", "muster", "--leader", army, "--draws", "QH,KC", NULL));
      g_free (ok_db (db, "army", "add", army, "mounted-knights", NULL));
      add_if_affordable (db, army, "spearmen");
      add_if_affordable (db, army, "longbowmen");
    }
  store = bn_store_open (db, &error);
  g_assert_no_error (error);
  return store;
}

/* What the commits kept is what a full replay from the first event gives. */
static void
assert_incremental_equals_full (BnStore *store)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *incremental = campaign_dump (store, 1);
  g_autofree char *full = NULL;

  g_assert_true (bn_career_recompute (store, 1, &error));
  g_assert_no_error (error);
  full = campaign_dump (store, 1);
  if (g_strcmp0 (incremental, full) != 0)
    {
      g_auto(GStrv) kept = g_strsplit (incremental, "\n", -1);
      g_auto(GStrv) replayed = g_strsplit (full, "\n", -1);
      guint i = 0;

      /* The first line that differs, with the leader it is under, says
       * more than the two dumps whole. */
      while (kept[i] != NULL && replayed[i] != NULL && g_str_equal (kept[i], replayed[i]))
        i++;
      for (guint j = i; j-- > 0;)
        if (g_str_has_prefix (kept[j], "leader "))
          {
            g_test_message ("under: %s", kept[j]);
            break;
          }
      g_assert_cmpstr (kept[i], ==, replayed[i]);
    }
}

static void
test_incremental_equals_full (void)
{
  g_autofree char *dir = g_dir_make_tmp ("banneret-incremental-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "campaign.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = new_campaign (db, 7);
  guint applied = 0;
  gint64 hosts[4] = { 1, 2, 3, 4 };
  guint newcomers = 0;
  guint corrected = 0;

  for (guint n = 0; n < 60; n++)
    {
      guint a = n % 4, b = (n + 1 + n / 4) % 4;
      BnFightRequest request = { .campaign_id = 1, .seed = n + 1 };
      g_autoptr(BnBattleRecord) record = NULL;

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
      if (n % 3 == 2)
        assert_incremental_equals_full (store);
    }
  g_test_message ("%u battles applied, %u corrected", applied, corrected);
  g_assert_cmpuint (corrected, >, 0);
  g_assert_cmpuint (applied, ==, 60);
  remove_tree (dir);
}

/* A seeded random campaign: battles are fought and recorded, applied in
 * any order (or refused, when a leader of theirs has fallen since), the
 * recent ones corrected, seasons advanced; a leader who can no longer take
 * the field hands his host to a newcomer. Every 25 operations and at the
 * end, what the commits kept must be what a full replay gives. */
static void
test_random_operations (gconstpointer data)
{
  guint seed = GPOINTER_TO_UINT (data);
  guint n_operations = g_test_slow () ? 2000 : 150;
  g_autofree char *dir = g_dir_make_tmp ("banneret-random-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "campaign.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = new_campaign (db, seed);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GArray) unapplied = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) applied = g_array_new (FALSE, FALSE, sizeof (gint64));
  gint64 hosts[4] = { 1, 2, 3, 4 };
  guint newcomers = 0, fought = 0, refused = 0, corrected = 0, advanced = 0;

  for (guint n = 0; n < n_operations; n++)
    {
      int roll = g_rand_int_range (rand, 0, 100);

      if (roll < 40 || (roll < 75 && unapplied->len == 0))
        {
          guint a = (guint) g_rand_int_range (rand, 0, 4);
          guint b = (a + (guint) g_rand_int_range (rand, 1, 4)) % 4;
          BnFightRequest request = { .campaign_id = 1, .army_id = hosts[a], .opponent_army_id = hosts[b],
                                     .seed = g_rand_int (rand) };
          g_autoptr(BnBattleRecord) record = bn_career_fight (store, &request, NULL, &error);

          if (record == NULL)
            {
              g_clear_error (&error);
              hosts[a] = new_host (db, ++newcomers);
              hosts[b] = new_host (db, ++newcomers);
              continue;
            }
          g_array_append_val (unapplied, record->id);
          fought++;
        }
      else if (roll < 75)
        {
          guint i = (guint) g_rand_int_range (rand, 0, (gint32) unapplied->len);
          gint64 id = g_array_index (unapplied, gint64, i);

          g_array_remove_index (unapplied, i);
          if (bn_career_apply_battle (store, id, NULL, &error))
            g_array_append_val (applied, id);
          else
            refused++;
          g_clear_error (&error);
        }
      else if (roll < 88 && applied->len > 0)
        {
          /* Players correct what they recorded lately. */
          guint recent = MIN (applied->len, 20u);
          gint64 id = g_array_index (applied, gint64, applied->len - 1 - (guint) g_rand_int_range (rand, 0, (gint32) recent));
          g_autoptr(BnBattleRecord) earlier = bn_career_get_battle (store, id, &error);

          g_assert_no_error (error);
          earlier->winner = earlier->winner == BN_WINNER_PLAYER ? BN_WINNER_OPPONENT : BN_WINNER_PLAYER;
          if (bn_career_correct_battle (store, earlier, "the other side held the field", &error))
            corrected++;
          g_clear_error (&error);
        }
      else
        {
          g_autoptr(GPtrArray) pending = bn_career_advance (store, 1, NULL, &error);

          g_assert_no_error (error);
          advanced++;
        }
      if (n % 25 == 24)
        {
          g_test_message ("seed %u, after operation %u", seed, n + 1);
          assert_incremental_equals_full (store);
        }
    }
  assert_incremental_equals_full (store);
  g_test_message ("seed %u: %u operations: %u battles fought, %u applied, %u refused, %u corrected, %u advances, "
                  "%u newcomers", seed, n_operations, fought, applied->len, refused, corrected, advanced, newcomers);
  g_assert_cmpuint (applied->len, >, 0);
  g_assert_cmpuint (corrected, >, 0);
  remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/career/incremental-equals-full", test_incremental_equals_full);
  for (guint seed = 1; seed <= 3; seed++)
    {
      g_autofree char *path = g_strdup_printf ("/career/random/%u", seed);

      g_test_add_data_func (path, GUINT_TO_POINTER (seed), test_random_operations);
    }
  return g_test_run ();
}
