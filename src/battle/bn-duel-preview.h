/* bn-duel-preview.h — the odds and the stake of a single combat before
 * it is fought.
 *
 * For a challenge (BN_ACTION_CHALLENGE) or a second duel after a draw
 * (BN_ACTION_DUEL_AGAIN), as the engine fights it (L&L, Single combat;
 * appendix 2): how often the side that acts wins, loses or draws, worked
 * out exactly from the battle die's faces (a duel is rounds of one die
 * each, a hit symbol scoring unless the other saves it with a shield; no
 * leader's skill or retainer counts), and what each fall brings: the
 * engine plays the duel on a copy of the battle, once with its own
 * commander falling and once with the enemy's, and reads what its own end
 * checks made of it (a leaderless host breaking, a victory point reaching
 * the target, the battle over). Nothing of the battle itself changes.
 */
#pragma once

#include "bn-battle.h"

G_BEGIN_DECLS

/* What one commander's fall in the duel brings, read from the engine. */
typedef struct
{
  gboolean known;         /* the engine played it to its end (else nothing below is told) */
  gboolean ends_battle;   /* the battle is over after it */
  int      winner;        /* … won by this side (−1: none) */
  gboolean breaks;        /* the fallen's host has no leader left and breaks */
  gboolean wounded;       /* a character: only wounded, not killed */
  int      successor;     /* the commander who takes over the fallen's host, or −1 */
  guint    vp_gained;     /* victory points the other side gains */
  guint    vp_after[2];   /* each side's victory points after */
  guint    vp_target;     /* the scenario's target, 0 for none */
  gboolean group_ceases;  /* his "Battle" ceases: its units act alone */
} BnDuelStake;

typedef struct _BnDuelPreview BnDuelPreview;
struct _BnDuelPreview
{
  BnBattleAction action;
  guint    side;              /* the side that acts: "you" */
  guint    mine;              /* its commander in the duel */
  guint    theirs;            /* the enemy commander */
  gboolean challenger_is_mine;
  gboolean second;            /* the second, final duel: a draw ends it */
  guint    range;             /* hexes between them */
  guint    rounds;
  guint    hit_faces;         /* of the die's six faces: those with a hit symbol */
  guint    unsaved_faces;     /* … those that do not save a commander (no shield) */
  /* Exact: one duel's falls out of 36^(2 × rounds) equally likely ones
   * (each combatant's round a die and a saving throw); 0 when too many
   * to count in integers (the shares below are still exact sums). */
  guint64  ways;
  guint64  win_ways, lose_ways, draw_ways;
  double   point;             /* a combatant's chance to score in one round */
  double   win, lose, draw;   /* this duel, for "mine" */
  /* A first duel drawn, the challenged may fight a second, final one: if
   * he does, the chances of the two together (a second draw: both return). */
  double   win_in_all, lose_in_all, draw_in_all;
  /* With the optional mercenary rules: the gold the challenged may pay to
   * refuse the fight (0: he may not, or already did not), and each
   * commander's ransom, which his side may pay to keep him. */
  guint    refuse_gold;
  guint    ransom[2];         /* [0] mine, [1] theirs */
  BnDuelStake stake[2];       /* [0] my commander falls, [1] theirs does */
  gboolean risks_battle;      /* my commander's fall ends the battle, lost */
};

gboolean       bn_duel_preview_possible (const BnBattle       *battle,
                                         const BnBattleAction *action);
BnDuelPreview *bn_duel_preview_new      (const BnBattle       *battle,
                                         const BnBattleAction *action,
                                         GError              **error);
void           bn_duel_preview_free     (BnDuelPreview        *preview);
void           bn_duel_odds_count       (guint                 rounds,
                                         guint                 hit_faces,
                                         guint                 unsaved_faces,
                                         double               *out_win,
                                         double               *out_lose,
                                         double               *out_draw,
                                         guint64              *out_ways,
                                         guint64              *out_win_ways,
                                         guint64              *out_draw_ways);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnDuelPreview, bn_duel_preview_free)

G_END_DECLS
