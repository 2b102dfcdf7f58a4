/* challenge-fixture.h — a played battle of two saved hosts brought to a
 * challenge to single combat by the person's side (side 0), for the tests
 * of what a challenge shows before it is made (the play window's, the
 * command line's). Needs the campaign library. */
#pragma once

#include "bn-battle-ai.h"
#include "bn-played-battle.h"
#include "bn-store.h"

/* Plays battles of the two hosts, both sides by the engine's AI, until the
 * person's side holds a single combat card it may play on an enemy
 * commander in range: the card played, the battle is left at the
 * challenge. Returns: the battle, its challenge offered. */
static G_GNUC_UNUSED BnPlayedBattle *
reach_challenge (BnStore      *store,
                 const gint64  armies[2])
{
  for (guint64 seed = 1; seed < 200; seed++)
    {
      g_autoptr(GError) error = NULL;
      BnPlayedBattle *played = bn_played_battle_start_with_rules (store, armies[0], armies[1], "open-field", seed,
                                                                  BN_PLAYED_BY_PEOPLE (0),
                                                                  bn_ruleset_lookup ("lords-and-levies"), &error);

      g_assert_no_error (error);
      for (guint made = 0; made < 2000; made++)
        {
          const BnBattle *battle = bn_played_battle_get_battle (played);
          g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
          g_autoptr(BnBattleAi) ai = NULL;
          BnBattleAction action;
          gboolean chosen = FALSE;

          if (bn_battle_get_phase (battle) == BN_PHASE_OVER)
            break;
          bn_battle_legal_actions (battle, legal);
          for (guint i = 0; i < legal->len; i++)
            if (g_array_index (legal, BnBattleAction, i).type == BN_ACTION_CHALLENGE &&
                bn_battle_get_acting_side (battle) == 0)
              return played;
          /* A single combat card of the person's that leads to a challenge. */
          if (bn_battle_get_acting_side (battle) == 0 && bn_battle_get_phase (battle) == BN_PHASE_PLAY_CARD)
            for (guint i = 0; i < legal->len && !chosen; i++)
              {
                const BnBattleAction *play = &g_array_index (legal, BnBattleAction, i);
                g_autoptr(BnChance) chance = NULL;
                g_autoptr(BnBattle) copy = NULL;
                g_autoptr(GArray) then = NULL;

                if (play->type != BN_ACTION_PLAY_CARD ||
                    bn_battle_rules_get_card (bn_battle_get_rules (battle),
                                              bn_battle_get_card_kind (battle, bn_battle_get_hand_card (battle, 0, play->a)))
                    ->kind != BN_CARD_KIND_SINGLE_COMBAT)
                  continue;
                chance = bn_chance_new_seeded (1);
                copy = bn_battle_copy (battle, chance);
                then = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
                if (!bn_battle_apply (copy, play, NULL))
                  continue;
                bn_battle_legal_actions (copy, then);
                for (guint k = 0; k < then->len; k++)
                  if (g_array_index (then, BnBattleAction, k).type == BN_ACTION_CHALLENGE)
                    {
                      action = *play;
                      chosen = TRUE;
                      break;
                    }
              }
          if (!chosen)
            {
              ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, seed * 7919 + made);
              g_assert_true (bn_battle_ai_choose (ai, battle, &action));
              /* Never the person's own challenge by the AI: it is the one looked for. */
            }
          g_assert_true (bn_played_battle_act_with_dice (store, played, &action, NULL, &error));
          g_assert_no_error (error);
        }
      bn_played_battle_free (played);
    }
  g_assert_not_reached ();
  return NULL;
}
