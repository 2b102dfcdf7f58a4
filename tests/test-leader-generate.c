/* test-leader-generate.c — making a leader or hero by drawing cards.
 *
 * Every card is typed (bn_chance_new_typed), so each test knows exactly
 * which cards the steps read. The expected numbers are written out from the
 * seed (002), the rulings and docs/rules.md, not computed by the code under
 * test: esteem = card + rank read in the bands ≤4, 5–6, 7–8, 9–12, 13–15,
 * 16+; motivation 1–4 Raider, 5 Mercenary, 6–10 Chivalric; skill points =
 * card + rank + esteem level; household = rank + esteem level.
 */
#include <string.h>

#include "bn-domain.h"
#include "bn-leader-generator.h"

/* ---- helpers ---- */

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
card_of (const char *text)
{
  g_autoptr(GError) error = NULL;
  BnCard card = BN_CARD_INVALID;

  g_assert_true (bn_card_parse (text, &card, &error));
  g_assert_no_error (error);
  return card;
}

static BnLeaderRequest
request_for (guint    rank,
             gboolean is_player)
{
  BnLeaderRequest request = { 0 };

  request.name = is_player ? "Baron Hugh" : "Sir Walter";
  request.is_player = is_player;
  request.social_rank = is_player ? 0 : rank;
  return request;
}

/* Generates from exactly @cards (typed); every card must be used. */
static BnLeader *
generate_typed (BnLeaderRules         *rules,
                const BnLeaderRequest *request,
                const char            *cards,
                const guint           *skills)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  BnLeader *leader;

  g_assert_true (bn_chance_push_cards_text (chance, cards, &error));
  g_assert_no_error (error);
  leader = bn_leader_generate (rules, chance, request, skills, &error);
  g_assert_no_error (error);
  g_assert_nonnull (leader);
  /* The steps used every card typed, no more and no fewer. */
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 0);
  return leader;
}

static BnLeader *
generate_rank (BnLeaderRules *rules,
               guint          rank,
               const char    *cards)
{
  BnLeaderRequest request = request_for (rank, rank == 3);

  return generate_typed (rules, &request, cards, NULL);
}

static const BnDraw *
draw_at (const BnLeader *leader,
         guint           index)
{
  g_assert_cmpuint (index, <, leader->draws->len);
  return g_ptr_array_index (leader->draws, index);
}

static const BnRetainer *
retainer_at (const BnLeader *leader,
             guint           index)
{
  g_assert_cmpuint (index, <, leader->retainers->len);
  return g_ptr_array_index (leader->retainers, index);
}

static void
assert_draw (const BnLeader *leader,
             guint           index,
             const char     *step,
             const char     *card,
             gboolean        set_aside)
{
  const BnDraw *draw = draw_at (leader, index);

  g_assert_cmpstr (draw->step, ==, step);
  g_assert_cmpuint (draw->card, ==, card_of (card));
  g_assert_cmpint (draw->set_aside, ==, set_aside);
  g_assert_cmpint (draw->source, ==, BN_CHANCE_SOURCE_TYPED);
  g_assert_nonnull (draw->outcome);
  g_assert_cmpuint (strlen (draw->outcome), >, 0);
}

static guint
skills_sum (const guint skills[BN_SKILL_COUNT])
{
  guint sum = 0;

  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    sum += skills[i];
  return sum;
}

static guint
count_retainers_of (const BnLeader *leader,
                    const char     *type_id)
{
  guint n = 0;

  for (guint i = 0; i < leader->retainers->len; i++)
    n += g_strcmp0 (retainer_at (leader, i)->type_id, type_id) == 0;
  return n;
}

/* A player-leader built by hand, as one who has climbed to @rank. */
static BnLeader *
player_of_rank (guint rank)
{
  BnLeader *leader = bn_leader_new ();

  leader->name = g_strdup ("Earl Roger");
  leader->is_player = TRUE;
  leader->social_rank = rank;
  leader->esteem_level = 3;
  leader->esteem_score = 7;
  leader->honor = 201;
  leader->household = rank + 3;
  leader->motivation = g_strdup ("chivalric");
  return leader;
}

/* ---- esteem ---- */

typedef struct
{
  const char *path;
  guint rank;
  const char *card;
  int score;
  guint level;
  const char *level_name;
  guint honor;
} EsteemCase;

static const EsteemCase esteem_cases[] = {
  { "/leader/esteem/score-4-is-unknown", 3, "AH", 4, 1, "Unknown", 1 },
  { "/leader/esteem/score-5-is-ordinary", 3, "2H", 5, 2, "Ordinary", 101 },
  { "/leader/esteem/score-6-is-ordinary", 3, "3H", 6, 2, "Ordinary", 101 },
  { "/leader/esteem/score-7-is-known", 3, "4H", 7, 3, "Known", 201 },
  { "/leader/esteem/score-8-is-known", 3, "5H", 8, 3, "Known", 201 },
  { "/leader/esteem/score-9-is-notable", 3, "6H", 9, 4, "Notable", 401 },
  { "/leader/esteem/score-12-is-notable", 3, "9H", 12, 4, "Notable", 401 },
  { "/leader/esteem/score-13-is-famous", 3, "10H", 13, 5, "Famous", 601 },
  { "/leader/esteem/score-15-is-famous", 3, "QH", 15, 5, "Famous", 601 },
  { "/leader/esteem/score-16-is-extraordinary", 3, "KH", 16, 6, "Extraordinary", 1001 },
  { "/leader/esteem/baron-joker-is-unknown", 3, "RJ", 3, 1, "Unknown", 1 },
  { "/leader/esteem/king-with-king-is-extraordinary", 6, "KH", 19, 6, "Extraordinary", 1001 },
  { "/leader/esteem/knight-with-joker-is-unknown", 1, "BJ", 1, 1, "Unknown", 1 },
  { "/leader/esteem/knight-score-4-is-unknown", 1, "3H", 4, 1, "Unknown", 1 },
  { "/leader/esteem/banneret-score-5-is-ordinary", 2, "3H", 5, 2, "Ordinary", 101 },
  { "/leader/esteem/knight-with-jack-is-notable", 1, "JH", 12, 4, "Notable", 401 },
  { "/leader/esteem/banneret-with-jack-is-famous", 2, "JH", 13, 5, "Famous", 601 },
  { "/leader/esteem/duke-score-15-is-famous", 5, "10H", 15, 5, "Famous", 601 },
  { "/leader/esteem/earl-score-16-is-extraordinary", 4, "QH", 16, 6, "Extraordinary", 1001 },
};

