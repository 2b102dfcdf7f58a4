/* test-leader-rules.c — the bundled leader tables and their checks.
 *
 * The expected values are written out from the seed (002) and the rulings,
 * not read back from leaders.xml, so a wrong number in the data fails here.
 * The corrupted copies show that tables which do not fit together are
 * refused with a message that names the document, the line and the problem.
 */
#include <string.h>

#include "bn-leader-rules.h"
#include "bn-resources.h"
#include "bn-xml.h"

#define LEADERS_RESOURCE BN_RESOURCE_DATA "leaders.xml"

static BnLeaderRules *
default_rules (void)
{
  g_autoptr(GError) error = NULL;
  BnLeaderRules *rules = bn_leader_rules_load_default (&error);

  g_assert_no_error (error);
  g_assert_nonnull (rules);
  return rules;
}

static BnCard
card (BnSuit suit,
      guint  value)
{
  return bn_card_make (suit, value);
}

/* ---- loading ---- */

static void
test_load_default (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnLeaderRules) again = default_rules ();

  /* Read and checked once, then shared. */
  g_assert_true (rules == again);
}

static void
test_load_bytes (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = bn_resources_lookup (LEADERS_RESOURCE, &error);
  g_autoptr(BnLeaderRules) rules = NULL;

  g_assert_no_error (error);
  rules = bn_leader_rules_load_bytes (bytes, "leaders.xml", &error);
  g_assert_no_error (error);
  g_assert_nonnull (rules);
  g_assert_cmpuint (bn_leader_rules_get_n_ranks (rules), ==, 6);
}

/* ---- social ranks ---- */

static void
test_ranks (void)
{
  static const char *const titles[] = { NULL, "Knight", "Banneret", "Baron", "Earl", "Duke", "King" };
  g_autoptr(BnLeaderRules) rules = default_rules ();

  g_assert_cmpuint (bn_leader_rules_get_n_ranks (rules), ==, 6);
  for (guint value = 1; value <= 6; value++)
    {
      const BnSocialRank *rank = bn_leader_rules_get_rank (rules, value);

      g_assert_nonnull (rank);
      g_assert_cmpuint (rank->value, ==, value);
      g_assert_cmpstr (rank->title, ==, titles[value]);
      g_assert_nonnull (rank->description);
      g_assert_cmpuint (strlen (rank->description), >, 10);
      /* Wrapped in the file, one line here. */
      g_assert_null (strchr (rank->description, '\n'));
    }
  g_assert_null (bn_leader_rules_get_rank (rules, 0));
  g_assert_null (bn_leader_rules_get_rank (rules, 7));
  g_assert_cmpuint (bn_leader_rules_player_start_rank (rules), ==, 3);
}

static void
test_rank_climb (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();

  /* A card of at least twice the current rank raises it by one. */
  g_assert_true (bn_leader_rules_rank_climbs (rules, 1, card (BN_SUIT_CLUBS, 2)));
  g_assert_false (bn_leader_rules_rank_climbs (rules, 1, card (BN_SUIT_CLUBS, 1)));
  g_assert_false (bn_leader_rules_rank_climbs (rules, 1, BN_CARD_RED_JOKER));
  g_assert_true (bn_leader_rules_rank_climbs (rules, 3, card (BN_SUIT_HEARTS, 6)));
  g_assert_false (bn_leader_rules_rank_climbs (rules, 3, card (BN_SUIT_HEARTS, 5)));
  g_assert_true (bn_leader_rules_rank_climbs (rules, 5, card (BN_SUIT_SPADES, 10)));
  g_assert_false (bn_leader_rules_rank_climbs (rules, 5, card (BN_SUIT_SPADES, 9)));
  g_assert_true (bn_leader_rules_rank_climbs (rules, 5, card (BN_SUIT_SPADES, 11)));
  /* King is the top. */
  g_assert_false (bn_leader_rules_rank_climbs (rules, 6, card (BN_SUIT_DIAMONDS, 13)));
}

/* ---- esteem ---- */

