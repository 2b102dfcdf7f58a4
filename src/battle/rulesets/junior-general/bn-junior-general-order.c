/* bn-junior-general-order.c — the text's order of battle ("Units 4/6
 * stands + 1 Commander", "Formations: 3/4 units + 1 Commander", "Armies:
 * 2+ formations + Supreme Commander") held against an army as it takes
 * the field. A saved roster fights as it is: this only says, in a
 * player's words, where it departs from the text. Its numbers are the
 * `order-of-battle` table of data/rulesets/junior-general.xml. */
#include "bn-junior-general-private.h"
#include <glib/gi18n-lib.h>


char **
bn_jg_order_of_battle_warnings (const BnBattleRules *rules,
                                const BnBattleArmy  *army)
{
  const int *order;
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) odd = g_string_new (NULL);
  guint units = 0, n_odd = 0, commanders = 0, formations, wanted;
  gboolean supreme = FALSE;

  g_return_val_if_fail (rules != NULL && army != NULL, NULL);
  order = jg_table (rules, "order-of-battle");
  for (guint i = 0; i < army->n_units; i++)
    {
      const BnBattleUnitSpec *u = &army->units[i];
      BnJgType type = bn_jg_type_for (rules, u->arm, u->unit_class, u->weapon, u->light);

      if (type == BN_JG_BALLISTA || type == BN_JG_CATAPULT)
        continue;
      units++;
      if ((int) u->figures < order[0] || (int) u->figures > order[1])
        {
          g_string_append_printf (odd, "%s%s: %u", n_odd > 0 ? ", " : "", u->name, u->figures);
          n_odd++;
        }
    }
  for (guint c = 0; c < army->n_commanders; c++)
    {
      if (army->commanders[c].rank == BN_COMMANDER_CHARACTER)
        continue;
      commanders++;
      supreme |= army->commanders[c].rank == BN_COMMANDER_ARMY;
    }
  if (n_odd > 0)
    g_ptr_array_add (out, g_strdup_printf (ngettext ("%u unit with other than %d–%d stands (%s)",
                                                     "%u units with other than %d–%d stands (%s)", n_odd),
                                           n_odd, order[0], order[1], odd->str));
  formations = MAX ((units + (guint) MAX (order[3], 1) - 1) / (guint) MAX (order[3], 1), (guint) MAX (order[4], 1));
  if ((int) units < order[2] * order[4])
    g_ptr_array_add (out, g_strdup_printf (_("%u units: too few for %d formations of %d–%d units"),
                                           units, order[4], order[2], order[3]));
  if (!supreme)
    g_ptr_array_add (out, g_strdup (_("no supreme commander (an army commander)")));
  /* A unit's own commander ("Units 4/6 stands + 1 Commander") is read
   * as its leading figure, in its stands: a roster's commanders (at most
   * BN_BATTLE_ARMY_MAX_COMMANDERS) are the formations' and the army's. */
  wanted = formations + 1;
  if (commanders < wanted)
    g_ptr_array_add (out, g_strdup_printf (ngettext ("%u commander of the %u it gives (one a formation, and the "
                                                     "supreme commander)",
                                                     "%u commanders of the %u it gives (one a formation, and the "
                                                     "supreme commander)", commanders),
                                           commanders, wanted));
  g_ptr_array_add (out, NULL);
  return (char **) g_ptr_array_steal (out, NULL);
}
