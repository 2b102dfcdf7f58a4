/* bn-battle-board-paths.c — moves of several hexes on the hex board.
 *
 * The engine moves a piece one hex (or one turn of its front) an action.
 * Once a piece is picked, the board asks the engine, on copies of the
 * battle, which hexes a run of that piece's own legal steps reaches (its
 * moves and turns, nothing else), and keeps the shortest run to each: the
 * hexes are marked "may go", the run to the hex under the pointer is
 * drawn, and a click there hands the run to the owner, who makes the
 * steps one after another, each judged by the engine again.
 *
 * A unit not yet given its order, whose order is a legal action now, is
 * looked at as if ordered: its runs begin with the order (and with the
 * end of the orders, where that is then the one thing left to do), so
 * that one drag orders and moves it. And where, in the phase the run
 * ends in, the unit may fight an enemy (Lionheart: a unit's action is its
 * moves and its fight), the run that gets there first, with the fight at
 * its end, is kept for that enemy's hex: a click on the enemy makes it.
 *
 * Where other orders may still be given, a drag of such a unit orders it
 * and remembers where it was dropped: once the orders are over (the
 * player's own "Done Ordering"), the board makes the run there, if the
 * engine's steps still reach it, before anything else. Nothing is
 * decided for the player that he did not point at. */
#include "bn-battle-board-private.h"

#include "bn-battle-words.h"
#include "bn-battle-why.h"

/* Copies of the battle looked at, at most: a piece's reach on any of the
 * rulesets' boards is a few dozen hexes and facings. */
#define MAX_NODES 600

typedef struct
{
  BnBattle *battle;
  GArray   *steps;   /* BnBattleAction */
  GArray   *hexes;   /* BnHex: where the piece has been, in order */
} Node;

static void
node_clear (Node *node)
{
  g_clear_pointer (&node->battle, bn_battle_free);
  g_clear_pointer (&node->steps, g_array_unref);
  g_clear_pointer (&node->hexes, g_array_unref);
}

void
bn_board_path_clear (BnBoardPath *path)
{
  g_clear_pointer (&path->steps, g_array_unref);
  g_clear_pointer (&path->hexes, g_array_unref);
  g_clear_pointer (&path->alone, g_array_unref);
}

void
bn_board_plan_clear (BnBoardPlan *plan)
{
  g_clear_pointer (&plan->hexes, g_array_unref);
}

/* Where the piece an action of @kind moves stands in @battle, and its
 * front (a unit's; 0 for the others). */
static gboolean
piece_place (const BnBattle *battle,
             guint8          kind,
             guint           a,
             BnHex          *out_hex,
             guint          *out_facing)
{
  *out_facing = 0;
  switch (kind)
    {
    case BN_ACTION_MOVE_UNIT:
      if (a >= bn_battle_get_n_units (battle) || bn_battle_get_unit (battle, a)->figures == 0)
        return FALSE;
      *out_hex = bn_battle_get_unit (battle, a)->hex;
      *out_facing = bn_battle_get_unit (battle, a)->facing;
      return TRUE;
    case BN_ACTION_MOVE_COMMANDER:
      if (a >= bn_battle_get_n_commanders (battle) || !bn_battle_get_commander (battle, a)->alive)
        return FALSE;
      *out_hex = bn_battle_get_commander (battle, a)->hex;
      return TRUE;
    case BN_ACTION_MOVE_GROUP:
      {
        const BnBattleGroup *g = a < bn_battle_get_n_groups (battle) ? bn_battle_get_group (battle, a) : NULL;

        if (g == NULL || !g->alive || g->captain >= bn_battle_get_n_commanders (battle))
          return FALSE;
        *out_hex = bn_battle_get_commander (battle, g->captain)->hex;
        return TRUE;
      }
    default:
      return FALSE;
    }
}

/* Whether @action is a step of the piece moved by actions of @kind
 * numbered @a: a move, or a unit's turn of its front on the way. */
static gboolean
is_step (const BnBattleAction *action,
         guint8                kind,
         guint                 a)
{
  if (action->a != a)
    return FALSE;
  if (action->type == kind)
    return action->b < BN_HEX_N_DIRS;
  return kind == BN_ACTION_MOVE_UNIT && action->type == BN_ACTION_FACE;
}

