/* bn-battle-words-stakes.c — what a choice risks and brings, in a
 * player's words: a single combat's odds and what each fall means for
 * the battle, the defender's stand or retreat, a breakthrough.
 *
 * The numbers are the engine's (bn-duel-preview.h, bn-combat-preview.h,
 * bn-breakthrough-preview.h); this file only says them, for the board's
 * odds, the action bar, the confirmation of a challenge and the command
 * line alike. "You" is the side that makes the choice.
 */
#include "bn-config.h"

#include "bn-battle-words-odds.h"
#include "bn-battle-words-private.h"

#include "bn-breakthrough-preview.h"
#include "bn-combat-preview.h"

#include <glib/gi18n.h>
#include <string.h>

static char *
percent (double share)
{
  if (share > 0.0 && share < 0.005)
    return g_strdup (_("under 1%"));
  return g_strdup_printf (_("%.0f%%"), 100.0 * share);
}

/**
 * bn_battle_words_duel_stake:
 * @mine_falls: the acting side's commander falls, else the enemy's
 *
 * Returns: (transfer full): what that fall brings, as the engine's own
 *   end checks decide it: "If Roger Mortimer falls, your host has no
 *   leader left and breaks: the battle is lost."
 */
char *
bn_battle_words_duel_stake (const BnBattleWords *words,
                            const BnDuelPreview *preview,
                            gboolean             mine_falls)
{
  const BnDuelStake *stake = &preview->stake[mine_falls ? 0 : 1];
  guint fallen = mine_falls ? preview->mine : preview->theirs;
  const char *name = bn_battle_words_commander (words, fallen);
  guint enemy = 1 - preview->side;
  GString *out = g_string_new (NULL);

  if (!stake->known)
    {
      g_string_append_printf (out, _("If %s falls, the engine cannot say here what follows."), name);
      return g_string_free (out, FALSE);
    }
  if (stake->wounded)
    g_string_append_printf (out, _("If %s loses, he is only wounded: a character is never killed (L&L, Characters)"),
                            name);
  else if (mine_falls && stake->breaks)
    /* TRANSLATORS: the acting side's commander in a single combat */
    g_string_append_printf (out, _("If %s falls, your host has no leader left and breaks: the battle is lost"), name);
  else if (stake->breaks)
    /* TRANSLATORS: the enemy commander, then his host */
    g_string_append_printf (out, _("If %s falls, %s has no leader left and breaks: the battle is won"), name,
                            bn_battle_words_army (words, enemy));
  else if (mine_falls && stake->ends_battle && stake->winner == (int) enemy)
    g_string_append_printf (out, ngettext ("If %s falls, the enemy gains %u victory point and reaches %u: the battle is "
                                           "lost",
                                           "If %s falls, the enemy gains %u victory points and reaches %u: the battle "
                                           "is lost", stake->vp_gained),
                            name, stake->vp_gained, stake->vp_after[enemy]);
  else if (stake->ends_battle && stake->winner == (int) preview->side)
    g_string_append_printf (out, ngettext ("If %s falls, you gain %u victory point and reach %u: the battle is won",
                                           "If %s falls, you gain %u victory points and reach %u: the battle is won",
                                           stake->vp_gained),
                            name, stake->vp_gained, stake->vp_after[preview->side]);
  else
    {
      guint gainer = mine_falls ? enemy : preview->side;

      if (mine_falls)
        g_string_append_printf (out, ngettext ("If %s falls, the enemy gains %u victory point (%u",
                                               "If %s falls, the enemy gains %u victory points (%u",
                                               stake->vp_gained), name, stake->vp_gained, stake->vp_after[gainer]);
      else
        g_string_append_printf (out, ngettext ("If %s falls, you gain %u victory point (%u",
                                               "If %s falls, you gain %u victory points (%u",
                                               stake->vp_gained), name, stake->vp_gained, stake->vp_after[gainer]);
      if (stake->vp_target > 0)
        /* TRANSLATORS: after "(3": the victory points a side needs */
        g_string_append_printf (out, _(" of %u to win)"), stake->vp_target);
      else
        g_string_append (out, _(" in all)"));
      if (stake->successor >= 0)
        /* TRANSLATORS: the commander who takes over a host whose leader fell */
        g_string_append_printf (out, _("; %s takes command"), bn_battle_words_commander (words, (guint) stake->successor));
      else
        {
          /* A host that does not break for his fall, where a player may
           * expect it to (DoB, "Lost Leaders and Heroes"). */
          g_autofree char *fights_on = bn_battle_words_host_fights_on (words, fallen);

          if (fights_on != NULL)
            g_string_append_printf (out, "; %.*s", (int) strlen (fights_on) - 1, fights_on);
        }
      if (stake->group_ceases)
        g_string_append (out, _("; his “Battle” ceases and its units act alone"));
    }
  if (!stake->wounded && preview->ransom[mine_falls ? 0 : 1] > 0)
    /* TRANSLATORS: with the optional mercenary rules, after what a fall brings */
    g_string_append_printf (out, mine_falls ? _(", unless you pay his ransom of %u GP")
                                            : _(", unless the enemy pays his ransom of %u GP"),
                            preview->ransom[mine_falls ? 0 : 1]);
  g_string_append (out, ".");
  return g_string_free (out, FALSE);
}

