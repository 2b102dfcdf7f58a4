/* bn-battle-words-die-key.c — what each face of a ruleset's die does,
 * a line each, from the ruleset's own readings (bn_combat_die_key()).
 */
#include "bn-config.h"

#include "bn-battle-words-private.h"

#include "bn-combat-account.h"

#include <glib/gi18n.h>

/**
 * bn_battle_words_die_key:
 *
 * Returns: (transfer full): what each face of the die does under @rules'
 *   ruleset, a line each, from the ruleset's own readings
 */
char *
bn_battle_words_die_key (const BnBattleRules *rules)
{
  const BnRuleset *ruleset = bn_battle_rules_get_ruleset (rules);
  GString *out = g_string_new (NULL);

  if (ruleset->board == BN_RULESET_BOARD_TABLE)
    {
      g_string_append (out, _("The D6 is read as the number it shows: in melee, against the playsheet's MELEE table "
                              "(a unit's type against its enemy's, +1 on a flank or rear), shooting against MISSILES "
                              "by range; a D10 decides a retreat from melee and a commander's fate "
                              "(Junior General, Melee; Archery; Commanders).\n"));
      return g_string_free (out, FALSE);
    }
  for (guint face = 1; face <= 6; face++)
    {
      BnDieFaceKey key;
      g_autoptr(GPtrArray) does = g_ptr_array_new ();

      bn_combat_die_key (rules, face, &key);
      g_string_append_printf (out, "%u  %s: ", face, bn_battle_words_die_face (ruleset, key.symbol));
      switch (key.reading)
        {
        case BN_DIE_READING_AXE:
          g_string_append (out, _("a hit in hand-to-hand; counts 2 in a leadership or panic roll; saves where the "
                                  "saving-roll table shows an axe (Lionheart, Combat; Leadership roll; Panic)."));
          break;
        case BN_DIE_READING_ARROW:
          g_string_append (out, _("a hit when shooting; counts 1 in a leadership or panic roll; saves where the "
                                  "table shows an arrow (Lionheart, Archery; Leadership roll; Panic)."));
          break;
        case BN_DIE_READING_PANIC:
          g_string_append (out, _("no hit; counts 0 in a leadership or panic roll; a unit with shields blocks a hit "
                                  "with it in hand-to-hand; saves where the table shows a panic (Lionheart, Combat; "
                                  "Panic)."));
          break;
        default:
          if (key.hits == ((1u << BN_ARMOUR_CLASS_NONE)))
            g_ptr_array_add (does, _("hits a unit without armour"));
          else if (key.hits == ((1u << BN_ARMOUR_CLASS_NONE) | (1u << BN_ARMOUR_CLASS_LESSER)))
            g_ptr_array_add (does, _("hits a unit with lesser armour or none"));
          else if (key.hits != 0)
            g_ptr_array_add (does, _("hits any armour"));
          if (key.bonus)
            g_ptr_array_add (does, _("a bonus strike for the weapons that read it so (polearms in melee, against the "
                                     "best armour in melee, the unarmed)"));
          if (key.strikes_commander)
            g_ptr_array_add (does, _("the only face that strikes a lone commander"));
          if (key.flag)
            g_ptr_array_add (does, _("a flag: the target may fall back a hex, unless it holds"));
          if (key.hits == 0 && !key.bonus && !key.flag)
            g_ptr_array_add (does, _("a miss"));
          if (key.saves_close && key.saves_ranged)
            g_ptr_array_add (does, _("saves a figure"));
          else if (key.saves_ranged && key.saves_ranged_unarmoured)
            g_ptr_array_add (does, _("saves a figure against shooting"));
          else if (key.saves_ranged)
            g_ptr_array_add (does, _("saves an armoured figure against shooting"));
          for (guint p = 0; p < does->len; p++)
            g_string_append_printf (out, "%s%s", p == 0 ? "" : "; ", (const char *) does->pdata[p]);
          g_string_append_printf (out, _(" (%s)."), _(key.saves_source));
          break;
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
