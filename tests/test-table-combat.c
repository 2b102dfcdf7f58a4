/* test-table-combat.c — the table-side helper's one combat
 * (bn-table-combat.h): for each ruleset a melee and a volley from typed
 * dice, checked against the ruleset's tables as its text states them;
 * seeded dice against typed dice of the same faces; and bad input. */
#include "bn-battle-rules-xml.h"
#include "bn-table-combat.h"

static BnBattleRules *
rules_of (const char *id)
{
  g_autoptr(GError) error = NULL;
  BnBattleRules *rules = bn_battle_rules_load_id (id, &error);

  g_assert_no_error (error);
  return rules;
}

static BnTableCombat *
combat_new (const char *att_class,
            const char *att_weapon,
            guint       att_figures,
            const char *def_class,
            const char *def_weapon,
            guint       def_figures,
            guint       range)
{
  BnTableCombat *c = bn_table_combat_new ();

  c->sides[0].class_id = g_strdup (att_class);
  c->sides[0].weapon_id = g_strdup (att_weapon);
  c->sides[0].figures = att_figures;
  c->sides[1].class_id = g_strdup (def_class);
  c->sides[1].weapon_id = g_strdup (def_weapon);
  c->sides[1].figures = def_figures;
  c->range = range;
  return c;
}

static BnTableResult *
resolve_typed (BnBattleRules       *rules,
               const BnTableCombat *c,
               const char          *dice)
{
  g_autoptr(GArray) faces = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GError) error = NULL;
  BnTableResult *r;

  g_assert_true (bn_table_parse_dice (dice, faces, &error));
  r = bn_table_combat_resolve (rules, c, (const guint *) faces->data, faces->len, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (r);
  g_test_message ("%s: %s [%s]", r->rules, r->summary, r->rule);
  return r;
}

static guint
count_purpose (const BnTableResult *r,
               BnDiePurpose         purpose)
{
  guint n = 0;

  for (guint i = 0; i < r->n_dice; i++)
    n += r->dice[i].purpose == purpose;
  return n;
}

/* L&L, order sheet: B-class infantry battle with 4 dice in close combat.
 * Resolve battle: on blue (lesser armour) the hit-any and hit-lesser
 * symbols hit; of two hits the first kills outright and the other may be
 * saved, by a shield only in close combat (a hit-none is no save). The
 * defence throw's shield does not hit. A unit below its steady figures
 * (6) throws for one flag; a hit-none does not save it: 1 hex back. */
static void
test_lords_melee (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("lords-and-levies");
  g_autoptr(BnTableCombat) c = combat_new ("B-foot", "spear", 0, "B-foot", "spear", 6, 1);
  g_autoptr(BnTableResult) r = resolve_typed (rules, c, "6 5 2 1  4  2  4");

  g_assert_cmpuint (r->attack_dice[0], ==, 4);
  g_assert_cmpuint (r->hits[0], ==, 2);
  g_assert_cmpuint (r->saves_thrown[1], ==, 1);
  g_assert_cmpuint (r->saved[1], ==, 0);
  g_assert_cmpuint (count_purpose (r, BN_DIE_SAVE), ==, 1);
  g_assert_cmpuint (count_purpose (r, BN_DIE_DEFENCE), ==, 1);
  g_assert_cmpuint (count_purpose (r, BN_DIE_FLAG_SAVE), ==, 1);
  g_assert_cmpuint (r->figures_lost[1], ==, 2);
  g_assert_cmpuint (r->figures[1], ==, 6);
  g_assert_cmpuint (r->retreat[1], ==, 1);
  g_assert_cmpuint (r->figures_lost[0], ==, 0);
  g_assert_nonnull (strstr (r->rule, "L&L, Resolve battle"));
  g_assert_nonnull (strstr (r->summary, "loses 2 figures of 6"));
}

/* L&L, order sheet: A/B-class foot with longbows fire 4-3-3-2-1: 3 dice at
 * 3 hexes. On lesser armour hit-any hits; hit-none misses; crossed swords
 * miss at range. One hit, no automatic kill: one saving throw, which at
 * range a shield or crossed swords would win; a hit-lesser does not. No
 * defence throw: spearmen cannot fire back. */