static void
test_esteem_levels (void)
{
  static const struct
  {
    const char *name;
    const char *command_id;
  } expected[] = {
    { NULL, NULL },
    { "Unknown", "none" },
    { "Ordinary", "cavalry-or-men-at-arms" },
    { "Known", "knights" },
    { "Notable", "battle-line" },
    { "Famous", "army-commander" },
    { "Extraordinary", "army-commander-unless-higher-rank" },
  };
  g_autoptr(BnLeaderRules) rules = default_rules ();

  g_assert_cmpuint (bn_leader_rules_get_n_esteem_levels (rules), ==, 6);
  for (guint level = 1; level <= 6; level++)
    {
      const BnEsteemLevel *e = bn_leader_rules_get_esteem (rules, level);

      g_assert_nonnull (e);
      g_assert_cmpuint (e->level, ==, level);
      g_assert_cmpstr (e->name, ==, expected[level].name);
      g_assert_cmpstr (e->minimum_command_id, ==, expected[level].command_id);
      g_assert_nonnull (e->minimum_command);
      g_assert_cmpuint (strlen (e->minimum_command), >, 5);
      g_assert_nonnull (e->description);
    }
  g_assert_null (bn_leader_rules_get_esteem (rules, 0));
  g_assert_null (bn_leader_rules_get_esteem (rules, 7));

  g_assert_cmpint (bn_leader_rules_get_esteem (rules, 1)->min_score, ==, G_MININT);
  g_assert_cmpint (bn_leader_rules_get_esteem (rules, 1)->max_score, ==, 4);
  g_assert_cmpint (bn_leader_rules_get_esteem (rules, 6)->min_score, ==, 16);
  g_assert_cmpint (bn_leader_rules_get_esteem (rules, 6)->max_score, ==, G_MAXINT);
  g_assert_cmpuint (bn_leader_rules_get_esteem (rules, 6)->max_honor, ==, G_MAXUINT);
}

static void
test_esteem_for_score (void)
{
  static const struct
  {
    int   score;
    guint level;
  } cases[] = {
    { 1, 1 },    /* joker + Knight */
    { 4, 1 }, { 5, 2 }, { 6, 2 }, { 7, 3 }, { 8, 3 }, { 9, 4 }, { 12, 4 },
    { 13, 5 }, { 15, 5 }, { 16, 6 },
    { 19, 6 },   /* King card + King */
    { 0, 1 }, { -5, 1 }, { 1000, 6 },
  };
  g_autoptr(BnLeaderRules) rules = default_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const BnEsteemLevel *e = bn_leader_rules_esteem_for_score (rules, cases[i].score);

      g_assert_nonnull (e);
      g_assert_cmpuint (e->level, ==, cases[i].level);
    }
}

static void
test_esteem_for_honor (void)
{
  static const struct
  {
    guint honor;
    guint level;
  } cases[] = {
    { 1, 1 }, { 100, 1 }, { 101, 2 }, { 200, 2 }, { 201, 3 },
    { 300, 3 },  /* the seed's gap: Known covers 301–400 */
    { 301, 3 }, { 400, 3 }, { 401, 4 }, { 600, 4 }, { 601, 5 }, { 1000, 5 },
    { 1001, 6 }, { 100000, 6 }, { G_MAXUINT, 6 },
  };
  static const guint starts[] = { 0, 1, 101, 201, 401, 601, 1001 };
  g_autoptr(BnLeaderRules) rules = default_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const BnEsteemLevel *e = bn_leader_rules_esteem_for_honor (rules, cases[i].honor);

      g_assert_nonnull (e);
      g_assert_cmpuint (e->level, ==, cases[i].level);
    }
  g_assert_null (bn_leader_rules_esteem_for_honor (rules, 0));

  /* A new leader starts at the lowest value of his band. */
  for (guint level = 1; level <= 6; level++)
    g_assert_cmpuint (bn_leader_rules_get_esteem (rules, level)->min_honor, ==, starts[level]);
}

/* ---- motivation, skills, common retainers ---- */

