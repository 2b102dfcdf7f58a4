/* bn-army-sheet-words.c — the words of the printed roster, prepared once
 * from the army, its report and the rule tables, so the sheet owns copies of
 * them only. */
#include "bn-config.h"

#include "bn-army-sheet-private.h"

#include <string.h>

#include <glib/gi18n.h>


static void
row_clear (gpointer data)
{
  Row *row = data;

  for (guint c = 0; c < N_COLUMNS; c++)
    g_free (row->cells[c]);
  g_free (row->detail);
}

static void
post_line_free (gpointer data)
{
  PostLine *line = data;

  g_free (line->role);
  g_free (line->text);
  g_free (line);
}

static void
total_line_clear (gpointer data)
{
  TotalLine *line = data;

  g_free (line->label);
  g_free (line->value);
}

static void
problem_line_clear (gpointer data)
{
  ProblemLine *line = data;

  g_free (line->message);
}

static const BnLeader *
find_leader (const BnLeader *leader,
             GPtrArray      *domain,
             gint64          id)
{
  if (leader->id == id)
    return leader;
  for (guint i = 0; domain != NULL && i < domain->len; i++)
    {
      const BnLeader *vassal = g_ptr_array_index (domain, i);

      if (vassal->id == id)
        return vassal;
    }
  return NULL;
}

static char *
unit_display_name (BnUnitRules  *unit_rules,
                   const BnUnit *unit)
{
  const BnUnitType *type;

  if (unit->name != NULL && unit->name[0] != '\0')
    return g_strdup (bn_data_text (unit->name));
  type = unit->type_id != NULL ? bn_unit_rules_lookup_unit_type (unit_rules, unit->type_id) : NULL;
  if (type != NULL)
    return g_strdup (bn_data_text (type->name));
  if (unit->leadership > 0 && bn_unit_rules_get_kings (unit_rules) != NULL &&
      bn_unit_rules_get_kings (unit_rules)->arm_names[unit->arm] != NULL)
    return g_strdup (bn_data_text (bn_unit_rules_get_kings (unit_rules)->arm_names[unit->arm]));
  return g_strdup (_("Unnamed unit"));
}

static char *
dice_text (const guint *dice,
           guint        n_dice)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_dice; i++)
    g_string_append_printf (text, "%s%u", i > 0 ? "-" : "", dice[i]);
  return g_string_free (text, FALSE);
}

/* The class's dice, unless the unit carries a weapon whose special dice
 * are for its arm and class (L&L's missile dice for A- and B-class foot). */
static char *
unit_dice_text (BnUnitRules       *unit_rules,
                const BnUnit      *unit,
                const BnClassRule *klass)
{
  BnBattleClass battle_class = bn_unit_rules_get_battle_class (unit_rules, unit);

  for (guint i = 0; unit->weapons[i] != NULL; i++)
    {
      const BnWeaponRule *weapon = bn_unit_rules_lookup_weapon (unit_rules, unit->weapons[i]);

      if (weapon != NULL && weapon->dice != NULL && weapon->n_dice > 0 &&
          weapon->dice_arm == unit->arm &&
          (weapon->dice_classes & BN_BATTLE_CLASS_BIT (battle_class)) != 0)
        return dice_text (weapon->dice, weapon->n_dice);
    }
  return dice_text (klass->dice, klass->n_dice);
}

static char *
move_text (const BnClassRule *klass)
{
  if (klass->move_and_battle == klass->move)
    return g_strdup_printf ("%u", klass->move);
  if (klass->move_and_battle == 0)
    return g_strdup_printf (_("%u, or stay and battle"), klass->move);
  return g_strdup_printf (_("%u, or %u and battle"), klass->move, klass->move_and_battle);
}

