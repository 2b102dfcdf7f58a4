/* bn-action-bar.c — the state at a glance and the phase's closing actions;
 * see the header. */
#include "bn-config.h"

#include "bn-action-bar.h"

#include "bn-battle-asked.h"
#include "bn-battle-glance.h"
#include "bn-combat-preview.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bn-battle-words-odds.h"
#include "bn-battle-words-private.h"

struct _BnActionBar
{
  GtkBox parent_instance;

  GtkLabel *state;
  GtkWidget *extra;             /* other widgets' room, before the buttons */
  GtkWidget *buttons;
  /* A click that ends one phase where the next holds nothing but its own
   * end (and so on): those ends, made one after the other as each is
   * offered. */
  GArray *chain;                /* BnBattleAction: the ends still to make */
  guint chain_id;               /* the idle that makes the next */
  /* The buttons just changed under the pointer ("Done Moving" turned
   * "End the Turn" in its place): a press now was meant for the old one
   * (a quick second click), and its click is let go. */
  guint settle_id;              /* the timeout that ends the settling */
  gboolean press_unsettled;     /* a press came while settling */
  /* The tallest the bar has been at its width: it never gets shorter
   * while the width stays, so that the board above it stays still when
   * the buttons go, or the state's words take a line less. */
  int tallest;
  int tallest_at;               /* the width it was measured at */
};

G_DEFINE_FINAL_TYPE (BnActionBar, bn_action_bar, GTK_TYPE_BOX)

enum
{
  SIGNAL_ACTION_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The lines the state keeps, whatever it says. */
#define BN_ACTION_BAR_STATE_LINES 3

/* The kinds of action the bar offers: those with no place on the board to
 * click, which end a phase or answer a question. */
static const struct
{
  BnBattleActionType type;
  const char *label;            /* one action of the kind */
  const char *menu;             /* several: the button opening their menu */
  gint use;                     /* BN_ACTION_RETAINER: its BnBattleRetainerUse; BN_ACTION_RETREAT: 1 blocked */
} kinds[] = {
  { BN_ACTION_END_DEPLOY, N_("Done _Deploying"), NULL },
  { BN_ACTION_END_ORDERS, N_("Done _Ordering"), NULL },
  { BN_ACTION_END_RECEIVE, N_("Done _Receiving"), NULL },
  { BN_ACTION_END_MOVES, N_("Done _Moving"), NULL },
  { BN_ACTION_STAND, N_("Make a _Stand"), NULL },
  { BN_ACTION_WITHDRAW, N_("_Retreat"), N_("_Retreat…") },
  { BN_ACTION_RETREAT, N_("_Lose a Figure"), N_("_Blocked…"), 1 },
  /* A forced retreat's hex, where the retreating side may choose it. */
  { BN_ACTION_RETREAT, N_("_Fall Back"), N_("_Fall Back…"), 0 },
  /* L&L, Combat: two units in a hex, their side says which takes the
   * casualties; a button each, naming it and what it risks. */
  { BN_ACTION_TAKE_CASUALTIES, N_("_Take the Casualties"), NULL },
  /* A special card's target: the mercenaries to bribe, the commander to
   * challenge. */
  { BN_ACTION_BRIBE, N_("_Bribe"), N_("_Bribe…") },
  { BN_ACTION_CHALLENGE, N_("_Challenge"), N_("_Challenge…") },
  { BN_ACTION_ADVANCE, N_("_Break Through"), NULL },
  { BN_ACTION_HOLD, N_("_Hold"), NULL },
  { BN_ACTION_RELOAD, N_("Re_load"), N_("Re_load…") },
  { BN_ACTION_DUEL_AGAIN, N_("_Fight Again"), NULL },
  { BN_ACTION_DUEL_END, N_("Both Re_turn"), NULL },
  { BN_ACTION_PAY, N_("_Pay"), N_("_Pay…") },
  { BN_ACTION_REFUSE, N_("Pay _No Gold"), NULL },
  { BN_ACTION_DISCARD_CARD, N_("_Discard"), N_("_Discard…") },
  /* A struck leader's side, or one whose leader's die came up bad, has a
   * real choice: its retainers' answers stand beside the plain one. */
  { BN_ACTION_RETAINER, N_("_Ward Off the Blow"), N_("_Ward Off…"), BN_RETAINER_USE_WARD },
  { BN_ACTION_RETAINER, N_("Throw _Again"), N_("Throw _Again…"), BN_RETAINER_USE_REROLL },
  { BN_ACTION_TAKE_BLOW, N_("_Take the Blow"), NULL },
  { BN_ACTION_KEEP_ROLL, N_("_Keep the Die"), NULL },
  { BN_ACTION_END_TURN, N_("_End the Turn"), NULL },
};

static gint
kind_of (const BnBattleAction *action)
{
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    if (kinds[k].type == action->type)
      {
        /* A retainer's ward or throw again answers the bar's question;
         * his other uses belong to his leader's piece. */
        if (action->type == BN_ACTION_RETAINER && (gint) action->c != kinds[k].use)
          continue;
        /* A blocked retreat (lose a figure or the commander) has no hex to
         * click; a step back has one, and is offered here too. */
        if (action->type == BN_ACTION_RETREAT && (action->b >= BN_HEX_N_DIRS) != (kinds[k].use == 1))
          continue;
        /* Lionheart's bids for mercenaries have a control of their own. */
        if (action->type == BN_ACTION_BRIBE && (action->b != 0 || action->c != 0))
          return -1;
        return (gint) k;
      }
  return -1;
}

/* Returns: whether @action is one the bar offers (the list offers it too). */
gboolean
bn_action_bar_takes (const BnBattleAction *action)
{
  return kind_of (action) >= 0;
}

static gboolean
is_end (const BnBattleAction *action)
{
  return action->type == BN_ACTION_END_ORDERS || action->type == BN_ACTION_END_MOVES ||
         action->type == BN_ACTION_END_RECEIVE || action->type == BN_ACTION_END_TURN;
}

/* The ends that follow @action (an end, or any choice of the bar's, "Break
 * Through" say) by themselves: each the one legal action after the one
 * before, for the same side (at most two). */
static void
ends_after (const BnBattle       *battle,
            const BnBattleAction *action,
            GArray               *out)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (1);
  g_autoptr(BnBattle) copy = bn_battle_copy (battle, chance);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnBattleAction next = *action;
  guint side = bn_battle_get_acting_side (battle);

