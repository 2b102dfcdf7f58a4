/* bn-battle-view.h — what the play and replay windows ask of a battlefield.
 *
 * A battle is drawn by the widget its ruleset's board calls for: the hex
 * grid (BnBattleBoard) or the open table in millimetres (BnTableBoard).
 * Both serve this interface, so the windows hold a BnBattleView and never
 * ask which it is.
 *
 * The owner gives the view the battle and the moves offered now — the
 * engine's legal actions, as many as the side panel lists — and the view
 * marks what they touch and nothing else. What the player picks on the view
 * (a hex, a stand, a place on the table) narrows the moves; the view says
 * so with "picked", and the owner lists those bn_battle_view_offers() still
 * keeps. When the picks leave one move, the view emits "move-chosen" with
 * its index and the owner makes it. Escape emits "cancelled".
 */
#pragma once

#include <gtk/gtk.h>

#include "bn-battle.h"

G_BEGIN_DECLS

#define BN_TYPE_BATTLE_VIEW (bn_battle_view_get_type ())
G_DECLARE_INTERFACE (BnBattleView, bn_battle_view, BN, BATTLE_VIEW, GtkWidget)

struct _BnBattleViewInterface
{
  GTypeInterface parent_iface;

  void     (*set_battle) (BnBattleView         *self,
                          const BnBattle       *battle);
  void     (*set_moves)  (BnBattleView         *self,
                          const BnBattleAction *moves,
                          guint                 n_moves,
                          const BnBattleAction *hints,
                          guint                 n_hints);
  gboolean (*offers)     (BnBattleView         *self,
                          guint                 index);
  void     (*drop_picks) (BnBattleView         *self);
  /* The key to its marks and the keys it answers, for the window's words. */
  const char *(*get_legend)   (BnBattleView    *self);
  const char *(*get_keys_help) (BnBattleView   *self);
  /* Optional: the armies the battle was made of, for the pieces' names. */
  void     (*set_armies) (BnBattleView         *self,
                          const BnBattleArmy   *army0,
                          const BnBattleArmy   *army1);
};

GtkWidget *bn_battle_view_new_for_battle (const BnBattle       *battle);
void       bn_battle_view_set_battle     (BnBattleView         *self,
                                          const BnBattle       *battle);
void       bn_battle_view_set_moves      (BnBattleView         *self,
                                          const BnBattleAction *moves,
                                          guint                 n_moves,
                                          const BnBattleAction *hints,
                                          guint                 n_hints);
gboolean   bn_battle_view_offers         (BnBattleView         *self,
                                          guint                 index);
void       bn_battle_view_drop_picks     (BnBattleView         *self);
const char *bn_battle_view_get_legend    (BnBattleView         *self);
const char *bn_battle_view_get_keys_help (BnBattleView         *self);
void       bn_battle_view_set_armies     (BnBattleView         *self,
                                          const BnBattleArmy   *army0,
                                          const BnBattleArmy   *army1);
void       bn_battle_view_emit_picked    (BnBattleView         *self);
void       bn_battle_view_emit_move_chosen (BnBattleView       *self,
                                            guint               index);
void       bn_battle_view_emit_cancelled (BnBattleView         *self);

G_END_DECLS
