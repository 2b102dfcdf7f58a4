/* bn-combat-notes-private.h — what bn-combat-notes.c noted beside the
 * log, as the accounts of combats read it (bn-combat-account.c).
 */
#pragma once

#include "bn-battle-private.h"

/* Appends to @out (BnDiceTerm) the reasons noted for the dice @thrower
 * (0 the striker of @event, 1 the one it struck, striking back) threw. */
G_GNUC_INTERNAL void battle_strike_terms_of  (const BnBattle *b,
                                              guint           event,
                                              guint           thrower,
                                              GArray         *out);
/* The commander noted standing with the unit struck at the strike
 * @event, or −1. */
G_GNUC_INTERNAL int  battle_struck_leader_of (const BnBattle *b,
                                              guint           event);
/* What a leader's check just logged counted (bn-battle-risk.c), and the
 * same for a check of commander @c thrown again. */
G_GNUC_INTERNAL void battle_risk_counted_noted (BnBattle *b,
                                                guint     n_events_before,
                                                guint     unit,
                                                guint     other,
                                                guint     lost,
                                                guint     other_lost,
                                                guint     wound);
G_GNUC_INTERNAL void battle_risk_counted_again (BnBattle *b,
                                                guint     n_events_before,
                                                guint     c);