  g_array_set_size (out, 0);
  for (guint k = 0; k < 2 && (is_end (&next) || k == 0) && next.type != BN_ACTION_END_TURN; k++)
    {
      if (!bn_battle_apply (copy, &next, NULL) || bn_battle_get_phase (copy) == BN_PHASE_OVER ||
          bn_battle_get_acting_side (copy) != side)
        return;
      bn_battle_legal_actions (copy, legal);
      if (legal->len != 1 || !is_end (&g_array_index (legal, BnBattleAction, 0)))
        return;
      next = g_array_index (legal, BnBattleAction, 0);
      g_array_append_val (out, next);
    }
}

static void
on_clicked_cb (GtkWidget   *button,
               BnActionBar *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "bn-action"));
  GtkWidget *popover = gtk_widget_get_ancestor (button, GTK_TYPE_POPOVER);
  GArray *then = g_object_get_data (G_OBJECT (button), "bn-then");

  if (self->press_unsettled && gtk_widget_is_ancestor (button, self->buttons))
    return;
  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  g_array_set_size (self->chain, 0);
  if (then != NULL)
    g_array_append_vals (self->chain, then->data, then->len);
  g_signal_emit (self, signals[SIGNAL_ACTION_CHOSEN], 0, index);
}

/* How long after its buttons change a press on the bar is taken for one
 * meant for the buttons that were there: a double click's span. */
#define SETTLE_MS 500

static gboolean
settled_cb (gpointer data)
{
  BnActionBar *self = data;

  self->settle_id = 0;
  self->press_unsettled = FALSE;
  return G_SOURCE_REMOVE;
}

static void
on_buttons_pressed_cb (GtkGestureClick *gesture,
                       int              n_press,
                       double           x,
                       double           y,
                       BnActionBar     *self)
{
  /* Taken here, before the button under the pointer sees it: that
   * button gives no click for it. */
  if (self->settle_id != 0)
    {
      self->press_unsettled = TRUE;
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
    }
}

/* The words of the bar's buttons, in order, as one string. */
static char *
labels_of (GtkWidget *box)
{
  GString *all = g_string_new (NULL);

  for (GtkWidget *c = gtk_widget_get_first_child (box); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      const char *label = GTK_IS_MENU_BUTTON (c) ? gtk_menu_button_get_label (GTK_MENU_BUTTON (c))
                          : GTK_IS_BUTTON (c) ? gtk_button_get_label (GTK_BUTTON (c)) : NULL;

      g_string_append_printf (all, "%s\n", label != NULL ? label : "");
    }
  return g_string_free (all, FALSE);
}

