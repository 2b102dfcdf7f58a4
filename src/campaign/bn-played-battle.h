/* bn-played-battle.h — a battle a person plays, saved as it goes.
 *
 * Two saved armies of a campaign meet on a battlefield (or a saved army and
 * a host the army generator raised for the battle); each side is played
 * by a person or by the computer. A person's action is checked and applied
 * by the battle engine; the computer then plays until a person must act
 * again or the battle ends. The actions are saved with every move, so the
 * battle is rebuilt exactly when opened again, and the last person's move
 * can be taken back.
 */
#pragma once

#include "bn-battle.h"
#include "bn-battle-ai.h"
#include "bn-store.h"
#include "bn-battle-record.h"

G_BEGIN_DECLS

typedef struct _BnPlayedBattle BnPlayedBattle;

/* Who plays: bit 0 side 0, bit 1 side 1; a clear bit is the computer. */
#define BN_PLAYED_BY_PEOPLE(side) (1u << (side))

BnPlayedBattle *bn_played_battle_start   (BnStore          *store,
                                          gint64            army_id,
                                          gint64            opponent_army_id,
                                          const char       *scenario,
                                          guint64           seed,
                                          guint             humans,
                                          GError          **error);
BnPlayedBattle *bn_played_battle_start_with_rules (BnStore      *store,
                                          gint64            army_id,
                                          gint64            opponent_army_id,
                                          const char       *scenario,
                                          guint64           seed,
                                          guint             humans,
                                          const BnRuleset  *ruleset,
                                          GError          **error);
BnPlayedBattle *bn_played_battle_start_with_options (BnStore  *store,
                                          gint64            army_id,
                                          gint64            opponent_army_id,
                                          const char       *scenario,
                                          guint64           seed,
                                          guint             humans,
                                          const BnRuleset  *ruleset,
                                          BnBattleOptions   options,
                                          GError          **error);
BnPlayedBattle *bn_played_battle_start_raised (BnStore      *store,
                                          gint64            army_id,
                                          guint             points,
                                          const char       *scenario,
                                          guint64           seed,
                                          guint             humans,
                                          const BnRuleset  *ruleset,
                                          BnBattleOptions   options,
                                          BnBattleStrength  strength,
                                          gboolean          defer_computer,
                                          GError          **error);
const BnArmy   *bn_played_battle_get_raised_host (BnPlayedBattle *self);
guint           bn_played_battle_get_raised_points (BnPlayedBattle *self);
guint64         bn_played_battle_get_seed (BnPlayedBattle *self);
const BnRuleset *bn_played_battle_get_ruleset (BnPlayedBattle *self);

/* The computer player's strength, kept with the battle. A caller that
 * lets the computer think in another thread (the app, under "hard") defers
 * its moves: bn_played_battle_act() then makes the person's move only, and
 * the caller asks bn_played_battle_new_computer() for a player, has it
 * choose on a copy of the battle, and plays its choice with
 * bn_played_battle_computer_act(). */
BnPlayedBattle *bn_played_battle_start_with_strength (BnStore          *store,
                                                      gint64            army_id,
                                                      gint64            opponent_army_id,
                                                      const char       *scenario,
                                                      guint64           seed,
                                                      guint             humans,
                                                      const BnRuleset  *ruleset,
                                                      BnBattleOptions   options,
                                                      BnBattleStrength  strength,
                                                      gboolean          defer_computer,
                                                      GError          **error);
BnBattleStrength bn_played_battle_get_strength      (BnPlayedBattle   *self);
void             bn_played_battle_set_defer_computer (BnPlayedBattle  *self,
                                                      gboolean         defer);
gboolean         bn_played_battle_computer_to_move  (BnPlayedBattle   *self);
BnBattleAi      *bn_played_battle_new_computer      (BnPlayedBattle   *self);
gboolean         bn_played_battle_computer_act      (BnStore              *store,
                                                     BnPlayedBattle       *self,
                                                     const BnBattleAction *action,
                                                     GError              **error);
gboolean        bn_played_battle_get_basic_game (BnPlayedBattle *self);
BnPlayedBattle *bn_played_battle_load    (BnStore          *store,
                                          gint64            id,
                                          GError          **error);
void            bn_played_battle_free    (BnPlayedBattle   *self);
gint64          bn_played_battle_get_id  (BnPlayedBattle   *self);
const BnBattle *bn_played_battle_get_battle (BnPlayedBattle *self);
guint           bn_played_battle_get_humans (BnPlayedBattle *self);
const char     *bn_played_battle_get_army_name (BnPlayedBattle *self,
                                                guint           side);
