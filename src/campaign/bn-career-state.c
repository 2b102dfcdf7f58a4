/* bn-career-state.c — the post-battle sequence and the advance, replayed.
 *
 * One battle runs in this order, each step writing ledger entries:
 *   -. before it: each player-leader of rank 4 or more who takes the field
 *      has his special retainers for it (his generation set before his
 *      first battle, else one card each: typed in the record, or keyed
 *      "retinue:l7:n2:1" for his second battle's first card);
 *   0. the army points the roster left unspent go to its leader's purse;
 *   1. personal combat skill checks, common retainers warding off blows,
 *      the Special Results table, lost leaders found, ransoms, deaths and
 *      succession (the checks were made during the battle, and "survived"
 *      depends on them);
 *   2. honor: each deed's base by motivation × attached × herald × esteem,
 *      the automatic deeds, the minimum-command penalty, a skill point per
 *      100 accumulated, esteem rises with their skill point and rank-climb
 *      draw;
 *   3. retainers: a Healer's removal of a wound, used common retainers
 *      return, special ones leave;
 *   4. the purse: ransoms received for captives;
 *   5. promises to mercenaries become contracts owed.
 * After the last event, bn_career_state_prepare_next_battle() draws each
 * eligible leader's set for his next battle, under the keys that battle
 * will read, so the set can be shown before it is fought.
 * Numbers come from BnCareerRules and BnLeaderRules, never from here.
 * One battle's order is bn-career-state-battle.c; step 1 is
 * bn-career-state-checks.c, step 2 bn-career-state-honor.c, the special
 * retainers bn-career-state-specials.c. This file holds the state, its
 * ledger and draws, the helpers the steps share, and the advance.
 */
#include "bn-battle.h"
#include "bn-card.h"
#include "bn-career-state-private.h"

#include <glib/gi18n-lib.h>
#include <inttypes.h>
#include <string.h>

/* ---- small types ---- */

BnCareerLeader *
bn_career_leader_new (BnLeader *leader)
{
  BnCareerLeader *cl = g_new0 (BnCareerLeader, 1);

  cl->leader = leader;
  cl->special_retainers = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_retainer_free);
  return cl;
}

void
bn_career_leader_free (BnCareerLeader *leader)
{
  if (leader == NULL)
    return;
  bn_leader_free (leader->leader);
  g_clear_pointer (&leader->special_retainers, g_ptr_array_unref);
  g_free (leader);
}

void
bn_ledger_entry_free (BnLedgerEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->kind);
  g_free (entry->rule);
  g_free (entry->multipliers);
  g_free (entry->card);
  g_free (entry);
}

/* Returns: (transfer full): "rule, base × multipliers = result [card]". */
char *
bn_ledger_entry_to_string (const BnLedgerEntry *entry)
{
  GString *out = g_string_new (NULL);

  if (g_strcmp0 (entry->kind, "honor") == 0)
    {
      /* An honor line shows its arithmetic: base × multipliers = result. */
      g_string_append_printf (out, "%s: %d", entry->rule, entry->base);
      if (entry->multipliers != NULL && *entry->multipliers != '\0')
        g_string_append_printf (out, " %s", entry->multipliers);
      g_string_append_printf (out, " = %+d honor", entry->result);
    }
  else if (g_strcmp0 (entry->kind, "purse") == 0)
    g_string_append_printf (out, _("%s: %+d to his purse"), entry->rule, entry->result);
  else if (g_strcmp0 (entry->kind, "debt") == 0)
    {
      /* A debt is not a payment: the purse moves only when it is paid. */
      if (entry->result > 0)
        g_string_append_printf (out, _("%s: %d owed, not yet paid from his purse"), entry->rule, entry->result);
      else
        g_string_append (out, entry->rule);
    }
  else if (g_strcmp0 (entry->kind, "skill") == 0)
    g_string_append_printf (out, ngettext ("%s: %+d skill point to assign", "%s: %+d skill points to assign",
                                           (gulong) ABS (entry->result)),
                            entry->rule, entry->result);
  else
    g_string_append_printf (out, "%s (%s)", entry->rule, entry->kind);
  if (entry->card != NULL)
    g_string_append_printf (out, " [%s]", entry->card);
  return g_string_free (out, FALSE);
}