/**
 * bn_battle_words_duel_short:
 *
 * Returns: (transfer full): the duel's chances in a few words: "Roger
 *   Mortimer wins 38%, falls 38%, a draw 25%"
 */
char *
bn_battle_words_duel_short (const BnBattleWords *words,
                            const BnDuelPreview *preview)
{
  g_autofree char *win = percent (preview->win);
  g_autofree char *lose = percent (preview->lose);
  g_autofree char *draw = percent (preview->draw);

  /* TRANSLATORS: a single combat's chances for the acting side's commander */
  return g_strdup_printf (preview->second ? _("%s wins %s, falls %s; a draw %s (both return)")
                                          : _("%s wins %s, falls %s; a draw %s"),
                          bn_battle_words_commander (words, preview->mine), win, lose, draw);
}

/**
 * bn_battle_words_duel_odds:
 *
 * Returns: (transfer full): a single combat's odds in lines, as an
 *   attack's: who fights whom, how a duel is thrown and that no bonus
 *   counts, each outcome's chance, a second duel's, and what each fall
 *   brings
 */
char *
bn_battle_words_duel_odds (const BnBattleWords *words,
                      const BnDuelPreview *preview)
{
  GString *out = g_string_new (NULL);
  const char *mine = bn_battle_words_commander (words, preview->mine);
  const char *theirs = bn_battle_words_commander (words, preview->theirs);
  const char *challenged = preview->challenger_is_mine ? theirs : mine;
  g_autofree char *chances = bn_battle_words_duel_short (words, preview);
  g_autofree char *point = percent (preview->point);

  if (preview->second)
    g_string_append_printf (out, _("A second, final single combat between %s and %s: if it is drawn too, both return "
                                   "to their places, nobody killed or taken (L&L, appendix 2).\n"), mine, theirs);
  else
    g_string_append_printf (out, ngettext ("%s challenges %s to single combat, %u hex away.\n",
                                           "%s challenges %s to single combat, %u hexes away.\n", preview->range),
                            mine, theirs, preview->range);
  g_string_append_printf (out, ngettext ("%u round: each throws one battle die; a hit symbol (%u faces of 6) scores "
                                         "unless the other saves it with a shield (%u face of 6): %s a round, the "
                                         "same for both. Highest score wins; the loser is killed.\n",
                                         "%u rounds: each throws one battle die a round; a hit symbol (%u faces of "
                                         "6) scores unless the other saves it with a shield (%u face of 6): %s a "
                                         "round, the same for both. Highest score wins; the loser is killed.\n",
                                         preview->rounds),
                          preview->rounds, preview->hit_faces, 6 - preview->unsaved_faces, point);
  g_string_append (out, _("No bonus: no leader's skill, rank, unit or retainer counts in it (L&L, Single combat).\n"));
  if (preview->ways > 0)
    g_string_append (out, _("Worked out exactly, over every way the dice and saving throws can fall.\n"));
  else
    g_string_append (out, _("Worked out exactly from the die's faces.\n"));
  g_string_append_printf (out, "%s.\n", chances);
  if (!preview->second)
    {
      g_autofree char *win = percent (preview->win_in_all);
      g_autofree char *lose = percent (preview->lose_in_all);
      g_autofree char *draw = percent (preview->draw_in_all);

      /* TRANSLATORS: the challenged commander; then, if he fights a second duel after a draw, the chances in all */
      g_string_append_printf (out, _("On a draw %s may fight a second, final duel, or both return to their places and "
                                     "the turn ends; if he fights it, %s wins %s in all, falls %s, and both "
                                     "return %s.\n"),
                              challenged, mine, win, lose, draw);
    }
  if (preview->refuse_gold > 0)
    g_string_append_printf (out, _("With the mercenary rules %s may pay %u GP (his ransom and 30) to refuse the "
                                   "fight.\n"), theirs, preview->refuse_gold);
  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *stake = bn_battle_words_duel_stake (words, preview, k == 0);

      g_string_append_printf (out, "%s\n", stake);
    }
  return g_string_free (out, FALSE);
}