static gint
find_path (GArray *paths,
           BnHex   hex)
{
  for (guint i = 0; i < paths->len; i++)
    if (bn_hex_equal (g_array_index (paths, BnBoardPath, i).to, hex))
      return (gint) i;
  return -1;
}

/* A fight at the end of a run (@steps, through @hexes, in @battle): kept
 * for the enemy's hex, the first (shortest) run that reaches it. */
static void
add_fight (GArray               *paths,
           const BnBattle       *battle,
           const GArray         *steps,
           const GArray         *hexes,
           const BnBattleAction *fight)
{
  BnHex at;

  if (fight->b >= bn_battle_get_n_units (battle))
    return;
  at = bn_battle_get_unit (battle, fight->b)->hex;
  if (find_path (paths, at) < 0)
    {
      BnBoardPath path = { at, g_array_copy ((GArray *) steps), g_array_copy ((GArray *) hexes), FALSE, TRUE };

      g_array_append_val (path.steps, *fight);
      g_array_append_val (path.hexes, at);
      g_array_append_val (paths, path);
    }
}

/* Where, in @battle, every move still offered (@legal) is unit @a's own
 * but the end of the moves: the moves are over for everyone else, and a
 * click on an enemy it may then fight means the end of the moves and the
 * fight. No other piece's choice is passed over. */
static void
fights_after_moves (GArray         *paths,
                    const BnBattle *battle,
                    const GArray   *steps,
                    const GArray   *hexes,
                    const GArray   *legal,
                    guint           a)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (1);
  g_autoptr(BnBattle) after = NULL;
  g_autoptr(GArray) run = NULL;
  g_autoptr(GArray) then = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  const BnBattleAction *end = NULL;

  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *action = &g_array_index (legal, BnBattleAction, i);

      if (action->type == BN_ACTION_END_MOVES)
        end = action;
      else if (action->a != a || (action->type != BN_ACTION_MOVE_UNIT && action->type != BN_ACTION_FACE &&
                                  action->type != BN_ACTION_PLANT_STAKES && action->type != BN_ACTION_DISMOUNT))
        return;
    }
  after = bn_battle_copy (battle, chance);
  if (end == NULL || !bn_battle_apply (after, end, NULL))
    return;
  run = g_array_copy ((GArray *) steps);
  g_array_append_val (run, *end);
  bn_battle_legal_actions (after, then);
  for (guint i = 0; i < then->len; i++)
    if (g_array_index (then, BnBattleAction, i).type == BN_ACTION_BATTLE && g_array_index (then, BnBattleAction, i).a == a)
      add_fight (paths, after, run, hexes, &g_array_index (then, BnBattleAction, i));
}

/* Adds to @paths the hexes the piece moved by @kind @a reaches from
 * @battle by its own steps, the shortest run to each. */