/**
 * bn_ledger_entry_to_words:
 *
 * The line as a reader of the app wants it, beside the terse one of the
 * command line (bn_ledger_entry_to_string()): no kind in brackets, a card
 * named in words ("the Ace of Clubs") rather than by its code, a D20 not
 * repeated when the line already gives it, and an honor line that brings
 * nothing said to bring nothing, with its arithmetic after it.
 *
 * Returns: (transfer full): the line
 */
char *
bn_ledger_entry_to_words (const BnLedgerEntry *entry)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (entry != NULL, NULL);

  if (g_strcmp0 (entry->kind, "honor") == 0 && entry->result == 0)
    {
      g_autofree char *sum = g_strdup_printf ("%d%s%s", entry->base,
                                              entry->multipliers != NULL && *entry->multipliers != '\0' ? " " : "",
                                              entry->multipliers != NULL ? entry->multipliers : "");

      /* TRANSLATORS: a deed, then its honor arithmetic ("0 × 6 Extraordinary esteem") */
      g_string_append_printf (out, _("%s: no honor for it (%s)"), entry->rule, sum);
    }
  else if (g_strcmp0 (entry->kind, "honor") == 0 || g_strcmp0 (entry->kind, "purse") == 0
           || g_strcmp0 (entry->kind, "debt") == 0 || g_strcmp0 (entry->kind, "skill") == 0)
    {
      BnLedgerEntry plain = *entry;
      g_autofree char *line = NULL;

      plain.card = NULL;
      line = bn_ledger_entry_to_string (&plain);
      g_string_append (out, line);
    }
  else
    g_string_append (out, entry->rule);
  if (entry->card != NULL && !g_str_has_prefix (entry->card, "D20"))
    {
      BnCard card;

      if (bn_card_parse (entry->card, &card, NULL))
        {
          g_autofree char *name = bn_card_to_display (card);

          /* TRANSLATORS: after a ledger line: the card drawn for it */
          g_string_append_printf (out, _(" (the card: %s)"), name);
        }
    }
  else if (entry->card != NULL && strstr (entry->rule, entry->card) == NULL)
    g_string_append_printf (out, " (%s)", entry->card);
  return g_string_free (out, FALSE);
}

void
bn_mercenary_contract_free (BnMercenaryContract *contract)
{
  if (contract == NULL)
    return;
  g_free (contract->unit_name);
  g_free (contract);
}

const char *
bn_contract_status_get_id (BnContractStatus status)
{
  static const char * const ids[] = { "owed", "paid", "lapsed" };

  g_return_val_if_fail ((guint) status < G_N_ELEMENTS (ids), "owed");
  return ids[status];
}

static void
draw_free (BnCareerDraw *draw)
{
  g_free (draw->key);
  g_free (draw);
}

/* ---- the state ---- */

/* Returns: (transfer full): an empty state reading the given tables. */
BnCareerState *
bn_career_state_new (BnCareerRules *career_rules,
                     BnLeaderRules *leader_rules,
                     BnUnitRules   *unit_rules)
{
  BnCareerState *state;

  g_return_val_if_fail (career_rules != NULL && leader_rules != NULL && unit_rules != NULL, NULL);

  state = g_new0 (BnCareerState, 1);
  state->career_rules = bn_career_rules_ref (career_rules);
  state->leader_rules = bn_leader_rules_ref (leader_rules);
  state->unit_rules = bn_unit_rules_ref (unit_rules);
  state->leaders = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_career_leader_free);
  state->by_id = g_hash_table_new (g_int64_hash, g_int64_equal);
  state->ledger = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_ledger_entry_free);
  state->contracts = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_mercenary_contract_free);
  state->heirs = g_array_new (FALSE, FALSE, sizeof (gint64));
  state->draws = g_ptr_array_new_with_free_func ((GDestroyNotify) draw_free);
  state->draws_by_key = g_hash_table_new (g_str_hash, g_str_equal);
  state->deaths = g_ptr_array_new_with_free_func (g_free);
  return state;
}

