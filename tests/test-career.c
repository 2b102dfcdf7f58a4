/* test-career.c — the campaign career: house tables, recorded battles, the
 * post-battle sequence, the advance, mercenary debts, corrections, and the
 * sequence's all-or-nothing transaction.
 *
 * Risk to a leader on a state with no database is test-career-risk.c; the
 * helpers both use are career-fixture.h's.
 *
 * Every test has its own temporary database. Cards and dice are typed or
 * seeded, never from a clock, so each run is the same.
 */
#include "career-fixture.h"

/* ---- the house tables ---- */

static int
points_of (BnCareerRules *rules,
           const char    *deed,
           const char    *motivation)
{
  int points = 0;

  g_assert_true (bn_career_rules_deed_honor (rules, deed, motivation, &points));
  return points;
}

static void
test_rules_tables (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCareerRules) rules = bn_career_rules_load_default (&error);
  const char *motivations[] = { "chivalric", "mercenary", "raider" };
  int totals[3] = { 0, };

  g_assert_no_error (error);
  g_assert_cmpuint (bn_career_rules_get_n_deeds (rules), >=, 10);
  for (guint d = 0; d < bn_career_rules_get_n_deeds (rules); d++)
    for (guint m = 0; m < 3; m++)
      {
        int points = 0;

        g_assert_true (bn_career_rules_deed_honor (rules, bn_career_rules_get_deed (rules, d)->id,
                                                   motivations[m], &points));
        if (points > 0)
          totals[m] += points;
      }
  /* Each motivation earns honor from some deeds (their balance is measured
   * by the simulator: docs/rules.md, "Honor balance, measured")… */
  for (guint m = 0; m < 3; m++)
    g_assert_cmpint (totals[m], >, 0);
  /* … and most from those that suit it (DoB, "Step Three"). */
  g_assert_true (points_of (rules, "won-melee", "chivalric") > points_of (rules, "won-melee", "raider"));
  g_assert_true (points_of (rules, "survived", "mercenary") > points_of (rules, "survived", "chivalric"));
  g_assert_true (points_of (rules, "survived", "mercenary") > points_of (rules, "survived", "raider"));
  g_assert_true (points_of (rules, "took-loot", "raider") > points_of (rules, "took-loot", "mercenary"));
  g_assert_true (points_of (rules, "captured-leader", "raider") > points_of (rules, "captured-leader", "chivalric"));
  /* Every card reads a row: values 0 … 23; none kills or takes a struck
   * leader outright: only a lost leader found is (Ruling, "Risk to a
   * leader": far more often wounded, lost or captured than killed). */
  for (guint c = 0; c < BN_CARD_COUNT; c++)
    {
      g_assert_nonnull (bn_career_rules_special_result (rules, (BnCard) c));
      g_assert_cmpint (bn_career_rules_special_result (rules, (BnCard) c)->fate, !=, BN_FATE_KILLED);
      g_assert_cmpint (bn_career_rules_special_result (rules, (BnCard) c)->fate, !=, BN_FATE_CAPTURED);
    }
  g_assert_cmpuint (bn_career_rules_special_value (rules, BN_CARD_RED_JOKER), ==, 10);
  g_assert_cmpuint (bn_career_rules_special_value (rules, bn_card_make (BN_SUIT_HEARTS, 13)), ==, 23);
  g_assert_cmpuint (bn_career_rules_ransom (rules, 3), <, bn_career_rules_ransom (rules, 4));
  g_assert_cmpint (bn_career_rules_unpaid_consequence (rules, 0), ==, BN_DEBT_LOYAL);
  g_assert_cmpint (bn_career_rules_unpaid_consequence (rules, 1), ==, BN_DEBT_BRIBABLE);
  g_assert_cmpint (bn_career_rules_unpaid_consequence (rules, 2), ==, BN_DEBT_DESERTED);
}

static void
test_rules_refused (void)
{
  g_autoptr(BnCareerRulesBuilder) builder = bn_career_rules_builder_new ("bad.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCareerRules) rules = NULL;
  BnDeed a = { "a", "did a", BN_DEED_AUTO_NONE, FALSE };
  BnDeed b = { "b", "did b", BN_DEED_AUTO_NONE, FALSE };
  BnSpecialResult all = { 0, 20, BN_FATE_UNHARMED, 0, "fine" };

  bn_career_rules_builder_add_deed (builder, &a, 3);
  bn_career_rules_builder_add_honor (builder, "chivalric", 1, 4);
  bn_career_rules_builder_add_honor (builder, "raider", 1, 5);
  bn_career_rules_builder_add_deed (builder, &b, 7);
  bn_career_rules_builder_add_honor (builder, "chivalric", 1, 8);
  bn_career_rules_builder_set_multipliers (builder, 2, 2, 50, 100);
  bn_career_rules_builder_set_red_bonus (builder, 10);
  bn_career_rules_builder_add_special (builder, &all, 10);
  for (guint r = 1; r <= 6; r++)
    bn_career_rules_builder_add_ransom (builder, r, r, 12);
  rules = bn_career_rules_builder_finish (builder, &error);
  g_assert_null (rules);
  g_assert_error (error, BN_CAREER_RULES_ERROR, BN_CAREER_RULES_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "line 7"));
}

/* ---- multipliers ---- */

/* One deed of @deed_id under the given conditions; returns its ledger result. */
static gint
deed_result (Fixture    *fixture,
             guint       rank,
             guint       esteem,
             guint       honor,
             const char *deed_id,
             gboolean    attached,
             gboolean    herald)
{
  gint64 leader = store_leader (fixture, "Sir Test", FALSE, rank, esteem, honor, "chivalric", 5);
  gint64 army = store_army (fixture, leader, "Host", KNIGHTS);
  g_autoptr(BnBattleRecord) record = new_record (fixture, "the test", army);
  g_autoptr(GPtrArray) ledger = NULL;
  BnBattleLeader *entry = bn_battle_record_add_leader (record, BN_SIDE_PLAYER, leader, attached ? 1 : 0);
  const BnDeed *deed = bn_career_rules_lookup_deed (fixture->career_rules, deed_id);
  const BnLedgerEntry *line;

  if (deed == NULL)
    g_error ("no deed %s", deed_id);

  entry->command_met = 1;
  bn_battle_record_add_deed (record, deed_id, 1, leader, attached, herald);
  record_and_apply (fixture, record, NULL, NULL);
  ledger = ledger_of (fixture, leader);
  line = get_entry (ledger, deed->name);
  return line->result;
}

static void
test_multipliers_alone (Fixture       *fixture,
                        gconstpointer  data)
{
  /* single-combat-kill is 5 for a Chivalric leader; Unknown esteem multiplies by 1. */
  g_assert_cmpint (deed_result (fixture, 1, 1, 10, "single-combat-kill", FALSE, FALSE), ==, 5);
  g_assert_cmpint (deed_result (fixture, 1, 1, 10, "single-combat-kill", TRUE, FALSE), ==, 10);
  g_assert_cmpint (deed_result (fixture, 1, 1, 10, "single-combat-kill", FALSE, TRUE), ==, 10);
  g_assert_cmpint (deed_result (fixture, 3, 3, 250, "single-combat-kill", FALSE, FALSE), ==, 15);
}

static void
test_multipliers_combined (Fixture       *fixture,
                           gconstpointer  data)
{
  /* 5 × 2 attached × 2 herald × 4 Notable = 80 */
  g_assert_cmpint (deed_result (fixture, 3, 4, 450, "single-combat-kill", TRUE, TRUE), ==, 80);
}

/* Day of Battle's own example: Prince John, an Earl of Known esteem, gains
 * 20 honor points; his final score is 60 (20 × 3). */
static void
test_seed_example (Fixture       *fixture,
                   gconstpointer  data)
{
  gint64 john = store_leader (fixture, "Prince John", FALSE, 4, 3, 250, "chivalric", 5);
  gint64 army = store_army (fixture, john, "Host", KNIGHTS);
  g_autoptr(BnBattleRecord) record = new_record (fixture, "Lincoln", army);
  g_autoptr(GPtrArray) ledger = NULL;
  gint total = 0;

  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, john, 0)->command_met = 1;
  /* Four single combats won: 4 × 5 = 20 base honor. */
  for (guint i = 0; i < 4; i++)
    bn_battle_record_add_deed (record, "single-combat-kill", 0, john, FALSE, FALSE);
  record_and_apply (fixture, record, NULL, NULL);
  ledger = ledger_of (fixture, john);
  for (guint i = 0; i < ledger->len; i++)
    {
      const BnLedgerEntry *e = g_ptr_array_index (ledger, i);

      if (g_str_has_prefix (e->rule, "killed an enemy leader"))
        {
          g_assert_cmpstr (e->multipliers, ==, "× 3 Known esteem");
          total += e->result;
        }
    }
  g_assert_cmpint (total, ==, 60);
}

