/* bn-battle-words-hits.c — where every hit of a combat went, in a
 * player's words: saved or not, the automatic kill, the hits that need
 * no saving throw, those wasted beyond the figures struck and the kills
 * beyond the striker's own ranks (the rest of the combat's account is
 * bn-battle-words-combat.c).
 */
#include "bn-config.h"

#include "bn-battle-words-private.h"
#include "bn-battle-words-combat-private.h"

#include "bn-combat-account.h"

#include <glib/gi18n.h>

/* The rest of side @k's hits under a ruleset's own tables, after "3 hits
 * for Knights": Lionheart's "; 1 blocked by a shield of Spearmen (…); 1
 * of 2 saving rolls won; …", Junior General's "; a stand each (…)"; and
 * the kills beyond the figures or stands the struck unit had. */
static void
append_own_hits (GString               *out,
                 const BnBattleWords   *words,
                 const BnCombatAccount *account,
                 guint                  k)
{
  const char *struck = bn_battle_words_combat_side (words, account, 1 - k);
  gboolean struck_many = bn_battle_words_combat_side_is_plural (words, account, 1 - k);
  gboolean on_table = bn_battle_is_on_table (words->battle);

  if (on_table)
    /* Translators: after "3 hits for Archers" under Junior General */
    g_string_append (out, account->strike.range > 1
                          ? _(": a stand each, a war machine's die up to two (Junior General, Archery; playsheet: "
                              "MISSILES)")
                          : _(": a stand each (Junior General, Melee; playsheet: MELEE)"));
  if (account->shielded[k] > 0)
    /* Translators: after "3 hits for Knights": the hits the other unit's shields blocked, then that unit */
    g_string_append_printf (out, ngettext ("; %u blocked by a shield of %s (Lionheart, Melee complications)",
                                           "; %u blocked by shields of %s (Lionheart, Melee complications)",
                                           account->shielded[k]),
                            account->shielded[k], struck);
  if (account->saves_thrown[1 - k] > 0)
    g_string_append_printf (out, ngettext ("; %u of %u saving roll won", "; %u of %u saving rolls won",
                                           account->saves_thrown[1 - k]),
                            account->saved[1 - k], account->saves_thrown[1 - k]);
  if (account->no_save[k] > 0)
    /* Translators: hits that each cost a figure, then the unit struck */
    g_string_append_printf (out, struck_many
                                 ? ngettext ("; %u with no saving roll: %s have none against it (Lionheart, Saving "
                                             "rolls)",
                                             "; %u with no saving roll: %s have none against them (Lionheart, "
                                             "Saving rolls)", account->no_save[k])
                                 : ngettext ("; %u with no saving roll: %s has none against it (Lionheart, Saving "
                                             "rolls)",
                                             "; %u with no saving roll: %s has none against them (Lionheart, "
                                             "Saving rolls)", account->no_save[k]),
                            account->no_save[k], struck);
  if (account->beyond[k] > 0)
    /* Translators: kills the unit struck had no figures or stands left for */
    g_string_append_printf (out, on_table
                                 ? ngettext ("; %u beyond the stands %s had: nothing more lost",
                                             "; %u beyond the stands %s had: nothing more lost", account->beyond[k])
                                 : ngettext ("; %u beyond the figures %s had: nothing more lost",
                                             "; %u beyond the figures %s had: nothing more lost", account->beyond[k]),
                            account->beyond[k], struck);
  g_string_append (out, ".");
}

/* Side @k's hits and where each went (L&L, Resolve battle; Defence;
 * Combat; Fronts; house reading on hits beyond the figures struck):
 * " 3 hits for Longbowmen, 1 more than Mounted knights have figures:
 * wasted (house reading); 1 of 2 saving throws won." */
