/* test-muster.c — army points: household × the multiplier card + bonus. */
#include <string.h>

#include "bn-muster.h"

static BnMuster *
muster_from (const char *cards,
             guint       household,
             GError    **error)
{
  g_autoptr(BnLeaderRules) rules = bn_leader_rules_load_default (error);
  g_autoptr(BnChance) chance = bn_chance_new_typed ();

  g_assert_nonnull (rules);
  g_assert_true (bn_chance_push_cards_text (chance, cards, NULL));
  return bn_muster_draw (rules, chance, household, error);
}

typedef struct
{
  const char *cards;
  guint factor;
  guint bonus;
} Case;

static void
test_muster_multiplier_by_card_class (void)
{
  /* Household 7; the bonus card is the second card. */
  static const Case cases[] = {
    { "2C,3D", 5, 3 },      /* numbered: × 5 */
    { "10H,3D", 5, 3 },
    { "JH,3D", 6, 3 },      /* red face: × 6 */
    { "QD,3D", 6, 3 },
    { "KH,3D", 6, 3 },
    { "AH,3D", 6, 3 },      /* the Ace is a face here (ruling) */
    { "JS,3D", 4, 3 },      /* black face: × 4 */
    { "KC,3D", 4, 3 },
    { "AS,3D", 4, 3 },
    { "RJ,3D", 5, 3 },      /* joker as multiplier: × 5 */
    { "BJ,3D", 5, 3 },
    { "5C,KD", 5, 13 },     /* a King as bonus adds 13 */
    { "5C,AD", 5, 1 },      /* an Ace as bonus adds 1 */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BnMuster) muster = muster_from (cases[i].cards, 7, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (muster->factor, ==, cases[i].factor);
      g_assert_cmpuint (muster->basic_points, ==, 7 * cases[i].factor);
      g_assert_cmpuint (muster->bonus_points, ==, cases[i].bonus);
      g_assert_cmpuint (muster->army_points, ==, 7 * cases[i].factor + cases[i].bonus);
      g_assert_cmpuint (muster->draws->len, ==, 2);
    }
}

/* A joker as bonus card is worth 0 and another bonus card is drawn. */
static void
test_muster_joker_bonus_draws_again (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnMuster) muster = muster_from ("8S,RJ,6H", 5, &error);
  BnDraw *draw;

  g_assert_no_error (error);
  g_assert_cmpuint (muster->basic_points, ==, 25);
  g_assert_cmpuint (muster->bonus_points, ==, 6);
  g_assert_cmpuint (muster->army_points, ==, 31);
  g_assert_cmpuint (muster->draws->len, ==, 3);
  draw = g_ptr_array_index (muster->draws, 0);
  g_assert_cmpstr (draw->step, ==, "army-multiplier");
  draw = g_ptr_array_index (muster->draws, 1);
  g_assert_cmpstr (draw->step, ==, "army-bonus");
  g_assert_cmpuint (draw->card, ==, BN_CARD_RED_JOKER);
  g_assert_nonnull (strstr (draw->outcome, "another bonus card"));
}

static void
test_muster_two_jokers_as_bonus (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnMuster) muster = muster_from ("QS,RJ,BJ,2C", 4, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (muster->factor, ==, 4);
  g_assert_cmpuint (muster->army_points, ==, 16 + 2);
  g_assert_cmpuint (muster->draws->len, ==, 4);
}

static void
test_muster_too_few_cards (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnMuster) muster = muster_from ("8S,BJ", 5, &error);

  g_assert_null (muster);
  g_assert_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED);
}

/* The same seed musters the same points; the draws record the seed's cards. */
static void
test_muster_seeded_is_reproducible (void)
{
  g_autoptr(BnLeaderRules) rules = bn_leader_rules_load_default (NULL);

  for (guint64 seed = 0; seed < 50; seed++)
    {
      g_autoptr(BnChance) a = bn_chance_new_seeded (seed);
      g_autoptr(BnChance) b = bn_chance_new_seeded (seed);
      g_autoptr(BnMuster) first = bn_muster_draw (rules, a, 7, NULL);
      g_autoptr(BnMuster) second = bn_muster_draw (rules, b, 7, NULL);

      g_assert_cmpuint (first->army_points, ==, second->army_points);
      g_assert_cmpuint (first->draws->len, ==, second->draws->len);
      g_assert_cmpuint (first->army_points, >=, 7 * 4);
      g_assert_cmpuint (first->army_points, <=, 7 * 6 + 13 * first->draws->len);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/muster/multiplier-by-card-class", test_muster_multiplier_by_card_class);
  g_test_add_func ("/muster/joker-bonus-draws-again", test_muster_joker_bonus_draws_again);
  g_test_add_func ("/muster/two-jokers-as-bonus", test_muster_two_jokers_as_bonus);
  g_test_add_func ("/muster/too-few-cards", test_muster_too_few_cards);
  g_test_add_func ("/muster/seeded-is-reproducible", test_muster_seeded_is_reproducible);

  return g_test_run ();
}
