/* test-combat-reasons.c — every result told with its reason, worked by
 * hand from the rules texts: BattleLore's odds name each rule that changed
 * the dice with its own number (order sheet: terrain caps, weapon table,
 * passive front); a flag that moves no hex says why (L&L, Retreat: "all
 * flags may be ignored" above the class's figures); a stand with no
 * defence throw says why (L&L, Defence: one "per defending unit per
 * turn"; Fronts: only on the active front), in the account of the combat
 * and in its odds; Initiative's extra orders say whose they are.
 */
#include "battlelore-fixture.h"

#include "bn-battle-words.h"
#include "bn-battle-words-odds.h"
#include "bn-career-state.h"
#include "bn-combat-account.h"
#include "bn-combat-preview.h"

static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}

/* The words of @f's last combat. */
static char *
last_combat_words (Fixture *f)
{
  g_autoptr(GPtrArray) accounts = bn_combat_accounts_read (f->battle, 0, bn_battle_get_n_events (f->battle));
  BnBattleWords words = { f->battle, { f->army[0], f->army[1] } };

  g_assert_cmpuint (accounts->len, >, 0);
  return bn_battle_words_combat (&words, g_ptr_array_index (accounts, accounts->len - 1));
}

/* BattleLore: B-class halberdiers standing in a ford attack spearmen on
 * their active front. Order sheet: B-class infantry 4 dice at 1 hex;
 * "Fords: maximum 2 battle dice + CM": −2; the halberd's "+1 die": 3 in
 * all, each rule with its own number, never the four candidates at once. */
static void
test_battlelore_odds_each_rule (void)
{
  Fixture f;
  BnBattleAction attack;
  g_autoptr(BnCombatPreview) p = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  BnBattleWords words;
  int cap = 0, halberd = 0, other = 0;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "halberd", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  g_assert_true (bn_scenario_set_terrain (f.scenario, f.rules, 3, 4, "ford"));
  fixture_start (&f, "scout-red");
  order (&f, "scout-red", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  attack = (BnBattleAction) { BN_ACTION_BATTLE, 0, (guint8) unit_of (&f, 0, 0), (guint8) unit_of (&f, 1, 0), 0 };
  p = bn_combat_preview_new (f.battle, &attack, 200, 1, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < p->terms->len; i++)
    {
      const BnDiceTerm *term = &g_array_index (p->terms, BnDiceTerm, i);

      if (term->why == BN_DICE_WHY_CAP_FROM)
        cap += term->dice;
      else if (term->why == BN_DICE_WHY_CLOSE_WEAPON)
        halberd += term->dice;
      else if (term->why != BN_DICE_WHY_CLASS)
        other += term->dice;
      g_assert_cmpint (term->why, !=, BN_DICE_WHY_RULESET);
    }
  g_assert_cmpint (cap, ==, -2);
  g_assert_cmpint (halberd, ==, 1);
  g_assert_cmpint (other, ==, 0);
  g_assert_cmpint (p->strike.dice, ==, 3);
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  text = bn_battle_words_preview (&words, p);
  assert_contains (text, "-2  no more than 2 dice are thrown from the ford (BattleLore, order sheet: terrain modifiers)");
  assert_contains (text, "+1  halberd in close combat (BattleLore, order sheet: weapon type)");
  g_assert_null (strstr (text, "halberds and pikes"));
  g_assert_null (strstr (text, "banner"));
  /* The same dice as the engine then declares. */
  dice (&f, "shield shield shield");
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 3);
  fixture_clear (&f);
}

/* L&L: a full B-class company (8 figures, "Infantry: 6 figs"), its back
 * to the attacker, takes a flag and no hit: it holds, because "as long as
 * a unit does not fall below" 6 figures "all flags may be ignored"; and
 * it throws no defence die, attacked on its passive front ("only make a
 * defence throw when attacked on its active front"). */
static void
test_flag_held_and_why (void)
{
  Fixture f;
  g_autofree char *text = NULL;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_N);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  dice (&f, "flag shield shield shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_true (unit_at (&f, unit_of (&f, 1, 0), 3, 3));
  text = last_combat_words (&f);
  assert_contains (text, " No figure is lost.");
  assert_contains (text, "The flag does not move spear");
  assert_contains (text, "a unit of its class must fall back for flags only below 6 figures (L&L, Retreat)");
  assert_contains (text, "No defence throw from spear");
  assert_contains (text, "it was attacked on its passive front (L&L, Fronts)");
  g_assert_null (strstr (text, "both hold"));
  fixture_clear (&f);
}

/* L&L, Defence: "one battle die (in defence) per defending unit per
 * turn". Spearmen facing two companies make a stand twice in one turn:
 * the first time they throw their die back, the second time not, and
 * both the odds of the second attack and its account say why (the odds
 * giving the attacker no chance of a loss is then right). */
static void
test_one_defence_throw_a_turn (void)
{
  Fixture f;
  BnBattleAction second;
  g_autoptr(BnCombatPreview) p = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *odds = NULL, *text = NULL;
  BnBattleWords words;
  BnHex target = bn_hex_from_offset (3, 3);
  BnHex flank = bn_hex_neighbour (target, BN_HEX_DIR_SE);
  int col, row;

  bn_hex_to_offset (flank, &col, &row);
  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, col, row, BN_HEX_DIR_NW);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "red-2");
  order (&f, "red-2", UNITS ((int) unit_of (&f, 0, 0), (int) unit_of (&f, 0, 1)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  dice (&f, "shield shield shield shield");
  dice (&f, "shield");           /* its defence throw */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_DEFENCE), ==, 1);

  second = (BnBattleAction) { BN_ACTION_BATTLE, 0, (guint8) unit_of (&f, 0, 1), (guint8) unit_of (&f, 1, 0), 0 };
  p = bn_combat_preview_new (f.battle, &second, 200, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (p->strikes_back, ==, 0.0);
  g_assert_cmpuint (p->no_defence, ==, BN_NO_DEFENCE_THROWN_ALREADY);
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  odds = bn_battle_words_preview (&words, p);
  assert_contains (odds, "; no defence throw: a unit makes one defence throw a turn, and it has made its own "
                         "(L&L, Defence)");

  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 1), unit_of (&f, 1, 0), 0);
  dice (&f, "shield shield shield shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_DEFENCE), ==, 1);
  text = last_combat_words (&f);
  assert_contains (text, "No defence throw from spear (north): a unit makes one defence throw a turn, and it has made its "
                         "own (L&L, Defence).");
  fixture_clear (&f);
}

/* Two companies far apart, south's army commander with his personal
 * combat skill @pcs (0: none): the battle's words, for a leader's events. */
static BnBattleWords
leader_apart (Fixture *f,
              guint    pcs)
{
  fixture_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 1, BN_HEX_DIR_S);
  fixture_commander (f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  f->army[0]->commanders[0].pcs = pcs;
  fixture_start (f, "red-1");
  return (BnBattleWords) { f->battle, { f->army[0], f->army[1] } };
}

/* Day of Battle, Initiative ("his ability to command"), read as one
 * order more of the card's own kind for every 4 points over 10: the words
 * say the extra orders are for the units the card names, so that none
 * offered when none of them is left reads as the rule, not a fault. */
