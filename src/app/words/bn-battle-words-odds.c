/* bn-battle-words-odds.c — the odds of one attack before it is made, the
 * dice each side throws and why, and the victory target, in a player's
 * words.
 *
 * The numbers are the engine's (bn-combat-preview.h, bn-battle-victory.h);
 * this file only says them, for the board's odds popover, the side panel
 * and the command line alike.
 */
#include "bn-config.h"

#include "bn-battle-words-private.h"

#include "bn-battle-glance.h"
#include "bn-battle-victory.h"
#include "bn-combat-account.h"
#include "bn-combat-preview.h"
#include "junior-general/bn-junior-general.h"

#include <glib/gi18n.h>

/**
 * bn_battle_words_victory:
 *
 * Returns: (transfer full): what wins the battle and where each side
 *   stands: "6 victory points win (now 2 to 1); the battle ends after turn 12."
 */
char *
bn_battle_words_victory (const BnBattleWords *words)
{
  BnBattleVictoryTarget target;
  GString *out = g_string_new (NULL);

  bn_battle_get_victory_target (words->battle, &target);
  if (target.victory_points > 0)
    g_string_append_printf (out, ngettext ("To win: %u victory point (now %u to %u)",
                                           "To win: %u victory points (now %u to %u)", target.victory_points),
                            target.victory_points, bn_battle_get_victory_points (words->battle, 0),
                            bn_battle_get_victory_points (words->battle, 1));
  if (target.break_percent > 0)
    g_string_append_printf (out, _("To win: break the enemy, an army that has lost %u%% of its stands at a turn's end "
                                   "being beaten (side 0 has lost %u of %u, side 1 %u of %u)"),
                            target.break_percent, target.stands_lost[0], target.stands_at_start[0],
                            target.stands_lost[1], target.stands_at_start[1]);
  if (out->len == 0)
    g_string_append (out, _("To win: destroy the enemy army"));
  if (target.turn_limit > 0)
    {
      BnBattleGlance glance;

      /* The limit as the players count turns. */
      bn_battle_get_glance (words->battle, &glance);
      g_string_append_printf (out, _("; the battle ends after turn %u, the higher score winning"), glance.turn_limit);
    }
  g_string_append (out, ".");
  return g_string_free (out, FALSE);
}

/* The name of weapon @weapon of @rules, or "?" for none. */
static const char *
weapon_name (const BnBattleRules *rules,
             guint                weapon)
{
  return weapon < bn_battle_rules_get_n_weapons (rules) ? bn_data_text (bn_battle_rules_get_weapon (rules, weapon)->name)
                                                        : "?";
}

/**
 * bn_battle_words_dice_term:
 *
 * @range: the strike's, in hexes (on the open table, cm)
 *
 * Returns: (transfer full): why @term adds its dice: "the longbow's dice
 *   at 3 hexes (L&L, Range)"
 */
