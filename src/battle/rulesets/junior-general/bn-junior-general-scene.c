/* bn-junior-general-scene.c — the stands on the table as Junior General's
 * checks measure them, kept between calls.
 *
 * A move, a charge or the computer player's search asks again and again
 * about the same stands where they stand: their footprints, corners and
 * reach are worked out once for a state of the table and kept (one copy
 * per thread) until a place, a stand's loss or a commander's unit
 * changes, which a comparison of those fields notices. So are the units
 * engaged in melee, as they are asked. Every answer is the one the full
 * measure gives: the quick tests only ever skip a pair that the measure
 * would find too far apart (the distance between two footprints is at
 * least the distance of their centres less their half-diagonals, and at
 * least the gap between their shadows on any axis). */
#include "bn-junior-general-private.h"

#include <math.h>
#include <string.h>

/* A margin on the quick tests, so that rounding in them never skips a
 * pair that the full measure finds exactly at a limit. */
#define SLACK 1e-6

/* The state's places and stand sizes, which lie together in it. */
#define PLACES_BEGIN(b) ((const guint8 *) (b)->s.unit_places)
#define PLACES_SIZE (sizeof (((BnBattleState *) NULL)->unit_places) + sizeof (((BnBattleState *) NULL)->commander_places) \
                     + sizeof (((BnBattleState *) NULL)->unit_stand_mm) + sizeof (((BnBattleState *) NULL)->commander_stand_mm))
/* Item @i of the state's array @field as the scene keeps it. */
#define KEPT(field, i) (scene.places + G_STRUCT_OFFSET (BnBattleState, field) - G_STRUCT_OFFSET (BnBattleState, unit_places) \
                        + (i) * sizeof (((BnBattleState *) NULL)->field[0]))
G_STATIC_ASSERT (G_STRUCT_OFFSET (BnBattleState, commander_stand_mm) + sizeof (((BnBattleState *) NULL)->commander_stand_mm)
                 - G_STRUCT_OFFSET (BnBattleState, unit_places) == PLACES_SIZE);

typedef struct
{
  /* What the shapes are made from. */
  guint8        n_units;
  guint8        n_commanders;
  guint8        places[PLACES_SIZE];
  guint8        figures[BN_BATTLE_MAX_UNITS];
  guint8        sides[BN_BATTLE_MAX_UNITS];
  /* What is worked out: the units' shapes, then the commanders'. */
  JgShape       shapes[JG_N_STANDS];
  guint64       engaged_known;
  guint64       engaged;
  /* A battle that callers only read for a while (jg_scene_pin ()): the
   * scene is known to hold it, and is not compared again. */
  const BnBattle *pinned;
  guint         pin_depth;
  /* What the checks of a pinned battle found (jg_scene_charge (),
   * jg_scene_move_ok ()): good for the scene's stands on the battlefield,
   * rules, troop types and commanders below, and cleared with the shapes. */
  guint64       field_serial;
  guint16       field_table_mm[2];
  guint         field_width, field_height;
  guint8        field_terrain[BN_SCENARIO_MAX_HEXES];
  guint8        field_type[BN_BATTLE_MAX_UNITS];
  gint8         field_with[BN_BATTLE_MAX_COMMANDERS];
  guint8        field_alive[BN_BATTLE_MAX_COMMANDERS];
  gboolean      field_known;
  gboolean      field_open;                          /* no impassable ground, on or off the table */
  guint64       charge_known[BN_BATTLE_MAX_UNITS];   /* bit per target */
  guint64       charge_ok[BN_BATTLE_MAX_UNITS];
  /* What depends on two units' footprints (and the field) alone: kept
   * across changes of the table for every pair neither of which changed. */
  guint64       range_known[BN_BATTLE_MAX_UNITS];    /* bit per target */
  guint64       in_range[BN_BATTLE_MAX_UNITS];
  guint64       beyond_known[BN_BATTLE_MAX_UNITS];   /* bit per target */
  guint64       beyond[BN_BATTLE_MAX_UNITS];
  guint64       distance_known[BN_BATTLE_MAX_UNITS]; /* bit per other unit */
  double        distance[BN_BATTLE_MAX_UNITS][BN_BATTLE_MAX_UNITS];
  guint64       retreat_known;                       /* bit per unit */
  guint64       retreat_ok;
  /* Per unit, the last moves allowed (heading, cm), the oldest forgotten
   * first: a search finds one a heading, and the check of the move chosen
   * comes after every unit's search. */
  guint8        moves_ok[BN_BATTLE_MAX_UNITS][16][2];
  guint         n_moves_ok[BN_BATTLE_MAX_UNITS];     /* how many were found */
} JgScene;