static gboolean
next_end_cb (gpointer data)
{
  BnActionBar *self = data;
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (self), "bn-next"));

  self->chain_id = 0;
  g_signal_emit (self, signals[SIGNAL_ACTION_CHOSEN], 0, index);
  return G_SOURCE_REMOVE;
}

static GtkWidget *
action_button (BnActionBar *self,
               const char  *label,
               const char  *words,
               guint        index,
               guint        type)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);
  GtkWidget *text = gtk_button_get_child (GTK_BUTTON (button));

  /* A long label ("Keep the die for the first move (1)") wraps rather
   * than widen the window past a phone's width. */
  if (GTK_IS_LABEL (text))
    {
      gtk_label_set_wrap (GTK_LABEL (text), TRUE);
      gtk_label_set_justify (GTK_LABEL (text), GTK_JUSTIFY_CENTER);
      g_auto(GStrv) lines = g_strsplit (label, "\n", -1);
      int longest = 0;

      for (guint i = 0; lines[i] != NULL; i++)
        longest = MAX (longest, (int) g_utf8_strlen (lines[i], -1));
      /* As wide as its longest line up to 20 characters and no wider:
       * the box gives it that before the state line's long one, and the
       * state line keeps the room its question needs. Its least width is
       * a word's, for a phone. */
      gtk_label_set_max_width_chars (GTK_LABEL (text), MIN (longest, 20));
    }
  g_object_set_data (G_OBJECT (button), "bn-type", GINT_TO_POINTER ((gint) type + 1));
  gtk_widget_set_tooltip_text (button, words);
  g_object_set_data (G_OBJECT (button), "bn-action", GUINT_TO_POINTER (index));
  g_signal_connect (button, "clicked", G_CALLBACK (on_clicked_cb), self);
  return button;
}

/* What taking the casualties risks for @action's unit, as the engine
 * plays the attack then (on a copy): the dice thrown at it, the chance it
 * loses a figure or more if it makes a stand (@out_hurt, negative where
 * not known), and both answers' chances in words (@out_odds). */
static gboolean
casualties_risk (const BnBattleWords  *words,
                 const BnBattleAction *action,
                 guint                *out_dice,
                 double               *out_hurt,
                 char                **out_odds)
{
  g_autoptr(BnChance) chance = bn_chance_new_seeded (1);
  g_autoptr(BnBattle) copy = bn_battle_copy (words->battle, chance);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnBattleWords there = { copy, { words->armies[0], words->armies[1] } };

  *out_dice = 0;
  *out_hurt = -1.0;
  if (out_odds != NULL)
    *out_odds = NULL;
  if (!bn_battle_apply (copy, action, NULL))
    return FALSE;
  for (guint e = bn_battle_get_n_events (copy); e > 0; e--)
    if (bn_battle_get_event (copy, e - 1)->type == BN_EVENT_CASUALTIES)
      {
        *out_dice = (guint) MAX (bn_battle_get_event (copy, e - 1)->value, 0);
        break;
      }
  bn_battle_legal_actions (copy, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const BnBattleAction *stand = &g_array_index (legal, BnBattleAction, i);
      g_autoptr(BnCombatPreview) p = NULL;

      if (stand->type != BN_ACTION_STAND || !bn_combat_preview_answers (copy, stand))
        continue;
      /* Seeded by where the battle stands, as the stand's own odds are. */
      p = bn_combat_preview_new (copy, stand, 1000, bn_battle_get_n_actions (copy) + 1, NULL);
      if (p != NULL)
        {
          *out_hurt = 0.0;
          for (guint n = 1; n <= BN_PREVIEW_MAX_LOSS; n++)
            *out_hurt += p->loss_chance[1][n];
        }
      break;
    }
  if (out_odds != NULL)
    *out_odds = bn_battle_words_defence_odds (&there);
  return TRUE;
}

/* A name on a button with a mnemonic: its underscores kept. */
static char *
escaped (const char *name)
{
  g_auto(GStrv) parts = g_strsplit (name, "_", -1);

  return g_strjoinv ("__", parts);
}

/* The unit that takes the casualties on a line, what it risks on the
 * next: "Levy archers\n(3 dice, a figure or more lost 58%)"; the
 * tooltip says the whole. */
