/* test-army-xml.c — exporting and importing an army roster.
 *
 * The army is mustered from typed cards and its units are taken from the
 * catalogue, so the roster is one the rules really make; a written
 * document must read back into an equal roster and follow data/army.rng.
 * The opponent's copy must not give away what is secret from him. The
 * fixtures under army-xml/ are the owner's copy of that roster
 * (data/examples/army.xml) with one fault each: every one must be refused
 * whole, with an error in the documented domain that names the file and
 * the faulty line.
 */
#include <string.h>

#include "bn-army-report.h"
#include "bn-army-xml.h"
#include "bn-resources.h"
#include "bn-xml.h"

#define ARMY_SCHEMA BN_RESOURCE_DATA "army.rng"

typedef struct
{
  BnUnitRules   *unit_rules;
  BnLeaderRules *leader_rules;
} Rules;

static void
rules_load (Rules *rules)
{
  g_autoptr(GError) error = NULL;

  rules->unit_rules = bn_unit_rules_load_default (&error);
  g_assert_no_error (error);
  g_assert_nonnull (rules->unit_rules);
  rules->leader_rules = bn_leader_rules_load_default (&error);
  g_assert_no_error (error);
  g_assert_nonnull (rules->leader_rules);
}

static void
rules_clear (Rules *rules)
{
  g_clear_pointer (&rules->unit_rules, bn_unit_rules_unref);
  g_clear_pointer (&rules->leader_rules, bn_leader_rules_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Rules, rules_clear)

static BnUnit *
catalogue_unit (BnUnitRules *rules,
                const char  *type_id,
                BnColour     colour)
{
  g_autoptr(GError) error = NULL;
  BnUnit *unit = bn_unit_rules_new_unit (rules, type_id, &error);

  g_assert_no_error (error);
  g_assert_nonnull (unit);
  unit->colour = colour;
  return unit;
}

static guint
minimum_promise (BnUnitRules  *rules,
                 const BnUnit *unit)
{
  g_autoptr(BnCostBreakdown) breakdown = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (bn_unit_rules_price (rules, unit, &breakdown, &error), >, 0);
  g_assert_no_error (error);
  return bn_cost_breakdown_get_minimum_promise (breakdown);
}

static BnLeader *
make_leader (gint64      id,
             const char *name,
             guint       rank,
             gboolean    is_player,
             gboolean    is_hero)
{
  BnLeader *leader = bn_leader_new ();

  leader->id = id;
  leader->name = g_strdup (name);
  leader->social_rank = rank;
  leader->is_player = is_player;
  leader->is_hero = is_hero;
  return leader;
}

/* Baron Hugh (id 1) and his domain: Wat Tyler, a hero (id 2), and Sir
 * Ralph, a vassal (id 3). */
static BnLeader *
baron_and_domain (GPtrArray **out_domain)
{
  GPtrArray *domain = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);

  g_ptr_array_add (domain, make_leader (2, "Wat Tyler", 1, FALSE, TRUE));
  g_ptr_array_add (domain, make_leader (3, "Sir Ralph de Bévière", 2, FALSE, FALSE));
  *out_domain = domain;
  return make_leader (1, "Baron Hugh", 3, TRUE, FALSE);
}

/* Household 7 and the typed cards QH (a red face: × 6, so 42 basic
 * points), RJ (a joker: bonus 0, another card is drawn) and KH (bonus 13):
 * 55 army points. The units, from the catalogue except the last, made by
 * hand: mounted knights (named, with markup), longbowmen, Genoese
 * crossbowmen (mercenaries, promised 2 more than the minimum), kerns
 * (light, class B by their type), a peasant levy, and halberdiers made by
 * hand with neither type nor name. The baron commands, Wat Tyler is with
 * the knights, Sir Ralph is a captain. */
