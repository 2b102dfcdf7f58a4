/* test-career-risk.c — risk to a leader, on a BnCareerState with no
 * database: personal combat skill checks, the Special Results, common
 * retainers warding off a blow, capture and ransom, wards and throws
 * again from the field, wounds and a Healer, and the advance healing a
 * wound.
 *
 * Cards and dice are typed, never from a clock, so each run is the same.
 */
#include "career-fixture.h"

/* ---- risk to a leader (on a BnCareerState, no database) ---- */

typedef struct
{
  BnCareerRules *career_rules;
  BnLeaderRules *leader_rules;
  BnUnitRules *unit_rules;
} Tables;

static BnCareerState *
lone_state (Tables   *tables,
            guint     pcs,
            gboolean  is_player,
            guint     purse)
{
  g_autoptr(GError) error = NULL;
  BnCareerState *state;
  Fixture fake = { 0, };
  BnCareerLeader *cl;

  tables->career_rules = bn_career_rules_load_default (&error);
  tables->leader_rules = bn_leader_rules_load_default (&error);
  tables->unit_rules = bn_unit_rules_load_default (&error);
  g_assert_no_error (error);
  state = bn_career_state_new (tables->career_rules, tables->leader_rules, tables->unit_rules);
  fake.campaign_id = 1;
  cl = bn_career_leader_new (new_leader (&fake, "Sir Walter", is_player, 3, 2, 150, "chivalric", pcs));
  cl->leader->id = 7;
  cl->purse = purse;
  bn_career_state_add_leader (state, cl);
  return state;
}

static void
tables_clear (Tables *tables)
{
  bn_career_rules_unref (tables->career_rules);
  bn_leader_rules_unref (tables->leader_rules);
  bn_unit_rules_unref (tables->unit_rules);
}

/* Runs one check; returns whether he was struck. @cards feeds the
 * Special Results (and found) draws. */
static gboolean
one_check (guint        pcs,
           BnCheckKind  kind,
           guint        roll,
           gboolean     lost_melee,
           guint        strikes)
{
  Tables tables;
  g_autoptr(BnCareerState) state = lone_state (&tables, pcs, FALSE, 0);
  g_autoptr(BnBattleRecord) record = bn_battle_record_new ();
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  BnPcsCheck *check;
  gboolean struck = FALSE;
  GPtrArray *ledger;

  record->id = 1;
  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, 7, 0)->command_met = 1;
  check = bn_battle_record_add_check (record, 7, kind, roll);
  check->lost_melee = lost_melee;
  check->strike_difference = strikes;
  bn_chance_push_card (chance, bn_card_make (BN_SUIT_CLUBS, 2));   /* unharmed */
  bn_career_state_set_chance (state, chance);
  g_assert_true (bn_career_state_apply_battle (state, 1, record, NULL, NULL, &error));
  g_assert_no_error (error);
  ledger = bn_career_state_get_ledger (state);
  for (guint i = 0; i < ledger->len; i++)
    {
      const BnLedgerEntry *e = g_ptr_array_index (ledger, i);

      if (g_str_has_prefix (e->rule, "melee check") || g_str_has_prefix (e->rule, "missile check"))
        struck = e->result == 1;
    }
  tables_clear (&tables);
  return struck;
}

static void
test_pcs_checks (void)
{
  /* PCS 5 points is shown as 15. */
  g_assert_false (one_check (5, BN_CHECK_MELEE, 15, FALSE, 0));
  g_assert_true (one_check (5, BN_CHECK_MELEE, 16, FALSE, 0));
  /* −5 when his unit lost the melee: 15 − 5 = 10. */
  g_assert_false (one_check (5, BN_CHECK_MELEE, 10, TRUE, 0));
  g_assert_true (one_check (5, BN_CHECK_MELEE, 11, TRUE, 0));
  /* −1 per strike of difference: 15 − 5 − 3 = 7. */
  g_assert_false (one_check (5, BN_CHECK_MELEE, 7, TRUE, 3));
  g_assert_true (one_check (5, BN_CHECK_MELEE, 8, TRUE, 3));
  /* A 1 passes whatever the modifiers; a 20 fails even at PCS 20. */
  g_assert_false (one_check (1, BN_CHECK_MELEE, 1, TRUE, 20));
  g_assert_true (one_check (10, BN_CHECK_MELEE, 20, FALSE, 0));
  /* Missiles: only a 20 strikes. */
  g_assert_false (one_check (1, BN_CHECK_MISSILE, 19, FALSE, 0));
  g_assert_true (one_check (10, BN_CHECK_MISSILE, 20, FALSE, 0));
}

