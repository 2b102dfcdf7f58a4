/* test-net-dealer.c — a battle whose command deck is dealt by the mental
 * deck (bn-net-dealer.h) between two engines, each in its own thread and
 * seeing only its own hand: what passes between them is only text on two
 * queues, as it would be on the connection.
 *
 * Each side decides from its own view; a card it plays goes with the proof
 * that it was dealt to it, which the other checks before its engine is
 * shown the card. Both keep one battle, neither ever holds a card of the
 * other's hand before it is played, and at the end each checks the other's
 * keys. A side that plays a card it was not dealt is refused.
 *
 * /net-dealer/played-battle/ plays the same through two played battles,
 * each in its own campaign file: the file read by a program without the
 * dealer (the board, the command line) holds this side's hand and not one
 * card of the other's before the rules show it, and a side stopped
 * mid-battle takes it up from its file and the dealer it kept. */
#include "bn-battle.h"
#include "bn-played-battle.h"
#include "cli-run.h"
#include "bn-battle-ai.h"
#include "bn-battle-rules-xml.h"
#include "bn-dealt-cards.h"
#include "bn-net-dealer.h"
#include "bn-net-deck.h"
#include "bn-net-protocol.h"

#include <stdio.h>
#include <string.h>

typedef struct
{
  char *type;
  char *text;
} Message;

static void
message_free (gpointer data)
{
  Message *m = data;

  g_free (m->type);
  g_free (m->text);
  g_free (m);
}

/* How a side cheats, if it does. */
typedef enum
{
  CHEAT_NONE,
  CHEAT_CARD_NOT_DEALT,   /* names a card it was not dealt, with the proof of one it was */
  CHEAT_PROOF,            /* plays its own card with a proof altered */
  CHEAT_DEAL_AGAIN,       /* sends an opening it sent before where the next is due */
} Cheat;

/* One direction of the line. */
typedef struct
{
  GAsyncQueue *out;
  GAsyncQueue *in;
  guint        n_sent;
  Cheat        cheat;
  guint        n_deals;
  char        *last_deal;
  char        *kept;         /* the dealer as it last kept itself before sending */
  guint        n_kept;
} Line;

static gboolean
line_send (gpointer     data,
           const char  *type,
           const char  *text,
           GError     **error)
{
  Line *line = data;
  Message *m = g_new0 (Message, 1);

  (void) error;
  m->type = g_strdup (type);
  m->text = g_strdup (text);
  if (g_str_equal (type, "DEAL"))
    {
      if (line->cheat == CHEAT_DEAL_AGAIN && ++line->n_deals > 6)
        {
          g_free (m->text);
          m->text = g_strdup (line->last_deal);
        }
      g_free (line->last_deal);
      line->last_deal = g_strdup (text);
    }
  line->n_sent++;
  g_async_queue_push (line->out, m);
  return TRUE;
}

static char *
line_receive (gpointer     data,
              const char  *type,
              GError     **error)
{
  Line *line = data;
  Message *m = g_async_queue_pop (line->in);
  char *text;

  if (!g_str_equal (m->type, type))
    {
      g_set_error (error, BN_NET_ERROR, BN_NET_ERROR_REFUSED, "a %s came when a %s was due", m->type, type);
      message_free (m);
      return NULL;
    }
  text = g_steal_pointer (&m->text);
  message_free (m);
  return text;
}

static const BnNetDealerLine queue_line = { line_send, line_receive, NULL };

static gboolean
line_keep (gpointer     data,
           const char  *dealer_text,
           GError     **error)
{
  Line *line = data;

  (void) error;
  g_free (line->kept);
  line->kept = g_strdup (dealer_text);
  line->n_kept++;
  return TRUE;
}

/* The line of a side that keeps its dealer before it sends. */
static const BnNetDealerLine kept_line = { line_send, line_receive, line_keep };

/* A side that stopped on @error ends its line: the other side may wait for a message. */
static void
end_line (Line         *line,
          const GError *error)
{
  Message *m = g_new0 (Message, 1);

  m->type = g_strdup ("REFUSED");
  m->text = g_strdup (error != NULL ? error->message : "");
  g_async_queue_push (line->out, m);
}

/* Runs @play for both sides at once, each in its thread, their lines joined. */
static void
run_two (GThreadFunc  play,
         gpointer     side0,
         Line        *line0,
         gpointer     side1,
         Line        *line1)
{
  GAsyncQueue *queues[2] = { g_async_queue_new_full (message_free), g_async_queue_new_full (message_free) };
  GThread *threads[2];

  line0->out = line1->in = queues[0];
  line1->out = line0->in = queues[1];
  threads[0] = g_thread_new ("side", play, side0);
  threads[1] = g_thread_new ("side", play, side1);
  g_thread_join (threads[0]);
  g_thread_join (threads[1]);
  g_async_queue_unref (queues[0]);
  g_async_queue_unref (queues[1]);
}

typedef struct
{
  guint          side;
  const char    *rules_id;
  guint64        seed;
  Cheat          cheat;
  guint          restart_at;   /* stops there, keeps its dealer as text and takes the battle up again; 0: never */
  Line           line;
  /* What the side found, for the test to check once the thread ends. */
  GError        *error;
  guint          n_actions;
  guint          n_shown;      /* the other's cards shown to it, each checked */
  guint          n_decks;
  gboolean       restarted;
  guint          winner;
  guint          vp[2];
  char          *final_units;
  char          *all_cards;    /* every card dealt, both hands, once the keys are revealed */
  char          *full_units;   /* the board once the battle is replayed with both hands seen */
  gboolean       forged;       /* the other's card played made a discard of one that cannot order … */
  gboolean       forged_found; /* … and found when both hands are seen */
  guint          forged_side;
  char          *refusal;      /* bn_net_dealer_get_refusal() when the battle stopped */
  guint          n_hand_shown; /* the other's hand, shown whole at the end and checked */
  guint          hand_shown[BN_NET_DECK_MAX_CARDS];
} Side;

/* The board as both must keep it. */
static char *
units_text (const BnBattle *b)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < bn_battle_get_n_units (b); i++)
    {
      const BnBattleUnit *u = bn_battle_get_unit (b, i);

      g_string_append_printf (text, "%d,%d,%u,%u;", u->hex.q, u->hex.r, u->figures, u->facing);
    }
  return g_string_free (text, FALSE);
}

