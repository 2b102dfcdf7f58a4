/* bench-net-deck — the processor time of each step of the mental deck
 * (bn-net-deck.h) for a deck of N cards (default 60), both sides in one
 * process: the keys, the two locks and shuffles, a draw (opening with its
 * proof, and taking), a card played (proof and check), and the check at
 * the end. Usage: bench-net-deck [CARDS [ROUNDS]]. Prints figures only. */
#include <glib.h>
#include <stdlib.h>
#include <time.h>

#include "bn-net-deck.h"

static double
cpu_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int
main (int argc, char **argv)
{
  guint n = argc > 1 ? (guint) atoi (argv[1]) : 60;
  guint rounds = argc > 2 ? (guint) atoi (argv[2]) : 5;
  guint8 cards[BN_NET_DECK_MAX_CARDS];

  if (n < 2 || n > BN_NET_DECK_MAX_CARDS || rounds == 0)
    {
      g_printerr ("usage: bench-net-deck [CARDS (2-256) [ROUNDS]]\n");
      return 2;
    }
  for (guint i = 0; i < n; i++)
    cards[i] = (guint8) i;
  bn_net_modp_prime ();
  g_print ("deck of %u cards, %u rounds; milliseconds of processor time\n", n, rounds);
  g_print ("round  keys  lock-1  lock-2  setup  draw  play  check-end\n");
  for (guint round = 0; round < rounds; round++)
    {
      g_autoptr(BnNetDeck) a = NULL;
      g_autoptr(BnNetDeck) b = NULL;
      g_autofree char *ca = NULL, *cb = NULL, *first = NULL, *pile = NULL, *ka = NULL, *kb = NULL;
      guint draws = MIN (n, 12);
      double t0, t1, t2, t3, t4, t5, t6;

      t0 = cpu_ms ();
      a = bn_net_deck_new (0, cards, n);
      b = bn_net_deck_new (1, cards, n);
      ca = bn_net_deck_get_commitment (a);
      cb = bn_net_deck_get_commitment (b);
      if (!bn_net_deck_set_peer_commitment (a, cb, NULL) || !bn_net_deck_set_peer_commitment (b, ca, NULL))
        g_error ("commitments refused");
      t1 = cpu_ms ();
      first = bn_net_deck_lock_first (a);
      t2 = cpu_ms ();
      pile = bn_net_deck_lock_second (b, first, NULL);
      if (pile == NULL || !bn_net_deck_take_pile (a, pile, NULL))
        g_error ("pile refused");
      t3 = cpu_ms ();
      for (guint i = 0; i < draws; i++)
        {
          BnNetDeck *drawer = i % 2 ? b : a, *other = i % 2 ? a : b;
          g_autofree char *opened = bn_net_deck_open (other, i, NULL);

          if (opened == NULL || !bn_net_deck_take (drawer, i, opened, NULL, NULL))
            g_error ("draw refused");
        }
      t4 = cpu_ms ();
      for (guint i = 0; i < draws; i++)
        {
          BnNetDeck *player = i % 2 ? b : a, *other = i % 2 ? a : b;
          guint8 hand[BN_NET_DECK_MAX_CARDS];
          g_autofree char *proof = NULL;

          bn_net_deck_get_hand (player, hand);
          proof = bn_net_deck_prove (player, hand[0], NULL);
          if (proof == NULL || !bn_net_deck_check_play (other, hand[0], proof, NULL))
            g_error ("play refused");
        }
      t5 = cpu_ms ();
      ka = bn_net_deck_get_key (a);
      kb = bn_net_deck_get_key (b);
      if (!bn_net_deck_verify (a, kb, NULL) || !bn_net_deck_verify (b, ka, NULL))
        g_error ("end check refused");
      t6 = cpu_ms ();
      g_print ("%5u %5.1f %7.1f %7.1f %6.1f %5.1f %5.1f %10.1f\n", round + 1,
               t1 - t0, t2 - t1, t3 - t2, t3 - t0, (t4 - t3) / draws, (t5 - t4) / draws, t6 - t5);
    }
  return 0;
}