static void
test_motivation (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();

  for (guint value = 1; value <= 10; value++)
    {
      const BnMotivation *m = bn_leader_rules_motivation_for_value (rules, value);
      const char *expected_id = value <= 4 ? "raider" : value == 5 ? "mercenary" : "chivalric";
      const char *expected_abbreviation = value <= 4 ? "RDR" : value == 5 ? "MRC" : "CHV";

      g_assert_nonnull (m);
      g_assert_cmpstr (m->id, ==, expected_id);
      g_assert_cmpstr (m->abbreviation, ==, expected_abbreviation);
      g_assert_nonnull (m->description);
    }
  /* No row: the card is set aside and another drawn. */
  g_assert_null (bn_leader_rules_motivation_for_value (rules, 0));
  g_assert_null (bn_leader_rules_motivation_for_value (rules, 11));
  g_assert_null (bn_leader_rules_motivation_for_value (rules, 12));
  g_assert_null (bn_leader_rules_motivation_for_value (rules, 13));

  g_assert_cmpuint (bn_leader_rules_get_n_motivations (rules), ==, 3);
  g_assert_cmpstr (bn_leader_rules_lookup_motivation (rules, "mercenary")->name, ==, "Mercenary");
  g_assert_null (bn_leader_rules_lookup_motivation (rules, "pilgrim"));
}

/* Each motivation orders every skill once, for suggested spreads. */
static void
test_motivation_skill_priority (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();

  for (guint i = 0; i < bn_leader_rules_get_n_motivations (rules); i++)
    {
      const BnMotivation *m = bn_leader_rules_get_motivation (rules, i);
      guint n = 0;

      g_assert_nonnull (m->skill_priority);
      for (; m->skill_priority[n] != NULL; n++)
        {
          g_assert_nonnull (bn_leader_rules_lookup_skill (rules, m->skill_priority[n]));
          for (guint j = 0; j < n; j++)
            g_assert_cmpstr (m->skill_priority[j], !=, m->skill_priority[n]);
        }
      g_assert_cmpuint (n, ==, bn_leader_rules_get_n_skills (rules));
    }
}

static void
test_skills (void)
{
  static const struct
  {
    const char *id;
    const char *abbreviation;
    guint       display_offset;
  } expected[] = {
    { "initiative", "IN", 10 },
    { "morale-bonus", "MB", 0 },
    { "combat-bonus", "CB", 0 },
    { "personal-combat-skill", "PCS", 10 },
  };
  g_autoptr(BnLeaderRules) rules = default_rules ();

  g_assert_cmpuint (bn_leader_rules_get_n_skills (rules), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const BnSkillRule *skill = bn_leader_rules_get_skill (rules, i);

      g_assert_cmpstr (skill->id, ==, expected[i].id);
      g_assert_cmpstr (skill->abbreviation, ==, expected[i].abbreviation);
      g_assert_cmpuint (skill->min_points, ==, 1);
      g_assert_cmpuint (skill->max_points, ==, 10);
      g_assert_cmpuint (skill->display_offset, ==, expected[i].display_offset);
      g_assert_true (bn_leader_rules_lookup_skill (rules, expected[i].id) == skill);
    }
  g_assert_null (bn_leader_rules_lookup_skill (rules, "archery"));
}

static void
test_common_retainers (void)
{
  static const struct
  {
    const char *id;
    const char *name;
    guint       max_roll;
  } expected[] = {
    { "page", "Page", 10 },
    { "squire", "Squire", 15 },
    { "sergeant", "Sergeant", 19 },
  };
  g_autoptr(BnLeaderRules) rules = default_rules ();

  g_assert_cmpuint (bn_leader_rules_get_n_common_retainers (rules), ==, 3);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const BnCommonRetainer *r = bn_leader_rules_get_common_retainer (rules, i);

      g_assert_cmpstr (r->id, ==, expected[i].id);
      g_assert_cmpstr (r->name, ==, expected[i].name);
      g_assert_cmpuint (r->die, ==, 20);
      g_assert_cmpuint (r->min_roll, ==, 1);
      g_assert_cmpuint (r->max_roll, ==, expected[i].max_roll);
      g_assert_true (bn_common_retainer_succeeds (r, 1));
      g_assert_true (bn_common_retainer_succeeds (r, expected[i].max_roll));
      g_assert_false (bn_common_retainer_succeeds (r, expected[i].max_roll + 1));
      g_assert_false (bn_common_retainer_succeeds (r, 20));
      g_assert_true (bn_leader_rules_lookup_common_retainer (rules, expected[i].id) == r);
    }
}