static BnArmy *
mixed_army (BnUnitRules   *unit_rules,
            BnLeaderRules *leader_rules)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  BnArmy *army = bn_army_new (1, "The Host of Hugh");
  BnUnit *knights = catalogue_unit (unit_rules, "mounted-knights", BN_COLOUR_RED);
  BnUnit *genoese = catalogue_unit (unit_rules, "genoese-crossbowmen", BN_COLOUR_GREEN);
  BnUnit *halberdiers = bn_unit_new ();
  const char * const halberd[] = { "halberd", NULL };
  BnMuster *muster;

  bn_chance_push_cards_text (chance, "QH,RJ,KH", &error);
  g_assert_no_error (error);
  muster = bn_muster_draw (leader_rules, chance, 7, &error);
  g_assert_no_error (error);
  g_assert_nonnull (muster);
  g_assert_cmpuint (muster->army_points, ==, 55);
  bn_army_set_muster (army, muster);
  /* What the store gave it stays behind. */
  army->id = 12;
  army->deal = 4;
  army->deal_seed = 99;

  g_free (knights->name);
  knights->name = g_strdup ("Hugh's \"Iron\" Lances & <Friends>");
  g_ptr_array_add (army->units, bn_army_unit_new (knights, 0));
  g_ptr_array_add (army->units,
                   bn_army_unit_new (catalogue_unit (unit_rules, "longbowmen", BN_COLOUR_BLUE), 0));
  g_ptr_array_add (army->units, bn_army_unit_new (genoese, minimum_promise (unit_rules, genoese) + 2));
  g_ptr_array_add (army->units,
                   bn_army_unit_new (catalogue_unit (unit_rules, "kerns", BN_COLOUR_NONE), 0));
  g_ptr_array_add (army->units,
                   bn_army_unit_new (catalogue_unit (unit_rules, "peasant-levy", BN_COLOUR_GREEN), 0));
  halberdiers->armour = BN_ARMOUR_LIGHT;
  bn_unit_set_weapons (halberdiers, halberd);
  halberdiers->morale = BN_MORALE_GOOD;
  halberdiers->figures = 6;
  halberdiers->colour = BN_COLOUR_RED;
  g_ptr_array_add (army->units, bn_army_unit_new (halberdiers, 0));

  g_ptr_array_add (army->posts, bn_army_post_new (1, BN_ARMY_ROLE_COMMANDER, -1));
  g_ptr_array_add (army->posts, bn_army_post_new (2, BN_ARMY_ROLE_HERO, 0));
  g_ptr_array_add (army->posts, bn_army_post_new (3, BN_ARMY_ROLE_CAPTAIN, -1));
  return army;
}

static GBytes *
bytes_from_string (const char *text)
{
  return g_bytes_new (text, strlen (text));
}

static char *
write_army (Rules        *rules,
            const BnArmy *army,
            gboolean      for_opponent)
{
  g_autoptr(GPtrArray) domain = NULL;
  g_autoptr(BnLeader) baron = baron_and_domain (&domain);
  char *document = bn_army_xml_write (army, baron, domain, rules->unit_rules, for_opponent);

  g_assert_nonnull (document);
  return document;
}

static BnArmy *
read_string (Rules       *rules,
             const char  *document,
             const char  *name,
             GError     **error)
{
  g_autoptr(GBytes) bytes = bytes_from_string (document);

  return bn_army_xml_read_bytes (bytes, name, rules->unit_rules, rules->leader_rules, error);
}

static void
assert_draws_equal (const BnMuster *a,
                    const BnMuster *b)
{
  g_assert_cmpuint (a->draws->len, ==, b->draws->len);
  for (guint i = 0; i < a->draws->len; i++)
    {
      const BnDraw *da = g_ptr_array_index (a->draws, i);
      const BnDraw *db = g_ptr_array_index (b->draws, i);

      g_assert_cmpstr (da->step, ==, db->step);
      g_assert_cmpuint (da->card, ==, db->card);
      g_assert_cmpint (da->source, ==, db->source);
      g_assert_cmpint (da->set_aside, ==, db->set_aside);
      g_assert_cmpstr (da->outcome, ==, db->outcome);
    }
}

/* Asserts @read is @army as an import makes it: the same name, muster
 * numbers and cards and units; promises equal if @same_promises; no id,
 * leader, posts or deal. */