/* A struck leader (missile 20) draws @cards; returns the state for inspection. */
static BnCareerState *
struck_with (Tables     *tables,
             const char *cards,
             guint       purse,
             BnRansomChoice ransom,
             const char *retainer,
             const char *dice)
{
  BnCareerState *state = lone_state (tables, 5, TRUE, purse);
  g_autoptr(BnBattleRecord) record = bn_battle_record_new ();
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  BnBattleLeader *entry;
  BnPcsCheck *check;

  record->id = 1;
  entry = bn_battle_record_add_leader (record, BN_SIDE_PLAYER, 7, 0);
  entry->command_met = 1;
  entry->ransom = ransom;
  check = bn_battle_record_add_check (record, 7, BN_CHECK_MISSILE, 20);
  check->retainer = g_strdup (retainer);
  g_assert_true (bn_chance_push_cards_text (chance, cards, NULL));
  if (dice != NULL)
    g_assert_true (bn_chance_push_dice_text (chance, dice, NULL));
  bn_career_state_set_chance (state, chance);
  g_assert_true (bn_career_state_apply_battle (state, 1, record, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 0);
  bn_career_state_set_chance (state, NULL);
  return state;
}

static void
expect_fate (const char *cards,
             const char *status,
             guint       wound_battles)
{
  Tables tables;
  g_autoptr(BnCareerState) state = struck_with (&tables, cards, 0, BN_RANSOM_DEFAULT, NULL, NULL);
  BnCareerLeader *cl = bn_career_state_get_leader (state, 7);

  g_assert_cmpstr (cl->leader->status, ==, status);
  g_assert_cmpuint (cl->wound_battles, ==, wound_battles);
  tables_clear (&tables);
}

static void
test_special_rows (void)
{
  expect_fate ("AS", "active", 0);          /* 1: unharmed */
  expect_fate ("KS", "active", 0);          /* 13: unharmed */
  expect_fate ("RJ", "active", 0);          /* 10: unharmed */
  expect_fate ("5H", "active", 0);          /* 5 + 10 = 15: unharmed */
  expect_fate ("6H", "active", 0);          /* 16: unharmed */
  expect_fate ("9D", "active", 0);          /* 19: unharmed */
  expect_fate ("10H", "active", 0);         /* 20: unharmed */
  expect_fate ("JD", "wounded", 1);         /* 21: wounded 1 */
  expect_fate ("QH", "wounded", 2);         /* 22: wounded 2 */
  expect_fate ("KD", "wounded", 3);         /* 23: wounded 3 */
  expect_fate ("BJ,5C", "active", 0);       /* 0: lost, not found, returns */
  expect_fate ("BJ,KC", "captured", 0);     /* 0: lost, found by a court card: captured (no purse) */
  expect_fate ("BJ,RJ", "dead", 0);         /* 0: lost, found by a joker: slain */
}

static void
test_retainer_wards (void)
{
  Tables tables;
  /* The Squire saves on 1–15: a 9 wards the blow, no card is drawn. */
  g_autoptr(BnCareerState) saved = struck_with (&tables, "", 0, BN_RANSOM_DEFAULT, "squire", "9");

  g_assert_cmpstr (bn_career_state_get_leader (saved, 7)->leader->status, ==, "active");
  tables_clear (&tables);
  {
    /* A 16 fails: the card is drawn (the black joker: lost, and the red one finds him: slain). */
    g_autoptr(BnCareerState) failed = struck_with (&tables, "BJ,RJ", 0, BN_RANSOM_DEFAULT, "squire", "16");

    g_assert_cmpstr (bn_career_state_get_leader (failed, 7)->leader->status, ==, "dead");
    tables_clear (&tables);
  }
}

static void
test_capture_ransom (void)
{
  Tables tables;
  guint ransom;

  {
    /* A Baron's ransom is paid from his purse: he returns. */
    g_autoptr(BnCareerState) paid = struck_with (&tables, "BJ,JC", 50, BN_RANSOM_DEFAULT, NULL, NULL);
    BnCareerLeader *cl = bn_career_state_get_leader (paid, 7);

    ransom = bn_career_rules_ransom (tables.career_rules, 3);
    g_assert_cmpstr (cl->leader->status, ==, "active");
    g_assert_cmpuint (cl->purse, ==, 50 - ransom);
    tables_clear (&tables);
  }
  {
    /* Refused: held, the purse untouched. */
    g_autoptr(BnCareerState) held = struck_with (&tables, "BJ,JC", 50, BN_RANSOM_REFUSED, NULL, NULL);
    BnCareerLeader *cl = bn_career_state_get_leader (held, 7);

    g_assert_cmpstr (cl->leader->status, ==, "captured");
    g_assert_cmpuint (cl->purse, ==, 50);
    tables_clear (&tables);
  }
}

static void
test_advance_honor_and_wounds (void)
{
  Tables tables;
  g_autoptr(BnCareerState) state = struck_with (&tables, "QH", 0, BN_RANSOM_DEFAULT, NULL, NULL);
  BnCareerLeader *cl = bn_career_state_get_leader (state, 7);
  guint honor = cl->leader->honor;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (cl->wound_battles, ==, 2);
  g_assert_true (bn_career_state_advance (state, 2, 1, &error));
  g_assert_cmpuint (cl->leader->honor, ==, honor + cl->leader->household);
  g_assert_cmpuint (cl->wound_battles, ==, 1);
  g_assert_cmpstr (cl->leader->status, ==, "wounded");
  g_assert_true (bn_career_state_advance (state, 3, 1, &error));
  g_assert_cmpuint (cl->wound_battles, ==, 0);
  g_assert_cmpstr (cl->leader->status, ==, "active");
  tables_clear (&tables);
}

/* ---- wards, throws again, wounds (issue 24) ---- */

/* Runs @record on a lone Baron (PCS 5, shown 15, purse @purse, wound
 * @wound_battles) with @cards and @dice typed; returns the state. */
static BnCareerState *
run_lone (Tables         *tables,
          BnBattleRecord *record,
          guint           purse,
          guint           wound_battles,
          const char     *cards,
          const char     *dice)
{
  BnCareerState *state = lone_state (tables, 5, TRUE, purse);
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  BnCareerLeader *cl = bn_career_state_get_leader (state, 7);

  if (wound_battles > 0)
    {
      cl->wound_battles = wound_battles;
      g_free (cl->leader->status);
      cl->leader->status = g_strdup ("wounded");
    }
  record->id = 1;
  if (cards != NULL)
    g_assert_true (bn_chance_push_cards_text (chance, cards, NULL));
  if (dice != NULL)
    g_assert_true (bn_chance_push_dice_text (chance, dice, NULL));
  bn_career_state_set_chance (state, chance);
  g_assert_true (bn_career_state_apply_battle (state, 1, record, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 0);
  g_assert_cmpuint (bn_chance_get_n_typed_dice (chance), ==, 0);
  bn_career_state_set_chance (state, NULL);
  return state;
}

/* A record of one battle for the lone Baron (leader 7), his minimum
 * command met. */
static BnBattleRecord *
lone_record (void)
{
  BnBattleRecord *record = bn_battle_record_new ();

  bn_battle_record_add_leader (record, BN_SIDE_PLAYER, 7, 0)->command_met = 1;
  return record;
}

/* Day of Battle, "Lost Leaders and Heroes": a leader captured is off the
 * field. Ransomed after the battle, he makes none of the checks the
 * battle would have had him make after his capture. */
static void
test_captured_makes_no_more_checks (void)
{
  Tables tables;
  g_autoptr(BnBattleRecord) record = lone_record ();
  g_autoptr(BnCareerState) state = NULL;

  bn_battle_record_add_check (record, 7, BN_CHECK_MISSILE, 20);
  bn_battle_record_add_check (record, 7, BN_CHECK_MELEE, 20);
  /* Lost, found by a Jack: captured, and his purse pays. */
  state = run_lone (&tables, record, 50, 0, "BJ,JC", NULL);
  g_assert_cmpstr (bn_career_state_get_leader (state, 7)->leader->status, ==, "active");
  g_assert_nonnull (get_entry (bn_career_state_get_ledger (state), "his check number 2 of this battle is not made"));
  g_assert_null (find_entry (bn_career_state_get_ledger (state), "melee check"));
  tables_clear (&tables);
}

/* A ward made on the field: the record keeps his retainer and its D20,
 * the ledger shows it, and no card is drawn. */
static void
test_ward_from_the_field (void)
{
  Tables tables;
  g_autoptr(BnBattleRecord) record = lone_record ();
  g_autoptr(BnCareerState) state = NULL;
  BnPcsCheck *check = bn_battle_record_add_check (record, 7, BN_CHECK_MISSILE, 20);
  const BnLedgerEntry *line;

  check->retainer = g_strdup ("sergeant");
  check->ward_roll = 19;
  state = run_lone (&tables, record, 0, 0, NULL, NULL);
  line = get_entry (bn_career_state_get_ledger (state), "Sergeant wards off the blow");
  g_assert_cmpstr (line->kind, ==, "retainer");
  g_assert_nonnull (strstr (line->rule, "D20 19"));
  g_assert_nonnull (strstr (line->rule, "saved"));
  g_assert_cmpstr (bn_career_state_get_leader (state, 7)->leader->status, ==, "active");
  tables_clear (&tables);
}

/* Day of Battle, Retainers: "Re-roll a bad die roll … The new value
 * replaces the original": the check is judged on the new D20, and the
 * ledger says which retainer threw it and what it replaced. */
static void
test_reroll_from_the_field (void)
{
  Tables tables;
  g_autoptr(BnBattleRecord) record = lone_record ();
  g_autoptr(BnCareerState) state = NULL;
  BnPcsCheck *check = bn_battle_record_add_check (record, 7, BN_CHECK_MELEE, 5);

  check->reroll_retainer = g_strdup ("page");
  check->first_roll = 20;
  state = run_lone (&tables, record, 0, 0, NULL, NULL);
  get_entry (bn_career_state_get_ledger (state), "Page throws his check again: D20 5 replaces 20");
  g_assert_cmpint (get_entry (bn_career_state_get_ledger (state), "melee check")->result, ==, 0);   /* unharmed */
  tables_clear (&tables);
}

/* House rule, "Wounds" (docs/rules.md; data/honor.xml's
 * wound-pcs-penalty): a wounded leader fights on, his personal combat
 * skill lowered until the wound heals. 14 against 15 passes; wounded, it
 * strikes him — as his career stands, or as the battle recorded it. */
static void
test_wound_lowers_the_check (void)
{
  Tables tables;
  guint penalty;

  for (guint k = 0; k < 3; k++)
    {
      g_autoptr(BnBattleRecord) record = lone_record ();
      g_autoptr(BnCareerState) state = NULL;
      BnPcsCheck *check = bn_battle_record_add_check (record, 7, BN_CHECK_MELEE, 14);
      const BnLedgerEntry *line;
      gint struck;

      if (k == 2)
        check->wound = 3;
      state = run_lone (&tables, record, 0, k == 1 ? 1 : 0, k == 0 ? NULL : "2C", NULL);
      penalty = bn_career_rules_get_wound_penalty (tables.career_rules);
      g_assert_cmpuint (penalty, >=, 1);
      line = get_entry (bn_career_state_get_ledger (state), "melee check");
      struck = line->result;
      g_assert_true ((strstr (line->rule, "(wounded)") != NULL) == (k > 0));
      g_assert_cmpint (struck, ==, k == 0 ? 0 : 1);
      tables_clear (&tables);
    }
}

/* Day of Battle, Special Retainers, the Healer: "Remove a wound from his
 * leader". A Healer who did so in the battle heals his wound. */
static void
test_healer_removes_wound (void)
{
  Tables tables;
  g_autoptr(BnBattleRecord) record = lone_record ();
  g_autoptr(BnCareerState) state = NULL;
  BnCareerLeader *cl;

  bn_battle_record_add_retainer_use (record, 7, "healer");
  ((BnRetainerUse *) g_ptr_array_index (record->retainers, 0))->heals_wound = TRUE;
  state = run_lone (&tables, record, 0, 2, NULL, NULL);
  cl = bn_career_state_get_leader (state, 7);
  g_assert_cmpuint (cl->wound_battles, ==, 0);
  g_assert_cmpstr (cl->leader->status, ==, "active");
  tables_clear (&tables);
}

/* Day of Battle, Retainers: "Re-roll a bad die roll … made by the L&H".
 * The ledger says which die of his the Page threw again, and what it
 * showed; the Page returns after the battle. */
static void
test_ledger_tells_die_thrown_again (void)
{
  Tables tables;
  g_autoptr(BnBattleRecord) record = lone_record ();
  g_autoptr(BnCareerState) state = NULL;
  const BnLedgerEntry *line;

  bn_battle_record_add_retainer_use (record, 7, "page");
  ((BnRetainerUse *) g_ptr_array_index (record->retainers, 0))->rethrown = g_strdup ("combat-bonus");
  ((BnRetainerUse *) g_ptr_array_index (record->retainers, 0))->rethrown_roll = 17;
  state = run_lone (&tables, record, 0, 2, NULL, NULL);
  line = get_entry (bn_career_state_get_ledger (state), "Page threw his combat bonus die again");
  g_assert_nonnull (strstr (line->rule, "(it showed 17)"));
  g_assert_cmpstr (line->kind, ==, "retainer");
  g_assert_nonnull (strstr (line->rule, "returns after the battle"));
  tables_clear (&tables);
}

/* The text of the Special Results: a wounded leader fights on, never
 * "misses the next battle". */
static void
test_wounded_fights_on (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnCareerRules) rules = bn_career_rules_load_default (&error);

  g_assert_no_error (error);
  for (guint i = 0; i < bn_career_rules_get_n_special_results (rules); i++)
    {
      const BnSpecialResult *row = bn_career_rules_get_special_result (rules, i);

      g_assert_null (strstr (row->text, "misses"));
      if (row->fate == BN_FATE_WOUNDED)
        g_assert_nonnull (strstr (row->text, "fights on"));
    }
  g_assert_cmpuint (bn_career_rules_get_wound_penalty (rules), >=, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/career/risk/pcs-checks", test_pcs_checks);
  g_test_add_func ("/career/risk/special-results", test_special_rows);
  g_test_add_func ("/career/risk/retainer-wards", test_retainer_wards);
  g_test_add_func ("/career/risk/capture-ransom", test_capture_ransom);
  g_test_add_func ("/career/risk/captured-makes-no-more-checks", test_captured_makes_no_more_checks);
  g_test_add_func ("/career/risk/ward-from-the-field", test_ward_from_the_field);
  g_test_add_func ("/career/risk/reroll-from-the-field", test_reroll_from_the_field);
  g_test_add_func ("/career/risk/wound-lowers-the-check", test_wound_lowers_the_check);
  g_test_add_func ("/career/risk/healer-removes-wound", test_healer_removes_wound);
  g_test_add_func ("/career/retainers/ledger-tells-die-thrown-again", test_ledger_tells_die_thrown_again);
  g_test_add_func ("/career/risk/wounded-fights-on", test_wounded_fights_on);
  g_test_add_func ("/career/advance/honor-and-wounds", test_advance_honor_and_wounds);

  return g_test_run ();
}
