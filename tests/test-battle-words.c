/* test-battle-words.c — every event and every combat of whole battles,
 * under each ruleset and on each shipped battlefield, told in words that
 * agree with the log: who struck whom (a commander as a commander, never
 * as the unit of the same number), from how far (a range, never a packed
 * value), every die of a combat and what came of it; pieces of the two
 * sides never share a name; the key to the dice and the victory target.
 */
#include "bn-battle-ai.h"
#include "bn-battle-rules-xml.h"
#include "games-fixture.h"
#include "bn-battle-victory.h"
#include "bn-battle-words.h"
#include "bn-battle-glance.h"
#include "bn-combat-account.h"
#include "bn-combat-preview.h"
#include "bn-scenario-xml.h"

#include <string.h>

static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text, part);
}

/* The farthest any strike may reach on @b's field: across the board in
 * hexes, or the table's length in cm. */
static guint
farthest (const BnBattle *b)
{
  const BnScenario *sc = bn_battle_get_scenario (b);

  if (bn_battle_is_on_table (b))
    {
      guint w, h;

      bn_battle_get_table_size (b, &w, &h);
      return (MAX (w, h) + 9) / 10;
    }
  return sc->width + sc->height;
}

static gboolean
combat_die (guint purpose)
{
  switch (purpose)
    {
    case BN_DIE_ATTACK: case BN_DIE_SHOOT: case BN_DIE_SAVE: case BN_DIE_FLAG_SAVE: case BN_DIE_DEFENCE:
    case BN_DIE_PANIC: case BN_DIE_PANIC_MOVE: case BN_DIE_FIGURE_LOSS: case BN_DIE_RETREAT_LOSS:
    case BN_DIE_COMMANDER_LOSS:
      return TRUE;
    default:
      return FALSE;
    }
}


/* Units named as rosters name them: after the men in them, a plural
 * ("Levy archers", "Longbowmen"), a gun or a King/Leader in the singular. */
static void
name_units (BnBattleArmy *army,
            guint         side)
{
  for (guint i = 0; i < army->n_units; i++)
    {
      const char *name = army->units[i].leadership > 0 ? (side == 0 ? "King Odo" : "King Hugh")
                       : army->units[i].arm == BN_BATTLE_ARM_ARTILLERY ? (side == 0 ? "Field gun" : "Bolt thrower")
                       : side == 0 ? "Levy archers" : "Longbowmen";

      g_strlcpy (army->units[i].name, name, sizeof army->units[i].name);
    }
}

/* What a unit does, in the singular ("attacks") and in the plural. */
static const char * const verbs[][2] = {
  { "attacks ", "attack " }, { "shoots ", "shoot " }, { "loses ", "lose " }, { "is ", "are " },
  { "moves ", "move " }, { "retreats ", "retreat " }, { "rallies", "rally" }, { "makes ", "make " },
  { "takes ", "take " }, { "turns ", "turn " }, { "falls ", "fall " }, { "charges ", "charge " },
  { "fights ", "fight " }, { "panics", "panic" }, { "reloads", "reload" }, { "stands ", "stand " },
  { "evades ", "evade " }, { "pivots ", "pivot " }, { "steps ", "step " }, { "runs ", "run " },
  { "occupies ", "occupy " }, { "avoids ", "avoid " }, { "breaks ", "break " }, { "joins ", "join " },
  { "throws ", "throw " }, { "strikes ", "strike " }, { "leaves ", "leave " }, { "receives ", "receive " },
};

/* @text's grammar: a verb agrees with the unit before it, a plural name
 * ending in s is never given "'s", and nothing is told as "?". */
static void
assert_grammar (const BnBattleWords *words,
                const char          *text)
{
  if (text == NULL)
    return;
  if (strstr (text, "s's ") != NULL || strstr (text, " ? ") != NULL || g_str_has_prefix (text, "? "))
    g_error ("“%s” is not English", text);
  for (guint u = 0; u < bn_battle_get_n_units (words->battle); u++)
    {
      gboolean many = bn_battle_words_unit_is_plural (words, u);
      const char *name = bn_battle_words_unit (words, u);

      if (strstr (text, name) == NULL)
        continue;
      for (guint v = 0; v < G_N_ELEMENTS (verbs); v++)
        {
          /* The form the name must not take: the other number's. */
          g_autofree char *wrong = g_strconcat (name, " ", verbs[v][many ? 0 : 1], NULL);

          for (const char *at = strstr (text, wrong); at != NULL; at = strstr (at + 1, wrong))
            if (!g_ascii_isalpha (at[strlen (wrong)]))
              g_error ("“%s” says “%s”", text, wrong);
        }
    }
}

/* The figures the defender lost to the hits, read from the log: those
 * before the defence throw, any flag's throw, retreat or strike back;
 * *out_wiped when none was left. */
static guint
kills_in_log (const BnBattle        *b,
              const BnCombatAccount *a,
              gboolean              *out_wiped)
{
  guint kills = 0;

  *out_wiped = FALSE;
  for (guint e = a->first_event + 1; e < a->end_event; e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (b, e);

      if (event->type == BN_EVENT_BATTLE || event->type == BN_EVENT_RETREAT || event->type == BN_EVENT_RETREAT_BLOCKED
          || (event->type == BN_EVENT_DIE && (event->a == BN_DIE_DEFENCE || event->a == BN_DIE_FLAG_SAVE)))
        break;
      if (event->type == BN_EVENT_FIGURE_LOST && event->a == a->strike.target)
        {
          kills++;
          *out_wiped = event->value == 0;
        }
    }
  return kills;
}

/* Hits and losses add up in the words (L&L, Resolve battle: the first of
 * two hits or more kills outright, every other hit may be saved; Combat:
 * never more casualties than the figures in the attacker's own ranks):
 * the automatic kill is told exactly when the attacker's dice scored
 * two hits or more, and a kill the log does not show is told as wasted,
 * with its reason. */
static void
check_kills_told (const BnBattle        *b,
                  const BnBattleWords   *words,
                  const BnCombatAccount *a,
                  const char            *text)
{
  guint hits = 0, unsaved = a->saves_thrown[1] - a->saved[1], kills, due;
  gboolean wiped;

  if (bn_battle_is_on_table (b) || bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (bn_battle_get_rules (b)))
      || a->strike.at_commander)
    return;
  kills = kills_in_log (b, a, &wiped);
  for (guint d = 0; d < a->dice_thrown->len; d++)
    {
      const BnCombatDie *die = &g_array_index (a->dice_thrown, BnCombatDie, d);

      hits += die->thrower == 0 && die->deed == BN_DIE_DEED_HIT
              && (die->purpose == BN_DIE_ATTACK || die->purpose == BN_DIE_SHOOT);
    }
  /* The ruleset that counts two identical symbols may not kill on two
   * different ones; none kills outright on a single hit. */
  if (hits <= 1)
    g_assert_false (a->automatic_kill);
  if (a->automatic_kill)
    {
      assert_contains (text, "(the automatic kill)");
      /* … with its reason and rule, which a player cannot guess. */
      assert_contains (text, bn_battle_rules_get_constants (bn_battle_get_rules (b))->auto_kill_identical
                             ? "the first such hit kills outright (BattleLore, Saving throw)"
                             : "the first kills outright (L&L, Resolve battle)");
    }
  else if (a->automatic[1] == 0)   /* a strike back's own is told with its hits */
    g_assert_null (strstr (text, "automatic kill"));
  due = (a->automatic_kill ? 1 : 0) + unsaved;
  g_assert_cmpuint (kills, <=, due);
  if (kills < due && kills > 0 && !wiped)
    {
      g_autofree char *wasted = g_strdup_printf ("%u kill%s wasted: %s", due - kills, due - kills == 1 ? "" : "s",
                                                 bn_battle_words_unit (words, a->strike.attacker));
      g_autofree char *most = g_strdup_printf ("no more casualties than the %u figure", kills);

      assert_contains (text, wasted);
      assert_contains (text, most);
    }
  else if (kills > 0 || wiped)
    g_assert_null (strstr (text, " wasted:"));
}