/* ---- special retainers ---- */

static void
test_special_retainer_count (void)
{
  static const guint expected[] = { 0, 0, 0, 0, 2, 3, 4, 0 };
  g_autoptr(BnLeaderRules) rules = default_rules ();

  for (guint rank = 0; rank < G_N_ELEMENTS (expected); rank++)
    g_assert_cmpuint (bn_leader_rules_special_retainer_count (rules, rank), ==, expected[rank]);
}

static const BnSpecialRetainerRow *
special_for (BnLeaderRules *rules,
             BnCard         c,
             guint         *bonus)
{
  const BnSpecialRetainerRow *row;

  *bonus = G_MAXUINT;
  row = bn_leader_rules_special_retainer_for_card (rules, c, bonus);
  g_assert_nonnull (row);
  g_assert_cmpuint (*bonus, !=, G_MAXUINT);
  return row;
}

static void
test_special_retainer_numbered (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();

  for (BnSuit suit = BN_SUIT_CLUBS; suit < BN_SUIT_NONE; suit++)
    for (guint value = 2; value <= 10; value++)
      {
        BnCard c = card (suit, value);
        gboolean red = suit == BN_SUIT_DIAMONDS || suit == BN_SUIT_HEARTS;
        guint bonus;
        const BnSpecialRetainerRow *row = special_for (rules, c, &bonus);

        g_assert_cmpstr (row->id, ==, red ? "archer" : "champion");
        /* Half the card's value, rounded down: a black 6 gives +3. */
        g_assert_cmpuint (bonus, ==, value / 2);
        g_assert_cmpint (row->attached_to, ==, BN_RETAINER_ATTACHED_TO_UNIT);
        g_assert_cmpuint (row->max_per_unit, ==, 1);
        g_assert_cmpuint (row->success, ==, 0);
      }
}

static void
test_special_retainer_faces (void)
{
  /* Jack +1, Queen or King +2, Ace +3; heralds have no bonus. */
  static const guint standard_bonus[] = { 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 2 };
  static const guint faces[] = { 1, 11, 12, 13 };
  g_autoptr(BnLeaderRules) rules = default_rules ();

  for (BnSuit suit = BN_SUIT_CLUBS; suit < BN_SUIT_NONE; suit++)
    for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
      {
        BnCard c = card (suit, faces[i]);
        gboolean red = suit == BN_SUIT_DIAMONDS || suit == BN_SUIT_HEARTS;
        guint bonus;
        const BnSpecialRetainerRow *row = special_for (rules, c, &bonus);

        if (red)
          {
            g_assert_cmpstr (row->id, ==, "standard");
            g_assert_cmpuint (bonus, ==, standard_bonus[faces[i]]);
            g_assert_cmpint (row->attached_to, ==, BN_RETAINER_ATTACHED_TO_UNIT);
            g_assert_cmpuint (row->max_per_unit, ==, 1);
          }
        else
          {
            g_assert_cmpstr (row->id, ==, "herald");
            g_assert_cmpuint (bonus, ==, 0);
            g_assert_cmpint (row->attached_to, ==, BN_RETAINER_ATTACHED_TO_LEADER);
            /* A second herald card is set aside and redrawn. */
            g_assert_cmpuint (row->max_per_leader, ==, 1);
          }
      }
}

static void
test_special_retainer_jokers (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  const BnSpecialRetainerRow *row;
  guint bonus;

  row = special_for (rules, BN_CARD_RED_JOKER, &bonus);
  g_assert_cmpstr (row->id, ==, "healer");
  g_assert_cmpstr (row->name, ==, "Healer");
  g_assert_cmpuint (row->success, ==, 15);
  g_assert_cmpuint (row->die, ==, 20);
  g_assert_cmpuint (bonus, ==, 0);

  row = special_for (rules, BN_CARD_BLACK_JOKER, &bonus);
  g_assert_cmpstr (row->id, ==, "scout");
  g_assert_cmpstr (row->name, ==, "Scout");
  g_assert_cmpuint (row->success, ==, 15);
  g_assert_cmpuint (bonus, ==, 0);

  g_assert_cmpuint (bn_leader_rules_get_n_special_retainers (rules), ==, 6);
  g_assert_nonnull (bn_leader_rules_special_retainer_for_card (rules, BN_CARD_RED_JOKER, NULL));
}

