/* test-table-offers.c — what the table view reads from the moves a Junior
 * General battle offers: the stand that acts and the one it is aimed at,
 * as the actions name them; where a move leads, as the engine places the
 * stand; the pointer snapped to those places; the reach drawn as an arc;
 * and the stand under a point. */
#include "bn-config.h"

#include <math.h>

#include "bn-battle-ai.h"
#include "bn-battle-rules-xml.h"
#include "junior-general/bn-junior-general.h"
#include "bn-table-offers.h"

typedef struct
{
  BnBattleRules *rules;
  BnScenario    *scenario;
  BnBattleArmy  *army[2];
  BnChance      *chance;
  BnBattle      *battle;
  GArray        *legal;
  BnTableOffer  *offers;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->rules = bn_battle_rules_load_id ("junior-general", &error);
  g_assert_no_error (error);
  f->scenario = bn_scenario_new ("test", 12, 8);
  /* Side 0 at the south edge, side 1 at the north, as the engine deals
   * the open field. */
  bn_scenario_set_zone_rows (f->scenario, 0, 6, 7);
  bn_scenario_set_zone_rows (f->scenario, 1, 0, 1);
  f->scenario->baseline[0] = BN_EDGE_SOUTH;
  f->scenario->baseline[1] = BN_EDGE_NORTH;
  f->scenario->first_side = 0;
  f->army[0] = bn_battle_army_new ("south");
  f->army[1] = bn_battle_army_new ("north");
  bn_battle_army_add_unit (f->army[0], f->rules, "Knights", BN_BATTLE_ARM_HORSE, BN_UNIT_CLASS_A, "lance",
                           BN_BATTLE_COLOUR_RED);
  bn_battle_army_add_unit (f->army[0], f->rules, "Spearmen", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "spear",
                           BN_BATTLE_COLOUR_GREEN);
  bn_battle_army_add_commander (f->army[0], "Hugh", BN_COMMANDER_ARMY, 0);
  bn_battle_army_add_unit (f->army[1], f->rules, "Archers", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "longbow",
                           BN_BATTLE_COLOUR_BLUE);
  bn_battle_army_add_unit (f->army[1], f->rules, "Halberdiers", BN_BATTLE_ARM_FOOT, BN_UNIT_CLASS_B, "halberd",
                           BN_BATTLE_COLOUR_GREEN);
  f->chance = bn_chance_new_seeded (7);
  f->battle = bn_battle_new (f->rules, f->scenario, f->army[0], f->army[1], f->chance, &error);
  g_assert_no_error (error);
  g_assert_true (bn_battle_is_on_table (f->battle));
  f->legal = g_array_new (FALSE, FALSE, sizeof (BnBattleAction));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_free (f->offers);
  g_array_unref (f->legal);
  bn_battle_free (f->battle);
  bn_chance_free (f->chance);
  bn_battle_army_free (f->army[0]);
  bn_battle_army_free (f->army[1]);
  bn_scenario_free (f->scenario);
  bn_battle_rules_unref (f->rules);
}

static void
read_moves (Fixture *f)
{
  g_array_set_size (f->legal, 0);
  bn_battle_legal_actions (f->battle, f->legal);
  g_free (f->offers);
  f->offers = g_new0 (BnTableOffer, MAX (f->legal->len, 1));
  bn_table_offers_read (f->battle, (const BnBattleAction *) (void *) f->legal->data, f->legal->len, f->offers);
}

/* Ends the steps of the turn before the movement step, until a unit may move. */
static void
to_movement (Fixture *f)
{
  for (guint guard = 0; guard < 20; guard++)
    {
      read_moves (f);
      for (guint i = 0; i < f->legal->len; i++)
        if (g_array_index (f->legal, BnBattleAction, i).type == BN_ACTION_MOVE_UNIT)
          return;
      for (guint i = 0; i < f->legal->len; i++)
        if (g_array_index (f->legal, BnBattleAction, i).type == BN_ACTION_END_TURN)
          {
            g_assert_true (bn_battle_apply (f->battle, &g_array_index (f->legal, BnBattleAction, i), NULL));
            break;
          }
    }
  g_assert_not_reached ();
}

static BnTablePoint
point_of (BnTablePlace place)
{
  return (BnTablePoint) { place.x, place.y };
}

/* Each move names the unit it moves (a), starts where that unit stands and
 * ends where the engine puts it: c centimetres away, on heading 5 × b
 * (with 128 added to b, stepping back: facing the other way). */