static double defender_hurt (const BnCombatPreview *p);

/* A stand's or a voluntary retreat's chances in a few words, from the
 * defender's side: "they hurt you 58%, you fall back 17%, you strike
 * back". */
static char *
answer_short (const BnBattleWords   *words,
              const BnCombatPreview *p)
{
  GString *out = g_string_new (NULL);
  double hurt_back = 0.0;
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  for (guint n = 1; n <= BN_PREVIEW_MAX_LOSS; n++)
    hurt_back += p->loss_chance[0][n];
  if (p->action.type == BN_ACTION_WITHDRAW)
    /* TRANSLATORS: a voluntary retreat's cost, before its chances */
    g_string_append (out, _("no defence throw, only saving throws; "));
  a = percent (defender_hurt (p));
  if (p->destroyed[1] > 0)
    {
      b = percent (p->destroyed[1]);
      /* TRANSLATORS: the chance the defender loses a figure or more; the chance it is destroyed */
      g_string_append_printf (out, _("you lose a figure or more %s (destroyed %s)"), a, b);
    }
  else
    g_string_append_printf (out, _("you lose a figure or more %s"), a);
  g_string_append_printf (out, _(", expect %.2f"), p->expected_loss[1]);
  if (p->action.type == BN_ACTION_STAND)
    {
      g_autofree char *back = percent (hurt_back);
      g_autofree char *fall_back = percent (p->retreat[1]);

      if (p->strikes_back > 0)
        /* TRANSLATORS: a stand's chances: the attacker losing a figure to the defence throw */
        g_string_append_printf (out, _("; your defence throw hurts them %s"), back);
      else if (bn_battle_words_no_defence (p->no_defence) != NULL)
        /* TRANSLATORS: why a stand throws no defence die (the engine's reason), then its rule */
        g_string_append_printf (out, _("; no defence throw: %s (%s)"), bn_battle_words_no_defence (p->no_defence),
                                p->no_defence_rule != NULL ? p->no_defence_rule : _("L&L, Defence"));
      else
        g_string_append (out, _("; no defence throw from here"));
      if (p->retreat[1] > 0)
        g_string_append_printf (out, _("; you fall back %s"), fall_back);
      else
        g_string_append (out, _("; you hold your ground"));
    }
  else
    g_string_append (out, _("; the attacker may not break through (L&L, Voluntary retreat)"));
  return g_string_free (out, FALSE);
}

