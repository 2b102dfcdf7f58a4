/* test-net-dealer.c — a battle whose command deck is dealt by the mental
 * deck (bn-net-dealer.h) between two engines, each in its own thread and
 * seeing only its own hand: what passes between them is only text on two
 * queues, as it would be on the connection.
 *
 * Each side decides from its own view; a card it plays goes with the proof
 * that it was dealt to it, which the other checks before its engine is
 * shown the card. Both keep one battle, neither ever holds a card of the
 * other's hand before it is played, and at the end each checks the other's
 * keys. A side that plays a card it was not dealt is refused. */
#include "bn-battle.h"
#include "bn-battle-ai.h"
#include "bn-battle-rules-xml.h"
#include "bn-net-dealer.h"
#include "bn-net-protocol.h"

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

/* One direction of the line. */
typedef struct
{
  GAsyncQueue *out;
  GAsyncQueue *in;
  guint        n_sent;
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

static const BnNetDealerLine queue_line = { line_send, line_receive };

typedef struct
{
  guint          side;
  const char    *rules_id;
  guint64        seed;
  gboolean       cheat;        /* plays a card it was not dealt */
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
                /* The cheat names another card than the one it proves. */
                if (me->cheat && me->n_actions > 6)
                  card = card_not_dealt (b, me->side);
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
        return FALSE;
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
  keys = bn_net_dealer_get_keys (dealer);
  if (!line_send (&me->line, "KEYS", keys, error)
      || (their_keys = line_receive (&me->line, "KEYS", error)) == NULL)
    return FALSE;
  return bn_net_dealer_verify (dealer, their_keys, error);
}

static gpointer
side_thread (gpointer data)
{
  Side *me = data;

  if (!play_side (me, &me->error))
    {
      /* The other side may wait for a message: end it. */
      Message *m = g_new0 (Message, 1);

      m->type = g_strdup ("REFUSED");
      m->text = g_strdup (me->error != NULL ? me->error->message : "");
      g_async_queue_push (me->line.out, m);
    }
  return NULL;
}

static void
play_battle (const char *rules_id,
             guint64     seed,
             int         cheat,
             guint       restart_at,
             Side        sides[2])
{
  GAsyncQueue *queues[2] = { g_async_queue_new_full (message_free), g_async_queue_new_full (message_free) };
  GThread *threads[2];

  for (guint s = 0; s < 2; s++)
    {
      memset (&sides[s], 0, sizeof sides[s]);
      sides[s].side = s;
      sides[s].rules_id = rules_id;
      sides[s].seed = seed;
      sides[s].cheat = cheat == (int) s;
      sides[s].restart_at = s == 0 ? restart_at : 0;
      sides[s].line.out = queues[s];
      sides[s].line.in = queues[1 - s];
    }
  for (guint s = 0; s < 2; s++)
    threads[s] = g_thread_new ("side", side_thread, &sides[s]);
  for (guint s = 0; s < 2; s++)
    g_thread_join (threads[s]);
  g_async_queue_unref (queues[0]);
  g_async_queue_unref (queues[1]);
}

static void
side_clear (Side *side)
{
  g_clear_error (&side->error);
  g_clear_pointer (&side->final_units, g_free);
}

static void
test_whole_battle (gconstpointer data)
{
  const char *rules_id = data;
  Side sides[2];

  play_battle (rules_id, 3, -1, 0, sides);
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
  g_test_message ("%s: %u decisions, %u and %u cards shown, %u decks", rules_id, sides[0].n_actions,
                  sides[0].n_shown, sides[1].n_shown, sides[0].n_decks);
  side_clear (&sides[0]);
  side_clear (&sides[1]);
}

/* Side 1 names a card it was not dealt: side 0 refuses it. */
static void
test_card_not_dealt (void)
{
  Side sides[2];

  play_battle ("lords-and-levies", 5, 1, 0, sides);
  g_assert_error (sides[0].error, BN_NET_ERROR, BN_NET_ERROR_REFUSED);
  if (strstr (sides[0].error->message, "was not the card dealt to that side") == NULL)
    g_error ("refused with “%s”", sides[0].error->message);
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

  play_battle ("lords-and-levies", 4, -1, 60, sides);
  for (guint s = 0; s < 2; s++)
    g_assert_no_error (sides[s].error);
  g_assert_true (sides[0].restarted);
  g_assert_cmpuint (sides[0].n_actions, >, 60);
  g_assert_cmpstr (sides[0].final_units, ==, sides[1].final_units);
  g_assert_cmpuint (sides[0].winner, ==, sides[1].winner);
  side_clear (&sides[0]);
  side_clear (&sides[1]);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/net-dealer/whole-battle/lords-and-levies", "lords-and-levies", test_whole_battle);
  g_test_add_data_func ("/net-dealer/whole-battle/battlelore", "battlelore", test_whole_battle);
  g_test_add_func ("/net-dealer/card-not-dealt", test_card_not_dealt);
  g_test_add_func ("/net-dealer/taken-up", test_taken_up);
  return g_test_run ();
}