static void
test_command_penalty (Fixture       *fixture,
                      gconstpointer  data)
{
  /* A Known leader must command a unit of knights; the levy has none. */
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 3, 250, "chivalric", 5);
  gint64 army = store_army (fixture, hugh, "Levy", LEVY);
  g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
  g_autoptr(GPtrArray) ledger = NULL;
  g_autoptr(BnCareerLeader) after = NULL;
  const BnLedgerEntry *penalty;

  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 0);
  bn_battle_record_add_deed (record, "single-combat-kill", 0, hugh, FALSE, FALSE);
  record_and_apply (fixture, record, NULL, NULL);
  ledger = ledger_of (fixture, hugh);
  penalty = get_entry (ledger, "minimum command");
  /* single-combat-kill 5 × 3 + survived 0 = 15; half is lost, rounded down. */
  g_assert_cmpint (penalty->base, ==, 15);
  g_assert_cmpint (penalty->result, ==, -7);
  after = career_of (fixture, hugh);
  g_assert_cmpuint (after->leader->honor, ==, 258);
}

static void
test_command_met (Fixture       *fixture,
                  gconstpointer  data)
{
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 3, 250, "chivalric", 5);
  gint64 army = store_army (fixture, hugh, "Knights", KNIGHTS);
  g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
  g_autoptr(GPtrArray) ledger = NULL;
  g_autoptr(BnCareerLeader) after = NULL;

  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 0);
  bn_battle_record_add_deed (record, "single-combat-kill", 0, hugh, FALSE, FALSE);
  record_and_apply (fixture, record, NULL, NULL);
  ledger = ledger_of (fixture, hugh);
  g_assert_null (find_entry (ledger, "minimum command"));
  after = career_of (fixture, hugh);
  g_assert_cmpuint (after->leader->honor, ==, 265);
}

/* ---- esteem, rank, skill points ---- */

static void
band_crossing (Fixture    *fixture,
               const char *card,
               guint       expected_rank)
{
  /* A Baron of Unknown esteem at 95 honor: a single combat with his unit
   * attached (5 × 2) + survived 0 = 10 → 105, into the Ordinary band. */
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 1, 95, "chivalric", 5);
  gint64 army = store_army (fixture, hugh, "Knights", KNIGHTS);
  g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
  g_autoptr(BnCareerLeader) after = NULL;
  g_autoptr(GPtrArray) ledger = NULL;
  const BnLedgerEntry *climb;

  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 1);
  bn_battle_record_add_deed (record, "single-combat-kill", 1, hugh, TRUE, FALSE);
  record_and_apply (fixture, record, card, NULL);
  after = career_of (fixture, hugh);
  g_assert_cmpuint (after->leader->honor, ==, 105);
  g_assert_cmpuint (after->leader->esteem_level, ==, 2);
  g_assert_cmpuint (after->leader->social_rank, ==, expected_rank);
  g_assert_cmpuint (after->leader->household, ==, expected_rank + 2);
  /* One skill point for the esteem level, one for the first 100 honor. */
  g_assert_cmpuint (after->skill_points_earned, ==, 1);
  ledger = ledger_of (fixture, hugh);
  climb = get_entry (ledger, "rank-climb draw");
  g_assert_cmpstr (climb->card, ==, card);
}

static void
test_band_climb_at_twice (Fixture       *fixture,
                          gconstpointer  data)
{
  band_crossing (fixture, "6C", 4);   /* 6 ≥ 2 × 3 */
}

static void
test_band_climb_below (Fixture       *fixture,
                       gconstpointer  data)
{
  band_crossing (fixture, "5C", 3);   /* 5 < 2 × 3 */
}

static void
test_skill_per_hundred (Fixture       *fixture,
                        gconstpointer  data)
{
  /* Extraordinary esteem (6) cannot rise, so every point comes from honor:
   * two single combats 5 × 2 × 2 × 6 = 120 each, survived 0: 240. */
  gint64 king = store_leader (fixture, "King Richard", TRUE, 6, 6, 1100, "chivalric", 5);
  gint64 army = store_army (fixture, king, "Host", KNIGHTS);
  g_autoptr(BnBattleRecord) record = new_record (fixture, "Arsuf", army);
  g_autoptr(BnCareerLeader) after = NULL;

  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, king, 1)->command_met = 1;
  bn_battle_record_add_deed (record, "single-combat-kill", 1, king, TRUE, TRUE);
  bn_battle_record_add_deed (record, "single-combat-kill", 1, king, TRUE, TRUE);
  record_and_apply (fixture, record, NULL, NULL);
  after = career_of (fixture, king);
  g_assert_cmpuint (after->leader->honor, ==, 1340);
  g_assert_cmpuint (after->honor_gained, ==, 240);
  g_assert_cmpuint (after->skill_points_earned, ==, 2);
}

static void
test_death_and_succession (Fixture       *fixture,
                           gconstpointer  data)
{
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 2, 150, "chivalric", 5);
  gint64 walter = store_leader (fixture, "Sir Walter", FALSE, 1, 1, 50, "raider", 5);
  gint64 guy = store_leader (fixture, "Sir Guy", FALSE, 2, 1, 50, "mercenary", 5);
  gint64 army = store_army (fixture, hugh, "Host", LEVY);
  g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
  g_autoptr(GPtrArray) guy_ledger = NULL;
  g_autoptr(GPtrArray) walter_ledger = NULL;
  g_autoptr(GPtrArray) pending = NULL;
  g_autoptr(BnCareerLeader) dead = NULL;
  g_autoptr(GError) error = NULL;
  gboolean heir = FALSE;

  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 1);
  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, walter, 0);
  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, guy, 2);
  bn_battle_record_add_check (record, hugh, BN_CHECK_MISSILE, 20);
  record_and_apply (fixture, record, "BJ,RJ", NULL);   /* lost, found by a joker: slain */

  dead = career_of (fixture, hugh);
  g_assert_cmpstr (dead->leader->status, ==, "dead");
  /* Sir Guy, the Banneret, outranks Sir Walter the Knight. */
  guy_ledger = ledger_of (fixture, guy);
  g_assert_nonnull (find_entry (guy_ledger, "takes command"));
  walter_ledger = ledger_of (fixture, walter);
  g_assert_null (find_entry (walter_ledger, "takes command"));
  pending = bn_career_list_pending (fixture->store, fixture->campaign_id, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < pending->len; i++)
    {
      BnCareerPending *p = g_ptr_array_index (pending, i);

      if (p->leader_id == hugh)
        heir = p->needs_heir;
    }
  g_assert_true (heir);
}

/* What a chronicle paragraph tells of fates and commands, in order: B a
 * blow and its card, T what came of it, H a command taken, W a command
 * lost, E a career ended. */
static char *
fates_told (const char *paragraph)
{
  static const struct { const char *words; char letter; } told[] = {
    { "A blow struck him", 'B' }, { "Then ", 'T' }, { "He ", 'H' }, { "With him gone, ", 'W' },
    { "So ended his career", 'E' },
  };
  GString *out = g_string_new (NULL);

  for (const char *p = paragraph; *p != '\0'; p++)
    for (guint i = 0; i < G_N_ELEMENTS (told); i++)
      if (g_str_has_prefix (p, told[i].words) && (p == paragraph || p[-1] == ' '))
        g_string_append_c (out, told[i].letter);
  return g_string_free (out, FALSE);
}

/* @leader_id's chronicle paragraph of battle @battle_id, told from his
 * ledger as stored or, when @reworded, with every line's words changed
 * (another wording, another language) and its kind, numbers and card
 * kept. */
static char *
tell (Fixture  *fixture,
      gint64    leader_id,
      gint64    battle_id,
      gboolean  reworded)
{
  g_autoptr(GPtrArray) ledger = ledger_of (fixture, leader_id);
  g_autoptr(GPtrArray) lines = g_ptr_array_new ();
  g_autoptr(BnCareerLeader) cl = career_of (fixture, leader_id);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnBattleRecord) record = bn_career_get_battle (fixture->store, battle_id, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < ledger->len; i++)
    {
      BnLedgerEntry *e = g_ptr_array_index (ledger, i);

      if (e->battle_id != battle_id)
        continue;
      if (reworded)
        {
          g_free (e->rule);
          e->rule = g_strdup_printf ("ligne %u de la bataille : mot %u", i, i);
        }
      g_ptr_array_add (lines, e);
    }
  return bn_career_chronicle_paragraph (cl, fixture->leader_rules, record, lines);
}

/* The chronicle tells a fate line's kind from its numbers, its card and
 * the lines before it, and a deed from the record, not their words: a
 * reworded or translated ledger is told the same. Baron Hugh is lost and found by a joker, slain, and Sir
 * Guy takes his command; Sir Walter, alone, is lost, found and captured,
 * and his command breaks; Sir Guy is wounded. */