static _Thread_local JgScene scene;

static void checks_forget (void);
static void pairs_forget (void);
static void pair_forget (guint i);

void
jg_shape_make (JgShape      *shape,
               BnTablePlace  place,
               double        width,
               double        depth)
{
  const BnTableAxes *ax = &shape->axes;
  double hd = depth / 2, hw = width / 2;
  double x = place.x, y = place.y;

  shape->rect = bn_table_rect_at (place, width, depth);
  bn_table_rect_axes (&shape->rect, &shape->axes);
  /* bn_table_rect_corners (), from the axes just worked out: the very
   * same sums. */
  shape->corners[0] = (BnTablePoint) { x + ax->fx * hd - ax->rx * hw, y + ax->fy * hd - ax->ry * hw };
  shape->corners[1] = (BnTablePoint) { x + ax->fx * hd + ax->rx * hw, y + ax->fy * hd + ax->ry * hw };
  shape->corners[2] = (BnTablePoint) { x - ax->fx * hd + ax->rx * hw, y - ax->fy * hd + ax->ry * hw };
  shape->corners[3] = (BnTablePoint) { x - ax->fx * hd - ax->rx * hw, y - ax->fy * hd - ax->ry * hw };
  shape->radius = bn_table_length (width, depth) / 2;
}

/* Whether the scene holds @b's table as it is now (of this battle or a
 * copy of it, or any other with the same stands in the same places). The
 * living commanders and the units they are with are not kept: the callers
 * read them from the state. */
static gboolean
scene_current (const BnBattle *b)
{
  guint n = b->s.n_units, nc = b->s.n_commanders;

  if (scene.n_units != n || scene.n_commanders != nc || memcmp (scene.places, PLACES_BEGIN (b), PLACES_SIZE) != 0)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (scene.figures[i] != b->s.units[i].figures || scene.sides[i] != b->s.units[i].side)
      return FALSE;
  return TRUE;
}

/* FALSE when @a and @b are surely further apart than base contact (their
 * centres further than both half-diagonals and the contact gap). */
static gboolean
may_touch (const JgShape *a,
           const JgShape *b)
{
  return bn_table_length (b->rect.x - a->rect.x, b->rect.y - a->rect.y) - a->radius - b->radius
         <= BN_TABLE_CONTACT_MM + 1e-3;
}

