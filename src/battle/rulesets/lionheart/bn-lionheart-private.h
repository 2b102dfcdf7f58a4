/* bn-lionheart-private.h — what the Lionheart ruleset's files share: its
 * turn state in BnBattleState.ruleset_state and the helpers each part
 * uses (bn-lionheart-units.c: tables and unit types; -combat.c:
 * hand-to-hand, shooting and panic; -ai.c: the computer player;
 * bn-lionheart.c: the turn, treachery and the hooks). */
#pragma once

#include "bn-ruleset-hooks.h"
#include "bn-lionheart.h"

typedef struct
{
  guint8 sched[16];      /* the sides that act this turn, in order */
  guint8 n_sched;
  guint8 pos;            /* the action being played */
  gint8  unit;           /* the unit acting, or −1 */
  guint8 mp;             /* its movement points left */
  guint8 turns_here;     /* Turns it made in this hex (light troops' first is free) */
  guint8 fired;          /* shot or reloaded in this action */
  guint8 moved;          /* turned or advanced in this action */
  guint8 braced;         /* reloaded an arbalest: no movement this action */
  guint8 rolls[2];       /* the last leadership totals */
  guint16 owed[2];       /* points each side owes the mercenaries it controls */
} LhState;

G_STATIC_ASSERT (sizeof (LhState) <= BN_BATTLE_RULESET_STATE);

#define LH(b) ((LhState *) (b)->s.ruleset_state)
#define LHC(b) ((const LhState *) (b)->s.ruleset_state)

/* bn-lionheart-units.c */
G_GNUC_INTERNAL gboolean lh_is_horse      (const BnBattle *b, guint unit);
G_GNUC_INTERNAL LhWeapon lh_unit_weapon   (const BnBattle *b, guint unit);
G_GNUC_INTERNAL guint    lh_unit_speed    (const BnBattle *b, guint unit);
G_GNUC_INTERNAL guint    lh_unit_dice     (const BnBattle *b, guint unit, guint opponent, gboolean melee);
G_GNUC_INTERNAL void     lh_explain_dice  (const BnBattle *b, const BnBattleAction *action, GArray *terms);
G_GNUC_INTERNAL char    *lh_why_not       (const BnBattle *b, guint unit, gboolean fight, int target);
G_GNUC_INTERNAL int      lh_unit_in_hex   (const BnBattle *b, BnHex hex);

/* Whether @unit is still on the field; asked in every loop over units. */
static inline gboolean
lh_unit_up (const BnBattle *b,
            guint           unit)
{
  return b->s.units[unit].figures > 0;
}
G_GNUC_INTERNAL gboolean lh_can_shoot_at  (const BnBattle *b, guint unit, guint target);

/* bn-lionheart-combat.c */
G_GNUC_INTERNAL gboolean lh_melee         (BnBattle *b, guint att, guint def, GError **error);
G_GNUC_INTERNAL gboolean lh_shoot         (BnBattle *b, guint unit, guint target, GError **error);

/* bn-lionheart.c */
G_GNUC_INTERNAL void     lh_legal_actions (const BnBattle *b, GArray *out);
G_GNUC_INTERNAL guint    lh_side_available (const BnBattle *b, guint side);

/* bn-lionheart-ai.c */
G_GNUC_INTERNAL gboolean lh_ai_choose     (const BnBattle *b, BnRandom *jitter, BnBattleAction *out);