static void
test_chronicle_reads_numbers (Fixture       *fixture,
                              gconstpointer  data)
{
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 2, 150, "chivalric", 5);
  gint64 walter = store_leader (fixture, "Sir Walter", FALSE, 1, 1, 50, "raider", 5);
  gint64 guy = store_leader (fixture, "Sir Guy", FALSE, 2, 1, 50, "mercenary", 5);
  BnBattleRecord *first = new_record (fixture, "the ford", store_army (fixture, hugh, "Host", LEVY));
  gint64 fought[3];
  static const struct { guint battle; const char *leader; const char *told; const char *says; } cases[] = {
    { 0, "hugh", "BTTE", "Then lost: the other side draws " },
    { 0, "guy", "H", "He takes command of Host after " },
    { 1, "walter", "BTTW", "With him gone, no leader is left to command " },
    { 2, "guy", "B", "A blow struck him, and the card (QH) read 22, wounded for 2 battles." },
  };

  bn_battle_record_add_leader (first, BN_SIDE_PLAYER, hugh, 1);
  bn_battle_record_add_leader (first, BN_SIDE_PLAYER, guy, 2);
  bn_battle_record_add_check (first, hugh, BN_CHECK_MISSILE, 20);
  fought[0] = record_and_apply_owned (fixture, first, "BJ,RJ", NULL);   /* lost, found by a joker: slain */
  {
    BnBattleRecord *second = new_record (fixture, "the mill", store_army (fixture, walter, "Riders", LEVY));

    bn_battle_record_add_leader (second, BN_SIDE_PLAYER, walter, 1)->ransom = BN_RANSOM_REFUSED;
    bn_battle_record_add_check (second, walter, BN_CHECK_MISSILE, 20);
    fought[1] = record_and_apply_owned (fixture, second, "BJ,KC", NULL);   /* lost, found by a court card: held */
  }
  {
    BnBattleRecord *third = new_record (fixture, "the bridge", store_army (fixture, guy, "Hired men", LEVY));

    bn_battle_record_add_leader (third, BN_SIDE_PLAYER, guy, 1);
    bn_battle_record_add_check (third, guy, BN_CHECK_MISSILE, 20);
    fought[2] = record_and_apply_owned (fixture, third, "QH", NULL);   /* 22: wounded for 2 battles */
  }

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      gint64 leader = g_str_equal (cases[c].leader, "hugh") ? hugh : g_str_equal (cases[c].leader, "guy") ? guy : walter;
      g_autofree char *english = tell (fixture, leader, fought[cases[c].battle], FALSE);
      g_autofree char *other = tell (fixture, leader, fought[cases[c].battle], TRUE);
      g_autofree char *english_told = fates_told (english);
      g_autofree char *other_told = fates_told (other);

      g_test_message ("%s", english);
      g_test_message ("%s", other);
      g_assert_nonnull (strstr (english, cases[c].says));
      g_assert_cmpstr (english_told, ==, cases[c].told);
      g_assert_cmpstr (other_told, ==, cases[c].told);
      /* The honor every survivor gets is no deed, in any words. */
      g_assert_nonnull (strstr (english, " held his place, and won "));
      g_assert_nonnull (strstr (other, " held his place, and won "));
    }
}

/* ---- mercenaries ---- */

static void
test_mercenary_paid (Fixture       *fixture,
                     gconstpointer  data)
{
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 1, 50, "mercenary", 5);
  gint64 army = store_army (fixture, hugh, "Hired", HIRED);
  g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
  g_autoptr(GPtrArray) contracts = NULL;
  g_autoptr(GPtrArray) pending = NULL;
  g_autoptr(BnCareerLeader) after = NULL;
  g_autoptr(GError) error = NULL;
  BnMercenaryContract *contract;

  record->unspent = 5;
  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 0);
  bn_battle_record_add_promise (record, BN_SIDE_PLAYER, 2, 4);
  record_and_apply (fixture, record, NULL, NULL);
  contracts = bn_career_list_contracts (fixture->store, fixture->campaign_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (contracts->len, ==, 1);
  contract = g_ptr_array_index (contracts, 0);
  g_assert_cmpint (contract->status, ==, BN_CONTRACT_OWED);
  g_assert_cmpuint (contract->amount, ==, 4);

  pending = bn_career_advance (fixture->store, fixture->campaign_id, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (pending);
  g_clear_pointer (&contracts, g_ptr_array_unref);
  contracts = bn_career_list_contracts (fixture->store, fixture->campaign_id, &error);
  contract = g_ptr_array_index (contracts, 0);
  g_assert_cmpint (contract->status, ==, BN_CONTRACT_PAID);
  after = career_of (fixture, hugh);
  g_assert_cmpuint (after->purse, ==, 1);
}

static void
test_mercenary_unpaid (Fixture       *fixture,
                       gconstpointer  data)
{
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 1, 50, "mercenary", 5);
  gint64 army = store_army (fixture, hugh, "Hired", HIRED);
  g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
  g_autoptr(GError) error = NULL;
  BnMercenaryContract *contract;

  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 0);
  /* No promise recorded: the roster's (3 on the Genoese) stands. */
  record_and_apply (fixture, record, NULL, NULL);
  for (guint round = 1; round <= 2; round++)
    {
      g_autoptr(GPtrArray) pending = bn_career_advance (fixture->store, fixture->campaign_id, NULL, &error);
      g_autoptr(GPtrArray) contracts = NULL;

      g_assert_no_error (error);
      contracts = bn_career_list_contracts (fixture->store, fixture->campaign_id, &error);
      g_assert_cmpuint (contracts->len, ==, 1);
      contract = g_ptr_array_index (contracts, 0);
      g_assert_cmpuint (contract->amount, ==, 3);
      g_assert_cmpuint (contract->advances_unpaid, ==, round);
      if (round == 1)
        {
          g_assert_cmpint (contract->consequence, ==, BN_DEBT_BRIBABLE);
          g_assert_cmpint (contract->status, ==, BN_CONTRACT_OWED);
        }
      else
        {
          g_assert_cmpint (contract->consequence, ==, BN_DEBT_DESERTED);
          g_assert_cmpint (contract->status, ==, BN_CONTRACT_LAPSED);
        }
    }
}

/* Day of Battle, "Honor Point Multipliers": "doubled if the L&H is
 * attached", "doubled if a herald is within 5"" — the honor gained. A
 * loss (a unit lost, −2 to a Chivalric leader) is not doubled. */
static void
test_losses_not_doubled (Fixture       *fixture,
                         gconstpointer  data)
{
  g_assert_cmpint (deed_result (fixture, 1, 1, 10, "lost-unit", FALSE, FALSE), ==, -2);
  g_assert_cmpint (deed_result (fixture, 1, 1, 10, "lost-unit", TRUE, FALSE), ==, -2);
  g_assert_cmpint (deed_result (fixture, 3, 3, 250, "lost-unit", TRUE, FALSE), ==, -6);
  /* A gain still doubles. */
  g_assert_cmpint (deed_result (fixture, 1, 1, 10, "won-melee", TRUE, FALSE), ==, 2);
}

/* A ward and a throw again made on the field are stored with the battle
 * (migration 0022) and read back by the sequence: the ledger shows both
 * and draws nothing. */
static void
test_ward_stored (Fixture       *fixture,
                  gconstpointer  data)
{
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 2, 150, "chivalric", 5);
  gint64 army = store_army (fixture, hugh, "Host", KNIGHTS);
  g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
  g_autoptr(BnBattleRecord) stored = NULL;
  g_autoptr(GPtrArray) ledger = NULL;
  g_autoptr(GError) error = NULL;
  BnPcsCheck *check;

  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 1)->command_met = 1;
  check = bn_battle_record_add_check (record, hugh, BN_CHECK_MELEE, 18);
  check->reroll_retainer = g_strdup ("page");
  check->first_roll = 20;
  check->retainer = g_strdup ("sergeant");
  check->ward_roll = 3;
  check->wound = 0;
  record_and_apply (fixture, record, NULL, NULL);
  stored = bn_career_get_battle (fixture->store, record->id, &error);
  g_assert_no_error (error);
  check = g_ptr_array_index (stored->checks, 0);
  g_assert_cmpstr (check->retainer, ==, "sergeant");
  g_assert_cmpuint (check->ward_roll, ==, 3);
  g_assert_cmpstr (check->reroll_retainer, ==, "page");
  g_assert_cmpuint (check->first_roll, ==, 20);
  g_assert_cmpint (check->wound, ==, 0);
  ledger = ledger_of (fixture, hugh);
  g_assert_nonnull (find_entry (ledger, "Page throws his check again: D20 18 replaces 20"));
  g_assert_nonnull (find_entry (ledger, "Sergeant wards off the blow: D20 3, needs 1–19: saved"));
  g_assert_null (find_entry (ledger, "Special Results"));
}

/* ---- refusals ---- */

static gint64
count_rows (Fixture    *fixture,
            const char *table)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) battles = bn_career_list_battles (fixture->store, fixture->campaign_id, &error);

  g_assert_no_error (error);
  (void) table;
  return battles->len;
}

static void
expect_refused (Fixture        *fixture,
                BnBattleRecord *record,
                const char     *words)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (bn_career_record_battle (fixture->store, record, &error));
  g_assert_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID);
  if (strstr (error->message, words) == NULL)
    g_error ("“%s” does not say “%s”", error->message, words);
  g_assert_cmpint (count_rows (fixture, "battle"), ==, 0);
}