static void
explore (const BnBattle *battle,
         const GArray   *prefix,
         guint8          kind,
         guint           a,
         GArray         *paths)
{
  /* Moves throw no dice; the copies share one chance all the same. */
  g_autoptr(BnChance) chance = bn_chance_new_seeded (1);
  g_autoptr(GArray) queue = g_array_new (FALSE, TRUE, sizeof (Node));
  g_autoptr(GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnHex start;
  guint facing;
  gboolean started_led;
  Node first;

  if (!piece_place (battle, kind, a, &start, &facing))
    return;
  started_led = kind == BN_ACTION_MOVE_UNIT && bn_battle_commander_at (battle, start) >= 0;
  first.battle = bn_battle_copy (battle, chance);
  first.steps = prefix != NULL ? g_array_copy ((GArray *) prefix) : g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  first.hexes = g_array_new (FALSE, FALSE, sizeof (BnHex));
  g_array_append_val (first.hexes, start);
  g_array_append_val (queue, first);
  /* A place is its hex, its front and whether its commander is with it;
   * the steps spent so far are the engine's to count. */
  g_hash_table_add (seen, GINT_TO_POINTER (((start.q + 64) * 8192 + (start.r + 64) * 8 + (int) facing) * 2 + started_led));
  for (guint head = 0; head < queue->len && queue->len < MAX_NODES; head++)
    {
      g_array_set_size (legal, 0);
      bn_battle_legal_actions (g_array_index (queue, Node, head).battle, legal);
      for (guint i = 0; i < legal->len && queue->len < MAX_NODES; i++)
        {
          const BnBattleAction *action = &g_array_index (legal, BnBattleAction, i);
          const Node *node = &g_array_index (queue, Node, head);
          Node next;
          BnHex hex;
          gpointer key;

          if (action->type == BN_ACTION_BATTLE && action->a == a && kind == BN_ACTION_MOVE_UNIT &&
              node->steps->len > 0)
            {
              add_fight (paths, node->battle, node->steps, node->hexes, action);
              continue;
            }
          if (action->type == BN_ACTION_END_MOVES && kind == BN_ACTION_MOVE_UNIT)
            {
              fights_after_moves (paths, node->battle, node->steps, node->hexes, legal, a);
              continue;
            }
          if (!is_step (action, kind, a))
            continue;
          next.battle = bn_battle_copy (node->battle, chance);
          if (!bn_battle_apply (next.battle, action, NULL) ||
              !piece_place (next.battle, kind, a, &hex, &facing))
            {
              bn_battle_free (next.battle);
              continue;
            }
          key = GINT_TO_POINTER (((hex.q + 64) * 8192 + (hex.r + 64) * 8 + (int) facing) * 2 +
                                 (kind == BN_ACTION_MOVE_UNIT && bn_battle_commander_at (next.battle, hex) >= 0));
          if (g_hash_table_contains (seen, key))
            {
              bn_battle_free (next.battle);
              continue;
            }
          g_hash_table_add (seen, key);
          next.steps = g_array_copy (node->steps);
          g_array_append_val (next.steps, *action);
          next.hexes = g_array_copy (node->hexes);
          if (!bn_hex_equal (hex, g_array_index (next.hexes, BnHex, next.hexes->len - 1)))
            g_array_append_val (next.hexes, hex);
          if (!bn_hex_equal (hex, start))
            {
              /* A unit that had its commander with it keeps him, where it can. */
              gboolean led = kind == BN_ACTION_MOVE_UNIT && bn_battle_commander_at (next.battle, hex) >= 0;
              gint found = find_path (paths, hex);
              BnBoardPath path = { hex, NULL, NULL, led, FALSE };

              if (found < 0 || (led && started_led && !g_array_index (paths, BnBoardPath, found).led))
                {
                  path.steps = g_array_copy (next.steps);
                  path.hexes = g_array_copy (next.hexes);
                  if (found < 0)
                    g_array_append_val (paths, path);
                  else
                    {
                      /* The run without him is kept, for the player who wants it. */
                      BnBoardPath *was = &g_array_index (paths, BnBoardPath, found);

                      if (!was->attack)
                        path.alone = g_steal_pointer (&was->steps);
                      bn_board_path_clear (was);
                      *was = path;
                    }
                }
              else if (!led && started_led && g_array_index (paths, BnBoardPath, found).led &&
                       g_array_index (paths, BnBoardPath, found).alone == NULL &&
                       !g_array_index (paths, BnBoardPath, found).attack)
                g_array_index (paths, BnBoardPath, found).alone = g_array_copy (next.steps);
            }
          g_array_append_val (queue, next);
        }
    }
  for (guint i = 0; i < queue->len; i++)
    node_clear (&g_array_index (queue, Node, i));
}

/* The unit on @from, if its order is offered (in one form only) and no
 * step of it: its runs as if ordered, the order first. */
static void
explore_ordered (BnBattleBoard *self,
                 BnHex          from)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (1);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(GArray) prefix = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(BnBattle) copy = NULL;
  const BnBattleAction *order = NULL;
  guint8 kind = BN_ACTION_MOVE_UNIT;

  for (guint i = 0; i < self->moves->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);

      if (action->type != BN_ACTION_ORDER_UNIT || action->a >= bn_battle_get_n_units (self->battle) ||
          !bn_hex_equal (bn_battle_get_unit (self->battle, action->a)->hex, from) ||
          (bn_hex_equal (from, self->grab_hex) && !bn_battle_board_of_grabbed (self, action)))
        continue;
      /* Ordered along with another (at 10 cm): a choice for the popover. */
      if (order != NULL || action->c != 0)
        return;
      order = action;
    }
  /* No unit's order there: a commander standing alone, or taken by his
   * badge, is ordered and dragged as a unit is. */
  for (guint i = 0; i < self->moves->len && order == NULL &&
                    (bn_battle_units_at (self->battle, from, (guint8[4]) { 0 }) == 0 ||
                     (self->grab_commander >= 0 && bn_hex_equal (from, self->grab_hex))); i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);

      if (action->type == BN_ACTION_ORDER_COMMANDER && action->a < bn_battle_get_n_commanders (self->battle) &&
          bn_hex_equal (bn_battle_get_commander (self->battle, action->a)->hex, from) &&
          (!bn_hex_equal (from, self->grab_hex) || bn_battle_board_of_grabbed (self, action)))
        {
          order = action;
          kind = BN_ACTION_MOVE_COMMANDER;
        }
    }
  if (order == NULL)
    return;
  copy = bn_battle_copy (self->battle, chance);
  if (!bn_battle_apply (copy, order, NULL))
    return;
  g_array_append_val (prefix, *order);
  /* Ordering over, with nothing else to do: the orders end. */
  bn_battle_legal_actions (copy, legal);
  if (legal->len == 1 && g_array_index (legal, BnBattleAction, 0).type == BN_ACTION_END_ORDERS)
    {
      BnBattleAction end = g_array_index (legal, BnBattleAction, 0);

      if (!bn_battle_apply (copy, &end, NULL))
        return;
      g_array_append_val (prefix, end);
      explore (copy, prefix, kind, order->a, self->paths);
      return;
    }
  /* Other orders may follow: where it could go were they over now, a
   * run planned (its fights are chosen once the moves are over). */
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, BnBattleAction, i).type == BN_ACTION_END_ORDERS)
      {
        BnBattleAction end = g_array_index (legal, BnBattleAction, i);

        if (!bn_battle_apply (copy, &end, NULL))
          return;
        explore (copy, prefix, kind, order->a, self->paths);
        for (guint j = self->paths->len; j-- > 0;)
          if (g_array_index (self->paths, BnBoardPath, j).attack)
            g_array_remove_index (self->paths, j);
          else
            g_array_index (self->paths, BnBoardPath, j).planned = TRUE;
        return;
      }
  /* Ordered and moved in one phase (Lionheart): its runs, the order first. */
  explore (copy, prefix, kind, order->a, self->paths);
}