/* A voluntary retreat is told as one, its hex apart from any flag's
 * (L&L, Voluntary retreat), in the combat's words and the event's. */
static void
check_withdrawal_told (const BnBattle        *b,
                       const BnBattleWords   *words,
                       const BnCombatAccount *a,
                       const char            *text)
{
  guint withdrew = 0, retreats = 0;

  for (guint e = a->first_event; e < a->end_event; e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (b, e);

      if (event->type == BN_EVENT_WITHDRAW && event->a == a->strike.target)
        withdrew++;
      if (event->type == BN_EVENT_RETREAT && event->a == a->strike.target && event->b != 0xFF)
        {
          g_autofree char *said = bn_battle_words_event (words, event, BN_BATTLE_WORDS_EVERYONE);

          if (withdrew > 0 && retreats == 0)
            assert_contains (said, "voluntary retreat");
          else
            assert_contains (said, "a flag");
          retreats++;
        }
    }
  if (withdrew == 0 || a->withdraw_rule == NULL)
    {
      g_assert_null (strstr (text, "voluntarily"));
      return;
    }
  /* The choice and its cost are told whatever became of the unit; one
   * destroyed before its hex is said to be. */
  assert_contains (text, " voluntarily: no defence throw, only saving throws (");
  g_assert_null (strstr (text, "Defence throw of "));
  if (a->destroyed[1] && retreats == 0)
    assert_contains (text, ", before falling back");
  if (retreats == 0 || a->destroyed[1] || a->routed[1])
    return;
  assert_contains (text, "voluntarily 1 hex");
  if (retreats > 1)
    {
      g_autofree char *more = g_strdup_printf ("back %u hex%s more for the flag", retreats - 1,
                                               retreats == 2 ? "" : "es");

      assert_contains (text, more);
    }
  else
    g_assert_null (strstr (text, "more for the flag"));
}

/* Under the shared reading of the die (Lords & Levies), crossed swords
 * are a bonus strike for some and a miss for others: each is told with
 * its reason (L&L, Resolve battle). */
static void
check_swords_told (const BnBattle *b,
                   const char     *text)
{
  if (g_strcmp0 (bn_battle_rules_get_ruleset (bn_battle_get_rules (b))->id, "lords-and-levies") != 0)
    return;
  if (strstr (text, "crossed swords (a bonus strike)") != NULL || strstr (text, "crossed swords (a miss)") != NULL)
    g_error ("“%s” reads crossed swords without the reason", text);
}

/* A figure paid for a blocked retreat is told once, apart from those the
 * hits killed: "Pikemen cannot retreat: 1 figure lost for it", never
 * "lose 1 figure and cannot retreat and pay a figure for it". */
static void
check_blocked_told (const BnBattle        *b,
                    const BnCombatAccount *a,
                    const char            *text)
{
  guint paid = 0;

  if (a->strike.at_commander)
    return;
  for (guint e = a->first_event + 1; e < a->end_event; e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (b, e);
      const BnBattleEvent *before = bn_battle_get_event (b, e - 1);

      if (event->type == BN_EVENT_FIGURE_LOST && event->a == a->strike.target
          && before->type == BN_EVENT_RETREAT_BLOCKED && before->a == a->strike.target)
        paid++;
    }
  g_assert_null (strstr (text, "and pay a figure for it"));
  if (paid > 0 && paid == a->figures_lost[1])
    {
      g_autofree char *told = g_strdup_printf ("cannot retreat: %u figure%s lost for it", paid, paid == 1 ? "" : "s");

      assert_contains (text, told);
    }
}

static void
check_battle (const BnBattle     *b,
              const BnBattleArmy *army0,
              const BnBattleArmy *army1,
              guint              *out_strikes,
              guint              *out_combats)
{
  BnBattleWords words = { b, { army0, army1 } };
  g_autoptr(GPtrArray) accounts = bn_combat_accounts_read (b, 0, bn_battle_get_n_events (b));
  g_autofree guint8 *in_combat = g_new0 (guint8, bn_battle_get_n_events (b) + 1);

  /* The pieces of the two sides are told apart. */
  for (guint i = 0; i < bn_battle_get_n_units (b); i++)
    for (guint j = 0; j < bn_battle_get_n_units (b); j++)
      if (bn_battle_get_unit_home_side (b, i) != bn_battle_get_unit_home_side (b, j))
        g_assert_cmpstr (bn_battle_words_unit (&words, i), !=, bn_battle_words_unit (&words, j));
  for (guint i = 0; i < bn_battle_get_n_commanders (b); i++)
    for (guint j = 0; j < bn_battle_get_n_commanders (b); j++)
      if (bn_battle_get_commander (b, i)->side != bn_battle_get_commander (b, j)->side)
        g_assert_cmpstr (bn_battle_words_commander (&words, i), !=, bn_battle_words_commander (&words, j));

  /* Each strike in words names the two pieces it is between and its range. */
  for (guint e = 0; e < bn_battle_get_n_events (b); e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (b, e);
      g_autofree char *text = bn_battle_words_event (&words, event, BN_BATTLE_WORDS_EVERYONE);
      BnBattleStrike strike;

      assert_grammar (&words, text);
      if (!bn_battle_event_get_strike (event, &strike))
        continue;
      (*out_strikes)++;
      g_assert_nonnull (text);
      g_assert_cmpuint (strike.range, >=, 1);
      g_assert_cmpuint (strike.range, <=, farthest (b));
      g_assert_cmpuint (strike.attacker, <, bn_battle_get_n_units (b));
      assert_contains (text, bn_battle_words_unit (&words, strike.attacker));
      if (strike.at_commander)
        {
          g_assert_cmpuint (strike.target, <, bn_battle_get_n_commanders (b));
          assert_contains (text, bn_battle_words_commander (&words, strike.target));
        }
      else
        {
          g_assert_cmpuint (strike.target, <, bn_battle_get_n_units (b));
          assert_contains (text, bn_battle_words_unit (&words, strike.target));
        }
      if (strike.range > 1)
        {
          g_autofree char *away = g_strdup_printf (bn_battle_is_on_table (b) ? "%u cm away" : "%u hexes away",
                                                   strike.range);

          assert_contains (text, away);
        }
    }

  /* Each combat as a whole: its dice are all those thrown in it, each
   * told; its losses those the log gives its two pieces. */
  for (guint i = 0; i < accounts->len; i++)
    {
      const BnCombatAccount *a = g_ptr_array_index (accounts, i);
      g_autofree char *text = bn_battle_words_combat (&words, a);
      guint dice = 0, lost[2] = { 0, 0 };

      (*out_combats)++;
      assert_grammar (&words, text);
      assert_contains (text, bn_battle_words_unit (&words, a->strike.attacker));
      assert_contains (text, a->strike.at_commander ? bn_battle_words_commander (&words, a->strike.target)
                                                    : bn_battle_words_unit (&words, a->strike.target));
      g_assert_nonnull (a->rule);
      assert_contains (text, a->rule);
      g_assert_cmpuint (a->end_event, >, a->first_event);
      for (guint e = a->first_event; e < a->end_event; e++)
        {
          const BnBattleEvent *event = bn_battle_get_event (b, e);

          /* No event is in two combats. */
          g_assert_cmpuint (in_combat[e], ==, 0);
          in_combat[e] = 1;
          if (event->type == BN_EVENT_DIE && combat_die (event->a))
            dice++;
          if (event->type == BN_EVENT_FIGURE_LOST && event->a == a->strike.attacker)
            lost[0]++;
          if (event->type == BN_EVENT_FIGURE_LOST && !a->strike.at_commander && event->a == a->strike.target)
            lost[1]++;
        }
      g_assert_cmpuint (a->dice_thrown->len, ==, dice);
      g_assert_cmpuint (a->figures_lost[0], ==, lost[0]);
      g_assert_cmpuint (a->figures_lost[1], ==, lost[1]);
      check_kills_told (b, &words, a, text);
      check_withdrawal_told (b, &words, a, text);
      check_swords_told (b, text);
      check_blocked_told (b, a, text);
      for (guint d = 0; d < a->dice_thrown->len; d++)
        {
          const BnCombatDie *die = &g_array_index (a->dice_thrown, BnCombatDie, d);
          g_autofree char *face = g_strdup_printf ("%u", die->face);

          assert_contains (text, face);
          g_assert_cmpuint (die->thrower, <=, 1);
        }
    }
}

