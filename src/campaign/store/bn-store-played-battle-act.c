/* bn-store-played-battle-act.c — moves made in a played battle, and taken back; see bn-played-battle.h. */
#include "bn-store-played-battle-private.h"
#include <inttypes.h>

#include <glib/gi18n-lib.h>

#include "bn-army-generator.h"
#include "bn-army-xml.h"
#include "bn-battle-ai.h"
#include "bn-battle-army-from-roster.h"
#include "bn-battle-log-xml.h"
#include "bn-battle-record-from-battle.h"
#include "bn-career.h"
#include "bn-career-fight.h"
#include "bn-battle-record.h"
#include "bn-battle-rules-xml.h"
#include "bn-played-battle.h"
#include "bn-scenario-xml.h"
#include "bn-unit-rules.h"

/**
 * bn_played_battle_act:
 * @action: a person's action; its side must be the one to act
 *
 * Applies @action if the engine allows it, lets the computer answer until
 * a person must act again, and saves the battle.
 *
 * Returns: %FALSE with @error if the action is not legal now (nothing
 *   changed) or the battle could not be saved
 */
gboolean
bn_played_battle_act (BnStore               *store,
                      BnPlayedBattle        *self,
                      const BnBattleAction  *action,
                      GError               **error)
{
  return bn_played_battle_act_with_dice (store, self, action, NULL, error);
}

/* Rebuilds the battle from its first @n actions (and their typed dice). */
static gboolean
rebuild_to (BnStore         *store,
            BnPlayedBattle  *self,
            guint            n,
            GError         **error)
{
  g_autofree char *kept = played_battle_actions_text_to (self, n);

  played_battle_clear_battle (self);
  return played_battle_build (store, self, kept, error);
}

/* Reads "3, 5 6" into @out_values: battle dice, each 1 to 6, or a
 * leader's or retainer's D20, 1 to 20 (the battle takes each in turn and
 * refuses one its die cannot show). */
static gboolean
parse_dice (const char  *text,
            GArray      *out_values,
            GError     **error)
{
  g_auto(GStrv) parts = g_strsplit_set (text, ", \t", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 value;

      if (parts[i][0] == '\0')
        continue;
      if (!g_ascii_string_to_unsigned (parts[i], 10, 1, 20, &value, NULL))
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE,
                       _("“%s” is not a face of the battle die (1 to 6) or of a D20 (1 to 20)"), parts[i]);
          return FALSE;
        }
      g_array_append_val (out_values, (guint) { (guint) value });
    }
  return TRUE;
}

/**
 * bn_played_battle_act_with_dice:
 * @dice: (nullable): the battle dice thrown at the table for this action,
 *   in the order thrown ("3,5,6"); %NULL or empty: the app rolls them
 *
 * As bn_played_battle_act(), with the dice a player typed, thrown in the
 * order typed; the action's battle dice beyond them are rolled by the app.
 * More dice than the action throws, or an action that throws none, is
 * refused and nothing changes.
 */
gboolean
bn_played_battle_act_with_dice (BnStore               *store,
                                BnPlayedBattle        *self,
                                const BnBattleAction  *action,
                                const char            *dice,
                                GError               **error)
{
  g_autoptr(GArray) typed = g_array_new (FALSE, FALSE, sizeof (guint));
  guint before, thrown = 0, typed_thrown = 0;

  g_return_val_if_fail (store != NULL && self != NULL && action != NULL, FALSE);

  if (bn_battle_get_phase (self->battle) == BN_PHASE_OVER)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("the battle is over"));
      return FALSE;
    }
  if ((self->humans & BN_PLAYED_BY_PEOPLE (action->side)) == 0)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                   _("side %u is played by the computer"), action->side);
      return FALSE;
    }
  if (dice != NULL && !parse_dice (dice, typed, error))
    return FALSE;
  if (!bn_battle_check (self->battle, action, error))
    return FALSE;
  before = bn_battle_get_n_actions (self->battle);
  for (guint i = 0; i < typed->len; i++)
    bn_chance_push_die (self->chance, g_array_index (typed, guint, i));
  if (!bn_battle_apply (self->battle, action, error))
    {
      rebuild_to (store, self, before, NULL);
      return FALSE;
    }
  for (guint e = 0; e < bn_battle_get_n_events (self->battle); e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (self->battle, e);

      if (event->action == before && event->type == BN_EVENT_DIE)
        {
          thrown++;
          typed_thrown += event->c != 0;
        }
    }
  if (typed->len > 0 && (typed_thrown != typed->len || bn_chance_get_n_typed_dice (self->chance) > 0))
    {
      /* The typed dice must be the action's battle dice, all of them used. */
      if (thrown == 0)
        g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE,
                     _("this move throws no battle die, but %u were typed"), typed->len);
      else
        g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_CHANCE,
                     _("this move throws %u battle dice, but %u were typed"), thrown, typed->len);
      rebuild_to (store, self, before, NULL);
      return FALSE;
    }
  played_battle_let_the_computer_play (self);
  return played_battle_save_or_go_back (store, self, error);
}