/* The drop on planned run @path: the order made now, the run remembered.
 * Returns: whether the order was handed on. */
gboolean
bn_battle_board_plan (BnBattleBoard *self,
                      gint           path)
{
  const BnBoardPath *run = &g_array_index (self->paths, BnBoardPath, path);
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnBoardPlan plan;

  if (run->steps->len == 0 || (g_array_index (run->steps, BnBattleAction, 0).type != BN_ACTION_ORDER_UNIT &&
                                g_array_index (run->steps, BnBattleAction, 0).type != BN_ACTION_ORDER_COMMANDER))
    return FALSE;
  g_array_append_val (order, g_array_index (run->steps, BnBattleAction, 0));
  plan.unit = g_array_index (run->steps, BnBattleAction, 0).a;
  plan.kind = g_array_index (run->steps, BnBattleAction, 0).type == BN_ACTION_ORDER_UNIT ? BN_ACTION_MOVE_UNIT
                                                                                         : BN_ACTION_MOVE_COMMANDER;
  plan.to = run->to;
  plan.hexes = g_array_copy (run->hexes);
  for (guint i = self->plans->len; i-- > 0;)
    if (g_array_index (self->plans, BnBoardPlan, i).unit == plan.unit &&
        g_array_index (self->plans, BnBoardPlan, i).kind == plan.kind)
      g_array_remove_index (self->plans, i);
  g_array_append_val (self->plans, plan);
  g_array_set_size (self->picks, 0);
  bn_battle_view_drop_picks (BN_BATTLE_VIEW (self));
  bn_battle_view_emit_picked (BN_BATTLE_VIEW (self));
  bn_battle_board_emit_path (self, order);
  return TRUE;
}

/* The next planned run, once the orders are over: made if the unit may
 * still step and its steps reach the hex; forgotten otherwise. */
