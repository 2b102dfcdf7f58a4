/* test-duel-odds.c — the odds and the stake of a choice before it is
 * made: a single combat (L&L, Single combat; appendix 2), a defender's
 * stand or voluntary retreat (L&L, Voluntary retreat), a breakthrough
 * (L&L, Forcing a breakthrough). Every figure is worked out by hand from
 * the rules texts and the battle die's faces. */
#include "bn-config.h"

#include "battle-fixture.h"
#include "stakes-fixture.h"
#include "bn-battle-words-odds.h"
#include "bn-breakthrough-preview.h"
#include "bn-combat-preview.h"
#include "bn-duel-preview.h"

static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}

/* One round, the L&L die: a hit symbol on 3 faces of 6 (hit-none,
 * hit-lesser, hit-any), a commander's save on the shield, 1 face of 6.
 * A combatant's round is one of 36 (die, save) pairs, 3 × 5 = 15 scoring.
 * The challenger wins when he scores and the other does not: 15 × 21 =
 * 315 of 36² = 1,296; loses as often; a draw 15² + 21² = 666. */
static void
test_count_one_round (void)
{
  double win, lose, draw;
  guint64 ways, win_ways, draw_ways;

  bn_duel_odds_count (1, 3, 5, &win, &lose, &draw, &ways, &win_ways, &draw_ways);
  g_assert_cmpuint (ways, ==, 1296);
  g_assert_cmpuint (win_ways, ==, 315);
  g_assert_cmpuint (draw_ways, ==, 666);
  g_assert_cmpfloat (win, ==, 315.0 / 1296.0);
  g_assert_cmpfloat (lose, ==, win);
  g_assert_cmpfloat_with_epsilon (draw, 666.0 / 1296.0, 1e-15);
}

/* Five rounds: each score k of 5 in C(5, k) 15^k 21^(5−k) ways of 36^5.
 * By hand, those counts are 4084101, 14586075, 20837250, 14883750,
 * 5315625, 759375 (summing to 36^5 = 60466176). A draw: the sum of their
 * squares, 913,982,986,040,076 of 36^10 = 3,656,158,440,062,976 (25.0%);
 * a win, half the rest: 1,371,087,727,011,450 (37.5%). A second duel
 * after a first draw: a win in all 0.375 + 0.25 × 0.375 = 46.9%, both
 * return 0.25² = 6.2%. */
static void
test_count_five_rounds (void)
{
  double win, lose, draw;
  guint64 ways, win_ways, draw_ways;

  bn_duel_odds_count (5, 3, 5, &win, &lose, &draw, &ways, &win_ways, &draw_ways);
  g_assert_cmpuint (ways, ==, G_GUINT64_CONSTANT (3656158440062976));
  g_assert_cmpuint (draw_ways, ==, G_GUINT64_CONSTANT (913982986040076));
  g_assert_cmpuint (win_ways, ==, G_GUINT64_CONSTANT (1371087727011450));
  g_assert_cmpuint (2 * win_ways + draw_ways, ==, ways);
  g_assert_cmpfloat_with_epsilon (win, 0.3750077436, 1e-10);
  g_assert_cmpfloat_with_epsilon (draw, 0.2499845127, 1e-10);
}

/* South's army commander (a campaign leader, the only one of his side)
 * and north's, 2 hexes apart; north has a captain too (a leader as well).
 * If south's falls, south has no leader left and breaks: the battle is
 * lost. If north's falls, north still has its captain: south gains a
 * victory point, 1 of 6. */
static void
duel_setup (Fixture *f,
            gboolean north_captain,
            gboolean leaders,
            guint    target)
{
  fixture_init (f, 9, 9);
  f->scenario->victory_target = target;
  fixture_unit (f, 0, FOOT, BN_UNIT_CLASS_B, "spear", BN_BATTLE_COLOUR_RED, 1, 7, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, BN_UNIT_CLASS_B, "spear", BN_BATTLE_COLOUR_RED, 7, 1, BN_HEX_DIR_S);
  fixture_commander (f, 0, BN_COMMANDER_ARMY, -1, 3, 5);
  fixture_commander (f, 1, BN_COMMANDER_ARMY, -1, 3, 3);
  g_strlcpy (f->army[0]->commanders[0].name, "Roger Mortimer", BN_BATTLE_NAME_MAX);
  g_strlcpy (f->army[1]->commanders[0].name, "Jean de Clermont", BN_BATTLE_NAME_MAX);
  g_strlcpy (f->army[0]->short_name, "Roger's host", sizeof f->army[0]->short_name);
  g_strlcpy (f->army[1]->short_name, "Jean's host", sizeof f->army[1]->short_name);
  if (north_captain)
    {
      fixture_commander (f, 1, BN_COMMANDER_CAPTAIN, -1, 6, 1);
      g_strlcpy (f->army[1]->commanders[1].name, "Hugh Despenser", BN_BATTLE_NAME_MAX);
    }
  if (leaders)
    for (guint side = 0; side < 2; side++)
      for (guint c = 0; c < f->army[side]->n_commanders; c++)
        {
          f->army[side]->commanders[c].social_rank = 3;
          f->army[side]->commanders[c].pcs = 14;
        }
  fixture_start (f, "single-combat-50 | red-1");
  play (f, "single-combat-50");
}