/* A breakthrough's hex, neighbours and what may follow. */
static char *
breakthrough_words (const BnBattleWords         *words,
                    const BnBreakthroughPreview *p)
{
  const BnBattleRules *rules = bn_battle_get_rules (words->battle);
  GString *out = g_string_new (NULL);
  g_autoptr(GString) near = g_string_new (NULL);

  g_string_append_printf (out, _("Into the hex the enemy left (%s)"),
                          p->terrain < bn_battle_rules_get_n_terrains (rules)
                            ? bn_data_text (bn_battle_rules_get_terrain (rules, p->terrain)->name) : "?");
  for (guint i = 0; i < p->n_near_units; i++)
    {
      if (near->len > 0)
        g_string_append (near, _(", "));
      g_string_append (near, bn_battle_words_unit (words, p->near_units[i]));
    }
  for (guint i = 0; i < p->n_near_commanders; i++)
    {
      if (near->len > 0)
        g_string_append (near, _(", "));
      g_string_append (near, bn_battle_words_commander (words, p->near_commanders[i]));
    }
  if (near->len > 0)
    /* TRANSLATORS: the enemies next to the hex a unit breaks through into */
    g_string_append_printf (out, _("; next to it there: %s"), near->str);
  else
    g_string_append (out, _("; no enemy next to it there"));
  if (p->battles_again && p->again_target >= 0)
    g_string_append_printf (out, _("; mounted, it may battle %s once more (L&L, Forcing a breakthrough)"),
                            bn_battle_words_unit (words, (guint) p->again_target));
  else if (p->battles_again)
    g_string_append (out, _("; it may battle once more (L&L, Forcing a breakthrough)"));
  else if (p->again_why == BN_AGAIN_TARGET_GONE)
    g_string_append (out, _("; no battle again this turn: the unit it fought is destroyed, none retreats to be "
                            "engaged once more (L&L, Forcing a breakthrough)"));
  else if (p->again_why == BN_AGAIN_REFUSED && p->no_again[0] != '\0')
    /* TRANSLATORS: the engine's reason, with its rule */
    g_string_append_printf (out, _("; no battle again this turn: %s"), p->no_again);
  else if (p->ground_stops)
    g_string_append (out, _("; its ground allows no battle this turn"));
  else
    g_string_append (out, _("; no battle again this turn: only mounted troops engage the retreating unit once more "
                            "(L&L, Forcing a breakthrough)"));
  if (p->commander >= 0)
    g_string_append_printf (out, _("; %s goes with it"), bn_battle_words_commander (words, (guint) p->commander));
  if (p->leaves_group)
    g_string_append (out, _("; it leaves its captain's zone and must rejoin its “Battle” (L&L, Battles)"));
  g_string_append (out, ".");
  return g_string_free (out, FALSE);
}

/**
 * bn_battle_words_action_odds:
 * @action: a legal action of @words' battle
 *
 * Returns: (transfer full) (nullable): what @action risks and brings in a
 *   line, where the engine can tell it: a single combat's odds and stake,
 *   a defender's stand or voluntary retreat, a breakthrough; %NULL for
 *   any other action
 */
char *
bn_battle_words_action_odds (const BnBattleWords  *words,
                             const BnBattleAction *action)
{
  const BnBattle *battle = words->battle;

  if (bn_duel_preview_possible (battle, action))
    {
      g_autoptr(BnDuelPreview) duel = bn_duel_preview_new (battle, action, NULL);
      g_autofree char *chances = NULL;
      g_autofree char *stake = NULL;

      if (duel == NULL)
        return NULL;
      chances = bn_battle_words_duel_short (words, duel);
      stake = bn_battle_words_duel_stake (words, duel, TRUE);
      /* TRANSLATORS: a duel's chances, then what the acting side's commander's fall brings */
      return g_strdup_printf (_("%s. %s"), chances, stake);
    }
  if ((action->type == BN_ACTION_STAND || action->type == BN_ACTION_WITHDRAW) &&
      bn_combat_preview_answers (battle, action))
    {
      /* Seeded by where the battle stands, as the attack's odds are. */
      g_autoptr(BnCombatPreview) p = bn_combat_preview_new (battle, action, 1000,
                                                            bn_battle_get_n_actions (battle) + 1, NULL);

      return p != NULL ? answer_short (words, p) : NULL;
    }
  if (action->type == BN_ACTION_RECEIVE || action->type == BN_ACTION_END_RECEIVE)
    return bn_battle_words_receiving (battle);
  if (action->type == BN_ACTION_ADVANCE)
    {
      BnBreakthroughPreview p;

      return bn_breakthrough_preview (battle, action, &p) ? breakthrough_words (words, &p) : NULL;
    }
  return NULL;
}

/* The defender's chance to lose a figure or more in @p. */
static double
defender_hurt (const BnCombatPreview *p)
{
  double hurt = 0.0;

  for (guint n = 1; n <= BN_PREVIEW_MAX_LOSS; n++)
    hurt += p->loss_chance[1][n];
  return hurt;
}