static void
test_esteem_case (gconstpointer data)
{
  const EsteemCase *c = data;
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autofree char *cards = g_strdup_printf ("%s,7C,5D", c->card);
  g_autoptr(BnLeader) leader = generate_rank (rules, c->rank, cards);

  g_assert_cmpuint (leader->social_rank, ==, c->rank);
  g_assert_cmpint (leader->esteem_score, ==, c->score);
  g_assert_cmpuint (leader->esteem_level, ==, c->level);
  g_assert_cmpstr (bn_leader_rules_get_esteem (rules, leader->esteem_level)->name, ==, c->level_name);
  g_assert_cmpuint (leader->honor, ==, c->honor);
  g_assert_cmpuint (leader->household, ==, c->rank + c->level);
  /* The skill points read the level, not the score: 5 + rank + level. */
  g_assert_cmpuint (leader->skill_points, ==, 5 + c->rank + c->level);
  assert_draw (leader, 0, "esteem", c->card, FALSE);
}

/* ---- motivation ---- */

typedef struct
{
  const char *path;
  const char *card;
  const char *motivation;
} MotivationCase;

static const MotivationCase motivation_cases[] = {
  { "/leader/motivation/card-1-is-raider", "AH", "raider" },
  { "/leader/motivation/card-2-is-raider", "2H", "raider" },
  { "/leader/motivation/card-3-is-raider", "3H", "raider" },
  { "/leader/motivation/card-4-is-raider", "4H", "raider" },
  { "/leader/motivation/card-5-is-mercenary", "5H", "mercenary" },
  { "/leader/motivation/card-6-is-chivalric", "6H", "chivalric" },
  { "/leader/motivation/card-7-is-chivalric", "7H", "chivalric" },
  { "/leader/motivation/card-8-is-chivalric", "8H", "chivalric" },
  { "/leader/motivation/card-9-is-chivalric", "9H", "chivalric" },
  { "/leader/motivation/card-10-is-chivalric", "10H", "chivalric" },
};

static void
test_motivation_case (gconstpointer data)
{
  const MotivationCase *c = data;
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autofree char *cards = g_strdup_printf ("2S,%s,5D", c->card);
  g_autoptr(BnLeader) leader = generate_rank (rules, 3, cards);

  g_assert_cmpstr (leader->motivation, ==, c->motivation);
  g_assert_cmpuint (leader->draws->len, ==, 3);
  assert_draw (leader, 1, "motivation", c->card, FALSE);
  /* 2S: score 5, Ordinary (2); skills 5 + 3 + 2. */
  g_assert_cmpuint (leader->skill_points, ==, 10);
}

/* A joker, Jack, Queen or King has no motivation: set aside, draw again. */
static void
test_motivation_redraw (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnLeader) leader = generate_rank (rules, 3, "2S,RJ,JH,QH,KH,BJ,5C,5D");
  const char *aside[] = { "RJ", "JH", "QH", "KH", "BJ" };

  g_assert_cmpstr (leader->motivation, ==, "mercenary");
  g_assert_cmpuint (leader->draws->len, ==, 8);
  assert_draw (leader, 0, "esteem", "2S", FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (aside); i++)
    assert_draw (leader, 1 + i, "motivation", aside[i], TRUE);
  assert_draw (leader, 6, "motivation", "5C", FALSE);
  assert_draw (leader, 7, "skills", "5D", FALSE);
  /* The set-aside cards change nothing else: 5 + 3 + 2. */
  g_assert_cmpuint (leader->skill_points, ==, 10);
  g_assert_cmpuint (leader->esteem_level, ==, 2);
}

/* Every card set aside still has to be typed: a court card with nothing
 * after it runs out of cards. */
static void
test_motivation_redraw_needs_a_card (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) leader = NULL;
  BnLeaderRequest request = request_for (3, TRUE);

  g_assert_true (bn_chance_push_cards_text (chance, "2S,QH", NULL));
  leader = bn_leader_generate (rules, chance, &request, NULL, &error);
  g_assert_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED);
  g_assert_null (leader);
}

/* ---- skill points ---- */

typedef struct
{
  guint rank;
  const char *cards;
  guint points;
  guint household;
} PointsCase;

static void
test_skill_points_formula (void)
{
  static const PointsCase cases[] = {
    /* 6H: score 9, Notable (4); 5 + 3 + 4 */
    { 3, "6H,9S,5D", 12, 7 },
    /* KH: score 19, Extraordinary (6); 13 + 6 + 6, the most there is */
    { 6, "KH,7C,KD", 25, 12 },
    /* 2H: score 4, Unknown (1); 10 + 2 + 1 */
    { 2, "2H,7C,10D", 13, 3 },
    /* RJ: score 1, Unknown (1); 2 + 1 + 1, the least that spreads */
    { 1, "RJ,7C,2D", 4, 2 },
    /* QH: score 16, Extraordinary (6); Jack 11 + 4 + 6 */
    { 4, "QH,AC,JD", 21, 10 },
    /* 7H: score 12, Notable (4); Queen 12 + 5 + 4 */
    { 5, "7H,3C,QD", 21, 9 },
  };

  g_autoptr(BnLeaderRules) rules = default_rules ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(BnLeader) leader = generate_rank (rules, cases[i].rank, cases[i].cards);

      g_assert_cmpuint (leader->skill_points, ==, cases[i].points);
      g_assert_cmpuint (leader->household, ==, cases[i].household);
      g_assert_cmpuint (skills_sum (leader->skills), ==, cases[i].points);
      g_assert_cmpstr (draw_at (leader, 2)->step, ==, "skills");
      g_assert_false (draw_at (leader, 2)->set_aside);
    }
}

/* House rule: a Knight of Unknown esteem drawing a joker (total 2) or an
 * Ace (total 3) cannot give four skills a point each: set aside, redraw. */
static void
test_skill_points_knight_joker_and_ace_set_aside (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  /* 2C: score 3, Unknown. */
  g_autoptr(BnLeader) leader = generate_rank (rules, 1, "2C,7C,RJ,AH,2D");

  g_assert_cmpuint (leader->esteem_level, ==, 1);
  g_assert_cmpuint (leader->draws->len, ==, 5);
  assert_draw (leader, 2, "skills", "RJ", TRUE);
  assert_draw (leader, 3, "skills", "AH", TRUE);
  assert_draw (leader, 4, "skills", "2D", FALSE);
  g_assert_cmpuint (leader->skill_points, ==, 4);
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    g_assert_cmpuint (leader->skills[i], ==, 1);
}

static void
test_skill_points_knight_black_joker_set_aside (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnLeader) leader = generate_rank (rules, 1, "2C,7C,BJ,3D");

  assert_draw (leader, 2, "skills", "BJ", TRUE);
  assert_draw (leader, 3, "skills", "3D", FALSE);
  /* 3 + 1 + 1 */
  g_assert_cmpuint (leader->skill_points, ==, 5);
}

/* Any total under 4 has no row, not only a Knight's: a Banneret of
 * Unknown esteem drawing a joker has 0 + 2 + 1 = 3. */
