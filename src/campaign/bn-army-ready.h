/* bn-army-ready.h — whether a saved army may take the field.
 *
 * A battle, whether the computer fights it ("Fight a Battle…", "battle
 * fight") or people play it on the board ("Play a Battle…", "battle
 * start"), is fought by an army its report finds lawful: mustered, within
 * its points, every unit and post allowed (bn_army_check()'s errors; its
 * warnings are the player's to weigh). Every front end asks this one
 * check before a battle and shows its words.
 */
#pragma once

#include "bn-army.h"
#include "bn-store.h"

G_BEGIN_DECLS

gboolean bn_army_check_ready (BnStore       *store,
                              const BnArmy  *army,
                              GError       **error);

G_END_DECLS