static void
scene_update (const BnBattle *b)
{
  guint n = b->s.n_units, nc = b->s.n_commanders;
  guint64 keep;

  if (G_LIKELY (b == scene.pinned))
    return;
  /* Another battle (a copy being tried): the pin no longer holds. */
  scene.pinned = NULL;
  scene.pin_depth = 0;
  if (scene_current (b))
    return;
  {
    /* Only the stands whose place, size or stands changed are measured
     * again (one moved, most often); the same numbers give the same shape. */
    gboolean same_count = scene.n_units == n && scene.n_commanders == nc;

    if (!same_count)
      pairs_forget ();
    /* Which units are engaged stays known for those that no unit that
     * changed touched, where it stood or where it stands now. */
    keep = same_count ? scene.engaged_known : 0;
    for (guint i = 0; i < n && keep != 0; i++)
      if (scene.sides[i] != b->s.units[i].side)
        keep = 0;
    for (guint i = 0; i < n; i++)
      {
        JgShape was;

        if (same_count && scene.figures[i] == b->s.units[i].figures
            && memcmp (KEPT (unit_places, i), &b->s.unit_places[i], sizeof b->s.unit_places[i]) == 0
            && memcmp (KEPT (unit_stand_mm, i), b->s.unit_stand_mm[i], sizeof b->s.unit_stand_mm[i]) == 0)
          continue;
        was = scene.shapes[i];
        jg_shape_make (&scene.shapes[i], b->s.unit_places[i],
                       (double) b->s.unit_stand_mm[i][0] * b->s.units[i].figures, b->s.unit_stand_mm[i][1]);
        keep &= ~(G_GUINT64_CONSTANT (1) << i);
        if (same_count)
          pair_forget (i);
        for (guint u = 0; u < n && keep != 0; u++)
          if ((keep & (G_GUINT64_CONSTANT (1) << u)) && b->s.units[u].side != b->s.units[i].side
              && (may_touch (&was, &scene.shapes[u]) || may_touch (&scene.shapes[i], &scene.shapes[u])))
            keep &= ~(G_GUINT64_CONSTANT (1) << u);
      }
    for (guint c = 0; c < nc; c++)
      {
        if (same_count
            && memcmp (KEPT (commander_places, c), &b->s.commander_places[c], sizeof b->s.commander_places[c]) == 0
            && memcmp (KEPT (commander_stand_mm, c), b->s.commander_stand_mm[c], sizeof b->s.commander_stand_mm[c]) == 0)
          continue;
        jg_shape_make (&scene.shapes[JG_COMMANDER_STAND (c)], b->s.commander_places[c], b->s.commander_stand_mm[c][0],
                       b->s.commander_stand_mm[c][1]);
      }
  }
  scene.n_units = (guint8) n;
  scene.n_commanders = (guint8) nc;
  memcpy (scene.places, PLACES_BEGIN (b), PLACES_SIZE);
  for (guint i = 0; i < n; i++)
    {
      scene.figures[i] = b->s.units[i].figures;
      scene.sides[i] = b->s.units[i].side;
    }
  scene.engaged_known = keep;
  scene.engaged &= keep;
  checks_forget ();
}

/* What was kept of unit @i's pairs: its footprint changed. */
static void
pair_forget (guint i)
{
  guint64 keep = ~(G_GUINT64_CONSTANT (1) << i);

  scene.range_known[i] = scene.beyond_known[i] = scene.distance_known[i] = 0;
  for (guint u = 0; u < BN_BATTLE_MAX_UNITS; u++)
    {
      scene.range_known[u] &= keep;
      scene.beyond_known[u] &= keep;
      scene.distance_known[u] &= keep;
    }
}

static void
pairs_forget (void)
{
  memset (scene.range_known, 0, sizeof scene.range_known);
  memset (scene.beyond_known, 0, sizeof scene.beyond_known);
  memset (scene.distance_known, 0, sizeof scene.distance_known);
}

static void
checks_forget (void)
{
  memset (scene.charge_known, 0, sizeof scene.charge_known);
  scene.retreat_known = 0;
  memset (scene.n_moves_ok, 0, sizeof scene.n_moves_ok);
}

/* Whether no ground of @b's battlefield is impassable: no cell of its
 * terrain, nor the open ground bn_battle_table_terrain_at () gives off
 * the table. */
static gboolean
field_open (const BnBattle *b)
{
  const BnScenario *sc = b->scenario;
  guint cells = sc->width * sc->height;

  if (bn_battle_rules_get_terrain (b->rules, 0)->move == BN_TERRAIN_MOVE_IMPASSABLE)
    return FALSE;
  for (guint i = 0; i < cells; i++)
    if (bn_battle_rules_get_terrain (b->rules, sc->terrain[i])->move == BN_TERRAIN_MOVE_IMPASSABLE)
      return FALSE;
  return TRUE;
}

/* Whether what the checks kept was found on @b's battlefield, rules,
 * troop types and commanders (the scene holds its stands); if not, they
 * are forgotten and kept from now on for @b's. */