static void
test_initiative_words (void)
{
  Fixture f;
  BnBattleWords words;
  BnBattleEvent event = { 0, };
  g_autofree char *text = NULL;

  words = leader_apart (&f, 0);
  event.type = BN_EVENT_LEADER_SKILL;
  event.a = (guint8) commander_of (&f, 0, 0);
  event.b = BN_SKILL_USE_INITIATIVE | BN_SKILL_USE_PASSED;
  event.value = 2;
  text = bn_battle_words_event (&words, &event, BN_BATTLE_WORDS_EVERYONE);
  assert_contains (text, "the card may order 2 more of the units it names, if there are more of them to order "
                         "(Day of Battle, Initiative).");
  fixture_clear (&f);
}

/* A shot at a lone commander has its odds before it is made, under each
 * hex ruleset that allows it: L&L ("calculate the number of battle dice
 * as usual"; crossed swords hit) and BattleLore ("cast one battle die").
 * The board's and the list's odds ask bn_combat_preview_possible(). */
static void
test_odds_at_lone_commander (gconstpointer data)
{
  gboolean battlelore = GPOINTER_TO_INT (data);
  Fixture f;
  BnBattleAction shot;
  g_autoptr(BnCombatPreview) p = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  BnBattleWords words;

  if (battlelore)
    bl_init (&f, 9, 9);
  else
    fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "longbow", RED, 3, 6, BN_HEX_DIR_N);
  fixture_commander (&f, 1, BN_COMMANDER_ARMY, -1, 3, 3);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 7, 1, BN_HEX_DIR_S);
  fixture_start (&f, battlelore ? "scout-red" : "red-1");
  order (&f, battlelore ? "scout-red" : "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  shot = (BnBattleAction) { BN_ACTION_ATTACK_COMMANDER, 0, (guint8) unit_of (&f, 0, 0), (guint8) commander_of (&f, 1, 0), 0 };
  g_assert_true (is_legal (&f, shot.type, shot.a, shot.b, shot.c));
  g_assert_true (bn_combat_preview_possible (f.battle, &shot));
  p = bn_combat_preview_new (f.battle, &shot, 200, 1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (p);
  g_assert_true (p->strike.at_commander);
  g_assert_cmpuint (p->strike.range, ==, 3);
  g_assert_cmpfloat (p->commander_falls, >, 0.0);
  g_assert_cmpfloat (p->commander_falls, <, 1.0);
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  text = bn_battle_words_preview (&words, p);
  assert_contains (text, "3 hexes away");
  assert_contains (text, "falls, is wounded or taken:");
  if (battlelore)
    assert_contains (text, "+1  at a lone commander, a set number of dice (BattleLore, Hitting a commander)");
  {
    /* Told after the shot: a miss says what would have struck him. */
    g_autofree char *told = (act (&f, shot.type, shot.a, shot.b, shot.c), last_combat_words (&f));

    if (strstr (told, "is struck down") == NULL)
      assert_contains (told, "comes through unharmed: only crossed swords strike a commander alone in his hex.");
  }
  fixture_clear (&f);
}

/* Lords & Levies with Day of Battle's leaders: south's spearmen (3, 4)
 * led by their army commander, Combat Bonus 9 (his bonus die hits at
 * 4 + 9 = 13 or under, data: combat-base 4, a point each), with a Page
 * and a Squire; north's spearmen (3, 3) facing them. */
static void
led_melee_setup (Fixture *f)
{
  static const BnBattleRetainerSpec common[] = {
    { BN_RETAINER_TYPE_PAGE, 10, 0, -1 },
    { BN_RETAINER_TYPE_SQUIRE, 15, 0, -1 },
  };
  BnBattleCommanderSpec *spec;

  fixture_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_commander (f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  spec = &f->army[0]->commanders[0];
  spec->social_rank = 3;
  spec->initiative = 12;
  spec->combat_bonus = 9;
  for (guint i = 0; i < G_N_ELEMENTS (common); i++)
    spec->retainers[spec->n_retainers++] = common[i];
}

/* Day of Battle, Retainers: "Re-roll a bad die roll … made by the L&H.
 * The new value replaces the original". The leader's bonus die misses
 * (17 over 13) with a Page ready: the battle waits for his side, in the
 * middle of the combat (L&L, order sheet, Battle: the saving throws, the
 * defence throw and the retreats are still to come). The account at that
 * moment tells what is decided (the battle dice: a hit, a flag, three
 * misses) and exactly what is pending: the bonus die to keep or throw
 * again, what a hit would do, and what follows; it does not say that
 * nothing is lost, nor that anyone is to make a stand. Thrown again (5, a
 * hit), the combat goes on and is told whole, once: two hits to save (the
 * die's and the bonus die's; a single plain hit is no automatic kill),
 * one saved, one figure lost, the defence throw, and the flag held by a
 * company of 7 ("Infantry: 6 figs"). */
static void
test_bonus_die_offer_told (void)
{
  Fixture f;
  g_autoptr(GPtrArray) accounts = NULL;
  g_autofree char *half = NULL, *whole = NULL;
  guint page = 0;

  led_melee_setup (&f);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  dice (&f, "hit-any flag shield shield shield");
  bn_chance_push_die (f.chance, 17);
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, NULL, NULL), >=, 0);

  half = last_combat_words (&f);
  assert_contains (half, "hit on any armour (a hit)");
  assert_contains (half, "Bonus die of commander: 17, a miss (a hit at 13 or under: 4 + his Combat Bonus 9; "
                         "Day of Battle, Step Four).");
  assert_contains (half, "Not over yet: the combat bonus die of commander showed 17;");
  assert_contains (half, "may keep it or have a common retainer throw it again, the new value replacing it "
                         "(Day of Battle, Retainers).");
  assert_contains (half, "A hit is one hit more on spear");
  assert_contains (half, "Still to come: the saving throws of spear");
  assert_contains (half, "the defence throw of spear");
  assert_contains (half, "the retreat of spear");
  g_assert_null (strstr (half, "No figure is lost"));
  g_assert_null (strstr (half, "both hold"));
  g_assert_null (strstr (half, "make a stand or retreat"));

  for (guint r = 0; r < bn_battle_get_n_retainers (f.battle); r++)
    if (bn_battle_get_retainer (f.battle, r)->type == BN_RETAINER_TYPE_PAGE)
      page = r;
  bn_chance_push_die (f.chance, 5);
  dice (&f, "hit-any shield");   /* the two saving throws */
  dice (&f, "shield");           /* the defence throw: a miss */
  act (&f, BN_ACTION_RETAINER, page, 0, BN_RETAINER_USE_REROLL);
  g_assert_cmpint (bn_battle_get_reroll_offer (f.battle, NULL, NULL), <, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 7);

  /* One combat, from the strike to its end. */
  accounts = bn_combat_accounts_read (f.battle, 0, bn_battle_get_n_events (f.battle));
  g_assert_cmpuint (accounts->len, ==, 1);
  whole = last_combat_words (&f);
  assert_contains (whole, "Bonus die of commander: 17, a miss");
  assert_contains (whole, "The Page of commander throws it again: 5, a hit on spear (north) (the new value replaces the first; "
                          "Day of Battle, Retainers).");
  assert_contains (whole, "Saving throws of spear");
  assert_contains (whole, "Defence throw of spear");
  assert_contains (whole, "2 hits for spear");
  assert_contains (whole, "(1 of them by a bonus die); 1 of 2 saving throws won.");
  assert_contains (whole, "lose 1 figure.");
  assert_contains (whole, "a unit of its class must fall back for flags only below 6 figures");
  g_assert_null (strstr (whole, "Not over yet"));
  g_assert_null (strstr (whole, "both hold"));
  fixture_clear (&f);
}

