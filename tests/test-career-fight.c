/* test-career-fight.c — bn_career_fight() against an opponent from outside
 * the campaign: a roster, or an army raised for points.
 *
 * Each test has its own database: campaign "Marches" (seed 7), Baron Hugh
 * (typed cards 6H,9S,5D: household 7) and his army "Host" (mustered with
 * QH,AC: 43 points) of mounted knights and longbowmen. Opponents from
 * outside the campaign are known by name only; what is stored is read
 * back through the store, and its log replayed.
 */
#include <glib/gstdio.h>
#include <string.h>

#include "bn-army-generator.h"
#include "bn-battle-army-from-roster.h"
#include "bn-battle-log-xml.h"
#include "bn-battle-record-xml.h"
#include "bn-battle-rules-xml.h"
#include "bn-career-fight.h"
#include "bn-career.h"
#include "bn-leader-generator.h"
#include "bn-muster.h"
#include "bn-store.h"
#include "bn-unit-rules.h"

typedef struct
{
  char *dir;
  BnStore *store;
  BnUnitRules *unit_rules;
  gint64 campaign_id;
  gint64 army_id;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr(BnLeaderRules) leader_rules = bn_leader_rules_load_default (&error);
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(BnCampaign) campaign = NULL;
  g_autoptr(BnLeader) baron = NULL;
  g_autoptr(BnArmy) army = NULL;
  BnLeaderRequest request = { "Baron Hugh", TRUE, FALSE, 0 };
  static const char * const types[] = { "mounted-knights", "longbowmen" };

  g_assert_no_error (error);
  fixture->dir = g_dir_make_tmp ("banneret-career-fight-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (fixture->dir, "campaign.db", NULL);
  fixture->store = bn_store_open (path, &error);
  g_assert_no_error (error);
  fixture->unit_rules = bn_unit_rules_load_default (&error);
  g_assert_no_error (error);

  campaign = bn_store_create_campaign (fixture->store, "Marches", 7, &error);
  g_assert_no_error (error);
  fixture->campaign_id = campaign->id;
  g_assert_true (bn_chance_push_cards_text (chance, "6H,9S,5D,QH,AC", &error));
  baron = bn_leader_generate (leader_rules, chance, &request, NULL, &error);
  g_assert_no_error (error);
  baron->campaign_id = campaign->id;
  g_assert_true (bn_store_insert_leader (fixture->store, baron, &error));
  g_assert_no_error (error);

  army = bn_army_new (baron->id, "Host");
  bn_army_set_muster (army, bn_muster_draw (leader_rules, chance, baron->household, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bn_army_get_points (army), ==, 43);
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      BnUnit *unit = bn_unit_rules_new_unit (fixture->unit_rules, types[i], &error);

      g_assert_no_error (error);
      g_ptr_array_add (army->units, bn_army_unit_new (unit, 0));
    }
  g_assert_true (bn_store_save_army (fixture->store, army, &error));
  g_assert_no_error (error);
  fixture->army_id = army->id;
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  user_data)
{
  g_autoptr(GDir) handle = g_dir_open (fixture->dir, 0, NULL);
  const char *name;

  g_clear_pointer (&fixture->store, bn_store_unref);
  g_clear_pointer (&fixture->unit_rules, bn_unit_rules_unref);
  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *child = g_build_filename (fixture->dir, name, NULL);

      g_remove (child);
    }
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
}

static guint
count_battles (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) battles = bn_career_list_battles (fixture->store, fixture->campaign_id, &error);

  g_assert_no_error (error);
  return battles->len;
}

static BnFightRequest
request_for (Fixture *fixture)
{
  return (BnFightRequest) { .campaign_id = fixture->campaign_id, .army_id = fixture->army_id, .seed = 5 };
}

/* The stored log of a battle fought with @seed, loaded and replayed: it
 * must end as the battle did. */