static void
checks_hold (const BnBattle *b)
{
  const BnScenario *sc = b->scenario;
  guint n = b->s.n_units, nc = b->s.n_commanders, cells = sc->width * sc->height;
  gboolean same = scene.field_known && scene.field_serial == bn_battle_rules_get_serial (b->rules)
                  && scene.field_table_mm[0] == b->s.table_mm[0] && scene.field_table_mm[1] == b->s.table_mm[1]
                  && scene.field_width == sc->width && scene.field_height == sc->height
                  && memcmp (scene.field_terrain, sc->terrain, cells) == 0
                  && memcmp (scene.field_type, JGC (b)->type, n) == 0;

  for (guint c = 0; same && c < nc; c++)
    same = scene.field_with[c] == JGC (b)->commander_unit[c] && scene.field_alive[c] == b->s.commanders[c].alive;
  if (same)
    return;
  checks_forget ();
  pairs_forget ();
  scene.field_known = TRUE;
  scene.field_open = field_open (b);
  scene.field_serial = bn_battle_rules_get_serial (b->rules);
  scene.field_table_mm[0] = b->s.table_mm[0];
  scene.field_table_mm[1] = b->s.table_mm[1];
  scene.field_width = sc->width;
  scene.field_height = sc->height;
  memcpy (scene.field_terrain, sc->terrain, cells);
  memcpy (scene.field_type, JGC (b)->type, n);
  for (guint c = 0; c < nc; c++)
    {
      scene.field_with[c] = JGC (b)->commander_unit[c];
      scene.field_alive[c] = (guint8) b->s.commanders[c].alive;
    }
}

/* Between jg_scene_pin (@b) and jg_scene_unpin (), @b is only read: its
 * scene is compared with it once, not at every question. Pins nest; a
 * question about any other battle in between ends the pin, and the
 * questions after it compare again. */
void
jg_scene_pin (const BnBattle *b)
{
  if (scene.pinned == b && scene.pin_depth > 0)
    {
      scene.pin_depth++;
      return;
    }
  scene.pinned = NULL;
  scene_update (b);
  checks_hold (b);
  scene.pinned = b;
  scene.pin_depth = 1;
}

void
jg_scene_unpin (void)
{
  if (scene.pin_depth > 0 && --scene.pin_depth == 0)
    scene.pinned = NULL;
}

/* TRUE when @b is pinned and no ground of its battlefield is impassable:
 * a way need not be looked at for its ground. FALSE: not known. */
gboolean
jg_scene_ground_open (const BnBattle *b)
{
  return b == scene.pinned && scene.field_open;
}

/* Every stand's shape where it stands now, indexed as JG_COMMANDER_STAND()
 * says; good until the next call about another state of the table. */
const JgShape *
jg_scene_shapes (const BnBattle *b)
{
  if (G_UNLIKELY (b != scene.pinned))
    scene_update (b);
  return scene.shapes;
}

/* bn_table_point_distance () from the shape's axes: the very same sums. */
static inline double
shape_point_distance (const JgShape *s,
                      double         x,
                      double         y)
{
  double dx = x - s->rect.x, dy = y - s->rect.y;
  double u = dx * s->axes.rx + dy * s->axes.ry, v = dx * s->axes.fx + dy * s->axes.fy;
  double du = MAX (fabs (u) - s->rect.width / 2, 0.0), dv = MAX (fabs (v) - s->rect.depth / 2, 0.0);

  return bn_table_length (du, dv);
}

/* bn_table_rect_overlap () */
gboolean
jg_shapes_cut (const JgShape *a,
               const JgShape *b)
{
  double centres = bn_table_length (b->rect.x - a->rect.x, b->rect.y - a->rect.y);

  if (centres - a->radius - b->radius > SLACK)
    return FALSE;
  /* Told as soon as some axis shows a depth of BN_TABLE_CONTACT_MM or less. */
  return bn_table_depth_until (a->corners, &a->axes, b->corners, &b->axes, nextafter (BN_TABLE_CONTACT_MM, G_MAXDOUBLE))
         > BN_TABLE_CONTACT_MM;
}

/* How bn_table_rect_distance () of @a and @b compares with @limit: −1
 * less, 0 equal, 1 more. It is worked out in full only when the quick
 * bounds cannot tell: the distance is at least that of the centres less
 * both half-diagonals and at least the gap along any axis, and, apart, it
 * is the least distance from a corner of one to the other. */