static void
test_lords_volley (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("lords-and-levies");
  g_autoptr(BnTableCombat) c = combat_new ("B-foot", "longbow", 0, "B-foot", "spear", 0, 3);
  g_autoptr(BnTableResult) r = resolve_typed (rules, c, "6 4 3 5");
  g_autoptr(BnTableResult) saved = resolve_typed (rules, c, "6 4 3 3");

  g_assert_cmpuint (r->attack_dice[0], ==, 3);
  g_assert_cmpuint (count_purpose (r, BN_DIE_DEFENCE), ==, 0);
  g_assert_cmpuint (r->figures_lost[1], ==, 1);
  g_assert_cmpuint (r->retreat[1], ==, 0);
  g_assert_cmpuint (r->hits[0], ==, 1);
  g_assert_cmpuint (saved->figures_lost[1], ==, 0);
  g_assert_cmpuint (saved->saved[1], ==, 1);
}

/* BattleLore, order sheet: blue infantry 4 dice, +1 attacking a passive
 * front. Hits: hit-any and hit-lesser hit blue; the spear's crossed
 * swords are a bonus strike in close combat; no automatic kill without
 * two identical symbols. Saving throw: in close combat only a shield
 * saves. No defence throw. Below 6 figures a flag is thrown for; a
 * hit-lesser does not save: 1 hex back. */
static void
test_battlelore_melee (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("battlelore");
  g_autoptr(BnTableCombat) c = combat_new ("B-foot", "spear", 0, "B-foot", "sidearms", 6, 1);
  g_autoptr(BnTableResult) r = NULL;

  c->facing = BN_COMBAT_FLANK;
  r = resolve_typed (rules, c, "6 5 3 2 1  2 4 4  5");
  g_assert_cmpuint (r->attack_dice[0], ==, 5);
  g_assert_cmpuint (r->hits[0], ==, 3);
  g_assert_cmpuint (r->saved[1], ==, 1);
  g_assert_nonnull (strstr (r->summary, "3 hits, 1 of 3 saving throws won"));
  g_assert_cmpuint (count_purpose (r, BN_DIE_SAVE), ==, 3);
  g_assert_cmpuint (count_purpose (r, BN_DIE_DEFENCE), ==, 0);
  g_assert_cmpuint (r->figures_lost[1], ==, 2);
  g_assert_cmpuint (r->retreat[1], ==, 1);
  g_assert_nonnull (strstr (r->rule, "BattleLore, Hits; Saving throw"));
}

/* BattleLore, weapon table: a crossbow of blue infantry throws 4-3-3, 3
 * dice at 2 hexes, its crossed swords a bonus strike at 2–3 hexes.
 * hit-none hits green. Saving throw at range: crossed swords save,
 * "except for green units, which are only saved by" the shield. */
static void
test_battlelore_volley (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("battlelore");
  g_autoptr(BnTableCombat) c = combat_new ("B-foot", "crossbow", 0, "C-foot", "sidearms", 0, 2);
  g_autoptr(BnTableResult) r = resolve_typed (rules, c, "4 3 2  3 2");

  g_assert_cmpuint (r->attack_dice[0], ==, 3);
  g_assert_cmpuint (count_purpose (r, BN_DIE_SAVE), ==, 2);
  g_assert_cmpuint (r->figures_lost[1], ==, 1);
  g_assert_cmpuint (r->figures[1], ==, 8);
}

/* Lionheart, Combat: both units roll, 1 die per infantry figure; an axe
 * hits in hand-to-hand. Saving rolls: unarmoured infantry in melee "(no
 * save)". Panic: fair morale, 2 dice (axe 2, arrow 1, panic 0); the
 * difference in casualties moves between the rolls; a total at most the
 * casualties panics. Panic moves: infantry (1 movement point) on an arrow
 * retreats 2 hexes. */
static void
test_lionheart_melee (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("lionheart");
  g_autoptr(BnTableCombat) c = combat_new ("C-foot", "sidearms", 0, "C-foot", "sidearms", 0, 1);
  g_autoptr(BnTableResult) r = resolve_typed (rules, c, "6 6 2 1  4 3 3 1  6 6  1 1  2");

  g_assert_cmpuint (count_purpose (r, BN_DIE_ATTACK), ==, 8);
  g_assert_cmpuint (count_purpose (r, BN_DIE_SAVE), ==, 0);
  g_assert_cmpuint (r->figures_lost[0], ==, 1);
  g_assert_cmpuint (r->figures_lost[1], ==, 2);
  g_assert_false (r->panicked[0]);
  g_assert_true (r->panicked[1]);
  g_assert_cmpuint (r->retreat[1], ==, 2);
  g_assert_nonnull (strstr (r->rule, "Lionheart"));
}

