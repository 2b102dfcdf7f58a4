/* career-fixture.h — what the career tests share (test-career.c and
 * test-career-risk.c): a temporary database with a campaign, the rule
 * tables, leaders, armies and battle records made and applied, and the
 * ledger read back.
 */
#pragma once

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bn-army-unit.h"
#include "bn-battle-record-xml.h"
#include "bn-career.h"
#include "bn-career-chronicle.h"
#include "bn-leader-generator.h"
#include "bn-store.h"
#include "bn-xml.h"

typedef struct
{
  char *dir;
  char *path;
  BnStore *store;
  BnCareerRules *career_rules;
  BnLeaderRules *leader_rules;
  BnUnitRules *unit_rules;
  gint64 campaign_id;
} Fixture;

static inline void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCampaign) campaign = NULL;

  fixture->dir = g_dir_make_tmp ("banneret-career-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->path = g_build_filename (fixture->dir, "test.db", NULL);
  fixture->store = bn_store_open (fixture->path, &error);
  g_assert_no_error (error);
  fixture->career_rules = bn_career_rules_load_default (&error);
  g_assert_no_error (error);
  fixture->leader_rules = bn_leader_rules_load_default (&error);
  g_assert_no_error (error);
  fixture->unit_rules = bn_unit_rules_load_default (&error);
  g_assert_no_error (error);
  campaign = bn_store_create_campaign (fixture->store, "The Marches", 1190, &error);
  g_assert_no_error (error);
  fixture->campaign_id = campaign->id;
}

static inline void
remove_dir (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (dir);
}

static inline void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_pointer (&fixture->store, bn_store_unref);
  bn_career_rules_unref (fixture->career_rules);
  bn_leader_rules_unref (fixture->leader_rules);
  bn_unit_rules_unref (fixture->unit_rules);
  remove_dir (fixture->dir);
  g_free (fixture->path);
  g_free (fixture->dir);
}

/* A leader made by hand, so each test fixes exactly what it needs. */
static inline BnLeader *
new_leader (Fixture    *fixture,
            const char *name,
            gboolean    is_player,
            guint       rank,
            guint       esteem,
            guint       honor,
            const char *motivation,
            guint       pcs)
{
  BnLeader *leader = bn_leader_new ();
  static const char * const commons[][2] = { { "page", "10" }, { "squire", "15" }, { "sergeant", "19" } };

  leader->campaign_id = fixture->campaign_id;
  leader->name = g_strdup (name);
  leader->is_player = is_player;
  leader->social_rank = rank;
  leader->esteem_level = esteem;
  leader->esteem_score = (gint) esteem + 3;
  leader->honor = honor;
  leader->motivation = g_strdup (motivation);
  leader->skills[BN_SKILL_INITIATIVE] = 3;
  leader->skills[BN_SKILL_MORALE_BONUS] = 3;
  leader->skills[BN_SKILL_COMBAT_BONUS] = 3;
  leader->skills[BN_SKILL_PERSONAL_COMBAT] = pcs;
  leader->skill_points = 12 + pcs;
  leader->household = rank + esteem;
  for (guint i = 0; i < G_N_ELEMENTS (commons); i++)
    {
      BnRetainer *retainer = bn_retainer_new (BN_RETAINER_COMMON, commons[i][0]);

      retainer->success = (guint) atoi (commons[i][1]);
      g_ptr_array_add (leader->retainers, retainer);
    }
  return leader;
}

static inline gint64
store_leader (Fixture    *fixture,
              const char *name,
              gboolean    is_player,
              guint       rank,
              guint       esteem,
              guint       honor,
              const char *motivation,
              guint       pcs)
{
  g_autoptr(BnLeader) leader = new_leader (fixture, name, is_player, rank, esteem, honor, motivation, pcs);
  g_autoptr(GError) error = NULL;

  g_assert_true (bn_store_insert_leader (fixture->store, leader, &error));
  g_assert_no_error (error);
  return leader->id;
}

