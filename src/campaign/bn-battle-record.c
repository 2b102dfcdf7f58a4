/* bn-battle-record.c — a recorded battle and the checks that keep it true.
 *
 * The check is the one gate for records from every source (the app, the
 * CLI's XML, a correction): it stops at the first problem and says what
 * and where in words a player can act on, e.g. "unit 3 lost 7 figures but
 * had only 5".
 */
#include "bn-battle-record.h"
#include "bn-battle.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>

#include "bn-army-unit.h"
#include "bn-campaign.h"

G_DEFINE_QUARK (bn-battle-record-error-quark, bn_battle_record_error)

static void
deed_free (BnBattleDeed *deed)
{
  g_free (deed->deed);
  g_free (deed);
}

static void
check_free (BnPcsCheck *check)
{
  g_free (check->retainer);
  g_free (check->reroll_retainer);
  g_free (check);
}

static void
use_free (BnRetainerUse *use)
{
  g_free (use->retainer);
  g_free (use->rethrown);
  g_free (use);
}

/* Returns: (transfer full): an empty record: a draw, no units, no leaders. */
BnBattleRecord *
bn_battle_record_new (void)
{
  BnBattleRecord *record = g_new0 (BnBattleRecord, 1);

  record->winner = BN_WINNER_DRAW;
  record->unspent = -1;
  record->revision = 1;
  record->units = g_ptr_array_new_with_free_func (g_free);
  record->leaders = g_ptr_array_new_with_free_func (g_free);
  record->deeds = g_ptr_array_new_with_free_func ((GDestroyNotify) deed_free);
  record->checks = g_ptr_array_new_with_free_func ((GDestroyNotify) check_free);
  record->retainers = g_ptr_array_new_with_free_func ((GDestroyNotify) use_free);
  record->promises = g_ptr_array_new_with_free_func (g_free);
  record->special_cards = g_ptr_array_new_with_free_func (g_free);
  return record;
}

void
bn_battle_record_free (BnBattleRecord *record)
{
  if (record == NULL)
    return;
  g_free (record->name);
  g_free (record->place);
  g_free (record->rules);
  g_free (record->date);
  g_free (record->opponent);
  g_ptr_array_unref (record->units);
  g_ptr_array_unref (record->leaders);
  g_ptr_array_unref (record->deeds);
  g_ptr_array_unref (record->checks);
  g_ptr_array_unref (record->retainers);
  g_ptr_array_unref (record->promises);
  g_ptr_array_unref (record->special_cards);
  g_free (record);
}

/* Returns: (transfer full): a deep copy of @record. */
BnBattleRecord *
bn_battle_record_copy (const BnBattleRecord *record)
{
  BnBattleRecord *copy;

  g_return_val_if_fail (record != NULL, NULL);

  copy = bn_battle_record_new ();
  copy->id = record->id;
  copy->campaign_id = record->campaign_id;
  copy->name = g_strdup (record->name);
  copy->place = g_strdup (record->place);
  copy->rules = g_strdup (record->rules);
  copy->date = g_strdup (record->date);
  copy->army_id = record->army_id;
  copy->opponent_army_id = record->opponent_army_id;
  copy->opponent = g_strdup (record->opponent);
  copy->winner = record->winner;
  copy->player_vp = record->player_vp;
  copy->opponent_vp = record->opponent_vp;
  copy->unspent = record->unspent;
  copy->applied = record->applied;
  copy->revision = record->revision;
  copy->sequence = record->sequence;
  copy->archived = record->archived;
  copy->end_turn = record->end_turn;
  copy->end_action = record->end_action;
  for (guint i = 0; i < record->units->len; i++)
    g_ptr_array_add (copy->units, g_memdup2 (g_ptr_array_index (record->units, i), sizeof (BnBattleRecordUnit)));
  for (guint i = 0; i < record->leaders->len; i++)
    g_ptr_array_add (copy->leaders, g_memdup2 (g_ptr_array_index (record->leaders, i), sizeof (BnBattleLeader)));
  for (guint i = 0; i < record->deeds->len; i++)
    {
      const BnBattleDeed *deed = g_ptr_array_index (record->deeds, i);
      BnBattleDeed *d = g_memdup2 (deed, sizeof *deed);

      d->deed = g_strdup (deed->deed);
      g_ptr_array_add (copy->deeds, d);
    }
  for (guint i = 0; i < record->checks->len; i++)
    {
      const BnPcsCheck *check = g_ptr_array_index (record->checks, i);
      BnPcsCheck *c = g_memdup2 (check, sizeof *check);

      c->retainer = g_strdup (check->retainer);
      c->reroll_retainer = g_strdup (check->reroll_retainer);
      g_ptr_array_add (copy->checks, c);
    }
  for (guint i = 0; i < record->retainers->len; i++)
    {
      const BnRetainerUse *use = g_ptr_array_index (record->retainers, i);

      BnRetainerUse *c;

      bn_battle_record_add_retainer_use (copy, use->leader_id, use->retainer);
      c = g_ptr_array_index (copy->retainers, copy->retainers->len - 1);
      c->heals_wound = use->heals_wound;
      c->rethrown = g_strdup (use->rethrown);
      c->rethrown_roll = use->rethrown_roll;
    }
  for (guint i = 0; i < record->promises->len; i++)
    g_ptr_array_add (copy->promises, g_memdup2 (g_ptr_array_index (record->promises, i), sizeof (BnPromise)));
  for (guint i = 0; i < record->special_cards->len; i++)
    g_ptr_array_add (copy->special_cards, g_memdup2 (g_ptr_array_index (record->special_cards, i),
                                                     sizeof (BnSpecialCard)));
  return copy;
}

