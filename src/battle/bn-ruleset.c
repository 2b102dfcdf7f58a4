/* bn-ruleset.c — the registry of rulesets and the engine's default hooks.
 *
 * The list is generated from src/battle/rulesets/meson.build: adding a
 * ruleset is its own directory there, its data file, and its id in that
 * list.
 */
#include "bn-ruleset-hooks.h"

#include "bn-rulesets-registered.h"

#include <string.h>

#define BN_RULESET(symbol) extern const BnRuleset bn_ruleset_##symbol;
BN_RULESETS
#undef BN_RULESET

#define BN_RULESET(symbol) &bn_ruleset_##symbol,
static const BnRuleset *const registered[] = { BN_RULESETS };
#undef BN_RULESET

static const BnRulesetHooks no_hooks = { NULL };

guint
bn_ruleset_get_n_rulesets (void)
{
  return G_N_ELEMENTS (registered);
}

const BnRuleset *
bn_ruleset_get_nth (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (registered), NULL);
  return registered[index];
}

/* Returns: the place of the ruleset called @id among
 * bn_ruleset_get_nth()'s, or -1 when none is: a choice remembered by id is
 * found again in a list of the rulesets. */
int
bn_ruleset_index_of (const char *id)
{
  for (guint i = 0; id != NULL && i < G_N_ELEMENTS (registered); i++)
    if (g_str_equal (registered[i]->id, id))
      return (int) i;
  return -1;
}

/* Returns: the ruleset called @id, or %NULL when none is. */
const BnRuleset *
bn_ruleset_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (registered); i++)
    if (g_str_equal (registered[i]->id, id))
      return registered[i];
  return NULL;
}

const BnRuleset *
bn_ruleset_get_default (void)
{
  return registered[0];
}

/* The ruleset a stored log or record names: @id if it is one, else the
 * default. Records written before rulesets had names carry none, or the
 * name of the rules file they were played with; all of them were
 * Lords & Levies. */
const BnRuleset *
bn_ruleset_for_record (const char *id)
{
  const BnRuleset *ruleset = id != NULL ? bn_ruleset_lookup (id) : NULL;

  return ruleset != NULL ? ruleset : bn_ruleset_get_default ();
}

/* Returns: (transfer full): every id, joined by @separator, for messages. */
char *
bn_ruleset_list_ids (const char *separator)
{
  g_autoptr(GStrvBuilder) ids = g_strv_builder_new ();
  g_auto(GStrv) strv = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (registered); i++)
    g_strv_builder_add (ids, registered[i]->id);
  strv = g_strv_builder_end (ids);
  return g_strjoinv (separator, strv);
}

/**
 * bn_ruleset_read_die:
 * @symbol: a BnDieSymbol, as a BN_EVENT_DIE event carries it
 *
 * Returns: what @symbol counts as in @ruleset: Lionheart's axe, arrow or
 *   panic, or %BN_DIE_READING_SYMBOL where the symbol itself is read
 */
BnDieReading
bn_ruleset_read_die (const BnRuleset *ruleset,
                     guint            symbol)
{
  g_return_val_if_fail (ruleset != NULL, BN_DIE_READING_SYMBOL);
  return ruleset->read_die != NULL ? ruleset->read_die (symbol) : BN_DIE_READING_SYMBOL;
}

/**
 * bn_ruleset_plays_own_turn:
 *
 * Returns: whether @ruleset plays its own turn (Lionheart's leadership
 *   roll and actions) rather than the card-driven sequence
 */
gboolean
bn_ruleset_plays_own_turn (const BnRuleset *ruleset)
{
  g_return_val_if_fail (ruleset != NULL, FALSE);
  return ruleset->hooks != NULL && ruleset->hooks->setup != NULL;
}

const BnRulesetHooks *
battle_hooks (const BnBattle *b)
{
  const BnRuleset *ruleset = bn_battle_rules_get_ruleset (b->rules);

  return ruleset->hooks != NULL ? ruleset->hooks : &no_hooks;
}

/* L&L, Resolve battle: the hit symbols by armour; crossed swords hit only
 * in close combat for foot with polearms, against the best armour class,
 * and for the unarmed (their only hit); weapons that pierce the best
 * armour hit it with crossed swords at any range. */
BnStrike
bn_ruleset_default_strike (const BnClassProfile  *attacker,
                           const BnWeaponProfile *weapon,
                           const BnClassProfile  *defender,
                           guint                  range,
                           BnDieSymbol            symbol)
{
  gboolean close = range == 1;
  BnArmourClass armour = defender->armour;

  if (bn_die_symbol_hits (symbol, armour) && !weapon->unarmed)
    return BN_STRIKE_HIT;
  if (symbol == BN_DIE_SWORDS
      && ((close && weapon->polearm && attacker->arm == BN_BATTLE_ARM_FOOT)
          || (close && armour == BN_ARMOUR_CLASS_BEST)
          || (close && weapon->unarmed)
          || (weapon->pierces_best_armour && armour == BN_ARMOUR_CLASS_BEST)))
    return BN_STRIKE_BONUS;
  return BN_STRIKE_MISS;
}

/* L&L, Resolve battle: a shield saves; at range, crossed swords too. */
gboolean
bn_ruleset_default_saves (const BnClassProfile *defender,
                          gboolean              close,
                          BnDieSymbol           symbol)
{
  return symbol == BN_DIE_SHIELD || (!close && symbol == BN_DIE_SWORDS);
}

void
battle_cite_error (const BnBattleRules *rules,
                   GError              *error)
{
  const BnRuleset *ruleset = bn_battle_rules_get_ruleset (rules);
  const BnRulesetHooks *hooks = ruleset->hooks != NULL ? ruleset->hooks : &no_hooks;
  g_autoptr(GString) out = NULL;
  const char *p;

  if (error == NULL || hooks->cite == NULL)
    return;
  out = g_string_new (NULL);
  p = error->message;
  for (;;)
    {
      const char *open = strstr (p, "(L&L, ");
      const char *house = strstr (p, "(House; L&L, ");
      const char *start, *section, *close;
      g_autofree char *name = NULL;
      const char *cited;

      if (house != NULL && (open == NULL || house < open))
        {
          start = house;
          section = house + strlen ("(House; L&L, ");
        }
      else if (open != NULL)
        {
          start = open;
          section = open + strlen ("(L&L, ");
        }
      else
        break;
      close = strchr (section, ')');
      if (close == NULL)
        break;
      name = g_strndup (section, (gsize) (close - section));
      cited = hooks->cite (name);
      g_string_append_len (out, p, start - p);
      if (cited != NULL)
        g_string_append_printf (out, "(%s%s)", start == house ? "House; " : "", cited);
      else
        g_string_append_len (out, start, close + 1 - start);
      p = close + 1;
    }
  g_string_append (out, p);
  g_free (error->message);
  error->message = g_string_free (g_steal_pointer (&out), FALSE);
}
