/* bn-battle-words-their-half.c — what the other side's half did besides
 * its combats, told to the player whose half begins: each breakthrough of
 * theirs (where it went, the commander with it, a second attack), and each
 * commander, theirs or the player's, their half left alone in his hex.
 * Read from the log's own events; see bn-battle-words-bar.h. */
#include "bn-config.h"

#include "bn-battle-words-bar.h"

#include "bn-battle-words-private.h"
#include "bn-combat-account.h"

#include <glib/gi18n.h>

typedef struct
{
  guint event;
  char *text;
} Told;

static void
told_clear (gpointer data)
{
  g_free (((Told *) data)->text);
}

static gint
by_event (gconstpointer a,
          gconstpointer b)
{
  guint x = ((const Told *) a)->event, y = ((const Told *) b)->event;

  return x < y ? -1 : x > y;
}

/* The first event of the other side's half: the one after @viewer's last
 * turn ended; 0 when none has. */
static guint
half_begins (const BnBattle *battle,
             guint           viewer)
{
  for (guint e = bn_battle_get_n_events (battle); e > 0; e--)
    {
      const BnBattleEvent *event = bn_battle_get_event (battle, e - 1);

      if (event->type == BN_EVENT_TURN_END && event->side == viewer)
        return e;
    }
  return 0;
}

/* The end of the other side's half begun at @from: its end of turn (the
 * event after it); the log's end while it goes on. */
static guint
half_ends (const BnBattle *battle,
           guint           from,
           guint           viewer)
{
  for (guint e = from; e < bn_battle_get_n_events (battle); e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (battle, e);

      if (event->type == BN_EVENT_TURN_END && event->side != viewer)
        return e + 1;
    }
  return bn_battle_get_n_events (battle);
}

/* "Their Mounted knights broke through north-east into the hex your
 * Spearmen left, Sir Odo with them, then attacked your Spearmen once
 * more." */
static char *
breakthrough_line (const BnBattleWords *words,
                   guint                from,
                   guint                e,
                   guint                n)
{
  const BnBattle *battle = words->battle;
  const BnBattleEvent *event = bn_battle_get_event (battle, e);
  GString *out = g_string_new (NULL);
  BnBattleStrike fought = { 0 }, again = { 0 };
  gboolean found = FALSE, attacked = FALSE;

  /* The combat that emptied the hex: the unit's last attack before. */
  for (guint k = e; k > from && !found; k--)
    {
      const BnBattleEvent *before = bn_battle_get_event (battle, k - 1);

      if (before->type == BN_EVENT_BATTLE && before->a == event->a)
        found = bn_battle_event_get_strike (before, &fought) && !fought.at_commander;
    }
  /* Its attack after, before the half ends or it breaks through again. */
  for (guint k = e + 1; k < n && !attacked; k++)
    {
      const BnBattleEvent *after = bn_battle_get_event (battle, k);

      if (after->type == BN_EVENT_TURN_END || (after->type == BN_EVENT_BREAKTHROUGH && after->a == event->a))
        break;
      if (after->type == BN_EVENT_BATTLE && after->a == event->a)
        attacked = bn_battle_event_get_strike (after, &again);
    }
  if (found && fought.target < bn_battle_get_n_units (battle))
    /* TRANSLATORS: their unit, the way it went, the player's unit that left the hex (or was destroyed in it) */
    g_string_append_printf (out, _("Their %s broke through %s into the hex your %s left"),
                            bn_battle_words_unit (words, event->a), bn_battle_words_direction (event->b),
                            bn_battle_words_unit (words, fought.target));
  else
    g_string_append_printf (out, _("Their %s broke through %s into the emptied hex"),
                            bn_battle_words_unit (words, event->a), bn_battle_words_direction (event->b));
  if ((event->held & BN_BREAKTHROUGH_COMMANDER_MASK) == BN_BREAKTHROUGH_WITH_COMMANDER
      && (guint) (event->held >> BN_BREAKTHROUGH_COMMANDER_SHIFT) < bn_battle_get_n_commanders (battle))
    /* TRANSLATORS: the commander who went with the unit breaking through */
    g_string_append_printf (out, _(", %s with them"),
                            bn_battle_words_commander (words, (guint) (event->held >> BN_BREAKTHROUGH_COMMANDER_SHIFT)));
  if (attacked && again.at_commander)
    g_string_append_printf (out, _(", then attacked %s, alone in his hex"), bn_battle_words_commander (words, again.target));
  else if (attacked && again.target < bn_battle_get_n_units (battle))
    /* TRANSLATORS: the second attack a mounted unit makes after breaking through */
    g_string_append_printf (out, _(", then attacked your %s once more"), bn_battle_words_unit (words, again.target));
  g_string_append_c (out, '.');
  return g_string_free (out, FALSE);
}

/* Whether @commander of @battle stands with no unit of his side. */
static gboolean
alone (const BnBattle *battle,
       guint           commander)
{
  const BnBattleCommander *c = bn_battle_get_commander (battle, commander);
  guint8 units[4];
  guint n = bn_battle_units_at (battle, c->hex, units);

  for (guint i = 0; i < MIN (n, 4u); i++)
    if (bn_battle_get_unit (battle, units[i])->side == c->side)
      return FALSE;
  return TRUE;
}

/* What left @commander alone, the last such event of the half: a unit of
 * his hex (as @before had it) that moved, fell back or fell, or his own
 * move. Sets @out_event. */