static void
test_refusals (Fixture       *fixture,
               gconstpointer  data)
{
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 1, 50, "chivalric", 5);
  gint64 army = store_army (fixture, hugh, "Levy", LEVY);

  {
    g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);

    bn_battle_record_add_unit (record, BN_SIDE_PLAYER, 9, 1, FALSE, FALSE);
    expect_refused (fixture, record, "unit 9");
  }
  {
    g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);

    bn_battle_record_add_unit (record, BN_SIDE_PLAYER, 1, 99, FALSE, FALSE);
    expect_refused (fixture, record, "lost 99 figures but had only");
  }
  {
    g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);

    bn_battle_record_add_leader (record, BN_SIDE_PLAYER, 999, 0);
    expect_refused (fixture, record, "no leader 999");
  }
  {
    g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);

    bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 0);
    bn_battle_record_add_deed (record, "ate-a-goose", 1, hugh, FALSE, FALSE);
    expect_refused (fixture, record, "not a deed");
  }
  {
    g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);

    bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 1);
    bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 2);
    expect_refused (fixture, record, "two places");
  }
}

/* Records that could have happened (docs/rules.md): each deed within
 * its limit, counted for each side; the impossible record is refused and
 * nothing is stored. The Levy's roster has 2 units; the opponent is a
 * label (house: at most 64 units, 16 leaders). */
static void
test_deed_limits (Fixture       *fixture,
                  gconstpointer  data)
{
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 1, 50, "chivalric", 5);
  gint64 army = store_army (fixture, hugh, "Levy", LEVY);

  /* A unit holds one objective: a second "held-objective" for it, and a
   * thousand, are refused. */
  {
    g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);

    bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 1);
    bn_battle_record_add_deed (record, "held-objective", 1, hugh, TRUE, FALSE);
    bn_battle_record_add_deed (record, "held-objective", 2, hugh, FALSE, FALSE);
    for (guint i = 0; i < 1000; i++)
      bn_battle_record_add_deed (record, "held-objective", 1, hugh, TRUE, FALSE);
    expect_refused (fixture, record, "deed 3: “held-objective” can happen at most 1 times for unit 1");
  }
  /* A side loses each of its units once: two units, three losses. */
  {
    g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);

    bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 0);
    for (guint i = 0; i < 3; i++)
      bn_battle_record_add_deed (record, "lost-unit", (i + 1) % 3, hugh, FALSE, FALSE);
    expect_refused (fixture, record, "at most 2 times for the player side");
  }
  /* Loot is taken once a battle. */
  {
    g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);

    bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 0);
    bn_battle_record_add_deed (record, "took-loot", 0, hugh, FALSE, FALSE);
    bn_battle_record_add_deed (record, "took-loot", 0, hugh, FALSE, FALSE);
    expect_refused (fixture, record, "once a battle");
  }
  /* A melee read from a log is one action: the same unit cannot win it
   * twice; and no deed after the battle's last turn. */
  {
    g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
    BnBattleDeed *deed;

    bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 1);
    record->end_turn = 6;
    for (guint i = 0; i < 2; i++)
      {
        deed = bn_battle_record_add_deed (record, "won-melee", 1, hugh, TRUE, FALSE);
        deed->turn = 3;
        deed->action = 17;
      }
    expect_refused (fixture, record, "recorded twice for the same unit in turn 3, action 18");
  }
  {
    g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
    BnBattleDeed *deed;

    bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 1);
    record->end_turn = 6;
    deed = bn_battle_record_add_deed (record, "won-melee", 1, hugh, TRUE, FALSE);
    deed->turn = 7;
    expect_refused (fixture, record, "the battle ended on turn 6");
  }
  /* Within every limit: stored. */
  {
    g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
    g_autoptr(GError) error = NULL;

    bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 1);
    bn_battle_record_add_deed (record, "held-objective", 1, hugh, TRUE, FALSE);
    bn_battle_record_add_deed (record, "held-objective", 2, hugh, FALSE, FALSE);
    bn_battle_record_add_deed (record, "won-melee", 1, hugh, TRUE, FALSE);
    bn_battle_record_add_deed (record, "won-melee", 1, hugh, TRUE, FALSE);
    bn_battle_record_add_deed (record, "lost-unit", 2, hugh, FALSE, FALSE);
    bn_battle_record_add_deed (record, "took-loot", 0, hugh, FALSE, FALSE);
    g_assert_true (bn_career_record_battle (fixture->store, record, &error));
    g_assert_no_error (error);
  }
}

/* ---- corrections ---- */

static void
test_correction (Fixture       *fixture,
                 gconstpointer  data)
{
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 2, 150, "chivalric", 5);
  gint64 army = store_army (fixture, hugh, "Knights", KNIGHTS);
  g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
  g_autoptr(BnBattleRecord) fixed = NULL;
  g_autoptr(BnCareerLeader) before = NULL;
  g_autoptr(BnCareerLeader) after = NULL;
  g_autoptr(GPtrArray) revisions = NULL;
  g_autoptr(GPtrArray) ledger = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;

  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 1);
  bn_battle_record_add_deed (record, "won-melee", 1, hugh, TRUE, FALSE);
  bn_battle_record_add_check (record, hugh, BN_CHECK_MELEE, 0);
  /* The check rolls a 17 (struck at PCS 15) and draws the jack of diamonds: wounded. */
  id = record_and_apply (fixture, record, "JD", "17");
  before = career_of (fixture, hugh);
  /* won-melee 1 × 2 attached × 2 Ordinary esteem; survived 0. */
  g_assert_cmpuint (before->leader->honor, ==, 150 + 4);
  g_assert_cmpstr (before->leader->status, ==, "wounded");

  /* He also held the bridge, it turns out. */
  fixed = bn_career_get_battle (fixture->store, id, &error);
  g_assert_no_error (error);
  bn_battle_record_add_deed (fixed, "held-objective", 1, hugh, FALSE, FALSE);
  g_assert_true (bn_career_correct_battle (fixture->store, fixed, "forgot the bridge", &error));
  g_assert_no_error (error);
  after = career_of (fixture, hugh);
  g_assert_cmpuint (after->leader->honor, ==, 150 + 4 + 4);
  /* The same draws: still wounded by the same card. */
  g_assert_cmpstr (after->leader->status, ==, "wounded");
  ledger = ledger_of (fixture, hugh);
  g_assert_nonnull (find_entry (ledger, "held an objective"));
  g_assert_cmpstr (get_entry (ledger, "Special Results")->card, ==, "JD");

  revisions = bn_career_list_revisions (fixture->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (revisions->len, ==, 1);
  g_assert_cmpstr (((BnBattleRevision *) g_ptr_array_index (revisions, 0))->reason, ==, "forgot the bridge");
  g_assert_nonnull (strstr (((BnBattleRevision *) g_ptr_array_index (revisions, 0))->record, "won-melee"));
  g_assert_null (strstr (((BnBattleRevision *) g_ptr_array_index (revisions, 0))->record, "held-objective"));
  {
    g_autoptr(BnBattleRecord) now = bn_career_get_battle (fixture->store, id, &error);

    g_assert_cmpuint (now->revision, ==, 2);
    g_assert_true (now->applied);
  }
  /* Applying twice is refused. */
  g_assert_false (bn_career_apply_battle (fixture->store, id, NULL, &error));
  g_assert_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_APPLIED);
}

/* ---- the XML ---- */

static void
test_xml_round_trip (void)
{
  g_autoptr(BnBattleRecord) record = bn_battle_record_new ();
  g_autoptr(BnBattleRecord) back = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  BnPcsCheck *check;

  record->campaign_id = 1;
  record->army_id = 2;
  record->name = g_strdup ("the ford & the mill");
  record->opponent = g_strdup ("Count <Odo>");
  record->winner = BN_WINNER_PLAYER;
  record->unspent = 4;
  bn_battle_record_add_unit (record, BN_SIDE_PLAYER, 1, 3, FALSE, TRUE);
  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, 5, 1)->ransom = BN_RANSOM_REFUSED;
  bn_battle_record_add_deed (record, "captured-leader", 1, 5, TRUE, TRUE)->captive_rank = 4;
  check = bn_battle_record_add_check (record, 5, BN_CHECK_MELEE, 12);
  check->lost_melee = TRUE;
  check->strike_difference = 2;
  check->retainer = g_strdup ("squire");
  /* What happened on the field between the strike and the card (issue
   * 24): the ward's D20, the check thrown again, the wound. */
  check->ward_roll = 7;
  check->reroll_retainer = g_strdup ("page");
  check->first_roll = 19;
  check->wound = 3;
  bn_battle_record_add_retainer_use (record, 5, "page");
  bn_battle_record_add_retainer_use (record, 5, "healer");
  ((BnRetainerUse *) g_ptr_array_index (record->retainers, 1))->heals_wound = TRUE;
  /* A die of his own thrown again (Day of Battle, Retainers, "Re-roll a
   * bad die roll … made by the L&H"). */
  bn_battle_record_add_retainer_use (record, 5, "squire");
  ((BnRetainerUse *) g_ptr_array_index (record->retainers, 2))->rethrown = g_strdup ("combat-bonus");
  ((BnRetainerUse *) g_ptr_array_index (record->retainers, 2))->rethrown_roll = 17;
  bn_battle_record_add_promise (record, BN_SIDE_PLAYER, 1, 3);

  first = bn_battle_record_xml_write (record);
  bytes = g_bytes_new (first, strlen (first));
  back = bn_battle_record_xml_read_bytes (bytes, "result.xml", &error);
  g_assert_no_error (error);
  second = bn_battle_record_xml_write (back);
  g_assert_cmpstr (first, ==, second);
  check = g_ptr_array_index (back->checks, 0);
  g_assert_cmpuint (check->ward_roll, ==, 7);
  g_assert_cmpstr (check->reroll_retainer, ==, "page");
  g_assert_cmpuint (check->first_roll, ==, 19);
  g_assert_cmpint (check->wound, ==, 3);
  g_assert_true (((BnRetainerUse *) g_ptr_array_index (back->retainers, 1))->heals_wound);
  g_assert_cmpstr (((BnRetainerUse *) g_ptr_array_index (back->retainers, 2))->rethrown, ==, "combat-bonus");
  g_assert_cmpuint (((BnRetainerUse *) g_ptr_array_index (back->retainers, 2))->rethrown_roll, ==, 17);
  g_assert_cmpint (((BnPcsCheck *) g_ptr_array_index (record->checks, 0))->wound, ==, 3);
}

