/* bn-table-battle.h — a battle fought on a real table, combat by combat.
 *
 * Players with figures on their own table start a table-side battle
 * between the player's saved army and an opponent (a saved army of the
 * same campaign, or only a name) under one ruleset. Each combat they fight
 * is resolved by the ruleset's own tables (bn-table-combat.h) from the
 * dice they typed or the generator threw, and written to the battle's
 * log; a unit named by its roster number brings its type, weapon and
 * figures (less those it lost so far). Finishing the battle records it in
 * the campaign as the "record a battle" path does, each unit's losses
 * summed from the log, and it then goes through the career like any
 * other. Each write is one transaction.
 */
#pragma once

#include "bn-battle-record.h"
#include "bn-store.h"
#include "bn-table-combat.h"

G_BEGIN_DECLS

typedef struct
{
  guint    seq;                  /* 1, 2, … in the battle */
  guint    attacker_side;        /* BnSide of the attacker */
  guint    units[2];             /* roster numbers of attacker and defender; 0: a type only */
  char    *types[2];             /* "B-foot spear 6" */
  char    *situation;            /* "close combat, flank, charge" */
  char    *dice;                 /* by purpose: "attack die 6 5 2 1; saving throw 4" */
  gboolean typed;
  guint    lost[2];
  guint    retreat[2];
  gboolean destroyed[2];
  gboolean routed[2];
  char    *summary;
  char    *rule;
} BnTableEntry;

typedef struct
{
  gint64     id;
  gint64     campaign_id;
  char      *rules;              /* the ruleset id */
  char      *name;
  gint64     army_id;
  gint64     opponent_army_id;   /* 0: the opponent is only a name */
  char      *opponent;           /* the opponent's name */
  gint64     leader_ids[2];      /* leaders who took the field; 0: none named */
  gint64     record_id;          /* the recorded battle once finished; 0 before */
  char      *created_at;
  GPtrArray *combats;            /* BnTableEntry, in order */
} BnTableBattle;

void           bn_table_entry_free     (BnTableEntry  *entry);
void           bn_table_battle_free    (BnTableBattle *battle);

BnTableBattle *bn_table_battle_start   (BnStore         *store,
                                        const char      *name,
                                        gint64           army_id,
                                        gint64           opponent_army_id,
                                        const char      *opponent,
                                        gint64           leader_id,
                                        gint64           opponent_leader_id,
                                        const BnRuleset *ruleset,
                                        GError         **error);
BnTableBattle *bn_table_battle_load    (BnStore         *store,
                                        gint64           id,
                                        GError         **error);
GPtrArray     *bn_table_battle_list    (BnStore         *store,
                                        gint64           campaign_id,
                                        GError         **error);
BnTableSide   *bn_table_battle_side    (BnStore         *store,
                                        const BnTableBattle *battle,
                                        guint            side,
                                        guint            unit,
                                        GError         **error);
BnTableEntry  *bn_table_battle_resolve (BnStore         *store,
                                        gint64           id,
                                        guint            attacker_side,
                                        const guint     *units,
                                        const BnTableCombat *combat,
                                        const guint     *faces,
                                        guint            n_faces,
                                        guint64          seed,
                                        GError         **error);
gboolean       bn_table_battle_undo    (BnStore         *store,
                                        gint64           id,
                                        GError         **error);
BnBattleRecord *bn_table_battle_finish (BnStore         *store,
                                        gint64           id,
                                        BnWinner         winner,
                                        guint            player_vp,
                                        guint            opponent_vp,
                                        GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnTableEntry, bn_table_entry_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnTableBattle, bn_table_battle_free)

G_END_DECLS