static void
test_skill_points_banneret_joker_set_aside (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  /* AC: score 3, Unknown. */
  g_autoptr(BnLeader) leader = generate_rank (rules, 2, "AC,7C,RJ,AD");

  assert_draw (leader, 2, "skills", "RJ", TRUE);
  assert_draw (leader, 3, "skills", "AD", FALSE);
  g_assert_cmpuint (leader->skill_points, ==, 4);
}

/* A total of exactly 4 is kept: the Knight's 2 is no redraw. */
static void
test_skill_points_four_is_kept (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnLeader) leader = generate_rank (rules, 1, "2C,7C,2D");

  g_assert_cmpuint (leader->draws->len, ==, 3);
  assert_draw (leader, 2, "skills", "2D", FALSE);
  g_assert_cmpuint (leader->skill_points, ==, 4);
}

/* A Knight of Ordinary esteem with an Ace has 1 + 1 + 2 = 4: kept. */
static void
test_skill_points_ordinary_knight_ace_is_kept (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  /* 4C: score 5, Ordinary (2). */
  g_autoptr(BnLeader) leader = generate_rank (rules, 1, "4C,7C,AD");

  g_assert_cmpuint (leader->esteem_level, ==, 2);
  g_assert_cmpuint (leader->draws->len, ==, 3);
  g_assert_cmpuint (leader->skill_points, ==, 4);
}

/* ---- spreads ---- */

static void
test_spread_suggested_is_valid (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  const char *motivations[] = { "raider", "mercenary", "chivalric", NULL };

  for (guint m = 0; m < G_N_ELEMENTS (motivations); m++)
    for (guint points = 4; points <= 40; points++)
      {
        g_autoptr(GError) error = NULL;
        guint skills[BN_SKILL_COUNT] = { 99, 99, 99, 99 };

        bn_leader_suggest_spread (rules, motivations[m], points, skills);
        g_assert_cmpuint (skills_sum (skills), ==, points);
        for (guint i = 0; i < BN_SKILL_COUNT; i++)
          {
            g_assert_cmpuint (skills[i], >=, 1);
            g_assert_cmpuint (skills[i], <=, 10);
          }
        g_assert_true (bn_leader_check_spread (rules, points, skills, &error));
        g_assert_no_error (error);
      }
}

/* Every skill at 1, the other 10 points shared 4 : 3 : 2 : 1 in the order
 * the motivation favours. */
static void
test_spread_suggested_follows_motivation (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  guint skills[BN_SKILL_COUNT];

  /* Chivalric: Personal Combat Skill, then Morale Bonus. */
  bn_leader_suggest_spread (rules, "chivalric", 14, skills);
  g_assert_cmpuint (skills[BN_SKILL_PERSONAL_COMBAT], ==, 5);
  g_assert_cmpuint (skills[BN_SKILL_MORALE_BONUS], ==, 4);
  g_assert_cmpuint (skills[BN_SKILL_INITIATIVE], ==, 3);
  g_assert_cmpuint (skills[BN_SKILL_COMBAT_BONUS], ==, 2);

  /* Mercenary: Combat Bonus, then Personal Combat Skill (a professional
   * looks after his own skin: his career is his trade). */
  bn_leader_suggest_spread (rules, "mercenary", 14, skills);
  g_assert_cmpuint (skills[BN_SKILL_COMBAT_BONUS], ==, 5);
  g_assert_cmpuint (skills[BN_SKILL_PERSONAL_COMBAT], ==, 4);
  g_assert_cmpuint (skills_sum (skills), ==, 14);

  /* Raider: Initiative first. */
  bn_leader_suggest_spread (rules, "raider", 14, skills);
  g_assert_cmpuint (skills[BN_SKILL_INITIATIVE], ==, 5);
  g_assert_cmpuint (skills_sum (skills), ==, 14);

  /* The least: one each. */
  bn_leader_suggest_spread (rules, "raider", 4, skills);
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    g_assert_cmpuint (skills[i], ==, 1);

  /* Over 10 passes down the order: 25 for a chivalric leader. */
  bn_leader_suggest_spread (rules, "chivalric", 25, skills);
  g_assert_cmpuint (skills_sum (skills), ==, 25);
  g_assert_cmpuint (skills[BN_SKILL_PERSONAL_COMBAT], >=, skills[BN_SKILL_MORALE_BONUS]);
  g_assert_cmpuint (skills[BN_SKILL_MORALE_BONUS], >=, skills[BN_SKILL_INITIATIVE]);
  g_assert_cmpuint (skills[BN_SKILL_INITIATIVE], >=, skills[BN_SKILL_COMBAT_BONUS]);
}

/* Generation without a spread uses the suggested one. */
static void
test_spread_generated_is_suggested (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnLeader) leader = generate_rank (rules, 3, "6H,9S,5D");
  guint suggested[BN_SKILL_COUNT];

  bn_leader_suggest_spread (rules, "chivalric", 12, suggested);
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    g_assert_cmpuint (leader->skills[i], ==, suggested[i]);
}

static void
test_spread_check_refuses_wrong_sum (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  const guint too_few[BN_SKILL_COUNT] = { 4, 3, 3, 1 };
  const guint too_many[BN_SKILL_COUNT] = { 4, 3, 3, 5 };
  const guint right[BN_SKILL_COUNT] = { 4, 3, 3, 2 };

  {
    g_autoptr(GError) error = NULL;

    g_assert_false (bn_leader_check_spread (rules, 12, too_few, &error));
    g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "11"));
    g_assert_nonnull (strstr (error->message, "12"));
    g_assert_nonnull (strstr (error->message, "add 1"));
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (bn_leader_check_spread (rules, 12, too_many, &error));
    g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "remove 3"));
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_true (bn_leader_check_spread (rules, 12, right, &error));
    g_assert_no_error (error);
  }
}

static void
test_spread_check_refuses_out_of_bounds (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  const guint zero[BN_SKILL_COUNT] = { 4, 0, 4, 4 };
  const guint eleven[BN_SKILL_COUNT] = { 1, 1, 1, 11 };
  const guint ten[BN_SKILL_COUNT] = { 1, 1, 1, 10 };
  const guint all_ten[BN_SKILL_COUNT] = { 10, 10, 10, 10 };

  {
    g_autoptr(GError) error = NULL;

    g_assert_false (bn_leader_check_spread (rules, 12, zero, &error));
    g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "Morale Bonus"));
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (bn_leader_check_spread (rules, 14, eleven, &error));
    g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "11"));
  }
  {
    g_autoptr(GError) error = NULL;

    g_assert_true (bn_leader_check_spread (rules, 13, ten, &error));
    g_assert_no_error (error);
    g_assert_true (bn_leader_check_spread (rules, 40, all_ten, &error));
    g_assert_no_error (error);
  }
}