/* Returns: (transfer none): the unit's entry, owned by @record. */
static BnSide
other_side (BnSide side)
{
  return side == BN_SIDE_PLAYER ? BN_SIDE_OPPONENT : BN_SIDE_PLAYER;
}

/* The same battle seen from the other side: its army is the player's, the
 * player's the opponent's (a battle over the network, kept by the side
 * that played side 1). Both sides must have rosters. */
void
bn_battle_record_swap_sides (BnBattleRecord *record)
{
  gint64 army_id;
  guint vp;

  g_return_if_fail (record != NULL && record->opponent_army_id != 0);

  army_id = record->army_id;
  record->army_id = record->opponent_army_id;
  record->opponent_army_id = army_id;
  g_clear_pointer (&record->opponent, g_free);
  if (record->winner == BN_WINNER_PLAYER)
    record->winner = BN_WINNER_OPPONENT;
  else if (record->winner == BN_WINNER_OPPONENT)
    record->winner = BN_WINNER_PLAYER;
  vp = record->player_vp;
  record->player_vp = record->opponent_vp;
  record->opponent_vp = vp;
  record->unspent = -1;
  for (guint i = 0; i < record->units->len; i++)
    {
      BnBattleRecordUnit *unit = g_ptr_array_index (record->units, i);

      unit->side = other_side (unit->side);
    }
  for (guint i = 0; i < record->leaders->len; i++)
    {
      BnBattleLeader *leader = g_ptr_array_index (record->leaders, i);

      leader->side = other_side (leader->side);
    }
  for (guint i = 0; i < record->promises->len; i++)
    {
      BnPromise *promise = g_ptr_array_index (record->promises, i);

      promise->side = other_side (promise->side);
    }
}

BnBattleRecordUnit *
bn_battle_record_add_unit (BnBattleRecord *record,
                           BnSide          side,
                           guint           unit,
                           guint           figures_lost,
                           gboolean        destroyed,
                           gboolean        routed)
{
  BnBattleRecordUnit *entry = g_new0 (BnBattleRecordUnit, 1);

  entry->side = side;
  entry->unit = unit;
  entry->figures_lost = figures_lost;
  entry->destroyed = destroyed;
  entry->routed = routed;
  g_ptr_array_add (record->units, entry);
  return entry;
}

/* Returns: (transfer none): the leader's entry; his ransom is paid if he can
 *   afford it and his minimum command is judged from his army, unless the
 *   caller changes them. */
BnBattleLeader *
bn_battle_record_add_leader (BnBattleRecord *record,
                             BnSide          side,
                             gint64          leader_id,
                             guint           unit)
{
  BnBattleLeader *entry = g_new0 (BnBattleLeader, 1);

  entry->side = side;
  entry->leader_id = leader_id;
  entry->unit = unit;
  entry->ransom = BN_RANSOM_DEFAULT;
  entry->command_met = -1;
  g_ptr_array_add (record->leaders, entry);
  return entry;
}

BnBattleDeed *
bn_battle_record_add_deed (BnBattleRecord *record,
                           const char     *deed,
                           guint           unit,
                           gint64          leader_id,
                           gboolean        attached,
                           gboolean        herald)
{
  BnBattleDeed *entry = g_new0 (BnBattleDeed, 1);

  entry->deed = g_strdup (deed);
  entry->unit = unit;
  entry->leader_id = leader_id;
  entry->attached = attached;
  entry->herald = herald;
  g_ptr_array_add (record->deeds, entry);
  return entry;
}

/* @roll: the D20 as typed, or 0 to roll it through the chance when the
 *   sequence runs. */