/**
 * bn_played_battle_computer_act:
 * @action: the computer's choice (bn_played_battle_new_computer()), made
 *   on a copy of the battle as it stands
 *
 * Plays the computer's move that the caller deferred, and saves it.
 *
 * Returns: %FALSE with @error if it is no longer the computer's move, the
 *   engine refuses it or the save fails (nothing changes then)
 */
gboolean
bn_played_battle_computer_act (BnStore               *store,
                               BnPlayedBattle        *self,
                               const BnBattleAction  *action,
                               GError               **error)
{
  guint before;

  g_return_val_if_fail (store != NULL && self != NULL && action != NULL, FALSE);

  if (!bn_played_battle_computer_to_move (self))
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("it is not the computer's move"));
      return FALSE;
    }
  before = bn_battle_get_n_actions (self->battle);
  if (!bn_battle_apply (self->battle, action, error))
    {
      rebuild_to (store, self, before, NULL);
      return FALSE;
    }
  return played_battle_save_or_go_back (store, self, error);
}

/**
 * bn_played_battle_act_drawn:
 * @draw: the seed this action's rolls come from; 0: the battle's own chance
 *
 * Applies @action, whoever plays its side, with the battle's chance reseeded
 * from @draw first, and saves it with its draw seed; the computer does not
 * answer. A networked battle takes each action this way once both sides have
 * fixed its draw (docs/architecture.md, "A battle over the network").
 */
gboolean
bn_played_battle_act_drawn (BnStore               *store,
                            BnPlayedBattle        *self,
                            const BnBattleAction  *action,
                            guint64                draw,
                            GError               **error)
{
  guint before;

  g_return_val_if_fail (store != NULL && self != NULL && action != NULL, FALSE);

  if (bn_battle_get_phase (self->battle) == BN_PHASE_OVER)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("the battle is over"));
      return FALSE;
    }
  before = bn_battle_get_n_actions (self->battle);
  /* A card shown to this side for it (bn_played_battle_reveal_card()) is
   * kept only with the action: refused, the battle goes back to before. */
  if (!bn_battle_check (self->battle, action, error) || !played_battle_record_shown (self, action, error))
    {
      if (self->dealt != NULL)
        rebuild_to (store, self, before, NULL);
      return FALSE;
    }
  if (draw != 0)
    bn_chance_reseed (self->chance, draw);
  if (!bn_battle_apply (self->battle, action, error))
    {
      rebuild_to (store, self, before, NULL);
      return FALSE;
    }
  g_array_set_size (self->draws, before);
  g_array_append_val (self->draws, draw);
  return played_battle_save_or_go_back (store, self, error);
}

/* The draw seed action @action was applied with; 0: none. */
guint64
bn_played_battle_get_draw (BnPlayedBattle *self,
                           guint           action)
{
  g_return_val_if_fail (self != NULL, 0);

  return played_battle_draw_of (self->draws, action);
}

/**
 * bn_played_battle_undo:
 *
 * Takes back the last action a person took, and the computer's answers to
 * it; the battle is rebuilt from the actions before it.
 *
 * Returns: %FALSE with @error if no person has acted yet
 */
gboolean
bn_played_battle_undo (BnStore         *store,
                       BnPlayedBattle  *self,
                       GError         **error)
{
  guint n = bn_battle_get_n_actions (self->battle);
  gint last = -1;

  for (guint i = 0; i < n; i++)
    if (self->humans & BN_PLAYED_BY_PEOPLE (bn_battle_get_action (self->battle, i)->side))
      last = (gint) i;
  if (last < 0)
    {
      g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL, _("no move has been made that can be taken back"));
      return FALSE;
    }
  /* Chance once shown is not taken back: a move after which a die was
   * thrown or a card drawn stands (docs/rules.md, "Taking a move back"). */
  for (guint e = bn_battle_get_n_events (self->battle); e > 0; e--)
    {
      const BnBattleEvent *event = bn_battle_get_event (self->battle, e - 1);

      if (event->action == G_MAXUINT32 || event->action < (guint) last)
        break;
      if (event->type == BN_EVENT_DIE || event->type == BN_EVENT_CARD_DRAWN)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_ILLEGAL,
                       event->type == BN_EVENT_DIE
                         ? _("the last move cannot be taken back: a die has been thrown since")
                         : _("the last move cannot be taken back: a card has been drawn since"));
          return FALSE;
        }
    }
  if (!rebuild_to (store, self, (guint) last, error))
    return FALSE;
  return played_battle_save_or_go_back (store, self, error);
}