static void
assert_imported (const BnArmy *army,
                 const BnArmy *read,
                 gboolean      same_promises)
{
  g_assert_nonnull (read);
  g_assert_cmpstr (read->name, ==, army->name);
  g_assert_cmpint (read->id, ==, 0);
  g_assert_cmpint (read->leader_id, ==, 0);
  g_assert_cmpint (read->deal, ==, -1);
  g_assert_cmpuint (read->deal_seed, ==, 0);
  g_assert_cmpuint (read->posts->len, ==, 0);

  if (army->muster == NULL)
    g_assert_null (read->muster);
  else
    {
      g_assert_nonnull (read->muster);
      g_assert_cmpuint (read->muster->household, ==, army->muster->household);
      g_assert_cmpuint (read->muster->multiplier_card, ==, army->muster->multiplier_card);
      g_assert_cmpuint (read->muster->factor, ==, army->muster->factor);
      g_assert_cmpuint (read->muster->basic_points, ==, army->muster->basic_points);
      g_assert_cmpuint (read->muster->bonus_points, ==, army->muster->bonus_points);
      g_assert_cmpuint (read->muster->army_points, ==, army->muster->army_points);
      assert_draws_equal (army->muster, read->muster);
    }

  g_assert_cmpuint (read->units->len, ==, army->units->len);
  for (guint i = 0; i < army->units->len; i++)
    {
      const BnArmyUnit *a = g_ptr_array_index (army->units, i);
      const BnArmyUnit *b = g_ptr_array_index (read->units, i);

      g_assert_true (bn_unit_equal (a->unit, b->unit));
      if (same_promises)
        g_assert_cmpuint (b->promise, ==, a->promise);
    }
}

