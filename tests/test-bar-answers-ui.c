/* test-bar-answers-ui.c — every answer a step asks of a person stands on
 * the action bar, said with what it answers, on situations scripted with
 * the engine's own battles: the defender's choice of the unit that takes
 * the casualties (L&L, Combat), a button each naming the unit and its
 * risk; the card whose orders are used up in parts ("Order one unit of
 * each colour"), what it still allows and why it is spent; a mounted
 * unit's breakthrough, the engine's reason for no second attack; a forced
 * retreat's hexes. */
#include "bn-config.h"

#include <gtk/gtk.h>

#include "battle-fixture.h"
#include "bn-action-bar.h"
#include "bn-battle-words.h"

static void
assert_contains (const char *text,
                 const char *part)
{
  if (text == NULL || strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text != NULL ? text : "(null)", part);
}

/* The bar offering @f's legal actions now, and those actions. */
static GtkWidget *
bar_of (Fixture *f,
        GArray  *legal)
{
  BnBattleWords words = { f->battle, { f->army[0], f->army[1] } };
  GtkWidget *bar = g_object_ref_sink (bn_action_bar_new ());

  bn_battle_legal_actions (f->battle, legal);
  bn_action_bar_set_actions (BN_ACTION_BAR (bar), &words, (const BnBattleAction *) (void *) legal->data, legal->len);
  return bar;
}

static const char *
label_of (GtkWidget *button)
{
  return GTK_IS_MENU_BUTTON (button) ? gtk_menu_button_get_label (GTK_MENU_BUTTON (button))
                                     : gtk_button_get_label (GTK_BUTTON (button));
}

/* The bar's button whose label begins with @label. */
static GtkWidget *
button_of (GtkWidget  *bar,
           const char *label)
{
  for (guint i = 0; i < bn_action_bar_get_n_buttons (BN_ACTION_BAR (bar)); i++)
    {
      GtkWidget *button = bn_action_bar_get_button (BN_ACTION_BAR (bar), i);
      const char *text = label_of (button);

      if (text != NULL && g_str_has_prefix (text, label))
        return button;
    }
  g_error ("no button “%s” on the bar", label);
  return NULL;
}

static void
on_chosen_cb (BnActionBar *bar,
              guint        index,
              guint       *out)
{
  *out = index;
}

/* What the bar's line says to side @viewer now. */
static char *
state_for (Fixture *f,
           guint    viewer)
{
  BnBattleWords words = { f->battle, { f->army[0], f->army[1] } };

  return bn_action_bar_describe_state_for (&words, viewer);
}

/* L&L, Combat: south's spearmen attack north's hex of spearmen and
 * lancers (two types of unit): north chooses which takes the casualties.
 * The bar names the attack and the hex; its two buttons name each unit
 * (north's own: its army not said),
 * the dice then thrown at it and its chance to lose a figure, as the
 * engine plays it; a click on one makes that choice, and the stand or
 * retreat is then asked of the unit chosen. */
static void
test_casualties_on_the_bar (void)
{
  Fixture f;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autofree char *state = NULL;
  g_autofree char *theirs = NULL;
  GtkWidget *bar, *foot, *horse;
  guint chosen = G_MAXUINT, n_answers = 0;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_S);
  fixture_unit (&f, 1, HORSE, CB, "lance", RED, 3, 3, BN_HEX_DIR_S);
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_CASUALTIES);

  state = state_for (&f, 1);
  assert_contains (state, "attack your hex of spear (north) and lance: which unit takes the casualties?");
  theirs = state_for (&f, 0);
  assert_contains (theirs, "attack the hex of spear (north) and lance: north to say which unit takes the casualties");

  bar = bar_of (&f, legal);
  for (guint i = 0; i < bn_action_bar_get_n_buttons (BN_ACTION_BAR (bar)); i++)
    n_answers += strstr (gtk_widget_get_tooltip_text (bn_action_bar_get_button (BN_ACTION_BAR (bar), i)),
                         "take the casualties") != NULL;
  g_assert_cmpuint (n_answers, ==, 2);
  foot = button_of (bar, "spear\n");
  horse = button_of (bar, "lance\n");
  /* The engine's dice at each (test-battle-combat: 4 at the lancers). */
  assert_contains (label_of (horse), "lance\n4 dice, 1+ figures lost ");
  assert_contains (label_of (foot), " dice, 1+ figures lost ");
  assert_contains (gtk_widget_get_tooltip_text (horse), "lance take the casualties\nthen: a stand: you lose a figure "
                                                        "or more ");
  g_signal_connect (bar, "action-chosen", G_CALLBACK (on_chosen_cb), &chosen);
  g_signal_emit_by_name (horse, "clicked");
  g_assert_cmpuint (chosen, <, legal->len);
  g_assert_cmpint (g_array_index (legal, BnBattleAction, chosen).type, ==, BN_ACTION_TAKE_CASUALTIES);
  g_assert_cmpuint (g_array_index (legal, BnBattleAction, chosen).a, ==, unit_of (&f, 1, 1));
  /* Made, the stand or retreat is asked of the lancers, with their dice. */
  act (&f, BN_ACTION_TAKE_CASUALTIES, unit_of (&f, 1, 1), 0, 0);
  g_clear_pointer (&state, g_free);
  state = state_for (&f, 1);
  assert_contains (state, "attack your lance with 4 dice: make a stand or retreat");
  g_object_unref (bar);
  fixture_clear (&f);
}

