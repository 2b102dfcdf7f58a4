/* test-stakes-bar-ui.c — the action bar's answers say what they risk
 * and bring, on situations scripted with the engine's own battles: "Break
 * Through" and "Break Through with <commander>" name the hex, the enemy
 * next to it and whether the unit battles again (L&L, Forcing a
 * breakthrough); "Make a Stand" and the retreats give their chances, and
 * the bar's line both (L&L, Voluntary retreat). */
#include "bn-config.h"

#include <gtk/gtk.h>

#include "battle-fixture.h"
#include "battlelore-fixture.h"
#include "stakes-fixture.h"
#include "bn-action-bar.h"
#include "bn-battle-words.h"

static void
assert_contains (const char *text,
                 const char *part)
{
  if (text == NULL || strstr (text, part) == NULL)
    g_error ("“%s” does not say “%s”", text != NULL ? text : "(null)", part);
}

/* The bar offering @f's legal actions now. */
static GtkWidget *
bar_of (Fixture *f)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  BnBattleWords words = { f->battle, { f->army[0], f->army[1] } };
  GtkWidget *bar = g_object_ref_sink (bn_action_bar_new ());

  bn_battle_legal_actions (f->battle, legal);
  bn_action_bar_set_actions (BN_ACTION_BAR (bar), &words, (const BnBattleAction *) (void *) legal->data, legal->len);
  return bar;
}

/* The tooltip of the bar's button whose label begins with @label (it may go on
 * with the ends its click also makes). */
static const char *
tooltip_of (GtkWidget  *bar,
            const char *label)
{
  for (guint i = 0; i < bn_action_bar_get_n_buttons (BN_ACTION_BAR (bar)); i++)
    {
      GtkWidget *button = bn_action_bar_get_button (BN_ACTION_BAR (bar), i);
      const char *text = GTK_IS_MENU_BUTTON (button) ? gtk_menu_button_get_label (GTK_MENU_BUTTON (button))
                                                     : gtk_button_get_label (GTK_BUTTON (button));

      if (text != NULL && g_str_has_prefix (text, label))
        return gtk_widget_get_tooltip_text (button);
    }
  g_error ("no button “%s” on the bar", label);
  return NULL;
}

/* South's spearmen, their captain Roger Mortimer with them, destroy
 * north's one-figure spearmen in front; north's pikemen stand behind, next
 * to the emptied hex. Both breakthroughs say where they lead. */
static void
test_breakthrough_buttons (void)
{
  Fixture f;
  GtkWidget *bar;
  const char *with, *without;

  breakthrough_offered (&f);
  bar = bar_of (&f);
  without = tooltip_of (bar, "_Break Through");
  with = tooltip_of (bar, "Break Through _with Roger Mortimer");
  assert_contains (without, "\nInto the hex the enemy left (");
  assert_contains (without, ";\nnext to it there: pike;\nno battle again this turn: only mounted troops engage the "
                            "retreating unit once more (L&L, Forcing a breakthrough).");
  g_assert_null (strstr (without, "goes with it"));
  assert_contains (with, ";\nnext to it there: pike");
  assert_contains (with, ";\nRoger Mortimer goes with it.");
  g_object_unref (bar);
  fixture_clear (&f);
}

/* South's C-class archers shoot at north's spearmen 3 hexes away, 1 die
 * (test-duel-odds: a figure lost 2/9 of the time, either answer). North's
 * buttons and the bar's line, as north reads them, say so. */