static void
test_xml_refused (void)
{
  static const char *doctype =
    "<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY e \"boom\">]>"
    "<battle-result format=\"1\" campaign=\"1\" army=\"1\" opponent=\"x\" winner=\"draw\"><name>&e;</name></battle-result>";
  static const char *invalid =
    "<battle-result format=\"1\" campaign=\"1\" army=\"1\" opponent=\"x\" winner=\"maybe\"><name>a</name></battle-result>";
  const char *docs[] = { doctype, invalid };

  for (guint i = 0; i < G_N_ELEMENTS (docs); i++)
    {
      g_autoptr(GBytes) bytes = g_bytes_new_static (docs[i], strlen (docs[i]));
      g_autoptr(GError) error = NULL;
      g_autoptr(BnBattleRecord) record = bn_battle_record_xml_read_bytes (bytes, "bad.xml", &error);

      g_assert_null (record);
      g_assert_nonnull (error);
      g_assert_cmpuint (error->domain, ==, BN_XML_ERROR);
    }
}

/* ---- a whole campaign, twice ---- */

/* Everything a campaign's careers come to, as text. */
static char *
dump_campaign (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) leaders = bn_store_list_leaders (fixture->store, fixture->campaign_id, &error);
  g_autoptr(GPtrArray) contracts = bn_career_list_contracts (fixture->store, fixture->campaign_id, &error);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < leaders->len; i++)
    {
      BnLeader *leader = g_ptr_array_index (leaders, i);
      g_autoptr(BnCareerLeader) cl = career_of (fixture, leader->id);
      g_autoptr(GPtrArray) ledger = ledger_of (fixture, leader->id);

      g_string_append_printf (out, "%s rank %u esteem %u honor %u hh %u %s purse %u wounds %u skill %u\n",
                              leader->name, cl->leader->social_rank, cl->leader->esteem_level, cl->leader->honor,
                              cl->leader->household, cl->leader->status, cl->purse, cl->wound_battles,
                              cl->skill_points_earned);
      for (guint e = 0; e < ledger->len; e++)
        {
          g_autofree char *line = bn_ledger_entry_to_string (g_ptr_array_index (ledger, e));

          g_string_append_printf (out, "  %s\n", line);
        }
    }
  for (guint i = 0; i < contracts->len; i++)
    {
      BnMercenaryContract *c = g_ptr_array_index (contracts, i);

      g_string_append_printf (out, "contract %u %s %s\n", c->amount, bn_contract_status_get_id (c->status),
                              bn_debt_consequence_get_id (c->consequence));
    }
  return g_string_free (out, FALSE);
}

static char *
run_ten_battles (guint64 seed)
{
  Fixture fixture = { 0, };
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  static const char * const deeds[] = {
    "destroyed-unit", "won-melee", "held-objective", "took-loot", "routed-enemy", "lost-unit", "mercenaries-loyal",
  };
  gint64 hugh, walter, army;
  char *dump;

  fixture_set_up (&fixture, NULL);
  hugh = store_leader (&fixture, "Baron Hugh", TRUE, 3, 2, 150, "chivalric", 6);
  walter = store_leader (&fixture, "Sir Walter", FALSE, 1, 1, 40, "raider", 4);
  army = store_army (&fixture, hugh, "Host", HIRED);
  for (guint b = 0; b < 10; b++)
    {
      g_autofree char *name = g_strdup_printf ("battle %u", b + 1);
      g_autoptr(BnBattleRecord) record = new_record (&fixture, name, army);
      g_autoptr(GError) error = NULL;
      g_autoptr(BnChance) chance = bn_chance_new_seeded (seed + b);
      g_autoptr(GPtrArray) pending = NULL;
      g_autoptr(BnCareerLeader) h = career_of (&fixture, hugh);
      g_autoptr(BnCareerLeader) w = career_of (&fixture, walter);
      BnCareerLeader *both[] = { h, w };
      guint order[G_N_ELEMENTS (deeds)], next = 0;

      /* Each deed once in the battle at most, so the record is one that
       * could have happened (a unit is lost once, loot is taken once). */
      for (guint i = 0; i < G_N_ELEMENTS (deeds); i++)
        order[i] = i;
      for (guint i = G_N_ELEMENTS (deeds) - 1; i > 0; i--)
        {
          guint j = (guint) g_rand_int_range (rand, 0, (gint32) i + 1), t = order[i];

          order[i] = order[j];
          order[j] = t;
        }
      record->winner = (BnWinner) g_rand_int_range (rand, 0, 3);
      record->unspent = g_rand_int_range (rand, 0, 6);
      for (guint l = 0; l < 2; l++)
        {
          if (g_strcmp0 (both[l]->leader->status, "dead") == 0 || g_strcmp0 (both[l]->leader->status, "captured") == 0)
            continue;
          bn_battle_record_add_leader (record, BN_SIDE_PLAYER, both[l]->leader->id, l + 1);
          for (guint d = 0; d < 3; d++)
            bn_battle_record_add_deed (record, deeds[order[next++]], l + 1,
                                       both[l]->leader->id, g_rand_boolean (rand), g_rand_boolean (rand));
          bn_battle_record_add_check (record, both[l]->leader->id, BN_CHECK_MELEE, 0)->lost_melee = g_rand_boolean (rand);
        }
      g_assert_true (bn_career_record_battle (fixture.store, record, &error));
      g_assert_no_error (error);
      g_assert_true (bn_career_apply_battle (fixture.store, record->id, b % 2 == 0 ? chance : NULL, &error));
      g_assert_no_error (error);
      pending = bn_career_advance (fixture.store, fixture.campaign_id, NULL, &error);
      g_assert_no_error (error);
    }
  g_assert_true (bn_career_recompute (fixture.store, fixture.campaign_id, NULL));
  dump = dump_campaign (&fixture);
  fixture_tear_down (&fixture, NULL);
  return dump;
}

static void
test_ten_battles (void)
{
  g_autofree char *first = run_ten_battles (42);
  g_autofree char *second = run_ten_battles (42);

  g_assert_cmpstr (first, ==, second);
  g_assert_nonnull (strstr (first, "between battles"));
  g_assert_cmpuint (strlen (first), >, 1000);
}

/* ---- a crash half way through the sequence ---- */

static void
die_at (const char *step,
        gpointer    user_data)
{
  if (g_strcmp0 (step, user_data) == 0)
    _exit (3);
}

static void
crash_at (Fixture    *fixture,
          const char *where)
{
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 2, 150, "chivalric", 5);
  gint64 army = store_army (fixture, hugh, "Knights", KNIGHTS);
  g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  int status;
  pid_t pid;

  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 1);
  bn_battle_record_add_deed (record, "won-melee", 1, hugh, TRUE, TRUE);
  bn_battle_record_add_check (record, hugh, BN_CHECK_MELEE, 17);
  g_assert_true (bn_career_record_battle (fixture->store, record, &error));
  before = dump_campaign (fixture);
  g_clear_pointer (&fixture->store, bn_store_unref);

  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      g_autoptr(BnStore) store = bn_store_open (fixture->path, NULL);

      bn_career_set_step_hook (die_at, (gpointer) where);
      bn_career_apply_battle (store, record->id, NULL, NULL);
      _exit (0);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 3);

  fixture->store = bn_store_open (fixture->path, &error);
  g_assert_no_error (error);
  after = dump_campaign (fixture);
  g_assert_cmpstr (after, ==, before);
  {
    g_autoptr(BnBattleRecord) stored = bn_career_get_battle (fixture->store, record->id, &error);

    g_assert_false (stored->applied);
  }
  /* And the sequence still runs whole afterwards. */
  g_assert_true (bn_career_apply_battle (fixture->store, record->id, NULL, &error));
  g_assert_no_error (error);
  g_free (after);
  after = dump_campaign (fixture);
  g_assert_cmpstr (after, !=, before);
}