static BnBattleAction
challenge (Fixture *f)
{
  return (BnBattleAction) { BN_ACTION_CHALLENGE, 0, (guint8) commander_of (f, 0, 0), (guint8) commander_of (f, 1, 0),
                            0 };
}

static void
test_challenge_risks_the_battle (void)
{
  Fixture f;
  BnBattleAction action;
  g_autoptr(BnDuelPreview) p = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *lose = NULL;
  g_autofree char *win = NULL;
  g_autofree char *text = NULL;
  g_autofree char *line = NULL;
  BnBattleWords words;
  guint n_events, n_actions;

  duel_setup (&f, TRUE, TRUE, 6);
  action = challenge (&f);
  n_events = bn_battle_get_n_events (f.battle);
  n_actions = bn_battle_get_n_actions (f.battle);
  p = bn_duel_preview_new (f.battle, &action, &error);
  g_assert_no_error (error);
  /* Nothing of the battle changed. */
  g_assert_cmpuint (bn_battle_get_n_events (f.battle), ==, n_events);
  g_assert_cmpuint (bn_battle_get_n_actions (f.battle), ==, n_actions);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_SPECIAL);
  g_assert_true (bn_battle_get_commander (f.battle, commander_of (&f, 0, 0))->alive);

  g_assert_cmpuint (p->rounds, ==, 5);
  g_assert_cmpuint (p->hit_faces, ==, 3);
  g_assert_cmpuint (p->unsaved_faces, ==, 5);
  g_assert_cmpuint (p->range, ==, 2);
  g_assert_true (p->challenger_is_mine);
  g_assert_cmpuint (p->win_ways, ==, G_GUINT64_CONSTANT (1371087727011450));
  g_assert_cmpfloat_with_epsilon (p->win_in_all, 0.3750077436 * (1 + 0.2499845127), 1e-9);
  g_assert_cmpfloat_with_epsilon (p->draw_in_all, 0.2499845127 * 0.2499845127, 1e-9);

  /* Roger falls: no leader left, south breaks, north wins. */
  g_assert_true (p->stake[0].known);
  g_assert_true (p->stake[0].breaks);
  g_assert_true (p->stake[0].ends_battle);
  g_assert_cmpint (p->stake[0].winner, ==, 1);
  g_assert_true (p->risks_battle);
  /* Jean falls: north fights on under its captain; a victory point. */
  g_assert_true (p->stake[1].known);
  g_assert_false (p->stake[1].breaks);
  g_assert_false (p->stake[1].ends_battle);
  g_assert_cmpuint (p->stake[1].vp_gained, ==, 1);
  g_assert_cmpuint (p->stake[1].vp_after[0], ==, 1);

  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  lose = bn_battle_words_duel_stake (&words, p, TRUE);
  win = bn_battle_words_duel_stake (&words, p, FALSE);
  g_assert_cmpstr (lose, ==, "If Roger Mortimer falls, your host has no leader left and breaks: the battle is lost.");
  assert_contains (win, "If Jean de Clermont falls, you gain 1 victory point (1 of 6 to win)");
  text = bn_battle_words_duel_odds (&words, p);
  assert_contains (text, "Roger Mortimer challenges Jean de Clermont to single combat, 2 hexes away.");
  assert_contains (text, "a hit symbol (3 faces of 6) scores unless the other saves it with a shield (1 face of 6): "
                         "42% a round, the same for both.");
  assert_contains (text, "No bonus: no leader's skill, rank, unit or retainer counts in it (L&L, Single combat).");
  assert_contains (text, "Roger Mortimer wins 38%, falls 38%; a draw 25%.");
  assert_contains (text, "if he fights it, Roger Mortimer wins 47% in all, falls 47%, and both return 6%.");
  line = bn_battle_words_action_odds (&words, &action);
  g_assert_cmpstr (line, ==, "Roger Mortimer wins 38%, falls 38%; a draw 25%. If Roger Mortimer falls, your host has "
                             "no leader left and breaks: the battle is lost.");
  fixture_clear (&f);
}