/* L&L: south's spearmen (3, 4) attack north's (3, 3), facing them, of
 * @figures figures, with their captain of Combat Bonus @captain_cb (−1:
 * none): the battle is declared, north is to choose. */
static void
spear_attack_on (Fixture  *f,
                 guint     figures,
                 int       captain_cb)
{
  fixture_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  if (captain_cb >= 0)
    {
      fixture_commander (f, 1, BN_COMMANDER_CAPTAIN, 0, 0, 0);
      f->army[1]->commanders[0].combat_bonus = (guint8) captain_cb;
    }
  f->army[1]->units[0].figures = figures;
  fixture_start (f, "red-1");
  order (f, "red-1", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
  act (f, BN_ACTION_BATTLE, unit_of (f, 0, 0), unit_of (f, 1, 0), 0);
}

static void
spear_attack (Fixture *f,
              guint    figures)
{
  spear_attack_on (f, figures, -1);
}

/* L&L, order sheet, Battle: the defender chooses first ("make a stand
 * (with defence throw)" or "voluntary retreat (1 hex) (no defence
 * throw)"), and the words of that choice name the attack; then "defender
 * makes saving throws, kills are eliminated. defender throws defensive
 * battle die (if eligible)". A company of 2 figures makes a stand against
 * two hits on any armour:
 * the first is the automatic kill, the saving throw of the second fails,
 * and it is destroyed before its defence die: the account says so. */
static void
test_destroyed_before_its_defence_throw (void)
{
  Fixture f;
  g_autofree char *text = NULL;

  spear_attack (&f, 2);
  /* The defender's choice names the attack it answers. */
  text = last_combat_words (&f);
  assert_contains (text, "Not over yet: spear (north) to choose, before the 4 dice of spear (south) are thrown: make a "
                         "stand, with a defence throw, or retreat voluntarily 1 hex after them, with saving throws but "
                         "no defence throw.");
  g_clear_pointer (&text, g_free);
  dice (&f, "hit-any hit-any shield shield");
  dice (&f, "hit-any");          /* its one saving throw: not saved */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_DEFENCE), ==, 0);
  text = last_combat_words (&f);
  assert_contains (text, "are destroyed.");
  assert_contains (text, ": the hits destroyed it first: the defence die is thrown after the saving throws, once the "
                         "kills are removed (L&L, order sheet, Battle).");
  fixture_clear (&f);
}

/* L&L, Voluntary retreat: "The attacker battles against the unit before
 * it is allowed to retreat (and casualties are inflicted). A unit making a
 * voluntary retreat is allowed to saving throws, but not a defence throw."
 * North's spearmen retreat voluntarily (north, towards their own side)
 * from 4 dice: two hits on any armour and two shields. The first hit is
 * the automatic kill, the second's saving throw fails: 2 figures lost,
 * and no defence die. Of 4 figures, 2 are left and fall back the hex
 * they chose; of 2, none is left: destroyed where they stood, before the
 * hex. The account and the log say the retreat and its cost either way. */
static char *last_event_words (Fixture           *f,
                               BnBattleEventType  type);

static void
test_voluntary_retreat_told (gconstpointer data)
{
  guint figures = GPOINTER_TO_UINT (data);
  gboolean survives = figures > 2;
  Fixture f;
  g_autofree char *text = NULL;
  g_autofree char *logged = NULL;

  spear_attack (&f, figures);
  g_assert_true (is_legal (&f, BN_ACTION_WITHDRAW, 0, BN_HEX_DIR_N, 0));
  dice (&f, "hit-any hit-any shield shield");
  dice (&f, "hit-any");          /* the saving throw of the second hit: not saved */
  act (&f, BN_ACTION_WITHDRAW, 0, BN_HEX_DIR_N, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_DEFENCE), ==, 0);
  g_assert_cmpint (unit (&f, unit_of (&f, 1, 0))->figures, ==, (int) figures - 2);
  text = last_combat_words (&f);
  assert_contains (text, " retreat voluntarily: no defence throw, only saving throws (L&L, Voluntary retreat).");
  g_assert_null (strstr (text, "Defence throw"));
  if (survives)
    {
      g_assert_true (unit_at (&f, unit_of (&f, 1, 0), 3, 2));
      assert_contains (text, " lose 2 figures and retreat voluntarily 1 hex.");
    }
  else
    {
      assert_contains (text, " lose 2 figures and are destroyed where they stand, before falling back.");
      /* Its own reason, not the one of a unit that made a stand. */
      g_assert_null (strstr (text, "the hits destroyed it first"));
    }
  if (g_test_verbose ())
    g_printerr ("%s\n", text);
  logged = last_event_words (&f, BN_EVENT_WITHDRAW);
  assert_contains (logged, " retreat voluntarily north: no defence throw, only saving throws "
                           "(L&L, Voluntary retreat).");
  fixture_clear (&f);
}

/* L&L, Commanders in battle: a captain in his unit's hex "may always
 * support either one of these units by adding one battle die"; Defence:
 * "one battle die (in defence) per defending unit per turn". North's
 * spearmen, their captain with them, are attacked by south's: 4 dice (B
 * infantry at 1 hex), none for him; they make a stand and throw one
 * defence die. He has no leader's numbers of Day of Battle: no bonus die
 * and no risk check. The account names him and says all that. */
static void
test_struck_commander_told (void)
{
  Fixture f;
  g_autofree char *text = NULL;

  spear_attack_on (&f, 5, 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 4);
  dice (&f, "shield shield shield shield");
  dice (&f, "shield");           /* the defence throw: a miss */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_DEFENCE), ==, 1);
  g_assert_cmpuint (count_events (&f, BN_EVENT_LEADER_SKILL), ==, 0);
  g_assert_cmpuint (count_events (&f, BN_EVENT_PCS_CHECK), ==, 0);
  text = last_combat_words (&f);
  if (g_test_verbose ())
    g_printerr ("%s\n", text);
  assert_contains (text, " stands with spear (north): a commander adds a die to his unit's attack, none to its defence "
                         "throw (L&L, Commanders in battle); with no leader's skills (Day of Battle) he throws no bonus "
                         "die, and takes no risk when his unit is hit.");
  fixture_clear (&f);
}

/* Day of Battle, Step Four: the leader "attached to a unit in melee"
 * rolls his bonus die, read as a melee his unit attacks or makes a stand
 * in (docs/rules.md, Combat Bonus). North's captain, Combat Bonus 2,
 * stands with spearmen that retreat voluntarily: no bonus die is thrown,
 * and the account says why. */
