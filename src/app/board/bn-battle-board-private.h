/* bn-battle-board-private.h — what the board's files share: the widget
 * and its geometry (bn-battle-board.c), its pointer and keys (-input.c),
 * its words (-describe.c), its drawing (-draw.c) and its pieces
 * (-counters.c), the moves it offers (-moves.c), what a click picks
 * (-pick.c), the runs (-paths.c) and the odds (-odds.c). */
#pragma once

#include "bn-config.h"

#include "bn-battle-board.h"
#include "bn-battle-view.h"
#include "bn-board-viewport.h"
#include "bn-battle-words.h"

#include <glib/gi18n.h>
#include <math.h>

G_BEGIN_DECLS

#define SQRT3 1.7320508075688772
#define BN_BOARD_MAX_ODDS 3     /* attacks on one hex whose odds are shown together */
#define BN_BOARD_MAX_CHOICE 8   /* attacks on one hex offered on it as buttons */

struct _BnBattleBoard
{
  GtkWidget parent_instance;

  const BnBattle *battle;       /* not owned: the owner keeps it alive while shown */
  GArray *marks;                /* BnBoardMark */
  GArray *moves;                /* BnBattleAction: offered (BnBattleView) */
  GArray *hints;                /* BnBattleAction: marked, not offered */
  GArray *picks;                /* BnHex: the hexes picked, each narrowing the moves */
  BnHex cursor;
  gboolean cursor_shown;        /* once the keyboard has been used */
  gboolean cursor_placed;       /* once a battle has been shown */
  BnBoardViewport view;         /* zoom (1: the board fits) and pan, as the table view's */
  gboolean dragging_piece;      /* the drag began on a hex marked "may act": a move, not a pan */
  int drag_idle;                /* … or on a unit of the side to act that may do nothing now, or −1 */
  BnHex drag_from;
  double drag_start_x, drag_start_y;

  int grab_unit;                /* on a hex of two units, the counter the pointer took there, or −1 */
  BnHex grab_hex;
  int grab_commander;           /* … or the commander whose badge it took there, or −1 */
  int pick_unit, pick_commander; /* the grab the one hex picked was picked with */
  int drop_unit;                /* … and the one it was dropped on (or clicked next), or −1 */
  BnHex drop_hex;
  GArray *plans;                /* BnBoardPlan: runs to make once the orders are over */
  guint plan_source;            /* idle that makes the next planned run, or 0 */

  GArray *paths;                /* BnBoardPath: where the piece picked may go by a run of steps */
  int hover_path;               /* the run under the pointer, drawn; or −1 */
  BnHex hover_from[4];          /* nothing picked: the units whose step ends under the pointer, */
  guint n_hover_from;           /* … their steps drawn to: */
  BnHex hover_to;
  int click_side;               /* the hex side nearest the last click, if near the rim; else −1 */
  gboolean flipped;             /* turned half round: the north edge at the bottom */
  const BnBattleArmy *armies[2]; /* for the pieces' names; may be NULL */
  GtkWidget *menu;              /* the popover on a counter, or NULL */
  GtkWidget *odds;              /* the popover of attacks' odds on hover, or NULL */
  GtkWidget *odds_box;          /* … holding, for each attack, its words and its BnCombatOdds */
  guint n_odds;                 /* attacks shown (0: hidden) */
  guint odds_fit_id;            /* the look that leaves out attacks the screen gave no room for */
  int hover_unit;               /* on a hex of two, the counter under the pointer, or −1 */
  BnHex odds_hex;
  BnBattleAction odds_actions[BN_BOARD_MAX_ODDS];
  GtkWidget *notice;            /* a word on why a gesture did nothing, or NULL */
  guint notice_id;              /* the timeout that takes it away */
  guint n_made;                 /* moves chosen and runs emitted so far */
  gboolean tip_over;            /* the tooltip was last asked over a hex: */
  BnHex tip_hex;
  int tip_arrow;                /* … or over the arrow of a turn to this side, else −1 */
  int tip_unit, tip_commander;  /* … the piece a click there takes (bn_battle_board_piece_at()) */
  gboolean pointer_in;          /* the pointer is over the board, at: */
  double pointer_x, pointer_y;

  GdkTexture *terrain;          /* cached, rasterised; see terrain_key */
  double terrain_key[7];
  const BnScenario *terrain_scenario;
};

