/* bn-battle-words-glance.c — a unit's state at a glance in words
 * (bn-battle-glance.h): the tooltip of a piece, the side panel and
 * "battle show" say the same. */
#include "bn-config.h"

#include "bn-battle-words.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bn-battle-glance.h"

/* A length on the table as a player measures it: whole centimetres where
 * it is whole, else to the millimetre. */
static char *
centimetres (guint mm)
{
  if (mm % 10 == 0)
    /* TRANSLATORS: a length on the table */
    return g_strdup_printf (_("%u cm"), mm / 10);
  /* TRANSLATORS: a length on the table, to the millimetre */
  return g_strdup_printf (_("%.1f cm"), mm / 10.0);
}

/**
 * bn_battle_words_unit_glance:
 *
 * Returns: (transfer full) (nullable): what @unit has left to spend or how
 *   far it reaches, and how far the nearest enemy is, in a line ("2 of 5
 *   movement points left"; "moves 20 cm, charges 25 cm; nearest enemy:
 *   Pikemen, 34.5 cm away"); %NULL where the ruleset counts neither
 *   (movement by hexes) or the unit is off the field
 */
char *
bn_battle_words_unit_glance (const BnBattleWords *words,
                             guint                unit)
{
  BnUnitGlance glance;
  GString *out;

  g_return_val_if_fail (words != NULL && words->battle != NULL, NULL);

  if (!bn_battle_get_unit_glance (words->battle, unit, &glance) || (!glance.has_points && !glance.on_table))
    return NULL;
  out = g_string_new (NULL);
  if (glance.has_points && glance.acting)
    g_string_append_printf (out, ngettext ("%u of %u movement point left", "%u of %u movement points left",
                                           glance.points_full),
                            glance.points_left, glance.points_full);
  else if (glance.has_points)
    g_string_append_printf (out, ngettext ("%u movement point when ordered", "%u movement points when ordered",
                                           glance.points_full),
                            glance.points_full);
  if (glance.on_table && glance.move_mm > 0)
    {
      g_autofree char *move = centimetres (glance.move_mm);

      /* TRANSLATORS: how far a unit on the open table moves in a turn */
      g_string_append_printf (out, _("moves %s"), move);
      if (glance.charge_mm > 0)
        {
          g_autofree char *charge = centimetres (glance.charge_mm);

          /* TRANSLATORS: after "moves 20 cm": how far it charges */
          g_string_append_printf (out, _(", charges %s"), charge);
        }
      if (glance.range_mm > 0)
        {
          g_autofree char *range = centimetres (glance.range_mm);

          /* TRANSLATORS: after "moves 20 cm": how far its missiles reach */
          g_string_append_printf (out, _(", shoots %s"), range);
        }
    }
  if (glance.on_table && glance.nearest_enemy >= 0)
    {
      g_autofree char *gap = centimetres (glance.nearest_mm);

      if (out->len > 0)
        g_string_append (out, "; ");
      if (glance.nearest_mm == 0)
        /* TRANSLATORS: the nearest enemy unit touches this one */
        g_string_append_printf (out, _("in contact with %s"), bn_battle_words_unit (words, (guint) glance.nearest_enemy));
      else
        /* TRANSLATORS: the nearest enemy unit, and how far it stands */
        g_string_append_printf (out, _("nearest enemy: %s, %s away"),
                                bn_battle_words_unit (words, (guint) glance.nearest_enemy), gap);
    }
  if (out->len == 0)
    return g_string_free (out, TRUE), NULL;
  return g_string_free (out, FALSE);
}

/**
 * bn_battle_words_glance_lines:
 *
 * Returns: (transfer full) (nullable): each unit on the field with its
 *   army and its state at a glance (bn_battle_words_unit_glance()), a
 *   line each, for "battle show"; %NULL where there is nothing to say
 */
char *
bn_battle_words_glance_lines (const BnBattleWords *words)
{
  GString *out = g_string_new (NULL);

  for (guint unit = 0; unit < bn_battle_get_n_units (words->battle); unit++)
    {
      g_autofree char *glance = bn_battle_words_unit_glance (words, unit);
      guint side = bn_battle_get_unit (words->battle, unit)->side;
      const BnBattleArmy *army = words->armies[side];
      const char *name = bn_battle_words_unit (words, unit);

      if (glance == NULL)
        continue;
      if (out->len == 0)
        g_string_append (out, _("At a glance:\n"));
      /* A name two sides share already says its army. */
      if (army == NULL || strstr (name, bn_battle_words_army (words, side)) != NULL)
        g_string_append_printf (out, "  %s: %s\n", name, glance);
      else
        /* TRANSLATORS: a unit, its army, then its movement points or reach and the nearest enemy */
        g_string_append_printf (out, _("  %s (%s): %s\n"), name, bn_battle_words_army (words, side), glance);
    }
  if (out->len == 0)
    return g_string_free (out, TRUE), NULL;
  return g_string_free (out, FALSE);
}