static void
test_voluntary_retreat_no_bonus_die (void)
{
  Fixture f;
  g_autofree char *text = NULL;

  spear_attack_on (&f, 5, 2);
  dice (&f, "shield shield shield shield");
  act (&f, BN_ACTION_WITHDRAW, 0, BN_HEX_DIR_N, 0);
  g_assert_cmpuint (count_events (&f, BN_EVENT_LEADER_SKILL), ==, 0);
  text = last_combat_words (&f);
  assert_contains (text, " stands with spear (north): a commander adds a die to his unit's attack, none to its defence "
                         "throw (L&L, Commanders in battle); retreating voluntarily, his unit has no bonus die of his "
                         "either: he throws it only with a unit that attacks or makes a stand (Day of Battle, Step "
                         "Four).");
  fixture_clear (&f);

  /* Making a stand instead, he throws it. */
  spear_attack_on (&f, 5, 2);
  dice (&f, "shield shield shield shield");
  dice (&f, "shield");           /* the defence throw: a miss */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (count_events (&f, BN_EVENT_LEADER_SKILL), ==, 1);
  g_clear_pointer (&text, g_free);
  text = last_combat_words (&f);
  g_assert_null (strstr (text, "retreating voluntarily"));
  fixture_clear (&f);
}

/* L&L, Retreat: "If the attacker throws 2 flags, the first is an
 * automatic retreat (no saving throw allowed)". A company of 5 figures
 * (below "Infantry: 6 figs", so flags count) takes two flags: one throw
 * against a flag, and the words say why there is only one. */
static void
test_first_of_two_flags_told (void)
{
  Fixture f;
  g_autofree char *text = NULL;

  spear_attack (&f, 5);
  dice (&f, "flag flag shield shield");
  dice (&f, "shield");           /* the defence throw: a miss */
  dice (&f, "shield");           /* the one throw against a flag: saved */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (count_dice (&f, BN_DIE_FLAG_SAVE), ==, 1);
  text = last_combat_words (&f);
  assert_contains (text, "against a flag (2 flags: the first is a retreat without a throw; in close combat only a "
                         "shield saves against a flag): 2 shield (saved).");
  fixture_clear (&f);
}

/* Day of Battle, Risk to a Leader: "If the modified roll is equal to or
 * less than the leader's personal combat skill he is unharmed", with "-5
 * Leader is attached to a unit that lost a melee this turn. -1 The
 * difference in strikes": PCS 16, his unit lost the melee by a strike,
 * checks against 10, and the words say where the 10 comes from. */
static void
test_risk_check_says_its_number (void)
{
  Fixture f;
  BnBattleWords words;
  BnBattleEvent event = { 0, };
  g_autofree char *text = NULL;

  words = leader_apart (&f, 16);
  event.type = BN_EVENT_PCS_CHECK;
  event.a = (guint8) commander_of (&f, 0, 0);
  event.b = BN_PCS_LOST_MELEE;
  event.c = 1;
  event.value = 2;
  text = bn_battle_words_event (&words, &event, BN_BATTLE_WORDS_EVERYONE);
  assert_contains (text, "comes through the melee unharmed: 2 against his skill 10: Personal Combat Skill 16, −5 his "
                         "unit lost the melee, −1 the difference in strikes between the units (Day of Battle, Risk to "
                         "a leader).");
  fixture_clear (&f);
}

/* Day of Battle, Special retainers: the Champion "rolls 1 bonus D20"
 * whenever the unit is in melee, his value half the card's (a black 6:
 * +3, a hit at 4 + 3 = 7 or under), a hit the target may save. Every
 * battle die misses and his 5 hits: the account counts that hit among
 * the attacker's, by a bonus die, and the saving throw it drew. */
static void
test_champion_hit_counted (void)
{
  Fixture f;
  g_autofree char *text = NULL;
  BnBattleCommanderSpec *spec;
  guint n;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  spec = &f.army[0]->commanders[0];
  spec->retainers[spec->n_retainers++] = (BnBattleRetainerSpec) { BN_RETAINER_TYPE_CHAMPION, 0, 3, -1 };
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  n = (guint) last_event_value (&f, BN_EVENT_BATTLE);
  for (guint i = 0; i < n; i++)
    dice (&f, "shield");
  bn_chance_push_die (f.chance, 5);
  dice (&f, "hit-any");          /* the saving throw: not saved */
  dice (&f, "shield");           /* the defence throw: a miss */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 7);
  text = last_combat_words (&f);
  assert_contains (text, "throws his bonus die (a hit at 7 or under): a hit on spear (north).");
  assert_contains (text, "1 hit for spear (south) (by a bonus die); 0 of 1 saving throw won.");
  fixture_clear (&f);
}

/* Day of Battle, Common Retainer Actions: "Escape being wounded, killed
 * or captured. This retainer is used if the L&H failed his personal
 * combat skill check and before a card is drawn from the Special Results
 * table." North's leader (PCS 12) makes his check after a melee of his
 * unit with a 20 ("A roll of 20 also ignores all modifiers but fails!")
 * and has a Sergeant: the battle waits for his side, and the account of
 * the combat says so, with his check, rather than that nothing happened. */
static void
test_struck_leader_waits_told (void)
{
  Fixture f;
  g_autofree char *text = NULL;
  BnBattleCommanderSpec *spec;
  guint n;

  fixture_init (&f, 12, 12);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  f.army[0]->commanders[0].social_rank = 3;
  f.army[0]->commanders[0].pcs = 15;
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 9, 1, BN_HEX_DIR_S);
  fixture_commander (&f, 1, BN_COMMANDER_ARMY, 0, 0, 0);
  spec = &f.army[1]->commanders[0];
  spec->social_rank = 3;
  spec->pcs = 12;
  spec->retainers[spec->n_retainers++] = (BnBattleRetainerSpec) { BN_RETAINER_TYPE_SERGEANT, 19, 0, -1 };
  for (guint side = 0; side < 2; side++)
    {
      BnBattleRisk *risk = &f.army[side]->risk;

      memset (risk, 0, sizeof *risk);
      risk->has_table = TRUE;
    }
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  n = (guint) last_event_value (&f, BN_EVENT_BATTLE);
  for (guint i = 0; i < n; i++)
    dice (&f, "shield");
  dice (&f, "shield");           /* the defence throw: a miss */
  bn_chance_push_die (f.chance, 2);
  bn_chance_push_die (f.chance, 20);
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpint (bn_battle_get_struck_commander (f.battle), ==, (int) commander_of (&f, 1, 0));
  text = last_combat_words (&f);
  assert_contains (text, "is struck in the melee: 20 against his skill 12, a 20 always fails");
  assert_contains (text, "is struck; ");
  assert_contains (text, "may have a common retainer ward off the blow (on the retainer's D20) or throw the check "
                         "again, or take the blow: his Special Results card is drawn (Day of Battle, Risk to a Leader; "
                         "Common Retainer Actions).");
  fixture_clear (&f);
}

/* After the battle, the app's ledger lines read without the command
 * line's codes: no "[AC]" or "(fate)", a card named, a D20 not said
 * twice, and a deed that brings no honor said to bring none rather than
 * "= +0 honor". */