BnPcsCheck *
bn_battle_record_add_check (BnBattleRecord *record,
                            gint64          leader_id,
                            BnCheckKind     kind,
                            guint           roll)
{
  BnPcsCheck *entry = g_new0 (BnPcsCheck, 1);

  entry->leader_id = leader_id;
  entry->kind = kind;
  entry->roll = roll;
  entry->wound = -1;
  entry->card = BN_CARD_INVALID;
  entry->found_card = BN_CARD_INVALID;
  g_ptr_array_add (record->checks, entry);
  return entry;
}

void
bn_battle_record_add_retainer_use (BnBattleRecord *record,
                                   gint64          leader_id,
                                   const char     *retainer)
{
  BnRetainerUse *use = g_new0 (BnRetainerUse, 1);

  use->leader_id = leader_id;
  use->retainer = g_strdup (retainer);
  g_ptr_array_add (record->retainers, use);
}

void
bn_battle_record_add_promise (BnBattleRecord *record,
                              BnSide          side,
                              guint           unit,
                              guint           amount)
{
  BnPromise *promise = g_new0 (BnPromise, 1);

  promise->side = side;
  promise->unit = unit;
  promise->amount = amount;
  g_ptr_array_add (record->promises, promise);
}

/* @card: a card @leader_id drew at the table for a special retainer before
 *   the battle; cards of one leader are read in the order added. */
void
bn_battle_record_add_special_card (BnBattleRecord *record,
                                   gint64          leader_id,
                                   BnCard          card)
{
  BnSpecialCard *entry = g_new0 (BnSpecialCard, 1);

  g_return_if_fail (record != NULL);

  entry->leader_id = leader_id;
  entry->card = card;
  g_ptr_array_add (record->special_cards, entry);
}

/* Returns: (nullable): @leader_id's entry in the battle, or %NULL. */
const BnBattleLeader *
bn_battle_record_find_leader (const BnBattleRecord *record,
                              gint64                leader_id)
{
  for (guint i = 0; i < record->leaders->len; i++)
    {
      const BnBattleLeader *entry = g_ptr_array_index (record->leaders, i);

      if (entry->leader_id == leader_id)
        return entry;
    }
  return NULL;
}

static gboolean
refuse (GError    **error,
        const char *format,
        ...) G_GNUC_PRINTF (2, 3);

static gboolean
refuse (GError    **error,
        const char *format,
        ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID, message);
  return FALSE;
}

static gboolean
refuse_at (GError    **error,
           guint       line,
           const char *format,
           ...) G_GNUC_PRINTF (3, 4);

/* As refuse(), naming the line of the file the entry was read from, if any. */
static gboolean
refuse_at (GError    **error,
           guint       line,
           const char *format,
           ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (line > 0)
    g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID, _("line %u: %s"), line, message);
  else
    g_set_error_literal (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID, message);
  return FALSE;
}

static const BnArmy *
army_of (const BnBattleContext *context,
         BnSide                 side)
{
  return side == BN_SIDE_PLAYER ? context->army : context->opponent_army;
}

static const BnLeader *
find_campaign_leader (const BnBattleContext *context,
                      gint64                 id)
{
  for (guint i = 0; context->leaders != NULL && i < context->leaders->len; i++)
    {
      const BnLeader *leader = g_ptr_array_index (context->leaders, i);

      if (leader->id == id)
        return leader;
    }
  return NULL;
}

/* A unit number must name a unit of that side's roster; a side known only
 * by its label has no units to name. */
static gboolean
check_unit (const BnBattleContext  *context,
            BnSide                  side,
            guint                   unit,
            const char             *what,
            guint                   line,
            GError                **error)
{
  const BnArmy *army = army_of (context, side);

  if (army == NULL)
    return refuse_at (error, line, _("%s names unit %u of the %s side, which has no roster in the campaign"),
                   what, unit, bn_side_get_id (side));
  if (unit < 1 || unit > army->units->len)
    return refuse_at (error, line, ngettext ("%s names unit %u, but the army “%s” has %u unit",
                                             "%s names unit %u, but the army “%s” has %u units", army->units->len),
                   what, unit, army->name, army->units->len);
  return TRUE;
}

static gboolean
has_common_retainer (const BnLeader *leader,
                     const char     *type_id)
{
  for (guint i = 0; i < leader->retainers->len; i++)
    {
      const BnRetainer *retainer = g_ptr_array_index (leader->retainers, i);

      if (retainer->kind == BN_RETAINER_COMMON && g_strcmp0 (retainer->type_id, type_id) == 0)
        return TRUE;
    }
  return FALSE;
}

static gboolean
has_special_retainer (const BnLeader *leader,
                      const char     *type_id)
{
  for (guint i = 0; i < leader->retainers->len; i++)
    {
      const BnRetainer *retainer = g_ptr_array_index (leader->retainers, i);

      if (retainer->kind == BN_RETAINER_SPECIAL && g_strcmp0 (retainer->type_id, type_id) == 0)
        return TRUE;
    }
  return FALSE;
}