/* ---- army points ---- */

static void
test_army_multiplier (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();

  for (BnSuit suit = BN_SUIT_CLUBS; suit < BN_SUIT_NONE; suit++)
    {
      gboolean red = suit == BN_SUIT_DIAMONDS || suit == BN_SUIT_HEARTS;

      for (guint value = 2; value <= 10; value++)
        g_assert_cmpuint (bn_leader_rules_army_multiplier (rules, card (suit, value)), ==, 5);
      for (guint value = 11; value <= 13; value++)
        g_assert_cmpuint (bn_leader_rules_army_multiplier (rules, card (suit, value)), ==, red ? 6 : 4);
      /* The Ace is a face here. */
      g_assert_cmpuint (bn_leader_rules_army_multiplier (rules, card (suit, 1)), ==, red ? 6 : 4);
    }
  g_assert_cmpuint (bn_leader_rules_army_multiplier (rules, BN_CARD_RED_JOKER), ==, 5);
  g_assert_cmpuint (bn_leader_rules_army_multiplier (rules, BN_CARD_BLACK_JOKER), ==, 5);
}

static void
test_army_bonus (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  gboolean again = TRUE;

  g_assert_cmpuint (bn_leader_rules_army_bonus (rules, card (BN_SUIT_HEARTS, 7), &again), ==, 7);
  g_assert_false (again);
  g_assert_cmpuint (bn_leader_rules_army_bonus (rules, card (BN_SUIT_SPADES, 13), &again), ==, 13);
  g_assert_false (again);
  g_assert_cmpuint (bn_leader_rules_army_bonus (rules, card (BN_SUIT_CLUBS, 1), &again), ==, 1);
  g_assert_false (again);

  /* A joker as bonus card is worth 0 and another is drawn. */
  g_assert_cmpuint (bn_leader_rules_army_bonus (rules, BN_CARD_RED_JOKER, &again), ==, 0);
  g_assert_true (again);
  again = FALSE;
  g_assert_cmpuint (bn_leader_rules_army_bonus (rules, BN_CARD_BLACK_JOKER, &again), ==, 0);
  g_assert_true (again);
  g_assert_cmpuint (bn_leader_rules_army_bonus (rules, BN_CARD_BLACK_JOKER, NULL), ==, 0);
}

static void
test_card_pattern (void)
{
  const BnCardPattern red_face = { BN_RULE_COLOUR_RED, BN_RULE_CARDS_FACE };
  const BnCardPattern any_court = { BN_RULE_COLOUR_ANY, BN_RULE_CARDS_COURT };
  const BnCardPattern black_ace = { BN_RULE_COLOUR_BLACK, BN_RULE_CARDS_ACE };
  const BnCardPattern any_joker = { BN_RULE_COLOUR_ANY, BN_RULE_CARDS_JOKER };

  g_assert_true (bn_card_pattern_matches (&red_face, card (BN_SUIT_HEARTS, 1)));
  g_assert_true (bn_card_pattern_matches (&red_face, card (BN_SUIT_DIAMONDS, 12)));
  g_assert_false (bn_card_pattern_matches (&red_face, card (BN_SUIT_SPADES, 12)));
  g_assert_false (bn_card_pattern_matches (&red_face, card (BN_SUIT_HEARTS, 10)));
  g_assert_false (bn_card_pattern_matches (&red_face, BN_CARD_RED_JOKER));
  g_assert_true (bn_card_pattern_matches (&any_court, card (BN_SUIT_CLUBS, 11)));
  g_assert_false (bn_card_pattern_matches (&any_court, card (BN_SUIT_CLUBS, 1)));
  g_assert_true (bn_card_pattern_matches (&black_ace, card (BN_SUIT_SPADES, 1)));
  g_assert_false (bn_card_pattern_matches (&black_ace, card (BN_SUIT_HEARTS, 1)));
  g_assert_true (bn_card_pattern_matches (&any_joker, BN_CARD_RED_JOKER));
  g_assert_true (bn_card_pattern_matches (&any_joker, BN_CARD_BLACK_JOKER));
}

