/* bn-combat-preview.c — the odds of one attack before it is made; see
 * the header.
 *
 * One combat is played on a copy of the battle: the action, then the
 * choices inside the combat (combat_choice()), until the combat is over
 * (combat_done()); its account (bn-combat-account.h) says what came of
 * it. Exactly: with a typed-only chance, each time the dice run out every
 * face of the next die is tried in turn, each fall weighted by its
 * chance; that stops being worth it past EXACT_PLAYS plays, and the
 * combat is then played @runs times with seeded dice instead.
 */
#include "bn-combat-preview.h"

#include "bn-battle-ai.h"
#include "bn-battle-asked.h"
#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* Plays of the combat the exact count may take before it gives way to
 * seeded runs. */
#define EXACT_PLAYS 6000
/* Actions one combat may take (a charge waiting for its melee). */
#define MAX_STEPS 80

typedef struct
{
  guint    lost[2];
  gboolean destroyed[2];
  gboolean retreat[2];
  gboolean panicked[2];
  guint    back_dice;
  gboolean commander_falls;
  guint    no_defence;
  const char *no_defence_rule;
} Outcome;

void
bn_combat_preview_free (BnCombatPreview *preview)
{
  if (preview == NULL)
    return;
  g_clear_pointer (&preview->terms, g_array_unref);
  g_free (preview);
}

/* The attack @action answers (a stand or a voluntary retreat), as an
 * action of the attacker's. */
static gboolean
answered_attack (const BnBattle       *battle,
                 const BnBattleAction *action,
                 BnBattleAction       *out)
{
  BnBattleStrike strike;

  if ((action->type != BN_ACTION_STAND && action->type != BN_ACTION_WITHDRAW) ||
      battle->s.phase != BN_PHASE_DEFEND || !bn_battle_get_answered_strike (battle, &strike) ||
      strike.attacker >= battle->s.n_units)
    return FALSE;
  *out = (BnBattleAction) { strike.at_commander ? BN_ACTION_ATTACK_COMMANDER : BN_ACTION_BATTLE,
                            battle->s.units[strike.attacker].side, (guint8) strike.attacker, (guint8) strike.target,
                            0 };
  return TRUE;
}

/**
 * bn_combat_preview_answers:
 *
 * Returns: whether @action is a defender's stand or voluntary retreat
 *   before an attack, which a preview tells as the attack will then be
 *   thrown
 */
gboolean
bn_combat_preview_answers (const BnBattle       *battle,
                           const BnBattleAction *action)
{
  BnBattleAction attack;

  g_return_val_if_fail (battle != NULL && action != NULL, FALSE);

  return answered_attack (battle, action, &attack);
}

/**
 * bn_combat_preview_possible:
 *
 * Returns: whether @action is an attack or a shot a preview tells
 */
gboolean
bn_combat_preview_possible (const BnBattle       *battle,
                            const BnBattleAction *action)
{
  g_return_val_if_fail (battle != NULL && action != NULL, FALSE);

  if (action->type == BN_ACTION_ATTACK_COMMANDER)
    return TRUE;
  if (action->type != BN_ACTION_BATTLE || action->b >= battle->s.n_units || action->a >= battle->s.n_units)
    return FALSE;
  /* Lionheart's BATTLE carries a shot or a melee; Junior General's a
   * shot, a charge or a melee: always between two units. */
  return battle->s.units[action->b].side != battle->s.units[action->a].side;
}

/* Whether @a is a strike between the preview's two pieces. */
static gboolean
is_pair (const BnCombatPreview *p,
         const BnBattleAction  *a)
{
  if (a->type != BN_ACTION_BATTLE || p->attack.type != BN_ACTION_BATTLE)
    return FALSE;
  return (a->a == p->attack.a && a->b == p->attack.b) || (a->a == p->attack.b && a->b == p->attack.a);
}

/* A careful player's choice inside the combat: a melee between the two
 * pieces when it comes (a charge's), a stand rather than a retreat before
 * the dice, no breakthrough, the engine's retreat hex, the first unit for
 * the casualties; else giving up the step, else the first choice. */