static gboolean
check_units (const BnBattleRecord   *record,
             const BnBattleContext  *context,
             GError                **error)
{
  for (guint i = 0; i < record->units->len; i++)
    {
      const BnBattleRecordUnit *entry = g_ptr_array_index (record->units, i);
      const BnArmyUnit *unit;
      g_autofree char *what = g_strdup_printf (_("the losses of unit %u"), entry->unit);

      if (!check_unit (context, entry->side, entry->unit, what, entry->line, error))
        return FALSE;
      for (guint j = 0; j < i; j++)
        {
          const BnBattleRecordUnit *other = g_ptr_array_index (record->units, j);

          if (other->side == entry->side && other->unit == entry->unit)
            return refuse_at (error, entry->line, _("unit %u of the %s side is listed twice"), entry->unit,
                           bn_side_get_id (entry->side));
        }
      unit = g_ptr_array_index (army_of (context, entry->side)->units, entry->unit - 1);
      if (entry->figures_lost > unit->unit->figures)
        return refuse_at (error, entry->line, _("unit %u lost %u figures but had only %u"), entry->unit,
                       entry->figures_lost, unit->unit->figures);
    }
  return TRUE;
}

static gboolean
check_leaders (const BnBattleRecord   *record,
               const BnBattleContext  *context,
               GError                **error)
{
  for (guint i = 0; i < record->leaders->len; i++)
    {
      const BnBattleLeader *entry = g_ptr_array_index (record->leaders, i);
      const BnLeader *leader = find_campaign_leader (context, entry->leader_id);

      if (leader == NULL)
        return refuse_at (error, entry->line, _("there is no leader %" PRId64 " in this campaign"), entry->leader_id);
      if (g_strcmp0 (leader->status, "dead") == 0)
        return refuse_at (error, entry->line, _("%s is dead and cannot take the field"), leader->name);
      for (guint j = 0; j < i; j++)
        {
          const BnBattleLeader *other = g_ptr_array_index (record->leaders, j);

          if (other->leader_id == entry->leader_id)
            return refuse_at (error, entry->line, _("%s is in two places: listed twice in the battle"), leader->name);
        }
      if (entry->unit != 0)
        {
          g_autofree char *what = g_strdup_printf ("%s's post", leader->name);

          if (!check_unit (context, entry->side, entry->unit, what, entry->line, error))
            return FALSE;
          if (leader->is_hero)
            for (guint j = 0; j < i; j++)
              {
                const BnBattleLeader *other = g_ptr_array_index (record->leaders, j);
                const BnLeader *hero = find_campaign_leader (context, other->leader_id);

                if (hero != NULL && hero->is_hero && other->side == entry->side && other->unit == entry->unit)
                  return refuse_at (error, entry->line, _("%s and %s are both heroes of unit %u"), hero->name,
                                 leader->name, entry->unit);
              }
        }
    }
  return TRUE;
}

static gboolean
check_deeds (const BnBattleRecord   *record,
             const BnBattleContext  *context,
             GError                **error)
{
  for (guint i = 0; i < record->deeds->len; i++)
    {
      const BnBattleDeed *deed = g_ptr_array_index (record->deeds, i);
      const BnBattleLeader *entry = bn_battle_record_find_leader (record, deed->leader_id);
      const BnDeed *row = bn_career_rules_lookup_deed (context->career_rules, deed->deed);

      if (row == NULL)
        return refuse_at (error, deed->line, _("deed %u: “%s” is not a deed of the Honor Points table"), i + 1,
                       deed->deed != NULL ? deed->deed : "");
      if (row->automatic != BN_DEED_AUTO_NONE)
        return refuse_at (error, deed->line, _("deed %u: “%s” is credited by the sequence itself and cannot be recorded"),
                       i + 1, deed->deed);
      if (entry == NULL)
        return refuse_at (error, deed->line, _("deed %u: leader %" PRId64 " did not take the field in this battle"),
                       i + 1, deed->leader_id);
      if (deed->unit != 0)
        {
          g_autofree char *what = g_strdup_printf ("deed %u", i + 1);

          if (!check_unit (context, entry->side, deed->unit, what, deed->line, error))
            return FALSE;
        }
      if (deed->attached && (deed->unit == 0 || entry->unit != deed->unit))
        return refuse_at (error, deed->line, _("deed %u: the leader is said to be attached to unit %u, but his post is %s"),
                       i + 1, deed->unit, entry->unit == 0 ? _("with no unit") : _("another unit"));
      if (row->captive && (deed->captive_rank < 1 ||
                           deed->captive_rank > bn_leader_rules_get_n_ranks (context->leader_rules)))
        return refuse_at (error, deed->line, _("deed %u: a captive needs his social rank (1 to %u)"), i + 1,
                       bn_leader_rules_get_n_ranks (context->leader_rules));
      if (!row->captive && deed->captive_rank != 0)
        return refuse_at (error, deed->line, _("deed %u: “%s” takes no captive"), i + 1, deed->deed);
    }
  return TRUE;
}

