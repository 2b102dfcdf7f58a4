/* test-battle-dealt.c — a command deck dealt by a dealer (bn_chance_set_dealer()):
 * each program sees its own hand and only the other's cards the rules show.
 *
 * Three engines play one battle in step: the truth, which a dealer with
 * the whole shuffled deck deals, and each side's own view, whose dealer
 * gives that side its own cards and the other's as unseen. The views must
 * keep the same battle as the truth, offer each side the same decisions
 * from its own view alone, and never hold a card of the other's hand the
 * rules have not shown. */
#include "bn-battle.h"
#include "bn-battle-ai.h"
#include "bn-battle-rules-xml.h"

#include <string.h>

/* The deals as the truth made them: side and card, in order. */
typedef struct
{
  guint side;
  guint card;
} Deal;

typedef struct
{
  BnRandom *random;       /* the truth's shuffles */
  guint8 pile[BN_BATTLE_MAX_DECK];
  guint n_pile;
  GArray *deals;          /* Deal, appended by the truth, read by the views */
} Table;

typedef struct
{
  Table *table;
  int viewer;             /* −1: the truth */
  guint pos;              /* the next deal a view takes */
  guint n_reshuffles;
} Dealer;

static void
shuffle_into_pile (Table        *table,
                   const guint8 *cards,
                   guint         n_cards)
{
  memcpy (table->pile, cards, n_cards);
  table->n_pile = n_cards;
  for (guint i = n_cards; i > 1; i--)
    {
      guint k = bn_random_uniform (table->random, i);
      guint8 t = table->pile[i - 1];

      table->pile[i - 1] = table->pile[k];
      table->pile[k] = t;
    }
}

static gboolean
dealer_deal (gpointer   data,
             guint      side,
             guint     *out_card,
             GError   **error)
{
  Dealer *dealer = data;
  Table *table = dealer->table;

  if (dealer->viewer < 0)
    {
      Deal deal = { side, 0 };

      if (table->n_pile == 0)
        {
          g_set_error_literal (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED, "the pile is empty");
          return FALSE;
        }
      deal.card = table->pile[--table->n_pile];
      g_array_append_val (table->deals, deal);
      *out_card = deal.card;
      return TRUE;
    }
  if (dealer->pos >= table->deals->len)
    {
      g_set_error_literal (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED, "no deal is due");
      return FALSE;
    }
  {
    const Deal *deal = &g_array_index (table->deals, Deal, dealer->pos++);

    g_assert_cmpuint (deal->side, ==, side);
    *out_card = (int) side == dealer->viewer ? deal->card : BN_CHANCE_CARD_UNSEEN;
  }
  return TRUE;
}

static void
dealer_reshuffle (gpointer      data,
                  const guint8 *cards,
                  guint         n_cards)
{
  Dealer *dealer = data;

  dealer->n_reshuffles++;
  for (guint i = 0; i < n_cards; i++)
    g_assert_cmpuint (cards[i], !=, BN_CHANCE_CARD_UNSEEN);
  if (dealer->viewer < 0)
    {
      g_assert_cmpuint (dealer->table->n_pile, ==, 0);
      shuffle_into_pile (dealer->table, cards, n_cards);
    }
}

static const BnChanceDealer test_dealer = { dealer_deal, dealer_reshuffle };

/* The battle as a side sees it, which must be the truth's but for the
 * hands: its own whole, the other's unseen. */