/* Whole battles, the computer on both sides, under @id on every shipped
 * battlefield the ruleset takes. */
static void
test_whole_battles (gconstpointer data)
{
  const char *id = data;
  g_autoptr(BnBattleRules) rules = rules_of (id);
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "Army of the South", 10);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "Army of the North", 9);
  const char * const *ids = bn_scenario_shipped_ids ();
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  guint battles = 0, strikes = 0, combats = 0;

  name_units (army0, 0);
  name_units (army1, 1);
  for (guint s = 0; ids[s] != NULL; s++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BnScenario) sc = bn_scenario_load_shipped (rules, ids[s], &error);

      if (sc == NULL)
        continue;
      for (guint64 seed = 1; seed <= 2; seed++)
        {
          BnBattleOutcome outcome;
          g_autoptr(BnBattle) b = bn_battle_auto_resolve (rules, sc, army0, army1, seed * 7 + s, kinds, &outcome,
                                                          &error);

          g_assert_no_error (error);
          g_assert_nonnull (b);
          check_battle (b, army0, army1, &strikes, &combats);
          battles++;
        }
    }
  g_assert_cmpuint (battles, >, 0);
  g_assert_cmpuint (strikes, >, 0);
  g_assert_cmpuint (combats, >, 0);
}

/* The "132 hexes" error: a strike at a lone commander, packed in the
 * log as BN_EVENT_AT_COMMANDER | range, is told as a strike at him from
 * its range, never as one at the unit of his number from 132 hexes. */
static void
test_strike_at_commander_told (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("lords-and-levies");
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "Army of the South", 6);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "Army of the North", 6);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnScenario) sc = bn_scenario_load_shipped (rules, "open-field", &error);
  g_autoptr(BnChance) chance = bn_chance_new_seeded (3);
  g_autoptr(BnBattle) b = NULL;
  BnBattleWords words;
  BnBattleEvent event = { 0, };
  g_autofree char *text = NULL;
  int commander = -1;

  g_assert_no_error (error);
  b = bn_battle_new (rules, sc, army0, army1, chance, &error);
  g_assert_no_error (error);
  words = (BnBattleWords) { b, { army0, army1 } };
  for (guint c = 0; c < bn_battle_get_n_commanders (b) && commander < 0; c++)
    if (bn_battle_get_commander (b, c)->side == 1)
      commander = (int) c;
  g_assert_cmpint (commander, >=, 0);
  event.type = BN_EVENT_BATTLE;
  event.side = 0;
  event.a = 0;
  event.b = (guint8) commander;
  event.c = BN_EVENT_AT_COMMANDER | 4;
  event.value = 2;
  text = bn_battle_words_event (&words, &event, BN_BATTLE_WORDS_EVERYONE);
  assert_contains (text, bn_battle_words_commander (&words, (guint) commander));
  assert_contains (text, "4 hexes away");
  g_assert_null (strstr (text, "132"));
  if ((guint) commander < bn_battle_get_n_units (b)
      && !g_str_equal (bn_battle_words_unit (&words, (guint) commander), bn_battle_words_commander (&words, (guint) commander)))
    g_assert_null (strstr (text, bn_battle_words_unit (&words, (guint) commander)));
}

/* The key to the dice: a line a face on hexes, each saying what it does
 * and the rule; Junior General's D6 is read by its number. */
static void
test_die_key (void)
{
  for (guint r = 0; r < bn_ruleset_get_n_rulesets (); r++)
    {
      const BnRuleset *ruleset = bn_ruleset_get_nth (r);
      g_autoptr(BnBattleRules) rules = rules_of (ruleset->id);
      g_autofree char *key = bn_battle_words_die_key (rules);
      g_auto(GStrv) lines = g_strsplit (key, "\n", -1);

      if (ruleset->board == BN_RULESET_BOARD_TABLE)
        {
          assert_contains (key, "number");
          continue;
        }
      g_assert_cmpuint (g_strv_length (lines), ==, 7);   /* six and the empty tail */
      for (guint face = 1; face <= 6; face++)
        {
          g_autofree char *start = g_strdup_printf ("%u  ", face);

          g_assert_true (g_str_has_prefix (lines[face - 1], start));
          assert_contains (lines[face - 1], ")");
        }
      if (g_str_equal (ruleset->id, "lords-and-levies"))
        {
          assert_contains (key, "hits any armour");
          assert_contains (key, "saves a figure");
          assert_contains (key, "the only face that strikes a lone commander");
          assert_contains (key, "a flag");
        }
      if (g_str_equal (ruleset->id, "lionheart"))
        {
          assert_contains (key, "axe");
          assert_contains (key, "arrow");
          assert_contains (key, "panic");
        }
    }
}