static const char *
colour_name (BnColour colour)
{
  switch (colour)
    {
    case BN_COLOUR_RED:
      return _("red");
    case BN_COLOUR_BLUE:
      return _("blue");
    case BN_COLOUR_GREEN:
      return _("green");
    case BN_COLOUR_NONE:
    case BN_COLOUR_COUNT:
    default:
      return _("none");
    }
}

/* Command colours as the cards print them, dark enough to read on paper. */
void
sheet_set_colour_source (cairo_t  *cr,
                   BnColour  colour)
{
  switch (colour)
    {
    case BN_COLOUR_RED:
      cairo_set_source_rgb (cr, 0.80, 0.12, 0.12);
      break;
    case BN_COLOUR_BLUE:
      cairo_set_source_rgb (cr, 0.12, 0.32, 0.76);
      break;
    case BN_COLOUR_GREEN:
      cairo_set_source_rgb (cr, 0.10, 0.55, 0.22);
      break;
    case BN_COLOUR_NONE:
    case BN_COLOUR_COUNT:
    default:
      cairo_set_source_rgb (cr, 1.0, 1.0, 1.0);
      break;
    }
}

void
sheet_set_level_source (cairo_t            *cr,
                  BnArmyProblemLevel  level)
{
  if (level == BN_ARMY_PROBLEM_ERROR)
    cairo_set_source_rgb (cr, 0.78, 0.10, 0.10);
  else
    cairo_set_source_rgb (cr, 0.85, 0.50, 0.00);
}

static const char *
role_name (BnArmyRole role)
{
  switch (role)
    {
    case BN_ARMY_ROLE_COMMANDER:
      return _("Commander");
    case BN_ARMY_ROLE_CAPTAIN:
      return _("Captain");
    case BN_ARMY_ROLE_HERO:
    default:
      return _("Hero");
    }
}

static void
prepare_heading (BnArmySheet    *sheet,
                 const BnArmy   *army,
                 const BnLeader *leader,
                 BnLeaderRules  *leader_rules)
{
  const BnSocialRank *rank = bn_leader_rules_get_rank (leader_rules, leader->social_rank);
  const BnEsteemLevel *esteem = bn_leader_rules_get_esteem (leader_rules, leader->esteem_level);
  const char *leader_name = leader->name != NULL ? leader->name : _("Unnamed leader");
  const char *stamp = army->updated_at != NULL ? army->updated_at : army->created_at;

  sheet->title = g_strdup (army->name != NULL && army->name[0] != '\0' ? army->name : _("Unnamed army"));

  if (rank != NULL && esteem != NULL)
    /* Translators: leader name — rank title, esteem level, e.g.
     * "Baron Hugh — Baron, Notable esteem" */
    sheet->subtitle = g_strdup_printf (_("%s — %s, %s esteem"), leader_name, rank->title, esteem->name);
  else if (rank != NULL)
    sheet->subtitle = g_strdup_printf (_("%s — %s"), leader_name, rank->title);
  else
    sheet->subtitle = g_strdup (leader_name);

  if (army->muster != NULL)
    {
      const BnMuster *muster = army->muster;
      g_autofree char *head = g_strdup_printf (_("Army points %u"), muster->army_points);
      GString *markup = g_string_new (NULL);
      g_autofree char *bold = g_markup_printf_escaped ("<b>%s</b>", head);

      g_string_append (markup, bold);
      for (guint i = 0; i < muster->draws->len; i++)
        {
          const BnDraw *draw = g_ptr_array_index (muster->draws, i);
          g_autofree char *card = bn_card_is_valid (draw->card) ? bn_card_to_string (draw->card) : g_strdup ("?");
          g_autofree char *part = NULL;
          g_autofree char *escaped = NULL;

          if (g_strcmp0 (draw->step, "army-multiplier") == 0)
            part = g_strdup_printf (_("household %u × %u (%s)"), muster->household, muster->factor, card);
          else if (bn_card_is_valid (draw->card))
            {
              gboolean again = FALSE;
              guint bonus = bn_leader_rules_army_bonus (leader_rules, draw->card, &again);

              part = g_strdup_printf (_("bonus %u (%s)"), bonus, card);
            }
          else
            continue;
          escaped = g_markup_escape_text (part, -1);
          g_string_append (markup, i == 0 ? " = " : " + ");
          g_string_append (markup, escaped);
        }
      sheet->points_markup = g_string_free (markup, FALSE);
    }
  else
    {
      sheet->points_markup = g_markup_printf_escaped ("<b>%s</b> %s", _("No army points yet:"),
                                                      _("the army has not been mustered."));
    }

  if (stamp != NULL)
    {
      g_autoptr(GDateTime) when = g_date_time_new_from_iso8601 (stamp, NULL);

      if (when != NULL)
        {
          g_autofree char *day = g_date_time_format (when, "%Y-%m-%d");

          sheet->date = g_strdup_printf (_("Saved %s"), day);
        }
    }
}