static void
check_view (BnBattle *truth,
            BnBattle *view,
            guint     viewer)
{
  g_assert_cmpint (bn_battle_get_phase (view), ==, bn_battle_get_phase (truth));
  g_assert_cmpuint (bn_battle_get_active_side (view), ==, bn_battle_get_active_side (truth));
  g_assert_cmpuint (bn_battle_get_acting_side (view), ==, bn_battle_get_acting_side (truth));
  g_assert_cmpuint (bn_battle_get_turn (view), ==, bn_battle_get_turn (truth));
  g_assert_cmpuint (bn_battle_get_n_draw (view), ==, bn_battle_get_n_draw (truth));
  g_assert_cmpint (bn_battle_get_played_card (view), ==, bn_battle_get_played_card (truth));
  for (guint side = 0; side < 2; side++)
    g_assert_cmpuint (bn_battle_get_victory_points (view, side), ==, bn_battle_get_victory_points (truth, side));
  g_assert_cmpuint (bn_battle_get_n_units (view), ==, bn_battle_get_n_units (truth));
  for (guint i = 0; i < bn_battle_get_n_units (truth); i++)
    {
      const BnBattleUnit *t = bn_battle_get_unit (truth, i);
      const BnBattleUnit *v = bn_battle_get_unit (view, i);

      g_assert_cmpint (v->hex.q, ==, t->hex.q);
      g_assert_cmpint (v->hex.r, ==, t->hex.r);
      g_assert_cmpuint (v->figures, ==, t->figures);
      g_assert_cmpuint (v->facing, ==, t->facing);
    }
  for (guint side = 0; side < 2; side++)
    {
      g_assert_cmpuint (bn_battle_get_hand_size (view, side), ==, bn_battle_get_hand_size (truth, side));
      for (guint slot = 0; slot < bn_battle_get_hand_size (truth, side); slot++)
        {
          guint card = bn_battle_get_hand_card (view, side, slot);

          if (side == viewer)
            g_assert_cmpuint (card, ==, bn_battle_get_hand_card (truth, side, slot));
          else
            /* No scout here: a card of the other's is shown only as it
             * leaves his hand. */
            g_assert_cmpuint (card, ==, BN_BATTLE_CARD_UNSEEN);
        }
    }
}

/* Shows @view the cards of the other side's hand @action shows: @cards,
 * as the truth held them before the action. */
static void
show_cards (BnBattle             *view,
            guint                 viewer,
            const BnBattleAction *action,
            const guint          *cards)
{
  guint side = 0;
  guint slots = bn_battle_action_shown_cards (view, action, &side);

  if (side == viewer)
    return;
  for (guint slot = 0; slot < BN_BATTLE_MAX_HAND; slot++)
    if (slots & (1u << slot))
      {
        g_autoptr(GError) error = NULL;

        g_assert_true (bn_battle_reveal_card (view, side, slot, cards[slot], &error));
        g_assert_no_error (error);
      }
}

typedef struct
{
  Table table;
  Dealer dealers[3];      /* the truth, side 0's view, side 1's */
  BnChance *chances[3];
  BnBattle *battles[3];
  BnBattleRules *rules;
  BnBattleArmy *armies[2];
  BnScenario *scenario;
} Game;

static void
game_init (Game       *game,
           const char *id,
           guint64     seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnChance) probe_chance = NULL;
  g_autoptr(BnBattle) probe = NULL;
  guint8 cards[BN_BATTLE_MAX_DECK];
  guint n_deck;

  memset (game, 0, sizeof *game);
  game->rules = bn_battle_rules_load_id (id, &error);
  g_assert_no_error (error);
  game->armies[0] = bn_battle_army_new_sample (game->rules, "south", 10);
  game->armies[1] = bn_battle_army_new_sample (game->rules, "north", 9);
  game->scenario = bn_scenario_new_random (game->rules, seed);

  /* The deck's size, from a battle dealt by dice. */
  probe_chance = bn_chance_new_seeded (seed);
  probe = bn_battle_new (game->rules, game->scenario, game->armies[0], game->armies[1], probe_chance, &error);
  g_assert_no_error (error);
  n_deck = bn_battle_get_deck_size (probe);
  g_assert_cmpuint (n_deck, >, 12);
  for (guint c = 0; c < n_deck; c++)
    cards[c] = (guint8) c;

  game->table.random = bn_random_new (seed + 7);
  game->table.deals = g_array_new (FALSE, FALSE, sizeof (Deal));
  shuffle_into_pile (&game->table, cards, n_deck);
  for (guint i = 0; i < 3; i++)
    {
      game->dealers[i].table = &game->table;
      game->dealers[i].viewer = (int) i - 1;
      game->chances[i] = bn_chance_new_seeded (seed);
      bn_chance_set_dealer (game->chances[i], &test_dealer, &game->dealers[i], NULL);
      game->battles[i] = bn_battle_new (game->rules, game->scenario, game->armies[0], game->armies[1],
                                        game->chances[i], &error);
      g_assert_no_error (error);
    }
  check_view (game->battles[0], game->battles[1], 0);
  check_view (game->battles[0], game->battles[2], 1);
}