static gboolean
combat_choice (const BnBattle        *b,
               const BnCombatPreview *p,
               BnBattleAction        *out)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  static const BnBattleActionType preferred[] = {
    BN_ACTION_STAND, BN_ACTION_HOLD, BN_ACTION_TAKE_CASUALTIES, BN_ACTION_REFUSE, BN_ACTION_DUEL_END,
    BN_ACTION_END_TURN,
  };

  if (bn_battle_get_phase (b) == BN_PHASE_RETREAT && bn_battle_retreat_default (b, out))
    return TRUE;
  if (bn_battle_legal_actions (b, legal) == 0)
    return FALSE;
  for (guint i = 0; i < legal->len; i++)
    if (is_pair (p, &g_array_index (legal, BnBattleAction, i)))
      {
        *out = g_array_index (legal, BnBattleAction, i);
        return TRUE;
      }
  for (guint k = 0; k < G_N_ELEMENTS (preferred); k++)
    for (guint i = 0; i < legal->len; i++)
      if (g_array_index (legal, BnBattleAction, i).type == preferred[k])
        {
          *out = g_array_index (legal, BnBattleAction, i);
          return TRUE;
        }
  *out = g_array_index (legal, BnBattleAction, 0);
  return TRUE;
}

/* The account of the preview's combat among @b's events from @first, or
 * %NULL while it has not been fought. */
static BnCombatAccount *
find_account (const BnBattle        *b,
              const BnCombatPreview *p,
              guint                  first,
              gboolean              *out_swapped)
{
  g_autoptr(GPtrArray) accounts = bn_combat_accounts_read (b, first, b->events->len);

  for (guint i = 0; i < accounts->len; i++)
    {
      BnCombatAccount *a = g_ptr_array_index (accounts, i);
      gboolean at_commander = p->attack.type == BN_ACTION_ATTACK_COMMANDER;

      if (a->strike.at_commander != at_commander)
        continue;
      if (a->strike.attacker == p->attack.a && a->declared_target == p->attack.b)
        *out_swapped = FALSE;
      else if (!at_commander && a->strike.attacker == p->attack.b && a->strike.target == p->attack.a)
        *out_swapped = TRUE;
      else
        continue;
      return g_ptr_array_steal_index (accounts, i);
    }
  return NULL;
}

static gboolean
in_combat_phase (const BnBattle *b)
{
  switch (bn_battle_get_phase (b))
    {
    case BN_PHASE_DEFEND:
    case BN_PHASE_CASUALTIES:
    case BN_PHASE_RETREAT:
    case BN_PHASE_PAY:
    case BN_PHASE_DUEL_DRAW:
      return TRUE;
    default:
      return FALSE;
    }
}

/* Plays the combat on a copy of @battle with @chance. Returns FALSE with
 * @error when the dice ran out (a typed-only chance) or a rule refused;
 * *@out_fought FALSE when no combat came of it (a charge evaded). */
static gboolean
play_combat (const BnBattle        *battle,
             const BnCombatPreview *p,
             BnChance              *chance,
             Outcome               *out,
             GError               **error)
{
  /* An answer's combat began with the attack declared before it: the
   * copy keeps the log that holds it. */
  g_autoptr(BnBattle) b = battle_copy_state (battle, chance, p->action.type != p->attack.type);
  g_autoptr(BnCombatAccount) account = NULL;
  guint first = b->events->len;
  gboolean own = bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (b->rules));
  gboolean swapped = FALSE;

  memset (out, 0, sizeof *out);
  if (p->action.type != p->attack.type)
    for (guint e = first; e > 0; e--)
      {
        BnBattleStrike strike;

        if (bn_battle_event_get_strike (&g_array_index (b->events, BnBattleEvent, e - 1), &strike))
          {
            first = e - 1;
            break;
          }
      }
  if (!bn_battle_apply (b, &p->action, error))
    return FALSE;
  for (guint step = 0; step < MAX_STEPS && b->s.phase != BN_PHASE_OVER; step++)
    {
      BnBattleAction next;

      g_clear_pointer (&account, bn_combat_account_free);
      account = find_account (b, p, first, &swapped);
      if (account != NULL && (own || !in_combat_phase (b)))
        break;
      /* The turn moved on without the combat (a charge evaded). */
      if (account == NULL && b->s.turn != battle->s.turn)
        break;
      if (!combat_choice (b, p, &next) || !bn_battle_apply (b, &next, error))
        return FALSE;
    }
  g_clear_pointer (&account, bn_combat_account_free);
  account = find_account (b, p, first, &swapped);
  if (account == NULL)
    return TRUE;
  for (guint k = 0; k < 2; k++)
    {
      guint from = swapped ? 1 - k : k;

      out->lost[k] = account->figures_lost[from];
      out->destroyed[k] = account->destroyed[from] || account->routed[from];
      out->retreat[k] = account->retreat[from] > 0 || account->routed[from];
      out->panicked[k] = account->panicked[from];
    }
  out->back_dice = account->dice[swapped ? 0 : 1];
  out->commander_falls = account->commander_fell && account->strike.at_commander;
  if (!swapped)
    {
      out->no_defence = account->no_defence;
      out->no_defence_rule = account->no_defence_rule;
    }
  return TRUE;
}