static void
test_spread_explicit_is_used (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  const guint spread[BN_SKILL_COUNT] = { 1, 2, 7, 2 };
  BnLeaderRequest request = request_for (3, TRUE);
  g_autoptr(BnLeader) leader = generate_typed (rules, &request, "6H,9S,5D", spread);

  g_assert_cmpuint (leader->skill_points, ==, 12);
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    g_assert_cmpuint (leader->skills[i], ==, spread[i]);
}

static void
test_spread_explicit_wrong_is_refused (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) leader = NULL;
  const guint spread[BN_SKILL_COUNT] = { 4, 3, 3, 3 };
  BnLeaderRequest request = request_for (3, TRUE);

  g_assert_true (bn_chance_push_cards_text (chance, "6H,9S,5D", NULL));
  leader = bn_leader_generate (rules, chance, &request, spread, &error);
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "remove 1"));
  g_assert_null (leader);
}

/* ---- the generator step by step ---- */

static void
test_generator_steps (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(BnLeaderGenerator) generator = NULL;
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(GError) error = NULL;
  BnLeaderRequest request = request_for (3, TRUE);
  const guint bad[BN_SKILL_COUNT] = { 10, 1, 1, 1 };
  const guint good[BN_SKILL_COUNT] = { 3, 3, 3, 3 };
  const BnDraw *draw = NULL;

  g_assert_true (bn_chance_push_cards_text (chance, "6H,KC,9S,5D", NULL));
  generator = bn_leader_generator_new (rules, chance, &request, &error);
  g_assert_no_error (error);
  g_assert_nonnull (generator);
  g_assert_cmpint (bn_leader_generator_get_step (generator), ==, BN_LEADER_STEP_ESTEEM);

  /* Nothing to finish and no spread to set yet. */
  g_assert_null (bn_leader_generator_finish (generator, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (bn_leader_generator_set_skills (generator, good, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_true (bn_leader_generator_draw (generator, &draw, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (draw->step, ==, "esteem");
  g_assert_cmpint (bn_leader_generator_get_step (generator), ==, BN_LEADER_STEP_MOTIVATION);
  g_assert_cmpuint (bn_leader_generator_peek (generator)->esteem_level, ==, 4);

  /* The King of clubs is set aside: still the motivation step. */
  g_assert_true (bn_leader_generator_draw (generator, &draw, &error));
  g_assert_true (draw->set_aside);
  g_assert_cmpint (bn_leader_generator_get_step (generator), ==, BN_LEADER_STEP_MOTIVATION);
  g_assert_true (bn_leader_generator_draw (generator, &draw, &error));
  g_assert_false (draw->set_aside);
  g_assert_cmpint (bn_leader_generator_get_step (generator), ==, BN_LEADER_STEP_SKILL_POINTS);
  g_assert_true (bn_leader_generator_draw (generator, &draw, &error));
  g_assert_no_error (error);
  g_assert_cmpint (bn_leader_generator_get_step (generator), ==, BN_LEADER_STEP_SKILL_SPREAD);
  g_assert_cmpuint (bn_leader_generator_peek (generator)->skill_points, ==, 12);

  /* No card is drawn before the spread is set. */
  g_assert_false (bn_leader_generator_draw (generator, &draw, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID);
  g_clear_error (&error);

  /* A wrong spread leaves the step where it was. */
  g_assert_false (bn_leader_generator_set_skills (generator, bad, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_cmpint (bn_leader_generator_get_step (generator), ==, BN_LEADER_STEP_SKILL_SPREAD);

  g_assert_true (bn_leader_generator_set_skills (generator, good, &error));
  g_assert_no_error (error);
  /* A Baron has no special retainers: done. */
  g_assert_cmpuint (bn_leader_generator_get_n_special_left (generator), ==, 0);
  g_assert_cmpint (bn_leader_generator_get_step (generator), ==, BN_LEADER_STEP_DONE);
  g_assert_false (bn_leader_generator_draw (generator, NULL, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID);
  g_clear_error (&error);

  leader = bn_leader_generator_finish (generator, &error);
  g_assert_no_error (error);
  g_assert_nonnull (leader);
  g_assert_cmpuint (leader->draws->len, ==, 4);
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    g_assert_cmpuint (leader->skills[i], ==, 3);
}

/* ---- retainers ---- */

static void
assert_common_retainers (const BnLeader *leader)
{
  static const struct { const char *id; guint success; } expected[] = {
    { "page", 10 }, { "squire", 15 }, { "sergeant", 19 },
  };

  g_assert_cmpuint (leader->retainers->len, >=, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      const BnRetainer *retainer = retainer_at (leader, i);

      g_assert_cmpint (retainer->kind, ==, BN_RETAINER_COMMON);
      g_assert_cmpstr (retainer->type_id, ==, expected[i].id);
      g_assert_cmpuint (retainer->success, ==, expected[i].success);
      g_assert_cmpuint (retainer->bonus, ==, 0);
      g_assert_cmpuint (retainer->card, ==, BN_CARD_INVALID);
      g_assert_cmpint (retainer->state, ==, BN_RETAINER_AVAILABLE);
    }
}

static void
test_retainers_common (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  BnLeaderRequest hero = { "Sir Gawain", FALSE, TRUE, 2 };
  g_autoptr(BnLeader) player = generate_rank (rules, 3, "6H,9S,5D");
  g_autoptr(BnLeader) knight = generate_rank (rules, 1, "2C,7C,RJ,AH,2D");
  g_autoptr(BnLeader) king = generate_rank (rules, 6, "KH,7C,KD");
  g_autoptr(BnLeader) attached = generate_typed (rules, &hero, "4S,2H,8D", NULL);

  assert_common_retainers (player);
  assert_common_retainers (knight);
  assert_common_retainers (king);
  assert_common_retainers (attached);
  g_assert_true (attached->is_hero);
  /* Only player-leaders have special retainers: these have the three. */
  g_assert_cmpuint (knight->retainers->len, ==, 3);
  g_assert_cmpuint (king->retainers->len, ==, 3);
  g_assert_cmpuint (attached->retainers->len, ==, 3);
}

/* A player-leader starts as a Baron: no special retainer, no card for one. */
static void
test_retainers_baron_has_no_special (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  BnLeaderRequest request = request_for (6, TRUE);
  g_autoptr(BnLeader) leader = generate_typed (rules, &request, "6H,9S,5D", NULL);

  g_assert_true (leader->is_player);
  g_assert_cmpuint (leader->social_rank, ==, 3);
  g_assert_cmpuint (leader->retainers->len, ==, 3);
  for (guint i = 0; i < leader->retainers->len; i++)
    g_assert_cmpint (retainer_at (leader, i)->kind, ==, BN_RETAINER_COMMON);
  g_assert_cmpuint (leader->draws->len, ==, 3);
}

static void
test_retainers_special_count (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();

  g_assert_cmpuint (bn_leader_rules_special_retainer_count (rules, 1), ==, 0);
  g_assert_cmpuint (bn_leader_rules_special_retainer_count (rules, 2), ==, 0);
  g_assert_cmpuint (bn_leader_rules_special_retainer_count (rules, 3), ==, 0);
  g_assert_cmpuint (bn_leader_rules_special_retainer_count (rules, 4), ==, 2);
  g_assert_cmpuint (bn_leader_rules_special_retainer_count (rules, 5), ==, 3);
  g_assert_cmpuint (bn_leader_rules_special_retainer_count (rules, 6), ==, 4);
}

/* Applies @card to a fresh Earl; asserts a retainer of @type_id came. */
static void
assert_special (BnLeaderRules *rules,
                BnCard         card,
                const char    *type_id,
                guint          bonus,
                guint          success)
{
  g_autoptr(BnLeader) leader = player_of_rank (4);
  const BnDraw *draw = bn_leader_apply_special_retainer_card (rules, leader, card,
                                                              BN_CHANCE_SOURCE_TYPED);
  const BnRetainer *retainer;

  g_assert_nonnull (draw);
  g_assert_cmpstr (draw->step, ==, "special-retainer");
  g_assert_cmpuint (draw->card, ==, card);
  g_assert_false (draw->set_aside);
  g_assert_cmpint (draw->source, ==, BN_CHANCE_SOURCE_TYPED);
  g_assert_cmpuint (strlen (draw->outcome), >, 0);
  g_assert_cmpuint (leader->draws->len, ==, 1);
  g_assert_true (g_ptr_array_index (leader->draws, 0) == draw);

  g_assert_cmpuint (leader->retainers->len, ==, 1);
  retainer = retainer_at (leader, 0);
  g_assert_cmpint (retainer->kind, ==, BN_RETAINER_SPECIAL);
  g_assert_cmpstr (retainer->type_id, ==, type_id);
  g_assert_cmpuint (retainer->bonus, ==, bonus);
  g_assert_cmpuint (retainer->success, ==, success);
  g_assert_cmpuint (retainer->card, ==, card);
  g_assert_cmpint (retainer->state, ==, BN_RETAINER_AVAILABLE);
}

/* Red 2–10 Archer, black 2–10 Champion, bonus half the value rounded down. */
static void
test_retainers_special_numbered (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  static const guint half[11] = { 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5 };

  for (guint value = 2; value <= 10; value++)
    {
      assert_special (rules, bn_card_make (BN_SUIT_HEARTS, value), "archer", half[value], 0);
      assert_special (rules, bn_card_make (BN_SUIT_DIAMONDS, value), "archer", half[value], 0);
      assert_special (rules, bn_card_make (BN_SUIT_CLUBS, value), "champion", half[value], 0);
      assert_special (rules, bn_card_make (BN_SUIT_SPADES, value), "champion", half[value], 0);
    }
  /* The seed's own examples and the ends. */
  assert_special (rules, card_of ("2H"), "archer", 1, 0);
  assert_special (rules, card_of ("7D"), "archer", 3, 0);
  assert_special (rules, card_of ("10H"), "archer", 5, 0);
  assert_special (rules, card_of ("6S"), "champion", 3, 0);
}

/* Red face (the Ace with the faces) Standard: J +1, Q +2, K +2, A +3. */
static void
test_retainers_special_standard (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  const BnSuit red[] = { BN_SUIT_HEARTS, BN_SUIT_DIAMONDS };

  for (guint i = 0; i < G_N_ELEMENTS (red); i++)
    {
      assert_special (rules, bn_card_make (red[i], 11), "standard", 1, 0);
      assert_special (rules, bn_card_make (red[i], 12), "standard", 2, 0);
      assert_special (rules, bn_card_make (red[i], 13), "standard", 2, 0);
      assert_special (rules, bn_card_make (red[i], 1), "standard", 3, 0);
    }
}

static void
test_retainers_special_herald (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  const BnSuit black[] = { BN_SUIT_CLUBS, BN_SUIT_SPADES };
  const guint faces[] = { 11, 12, 13, 1 };

  for (guint s = 0; s < G_N_ELEMENTS (black); s++)
    for (guint f = 0; f < G_N_ELEMENTS (faces); f++)
      assert_special (rules, bn_card_make (black[s], faces[f]), "herald", 0, 0);
}

/* At most one Herald: a second black face is set aside, and the card after
 * it decides. */
static void
test_retainers_special_second_herald_set_aside (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnLeader) leader = player_of_rank (5);
  const BnDraw *draw;

  draw = bn_leader_apply_special_retainer_card (rules, leader, card_of ("QS"), BN_CHANCE_SOURCE_TYPED);
  g_assert_false (draw->set_aside);
  g_assert_cmpuint (count_retainers_of (leader, "herald"), ==, 1);

  draw = bn_leader_apply_special_retainer_card (rules, leader, card_of ("AC"), BN_CHANCE_SOURCE_TYPED);
  g_assert_true (draw->set_aside);
  g_assert_cmpstr (draw->step, ==, "special-retainer");
  g_assert_cmpuint (draw->card, ==, card_of ("AC"));
  g_assert_cmpuint (strlen (draw->outcome), >, 0);
  g_assert_cmpuint (count_retainers_of (leader, "herald"), ==, 1);
  g_assert_cmpuint (leader->retainers->len, ==, 1);

  draw = bn_leader_apply_special_retainer_card (rules, leader, card_of ("KH"), BN_CHANCE_SOURCE_TYPED);
  g_assert_false (draw->set_aside);
  g_assert_cmpuint (count_retainers_of (leader, "standard"), ==, 1);
  g_assert_cmpuint (leader->retainers->len, ==, 2);

  /* Every card was recorded, in order. */
  g_assert_cmpuint (leader->draws->len, ==, 3);
  g_assert_false (((BnDraw *) g_ptr_array_index (leader->draws, 0))->set_aside);
  g_assert_true (((BnDraw *) g_ptr_array_index (leader->draws, 1))->set_aside);
  g_assert_false (((BnDraw *) g_ptr_array_index (leader->draws, 2))->set_aside);
}

/* Archers and Standards are limited per unit, not per leader. */
static void
test_retainers_special_two_archers (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnLeader) leader = player_of_rank (4);

  g_assert_false (bn_leader_apply_special_retainer_card (rules, leader, card_of ("8H"),
                                                         BN_CHANCE_SOURCE_TYPED)->set_aside);
  g_assert_false (bn_leader_apply_special_retainer_card (rules, leader, card_of ("3D"),
                                                         BN_CHANCE_SOURCE_SEEDED)->set_aside);
  g_assert_cmpuint (count_retainers_of (leader, "archer"), ==, 2);
  g_assert_cmpuint (retainer_at (leader, 0)->bonus, ==, 4);
  g_assert_cmpuint (retainer_at (leader, 1)->bonus, ==, 1);
  g_assert_cmpint (((BnDraw *) g_ptr_array_index (leader->draws, 1))->source, ==,
                   BN_CHANCE_SOURCE_SEEDED);
}

static void
test_retainers_special_jokers (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();

  assert_special (rules, BN_CARD_RED_JOKER, "healer", 0, 15);
  assert_special (rules, BN_CARD_BLACK_JOKER, "scout", 0, 15);
}

/* ---- draws ---- */

static void
test_draws_recorded_in_order (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  BnLeaderRequest request = { "Knight Odo", FALSE, FALSE, 1 };
  g_autoptr(BnLeader) leader = generate_typed (rules, &request, "2S,QH,BJ,8C,AD,3D", NULL);

  g_assert_cmpuint (leader->draws->len, ==, 6);
  assert_draw (leader, 0, "esteem", "2S", FALSE);
  assert_draw (leader, 1, "motivation", "QH", TRUE);
  assert_draw (leader, 2, "motivation", "BJ", TRUE);
  assert_draw (leader, 3, "motivation", "8C", FALSE);
  /* 2S: score 3, Unknown; AD: 1 + 1 + 1 = 3, set aside; 3D: 5. */
  assert_draw (leader, 4, "skills", "AD", TRUE);
  assert_draw (leader, 5, "skills", "3D", FALSE);
  g_assert_cmpuint (leader->skill_points, ==, 5);
  g_assert_cmpstr (leader->motivation, ==, "chivalric");
  g_assert_cmpstr (leader->name, ==, "Knight Odo");
  g_assert_cmpstr (leader->status, ==, "active");
  /* Only typed cards: from no shuffle of the campaign deck. */
  g_assert_cmpint (leader->deal, ==, -1);
  g_assert_cmpint (leader->id, ==, 0);
}

/* ---- typed and seeded give the same leader ---- */

static void
assert_same_leader (const BnLeader *seeded,
                    const BnLeader *typed)
{
  g_assert_cmpstr (seeded->name, ==, typed->name);
  g_assert_cmpint (seeded->is_player, ==, typed->is_player);
  g_assert_cmpint (seeded->is_hero, ==, typed->is_hero);
  g_assert_cmpuint (seeded->social_rank, ==, typed->social_rank);
  g_assert_cmpint (seeded->esteem_score, ==, typed->esteem_score);
  g_assert_cmpuint (seeded->esteem_level, ==, typed->esteem_level);
  g_assert_cmpuint (seeded->honor, ==, typed->honor);
  g_assert_cmpstr (seeded->motivation, ==, typed->motivation);
  g_assert_cmpuint (seeded->skill_points, ==, typed->skill_points);
  for (guint i = 0; i < BN_SKILL_COUNT; i++)
    g_assert_cmpuint (seeded->skills[i], ==, typed->skills[i]);
  g_assert_cmpuint (seeded->household, ==, typed->household);
  g_assert_cmpstr (seeded->status, ==, typed->status);

  g_assert_cmpuint (seeded->retainers->len, ==, typed->retainers->len);
  for (guint i = 0; i < seeded->retainers->len; i++)
    {
      const BnRetainer *a = retainer_at (seeded, i);
      const BnRetainer *b = retainer_at (typed, i);

      g_assert_cmpint (a->kind, ==, b->kind);
      g_assert_cmpstr (a->type_id, ==, b->type_id);
      g_assert_cmpuint (a->success, ==, b->success);
      g_assert_cmpuint (a->bonus, ==, b->bonus);
      g_assert_cmpuint (a->card, ==, b->card);
      g_assert_cmpint (a->state, ==, b->state);
    }

  /* The same draws, except where they came from. */
  g_assert_cmpuint (seeded->draws->len, ==, typed->draws->len);
  for (guint i = 0; i < seeded->draws->len; i++)
    {
      const BnDraw *a = draw_at (seeded, i);
      const BnDraw *b = draw_at (typed, i);

      g_assert_cmpstr (a->step, ==, b->step);
      g_assert_cmpuint (a->card, ==, b->card);
      g_assert_cmpint (a->set_aside, ==, b->set_aside);
      g_assert_cmpstr (a->outcome, ==, b->outcome);
      g_assert_cmpint (a->source, ==, BN_CHANCE_SOURCE_SEEDED);
      g_assert_cmpint (b->source, ==, BN_CHANCE_SOURCE_TYPED);
    }
}

static void
test_same_cards_same_leader (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  guint set_aside_seen = 0;

  for (guint64 seed = 1; seed <= 60; seed++)
    {
      g_autoptr(BnChance) seeded_chance = bn_chance_new_seeded (seed * 7919);
      g_autoptr(BnChance) typed_chance = bn_chance_new_typed ();
      g_autoptr(BnLeader) seeded = NULL;
      g_autoptr(BnLeader) typed = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (BnCard));
      g_autofree char *text = NULL;
      guint rank = (guint) (seed % 7);
      BnLeaderRequest request = request_for (rank == 0 ? 3 : rank, rank == 0);

      seeded = bn_leader_generate (rules, seeded_chance, &request, NULL, &error);
      g_assert_no_error (error);
      g_assert_nonnull (seeded);
      g_assert_cmpuint (bn_chance_get_n_cards_drawn (seeded_chance), ==, seeded->draws->len);
      g_assert_cmpuint (seeded->deal_seed, ==, seed * 7919);

      for (guint i = 0; i < seeded->draws->len; i++)
        {
          const BnDraw *draw = draw_at (seeded, i);

          g_array_append_val (cards, draw->card);
          set_aside_seen += draw->set_aside;
        }
      text = bn_card_list_to_string ((const BnCard *) cards->data, cards->len);
      g_assert_true (bn_chance_push_cards_text (typed_chance, text, &error));
      g_assert_no_error (error);
      typed = bn_leader_generate (rules, typed_chance, &request, NULL, &error);
      g_assert_no_error (error);
      g_assert_nonnull (typed);
      g_assert_cmpuint (bn_chance_get_n_typed_cards (typed_chance), ==, 0);

      assert_same_leader (seeded, typed);
      /* Only the draw sources differ, so the record as a whole does too. */
      g_assert_false (bn_leader_equal_record (seeded, typed));
    }
  /* Sixty leaders from shuffled decks met some court card or joker. */
  g_assert_cmpuint (set_aside_seen, >, 0);
}

/* The same seed deals the same leader again. */
static void
test_same_seed_same_leader (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnChance) first_chance = bn_chance_new_seeded (424242);
  g_autoptr(BnChance) second_chance = bn_chance_new_seeded (424242);
  BnLeaderRequest request = request_for (3, TRUE);
  g_autoptr(BnLeader) first = bn_leader_generate (rules, first_chance, &request, NULL, NULL);
  g_autoptr(BnLeader) second = bn_leader_generate (rules, second_chance, &request, NULL, NULL);

  g_assert_nonnull (first);
  g_assert_nonnull (second);
  g_assert_true (bn_leader_equal_record (first, second));
}

/* ---- bad cards ---- */

static void
test_cards_too_few (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  BnLeaderRequest request = request_for (3, TRUE);
  const char *too_few[] = { "", "6H", "6H,9S", "6H,KS,9S" };

  for (guint i = 0; i < G_N_ELEMENTS (too_few); i++)
    {
      g_autoptr(BnChance) chance = bn_chance_new_typed ();
      g_autoptr(GError) error = NULL;
      g_autoptr(BnLeader) leader = NULL;

      g_assert_true (bn_chance_push_cards_text (chance, too_few[i], NULL));
      leader = bn_leader_generate (rules, chance, &request, NULL, &error);
      g_assert_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED);
      g_assert_null (leader);
    }
}

static void
test_cards_duplicate (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  BnLeaderRequest request = request_for (3, TRUE);
  const char *twice[] = { "6H,6H,5D", "6H,9S,9S", "2S,KH,KH,5D", "2S,RJ,RJ,5C,5D" };

  for (guint i = 0; i < G_N_ELEMENTS (twice); i++)
    {
      g_autoptr(BnChance) chance = bn_chance_new_typed ();
      g_autoptr(GError) error = NULL;
      g_autoptr(BnLeader) leader = NULL;

      g_assert_true (bn_chance_push_cards_text (chance, twice[i], NULL));
      leader = bn_leader_generate (rules, chance, &request, NULL, &error);
      g_assert_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_DUPLICATE);
      g_assert_null (leader);
    }
}

/* ---- requests ---- */

static void
assert_request_refused (BnLeaderRules         *rules,
                        const BnLeaderRequest *request)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) leader = NULL;
  g_autoptr(BnLeaderGenerator) generator = NULL;

  g_assert_true (bn_chance_push_cards_text (chance, "6H,9S,5D", NULL));
  leader = bn_leader_generate (rules, chance, request, NULL, &error);
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID);
  g_assert_null (leader);
  /* Refused before any card is drawn. */
  g_assert_cmpuint (bn_chance_get_n_typed_cards (chance), ==, 3);
  g_clear_error (&error);

  generator = bn_leader_generator_new (rules, chance, request, &error);
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID);
  g_assert_null (generator);
}

