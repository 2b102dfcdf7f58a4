/* bn-store-played-battle-private.h — what the files of the played battle
 * share; see bn-played-battle.h.
 *
 * bn-store-played-battle.c        the battle built from its actions, saved, read
 * bn-store-played-battle-start.c  a battle started
 * bn-store-played-battle-act.c    moves made, and taken back
 * bn-store-played-battle-keep.c   a battle kept in its campaign, and the list
 * bn-store-played-battle-dealt.c  a battle whose command deck is dealt between two programs
 */
#pragma once

#include "bn-store-private.h"

#include "bn-played-battle.h"

G_BEGIN_DECLS

struct _BnPlayedBattle
{
  gint64 id;
  gint64 campaign_id;
  gint64 kept_id;               /* the battle record it was kept as; 0: not kept */
  gint64 army_ids[2];
  char *scenario_spec;
  guint64 seed;
  guint humans;
  const BnRuleset *ruleset;
  gboolean basic_game;          /* Day of Battle's basic game (battle option, kept with it) */
  /* The opponent raised for the battle by the army generator (army_ids[1]
   * is 0 then): the points asked for and its roster as raised (army XML). */
  guint raised_points;
  char *raised_roster;
  BnArmy *raised;               /* the roster read back, as the battle took it */
  BnBattleStrength strength;    /* the computer player's (kept with it) */
  gboolean defer_computer;      /* the caller makes the computer's moves */

  BnBattleRules *rules;
  BnScenario *scenario;
  BnBattleArmy *armies[2];
  BnChance *chance;
  BnBattle *battle;
  char *saved;                  /* the actions as the store held them when last read or written */
  GArray *draws;                /* guint64 per action: the draw seed its rolls came from (a
                                   networked battle, bn-net-battle.h); 0: the battle's own chance */
  /* A battle whose command deck is dealt between two programs (a battle
   * over the network, bn_played_battle_start_dealt()): */
  BnPlayedDealer dealer;        /* its dealer while one is live; .dealer.deal NULL: none */
  GArray *dealt;                /* guint per card dealt, in order: the card, or BN_BATTLE_CARD_UNSEEN;
                                   NULL: a battle dealt by its own dice */
  GArray *shown;                /* PlayedShown: the cards each action showed */
};

/* A card an action showed: played, discarded, paid with, or looked at. */
typedef struct
{
  guint  action;
  guint8 side;
  guint8 slot;
  guint8 card;
} PlayedShown;

gboolean  played_battle_build           (BnStore         *store,
                                         BnPlayedBattle  *self,
                                         const char      *actions_text,
                                         GError         **error);
void      played_battle_clear_battle    (BnPlayedBattle  *self);
gboolean  played_battle_save_actions    (BnStore         *store,
                                         BnPlayedBattle  *self,
                                         GError         **error);
gboolean  played_battle_save_or_go_back (BnStore         *store,
                                         BnPlayedBattle  *self,
                                         GError         **error);
void      played_battle_let_the_computer_play (BnPlayedBattle *self);
char     *played_battle_actions_text_to (const BnPlayedBattle *self,
                                         guint            n);
guint64   played_battle_draw_of         (const GArray    *draws,
                                         guint            action);
char     *played_battle_typed_dice_of   (const BnBattle  *battle,
                                         guint            action);

/* bn-store-played-battle-dealt.c */
void      played_battle_attach_dealer   (BnPlayedBattle  *self);
gboolean  played_battle_show_from_line  (BnPlayedBattle  *self,
                                         const char      *line,
                                         GError         **error);
void      played_battle_append_shown    (const BnPlayedBattle *self,
                                         guint            action,
                                         GString         *out);
gboolean  played_battle_record_shown    (BnPlayedBattle  *self,
                                         const BnBattleAction *action,
                                         GError         **error);
char     *played_battle_dealt_text      (const BnPlayedBattle *self);
gboolean  played_battle_read_dealt      (BnPlayedBattle  *self,
                                         const char      *text,
                                         GError         **error);
void      played_battle_deal_copy       (const BnPlayedBattle *self,
                                         BnChance        *chance);
const GArray *played_battle_whole_deal (const BnPlayedBattle *self,
                                         GError         **error);
gboolean  played_battle_show_in_copy    (const BnPlayedBattle *self,
                                         BnBattle        *copy,
                                         guint            action);

G_END_DECLS
