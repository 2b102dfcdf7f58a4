/* stakes-fixture.h — the scripted battles behind the odds of a choice,
 * shared by the engine's tests and the action bar's (test-duel-odds.c,
 * test-stakes-bar-ui.c). Include after battle-fixture.h. */
#pragma once

#include "battle-fixture.h"

/* South's C-class archers (bows) shoot at north's B-class spearmen, 4
 * figures, 3 hexes away: the shot declared, north to make a stand or
 * retreat. */
static G_GNUC_UNUSED void
shot_to_answer (Fixture *f)
{
  fixture_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, BN_UNIT_CLASS_C, "bow", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  f->army[1]->units[0].figures = 4;
  fixture_start (f, "red-1");
  order (f, "red-1", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
  act (f, BN_ACTION_BATTLE, unit_of (f, 0, 0), unit_of (f, 1, 0), 0);
  g_assert_cmpint (bn_battle_get_phase (f->battle), ==, BN_PHASE_DEFEND);
}

/* South's B-class spearmen (4 dice at 1 hex, +1 their captain Roger
 * Mortimer's) destroy north's one-figure spearmen in front, their back
 * turned (a hit on lesser armour, its saving throw a flag: not saved);
 * north's pikemen stand behind, next to the emptied hex. South may break
 * through, with Roger or without. */
static G_GNUC_UNUSED void
breakthrough_offered (Fixture *f)
{
  fixture_init (f, 9, 9);
  fixture_unit (f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_commander (f, 0, BN_COMMANDER_CAPTAIN, 0, 0, 0);
  g_strlcpy (f->army[0]->commanders[0].name, "Roger Mortimer", BN_BATTLE_NAME_MAX);
  fixture_unit (f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_N);
  fixture_unit (f, 1, FOOT, CB, "pike", RED, 3, 2, BN_HEX_DIR_S);
  f->army[1]->units[0].figures = 1;
  fixture_start (f, "red-1");
  order (f, "red-1", UNITS ((int) unit_of (f, 0, 0)));
  end_moves (f);
  act (f, BN_ACTION_BATTLE, unit_of (f, 0, 0), unit_of (f, 1, 0), 0);
  dice (f, "hit-lesser shield shield shield shield flag");
  act (f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpint (bn_battle_get_phase (f->battle), ==, BN_PHASE_BREAKTHROUGH);
}