/* Lionheart, Combat: archers roll a die per figure; arrows hit. Saving
 * rolls, the cavalry table: unarmoured cavalry without shields saves on
 * a panic against archery, with shields on an arrow. Targets of missile
 * fire roll their morale (fair: 2 dice); a total not below the
 * casualties, twice them for cavalry, holds. The firer panics only on
 * more panics than other faces. */
static void
test_lionheart_volley (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("lionheart");
  g_autoptr(BnTableCombat) c = combat_new ("C-foot", "bow", 0, "C-horse", "sidearms", 0, 2);
  g_autoptr(BnTableResult) r = resolve_typed (rules, c, "2 3 4 1  1 5  4 4");
  g_autoptr(BnTableResult) shielded = NULL;

  g_assert_cmpuint (count_purpose (r, BN_DIE_SHOOT), ==, 4);
  g_assert_cmpuint (count_purpose (r, BN_DIE_SAVE), ==, 2);
  g_assert_cmpuint (r->figures_lost[1], ==, 1);
  g_assert_cmpuint (r->figures[1], ==, 2);
  g_assert_false (r->panicked[1]);
  g_assert_false (r->panicked[0]);
  c->sides[1].shields = TRUE;
  shielded = resolve_typed (rules, c, "2 3 4 1  1 5");
  g_assert_cmpuint (shielded->figures_lost[1], ==, 2);
  g_assert_true (shielded->destroyed[1]);
}

/* Junior General, playsheet MELEE: light cavalry (unarmoured horse) needs
 * a 6 against light infantry, light infantry a 5 against light cavalry.
 * Melee: a die per stand facing, both sides striking at once; cavalry of
 * two or more stands that charged rolls an extra die. On the flank: "+1
 * flank attacks", a cavalry stand fighting two infantry stands (two dice),
 * and no strike back. */
static void
test_junior_general_melee (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("junior-general");
  g_autoptr(BnTableCombat) c = combat_new ("C-horse", "lance", 2, "C-foot", "spear", 2, 1);
  g_autoptr(BnTableResult) r = NULL;
  g_autoptr(BnTableResult) flank = NULL;

  c->charge = TRUE;
  r = resolve_typed (rules, c, "6 5 6  5 4");
  g_assert_cmpuint (r->attack_dice[0], ==, 3);
  g_assert_cmpuint (r->attack_dice[1], ==, 2);
  g_assert_cmpuint (r->figures_lost[1], ==, 2);
  g_assert_true (r->destroyed[1]);
  g_assert_cmpuint (r->figures_lost[0], ==, 1);
  g_assert_nonnull (strstr (r->rule, "playsheet: MELEE"));
  g_assert_nonnull (strstr (r->summary, "loses 1 stand of 2"));

  c->charge = FALSE;
  c->facing = BN_COMBAT_FLANK;
  flank = resolve_typed (rules, c, "5 4");
  g_assert_cmpuint (flank->attack_dice[0], ==, 2);
  g_assert_cmpuint (flank->attack_dice[1], ==, 0);
  g_assert_cmpuint (flank->figures_lost[1], ==, 1);
  g_assert_cmpuint (flank->figures_lost[0], ==, 0);
}

/* Junior General, Retreat from melee: "Retreating stands/units have an
 * extra 15 cm movement": the helper's defender has room for all of it. A
 * D10 of 7 loses no stand. */