/* Whether deed @j (before @i) is the same deed of the same side by the
 * same doer: the unit, or the leader himself when no unit did it. */
static gboolean
same_doer (const BnBattleRecord *record,
           const BnBattleDeed   *a,
           const BnBattleDeed   *b)
{
  const BnBattleLeader *la = bn_battle_record_find_leader (record, a->leader_id);
  const BnBattleLeader *lb = bn_battle_record_find_leader (record, b->leader_id);

  return g_strcmp0 (a->deed, b->deed) == 0 && la != NULL && lb != NULL && la->side == lb->side
         && a->unit == b->unit && (a->unit != 0 || a->leader_id == b->leader_id);
}

/* How many units the side fields: its roster's, or for a side known only
 * by a label the house most; never more than that most (a roster never
 * mustered has no points to bound it). */
static guint
side_units (const BnBattleContext *context,
            BnSide                 side)
{
  const BnArmy *army = army_of (context, side);
  guint most = bn_career_rules_get_record_limits (context->career_rules)->units;

  return army != NULL ? MIN (army->units->len, most) : most;
}

/* A record must be a battle that could have happened: no deed more often
 * than its limit allows (docs/rules.md, "Records that could have
 * happened"). Counted for each side, in the order recorded; the first
 * deed past a limit is named with its line. */
static gboolean
check_deed_limits (const BnBattleRecord   *record,
                   const BnBattleContext  *context,
                   GError                **error)
{
  const BnRecordLimits *limits = bn_career_rules_get_record_limits (context->career_rules);

  for (guint i = 0; i < record->deeds->len; i++)
    {
      const BnBattleDeed *deed = g_ptr_array_index (record->deeds, i);
      const BnBattleLeader *entry = bn_battle_record_find_leader (record, deed->leader_id);
      const BnDeed *row = bn_career_rules_lookup_deed (context->career_rules, deed->deed);
      BnSide side, enemy;
      guint side_count = 1, doer_count = 1, same_action = 0, most = G_MAXUINT, doer_most = G_MAXUINT;
      const char *why = NULL;

      if (row == NULL || entry == NULL)
        continue;
      side = entry->side;
      enemy = side == BN_SIDE_PLAYER ? BN_SIDE_OPPONENT : BN_SIDE_PLAYER;
      if (deed->turn > 0 && record->end_turn > 0 && deed->turn > record->end_turn)
        return refuse_at (error, deed->line, _("deed %u: turn %u, but the battle ended on turn %u"), i + 1,
                          deed->turn, record->end_turn);
      for (guint j = 0; j < i; j++)
        {
          const BnBattleDeed *other = g_ptr_array_index (record->deeds, j);
          const BnBattleLeader *other_entry = bn_battle_record_find_leader (record, other->leader_id);

          if (other_entry == NULL || other_entry->side != side || g_strcmp0 (other->deed, deed->deed) != 0)
            continue;
          side_count++;
          if (same_doer (record, other, deed))
            {
              doer_count++;
              same_action += deed->turn > 0 && other->turn == deed->turn && other->action == deed->action;
            }
        }
      switch (row->limit)
        {
        case BN_DEED_LIMIT_ENEMY_UNIT:
          most = side_units (context, enemy);
          why = _("once for each enemy unit");
          break;
        case BN_DEED_LIMIT_OWN_UNIT:
          most = side_units (context, side);
          doer_most = 1;
          why = _("once for each unit of his side");
          break;
        case BN_DEED_LIMIT_OBJECTIVE:
          most = limits->objectives * limits->objective_units;
          doer_most = 1;
          why = _("once for each unit on an objective");
          break;
        case BN_DEED_LIMIT_ENEMY_LEADER:
          most = limits->leaders;
          why = _("once for each enemy leader");
          break;
        case BN_DEED_LIMIT_BATTLE:
          most = 1;
          why = _("once a battle");
          break;
        case BN_DEED_LIMIT_UNIT_TURN:
          if (same_action > 0)
            return refuse_at (error, deed->line, _("deed %u: “%s” is recorded twice for the same unit in turn %u, action %u"),
                              i + 1, deed->deed, deed->turn, deed->action + 1);
          doer_most = record->end_turn > 0 ? G_MAXUINT : limits->turns;
          why = _("once a turn for each unit");
          break;
        case BN_DEED_LIMIT_NONE:
        default:
          break;
        }
      if (side_count > most)
        return refuse_at (error, deed->line,
                          _("deed %u: “%s” can happen at most %u times for the %s side (%s), and this is number %u"),
                          i + 1, deed->deed, most, bn_side_get_id (side), why, side_count);
      if (doer_count > doer_most && deed->unit != 0)
        return refuse_at (error, deed->line, _("deed %u: “%s” can happen at most %u times for unit %u (%s)"),
                          i + 1, deed->deed, doer_most, deed->unit, why);
      if (doer_count > doer_most)
        return refuse_at (error, deed->line, _("deed %u: “%s” can happen at most %u times for the leader himself (%s)"),
                          i + 1, deed->deed, doer_most, why);
    }
  return TRUE;
}