static void
game_clear (Game *game)
{
  for (guint i = 0; i < 3; i++)
    {
      bn_battle_free (game->battles[i]);
      bn_chance_free (game->chances[i]);
    }
  bn_random_free (game->table.random);
  g_array_unref (game->table.deals);
  bn_scenario_free (game->scenario);
  bn_battle_army_free (game->armies[0]);
  bn_battle_army_free (game->armies[1]);
  bn_battle_rules_unref (game->rules);
}

/* Applies @action, chosen by its side from its own view, to the truth and
 * to both views. */
static void
game_apply (Game                 *game,
            const BnBattleAction *action)
{
  g_autoptr(GError) error = NULL;
  guint cards[BN_BATTLE_MAX_HAND] = { 0 };
  guint side = 0;
  guint slots = bn_battle_action_shown_cards (game->battles[0], action, &side);

  for (guint slot = 0; slot < BN_BATTLE_MAX_HAND; slot++)
    if (slots & (1u << slot))
      cards[slot] = bn_battle_get_hand_card (game->battles[0], side, slot);
  g_assert_true (bn_battle_apply (game->battles[0], action, &error));
  g_assert_no_error (error);
  for (guint viewer = 0; viewer < 2; viewer++)
    {
      BnBattle *view = game->battles[1 + viewer];

      show_cards (view, viewer, action, cards);
      g_assert_true (bn_battle_apply (view, action, &error));
      g_assert_no_error (error);
      check_view (game->battles[0], view, viewer);
    }
}

/* Each side decides from its own view: it is offered exactly what the
 * truth offers it, and the battle the three keep stays one. */
static void
test_whole_battle (gconstpointer data)
{
  const char *id = data;
  guint reshuffles = 0, unseen_draws = 0;

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autoptr(BnBattleAi) ai0 = bn_battle_ai_new (seed % 2 ? BN_BATTLE_AI_RANDOM : BN_BATTLE_AI_SENSIBLE,
                                                    seed + 100);
      g_autoptr(BnBattleAi) ai1 = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed + 200);
      Game game;
      guint n;

      game_init (&game, id, seed);
      for (n = 0; n < 3000 && bn_battle_get_phase (game.battles[0]) != BN_PHASE_OVER; n++)
        {
          guint side = bn_battle_get_acting_side (game.battles[0]);
          BnBattle *own = game.battles[1 + side];
          g_autoptr(GArray) offered = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
          g_autoptr(GArray) truth = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
          BnBattleAction action;

          bn_battle_legal_actions (own, offered);
          bn_battle_legal_actions (game.battles[0], truth);
          g_assert_cmpuint (offered->len, ==, truth->len);
          g_assert_cmpmem (offered->data, offered->len * sizeof (BnBattleAction),
                           truth->data, truth->len * sizeof (BnBattleAction));
          g_assert_true (bn_battle_ai_choose (side == 0 ? ai0 : ai1, own, &action));
          game_apply (&game, &action);
        }
      g_assert_cmpint (bn_battle_get_phase (game.battles[0]), ==, BN_PHASE_OVER);
      for (guint v = 1; v < 3; v++)
        g_assert_cmpuint (bn_battle_get_winner (game.battles[v]), ==, bn_battle_get_winner (game.battles[0]));
      /* Every view took every deal the truth made. */
      for (guint v = 1; v < 3; v++)
        g_assert_cmpuint (game.dealers[v].pos, ==, game.table.deals->len);
      for (guint i = 0; i < game.table.deals->len; i++)
        unseen_draws += g_array_index (game.table.deals, Deal, i).side == 1;
      reshuffles += game.dealers[0].n_reshuffles;
      g_assert_cmpuint (game.dealers[1].n_reshuffles, ==, game.dealers[0].n_reshuffles);
      g_test_message ("%s seed %" G_GUINT64_FORMAT ": %u decisions, %u deals, %u reshuffles",
                      id, seed, n, game.table.deals->len, game.dealers[0].n_reshuffles);
      game_clear (&game);
    }
  g_assert_cmpuint (unseen_draws, >, 0);
  g_assert_cmpuint (reshuffles, >, 0);
}