/**
 * bn_battle_words_defence_odds:
 *
 * Returns: (transfer full) (nullable): while a defender chooses between
 *   a stand and a voluntary retreat, both choices' chances in a line:
 *   "a stand: you lose a figure or more 58%, your defence throw hurts
 *   them 31% · a retreat: you lose a figure or more 42%, no defence
 *   throw"; %NULL otherwise
 */
char *
bn_battle_words_defence_odds (const BnBattleWords *words)
{
  const BnBattle *battle = words->battle;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
  GString *out = g_string_new (NULL);

  if (bn_battle_get_phase (battle) != BN_PHASE_DEFEND)
    return g_string_free (out, TRUE);
  bn_battle_legal_actions (battle, legal);
  for (guint kind = 0; kind < 2; kind++)
    for (guint i = 0; i < legal->len; i++)
      {
        const BnBattleAction *action = &g_array_index (legal, BnBattleAction, i);
        g_autoptr(BnCombatPreview) p = NULL;
        g_autofree char *hurt = NULL;

        if (action->type != (kind == 0 ? BN_ACTION_STAND : BN_ACTION_WITHDRAW) ||
            !bn_combat_preview_answers (battle, action))
          continue;
        p = bn_combat_preview_new (battle, action, 1000, bn_battle_get_n_actions (battle) + 1, NULL);
        if (p == NULL)
          break;
        hurt = percent (defender_hurt (p));
        if (out->len > 0)
          g_string_append (out, _(" · "));
        if (kind == 0)
          {
            double back = 0.0;
            g_autofree char *back_text = NULL;

            for (guint n = 1; n <= BN_PREVIEW_MAX_LOSS; n++)
              back += p->loss_chance[0][n];
            back_text = percent (back);
            if (p->strikes_back > 0)
              /* TRANSLATORS: a stand's chances on the action bar */
              g_string_append_printf (out, _("a stand: you lose a figure or more %s, your defence throw hurts them %s"),
                                      hurt, back_text);
            else if (bn_battle_words_no_defence (p->no_defence) != NULL)
              /* TRANSLATORS: a stand's chances on the action bar, then why it throws no defence die */
              g_string_append_printf (out, _("a stand: you lose a figure or more %s, no defence throw (%s)"), hurt,
                                      bn_battle_words_no_defence (p->no_defence));
            else
              g_string_append_printf (out, _("a stand: you lose a figure or more %s, no defence throw from here"),
                                      hurt);
          }
        else
          /* TRANSLATORS: a voluntary retreat's chances on the action bar */
          g_string_append_printf (out, _("a retreat: you lose a figure or more %s, no defence throw"), hurt);
        break;
      }
  if (out->len == 0)
    return g_string_free (out, TRUE);
  return g_string_free (out, FALSE);
}

/**
 * bn_battle_words_receiving:
 *
 * Returns: (transfer full): what receiving a flank move allows and what
 *   letting it go costs (L&L, Receiving; the fronts of the battle's
 *   ruleset), clauses parted by "; "
 */
char *
bn_battle_words_receiving (const BnBattle *battle)
{
  const BnBattleConstants *k = bn_battle_rules_get_constants (bn_battle_get_rules (battle));

  /* L&L, Receiving: "the unit attacked has the option to 'receive' the
   * attack by changing its own front at the end of the enemy's movement,
   * but only once every turn"; Fronts: a unit attacks only into its
   * active front. What a passive front costs is the ruleset's: dice more
   * for the enemy where its rules give them (BattleLore), else no defence
   * throw there (L&L). */
  if (k->passive_front_dice_foot > 0 || k->passive_front_dice_horse > 0)
    return g_strdup_printf (_("An enemy ended its move on the passive front of a unit of yours; that unit may turn to "
                              "face it, once a turn (L&L, Receiving); left so, it cannot attack that enemy, which "
                              "adds %u to its dice attacking it in close combat, %u if cavalry (Fronts)"),
                            k->passive_front_dice_foot, k->passive_front_dice_horse);
  return g_strdup (_("An enemy ended its move on the passive front of a unit of yours; that unit may turn to face it, "
                     "once a turn (L&L, Receiving); "
                     "left so, it cannot attack that enemy and, attacked by it, makes no defence throw (L&L, Fronts)"));
}
