/* bn-cost-breakdown.c — a unit's cost, line by line, in exact fractions.
 *
 * Values are kept as a numerator over a positive denominator, reduced after
 * every step. The numbers are small (a few dozen points, multipliers with
 * three-digit terms at most), so 64 bits never overflow.
 */
#include "bn-cost-breakdown.h"
#include "bn-data-text.h"
#include <glib/gi18n-lib.h>

struct _BnCostBreakdown
{
  GArray *lines;  /* BnCostLine; labels owned */
};

/* An exact value: num / den, den > 0, in lowest terms. */
typedef struct
{
  gint64  num;
  guint64 den;
} Fraction;

static guint64
gcd (guint64 a,
     guint64 b)
{
  while (b != 0)
    {
      guint64 t = a % b;

      a = b;
      b = t;
    }
  return a;
}

static Fraction
fraction_times (Fraction value,
                guint    numerator,
                guint    denominator)
{
  Fraction result = { value.num * (gint64) numerator, value.den * denominator };
  guint64 magnitude = result.num < 0 ? (guint64) -result.num : (guint64) result.num;
  guint64 divisor = gcd (magnitude, result.den);

  if (divisor > 1)
    {
      result.num /= (gint64) divisor;
      result.den /= divisor;
    }
  return result;
}

/* Rounded up to a whole point; nothing costs less than nothing. */
static guint
fraction_round_up (Fraction value)
{
  guint64 whole;

  if (value.num <= 0)
    return 0;
  whole = ((guint64) value.num + value.den - 1) / value.den;
  return whole > G_MAXUINT ? G_MAXUINT : (guint) whole;
}

static gboolean
fraction_is_whole (Fraction value)
{
  return value.den == 1;
}