/* ---- corrupted copies of leaders.xml ---- */

typedef struct
{
  const char *test_path;
  const char *find;         /* must occur exactly once in leaders.xml */
  const char *replace;
  GQuark      domain;       /* 0: BN_LEADER_RULES_ERROR */
  int         code;
  const char *message_part;
  gboolean    at_line;      /* the message names the changed line */
} Corruption;

static const Corruption corruptions[] = {
  { "/leader-rules/corrupt/esteem-scores-overlap",
    "name=\"Ordinary\" min-score=\"5\"", "name=\"Ordinary\" min-score=\"4\"",
    0, BN_LEADER_RULES_ERROR_INVALID, "esteem score bands overlap", TRUE },
  { "/leader-rules/corrupt/esteem-scores-gap",
    "name=\"Famous\" min-score=\"13\"", "name=\"Famous\" min-score=\"14\"",
    0, BN_LEADER_RULES_ERROR_INVALID, "scores 13 to 13 are in no level", TRUE },
  { "/leader-rules/corrupt/honor-overlap",
    "min-honor=\"201\"", "min-honor=\"150\"",
    0, BN_LEADER_RULES_ERROR_INVALID, "honor bands overlap", TRUE },
  { "/leader-rules/corrupt/honor-gap",
    "min-honor=\"401\"", "min-honor=\"501\"",
    0, BN_LEADER_RULES_ERROR_INVALID, "honor bands leave a gap", TRUE },
  { "/leader-rules/corrupt/highest-level-closed",
    "name=\"Extraordinary\" min-score=\"16\"", "name=\"Extraordinary\" min-score=\"16\" max-score=\"40\"",
    0, BN_LEADER_RULES_ERROR_INVALID, "must have no max-score", TRUE },
  { "/leader-rules/corrupt/rank-twice",
    "<rank value=\"4\"", "<rank value=\"3\"",
    0, BN_LEADER_RULES_ERROR_INVALID, "social rank 3 is listed twice", TRUE },
  { "/leader-rules/corrupt/esteem-level-twice",
    "<esteem level=\"5\"", "<esteem level=\"4\"",
    0, BN_LEADER_RULES_ERROR_INVALID, "esteem level 4 is listed twice", TRUE },
  { "/leader-rules/corrupt/motivations-overlap",
    "min-card=\"1\" max-card=\"4\"", "min-card=\"1\" max-card=\"5\"",
    0, BN_LEADER_RULES_ERROR_INVALID, "motivation card ranges overlap", FALSE },
  { "/leader-rules/corrupt/skill-priority-twice",
    "skill-priority=\"initiative personal-combat-skill", "skill-priority=\"initiative initiative",
    0, BN_LEADER_RULES_ERROR_INVALID, "lists skill “initiative” twice", FALSE },
  { "/leader-rules/corrupt/skill-priority-unknown",
    "morale-bonus initiative combat-bonus\"", "morale-bonus initiative archery\"",
    0, BN_LEADER_RULES_ERROR_INVALID, "“archery”, which is not a skill", FALSE },
  { "/leader-rules/corrupt/skill-priority-short",
    "combat-bonus personal-combat-skill initiative morale-bonus\"", "combat-bonus personal-combat-skill\"",
    0, BN_LEADER_RULES_ERROR_INVALID, "must name all 4", FALSE },
  { "/leader-rules/corrupt/special-two-rows",
    "colour=\"black\" cards=\"numbered\"", "colour=\"black\" cards=\"face\"",
    0, BN_LEADER_RULES_ERROR_INVALID, "is read by two rows", FALSE },
  { "/leader-rules/corrupt/special-card-missing",
    "colour=\"red\" cards=\"joker\"", "colour=\"black\" cards=\"joker\"",
    0, BN_LEADER_RULES_ERROR_INVALID, "no row reads the Red Joker", FALSE },
  { "/leader-rules/corrupt/standard-bonus-never-drawn",
    "<bonus card=\"J\" points=\"1\"/>", "<bonus card=\"5\" points=\"1\"/>",
    0, BN_LEADER_RULES_ERROR_INVALID, "never gives this retainer", TRUE },
  { "/leader-rules/corrupt/standard-bonus-twice",
    "<bonus card=\"K\" points=\"2\"/>", "<bonus card=\"Q\" points=\"2\"/>",
    0, BN_LEADER_RULES_ERROR_INVALID, "twice", TRUE },
  { "/leader-rules/corrupt/multiplier-missing",
    "<multiplier cards=\"joker\" factor=\"5\"/>", "",
    0, BN_LEADER_RULES_ERROR_INVALID, "no row reads the Red Joker", FALSE },
  { "/leader-rules/corrupt/special-count-twice",
    "<count social-rank=\"5\"", "<count social-rank=\"4\"",
    0, BN_LEADER_RULES_ERROR_INVALID, "counted twice", TRUE },
  { "/leader-rules/corrupt/duplicate-skill-id",
    "id=\"combat-bonus\"", "id=\"morale-bonus\"",
    0, BN_LEADER_RULES_ERROR_INVALID, "used twice", TRUE },
  { "/leader-rules/corrupt/retainer-roll-past-die",
    "max-roll=\"19\"", "max-roll=\"21\"",
    0, BN_LEADER_RULES_ERROR_INVALID, "sergeant", TRUE },
  { "/leader-rules/corrupt/schema",
    "<social-rank-climb rank-multiple=\"2\"/>", "<social-rank-climb rank-multiple=\"two\"/>",
    1, BN_XML_ERROR_INVALID, "<social-rank-climb>", TRUE },
  /* libxml2 reports this one first without a line; the loader still
   * names the line, from the report that follows. */
  { "/leader-rules/corrupt/schema-attribute-choice",
    "colour=\"red\" cards=\"joker\"", "colour=\"red\" cards=\"jokers\"",
    1, BN_XML_ERROR_INVALID, "<retainer>", TRUE },
  { "/leader-rules/corrupt/doctype",
    "<leader-rules version=\"1\">", "<!DOCTYPE leader-rules>\n<leader-rules version=\"1\">",
    1, BN_XML_ERROR_FORBIDDEN, "document type declarations are not allowed", TRUE },
};