static gboolean
other_hand_unseen (const BnBattle *b,
                   guint           side)
{
  for (guint slot = 0; slot < bn_battle_get_hand_size (b, 1 - side); slot++)
    if (bn_battle_get_hand_card (b, 1 - side, slot) != BN_BATTLE_CARD_UNSEEN)
      return FALSE;
  for (guint slot = 0; slot < bn_battle_get_hand_size (b, side); slot++)
    if (bn_battle_get_hand_card (b, side, slot) == BN_BATTLE_CARD_UNSEEN)
      return FALSE;
  return TRUE;
}

/* A card of the other's shown to this side before action @action. */
typedef struct
{
  guint action;
  guint owner;
  guint slot;
  guint card;
} Reveal;

/* The battle rebuilt from its actions and the cards shown, its dealer
 * taken up from the text it was kept as: dealt the same cards again
 * without a word to the other side. */
static BnBattle *
rebuild (BnBattleRules      *rules,
         const BnScenario   *scenario,
         const BnBattleArmy *army0,
         const BnBattleArmy *army1,
         BnChance           *chance,
         GArray             *history,
         GArray             *reveals,
         GError            **error)
{
  g_autoptr(BnBattle) b = bn_battle_new (rules, scenario, army0, army1, chance, error);
  guint r = 0;

  if (b == NULL)
    return NULL;
  for (guint i = 0; i < history->len; i++)
    {
      for (; r < reveals->len && g_array_index (reveals, Reveal, r).action == i; r++)
        {
          const Reveal *shown = &g_array_index (reveals, Reveal, r);

          if (!bn_battle_reveal_card (b, shown->owner, shown->slot, shown->card, error))
            return NULL;
        }
      if (!bn_battle_apply (b, &g_array_index (history, BnBattleAction, i), error))
        return NULL;
    }
  return g_steal_pointer (&b);
}

/* A card this side was not dealt: the first of the deck not in its hand. */
static guint
card_not_dealt (const BnBattle *b,
                guint           side)
{
  for (guint card = 0; card < bn_battle_get_deck_size (b); card++)
    {
      gboolean held = FALSE;

      for (guint slot = 0; slot < bn_battle_get_hand_size (b, side); slot++)
        held |= bn_battle_get_hand_card (b, side, slot) == card;
      if (!held)
        return card;
    }
  g_assert_not_reached ();
}

/* The other side, when it played a card, discards instead one that cannot
 * order while the card it played could: in this side's view, where the
 * rest of his hand is unseen, the rules cannot refuse it, but once both
 * hands are seen the discard is found and its side named. */
static void
forge_discard (Side               *me,
               BnBattleRules      *rules,
               const BnScenario   *scenario,
               const BnBattleArmy *army0,
               const BnBattleArmy *army1,
               BnNetDealer        *dealer,
               GArray             *history,
               GArray             *reveals,
               GArray             *cards)
{
  g_autoptr(GArray) forged = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(GArray) forged_reveals = g_array_new (FALSE, FALSE, sizeof (Reveal));
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(BnChance) chance = bn_chance_new_seeded (me->seed);
  g_autoptr(BnChance) seen_chance = bn_chance_new_seeded (me->seed);
  g_autoptr(BnChance) full_chance = bn_chance_new_seeded (me->seed);
  g_autoptr(BnBattle) seen = NULL, view = NULL, full = NULL;
  g_autoptr(GError) error = NULL;
  guint other = 1 - me->side;

  bn_dealt_cards_attach (seen_chance, (const guint *) cards->data, cards->len);
  seen = bn_battle_new (rules, scenario, army0, army1, seen_chance, NULL);
  g_assert_nonnull (seen);
  for (guint i = 0; i < history->len && forged->len == 0; i++)
    {
      const BnBattleAction *action = &g_array_index (history, BnBattleAction, i);

      if (action->side == other && action->type == BN_ACTION_PLAY_CARD)
        {
          guint orders = 0;

          g_array_set_size (legal, 0);
          bn_battle_legal_actions (seen, legal);
          for (guint l = 0; l < legal->len; l++)
            if (g_array_index (legal, BnBattleAction, l).type == BN_ACTION_PLAY_CARD)
              orders |= 1u << g_array_index (legal, BnBattleAction, l).a;
          for (guint slot = 0; slot < bn_battle_get_hand_size (seen, other); slot++)
            if (!(orders & (1u << slot)))
              {
                BnBattleAction discard = { BN_ACTION_DISCARD_CARD, (guint8) other, (guint8) slot, 0, 0 };
                Reveal shown = { i, other, slot, bn_battle_get_hand_card (seen, other, slot) };

                g_array_append_vals (forged, history->data, i);
                g_array_append_val (forged, discard);
                for (guint r = 0; r < reveals->len && g_array_index (reveals, Reveal, r).action < i; r++)
                  g_array_append_val (forged_reveals, g_array_index (reveals, Reveal, r));
                g_array_append_val (forged_reveals, shown);
                break;
              }
        }
      g_assert_true (bn_battle_apply (seen, action, NULL));
    }
  if (forged->len == 0)
    {
      g_test_message ("side %u: the other never held a card that could not order beside one that could", me->side);
      return;
    }
  me->forged = TRUE;
  bn_net_dealer_rewind (dealer);
  bn_net_dealer_attach (dealer, chance);
  /* This side's view, the other's hand unseen but the discarded card, takes it. */
  view = rebuild (rules, scenario, army0, army1, chance, forged, forged_reveals, &error);
  g_assert_no_error (error);
  bn_dealt_cards_attach (full_chance, (const guint *) cards->data, cards->len);
  full = bn_battle_new (rules, scenario, army0, army1, full_chance, NULL);
  g_assert_nonnull (full);
  me->forged_found = !bn_net_dealer_check_battle (view, full, full_chance, NULL, &me->forged_side, &error);
  if (me->forged_found)
    g_test_message ("side %u: %s", me->side, error->message);
}