static void
test_request_rank_out_of_range (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  BnLeaderRequest rank0 = { "Nobody", FALSE, FALSE, 0 };
  BnLeaderRequest rank7 = { "Emperor", FALSE, FALSE, 7 };
  BnLeaderRequest hero7 = { "Emperor", FALSE, TRUE, 7 };

  assert_request_refused (rules, &rank0);
  assert_request_refused (rules, &rank7);
  assert_request_refused (rules, &hero7);
}

static void
test_request_every_rank (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();

  for (guint rank = 1; rank <= 6; rank++)
    {
      BnLeaderRequest leader_request = { "Sir Walter", FALSE, FALSE, rank };
      BnLeaderRequest hero_request = { "Sir Walter", FALSE, TRUE, rank };
      g_autoptr(BnLeader) leader = generate_typed (rules, &leader_request, "6H,9S,5D", NULL);
      g_autoptr(BnLeader) hero = generate_typed (rules, &hero_request, "6H,9S,5D", NULL);

      g_assert_cmpuint (leader->social_rank, ==, rank);
      g_assert_false (leader->is_player);
      g_assert_false (leader->is_hero);
      g_assert_cmpuint (hero->social_rank, ==, rank);
      g_assert_true (hero->is_hero);
    }
}

static void
test_request_player_hero_refused (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  BnLeaderRequest request = { "Baron Hugh", TRUE, TRUE, 0 };

  assert_request_refused (rules, &request);
}