static char *
casualties_label (const BnBattleWords  *words,
                  const BnBattleAction *action)
{
  const char *name = bn_battle_words_unit (words, action->a);
  const char *army = bn_battle_words_army (words, bn_battle_get_unit_home_side (words->battle, action->a));
  g_autofree char *own = NULL;
  g_autofree char *unit = NULL;
  guint dice;
  double hurt;

  /* The side answering owns both units: its army's name, added where the
   * other army has a unit of that name, says nothing here. */
  if (g_str_has_suffix (name, ")") && strlen (name) > strlen (army) + 3
      && strncmp (name + strlen (name) - strlen (army) - 1, army, strlen (army)) == 0
      && strncmp (name + strlen (name) - strlen (army) - 3, " (", 2) == 0)
    own = g_strndup (name, strlen (name) - strlen (army) - 3);
  unit = escaped (own != NULL ? own : name);
  if (!casualties_risk (words, action, &dice, &hurt, NULL))
    return g_steal_pointer (&unit);
  if (hurt < 0.0)
    /* TRANSLATORS: a button answering "which unit takes the casualties?": the unit, the dice then thrown at it */
    return g_strdup_printf (ngettext ("%s\n%u die", "%s\n%u dice", dice), unit, dice);
  /* TRANSLATORS: a button answering "which unit takes the casualties?": the unit, the dice then thrown at it, the
   * chance it loses a figure or more making a stand */
  return g_strdup_printf (ngettext ("%s\n%u die, 1+ figures lost %.0f%%", "%s\n%u dice, 1+ figures lost %.0f%%", dice),
                          unit, dice, 100.0 * hurt);
}

/* A button's tooltip: the action in words, and what it risks and brings
 * where the engine tells it (a stand's or a retreat's chances, where a
 * breakthrough leads, a duel's odds and stake). */
static char *
tooltip_of (const BnBattleWords  *words,
            const BnBattleAction *action)
{
  g_autofree char *text = bn_battle_words_action (words, action);
  g_autofree char *odds = bn_battle_words_action_odds (words, action);

  g_auto(GStrv) parts = NULL;
  g_autofree char *lines = NULL;

  if (action->type == BN_ACTION_TAKE_CASUALTIES)
    {
      guint dice;
      double hurt;

      g_clear_pointer (&odds, g_free);
      casualties_risk (words, action, &dice, &hurt, &odds);
      if (odds != NULL)
        {
          g_autofree char *then = NULL;

          /* TRANSLATORS: a button's tooltip: what taking the casualties leads to, the defender's two answers' chances */
          then = g_strdup_printf (_("then: %s"), odds);
          g_free (odds);
          odds = g_steal_pointer (&then);
        }
    }
  if (odds == NULL)
    return g_steal_pointer (&text);
  /* A clause a line: a tooltip does not wrap its words. */
  parts = g_strsplit (odds, "; ", -1);
  lines = g_strjoinv (";\n", parts);
  /* TRANSLATORS: a button's tooltip: the action, then on lines of their own what it risks and brings */
  return g_strdup_printf (_("%s\n%s"), text, lines);
}

/* Lionheart names its turn's ends otherwise: an action let go, a unit's action over;
 * Junior General, a step given up. A retainer's answer says his chance, a
 * die kept what it shows. */
static char *
label_of (const BnBattleWords  *words,
          const BnBattleAction *action,
          gint                  kind)
{
  gboolean own = bn_ruleset_plays_own_turn (bn_battle_rules_get_ruleset (bn_battle_get_rules (words->battle)));
  BnRerollDie die;
  guint value;

  /* On the open table (Junior General) a turn goes by steps: one given up. */
  if (bn_battle_is_on_table (words->battle) && action->type == BN_ACTION_END_TURN)
    return g_strdup (_("_Give Up the Step"));
  if (own && action->type == BN_ACTION_END_TURN)
    return g_strdup (_("Let the Action _Go"));
  if (own && action->type == BN_ACTION_END_MOVES)
    return g_strdup (_("_End the Unit's Action"));
  if (action->type == BN_ACTION_TAKE_CASUALTIES)
    return casualties_label (words, action);
  if (action->type == BN_ACTION_RETREAT && action->b == BN_RETREAT_LOSE_COMMANDER)
    return g_strdup (_("Lose the _Commander"));
  if (action->type == BN_ACTION_RETAINER && action->c == BN_RETAINER_USE_WARD
      && action->a < bn_battle_get_n_retainers (words->battle))
    /* TRANSLATORS: a button; the retainer succeeds on 1 to this of a D20 */
    return g_strdup_printf (_("_Ward Off the Blow (1–%u of a D20)"),
                            bn_battle_get_retainer (words->battle, action->a)->success);
  if (action->type == BN_ACTION_RETAINER && action->c == BN_RETAINER_USE_REROLL)
    return g_strdup (bn_battle_get_reroll_offer (words->battle, NULL, NULL) >= 0 ? _("Throw the Die _Again")
                                                                                 : _("Throw the Check _Again"));
  if (action->type == BN_ACTION_ADVANCE && action->c != 0)
    {
      BnBreakthroughCommander why;
      int c = bn_battle_get_breakthrough_commander (words->battle, &why);

      if (c >= 0)
        /* TRANSLATORS: a button; the commander who goes with the unit breaking through */
        return g_strdup_printf (_("Break Through _with %s"), bn_battle_words_commander (words, (guint) c));
    }
  if (action->type == BN_ACTION_KEEP_ROLL && bn_battle_get_reroll_offer (words->battle, &die, &value) >= 0)
    /* TRANSLATORS: a button; a leader's die ("combat bonus die") and what it shows */
    return g_strdup_printf (_("_Keep the %s (%u)"), bn_reroll_die_name (die), value);
  return g_strdup (_(kinds[kind].label));
}