void
bn_career_state_free (BnCareerState *state)
{
  if (state == NULL)
    return;
  g_hash_table_unref (state->by_id);
  g_hash_table_unref (state->draws_by_key);
  g_ptr_array_unref (state->leaders);
  g_ptr_array_unref (state->ledger);
  g_ptr_array_unref (state->contracts);
  g_array_unref (state->heirs);
  g_ptr_array_unref (state->draws);
  g_ptr_array_unref (state->deaths);
  bn_career_rules_unref (state->career_rules);
  bn_leader_rules_unref (state->leader_rules);
  bn_unit_rules_unref (state->unit_rules);
  g_free (state);
}

/* @leader: (transfer full): a leader at his baseline. */
void
bn_career_state_add_leader (BnCareerState  *state,
                            BnCareerLeader *leader)
{
  g_return_if_fail (state != NULL && leader != NULL && leader->leader != NULL);

  g_ptr_array_add (state->leaders, leader);
  g_hash_table_insert (state->by_id, &leader->leader->id, leader);
}

/* @contract: (transfer full): one the campaign already holds, in the order
 * it was made. */
void
bn_career_state_add_contract (BnCareerState       *state,
                              BnMercenaryContract *contract)
{
  g_return_if_fail (state != NULL && contract != NULL);

  g_ptr_array_add (state->contracts, contract);
}

/* @leader_id: a dead player-leader whose campaign already needs an heir. */
void
bn_career_state_add_heir (BnCareerState *state,
                          gint64         leader_id)
{
  g_return_if_fail (state != NULL);

  g_array_append_val (state->heirs, leader_id);
}

/* Returns: (transfer none) (nullable): the leader with @id. */
BnCareerLeader *
bn_career_state_get_leader (BnCareerState *state,
                            gint64         id)
{
  g_return_val_if_fail (state != NULL, NULL);

  return g_hash_table_lookup (state->by_id, &id);
}

/* Returns: (transfer none) (element-type BnCareerLeader): in the order added. */
GPtrArray *
bn_career_state_get_leaders (BnCareerState *state)
{
  return state->leaders;
}

/* Returns: (transfer none) (element-type BnLedgerEntry): in the order made. */
GPtrArray *
bn_career_state_get_ledger (BnCareerState *state)
{
  return state->ledger;
}

/* Returns: (transfer none) (element-type BnMercenaryContract) */
GPtrArray *
bn_career_state_get_contracts (BnCareerState *state)
{
  return state->contracts;
}

/* Returns: (transfer none) (element-type gint64): player-leaders who died
 *   and whose campaign needs an heir. */
GArray *
bn_career_state_get_heirs (BnCareerState *state)
{
  return state->heirs;
}

/* Returns: (transfer none) (element-type BnCareerDraw): recorded and fresh. */
GPtrArray *
bn_career_state_get_draws (BnCareerState *state)
{
  return state->draws;
}

/* Returns: (transfer none) (element-type BnCareerDeath): leaders killed in
 *   battle, in the order they fell. */
GPtrArray *
bn_career_state_get_deaths (BnCareerState *state)
{
  return state->deaths;
}

/* Records a draw made earlier: its key will give the same value. */
void
bn_career_state_add_draw (BnCareerState  *state,
                          const char     *key,
                          gboolean        is_card,
                          guint           value,
                          BnChanceSource  source,
                          guint           event)
{
  BnCareerDraw *draw = g_new0 (BnCareerDraw, 1);

  draw->key = g_strdup (key);
  draw->is_card = is_card;
  draw->value = value;
  draw->source = source;
  draw->event = event;
  g_ptr_array_add (state->draws, draw);
  g_hash_table_replace (state->draws_by_key, draw->key, draw);
}

/* @chance: (nullable) (transfer none): where keys not yet recorded draw
 *   from; must outlive its use. */
void
bn_career_state_set_chance (BnCareerState *state,
                            BnChance      *chance)
{
  state->chance = chance;
}

/* @chance: (nullable) (transfer none): where special retainer keys not yet
 *   recorded draw from; must outlive its use. */
void
bn_career_state_set_retainer_chance (BnCareerState *state,
                                     BnChance      *chance)
{
  state->retainer_chance = chance;
}

/* The draw the sequence last needed and could not make: what a player at
 * the table is asked for next (bn_career_next_step()). One sequence runs
 * at a time in a thread. */
static GPrivate last_wanted = G_PRIVATE_INIT (g_free);
static GPrivate last_wanted_is_card;