/* The other side: north has one leader only, so his fall breaks north,
 * and south wins the battle. */
static void
test_challenge_may_win_the_battle (void)
{
  Fixture f;
  BnBattleAction action;
  g_autoptr(BnDuelPreview) p = NULL;
  g_autofree char *win = NULL;
  BnBattleWords words;

  duel_setup (&f, FALSE, TRUE, 6);
  action = challenge (&f);
  p = bn_duel_preview_new (f.battle, &action, NULL);
  g_assert_nonnull (p);
  g_assert_true (p->stake[1].breaks);
  g_assert_cmpint (p->stake[1].winner, ==, 0);
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  win = bn_battle_words_duel_stake (&words, p, FALSE);
  g_assert_cmpstr (win, ==, "If Jean de Clermont falls, Jean's host has no leader left and breaks: the battle is won.");
  fixture_clear (&f);
}

/* Commanders without a campaign's numbers make no army break: a fall is
 * a victory point. With 6 to win and none yet, nothing risks the battle;
 * with a target of 1, the enemy's point ends it. */
static void
test_challenge_victory_point (gconstpointer data)
{
  guint target = GPOINTER_TO_UINT (data);
  Fixture f;
  BnBattleAction action;
  g_autoptr(BnDuelPreview) p = NULL;
  g_autofree char *lose = NULL;
  BnBattleWords words;

  duel_setup (&f, FALSE, FALSE, target);
  action = challenge (&f);
  p = bn_duel_preview_new (f.battle, &action, NULL);
  g_assert_nonnull (p);
  g_assert_true (p->stake[0].known);
  g_assert_false (p->stake[0].breaks);
  g_assert_cmpuint (p->stake[0].vp_gained, ==, 1);
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  lose = bn_battle_words_duel_stake (&words, p, TRUE);
  if (target == 1)
    {
      g_assert_true (p->stake[0].ends_battle);
      g_assert_true (p->risks_battle);
      g_assert_cmpstr (lose, ==, "If Roger Mortimer falls, the enemy gains 1 victory point and reaches 1: the battle "
                                 "is lost.");
    }
  else
    {
      g_assert_false (p->stake[0].ends_battle);
      g_assert_false (p->risks_battle);
      /* … and the host does not break, which a player may expect. */
      g_assert_cmpstr (lose, ==, "If Roger Mortimer falls, the enemy gains 1 victory point (1 of 6 to win); Roger's "
                                 "host fights on: it has no leader of the campaign, and only such a host breaks when "
                                 "its last leader falls (house reading).");
    }
  fixture_clear (&f);
}

/* After a first draw (ten shields: nobody scores), the challenged chooses
 * a second duel: its odds are one duel's, a draw ending it, from his side. */
static void
test_second_duel (void)
{
  Fixture f;
  BnBattleAction again = { BN_ACTION_DUEL_AGAIN, 1, 0, 0, 0 };
  g_autoptr(BnDuelPreview) p = NULL;
  g_autofree char *line = NULL;
  BnBattleWords words;
  BnBattleAction action;

  duel_setup (&f, FALSE, TRUE, 6);
  for (guint r = 0; r < 5; r++)
    dice (&f, "shield shield");
  action = challenge (&f);
  act (&f, action.type, action.a, action.b, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_DUEL_DRAW);
  p = bn_duel_preview_new (f.battle, &again, NULL);
  g_assert_nonnull (p);
  g_assert_true (p->second);
  g_assert_false (p->challenger_is_mine);
  g_assert_cmpuint (p->mine, ==, commander_of (&f, 1, 0));
  g_assert_cmpfloat (p->win_in_all, ==, p->win);
  g_assert_cmpfloat (p->draw_in_all, ==, p->draw);
  /* North's only leader: his fall breaks north. */
  g_assert_true (p->risks_battle);
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  line = bn_battle_words_action_odds (&words, &again);
  g_assert_cmpstr (line, ==, "Jean de Clermont wins 38%, falls 38%; a draw 25% (both return). If Jean de Clermont "
                             "falls, your host has no leader left and breaks: the battle is lost.");
  fixture_clear (&f);
}