static gboolean
check_checks (const BnBattleRecord   *record,
              const BnBattleContext  *context,
              GError                **error)
{
  for (guint i = 0; i < record->checks->len; i++)
    {
      const BnPcsCheck *check = g_ptr_array_index (record->checks, i);
      const BnLeader *leader = find_campaign_leader (context, check->leader_id);

      if (leader == NULL || bn_battle_record_find_leader (record, check->leader_id) == NULL)
        return refuse_at (error, check->line, _("check %u: leader %" PRId64 " did not take the field in this battle"),
                       i + 1, check->leader_id);
      if (check->roll > 20)
        return refuse_at (error, check->line, _("check %u: a D20 cannot show %u"), i + 1, check->roll);
      if (check->kind == BN_CHECK_MISSILE && (check->lost_melee || check->strike_difference > 0))
        return refuse_at (error, check->line, _("check %u: a missile check takes no melee modifiers"), i + 1);
      if (check->single_combat && (check->kind != BN_CHECK_MELEE || check->roll != 0 || check->lost_melee
                                   || check->strike_difference > 0 || check->retainer != NULL
                                   || check->reroll_retainer != NULL || bn_card_is_valid (check->card)))
        return refuse_at (error, check->line,
                          _("check %u: a leader who fell in single combat is killed: no D20, modifier, retainer or card"),
                          i + 1);
      if (check->retainer != NULL)
        {
          if (bn_leader_rules_lookup_common_retainer (context->leader_rules, check->retainer) == NULL)
            return refuse_at (error, check->line, _("check %u: “%s” is not a common retainer"), i + 1, check->retainer);
          if (!has_common_retainer (leader, check->retainer))
            return refuse_at (error, check->line, _("check %u: %s has no %s"), i + 1, leader->name, check->retainer);
        }
      if (check->ward_roll > 20 || (check->ward_roll > 0 && check->retainer == NULL))
        return refuse_at (error, check->line, _("check %u: a ward's D20 needs a retainer to ward, and shows 1 to 20"), i + 1);
      if (check->reroll_retainer != NULL)
        {
          if (bn_leader_rules_lookup_common_retainer (context->leader_rules, check->reroll_retainer) == NULL)
            return refuse_at (error, check->line, _("check %u: “%s” is not a common retainer"), i + 1,
                              check->reroll_retainer);
          if (!has_common_retainer (leader, check->reroll_retainer))
            return refuse_at (error, check->line, _("check %u: %s has no %s"), i + 1, leader->name,
                              check->reroll_retainer);
          if (check->first_roll < 1 || check->first_roll > 20 || check->roll == 0)
            return refuse_at (error, check->line, _("check %u: a check thrown again needs both D20s, 1 to 20"), i + 1);
          if (g_strcmp0 (check->reroll_retainer, check->retainer) == 0)
            return refuse_at (error, check->line, _("check %u: one retainer cannot both throw again and ward"), i + 1);
        }
      if (check->wound > 10)
        return refuse_at (error, check->line, _("check %u: a wound takes at most 10 off his skill"), i + 1);
    }
  for (guint i = 0; i < record->retainers->len; i++)
    {
      const BnRetainerUse *use = g_ptr_array_index (record->retainers, i);
      const BnLeader *leader = find_campaign_leader (context, use->leader_id);

      if (leader == NULL || bn_battle_record_find_leader (record, use->leader_id) == NULL)
        return refuse_at (error, use->line, _("retainer %u: leader %" PRId64 " did not take the field in this battle"),
                       i + 1, use->leader_id);
      /* A common retainer, or a special one of his that acted in a fought
       * battle (the Archer's die, the Standard…). */
      if (!has_common_retainer (leader, use->retainer) && !has_special_retainer (leader, use->retainer))
        return refuse_at (error, use->line, _("retainer %u: %s has no common retainer “%s”"), i + 1, leader->name,
                       use->retainer != NULL ? use->retainer : "");
      if (use->heals_wound && g_strcmp0 (use->retainer, "healer") != 0)
        return refuse_at (error, use->line, _("retainer %u: only a healer removes a wound"), i + 1);
      if (use->rethrown != NULL)
        {
          BnRerollDie die;

          /* "Re-roll a bad die roll … made by the L&H": a common retainer's. */
          if (!bn_reroll_die_from_id (use->rethrown, &die))
            return refuse_at (error, use->line, _("retainer %u: “%s” is no die a leader throws himself"), i + 1,
                              use->rethrown);
          if (!has_common_retainer (leader, use->retainer))
            return refuse_at (error, use->line, _("retainer %u: only a common retainer throws a die again"), i + 1);
          if (use->rethrown_roll < 1 || use->rethrown_roll > 20)
            return refuse_at (error, use->line, _("retainer %u: the die thrown again showed %u, not 1–20"), i + 1,
                              use->rethrown_roll);
        }
    }
  return TRUE;
}

