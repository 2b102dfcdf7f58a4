/* bn-battle-reroll.c — Day of Battle's "Re-roll a bad die roll … made by
 * the L&H. The new value replaces the original (does not require a success
 * roll)", for the dice a leader throws himself: his combat bonus and morale
 * bonus D20, the leadership roll of a Lionheart army he commands, and the
 * first-move throws he makes (docs/rules.md, "Re-roll a leader's own die").
 *
 * When such a die comes up bad and a common retainer of his is ready, the
 * action stops at the die (battle_reroll_offer() fails it) and the battle
 * waits for his side: a retainer throws it again (BN_ACTION_RETAINER,
 * BN_RETAINER_USE_REROLL) or the die is kept (BN_ACTION_KEEP_ROLL). Either
 * way the action runs again from the state it began in, every die it threw
 * before the offered one taken again as it fell (nothing new is asked of
 * the chance, and the events already in the log are not logged twice); the
 * offered die is thrown anew or taken as it was, and the action goes on.
 * A die thrown again that comes up bad may be offered again, to another
 * retainer.
 *
 * A battle without a ready common retainer never stops, and takes no
 * snapshot: its log is what it was before this rule.
 */
#include "bn-battle-private.h"
#include "bn-ruleset-hooks.h"

#include <glib/gi18n-lib.h>
#include <string.h>

typedef struct
{
  gint  value;
  guint event;   /* the events the action had made when it was thrown */
} Roll;

/**
 * battle_chance_roll:
 *
 * A die of @sides from the battle's chance, or the value the action threw
 * the first time when it runs again after a pause.
 */
gboolean
battle_chance_roll (BnBattle        *b,
                    guint            sides,
                    guint           *out_value,
                    BnChanceSource  *out_source,
                    GError         **error)
{
  BnChanceSource source = BN_CHANCE_SOURCE_SEEDED;
  gboolean taken = FALSE;

  b->last_forced = FALSE;
  if (b->forced != NULL && b->n_forced < b->forced->len)
    {
      gint value = g_array_index (b->forced, gint, b->n_forced);

      b->n_forced++;
      /* A value this die cannot show (the action went another way) is
       * thrown anew. */
      if (value >= 1 && (guint) value <= sides)
        {
          *out_value = (guint) value;
          taken = b->last_forced = TRUE;
        }
    }
  if (!taken)
    {
      g_autoptr(GError) local_error = NULL;

      if (!bn_chance_roll (b->chance, sides, out_value, &source, &local_error))
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE, "%s", local_error->message);
          return FALSE;
        }
    }
  if (out_source != NULL)
    *out_source = source;
  if (b->rolls != NULL)
    {
      Roll roll = { (gint) *out_value, b->emitted };

      g_array_append_val (b->rolls, roll);
    }
  return TRUE;
}

static gboolean
is_common (guint type)
{
  return type == BN_RETAINER_TYPE_PAGE || type == BN_RETAINER_TYPE_SQUIRE || type == BN_RETAINER_TYPE_SERGEANT;
}

static gboolean
has_common_ready (const BnBattle *b,
                  guint           c)
{
  for (guint r = 0; r < b->s.n_retainers; r++)
    if (b->s.retainers[r].commander == c && is_common (b->s.retainers[r].type)
        && b->s.retainers[r].state == BN_BATTLE_RETAINER_READY)
      return TRUE;
  return FALSE;
}

/**
 * battle_reroll_possible:
 *
 * Whether some leader on the field has a common retainer ready, so that an
 * action may stop for a die of his (and needs a snapshot to run again).
 */
gboolean
battle_reroll_possible (const BnBattle *b)
{
  if (b->no_offers)
    return FALSE;
  for (guint r = 0; r < b->s.n_retainers; r++)
    if (is_common (b->s.retainers[r].type) && b->s.retainers[r].state == BN_BATTLE_RETAINER_READY
        && b->s.commanders[b->s.retainers[r].commander].alive)
      return TRUE;
  return FALSE;
}

/**
 * battle_reroll_begin:
 *
 * An action begins: its events are counted, and its dice noted when it may
 * stop for one.
 */
void
battle_reroll_begin (BnBattle *b)
{
  b->emitted = 0;
  if (!battle_reroll_possible (b))
    {
      g_clear_pointer (&b->rolls, g_array_unref);
      g_clear_pointer (&b->deals, g_array_unref);
      return;
    }
  if (b->rolls == NULL)
    b->rolls = g_array_new (FALSE, FALSE, sizeof (Roll));
  g_array_set_size (b->rolls, 0);
  if (b->deals == NULL)
    b->deals = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_set_size (b->deals, 0);
}