/* A player-leader starts as a Baron whatever rank is asked. */
static void
test_request_player_is_baron (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  BnLeaderRequest request = { "Baron Hugh", TRUE, FALSE, 5 };
  g_autoptr(BnLeader) leader = generate_typed (rules, &request, "6H,9S,5D", NULL);

  g_assert_true (leader->is_player);
  g_assert_cmpuint (leader->social_rank, ==, 3);
  g_assert_cmpint (leader->esteem_score, ==, 9);
}

static void
test_request_names (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autofree char *long81 = g_strnfill (81, 'a');
  g_autofree char *long80 = g_strnfill (80, 'b');
  g_autoptr(GString) accents = g_string_new (NULL);
  const char *refused[] = { "", "   ", "\t \n", long81, "Sir\nHugh" };

  for (guint i = 0; i < 80; i++)
    g_string_append (accents, "é");

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      BnLeaderRequest request = { refused[i], FALSE, FALSE, 2 };

      assert_request_refused (rules, &request);
    }

  {
    BnLeaderRequest request = { long80, FALSE, FALSE, 2 };
    g_autoptr(BnLeader) leader = generate_typed (rules, &request, "6H,9S,5D", NULL);

    g_assert_cmpstr (leader->name, ==, long80);
  }
  {
    /* Characters, not bytes: 80 two-byte letters are accepted. */
    BnLeaderRequest request = { accents->str, FALSE, FALSE, 2 };
    g_autoptr(BnLeader) leader = generate_typed (rules, &request, "6H,9S,5D", NULL);

    g_assert_cmpstr (leader->name, ==, accents->str);
  }
  {
    BnLeaderRequest request = { "   Sir Hugh of Lusignan  ", FALSE, FALSE, 2 };
    g_autoptr(BnLeader) leader = generate_typed (rules, &request, "6H,9S,5D", NULL);

    g_assert_cmpstr (leader->name, ==, "Sir Hugh of Lusignan");
  }
}