static guint
count_occurrences (const char *text,
                   const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

/* Asserts @error is @domain/@code and reads "NAME: line LINE: …" (or
 * "NAME…" when @line is 0), mentioning @fragment. */
static void
assert_refused (const GError *error,
                GQuark        domain,
                int           code,
                const char   *name,
                guint         line,
                const char   *fragment)
{
  g_autofree char *prefix = line > 0 ? g_strdup_printf ("%s: line %u: ", name, line)
                                     : g_strdup_printf ("%s", name);

  g_assert_error (error, domain, code);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("expected a message starting “%s”, got “%s”", prefix, error->message);
  if (strstr (error->message, fragment) == NULL)
    g_error ("expected a message mentioning “%s”, got “%s”", fragment, error->message);
}

/* ---- writing and reading back ---- */

static void
test_round_trip (void)
{
  g_auto(Rules) rules = { NULL, NULL };
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *document = NULL;
  const BnArmyUnit *genoese;

  rules_load (&rules);
  army = mixed_army (rules.unit_rules, rules.leader_rules);
  document = write_army (&rules, army, FALSE);
  read = read_string (&rules, document, "round-trip.xml", &error);
  g_assert_no_error (error);
  assert_imported (army, read, TRUE);

  /* The mercenaries' promise is the one made, not the minimum. */
  genoese = g_ptr_array_index (read->units, 2);
  g_assert_true (genoese->unit->mercenary);
  g_assert_cmpuint (genoese->promise, ==, minimum_promise (rules.unit_rules, genoese->unit) + 2);
  g_assert_cmpstr (((BnArmyUnit *) g_ptr_array_index (read->units, 0))->unit->name, ==,
                   "Hugh's \"Iron\" Lances & <Friends>");
  g_assert_null (((BnArmyUnit *) g_ptr_array_index (read->units, 5))->unit->type_id);
  g_assert_null (((BnArmyUnit *) g_ptr_array_index (read->units, 5))->unit->name);
  g_assert_cmpint (((BnArmyUnit *) g_ptr_array_index (read->units, 3))->unit->battle_class, ==,
                   BN_BATTLE_CLASS_B);
}

/* A King/Leader unit keeps his arm, stand and leadership rating. */
static void
test_round_trip_king (void)
{
  g_auto(Rules) rules = { NULL, NULL };
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *document = NULL;
  BnUnit *king = bn_unit_new ();
  const BnUnit *back;

  rules_load (&rules);
  army = mixed_army (rules.unit_rules, rules.leader_rules);
  king->name = g_strdup ("King Richard");
  king->arm = BN_ARM_HORSE;
  king->armour = BN_ARMOUR_HEAVY;
  king->morale = BN_MORALE_GOOD;
  king->figures = 1;
  king->leadership = 3;
  king->colour = BN_COLOUR_RED;
  bn_unit_set_weapons (king, (const char * const[]) { "lance", NULL });
  g_ptr_array_add (army->units, bn_army_unit_new (king, 0));

  document = write_army (&rules, army, FALSE);
  g_assert_cmpuint (count_occurrences (document, "leadership=\"3\""), ==, 1);
  g_assert_cmpuint (count_occurrences (document, "leadership="), ==, 1);
  read = read_string (&rules, document, "king.xml", &error);
  g_assert_no_error (error);
  assert_imported (army, read, TRUE);
  back = ((BnArmyUnit *) g_ptr_array_index (read->units, read->units->len - 1))->unit;
  g_assert_cmpuint (back->leadership, ==, 3);
  g_assert_cmpuint (back->figures, ==, 1);
  g_assert_cmpuint (bn_unit_rules_price (rules.unit_rules, back, NULL, NULL), ==, 45);
}

/* A roster not yet mustered, with no units, written without its leader. */
static void
test_round_trip_bare (void)
{
  g_auto(Rules) rules = { NULL, NULL };
  g_autoptr(BnArmy) army = bn_army_new (1, "Muster Next Spring");
  g_autoptr(BnArmy) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *document = NULL;

  rules_load (&rules);
  document = bn_army_xml_write (army, NULL, NULL, rules.unit_rules, FALSE);
  g_assert_nonnull (document);
  g_assert_null (strstr (document, "<muster"));
  g_assert_null (strstr (document, "<leader"));
  read = read_string (&rules, document, "bare.xml", &error);
  g_assert_no_error (error);
  assert_imported (army, read, TRUE);
}

static void
test_write_form (void)
{
  g_auto(Rules) rules = { NULL, NULL };
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(GPtrArray) domain = NULL;
  g_autoptr(BnLeader) baron = baron_and_domain (&domain);
  g_autoptr(BnArmyReport) report = NULL;
  g_autofree char *document = NULL;
  g_autofree char *unspent = NULL;
  g_autofree char *promise = NULL;

  rules_load (&rules);
  army = mixed_army (rules.unit_rules, rules.leader_rules);
  /* A post held by someone neither the leader nor of his domain has no
   * name to give: it is left out. */
  g_ptr_array_add (army->posts, bn_army_post_new (99, BN_ARMY_ROLE_CAPTAIN, -1));
  document = write_army (&rules, army, FALSE);

  g_assert_true (g_str_has_prefix (document, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                             "<banneret-army format=\"1\" for=\"owner\" "
                                             "name=\"The Host of Hugh\">\n"
                                             "  <leader name=\"Baron Hugh\" social-rank=\"3\"/>\n"
                                             "  <muster household=\"7\" factor=\"6\" basic-points=\"42\" "
                                             "bonus-points=\"13\" army-points=\"55\" unspent=\""));
  g_assert_true (g_str_has_suffix (document, "</banneret-army>\n"));
  g_assert_true (g_utf8_validate (document, -1, NULL));

  /* The unspent points are those the army's report counts. */
  report = bn_army_check (army, rules.unit_rules, rules.leader_rules, baron, domain);
  g_assert_cmpuint (report->over, ==, 0);
  g_assert_cmpuint (report->unspent, >, 0);
  unspent = g_strdup_printf (" unspent=\"%u\">", report->unspent);
  g_assert_nonnull (strstr (document, unspent));

  /* Every card, in canonical notation, with what it decided. */
  g_assert_nonnull (strstr (document, "\n      <draw step=\"army-multiplier\" card=\"QH\" source=\"typed\">"
                                      "household 7 × 6 = 42 basic army points</draw>\n"));
  g_assert_nonnull (strstr (document, "\n      <draw step=\"army-bonus\" card=\"RJ\" source=\"typed\">"
                                      "bonus 0; another bonus card is drawn</draw>\n"));

  /* Every field of a unit; markup escaped; the class only when overridden;
   * the promise on the mercenaries only. */
  g_assert_nonnull (strstr (document, "\n    <unit type=\"mounted-knights\" "
                                      "name=\"Hugh's &quot;Iron&quot; Lances &amp; &lt;Friends&gt;\" "
                                      "arm=\"horse\" armour=\"heavy\" weapons=\"lance\" shields=\"false\" "
                                      "morale=\"good\" light=\"false\" dedicated=\"false\" "
                                      "mercenary=\"false\" peasants=\"false\" figures=\"5\" colour=\"red\"/>\n"));
  g_assert_nonnull (strstr (document, " figures=\"4\" class=\"B\" colour=\"none\"/>\n"));
  g_assert_nonnull (strstr (document, "\n    <unit arm=\"foot\" armour=\"light\" weapons=\"halberd\" "));
  promise = g_strdup_printf (" mercenary=\"true\" peasants=\"false\" figures=\"8\" colour=\"green\" "
                             "promise=\"%u\"/>\n", ((BnArmyUnit *) g_ptr_array_index (army->units, 2))->promise);
  g_assert_nonnull (strstr (document, promise));
  g_assert_cmpuint (count_occurrences (document, "promise="), ==, 1);

  /* Posts by name; a hero with the unit he is with, counting from 1. */
  g_assert_nonnull (strstr (document, "\n  <posts>\n"
                                      "    <post role=\"commander\" leader=\"Baron Hugh\"/>\n"
                                      "    <post role=\"hero\" leader=\"Wat Tyler\" unit=\"1\"/>\n"
                                      "    <post role=\"captain\" leader=\"Sir Ralph de Bévière\"/>\n"
                                      "  </posts>\n"));
}

/* The opponent sees the roster, not what was promised or what is left. */
static void
test_write_opponent (void)
{
  g_auto(Rules) rules = { NULL, NULL };
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *document = NULL;
  g_autofree char *lowered = NULL;

  rules_load (&rules);
  army = mixed_army (rules.unit_rules, rules.leader_rules);
  document = write_army (&rules, army, TRUE);
  lowered = g_ascii_strdown (document, -1);

  g_assert_null (strstr (lowered, "promise"));
  g_assert_null (strstr (lowered, "unspent"));
  g_assert_nonnull (strstr (document, "<banneret-army format=\"1\" for=\"opponent\" "));
  /* What the battle needs stays: the mercenaries are known as such. */
  g_assert_nonnull (strstr (document, " type=\"genoese-crossbowmen\" "));
  g_assert_nonnull (strstr (document, " army-points=\"55\">"));

  /* It reads back, each mercenary promised the least the rules allow. */
  read = read_string (&rules, document, "opponent.xml", &error);
  g_assert_no_error (error);
  assert_imported (army, read, FALSE);
  for (guint i = 0; i < read->units->len; i++)
    {
      const BnArmyUnit *entry = g_ptr_array_index (read->units, i);

      if (entry->unit->mercenary)
        g_assert_cmpuint (entry->promise, ==, minimum_promise (rules.unit_rules, entry->unit));
      else
        g_assert_cmpuint (entry->promise, ==, 0);
    }
  g_assert_cmpuint (((BnArmyUnit *) g_ptr_array_index (read->units, 2))->promise, <,
                    ((BnArmyUnit *) g_ptr_array_index (army->units, 2))->promise);
}

/* What the writer makes follows the bundled data/army.rng. */
static void
test_write_validates (void)
{
  g_auto(Rules) rules = { NULL, NULL };
  g_autoptr(BnArmy) army = NULL;

  rules_load (&rules);
  army = mixed_army (rules.unit_rules, rules.leader_rules);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *document = write_army (&rules, army, i == 1);
      g_autoptr(GBytes) bytes = bytes_from_string (document);
      g_autoptr(xmlDoc) doc = bn_xml_read_bytes (bytes, "written.xml", ARMY_SCHEMA, &error);

      g_assert_no_error (error);
      g_assert_nonnull (doc);
    }
}