/**
 * battle_reroll_offer:
 * @n_dice: the dice that make the roll (a leadership roll of several dice
 *   is thrown again whole)
 * @back: the dice thrown since the last of them (the other side's, kept)
 *
 * Commander @c's own roll (@die, showing @value) came up bad: with a
 * common retainer of his ready the action stops here (returns %FALSE,
 * s.reroll set) for his side to choose. A die kept, or a battle that takes
 * dice as they fall, goes on (%TRUE).
 */
gboolean
battle_reroll_offer (BnBattle      *b,
                     guint          c,
                     BnRerollDie    die,
                     guint          value,
                     guint          n_dice,
                     guint          back,
                     GError       **error)
{
  BnRerollPause *p;

  if (b->rolls == NULL || b->no_offers || n_dice == 0 || b->rolls->len < n_dice + back
      || c >= b->s.n_commanders || !b->s.commanders[c].alive || b->s.phase == BN_PHASE_OVER
      || !has_common_ready (b, c))
    return TRUE;
  /* A die kept (taken again as it fell) is not offered again. */
  if (b->forced != NULL && b->rolls->len - back <= b->forced->len
      && g_array_index (b->forced, gint, b->rolls->len - back - 1) > 0)
    return TRUE;
  p = g_new0 (BnRerollPause, 1);
  p->rolls = g_steal_pointer (&b->rolls);
  p->deals = g_steal_pointer (&b->deals);
  p->first_die = p->rolls->len - n_dice - back;
  p->n_dice = n_dice;
  p->events = g_array_index (p->rolls, Roll, p->first_die).event;
  p->all_events = b->emitted;
  if (b->pause != NULL)
    battle_reroll_free (b);
  b->pause = p;
  b->s.reroll = (guint8) (c + 1);
  b->s.reroll_purpose = (guint8) die;
  b->s.reroll_value = (guint8) MIN (value, 255u);
  g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_PAUSED,
               _("the battle waits: a die of a leader's own may be thrown again (Day of Battle, Retainers)"));
  return FALSE;
}

/**
 * battle_reroll_paused:
 *
 * The action that began from @before (@action in the log) stopped at an
 * offered die: the battle goes back to @before and waits, the events up to
 * the die kept in the log. Returns %FALSE if the action failed otherwise.
 */
gboolean
battle_reroll_paused (BnBattle            *b,
                      const BnBattleState *before,
                      guint                n_events_before,
                      guint32              action)
{
  guint8 c = b->s.reroll, purpose = b->s.reroll_purpose, value = b->s.reroll_value;

  (void) n_events_before;
  if (c == 0 || b->pause == NULL)
    return FALSE;
  b->pause->before = *before;
  b->pause->action = action;
  b->s = *before;
  b->s.reroll = c;
  b->s.reroll_purpose = purpose;
  b->s.reroll_value = value;
  g_clear_pointer (&b->rolls, g_array_unref);
  g_clear_pointer (&b->deals, g_array_unref);
  return TRUE;
}

/**
 * battle_reroll_choose:
 * @retainer: the common retainer who throws the die again, or −1 to keep it
 *
 * The side's choice for the die that waits: the paused action runs again
 * from where it began, the die thrown anew or kept.
 */
gboolean
battle_reroll_choose (BnBattle  *b,
                      int        retainer,
                      GError   **error)
{
  BnRerollPause *p = g_steal_pointer (&b->pause);
  g_autoptr(GArray) forced = g_array_new (FALSE, FALSE, sizeof (gint));
  BnBattleState before;
  gboolean ok;

  g_return_val_if_fail (p != NULL, FALSE);
  if (retainer >= 0)
    {
      BnBattleRetainer *r = &b->s.retainers[retainer];

      r->state = BN_BATTLE_RETAINER_SPENT;
      battle_event (b, BN_EVENT_RETAINER, b->s.commanders[r->commander].side, (guint) retainer,
                    BN_RETAINER_DID_REROLL_DIE | BN_SKILL_USE_PASSED, b->s.reroll_purpose, b->s.reroll_value);
    }
  b->s.reroll = 0;
  b->s.reroll_purpose = b->s.reroll_value = 0;
  /* What the action threw before the offered die, as it fell; the offered
   * die anew (or kept); what came after it, as it fell. */
  for (guint i = 0; i < p->rolls->len; i++)
    {
      gint value = g_array_index (p->rolls, Roll, i).value;

      if (retainer >= 0 && i >= p->first_die && i < p->first_die + p->n_dice)
        value = -1;
      g_array_append_val (forced, value);
    }
  before = b->s;
  battle_reroll_begin (b);
  b->forced = forced;
  b->n_forced = 0;
  b->forced_deals = p->deals;
  b->n_forced_deals = 0;
  b->suppress = retainer >= 0 ? p->events : p->all_events;
  if (p->action == G_MAXUINT32)
    ok = battle_first_side (b, error);
  else
    ok = battle_run_action (b, &g_array_index (b->actions, BnBattleAction, p->action), error);
  b->forced = NULL;
  b->forced_deals = NULL;
  b->suppress = 0;
  b->last_forced = FALSE;
  if (!ok && b->s.reroll != 0 && b->pause != NULL)
    {
      /* A die thrown anew that came up bad again, or a later one. */
      ok = battle_reroll_paused (b, &before, 0, p->action);
    }
  else if (!ok)
    {
      /* Typed dice ran out: the caller goes back; so does the pause. */
      b->pause = p;
      return FALSE;
    }
  g_array_unref (p->rolls);
  g_clear_pointer (&p->deals, g_array_unref);
  g_free (p);
  return ok;
}