/* The victory target beside the score. */
static void
test_victory_target (void)
{
  g_autoptr(BnBattleRules) lnl = rules_of ("lords-and-levies");
  g_autoptr(BnBattleRules) jg = rules_of ("junior-general");
  g_autoptr(BnBattleArmy) a0 = bn_battle_army_new_sample (lnl, "Army of the South", 6);
  g_autoptr(BnBattleArmy) a1 = bn_battle_army_new_sample (lnl, "Army of the North", 6);
  g_autoptr(BnBattleArmy) j0 = bn_battle_army_new_sample (jg, "Army of the South", 6);
  g_autoptr(BnBattleArmy) j1 = bn_battle_army_new_sample (jg, "Army of the North", 6);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnScenario) sc = bn_scenario_load_shipped (lnl, "open-field", &error);
  g_autoptr(BnScenario) jsc = bn_scenario_load_shipped (jg, "open-field", &error);
  g_autoptr(BnChance) chance = bn_chance_new_seeded (5);
  g_autoptr(BnBattle) b = bn_battle_new (lnl, sc, a0, a1, chance, &error);
  g_autoptr(BnBattle) t = bn_battle_new (jg, jsc, j0, j1, chance, &error);
  BnBattleVictoryTarget target;
  BnBattleWords words = { b, { a0, a1 } };
  BnBattleWords table_words = { t, { j0, j1 } };
  g_autofree char *said = bn_battle_words_victory (&words);
  g_autofree char *table_said = bn_battle_words_victory (&table_words);
  g_autofree char *points = NULL;

  g_assert_no_error (error);
  bn_battle_get_victory_target (b, &target);
  g_assert_cmpuint (target.victory_points, ==, sc->victory_target);
  g_assert_cmpuint (target.break_percent, ==, 0);
  points = g_strdup_printf ("To win: %u victory points (now 0 to 0)", sc->victory_target);
  assert_contains (said, points);
  bn_battle_get_victory_target (t, &target);
  g_assert_cmpuint (target.victory_points, ==, 0);
  g_assert_cmpuint (target.break_percent, >, 0);
  g_assert_cmpuint (target.turn_limit, >, 0);
  g_assert_cmpuint (target.stands_at_start[0], >, 0);
  assert_contains (table_said, "break the enemy");
}

/* The turn as the players count it, and the limit in the same count,
 * under every ruleset: where the sides take turns about, each side's own
 * turns (the turns it has ended, plus the one it plays); where one turn
 * holds both sides' moves, the whole turns ended, plus this one. The
 * state line says it with the limit, and the score with its target. */
static void
test_glance_turns (gconstpointer data)
{
  const char *id = data;
  g_autoptr(BnBattleRules) rules = rules_of (id);
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "Army of the South", 8);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "Army of the North", 8);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnScenario) sc = bn_scenario_load_shipped (rules, "open-field", &error);
  g_autoptr(BnChance) chance = bn_chance_new_seeded (9);
  g_autoptr(BnBattle) b = NULL;
  g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 9);
  gboolean about = !bn_ruleset_plays_own_turn (bn_ruleset_lookup (id));
  guint ended[2] = { 0, 0 }, ended_all = 0, seen = 0, last_turn = 0;
  BnBattleGlance glance;

  g_assert_no_error (error);
  sc->turn_limit = 12;
  b = bn_battle_new (rules, sc, army0, army1, chance, &error);
  g_assert_no_error (error);
  for (guint step = 0; step < 20000 && bn_battle_get_phase (b) != BN_PHASE_OVER; step++)
    {
      BnBattleWords words = { b, { army0, army1 } };
      BnBattleAction action;
      guint before = bn_battle_get_n_events (b);

      bn_battle_get_glance (b, &glance);
      if (glance.turn > 0)
        {
          g_autofree char *result = bn_battle_words_result (&words);
          g_autofree char *turn = g_strdup_printf ("Turn %u of %u", glance.turn, glance.turn_limit);

          if (about)
            g_assert_cmpuint (glance.turn, ==, ended[bn_battle_get_active_side (b)] + 1);
          else
            g_assert_cmpuint (glance.turn, ==, ended_all + 1);
          g_assert_cmpuint (glance.turn, <=, glance.turn_limit);
          assert_contains (result, turn);
          if (glance.target.victory_points > 0)
            {
              g_autofree char *score = g_strdup_printf ("(%u to win)", glance.target.victory_points);

              assert_contains (result, score);
            }
          last_turn = MAX (last_turn, glance.turn);
          seen++;
        }
      g_assert_true (bn_battle_ai_choose (ai, b, &action));
      g_assert_true (bn_battle_apply (b, &action, &error));
      g_assert_no_error (error);
      for (guint e = before; e < bn_battle_get_n_events (b); e++)
        if (bn_battle_get_event (b, e)->type == BN_EVENT_TURN_END)
          {
            ended[bn_battle_get_event (b, e)->side & 1]++;
            ended_all++;
          }
    }
  g_assert_cmpint (bn_battle_get_phase (b), ==, BN_PHASE_OVER);
  g_assert_cmpuint (seen, >, 0);
  /* Under the card-driven sequence the limit of 12 is each side's 6. */
  bn_battle_get_glance (b, &glance);
  g_assert_cmpuint (glance.turn_limit, ==, about ? 6 : MIN (12u, glance.target.turn_limit));
  g_assert_cmpuint (last_turn, >, 1);
}

/* Under every ruleset, the dice an attack's odds explain are those the
 * engine then throws: the sum of the terms is the dice of the strike the
 * action declares, and the preview's words name each term's rule. */