/* The schema under data/ is the one bundled. */
static void
test_schema_bundled (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "army.rng", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bundled = bn_resources_lookup (ARMY_SCHEMA, &error);
  gsize len = 0;

  g_assert_no_error (error);
  g_file_get_contents (path, &contents, &len, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (contents, len, g_bytes_get_data (bundled, NULL), g_bytes_get_size (bundled));
}

/* ---- reading documents ---- */

static BnArmy *
read_fixture (Rules       *rules,
              const char  *name,
              char       **out_path,
              GError     **error)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "army-xml", name, NULL);
  BnArmy *army = bn_army_xml_read_file (path, rules->unit_rules, rules->leader_rules, error);

  if (out_path != NULL)
    *out_path = g_steal_pointer (&path);
  return army;
}

/* The example under data/ is the owner's copy test_round_trip writes. */
static void
test_read_example (void)
{
  g_auto(Rules) rules = { NULL, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "examples", "army.xml", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *document = NULL;
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) read = NULL;

  rules_load (&rules);
  army = mixed_army (rules.unit_rules, rules.leader_rules);
  document = write_army (&rules, army, FALSE);
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, document);

  read = bn_army_xml_read_file (path, rules.unit_rules, rules.leader_rules, &error);
  g_assert_no_error (error);
  assert_imported (army, read, TRUE);
}