static gboolean
follow_plan_cb (gpointer data)
{
  BnBattleBoard *self = data;
  gboolean ordering = FALSE;

  self->plan_source = 0;
  if (self->battle == NULL)
    {
      g_array_set_size (self->plans, 0);
      return G_SOURCE_REMOVE;
    }
  /* Nothing offered: the moves just made are being shown one by one (or
   * the other side acts); the plans wait. */
  if (self->moves->len == 0)
    return G_SOURCE_REMOVE;
  for (guint i = 0; i < self->moves->len; i++)
    ordering |= g_array_index (self->moves, BnBattleAction, i).type == BN_ACTION_END_ORDERS;
  for (guint p = self->plans->len; p-- > 0;)
    {
      const BnBoardPlan *plan = &g_array_index (self->plans, BnBoardPlan, p);
      gboolean steps = FALSE, unordered = FALSE;

      for (guint i = 0; i < self->moves->len; i++)
        {
          const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);

          steps |= action->a == plan->unit && action->type == plan->kind;
          unordered |= action->a == plan->unit &&
                       action->type == (plan->kind == BN_ACTION_MOVE_UNIT ? BN_ACTION_ORDER_UNIT : BN_ACTION_ORDER_COMMANDER);
        }
      /* Taken back, or the moves over without it. */
      if ((ordering && unordered) || (!ordering && !steps))
        g_array_remove_index (self->plans, p);
    }
  if (ordering || self->plans->len == 0 || self->picks->len > 0)
    return G_SOURCE_REMOVE;
  {
    g_autoptr(GArray) runs = g_array_new (FALSE, FALSE, sizeof (BnBoardPath));
    guint first = 0;
    BnBoardPlan plan;
    gint found;

    /* A run that would end on the way drawn for another waits for that
     * other: made first, it would stand in its way. */
    for (guint i = 0; i < self->plans->len; i++)
      {
        BnHex to = g_array_index (self->plans, BnBoardPlan, i).to;
        gboolean in_way = FALSE;

        for (guint j = 0; j < self->plans->len && !in_way; j++)
          {
            const GArray *way = g_array_index (self->plans, BnBoardPlan, j).hexes;

            for (guint k = 0; j != i && way != NULL && k < way->len && !in_way; k++)
              in_way = bn_hex_equal (g_array_index (way, BnHex, k), to);
          }
        if (!in_way)
          {
            first = i;
            break;
          }
      }
    plan = g_array_index (self->plans, BnBoardPlan, first);
    g_array_set_clear_func (runs, (GDestroyNotify) bn_board_path_clear);
    plan.hexes = NULL;
    g_array_remove_index (self->plans, first);
    explore (self->battle, NULL, plan.kind, plan.unit, runs);
    found = find_path (runs, plan.to);
    if (found >= 0 && !g_array_index (runs, BnBoardPath, found).attack)
      {
        g_autoptr(GArray) steps = g_array_copy (g_array_index (runs, BnBoardPath, found).steps);

        bn_battle_board_emit_path (self, steps);
      }
    else
      {
        /* Another run ended on its way, say: the unit stays ordered, and
         * the player is told so rather than left to wonder. */
        gtk_widget_queue_draw (GTK_WIDGET (self));
        bn_battle_board_say (self, plan.to, _("The planned way is blocked now: drag it again"));
      }
  }
  return G_SOURCE_REMOVE;
}

/* Called when the moves offered change: the planned runs are looked at
 * once the owner is done with this change. */
void
bn_battle_board_follow_plans (BnBattleBoard *self)
{
  if (self->plans->len > 0 && self->plan_source == 0)
    self->plan_source = g_idle_add (follow_plan_cb, self);
}

/* Works out the runs of the piece(s) on the one hex picked, among the
 * moves offered that it narrows to. */