/* L&L, Voluntary retreat: "A unit making a voluntary retreat is allowed to
 * saving throws, but not a defence throw." South's C-class archers (bows)
 * shoot at north's B-class spearmen (4 figures) 3 hexes away: the class's
 * dice at 3 hexes, 1 die. Against B-class (lesser armour) it hits on
 * hit-lesser or hit-any, 2 faces of 6; a single hit is no automatic kill
 * (that takes more than one, L&L, Resolve battle) and at range a shield or
 * crossed swords saves it, 2 faces of 6. Retreating, north loses a figure
 * with 2/6 × 4/6 = 2/9 (22%), and never more: 2/9 figures expected, no
 * defence throw, south never hurt. Making a stand, the spearmen are out
 * of their own range at 3 hexes: no defence throw either. */
static void
test_defender_retreat_odds (void)
{
  Fixture f;
  BnBattleAction stand = { BN_ACTION_STAND, 1, 0, 0, 0 };
  BnBattleAction withdraw = { BN_ACTION_WITHDRAW, 1, 0, BN_HEX_DIR_N, 0 };
  g_autoptr(BnCombatPreview) s = NULL;
  g_autoptr(BnCombatPreview) w = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *stand_line = NULL;
  g_autofree char *withdraw_line = NULL;
  g_autofree char *both = NULL;
  BnBattleWords words;
  BnBattleAction attack;

  shot_to_answer (&f);
  attack = (BnBattleAction) { BN_ACTION_BATTLE, 0, (guint8) unit_of (&f, 0, 0), (guint8) unit_of (&f, 1, 0), 0 };
  g_assert_true (bn_combat_preview_answers (f.battle, &stand));
  g_assert_true (bn_combat_preview_answers (f.battle, &withdraw));
  g_assert_false (bn_combat_preview_possible (f.battle, &stand));

  w = bn_combat_preview_new (f.battle, &withdraw, 1000, 1, &error);
  g_assert_no_error (error);
  g_assert_true (w->exact);
  g_assert_cmpuint (w->strike.attacker, ==, attack.a);
  g_assert_cmpuint (w->strike.target, ==, attack.b);
  g_assert_cmpint (w->strike.range, ==, 3);
  g_assert_cmpint (w->strike.dice, ==, 1);
  g_assert_cmpfloat_with_epsilon (w->loss_chance[1][1], 2.0 / 9.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (w->expected_loss[1], 2.0 / 9.0, 1e-12);
  g_assert_cmpfloat (w->strikes_back, ==, 0.0);
  g_assert_cmpfloat (w->expected_loss[0], ==, 0.0);

  s = bn_combat_preview_new (f.battle, &stand, 1000, 1, &error);
  g_assert_no_error (error);
  g_assert_true (s->exact);
  g_assert_cmpfloat_with_epsilon (s->expected_loss[1], 2.0 / 9.0, 1e-12);
  g_assert_cmpfloat (s->strikes_back, ==, 0.0);

  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  withdraw_line = bn_battle_words_action_odds (&words, &withdraw);
  g_assert_cmpstr (withdraw_line, ==, "no defence throw, only saving throws; you lose a figure or more 22%, expect "
                                      "0.22; the attacker may not break through (L&L, Voluntary retreat)");
  stand_line = bn_battle_words_action_odds (&words, &stand);
  /* … with the engine's reason for no die back, where a stand is weighed. */
  assert_contains (stand_line, "you lose a figure or more 22%, expect 0.22; no defence throw: the attacker is beyond "
                               "its weapon's reach (L&L, Defence); you fall back ");
  both = bn_battle_words_defence_odds (&words);
  assert_contains (both, "a stand: you lose a figure or more 22%, no defence throw (the attacker is beyond its "
                         "weapon's reach)");
  assert_contains (both, " · a retreat: you lose a figure or more 22%, no defence throw");
  fixture_clear (&f);
}

/* L&L, Forcing a breakthrough: "the unit can force a breakthrough by
 * entering the now free hex"; "when a mounted unit forces a breakthrough,
 * it can engage the retreating unit in battle once more". South's
 * spearmen (4 dice at 1 hex, +1 their captain's) destroy north's
 * one-figure spearmen in front (a hit on lesser armour, its saving throw
 * a flag: not saved). Breaking through with the captain: into the hex the
 * enemy left, open ground; north's other spearmen stand next to it there;
 * infantry does not battle again; the captain goes along. */
static void
test_breakthrough_brings (void)
{
  Fixture f;
  BnBattleAction go = { BN_ACTION_ADVANCE, 0, 0, 0, 1 };
  BnBreakthroughPreview p;
  g_autofree char *line = NULL;
  BnBattleWords words;

  breakthrough_offered (&f);
  g_assert_true (bn_breakthrough_preview (f.battle, &go, &p));
  g_assert_true (bn_hex_equal (p.to, bn_hex_from_offset (3, 3)));
  g_assert_cmpuint (p.n_near_units, ==, 1);
  g_assert_cmpuint (p.near_units[0], ==, unit_of (&f, 1, 1));
  g_assert_false (p.battles_again);
  g_assert_cmpint (p.commander, ==, (int) commander_of (&f, 0, 0));
  /* Nothing of the battle changed. */
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BREAKTHROUGH);
  g_assert_true (bn_hex_equal (bn_battle_get_unit (f.battle, unit_of (&f, 0, 0))->hex, bn_hex_from_offset (3, 4)));
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  line = bn_battle_words_action_odds (&words, &go);
  assert_contains (line, "Into the hex the enemy left (");
  assert_contains (line, "; next to it there: pike");
  assert_contains (line, "; no battle again this turn: only mounted troops engage the retreating unit once more "
                         "(L&L, Forcing a breakthrough); Roger Mortimer goes with it.");
  fixture_clear (&f);
}