char *
bn_battle_words_dice_term (const BnBattleWords    *words,
                           guint                   range,
                           const BnDiceTerm       *term)
{
  const BnBattleRules *rules = bn_battle_get_rules (words->battle);
  g_autofree char *what = NULL;

  switch (term->why)
    {
    case BN_DICE_WHY_CLASS:
      what = g_strdup_printf (ngettext ("the dice of %s at %u hex", "the dice of %s at %u hexes", range),
                              term->detail < bn_battle_rules_get_n_classes (rules)
                                ? bn_data_text (bn_battle_rules_get_class (rules, term->detail)->name) : "?", range);
      break;
    case BN_DICE_WHY_WEAPON:
      /* A weapon's own dice replace its class's (L&L, order sheet: "special
       * missile weapons"): never "extra". */
      what = g_strdup_printf (ngettext ("the dice of the %s at %u hex, instead of the class dice",
                                        "the dice of the %s at %u hexes, instead of the class dice", range),
                              weapon_name (rules, term->detail), range);
      break;
    case BN_DICE_WHY_HILL:
      what = g_strdup (_("from a hill"));
      break;
    case BN_DICE_WHY_CHARGE:
      what = g_strdup (_("a charge: mounted lancers that rode straight in"));
      break;
    case BN_DICE_WHY_TARGET_GROUND:
      what = g_strdup_printf (_("the target stands in %s"),
                              term->detail < bn_battle_rules_get_n_terrains (rules)
                                ? bn_data_text (bn_battle_rules_get_terrain (rules, term->detail)->name) : "?");
      break;
    case BN_DICE_WHY_OWN_GROUND:
      what = g_strdup_printf (_("the attacker stands in %s"),
                              term->detail < bn_battle_rules_get_n_terrains (rules)
                                ? bn_data_text (bn_battle_rules_get_terrain (rules, term->detail)->name) : "?");
      break;
    case BN_DICE_WHY_STAKES:
      what = g_strdup (_("into the archers' stakes"));
      break;
    case BN_DICE_WHY_FIREARMS:
      what = g_strdup (_("only part of the unit has firearms"));
      break;
    case BN_DICE_WHY_RULESET:
      what = g_strdup (_("the ruleset's own modifiers"));
      break;
    case BN_DICE_WHY_CAP_INTO:
    case BN_DICE_WHY_CAP_FROM:
      {
        const BnTerrainProfile *ground = term->detail < bn_battle_rules_get_n_terrains (rules)
                                         ? bn_battle_rules_get_terrain (rules, term->detail) : NULL;
        guint cap = ground == NULL ? 0 : term->why == BN_DICE_WHY_CAP_INTO ? ground->max_dice_into
                                                                            : ground->max_dice_from;

        /* TRANSLATORS: "no more than 2 dice are thrown into the ford" */
        what = g_strdup_printf (term->why == BN_DICE_WHY_CAP_INTO
                                ? ngettext ("no more than %u die is thrown into the %s", "no more than %u dice are thrown into the %s", cap)
                                : ngettext ("no more than %u die is thrown from the %s", "no more than %u dice are thrown from the %s", cap),
                                cap, ground != NULL ? bn_data_text (ground->name) : "?");
      }
      break;
    case BN_DICE_WHY_PASSIVE_FRONT:
      what = g_strdup (term->detail == BN_BATTLE_ARM_HORSE
                       ? _("cavalry attacking the enemy's passive front in close combat")
                       : _("infantry attacking the enemy's passive front in close combat"));
      break;
    case BN_DICE_WHY_CLOSE_WEAPON:
      what = g_strdup_printf (_("%s in close combat"), weapon_name (rules, term->detail));
      break;
    case BN_DICE_WHY_MOVING_FIRE:
      what = g_strdup_printf (_("%s used on the move"), weapon_name (rules, term->detail));
      break;
    case BN_DICE_WHY_LEADER:
      what = g_strdup_printf (_("the die of %s, leading the unit"), bn_battle_words_commander (words, term->detail));
      break;
    case BN_DICE_WHY_CARD:
      what = g_strdup_printf (_("the card “%s” in play"),
                              term->detail < bn_battle_rules_get_n_cards (rules)
                                ? bn_data_text (bn_battle_rules_get_card (rules, term->detail)->name) : "?");
      break;
    case BN_DICE_WHY_AT_COMMANDER:
      what = g_strdup (_("at a lone commander, a set number of dice"));
      break;
    case BN_DICE_WHY_FIGURES:
      what = g_strdup_printf (ngettext ("%u figure, its dice by its kind", "%u figures, their dice by their kind",
                                        term->detail), term->detail);
      break;
    case BN_DICE_WHY_SPEAR:
      what = g_strdup (_("spears in hand-to-hand, against another weapon"));
      break;
    case BN_DICE_WHY_HALBERD:
      what = g_strdup (_("halberds in hand-to-hand"));
      break;
    case BN_DICE_WHY_STANDS:
      what = g_strdup_printf (ngettext ("%u stand, a die each", "%u stands, a die each", term->detail), term->detail);
      break;
    case BN_DICE_WHY_FLANK_STANDS:
      what = g_strdup (_("cavalry on infantry's flank or rear"));
      break;
    case BN_DICE_WHY_OWN_TABLES:
    default:
      what = g_strdup (bn_battle_is_on_table (words->battle)
                       ? _("a die a stand facing the enemy, +1 with a commander in base contact, +1 for charging "
                           "cavalry; shooting, a die a stand with arrows")
                       : _("the combat table's dice by figures, weapon and the enemy's weapon; archers in "
                           "hand-to-hand fight as with sidearms"));
      break;
    }
  return term->rule != NULL ? g_strdup_printf (_("%s (%s)"), what, term->rule) : g_steal_pointer (&what);
}