static char *
left_alone_why (const BnBattleWords *words,
                const BnBattle      *before,
                guint                commander,
                guint                from,
                guint                to,
                guint               *out_event)
{
  const BnBattle *battle = words->battle;
  const BnBattleCommander *c = bn_battle_get_commander (before, commander);
  guint8 units[4];
  guint n = MIN (bn_battle_units_at (before, c->hex, units), 4u);

  *out_event = to;
  for (guint e = to; e > from; e--)
    {
      const BnBattleEvent *event = bn_battle_get_event (battle, e - 1);
      gboolean his = FALSE;

      if (event->type == BN_EVENT_COMMANDER_MOVED && event->a == commander)
        {
          *out_event = e - 1;
          return g_strdup (_("he moved away from his units"));
        }
      for (guint i = 0; i < n && !his; i++)
        his = units[i] == event->a && bn_battle_get_unit (before, units[i])->side == c->side;
      if (!his)
        continue;
      *out_event = e - 1;
      switch (event->type)
        {
        case BN_EVENT_UNIT_ELIMINATED:
          return g_strdup_printf (BN_WORDS_BY_NUMBER (words, event->a, _("his %s was destroyed"),
                                                      _("his %s were destroyed")),
                                  bn_battle_words_unit (words, event->a));
        case BN_EVENT_RETREAT:
          return g_strdup_printf (_("his %s fell back"), bn_battle_words_unit (words, event->a));
        case BN_EVENT_WITHDRAW:
          return g_strdup_printf (_("his %s retreated"), bn_battle_words_unit (words, event->a));
        case BN_EVENT_BREAKTHROUGH:
          return g_strdup_printf (_("his %s broke through without him"), bn_battle_words_unit (words, event->a));
        case BN_EVENT_UNIT_MOVED:
          return g_strdup_printf (_("his %s moved away"), bn_battle_words_unit (words, event->a));
        case BN_EVENT_CHANGED_SIDES:
          return g_strdup_printf (_("his %s changed sides"), bn_battle_words_unit (words, event->a));
        default:
          *out_event = to;
          break;
        }
    }
  return NULL;
}

/**
 * bn_battle_words_their_moves:
 * @before: the battle as it stood when the other side's half began (the
 *   actions up to @viewer's last end of turn), or %NULL
 * @after: the battle as it stood when that half ended (the actions up to
 *   its end of turn), or %NULL for @words' battle
 * @viewer: the side whose half it is (0 or 1)
 *
 * Beside the combats of bn_battle_words_their_half(): the other side's
 * breakthroughs, and the commanders of either side its half left alone
 * in their hex (alone in @after, not in @before), a line each in the
 * log's order; nothing of @viewer's own half so far.
 *
 * Returns: (transfer full) (element-type utf8): the lines; empty when it
 *   is not @viewer's half, or on an open table
 */
GPtrArray *
bn_battle_words_their_moves (const BnBattleWords *words,
                             const BnBattle      *before,
                             const BnBattle      *after,
                             guint                viewer)
{
  const BnBattle *battle = words->battle;
  g_autoptr(GArray) told = g_array_new (FALSE, FALSE, sizeof (Told));
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  guint from, to;

  g_array_set_clear_func (told, told_clear);
  if (viewer > 1 || bn_battle_get_phase (battle) == BN_PHASE_OVER || bn_battle_get_active_side (battle) != viewer
      || bn_battle_is_on_table (battle))
    return lines;
  from = half_begins (battle, viewer);
  to = half_ends (battle, from, viewer);
  if (after == NULL)
    after = battle;
  for (guint e = from; e < to; e++)
    {
      const BnBattleEvent *event = bn_battle_get_event (battle, e);

      if (event->type == BN_EVENT_BREAKTHROUGH && event->side != viewer && event->a < bn_battle_get_n_units (battle))
        {
          Told t = { e, breakthrough_line (words, from, e, to) };

          g_array_append_val (told, t);
        }
    }
  /* Lionheart's commanders lead from their units: none stands alone. */
  if (before != NULL && from > 0
      && !bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (bn_battle_get_rules (battle)))
      && bn_battle_get_n_commanders (before) == bn_battle_get_n_commanders (battle)
      && bn_battle_get_n_commanders (after) == bn_battle_get_n_commanders (battle))
    for (guint c = 0; c < bn_battle_get_n_commanders (battle); c++)
      {
        const BnBattleCommander *now = bn_battle_get_commander (after, c);
        g_autofree char *why = NULL;
        Told t;

        if (!now->alive || !bn_battle_get_commander (before, c)->alive || !alone (after, c) || alone (before, c))
          continue;
        why = left_alone_why (words, before, c, from, to, &t.event);
        if (why != NULL)
          t.text = g_strdup_printf (now->side == viewer ? _("Your %s is left alone in his hex: %s.")
                                                         : _("Their %s is left alone in his hex: %s."),
                                    bn_battle_words_commander (words, c), why);
        else
          t.text = g_strdup_printf (now->side == viewer ? _("Your %s is left alone in his hex.")
                                                         : _("Their %s is left alone in his hex."),
                                    bn_battle_words_commander (words, c));
        g_array_append_val (told, t);
      }
  g_array_sort (told, by_event);
  for (guint i = 0; i < told->len; i++)
    g_ptr_array_add (lines, g_steal_pointer (&g_array_index (told, Told, i).text));
  return lines;
}