/**
 * battle_check_reroll:
 *
 * Whether @action is allowed while a leader's die waits.
 */
gboolean
battle_check_reroll (const BnBattle        *b,
                     const BnBattleAction  *action,
                     GError               **error)
{
  const BnBattleCommander *cmd = &b->s.commanders[b->s.reroll - 1];

  if (action->side != cmd->side)
    ILLEGAL ("it is side %u's decision now, not side %u's", cmd->side, action->side);
  if (action->type == BN_ACTION_KEEP_ROLL)
    return TRUE;
  if (action->type != BN_ACTION_RETAINER || action->c != BN_RETAINER_USE_REROLL)
    ILLEGAL ("a die of his own has come up bad: his side first decides whether a common retainer of his "
             "throws it again (Day of Battle, Retainers)");
  if (action->a >= b->s.n_retainers)
    ILLEGAL ("no such retainer");
  if (b->s.retainers[action->a].commander != b->s.reroll - 1u)
    ILLEGAL ("a retainer throws again a die of his own leader's (Day of Battle, Retainers)");
  if (!is_common (b->s.retainers[action->a].type))
    ILLEGAL ("only a common retainer throws a die again (Day of Battle, Retainers)");
  if (b->s.retainers[action->a].state != BN_BATTLE_RETAINER_READY)
    ILLEGAL ("this retainer has already acted, or is lost, for this battle (Day of Battle, Retainers)");
  return TRUE;
}

/* A copy of a battle that waits waits too, able to run the action again. */
void
battle_reroll_copy (BnBattle       *copy,
                    const BnBattle *from)
{
  copy->rolls = from->rolls != NULL ? g_array_copy (from->rolls) : NULL;
  copy->deals = from->deals != NULL ? g_array_copy (from->deals) : NULL;
  copy->forced = NULL;
  copy->forced_deals = NULL;
  copy->pause = NULL;
  if (from->pause != NULL)
    {
      copy->pause = g_memdup2 (from->pause, sizeof *from->pause);
      copy->pause->rolls = g_array_copy (from->pause->rolls);
      copy->pause->deals = from->pause->deals != NULL ? g_array_copy (from->pause->deals) : NULL;
    }
}

void
battle_reroll_free (BnBattle *b)
{
  g_clear_pointer (&b->rolls, g_array_unref);
  g_clear_pointer (&b->deals, g_array_unref);
  if (b->pause != NULL)
    {
      g_array_unref (b->pause->rolls);
      g_clear_pointer (&b->pause->deals, g_array_unref);
      g_clear_pointer (&b->pause, g_free);
    }
}

/**
 * bn_battle_get_reroll_offer:
 * @out_die: (out) (optional): which die it is
 * @out_value: (out) (optional): what it showed
 *
 * Returns: the commander whose own die came up bad and waits for his side
 *   to throw it again by a common retainer or keep it, or −1
 */
int
bn_battle_get_reroll_offer (const BnBattle *battle,
                            BnRerollDie    *out_die,
                            guint          *out_value)
{
  g_return_val_if_fail (battle != NULL, -1);

  if (battle->s.reroll == 0)
    return -1;
  if (out_die != NULL)
    *out_die = (BnRerollDie) battle->s.reroll_purpose;
  if (out_value != NULL)
    *out_value = battle->s.reroll_value;
  return (int) battle->s.reroll - 1;
}