static void
test_dice_explained (gconstpointer data)
{
  const char *id = data;
  g_autoptr(BnBattleRules) rules = rules_of (id);
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "Army of the South", 8);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "Army of the North", 8);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnScenario) sc = bn_scenario_load_shipped (rules, "open-field", &error);
  g_autoptr(BnChance) chance = bn_chance_new_seeded (11);
  g_autoptr(BnBattle) b = NULL;
  g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 11);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnBattleWords words;
  guint checked = 0, tried = 0;

  g_assert_no_error (error);
  name_units (army0, 0);
  name_units (army1, 1);
  b = bn_battle_new (rules, sc, army0, army1, chance, &error);
  g_assert_no_error (error);
  words = (BnBattleWords) { b, { army0, army1 } };
  for (guint step = 0; step < 3000 && checked < 4 && tried < 12 && bn_battle_get_phase (b) != BN_PHASE_OVER; step++)
    {
      BnBattleAction action;

      g_array_set_size (legal, 0);
      bn_battle_legal_actions (b, legal);
      for (guint i = 0; i < legal->len; i++)
        {
          const BnBattleAction *attack = &g_array_index (legal, BnBattleAction, i);
          g_autoptr(BnCombatPreview) p = NULL;
          g_autoptr(BnChance) dice = NULL;
          g_autoptr(BnBattle) copy = NULL;
          g_autofree char *told = NULL;
          int sum = 0;

          /* The buttons' words, over the battle's first steps. */
          if (step < 200)
            {
              g_autofree char *button = bn_battle_words_action (&words, attack);

              assert_grammar (&words, button);
            }
          if (!bn_combat_preview_possible (b, attack) || tried >= 12)
            continue;
          tried++;
          p = bn_combat_preview_new (b, attack, 20, 1, &error);
          g_assert_no_error (error);
          /* A Junior General charge: its dice are its melee's, later. */
          if (p->terms->len == 0 && bn_battle_is_on_table (b))
            continue;
          g_assert_cmpuint (p->terms->len, >, 0);
          told = bn_battle_words_preview (&words, p);
          assert_grammar (&words, told);
          /* Said as a player says it, not in the engine's terms. */
          g_assert_null (strstr (told, "every fall of the dice"));
          g_assert_null (strstr (told, "special dice"));
          if (p->exact)
            assert_contains (told, "ways the throws of the combat can fall");
          for (guint k = 0; k < p->terms->len; k++)
            {
              const BnDiceTerm *term = &g_array_index (p->terms, BnDiceTerm, k);

              sum += term->dice;
              g_assert_nonnull (term->rule);
              assert_contains (told, term->rule);
            }
          g_assert_cmpint (sum, ==, p->strike.dice);
          /* The strike the action declares, played on a copy. */
          dice = bn_chance_new_seeded (5);
          copy = bn_battle_copy (b, dice);
          g_assert_true (bn_battle_apply (copy, attack, NULL));
          for (guint e = bn_battle_get_n_events (b); e < bn_battle_get_n_events (copy); e++)
            {
              BnBattleStrike strike;

              if (bn_battle_event_get_strike (bn_battle_get_event (copy, e), &strike))
                {
                  g_assert_cmpint (strike.dice, ==, sum);
                  checked++;
                  break;
                }
            }
          break;
        }
      g_assert_true (bn_battle_ai_choose (ai, b, &action));
      g_assert_true (bn_battle_apply (b, &action, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (checked, >, 0);
}

/* On the open table the turn goes by steps: the state names the step and
 * who acts ("Turn 1, Movement: … to act"), never "to Movement"; a wheel
 * where a unit stands is a turn, not a move of 0 cm. */
static void
test_table_grammar (void)
{
  g_autoptr(BnBattleRules) jg = rules_of ("junior-general");
  g_autoptr(BnBattleArmy) j0 = bn_battle_army_new_sample (jg, "Army of the South", 6);
  g_autoptr(BnBattleArmy) j1 = bn_battle_army_new_sample (jg, "Army of the North", 6);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnScenario) sc = bn_scenario_load_shipped (jg, "open-field", &error);
  g_autoptr(BnChance) chance = bn_chance_new_seeded (5);
  g_autoptr(BnBattle) t = NULL;
  BnBattleWords words;
  BnBattleEvent event = { 0, };
  g_autofree char *result = NULL;
  g_autofree char *turned = NULL;
  int foot = -1;

  g_assert_no_error (error);
  name_units (j0, 0);
  name_units (j1, 1);
  t = bn_battle_new (jg, sc, j0, j1, chance, &error);
  g_assert_no_error (error);
  words = (BnBattleWords) { t, { j0, j1 } };
  result = bn_battle_words_result (&words);
  g_assert_true (g_str_has_prefix (result, "Turn 1 of "));
  assert_contains (result, " to act; victory points 0 to 0.");
  g_assert_null (strstr (result, " to Movement"));
  g_assert_null (strstr (result, " to Archery"));
  for (guint u = 0; u < bn_battle_get_n_units (t) && foot < 0; u++)
    if (bn_battle_words_unit_is_plural (&words, u))
      foot = (int) u;
  g_assert_cmpint (foot, >=, 0);
  event.type = BN_EVENT_TABLE_MOVED;
  event.a = (guint8) foot;
  event.b = 42;
  event.c = 0;
  event.value = BN_TABLE_MOVE;
  turned = bn_battle_words_event (&words, &event, BN_BATTLE_WORDS_EVERYONE);
  g_assert_cmpstr (turned, ==, "Levy archers turn where they stand to heading 210°.");
}

/* A unit named for its men is told in the plural, a gun in the singular;
 * under Lionheart a unit is given the action, not ordered; a die kept or
 * a blow taken, told once no question is pending (a step read back), names
 * the army that chose, never "?". */
static void
test_grammar (void)
{
  g_autoptr(BnBattleRules) lnl = rules_of ("lords-and-levies");
  g_autoptr(BnBattleRules) lh = rules_of ("lionheart");
  g_autoptr(BnBattleArmy) a0 = bn_battle_army_new_sample (lnl, "Army of the South", 6);
  g_autoptr(BnBattleArmy) a1 = bn_battle_army_new_sample (lnl, "Army of the North", 6);
  g_autoptr(BnBattleArmy) h0 = bn_battle_army_new_sample (lh, "Army of the South", 6);
  g_autoptr(BnBattleArmy) h1 = bn_battle_army_new_sample (lh, "Army of the North", 6);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnScenario) sc = bn_scenario_load_shipped (lnl, "open-field", &error);
  g_autoptr(BnScenario) hsc = bn_scenario_load_shipped (lh, "open-field", &error);
  g_autoptr(BnChance) chance = bn_chance_new_seeded (5);
  g_autoptr(BnBattle) b = NULL;
  g_autoptr(BnBattle) h = NULL;
  BnBattleWords words, lh_words;
  BnBattleEvent event = { 0, };
  BnBattleAction keep = { BN_ACTION_KEEP_ROLL, 1, 0, 0, 0 };
  BnBattleAction blow = { BN_ACTION_TAKE_BLOW, 0, 0, 0, 0 };
  int foot0 = -1, foot1 = -1;
  char *text;

  g_assert_no_error (error);
  name_units (a0, 0);
  name_units (a1, 1);
  name_units (h0, 0);
  name_units (h1, 1);
  b = bn_battle_new (lnl, sc, a0, a1, chance, &error);
  g_assert_no_error (error);
  h = bn_battle_new (lh, hsc, h0, h1, chance, &error);
  g_assert_no_error (error);
  words = (BnBattleWords) { b, { a0, a1 } };
  lh_words = (BnBattleWords) { h, { h0, h1 } };
  for (guint u = 0; u < bn_battle_get_n_units (b); u++)
    if (bn_battle_words_unit_is_plural (&words, u))
      *(bn_battle_get_unit_home_side (b, u) == 0 ? &foot0 : &foot1) = (int) u;
  g_assert_cmpint (foot0, >=, 0);
  g_assert_cmpint (foot1, >=, 0);
  g_assert_cmpstr (bn_battle_words_unit (&words, (guint) foot0), ==, "Levy archers");

  event.type = BN_EVENT_ORDERED;
  event.a = (guint8) foot0;
  text = bn_battle_words_event (&words, &event, BN_BATTLE_WORDS_EVERYONE);
  g_assert_cmpstr (text, ==, "Levy archers are ordered.");
  g_free (text);
  text = bn_battle_words_event (&lh_words, &event, BN_BATTLE_WORDS_EVERYONE);
  g_assert_cmpstr (text, ==, "Levy archers are given the action.");
  g_free (text);

  event.type = BN_EVENT_FIGURE_LOST;
  event.value = 3;
  text = bn_battle_words_event (&words, &event, BN_BATTLE_WORDS_EVERYONE);
  g_assert_cmpstr (text, ==, "Levy archers lose a figure: 3 left.");
  g_free (text);

  /* A turn that cost nothing is not "0 hexes of their move". */
  event.type = BN_EVENT_FACED;
  event.b = 4;
  event.value = 0;
  text = bn_battle_words_event (&words, &event, BN_BATTLE_WORDS_EVERYONE);
  g_assert_cmpstr (text, ==, "Levy archers turn to face south-west.");
  g_free (text);

  event.type = BN_EVENT_STAKES;
  event.value = 0;
  text = bn_battle_words_event (&words, &event, BN_BATTLE_WORDS_EVERYONE);
  g_assert_cmpstr (text, ==, "The stakes of Levy archers are removed.");
  g_free (text);

  /* A shot told as the log has it: the plural shoots in the plural. */
  event.type = BN_EVENT_BATTLE;
  event.a = (guint8) foot0;
  event.b = (guint8) foot1;
  event.c = 3;
  event.value = 2;
  text = bn_battle_words_event (&words, &event, BN_BATTLE_WORDS_EVERYONE);
  g_assert_cmpstr (text, ==, "Levy archers shoot at Longbowmen, 3 hexes away, with 2 dice.");
  g_free (text);

  /* At a lone commander: his hex, then the range. */
  event.c = BN_EVENT_AT_COMMANDER | 3;
  event.b = 0;
  text = bn_battle_words_event (&words, &event, BN_BATTLE_WORDS_EVERYONE);
  assert_contains (text, ", alone in his hex, 3 hexes away, with 2 dice.");
  g_free (text);

  /* A retreat with no hex left before the edge. */
  event.type = BN_EVENT_RETREAT;
  event.b = 0xFF;
  event.c = 0;
  text = bn_battle_words_event (&words, &event, BN_BATTLE_WORDS_EVERYONE);
  g_assert_cmpstr (text, ==, "Levy archers retreat off the battlefield and are lost.");
  g_free (text);

  g_assert_cmpint (bn_battle_get_reroll_offer (b, NULL, NULL), <, 0);
  g_assert_cmpint (bn_battle_get_struck_commander (b), <, 0);
  text = bn_battle_words_action (&words, &keep);
  g_assert_cmpstr (text, ==, "Army of the North keeps its leader's die as it fell");
  g_free (text);
  text = bn_battle_words_action (&words, &blow);
  g_assert_cmpstr (text, ==, "Army of the South lets its leader take the blow: his Special Results card is drawn");
  g_free (text);
}

