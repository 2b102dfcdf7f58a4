/* bn-career-state-checks.c — step 1 of the post-battle sequence: each
 * personal combat skill check a leader faced, common retainers warding off
 * the blow, the Special Results card, a lost leader found, capture and
 * ransom, death, and the succession of command (seed: "Risk to a Leader",
 * "Lost Leaders and Heroes").
 */
#include "bn-career-state-private.h"
#include <glib/gi18n-lib.h>
#include <inttypes.h>

/* The next highest social rank of his side still on the field takes
 * command (seed: "Lost Leaders and Heroes"); ties go to the first listed. */
static gint64
succeed (BnCareerState  *state,
         GArray         *participants,
         Participant    *fallen,
         const BnArmy   *army,
         gint64          battle_id,
         guint           event,
         const char     *why)
{
  Participant *next = NULL;

  if (side_commander (army) != fallen->entry->leader_id)
    return 0;
  for (guint i = 0; i < participants->len; i++)
    {
      Participant *p = &g_array_index (participants, Participant, i);

      if (p == fallen || p->off_field || p->entry->side != fallen->entry->side)
        continue;
      if (next == NULL || p->cl->leader->social_rank > next->cl->leader->social_rank)
        next = p;
    }
  if (next != NULL)
    ledger_add (state, next->cl->leader->id, battle_id, event, "command",
                g_strdup_printf (_("takes command of %s after %s %s"), army->name,
                                 fallen->cl->leader->name, why),
                0, NULL, 0, NULL);
  else
    ledger_add (state, fallen->cl->leader->id, battle_id, event, "command",
                g_strdup_printf (_("no leader is left to command %s: it breaks from the field"), army->name),
                0, NULL, 0, NULL);
  return next != NULL ? next->cl->leader->id : 0;
}

/* A fate as the ledger says it, in the language in use. */
static const char *
fate_words (BnFate fate)
{
  switch (fate)
    {
    case BN_FATE_WOUNDED:
      return C_("fate", "wounded");
    case BN_FATE_LOST:
      return C_("fate", "lost");
    case BN_FATE_CAPTURED:
      return C_("fate", "captured");
    case BN_FATE_KILLED:
      return C_("fate", "killed");
    case BN_FATE_UNHARMED:
    default:
      return C_("fate", "unharmed");
    }
}

static BnCareerLeader *
ransom_payer (BnCareerState  *state,
              BnCareerLeader *captive)
{
  BnCareerLeader *liege;

  if (captive->leader->is_player || captive->leader->liege_id == 0)
    return captive;
  liege = bn_career_state_get_leader (state, captive->leader->liege_id);
  return liege != NULL && !is_dead (liege) ? liege : captive;
}

static void
capture (BnCareerState  *state,
         GArray         *participants,
         Participant    *p,
         const BnArmy   *army,
         const BnArmy   *captor_army,
         gint64          battle_id,
         guint           event)
{
  guint ransom = bn_career_rules_ransom (state->career_rules, p->cl->leader->social_rank);
  BnCareerLeader *payer = ransom_payer (state, p->cl);
  gboolean pay = p->entry->ransom != BN_RANSOM_REFUSED && payer->purse >= ransom;

  if (pay)
    {
      BnCareerLeader *captor = captor_army != NULL ? bn_career_state_get_leader (state, captor_army->leader_id) : NULL;

      payer->purse -= ransom;
      ledger_add (state, payer->leader->id, battle_id, event, "purse",
                  g_strdup_printf (_("ransom of %s (rank %u) paid"), p->cl->leader->name, p->cl->leader->social_rank),
                  (gint) ransom, NULL, -(gint) ransom, NULL);
      /* Ransomed after the battle: taken from the field, he makes no more
       * checks in it (seed, "Lost Leaders and Heroes"). */
      p->gone = TRUE;
      ledger_add (state, p->cl->leader->id, battle_id, event, "fate",
                  g_strdup (_("captured and ransomed: he returns after the battle")), 0, NULL, 0, NULL);
      if (captor != NULL)
        {
          captor->purse += ransom;
          ledger_add (state, captor->leader->id, battle_id, event, "purse",
                      g_strdup_printf (_("ransom received for %s"), p->cl->leader->name),
                      (gint) ransom, NULL, (gint) ransom, NULL);
        }
      return;
    }
  set_status (p->cl, "captured");
  p->off_field = p->gone = TRUE;
  ledger_add (state, p->cl->leader->id, battle_id, event, "fate",
              g_strdup_printf (p->entry->ransom == BN_RANSOM_REFUSED
                                 ? _("captured: the ransom of %u is refused; he is held")
                                 : _("captured: the ransom of %u cannot be paid; he is held"), ransom),
              (gint) ransom, NULL, 0, NULL);
  succeed (state, participants, p, army, battle_id, event, _("was taken"));
}