static void
test_ledger_in_words (void)
{
  BnLedgerEntry fate = { 1, 1, 1, (char *) "fate", (char *) "Special Results card worth 1: unharmed", 1, NULL, 1,
                         (char *) "AC" };
  BnLedgerEntry check = { 1, 1, 1, (char *) "fate",
                          (char *) "melee check: D20 16 against PCS 17 − 5 (unit lost the melee) = 12: struck", 16, NULL,
                          0, (char *) "D20 16" };
  BnLedgerEntry nothing = { 1, 1, 1, (char *) "honor", (char *) "won a melee (unit 2; turn 2, step 33)", 0,
                            (char *) "× 6 Extraordinary esteem", 0, NULL };
  BnLedgerEntry six = { 1, 1, 1, (char *) "honor", (char *) "routed an enemy unit", 1, (char *) "× 6 Extraordinary esteem",
                        6, NULL };
  g_autofree char *a = bn_ledger_entry_to_words (&fate);
  g_autofree char *b = bn_ledger_entry_to_words (&check);
  g_autofree char *c = bn_ledger_entry_to_words (&nothing);
  g_autofree char *d = bn_ledger_entry_to_words (&six);
  g_autofree char *terse = bn_ledger_entry_to_string (&fate);

  g_assert_cmpstr (a, ==, "Special Results card worth 1: unharmed (the card: Ace of Clubs)");
  g_assert_cmpstr (b, ==, "melee check: D20 16 against PCS 17 − 5 (unit lost the melee) = 12: struck");
  g_assert_cmpstr (c, ==, "won a melee (unit 2; turn 2, step 33): no honor for it (0 × 6 Extraordinary esteem)");
  g_assert_cmpstr (d, ==, "routed an enemy unit: 1 × 6 Extraordinary esteem = +6 honor");
  /* The command line keeps the card's code, to be typed back. */
  assert_contains (terse, "[AC]");
}

/* L&L, order sheet: "Mounted troops … Battle dice & range 3 – 2 – 1": 3
 * at 1 hex; Commanders in battle: "In case the army commander is with a
 * unit, one battle die is added": 4. The spearmen making a stand on
 * their active front throw "one battle die (in defence)" (Defence). The
 * account says each, with its rule, as the odds did before. */
static void
test_dice_why_told (void)
{
  Fixture f;
  BnBattleAction attack;
  g_autoptr(BnCombatPreview) p = NULL;
  g_autofree char *text = NULL;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, HORSE, CA, "heavy-weapon", RED, 3, 4, BN_HEX_DIR_N);
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, 0, 0, 0);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 8, 1, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  attack = (BnBattleAction) { BN_ACTION_BATTLE, 0, (guint8) unit_of (&f, 0, 0), (guint8) unit_of (&f, 1, 0), 0 };
  p = bn_combat_preview_new (f.battle, &attack, 50, 1, NULL);
  g_assert_nonnull (p);
  g_assert_cmpint (p->strike.dice, ==, 4);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 4);
  dice (&f, "shield shield shield shield");
  dice (&f, "shield");           /* the defence throw: a miss */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  text = last_combat_words (&f);
  assert_contains (text, " with 4 dice (3 the dice of A-class cavalry at 1 hex (L&L, Range), +1 the die of ");
  assert_contains (text, ", leading the unit (L&L, Commanders in battle)); ");
  assert_contains (text, " back with 1 (the defence throw: a unit that makes a stand throws one die, L&L, Defence).");
  fixture_clear (&f);
}

/* The words of @f's last event of @type. */
static char *
last_event_words (Fixture           *f,
                  BnBattleEventType  type)
{
  BnBattleWords words = { f->battle, { f->army[0], f->army[1] } };

  for (guint e = bn_battle_get_n_events (f->battle); e > 0; e--)
    if (bn_battle_get_event (f->battle, e - 1)->type == type)
      return bn_battle_words_event (&words, bn_battle_get_event (f->battle, e - 1), BN_BATTLE_WORDS_EVERYONE);
  g_assert_not_reached ();
  return NULL;
}

/* South's first unit attacks north's first, its back turned and one
 * figure left: one hit, not saved, destroys it. Returns: the dice it
 * threw. */
static guint
kill_the_one_figure (Fixture *f)
{
  guint n;

  order (f, "red-1", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
  act (f, BN_ACTION_BATTLE, unit_of (f, 0, 0), unit_of (f, 1, 0), 0);
  n = (guint) last_event_value (f, BN_EVENT_BATTLE);
  dice (f, "hit-lesser");
  for (guint i = 1; i < n; i++)
    dice (f, "shield");
  dice (f, "flag");             /* the saving throw: not saved */
  act (f, BN_ACTION_STAND, 0, 0, 0);
  return n;
}

/* L&L, Forcing a breakthrough: "the unit can force a breakthrough by
 * entering the now free hex", a move ("each unit may move only once,
 * except under the breakthrough rule"); Companies: "the commander may
 * move with the unit, or he may stay in place". Spearmen with their
 * captain destroy the enemy in front (one figure, a hit not saved) and
 * break through: with him, he goes into the emptied hex; without him, he
 * stays, and the log says which and why. */
static void
test_breakthrough_commander (gconstpointer data)
{
  gboolean with = GPOINTER_TO_INT (data);
  Fixture f;
  BnHex from = bn_hex_from_offset (3, 4);
  g_autofree char *text = NULL;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_commander (&f, 0, BN_COMMANDER_CAPTAIN, 0, 0, 0);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_N);   /* back turned: no defence */
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 8, 1, BN_HEX_DIR_S);
  f.army[1]->units[0].figures = 1;
  fixture_start (&f, "red-1");
  g_assert_cmpuint (kill_the_one_figure (&f), ==, 5);   /* 4 at 1 hex, +1 the captain */
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BREAKTHROUGH);
  g_assert_true (is_legal (&f, BN_ACTION_ADVANCE, 0, 0, 1));
  g_assert_true (is_legal (&f, BN_ACTION_ADVANCE, 0, 0, 0));
  {
    /* Both ways are offered, each saying what becomes of the captain. */
    BnBattleWords words = { f.battle, { f.army[0], f.army[1] } };
    BnBattleAction go = { BN_ACTION_ADVANCE, 0, 0, 0, 1 }, stay = { BN_ACTION_ADVANCE, 0, 0, 0, 0 };
    g_autofree char *go_words = bn_battle_words_action (&words, &go);
    g_autofree char *stay_words = bn_battle_words_action (&words, &stay);

    assert_contains (go_words, "Break through into the emptied hex, ");
    assert_contains (go_words, " with the unit");
    assert_contains (stay_words, ", leaving ");
    assert_contains (stay_words, " behind");
  }
  act (&f, BN_ACTION_ADVANCE, 0, 0, with ? 1 : 0);
  g_assert_true (unit_at (&f, unit_of (&f, 0, 0), 3, 3));
  g_assert_true (bn_hex_equal (bn_battle_get_commander (f.battle, commander_of (&f, 0, 0))->hex,
                               with ? bn_hex_from_offset (3, 3) : from));
  text = last_event_words (&f, BN_EVENT_BREAKTHROUGH);
  if (with)
    assert_contains (text, " goes with the unit, as a commander may with the unit he commands (L&L, Companies).");
  else
    assert_contains (text, " stays behind: a commander may move with the unit he commands or stay in place "
                           "(L&L, Companies).");
  fixture_clear (&f);
}

/* L&L, Appendix 2, Single combat – ransom: "In case the result of the
 * duel is a draw …, the defender has the option to go for a second
 * (final) duel of 5 rounds. If this also proves inconclusive …, both
 * combatants return to their former positions." South's army commander
 * challenges north's captain; ten shields, no hit symbol, no save: 0 to
 * 0, a draw. The captain fights again: ten shields more, a draw again.
 * The first says what the challenged may choose, the second what its
 * draw means: no third, nobody falls, both go back. */