/* How many units may still attack (or take a prisoner) among @actions. */
static guint
count_attackers (const BnBattleAction *actions,
                 guint                 n_actions)
{
  guint64 seen = 0;

  for (guint i = 0; i < n_actions; i++)
    if (actions[i].type == BN_ACTION_BATTLE || actions[i].type == BN_ACTION_ATTACK_COMMANDER ||
        actions[i].type == BN_ACTION_TAKE_PRISONER)
      seen |= G_GUINT64_CONSTANT (1) << (actions[i].a % 64);
  return bn_battle_count_bits ((guint) (seen & 0xFFFFFFFF)) + bn_battle_count_bits ((guint) (seen >> 32));
}

/* Whether ending with an action of @type gives up something @actions
 * still offer: an attack, a step of a move, an order of the card. */
static gboolean
leaves_undone (guint                 type,
               const BnBattleAction *actions,
               guint                 n_actions)
{
  for (guint i = 0; i < n_actions; i++)
    switch ((BnBattleActionType) actions[i].type)
      {
      case BN_ACTION_BATTLE:
      case BN_ACTION_ATTACK_COMMANDER:
      case BN_ACTION_TAKE_PRISONER:
        if (type == BN_ACTION_END_TURN)
          return TRUE;
        break;
      case BN_ACTION_MOVE_UNIT:
      case BN_ACTION_MOVE_COMMANDER:
      case BN_ACTION_MOVE_GROUP:
        if (type == BN_ACTION_END_MOVES)
          return TRUE;
        break;
      case BN_ACTION_ORDER_UNIT:
      case BN_ACTION_ORDER_COMMANDER:
      case BN_ACTION_ORDER_GROUP:
      case BN_ACTION_FORM_GROUP:
        if (type == BN_ACTION_END_ORDERS)
          return TRUE;
        break;
      default:
        break;
      }
  return FALSE;
}

/* The bar keeps the tallest height it has had at its present width. */
static void
keep_height (BnActionBar *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  int width = gtk_widget_get_width (widget);
  int minimum, natural, content;

  if (width <= 0)
    return;
  if (width != self->tallest_at)
    {
      self->tallest = 0;
      self->tallest_at = width;
      gtk_widget_set_size_request (widget, -1, -1);
    }
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width + gtk_widget_get_margin_start (widget) +
                      gtk_widget_get_margin_end (widget), &minimum, &natural, NULL, NULL);
  content = natural - gtk_widget_get_margin_top (widget) - gtk_widget_get_margin_bottom (widget);
  if (content > self->tallest)
    {
      self->tallest = content;
      gtk_widget_set_size_request (widget, -1, content);
    }
}

/**
 * bn_action_bar_set_actions:
 * @actions: the actions offered now; those the bar takes get a button
 *
 * The bar's buttons emit "action-chosen" with the index in @actions.
 */