typedef struct
{
  double size;      /* centre to corner */
  double x0, y0;    /* centre of hex (0, 0), before turning */
  gboolean flip;    /* turned half round about the widget's centre */
  double w, h;      /* the widget's size */
} Layout;

/* A run of a piece's own legal steps to a hex (bn-battle-board-paths.c). */
typedef struct
{
  BnHex   to;
  GArray *steps;    /* BnBattleAction */
  GArray *hexes;    /* BnHex: from where it stands to @to */
  gboolean led;     /* a commander stands with it at @to */
  gboolean attack;  /* the last step fights the enemy at @to (@hexes end there) */
  gboolean planned; /* @steps[0] orders the unit; the rest is made once the orders are over */
  GArray *alone;    /* BnBattleAction: where @steps take its commander along, a run that
                     * leaves him where he stands; or NULL */
} BnBoardPath;

/* A unit ordered by a drag while other orders may still be given: where
 * it goes once the orders are over (bn-battle-board-paths.c). */
typedef struct
{
  guint   unit;     /* the unit, or the commander for BN_ACTION_MOVE_COMMANDER */
  guint8  kind;     /* BN_ACTION_MOVE_UNIT or BN_ACTION_MOVE_COMMANDER: how it steps */
  BnHex   to;
  GArray *hexes;    /* BnHex: the way foreseen, drawn until it is made */
} BnBoardPlan;

G_GNUC_INTERNAL void bn_battle_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot);
G_GNUC_INTERNAL void bn_battle_board_paint_unit (BnBattleBoard *self, cairo_t *cr, const Layout *l, guint index,
                                                 double dy, PangoLayout *text);
G_GNUC_INTERNAL int bn_battle_board_commander_unit (BnBattleBoard *self, guint commander);
G_GNUC_INTERNAL void bn_battle_board_paint_commanders (BnBattleBoard *self, GtkSnapshot *snapshot, const Layout *l);
G_GNUC_INTERNAL const BnTerrainProfile * bn_battle_board_terrain_profile (const BnBattle *battle, guint terrain);
G_GNUC_INTERNAL graphene_point_t bn_battle_board_centre (const Layout *l, BnHex hex);
G_GNUC_INTERNAL graphene_point_t bn_battle_board_badge_centre (BnBattleBoard *self, const Layout *l, BnHex hex);
G_GNUC_INTERNAL void bn_battle_board_clamp_pan (BnBattleBoard *self);
G_GNUC_INTERNAL void bn_battle_board_hex_path (cairo_t *cr, double x, double y, double size);
G_GNUC_INTERNAL Layout bn_battle_board_layout (BnBattleBoard *self);
G_GNUC_INTERNAL double bn_battle_board_side_angle (const Layout *l, guint direction);
G_GNUC_INTERNAL void bn_battle_board_view_init (BnBattleViewInterface *iface);
G_GNUC_INTERNAL void bn_battle_board_pick_hex (BnBattleBoard *self, BnHex hex);
G_GNUC_INTERNAL guint bn_battle_board_marks_of (const BnBattle *battle, const BnBattleAction *action,
                                                BnBoardMark out[2]);
G_GNUC_INTERNAL gboolean bn_battle_board_narrowed_to (BnBattleBoard *self, const BnBattleAction *action);
G_GNUC_INTERNAL guint bn_battle_board_count_offered (BnBattleBoard *self, guint *out_last);
G_GNUC_INTERNAL void bn_battle_board_update_marks (BnBattleBoard *self);
G_GNUC_INTERNAL gboolean bn_battle_board_same_strike_on (BnBattleBoard *self, BnHex hex, const BnBattleAction *a,
                                                         const BnBattleAction *b);
G_GNUC_INTERNAL gboolean bn_battle_board_of_grabbed (BnBattleBoard *self, const BnBattleAction *action);
G_GNUC_INTERNAL void bn_board_path_clear (BnBoardPath *path);
G_GNUC_INTERNAL void bn_battle_board_update_paths (BnBattleBoard *self);
G_GNUC_INTERNAL char *bn_battle_board_why_no_fight_at (BnBattleBoard *self, BnHex hex);
G_GNUC_INTERNAL BnBattle *bn_battle_board_after_moves (const BnBattle *battle, const GArray *steps, BnChance *chance);
G_GNUC_INTERNAL gboolean bn_battle_board_implied_piece (BnBattleBoard *self, BnHex *out_hex);
G_GNUC_INTERNAL gboolean bn_battle_board_acts_from (BnBattleBoard *self, BnHex hex);
G_GNUC_INTERNAL int bn_battle_board_order_on_click (BnBattleBoard *self, BnHex hex);
G_GNUC_INTERNAL void bn_board_plan_clear (BnBoardPlan *plan);
G_GNUC_INTERNAL void bn_battle_board_follow_plans (BnBattleBoard *self);
G_GNUC_INTERNAL gboolean bn_battle_board_strikes_from (BnBattleBoard *self,
                                                       BnHex          hex,
                                                       guint          move);