static void
add_outcome (BnCombatPreview *p,
             const Outcome   *o,
             double           weight)
{
  gboolean nothing = TRUE;

  for (guint k = 0; k < 2; k++)
    {
      p->loss_chance[k][MIN (o->lost[k], (guint) BN_PREVIEW_MAX_LOSS)] += weight;
      p->expected_loss[k] += weight * o->lost[k];
      p->destroyed[k] += o->destroyed[k] ? weight : 0;
      p->retreat[k] += o->retreat[k] ? weight : 0;
      p->panicked[k] += o->panicked[k] ? weight : 0;
      nothing &= o->lost[k] == 0 && !o->retreat[k] && !o->panicked[k] && !o->destroyed[k];
    }
  p->commander_falls += o->commander_falls ? weight : 0;
  nothing &= !o->commander_falls;
  p->nothing += nothing ? weight : 0;
  p->strikes_back += o->back_dice > 0 ? weight : 0;
  if (o->no_defence != 0 && p->no_defence == 0)
    {
      p->no_defence = o->no_defence;
      p->no_defence_rule = o->no_defence_rule;
    }
  p->mean_back_dice += weight * o->back_dice;
}

static void
clear_sums (BnCombatPreview *p)
{
  memset (p->loss_chance, 0, sizeof p->loss_chance);
  memset (p->expected_loss, 0, sizeof p->expected_loss);
  memset (p->destroyed, 0, sizeof p->destroyed);
  memset (p->retreat, 0, sizeof p->retreat);
  memset (p->panicked, 0, sizeof p->panicked);
  p->commander_falls = p->nothing = p->strikes_back = p->mean_back_dice = 0;
}

typedef struct
{
  const BnBattle  *battle;
  BnCombatPreview *p;
  GArray          *faces;     /* guint: the dice of the fall being tried */
  guint            plays;
  guint            leaves;
  gboolean         gave_up;
} Exact;

/* Tries every fall of the dice that begins with @e->faces, weighted by
 * @weight, the chance of those faces. */
static void
enumerate (Exact  *e,
           double  weight)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  Outcome o;
  guint sides;

  if (e->gave_up || ++e->plays > EXACT_PLAYS)
    {
      e->gave_up = TRUE;
      return;
    }
  for (guint i = 0; i < e->faces->len; i++)
    bn_chance_push_die (chance, g_array_index (e->faces, guint, i));
  if (play_combat (e->battle, e->p, chance, &o, &error))
    {
      add_outcome (e->p, &o, weight);
      e->leaves++;
      return;
    }
  sides = bn_chance_get_wanted_sides (chance);
  if (!g_error_matches (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE) || sides < 2
      || bn_chance_get_n_typed_dice (chance) > 0)
    {
      /* A card to draw, or a refusal: no count of dice says it. */
      e->gave_up = TRUE;
      return;
    }
  for (guint face = 1; face <= sides && !e->gave_up; face++)
    {
      g_array_append_val (e->faces, face);
      enumerate (e, weight / sides);
      g_array_set_size (e->faces, e->faces->len - 1);
    }
}

/* The dice the attacker throws and why. The engine's battle sequence
 * says each modifier; a ruleset counting by its own tables gives the
 * total its combat declared. */
static void
explain (const BnBattle  *battle,
         BnCombatPreview *p,
         guint64          seed)
{
  gboolean own = bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (battle->rules));

  if (!own)
    {
      battle_explain_attack_dice (battle, p->attack.a, p->attack.b, p->attack.type == BN_ACTION_ATTACK_COMMANDER,
                                  p->terms);
      p->strike.dice = 0;
      for (guint i = 0; i < p->terms->len; i++)
        {
          BnDiceTerm *term = &g_array_index (p->terms, BnDiceTerm, i);

          term->rule = battle_dice_term_rule (battle, term->why);
          p->strike.dice += term->dice;
        }
      return;
    }
  /* The ruleset's own reasons, where it says them; its total, as the
   * strike it declares when played once with seeded dice, otherwise. */
  if (battle_hooks (battle)->explain_dice != NULL)
    {
      battle_hooks (battle)->explain_dice (battle, &p->attack, p->terms);
      p->strike.dice = 0;
      for (guint i = 0; i < p->terms->len; i++)
        {
          BnDiceTerm *term = &g_array_index (p->terms, BnDiceTerm, i);

          term->rule = battle_dice_term_rule (battle, term->why);
          p->strike.dice += term->dice;
        }
      if (p->terms->len > 0)
        return;
    }
  {
    g_autoptr(BnChance) chance = bn_chance_new_seeded (seed);
    g_autoptr(BnBattle) b = battle_copy_state (battle, chance, FALSE);
    guint first = 0;
    BnDiceTerm term = { BN_DICE_WHY_OWN_TABLES, 0, 0, battle_dice_term_rule (battle, BN_DICE_WHY_OWN_TABLES) };

    if (bn_battle_apply (b, &p->action, NULL))
      for (guint e = first; e < b->events->len; e++)
        if (bn_battle_event_get_strike (&g_array_index (b->events, BnBattleEvent, e), &p->strike))
          {
            term.dice = p->strike.dice;
            break;
          }
    if (term.dice > 0)
      g_array_append_val (p->terms, term);
  }
}