static void
test_junior_general_retreat (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("junior-general");
  g_autoptr(BnTableCombat) c = combat_new ("A-horse", "lance", 5, "B-foot", "pike", 6, 1);

  /* Front: five dice a side; flank: the cavalry's two; rear: twice five. */
  static const char *const dice[] = { "1 1 1 1 1  1 1 1 1 1  7", "1 1  7", "1 1 1 1 1 1 1 1 1 1  7" };

  c->withdraw = TRUE;
  for (guint facing = BN_COMBAT_FRONT; facing <= BN_COMBAT_REAR; facing++)
    {
      g_autoptr(BnTableResult) r = NULL;

      c->facing = facing;
      r = resolve_typed (rules, c, dice[facing - BN_COMBAT_FRONT]);
      g_assert_cmpuint (r->figures_lost[1], ==, 0);
      g_assert_false (r->destroyed[1]);
      g_assert_cmpuint (r->retreat[1], ==, 15);
      g_assert_nonnull (strstr (r->summary, "falls back 15 cm"));
      /* The helper names them by the ruleset's own troop types. */
      g_assert_cmpstr (r->troop_type[0], ==, "heavy cavalry");
      g_assert_cmpstr (r->troop_type[1], ==, "heavy infantry");
    }
}

/* Junior General, playsheet MISSILES: archery needs a 5 against light
 * infantry, +1 for a target in cover; archery reaches 40 cm. A 1 turns
 * an archer stand round (low on arrows). A commander with a unit that
 * lost stands to archery is lost on a 1 of a D10. */
static void
test_junior_general_volley (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("junior-general");
  g_autoptr(BnTableCombat) c = combat_new ("C-foot", "bow", 4, "C-foot", "spear", 4, 30);
  g_autoptr(BnTableResult) r = resolve_typed (rules, c, "5 6 1 2");
  g_autoptr(BnTableResult) covered = NULL;
  g_autoptr(BnTableResult) led = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (count_purpose (r, BN_DIE_SHOOT), ==, 4);
  g_assert_cmpuint (r->figures_lost[1], ==, 2);
  g_assert_cmpuint (r->low_on_arrows[0], ==, 1);
  g_assert_nonnull (strstr (r->rule, "MISSILES"));

  c->terrain_id[1] = g_strdup ("wood");
  covered = resolve_typed (rules, c, "5 6 1 2");
  g_assert_cmpuint (covered->figures_lost[1], ==, 1);

  c->sides[1].leader = TRUE;
  led = resolve_typed (rules, c, "5 6 1 2  1");
  g_assert_cmpuint (count_purpose (led, BN_DIE_COMMANDER_LOSS), ==, 1);
  g_assert_true (led->leader_lost[1]);

  /* A D10 shows 1 to 10; a D6 no more than 6. */
  g_assert_null (bn_table_combat_resolve (rules, c, (guint[]) { 5, 6, 1, 7 }, 4, 0, &error));
  g_assert_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_BAD_DIE);
  g_assert_nonnull (strstr (error->message, "typed die 4 is 7, but a D6 shows 1 to 6"));
  g_clear_error (&error);
  c->range = 50;
  g_assert_null (bn_table_combat_resolve (rules, c, NULL, 0, 1, &error));
  g_assert_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "beyond 40 cm"));
}