static void
test_moves_lead_where_the_engine_puts_them (Fixture       *f,
                                            gconstpointer  data)
{
  guint n_moves = 0, n_back = 0;

  to_movement (f);
  for (guint i = 0; i < f->legal->len; i++)
    {
      const BnBattleAction *action = &g_array_index (f->legal, BnBattleAction, i);
      const BnTableOffer *offer = &f->offers[i];

      if (action->type == BN_ACTION_END_TURN)
        {
          g_assert_cmpuint (offer->actor.kind, ==, BN_TABLE_PIECE_NONE);
          g_assert_false (offer->moves);
          continue;
        }
      if (action->type != BN_ACTION_MOVE_UNIT)
        continue;
      n_moves++;
      g_assert_cmpuint (offer->actor.kind, ==, BN_TABLE_PIECE_UNIT);
      g_assert_cmpuint (offer->actor.index, ==, action->a);
      g_assert_cmpuint (offer->target.kind, ==, BN_TABLE_PIECE_NONE);
      {
        BnTablePlace now = bn_battle_get_unit_place (f->battle, action->a);

        g_assert_cmpmem (&offer->from, sizeof offer->from, &now, sizeof now);
      }
      g_assert_true (offer->moves);
      /* Whole millimetres: a place may round a millimetre either way. */
      g_assert_cmpfloat (fabs (bn_table_layout_distance (point_of (offer->from), point_of (offer->to)) - action->c * 10.0),
                         <=, 1.5);
      {
        BnTablePoint ahead = bn_table_step (offer->from.x, offer->from.y, (action->b & 0x7F) * 5.0, action->c * 10.0);
        int facing = (action->b & 0x7F) * 5 + (action->b & 0x80 ? 180 : 0);

        g_assert_cmpfloat (bn_table_layout_distance (ahead, point_of (offer->to)), <=, 1.5);
        g_assert_cmpint (offer->to.angle, ==, bn_table_angle_normalize (facing));
        n_back += (action->b & 0x80) != 0;
      }
      /* The battle shown is untouched: it was a copy that moved. */
      g_assert_cmpint (bn_battle_get_unit_place (f->battle, action->a).x, ==, offer->from.x);
    }
  g_assert_cmpuint (n_moves, >, 4);
  g_assert_cmpuint (n_back, >, 0);
}

/* A pointer at the place a move leads to snaps to it (or to an earlier move
 * that leads there too); a pointer far from all, or another unit's moves,
 * snaps to none. */
static void
test_snap_to_offered_places (Fixture       *f,
                             gconstpointer  data)
{
  g_autofree gboolean *offered = NULL;

  to_movement (f);
  offered = g_new (gboolean, f->legal->len);
  for (guint i = 0; i < f->legal->len; i++)
    offered[i] = TRUE;
  for (guint i = 0; i < f->legal->len; i++)
    {
      const BnTableOffer *offer = &f->offers[i];
      BnTablePoint near;
      int found;

      if (!offer->moves)
        continue;
      near = (BnTablePoint) { offer->to.x + 2, offer->to.y - 1 };
      found = bn_table_offers_snap (f->offers, f->legal->len, offered, offer->actor, near, 8);
      g_assert_cmpint (found, >=, 0);
      g_assert_cmpint (found, <=, (int) i);
      g_assert_true (bn_table_piece_equal (f->offers[found].actor, offer->actor));
      g_assert_cmpfloat (bn_table_layout_distance (point_of (f->offers[found].to), near), <=,
                         bn_table_layout_distance (point_of (offer->to), near));
      /* A move no longer offered is not snapped to. */
      offered[found] = FALSE;
      g_assert_cmpint (bn_table_offers_snap (f->offers, f->legal->len, offered, offer->actor,
                                             point_of (f->offers[found].to), 0.5), !=, found);
      offered[found] = TRUE;
    }
  {
    /* A unit of the side to move (its first), and one of the other side. */
    guint mover = bn_battle_get_acting_side (f->battle) == 0 ? 0 : 2;
    BnTablePiece knights = { BN_TABLE_PIECE_UNIT, (guint8) mover };
    BnTablePiece enemy = { BN_TABLE_PIECE_UNIT, (guint8) (2 - mover) };
    BnTablePlace at = bn_battle_get_unit_place (f->battle, mover);
    guint width, depth;

    bn_battle_get_table_size (f->battle, &width, &depth);
    /* The far corner from it: out of every reach. */
    g_assert_cmpint (bn_table_offers_snap (f->offers, f->legal->len, NULL, knights,
                                           (BnTablePoint) { at.x < (int) width / 2 ? width : 0, at.y < (int) depth / 2 ? depth : 0 },
                                           50), ==, -1);
    /* The other side is not to move: no move of its to snap to. */
    g_assert_cmpint (bn_table_offers_snap (f->offers, f->legal->len, NULL, enemy, point_of (at), 5000), ==, -1);
  }
}

/* The arc drawn is the furthest any offered move takes the unit: as far as
 * the longest move offered, and nothing for a unit with none. */