/* L&L, Play a command card: "Order one unit of each colour" orders a unit
 * of each colour, an order each. South has red and blue units, no green:
 * the bar's line says what the card still orders, and when it can order
 * no more, that it is spent and why. */
static void
test_card_left_on_the_line (void)
{
  Fixture f;
  g_autofree char *played = NULL, *one = NULL, *spent = NULL;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 3, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 0, FOOT, CB, "pike", BLUE, 5, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 1, BN_HEX_DIR_S);
  fixture_start (&f, "each-colour");
  play (&f, "each-colour");
  played = state_for (&f, 0);
  assert_contains (played, "“Order one unit of each colour” still orders a unit of each of red and blue (no more "
                           "green units to order)");
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 0), 0, 0);
  one = state_for (&f, 0);
  assert_contains (one, "“Order one unit of each colour” still orders a blue unit (no more green units to order)");
  act (&f, BN_ACTION_ORDER_UNIT, unit_of (&f, 0, 1), 0, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_ORDER);
  spent = state_for (&f, 0);
  assert_contains (spent, "“Order one unit of each colour” is spent: no more green units to order");
  fixture_clear (&f);
}

/* L&L, Forcing a breakthrough: "When a mounted unit forces a
 * breakthrough, it can engage the retreating unit in battle once more".
 * South's lancers destroy north's one-figure spearmen (a hit on lesser
 * armour, its saving throw a flag: not saved): there is no
 * retreating unit. "Break Through" says so, not that only mounted troops
 * battle again: these are mounted. */
static void
test_mounted_breakthrough_reason (void)
{
  Fixture f;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  g_autoptr(GString) thrown = g_string_new ("hit-lesser");
  GtkWidget *bar;
  const char *tip;
  int n_dice;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, HORSE, CB, "lance", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "pike", RED, 3, 2, BN_HEX_DIR_S);
  f.army[1]->units[0].figures = 1;
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  n_dice = last_event_value (&f, BN_EVENT_BATTLE);
  for (int i = 1; i < n_dice; i++)
    g_string_append (thrown, " shield");
  /* … and the saving throw of its one hit, a flag: not saved. */
  g_string_append (thrown, " flag");
  dice (&f, thrown->str);
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpuint (unit (&f, unit_of (&f, 1, 0))->figures, ==, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_BREAKTHROUGH);
  bar = bar_of (&f, legal);
  tip = gtk_widget_get_tooltip_text (button_of (bar, "_Break Through"));
  assert_contains (tip, "no battle again this turn: the unit it fought is destroyed, none retreats to be engaged once "
                        "more (L&L, Forcing a breakthrough)");
  g_assert_null (strstr (tip, "only mounted troops"));
  g_object_unref (bar);
  fixture_clear (&f);
}

/* L&L, Retreat: south's lancers throw two flags at north's spearmen, the
 * second not saved: they fall back, and north picks the hex where more
 * than one would do. The hexes are on the bar, as a button or a menu of
 * them, each as the moves list words it. */
static void
test_fall_back_on_the_bar (void)
{
  Fixture f;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  GtkWidget *bar, *button;
  guint hexes = 0;

  fixture_init (&f, 9, 9);
  fixture_unit (&f, 0, HORSE, CB, "lance", RED, 3, 4, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 3, 3, BN_HEX_DIR_N);
  f.army[1]->units[0].figures = 4;
  fixture_start (&f, "red-1");
  order (&f, "red-1", UNITS ((int) unit_of (&f, 0, 0)));
  end_moves (&f);
  act (&f, BN_ACTION_BATTLE, unit_of (&f, 0, 0), unit_of (&f, 1, 0), 0);
  dice (&f, "flag flag shield");
  dice (&f, "shield");           /* the throw against the second flag */
  act (&f, BN_ACTION_STAND, 0, 0, 0);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_RETREAT);
  bar = bar_of (&f, legal);
  for (guint i = 0; i < legal->len; i++)
    hexes += g_array_index (legal, BnBattleAction, i).type == BN_ACTION_RETREAT;
  g_assert_cmpuint (hexes, >, 0);
  button = button_of (bar, "_Fall Back");
  if (hexes > 1)
    {
      GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
      guint rows = 0;

      for (GtkWidget *row = gtk_widget_get_first_child (gtk_popover_get_child (GTK_POPOVER (popover))); row != NULL;
           row = gtk_widget_get_next_sibling (row))
        {
          assert_contains (gtk_button_get_label (GTK_BUTTON (row)), "Retreat spear to the ");
          rows++;
        }
      g_assert_cmpuint (rows, ==, hexes);
    }
  else
    assert_contains (gtk_widget_get_tooltip_text (button), "Retreat spear to the ");
  g_object_unref (bar);
  fixture_clear (&f);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/bar-answers/casualties", test_casualties_on_the_bar);
  g_test_add_func ("/bar-answers/card-left", test_card_left_on_the_line);
  g_test_add_func ("/bar-answers/mounted-breakthrough", test_mounted_breakthrough_reason);
  g_test_add_func ("/bar-answers/fall-back", test_fall_back_on_the_bar);
  return g_test_run ();
}