static void
test_defender_buttons (void)
{
  Fixture f;
  GtkWidget *bar;
  g_autofree char *state = NULL;
  BnBattleWords words;
  const char *stand, *retreat;

  shot_to_answer (&f);
  bar = bar_of (&f);
  stand = tooltip_of (bar, "Make a _Stand");
  assert_contains (stand, "Make a stand (defence throw)\nyou lose a figure or more 22%, expect 0.22;\nno defence "
                          "throw: the attacker is beyond its weapon's reach (L&L, Defence)");
  /* The retreat, a button or a menu of its ways, tells its chances before
   * it is opened. */
  retreat = tooltip_of (bar, "_Retreat");
  g_assert_nonnull (retreat);
  assert_contains (retreat, "you lose a figure or more 22%");
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  state = bn_action_bar_describe_state_for (&words, 1);
  assert_contains (state, "make a stand or retreat (a stand: you lose a figure or more 22%, no defence throw (the "
                          "attacker is beyond its weapon's reach) · a retreat: you lose a figure or more 22%, no "
                          "defence throw)");
  g_object_unref (bar);
  fixture_clear (&f);
}

/* L&L, Receiving: south's horse ends its move on the passive front of
 * north's spearmen (fixture_flank_move()). North's bar says
 * what the step allows, and "Done Receiving" what letting it go costs
 * (L&L, Fronts: no defence throw on the passive front). */
static void
test_receiving_told (void)
{
  Fixture f;
  BnBattleWords words;
  g_autofree char *state = NULL;
  GtkWidget *bar;
  const char *done;

  fixture_flank_move (&f);
  g_assert_cmpint (bn_battle_get_phase (f.battle), ==, BN_PHASE_RECEIVE);
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  state = bn_action_bar_describe_state_for (&words, 1);
  assert_contains (state, "receive a flank move: a unit an enemy reached on its passive front may turn to face it, "
                          "once a turn");
  bar = bar_of (&f);
  done = tooltip_of (bar, "Done _Receiving");
  assert_contains (done, "Receive no more\nAn enemy ended its move on the passive front of a unit of yours;\nthat "
                         "unit may turn to face it, once a turn (L&L, Receiving);\nleft so, it cannot attack that "
                         "enemy and, attacked by it, makes no defence throw (L&L, Fronts)");
  g_object_unref (bar);
  fixture_clear (&f);
}

/* What letting a flank move go costs is the ruleset's, read from its
 * numbers: under BattleLore the enemy's dice more on a passive front
 * (data/rulesets/battlelore.xml: 1 for foot, 2 for cavalry), not L&L's
 * lost defence throw. */
static void
test_receiving_by_ruleset (void)
{
  Fixture f;
  g_autofree char *said = NULL;

  bl_init (&f, 9, 9);
  fixture_unit (&f, 0, FOOT, CB, "spear", RED, 4, 6, BN_HEX_DIR_N);
  fixture_unit (&f, 1, FOOT, CB, "spear", RED, 4, 1, BN_HEX_DIR_S);
  fixture_start (&f, "scout-yellow");
  said = bn_battle_words_receiving (f.battle);
  assert_contains (said, "which adds 1 to its dice attacking it in close combat, 2 if cavalry (Fronts)");
  g_assert_null (strstr (said, "defence throw"));
  fixture_clear (&f);
}

/* L&L, Play a command card: a hand whose only playable card is a single
 * combat (an enemy commander 2 hexes away, reach 3; the other card orders
 * no unit): the bar's line says it must be played, and why. */
static void
test_forced_card_on_the_bar (void)
{
  Fixture f;
  BnBattleWords words;
  g_autofree char *state = NULL;

  fixture_single_combat_only (&f);
  words = (BnBattleWords) { f.battle, { f.army[0], f.army[1] } };
  state = bn_action_bar_describe_state_for (&words, 0);
  assert_contains (state, "play “Single combat (ransom 50 / 120)”, the only card you can play: L&L makes you play a "
                          "card each turn (Play a command card)");
  fixture_clear (&f);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stakes-bar/breakthrough-buttons", test_breakthrough_buttons);
  g_test_add_func ("/stakes-bar/receiving-told", test_receiving_told);
  g_test_add_func ("/stakes-bar/receiving-by-ruleset", test_receiving_by_ruleset);
  g_test_add_func ("/stakes-bar/forced-card", test_forced_card_on_the_bar);
  g_test_add_func ("/stakes-bar/defender-buttons", test_defender_buttons);
  return g_test_run ();
}