int
jg_shapes_compare (const JgShape *a,
                   const JgShape *b,
                   double         limit)
{
  double centres = bn_table_length (b->rect.x - a->rect.x, b->rect.y - a->rect.y);
  double depth, upper = G_MAXDOUBLE, d;

  if (centres - a->radius - b->radius > limit + SLACK)
    return 1;
  depth = bn_table_depth_until (a->corners, &a->axes, b->corners, &b->axes, -(limit + SLACK));
  if (depth >= 0)
    return limit > 0 ? -1 : limit < 0 ? 1 : 0;
  if (-depth > limit + SLACK)
    return 1;
  for (guint i = 0; i < 4; i++)
    {
      upper = MIN (upper, shape_point_distance (b, a->corners[i].x, a->corners[i].y));
      upper = MIN (upper, shape_point_distance (a, b->corners[i].x, b->corners[i].y));
    }
  if (upper < limit - SLACK)
    return -1;
  d = bn_table_rect_gap_apart (a->corners, b->corners);
  return d < limit ? -1 : d > limit ? 1 : 0;
}

/* bn_table_rect_distance () when it is at most @limit; otherwise some
 * number above @limit. */
double
jg_shapes_gap (const JgShape *a,
               const JgShape *b,
               double         limit)
{
  double centres = bn_table_length (b->rect.x - a->rect.x, b->rect.y - a->rect.y);
  double depth;

  if (centres - a->radius - b->radius > limit + SLACK)
    return G_MAXDOUBLE;
  depth = bn_table_depth_until (a->corners, &a->axes, b->corners, &b->axes, -(limit + SLACK));
  if (depth >= 0)
    return 0;
  if (-depth > limit + SLACK)
    return G_MAXDOUBLE;
  return bn_table_rect_gap_apart (a->corners, b->corners);
}

/* In base contact with a living enemy unit. */
gboolean
jg_scene_engaged (const BnBattle *b,
                  guint           unit)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << unit;

  if (G_UNLIKELY (b != scene.pinned))
    scene_update (b);
  if (!(scene.engaged_known & bit))
    {
      gboolean engaged = FALSE;

      for (guint j = 0; j < b->s.n_units && !engaged; j++)
        if (jg_unit_up (b, j) && b->s.units[j].side != b->s.units[unit].side)
          engaged = jg_shapes_compare (&scene.shapes[unit], &scene.shapes[j], BN_TABLE_CONTACT_MM) <= 0;
      scene.engaged_known |= bit;
      if (engaged)
        scene.engaged |= bit;
    }
  return (scene.engaged & bit) != 0;
}

/* An answer kept: @bit set in @known, and in @value as @answer says. */
static inline void
keep_bit (guint64  *known,
          guint64  *value,
          guint64   bit,
          gboolean  answer)
{
  *known |= bit;
  if (answer)
    *value |= bit;
  else
    *value &= ~bit;
}

/* jg_charge_place (@b, @unit, @target, NULL, NULL, @error): what it
 * answered is kept while @b is pinned (the settling of a step asks it,
 * then the legal actions, then the check of the charge chosen). */
gboolean
jg_scene_charge (const BnBattle  *b,
                 guint            unit,
                 guint            target,
                 GError         **error)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << target;
  gboolean ok;

  if (b != scene.pinned)
    return jg_charge_place (b, unit, target, NULL, NULL, error);
  if (scene.charge_known[unit] & bit)
    {
      if (scene.charge_ok[unit] & bit)
        return TRUE;
      if (error == NULL)
        return FALSE;
    }
  ok = jg_charge_place (b, unit, target, NULL, NULL, error);
  keep_bit (&scene.charge_known[unit], &scene.charge_ok[unit], bit, ok);
  return ok;
}

/* What @measure (@b, @unit, @target) answers, kept per pair in @known and
 * @value (indexed by @unit, a bit per @target) while @b is pinned. */
static gboolean
pair_kept (const BnBattle  *b,
           guint            unit,
           guint            target,
           guint64         *known,
           guint64         *value,
           gboolean       (*measure) (const BnBattle *b, guint unit, guint target))
{
  guint64 bit = G_GUINT64_CONSTANT (1) << target;
  gboolean answer;

  if (b != scene.pinned)
    return measure (b, unit, target);
  if (known[unit] & bit)
    return (value[unit] & bit) != 0;
  answer = measure (b, unit, target);
  keep_bit (&known[unit], &value[unit], bit, answer);
  return answer;
}

