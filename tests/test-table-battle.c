/* test-table-battle.c — table-side battles in the store and from
 * banneret-cli (bn-table-battle.h, "table …"): combats resolved by roster
 * number, their figures following the log; the battle finished into a
 * career record that is applied like any other; and bad input, refused
 * with a clear message, writing nothing. */
#include "cli-run.h"
#include "play-fixture.h"

#include "bn-career.h"
#include "bn-table-battle.h"

static BnStore *
open_store (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  BnStore *store = bn_store_open (f->db, &error);

  g_assert_no_error (error);
  return store;
}

static guint
n_combats (BnStore *store,
           gint64   id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnTableBattle) battle = bn_table_battle_load (store, id, &error);

  g_assert_no_error (error);
  return battle->combats->len;
}

static BnTableEntry *
resolve (BnStore             *store,
         gint64               id,
         guint                side,
         guint                attacker,
         guint                defender,
         const BnTableCombat *combat,
         const char          *dice)
{
  g_autoptr(GArray) faces = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GError) error = NULL;
  guint units[2] = { attacker, defender };
  BnTableEntry *entry;

  g_assert_true (bn_table_parse_dice (dice, faces, &error));
  entry = bn_table_battle_resolve (store, id, side, units, combat, (const guint *) faces->data, faces->len, 0,
                                   &error);
  g_assert_no_error (error);
  g_test_message ("%u. %s against %s: %s", entry->seq, entry->types[0], entry->types[1], entry->summary);
  return entry;
}

/* Hugh's longbowmen (L&L: B-class foot, longbows 4-3-3-2-1) shoot at
 * Odo's pikemen 2 hexes off: 3 dice; two hit-any on lesser armour, the
 * first kills outright, the hit-lesser saving throw fails: 2 figures.
 * The pikemen, 6 figures now, are then charged in the flank by Hugh's
 * knights. The battle is finished, recorded with each unit's losses from
 * the log, and applied. */