void
bn_action_bar_set_actions (BnActionBar          *self,
                           const BnBattleWords  *words,
                           const BnBattleAction *actions,
                           guint                 n_actions)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  GtkWidget *child;
  guint attackers;

  g_return_if_fail (BN_IS_ACTION_BAR (self));

  before = labels_of (self->buttons);
  while ((child = gtk_widget_get_first_child (self->buttons)) != NULL)
    gtk_box_remove (GTK_BOX (self->buttons), child);
  /* The next end of a click's chain, if it is the one thing offered now.
   * Nothing offered (the other side answers, or its move is awaited over
   * the network): the chain waits for the next offer. */
  g_clear_handle_id (&self->chain_id, g_source_remove);
  if (self->chain->len > 0 && n_actions > 0)
    {
      BnBattleAction next = g_array_index (self->chain, BnBattleAction, 0);

      g_array_remove_index (self->chain, 0);
      if (n_actions == 1 && memcmp (&actions[0], &next, sizeof next) == 0)
        {
          g_object_set_data (G_OBJECT (self), "bn-next", GUINT_TO_POINTER (0));
          self->chain_id = g_idle_add (next_end_cb, self);
        }
      else
        g_array_set_size (self->chain, 0);
    }
  attackers = count_attackers (actions, n_actions);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (guint));
      GtkWidget *button;

      for (guint i = 0; i < n_actions; i++)
        if (kind_of (&actions[i]) == (gint) k)
          g_array_append_val (found, i);
      if (found->len == 0)
        continue;
      if (found->len == 1 || kinds[k].menu == NULL)
        {
          for (guint j = 0; j < found->len; j++)
            {
              guint i = g_array_index (found, guint, j);
              g_autofree char *text = tooltip_of (words, &actions[i]);

              g_autoptr(GArray) then = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));

              ends_after (words->battle, &actions[i], then);
              g_autofree char *own = label_of (words, &actions[i], (gint) k);

              if (actions[i].type == BN_ACTION_END_TURN && attackers > 0)
                {
                  /* TRANSLATORS: "End the Turn", then how many units may still attack */
                  char *told = g_strdup_printf (ngettext ("%s (%u attack not made)", "%s (%u attacks not made)",
                                                          attackers), own, attackers);

                  g_free (own);
                  own = told;
                }

              if (then->len == 0)
                button = action_button (self, own, text, i, actions[i].type);
              else
                {
                  /* The ends that follow by themselves, said on the button. */
                  GString *label = g_string_new (own);

                  for (guint t = 0; t < then->len; t++)
                    {
                      const BnBattleAction *end = &g_array_index (then, BnBattleAction, t);
                      g_autofree char *plain = label_of (words, end, kind_of (end));
                      g_auto(GStrv) parts = g_strsplit (plain, "_", -1);
                      g_autofree char *bare = g_strjoinv ("", parts);

                      /* TRANSLATORS: a button's label, then what its click also does: "Done Moving, End the Turn" */
                      g_string_append_printf (label, _(", %s"), bare);
                    }
                  button = action_button (self, label->str, text, i, actions[i].type);
                  g_string_free (label, TRUE);
                  g_object_set_data_full (G_OBJECT (button), "bn-then", g_array_ref (then),
                                          (GDestroyNotify) g_array_unref);
                }
              gtk_box_append (GTK_BOX (self->buttons), button);
            }
        }
      else
        {
          GtkWidget *popover = gtk_popover_new ();
          GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
          g_autofree char *common = NULL;
          gboolean same = TRUE;

          button = gtk_menu_button_new ();
          gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _(kinds[k].menu));
          gtk_menu_button_set_use_underline (GTK_MENU_BUTTON (button), TRUE);
          for (guint j = 0; j < found->len; j++)
            {
              guint i = g_array_index (found, guint, j);
              g_autofree char *text = bn_battle_words_action (words, &actions[i]);
              g_autofree char *tip = tooltip_of (words, &actions[i]);
              GtkWidget *row = action_button (self, text, tip, i, actions[i].type);

              /* The menu's button tells what its rows risk where they all
               * risk the same (the ways of a retreat), so the chances are
               * read before the menu is opened. */
              {
                g_autofree char *odds = bn_battle_words_action_odds (words, &actions[i]);

                if (j == 0)
                  common = g_steal_pointer (&odds);
                else if (g_strcmp0 (common, odds) != 0)
                  same = FALSE;
              }

              GtkWidget *words_of_row = gtk_button_get_child (GTK_BUTTON (row));

              gtk_button_set_use_underline (GTK_BUTTON (row), FALSE);
              /* A menu's row is not on the bar: it says all it has to. */
              if (GTK_IS_LABEL (words_of_row))
                {
                  gtk_label_set_ellipsize (GTK_LABEL (words_of_row), PANGO_ELLIPSIZE_NONE);
                  gtk_label_set_lines (GTK_LABEL (words_of_row), -1);
                  gtk_label_set_max_width_chars (GTK_LABEL (words_of_row), 40);
                }
              gtk_widget_add_css_class (row, "flat");
              gtk_box_append (GTK_BOX (list), row);
            }
          gtk_popover_set_child (GTK_POPOVER (popover), list);
          gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
          if (common != NULL)
            gtk_widget_set_tooltip_text (button, same ? common : _("Each choice's chances are on its row of the menu."));
          gtk_box_append (GTK_BOX (self->buttons), button);
        }
    }
  /* The end of a phase or turn is what a player most often looks for: it
   * stands out (never a retreat or a payment, which are choices), unless
   * it would throw away what may still be done. */
  child = gtk_widget_get_last_child (self->buttons);
  if (child != NULL && GTK_IS_BUTTON (child) && !GTK_IS_MENU_BUTTON (child))
    {
      guint type = (guint) GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "bn-type")) - 1;

      if ((type == BN_ACTION_END_DEPLOY || type == BN_ACTION_END_ORDERS || type == BN_ACTION_END_RECEIVE ||
           type == BN_ACTION_END_MOVES || type == BN_ACTION_END_TURN) && !leaves_undone (type, actions, n_actions))
        gtk_widget_add_css_class (child, "suggested-action");
    }
  keep_height (self);
  after = labels_of (self->buttons);
  if (*before != '\0' && strcmp (before, after) != 0)
    {
      g_clear_handle_id (&self->settle_id, g_source_remove);
      self->settle_id = g_timeout_add (SETTLE_MS, settled_cb, self);
    }
}