static void
prepare_posts (BnArmySheet    *sheet,
               const BnArmy   *army,
               const BnLeader *leader,
               GPtrArray      *domain,
               BnLeaderRules  *leader_rules,
               BnUnitRules    *unit_rules)
{
  static const BnArmyRole order[] = {
    BN_ARMY_ROLE_COMMANDER, BN_ARMY_ROLE_CAPTAIN, BN_ARMY_ROLE_HERO,
  };

  /* By rank of post, so the commander heads the list whatever order the
   * posts were given in. */
  for (guint r = 0; r < G_N_ELEMENTS (order); r++)
    for (guint i = 0; i < army->posts->len; i++)
      {
        const BnArmyPost *post = g_ptr_array_index (army->posts, i);
        const BnLeader *holder;
        PostLine *line;
        GString *text;

        if (post->role != order[r])
          continue;
        holder = find_leader (leader, domain, post->leader_id);
        text = g_string_new (NULL);
        if (holder != NULL)
          {
            const BnSocialRank *rank = bn_leader_rules_get_rank (leader_rules, holder->social_rank);

            g_string_append (text, holder->name != NULL ? holder->name : _("Unnamed leader"));
            if (rank != NULL)
              g_string_append_printf (text, _(", %s"), rank->title);
          }
        else
          {
            g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, post->leader_id);

            g_string_append_printf (text, _("leader %s (not of this domain)"), number);
          }
        if (post->unit_index >= 0 && (guint) post->unit_index < army->units->len)
          {
            const BnArmyUnit *entry = g_ptr_array_index (army->units, post->unit_index);
            g_autofree char *unit_name = unit_display_name (unit_rules, entry->unit);

            g_string_append_printf (text, _(" — with unit %d, %s"), post->unit_index + 1, unit_name);
          }

        line = g_new0 (PostLine, 1);
        line->role = g_strdup (role_name (post->role));
        line->text = g_string_free (text, FALSE);
        g_ptr_array_add (sheet->posts, line);
      }
}