static gboolean
play_side (Side    *me,
           GError **error)
{
  g_autoptr(BnBattleRules) rules = bn_battle_rules_load_id (me->rules_id, error);
  g_autoptr(BnBattleArmy) army0 = NULL, army1 = NULL;
  g_autoptr(BnScenario) scenario = NULL;
  g_autoptr(BnChance) chance = bn_chance_new_seeded (me->seed);
  g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, me->seed + me->side);
  g_autoptr(BnChance) probe_chance = bn_chance_new_seeded (me->seed);
  g_autoptr(BnBattle) probe = NULL;
  g_autoptr(BnNetDealer) dealer = NULL;
  g_autoptr(BnBattle) b = NULL;
  g_autofree char *keys = NULL, *their_keys = NULL;
  g_autoptr(GArray) history = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(GArray) reveals = g_array_new (FALSE, FALSE, sizeof (Reveal));

  if (rules == NULL)
    return FALSE;
  army0 = bn_battle_army_new_sample (rules, "south", 10);
  army1 = bn_battle_army_new_sample (rules, "north", 9);
  scenario = bn_scenario_new_random (rules, me->seed);
  if ((probe = bn_battle_new (rules, scenario, army0, army1, probe_chance, error)) == NULL)
    return FALSE;
  dealer = bn_net_dealer_new (me->side, bn_battle_get_deck_size (probe), &queue_line, &me->line);
  bn_net_dealer_attach (dealer, chance);
  if ((b = bn_battle_new (rules, scenario, army0, army1, chance, error)) == NULL)
    return FALSE;

  while (bn_battle_get_phase (b) != BN_PHASE_OVER && me->n_actions < 3000)
    {
      guint acting = bn_battle_get_acting_side (b);
      BnBattleAction action;
      guint owner = 0, slots;

      g_assert_true (other_hand_unseen (b, me->side));
      if (me->restart_at != 0 && me->n_actions == me->restart_at)
        {
          g_autofree char *kept = bn_net_dealer_to_text (dealer);
          g_autofree char *units = units_text (b);
          g_autofree char *units_again = NULL;
          guint n_deals = bn_net_dealer_get_n_deals (dealer);

          g_clear_pointer (&b, bn_battle_free);
          g_clear_pointer (&chance, bn_chance_free);
          g_clear_pointer (&dealer, bn_net_dealer_free);
          if ((dealer = bn_net_dealer_new_from_text (kept, &queue_line, &me->line, error)) == NULL)
            return FALSE;
          g_assert_cmpuint (bn_net_dealer_get_n_deals (dealer), ==, n_deals);
          chance = bn_chance_new_seeded (me->seed);
          bn_net_dealer_attach (dealer, chance);
          if ((b = rebuild (rules, scenario, army0, army1, chance, history, reveals, error)) == NULL)
            return FALSE;
          units_again = units_text (b);
          g_assert_cmpstr (units_again, ==, units);
          g_assert_cmpuint (bn_net_dealer_get_n_deals (dealer), ==, n_deals);
          g_assert_true (other_hand_unseen (b, me->side));
          me->restarted = TRUE;
        }
      if (acting == me->side)
        {
          g_autofree char *text = NULL;

          g_assert_true (bn_battle_ai_choose (ai, b, &action));
          text = bn_battle_action_to_string (&action);
          if (!line_send (&me->line, "ACTION", text, error))
            return FALSE;
          slots = bn_battle_action_shown_cards (b, &action, &owner);
          g_assert_true (slots == 0 || owner == me->side);
          for (guint slot = 0; slot < BN_BATTLE_MAX_HAND; slot++)
            if (slots & (1u << slot))
              {
                guint card = bn_battle_get_hand_card (b, me->side, slot);
                g_autofree char *proof = bn_net_dealer_prove (dealer, card, error);
                g_autofree char *shown = NULL;

                if (proof == NULL)
                  return FALSE;
                /* The cheat names another card than the one it proves,
                 * or alters the proof of its own. */
                if (me->cheat == CHEAT_CARD_NOT_DEALT && me->n_actions > 6)
                  card = card_not_dealt (b, me->side);
                if (me->cheat == CHEAT_PROOF && me->n_actions > 6)
                  {
                    char *last = proof + strlen (proof) - 1;

                    *last = *last == '1' ? '2' : '1';
                  }
                shown = g_strdup_printf ("%u/%u/%s", slot, card, proof);
                if (!line_send (&me->line, "SHOW", shown, error))
                  return FALSE;
              }
        }
      else
        {
          g_autofree char *text = line_receive (&me->line, "ACTION", error);
          g_autoptr(GArray) parsed = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

          if (text == NULL || !bn_battle_actions_from_text (text, parsed, error))
            return FALSE;
          g_assert_cmpuint (parsed->len, ==, 1);
          action = g_array_index (parsed, BnBattleAction, 0);
          g_assert_cmpuint (action.side, ==, acting);
          slots = bn_battle_action_shown_cards (b, &action, &owner);
          for (guint slot = 0; slot < BN_BATTLE_MAX_HAND; slot++)
            if (slots & (1u << slot))
              {
                g_autofree char *shown = line_receive (&me->line, "SHOW", error);
                g_auto(GStrv) parts = NULL;
                const char *proof;
                guint64 named_slot, card;

                if (shown == NULL)
                  return FALSE;
                parts = g_strsplit (shown, "/", 3);
                g_assert_cmpuint (g_strv_length (parts), ==, 3);
                g_assert_true (g_ascii_string_to_unsigned (parts[0], 10, 0, BN_BATTLE_MAX_HAND, &named_slot, NULL));
                g_assert_true (g_ascii_string_to_unsigned (parts[1], 10, 0, 255, &card, NULL));
                g_assert_cmpuint (named_slot, ==, slot);
                proof = parts[2];
                if (!bn_net_dealer_check_play (dealer, (guint) card, proof, error)
                    || !bn_battle_reveal_card (b, owner, slot, (guint) card, error))
                  return FALSE;
                g_array_append_vals (reveals, &(Reveal) { me->n_actions, owner, slot, (guint) card }, 1);
                me->n_shown++;
              }
        }
      if (!bn_battle_apply (b, &action, error))
        {
          if (bn_net_dealer_get_refusal (dealer) != NULL)
            me->refusal = g_strdup (bn_net_dealer_get_refusal (dealer)->message);
          return FALSE;
        }
      g_array_append_val (history, action);
      me->n_actions++;
    }
  g_assert_cmpint (bn_battle_get_phase (b), ==, BN_PHASE_OVER);
  me->winner = bn_battle_get_winner (b);
  me->vp[0] = bn_battle_get_victory_points (b, 0);
  me->vp[1] = bn_battle_get_victory_points (b, 1);
  me->final_units = units_text (b);
  me->n_decks = bn_net_dealer_get_n_decks (dealer);

  /* The end: both reveal their keys, and each checks the other's. */
  /* A scout's look: each shows its whole hand, and each checks the other's. */
  {
    g_autofree char *hand = bn_net_dealer_show_hand (dealer);
    g_autofree char *their_hand = NULL;
    g_autofree char *short_hand = NULL;
    g_autoptr(GError) short_error = NULL;
    guint shown[BN_NET_DECK_MAX_CARDS];
    char *cut;

    if (!line_send (&me->line, "HAND", hand, error)
        || (their_hand = line_receive (&me->line, "HAND", error)) == NULL)
      return FALSE;
    me->n_hand_shown = bn_net_dealer_check_hand (dealer, their_hand, shown, error);
    if (me->n_hand_shown == G_MAXUINT)
      return FALSE;
    g_assert_cmpuint (me->n_hand_shown, ==, bn_battle_get_hand_size (b, 1 - me->side));
    for (guint i = 0; i < me->n_hand_shown; i++)
      me->hand_shown[i] = shown[i];
    /* A hand shown short of a card is refused. */
    short_hand = g_strdup (their_hand);
    if ((cut = strrchr (short_hand, ';')) != NULL)
      {
        *cut = '\0';
        g_assert_cmpuint (bn_net_dealer_check_hand (dealer, short_hand, shown, &short_error), ==, G_MAXUINT);
        g_assert_error (short_error, BN_NET_ERROR, BN_NET_ERROR_REFUSED);
      }
  }
  keys = bn_net_dealer_get_keys (dealer);
  if (!line_send (&me->line, "KEYS", keys, error)
      || (their_keys = line_receive (&me->line, "KEYS", error)) == NULL)
    return FALSE;
  {
    g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (guint));
    g_autoptr(BnChance) full_chance = bn_chance_new_seeded (me->seed);
    g_autoptr(BnBattle) full = NULL;
    GString *all = g_string_new (NULL);
    guint at_fault = 2;

    if (!bn_net_dealer_reveal (dealer, their_keys, cards, error))
      {
        g_string_free (all, TRUE);
        return FALSE;
      }
    for (guint i = 0; i < cards->len; i++)
      {
        g_assert_cmpuint (g_array_index (cards, guint, i), <, bn_battle_get_deck_size (b));
        g_string_append_printf (all, "%u,", g_array_index (cards, guint, i));
      }
    me->all_cards = g_string_free (all, FALSE);
    /* The whole battle again, both hands seen from the start: every decision is legal. */
    bn_dealt_cards_attach (full_chance, (const guint *) cards->data, cards->len);
    if ((full = bn_battle_new (rules, scenario, army0, army1, full_chance, error)) == NULL
        || !bn_net_dealer_check_battle (b, full, full_chance, NULL, &at_fault, error))
      return FALSE;
    me->full_units = units_text (full);
    /* The hand the other showed is his hand, slot by slot, as the whole deal has it. */
    for (guint slot = 0; slot < me->n_hand_shown; slot++)
      g_assert_cmpuint (me->hand_shown[slot], ==, bn_battle_get_hand_card (full, 1 - me->side, slot));
    forge_discard (me, rules, scenario, army0, army1, dealer, history, reveals, cards);
  }
  return TRUE;
}