/**
 * bn_reroll_die_name:
 *
 * Returns: what @die is, in words ("combat bonus die"), translated
 */
const char *
bn_reroll_die_name (BnRerollDie die)
{
  static const char *const names[BN_REROLL_N_DICE] = {
    [BN_REROLL_COMBAT_BONUS] = N_("combat bonus die"),
    [BN_REROLL_MORALE_BONUS] = N_("morale bonus die"),
    [BN_REROLL_LEADERSHIP] = N_("leadership roll"),
    [BN_REROLL_FIRST_MOVE] = N_("die for the first move"),
  };

  return die < BN_REROLL_N_DICE ? _(names[die]) : "?";
}

static const char *const die_ids[BN_REROLL_N_DICE] = {
  [BN_REROLL_COMBAT_BONUS] = "combat-bonus",
  [BN_REROLL_MORALE_BONUS] = "morale-bonus",
  [BN_REROLL_LEADERSHIP] = "leadership",
  [BN_REROLL_FIRST_MOVE] = "first-move",
};

/**
 * bn_reroll_die_id:
 *
 * Returns: @die's name in files and the store ("combat-bonus"), or %NULL
 */
const char *
bn_reroll_die_id (BnRerollDie die)
{
  return die < BN_REROLL_N_DICE ? die_ids[die] : NULL;
}

/**
 * bn_reroll_die_from_id:
 *
 * Returns: whether @id names a die a leader's retainer may throw again,
 *   that die in *@out_die
 */
gboolean
bn_reroll_die_from_id (const char  *id,
                       BnRerollDie *out_die)
{
  for (guint d = 0; id != NULL && d < BN_REROLL_N_DICE; d++)
    if (g_str_equal (id, die_ids[d]))
      {
        *out_die = (BnRerollDie) d;
        return TRUE;
      }
  return FALSE;
}

/* Whether @action answers the choice @battle waits for. */
static gboolean
answers (const BnBattle       *battle,
         const BnBattleAction *action)
{
  if (battle->s.reroll != 0)
    return action->type == BN_ACTION_KEEP_ROLL
           || (action->type == BN_ACTION_RETAINER && action->c == BN_RETAINER_USE_REROLL);
  return action->type == BN_ACTION_TAKE_BLOW
         || (action->type == BN_ACTION_RETAINER
             && (action->c == BN_RETAINER_USE_WARD || action->c == BN_RETAINER_USE_REROLL));
}

/**
 * bn_battle_apply_as_played:
 * @action: the next action of a battle saved earlier
 *
 * Applies @action like bn_battle_apply(), for a battle saved before the
 * battle waited for a leader's side (a struck leader's ward or throw
 * again; a die of his own thrown again): a choice the saved battle never
 * made is answered as that battle went on — the blow taken, the die kept —
 * so that it resumes as it was played. Such an answer takes the same dice
 * and cards in the same order as the battle did, and is added to its
 * actions.
 */
gboolean
bn_battle_apply_as_played (BnBattle              *battle,
                           const BnBattleAction  *action,
                           GError               **error)
{
  g_return_val_if_fail (battle != NULL && action != NULL, FALSE);

  while ((battle->s.reroll != 0 || (battle->s.struck != 0 && battle->s.phase != BN_PHASE_OVER))
         && !answers (battle, action))
    {
      BnBattleAction answer = { battle->s.reroll != 0 ? BN_ACTION_KEEP_ROLL : BN_ACTION_TAKE_BLOW,
                                (guint8) bn_battle_get_acting_side (battle), 0, 0, 0 };

      if (!bn_battle_apply (battle, &answer, error))
        return FALSE;
    }
  return bn_battle_apply (battle, action, error);
}

/**
 * bn_battle_keep_setup_die:
 *
 * For a battle whose log was written before its setup waited for a
 * leader's die (the army commander's first-move throw under Lords &
 * Levies and BattleLore): the die is kept as it fell, as part of the
 * setup — no action is added and its events are the setup's — so that the
 * battle goes on as it was played.
 *
 * Returns: %FALSE with %BN_BATTLE_ERROR_ILLEGAL if no die waits at the
 *   battle's setup
 */
gboolean
bn_battle_keep_setup_die (BnBattle  *battle,
                          GError   **error)
{
  g_return_val_if_fail (battle != NULL, FALSE);

  if (battle->s.reroll == 0 || battle->pause == NULL || battle->pause->action != G_MAXUINT32
      || battle->actions->len != 0)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("no die waits at the battle's setup"));
      return FALSE;
    }
  return battle_reroll_choose (battle, -1, error);
}