const char     *bn_played_battle_get_unit_name (BnPlayedBattle *self,
                                                guint           unit);
gboolean        bn_played_battle_act     (BnStore          *store,
                                          BnPlayedBattle   *self,
                                          const BnBattleAction *action,
                                          GError          **error);
gboolean        bn_played_battle_act_with_dice (BnStore              *store,
                                                BnPlayedBattle       *self,
                                                const BnBattleAction *action,
                                                const char           *dice,
                                                GError              **error);
gboolean        bn_played_battle_act_drawn (BnStore            *store,
                                            BnPlayedBattle     *self,
                                            const BnBattleAction *action,
                                            guint64             draw,
                                            GError            **error);
BnBattleRecord *bn_played_battle_keep_for_side (BnStore        *store,
                                                BnPlayedBattle *self,
                                                guint           side,
                                                GError        **error);
guint64         bn_played_battle_get_draw (BnPlayedBattle *self,
                                           guint           action);
BnBattleRecord *bn_played_battle_keep    (BnStore          *store,
                                          BnPlayedBattle   *self,
                                          GError          **error);
BnBattle       *bn_played_battle_replay_to (BnPlayedBattle *self,
                                            guint           n_actions);
const BnBattleArmy *bn_played_battle_get_army (BnPlayedBattle *self,
                                               guint           side);
char           *bn_played_battle_to_log_xml (BnPlayedBattle *self);
gboolean        bn_played_battle_changed_elsewhere (BnStore        *store,
                                                    BnPlayedBattle *self,
                                                    gboolean       *out_kept,
                                                    GError        **error);
gboolean        bn_played_battle_undo    (BnStore          *store,
                                          BnPlayedBattle   *self,
                                          GError          **error);

/**
 * BnPlayedDealer:
 * @dealer: deals the battle's command deck (bn_chance_set_dealer()): each
 *   card of this program's hand, and %BN_BATTLE_CARD_UNSEEN for one of the
 *   other's
 * @rewind: the battle is about to be built again from its first action (a
 *   move refused, the battle read again): the dealer gives again, in order,
 *   the cards it gave, without a word to the other side
 * @data: for both
 *
 * The dealer of a battle whose command deck is dealt between two programs
 * (a battle over the network, bn-net-dealer.h). It must outlive the
 * played battle.
 */
typedef struct
{
  BnChanceDealer dealer;
  void         (*rewind) (gpointer data);
  gpointer       data;
} BnPlayedDealer;

BnPlayedBattle *bn_played_battle_start_dealt (BnStore              *store,
                                              gint64                army_id,
                                              gint64                opponent_army_id,
                                              const char           *scenario,
                                              guint64               seed,
                                              guint                 humans,
                                              const BnRuleset      *ruleset,
                                              BnBattleOptions       options,
                                              const BnPlayedDealer *dealer,
                                              GError              **error);
BnPlayedBattle *bn_played_battle_load_dealt  (BnStore              *store,
                                              gint64                id,
                                              const BnPlayedDealer *dealer,
                                              GError              **error);
guint           bn_played_battle_count_deck  (const BnRuleset      *ruleset,
                                              const char           *scenario,
                                              BnBattleOptions       options,
                                              GError              **error);
gboolean        bn_played_battle_is_dealt    (BnPlayedBattle       *self);
char           *bn_played_battle_get_shown   (BnPlayedBattle       *self,
                                              guint                 action);
gboolean        bn_played_battle_deal_whole  (BnStore              *store,
                                              BnPlayedBattle       *self,
                                              const GArray         *cards,
                                              GError              **error);
BnBattle       *bn_played_battle_deal_afresh (BnPlayedBattle       *self,
                                              const GArray         *cards,
                                              BnChance            **out_chance,
                                              GError              **error);
gboolean        bn_played_battle_reveal_card (BnPlayedBattle       *self,
                                              guint                 side,
                                              guint                 slot,
                                              guint                 card,
                                              GError              **error);

/* A played battle as a list shows it (bn_played_battle_list()). */
typedef struct
{
  gint64 id;
  char *army_name;
  char *opponent_name;
  char *scenario;
  guint humans;
  guint n_actions;
  char *created_at;
} BnPlayedBattleInfo;

void            bn_played_battle_info_free (BnPlayedBattleInfo *info);
GPtrArray      *bn_played_battle_list    (BnStore          *store,
                                          gint64            campaign_id,
                                          GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnPlayedBattle, bn_played_battle_free)

G_END_DECLS