static gpointer
side_thread (gpointer data)
{
  Side *me = data;

  if (!play_side (me, &me->error))
    end_line (&me->line, me->error);
  return NULL;
}

static void
play_battle (const char *rules_id,
             guint64     seed,
             int         cheater,
             Cheat       cheat,
             guint       restart_at,
             Side        sides[2])
{
  for (guint s = 0; s < 2; s++)
    {
      memset (&sides[s], 0, sizeof sides[s]);
      sides[s].side = s;
      sides[s].rules_id = rules_id;
      sides[s].seed = seed;
      sides[s].cheat = cheater == (int) s ? cheat : CHEAT_NONE;
      sides[s].line.cheat = sides[s].cheat;
      sides[s].restart_at = s == 0 ? restart_at : 0;
    }
  run_two (side_thread, &sides[0], &sides[0].line, &sides[1], &sides[1].line);
}

static void
side_clear (Side *side)
{
  g_clear_error (&side->error);
  g_clear_pointer (&side->final_units, g_free);
  g_clear_pointer (&side->all_cards, g_free);
  g_clear_pointer (&side->full_units, g_free);
  g_clear_pointer (&side->line.last_deal, g_free);
  g_clear_pointer (&side->line.kept, g_free);
  g_clear_pointer (&side->refusal, g_free);
}

static void
test_whole_battle (gconstpointer data)
{
  const char *rules_id = data;
  Side sides[2];

  play_battle (rules_id, 3, -1, CHEAT_NONE, 0, sides);
  for (guint s = 0; s < 2; s++)
    g_assert_no_error (sides[s].error);
  g_assert_cmpuint (sides[0].n_actions, ==, sides[1].n_actions);
  g_assert_cmpuint (sides[0].winner, ==, sides[1].winner);
  g_assert_cmpuint (sides[0].vp[0], ==, sides[1].vp[0]);
  g_assert_cmpuint (sides[0].vp[1], ==, sides[1].vp[1]);
  g_assert_cmpstr (sides[0].final_units, ==, sides[1].final_units);
  /* Each was shown the other's cards as they were played, every one proved. */
  g_assert_cmpuint (sides[0].n_shown, >, 5);
  g_assert_cmpuint (sides[1].n_shown, >, 5);
  g_assert_cmpuint (sides[0].n_decks, ==, sides[1].n_decks);
  /* Once the keys are revealed both know every card dealt, alike, and the
   * battle replayed with both hands seen ends as it did. */
  g_assert_nonnull (sides[0].all_cards);
  g_assert_cmpstr (sides[0].all_cards, ==, sides[1].all_cards);
  /* Each showed its hand whole at the end, and it was its hand, slot by slot. */
  g_assert_cmpuint (sides[0].n_hand_shown, >, 0);
  g_assert_cmpuint (sides[1].n_hand_shown, >, 0);
  g_assert_cmpstr (sides[0].full_units, ==, sides[0].final_units);
  g_assert_cmpstr (sides[1].full_units, ==, sides[1].final_units);
  /* A discard while a card could order is found, and its side named. The
   * deal differs from run to run (fresh keys): a side whose opponent never
   * held a card that orders nothing beside one that orders has nothing to
   * forge. In Lords & Levies one of the two always has, in a whole battle;
   * in BattleLore nearly every card orders something, and some battles
   * give neither side the chance. */
  if (g_str_equal (rules_id, "lords-and-levies"))
    g_assert_true (sides[0].forged || sides[1].forged);
  for (guint s = 0; s < 2; s++)
    if (sides[s].forged)
      {
        g_assert_true (sides[s].forged_found);
        g_assert_cmpuint (sides[s].forged_side, ==, 1 - s);
      }
  g_test_message ("%s: %u decisions, %u and %u cards shown, %u decks", rules_id, sides[0].n_actions,
                  sides[0].n_shown, sides[1].n_shown, sides[0].n_decks);
  side_clear (&sides[0]);
  side_clear (&sides[1]);
}