G_GNUC_INTERNAL void bn_battle_board_say (BnBattleBoard *self,
                                          BnHex          hex,
                                          const char    *text);
G_GNUC_INTERNAL int bn_battle_board_idle_unit (BnBattleBoard *self,
                                               BnHex          hex,
                                               int            unit);
G_GNUC_INTERNAL const char *bn_battle_board_why_not (BnBattleBoard *self,
                                                     BnHex          from,
                                                     int            unit,
                                                     BnHex          to);
G_GNUC_INTERNAL gboolean bn_battle_board_plan (BnBattleBoard *self, gint path);
G_GNUC_INTERNAL gint bn_battle_board_path_to (BnBattleBoard *self, BnHex hex);
G_GNUC_INTERNAL guint bn_battle_board_movers_to (BnBattleBoard *self, BnHex hex, guint *out_units, BnHex *out_from,
                                                 BnBattleAction *out_steps, guint max);
G_GNUC_INTERNAL gboolean bn_battle_board_ask_two_ways (BnBattleBoard *self, gint path);
G_GNUC_INTERNAL void bn_battle_board_paint_path (BnBattleBoard *self, GtkSnapshot *snapshot, const Layout *l);
G_GNUC_INTERNAL void bn_battle_board_emit_path (BnBattleBoard *self, GArray *steps);
G_GNUC_INTERNAL void bn_battle_board_emit_piece_menu (BnBattleBoard *self, BnHex hex);
G_GNUC_INTERNAL void bn_battle_board_emit_attack_pointed (BnBattleBoard *self, const BnBattleAction *action);
G_GNUC_INTERNAL void bn_battle_board_init_input (BnBattleBoard *self);
G_GNUC_INTERNAL int bn_battle_board_actor_unit (const BnBattleAction *action);
G_GNUC_INTERNAL gboolean bn_battle_board_unit_acts (BnBattleBoard *self, guint unit);
G_GNUC_INTERNAL guint bn_battle_board_click_choices (BnBattleBoard *self, BnHex hex, int *inout_unit, int commander,
                                                     guint *out_index);
G_GNUC_INTERNAL char *bn_battle_board_counter_name (BnBattleBoard *self, guint unit);
G_GNUC_INTERNAL char *bn_battle_board_tell_made (BnBattleBoard *self, BnHex hex, guint index);
G_GNUC_INTERNAL void bn_battle_board_piece_at (BnBattleBoard *self, BnHex hex, double x, double y, int *out_unit,
                                               int *out_commander);
G_GNUC_INTERNAL void bn_battle_board_show_cursor (BnBattleBoard *self);
G_GNUC_INTERNAL gboolean bn_battle_board_drag_pick (BnBattleBoard *self, BnHex hex);
G_GNUC_INTERNAL guint bn_battle_board_attacks_on (BnBattleBoard *self, BnHex hex, BnBattleAction *out_actions,
                                                  guint max);
G_GNUC_INTERNAL void bn_battle_board_hover_odds (BnBattleBoard *self, gboolean over, BnHex hex);
G_GNUC_INTERNAL void bn_battle_board_hide_odds (BnBattleBoard *self);
G_GNUC_INTERNAL void bn_battle_board_offer_attacks (BnBattleBoard *self, BnHex hex, const guint *moves,
                                                    guint n_moves);
G_GNUC_INTERNAL char *bn_battle_board_who_takes_it (BnBattleBoard *self, BnHex hex, const BnBattleAction *attacks,
                                                    guint n_attacks);
G_GNUC_INTERNAL char *bn_battle_board_describe_arrow (BnBattleBoard *self, BnHex hex, guint side);
G_GNUC_INTERNAL void bn_battle_board_tell_why_not (BnBattleBoard *self, const BnBattleWords *words, guint unit,
                                                   GString *out);

G_END_DECLS