static gboolean
wanted (const char *key,
        gboolean    is_card)
{
  g_private_replace (&last_wanted, g_strdup (key));
  g_private_set (&last_wanted_is_card, GINT_TO_POINTER (is_card));
  return FALSE;
}

/* The lines the last sequence had written for the battle it was running
 * when it stopped for want of a card or die: what the values given so far
 * decided. */
static GPrivate last_decided = G_PRIVATE_INIT ((GDestroyNotify) g_ptr_array_unref);

static BnLedgerEntry *
ledger_entry_copy (const BnLedgerEntry *entry)
{
  BnLedgerEntry *copy = g_memdup2 (entry, sizeof *entry);

  copy->kind = g_strdup (entry->kind);
  copy->rule = g_strdup (entry->rule);
  copy->multipliers = g_strdup (entry->multipliers);
  copy->card = g_strdup (entry->card);
  return copy;
}

static void
keep_decided (const BnCareerState *state,
              guint                event)
{
  GPtrArray *decided = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_ledger_entry_free);

  for (guint i = 0; i < state->ledger->len; i++)
    {
      const BnLedgerEntry *entry = g_ptr_array_index (state->ledger, i);

      if (entry->event == event)
        g_ptr_array_add (decided, ledger_entry_copy (entry));
    }
  g_private_replace (&last_decided, decided);
}

/**
 * bn_career_state_take_decided:
 *
 * Returns: (transfer full) (nullable): the ledger lines (BnLedgerEntry) the
 *   last sequence in this thread had written for its event when it stopped
 *   for want of a card or die, and forgets them
 */
GPtrArray *
bn_career_state_take_decided (void)
{
  GPtrArray *decided = g_private_get (&last_decided);

  g_private_set (&last_decided, NULL);
  return decided;
}

/**
 * bn_career_state_take_wanted:
 * @out_is_card: (out): whether a card (else a D20) was wanted
 *
 * Returns: (transfer full) (nullable): the key of the draw the last
 *   sequence in this thread stopped at for want of a card or die, and
 *   forgets it
 */
char *
bn_career_state_take_wanted (gboolean *out_is_card)
{
  char *key = g_strdup (g_private_get (&last_wanted));

  *out_is_card = GPOINTER_TO_INT (g_private_get (&last_wanted_is_card));
  g_private_replace (&last_wanted, NULL);
  return key;
}

/* Gives the value recorded for @key, or draws it (a card is discarded at
 * once, as a player puts a drawn card on the discard pile, so a long
 * campaign never empties the deck). */
gboolean
draw_keyed_from (BnCareerState  *state,
                 BnChance       *chance,
                 const char     *key,
                 gboolean        is_card,
                 guint           event,
                 guint          *out_value,
                 GError        **error)
{
  BnCareerDraw *draw = g_hash_table_lookup (state->draws_by_key, key);
  BnChanceSource source;

  if (draw != NULL && draw->is_card == is_card)
    {
      *out_value = draw->value;
      return TRUE;
    }
  if (chance == NULL)
    {
      g_set_error (error, BN_CHANCE_ERROR, BN_CHANCE_ERROR_EXHAUSTED,
                   _("no card or die is left for %s"), key);
      return FALSE;
    }
  if (is_card)
    {
      BnCard card;

      if (!bn_chance_draw_card (chance, &card, &source, error))
        {
          keep_decided (state, event);
          return wanted (key, is_card);
        }
      bn_chance_discard (chance, card);
      *out_value = card;
    }
  else if (!bn_chance_roll (chance, 20, out_value, &source, error))
    {
      keep_decided (state, event);
      return wanted (key, is_card);
    }
  bn_career_state_add_draw (state, key, is_card, *out_value, source, event);
  ((BnCareerDraw *) g_hash_table_lookup (state->draws_by_key, key))->fresh = TRUE;
  return TRUE;
}

gboolean
draw_keyed (BnCareerState  *state,
            const char     *key,
            gboolean        is_card,
            guint           event,
            guint          *out_value,
            GError        **error)
{
  return draw_keyed_from (state, state->chance, key, is_card, event, out_value, error);
}