/**
 * bn_combat_preview_new:
 * @action: a legal attack or shot of @battle (bn_combat_preview_possible()),
 *   or a defender's answer to one (bn_combat_preview_answers())
 * @runs: combats to play where the dice are too many to count each fall
 *   (0: 2,000)
 * @seed: their dice's seed
 *
 * Returns: (transfer full): the preview, or %NULL with @error when
 *   @action is no attack or not legal now
 */
BnCombatPreview *
bn_combat_preview_new (const BnBattle       *battle,
                       const BnBattleAction *action,
                       guint                 runs,
                       guint64               seed,
                       GError              **error)
{
  g_autoptr(BnCombatPreview) p = NULL;
  g_autoptr(GArray) faces = NULL;
  Exact e = { 0, };

  g_return_val_if_fail (battle != NULL && action != NULL, NULL);

  if (!bn_combat_preview_possible (battle, action) && !bn_combat_preview_answers (battle, action))
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("only an attack or a shot has odds to tell"));
      return NULL;
    }
  if (!bn_battle_check (battle, action, error))
    return NULL;
  if (runs == 0)
    runs = 2000;
  p = g_new0 (BnCombatPreview, 1);
  p->action = *action;
  if (!answered_attack (battle, action, &p->attack))
    p->attack = *action;
  action = &p->attack;
  p->terms = g_array_new (FALSE, FALSE, sizeof (BnDiceTerm));
  p->strike.attacker = action->a;
  p->strike.target = action->b;
  p->strike.at_commander = action->type == BN_ACTION_ATTACK_COMMANDER;
  if (bn_battle_is_on_table (battle))
    {
      BnTableRect a = bn_battle_get_unit_footprint (battle, action->a);
      BnTableRect t = bn_battle_get_unit_footprint (battle, action->b);

      /* In cm, as the strike is logged; 1: in contact, a melee. */
      p->strike.range = MAX ((guint) (bn_table_rect_distance (&a, &t) / 10.0 + 0.5), 1u);
    }
  else
    p->strike.range = bn_hex_distance (battle->s.units[action->a].hex,
                                       p->strike.at_commander ? battle->s.commanders[action->b].hex
                                                              : battle->s.units[action->b].hex);
  p->sides[0] = battle->s.units[action->a].side;
  p->sides[1] = 1 - p->sides[0];
  p->figures[0] = battle->s.units[action->a].figures;
  p->figures[1] = p->strike.at_commander ? 0 : battle->s.units[action->b].figures;
  explain (battle, p, seed);

  faces = g_array_new (FALSE, FALSE, sizeof (guint));
  e = (Exact) { battle, p, faces, 0, 0, FALSE };
  enumerate (&e, 1.0);
  if (!e.gave_up)
    {
      p->exact = TRUE;
      p->runs = e.leaves;
    }
  else
    {
      guint played = 0;

      clear_sums (p);
      for (guint i = 0; i < runs; i++)
        {
          g_autoptr(BnChance) chance = bn_chance_new_seeded (bn_battle_ai_derive_seed (seed, i));
          Outcome o;

          if (!play_combat (battle, p, chance, &o, NULL))
            continue;
          add_outcome (p, &o, 1.0);
          played++;
        }
      p->runs = played;
      if (played == 0)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("the combat could not be played"));
          return NULL;
        }
      /* Sums to shares. */
      for (guint k = 0; k < 2; k++)
        {
          for (guint n = 0; n <= BN_PREVIEW_MAX_LOSS; n++)
            p->loss_chance[k][n] /= played;
          p->expected_loss[k] /= played;
          p->destroyed[k] /= played;
          p->retreat[k] /= played;
          p->panicked[k] /= played;
        }
      p->commander_falls /= played;
      p->nothing /= played;
      p->mean_back_dice /= played;
      p->strikes_back /= played;
    }
  return g_steal_pointer (&p);
}