static BnBattleLog *
replay_stored_seed (Fixture              *fixture,
                    const BnBattleRecord *record,
                    guint64               seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnFoughtBattle) fought = bn_career_get_fought_battle (fixture->store, record->id, &error);
  g_autoptr(GBytes) bytes = NULL;
  BnBattleLog *log;
  BnBattleOutcome outcome;

  g_assert_no_error (error);
  g_assert_cmpuint (fought->seed, ==, seed);
  bytes = g_bytes_new (fought->log, strlen (fought->log));
  /* The log brings the rules of the ruleset it names. */
  log = bn_battle_log_load_bytes (NULL, bytes, "stored log", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (log->ruleset->id, ==, record->rules != NULL ? record->rules : "lords-and-levies");
  g_assert_true (bn_battle_log_replay (NULL, log, &outcome, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (outcome.victory_points[0], ==, record->player_vp);
  g_assert_cmpuint (outcome.victory_points[1], ==, record->opponent_vp);
  return log;
}

static BnBattleLog *
replay_stored (Fixture              *fixture,
               const BnBattleRecord *record)
{
  return replay_stored_seed (fixture, record, 5);
}

static void
test_points (Fixture       *fixture,
             gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(BnBattleRecord) stored = NULL;
  g_autoptr(BnBattleLog) log = NULL;
  g_autoptr(BnArmy) raised = bn_army_generate (fixture->unit_rules, 60, 5, &error);
  BnFightRequest request = request_for (fixture);
  const BnBattleArmy *opponent;

  request.opponent_points = 60;
  record = bn_career_fight (fixture->store, &request, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (record->opponent_army_id, ==, 0);
  g_assert_cmpstr (record->opponent, ==, raised->name);
  g_assert_true (g_str_has_suffix (raised->name, "’s host"));
  g_assert_cmpuint (count_battles (fixture), ==, 1);
  stored = bn_career_get_battle (fixture->store, record->id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (stored->opponent_army_id, ==, 0);
  g_assert_cmpstr (stored->opponent, ==, raised->name);

  /* The army raised is bn_army_generate()'s for the points and the seed,
   * led by the man it is named after, with a captain past four units. */
  log = replay_stored (fixture, record);
  opponent = log->armies[1];
  g_assert_cmpstr (opponent->name, ==, raised->name);
  g_assert_cmpuint (opponent->n_units, ==, raised->units->len);
  g_assert_cmpuint (raised->units->len, >, 4);
  g_assert_cmpuint (opponent->n_commanders, ==, 1 + (raised->units->len - 1) / 4);
  g_assert_cmpstr (opponent->commanders[0].name, ==, raised->commander);
  g_assert_cmpint (opponent->commanders[0].rank, ==, BN_COMMANDER_ARMY);
  g_assert_cmpint (opponent->commanders[0].unit, ==, 0);
  g_assert_cmpstr (opponent->commanders[1].name, ==, "Opposing captain 1");
  g_assert_cmpint (opponent->commanders[1].rank, ==, BN_COMMANDER_CAPTAIN);
  g_assert_cmpint (opponent->commanders[1].unit, ==, 4);
  g_assert_cmpstr (log->armies[0]->name, ==, "Host");
}

/* A battle fought under BattleLore says so on its record, stored and in
 * XML, and its stored log replays under BattleLore. */
static void
test_battlelore (Fixture       *fixture,
                 gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(BnBattleRecord) stored = NULL;
  g_autoptr(BnBattleRecord) read = NULL;
  g_autoptr(BnBattleLog) log = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *xml = NULL;
  BnFightRequest request = request_for (fixture);

  request.opponent_points = 60;
  request.rules = "battlelore";
  record = bn_career_fight (fixture->store, &request, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (record->rules, ==, "battlelore");
  stored = bn_career_get_battle (fixture->store, record->id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (stored->rules, ==, "battlelore");
  xml = bn_battle_record_xml_write (stored);
  g_assert_nonnull (strstr (xml, " rules=\"battlelore\""));
  bytes = g_bytes_new (xml, strlen (xml));
  read = bn_battle_record_xml_read_bytes (bytes, "record.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (read->rules, ==, "battlelore");
  log = replay_stored (fixture, record);
  g_assert_cmpstr (log->ruleset->id, ==, "battlelore");
}

/* A roster from outside keeps its whole name on the record, and posts
 * naming leaders of another database are not read. */
static void
test_roster (Fixture       *fixture,
             gconstpointer  user_data)
{
  static const char name[] = "The Free Company of Sir John Hawkwood and his Englishmen";
  g_autoptr(GError) error = NULL;
  g_autoptr(BnArmy) roster = bn_army_generate (fixture->unit_rules, 30, 1, &error);
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(BnBattleLog) log = NULL;
  BnFightRequest request = request_for (fixture);

  g_assert_no_error (error);
  g_free (roster->name);
  roster->name = g_strdup (name);
  roster->leader_id = 77;
  g_ptr_array_add (roster->posts, bn_army_post_new (99, BN_ARMY_ROLE_COMMANDER, 2));
  request.opponent_roster = roster;
  record = bn_career_fight (fixture->store, &request, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (record->opponent_army_id, ==, 0);
  g_assert_cmpstr (record->opponent, ==, name);

  log = replay_stored (fixture, record);
  g_assert_cmpuint (log->armies[1]->n_commanders, ==, 1);
  g_assert_cmpstr (log->armies[1]->commanders[0].name, ==, "Opposing commander");
  g_assert_cmpint (log->armies[1]->commanders[0].unit, ==, 0);
  /* The roster is the caller's, unchanged. */
  g_assert_cmpuint (roster->posts->len, ==, 1);
}

static void
assert_refused (Fixture              *fixture,
                const BnFightRequest *request,
                GQuark                domain,
                gint                  code,
                const char           *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRecord) record = bn_career_fight (fixture->store, request, NULL, &error);

  g_assert_null (record);
  g_assert_error (error, domain, code);
  if (strstr (error->message, message) == NULL)
    g_error ("“%s” not in “%s”", message, error->message);
  g_assert_cmpuint (count_battles (fixture), ==, 0);
}

/* Exactly one opponent; a roster that breaks the unit rules, or points
 * that raise no army, are refused, and nothing is stored. */
static void
test_refusals (Fixture       *fixture,
               gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnArmy) roster = bn_army_generate (fixture->unit_rules, 30, 1, &error);
  BnFightRequest none = request_for (fixture);
  BnFightRequest two = request_for (fixture);
  BnFightRequest three = request_for (fixture);
  BnFightRequest itself = request_for (fixture);
  BnFightRequest illegal = request_for (fixture);
  BnFightRequest few = request_for (fixture);
  BnFightRequest many = request_for (fixture);
  BnUnit *horse;

  g_assert_no_error (error);
  assert_refused (fixture, &none, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                  "choose an opponent: an army of the campaign, a roster or a points value");
  two.opponent_army_id = fixture->army_id + 1;
  two.opponent_points = 40;
  assert_refused (fixture, &two, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                  "choose one opponent only");
  three.opponent_army_id = fixture->army_id + 1;
  three.opponent_roster = roster;
  three.opponent_points = 40;
  assert_refused (fixture, &three, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                  "choose one opponent only");
  itself.opponent_army_id = fixture->army_id;
  assert_refused (fixture, &itself, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                  "cannot fight itself");

  /* Longbows are for infantry only. */
  horse = ((BnArmyUnit *) g_ptr_array_index (roster->units, roster->units->len - 1))->unit;
  g_assert_cmpint (horse->arm, ==, BN_ARM_HORSE);
  bn_unit_set_weapons (horse, (const char * const[]) { "longbow", NULL });
  illegal.opponent_roster = roster;
  assert_refused (fixture, &illegal, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                  "longbows are for infantry only");

  few.opponent_points = 7;
  assert_refused (fixture, &few, BN_ARMY_GENERATOR_ERROR, BN_ARMY_GENERATOR_ERROR_TOO_FEW_POINTS, "costs 8");
  many.opponent_points = 414;
  assert_refused (fixture, &many, BN_ARMY_GENERATOR_ERROR, BN_ARMY_GENERATOR_ERROR_TOO_MANY_POINTS,
                  "raise an army of 8 to 413 points");
}

/* The battle takes a leader's rank and skills as his career has them now
 * (Initiative and PCS as shown, 11–20), and his common retainers. */
static void
test_roster_carries_skills (Fixture       *fixture,
                            gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnArmy) army = bn_store_get_army (fixture->store, fixture->army_id, &error);
  g_autoptr(BnLeader) baron = NULL;
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_id (NULL, &error);
  g_autoptr(BnBattleArmy) battle_army = NULL;
  const BnBattleCommanderSpec *spec;

  g_assert_no_error (error);
  baron = bn_store_get_leader (fixture->store, army->leader_id, &error);
  g_assert_no_error (error);
  battle_army = bn_battle_army_from_roster (army, baron, NULL, fixture->unit_rules, rules, &error);
  g_assert_no_error (error);
  spec = &battle_army->commanders[0];
  g_assert_cmpuint (spec->social_rank, ==, baron->social_rank);
  g_assert_cmpuint (spec->initiative, ==, 10 + baron->skills[BN_SKILL_INITIATIVE]);
  g_assert_cmpuint (spec->morale_bonus, ==, baron->skills[BN_SKILL_MORALE_BONUS]);
  g_assert_cmpuint (spec->combat_bonus, ==, baron->skills[BN_SKILL_COMBAT_BONUS]);
  g_assert_cmpuint (spec->pcs, ==, 10 + baron->skills[BN_SKILL_PERSONAL_COMBAT]);
  g_assert_cmpuint (spec->n_retainers, ==, 3);
  g_assert_cmpuint (spec->retainers[0].type, ==, BN_RETAINER_TYPE_PAGE);
  g_assert_cmpuint (spec->retainers[0].success, ==, 10);
  g_assert_cmpuint (spec->retainers[2].type, ==, BN_RETAINER_TYPE_SERGEANT);
  g_assert_cmpuint (spec->retainers[2].success, ==, 19);
}

/* A player-leader's Herald and Champion in a fought battle (DoB, Special
 * Retainers; docs/rules.md, "Retainers in battle"): the Champion's bonus
 * dice and the Herald's witness are in the battle's log, which replays;
 * the ledger counts the Champion's dice and doubles the honor of a deed
 * the Herald saw ("× 2 herald"). */
static void
test_herald_and_champion (Fixture       *fixture,
                          gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeaderRules) leader_rules = bn_leader_rules_load_default (&error);
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(BnLeader) earl = NULL;
  g_autoptr(BnArmy) army = NULL;
  BnLeaderRequest request = { "Earl Odo", TRUE, FALSE, 0 };
  gboolean herald_doubled = FALSE, champion_counted = FALSE, champion_logged = FALSE;
  BnRetainer *champion, *herald;

  g_assert_no_error (error);
  g_assert_true (bn_chance_push_cards_text (chance, "6H,9S,5D,QH,AC", &error));
  earl = bn_leader_generate (leader_rules, chance, &request, NULL, &error);
  g_assert_no_error (error);
  earl->campaign_id = fixture->campaign_id;
  /* An Earl has two special retainers: these two, as if drawn for him. */
  earl->social_rank = 4;
  champion = bn_retainer_new (BN_RETAINER_SPECIAL, "champion");
  champion->bonus = 5;
  herald = bn_retainer_new (BN_RETAINER_SPECIAL, "herald");
  g_ptr_array_add (earl->retainers, champion);
  g_ptr_array_add (earl->retainers, herald);
  g_assert_true (bn_store_insert_leader (fixture->store, earl, &error));
  g_assert_no_error (error);
  army = bn_army_new (earl->id, "Earl's host");
  bn_army_set_muster (army, bn_muster_draw (leader_rules, chance, earl->household, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    {
      BnUnit *unit = bn_unit_rules_new_unit (fixture->unit_rules, i == 0 ? "mounted-knights" : "spearmen", &error);

      g_assert_no_error (error);
      g_ptr_array_add (army->units, bn_army_unit_new (unit, 0));
    }
  g_assert_true (bn_store_save_army (fixture->store, army, &error));
  g_assert_no_error (error);

  for (guint seed = 1; seed <= 12 && !(herald_doubled && champion_counted); seed++)
    {
      BnFightRequest fight = { .campaign_id = fixture->campaign_id, .army_id = army->id, .seed = seed,
                               .opponent_points = 40 };
      g_autoptr(BnBattleRecord) record = bn_career_fight (fixture->store, &fight, NULL, &error);
      g_autoptr(BnBattleLog) log = NULL;
      g_autoptr(GPtrArray) ledger = NULL;

      g_assert_no_error (error);
      log = replay_stored_seed (fixture, record, seed);
      for (guint e = 0; e < log->events->len; e++)
        {
          const BnBattleEvent *event = &g_array_index (log->events, BnBattleEvent, e);

          champion_logged |= event->type == BN_EVENT_RETAINER
                             && (event->b & ~BN_SKILL_USE_PASSED) == BN_RETAINER_DID_BONUS_DIE;
        }
      g_assert_true (bn_career_apply_battle (fixture->store, record->id, NULL, &error));
      g_assert_no_error (error);
      ledger = bn_career_get_ledger (fixture->store, earl->id, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < ledger->len; i++)
        {
          const BnLedgerEntry *entry = g_ptr_array_index (ledger, i);

          herald_doubled |= entry->multipliers != NULL && strstr (entry->multipliers, "× 2 herald") != NULL;
          champion_counted |= strstr (entry->rule, "Champion threw his bonus die") != NULL;
        }
      {
        g_autoptr(BnCareerLeader) now = bn_career_get_leader (fixture->store, earl->id, &error);

        g_assert_no_error (error);
        if (!bn_leader_can_take_the_field (now->leader))
          break;
      }
    }
  g_assert_true (champion_logged);
  g_assert_true (champion_counted);
  g_assert_true (herald_doubled);
}

/* Every deed of a fought battle names the turn and action of the log it
 * was read from, and that action's events show it (issue 14, item 4): the
 * combat its unit fought, the single combat, or the battle's end for an
 * objective held; the ledger's honor lines say where ("turn 3, step 41"),
 * the deeds of the battle's end at its last action. */
static void
test_deeds_trace_to_log (Fixture       *fixture,
                         gconstpointer  user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(BnBattleRecord) stored = NULL;
  g_autoptr(BnBattleLog) log = NULL;
  g_autoptr(BnChance) chance = bn_chance_new_seeded (11);
  g_autoptr(GPtrArray) ledger = NULL;
  BnFightRequest request = request_for (fixture);
  gint64 hugh = 0;
  guint honor_lines = 0;

  request.opponent_points = 60;
  /* A battle whose leader is struck more often than his three common
   * retainers can ward: some blows are warded, and a card is drawn. */
  request.seed = 6;
  record = bn_career_fight (fixture->store, &request, NULL, &error);
  g_assert_no_error (error);
  stored = bn_career_get_battle (fixture->store, record->id, &error);
  g_assert_no_error (error);
  log = replay_stored_seed (fixture, stored, request.seed);
  g_assert_cmpuint (stored->deeds->len, >, 0);
  g_assert_cmpuint (stored->end_turn, >, 0);
  g_assert_cmpuint (stored->end_action + 1, ==, log->actions->len);
  for (guint i = 0; i < stored->deeds->len; i++)
    {
      const BnBattleDeed *deed = g_ptr_array_index (stored->deeds, i);
      gboolean shown = FALSE;

      hugh = deed->leader_id;
      g_assert_cmpuint (deed->turn, >, 0);
      g_assert_cmpuint (deed->action, <, log->actions->len);
      for (guint e = 0; e < log->events->len && !shown; e++)
        {
          const BnBattleEvent *event = &g_array_index (log->events, BnBattleEvent, e);

          if (event->action != deed->action)
            continue;
          if (g_str_equal (deed->deed, "single-combat-kill"))
            shown = event->type == BN_EVENT_DUEL;
          else if (g_str_equal (deed->deed, "held-objective"))
            shown = deed->action == stored->end_action;
          else
            /* The player's side is side 0: its roster unit n is battle unit n − 1. */
            shown = event->type == BN_EVENT_BATTLE && (event->a == deed->unit - 1 || event->b == deed->unit - 1);
        }
      if (!shown)
        g_error ("deed %u (%s, unit %u) is not shown by action %u of the log", i, deed->deed, deed->unit,
                 deed->action);
    }

  /* The record written as XML and read back keeps where each deed shows. */
  {
    g_autofree char *xml = bn_battle_record_xml_write (stored);
    g_autoptr(GBytes) bytes = g_bytes_new (xml, strlen (xml));
    g_autoptr(BnBattleRecord) read = bn_battle_record_xml_read_bytes (bytes, "record.xml", &error);

    g_assert_no_error (error);
    g_assert_cmpuint (read->end_turn, ==, stored->end_turn);
    g_assert_cmpuint (read->end_action, ==, stored->end_action);
    g_assert_cmpuint (read->deeds->len, ==, stored->deeds->len);
    for (guint i = 0; i < read->deeds->len; i++)
      {
        const BnBattleDeed *a = g_ptr_array_index (read->deeds, i), *b = g_ptr_array_index (stored->deeds, i);

        g_assert_cmpuint (a->turn, ==, b->turn);
        g_assert_cmpuint (a->action, ==, b->action);
      }
  }

  g_assert_true (bn_career_apply_battle (fixture->store, record->id, chance, &error));
  g_assert_no_error (error);
  ledger = bn_career_get_ledger (fixture->store, hugh, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < ledger->len; i++)
    {
      const BnLedgerEntry *entry = g_ptr_array_index (ledger, i);
      g_autofree char *end = g_strdup_printf ("turn %u, step %u)", stored->end_turn, stored->end_action + 1);

      if (entry->battle_id != record->id || !g_str_equal (entry->kind, "honor") ||
          g_str_has_prefix (entry->rule, "minimum command"))
        continue;
      honor_lines++;
      g_assert_nonnull (strstr (entry->rule, "turn "));
      g_assert_nonnull (strstr (entry->rule, ", step "));
      if (g_str_has_prefix (entry->rule, "survived") || g_str_has_prefix (entry->rule, "was on the winning side"))
        g_assert_true (g_str_has_suffix (entry->rule, end));
    }
  g_assert_cmpuint (honor_lines, >=, stored->deeds->len);

  /* The checks were made on the field: each has its D20, and the card of
   * each struck one is the card the sequence read, not drawn again; a
   * struck leader's common retainers ward off the first blows (or throw
   * the check again), so a battle may draw no card at all. */
  {
    g_autoptr(GPtrArray) cards = g_ptr_array_new_with_free_func (g_free);
    guint read = 0, warded = 0;

    guint on_field = 0;

    for (guint i = 0; i < stored->checks->len; i++)
      {
        const BnPcsCheck *check = g_ptr_array_index (stored->checks, i);

        /* Roll 0: a commander the board's own rules eliminated (attacked
         * alone, or trapped by a retreat), whose fate the sequence draws. */
        if (check->roll == 0)
          continue;
        on_field++;
        g_assert_cmpuint (check->roll, <=, 20);
        if (bn_card_is_valid (check->card))
          g_ptr_array_add (cards, bn_card_to_string (check->card));
        warded += check->retainer != NULL || check->reroll_retainer != NULL;
      }
    g_assert_cmpuint (on_field, >, 0);
    g_assert_cmpuint (cards->len, >, 0);
    g_assert_cmpuint (warded, >, 0);
    /* In the order of the checks; a card the sequence drew for a roll-0
     * check may come between them. */
    for (guint i = 0; i < ledger->len && read < cards->len; i++)
      {
        const BnLedgerEntry *entry = g_ptr_array_index (ledger, i);

        if (entry->battle_id == record->id && g_str_has_prefix (entry->rule, "Special Results") &&
            g_strcmp0 (entry->card, g_ptr_array_index (cards, read)) == 0)
          read++;
      }
    g_assert_cmpuint (read, ==, cards->len);
  }
}

/* A battle against 60 points under @rules with @seed: the stored record,
 * its log replayed. */
static BnBattleLog *
fight_points (Fixture         *fixture,
              const char      *rules,
              guint64          seed,
              BnBattleRecord **out_stored)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  BnFightRequest request = request_for (fixture);

  request.opponent_points = 60;
  request.rules = rules;
  request.seed = seed;
  record = bn_career_fight (fixture->store, &request, NULL, &error);
  g_assert_no_error (error);
  *out_stored = bn_career_get_battle (fixture->store, record->id, &error);
  g_assert_no_error (error);
  return replay_stored_seed (fixture, *out_stored, seed);
}

/* Under every ruleset the battle makes the leader's checks on the field
 * (bn-battle-risk.c is shared), and the record holds each one the log
 * shows, with its D20. Lionheart moves no commander yet (a leader moving
 * on his own is issue 14's item 1): its leader checks only while his unit
 * still stands in his hex, so a few seeds are tried for one that shows it. */
static void
test_risk_under_every_ruleset (Fixture       *fixture,
                               gconstpointer  user_data)
{
  static const char * const rulesets[] = { "lords-and-levies", "battlelore", "lionheart" };

  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    {
      guint logged = 0;

      for (guint64 seed = 5; seed < 12 && logged == 0; seed++)
        {
          g_autoptr(BnBattleRecord) stored = NULL;
          g_autoptr(BnBattleLog) log = fight_points (fixture, rulesets[r], seed, &stored);
          guint recorded = 0;

          /* A check thrown again by a retainer replaces the one before. */
          for (guint e = 0; e < log->events->len; e++)
            logged += g_array_index (log->events, BnBattleEvent, e).type == BN_EVENT_PCS_CHECK &&
                      (g_array_index (log->events, BnBattleEvent, e).b & BN_PCS_REROLL) == 0;
          for (guint i = 0; i < stored->checks->len; i++)
            recorded += ((const BnPcsCheck *) g_ptr_array_index (stored->checks, i))->roll != 0;
          g_assert_cmpuint (recorded, ==, logged);
          /* The first seed must do under the rulesets that move leaders. */
          if (logged == 0 && r < 2)
            g_error ("%s: no check made on the field", rulesets[r]);
        }
      if (logged == 0)
        g_error ("%s: no check made on the field", rulesets[r]);
    }
}

/* Day of Battle, Retainers: "Escape being wounded, killed or captured …
 * used if the L&H failed his personal combat skill check and before a
 * card is drawn". In battles the computer fights, under every ruleset, a
 * struck leader with a common retainer left spends him (a ward, or his
 * check thrown again); the record keeps each ward with its D20 and the
 * applied battle's ledger shows it. */
static void
test_wards_under_every_ruleset (Fixture       *fixture,
                                gconstpointer  user_data)
{
  static const char * const rulesets[] = { "lords-and-levies", "battlelore", "lionheart", "junior-general" };
  guint ledger_wards = 0;

  for (guint r = 0; r < G_N_ELEMENTS (rulesets); r++)
    {
      guint wards = 0, cards = 0;

      for (guint64 seed = 5; seed < 25 && wards == 0; seed++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(BnBattleRecord) stored = NULL;
          g_autoptr(BnBattleLog) log = fight_points (fixture, rulesets[r], seed, &stored);
          for (guint e = 0; e < log->events->len; e++)
            {
              const BnBattleEvent *event = &g_array_index (log->events, BnBattleEvent, e);
              guint deed = event->b & ~BN_SKILL_USE_PASSED;

              if (event->type == BN_EVENT_RETAINER && (deed == BN_RETAINER_DID_WARD || deed == BN_RETAINER_DID_REROLL))
                wards++;
              if (event->type == BN_EVENT_RISK_CARD && event->c == 0)
                cards++;
            }
          for (guint i = 0; i < stored->checks->len; i++)
            {
              const BnPcsCheck *check = g_ptr_array_index (stored->checks, i);

              if (check->retainer != NULL)
                g_assert_cmpuint (check->ward_roll, >=, 1);
            }
          if (wards > 0 && r == 0)
            {
              g_autoptr(GPtrArray) ledger = NULL;

              g_assert_true (bn_career_apply_battle (fixture->store, stored->id, NULL, &error));
              g_assert_no_error (error);
              for (guint l = 0; l < stored->leaders->len; l++)
                {
                  const BnBattleLeader *entry = g_ptr_array_index (stored->leaders, l);

                  ledger = bn_career_get_ledger (fixture->store, entry->leader_id, &error);
                  g_assert_no_error (error);
                  for (guint i = 0; i < ledger->len; i++)
                    {
                      const BnLedgerEntry *line = g_ptr_array_index (ledger, i);

                      ledger_wards += strstr (line->rule, "wards off the blow") != NULL ||
                                      strstr (line->rule, "throws his check again") != NULL;
                    }
                  g_clear_pointer (&ledger, g_ptr_array_unref);
                }
            }
        }
      if (wards == 0)
        g_error ("%s: no leader struck was warded in 20 battles (%u cards drawn)", rulesets[r], cards);
    }
  g_assert_cmpuint (ledger_wards, >, 0);
}

/* A leader who loses a single combat falls (L&L, Single combat): his
 * record keeps that fall, not a melee his unit lost; the sequence throws
 * no check for him and his card says how he fell (docs/rules.md,
 * "Falling in single combat"); the battle's end says his army broke for
 * want of a leader, not that it was destroyed. Seeded battles against a
 * raised host, until one is decided so. */
static void
test_single_combat_fall (Fixture       *fixture,
                         gconstpointer  user_data)
{
  gboolean found = FALSE;

  for (guint64 seed = 1; seed <= 60 && !found; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BnBattleRecord) record = NULL;
      g_autoptr(BnBattleRecord) stored = NULL;
      BnFightRequest request = request_for (fixture);
      const BnPcsCheck *fall = NULL;

      request.opponent_points = 40;
      request.seed = seed;
      record = bn_career_fight (fixture->store, &request, NULL, &error);
      g_assert_no_error (error);
      stored = bn_career_get_battle (fixture->store, record->id, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < stored->checks->len; i++)
        {
          const BnPcsCheck *check = g_ptr_array_index (stored->checks, i);

          if (check->single_combat)
            fall = check;
        }
      if (fall == NULL)
        continue;
      found = TRUE;
      g_assert_cmpint (stored->winner, ==, BN_WINNER_OPPONENT);
      g_assert_cmpuint (fall->roll, ==, 0);
      g_assert_false (fall->lost_melee);
      {
        g_autoptr(BnFoughtBattle) fought = bn_career_get_fought_battle (fixture->store, record->id, &error);
        g_autofree char *summary = NULL;

        g_assert_no_error (error);
        summary = bn_fought_battle_summary (fought, &error);
        g_assert_no_error (error);
        if (strstr (summary, "no leader left") == NULL || strstr (summary, "no unit left") != NULL)
          g_error ("seed %" G_GUINT64_FORMAT ": the summary gives the wrong end: %s", seed, summary);
      }
      {
        g_autoptr(BnChance) chance = bn_chance_new_seeded (seed);
        g_autoptr(GPtrArray) ledger = NULL;
        gboolean fell = FALSE, card = FALSE;

        g_assert_true (bn_career_apply_battle (fixture->store, record->id, chance, &error));
        g_assert_no_error (error);
        ledger = bn_career_get_ledger (fixture->store, fall->leader_id, &error);
        g_assert_no_error (error);
        for (guint i = 0; i < ledger->len; i++)
          {
            const BnLedgerEntry *entry = g_ptr_array_index (ledger, i);

            if (entry->battle_id != record->id || !g_str_equal (entry->kind, "fate"))
              continue;
            fell |= strstr (entry->rule, "lost a single combat and fell") != NULL;
            if (g_str_has_prefix (entry->rule, "Special Results"))
              {
                card = TRUE;
                if (strstr (entry->rule, "unharmed") != NULL && strstr (entry->rule, "fell in single combat") == NULL)
                  g_error ("a leader fallen in single combat is read unharmed, as if he stood: %s", entry->rule);
              }
            if (fell && strstr (entry->rule, "unit lost the melee") != NULL)
              g_error ("his fall is read as a lost melee: %s", entry->rule);
          }
        g_assert_true (fell);
        g_assert_true (card);
      }
    }
  g_assert_true (found);
}

/* A leader is credited with the deeds of the units under his command
 * only (DoB, "Honor Points"): the unit he stands with, or his "Battle".
 * Baron Hugh leads a host of six units with no captain; the computer rides
 * him from unit to unit, but never to all of them. Every deed of his that
 * names a unit names one he stood with at some moment of the battle (his
 * first unit aside, where he started), and the units he never stood with
 * earn him nothing. */
static void
test_deeds_of_units_he_led (Fixture       *fixture,
                            gconstpointer  user_data)
{
  static const char * const more[] = { "spearmen", "pikemen", "crossbowmen", "spearmen" };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnArmy) army = bn_store_get_army (fixture->store, fixture->army_id, &error);
  guint credited = 0, never_with = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (more); i++)
    {
      BnUnit *unit = bn_unit_rules_new_unit (fixture->unit_rules, more[i], &error);

      g_assert_no_error (error);
      g_ptr_array_add (army->units, bn_army_unit_new (unit, 0));
    }
  g_assert_true (bn_store_save_army (fixture->store, army, &error));
  g_assert_no_error (error);

  for (guint64 seed = 1; seed <= 6; seed++)
    {
      g_autoptr(BnBattleRecord) record = NULL;
      g_autoptr(BnBattleRecord) stored = NULL;
      g_autoptr(BnBattleLog) log = NULL;
      g_autoptr(BnChance) chance = NULL;
      g_autoptr(BnBattle) battle = NULL;
      BnFightRequest request = request_for (fixture);
      gboolean with[BN_BATTLE_MAX_UNITS] = { FALSE, };
      gint64 hugh = 0;
      int commander;

      request.opponent_points = 120;
      request.seed = seed;
      record = bn_career_fight (fixture->store, &request, NULL, &error);
      g_assert_no_error (error);
      stored = bn_career_get_battle (fixture->store, record->id, &error);
      g_assert_no_error (error);
      log = replay_stored_seed (fixture, stored, seed);
      for (guint i = 0; i < stored->leaders->len; i++)
        if (((const BnBattleLeader *) g_ptr_array_index (stored->leaders, i))->side == BN_SIDE_PLAYER)
          hugh = ((const BnBattleLeader *) g_ptr_array_index (stored->leaders, i))->leader_id;
      g_assert_cmpint (hugh, !=, 0);

      /* Where Hugh stood, before each action of the battle. */
      chance = bn_chance_new_seeded (log->dice_seed);
      battle = bn_battle_log_new_battle (log->rules, log, chance, &error);
      g_assert_no_error (error);
      commander = bn_battle_find_commander (battle, 0, 0);
      g_assert_cmpint (commander, >=, 0);
      for (guint a = 0; a <= log->actions->len; a++)
        {
          const BnBattleCommander *him = bn_battle_get_commander (battle, (guint) commander);

          for (guint spec = 0; spec < army->units->len; spec++)
            {
              int unit = bn_battle_find_unit (battle, 0, spec);

              const BnBattleUnit *u = unit >= 0 ? bn_battle_get_unit (battle, (guint) unit) : NULL;

              if (!him->alive || u == NULL || u->figures == 0)
                continue;
              /* In his hex, or in the "Battle" he leads, within his zone. */
              if (bn_hex_equal (him->hex, u->hex) ||
                  (u->group >= 0 && bn_battle_get_group (battle, (guint) u->group)->captain == (guint) commander &&
                   bn_battle_unit_in_group_zoc (battle, (guint) unit)))
                with[spec] = TRUE;
            }
          if (a < log->actions->len)
            {
              g_assert_true (bn_battle_apply (battle, &g_array_index (log->actions, BnBattleAction, a), &error));
              g_assert_no_error (error);
            }
        }
      for (guint spec = 1; spec < army->units->len; spec++)
        never_with += !with[spec];

      for (guint i = 0; i < stored->deeds->len; i++)
        {
          const BnBattleDeed *deed = g_ptr_array_index (stored->deeds, i);

          if (deed->leader_id != hugh || deed->unit == 0)
            continue;
          credited++;
          if (deed->unit != 1 && !with[deed->unit - 1])
            g_error ("seed %" G_GUINT64_FORMAT ": Baron Hugh is credited with “%s” of unit %u, "
                     "which he never stood with", seed, deed->deed, deed->unit);
        }
    }
  /* Not a test of nothing: he earned deeds, and some units fought without him. */
  g_assert_cmpuint (credited, >, 0);
  g_assert_cmpuint (never_with, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/career-fight/points", test_points);
  ADD ("/career-fight/roster", test_roster);
  ADD ("/career-fight/deeds-trace-to-log", test_deeds_trace_to_log);
  ADD ("/career-fight/risk-under-every-ruleset", test_risk_under_every_ruleset);
  ADD ("/career-fight/wards-under-every-ruleset", test_wards_under_every_ruleset);
  ADD ("/career-fight/battlelore", test_battlelore);
  ADD ("/career-fight/refusals", test_refusals);
  ADD ("/career-fight/herald-and-champion", test_herald_and_champion);
  ADD ("/career-fight/roster-carries-skills", test_roster_carries_skills);
  ADD ("/career-fight/single-combat-fall", test_single_combat_fall);
  ADD ("/career-fight/deeds-of-units-he-led", test_deeds_of_units_he_led);
#undef ADD

  return g_test_run ();
}