/* What a view refuses: a card shown that it can account for, a slot that
 * holds no unseen card, and an unseen card played before it is shown. */
static void
test_refused (void)
{
  Game game;
  BnBattle *view;
  guint other = 1, own_card;

  game_init (&game, "lords-and-levies", 3);
  view = game.battles[1];
  g_assert_cmpuint (bn_battle_get_hand_size (view, other), >, 0);
  own_card = bn_battle_get_hand_card (view, 0, 0);

  {
    g_autoptr(GError) error = NULL;

    /* A card in side 0's own hand cannot be in side 1's. */
    g_assert_false (bn_battle_reveal_card (view, other, 0, own_card, &error));
    g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL);
    g_assert_cmpuint (bn_battle_get_hand_card (view, other, 0), ==, BN_BATTLE_CARD_UNSEEN);
  }
  {
    g_autoptr(GError) error = NULL;

    /* A slot of his own hand is no unseen card. */
    g_assert_false (bn_battle_reveal_card (view, 0, 0, bn_battle_get_hand_card (game.battles[0], other, 0), &error));
    g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL);
  }
  {
    g_autoptr(GError) error = NULL;

    /* A card outside the deck. */
    g_assert_false (bn_battle_reveal_card (view, other, 0, bn_battle_get_deck_size (view), &error));
    g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL);
  }

  /* Side 1's card played without being shown to side 0's view. */
  {
    g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

    while (bn_battle_get_acting_side (game.battles[0]) != other
           || bn_battle_get_phase (game.battles[0]) != BN_PHASE_PLAY_CARD)
      {
        guint side = bn_battle_get_acting_side (game.battles[0]);
        g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, 5);
        BnBattleAction action;

        g_assert_true (bn_battle_ai_choose (ai, game.battles[1 + side], &action));
        game_apply (&game, &action);
      }
    bn_battle_legal_actions (game.battles[0], legal);
    for (guint i = 0; i < legal->len; i++)
      {
        const BnBattleAction *action = &g_array_index (legal, BnBattleAction, i);
        g_autoptr(GError) error = NULL;

        if (action->type != BN_ACTION_PLAY_CARD)
          continue;
        g_assert_false (bn_battle_check (view, action, &error));
        g_assert_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL);
        g_assert_nonnull (strstr (error->message, "not been shown"));
      }
  }
  game_clear (&game);
}

/* A copy of a view, with a chance of its own and no dealer, draws among
 * the cards its side cannot account for; the searching player, which
 * guesses the other's hand, decides from a view. */
static void
test_copy_guesses (void)
{
  Game game;
  g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SEARCHING, 11);

  game_init (&game, "lords-and-levies", 2);
  bn_battle_ai_set_budget (ai, 12, 0);
  for (guint n = 0; n < 40 && bn_battle_get_phase (game.battles[0]) != BN_PHASE_OVER; n++)
    {
      guint side = bn_battle_get_acting_side (game.battles[0]);
      BnBattle *own = game.battles[1 + side];
      g_autoptr(BnChance) chance = bn_chance_new_seeded (n + 1);
      g_autoptr(BnBattle) copy = bn_battle_copy (own, chance);
      BnBattleAction action;
      g_autoptr(GError) error = NULL;

      g_assert_true (bn_battle_ai_choose (ai, own, &action));
      g_assert_true (bn_battle_apply (copy, &action, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (bn_battle_get_n_draw (copy) + bn_battle_get_hand_size (copy, 0)
                        + bn_battle_get_hand_size (copy, 1), <=, bn_battle_get_deck_size (copy));
      game_apply (&game, &action);
    }
  game_clear (&game);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/battle/dealt/whole-battle/lords-and-levies", "lords-and-levies", test_whole_battle);
  g_test_add_data_func ("/battle/dealt/whole-battle/battlelore", "battlelore", test_whole_battle);
  g_test_add_func ("/battle/dealt/refused", test_refused);
  g_test_add_func ("/battle/dealt/copy-guesses", test_copy_guesses);
  return g_test_run ();
}