static void
test_corrupted (gconstpointer data)
{
  const Corruption *c = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = bn_resources_lookup (LEADERS_RESOURCE, &error);
  g_autoptr(GString) text = NULL;
  g_autoptr(GBytes) corrupted = NULL;
  g_autoptr(BnLeaderRules) rules = NULL;
  const char *found;
  GQuark domain = c->domain == 0 ? BN_LEADER_RULES_ERROR : BN_XML_ERROR;
  guint line = 1;

  g_assert_no_error (error);
  text = g_string_new_len (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes));

  found = strstr (text->str, c->find);
  g_assert_nonnull (found);
  for (const char *p = text->str; p < found; p++)
    line += *p == '\n';
  /* Exactly one replacement: the text to corrupt is unambiguous. */
  g_assert_cmpuint (g_string_replace (text, c->find, c->replace, 0), ==, 1);

  corrupted = g_bytes_new (text->str, text->len);
  rules = bn_leader_rules_load_bytes (corrupted, "corrupt-leaders.xml", &error);
  g_assert_null (rules);
  g_assert_error (error, domain, c->code);
  g_assert_true (g_str_has_prefix (error->message, "corrupt-leaders.xml: "));
  if (strstr (error->message, c->message_part) == NULL)
    g_error ("expected “%s” in “%s”", c->message_part, error->message);
  if (c->at_line)
    {
      g_autofree char *where = g_strdup_printf ("corrupt-leaders.xml: line %u: ", line);

      if (!g_str_has_prefix (error->message, where))
        g_error ("expected “%s” at the start of “%s”", where, error->message);
    }
}

