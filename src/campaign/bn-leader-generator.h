/* bn-leader-generator.h — creating a leader or hero, one step at a time.
 *
 * The steps of Day of Battle in order: esteem (one card), motivation (one
 * card, redrawn while it has no row), skill points (one card), the spread of
 * those points over the four skills (the player's choice), and for a
 * player-leader of rank 4 or more one card per special retainer. Household,
 * honor, common retainers and minimum command follow from these.
 *
 * Each draw comes from the BnChance given: typed cards first, then its seeded
 * deck. The app drives the steps one by one to show each card; the CLI and
 * the tests call bn_leader_generate() to run them all.
 */
#pragma once

#include "bn-chance.h"
#include "bn-leader-rules.h"
#include "bn-leader.h"

G_BEGIN_DECLS

#define BN_LEADER_ERROR (bn_leader_error_quark ())

typedef enum
{
  BN_LEADER_ERROR_INVALID,       /* a request, spread or record breaks a rule */
  BN_LEADER_ERROR_DOMAIN,        /* a vassal does not fit the liege's domain */
  BN_LEADER_ERROR_NOT_FOUND,
} BnLeaderError;

typedef enum
{
  BN_LEADER_STEP_ESTEEM,
  BN_LEADER_STEP_MOTIVATION,
  BN_LEADER_STEP_SKILL_POINTS,
  BN_LEADER_STEP_SKILL_SPREAD,
  BN_LEADER_STEP_SPECIAL_RETAINERS,
  BN_LEADER_STEP_DONE,
} BnLeaderStep;

typedef struct
{
  const char *name;
  gboolean is_player;
  gboolean is_hero;
  guint social_rank;      /* vassals and heroes; a player-leader starts at the rules' rank */
} BnLeaderRequest;

typedef struct _BnLeaderGenerator BnLeaderGenerator;

GQuark              bn_leader_error_quark              (void);

BnLeaderGenerator  *bn_leader_generator_new            (BnLeaderRules          *rules,
                                                        BnChance               *chance,
                                                        const BnLeaderRequest  *request,
                                                        GError                **error);
void                bn_leader_generator_free           (BnLeaderGenerator      *self);
BnLeaderStep        bn_leader_generator_get_step       (BnLeaderGenerator      *self);
const BnLeader     *bn_leader_generator_peek           (BnLeaderGenerator      *self);
gboolean            bn_leader_generator_draw           (BnLeaderGenerator      *self,
                                                        const BnDraw          **out_draw,
                                                        GError                **error);
void                bn_leader_generator_suggest_spread (BnLeaderGenerator      *self,
                                                        guint                   out_skills[BN_SKILL_COUNT]);
gboolean            bn_leader_generator_set_skills     (BnLeaderGenerator      *self,
                                                        const guint             skills[BN_SKILL_COUNT],
                                                        GError                **error);
guint               bn_leader_generator_get_n_special_left (BnLeaderGenerator  *self);
gboolean            bn_leader_generator_set_name       (BnLeaderGenerator      *self,
                                                        const char             *name,
                                                        GError                **error);
BnLeader           *bn_leader_generator_finish         (BnLeaderGenerator      *self,
                                                        GError                **error);

BnLeader           *bn_leader_generate                 (BnLeaderRules          *rules,
                                                        BnChance               *chance,
                                                        const BnLeaderRequest  *request,
                                                        const guint            *skills,
                                                        GError                **error);

gboolean            bn_leader_check_spread             (BnLeaderRules          *rules,
                                                        guint                   points,
                                                        const guint             skills[BN_SKILL_COUNT],
                                                        GError                **error);
const BnDraw       *bn_leader_apply_special_retainer_card (BnLeaderRules  *rules,
                                                        BnLeader       *leader,
                                                        BnCard          card,
                                                        BnChanceSource  source);
void                bn_leader_suggest_spread           (BnLeaderRules          *rules,
                                                        const char             *motivation,
                                                        guint                   points,
                                                        guint                   out_skills[BN_SKILL_COUNT]);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnLeaderGenerator, bn_leader_generator_free)

G_END_DECLS