static void
prepare_rows (BnArmySheet        *sheet,
              const BnArmy       *army,
              const BnLeader     *leader,
              GPtrArray          *domain,
              const BnArmyReport *report,
              BnUnitRules        *unit_rules)
{
  for (guint i = 0; i < army->units->len; i++)
    {
      const BnArmyUnit *entry = g_ptr_array_index (army->units, i);
      const BnUnit *unit = entry->unit;
      const BnClassRule *klass = bn_unit_rules_get_unit_class (unit_rules, unit);
      const BnCostBreakdown *breakdown = i < report->breakdowns->len ? g_ptr_array_index (report->breakdowns, i) : NULL;
      const BnUnitType *type = unit->type_id != NULL ? bn_unit_rules_lookup_unit_type (unit_rules, unit->type_id) : NULL;
      GString *notes = g_string_new (NULL);
      Row row = { 0 };

      row.colour = unit->colour;
      row.cells[COL_NUMBER] = g_strdup_printf ("%u", i + 1);
      row.cells[COL_NAME] = unit_display_name (unit_rules, unit);
      row.cells[COL_CLASS] = g_strdup (klass != NULL ? bn_data_text (klass->name) : "—");
      row.cells[COL_FIGURES] = g_strdup_printf ("%u", unit->figures);
      row.cells[COL_MOVE] = klass != NULL ? move_text (klass) : g_strdup ("—");
      row.cells[COL_DICE] = klass != NULL ? unit_dice_text (unit_rules, unit, klass) : g_strdup ("—");
      row.cells[COL_COLOUR] = g_strdup (colour_name (unit->colour));
      row.cells[COL_COST] = breakdown != NULL
        ? g_strdup_printf ("%u", g_array_index (report->unit_costs, guint, i))
        : g_strdup ("—");

      if (unit->leadership > 0)
        /* TRANSLATORS: a King/Leader unit's note on the printed roster */
        g_string_append_printf (notes, _("King/Leader, leadership\u00a0%u"), unit->leadership);
      /* The promise is the owner's secret: an enemy's bribe must beat it. */
      if (unit->mercenary)
        {
          if (sheet->for_opponent)
            g_string_append (notes, _("merc."));
          else
            g_string_append_printf (notes, _("merc., promised\u00a0%u"), entry->promise);
        }
      for (guint p = 0; p < army->posts->len; p++)
        {
          const BnArmyPost *post = g_ptr_array_index (army->posts, p);
          const BnLeader *holder;

          if (post->unit_index != (gint) i)
            continue;
          holder = find_leader (leader, domain, post->leader_id);
          if (holder == NULL || holder->name == NULL)
            continue;
          if (notes->len > 0)
            g_string_append (notes, "; ");
          g_string_append_printf (notes, _("with %s"), holder->name);
        }
      row.cells[COL_NOTES] = g_string_free (notes, FALSE);
      if (row.cells[COL_NOTES][0] != '\0')
        sheet->any_notes = TRUE;

      if (breakdown != NULL)
        {
          g_autofree char *cost = bn_cost_breakdown_to_string (breakdown);

          /* A unit the player renamed still says what it is. */
          if (type != NULL && g_strcmp0 (bn_data_text (type->name), row.cells[COL_NAME]) != 0)
            row.detail = g_strdup_printf (_("%s: %s"), bn_data_text (type->name), cost);
          else
            row.detail = g_steal_pointer (&cost);
        }
      else if (!sheet->for_opponent)
        {
          row.detail = g_strdup (_("Not priced: the unit breaks a rule (see Problems)."));
          row.detail_is_problem = TRUE;
        }

      g_array_append_val (sheet->rows, row);
    }
}

static void
add_total (BnArmySheet *sheet,
           const char  *label,
           guint        value,
           gboolean     strong,
           gboolean     alarm,
           gboolean     rule_above)
{
  TotalLine line = { 0 };

  line.label = g_strdup (label);
  line.value = g_strdup_printf ("%u", value);
  line.strong = strong;
  line.alarm = alarm;
  line.rule_above = rule_above;
  g_array_append_val (sheet->totals, line);
}

/* Laid out as a sum where it is one: the owner's costs, promises and
 * unspent points add up to the army points, or, over them, to what is owed. */
static void
prepare_totals (BnArmySheet        *sheet,
                const BnArmyReport *report)
{
  add_total (sheet, _("Units cost"), report->spent, FALSE, FALSE, FALSE);
  if (sheet->for_opponent)
    {
      add_total (sheet, _("Army points"), report->army_points, TRUE, FALSE, FALSE);
      return;
    }
  add_total (sheet, _("Promised to mercenaries"), report->promised, FALSE, FALSE, FALSE);
  if (report->over > 0)
    {
      add_total (sheet, _("Owed in all"), report->spent + report->promised, TRUE, FALSE, TRUE);
      add_total (sheet, _("Army points"), report->army_points, FALSE, FALSE, FALSE);
      add_total (sheet, _("Over the army points by"), report->over, TRUE, TRUE, FALSE);
    }
  else
    {
      add_total (sheet, _("Unspent"), report->unspent, FALSE, FALSE, FALSE);
      add_total (sheet, _("Army points"), report->army_points, TRUE, FALSE, TRUE);
    }
}