/* bn_leader_generate needs a name to finish. */
static void
test_request_without_name (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BnLeader) leader = NULL;
  BnLeaderRequest request = { NULL, FALSE, FALSE, 2 };

  g_assert_true (bn_chance_push_cards_text (chance, "6H,9S,5D", NULL));
  leader = bn_leader_generate (rules, chance, &request, NULL, &error);
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID);
  g_assert_null (leader);
}

/* ---- domain ---- */

static void
test_domain_baron (void)
{
  g_autoptr(BnLeader) baron = player_of_rank (3);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (bn_domain_get_room (baron, 0), ==, 3);
  g_assert_cmpuint (bn_domain_get_room (baron, 1), ==, 2);
  g_assert_cmpuint (bn_domain_get_room (baron, 3), ==, 0);
  g_assert_cmpuint (bn_domain_get_room (baron, 5), ==, 0);

  /* A Knight, then a Banneret: 1 + 2 = 3 fills the domain. */
  g_assert_true (bn_domain_check_vassal (baron, 0, 1, &error));
  g_assert_no_error (error);
  g_assert_true (bn_domain_check_vassal (baron, 1, 2, &error));
  g_assert_no_error (error);

  /* Then no room, not even for a Knight. */
  g_assert_false (bn_domain_check_vassal (baron, 3, 1, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN);
  g_clear_error (&error);

  /* A Banneret after a Knight and a Knight: 2 + 2 > 3. */
  g_assert_false (bn_domain_check_vassal (baron, 2, 2, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN);
  g_clear_error (&error);

  /* A single Baron vassal fills it exactly. */
  g_assert_true (bn_domain_check_vassal (baron, 0, 3, &error));
  g_assert_no_error (error);
}

static void
test_domain_vassal_above_liege (void)
{
  g_autoptr(BnLeader) baron = player_of_rank (3);
  g_autoptr(BnLeader) duke = player_of_rank (5);
  g_autoptr(GError) error = NULL;

  g_assert_false (bn_domain_check_vassal (baron, 0, 4, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN);
  g_clear_error (&error);
  g_assert_false (bn_domain_check_vassal (duke, 0, 6, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN);
  g_clear_error (&error);
  /* An equal rank is not above him. */
  g_assert_true (bn_domain_check_vassal (duke, 0, 5, &error));
  g_assert_no_error (error);
}

static void
test_domain_non_player_liege (void)
{
  g_autoptr(BnLeader) lord = player_of_rank (3);
  g_autoptr(GError) error = NULL;

  lord->is_player = FALSE;
  g_assert_false (bn_domain_check_vassal (lord, 0, 1, &error));
  g_assert_error (error, BN_LEADER_ERROR, BN_LEADER_ERROR_DOMAIN);
}

/* The domain grows with the liege's rank. */
static void
test_domain_grows_with_rank (void)
{
  g_autoptr(BnLeader) liege = player_of_rank (3);
  g_autoptr(GError) error = NULL;

  g_assert_false (bn_domain_check_vassal (liege, 3, 1, &error));
  g_clear_error (&error);
  liege->social_rank = 4;
  g_assert_cmpuint (bn_domain_get_room (liege, 3), ==, 1);
  g_assert_true (bn_domain_check_vassal (liege, 3, 1, &error));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (esteem_cases); i++)
    g_test_add_data_func (esteem_cases[i].path, &esteem_cases[i], test_esteem_case);

  for (guint i = 0; i < G_N_ELEMENTS (motivation_cases); i++)
    g_test_add_data_func (motivation_cases[i].path, &motivation_cases[i], test_motivation_case);
  g_test_add_func ("/leader/motivation/court-and-jokers-redrawn", test_motivation_redraw);
  g_test_add_func ("/leader/motivation/redraw-needs-a-card", test_motivation_redraw_needs_a_card);

  g_test_add_func ("/leader/skills/points-formula", test_skill_points_formula);
  g_test_add_func ("/leader/skills/knight-joker-and-ace-set-aside", test_skill_points_knight_joker_and_ace_set_aside);
  g_test_add_func ("/leader/skills/knight-black-joker-set-aside", test_skill_points_knight_black_joker_set_aside);
  g_test_add_func ("/leader/skills/banneret-joker-set-aside", test_skill_points_banneret_joker_set_aside);
  g_test_add_func ("/leader/skills/total-4-is-kept", test_skill_points_four_is_kept);
  g_test_add_func ("/leader/skills/ordinary-knight-ace-is-kept", test_skill_points_ordinary_knight_ace_is_kept);

  g_test_add_func ("/leader/spread/suggested-is-valid", test_spread_suggested_is_valid);
  g_test_add_func ("/leader/spread/suggested-follows-motivation", test_spread_suggested_follows_motivation);
  g_test_add_func ("/leader/spread/generated-is-suggested", test_spread_generated_is_suggested);
  g_test_add_func ("/leader/spread/check-refuses-wrong-sum", test_spread_check_refuses_wrong_sum);
  g_test_add_func ("/leader/spread/check-refuses-out-of-bounds", test_spread_check_refuses_out_of_bounds);
  g_test_add_func ("/leader/spread/explicit-is-used", test_spread_explicit_is_used);
  g_test_add_func ("/leader/spread/explicit-wrong-is-refused", test_spread_explicit_wrong_is_refused);

  g_test_add_func ("/leader/generator/steps", test_generator_steps);

  g_test_add_func ("/leader/retainers/common", test_retainers_common);
  g_test_add_func ("/leader/retainers/baron-has-no-special", test_retainers_baron_has_no_special);
  g_test_add_func ("/leader/retainers/special-count", test_retainers_special_count);
  g_test_add_func ("/leader/retainers/special-numbered", test_retainers_special_numbered);
  g_test_add_func ("/leader/retainers/special-standard", test_retainers_special_standard);
  g_test_add_func ("/leader/retainers/special-herald", test_retainers_special_herald);
  g_test_add_func ("/leader/retainers/special-second-herald-set-aside", test_retainers_special_second_herald_set_aside);
  g_test_add_func ("/leader/retainers/special-two-archers", test_retainers_special_two_archers);
  g_test_add_func ("/leader/retainers/special-jokers", test_retainers_special_jokers);

  g_test_add_func ("/leader/draws/recorded-in-order", test_draws_recorded_in_order);
  g_test_add_func ("/leader/draws/same-cards-same-leader", test_same_cards_same_leader);
  g_test_add_func ("/leader/draws/same-seed-same-leader", test_same_seed_same_leader);
  g_test_add_func ("/leader/cards/too-few", test_cards_too_few);
  g_test_add_func ("/leader/cards/duplicate", test_cards_duplicate);

  g_test_add_func ("/leader/request/rank-out-of-range", test_request_rank_out_of_range);
  g_test_add_func ("/leader/request/every-rank", test_request_every_rank);
  g_test_add_func ("/leader/request/player-hero-refused", test_request_player_hero_refused);
  g_test_add_func ("/leader/request/player-is-baron", test_request_player_is_baron);
  g_test_add_func ("/leader/request/names", test_request_names);
  g_test_add_func ("/leader/request/without-name", test_request_without_name);

  g_test_add_func ("/leader/domain/baron", test_domain_baron);
  g_test_add_func ("/leader/domain/vassal-above-liege", test_domain_vassal_above_liege);
  g_test_add_func ("/leader/domain/non-player-liege", test_domain_non_player_liege);
  g_test_add_func ("/leader/domain/grows-with-rank", test_domain_grows_with_rank);

  return g_test_run ();
}