static void
test_crash_mid_ledger (Fixture       *fixture,
                       gconstpointer  data)
{
  crash_at (fixture, "ledger-half-written");
}

static void
test_crash_after_leaders (Fixture       *fixture,
                          gconstpointer  data)
{
  crash_at (fixture, "leaders-written");
}

/* ---- special retainers before each battle ---- */

/* A rank-4 player-leader generated with a Herald (KS) and an Archer (6H). */
static gint64
store_earl (Fixture *fixture)
{
  g_autoptr(BnLeader) earl = new_leader (fixture, "Earl Robert", TRUE, 4, 3, 250, "chivalric", 5);
  g_autoptr(GError) error = NULL;
  static const char * const cards[] = { "KS", "6H" };

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      BnCard card;

      g_assert_true (bn_card_parse (cards[i], &card, NULL));
      bn_leader_apply_special_retainer_card (fixture->leader_rules, earl, card, BN_CHANCE_SOURCE_TYPED);
    }
  g_assert_true (bn_store_insert_leader (fixture->store, earl, &error));
  g_assert_no_error (error);
  return earl->id;
}

/* "type card" of each special retainer he has for his next battle. */
static char *
next_set (Fixture *fixture,
          gint64   leader_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) specials = bn_career_list_special_retainers (fixture->store, leader_id, &error);
  GString *out = g_string_new (NULL);

  g_assert_no_error (error);
  for (guint i = 0; i < specials->len; i++)
    {
      const BnRetainer *retainer = g_ptr_array_index (specials, i);
      g_autofree char *card = bn_card_to_string (retainer->card);

      g_string_append_printf (out, "%s%s %s", i > 0 ? ", " : "", retainer->type_id, card);
    }
  return g_string_free (out, FALSE);
}

/* The ledger lines of one battle of @leader_id whose rule starts with @prefix, with their cards. */
static char *
battle_lines (Fixture    *fixture,
              gint64      leader_id,
              gint64      battle_id,
              const char *prefix)
{
  g_autoptr(GPtrArray) ledger = ledger_of (fixture, leader_id);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < ledger->len; i++)
    {
      const BnLedgerEntry *e = g_ptr_array_index (ledger, i);

      if (e->battle_id == battle_id && g_str_has_prefix (e->rule, prefix))
        g_string_append_printf (out, "%s [%s]\n", e->rule, e->card != NULL ? e->card : "");
    }
  return g_string_free (out, FALSE);
}

static char *
whole_ledger (Fixture *fixture,
              gint64   leader_id)
{
  g_autoptr(GPtrArray) ledger = ledger_of (fixture, leader_id);
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < ledger->len; i++)
    {
      g_autofree char *line = bn_ledger_entry_to_string (g_ptr_array_index (ledger, i));

      g_string_append_printf (out, "%s\n", line);
    }
  return g_string_free (out, FALSE);
}

/* Earl Robert against Count Odo's army, both of the campaign, so a herald
 * near must be one that took the field. */
static BnBattleRecord *
earl_battle (Fixture    *fixture,
             gint64      earl,
             gint64      army,
             gint64      odo_army,
             const char *name)
{
  BnBattleRecord *record = new_record (fixture, name, army);

  record->opponent_army_id = odo_army;
  g_clear_pointer (&record->opponent, g_free);
  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, earl, 1)->command_met = 1;
  bn_battle_record_add_deed (record, "won-melee", 1, earl, FALSE, TRUE);
  return record;
}

static void
test_special_each_battle (Fixture       *fixture,
                          gconstpointer  data)
{
  gint64 earl = store_earl (fixture);
  gint64 odo = store_leader (fixture, "Count Odo", FALSE, 3, 1, 50, "raider", 5);
  gint64 army = store_army (fixture, earl, "Host", KNIGHTS);
  gint64 odo_army = store_army (fixture, odo, "Odo's host", LEVY);
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL, *second = NULL, *third = NULL, *lines = NULL;
  g_autofree char *before = NULL, *after = NULL, *again = NULL;
  g_autoptr(BnBattleRecord) fixed = NULL;
  gint64 b1, b2, b3;

  /* Before his first battle: the set he was generated with. */
  first = next_set (fixture, earl);
  g_assert_cmpstr (first, ==, "herald KS, archer 6H");

  /* Battle 1 takes it, draws nothing, and the Herald doubles the melee. */
  b1 = record_and_apply_owned (fixture, earl_battle (fixture, earl, army, odo_army, "the ford"), NULL, NULL);
  lines = battle_lines (fixture, earl, b1, "special retainer");
  g_assert_cmpstr (lines, ==,
                   "special retainer of his generation takes the field: Herald [KS]\n"
                   "special retainer of his generation takes the field: Archer, bonus +3 [6H]\n");
  g_clear_pointer (&lines, g_free);
  lines = battle_lines (fixture, earl, b1, "Herald leaves");
  g_assert_cmpstr (lines, ==, "Herald leaves him after the battle [KS]\n");
  {
    g_autoptr(GPtrArray) ledger = ledger_of (fixture, earl);

    g_assert_cmpstr (get_entry (ledger, "won a melee")->multipliers, ==, "× 2 herald × 3 Known esteem");
  }

  /* A fresh set for battle 2, drawn from the seed, shown before it … */
  second = next_set (fixture, earl);
  g_assert_cmpuint (strlen (second), >, 0);
  g_assert_cmpstr (second, !=, first);
  /* … and it is the set battle 2 reads. */
  b2 = record_and_apply_owned (fixture, earl_battle (fixture, earl, army, odo_army, "the mill"), NULL, NULL);
  {
    g_autoptr(GPtrArray) ledger = ledger_of (fixture, earl);
    g_auto(GStrv) shown = g_strsplit (second, ", ", -1);
    guint n = 0;

    for (guint i = 0; i < ledger->len; i++)
      {
        const BnLedgerEntry *e = g_ptr_array_index (ledger, i);

        /* Kept cards only: a set-aside card is not in the set. */
        if (e->battle_id == b2 && g_str_has_prefix (e->rule, "special retainer drawn") && e->result == 1)
          {
            g_assert_nonnull (shown[n]);
            g_assert_cmpstr (strchr (shown[n], ' ') + 1, ==, e->card);
            n++;
          }
      }
    g_assert_cmpuint (n, ==, 2);
    g_assert_null (shown[n]);
  }

  /* Battle 3: cards drawn at the table are typed into the record. A second
   * black face is a second Herald: set aside. */
  {
    BnBattleRecord *record = earl_battle (fixture, earl, army, odo_army, "the bridge");
    BnCard card;

    for (const char * const *c = (const char * const []) { "QS", "JC", "3H", NULL }; *c != NULL; c++)
      {
        g_assert_true (bn_card_parse (*c, &card, NULL));
        bn_battle_record_add_special_card (record, earl, card);
      }
    b3 = record_and_apply_owned (fixture, record, NULL, NULL);
  }
  g_clear_pointer (&lines, g_free);
  lines = battle_lines (fixture, earl, b3, "special retainer");
  g_assert_cmpstr (lines, ==,
                   "special retainer drawn for the battle at the table: Herald [QS]\n"
                   "special retainer drawn for the battle at the table: he already has 1 Herald, the most a "
                   "leader may have: set aside, draw again [JC]\n"
                   "special retainer drawn for the battle at the table: Archer, bonus +1 [3H]\n");

  /* A correction replays the campaign: every battle keeps its cards. */
  before = whole_ledger (fixture, earl);
  third = next_set (fixture, earl);
  fixed = bn_career_get_battle (fixture->store, b3, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (fixed->special_cards->len, ==, 3);
  bn_battle_record_add_deed (fixed, "held-objective", 1, earl, FALSE, FALSE);
  g_assert_true (bn_career_correct_battle (fixture->store, fixed, "the bridge was held", &error));
  g_assert_no_error (error);
  after = whole_ledger (fixture, earl);
  g_assert_nonnull (strstr (after, "held an objective"));
  g_clear_pointer (&lines, g_free);
  lines = battle_lines (fixture, earl, b3, "special retainer");
  g_assert_nonnull (strstr (lines, "Herald [QS]"));
  g_assert_nonnull (strstr (lines, "[3H]"));
  {
    g_autofree char *next = next_set (fixture, earl);

    g_assert_cmpstr (next, ==, third);
  }
  /* Recomputing changes nothing. */
  g_assert_true (bn_career_recompute (fixture->store, fixture->campaign_id, &error));
  g_assert_no_error (error);
  again = whole_ledger (fixture, earl);
  g_assert_cmpstr (again, ==, after);
}

/* A Baron who rises to Earl mid-campaign has special retainers from his
 * next battle on; a vassal never has any. */
static void
test_special_after_rank_rise (Fixture       *fixture,
                              gconstpointer  data)
{
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 1, 95, "chivalric", 5);
  gint64 walter = store_leader (fixture, "Sir Walter", FALSE, 4, 1, 50, "raider", 5);
  gint64 army = store_army (fixture, hugh, "Knights", KNIGHTS);
  g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
  g_autoptr(BnBattleRecord) second = new_record (fixture, "the mill", army);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCareerLeader) after = NULL;
  g_autofree char *none = NULL, *walter_set = NULL, *lines = NULL;
  BnCard card;
  gint64 b2;

  none = next_set (fixture, hugh);
  g_assert_cmpstr (none, ==, "");
  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 1);
  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, walter, 2);
  bn_battle_record_add_deed (record, "single-combat-kill", 1, hugh, TRUE, FALSE);
  /* 95 + 10 + 0 = 105: Ordinary; the climb card, a King, makes him an Earl. */
  record_and_apply (fixture, record, "KH", NULL);
  after = career_of (fixture, hugh);
  g_assert_cmpuint (after->leader->social_rank, ==, 4);
  g_assert_cmpuint (bn_leader_rules_special_retainer_count (fixture->leader_rules, 4), ==, 2);
  {
    g_autoptr(GPtrArray) specials = bn_career_list_special_retainers (fixture->store, hugh, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (specials->len, ==, 2);
  }
  walter_set = next_set (fixture, walter);
  g_assert_cmpstr (walter_set, ==, "");

  bn_battle_record_add_leader (second, BN_SIDE_PLAYER, hugh, 1);
  g_assert_true (bn_card_parse ("2H", &card, NULL));
  bn_battle_record_add_special_card (second, hugh, card);
  g_assert_true (bn_card_parse ("10S", &card, NULL));
  bn_battle_record_add_special_card (second, hugh, card);
  g_assert_true (bn_card_parse ("4D", &card, NULL));
  bn_battle_record_add_special_card (second, hugh, card);
  b2 = record_and_apply_owned (fixture, g_steal_pointer (&second), NULL, NULL);
  lines = battle_lines (fixture, hugh, b2, "");
  g_assert_nonnull (strstr (lines, "special retainer drawn for the battle at the table: Archer, bonus +1 [2H]\n"
                                   "special retainer drawn for the battle at the table: Champion, bonus +5 [10S]\n"
                                   "a card drawn at the table beyond his 2 special retainers: not needed [4D]\n"));
  g_assert_nonnull (strstr (lines, "Archer leaves him after the battle [2H]\n"));
  g_assert_nonnull (strstr (lines, "Champion leaves him after the battle [10S]\n"));

  /* Typed cards are a player-leader's only. */
  {
    g_autoptr(BnBattleRecord) bad = new_record (fixture, "the wood", army);

    bn_battle_record_add_leader (bad, BN_SIDE_PLAYER, walter, 1);
    bn_battle_record_add_special_card (bad, walter, card);
    g_assert_false (bn_career_record_battle (fixture->store, bad, &error));
    g_assert_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "not a player-leader"));
  }
}