/* A die read against a number says the number it needed: Junior
 * General's D6 ("Missile die: 4 (needs 5 or more)."), in its event's
 * words and its combat's; a Lionheart archery die says an arrow hits. The
 * number is the one the tables gave: a die that reached it is one of the
 * stands the throw knocked out. */
static void
test_dice_say_needed (gconstpointer data)
{
  const char *id = data;
  gboolean by_number = g_str_equal (id, "junior-general");
  g_autoptr(BnBattleRules) rules = rules_of (id);
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "Army of the South", 10);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "Army of the North", 9);
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnScenario) sc = bn_scenario_load_shipped (rules, "open-field", &error);
  guint shots = 0, melee = 0, combats = 0;

  g_assert_no_error (error);
  name_units (army0, 0);
  name_units (army1, 1);
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      BnBattleOutcome outcome;
      g_autoptr(BnBattle) b = bn_battle_auto_resolve (rules, sc, army0, army1, seed, kinds, &outcome, &error);
      BnBattleWords words;
      g_autoptr(GPtrArray) accounts = NULL;

      g_assert_no_error (error);
      words = (BnBattleWords) { b, { army0, army1 } };
      for (guint e = 0; e < bn_battle_get_n_events (b); e++)
        {
          const BnBattleEvent *event = bn_battle_get_event (b, e);
          g_autofree char *text = NULL;

          if (event->type != BN_EVENT_DIE || (event->a != BN_DIE_SHOOT && (event->a != BN_DIE_ATTACK || !by_number)))
            continue;
          text = bn_battle_words_event (&words, event, BN_BATTLE_WORDS_EVERYONE);
          if (!by_number)
            {
              assert_contains (text, "(an arrow hits)");
              shots++;
              continue;
            }
          g_assert_cmpuint (event->needs, >=, 1);
          g_assert_cmpuint (event->needs, <=, 7);
          if (event->needs <= 6)
            {
              g_autofree char *needs = g_strdup_printf ("(needs %u or more)", event->needs);

              assert_contains (text, needs);
            }
          *(event->a == BN_DIE_SHOOT ? &shots : &melee) += 1;
        }
      accounts = bn_combat_accounts_read (b, 0, bn_battle_get_n_events (b));
      for (guint i = 0; i < accounts->len; i++)
        {
          const BnCombatAccount *account = g_ptr_array_index (accounts, i);
          g_autofree char *told = bn_battle_words_combat (&words, account);
          guint reached = 0, needs = 0;
          gboolean archery = FALSE;

          for (guint d = 0; d < account->dice_thrown->len; d++)
            {
              const BnCombatDie *die = &g_array_index (account->dice_thrown, BnCombatDie, d);

              if (die->purpose != BN_DIE_SHOOT || die->thrower != 0)
                continue;
              archery = TRUE;
              needs = die->needs;
              reached += by_number && die->face >= die->needs;
            }
          if (!archery)
            continue;
          if (!by_number)
            assert_contains (told, "(an arrow hits)");
          else if (needs <= 6 && account->strike.range > 1 && !account->strike.at_commander)
            {
              g_autofree char *said = g_strdup_printf ("(needs %u or more)", needs);

              assert_contains (told, said);
              /* No die reached the number: no stand was knocked out but by
               * a Day of Battle Archer's die (one at most). */
              if (reached == 0)
                g_assert_cmpuint (account->figures_lost[1], <=, 1);
            }
          combats++;
        }
    }
  g_test_message ("%s: %u archery dice, %u melee dice, %u combats with archery", id, shots, melee, combats);
  g_assert_cmpuint (shots, >, 0);
  g_assert_cmpuint (combats, >, 0);
  if (by_number)
    g_assert_cmpuint (melee, >, 0);
}

/* A collective name ("Peasant levy") takes a singular verb, as its type
 * says in the data; the raised host is told by its short name. */
static void
test_collective_and_short_names (void)
{
  g_autoptr(BnBattleRules) lnl = rules_of ("lords-and-levies");
  g_autoptr(BnBattleArmy) a0 = bn_battle_army_new_sample (lnl, "Army of the South", 6);
  g_autoptr(BnBattleArmy) a1 = bn_battle_army_new_sample (lnl, "Opposing host of 60 points", 6);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnScenario) sc = bn_scenario_load_shipped (lnl, "open-field", &error);
  g_autoptr(BnChance) chance = bn_chance_new_seeded (5);
  g_autoptr(BnBattle) b = NULL;
  BnBattleWords words;
  BnBattleEvent event = { 0, };
  int levy = -1, theirs = -1;
  char *text;

  g_assert_no_error (error);
  name_units (a0, 0);
  name_units (a1, 1);
  for (guint i = 0; i < a0->n_units && levy < 0; i++)
    if (a0->units[i].leadership == 0 && a0->units[i].arm != BN_BATTLE_ARM_ARTILLERY)
      {
        g_strlcpy (a0->units[i].name, "Peasant levy", sizeof a0->units[i].name);
        a0->units[i].singular = TRUE;
        levy = (int) i;
      }
  g_assert_cmpint (levy, >=, 0);
  g_strlcpy (a1->short_name, "Opposing host", sizeof a1->short_name);
  b = bn_battle_new (lnl, sc, a0, a1, chance, &error);
  g_assert_no_error (error);
  words = (BnBattleWords) { b, { a0, a1 } };
  g_assert_cmpint (bn_battle_find_unit (b, 0, (guint) levy), >=, 0);
  event.type = BN_EVENT_FIGURE_LOST;
  event.a = (guint8) bn_battle_find_unit (b, 0, (guint) levy);
  event.value = 3;
  g_assert_false (bn_battle_words_unit_is_plural (&words, event.a));
  text = bn_battle_words_event (&words, &event, BN_BATTLE_WORDS_EVERYONE);
  g_assert_cmpstr (text, ==, "Peasant levy loses a figure: 3 left.");
  g_free (text);

  /* The other side's units go by their army's short name. */
  g_strlcpy (a1->units[0].name, "Peasant levy", sizeof a1->units[0].name);
  theirs = bn_battle_find_unit (b, 1, 0);
  g_assert_cmpint (theirs, >=, 0);
  g_assert_cmpstr (bn_battle_words_unit (&words, (guint) theirs), ==, "Peasant levy (Opposing host)");
  g_assert_cmpstr (bn_battle_words_army (&words, 1), ==, "Opposing host");
  event.type = BN_EVENT_VICTORY_POINTS;
  event.side = 1;
  event.a = BN_VICTORY_UNIT;
  event.value = 1;
  text = bn_battle_words_event (&words, &event, BN_BATTLE_WORDS_EVERYONE);
  assert_contains (text, "Opposing host gains 1 victory point");
  g_assert_null (strstr (text, "60 points"));
  g_free (text);
}