/* Side 1 cheats: side 0 refuses it, saying why. */
static void
test_cheat (gconstpointer data)
{
  static const char * const reasons[] = {
    [CHEAT_CARD_NOT_DEALT] = "was not the card dealt to that side",
    [CHEAT_PROOF] = "was not the card dealt to that side",
    [CHEAT_DEAL_AGAIN] = "came when deal",
  };
  Cheat cheat = GPOINTER_TO_UINT (data);
  Side sides[2];

  play_battle ("lords-and-levies", 5, 1, cheat, 0, sides);
  /* A deal refused fails the engine's action; the dealer says why. */
  if (cheat == CHEAT_DEAL_AGAIN)
    {
      g_assert_nonnull (sides[0].refusal);
      g_assert_true (strstr (sides[0].error->message, sides[0].refusal) != NULL);
    }
  else
    g_assert_error (sides[0].error, BN_NET_ERROR, BN_NET_ERROR_REFUSED);
  g_test_message ("refused: %s", sides[0].error->message);
  if (strstr (sides[0].error->message, reasons[cheat]) == NULL)
    g_error ("refused with “%s”", sides[0].error->message);
  g_assert_nonnull (sides[1].error);
  side_clear (&sides[0]);
  side_clear (&sides[1]);
}

/* Side 0 stops mid-battle and takes it up from its kept dealer: the
 * same cards, and the battle goes on to the end with side 1, which never
 * stopped. */
static void
test_taken_up (void)
{
  Side sides[2];

  play_battle ("lords-and-levies", 4, -1, CHEAT_NONE, 60, sides);
  for (guint s = 0; s < 2; s++)
    g_assert_no_error (sides[s].error);
  g_assert_true (sides[0].restarted);
  g_assert_cmpuint (sides[0].n_actions, >, 60);
  g_assert_cmpstr (sides[0].final_units, ==, sides[1].final_units);
  g_assert_cmpuint (sides[0].winner, ==, sides[1].winner);
  side_clear (&sides[0]);
  side_clear (&sides[1]);
}

/* ---- a deal lost on the line, answered again ---- */

#define AGAIN_DEALS 12

typedef struct
{
  guint        side;
  Line         line;
  gboolean     lose_deck;   /* the line drops before side 1 has side 0's locks; else before deal 7 */
  GError      *error;
  char        *all_cards;
  guint        n_again;     /* messages this side sent again */
} AgainSide;

static BnNetDealer *
again_take_up (AgainSide  *me,
               BnChance  **chance,
               guint       n_dealt,
               guint       n_cards,
               GError    **error)
{
  BnNetDealer *dealer = me->line.kept != NULL
                        ? bn_net_dealer_new_from_text (me->line.kept, &kept_line, &me->line, error)
                        : bn_net_dealer_new (me->side, n_cards, &kept_line, &me->line);

  if (dealer == NULL)
    return NULL;
  g_clear_pointer (chance, bn_chance_free);
  *chance = bn_chance_new_seeded (1);
  bn_net_dealer_attach (dealer, *chance);
  /* The deals it had made, given again without a word. */
  for (guint i = 0; i < n_dealt; i++)
    {
      guint card;

      if (!bn_chance_deal_card (*chance, i % 2, &card, error))
        {
          bn_net_dealer_free (dealer);
          return NULL;
        }
    }
  return dealer;
}

/* Both say what they hold; each sends again what the other lacks. */
static gboolean
again_sync (AgainSide    *me,
            BnNetDealer  *dealer,
            GError      **error)
{
  g_autofree char *mine = g_strdup_printf ("%u/%u", bn_net_dealer_get_n_whole_decks (dealer),
                                           bn_net_dealer_get_n_deals (dealer));
  g_autofree char *theirs = NULL;
  guint n_before = me->line.n_sent;
  guint decks, deals;

  if (!line_send (&me->line, "SYNC", mine, error) || (theirs = line_receive (&me->line, "SYNC", error)) == NULL)
    return FALSE;
  g_assert_cmpint (sscanf (theirs, "%u/%u", &decks, &deals), ==, 2);
  if (!bn_net_dealer_answer_again (dealer, decks, deals, error))
    return FALSE;
  me->n_again = me->line.n_sent - n_before - 1;
  return TRUE;
}

