/* bn-net-battle-private.h — what the files of one side's network battle
 * share: the side's state and the steps of the protocol each file holds.
 *
 * bn-net-battle.c        the session: hosting, joining, connecting, the run
 * bn-net-battle-line.c   the messages on the connection
 * bn-net-battle-history.c the shared history's digests and the draws
 * bn-net-battle-setup.c  the battle set up in both files
 * bn-net-battle-turns.c  the decisions, and catching up after a reconnection
 * bn-net-battle-end.c    the end: masters opened and checked, the battle kept
 * bn-net-battle-deal.c   the command deck dealt between the sides: the
 *                        dealer's line, the cards an action shows, the keys
 */
#pragma once

#include "bn-net-battle.h"
#include "bn-net-channel.h"
#include "bn-net-dealer.h"
#include "bn-net-link.h"
#include "bn-net-protocol.h"

G_BEGIN_DECLS

struct _BnNetBattle
{
  BnStore          *store;          /* borrowed */
  BnNetLink        *link;           /* played_battle_id 0 until the battle is set up */
  BnPlayedBattle   *played;         /* NULL until then */
  gint64            army_id;        /* this side's army */
  char             *rules_id;
  char             *scenario;
  gboolean          basic_game;
  char             *invitation;
  GSocketListener  *listener;       /* the host's */
  GTlsCertificate  *certificate;    /* the host's */
  BnNetChannel     *channel;
  BnNetMessage     *held;           /* read while this side chose (bn_net_battle_listen()), not yet taken */
  GError           *held_error;     /* or the error reading it gave */
  GHashTable       *peer_commits;   /* draw number → the other side's commitment, this run */
  GPtrArray        *digests;        /* the shared history's digest after 0, 1, … actions */
  gboolean          has_forced;     /* the action owed for a draw under way (pending) */
  BnBattleAction    forced;
  gboolean          may_repent;     /* the "repent" test hook: this draw is for this side's action, which had others beside it */
  gboolean          repented;       /* the "repent" test hook has dropped the line once */
  gint64            record_id;
  char             *file_id;        /* this file's id for the leaders' tokens (bn-net-army.h) */
  char             *peer_file;      /* the other file's; NULL if it sent none */
  BnNetTellFunc     tell;
  gpointer          tell_data;
  guint             turn_seconds;   /* the time each side has per turn; 0: none (bn_net_battle_set_turn_seconds) */
  GCancellable     *cancellable;    /* bn_net_battle_cancel() */
  GMutex            channel_lock;   /* the channel is changed here, and a chat line may be sent from another thread */
  BnNetDealer      *dealer;         /* the command deck's dealer; NULL: the battle deals no cards between the sides */
  BnPlayedDealer    played_dealer;  /* the dealer as the played battle holds it */
  GQueue           *deals;          /* DECK and DEAL messages come before the dealer asked for them */
};

/* bn-net-battle-line.c */
void          net_battle_tell           (BnNetBattle           *self,
                                         const char            *format,
                                         ...) G_GNUC_PRINTF (2, 3);
gboolean      net_battle_send           (BnNetBattle           *self,
                                         BnNetMessage          *message,
                                         GError               **error);
gboolean      net_battle_refuse         (BnNetBattle           *self,
                                         GError               **error,
                                         const char            *format,
                                         ...) G_GNUC_PRINTF (3, 4);
BnNetMessage *net_battle_receive        (BnNetBattle           *self,
                                         const char            *type,
                                         GError               **error);

/* bn-net-battle-history.c */
char         *net_battle_action_line    (BnNetBattle           *self,
                                         guint                  i,
                                         gboolean               with_draw);
const char   *net_battle_digest_to      (BnNetBattle           *self,
                                         guint                  n);
guint         net_battle_n_actions      (BnNetBattle           *self);
char         *net_battle_action_context (BnNetBattle           *self,
                                         guint                  i,
                                         const char            *action_text);
gboolean      net_battle_action_draws   (const BnBattle        *battle,
                                         const BnBattleAction  *action);
gboolean      net_battle_save_link      (BnNetBattle           *self,
                                         GError               **error);
gboolean      net_battle_tampering      (const char            *what,
                                         guint                  k);
gboolean      net_battle_tampering_setup (const char           *what);
guint64       net_battle_seed_of        (BnNetBattle           *self,
                                         const char            *mine,
                                         const char            *theirs,
                                         const char            *context);
gboolean      net_battle_draw           (BnNetBattle           *self,
                                         guint                  number,
                                         const char            *context,
                                         guint64               *out_seed,
                                         GError               **error);

/* bn-net-battle-setup.c */
gboolean      net_battle_set_up         (BnNetBattle           *self,
                                         GError               **error);

/* bn-net-battle-turns.c */
gboolean      net_battle_resynchronise  (BnNetBattle           *self,
                                         GError               **error);
gboolean      net_battle_take_turn      (BnNetBattle           *self,
                                         BnNetChooseFunc        choose,
                                         gpointer               user_data,
                                         GError               **error);

/* bn-net-battle-deal.c */
guint         net_battle_deck_size      (BnNetBattle           *self,
                                         const BnRuleset       *ruleset,
                                         const char            *scenario,
                                         BnBattleOptions        options,
                                         GError               **error);
void          net_battle_make_dealer    (BnNetBattle           *self,
                                         guint                  n_cards);
BnPlayedBattle *net_battle_load_played  (BnNetBattle           *self,
                                         gint64                 played_battle_id,
                                         GError               **error);
gboolean      net_battle_is_deal        (const char            *type);
gboolean      net_battle_dealer_failed  (BnNetBattle           *self,
                                         GError               **error);
gboolean      net_battle_exchange_shown (BnNetBattle           *self,
                                         const BnBattleAction  *action,
                                         GError               **error);
char         *net_battle_prove_shown    (BnNetBattle           *self,
                                         guint                  i,
                                         GError               **error);
gboolean      net_battle_take_shown     (BnNetBattle           *self,
                                         const BnBattleAction  *action,
                                         const char            *proofs,
                                         GError               **error);
gboolean      net_battle_reveal_deal    (BnNetBattle           *self,
                                         GError               **error);

/* bn-net-battle-end.c */
gboolean      net_battle_finish         (BnNetBattle           *self,
                                         GError               **error);

G_END_DECLS