static void
test_second_duel_draw_told (void)
{
  Fixture f;
  BnBattleWords words;
  const BnBattleEvent *duels[2] = { NULL, NULL };
  guint n = 0;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 1, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 7, 1, BN_HEX_DIR_S);
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, -1, 3, 5);
  fixture_commander (&f, 1, BN_COMMANDER_CAPTAIN, -1, 3, 3);
  fixture_start (&f, "single-combat-50 | red-1");
  play (&f, "single-combat-50");
  for (guint r = 0; r < 5; r++)
    dice (&f, "shield shield");
  act (&f, BN_ACTION_CHALLENGE, commander_of (&f, 0, 0), commander_of (&f, 1, 0), 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_DUEL_DRAW);
  for (guint r = 0; r < 5; r++)
    dice (&f, "shield shield");
  act (&f, BN_ACTION_DUEL_AGAIN, 0, 0, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BATTLE);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, commander_of (&f, 0, 0))->alive, ==, 1);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, commander_of (&f, 1, 0))->alive, ==, 1);

  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  for (guint e = 0; e < bn_battle_get_n_events (f.battle); e++)
    if (bn_battle_get_event (f.battle, e)->type == BN_EVENT_DUEL && n < 2)
      duels[n++] = bn_battle_get_event (f.battle, e);
  g_assert_cmpuint (n, ==, 2);
  first = bn_battle_words_event (&words, duels[0], BN_BATTLE_WORDS_EVERYONE);
  second = bn_battle_words_event (&words, duels[1], BN_BATTLE_WORDS_EVERYONE);
  assert_contains (first, " scores 0, ");
  assert_contains (first, "A draw: the challenged may fight a second, final single combat; if he does not, both "
                          "return to their former positions (L&L, Appendix 2, Single combat – ransom).");
  assert_contains (second, "A draw again, and this second single combat was the final one: it ends with no winner; "
                           "both return to their former positions, nobody killed or taken (L&L, Appendix 2, Single "
                           "combat – ransom).");
  g_assert_null (strstr (second, "may fight a second"));
  fixture_clear (&f);
}

/* DoB, "Lost Leaders and Heroes": "If there are no more L&H in the army
 * it breaks from the field" — a host with leaders of the campaign
 * (check_break(), side_has_risk()). North's host has none: its army
 * commander loses a single combat (five rounds of a hit south does not
 * save against, north striking only shields) and is killed (L&L, Single
 * combat), and his host fights on; the words of his fall say why. A host
 * with such a leader is not told so: it breaks, or a successor takes
 * command, named. */
static void
duel_to_the_death (Fixture *f,
                   guint    pcs)
{
  fixture_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 1, 7, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 7, 1, BN_HEX_DIR_S);
  fixture_commander (f, 0, BN_COMMANDER_ARMY, -1, 3, 5);
  fixture_commander (f, 1, BN_COMMANDER_ARMY, -1, 3, 3);
  fixture_commander (f, 1, BN_COMMANDER_CAPTAIN, 0, 0, 0);
  f->army[1]->commanders[0].pcs = (guint8) pcs;
  f->army[1]->commanders[1].pcs = (guint8) pcs;
  fixture_start (f, "single-combat-50 | red-1");
  play (f, "single-combat-50");
  {
    /* Before the challenge, its stake says what the challenger's fall
     * would bring: south has no leader of the campaign either. */
    BnBattleWords words = { f->battle, { f->army[0], f->army[1] } };
    BnBattleAction challenge = { BN_ACTION_CHALLENGE, 0, (guint8) commander_of (f, 0, 0),
                                 (guint8) commander_of (f, 1, 0), 0 };
    g_autofree char *stake = bn_battle_words_action_odds (&words, &challenge);
    g_autofree char *on = g_strdup_printf ("; %s fights on: it has no leader of the campaign, and only such a host "
                                           "breaks when its last leader falls (house reading).",
                                           bn_battle_words_army (&words, 0));

    assert_contains (stake, on);
  }
  for (guint r = 0; r < 5; r++)
    dice (f, "hit-any flag shield");
  act (f, BN_ACTION_CHALLENGE, commander_of (f, 0, 0), commander_of (f, 1, 0), 0);
  g_assert_cmpuint (bn_battle_get_commander (f->battle, commander_of (f, 1, 0))->alive, ==, 0);
}

static void
test_host_fights_on_told (void)
{
  Fixture f;
  BnBattleWords words;
  g_autofree char *fall = NULL;
  g_autofree char *expected = NULL;

  duel_to_the_death (&f, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), !=, BN_PHASE_OVER);
  g_assert_cmpuint (count_events (&f, BN_EVENT_ARMY_BROKEN), ==, 0);
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  fall = last_event_words (&f, BN_EVENT_COMMANDER_ELIMINATED);
  expected = g_strdup_printf ("%s fights on: it has no leader of the campaign, and only such a host breaks when its "
                              "last leader falls (house reading).", bn_battle_words_army (&words, 1));
  assert_contains (fall, "falls in the single combat and is killed (L&L, Single combat: the loser is killed).");
  assert_contains (fall, expected);
  fixture_clear (&f);

  /* Leaders of the campaign: his captain takes command, and the fall
   * says nothing of fighting on. */
  duel_to_the_death (&f, 15);
  g_clear_pointer (&fall, g_free);
  fall = last_event_words (&f, BN_EVENT_COMMANDER_ELIMINATED);
  g_assert_null (strstr (fall, "fights on"));
  {
    g_autofree char *successor = last_event_words (&f, BN_EVENT_SUCCESSION);

    assert_contains (successor, " takes command of ");
  }
  fixture_clear (&f);
}

/* L&L, Hitting a commander: longbowmen shoot at north's army commander,
 * alone in his hex 3 hexes away; every die shows crossed swords and his
 * saving throw a flag: he is struck down. North's host has no leader of
 * the campaign: the account says it fights on (DoB, "Lost Leaders and
 * Heroes", docs/rules.md), and the battle goes on. */
static void
test_struck_down_host_fights_on (void)
{
  Fixture f;
  BnBattleAction shot;
  BnBattleWords words;
  g_autofree char *told = NULL;
  g_autofree char *expected = NULL;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "longbow", RED, 3, 6, BN_HEX_DIR_N);
  fixture_commander (&f, 1, BN_COMMANDER_ARMY, -1, 3, 3);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 7, 1, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  shot = (BnBattleAction) { BN_ACTION_ATTACK_COMMANDER, 0, (guint8) unit_of (&f, 0, 0), (guint8) commander_of (&f, 1, 0), 0 };
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BnCombatPreview) p = bn_combat_preview_new (f.battle, &shot, 50, 1, &error);

    g_assert_no_error (error);
    for (int i = 0; i < p->strike.dice; i++)
      dice (&f, "swords");
  }
  dice (&f, "flag flag flag flag");
  act (&f, shot.type, shot.a, shot.b, shot.c);
  g_assert_cmpuint (bn_battle_get_commander (f.battle, commander_of (&f, 1, 0))->alive, ==, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), !=, BN_PHASE_OVER);
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  told = last_combat_words (&f);
  expected = g_strdup_printf (" is struck down. %s fights on: it has no leader of the campaign, and only such a host "
                              "breaks when its last leader falls (house reading).", bn_battle_words_army (&words, 1));
  assert_contains (told, expected);
  fixture_clear (&f);
}

