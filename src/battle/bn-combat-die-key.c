/* bn-combat-die-key.c — what one face of the battle die does under a
 * ruleset, worked out from its die faces and its own readings; see
 * bn-combat-account.h.
 */
#include "bn-combat-account.h"

#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/**
 * bn_combat_die_key:
 * @face: 1–6
 *
 * Works out what @face does under @rules' ruleset: what armour it hits
 * (the die's data), whether any weapon of the ruleset strikes with it as a
 * bonus strike at some range, whether it saves (`saves`), and how the
 * ruleset reads it (`read_die`).
 */
void
bn_combat_die_key (const BnBattleRules *rules,
                   guint                face,
                   BnDieFaceKey        *out_key)
{
  const BnRuleset *ruleset = bn_battle_rules_get_ruleset (rules);
  const BnRulesetHooks *hooks = ruleset->hooks;
  BnDieSymbol symbol = bn_battle_rules_die_symbol (rules, face);
  BnClassProfile plain = { 0, };

  g_return_if_fail (out_key != NULL);

  memset (out_key, 0, sizeof *out_key);
  out_key->face = face;
  out_key->symbol = symbol;
  out_key->reading = bn_ruleset_read_die (ruleset, symbol);
  for (guint armour = 0; armour <= BN_ARMOUR_CLASS_NONE; armour++)
    if (bn_die_symbol_hits (symbol, (BnArmourClass) armour))
      out_key->hits |= 1u << armour;
  out_key->flag = symbol == BN_DIE_FLAG;
  out_key->strikes_commander = symbol == BN_DIE_SWORDS;
  for (guint w = 0; w < bn_battle_rules_get_n_weapons (rules) && out_key->hits == 0; w++)
    for (guint c = 0; c < bn_battle_rules_get_n_classes (rules) && !out_key->bonus; c++)
      for (guint d = 0; d < bn_battle_rules_get_n_classes (rules) && !out_key->bonus; d++)
        for (guint range = 1; range <= 6 && !out_key->bonus; range++)
          {
            const BnClassProfile *att = bn_battle_rules_get_class (rules, c);
            const BnClassProfile *def = bn_battle_rules_get_class (rules, d);
            const BnWeaponProfile *weapon = bn_battle_rules_get_weapon (rules, w);
            BnStrike strike = hooks != NULL && hooks->strike != NULL
                              ? hooks->strike (att, weapon, def, range, symbol)
                              : bn_ruleset_default_strike (att, weapon, def, range, symbol);

            out_key->bonus = strike == BN_STRIKE_BONUS;
          }
  plain.armour = BN_ARMOUR_CLASS_LESSER;
  out_key->saves_close = hooks != NULL && hooks->saves != NULL ? hooks->saves (&plain, TRUE, symbol)
                                                               : bn_ruleset_default_saves (&plain, TRUE, symbol);
  out_key->saves_ranged = hooks != NULL && hooks->saves != NULL ? hooks->saves (&plain, FALSE, symbol)
                                                                : bn_ruleset_default_saves (&plain, FALSE, symbol);
  plain.armour = BN_ARMOUR_CLASS_NONE;
  out_key->saves_ranged_unarmoured = hooks != NULL && hooks->saves != NULL
                                     ? hooks->saves (&plain, FALSE, symbol)
                                     : bn_ruleset_default_saves (&plain, FALSE, symbol);
  out_key->saves_source = hooks != NULL && hooks->saves_source != NULL
                          ? hooks->saves_source : N_("L&L, Resolve battle; Hitting a commander");
}