static gboolean
check_promises (const BnBattleRecord   *record,
                const BnBattleContext  *context,
                GError                **error)
{
  for (guint i = 0; i < record->promises->len; i++)
    {
      const BnPromise *promise = g_ptr_array_index (record->promises, i);
      const BnArmyUnit *unit;
      g_autofree char *what = g_strdup_printf ("promise %u", i + 1);

      if (!check_unit (context, promise->side, promise->unit, what, promise->line, error))
        return FALSE;
      unit = g_ptr_array_index (army_of (context, promise->side)->units, promise->unit - 1);
      if (!unit->unit->mercenary)
        return refuse_at (error, promise->line, _("promise %u: unit %u is not a mercenary unit"), i + 1, promise->unit);
      for (guint j = 0; j < i; j++)
        {
          const BnPromise *other = g_ptr_array_index (record->promises, j);

          if (other->side == promise->side && other->unit == promise->unit)
            return refuse_at (error, promise->line, _("promise %u: unit %u is promised twice"), i + 1, promise->unit);
        }
    }
  return TRUE;
}

/* Special retainers are a player-leader's (DoB, "Special Retainers"): a
 * card typed for anyone else, or for a leader not on the field, cannot be
 * true. How many he needs is his rank's when he takes the field, which the
 * replay knows; cards beyond it are set aside there. */
static gboolean
check_special_cards (const BnBattleRecord   *record,
                     const BnBattleContext  *context,
                     GError                **error)
{
  for (guint i = 0; i < record->special_cards->len; i++)
    {
      const BnSpecialCard *entry = g_ptr_array_index (record->special_cards, i);
      const BnLeader *leader = find_campaign_leader (context, entry->leader_id);

      if (leader == NULL || bn_battle_record_find_leader (record, entry->leader_id) == NULL)
        return refuse_at (error, entry->line, _("special retainer card %u: leader %" PRId64 " did not take the field "
                       "in this battle"), i + 1, entry->leader_id);
      if (!leader->is_player)
        return refuse_at (error, entry->line, _("special retainer card %u: %s is not a player-leader, and only player-leaders "
                       "have special retainers"), i + 1, leader->name);
      if (!bn_card_is_valid (entry->card))
        return refuse_at (error, entry->line, _("special retainer card %u is not a card"), i + 1);
    }
  return TRUE;
}

static void
add_army_leaders (GHashTable   *leaders,
                  const BnArmy *army)
{
  g_hash_table_add (leaders, &((BnArmy *) army)->leader_id);
  for (guint i = 0; i < army->posts->len; i++)
    g_hash_table_add (leaders, &((BnArmyPost *) g_ptr_array_index (army->posts, i))->leader_id);
}

/**
 * bn_battle_record_check_sides:
 * @opponent: (nullable): the opponent's roster, if it is of the campaign
 * @leaders: (nullable): the campaign's leaders (BnLeader), to name the one
 *   refused; without them he is named by his number
 *
 * A leader stands on one side of a battle: the one whose army he leads or
 * holds a post in. Two armies that share a leader cannot meet.
 *
 * Returns: %FALSE with a %BN_BATTLE_RECORD_ERROR_INVALID naming the leader
 *   found on both sides
 */