void
bn_battle_board_update_paths (BnBattleBoard *self)
{
  BnHex from;

  gboolean implied = FALSE;

  g_array_set_size (self->paths, 0);
  self->hover_path = -1;
  self->n_hover_from = 0;
  if (self->battle == NULL || bn_battle_is_on_table (self->battle))
    return;
  if (self->picks->len == 1)
    from = g_array_index (self->picks, BnHex, 0);
  else if (bn_battle_board_implied_piece (self, &from))
    implied = TRUE;
  else
    return;
  /* The unit (or "Battle") on the hex first; its commander's own runs only
   * when it has none (he goes alone from his popover). */
  for (guint pass = 0; pass < 2 && self->paths->len == 0; pass++)
  for (guint i = 0; i < self->moves->len; i++)
    {
      const BnBattleAction *action = &g_array_index (self->moves, BnBattleAction, i);
      BnHex at;
      guint facing, kind = action->type;
      gboolean done = FALSE;

      if ((kind != BN_ACTION_MOVE_UNIT && kind != BN_ACTION_MOVE_COMMANDER && kind != BN_ACTION_MOVE_GROUP) ||
          action->b >= BN_HEX_N_DIRS || (pass == 0) == (kind == BN_ACTION_MOVE_COMMANDER))
        continue;
      /* Lionheart's leader "moves" to the unit he leads from: no run of steps. */
      if (kind == BN_ACTION_MOVE_COMMANDER &&
          bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (bn_battle_get_rules (self->battle))))
        continue;
      if (!piece_place (self->battle, (guint8) kind, action->a, &at, &facing) || !bn_hex_equal (at, from))
        continue;
      /* On two units, or a unit and its commander, the piece taken. */
      if (!implied && bn_hex_equal (from, self->grab_hex) && !bn_battle_board_of_grabbed (self, action))
        continue;
      /* Once for each piece. */
      for (guint j = 0; j < i && !done; j++)
        {
          const BnBattleAction *before = &g_array_index (self->moves, BnBattleAction, j);

          done = before->type == kind && before->a == action->a && before->b < BN_HEX_N_DIRS;
        }
      if (!done)
        explore (self->battle, NULL, (guint8) kind, action->a, self->paths);
    }
  if (self->paths->len == 0)
    explore_ordered (self, from);
}

static void
on_way_clicked_cb (GtkButton     *button,
                   BnBattleBoard *self)
{
  g_autoptr(GArray) steps = g_array_ref (g_object_get_data (G_OBJECT (button), "bn-steps"));

  bn_battle_board_popdown (self);
  bn_battle_view_drop_picks (BN_BATTLE_VIEW (self));
  bn_battle_view_emit_picked (BN_BATTLE_VIEW (self));
  bn_battle_board_emit_path (self, steps);
}

/* The commander a run of @steps from @from takes along, or −1. */
static int
run_commander (BnBattleBoard *self,
               const GArray  *steps)
{
  for (guint i = 0; i < steps->len; i++)
    {
      const BnBattleAction *step = &g_array_index (steps, BnBattleAction, i);

      if (step->type == BN_ACTION_MOVE_UNIT && step->a < bn_battle_get_n_units (self->battle))
        return bn_battle_commander_at (self->battle, bn_battle_get_unit (self->battle, step->a)->hex);
    }
  return -1;
}

/**
 * bn_battle_board_ask_two_ways:
 * @path: a run of the piece picked, from bn_battle_board_path_to()
 *
 * Where the unit picked may make that run with its commander or leave
 * him where he stands (the engine offers both), asks which, in words, in
 * a popover on the hex it goes to: with him first, as a click there
 * makes it.
 *
 * Returns: whether it asked
 */
gboolean
bn_battle_board_ask_two_ways (BnBattleBoard *self,
                              gint           path)
{
  BnBattleWords words = { self->battle, { self->armies[0], self->armies[1] } };
  const BnBoardPath *run;
  GtkWidget *box;
  guint unit = 0;
  int commander;

  if (self->battle == NULL || path < 0 || (guint) path >= self->paths->len)
    return FALSE;
  run = &g_array_index (self->paths, BnBoardPath, path);
  if (run->alone == NULL || run->planned || (commander = run_commander (self, run->steps)) < 0)
    return FALSE;
  for (guint i = 0; i < run->steps->len; i++)
    if (g_array_index (run->steps, BnBattleAction, i).type == BN_ACTION_MOVE_UNIT)
      {
        unit = g_array_index (run->steps, BnBattleAction, i).a;
        break;
      }
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  for (guint way = 0; way < 2; way++)
    {
      /* TRANSLATORS: a choice on the board: the unit moves to the hex
       * pointed at, its commander with it; "Move Pikemen here with Gilbert de Clare" */
      g_autofree char *text = g_strdup_printf (way == 0 ? _("Move %s here with %s")
                                                        /* TRANSLATORS: … the unit alone, its commander
                                                         * staying where he is */
                                                        : _("Move %s here alone; %s stays"),
                                               bn_battle_words_unit (&words, unit),
                                               bn_battle_words_commander (&words, (guint) commander));
      GtkWidget *button = gtk_button_new_with_label (text);

      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0);
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data_full (G_OBJECT (button), "bn-steps", g_array_copy (way == 0 ? run->steps : run->alone),
                              (GDestroyNotify) g_array_unref);
      g_signal_connect (button, "clicked", G_CALLBACK (on_way_clicked_cb), self);
      gtk_box_append (GTK_BOX (box), button);
    }
  bn_battle_board_popup (self, run->to, box);
  return TRUE;
}