/* A single combat told as it was fought (L&L, Single combat): each die
 * names its round and the man who threw it, the result each man's points
 * and the score, who won; the loser's fall says what it means. Found in
 * seeded battles of the computer on both sides. */
static void
test_single_combat_told (void)
{
  g_autoptr(BnBattleRules) rules = rules_of ("lords-and-levies");
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "Army of the South", 8);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "Army of the North", 8);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnScenario) sc = bn_scenario_load_shipped (rules, "open-field", &error);
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  guint decided = 0, duels = 0;

  g_assert_no_error (error);
  name_units (army0, 0);
  name_units (army1, 1);
  for (guint64 seed = 1; seed <= 60 && decided < 2; seed++)
    {
      BnBattleOutcome outcome;
      g_autoptr(BnBattle) b = bn_battle_auto_resolve (rules, sc, army0, army1, seed, kinds, &outcome, &error);
      BnBattleWords words;

      g_assert_no_error (error);
      words = (BnBattleWords) { b, { army0, army1 } };
      for (guint e = 0; e < bn_battle_get_n_events (b); e++)
        {
          const BnBattleEvent *duel = bn_battle_get_event (b, e);
          const char *names[2];
          g_autofree char *text = NULL;
          guint dice = 0;

          if (duel->type != BN_EVENT_DUEL || duel->value == 0)
            continue;
          names[0] = bn_battle_words_commander (&words, duel->a);
          names[1] = bn_battle_words_commander (&words, duel->b);
          text = bn_battle_words_event (&words, duel, BN_BATTLE_WORDS_EVERYONE);
          assert_contains (text, names[0]);
          assert_contains (text, names[1]);
          assert_contains (text, " scores ");
          assert_contains (text, "no bonus");
          {
            g_autofree char *score = g_strdup_printf ("(%+d)", duel->value);
            g_autofree char *won = g_strdup_printf ("%s wins", names[duel->value > 0 ? 0 : 1]);

            assert_contains (text, score);
            /* What the signed number is (the first report's "(-1)"). */
            assert_contains (text, "the challenger's points less the challenged's");
            assert_contains (text, won);
          }
          /* Each of its dice: the round, and one of the two men. */
          for (guint d = e; d > 0; d--)
            {
              const BnBattleEvent *die = bn_battle_get_event (b, d - 1);
              g_autofree char *told = NULL;

              if (die->type != BN_EVENT_DIE || die->a != BN_DIE_DUEL || die->action != duel->action)
                break;
              told = bn_battle_words_event (&words, die, BN_BATTLE_WORDS_EVERYONE);
              assert_contains (told, "Single combat, round ");
              if (strstr (told, names[0]) == NULL || strstr (told, names[1]) == NULL)
                g_error ("“%s” does not name both men", told);
              dice++;
            }
          g_assert_cmpuint (dice, >=, 10);
          /* Five rounds: the first die is the challenger's in round 1. */
          /* The loser falls, and the words say what that means. */
          if (e + 1 < bn_battle_get_n_events (b)
              && bn_battle_get_event (b, e + 1)->type == BN_EVENT_COMMANDER_ELIMINATED)
            {
              g_autofree char *fall = bn_battle_words_event (&words, bn_battle_get_event (b, e + 1),
                                                             BN_BATTLE_WORDS_EVERYONE);

              assert_contains (fall, "single combat");
              assert_contains (fall, "killed");
              /* These hosts have no leader of the campaign: an army
               * commander's fall breaks none of them (DoB, "Lost Leaders
               * and Heroes"; docs/rules.md), and his fall says so. */
              if (bn_battle_get_commander (b, bn_battle_get_event (b, e + 1)->a)->base_rank == BN_COMMANDER_ARMY)
                {
                  g_autofree char *on = g_strdup_printf ("%s fights on: it has no leader of the campaign",
                                                         bn_battle_words_army (&words, bn_battle_get_commander (b, bn_battle_get_event (b, e + 1)->a)->side));

                  assert_contains (fall, on);
                }
              else
                g_assert_null (strstr (fall, "fights on"));
              decided++;
            }
        }
    }
  g_assert_cmpuint (decided, >, 0);

  /* A leader with a personal combat skill (a campaign's): the army whose
   * only leader fell breaks, and the end says so, not the points alone. */
  for (guint side = 0; side < 2; side++)
    {
      BnBattleArmy *army = side == 0 ? army0 : army1;

      /* Only the army commander: with him the army has no leader left. */
      for (guint c = 0; c < army->n_commanders; c++)
        army->commanders[c].pcs = c == 0 ? 15 : 0;
    }
  decided = 0;
  for (guint64 seed = 1; seed <= 60 && (decided == 0 || duels == 0); seed++)
    {
      BnBattleOutcome outcome;
      g_autoptr(BnBattle) b = bn_battle_auto_resolve (rules, sc, army0, army1, seed, kinds, &outcome, &error);
      BnBattleWords words;
      BnBattleEnd end;

      g_assert_no_error (error);
      words = (BnBattleWords) { b, { army0, army1 } };
      if (bn_battle_get_end (b, &end) && end == BN_BATTLE_END_NO_LEADER)
        {
          g_autofree char *result = bn_battle_words_result (&words);

          guint winner = bn_battle_get_winner (b);
          g_autofree char *broke = g_strdup_printf (" fell and %s broke", (winner == 0 ? army1 : army0)->name);

          gboolean by_duel = FALSE;

          /* The leader who fell named, and a win on no more victory
           * points said once, as a win despite them; a fall in single
           * combat, said as one (the challenge may be the other's card). */
          for (guint e = bn_battle_get_n_events (b); e > 0; e--)
            {
              const BnBattleEvent *event = bn_battle_get_event (b, e - 1);

              if (event->type == BN_EVENT_TURN_END)
                break;
              by_duel |= event->type == BN_EVENT_DUEL;
            }
          if (by_duel)
            {
              assert_contains (result, "single combat");
              duels++;
            }
          else
            assert_contains (result, broke);
          if (outcome.victory_points[winner] <= outcome.victory_points[1 - winner])
            {
              assert_contains (result, "though the victory points stood");
              g_assert_null (strstr (result, " victory points, after"));
            }
          else
            g_assert_null (strstr (result, "though"));
          decided++;
        }
    }
  g_assert_cmpuint (decided, >, 0);
  g_assert_cmpuint (duels, >, 0);
}