/* Rows in any order in the file give the same lookups. */
static void
test_rows_in_any_order (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = bn_resources_lookup (LEADERS_RESOURCE, &error);
  g_autoptr(GString) text = NULL;
  g_autoptr(GBytes) shuffled = NULL;
  g_autoptr(BnLeaderRules) rules = NULL;
  const char *first, *second, *end;
  g_autofree char *first_rank = NULL;
  g_autofree char *second_rank = NULL;
  g_autofree char *swapped = NULL;

  g_assert_no_error (error);
  text = g_string_new_len (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes));

  /* Swap the Knight's and the Banneret's <rank> elements. */
  first = strstr (text->str, "<rank value=\"1\"");
  second = strstr (text->str, "<rank value=\"2\"");
  end = strstr (second, "</rank>") + strlen ("</rank>");
  g_assert_nonnull (first);
  first_rank = g_strndup (first, (gsize) (strstr (first, "</rank>") + strlen ("</rank>") - first));
  second_rank = g_strndup (second, (gsize) (end - second));
  g_string_erase (text, first - text->str, end - first);
  swapped = g_strconcat (second_rank, "\n    ", first_rank, NULL);
  g_string_insert (text, first - text->str, swapped);

  shuffled = g_bytes_new (text->str, text->len);
  rules = bn_leader_rules_load_bytes (shuffled, "shuffled.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (bn_leader_rules_get_rank (rules, 1)->title, ==, "Knight");
  g_assert_cmpstr (bn_leader_rules_get_rank (rules, 2)->title, ==, "Banneret");
}

/* A leader is addressed by his title once: "Baron Hugh" whether he was
 * named "Hugh" or "Baron Hugh", never "Baron Baron Hugh". */
static void
test_titled_name (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnLeader) leader = bn_leader_new ();
  g_autofree char *plain = NULL;
  g_autofree char *titled = NULL;
  g_autofree char *baronet = NULL;
  g_autofree char *hero = NULL;

  leader->social_rank = 3;
  leader->name = g_strdup ("Hugh");
  plain = bn_leader_rules_dup_titled_name (rules, leader);
  g_assert_cmpstr (plain, ==, "Baron Hugh");
  g_free (leader->name);
  leader->name = g_strdup ("Baron Hugh");
  titled = bn_leader_rules_dup_titled_name (rules, leader);
  g_assert_cmpstr (titled, ==, "Baron Hugh");
  /* A name that only starts with the same letters is still titled. */
  g_free (leader->name);
  leader->name = g_strdup ("Baronet Giles");
  baronet = bn_leader_rules_dup_titled_name (rules, leader);
  g_assert_cmpstr (baronet, ==, "Baron Baronet Giles");
  leader->is_hero = TRUE;
  hero = bn_leader_rules_dup_titled_name (rules, leader);
  g_assert_cmpstr (hero, ==, "Baronet Giles");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/leader-rules/titled-name", test_titled_name);

  g_test_add_func ("/leader-rules/load/default", test_load_default);
  g_test_add_func ("/leader-rules/load/bytes", test_load_bytes);
  g_test_add_func ("/leader-rules/load/rows-in-any-order", test_rows_in_any_order);
  g_test_add_func ("/leader-rules/ranks", test_ranks);
  g_test_add_func ("/leader-rules/rank-climb", test_rank_climb);
  g_test_add_func ("/leader-rules/esteem/levels", test_esteem_levels);
  g_test_add_func ("/leader-rules/esteem/for-score", test_esteem_for_score);
  g_test_add_func ("/leader-rules/esteem/for-honor", test_esteem_for_honor);
  g_test_add_func ("/leader-rules/motivation", test_motivation);
  g_test_add_func ("/leader-rules/motivation/skill-priority", test_motivation_skill_priority);
  g_test_add_func ("/leader-rules/skills", test_skills);
  g_test_add_func ("/leader-rules/common-retainers", test_common_retainers);
  g_test_add_func ("/leader-rules/special-retainers/count", test_special_retainer_count);
  g_test_add_func ("/leader-rules/special-retainers/numbered", test_special_retainer_numbered);
  g_test_add_func ("/leader-rules/special-retainers/faces", test_special_retainer_faces);
  g_test_add_func ("/leader-rules/special-retainers/jokers", test_special_retainer_jokers);
  g_test_add_func ("/leader-rules/army/multiplier", test_army_multiplier);
  g_test_add_func ("/leader-rules/army/bonus-card", test_army_bonus);
  g_test_add_func ("/leader-rules/card-pattern", test_card_pattern);
  for (guint i = 0; i < G_N_ELEMENTS (corruptions); i++)
    g_test_add_data_func (corruptions[i].test_path, &corruptions[i], test_corrupted);

  return g_test_run ();
}