/* The report's messages are clauses ("unit 2 has no command colour"); a
 * printed list reads them as sentences. */
static char *
capitalise (const char *text)
{
  gunichar first = g_utf8_get_char (text);
  char head[8] = { 0 };

  if (first == 0)
    return g_strdup (text);
  g_unichar_to_utf8 (g_unichar_totitle (first), head);
  return g_strconcat (head, g_utf8_next_char (text), NULL);
}

static void
prepare_problems (BnArmySheet        *sheet,
                  const BnArmyReport *report)
{
  for (guint i = 0; i < report->problems->len; i++)
    {
      const BnArmyProblem *problem = g_ptr_array_index (report->problems, i);
      ProblemLine line = { problem->level, NULL };

      line.message = capitalise (problem->message);
      g_array_append_val (sheet->problems, line);
    }
}

/**
 * bn_army_sheet_new:
 * @army: the roster
 * @leader: its leader
 * @domain: (nullable) (element-type BnLeader): his vassal leaders and heroes,
 *   who may hold the army's posts
 * @for_opponent: the copy handed across the table: without the
 *   mercenaries' promises, the unspent points and the problems list (whose
 *   messages quote the promises)
 *
 * Nothing given is kept: the sheet holds its own words.
 *
 * Returns: (transfer full): the sheet
 */
BnArmySheet *
bn_army_sheet_new (const BnArmy    *army,
                   const BnLeader  *leader,
                   GPtrArray       *domain,
                   BnUnitRules     *unit_rules,
                   BnLeaderRules   *leader_rules,
                   gboolean         for_opponent)
{
  g_autoptr(BnArmyReport) report = NULL;
  BnArmySheet *sheet;

  g_return_val_if_fail (army != NULL, NULL);
  g_return_val_if_fail (leader != NULL, NULL);
  g_return_val_if_fail (unit_rules != NULL && leader_rules != NULL, NULL);

  report = bn_army_check (army, unit_rules, leader_rules, leader, domain);

  sheet = g_new0 (BnArmySheet, 1);
  sheet->for_opponent = for_opponent;
  sheet->posts = g_ptr_array_new_with_free_func (post_line_free);
  sheet->rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (sheet->rows, row_clear);
  sheet->totals = g_array_new (FALSE, TRUE, sizeof (TotalLine));
  g_array_set_clear_func (sheet->totals, total_line_clear);
  sheet->problems = g_array_new (FALSE, TRUE, sizeof (ProblemLine));
  g_array_set_clear_func (sheet->problems, problem_line_clear);
  sheet->placements = g_array_new (FALSE, TRUE, sizeof (Placement));

  prepare_heading (sheet, army, leader, leader_rules);
  prepare_posts (sheet, army, leader, domain, leader_rules, unit_rules);
  prepare_rows (sheet, army, leader, domain, report, unit_rules);
  prepare_totals (sheet, report);
  if (!for_opponent)
    prepare_problems (sheet, report);
  return sheet;
}

void
bn_army_sheet_free (BnArmySheet *sheet)
{
  if (sheet == NULL)
    return;
  g_free (sheet->title);
  g_free (sheet->subtitle);
  g_free (sheet->points_markup);
  g_free (sheet->date);
  g_ptr_array_unref (sheet->posts);
  g_array_unref (sheet->rows);
  g_array_unref (sheet->totals);
  g_array_unref (sheet->problems);
  g_array_unref (sheet->placements);
  g_free (sheet);
}