static gboolean
again_play (AgainSide  *me,
            GError    **error)
{
  const guint n_cards = 30;
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnNetDealer) dealer = NULL;
  g_autofree char *keys = NULL, *their_keys = NULL;
  g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (guint));
  GString *all = NULL;
  guint start = 0;

  if ((dealer = again_take_up (me, &chance, 0, n_cards, error)) == NULL)
    return FALSE;
  if (me->lose_deck)
    {
      if (me->side == 1)
        {
          /* Side 0's locks are lost on the line, which drops. */
          g_autofree char *lost = line_receive (&me->line, "DECK", error);

          if (lost == NULL || !line_send (&me->line, "DROP", "", error))
            return FALSE;
        }
      else
        {
          g_autoptr(GError) dropped = NULL;
          guint card;

          /* Waiting for side 1's pile, it sees the line drop. */
          g_assert_false (bn_chance_deal_card (chance, 0, &card, &dropped));
          g_assert_nonnull (dropped);
          g_clear_pointer (&dealer, bn_net_dealer_free);
          if ((dealer = again_take_up (me, &chance, 0, n_cards, error)) == NULL)
            return FALSE;
        }
      if (!again_sync (me, dealer, error))
        return FALSE;
    }
  for (guint i = start; i < AGAIN_DEALS; i++)
    {
      guint card;

      if (!me->lose_deck && i == 7)
        {
          if (me->side == 1)
            {
              /* Side 0's opening for deal 7 is lost; side 1 stops and
               * takes up what it kept. */
              g_autofree char *lost = line_receive (&me->line, "DEAL", error);

              if (lost == NULL)
                return FALSE;
              g_clear_pointer (&dealer, bn_net_dealer_free);
              if ((dealer = again_take_up (me, &chance, 7, n_cards, error)) == NULL)
                return FALSE;
              if (!again_sync (me, dealer, error))
                return FALSE;
            }
          else
            {
              if (!bn_chance_deal_card (chance, i % 2, &card, error) || !again_sync (me, dealer, error))
                return FALSE;
              continue;
            }
        }
      if (!bn_chance_deal_card (chance, i % 2, &card, error))
        return FALSE;
      g_assert_true (i % 2 == me->side ? card < n_cards : card == BN_CHANCE_CARD_UNSEEN);
    }
  keys = bn_net_dealer_get_keys (dealer);
  if (!line_send (&me->line, "KEYS", keys, error) || (their_keys = line_receive (&me->line, "KEYS", error)) == NULL
      || !bn_net_dealer_reveal (dealer, their_keys, cards, error))
    return FALSE;
  all = g_string_new (NULL);
  for (guint i = 0; i < cards->len; i++)
    g_string_append_printf (all, "%u,", g_array_index (cards, guint, i));
  me->all_cards = g_string_free (all, FALSE);
  return TRUE;
}

static gpointer
again_thread (gpointer data)
{
  AgainSide *me = data;

  if (!again_play (me, &me->error))
    end_line (&me->line, me->error);
  return NULL;
}

/* The line drops with a message of the deal lost (side 0's locks of the
 * deck, or its opening of a card for side 1): each side takes up the
 * dealer it kept, both say what they hold, and each sends again what the
 * other lacks, the same locks and the same openings; the deal goes on and
 * both find one whole deal at the end, each its own cards where they were. */
static void
test_answered_again (gconstpointer data)
{
  gboolean lose_deck = GPOINTER_TO_UINT (data);
  AgainSide sides[2];

  for (guint s = 0; s < 2; s++)
    {
      memset (&sides[s], 0, sizeof sides[s]);
      sides[s].side = s;
      sides[s].lose_deck = lose_deck;
    }
  run_two (again_thread, &sides[0], &sides[0].line, &sides[1], &sides[1].line);
  for (guint s = 0; s < 2; s++)
    g_assert_no_error (sides[s].error);
  g_assert_cmpstr (sides[0].all_cards, ==, sides[1].all_cards);
  /* Side 0 sent again what side 1 lacked, and side 1 nothing. */
  g_assert_cmpuint (sides[0].n_again, ==, 1);
  g_assert_cmpuint (sides[1].n_again, ==, 0);
  for (guint s = 0; s < 2; s++)
    {
      g_free (sides[s].all_cards);
      g_free (sides[s].line.kept);
      g_free (sides[s].line.last_deal);
    }
}

/* ---- a played battle dealt between two files ---- */

/* What a reader of @db (no dealer: the app's board, "battle show") builds of
 * played battle @id: the same board as @live, this side's hand whole, and
 * of the other's hand not one card. */
static void
check_reader (const char     *db,
              gint64          id,
              const BnBattle *live,
              guint           side)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnStore) store = bn_store_open (db, &error);
  g_autoptr(BnPlayedBattle) read = NULL;
  const BnBattle *b;
  g_autofree char *units = NULL, *live_units = NULL;

  g_assert_no_error (error);
  read = bn_played_battle_load (store, id, &error);
  g_assert_no_error (error);
  g_assert_true (bn_played_battle_is_dealt (read));
  b = bn_played_battle_get_battle (read);
  units = units_text (b);
  live_units = units_text (live);
  g_assert_cmpstr (units, ==, live_units);
  g_assert_cmpuint (bn_battle_get_n_actions (b), ==, bn_battle_get_n_actions (live));
  g_assert_true (other_hand_unseen (b, side));
  g_assert_cmpuint (bn_battle_get_hand_size (b, side), ==, bn_battle_get_hand_size (live, side));
  for (guint slot = 0; slot < bn_battle_get_hand_size (b, side); slot++)
    g_assert_cmpuint (bn_battle_get_hand_card (b, side, slot), ==, bn_battle_get_hand_card (live, side, slot));
}

typedef struct
{
  Side        side;
  const char *db;
  gint64      id;
  guint       n_checked;  /* readers of the file checked */
  char       *hands;      /* both hands as the file holds them once the whole deal is known */
  char       *shown;      /* the cards every action showed, as the shared history has them */
  gint64      record_id;  /* the battle kept in the campaign */
} PlayedSide;

/* Both hands, as text. */
static char *
hands_text (const BnBattle *b)
{
  GString *text = g_string_new (NULL);

  for (guint side = 0; side < 2; side++)
    {
      for (guint slot = 0; slot < bn_battle_get_hand_size (b, side); slot++)
        g_string_append_printf (text, "%u,", bn_battle_get_hand_card (b, side, slot));
      g_string_append_c (text, '|');
    }
  return g_string_free (text, FALSE);
}

/* One side plays its battle as a played battle in its own file, the deck
 * dealt by its dealer; side 0 stops once and takes the battle up from its
 * file and its kept dealer. */