/* Plays Lords & Levies battles between two sample armies (their leaders'
 * personal combat skill @pcs, 0: no leader of the campaign), seed after
 * seed up to @max_seed, and hands every event of each to @check, which
 * returns how many cases it checked; stops once @enough were. Returns
 * their number. */
typedef guint (*EventCheck) (const BnBattleWords *words,
                             const BnBattleEvent *event);

static guint
check_events_of_battles (guint      pcs,
                         guint      max_seed,
                         guint      enough,
                         EventCheck check)
{
  g_autoptr(BnBattleRules) rules = rules_of ("lords-and-levies");
  g_autoptr(BnBattleArmy) army0 = bn_battle_army_new_sample (rules, "Army of the South", 8);
  g_autoptr(BnBattleArmy) army1 = bn_battle_army_new_sample (rules, "Army of the North", 8);
  g_autoptr(GError) error = NULL;
  g_autoptr(BnScenario) sc = bn_scenario_load_shipped (rules, "open-field", &error);
  static const BnBattleAiKind kinds[2] = { BN_BATTLE_AI_SENSIBLE, BN_BATTLE_AI_SENSIBLE };
  guint checked = 0;

  g_assert_no_error (error);
  name_units (army0, 0);
  name_units (army1, 1);
  for (guint side = 0; side < 2; side++)
    {
      BnBattleArmy *army = side == 0 ? army0 : army1;

      for (guint c = 0; c < army->n_commanders; c++)
        army->commanders[c].pcs = pcs;
    }
  for (guint64 seed = 1; seed <= max_seed && checked < enough; seed++)
    {
      BnBattleOutcome outcome;
      g_autoptr(BnBattle) b = bn_battle_auto_resolve (rules, sc, army0, army1, seed, kinds, &outcome, &error);
      BnBattleWords words;

      g_assert_no_error (error);
      words = (BnBattleWords) { b, { army0, army1 } };
      for (guint e = 0; e < bn_battle_get_n_events (b); e++)
        checked += check (&words, bn_battle_get_event (b, e));
    }
  return checked;
}

/* L&L, Forcing a breakthrough: "When a mounted unit forces a
 * breakthrough, it can engage the retreating unit in battle once more".
 * Over whole battles, every unit that breaks through and then battles
 * again in the same turn was said, at its breakthrough, to be allowed to;
 * and only mounted units are. */
static guint
check_breakthrough (const BnBattleWords *words,
                    const BnBattleEvent *through)
{
  const BnBattle *b = words->battle;
  guint n = bn_battle_get_n_events (b);
  const BnBattleEvent *first = bn_battle_get_event (b, 0);
  g_autofree char *text = NULL;
  gboolean battled = FALSE, says;

  if (through->type != BN_EVENT_BREAKTHROUGH)
    return 0;
  for (const BnBattleEvent *next = through + 1; next < first + n && next->type != BN_EVENT_TURN_END; next++)
    battled |= next->type == BN_EVENT_BATTLE && next->a == through->a;
  text = bn_battle_words_event (words, through, BN_BATTLE_WORDS_EVERYONE);
  says = strstr (text, "may battle the retreating unit once more (L&L, Forcing a breakthrough: mounted "
                       "troops)") != NULL;
  if (battled && !says)
    g_error ("“%s” does not say the unit may battle again, and it did", text);
  if (says)
    {
      const BnBattleUnit *u = bn_battle_get_unit (b, through->a);

      g_assert_cmpint (bn_battle_rules_get_class (bn_battle_get_rules (b), u->class_index)->arm, ==,
                       BN_BATTLE_ARM_HORSE);
    }
  return battled;
}

static void
test_breakthrough_battles_again (void)
{
  guint again = check_events_of_battles (0, 40, 3, check_breakthrough);

  g_test_message ("%u breakthroughs battled again, each told it may", again);
  g_assert_cmpuint (again, >, 0);
}

/* DoB, Risk to a leader, PCS Modifiers: "-1 The difference in strikes
 * between the units", which the engine counts as the figures each unit of
 * the melee lost: every check lowered by it says those figures, and they
 * give the difference. */
static guint
check_strikes_counted (const BnBattleWords *words,
                       const BnBattleEvent *check)
{
  g_autofree char *text = NULL;
  g_autofree char *difference = NULL;
  const char *lost, *to, *close, *p;
  guint n[2];

  if (check->type != BN_EVENT_PCS_CHECK || check->c == 0 || (check->b & BN_PCS_MISSILE))
    return 0;
  text = bn_battle_words_event (words, check, BN_BATTLE_WORDS_EVERYONE);
  difference = g_strdup_printf ("−%u the difference in strikes between the units (figures lost, ", check->c);
  assert_contains (text, difference);
  /* "… Name 2 to Name 0)": the numbers before " to " and before ")". */
  lost = strstr (text, "(figures lost, ");
  to = strstr (lost, " to ");
  close = strchr (to, ')');
  for (p = to; p > lost && p[-1] != ' '; p--)
    ;
  n[0] = (guint) g_ascii_strtoull (p, NULL, 10);
  for (p = close; p > to && p[-1] != ' '; p--)
    ;
  n[1] = (guint) g_ascii_strtoull (p, NULL, 10);
  g_assert_cmpuint ((guint) ABS ((int) n[0] - (int) n[1]), ==, check->c);
  return 1;
}

static void
test_strikes_counted (void)
{
  guint checks = check_events_of_battles (16, 30, 5, check_strikes_counted);

  g_test_message ("%u checks lowered by a difference in strikes", checks);
  g_assert_cmpuint (checks, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint r = 0; r < bn_ruleset_get_n_rulesets (); r++)
    {
      g_autofree char *path = g_strdup_printf ("/battle-words/whole-battles/%s", bn_ruleset_get_nth (r)->id);

      g_autofree char *explained = g_strdup_printf ("/battle-words/dice-explained/%s", bn_ruleset_get_nth (r)->id);

      g_test_add_data_func (path, bn_ruleset_get_nth (r)->id, test_whole_battles);
      g_test_add_data_func (explained, bn_ruleset_get_nth (r)->id, test_dice_explained);
      {
        g_autofree char *glance = g_strdup_printf ("/battle-words/glance-turns/%s", bn_ruleset_get_nth (r)->id);

        g_test_add_data_func (glance, bn_ruleset_get_nth (r)->id, test_glance_turns);
      }
    }
  g_test_add_func ("/battle-words/strike-at-commander", test_strike_at_commander_told);
  g_test_add_func ("/battle-words/die-key", test_die_key);
  g_test_add_func ("/battle-words/victory-target", test_victory_target);
  g_test_add_func ("/battle-words/grammar", test_grammar);
  g_test_add_func ("/battle-words/table-grammar", test_table_grammar);
  g_test_add_func ("/battle-words/single-combat", test_single_combat_told);
  g_test_add_func ("/battle-words/breakthrough-battles-again", test_breakthrough_battles_again);
  g_test_add_func ("/battle-words/strikes-counted", test_strikes_counted);
  g_test_add_data_func ("/battle-words/dice-say-needed/junior-general", "junior-general", test_dice_say_needed);
  g_test_add_data_func ("/battle-words/dice-say-needed/lionheart", "lionheart", test_dice_say_needed);
  g_test_add_func ("/battle-words/collective-and-short-names", test_collective_and_short_names);
  return g_test_run ();
}