/* Between two armies of the campaign, a herald near needs one on the field. */
static void
test_herald_needs_one (Fixture       *fixture,
                       gconstpointer  data)
{
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 3, 250, "chivalric", 5);
  gint64 odo = store_leader (fixture, "Count Odo", FALSE, 3, 1, 50, "raider", 5);
  gint64 army = store_army (fixture, hugh, "Knights", KNIGHTS);
  gint64 odo_army = store_army (fixture, odo, "Odo's host", LEVY);
  g_autoptr(BnBattleRecord) record = earl_battle (fixture, hugh, army, odo_army, "the ford");
  const BnLedgerEntry *line;
  g_autoptr(GPtrArray) ledger = NULL;

  record_and_apply_owned (fixture, g_steal_pointer (&record), NULL, NULL);
  ledger = ledger_of (fixture, hugh);
  line = get_entry (ledger, "won a melee");
  g_assert_cmpstr (line->multipliers, ==, "× 1 no herald on the field × 3 Known esteem");
  g_assert_cmpint (line->result, ==, 3);
}

/* ---- rosters: desertion and succession ---- */

static const char * const HIRED_FIRST[] = { "genoese-crossbowmen", "levy-spearmen", "levy-archers", NULL };

static char *
roster_text (Fixture *fixture,
             gint64   army_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnArmy) army = bn_store_get_army (fixture->store, army_id, &error);
  GString *out = g_string_new (NULL);

  g_assert_no_error (error);
  for (guint i = 0; i < army->units->len; i++)
    g_string_append_printf (out, "%s%s", i > 0 ? "," : "",
                            ((BnArmyUnit *) g_ptr_array_index (army->units, i))->unit->type_id);
  g_string_append (out, " |");
  for (guint i = 0; i < army->posts->len; i++)
    {
      const BnArmyPost *post = g_ptr_array_index (army->posts, i);

      g_string_append_printf (out, " %" G_GINT64_FORMAT ":%s:%d", post->leader_id, bn_army_role_get_id (post->role),
                              post->unit_index);
    }
  return g_string_free (out, FALSE);
}

static gint64
store_army_with_posts (Fixture            *fixture,
                       gint64              leader_id,
                       const char         *name,
                       const char * const *types,
                       const BnArmyPost   *posts,
                       guint               n_posts)
{
  g_autoptr(BnArmy) army = new_army (fixture, leader_id, name, types);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < n_posts; i++)
    g_ptr_array_add (army->posts, bn_army_post_copy (&posts[i]));
  g_assert_true (bn_store_save_army (fixture->store, army, &error));
  g_assert_no_error (error);
  return army->id;
}

static guint
count_lines (const char *text,
             const char *needle)
{
  guint n = 0;

  for (const char *at = strstr (text, needle); at != NULL; at = strstr (at + 1, needle))
    n++;
  return n;
}

static void
test_desertion_leaves_roster (Fixture       *fixture,
                              gconstpointer  data)
{
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 1, 50, "mercenary", 5);
  gint64 walter = store_leader (fixture, "Sir Walter", FALSE, 1, 1, 50, "raider", 5);
  const BnArmyPost posts[] = { { walter, BN_ARMY_ROLE_CAPTAIN, 2 }, { hugh, BN_ARMY_ROLE_COMMANDER, 0 } };
  gint64 army = store_army_with_posts (fixture, hugh, "Hired", HIRED_FIRST, posts, G_N_ELEMENTS (posts));
  g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
  g_autoptr(BnBattleRecord) fixed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *roster = NULL, *ledger = NULL, *again = NULL;
  gint64 id;

  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 0);
  /* No promise recorded: the roster's 3 to the Genoese (unit 1) stands. */
  id = record_and_apply_owned (fixture, g_steal_pointer (&record), NULL, NULL);
  for (guint round = 1; round <= 2; round++)
    {
      g_autoptr(GPtrArray) pending = bn_career_advance (fixture->store, fixture->campaign_id, NULL, &error);

      g_assert_no_error (error);
      roster = roster_text (fixture, army);
      /* Bribable after one advance; gone after two, the posts following. */
      g_assert_cmpstr (roster, ==, round == 1
                       ? "genoese-crossbowmen,levy-spearmen,levy-archers | " "2:captain:2 1:commander:0"
                       : "levy-spearmen,levy-archers | 2:captain:1 1:commander:-1");
      g_clear_pointer (&roster, g_free);
    }
  ledger = whole_ledger (fixture, hugh);
  g_assert_cmpuint (count_lines (ledger, "unit 1 (Genoese crossbowmen) deserts: it leaves the roster of Hired"), ==, 1);

  /* Recomputed, twice, and after a correction of the battle (which reads
   * the roster as it stood, the Genoese in it): nothing more leaves. */
  g_assert_true (bn_career_recompute (fixture->store, fixture->campaign_id, &error));
  g_assert_true (bn_career_recompute (fixture->store, fixture->campaign_id, &error));
  fixed = bn_career_get_battle (fixture->store, id, &error);
  g_assert_no_error (error);
  bn_battle_record_add_deed (fixed, "held-objective", 2, hugh, FALSE, FALSE);
  g_assert_true (bn_career_correct_battle (fixture->store, fixed, "the hill", &error));
  g_assert_no_error (error);
  roster = roster_text (fixture, army);
  g_assert_cmpstr (roster, ==, "levy-spearmen,levy-archers | 2:captain:1 1:commander:-1");
  again = whole_ledger (fixture, hugh);
  g_assert_cmpuint (count_lines (again, "deserts: it leaves the roster"), ==, 1);
  g_assert_nonnull (strstr (again, "cannot pay the 3 promised to unit 1 (Genoese crossbowmen): the unit deserts"));
}