/**
 * bn_action_bar_get_settling:
 *
 * Returns: whether the buttons changed a moment ago, so that a press on
 *   them now is taken for one meant for those that were there, and does
 *   nothing
 */
gboolean
bn_action_bar_get_settling (BnActionBar *self)
{
  g_return_val_if_fail (BN_IS_ACTION_BAR (self), FALSE);

  return self->settle_id != 0;
}

void
bn_action_bar_set_state (BnActionBar *self,
                         const char  *state)
{
  g_return_if_fail (BN_IS_ACTION_BAR (self));

  gtk_label_set_text (self->state, state != NULL ? state : "");
  /* The whole, where the lines kept for it cut it short. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->state), state);
  keep_height (self);
}

const char *
bn_action_bar_get_state (BnActionBar *self)
{
  g_return_val_if_fail (BN_IS_ACTION_BAR (self), NULL);

  return gtk_label_get_text (self->state);
}

/* Returns: (transfer none): a box for other widgets, before the buttons. */
GtkWidget *
bn_action_bar_get_extra (BnActionBar *self)
{
  g_return_val_if_fail (BN_IS_ACTION_BAR (self), NULL);

  return self->extra;
}

guint
bn_action_bar_get_n_buttons (BnActionBar *self)
{
  guint n = 0;

  g_return_val_if_fail (BN_IS_ACTION_BAR (self), 0);

  for (GtkWidget *child = gtk_widget_get_first_child (self->buttons); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

/* Returns: (transfer none) (nullable): button @index, from the first. */
GtkWidget *
bn_action_bar_get_button (BnActionBar *self,
                          guint        index)
{
  GtkWidget *child;

  g_return_val_if_fail (BN_IS_ACTION_BAR (self), NULL);

  for (child = gtk_widget_get_first_child (self->buttons); child != NULL && index > 0;
       child = gtk_widget_get_next_sibling (child))
    index--;
  return child;
}

/**
 * bn_action_bar_choose:
 *
 * Clicks the button that makes an action of @type, if the bar shows one
 * (not a menu of several).
 *
 * Returns: whether there was one
 */
gboolean
bn_action_bar_choose (BnActionBar        *self,
                      BnBattleActionType  type)
{
  g_return_val_if_fail (BN_IS_ACTION_BAR (self), FALSE);

  for (GtkWidget *child = gtk_widget_get_first_child (self->buttons); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child) && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "bn-type")) == (gint) type + 1)
      {
        g_signal_emit_by_name (child, "clicked");
        return TRUE;
      }
  return FALSE;
}

/**
 * bn_action_bar_set_narrow:
 * @narrow: whether the bar is as narrow as a phone
 *
 * A narrow bar has its buttons under the state line rather than squeeze
 * it into a column beside them.
 */
void
bn_action_bar_set_narrow (BnActionBar *self,
                          gboolean     narrow)
{
  GtkOrientation wanted = narrow ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL;

  g_return_if_fail (BN_IS_ACTION_BAR (self));

  if (gtk_orientable_get_orientation (GTK_ORIENTABLE (self)) == wanted)
    return;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), wanted);
  /* The height kept was the other layout's. */
  self->tallest_at = 0;
  keep_height (self);
}

static void
bn_action_bar_dispose (GObject *object)
{
  BnActionBar *self = BN_ACTION_BAR (object);

  g_clear_handle_id (&self->chain_id, g_source_remove);
  g_clear_handle_id (&self->settle_id, g_source_remove);
  G_OBJECT_CLASS (bn_action_bar_parent_class)->dispose (object);
}

