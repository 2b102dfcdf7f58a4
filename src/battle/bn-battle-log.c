/* bn-battle-log.c — the battle log as plain text.
 *
 * One line per action ("move-unit side=0 a=3 b=1 c=0"), each followed by
 * its events indented by two spaces. The action lines alone, read back by
 * bn_battle_actions_from_text(), replay the battle; the events are there
 * for people (and for checking a replay). The campaign layer writes its
 * own XML from the same fields.
 */
#include "bn-battle-private.h"
#include <glib/gi18n-lib.h>

#include <stdio.h>
#include <string.h>

static const char *const action_names[BN_N_ACTIONS] = {
  "play-card", "discard-card", "order-unit", "order-commander", "order-group", "end-orders",
  "move-unit", "move-commander", "move-group", "face", "plant-stakes", "end-moves",
  "receive", "end-receive", "battle", "attack-commander", "stand", "withdraw",
  "advance", "hold", "end-turn", "bribe", "challenge", "pay", "refuse",
  "duel-again", "duel-end", "take-casualties", "retreat",
  "dismount", "mount", "form-group", "dissolve-group", "take-prisoner",
  "deploy", "end-deploy",
  "rally", "reload", "retainer", "take-blow", "keep-roll",
};

static const char *const event_names[BN_N_EVENTS] = {
  "first-side", "card-drawn", "reshuffle", "card-played", "card-discarded", "ordered",
  "unit-moved", "commander-moved", "faced", "stakes", "received", "battle", "stand",
  "withdraw", "die", "figure-lost", "retreat", "retreat-blocked", "rallied",
  "unit-eliminated", "commander-eliminated", "victory-points", "breakthrough",
  "changed-sides", "gold", "paid", "duel", "turn-end", "game-over",
  "casualties", "mounted", "group-formed", "group-joined", "group-dissolved",
  "group-broken", "group-reunited", "commander-wounded", "commander-captured",
  "deployed",
  "leadership", "panicked", "reloaded", "bid", "accounts",
  "table-moved", "arrows", "step",
  "retainer", "leader-skill",
  "pcs-check", "risk-card", "leader-returns", "succession", "army-broken",
};

const char *
bn_battle_action_type_to_string (BnBattleActionType type)
{
  g_return_val_if_fail (type < BN_N_ACTIONS, "?");
  return action_names[type];
}

const char *
bn_battle_event_type_to_string (BnBattleEventType type)
{
  g_return_val_if_fail (type < BN_N_EVENTS, "?");
  return event_names[type];
}

/* Returns: (transfer full): e.g. "move-unit side=0 a=3 b=1 c=0" */
char *
bn_battle_action_to_string (const BnBattleAction *action)
{
  return g_strdup_printf ("%s side=%u a=%u b=%u c=%u",
                          bn_battle_action_type_to_string (action->type),
                          action->side, action->a, action->b, action->c);
}

/* Returns: (transfer full): e.g. "die side=0 a=0 b=5 c=0 value=6" */
char *
bn_battle_event_to_string (const BnBattleEvent *event)
{
  return g_strdup_printf ("%s side=%u a=%u b=%u c=%u value=%d",
                          bn_battle_event_type_to_string (event->type),
                          event->side, event->a, event->b, event->c, event->value);
}

/* Returns: (transfer full): the whole log: setup events first (under
 * "setup"), then each action with its events. */
char *
bn_battle_log_to_text (const BnBattle *battle)
{
  GString *out = g_string_new ("setup\n");
  guint e = 0;

  for (; e < battle->events->len
         && g_array_index (battle->events, BnBattleEvent, e).action == G_MAXUINT32; e++)
    {
      g_autofree char *line = bn_battle_event_to_string (&g_array_index (battle->events, BnBattleEvent, e));
      g_string_append_printf (out, "  %s\n", line);
    }
  for (guint a = 0; a < battle->actions->len; a++)
    {
      g_autofree char *line = bn_battle_action_to_string (&g_array_index (battle->actions, BnBattleAction, a));

      g_string_append_printf (out, "%s\n", line);
      for (; e < battle->events->len && g_array_index (battle->events, BnBattleEvent, e).action == a; e++)
        {
          g_autofree char *event = bn_battle_event_to_string (&g_array_index (battle->events, BnBattleEvent, e));
          g_string_append_printf (out, "  %s\n", event);
        }
    }
  return g_string_free (out, FALSE);
}

/**
 * bn_battle_actions_from_text:
 * @out_actions: (element-type BnBattleAction): the actions are appended
 *
 * Reads the action lines of bn_battle_log_to_text()'s output (indented
 * event lines and "setup" are skipped).
 */
gboolean
bn_battle_actions_from_text (const char  *text,
                             GArray      *out_actions,
                             GError     **error)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      char name[32];
      guint side, a, b, c;
      BnBattleAction action;
      guint type;

      if (line[0] == '\0' || line[0] == ' ' || g_str_equal (line, "setup"))
        continue;
      if (sscanf (line, "%31s side=%u a=%u b=%u c=%u", name, &side, &a, &b, &c) != 5)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       _("line %u: “%s” is not an action"), i + 1, line);
          return FALSE;
        }
      for (type = 0; type < BN_N_ACTIONS; type++)
        if (g_str_equal (name, action_names[type]))
          break;
      if (type == BN_N_ACTIONS || side > 1 || a > 255 || b > 255 || c > 255)
        {
          g_set_error (error, BN_BATTLE_ERROR, BN_BATTLE_ERROR_SETUP,
                       _("line %u: “%s” is not an action"), i + 1, line);
          return FALSE;
        }
      action = (BnBattleAction) { (guint8) type, (guint8) side, (guint8) a, (guint8) b, (guint8) c };
      g_array_append_val (out_actions, action);
    }
  return TRUE;
}