static gboolean
play_played_side (PlayedSide  *ps,
                  GError     **error)
{
  Side *me = &ps->side;
  g_autoptr(BnStore) store = bn_store_open (ps->db, error);
  g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, me->seed + me->side);
  g_autoptr(BnNetDealer) dealer = NULL;
  g_autoptr(BnPlayedBattle) played = NULL;
  BnPlayedDealer played_dealer;
  const BnBattle *b;
  guint n_cards;
  g_autofree char *units_read = NULL;

  if (store == NULL)
    return FALSE;
  n_cards = bn_played_battle_count_deck (bn_ruleset_lookup (me->rules_id), "random:7", 0, error);
  if (n_cards == G_MAXUINT)
    return FALSE;
  g_assert_cmpuint (n_cards, >, 0);
  dealer = bn_net_dealer_new (me->side, n_cards, &kept_line, &me->line);
  bn_net_dealer_for_played (dealer, &played_dealer);
  played = bn_played_battle_start_dealt (store, 1, 2, "random:7", me->seed,
                                         BN_PLAYED_BY_PEOPLE (0) | BN_PLAYED_BY_PEOPLE (1),
                                         bn_ruleset_lookup (me->rules_id), 0, &played_dealer, error);
  if (played == NULL)
    return FALSE;
  ps->id = bn_played_battle_get_id (played);
  b = bn_played_battle_get_battle (played);
  while (bn_battle_get_phase (b) != BN_PHASE_OVER && me->n_actions < 3000)
    {
      guint acting = bn_battle_get_acting_side (b);
      BnBattleAction action;
      guint owner = 0, slots;

      g_assert_true (other_hand_unseen (b, me->side));
      if (me->n_actions % 25 == 0)
        {
          check_reader (ps->db, ps->id, b, me->side);
          ps->n_checked++;
        }
      if (me->restart_at != 0 && me->n_actions == me->restart_at)
        {
          g_autofree char *units = units_text (b);
          g_autofree char *units_again = NULL;

          g_clear_pointer (&played, bn_played_battle_free);
          g_clear_pointer (&dealer, bn_net_dealer_free);
          if ((dealer = bn_net_dealer_new_from_text (me->line.kept, &kept_line, &me->line, error)) == NULL)
            return FALSE;
          bn_net_dealer_for_played (dealer, &played_dealer);
          if ((played = bn_played_battle_load_dealt (store, ps->id, &played_dealer, error)) == NULL)
            return FALSE;
          b = bn_played_battle_get_battle (played);
          units_again = units_text (b);
          g_assert_cmpstr (units_again, ==, units);
          g_assert_true (other_hand_unseen (b, me->side));
          me->restarted = TRUE;
        }
      if (acting == me->side)
        {
          g_autofree char *text = NULL;

          g_assert_true (bn_battle_ai_choose (ai, b, &action));
          text = bn_battle_action_to_string (&action);
          if (!line_send (&me->line, "ACTION", text, error))
            return FALSE;
          slots = bn_battle_action_shown_cards (b, &action, &owner);
          for (guint slot = 0; slot < BN_BATTLE_MAX_HAND; slot++)
            if (slots & (1u << slot))
              {
                guint card = bn_battle_get_hand_card (b, me->side, slot);
                g_autofree char *proof = bn_net_dealer_prove (dealer, card, error);
                g_autofree char *shown = NULL;

                if (proof == NULL)
                  return FALSE;
                shown = g_strdup_printf ("%u/%u/%s", slot, card, proof);
                if (!line_send (&me->line, "SHOW", shown, error))
                  return FALSE;
              }
        }
      else
        {
          g_autofree char *text = line_receive (&me->line, "ACTION", error);
          g_autoptr(GArray) parsed = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

          if (text == NULL || !bn_battle_actions_from_text (text, parsed, error))
            return FALSE;
          action = g_array_index (parsed, BnBattleAction, 0);
          slots = bn_battle_action_shown_cards (b, &action, &owner);
          for (guint slot = 0; slot < BN_BATTLE_MAX_HAND; slot++)
            if (slots & (1u << slot))
              {
                g_autofree char *shown = line_receive (&me->line, "SHOW", error);
                g_auto(GStrv) parts = NULL;
                guint64 card;

                if (shown == NULL)
                  return FALSE;
                parts = g_strsplit (shown, "/", 3);
                g_assert_true (g_ascii_string_to_unsigned (parts[1], 10, 0, 255, &card, NULL));
                if (!bn_net_dealer_check_play (dealer, (guint) card, parts[2], error)
                    || !bn_played_battle_reveal_card (played, owner, slot, (guint) card, error))
                  return FALSE;
                me->n_shown++;
              }
        }
      /* Saved with the cards it showed; the file was read again since. */
      if (!bn_played_battle_act_drawn (store, played, &action, 0, error))
        return FALSE;
      b = bn_played_battle_get_battle (played);
      me->n_actions++;
      /* Whenever it stops, the dealer it kept holds every card dealt so
       * far, its own just taken included. */
      if (me->line.kept != NULL)
        {
          g_autoptr(BnNetDealer) kept = bn_net_dealer_new_from_text (me->line.kept, &kept_line, &me->line, error);

          if (kept == NULL)
            return FALSE;
          g_assert_cmpuint (bn_net_dealer_get_n_deals (kept), ==, bn_net_dealer_get_n_deals (dealer));
        }
    }
  g_assert_cmpint (bn_battle_get_phase (b), ==, BN_PHASE_OVER);
  check_reader (ps->db, ps->id, b, me->side);
  ps->n_checked++;
  me->winner = bn_battle_get_winner (b);
  me->final_units = units_text (b);
  me->n_decks = bn_net_dealer_get_n_decks (dealer);
  /* The dealer kept itself before each message it sent. */
  g_assert_cmpuint (me->line.n_kept, >, 0);
  {
    GString *shown = g_string_new (NULL);

    for (guint i = 0; i < bn_battle_get_n_actions (b); i++)
      {
        g_autofree char *cards = bn_played_battle_get_shown (played, i);

        if (cards != NULL)
          g_string_append_printf (shown, "%u:%s;", i, cards);
      }
    ps->shown = g_string_free (shown, FALSE);
  }
  /* The end: the keys revealed, the whole deal found, the battle dealt
   * again with both hands seen in both files, and kept. */
  {
    g_autofree char *keys = bn_net_dealer_get_keys (dealer);
    g_autofree char *their_keys = NULL;
    g_autoptr(GArray) cards = g_array_new (FALSE, FALSE, sizeof (guint));
    g_autoptr(GArray) short_deal = NULL;
    g_autoptr(GError) short_error = NULL;
    g_autoptr(BnPlayedBattle) read = NULL;
    g_autoptr(BnBattleRecord) record = NULL;

    if (!line_send (&me->line, "KEYS", keys, error) || (their_keys = line_receive (&me->line, "KEYS", error)) == NULL
        || !bn_net_dealer_reveal (dealer, their_keys, cards, error))
      return FALSE;
    /* Not before the whole deal is known. */
    g_assert_null (bn_played_battle_keep_for_side (store, played, me->side, &short_error));
    g_assert_error (short_error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL);
    g_clear_error (&short_error);
    /* A deal that contradicts a card this side was given is refused. */
    short_deal = g_array_copy (cards);
    for (guint i = 0; i < short_deal->len; i++)
      g_array_index (short_deal, guint, i) = (g_array_index (short_deal, guint, i) + 1) % n_cards;
    g_assert_false (bn_played_battle_deal_whole (store, played, short_deal, &short_error));
    g_assert_nonnull (short_error);
    if (!bn_played_battle_deal_whole (store, played, cards, error))
      return FALSE;
    read = bn_played_battle_load (store, ps->id, error);
    if (read == NULL)
      return FALSE;
    ps->hands = hands_text (bn_played_battle_get_battle (read));
    g_assert_null (strstr (ps->hands, "255,"));
    units_read = units_text (bn_played_battle_get_battle (read));
    g_assert_cmpstr (units_read, ==, me->final_units);
    record = bn_played_battle_keep_for_side (store, played, me->side, error);
    if (record == NULL)
      return FALSE;
    ps->record_id = record->id;
  }
  return TRUE;
}

