/* bn-battle-words-board.c — a hex battle drawn in text, for the CLI's
 * `battle show`: one cell per hex with its terrain and the unit on it,
 * then the commanders and where they stand.
 */
#include "bn-config.h"

#include "bn-battle-words-private.h"

#include <glib/gi18n.h>

/* One character per terrain, as the text board draws it. */
static char
terrain_glyph (const BnBattleRules *rules,
               guint                terrain)
{
  static const struct { const char *id; char glyph; } glyphs[] = {
    { "open", '.' }, { "wood", 'w' }, { "orchard", 'o' }, { "hill", 'h' }, { "building", 'b' },
    { "river", '~' }, { "ford", '=' }, { "marsh", 'm' }, { "depression", 'd' }, { "debris", 'x' },
    { "field", 'f' }, { "rough", 'r' }, { "fence", '|' }, { "fieldwork", 'e' }, { "palisade", 'p' },
    { "wall", '#' }, { "lake", 'L' },
  };
  const char *id = terrain < bn_battle_rules_get_n_terrains (rules) ? bn_battle_rules_get_terrain (rules, terrain)->id : "";

  for (guint i = 0; i < G_N_ELEMENTS (glyphs); i++)
    if (g_str_equal (id, glyphs[i].id))
      return glyphs[i].glyph;
  return '?';
}

/* The four characters of hex (@col, @row) in the text board. */
static void
hex_cell (const BnBattleWords *words,
          int                  col,
          int                  row,
          char                 out[5])
{
  const BnBattle *battle = words->battle;
  const BnScenario *sc = bn_battle_get_scenario (battle);
  BnHex hex = bn_hex_from_offset (col, row);
  guint8 units[4];
  guint n = bn_battle_units_at (battle, hex, units);
  char g = terrain_glyph (bn_battle_get_rules (battle), sc->terrain[row * (int) sc->width + col]);

  if (n > 0)
    {
      const BnBattleUnit *u = bn_battle_get_unit (battle, units[0]);

      /* Side 0 in square brackets, side 1 in angle brackets; the unit's number. */
      g_snprintf (out, 5, "%c%02u%c", u->side == 0 ? '[' : '<', (guint) units[0] % 100, u->side == 0 ? ']' : '>');
      return;
    }
  if (bn_battle_commander_at (battle, hex) >= 0)
    {
      g_snprintf (out, 5, " %cC ", g);
      return;
    }
  for (guint i = 0; i < sc->n_objectives; i++)
    if (sc->objectives[i].col == col && sc->objectives[i].row == row)
      {
        g_snprintf (out, 5, "*%u%c ", MIN (sc->objectives[i].victory_points, 9u), g);
        return;
      }
  g_snprintf (out, 5, " %c%c ", g, g);
}

/**
 * bn_battle_words_board:
 *
 * Returns: (transfer full): the board as text: hexes by offset, odd columns
 *   half a line lower, as the board draws them; then the units and a key
 */
char *
bn_battle_words_board (const BnBattleWords *words)
{
  const BnBattle *battle = words->battle;
  const BnScenario *sc = bn_battle_get_scenario (battle);
  const BnBattleRules *rules = bn_battle_get_rules (battle);
  GString *out;
  gboolean seen[256] = { FALSE };

  if (bn_battle_is_on_table (battle))
    return bn_battle_words_table_board (words);
  out = g_string_new (NULL);
  g_string_append (out, "    ");
  for (guint col = 0; col < sc->width; col++)
    g_string_append_printf (out, "%-4u", col);
  g_string_append_c (out, '\n');
  for (guint row = 0; row < sc->height; row++)
    for (guint half = 0; half < 2; half++)
      {
        g_autoptr(GString) line = g_string_new (NULL);

        g_string_append_printf (line, half == 0 ? "%3u " : "    ", row);
        for (guint col = 0; col < sc->width; col++)
          {
            char cell[5];

            if ((col & 1) != half)
              {
                g_string_append (line, "    ");
                continue;
              }
            hex_cell (words, (int) col, (int) row, cell);
            g_string_append (line, cell);
          }
        while (line->len > 0 && line->str[line->len - 1] == ' ')
          g_string_truncate (line, line->len - 1);
        g_string_append_printf (out, "%s\n", line->str);
      }

  g_string_append (out, _("Key:"));
  for (guint i = 0; i < (guint) sc->width * sc->height; i++)
    {
      guint t = sc->terrain[i];

      if (seen[t] || t >= bn_battle_rules_get_n_terrains (rules))
        continue;
      seen[t] = TRUE;
      g_string_append_printf (out, " %c %s,", terrain_glyph (rules, t), bn_data_text (bn_battle_rules_get_terrain (rules, t)->name));
    }
  g_string_append_printf (out, _(" *N objective of N VP, C a commander alone, [NN] unit NN of %s, <NN> of %s\n"),
                          bn_battle_words_army (words, 0), bn_battle_words_army (words, 1));

  for (guint i = 0; i < bn_battle_get_n_units (battle); i++)
    {
      const BnBattleUnit *u = bn_battle_get_unit (battle, i);
      int col, row;

      if (u->figures == 0)
        continue;
      bn_hex_to_offset (u->hex, &col, &row);
      g_string_append_printf (out, ngettext ("%c%02u%c %s: %s, %s, %u figure at (%d,%d) facing %s%s%s%s\n",
                                             "%c%02u%c %s: %s, %s, %u figures at (%d,%d) facing %s%s%s%s\n",
                                             u->figures),
                              u->side == 0 ? '[' : '<', i, u->side == 0 ? ']' : '>',
                              bn_battle_words_unit (words, i), bn_data_text (bn_battle_get_unit_class (battle, i)->name),
                              bn_data_text (bn_battle_rules_colour_name (bn_battle_get_rules (battle), u->colour)), u->figures, col, row,
                              bn_battle_words_direction (u->facing),
                              u->mercenary ? _(", mercenary") : "",
                              u->group >= 0 ? _(", in a “Battle”") : "",
                              u->ordered != BN_ORDER_NONE ? _(", ordered") : "");
    }
  for (guint i = 0; i < bn_battle_get_n_commanders (battle); i++)
    {
      const BnBattleCommander *c = bn_battle_get_commander (battle, i);
      int col, row;

      if (!c->alive)
        continue;
      bn_hex_to_offset (c->hex, &col, &row);
      if (c->wound > 0)
        /* Translators: a campaign leader carrying a wound (Day of Battle;
         * the project's house rule), his combat skill lowered. */
        g_string_append_printf (out, _("  %s (%s) at (%d,%d), wounded: personal combat skill %d (−%u)\n"),
                                bn_battle_words_commander (words, i), bn_battle_words_army (words, c->side), col, row,
                                (int) c->pcs - (int) c->wound, c->wound);
      else
        g_string_append_printf (out, _("  %s (%s) at (%d,%d)%s\n"), bn_battle_words_commander (words, i),
                                bn_battle_words_army (words, c->side), col, row, c->wounded ? _(", wounded") : "");
    }
  return g_string_free (out, FALSE);
}