/* "5", "3/4", "4 1/2" — as a player writes a mixed number. */
static void
append_fraction (GString  *text,
                 Fraction  value)
{
  guint64 magnitude = value.num < 0 ? (guint64) -value.num : (guint64) value.num;
  guint64 whole = magnitude / value.den;
  guint64 rest = magnitude % value.den;

  if (value.num < 0)
    g_string_append_c (text, '-');
  if (rest == 0)
    g_string_append_printf (text, "%" G_GUINT64_FORMAT, whole);
  else if (whole == 0)
    g_string_append_printf (text, "%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT, rest, value.den);
  else
    g_string_append_printf (text, "%" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT,
                            whole, rest, value.den);
}

static void
clear_line (gpointer data)
{
  BnCostLine *line = data;

  g_free ((char *) line->label);
}

BnCostBreakdown *
bn_cost_breakdown_new (void)
{
  BnCostBreakdown *breakdown = g_new0 (BnCostBreakdown, 1);

  breakdown->lines = g_array_new (FALSE, TRUE, sizeof (BnCostLine));
  g_array_set_clear_func (breakdown->lines, clear_line);
  return breakdown;
}

void
bn_cost_breakdown_free (BnCostBreakdown *breakdown)
{
  if (breakdown == NULL)
    return;
  g_array_unref (breakdown->lines);
  g_free (breakdown);
}

static BnCostLineKind
last_kind (const BnCostBreakdown *breakdown)
{
  if (breakdown->lines->len == 0)
    return BN_COST_LINE_AMOUNT;
  return g_array_index (breakdown->lines, BnCostLine, breakdown->lines->len - 1).kind;
}

static void
append_line (BnCostBreakdown *breakdown,
             BnCostLineKind   kind,
             const char      *label,
             int              amount,
             guint            numerator,
             guint            denominator)
{
  BnCostLine line = { kind, g_strdup (label), amount, numerator, denominator };

  g_array_append_val (breakdown->lines, line);
}

/* Adds @amount points (negative for a saving) under @label. Amounts come
 * before any multiplier. */
void
bn_cost_breakdown_add_amount (BnCostBreakdown *breakdown,
                              const char      *label,
                              int              amount)
{
  g_return_if_fail (breakdown != NULL);
  g_return_if_fail (label != NULL);
  g_return_if_fail (last_kind (breakdown) == BN_COST_LINE_AMOUNT);

  append_line (breakdown, BN_COST_LINE_AMOUNT, label, amount, 1, 1);
}

/* Multiplies everything so far by @numerator/@denominator. Multipliers
 * come after the amounts and before the mercenary share. */
void
bn_cost_breakdown_add_multiplier (BnCostBreakdown *breakdown,
                                  const char      *label,
                                  guint            numerator,
                                  guint            denominator)
{
  g_return_if_fail (breakdown != NULL);
  g_return_if_fail (label != NULL);
  g_return_if_fail (numerator > 0 && denominator > 0);
  g_return_if_fail (last_kind (breakdown) != BN_COST_LINE_MERCENARY);

  append_line (breakdown, BN_COST_LINE_MULTIPLIER, label, 0, numerator, denominator);
}

/* Makes the unit a mercenary paying @numerator/@denominator of the regular
 * cost now; the last line, once. */
void
bn_cost_breakdown_set_mercenary (BnCostBreakdown *breakdown,
                                 const char      *label,
                                 guint            numerator,
                                 guint            denominator)
{
  g_return_if_fail (breakdown != NULL);
  g_return_if_fail (label != NULL);
  g_return_if_fail (numerator > 0 && denominator > 0);
  g_return_if_fail (last_kind (breakdown) != BN_COST_LINE_MERCENARY);

  append_line (breakdown, BN_COST_LINE_MERCENARY, label, 0, numerator, denominator);
}

guint
bn_cost_breakdown_get_n_lines (const BnCostBreakdown *breakdown)
{
  g_return_val_if_fail (breakdown != NULL, 0);

  return breakdown->lines->len;
}

const BnCostLine *
bn_cost_breakdown_get_line (const BnCostBreakdown *breakdown,
                            guint                  index)
{
  g_return_val_if_fail (breakdown != NULL, NULL);
  g_return_val_if_fail (index < breakdown->lines->len, NULL);

  return &g_array_index (breakdown->lines, BnCostLine, index);
}

/* Returns: the sum of the amounts, before any multiplier. */
int
bn_cost_breakdown_get_subtotal (const BnCostBreakdown *breakdown)
{
  int sum = 0;

  g_return_val_if_fail (breakdown != NULL, 0);

  for (guint i = 0; i < breakdown->lines->len; i++)
    {
      const BnCostLine *line = &g_array_index (breakdown->lines, BnCostLine, i);

      if (line->kind == BN_COST_LINE_AMOUNT)
        sum += line->amount;
    }
  return sum;
}

/* The subtotal times every multiplier, exactly. */
static Fraction
regular_value (const BnCostBreakdown *breakdown)
{
  Fraction value = { bn_cost_breakdown_get_subtotal (breakdown), 1 };

  for (guint i = 0; i < breakdown->lines->len; i++)
    {
      const BnCostLine *line = &g_array_index (breakdown->lines, BnCostLine, i);

      if (line->kind == BN_COST_LINE_MULTIPLIER)
        value = fraction_times (value, line->numerator, line->denominator);
    }
  return value;
}

static const BnCostLine *
mercenary_line (const BnCostBreakdown *breakdown)
{
  if (last_kind (breakdown) != BN_COST_LINE_MERCENARY)
    return NULL;
  return &g_array_index (breakdown->lines, BnCostLine, breakdown->lines->len - 1);
}

/* Returns: what the unit costs as regular troops, after every multiplier,
 * rounded up to a whole point (0 if the amounts come to nothing). */
guint
bn_cost_breakdown_get_regular_cost (const BnCostBreakdown *breakdown)
{
  g_return_val_if_fail (breakdown != NULL, 0);

  return fraction_round_up (regular_value (breakdown));
}

/* The mercenary share is taken of the rounded regular cost. Rounding up
 * twice gives the same as rounding once, for ⌈⌈x⌉ / n⌉ = ⌈x / n⌉ with n a
 * whole number, so this is the rulings' single rounding for a quarter;
 * the player sees the regular cost the share is of. */
static Fraction
mercenary_value (const BnCostBreakdown *breakdown,
                 const BnCostLine      *line)
{
  Fraction regular = { bn_cost_breakdown_get_regular_cost (breakdown), 1 };

  return fraction_times (regular, line->numerator, line->denominator);
}

/* Returns: the points paid for the unit now: its regular cost, or a
 * mercenary's share of it, rounded up. */
guint
bn_cost_breakdown_get_cost (const BnCostBreakdown *breakdown)
{
  const BnCostLine *line;

  g_return_val_if_fail (breakdown != NULL, 0);

  line = mercenary_line (breakdown);
  if (line == NULL)
    return bn_cost_breakdown_get_regular_cost (breakdown);
  return fraction_round_up (mercenary_value (breakdown, line));
}

gboolean
bn_cost_breakdown_is_mercenary (const BnCostBreakdown *breakdown)
{
  g_return_val_if_fail (breakdown != NULL, FALSE);

  return mercenary_line (breakdown) != NULL;
}

/* Returns: the least payment a mercenary must be promised for after the
 * battle (what it costs now, per the rulings); 0 for regular troops. */
guint
bn_cost_breakdown_get_minimum_promise (const BnCostBreakdown *breakdown)
{
  g_return_val_if_fail (breakdown != NULL, 0);

  return bn_cost_breakdown_is_mercenary (breakdown) ? bn_cost_breakdown_get_cost (breakdown) : 0;
}

static void
append_rounding (GString  *text,
                 Fraction  value)
{
  if (!fraction_is_whole (value))
    g_string_append_printf (text, _(", rounded up to %u"), fraction_round_up (value));
}

/**
 * bn_cost_breakdown_to_string:
 *
 * The breakdown as a player reads it, for example
 * "horse 8 + heavy armour 12 + lance 0 + good morale 4 = 24",
 * "horse 8 + light armour 2 + crossbow -1 = 9; light troops × 1/2 = 4 1/2,
 * rounded up to 5", or for a mercenary
 * "… = 24; mercenary: a quarter, 6; promise at least 6".
 *
 * Returns: (transfer full): the text, on one line.
 */
char *
bn_cost_breakdown_to_string (const BnCostBreakdown *breakdown)
{
  GString *text;
  const BnCostLine *mercenary;
  Fraction running;
  gboolean any_amount = FALSE, any_multiplier = FALSE;

  g_return_val_if_fail (breakdown != NULL, NULL);

  text = g_string_new (NULL);
  for (guint i = 0; i < breakdown->lines->len; i++)
    {
      const BnCostLine *line = &g_array_index (breakdown->lines, BnCostLine, i);

      if (line->kind != BN_COST_LINE_AMOUNT)
        continue;
      if (any_amount)
        g_string_append (text, " + ");
      g_string_append_printf (text, "%s %d", bn_data_text (line->label), line->amount);
      any_amount = TRUE;
    }
  if (!any_amount)
    g_string_append (text, _("nothing"));
  running.num = bn_cost_breakdown_get_subtotal (breakdown);
  running.den = 1;
  g_string_append (text, " = ");
  append_fraction (text, running);

  for (guint i = 0; i < breakdown->lines->len; i++)
    {
      const BnCostLine *line = &g_array_index (breakdown->lines, BnCostLine, i);

      if (line->kind != BN_COST_LINE_MULTIPLIER)
        continue;
      running = fraction_times (running, line->numerator, line->denominator);
      g_string_append_printf (text, "; %s × %u/%u = ", bn_data_text (line->label),
                              line->numerator, line->denominator);
      append_fraction (text, running);
      any_multiplier = TRUE;
    }
  if (any_multiplier)
    append_rounding (text, running);

  mercenary = mercenary_line (breakdown);
  if (mercenary != NULL)
    {
      Fraction share = mercenary_value (breakdown, mercenary);

      g_string_append_printf (text, "; %s, ", bn_data_text (mercenary->label));
      append_fraction (text, share);
      append_rounding (text, share);
      g_string_append_printf (text, _("; promise at least %u"),
                              bn_cost_breakdown_get_minimum_promise (breakdown));
    }
  return g_string_free (text, FALSE);
}