static gpointer
played_side_thread (gpointer data)
{
  PlayedSide *ps = data;

  if (!play_played_side (ps, &ps->side.error))
    end_line (&ps->side.line, ps->side.error);
  return NULL;
}

/* A campaign file with two armies, 1 and 2, each of its own leader: the
 * same in both sides' files. */
static char *
make_file (const char *dir,
           const char *name)
{
  char *db = g_build_filename (dir, name, NULL);
  g_auto(Run) run = { 0, };
  const char *const commands[][8] = {
    { "campaign", "new", "Marches", "--seed", "3", NULL },
    { "leader", "generate", "--campaign", "1", "--player", "--name", "Lord Ralf", NULL },
    { "leader", "generate", "--campaign", "1", "--player", "--name", "Lord Odo", NULL },
    { "army", "generate", "--points", "150", "--seed", "3", "--leader", NULL },
    { "army", "generate", "--points", "150", "--seed", "5", "--leader", NULL },
  };

  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    {
      const char *leader = c == 3 ? "1" : "2";

      run_clear (&run);
      memset (&run, 0, sizeof run);
      run_db (&run, db, commands[c][0], commands[c][1], commands[c][2], commands[c][3], commands[c][4],
              commands[c][5], commands[c][6], c >= 3 ? leader : NULL, NULL);
      if (run.status != 0)
        g_error ("%s: %s", commands[c][0], run.err);
    }
  return db;
}

/* Each side plays the battle as a played battle in its own file, the deck
 * dealt between them: at no point does either file, read by a program
 * without the dealer, hold a card of the other's hand before the rules
 * show it; side 0 stops mid-battle and takes it up from its file and its
 * kept dealer; both end on the same board. */
static void
test_played_battle (gconstpointer data)
{
  const char *rules_id = data;
  g_autofree char *dir = g_dir_make_tmp ("banneret-net-played-XXXXXX", NULL);
  PlayedSide sides[2];
  g_autofree char *db0 = make_file (dir, "host.db");
  g_autofree char *db1 = make_file (dir, "friend.db");

  for (guint s = 0; s < 2; s++)
    {
      memset (&sides[s], 0, sizeof sides[s]);
      sides[s].db = s == 0 ? db0 : db1;
      sides[s].side.side = s;
      sides[s].side.rules_id = rules_id;
      sides[s].side.seed = 11;
      sides[s].side.restart_at = s == 0 ? 40 : 0;
    }
  run_two (played_side_thread, &sides[0], &sides[0].side.line, &sides[1], &sides[1].side.line);
  for (guint s = 0; s < 2; s++)
    g_assert_no_error (sides[s].side.error);
  g_assert_true (sides[0].side.restarted);
  g_assert_cmpuint (sides[0].side.n_actions, ==, sides[1].side.n_actions);
  g_assert_cmpstr (sides[0].side.final_units, ==, sides[1].side.final_units);
  g_assert_cmpuint (sides[0].side.winner, ==, sides[1].side.winner);
  /* How many depends on the deal, fresh each run: a short battle shows
   * each side only a few of the other's cards. */
  g_assert_cmpuint (sides[0].side.n_shown, >, 2);
  g_assert_cmpuint (sides[1].side.n_shown, >, 2);
  g_assert_cmpuint (sides[0].n_checked, >, 2);
  /* Once the keys are revealed both files hold both hands, alike. */
  g_assert_cmpstr (sides[0].hands, ==, sides[1].hands);
  /* Both sides' histories show the same cards at the same decisions. */
  g_assert_cmpuint (strlen (sides[0].shown), >, 0);
  g_assert_cmpstr (sides[0].shown, ==, sides[1].shown);
  g_assert_cmpint (sides[0].record_id, >, 0);
  g_assert_cmpint (sides[1].record_id, >, 0);
  g_test_message ("%s: %u decisions, files read %u and %u times", rules_id, sides[0].side.n_actions,
                  sides[0].n_checked, sides[1].n_checked);
  for (guint s = 0; s < 2; s++)
    {
      side_clear (&sides[s].side);
      g_free (sides[s].hands);
      g_free (sides[s].shown);
    }
  g_unlink (db0);
  g_unlink (db1);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/net-dealer/whole-battle/lords-and-levies", "lords-and-levies", test_whole_battle);
  g_test_add_data_func ("/net-dealer/whole-battle/battlelore", "battlelore", test_whole_battle);
  g_test_add_data_func ("/net-dealer/cheat/card-not-dealt", GUINT_TO_POINTER (CHEAT_CARD_NOT_DEALT), test_cheat);
  g_test_add_data_func ("/net-dealer/cheat/proof-altered", GUINT_TO_POINTER (CHEAT_PROOF), test_cheat);
  g_test_add_data_func ("/net-dealer/cheat/deal-sent-again", GUINT_TO_POINTER (CHEAT_DEAL_AGAIN), test_cheat);
  g_test_add_func ("/net-dealer/taken-up", test_taken_up);
  g_test_add_data_func ("/net-dealer/answered-again/opening", GUINT_TO_POINTER (FALSE), test_answered_again);
  g_test_add_data_func ("/net-dealer/answered-again/locks", GUINT_TO_POINTER (TRUE), test_answered_again);
  g_test_add_data_func ("/net-dealer/played-battle/lords-and-levies", "lords-and-levies", test_played_battle);
  g_test_add_data_func ("/net-dealer/played-battle/battlelore", "battlelore", test_played_battle);
  return g_test_run ();
}