/* L&L, Play a command card: "If none of the command cards you hold allow
 * you to order any of your units, discard 1 card"; a special card counts
 * as able to act when its action is possible (docs/rules.md). A hand of a
 * single combat alone, an enemy commander 2 hexes away (reach 3): the
 * card must be played, and the bar and the card say why; the card says
 * what its ransom is (L&L, Appendix 2, Single combat – ransom). */
static void
test_forced_single_combat_told (void)
{
  Fixture f;
  BnBattleWords words;
  g_autofree char *forced = NULL;
  g_autofree char *note = NULL;
  gboolean playable = FALSE;

  fixture_single_combat_only (&f);
  g_assert_true (is_legal (&f, BN_ACTION_PLAY_CARD, 0, 0, 0));
  g_assert_false (is_legal (&f, BN_ACTION_PLAY_CARD, 1, 0, 0));
  g_assert_false (is_legal (&f, BN_ACTION_DISCARD_CARD, 0, 0, 0));
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  forced = bn_battle_words_forced_card (&words);
  g_assert_nonnull (forced);
  assert_contains (forced, "play “Single combat (ransom 50 / 120)”, the only card you can play: L&L makes you play "
                           "a card each turn (Play a command card)");
  note = bn_battle_words_special_card (f.battle, 0, &playable);
  g_assert_true (playable);
  assert_contains (note, "The only card you can play, and a card must be played each turn (L&L, Play a command card)");
  assert_contains (note, "Ransom 50 / 120: with the mercenary rules, the gold a commander beaten in single combat is "
                         "given back for, paid with special cards — 50 for a captain, 120 for an army commander; the "
                         "one challenged may instead pay it and 30 more at once and not fight (L&L, Appendix 2, "
                         "Single combat – ransom)");
  /* Not a special card: nothing to say here. */
  g_assert_null (bn_battle_words_special_card (f.battle, 1, &playable));
  fixture_clear (&f);
}

/* The same card with the enemy's commander beyond reach: it cannot be
 * played, and says why from the engine's conditions (L&L, Single combat:
 * "when within range"), not that it orders no unit. */
static void
test_single_combat_out_of_reach_told (void)
{
  Fixture f;
  BnBattleWords words;
  g_autofree char *note = NULL;
  g_autofree char *reach = NULL;
  gboolean playable = TRUE;
  guint distance;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 1, 7, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 7, 1, BN_HEX_DIR_S);
  fixture_commander (&f, 0, BN_COMMANDER_ARMY, -1, 1, 8);
  fixture_commander (&f, 1, BN_COMMANDER_CAPTAIN, -1, 7, 0);
  fixture_start (&f, "single-combat-50 red-1 | red-1");
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  g_assert_false (is_legal (&f, BN_ACTION_PLAY_CARD, 0, 0, 0));
  g_assert_null (bn_battle_words_forced_card (&words));
  distance = bn_hex_distance (bn_battle_get_commander (f.battle, commander_of (&f, 0, 0))->hex,
                              bn_battle_get_commander (f.battle, commander_of (&f, 1, 0))->hex);
  g_assert_cmpuint (distance, >, 3);
  note = bn_battle_words_special_card (f.battle, 0, &playable);
  g_assert_false (playable);
  reach = g_strdup_printf ("No enemy commander is within reach: a challenge reaches 3 hexes, and the nearest your "
                           "commanders may challenge is %u away", distance);
  assert_contains (note, reach);
  assert_contains (note, "L&L, Single combat");
  assert_contains (note, "Ransom 50 / 120");
  g_assert_null (strstr (note, "Orders none"));
  fixture_clear (&f);
}

/* An army with no unit left loses (docs/rules.md, house, beside L&L,
 * Objective of the game) at the turn's end, and the end line gives the
 * reason, in the words of the battle's page, and the
 * turn as the players count it (the first side's first turn: turn 1). */
static void
test_end_says_why (void)
{
  Fixture f;
  BnBattleWords words;
  g_autofree char *text = NULL;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_N);   /* back turned: no defence */
  f.army[1]->units[0].figures = 1;
  fixture_start (&f, "red-1");
  kill_the_one_figure (&f);
  /* The breakthrough is offered as L&L gives it: held here. */
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BREAKTHROUGH);
  act (&f, BN_ACTION_HOLD, 0, 0, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BATTLE);
  act (&f, BN_ACTION_END_TURN, 0, 0, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_OVER);
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  text = bn_battle_words_result (&words);
  assert_contains (text, "The battle is over: south wins (the other army has no unit left), 1 to 0 victory points, "
                         "after 1 turn.");
  fixture_clear (&f);
}

/* L&L, Resolve battle: "more than one hit (crossed swords not counted):
 * the first is an automatic kill; every other hit may be saved"; house
 * reading (docs/rules.md): hits beyond the defender's figures are wasted
 * before the saving throws. B-class halberdiers (4 dice at 1 hex; polearms
 * strike with crossed swords in close combat) throw hit-any, swords,
 * swords, shield: 1 hit and 2 bonus strikes, 3 hits, no automatic kill
 * (one plain hit). The spearmen have 2 figures: 1 hit is wasted and 2
 * saving throws are thrown, shield (saved: in close combat only a shield
 * saves) and flag (not saved): 1 figure lost, 1 left. 3 = 1 + 1 + 1. */
static void
test_hits_beyond_figures_wasted (void)
{
  Fixture f;
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) accounts = NULL;
  const BnCombatAccount *a;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "halberd", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  f.army[1]->units[0].figures = 2;
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 4);
  dice (&f, "hit-any swords swords shield");
  dice (&f, "shield flag");
  dice (&f, "shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 1);
  accounts = bn_combat_accounts_read (f.battle, 0, bn_battle_get_n_events (f.battle));
  a = g_ptr_array_index (accounts, accounts->len - 1);
  g_assert_cmpuint (a->hits[0], ==, 3);
  g_assert_cmpuint (a->wasted[0], ==, 1);
  g_assert_cmpuint (a->automatic[0], ==, 0);
  g_assert_cmpuint (a->saves_thrown[1], ==, 2);
  g_assert_cmpuint (a->saved[1], ==, 1);
  g_assert_cmpuint (a->figures_lost[1], ==, 1);
  text = last_combat_words (&f);
  assert_contains (text, "3 hits for halberd, 1 more than spear have figures: wasted (house reading); "
                         "1 of 2 saving throws won.");
  assert_contains (text, "spear lose 1 figure.");
  fixture_clear (&f);
}

/* BattleLore, order sheet, weapon type: the short sword's "Special:
 * against mounted units one [crossed swords] rolled is ignored". Foot
 * with short swords attack B-class cavalry with crossed swords on their
 * first two dice, shields on the rest: 2 bonus strikes, the first
 * ignored, 1 hit; one saving throw, a flag, not saved (in close combat
 * only a shield saves): 1 figure lost. */