/* Returns: the index of the run to @hex, or −1. */
gint
bn_battle_board_path_to (BnBattleBoard *self,
                         BnHex          hex)
{
  return find_path (self->paths, hex);
}

/**
 * bn_battle_board_get_path:
 * @hex: a hex the piece picked may reach
 * @out_n_steps: (out): how many actions the run is
 *
 * Returns: (transfer none) (nullable): the actions, in order, that take the
 *   piece picked to @hex; %NULL when it cannot go there
 */
const BnBattleAction *
bn_battle_board_get_path (BnBattleBoard *self,
                          BnHex          hex,
                          guint         *out_n_steps)
{
  gint i;

  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), NULL);

  i = find_path (self->paths, hex);
  *out_n_steps = 0;
  if (i < 0)
    return NULL;
  *out_n_steps = g_array_index (self->paths, BnBoardPath, i).steps->len;
  return (const BnBattleAction *) (void *) g_array_index (self->paths, BnBoardPath, i).steps->data;
}

/* Returns: how many hexes the piece picked may reach by a run of steps. */
guint
bn_battle_board_get_n_destinations (BnBattleBoard *self)
{
  g_return_val_if_fail (BN_IS_BATTLE_BOARD (self), 0);

  return self->paths->len;
}

static void paint_run (cairo_t *cr, const Layout *l, const GArray *hexes);

/* The run to the hex under the pointer, drawn as a line from hex to hex
 * with a dot at each and an arrowhead at the end. */
void
bn_battle_board_paint_path (BnBattleBoard *self,
                            GtkSnapshot   *snapshot,
                            const Layout  *l)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  cairo_t *cr;

  if (self->plans->len == 0 && self->n_hover_from == 0 &&
      (self->hover_path < 0 || (guint) self->hover_path >= self->paths->len))
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, (float) w, (float) h));
  /* Runs planned, fainter: the way each ordered unit will take. */
  for (guint i = 0; i < self->plans->len; i++)
    {
      cairo_push_group (cr);
      paint_run (cr, l, g_array_index (self->plans, BnBoardPlan, i).hexes);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, 0.55);
    }
  if (self->hover_path >= 0 && (guint) self->hover_path < self->paths->len)
    {
      const BnBoardPath *run = &g_array_index (self->paths, BnBoardPath, self->hover_path);
      g_autoptr(GArray) way = g_array_copy (run->hexes);

      /* A run that ends in a fight stops beside the enemy: its red ring
       * says the rest, and no line leads into his hex. */
      if (run->attack && way->len > 1)
        g_array_set_size (way, way->len - 1);
      paint_run (cr, l, way);
    }
  /* Nothing picked: the step of each unit that may go to the hex under the pointer. */
  for (guint i = 0; i < self->n_hover_from; i++)
    {
      g_autoptr(GArray) step = g_array_new (FALSE, FALSE, sizeof (BnHex));

      g_array_append_val (step, self->hover_from[i]);
      g_array_append_val (step, self->hover_to);
      paint_run (cr, l, step);
    }
  cairo_destroy (cr);
}

/* A run drawn from hex to hex along @hexes. */
static void
paint_run (cairo_t      *cr,
           const Layout *l,
           const GArray *hexes)
{
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int pass = 0; pass < 2; pass++)
    {
      for (guint i = 0; i < hexes->len; i++)
        {
          graphene_point_t c = bn_battle_board_centre (l, g_array_index (hexes, BnHex, i));

          if (i == 0)
            cairo_move_to (cr, c.x, c.y);
          else
            cairo_line_to (cr, c.x, c.y);
        }
      /* A dark casing under a bright line reads on every terrain. */
      cairo_set_source_rgba (cr, pass == 0 ? 0.0 : 1.0, pass == 0 ? 0.2 : 0.95, pass == 0 ? 0.05 : 0.55,
                             pass == 0 ? 0.7 : 1.0);
      cairo_set_line_width (cr, MAX (pass == 0 ? 5.0 : 2.5, l->size * (pass == 0 ? 0.2 : 0.1)));
      cairo_stroke (cr);
    }
  for (guint i = 1; i < hexes->len; i++)
    {
      graphene_point_t c = bn_battle_board_centre (l, g_array_index (hexes, BnHex, i));

      cairo_arc (cr, c.x, c.y, MAX (3.0, l->size * (i + 1 == hexes->len ? 0.22 : 0.12)), 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 1.0, 0.95, 0.55);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.0, 0.2, 0.05);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke (cr);
    }
}