BnLedgerEntry *
ledger_add (BnCareerState *state,
            gint64         leader_id,
            gint64         battle_id,
            guint          event,
            const char    *kind,
            char          *rule,
            gint           base,
            char          *multipliers,
            gint           result,
            char          *card)
{
  BnLedgerEntry *entry = g_new0 (BnLedgerEntry, 1);

  entry->leader_id = leader_id;
  entry->battle_id = battle_id;
  entry->event = event;
  entry->kind = g_strdup (kind);
  entry->rule = rule;
  entry->base = base;
  entry->multipliers = multipliers != NULL ? multipliers : g_strdup ("");
  entry->result = result;
  entry->card = card;
  g_ptr_array_add (state->ledger, entry);
  return entry;
}

gboolean
is_dead (const BnCareerLeader *cl)
{
  return g_strcmp0 (cl->leader->status, "dead") == 0;
}

void
set_status (BnCareerLeader *cl,
            const char     *status)
{
  g_free (cl->leader->status);
  cl->leader->status = g_strdup (status);
}

/* Adds @delta honor (never below 0) and the skill points it brings. */
void
add_honor (BnCareerState  *state,
           BnCareerLeader *cl,
           gint64          battle_id,
           guint           event,
           gint            delta)
{
  guint per = bn_career_rules_get_skill_point_honor (state->career_rules);
  gint64 honor = (gint64) cl->leader->honor + delta;

  if (honor < 0)
    {
      /* The ledger must still add up to his honor, so the floor is a line. */
      ledger_add (state, cl->leader->id, battle_id, event, "honor",
                  g_strdup (_("honor cannot fall below 0")), (gint) -honor, NULL, (gint) -honor, NULL);
      honor = 0;
    }
  cl->leader->honor = (guint) honor;
  if (delta > 0)
    {
      guint before = cl->honor_gained / per;
      guint after;

      cl->honor_gained += (guint) delta;
      after = cl->honor_gained / per;
      for (guint p = before + 1; p <= after; p++)
        {
          cl->skill_points_earned++;
          ledger_add (state, cl->leader->id, battle_id, event, "skill",
                      g_strdup_printf (_("%u honor accumulated: a skill point to assign"), p * per),
                      1, NULL, 1, NULL);
        }
    }
}

/* Raises his esteem to the band his honor has reached, one level at a
 * time: each level brings a skill point and a rank-climb draw. Esteem never
 * falls. */
gboolean
raise_esteem (BnCareerState   *state,
              BnCareerLeader  *cl,
              gint64           battle_id,
              guint            event,
              GError         **error)
{
  const BnEsteemLevel *band = bn_leader_rules_esteem_for_honor (state->leader_rules, cl->leader->honor);

  while (band != NULL && cl->leader->esteem_level < band->level)
    {
      guint from = cl->leader->esteem_level;
      const BnEsteemLevel *to = bn_leader_rules_get_esteem (state->leader_rules, from + 1);
      g_autofree char *key = g_strdup_printf ("climb:l%" G_GINT64_FORMAT ":e%u", cl->leader->id, from + 1);
      guint rank = cl->leader->social_rank;
      const BnSocialRank *before = bn_leader_rules_get_rank (state->leader_rules, rank);
      guint value;
      BnCard card;
      gboolean climbs;

      if (!draw_keyed (state, key, TRUE, event, &value, error))
        return FALSE;
      card = (BnCard) value;
      cl->leader->esteem_level = from + 1;
      ledger_add (state, cl->leader->id, battle_id, event, "esteem",
                  g_strdup_printf (_("honor %u reaches the %s band"), cl->leader->honor, to->name),
                  (gint) from, NULL, (gint) from + 1, NULL);
      cl->skill_points_earned++;
      ledger_add (state, cl->leader->id, battle_id, event, "skill",
                  g_strdup_printf (_("esteem rose to %s: a skill point to assign"), to->name), 1, NULL, 1, NULL);
      climbs = bn_leader_rules_rank_climbs (state->leader_rules, rank, card);
      if (climbs)
        cl->leader->social_rank = rank + 1;
      ledger_add (state, cl->leader->id, battle_id, event, "rank",
                  climbs ? g_strdup_printf (_("rank-climb draw of %u at rank %u (%s): rises to %s"),
                                            bn_card_get_value (card), rank, before->title,
                                            bn_leader_rules_get_rank (state->leader_rules, rank + 1)->title)
                         : g_strdup_printf (_("rank-climb draw of %u at rank %u (%s): stays"),
                                            bn_card_get_value (card), rank, before->title),
                  (gint) rank, NULL, (gint) cl->leader->social_rank, bn_card_to_string (card));
      cl->leader->household = cl->leader->social_rank + cl->leader->esteem_level;
    }
  return TRUE;
}