void
bn_battle_words_append_hits (GString               *out,
                             const BnBattleWords   *words,
                             const BnCombatAccount *account,
                             guint                  k)
{
  const char *striker = bn_battle_words_combat_side (words, account, k), *struck = bn_battle_words_combat_side (words, account, 1 - k);
  gboolean many = bn_battle_words_combat_side_is_plural (words, account, k);
  guint hits = account->hits[k];

  if (hits == 0 && account->saves_thrown[1 - k] == 0 && account->ignored[k] == 0)
    return;
  g_string_append_printf (out, ngettext (" %u hit for %s", " %u hits for %s", hits), hits, striker);
  /* Translators: after "3 hits for Pikemen": how many of them a leader's or retainer's D20 scored */
  if (account->bonus_hits[k] > 0 && account->bonus_hits[k] == hits)
    g_string_append (out, hits == 1 ? _(" (by a bonus die)") : _(" (all by bonus dice)"));
  else if (account->bonus_hits[k] > 0)
    g_string_append_printf (out, ngettext (" (%u of them by a bonus die)", " (%u of them by bonus dice)",
                                           account->bonus_hits[k]), account->bonus_hits[k]);
  if (bn_battle_is_on_table (words->battle) || bn_battle_words_own_turn (words->battle))
    {
      append_own_hits (out, words, account, k);
      return;
    }
  if (account->wasted[k] > 0)
    /* Translators: after "3 hits for Longbowmen": the hits beyond the figures of the unit struck, then that unit */
    g_string_append_printf (out, bn_battle_words_combat_side_is_plural (words, account, 1 - k)
                                 ? ngettext (", %u more than %s have figures: wasted (house reading)",
                                             ", %u more than %s have figures: wasted (house reading)",
                                             account->wasted[k])
                                 : ngettext (", %u more than %s has figures: wasted (house reading)",
                                             ", %u more than %s has figures: wasted (house reading)",
                                             account->wasted[k]),
                            account->wasted[k], struck);
  if (account->ignored[k] > 0)
    g_string_append_printf (out, ngettext ("; %u bonus strike not counted: the weapon loses one against mounted units "
                                           "(BattleLore, order sheet: weapon type)",
                                           "; %u bonus strikes not counted: the weapon loses one against mounted "
                                           "units (BattleLore, order sheet: weapon type)", account->ignored[k]),
                            account->ignored[k]);
  if (account->saves_thrown[1 - k] > 0)
    g_string_append_printf (out, ngettext ("; %u of %u saving throw won", "; %u of %u saving throws won",
                                           account->saves_thrown[1 - k]),
                            account->saved[1 - k], account->saves_thrown[1 - k]);
  if (account->automatic[k] > 0)
    /* Which hits make the automatic kill is the ruleset's own
     * (auto-kill-identical in data/rulesets/). */
    g_string_append (out, bn_battle_rules_get_constants (bn_battle_get_rules (words->battle))->auto_kill_identical
                          ? _("; 1 figure lost without a saving throw (the automatic kill): a hit symbol came up "
                              "more than once, and the first such hit kills outright (BattleLore, Saving throw)")
                          : _("; 1 figure lost without a saving throw (the automatic kill): of two hits or more "
                              "(crossed swords not counted), the first kills outright (L&L, Resolve battle)"));
  if (account->unsaveable[k] > 0)
    {
      /* A defence throw's hit, or the leader's die of a unit that makes
       * a stand: each its own rule. */
      const char *why = account->bonus_hits[k] == 0 ? _("L&L, Defence")
                        : account->bonus_hits[k] >= account->unsaveable[k] ? _("Day of Battle, Combat Bonus")
                        : _("L&L, Defence; Day of Battle, Combat Bonus");

      if (account->unsaveable[k] == hits)
        /* Translators: after "1 hit for Pikemen": the rule */
        g_string_append_printf (out, hits == 1 ? _("; it costs a figure, with no saving throw (%s)")
                                               : _("; each costs a figure, with no saving throw (%s)"), why);
      else
        g_string_append_printf (out, ngettext ("; %u of them costs a figure with no saving throw (%s)",
                                               "; %u of them cost a figure each with no saving throw (%s)",
                                               account->unsaveable[k]),
                                account->unsaveable[k], why);
    }
  if (account->unthrown[k] > 0)
    g_string_append_printf (out, ngettext ("; %u not saved: this battle is played without saving throws (L&L, "
                                           "Fastplay)",
                                           "; %u not saved: this battle is played without saving throws (L&L, "
                                           "Fastplay)", account->unthrown[k]),
                            account->unthrown[k]);
  if (account->capped[k] > 0)
    {
      guint cap = k == 0 ? account->casualties_cap
                         : account->figures_lost[0] - MIN (account->unsaveable[1], account->figures_lost[0]);
      /* Translators: after the hits and saves: "; 1 kill wasted: Crossbowmen
       * inflict no more casualties than the 4 figures in their own ranks
       * (L&L, Combat)". */
      g_autofree char *capped = g_strdup_printf (ngettext ("%u kill wasted", "%u kills wasted", account->capped[k]),
                                                 account->capped[k]);
      g_autofree char *ranks = NULL;

      if (k == 0 && account->cap_firearms)
        ranks = g_strdup_printf (ngettext ("the %u figure with firearms in its ranks",
                                           "the %u figures with firearms in its ranks", cap), cap);
      else
        ranks = g_strdup_printf (many ? ngettext ("the %u figure in their own ranks", "the %u figures in their own ranks",
                                                  cap)
                                      : ngettext ("the %u figure in its own ranks", "the %u figures in its own ranks",
                                                  cap),
                                 cap);
      g_string_append_printf (out, many ? _("; %s: %s inflict no more casualties than %s (%s)")
                                        : _("; %s: %s inflicts no more casualties than %s (%s)"),
                              capped, striker, ranks, account->cap_rule != NULL ? account->cap_rule : "");
    }
  g_string_append (out, ".");
}