static void
slay (BnCareerState  *state,
      GArray         *participants,
      Participant    *p,
      const BnArmy   *army,
      gint64          battle_id,
      guint           event,
      const char     *how)
{
  BnCareerDeath *death = g_new0 (BnCareerDeath, 1);

  set_status (p->cl, "dead");
  p->cl->wound_battles = 0;
  p->off_field = p->gone = TRUE;
  ledger_add (state, p->cl->leader->id, battle_id, event, "fate", g_strdup (how), 0, NULL, 0, NULL);
  death->battle_id = battle_id;
  death->event = event;
  death->leader_id = p->cl->leader->id;
  death->army_id = army != NULL ? army->id : 0;
  death->successor_id = succeed (state, participants, p, army, battle_id, event, _("fell"));
  g_ptr_array_add (state->deaths, death);
  if (p->cl->leader->is_player)
    {
      g_array_append_val (state->heirs, p->cl->leader->id);
      ledger_add (state, p->cl->leader->id, battle_id, event, "heir",
                  g_strdup (_("his career ends: the campaign needs an heir")), 0, NULL, 0, NULL);
    }
}

/* One personal combat skill check and all that follows from a blow. */
gboolean
run_check (BnCareerState     *state,
           GArray            *participants,
           const BnPcsCheck  *check,
           const BnArmy      *army,
           const BnArmy      *opponent_army,
           gint64             battle_id,
           guint              event,
           GError           **error)
{
  Participant *p = find_participant (participants, check->leader_id);
  const BnArmy *own, *foe;
  gint64 id;
  g_autofree char *key = NULL;
  g_autofree char *rule = NULL;
  gboolean struck;
  guint roll, n;
  BnCard card;
  const BnSpecialResult *result;
  BnFate fate;
  const char *after;

  if (p == NULL)
    {
      g_set_error (error, BN_BATTLE_RECORD_ERROR, BN_BATTLE_RECORD_ERROR_INVALID,
                   _("battle %" PRId64 ": a check for leader %" PRId64 ", who did not take the field"),
                   battle_id, check->leader_id);
      return FALSE;
    }
  own = side_army (army, opponent_army, p->entry->side);
  foe = side_army (army, opponent_army, p->entry->side == BN_SIDE_PLAYER ? BN_SIDE_OPPONENT : BN_SIDE_PLAYER);
  id = p->cl->leader->id;
  n = ++p->checks;
  if (p->gone)
    {
      ledger_add (state, id, battle_id, event, "fate",
                  g_strdup_printf (_("his check number %u of this battle is not made: he is no longer on the field"), n),
                  0, NULL, 0, NULL);
      return TRUE;
    }
  if (check->single_combat)
    {
      /* He lost the single combat and fell: that was his personal combat,
       * so no D20 is thrown and no retainer wards a blow that has landed;
       * his card says how he fell (docs/rules.md, "Falling in single
       * combat"). */
      ledger_add (state, id, battle_id, event, "fate",
                  g_strdup (_("lost a single combat and fell from the field: struck, with no check to make")),
                  0, NULL, 1, NULL);
      goto card;
    }
  key = g_strdup_printf ("pcs:b%" G_GINT64_FORMAT ":l%" G_GINT64_FORMAT ":%u", battle_id, id, n);
  if (check->roll != 0)
    roll = check->roll;
  else if (!draw_keyed (state, key, FALSE, event, &roll, error))
    return FALSE;

  if (check->reroll_retainer != NULL && check->first_roll != 0)
    {
      /* "Re-roll a bad die roll … made by the L&H. The new value replaces
       * the original": the first throw, then the one that counts. */
      const BnCommonRetainer *row = bn_leader_rules_lookup_common_retainer (state->leader_rules,
                                                                            check->reroll_retainer);

      ledger_add (state, id, battle_id, event, "retainer",
                  g_strdup_printf ("%s throws his check again: D20 %u replaces %u",
                                   row != NULL ? row->name : check->reroll_retainer, roll, check->first_roll),
                  (gint) check->first_roll, NULL, (gint) roll, g_strdup_printf ("D20 %u", roll));
      g_ptr_array_add (p->used, check->reroll_retainer);
    }
  if (check->kind == BN_CHECK_MISSILE)
    {
      struck = roll == 20;
      rule = g_strdup_printf (_("missile check: D20 %u, only a 20 strikes"), roll);
    }
  else
    {
      gint pcs = 10 + (gint) p->cl->leader->skills[BN_SKILL_PERSONAL_COMBAT];
      /* A wound he carries lowers his skill (docs/rules.md, "Wounds"): as
       * the battle made the check, else as his career stands now. */
      gint wound = check->wound >= 0 ? check->wound
                   : p->cl->wound_battles > 0 ? (gint) bn_career_rules_get_wound_penalty (state->career_rules) : 0;
      gint target = pcs - wound - (check->lost_melee ? 5 : 0) - (gint) check->strike_difference;
      g_autofree char *strikes = check->strike_difference > 0
                                   ? g_strdup_printf (_(" − %u (strikes)"), check->strike_difference)
                                   : g_strdup ("");
      g_autofree char *wounded = wound > 0 ? g_strdup_printf (_(" − %d (wounded)"), wound) : g_strdup ("");

      /* A 1 always passes and a 20 always fails, whatever the modifiers. */
      struck = roll == 20 || (roll != 1 && (gint) roll > target);
      rule = g_strdup_printf (_("melee check: D20 %u against PCS %d%s%s%s = %d%s"), roll, pcs, wounded,
                              check->lost_melee ? _(" − 5 (unit lost the melee)") : "",
                              strikes, target,
                              roll == 1 ? _(" (a 1 always passes)") : roll == 20 ? _(" (a 20 always fails)") : "");
    }
  ledger_add (state, id, battle_id, event, "fate",
              g_strdup_printf (_("%s: %s"), rule, struck ? _("struck") : _("unharmed")),
              (gint) roll, NULL, struck ? 1 : 0, g_strdup_printf ("D20 %u", roll));
  if (!struck)
    return TRUE;

  if (check->retainer != NULL && !retainer_used (p, check->retainer))
    {
      const BnCommonRetainer *row = bn_leader_rules_lookup_common_retainer (state->leader_rules, check->retainer);
      g_autofree char *ward_key = g_strdup_printf ("ward:b%" G_GINT64_FORMAT ":l%" G_GINT64_FORMAT ":%u",
                                                   battle_id, id, n);
      guint ward;
      gboolean saved;

      /* Thrown on the field when the battle made the check. */
      if (check->ward_roll != 0)
        ward = check->ward_roll;
      else if (!draw_keyed (state, ward_key, FALSE, event, &ward, error))
        return FALSE;
      saved = bn_common_retainer_succeeds (row, ward);
      g_ptr_array_add (p->used, check->retainer);
      ledger_add (state, id, battle_id, event, "retainer",
                  g_strdup_printf (_("%s wards off the blow: D%u %u, needs %u–%u: %s"), row->name, row->die,
                                   ward, row->min_roll, row->max_roll, saved ? _("saved") : _("fails")),
                  (gint) ward, NULL, saved ? 1 : 0, g_strdup_printf ("D20 %u", ward));
      if (saved)
        return TRUE;
    }

card:
  g_free (key);
  key = g_strdup_printf ("special:b%" G_GINT64_FORMAT ":l%" G_GINT64_FORMAT ":%u", battle_id, id, n);
  /* Drawn on the field when the battle made the check. */
  if (bn_card_is_valid (check->card))
    roll = check->card;
  else if (!draw_keyed (state, key, TRUE, event, &roll, error))
    return FALSE;
  card = (BnCard) roll;
  result = bn_career_rules_special_result (state->career_rules, card);
  fate = result->fate;
  g_free (rule);
  rule = fate == BN_FATE_WOUNDED
           ? g_strdup_printf (ngettext (" for %u battle", " for %u battles", result->battles), result->battles)
           : g_strdup ("");
  after = check->single_combat && fate == BN_FATE_UNHARMED
            ? _(" (he fell in single combat; beaten, he left the field with no lasting hurt)")
            : rule;
  /* The card's worth, its red bonus said as such (Special Results). */
  ledger_add (state, id, battle_id, event, "fate",
              bn_card_is_red (card) && bn_career_rules_special_value (state->career_rules, card) != bn_card_get_value (card)
              ? g_strdup_printf (_("Special Results card worth %u, %+d for a red card: %u, %s%s"), bn_card_get_value (card),
                                 (int) bn_career_rules_special_value (state->career_rules, card) - (int) bn_card_get_value (card),
                                 bn_career_rules_special_value (state->career_rules, card), fate_words (fate), after)
              : g_strdup_printf (_("Special Results card worth %u: %s%s"), bn_card_get_value (card), fate_words (fate),
                                 after),
              (gint) bn_career_rules_special_value (state->career_rules, card), NULL, (gint) result->battles,
              bn_card_to_string (card));

  switch (fate)
    {
    case BN_FATE_UNHARMED:
      break;
    case BN_FATE_WOUNDED:
      p->cl->wound_battles = MAX (p->cl->wound_battles, result->battles);
      set_status (p->cl, "wounded");
      break;
    case BN_FATE_LOST:
      {
        g_autofree char *found_key = g_strdup_printf ("found:b%" G_GINT64_FORMAT ":l%" G_GINT64_FORMAT ":%u",
                                                      battle_id, id, n);
        guint value;
        BnFate found;

        if (bn_card_is_valid (check->found_card))
          value = check->found_card;
        else if (!draw_keyed (state, found_key, TRUE, event, &value, error))
          return FALSE;
        found = bn_career_rules_lost_found (state->career_rules, (BnCard) value);
        ledger_add (state, id, battle_id, event, "fate",
                    g_strdup_printf (_("lost: the other side draws %u: %s"), bn_card_get_value ((BnCard) value),
                                     found == BN_FATE_CAPTURED ? _("found and captured")
                                     : found == BN_FATE_KILLED ? _("found, not recognized, and slain")
                                     : _("not found; he returns after a turn")),
                    (gint) bn_card_get_value ((BnCard) value), NULL, 0, bn_card_to_string ((BnCard) value));
        if (found == BN_FATE_CAPTURED)
          capture (state, participants, p, own, foe, battle_id, event);
        else if (found == BN_FATE_KILLED)
          slay (state, participants, p, own, battle_id, event, _("slain on the spot, unrecognized"));
      }
      break;
    case BN_FATE_CAPTURED:
      capture (state, participants, p, own, foe, battle_id, event);
      break;
    case BN_FATE_KILLED:
      slay (state, participants, p, own, battle_id, event, _("killed in battle"));
      break;
    }
  return TRUE;
}