static void
test_short_sword_against_horse (void)
{
  Fixture f;
  BnBattleAction attack;
  g_autoptr(BnCombatPreview) p = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GString) thrown = g_string_new ("swords swords");
  guint figures;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "sidearms", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, HORSE, CB, "lance", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "scout-red");
  order (&f, "scout-red", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  attack = (BnBattleAction) { BN_ACTION_BATTLE, 0, (guint8) unit_of (&f, 0, 0), (guint8) unit_of (&f, 1, 0), 0 };
  p = bn_combat_preview_new (f.battle, &attack, 50, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (p->strike.dice, >=, 2);
  for (int d = 2; d < p->strike.dice; d++)
    g_string_append (thrown, " shield");
  figures = unit (&f, unit_of (&f, 1, 0))->figures;
  dice (&f, thrown->str);
  dice (&f, "flag");
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, figures - 1);
  text = last_combat_words (&f);
  assert_contains (text, "3 crossed swords (a miss: the weapon's first crossed swords against mounted units are "
                         "ignored), 3 crossed swords (a bonus strike");
  assert_contains (text, "1 hit for sidearms; 1 bonus strike not counted: the weapon loses one against mounted units "
                         "(BattleLore, order sheet: weapon type); 0 of 1 saving throw won.");
  fixture_clear (&f);
}

/* L&L, Fronts: "In case only part of a unit is equipped with firearms,
 * the number of casualties inflicted can never be higher than the number
 * of firearms in the unit and 1 battle die less is cast." B-class
 * handgunners, 1 of them with a handgun, at 2 hexes: 3 dice, 1 less, 2.
 * Two hits: the first an automatic kill, the second saved or not; the
 * throw fails (a hit symbol: at range only a shield or crossed swords
 * save). 2 kills due, 1 taken: the other wasted for the one firearm,
 * and the words say so. 2 = 0 saved + 1 not saved + 1 automatic. */
static void
test_firearms_cap_told (void)
{
  Fixture f;
  g_autofree char *text = NULL;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "handgun", RED, 3, 5, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CC, "spear", RED, 3, 3, BN_HEX_DIR_S);
  f.army[0]->units[0].firearms = 1;
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_BATTLE), ==, 2);
  dice (&f, "hit-any hit-any");
  dice (&f, "hit-any");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 7);
  text = last_combat_words (&f);
  assert_contains (text, "2 hits for handgun; 0 of 1 saving throw won; 1 figure lost without a saving throw (the "
                         "automatic kill): of two hits or more (crossed swords not counted), the first kills outright "
                         "(L&L, Resolve battle); 1 kill wasted: handgun inflict no more casualties than the 1 figure with "
                         "firearms in its ranks (L&L, Fronts).");
  assert_contains (text, "spear lose 1 figure.");
  fixture_clear (&f);
}

/* L&L, Combat: "If a target hex contains 2 different types of units
 * (e.g. infantry/cavalry), the defender has the option of choosing which
 * unit will take casualties". Spearmen attack the foot of a hex it shares
 * with B-class lancers; the defender gives the casualties to the horse:
 * hit-lesser twice (B-class cavalry has lesser armour: 2 hits, the first
 * an automatic kill), shield, shield; the horse's save of the second hit
 * is a flag, not saved: the horse lose 2 figures, the foot none, and the
 * account is the horse's, saying for whom it took them. */
static void
test_casualties_taken_for_another (void)
{
  Fixture f;
  g_autofree char *text = NULL;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_unit (&f, 1, HORSE, CB, "lance", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_CASUALTIES);
  act (&f, BN_ACTION_TAKE_CASUALTIES, unit_of (&f, 1, 1), 0, 0);
  g_assert_cmpint (last_event_value (&f, BN_EVENT_CASUALTIES), ==, 4);
  dice (&f, "hit-lesser hit-lesser shield shield");
  dice (&f, "flag");
  dice (&f, "shield");
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 1))->figures, ==, 3);
  text = last_combat_words (&f);
  assert_contains (text, "lance take the casualties for spear (north)");
  assert_contains (text, "2 hits for spear (south); 0 of 1 saving throw won; 1 figure lost without a "
                         "saving throw (the automatic kill): of two hits or more (crossed swords not counted), the "
                         "first kills outright (L&L, Resolve battle).");
  assert_contains (text, "lance lose 2 figures.");
  fixture_clear (&f);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/combat-reasons/battlelore-odds-each-rule", test_battlelore_odds_each_rule);
  g_test_add_func ("/combat-reasons/flag-held-and-why", test_flag_held_and_why);
  g_test_add_func ("/combat-reasons/one-defence-throw-a-turn", test_one_defence_throw_a_turn);
  g_test_add_func ("/combat-reasons/initiative-words", test_initiative_words);
  g_test_add_data_func ("/combat-reasons/odds-at-lone-commander/lords-and-levies", GINT_TO_POINTER (FALSE),
                        test_odds_at_lone_commander);
  g_test_add_data_func ("/combat-reasons/odds-at-lone-commander/battlelore", GINT_TO_POINTER (TRUE),
                        test_odds_at_lone_commander);
  g_test_add_func ("/combat-reasons/ledger-in-words", test_ledger_in_words);
  g_test_add_func ("/combat-reasons/bonus-die-offer-told", test_bonus_die_offer_told);
  g_test_add_func ("/combat-reasons/destroyed-before-its-defence-throw", test_destroyed_before_its_defence_throw);
  g_test_add_func ("/combat-reasons/risk-check-says-its-number", test_risk_check_says_its_number);
  g_test_add_func ("/combat-reasons/struck-leader-waits-told", test_struck_leader_waits_told);
  g_test_add_func ("/combat-reasons/champion-hit-counted", test_champion_hit_counted);
  g_test_add_func ("/combat-reasons/first-of-two-flags-told", test_first_of_two_flags_told);
  g_test_add_data_func ("/combat-reasons/voluntary-retreat-told/survives", GUINT_TO_POINTER (4),
                        test_voluntary_retreat_told);
  g_test_add_data_func ("/combat-reasons/voluntary-retreat-told/destroyed", GUINT_TO_POINTER (2),
                        test_voluntary_retreat_told);
  g_test_add_func ("/combat-reasons/dice-why-told", test_dice_why_told);
  g_test_add_func ("/combat-reasons/end-says-why", test_end_says_why);
  g_test_add_func ("/combat-reasons/host-fights-on", test_host_fights_on_told);
  g_test_add_func ("/combat-reasons/struck-down-host-fights-on", test_struck_down_host_fights_on);
  g_test_add_func ("/combat-reasons/forced-single-combat", test_forced_single_combat_told);
  g_test_add_func ("/combat-reasons/single-combat-out-of-reach", test_single_combat_out_of_reach_told);
  g_test_add_func ("/combat-reasons/struck-commander-told", test_struck_commander_told);
  g_test_add_func ("/combat-reasons/voluntary-retreat-no-bonus-die", test_voluntary_retreat_no_bonus_die);
  g_test_add_func ("/combat-reasons/second-duel-draw-told", test_second_duel_draw_told);
  g_test_add_func ("/combat-reasons/hits-beyond-figures-wasted", test_hits_beyond_figures_wasted);
  g_test_add_func ("/combat-reasons/short-sword-against-horse", test_short_sword_against_horse);
  g_test_add_func ("/combat-reasons/firearms-cap-told", test_firearms_cap_told);
  g_test_add_func ("/combat-reasons/casualties-taken-for-another", test_casualties_taken_for_another);
  g_test_add_data_func ("/combat-reasons/breakthrough-commander/goes", GINT_TO_POINTER (TRUE),
                        test_breakthrough_commander);
  g_test_add_data_func ("/combat-reasons/breakthrough-commander/stays", GINT_TO_POINTER (FALSE),
                        test_breakthrough_commander);
  return g_test_run ();
}
