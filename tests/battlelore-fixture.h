/* battlelore-fixture.h — the scripted-situation helpers of
 * battle-fixture.h, with the BattleLore variant's rules
 * (data/rulesets/battlelore.xml, as the app loads them). */
#pragma once

#include "battle-fixture.h"
#include "bn-battle-rules-xml.h"

#define YELLOW BN_BATTLE_COLOUR_BLUE
#define GREEN  BN_BATTLE_COLOUR_GREEN

static inline void
bl_init (Fixture *f,
         guint    width,
         guint    height)
{
  g_autoptr(GError) error = NULL;

  fixture_init (f, width, height);
  bn_battle_rules_unref (f->rules);
  f->rules = bn_battle_rules_load_id ("battlelore", &error);
  g_assert_no_error (error);
  g_assert_nonnull (f->rules);
}