static inline BnArmy *
new_army (Fixture            *fixture,
          gint64              leader_id,
          const char         *name,
          const char * const *types)
{
  BnArmy *army = bn_army_new (leader_id, name);

  for (guint i = 0; types[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      BnUnit *unit = bn_unit_rules_new_unit (fixture->unit_rules, types[i], &error);

      g_assert_no_error (error);
      unit->colour = BN_COLOUR_RED;
      g_ptr_array_add (army->units, bn_army_unit_new (unit, unit->mercenary ? 3 : 0));
    }
  return army;
}

static inline gint64
store_army (Fixture            *fixture,
            gint64              leader_id,
            const char         *name,
            const char * const *types)
{
  g_autoptr(BnArmy) army = new_army (fixture, leader_id, name, types);
  g_autoptr(GError) error = NULL;

  g_assert_true (bn_store_save_army (fixture->store, army, &error));
  g_assert_no_error (error);
  return army->id;
}

static inline BnBattleRecord *
new_record (Fixture    *fixture,
            const char *name,
            gint64      army_id)
{
  BnBattleRecord *record = bn_battle_record_new ();

  record->campaign_id = fixture->campaign_id;
  record->name = g_strdup (name);
  record->army_id = army_id;
  record->opponent = g_strdup ("Count Odo");
  record->winner = BN_WINNER_DRAW;
  record->unspent = 0;
  return record;
}

static inline gint64
record_and_apply (Fixture        *fixture,
                  BnBattleRecord *record,
                  const char     *cards,
                  const char     *dice)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) chance = bn_chance_new_typed ();

  g_assert_true (bn_career_record_battle (fixture->store, record, &error));
  g_assert_no_error (error);
  if (cards != NULL)
    g_assert_true (bn_chance_push_cards_text (chance, cards, NULL));
  if (dice != NULL)
    g_assert_true (bn_chance_push_dice_text (chance, dice, NULL));
  g_assert_true (bn_career_apply_battle (fixture->store, record->id, chance, &error));
  g_assert_no_error (error);
  return record->id;
}

/* record_and_apply(), for a record made for this one battle. */
static inline gint64
record_and_apply_owned (Fixture        *fixture,
                        BnBattleRecord *record,
                        const char     *cards,
                        const char     *dice)
{
  g_autoptr(BnBattleRecord) owned = record;

  return record_and_apply (fixture, owned, cards, dice);
}

/* The result of the first ledger entry of @leader_id whose rule starts with @prefix. */
static const BnLedgerEntry *
find_entry (GPtrArray  *ledger,
            const char *prefix)
{
  for (guint i = 0; i < ledger->len; i++)
    {
      const BnLedgerEntry *entry = g_ptr_array_index (ledger, i);

      if (g_str_has_prefix (entry->rule, prefix))
        return entry;
    }
  return NULL;
}

/* The same, for an entry the test then reads: its absence ends the test. */
static const BnLedgerEntry *
get_entry (GPtrArray  *ledger,
           const char *prefix)
{
  const BnLedgerEntry *entry = find_entry (ledger, prefix);

  if (entry == NULL)
    g_error ("no ledger entry starts with “%s”", prefix);
  return entry;
}

static inline GPtrArray *
ledger_of (Fixture *fixture,
           gint64   leader_id)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *ledger = bn_career_get_ledger (fixture->store, leader_id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (ledger);
  return ledger;
}

static inline BnCareerLeader *
career_of (Fixture *fixture,
           gint64   leader_id)
{
  g_autoptr(GError) error = NULL;
  BnCareerLeader *cl = bn_career_get_leader (fixture->store, leader_id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (cl);
  return cl;
}

static const char * const LEVY[] = { "levy-spearmen", "levy-archers", NULL };
static const char * const KNIGHTS[] = { "mounted-knights", "levy-spearmen", NULL };
static const char * const HIRED[] = { "levy-spearmen", "genoese-crossbowmen", NULL };