/* TRUE when the charge of @unit on @target is surely refused: what
 * jg_charge_place () answered for it while @b is pinned, or the target is
 * beyond the charge's reach (jg_charge_beyond (), its first refusal). */
gboolean
jg_scene_charge_refused (const BnBattle *b,
                         guint           unit,
                         guint           target)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << target;

  if (b == scene.pinned && (scene.charge_known[unit] & bit) && !(scene.charge_ok[unit] & bit))
    return TRUE;
  return pair_kept (b, unit, target, scene.beyond_known, scene.beyond, jg_charge_beyond);
}

static gboolean
in_range (const BnBattle *b,
          guint           unit,
          guint           target)
{
  return jg_unit_within (b, unit, target, bn_jg_missile_range_mm (b->rules, (BnJgType) JGC (b)->type[unit]));
}

/* Whether some part of @target is within the missile range of @unit's
 * troop type (jg_unit_within ()), kept while @b is pinned. */
gboolean
jg_scene_in_range (const BnBattle *b,
                   guint           unit,
                   guint           target)
{
  return pair_kept (b, unit, target, scene.range_known, scene.in_range, in_range);
}

/* jg_unit_distance (@b, @unit, @other), kept per pair while @b is pinned
 * and across changes of the table that leave both footprints as they
 * were (the computer weighs every shot on offer at every decision). */
double
jg_scene_distance (const BnBattle *b,
                   guint           unit,
                   guint           other)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << other;

  if (b != scene.pinned)
    return jg_unit_distance (b, unit, other);
  if (!(scene.distance_known[unit] & bit))
    {
      scene.distance[unit][other] = jg_unit_distance (b, unit, other);
      scene.distance_known[unit] |= bit;
    }
  return scene.distance[unit][other];
}

/* What jg_check_retreat () found for @unit while @b is pinned: −1 not
 * asked yet, else whether it may retreat (jg_scene_retreat_found ()). */
int
jg_scene_retreat_known (const BnBattle *b,
                        guint           unit)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << unit;

  if (b != scene.pinned || !(scene.retreat_known & bit))
    return -1;
  return (scene.retreat_ok & bit) != 0;
}

void
jg_scene_retreat_found (const BnBattle *b,
                        guint           unit,
                        gboolean        ok)
{
  guint64 bit = G_GUINT64_CONSTANT (1) << unit;

  if (b != scene.pinned)
    return;
  keep_bit (&scene.retreat_known, &scene.retreat_ok, bit, ok);
}

/* Whether jg_check_move (@b, @unit, @heading5, @cm) allowed the move
 * since @b was pinned (jg_scene_move_allowed ()). */
gboolean
jg_scene_move_ok (const BnBattle *b,
                  guint           unit,
                  guint           heading5,
                  guint           cm)
{
  guint n;

  if (b != scene.pinned)
    return FALSE;
  n = MIN (scene.n_moves_ok[unit], G_N_ELEMENTS (scene.moves_ok[0]));
  for (guint i = 0; i < n; i++)
    if (scene.moves_ok[unit][i][0] == heading5 && scene.moves_ok[unit][i][1] == cm)
      return TRUE;
  return FALSE;
}

/* jg_check_move () allowed this move of @b, pinned: the check of the
 * action chosen need not walk its way again. */
void
jg_scene_move_allowed (const BnBattle *b,
                       guint           unit,
                       guint           heading5,
                       guint           cm)
{
  guint slot;

  if (b != scene.pinned || jg_scene_move_ok (b, unit, heading5, cm))
    return;
  slot = scene.n_moves_ok[unit] % G_N_ELEMENTS (scene.moves_ok[0]);
  scene.moves_ok[unit][slot][0] = (guint8) heading5;
  scene.moves_ok[unit][slot][1] = (guint8) cm;
  scene.n_moves_ok[unit]++;
}