/**
 * bn_battle_board_after_moves:
 * @steps: (nullable): actions to make first
 * @chance: the copy's dice, kept by the caller while the copy lives
 *
 * Returns: (transfer full) (nullable): a copy of @battle with @steps
 *   made, then the moves ended as "Done moving" ends them (and the other
 *   side's answer to them, if it has one), in its battle phase; %NULL
 *   when any of that cannot be made
 */
BnBattle *
bn_battle_board_after_moves (const BnBattle *battle,
                             const GArray   *steps,
                             BnChance       *chance)
{
  g_autoptr(BnBattle) copy = bn_battle_copy (battle, chance);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

  for (guint i = 0; steps != NULL && i < steps->len; i++)
    if (!bn_battle_apply (copy, &g_array_index (steps, BnBattleAction, i), NULL))
      return NULL;
  for (guint k = 0; k < 6 && bn_battle_get_phase (copy) != BN_PHASE_BATTLE; k++)
    {
      gboolean ended = FALSE;

      g_array_set_size (legal, 0);
      bn_battle_legal_actions (copy, legal);
      for (guint i = 0; i < legal->len && !ended; i++)
        {
          const BnBattleAction *end = &g_array_index (legal, BnBattleAction, i);

          if (end->type == BN_ACTION_END_MOVES || end->type == BN_ACTION_END_RECEIVE)
            ended = bn_battle_apply (copy, end, NULL);
        }
      if (!ended)
        return NULL;
    }
  return bn_battle_get_phase (copy) == BN_PHASE_BATTLE ? g_steal_pointer (&copy) : NULL;
}

/**
 * bn_battle_board_why_no_fight_at:
 * @hex: where a run of the piece picked ends
 *
 * Returns: (transfer full) (nullable): where the run to @hex moves a unit
 *   beside an enemy it could then not fight (it would arrive facing away,
 *   say), the engine's reason for the first such enemy; %NULL otherwise.
 *   Tried on a copy: the run's steps made, the moves ended as "Done
 *   moving" ends them, then the engine's own legal attacks and why-not.
 */
char *
bn_battle_board_why_no_fight_at (BnBattleBoard *self,
                                 BnHex          hex)
{
  gint path = find_path (self->paths, hex);
  const BnBoardPath *run;
  const BnBattleAction *first;
  g_autoptr(BnChance) chance = NULL;
  g_autoptr(BnBattle) copy = NULL;
  g_autoptr(GArray) legal = NULL;
  const BnBattleUnit *unit;

  if (self->battle == NULL || path < 0)
    return NULL;
  run = &g_array_index (self->paths, BnBoardPath, path);
  first = &g_array_index (run->steps, BnBattleAction, 0);
  if (run->attack || run->planned || first->type != BN_ACTION_MOVE_UNIT)
    return NULL;
  chance = bn_chance_new_seeded (0);
  copy = bn_battle_board_after_moves (self->battle, run->steps, chance);
  if (copy == NULL)
    return NULL;
  legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  bn_battle_legal_actions (copy, legal);
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, BnBattleAction, i).type == BN_ACTION_BATTLE &&
        g_array_index (legal, BnBattleAction, i).a == first->a)
      return NULL;
  unit = bn_battle_get_unit (copy, first->a);
  for (guint dir = 0; dir < BN_HEX_N_DIRS; dir++)
    {
      guint8 units[4];
      guint n = bn_battle_units_at (copy, bn_hex_neighbour (unit->hex, dir), units);

      for (guint i = 0; i < n; i++)
        if (bn_battle_get_unit (copy, units[i])->side != unit->side)
          {
            char *why = bn_battle_why_no_battle (copy, first->a, units[i]);

            if (why != NULL)
              return why;
          }
    }
  return NULL;
}