/* The generator's dice, typed back face for face, give the same result. */
static void
test_seeded_equals_typed (void)
{
  const char *ids[] = { "lords-and-levies", "battlelore", "lionheart", "junior-general" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    for (guint range = 1; range <= 2; range++)
      for (guint64 seed = 1; seed <= 12; seed++)
        {
          g_autoptr(BnBattleRules) rules = rules_of (ids[i]);
          g_autoptr(BnTableCombat) c = combat_new ("B-foot", range == 1 ? "spear" : "bow", 0, "B-foot",
                                                   "sidearms", 0, range);

          c->sides[0].leader = c->sides[1].leader = seed % 2 == 0;
          g_autoptr(GError) error = NULL;
          g_autoptr(BnTableResult) seeded = bn_table_combat_resolve (rules, c, NULL, 0, seed, &error);
          g_autoptr(BnTableResult) typed = NULL;
          guint faces[BN_TABLE_MAX_DICE];

          g_assert_no_error (error);
          for (guint d = 0; d < seeded->n_dice; d++)
            {
              g_assert_false (seeded->dice[d].typed);
              faces[d] = seeded->dice[d].face;
            }
          typed = bn_table_combat_resolve (rules, c, faces, seeded->n_dice, 0, &error);
          g_assert_no_error (error);
          g_assert_cmpuint (typed->n_dice, ==, seeded->n_dice);
          g_assert_true (typed->dice[0].typed);
          g_assert_cmpstr (typed->summary, ==, seeded->summary);
          for (guint s = 0; s < 2; s++)
            {
              g_assert_cmpuint (typed->figures_lost[s], ==, seeded->figures_lost[s]);
              g_assert_cmpuint (typed->retreat[s], ==, seeded->retreat[s]);
              g_assert_cmpint (typed->panicked[s], ==, seeded->panicked[s]);
            }
        }
}

static void
test_bad_input (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("lords-and-levies");
  g_autoptr(BnTableCombat) c = combat_new ("B-foot", "spear", 0, "Z-foot", "spear", 0, 1);
  g_autoptr(GArray) faces = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GError) error = NULL;
  BnTableResult *r;
  guint few[] = { 6, 5 };
  guint many[] = { 6, 5, 2, 1, 4, 2, 4, 3 };
  guint seven[] = { 6, 7, 2, 1 };

  r = bn_table_combat_resolve (rules, c, few, 2, 0, &error);
  g_assert_null (r);
  g_assert_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Z-foot"));
  g_clear_error (&error);

  g_free (c->sides[1].class_id);
  c->sides[1].class_id = g_strdup ("B-foot");
  c->sides[1].figures = 6;
  r = bn_table_combat_resolve (rules, c, few, 2, 0, &error);
  g_assert_null (r);
  g_assert_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_MORE_DICE);
  g_assert_nonnull (strstr (error->message, "2 attack dice (dice 3–4)"));
  g_clear_error (&error);

  r = bn_table_combat_resolve (rules, c, many, G_N_ELEMENTS (many), 0, &error);
  g_assert_null (r);
  g_assert_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_EXTRA_DICE);
  g_assert_nonnull (strstr (error->message, "reads only 7"));
  g_clear_error (&error);

  r = bn_table_combat_resolve (rules, c, seven, G_N_ELEMENTS (seven), 0, &error);
  g_assert_null (r);
  g_assert_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_BAD_DIE);
  g_assert_nonnull (strstr (error->message, "die 2 is 7"));
  g_clear_error (&error);

  g_assert_false (bn_table_parse_dice ("3 x 4", faces, &error));
  g_assert_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_BAD_DIE);
  g_assert_nonnull (strstr (error->message, "die 2 is “x”"));
  g_clear_error (&error);

  /* A rule of the ruleset, cited: spearmen do not shoot. */
  c->range = 2;
  r = bn_table_combat_resolve (rules, c, NULL, 0, 1, &error);
  g_assert_null (r);
  g_assert_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "L&L, Fronts"));
  g_clear_error (&error);

  c->range = 1;
  c->terrain_id[1] = g_strdup ("lake");
  r = bn_table_combat_resolve (rules, c, NULL, 0, 1, &error);
  g_assert_null (r);
  g_assert_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "the defender cannot stand in deep water"));
  g_clear_error (&error);
  g_clear_pointer (&c->terrain_id[1], g_free);

  c->sides[1].figures = 12;
  r = bn_table_combat_resolve (rules, c, NULL, 0, 1, &error);
  g_assert_null (r);
  g_assert_error (error, BN_TABLE_COMBAT_ERROR, BN_TABLE_COMBAT_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "at most 8"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/table-combat/lords-and-levies/melee", test_lords_melee);
  g_test_add_func ("/table-combat/lords-and-levies/volley", test_lords_volley);
  g_test_add_func ("/table-combat/battlelore/melee", test_battlelore_melee);
  g_test_add_func ("/table-combat/battlelore/volley", test_battlelore_volley);
  g_test_add_func ("/table-combat/lionheart/melee", test_lionheart_melee);
  g_test_add_func ("/table-combat/lionheart/volley", test_lionheart_volley);
  g_test_add_func ("/table-combat/junior-general/melee", test_junior_general_melee);
  g_test_add_func ("/table-combat/junior-general/volley", test_junior_general_volley);
  g_test_add_func ("/table-combat/junior-general/retreat", test_junior_general_retreat);
  g_test_add_func ("/table-combat/seeded-equals-typed", test_seeded_equals_typed);
  g_test_add_func ("/table-combat/bad-input", test_bad_input);
  return g_test_run ();
}