/**
 * bn_career_state_advance:
 * @campaign_id: the campaign whose leaders advance
 *
 * Between battles: each living player-leader who joined the campaign before
 * @event gains honor equal to his household (and may rise in esteem), every
 * wound heals by one battle, and
 * each debt owed is paid from the debtor's purse if it holds enough, oldest
 * first; a debt left unpaid takes the consequence of the data's table.
 */
gboolean
bn_career_state_advance (BnCareerState  *state,
                         guint           event,
                         gint64          campaign_id,
                         GError        **error)
{
  g_return_val_if_fail (state != NULL, FALSE);

  for (guint i = 0; i < state->leaders->len; i++)
    {
      BnCareerLeader *cl = g_ptr_array_index (state->leaders, i);

      if (cl->leader->campaign_id != campaign_id || is_dead (cl) || event <= cl->joined_after)
        continue;
      if (cl->leader->is_player)
        {
          ledger_add (state, cl->leader->id, 0, event, "honor",
                      g_strdup (_("deeds between battles: honor equal to his household")),
                      (gint) cl->leader->household, NULL, (gint) cl->leader->household, NULL);
          add_honor (state, cl, 0, event, (gint) cl->leader->household);
          if (!raise_esteem (state, cl, 0, event, error))
            return FALSE;
        }
      if (cl->wound_battles > 0)
        {
          cl->wound_battles--;
          ledger_add (state, cl->leader->id, 0, event, "fate",
                      cl->wound_battles == 0 ? g_strdup (_("his wound has healed"))
                                             : g_strdup_printf (ngettext ("his wound heals: %u battle left",
                                                                          "his wound heals: %u battles left",
                                                                          cl->wound_battles),
                                                                cl->wound_battles),
                      (gint) cl->wound_battles + 1, NULL, (gint) cl->wound_battles, NULL);
          if (cl->wound_battles == 0 && g_strcmp0 (cl->leader->status, "wounded") == 0)
            set_status (cl, "active");
        }
    }

  for (guint i = 0; i < state->contracts->len; i++)
    {
      BnMercenaryContract *contract = g_ptr_array_index (state->contracts, i);
      BnCareerLeader *debtor = bn_career_state_get_leader (state, contract->leader_id);

      if (contract->status != BN_CONTRACT_OWED || debtor == NULL ||
          debtor->leader->campaign_id != campaign_id)
        continue;
      if (debtor->purse >= contract->amount)
        {
          debtor->purse -= contract->amount;
          contract->status = BN_CONTRACT_PAID;
          contract->consequence = BN_DEBT_LOYAL;
          ledger_add (state, debtor->leader->id, 0, event, "purse",
                      g_strdup_printf (_("paid the %u promised to unit %u (%s)"), contract->amount,
                                       contract->unit, contract->unit_name),
                      (gint) contract->amount, NULL, -(gint) contract->amount, NULL);
          continue;
        }
      contract->advances_unpaid++;
      contract->consequence = bn_career_rules_unpaid_consequence (state->career_rules, contract->advances_unpaid);
      if (contract->consequence == BN_DEBT_DESERTED)
        {
          contract->status = BN_CONTRACT_LAPSED;
          contract->deserted_event = event;
        }
      ledger_add (state, debtor->leader->id, 0, event, "debt",
                  g_strdup_printf (_("cannot pay the %u promised to unit %u (%s)%s"), contract->amount,
                                   contract->unit, contract->unit_name,
                                   contract->consequence == BN_DEBT_DESERTED ? _(": the unit deserts")
                                   : contract->consequence == BN_DEBT_BRIBABLE ? _(": it will take the next bribe offered")
                                   : ""),
                  (gint) contract->amount, NULL, (gint) contract->amount, NULL);
    }
  return TRUE;
}