static void
bn_action_bar_finalize (GObject *object)
{
  BnActionBar *self = BN_ACTION_BAR (object);

  g_clear_pointer (&self->chain, g_array_unref);
  G_OBJECT_CLASS (bn_action_bar_parent_class)->finalize (object);
}

static void
bn_action_bar_class_init (BnActionBarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = bn_action_bar_dispose;
  G_OBJECT_CLASS (klass)->finalize = bn_action_bar_finalize;

  gtk_widget_class_set_css_name (widget_class, "action-bar");

  /**
   * BnActionBar::action-chosen:
   * @index: the action's index in those given to bn_action_bar_set_actions()
   */
  signals[SIGNAL_ACTION_CHOSEN] =
    g_signal_new ("action-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
bn_action_bar_init (BnActionBar *self)
{
  GtkGesture *guard;

  self->chain = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (GTK_BOX (self), 8);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("The battle now"), -1);

  self->state = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->state, TRUE);
  gtk_label_set_xalign (self->state, 0);
  gtk_label_set_yalign (self->state, 0);
  /* The state takes the lines kept for it and no more (the rest ends in
   * "…", the whole in its tooltip): a longer question never makes the
   * bar taller and the board above it jump. */
  gtk_label_set_lines (self->state, BN_ACTION_BAR_STATE_LINES);
  /* It asks for no more than 40 characters before the buttons have their
   * own width (it expands into the rest): a long question does not press
   * the answers beside it into a column of words. */
  gtk_label_set_max_width_chars (self->state, 40);
  gtk_label_set_ellipsize (self->state, PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (GTK_WIDGET (self->state), "heading");
  {
    /* As tall as its lines with one word, or a hundred: a stack is as tall
     * as its tallest page, and a page never shown holds the lines. */
    GtkWidget *room = gtk_stack_new ();
    g_autoptr(GString) lines = g_string_new ("Ag");
    GtkWidget *sizer;

    for (guint i = 1; i < BN_ACTION_BAR_STATE_LINES; i++)
      g_string_append (lines, "\nAg");
    sizer = gtk_label_new (lines->str);
    gtk_widget_add_css_class (sizer, "heading");
    gtk_accessible_update_state (GTK_ACCESSIBLE (sizer), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    gtk_stack_set_vhomogeneous (GTK_STACK (room), TRUE);
    gtk_stack_set_hhomogeneous (GTK_STACK (room), FALSE);
    gtk_widget_set_hexpand (room, TRUE);
    gtk_stack_add_child (GTK_STACK (room), GTK_WIDGET (self->state));
    gtk_stack_add_child (GTK_STACK (room), sizer);
    gtk_stack_set_visible_child (GTK_STACK (room), GTK_WIDGET (self->state));
    gtk_box_append (GTK_BOX (self), room);
  }

  self->extra = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_valign (self->extra, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (self->extra, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (self), self->extra);

  self->buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_valign (self->buttons, GTK_ALIGN_CENTER);
  {
    /* The bar is as tall with no button as with one, so that the board
     * above it stays still as phases come and go: a stack is as tall as
     * its tallest page, and a page never shown holds a button's height. */
    GtkWidget *room = gtk_stack_new ();
    GtkWidget *sizer = gtk_button_new_with_label ("Ag\nAg\nAg");

    gtk_stack_set_vhomogeneous (GTK_STACK (room), TRUE);
    gtk_stack_set_hhomogeneous (GTK_STACK (room), FALSE);
    gtk_widget_set_valign (room, GTK_ALIGN_CENTER);
    /* Under the state line (a narrow bar), at its end. */
    gtk_widget_set_halign (room, GTK_ALIGN_END);
    gtk_widget_set_focusable (sizer, FALSE);
    gtk_widget_set_can_target (sizer, FALSE);
    gtk_accessible_update_state (GTK_ACCESSIBLE (sizer), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    gtk_stack_add_child (GTK_STACK (room), self->buttons);
    gtk_stack_add_child (GTK_STACK (room), sizer);
    gtk_stack_set_visible_child (GTK_STACK (room), self->buttons);
    gtk_box_append (GTK_BOX (self), room);
  }

  guard = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (guard), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (guard), GTK_PHASE_CAPTURE);
  g_signal_connect (guard, "pressed", G_CALLBACK (on_buttons_pressed_cb), self);
  gtk_widget_add_controller (self->buttons, GTK_EVENT_CONTROLLER (guard));
}

GtkWidget *
bn_action_bar_new (void)
{
  return g_object_new (BN_TYPE_ACTION_BAR, NULL);
}