static void
test_succession_posts (Fixture       *fixture,
                       gconstpointer  data)
{
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 2, 150, "chivalric", 5);
  gint64 walter = store_leader (fixture, "Sir Walter", FALSE, 1, 1, 50, "raider", 5);
  gint64 guy = store_leader (fixture, "Sir Guy", FALSE, 2, 1, 50, "mercenary", 5);
  const BnArmyPost posts[] = {
    { hugh, BN_ARMY_ROLE_COMMANDER, 0 }, { walter, BN_ARMY_ROLE_CAPTAIN, 1 }, { guy, BN_ARMY_ROLE_CAPTAIN, -1 },
  };
  const BnArmyPost reserve_posts[] = { { guy, BN_ARMY_ROLE_COMMANDER, -1 }, { hugh, BN_ARMY_ROLE_CAPTAIN, 0 } };
  gint64 army = store_army_with_posts (fixture, hugh, "Host", LEVY, posts, G_N_ELEMENTS (posts));
  gint64 reserve = store_army_with_posts (fixture, guy, "Reserve", LEVY, reserve_posts, G_N_ELEMENTS (reserve_posts));
  g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
  g_autoptr(GError) error = NULL;
  g_autofree char *host = NULL, *res = NULL, *guy_ledger = NULL, *hugh_ledger = NULL, *again = NULL;

  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 1);
  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, walter, 0);
  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, guy, 2);
  bn_battle_record_add_check (record, hugh, BN_CHECK_MISSILE, 20);
  /* The black joker reads 0: lost; the red joker finds him: slain. */
  record_and_apply_owned (fixture, g_steal_pointer (&record), "BJ,RJ", NULL);

  host = roster_text (fixture, army);
  g_assert_cmpstr (host, ==, "levy-spearmen,levy-archers | 2:captain:1 3:commander:0");
  res = roster_text (fixture, reserve);
  g_assert_cmpstr (res, ==, "levy-spearmen,levy-archers | 3:commander:-1");
  guy_ledger = whole_ledger (fixture, guy);
  g_assert_nonnull (strstr (guy_ledger, "takes command of Host after Baron Hugh fell (command)\n"));
  /* The roster's change closes the battle's lines. */
  g_assert_true (g_str_has_suffix (guy_ledger,
                                   "takes Baron Hugh's post in Host (commander), leaving his own (captain) (roster)\n"));
  hugh_ledger = whole_ledger (fixture, hugh);
  g_assert_nonnull (strstr (hugh_ledger, "his post in Reserve (captain) falls vacant (roster)"));

  g_assert_true (bn_career_recompute (fixture->store, fixture->campaign_id, &error));
  g_assert_no_error (error);
  g_assert_true (bn_career_recompute (fixture->store, fixture->campaign_id, &error));
  g_clear_pointer (&host, g_free);
  host = roster_text (fixture, army);
  g_assert_cmpstr (host, ==, "levy-spearmen,levy-archers | 2:captain:1 3:commander:0");
  again = whole_ledger (fixture, guy);
  g_assert_cmpstr (again, ==, guy_ledger);
}

/* A crash after the rosters changed, before the careers are written:
 * the roster is as before. */
static void
test_crash_after_rosters (Fixture       *fixture,
                          gconstpointer  data)
{
  gint64 hugh = store_leader (fixture, "Baron Hugh", TRUE, 3, 1, 50, "mercenary", 5);
  gint64 army = store_army (fixture, hugh, "Hired", HIRED_FIRST);
  g_autoptr(BnBattleRecord) record = new_record (fixture, "the ford", army);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) pending = NULL;
  g_autofree char *before = NULL, *roster = NULL, *after = NULL;
  int status;
  pid_t pid;

  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, hugh, 0);
  record_and_apply_owned (fixture, g_steal_pointer (&record), NULL, NULL);
  pending = bn_career_advance (fixture->store, fixture->campaign_id, NULL, &error);
  g_assert_no_error (error);
  before = dump_campaign (fixture);
  roster = roster_text (fixture, army);
  g_clear_pointer (&fixture->store, bn_store_unref);

  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      g_autoptr(BnStore) store = bn_store_open (fixture->path, NULL);

      bn_career_set_step_hook (die_at, (gpointer) "rosters-changed");
      g_ptr_array_unref (bn_career_advance (store, 1, NULL, NULL));
      _exit (0);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 3);

  fixture->store = bn_store_open (fixture->path, &error);
  g_assert_no_error (error);
  after = dump_campaign (fixture);
  g_assert_cmpstr (after, ==, before);
  g_free (after);
  after = roster_text (fixture, army);
  g_assert_cmpstr (after, ==, roster);
  g_assert_nonnull (strstr (roster, "genoese-crossbowmen"));
}

/* A ledger line as the post-battle sequence writes it. */
static BnLedgerEntry *
ledger_line (const char *kind,
             const char *rule,
             gint        base,
             const char *multipliers,
             gint        result,
             const char *card)
{
  BnLedgerEntry *e = g_new0 (BnLedgerEntry, 1);

  e->leader_id = 7;
  e->battle_id = 1;
  e->kind = g_strdup (kind);
  e->rule = g_strdup (rule);
  e->base = base;
  e->multipliers = g_strdup (multipliers != NULL ? multipliers : "");
  e->result = result;
  e->card = g_strdup (card);
  return e;
}

/* The lines worth no honor are said in one, each deed once with how
 * often, whatever unit and moment it was; a loss, a gain and any other
 * kind of line are not among them. */
static void
test_no_honor_in_one (void)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_ledger_entry_free);
  g_autofree char *none = NULL;
  g_autofree char *said = NULL;

  g_ptr_array_add (lines, ledger_line ("honor", "won a melee (unit 1)", 1, "× 3 Known esteem", 3, NULL));
  g_ptr_array_add (lines, ledger_line ("fate", "missile check: D20 4, only a 20 strikes: unharmed", 4, NULL, 0, "D20 4"));
  none = bn_career_chronicle_no_honor (lines);
  g_assert_null (none);

  g_ptr_array_add (lines, ledger_line ("honor", "routed an enemy unit (unit 2)", 0, "× 3 Known esteem", 0, NULL));
  g_ptr_array_add (lines, ledger_line ("honor", "survived the battle", 0, "× 3 Known esteem", 0, NULL));
  g_ptr_array_add (lines, ledger_line ("honor", "routed an enemy unit (unit 3; turn 4, step 51)", 0, "× 3 Known esteem", 0,
                                       NULL));
  g_ptr_array_add (lines, ledger_line ("honor", "fled the field", -2, "× 3 Known esteem", -6, NULL));
  g_ptr_array_add (lines, ledger_line ("purse", "army points left unspent", 0, NULL, 0, NULL));
  g_assert_false (bn_ledger_entry_is_no_honor (g_ptr_array_index (lines, 0)));
  g_assert_false (bn_ledger_entry_is_no_honor (g_ptr_array_index (lines, 1)));
  g_assert_true (bn_ledger_entry_is_no_honor (g_ptr_array_index (lines, 2)));
  g_assert_false (bn_ledger_entry_is_no_honor (g_ptr_array_index (lines, 5)));
  g_assert_false (bn_ledger_entry_is_no_honor (g_ptr_array_index (lines, 6)));
  said = bn_career_chronicle_no_honor (lines);
  g_assert_cmpstr (said, ==, "No honor from: routed an enemy unit twice; survived the battle");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  g_test_add_func ("/career/rules/tables", test_rules_tables);
  ADD ("/career/special/each-battle", test_special_each_battle);
  ADD ("/career/special/after-rank-rise", test_special_after_rank_rise);
  ADD ("/career/special/herald-needs-one", test_herald_needs_one);
  ADD ("/career/roster/desertion", test_desertion_leaves_roster);
  ADD ("/career/roster/succession", test_succession_posts);
  ADD ("/career/roster/crash-after-change", test_crash_after_rosters);
  g_test_add_func ("/career/rules/refused", test_rules_refused);
  ADD ("/career/honor/multipliers-alone", test_multipliers_alone);
  ADD ("/career/honor/multipliers-combined", test_multipliers_combined);
  ADD ("/career/honor/losses-not-doubled", test_losses_not_doubled);
  ADD ("/career/risk/ward-stored", test_ward_stored);
  ADD ("/career/honor/seed-example", test_seed_example);
  ADD ("/career/honor/command-penalty", test_command_penalty);
  ADD ("/career/honor/command-met", test_command_met);
  ADD ("/career/esteem/climb-at-twice-rank", test_band_climb_at_twice);
  ADD ("/career/esteem/climb-below-twice-rank", test_band_climb_below);
  ADD ("/career/skill/per-hundred", test_skill_per_hundred);
  ADD ("/career/risk/death-succession", test_death_and_succession);
  ADD ("/career/mercenary/paid", test_mercenary_paid);
  ADD ("/career/mercenary/unpaid", test_mercenary_unpaid);
  ADD ("/career/record/refusals", test_refusals);
  ADD ("/career/record/deed-limits", test_deed_limits);
  ADD ("/career/record/correction", test_correction);
  g_test_add_func ("/career/chronicle/no-honor-in-one", test_no_honor_in_one);
  g_test_add ("/career/chronicle/reads-numbers", Fixture, NULL, fixture_set_up, test_chronicle_reads_numbers,
              fixture_tear_down);
  g_test_add_func ("/career/xml/round-trip", test_xml_round_trip);
  g_test_add_func ("/career/xml/refused", test_xml_refused);
  g_test_add_func ("/career/campaign/ten-battles", test_ten_battles);
  ADD ("/career/crash/mid-ledger", test_crash_mid_ledger);
  ADD ("/career/crash/after-leaders", test_crash_after_leaders);
#undef ADD

  return g_test_run ();
}
