/* bn-career-state-private.h — the career state, shared by its files:
 * bn-career-state.c (the state, the ledger, the draws and the advance),
 * bn-career-state-battle.c (one battle, step by step, and the contracts
 * it makes), bn-career-state-checks.c (step 1: checks, fates, ransoms and
 * succession), bn-career-state-honor.c (step 2: deeds and honor) and
 * bn-career-state-specials.c (special retainers).
 */
#pragma once

#include "bn-career-state.h"

struct _BnCareerState
{
  BnCareerRules *career_rules;
  BnLeaderRules *leader_rules;
  BnUnitRules *unit_rules;
  GPtrArray *leaders;           /* BnCareerLeader, in the order added */
  GHashTable *by_id;            /* gint64* → BnCareerLeader (borrowed) */
  GPtrArray *ledger;            /* BnLedgerEntry */
  GPtrArray *contracts;         /* BnMercenaryContract */
  GArray *heirs;                /* gint64: dead player-leaders */
  GPtrArray *draws;             /* BnCareerDraw */
  GHashTable *draws_by_key;     /* borrowed */
  GPtrArray *deaths;            /* BnCareerDeath */
  BnChance *chance;             /* borrowed; for keys not yet drawn */
  BnChance *retainer_chance;    /* borrowed; for special retainer keys not yet drawn */
  gboolean herald_on_field;     /* the battle being applied has a herald */
};

typedef struct
{
  const BnBattleLeader *entry;
  BnCareerLeader *cl;
  gboolean off_field;           /* killed or held captive */
  gboolean gone;                /* off the field for the rest of the battle: killed, held,
                                   or captured and ransomed; he makes no more checks */
  guint checks;                 /* checks made so far */
  GPtrArray *used;              /* common retainer ids used (borrowed strings) */
  GPtrArray *specials;          /* BnRetainer: his special retainers in this battle */
} Participant;

/* bn-career-state.c */
G_GNUC_INTERNAL gboolean       draw_keyed       (BnCareerState *state, const char *key, gboolean is_card,
                                                 guint event, guint *out_value, GError **error);
G_GNUC_INTERNAL BnLedgerEntry *ledger_add       (BnCareerState *state, gint64 leader_id, gint64 battle_id,
                                                 guint event, const char *kind, char *rule, gint base,
                                                 char *multipliers, gint result, char *card);
G_GNUC_INTERNAL gboolean       is_dead          (const BnCareerLeader *cl);
G_GNUC_INTERNAL void           set_status       (BnCareerLeader *cl, const char *status);
G_GNUC_INTERNAL void           add_honor        (BnCareerState *state, BnCareerLeader *cl, gint64 battle_id,
                                                 guint event, gint delta);
G_GNUC_INTERNAL gboolean       raise_esteem     (BnCareerState *state, BnCareerLeader *cl, gint64 battle_id,
                                                 guint event, GError **error);
G_GNUC_INTERNAL gboolean       draw_keyed_from  (BnCareerState *state, BnChance *chance, const char *key,
                                                 gboolean is_card, guint event, guint *out_value, GError **error);

/* bn-career-state-battle.c */
G_GNUC_INTERNAL Participant   *find_participant (GArray *participants, gint64 leader_id);
G_GNUC_INTERNAL gboolean       retainer_used    (Participant *p, const char *type_id);
G_GNUC_INTERNAL const BnArmy  *side_army        (const BnArmy *army, const BnArmy *opponent_army, BnSide side);
G_GNUC_INTERNAL gint64         side_commander   (const BnArmy *army);

/* bn-career-state-checks.c */
G_GNUC_INTERNAL gboolean run_check   (BnCareerState *state, GArray *participants, const BnPcsCheck *check,
                                      const BnArmy *army, const BnArmy *opponent_army, gint64 battle_id,
                                      guint event, GError **error);

/* bn-career-state-specials.c */
G_GNUC_INTERNAL gboolean muster_specials (BnCareerState *state, GArray *participants, const BnBattleRecord *record,
                                          guint event, GError **error);

/* bn-career-state-honor.c */
G_GNUC_INTERNAL gboolean award_honor (BnCareerState *state, Participant *p, BnBattleRecord *record,
                                      const BnArmy *army, guint event, GError **error);