gboolean
bn_battle_record_check_sides (const BnArmy     *army,
                              const BnArmy     *opponent,
                              const GPtrArray  *leaders,
                              GError          **error)
{
  g_autoptr(GHashTable) player = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr(GHashTable) other = g_hash_table_new (g_int64_hash, g_int64_equal);
  GHashTableIter iter;
  gpointer key;

  g_return_val_if_fail (army != NULL, FALSE);

  if (opponent == NULL)
    return TRUE;
  add_army_leaders (player, army);
  add_army_leaders (other, opponent);
  g_hash_table_iter_init (&iter, player);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (g_hash_table_contains (other, key))
      {
        gint64 id = *(gint64 *) key;
        g_autofree char *name = NULL;

        for (guint i = 0; leaders != NULL && i < leaders->len && name == NULL; i++)
          if (((BnLeader *) g_ptr_array_index (leaders, i))->id == id)
            name = g_strdup (((BnLeader *) g_ptr_array_index (leaders, i))->name);
        if (name == NULL)
          name = g_strdup_printf ("leader %" G_GINT64_FORMAT, id);
        g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                     _("%s is in both armies, “%s” and “%s”: a leader fights on one side only; "
                       "choose an opponent he has no post in"),
                     name, army->name, opponent->name);
        return FALSE;
      }
  return TRUE;
}

/* Replaces *@field by its cleaned form (bn_normalize_name()); an empty or
 * missing one stays as it is, for bn_battle_record_check() to judge. */
static gboolean
clean_field (char        **field,
             const char   *what,
             GError      **error)
{
  char *clean;

  if (*field == NULL || **field == '\0')
    return TRUE;
  clean = bn_normalize_name (*field, what, error);
  if (clean == NULL)
    return FALSE;
  g_free (*field);
  *field = clean;
  return TRUE;
}

/**
 * bn_battle_record_clean_names:
 *
 * Cleans the battle's name, place, date and opponent as every name
 * Banneret stores is cleaned: white space at either end removed, at most
 * %BN_CAMPAIGN_NAME_MAX characters, no tab, line break or other control
 * character. Called before a record is saved.
 *
 * Returns: %TRUE; or %FALSE with @error naming the field refused
 */
gboolean
bn_battle_record_clean_names (BnBattleRecord  *record,
                              GError         **error)
{
  g_return_val_if_fail (record != NULL, FALSE);

  return clean_field (&record->name, "battle's name", error) &&
         clean_field (&record->place, "battle's place", error) &&
         clean_field (&record->date, "battle's date", error) &&
         clean_field (&record->opponent, "opponent's name", error);
}

/**
 * bn_battle_record_check:
 * @context: the campaign as it stands: its leaders and the two rosters
 *
 * Returns: %TRUE if @record can be true of the campaign; otherwise %FALSE
 *   with a %BN_BATTLE_RECORD_ERROR_INVALID saying the first thing that is wrong.
 */
gboolean
bn_battle_record_check (const BnBattleRecord  *record,
                        const BnBattleContext *context,
                        GError               **error)
{
  g_return_val_if_fail (record != NULL && context != NULL, FALSE);
  g_return_val_if_fail (context->career_rules != NULL && context->leader_rules != NULL, FALSE);

  if (record->name == NULL || *record->name == '\0')
    return refuse (error, _("a battle needs a name"));
  if (context->army == NULL)
    return refuse (error, _("a battle needs the player's army"));
  if (record->opponent_army_id == 0 && (record->opponent == NULL || *record->opponent == '\0'))
    return refuse (error, _("a battle needs an opponent: an army of the campaign or a name"));
  if (record->opponent_army_id != 0 && record->opponent_army_id == record->army_id)
    return refuse (error, _("an army cannot fight itself"));
  if (!bn_battle_record_check_sides (context->army, context->opponent_army, context->leaders, error))
    return FALSE;
  return check_units (record, context, error) &&
         check_leaders (record, context, error) &&
         check_deeds (record, context, error) &&
         check_deed_limits (record, context, error) &&
         check_checks (record, context, error) &&
         check_promises (record, context, error) &&
         check_special_cards (record, context, error);
}

const char *
bn_side_get_id (BnSide side)
{
  return side == BN_SIDE_OPPONENT ? "opponent" : "player";
}

gboolean
bn_side_from_id (const char *id,
                 BnSide     *out_side)
{
  if (g_strcmp0 (id, "player") == 0)
    *out_side = BN_SIDE_PLAYER;
  else if (g_strcmp0 (id, "opponent") == 0)
    *out_side = BN_SIDE_OPPONENT;
  else
    return FALSE;
  return TRUE;
}

const char *
bn_winner_get_id (BnWinner winner)
{
  static const char * const ids[] = { "player", "opponent", "draw" };

  g_return_val_if_fail ((guint) winner < G_N_ELEMENTS (ids), "draw");
  return ids[winner];
}

gboolean
bn_winner_from_id (const char *id,
                   BnWinner   *out_winner)
{
  for (guint i = 0; i <= BN_WINNER_DRAW; i++)
    if (g_strcmp0 (id, bn_winner_get_id ((BnWinner) i)) == 0)
      {
        *out_winner = (BnWinner) i;
        return TRUE;
      }
  return FALSE;
}