static void
test_finish_into_career (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(BnStore) store = open_store (f);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnTableBattle) battle = NULL;
  g_autoptr(BnTableCombat) volley = bn_table_combat_new ();
  g_autoptr(BnTableCombat) charge = bn_table_combat_new ();
  g_autoptr(BnTableEntry) first = NULL;
  g_autoptr(BnTableEntry) second = NULL;
  g_autoptr(BnTableBattle) done = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  g_autoptr(BnBattleRecord) stored = NULL;
  g_autofree char *applied = NULL;
  guint odo_lost = 0;

  battle = bn_table_battle_start (store, "The ford", 1, 2, NULL, 1, 0, bn_ruleset_lookup ("lords-and-levies"),
                                  &error);
  g_assert_no_error (error);
  g_assert_cmpstr (battle->rules, ==, "lords-and-levies");
  g_assert_cmpuint (battle->combats->len, ==, 0);

  volley->range = 2;
  first = resolve (store, battle->id, 0, 2, 1, volley, "6 6 4 5");
  g_assert_cmpstr (first->types[0], ==, "B-foot longbow 8");
  g_assert_cmpstr (first->types[1], ==, "B-foot pike 8");
  g_assert_cmpuint (first->lost[1], ==, 2);
  g_assert_cmpstr (first->dice, ==, "attack die 6 6 4; saving throw 5");
  g_assert_true (first->typed);

  charge->charge = TRUE;
  charge->facing = BN_COMBAT_FLANK;
  charge->sides[0].leader = TRUE;
  {
    guint units[2] = { 1, 1 };

    second = bn_table_battle_resolve (store, battle->id, 0, units, charge, NULL, 0, 11, &error);
    g_assert_no_error (error);
  }
  g_assert_cmpstr (second->types[1], ==, "B-foot pike 6");
  g_assert_true (g_str_has_suffix (second->types[0], "+leader"));
  g_assert_false (second->typed);
  g_assert_nonnull (strstr (second->situation, "flank, charge"));
  g_assert_cmpuint (n_combats (store, battle->id), ==, 2);

  record = bn_table_battle_finish (store, battle->id, BN_WINNER_PLAYER, 4, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (record->id, >, 0);

  done = bn_table_battle_load (store, battle->id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (done->record_id, ==, record->id);
  stored = bn_career_get_battle (store, record->id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (stored->name, ==, "The ford");
  g_assert_cmpstr (stored->rules, ==, "lords-and-levies");
  g_assert_cmpint (stored->army_id, ==, 1);
  g_assert_cmpint (stored->opponent_army_id, ==, 2);
  g_assert_cmpint (stored->winner, ==, BN_WINNER_PLAYER);
  g_assert_cmpuint (stored->player_vp, ==, 4);
  g_assert_false (stored->applied);
  for (guint i = 0; i < stored->units->len; i++)
    {
      const BnBattleRecordUnit *u = stored->units->pdata[i];

      if (u->side == BN_SIDE_OPPONENT && u->unit == 1)
        odo_lost = u->figures_lost;
    }
  g_assert_cmpuint (odo_lost, ==, MIN (2 + second->lost[1], 8));

  applied = ok_db (f->db, "battle", "apply", "1", NULL);
  g_assert_nonnull (strstr (applied, "post-battle sequence ran for battle 1 (The ford)"));
}

/* Each refusal says why and leaves the log as it was. */
static void
test_bad_input (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(BnStore) store = open_store (f);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnTableBattle) battle = NULL;
  g_autoptr(BnTableBattle) labelled = NULL;
  g_autoptr(BnTableCombat) combat = bn_table_combat_new ();
  g_autoptr(BnTableEntry) entry = NULL;
  g_autoptr(BnBattleRecord) record = NULL;
  guint units[2] = { 2, 1 };
  guint few[] = { 6 };
  guint many[] = { 6, 6, 4, 5, 2, 2 };
  guint eight[] = { 6, 6, 8, 5 };

  battle = bn_table_battle_start (store, NULL, 1, 2, NULL, 0, 0, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (battle->name, ==, "Table-side battle");
  combat->range = 2;

  g_assert_null (bn_table_battle_resolve (store, battle->id, 0, units, combat, few, 1, 0, &error));
  g_assert_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_MORE_DICE);
  g_assert_nonnull (strstr (error->message, "next, 2 attack dice (dice 2–3)"));
  g_clear_error (&error);
  g_assert_null (bn_table_battle_resolve (store, battle->id, 0, units, combat, many, G_N_ELEMENTS (many), 0, &error));
  g_assert_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_EXTRA_DICE);
  g_clear_error (&error);
  g_assert_null (bn_table_battle_resolve (store, battle->id, 0, units, combat, eight, G_N_ELEMENTS (eight), 0, &error));
  g_assert_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_BAD_DIE);
  g_assert_nonnull (strstr (error->message, "die 3 is 8"));
  g_clear_error (&error);
  units[1] = 9;
  g_assert_null (bn_table_battle_resolve (store, battle->id, 0, units, combat, NULL, 0, 1, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
  g_assert_nonnull (strstr (error->message, "there is no unit 9"));
  g_clear_error (&error);
  units[1] = 0;
  combat->sides[1].class_id = g_strdup ("Q-foot");
  g_assert_null (bn_table_battle_resolve (store, battle->id, 0, units, combat, NULL, 0, 1, &error));
  g_assert_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "“Q-foot” is no unit class of Lords & Levies"));
  g_clear_error (&error);
  g_assert_cmpuint (n_combats (store, battle->id), ==, 0);

  /* A type given instead of a roster number is fought as given. */
  g_free (combat->sides[1].class_id);
  combat->sides[1].class_id = g_strdup ("C-foot");
  entry = bn_table_battle_resolve (store, battle->id, 0, units, combat, NULL, 0, 4, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (entry->types[1], ==, "C-foot sidearms 8");
  g_assert_true (bn_table_battle_undo (store, battle->id, &error));
  g_assert_cmpuint (n_combats (store, battle->id), ==, 0);
  g_assert_false (bn_table_battle_undo (store, battle->id, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
  g_clear_error (&error);

  record = bn_table_battle_finish (store, battle->id, BN_WINNER_DRAW, 0, 0, &error);
  g_assert_no_error (error);
  g_assert_null (bn_table_battle_finish (store, battle->id, BN_WINNER_DRAW, 0, 0, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_EXISTS);
  g_clear_error (&error);
  g_assert_null (bn_table_battle_resolve (store, battle->id, 0, units, combat, NULL, 0, 4, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_EXISTS);
  g_clear_error (&error);

  /* An opponent who is only a name has no roster to number. */
  labelled = bn_table_battle_start (store, "Skirmish", 1, 0, "Border raiders", 0, 0, NULL, &error);
  g_assert_no_error (error);
  units[0] = 1;
  units[1] = 1;
  g_clear_pointer (&combat->sides[1].class_id, g_free);
  g_assert_null (bn_table_battle_resolve (store, labelled->id, 0, units, combat, NULL, 0, 4, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
  g_assert_nonnull (strstr (error->message, "Border raiders has no saved army"));
  g_clear_error (&error);
  g_assert_null (bn_table_battle_start (store, NULL, 1, 0, NULL, 0, 0, NULL, &error));
  g_assert_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT);
}

/* The same from the command line, as a player at the table types it. */
static void
test_cli (Fixture       *f,
          gconstpointer  data)
{
  g_autofree char *started = ok_db (f->db, "table", "new", "--army", "1", "--vs", "2", "--rules", "battlelore",
                                    "--name", "The mill", NULL);
  g_autofree char *types = ok_db (f->db, "table", "types", "--rules", "battlelore", NULL);
  g_autofree char *fought = NULL;
  g_autofree char *log = NULL;
  g_autofree char *finished = NULL;
  g_autofree char *listed = NULL;
  g_autofree char *once = NULL;
  g_auto(Run) short_run = { 0 };
  g_auto(Run) bad_type = { 0 };
  g_auto(Run) bad_usage = { 0 };

  g_assert_nonnull (strstr (started, "Table-side battle 1: The mill"));
  g_assert_nonnull (strstr (types, "C-horse"));
  g_assert_nonnull (strstr (types, "longbow"));

  run_db (&short_run, f->db, "table", "resolve", "1", "--attacker", "2", "--defender", "1", "--range", "2",
          "--dice", "6", NULL);
  g_assert_cmpint (short_run.status, ==, 1);
  g_assert_nonnull (strstr (short_run.err, "next, 2 attack dice (dice 2–3)"));
  run_db (&bad_type, f->db, "table", "resolve", "1", "--attacker", "X-foot:spear", "--defender", "1", "--seed", "2",
          NULL);
  g_assert_cmpint (bad_type.status, ==, 1);
  g_assert_nonnull (strstr (bad_type.err, "“X-foot” is no unit class"));
  run_db (&bad_usage, f->db, "table", "resolve", "1", "--attacker", "2", "--defender", "1", NULL);
  g_assert_cmpint (bad_usage.status, ==, 2);

  /* BattleLore: Odo's crossbowmen (4-3-3) at 2 hexes on Hugh's blue
   * longbowmen: hit-lesser hits, hit-none misses, the crossed swords a
   * bonus strike; two saving throws at range, the shield saves, the
   * hit-any does not. */
  fought = ok_db (f->db, "table", "resolve", "1", "--by", "opponent", "--attacker", "2", "--defender", "2",
                  "--range", "2", "--dice", "5 4 3  2 6", NULL);
  g_assert_nonnull (strstr (fought, "Combat 1: B-foot crossbow 8 against B-foot longbow 8; volley at 2 hexes, front"));
  g_assert_nonnull (strstr (fought, "Dice: attack die 5 4 3; saving throw 2 6"));
  g_assert_nonnull (strstr (fought, "The defender loses 1 figure of 8."));
  g_assert_nonnull (strstr (fought, "Rule: BattleLore, order sheet: battle dice"));
  log = ok_db (f->db, "table", "log", "1", NULL);
  g_assert_nonnull (strstr (log, "1. opponent's unit 2, B-foot crossbow 8 against unit 2, B-foot longbow 8"));
  g_assert_nonnull (strstr (log, "(typed)"));
  finished = ok_db (f->db, "table", "finish", "1", "--winner", "opponent", "--vp", "1:3", NULL);
  g_assert_nonnull (strstr (finished, "Recorded as battle 1, pending"));
  listed = ok_db (f->db, "battle", "list", NULL);
  g_assert_nonnull (strstr (listed, "The mill"));
  once = ok_db (f->db, "table", "list", NULL);
  g_assert_nonnull (strstr (once, "recorded as battle 1"));

  /* A one-off combat, no battle kept: Lionheart hand-to-hand. */
  g_free (fought);
  fought = ok_db (f->db, "table", "resolve", "--rules", "lionheart", "--attacker", "C-foot", "--defender", "C-foot",
                  "--dice", "6 6 2 1  4 3 3 1  6 6  1 1  2", NULL);
  g_assert_nonnull (strstr (fought, "The defender loses 2 figures of 4, falls back 2 hexes and panics."));

  /* Junior General: charging light cavalry against light infantry, a 6
   * to kill, a 5 to strike back; then the infantry's retreat from the
   * melee, its D10: 6 loses no stand. */
  g_free (fought);
  fought = ok_db (f->db, "table", "resolve", "--rules", "junior-general", "--attacker", "C-horse:lance:2",
                  "--defender", "C-foot:spear:3", "--charge", "--retreat", "--dice", "6 5 5  5 4  6", NULL);
  g_assert_nonnull (strstr (fought, "Dice: attack die 6 5 5 5 4; retreat-loss D10 6"));
  g_assert_nonnull (strstr (fought, "The attacker loses 1 stand of 2. The defender loses 1 stand of 3 and falls back"));
  g_assert_nonnull (strstr (fought, "Retreat from melee: 1D10"));

  /* A Junior General battle kept at the table names the units by the
   * ruleset's own troop types and their stands; BattleLore's log above
   * keeps its classes. */
  {
    g_autofree char *jg = ok_db (f->db, "table", "new", "--army", "1", "--vs", "2", "--rules", "junior-general",
                                 "--name", "The ford", NULL);
    g_autofree char *combat = ok_db (f->db, "table", "resolve", "2", "--attacker", "A-horse:lance:5",
                                     "--defender", "B-foot:pike:6", "--retreat", "--seed", "3", NULL);
    g_autofree char *jg_log = ok_db (f->db, "table", "log", "2", NULL);
    g_autofree char *first_log = ok_db (f->db, "table", "log", "1", NULL);

    g_assert_nonnull (strstr (jg, "Table-side battle 2: The ford"));
    g_assert_nonnull (strstr (combat, "Combat 1: heavy cavalry, 5 stands against heavy infantry, 6 stands; melee, front"));
    g_assert_nonnull (strstr (combat, "falls back 15 cm"));
    g_assert_nonnull (strstr (jg_log, "1. player's heavy cavalry, 5 stands against heavy infantry, 6 stands; melee"));
    g_assert_null (strstr (jg_log, "A-horse"));
    g_assert_nonnull (strstr (first_log, "B-foot crossbow 8 against unit 2, B-foot longbow 8"));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/table-battle/finish-into-career", Fixture, NULL, fixture_set_up, test_finish_into_career,
              fixture_tear_down);
  g_test_add ("/table-battle/bad-input", Fixture, NULL, fixture_set_up, test_bad_input, fixture_tear_down);
  g_test_add ("/table-battle/cli", Fixture, NULL, fixture_set_up, test_cli, fixture_tear_down);
  return g_test_run ();
}