/* L&L, Forcing a breakthrough: "When a mounted unit forces a
 * breakthrough, it can engage the retreating unit in battle once more".
 * South's B-class cavalry (3 dice) drive north's spearmen (their back
 * turned) out of their hex: two flags and a shield, no hit; the first
 * flag is an automatic retreat, the throw against the second (a shield)
 * saves it: one hex back. Breaking through, the cavalry may battle the
 * spearmen again, as the engine then offers. */
static void
test_breakthrough_mounted (void)
{
  Fixture f;
  BnBattleAction go = { BN_ACTION_ADVANCE, 0, 0, 0, 0 };
  BnBreakthroughPreview p;
  g_autofree char *line = NULL;
  BnBattleWords words;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, BN_BATTLE_ARM_HORSE, BN_UNIT_CLASS_B, "lance", BN_BATTLE_COLOUR_RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, BN_UNIT_CLASS_B, "spear", BN_BATTLE_COLOUR_RED, 3, 3, BN_HEX_DIR_N);
  f.army[1]->units[0].figures = 4;
  fixture_start (&f, "red-1");
  order (&f, "red-1", (const int[]) { (int) unit_of (&f, 0, 0), -1 });
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  dice (&f, "flag flag shield");
  dice (&f, "shield");           /* the throw against the second flag */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  house_retreats (&f);
  if (g_test_verbose ())
    for (guint e = 0; e < bn_battle_get_n_events (f.battle); e++)
      {
        BnBattleWords all = { f.battle, { f.army[0], f.army[1] } };
        g_autofree char *told = bn_battle_words_event (&all, bn_battle_get_event (f.battle, e), BN_BATTLE_WORDS_EVERYONE);

        if (told != NULL)
          g_printerr ("%s\n", told);
      }
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BREAKTHROUGH);
  g_assert_true (bn_breakthrough_preview (f.battle, &go, &p));
  g_assert_true (p.battles_again);
  g_assert_cmpint (p.again_target, ==, (int) unit_of (&f, 1, 0));
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  line = bn_battle_words_action_odds (&words, &go);
  assert_contains (line, "; mounted, it may battle spear once more (L&L, Forcing a breakthrough)");
  fixture_clear (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/duel-odds/count-one-round", test_count_one_round);
  g_test_add_func ("/duel-odds/count-five-rounds", test_count_five_rounds);
  g_test_add_func ("/duel-odds/challenge-risks-the-battle", test_challenge_risks_the_battle);
  g_test_add_func ("/duel-odds/challenge-may-win-the-battle", test_challenge_may_win_the_battle);
  g_test_add_data_func ("/duel-odds/victory-point/short-of-target", GUINT_TO_POINTER (6), test_challenge_victory_point);
  g_test_add_data_func ("/duel-odds/victory-point/reaches-target", GUINT_TO_POINTER (1), test_challenge_victory_point);
  g_test_add_func ("/duel-odds/second-duel", test_second_duel);
  g_test_add_func ("/defence-odds/retreat-and-stand", test_defender_retreat_odds);
  g_test_add_func ("/breakthrough-odds/hex-neighbours-follow-up", test_breakthrough_brings);
  g_test_add_func ("/breakthrough-odds/mounted-battles-again", test_breakthrough_mounted);
  return g_test_run ();
}