/* A hand-written muster in which two jokers draw again; a regular unit
 * may say it is promised nothing; the name is normalized as the store
 * would. */
static void
test_read_hand_written (void)
{
  g_auto(Rules) rules = { NULL, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(BnArmy) read = NULL;

  rules_load (&rules);
  read = read_fixture (&rules, "hand-written.xml", NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (read);
  g_assert_cmpstr (read->name, ==, "Spring Host");
  g_assert_cmpuint (read->muster->draws->len, ==, 4);
  g_assert_cmpuint (read->muster->multiplier_card, ==, 7);
  g_assert_cmpuint (read->muster->bonus_points, ==, 5);
  g_assert_cmpuint (read->muster->army_points, ==, 40);
  g_assert_cmpuint (read->units->len, ==, 1);
  g_assert_cmpuint (((BnArmyUnit *) g_ptr_array_index (read->units, 0))->promise, ==, 0);
}

static void
test_read_missing_file (void)
{
  g_auto(Rules) rules = { NULL, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr(BnArmy) read = NULL;

  rules_load (&rules);
  read = read_fixture (&rules, "no-such-file.xml", &path, &error);
  g_assert_null (read);
  assert_refused (error, BN_XML_ERROR, BN_XML_ERROR_IO, path, 0, "");
}

/* A newer format is named as such, not as whatever breaks this format's
 * schema first. */
static void
test_refuse_newer_format (void)
{
  g_auto(Rules) rules = { NULL, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(BnArmy) read = NULL;

  rules_load (&rules);
  read = read_fixture (&rules, "newer-format.xml", &path, &error);
  g_assert_null (read);
  g_assert_error (error, BN_XML_ERROR, BN_XML_ERROR_INVALID);
  expected = g_strdup_printf ("%s was written by a newer version of Banneret "
                              "(army format 2; this version reads format 1)", path);
  g_assert_cmpstr (error->message, ==, expected);
}

/* A unit's name is the player's, kept as written, but a control character
 * is refused as in every other name. */
static void
test_refuse_control_character (void)
{
  g_auto(Rules) rules = { NULL, NULL };
  g_autoptr(BnArmy) army = NULL;
  g_autoptr(BnArmy) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *document = NULL;
  g_autoptr(GString) edited = NULL;

  rules_load (&rules);
  army = mixed_army (rules.unit_rules, rules.leader_rules);
  document = write_army (&rules, army, FALSE);
  edited = g_string_new (document);
  g_assert_cmpuint (g_string_replace (edited, "name=\"Hugh's", "name=\"Hugh&#10;s", 1), ==, 1);
  read = read_string (&rules, edited->str, "line-break.xml", &error);
  g_assert_null (read);
  assert_refused (error, BN_XML_ERROR, BN_XML_ERROR_INVALID, "line-break.xml", 12, "control character");
}

typedef struct
{
  const char *test_path;
  const char *fixture;
  GQuark    (*domain) (void);
  int         code;
  guint       line;
  const char *fragment;
} Refusal;

static const Refusal refusals[] = {
  { "/army-xml/refuse/malformed", "malformed.xml",
    bn_xml_error_quark, BN_XML_ERROR_MALFORMED, 9, "is closed by </drews>" },
  { "/army-xml/refuse/doctype", "laughs.xml",
    bn_xml_error_quark, BN_XML_ERROR_FORBIDDEN, 2, "document type declarations are not allowed" },
  { "/army-xml/refuse/schema/negative-figures", "negative-figures.xml",
    bn_xml_error_quark, BN_XML_ERROR_INVALID, 12, "<unit>: “-3” is not a whole number above 0" },
  { "/army-xml/refuse/schema/fractional-figures", "fractional-figures.xml",
    bn_xml_error_quark, BN_XML_ERROR_INVALID, 13, "<unit>: “2.5” is not a whole number above 0" },
  { "/army-xml/refuse/schema/unknown-element", "schema.xml",
    bn_xml_error_quark, BN_XML_ERROR_INVALID, 18, "line 18: <banner> does not belong here" },
  { "/army-xml/refuse/schema/opponent-promise", "opponent-promise.xml",
    bn_xml_error_quark, BN_XML_ERROR_INVALID, 14, "the opponent's copy of a roster gives no promise" },
  { "/army-xml/refuse/schema/opponent-unspent", "opponent-unspent.xml",
    bn_xml_error_quark, BN_XML_ERROR_INVALID, 4, "the opponent's copy of a roster gives no unspent points" },
  { "/army-xml/refuse/empty-name", "empty-name.xml",
    bn_army_xml_error_quark, BN_ARMY_XML_ERROR_NAME, 2, "the army's name is empty" },
  { "/army-xml/refuse/unknown-card", "unknown-card.xml",
    bn_xml_error_quark, BN_XML_ERROR_INVALID, 7, "“1Z” is not a card" },
  { "/army-xml/refuse/unknown-weapon", "unknown-weapon.xml",
    bn_unit_error_quark, BN_UNIT_ERROR_UNKNOWN, 13, "no weapon is called “musket”" },
  { "/army-xml/refuse/longbow-on-horse", "longbow-on-horse.xml",
    bn_unit_error_quark, BN_UNIT_ERROR_ILLEGAL, 13, "longbows are for infantry only" },
  { "/army-xml/refuse/over-figures", "over-figures.xml",
    bn_unit_error_quark, BN_UNIT_ERROR_ILLEGAL, 12, "A-class cavalry units count up to 5 figures" },
  { "/army-xml/refuse/two-kings", "two-kings.xml",
    bn_xml_error_quark, BN_XML_ERROR_INVALID, 14, "unit 3: an army has at most 1 King/Leader" },
  { "/army-xml/refuse/leadership-four", "leadership-four.xml",
    bn_unit_error_quark, BN_UNIT_ERROR_ILLEGAL, 13, "a leadership rating is 1, 2 or 3, not 4" },
  { "/army-xml/refuse/king-figures", "king-figures.xml",
    bn_unit_error_quark, BN_UNIT_ERROR_ILLEGAL, 13, "a King/Leader mounted has 1 figure" },
  { "/army-xml/refuse/promise-below-minimum", "promise-low.xml",
    bn_unit_error_quark, BN_UNIT_ERROR_ILLEGAL, 14, "must be promised at least their cost, 2 points, not 1" },
  { "/army-xml/refuse/promise-to-regular", "promise-regular.xml",
    bn_unit_error_quark, BN_UNIT_ERROR_ILLEGAL, 13, "only mercenaries are promised a payment" },
  { "/army-xml/refuse/promise-missing", "promise-missing.xml",
    bn_xml_error_quark, BN_XML_ERROR_INVALID, 14, "its promise is missing" },
  { "/army-xml/refuse/muster/factor", "muster-factor.xml",
    bn_army_xml_error_quark, BN_ARMY_XML_ERROR_MUSTER, 4, "the multiplier card QH gives a factor of 6, not 5" },
  { "/army-xml/refuse/muster/basic", "muster-basic.xml",
    bn_army_xml_error_quark, BN_ARMY_XML_ERROR_MUSTER, 4, "household 7 × 6 makes 42 basic army points, not 48" },
  { "/army-xml/refuse/muster/bonus", "muster-bonus.xml",
    bn_army_xml_error_quark, BN_ARMY_XML_ERROR_MUSTER, 4, "the bonus cards add 13 bonus points, not 12" },
  { "/army-xml/refuse/muster/army", "muster-army.xml",
    bn_army_xml_error_quark, BN_ARMY_XML_ERROR_MUSTER, 4, "42 basic and 13 bonus points make 55 army points, not 60" },
  { "/army-xml/refuse/muster/joker-last", "muster-joker-last.xml",
    bn_army_xml_error_quark, BN_ARMY_XML_ERROR_MUSTER, 7, "the bonus card RJ calls for another bonus card" },
  { "/army-xml/refuse/muster/after-last", "muster-after-last.xml",
    bn_army_xml_error_quark, BN_ARMY_XML_ERROR_MUSTER, 7, "the bonus card 9C is the last one drawn, but more follow it" },
};

static void
test_refused (gconstpointer data)
{
  const Refusal *r = data;
  g_auto(Rules) rules = { NULL, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr(BnArmy) read = NULL;

  rules_load (&rules);
  read = read_fixture (&rules, r->fixture, &path, &error);
  g_assert_null (read);
  assert_refused (error, r->domain (), r->code, path, r->line, r->fragment);
}

/* A type id outside the catalogue (a player's own type) is kept as a label;
 * the unit is priced and judged by its attributes like any other. */
static void
test_army_xml_own_unit_type_kept (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BnUnitRules) unit_rules = bn_unit_rules_load_default (NULL);
  g_autoptr(BnLeaderRules) leader_rules = bn_leader_rules_load_default (NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "army-xml", "unknown-unit-type.xml", NULL);
  g_autoptr(BnArmy) army = bn_army_xml_read_file (path, unit_rules, leader_rules, &error);
  const BnArmyUnit *yeomen;

  g_assert_no_error (error);
  g_assert_nonnull (army);
  yeomen = g_ptr_array_index (army->units, 1);
  g_assert_cmpstr (yeomen->unit->type_id, ==, "yeomen");
  g_assert_true (bn_unit_has_weapon (yeomen->unit, "longbow"));
  g_assert_cmpuint (bn_unit_rules_price (unit_rules, yeomen->unit, NULL, NULL), >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/army-xml/round-trip", test_round_trip);
  g_test_add_func ("/army-xml/round-trip/bare", test_round_trip_bare);
  g_test_add_func ("/army-xml/round-trip/king", test_round_trip_king);
  g_test_add_func ("/army-xml/write/form", test_write_form);
  g_test_add_func ("/army-xml/write/opponent", test_write_opponent);
  g_test_add_func ("/army-xml/write/validates", test_write_validates);
  g_test_add_func ("/army-xml/schema-bundled", test_schema_bundled);
  g_test_add_func ("/army-xml/read/example", test_read_example);
  g_test_add_func ("/army-xml/read/hand-written", test_read_hand_written);
  g_test_add_func ("/army-xml/refuse/missing-file", test_read_missing_file);
  g_test_add_func ("/army-xml/refuse/newer-format", test_refuse_newer_format);
  g_test_add_func ("/army-xml/refuse/control-character", test_refuse_control_character);
  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    g_test_add_data_func (refusals[i].test_path, &refusals[i], test_refused);

  g_test_add_func ("/army-xml/own-unit-type-kept", test_army_xml_own_unit_type_kept);

  return g_test_run ();
}