static void
test_reach (Fixture       *f,
            gconstpointer  data)
{
  to_movement (f);
  for (guint unit = 0; unit < bn_battle_get_n_units (f->battle); unit++)
    {
      BnTablePiece piece = { BN_TABLE_PIECE_UNIT, (guint8) unit };
      double longest = 0;

      for (guint i = 0; i < f->legal->len; i++)
        {
          const BnBattleAction *action = &g_array_index (f->legal, BnBattleAction, i);

          if (action->type == BN_ACTION_MOVE_UNIT && action->a == unit)
            longest = MAX (longest, action->c * 10.0);
        }
      g_assert_cmpfloat (fabs (bn_table_offers_reach (f->offers, f->legal->len, NULL, piece) - longest), <=, 1.5);
    }
  /* Heavy cavalry move 20 cm and foot 15 (the playsheet): the side to move's
   * first unit reaches as far. */
  g_assert_cmpfloat (fabs (bn_table_offers_reach (f->offers, f->legal->len, NULL,
                                                  (BnTablePiece) { BN_TABLE_PIECE_UNIT,
                                                                   bn_battle_get_acting_side (f->battle) == 0 ? 0 : 2 })
                           - (bn_battle_get_acting_side (f->battle) == 0 ? 200 : 150)), <=, 1.5);
}

/* A point on a stand is that stand; on the commander's, the commander; in
 * open ground, nobody. */
static void
test_piece_at (Fixture       *f,
               gconstpointer  data)
{
  for (guint unit = 0; unit < bn_battle_get_n_units (f->battle); unit++)
    {
      BnTableRect rect = bn_battle_get_unit_footprint (f->battle, unit);
      /* Near its front-left corner, inside: away from a commander behind it. */
      BnTablePoint corners[4], inside;
      BnTablePiece found;

      bn_table_rect_corners (&rect, corners);
      inside = (BnTablePoint) { corners[0].x + (corners[2].x - corners[0].x) * 0.1,
                                corners[0].y + (corners[2].y - corners[0].y) * 0.1 };
      found = bn_table_piece_at (f->battle, inside, 1);
      g_assert_cmpuint (found.kind, ==, BN_TABLE_PIECE_UNIT);
      g_assert_cmpuint (found.index, ==, unit);
    }
  {
    BnTablePlace at = bn_battle_get_commander_place (f->battle, 0);
    BnTablePiece found = bn_table_piece_at (f->battle, point_of (at), 1);

    g_assert_cmpuint (found.kind, ==, BN_TABLE_PIECE_COMMANDER);
    g_assert_cmpuint (found.index, ==, 0);
  }
  {
    guint width, depth;
    BnTablePiece found;

    bn_battle_get_table_size (f->battle, &width, &depth);
    /* The middle of the table, between the two deployment zones. */
    found = bn_table_piece_at (f->battle, (BnTablePoint) { width / 2.0, depth / 2.0 }, 5);
    g_assert_cmpuint (found.kind, ==, BN_TABLE_PIECE_NONE);
  }
}

/* A charge leads where the ruleset's preview puts the charger, though the
 * engine moves it only once the defender has answered. */
static void
test_charge_leads_into_contact (Fixture       *f,
                                gconstpointer  data)
{
  guint charges = 0;

  for (guint step = 0; step < 400 && charges == 0 && bn_battle_get_phase (f->battle) != BN_PHASE_OVER; step++)
    {
      g_autoptr(BnBattleAi) ai = bn_battle_ai_new (BN_BATTLE_AI_SENSIBLE, step + 1);
      BnBattleAction action;

      read_moves (f);
      if (bn_jg_get_step (f->battle) == BN_JG_STEP_CHARGE)
        for (guint i = 0; i < f->legal->len; i++)
          {
            const BnBattleAction *a = &g_array_index (f->legal, BnBattleAction, i);
            BnTablePlace place, target_place;

            if (a->type != BN_ACTION_BATTLE)
              continue;
            g_assert_true (bn_jg_charge_preview (f->battle, a->a, a->b, &place, &target_place, NULL));
            g_assert_true (f->offers[i].moves);
            g_assert_cmpint (f->offers[i].to.x, ==, place.x);
            g_assert_cmpint (f->offers[i].to.y, ==, place.y);
            g_assert_cmpuint (f->offers[i].target.kind, ==, BN_TABLE_PIECE_UNIT);
            g_assert_cmpuint (f->offers[i].target.index, ==, a->b);
            charges++;
          }
      g_assert_true (bn_battle_ai_choose (ai, f->battle, &action));
      g_assert_true (bn_battle_apply (f->battle, &action, NULL));
    }
  g_assert_cmpuint (charges, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/table-offers/moves", Fixture, NULL, fixture_set_up, test_moves_lead_where_the_engine_puts_them,
              fixture_tear_down);
  g_test_add ("/table-offers/snap", Fixture, NULL, fixture_set_up, test_snap_to_offered_places, fixture_tear_down);
  g_test_add ("/table-offers/reach", Fixture, NULL, fixture_set_up, test_reach, fixture_tear_down);
  g_test_add ("/table-offers/charge", Fixture, NULL, fixture_set_up, test_charge_leads_into_contact,
              fixture_tear_down);
  g_test_add ("/table-offers/piece-at", Fixture, NULL, fixture_set_up, test_piece_at, fixture_tear_down);
  return g_test_run ();
}