static void
append_chance (GString    *out,
               const char *what,
               double      share)
{
  if (share <= 0.0)
    return;
  if (share < 0.005)
    g_string_append_printf (out, _("%s under 1%%"), what);
  else
    g_string_append_printf (out, _("%s %.0f%%"), what, 100.0 * share);
}

/**
 * bn_battle_words_preview:
 *
 * Returns: (transfer full): the one-combat preview in lines: the attack,
 *   the dice and why, how it was counted, each side's chances and
 *   expected losses
 */
char *
bn_battle_words_preview (const BnBattleWords   *words,
                         const BnCombatPreview *preview)
{
  GString *out = g_string_new (NULL);
  gboolean stands = bn_battle_is_on_table (words->battle);
  const char *attacker = bn_battle_words_unit (words, preview->strike.attacker);
  const char *target = preview->strike.at_commander ? bn_battle_words_commander (words, preview->strike.target)
                                                    : bn_battle_words_unit (words, preview->strike.target);

  gboolean many = bn_battle_words_unit_is_plural (words, preview->strike.attacker);
  /* On the open table a charge is an attack from afar that throws no dice
   * of its own: the melee it begins does. */
  gboolean charge = stands && preview->action.type == BN_ACTION_BATTLE &&
                    bn_jg_get_step (words->battle) == BN_JG_STEP_CHARGE;

  if (charge)
    g_string_append_printf (out, many ? _("%s charge %s, %u cm away; the dice are thrown in the Melee step.\n")
                                      : _("%s charges %s, %u cm away; the dice are thrown in the Melee step.\n"),
                            attacker, target, preview->strike.range);
  else if (preview->strike.range > 1 && many)
    g_string_append_printf (out, stands ? _("%s shoot at %s, %u cm away.\n") : _("%s shoot at %s, %u hexes away.\n"),
                            attacker, target, preview->strike.range);
  else if (preview->strike.range > 1)
    g_string_append_printf (out, stands ? _("%s shoots at %s, %u cm away.\n") : _("%s shoots at %s, %u hexes away.\n"),
                            attacker, target, preview->strike.range);
  else if (many)
    g_string_append_printf (out, preview->strike.at_commander ? _("%s attack %s, alone in his hex.\n")
                                                              : _("%s attack %s.\n"), attacker, target);
  else
    g_string_append_printf (out, preview->strike.at_commander ? _("%s attacks %s, alone in his hex.\n")
                                                              : _("%s attacks %s.\n"), attacker, target);
  if (preview->action.type == BN_ACTION_STAND)
    g_string_append_printf (out, bn_battle_words_unit_is_plural (words, preview->strike.target)
                                 ? _("If %s make a stand, they throw their defence throw back after the attack.\n")
                                 : _("If %s makes a stand, it throws its defence throw back after the attack.\n"),
                            target);
  else if (preview->action.type == BN_ACTION_WITHDRAW)
    g_string_append_printf (out, bn_battle_words_unit_is_plural (words, preview->strike.target)
                                 ? _("If %s retreat voluntarily: no defence throw, only saving throws, and no "
                                     "breakthrough after (L&L, Voluntary retreat).\n")
                                 : _("If %s retreats voluntarily: no defence throw, only saving throws, and no "
                                     "breakthrough after (L&L, Voluntary retreat).\n"),
                            target);
  if (!charge || preview->strike.dice != 0)
    g_string_append_printf (out, many ? ngettext ("%s throw %d die:\n", "%s throw %d dice:\n", (gulong) ABS (preview->strike.dice))
                                      : ngettext ("%s throws %d die:\n", "%s throws %d dice:\n", (gulong) ABS (preview->strike.dice)),
                            attacker, preview->strike.dice);
  for (guint i = 0; i < preview->terms->len; i++)
    {
      const BnDiceTerm *term = &g_array_index (preview->terms, BnDiceTerm, i);
      g_autofree char *why = bn_battle_words_dice_term (words, preview->strike.range, term);

      g_string_append_printf (out, "  %+d  %s\n", term->dice, why);
    }
  if (preview->exact)
    /* Translators: the ways counted are those of every throw the combat
     * makes, the attack's dice, the saving throws, the flags' saves and a
     * defence throw, not the attack's dice alone */
    g_string_append_printf (out, ngettext ("Worked out exactly, over the %u way all the throws of the combat can fall "
                                           "(the attack's dice, then the saving throws and the rest).\n",
                                           "Worked out exactly, over all %u ways the throws of the combat can fall "
                                           "(the attack's dice, then the saving throws and the rest).\n",
                                           preview->runs),
                            preview->runs);
  else
    g_string_append_printf (out, ngettext ("Estimated from %u combat played with seeded dice.\n",
                                           "Estimated from %u combats played with seeded dice.\n", preview->runs),
                            preview->runs);
  if (preview->strike.at_commander)
    {
      g_string_append_printf (out, _("%s falls, is wounded or taken: %.0f%%.\n"), target, 100.0 * preview->commander_falls);
    }
  for (guint k = 0; k < 2; k++)
    {
      const char *name = k == 0 ? attacker : target;
      g_autoptr(GString) line = g_string_new (NULL);

      if (k == 1 && preview->strike.at_commander)
        continue;
      gboolean plural = k == 0 ? many : bn_battle_words_unit_is_plural (words, preview->strike.target);

      g_string_append_printf (out, stands ? ngettext ("%s, %u stand: ", "%s, %u stands: ", preview->figures[k])
                                          : ngettext ("%s, %u figure: ", "%s, %u figures: ", preview->figures[k]),
                              name, preview->figures[k]);
      for (guint n = 0; n <= BN_PREVIEW_MAX_LOSS && n <= preview->figures[k]; n++)
        {
          g_autofree char *what = n == BN_PREVIEW_MAX_LOSS
                                  ? g_strdup_printf (plural ? _("lose %u or more") : _("loses %u or more"), n)
                                  : g_strdup_printf (plural ? _("lose %u") : _("loses %u"), n);

          if (preview->loss_chance[k][n] <= 0.0)
            continue;
          if (line->len > 0)
            g_string_append (line, ", ");
          append_chance (line, what, preview->loss_chance[k][n]);
        }
      g_string_append_printf (out, "%s; ", line->len > 0 ? line->str : _("no loss"));
      /* Translators: the chances of one side of the combat, after its
       * name; in the plural where the name takes a plural verb. */
      if (stands)
        g_string_append_printf (out, plural ? _("expect to lose %.2f stands") : _("expects to lose %.2f stands"),
                                preview->expected_loss[k]);
      else
        g_string_append_printf (out, plural ? _("expect to lose %.2f figures") : _("expects to lose %.2f figures"),
                                preview->expected_loss[k]);
      if (preview->destroyed[k] > 0)
        g_string_append_printf (out, _("; destroyed %.0f%%"), 100.0 * preview->destroyed[k]);
      if (preview->retreat[k] > 0)
        g_string_append_printf (out, plural ? _("; fall back %.0f%%") : _("; falls back %.0f%%"),
                                100.0 * preview->retreat[k]);
      if (preview->panicked[k] > 0)
        g_string_append_printf (out, plural ? _("; panic %.0f%%") : _("; panics %.0f%%"), 100.0 * preview->panicked[k]);
      if (k == 1 && preview->strikes_back > 0)
        g_string_append_printf (out, plural ? _("; strike back %.0f%% (%.1f dice on average)")
                                            : _("; strikes back %.0f%% (%.1f dice on average)"),
                                100.0 * preview->strikes_back,
                                preview->strikes_back > 0 ? preview->mean_back_dice / preview->strikes_back : 0.0);
      if (k == 1 && preview->strikes_back <= 0 && bn_battle_words_no_defence (preview->no_defence) != NULL)
        /* TRANSLATORS: after a unit's chances in the odds: why it throws no die back, the rule */
        g_string_append_printf (out, _("; no defence throw: %s (%s)"), bn_battle_words_no_defence (preview->no_defence),
                                preview->no_defence_rule != NULL ? preview->no_defence_rule : "");
      g_string_append (out, ".\n");
    }
  g_string_append_printf (out, _("Nothing comes of it: %.0f%%.\n"), 100.0 * preview->nothing);
  return g_string_free (out, FALSE);
}
