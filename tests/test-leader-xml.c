/* test-leader-xml.c — exporting and importing a leader and his domain.
 *
 * The leaders are generated from typed cards, so each record is one the
 * rules really make; a written document must read back into equal records
 * and follow data/leader.rng. The fixtures under leader-xml/ are such a
 * document with one fault each: every one must be refused whole, with an
 * error in the documented domain that names the file and the faulty line.
 */
#include <string.h>

#include "bn-leader-generator.h"
#include "bn-leader-xml.h"
#include "bn-resources.h"
#include "bn-xml.h"

#define LEADER_SCHEMA BN_RESOURCE_DATA "leader.rng"

static BnLeaderRules *
default_rules (void)
{
  g_autoptr(GError) error = NULL;
  BnLeaderRules *rules = bn_leader_rules_load_default (&error);

  g_assert_no_error (error);
  g_assert_nonnull (rules);
  return rules;
}

/* A leader made by the rules from @cards, typed in order, with the
 * suggested spread of his skill points. */
static BnLeader *
generate (BnLeaderRules *rules,
          const char    *name,
          gboolean       is_player,
          gboolean       is_hero,
          guint          rank,
          const char    *cards)
{
  g_autoptr(BnChance) chance = bn_chance_new_typed ();
  g_autoptr(GError) error = NULL;
  BnLeaderRequest request = { name, is_player, is_hero, rank };
  BnLeader *leader;

  bn_chance_push_cards_text (chance, cards, &error);
  g_assert_no_error (error);
  leader = bn_leader_generate (rules, chance, &request, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (leader);
  return leader;
}

static BnCard
card (const char *text)
{
  g_autoptr(GError) error = NULL;
  BnCard parsed = BN_CARD_INVALID;

  bn_card_parse (text, &parsed, &error);
  g_assert_no_error (error);
  return parsed;
}

static GPtrArray *
new_leader_array (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) bn_leader_free);
}

/* Baron Hugh, a player-leader (esteem card 6H: Notable), and a domain
 * that fills his rank 3: a Banneret vassal and a Knight hero, whose
 * motivation card (JC) was set aside. */
static BnLeader *
baron_and_domain (BnLeaderRules  *rules,
                  GPtrArray     **out_vassals)
{
  BnLeader *baron = generate (rules, "Baron Hugh", TRUE, FALSE, 0, "6H,9S,5D");
  GPtrArray *vassals = new_leader_array ();

  g_ptr_array_add (vassals, generate (rules, "Sir Ralph de Bévière", FALSE, FALSE, 2, "4C,2D,7S"));
  g_ptr_array_add (vassals, generate (rules, "Wat Tyler", FALSE, TRUE, 1, "KD,JC,5C,8H"));
  *out_vassals = vassals;
  return baron;
}

/* A player-leader of rank 4 has special retainers, but a player-leader is
 * always generated a Baron. So this Earl is generated as a rank 4 vassal
 * (rank, esteem, skills and household all follow from rank 4), then made a
 * player-leader and given his special retainer cards through the rules:
 * the Queen of Spades brings a Herald, the King of Clubs would be a second
 * one and is set aside, the 7 of Hearts brings an Archer (bonus 3). */
static BnLeader *
earl_with_special_retainers (BnLeaderRules *rules)
{
  BnLeader *earl = generate (rules, "Earl Robert", FALSE, FALSE, 4, "5C,8D,3S");
  const BnDraw *draw;

  earl->is_player = TRUE;
  draw = bn_leader_apply_special_retainer_card (rules, earl, card ("QS"), BN_CHANCE_SOURCE_TYPED);
  g_assert_false (draw->set_aside);
  draw = bn_leader_apply_special_retainer_card (rules, earl, card ("KC"), BN_CHANCE_SOURCE_TYPED);
  g_assert_true (draw->set_aside);
  draw = bn_leader_apply_special_retainer_card (rules, earl, card ("7H"), BN_CHANCE_SOURCE_SEEDED);
  g_assert_false (draw->set_aside);
  g_assert_cmpuint (earl->retainers->len, ==, 5);
  return earl;
}

static GBytes *
bytes_from_string (const char *text)
{
  return g_bytes_new (text, strlen (text));
}

/* Writes then reads back @leader and @vassals, asserting nothing is lost. */
static GPtrArray *
round_trip (BnLeaderRules  *rules,
            const BnLeader *leader,
            GPtrArray      *vassals)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *document = bn_leader_xml_write (leader, vassals, rules);
  g_autoptr(GBytes) bytes = NULL;
  GPtrArray *read;
  guint n_vassals = vassals != NULL ? vassals->len : 0;

  g_assert_nonnull (document);
  bytes = bytes_from_string (document);
  read = bn_leader_xml_read_bytes (bytes, "round-trip.xml", rules, &error);
  g_assert_no_error (error);
  g_assert_nonnull (read);
  g_assert_cmpuint (read->len, ==, 1 + n_vassals);
  g_assert_true (bn_leader_equal_record (leader, g_ptr_array_index (read, 0)));
  for (guint i = 0; i < n_vassals; i++)
    g_assert_true (bn_leader_equal_record (g_ptr_array_index (vassals, i),
                                           g_ptr_array_index (read, i + 1)));
  return read;
}

/* Asserts @error is @domain/@code and reads "NAME: line LINE: …" (or
 * "NAME: …" when @line is 0), mentioning @fragment. */
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
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(GPtrArray) vassals = NULL;
  g_autoptr(BnLeader) baron = baron_and_domain (rules, &vassals);
  g_autoptr(GPtrArray) read = NULL;

  /* What the store gave him stays behind: an import makes new records. */
  baron->id = 42;
  baron->campaign_id = 7;
  baron->deal = 3;
  baron->deal_seed = 1234;
  baron->created_at = g_strdup ("2024-05-01T12:00:00Z");
  for (guint i = 0; i < vassals->len; i++)
    ((BnLeader *) g_ptr_array_index (vassals, i))->liege_id = 42;

  read = round_trip (rules, baron, vassals);
  for (guint i = 0; i < read->len; i++)
    {
      const BnLeader *leader = g_ptr_array_index (read, i);

      g_assert_cmpint (leader->id, ==, 0);
      g_assert_cmpint (leader->campaign_id, ==, 0);
      g_assert_cmpint (leader->liege_id, ==, 0);
      g_assert_cmpint (leader->deal, ==, -1);
      g_assert_null (leader->created_at);
    }

  /* The roles come back as flags. */
  g_assert_true (((BnLeader *) g_ptr_array_index (read, 0))->is_player);
  g_assert_false (((BnLeader *) g_ptr_array_index (read, 1))->is_player);
  g_assert_false (((BnLeader *) g_ptr_array_index (read, 1))->is_hero);
  g_assert_true (((BnLeader *) g_ptr_array_index (read, 2))->is_hero);
  g_assert_cmpstr (((BnLeader *) g_ptr_array_index (read, 1))->name, ==, "Sir Ralph de Bévière");
}

static void
test_round_trip_special_retainers (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnLeader) earl = earl_with_special_retainers (rules);
  g_autoptr(GPtrArray) vassals = new_leader_array ();
  g_autoptr(GPtrArray) read = NULL;
  const BnLeader *back;
  const BnRetainer *archer;

  /* What a career changes comes back too. */
  ((BnRetainer *) g_ptr_array_index (earl->retainers, 0))->state = BN_RETAINER_USED;
  g_free (earl->status);
  earl->status = g_strdup ("wounded");
  /* Two Bannerets fill an Earl's domain. */
  g_ptr_array_add (vassals, generate (rules, "Sir Giles", FALSE, FALSE, 2, "4C,2D,7S"));
  g_ptr_array_add (vassals, generate (rules, "Sir Osbert", FALSE, TRUE, 2, "3H,10C,9D"));

  read = round_trip (rules, earl, vassals);
  back = g_ptr_array_index (read, 0);
  archer = g_ptr_array_index (back->retainers, 4);
  g_assert_cmpint (archer->kind, ==, BN_RETAINER_SPECIAL);
  g_assert_cmpstr (archer->type_id, ==, "archer");
  g_assert_cmpuint (archer->card, ==, card ("7H"));
  g_assert_cmpuint (archer->bonus, ==, 3);
  g_assert_cmpint (((BnRetainer *) g_ptr_array_index (back->retainers, 0))->state, ==, BN_RETAINER_USED);
  g_assert_cmpstr (back->status, ==, "wounded");
}

static void
test_round_trip_alone (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnLeader) baron = generate (rules, "Baron Hugh", TRUE, FALSE, 0, "6H,9S,5D");
  g_autoptr(BnLeader) vassal = generate (rules, "Ralph \"FitzHugh\" & <Sons>", FALSE, FALSE, 2, "4C,2D,7S");
  g_autoptr(GPtrArray) none = new_leader_array ();
  g_autoptr(GPtrArray) read = NULL;
  g_autofree char *without = bn_leader_xml_write (baron, NULL, rules);
  g_autofree char *empty = bn_leader_xml_write (baron, none, rules);

  /* No vassals, no <domain>: NULL and an empty array write the same. */
  g_assert_cmpstr (without, ==, empty);
  g_assert_null (strstr (without, "<domain"));
  read = round_trip (rules, baron, NULL);
  g_clear_pointer (&read, g_ptr_array_unref);

  /* A vassal may be exported on his own; markup in a name is escaped. */
  read = round_trip (rules, vassal, NULL);
  g_assert_false (((BnLeader *) g_ptr_array_index (read, 0))->is_player);
  g_assert_cmpstr (((BnLeader *) g_ptr_array_index (read, 0))->name, ==, "Ralph \"FitzHugh\" & <Sons>");
}

static void
test_write_form (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(GPtrArray) vassals = new_leader_array ();
  g_autoptr(BnLeader) baron = generate (rules, "Baron Hugh", TRUE, FALSE, 0, "6H,9S,5D");
  g_autofree char *document = NULL;

  g_ptr_array_add (vassals, generate (rules, "Sir Osbert", FALSE, FALSE, 2, "3H,10C,9D"));
  document = bn_leader_xml_write (baron, vassals, rules);

  g_assert_true (g_str_has_prefix (document, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                             "<banneret-leader format=\"1\">\n"
                                             "  <leader name=\"Baron Hugh\" role=\"player\""));
  g_assert_true (g_str_has_suffix (document, "</banneret-leader>\n"));
  g_assert_true (g_utf8_validate (document, -1, NULL));
  /* Canonical card notation, indented elements. */
  g_assert_nonnull (strstr (document, "\n      <draw step=\"esteem\" card=\"6H\" source=\"typed\" "
                                      "set-aside=\"false\">esteem score 9"));
  g_assert_nonnull (strstr (document, " card=\"10C\" "));
  g_assert_nonnull (strstr (document, "\n    <skills initiative=\"2\" morale-bonus=\"4\" "
                                      "combat-bonus=\"1\" personal-combat-skill=\"5\"/>\n"));
  g_assert_nonnull (strstr (document, "\n  <domain>\n    <leader name=\"Sir Osbert\" role=\"vassal\""));
}

/* What the writer makes follows the bundled data/leader.rng. */
static void
test_write_validates (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(GPtrArray) vassals = NULL;
  g_autoptr(BnLeader) baron = baron_and_domain (rules, &vassals);
  g_autoptr(BnLeader) earl = earl_with_special_retainers (rules);
  g_autoptr(GError) error = NULL;
  const BnLeader *leaders[] = { baron, earl };

  for (guint i = 0; i < G_N_ELEMENTS (leaders); i++)
    {
      g_autofree char *document = bn_leader_xml_write (leaders[i], i == 0 ? vassals : NULL, rules);
      g_autoptr(GBytes) bytes = bytes_from_string (document);
      g_autoptr(xmlDoc) doc = bn_xml_read_bytes (bytes, "written.xml", LEADER_SCHEMA, &error);

      g_assert_no_error (error);
      g_assert_nonnull (doc);
    }
}

/* The schema under data/ is the one bundled. */
static void
test_schema_bundled (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "leader.rng", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bundled = bn_resources_lookup (LEADER_SCHEMA, &error);
  gsize len = 0;

  g_assert_no_error (error);
  g_file_get_contents (path, &contents, &len, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (contents, len, g_bytes_get_data (bundled, NULL), g_bytes_get_size (bundled));
}

/* ---- reading documents ---- */

static GPtrArray *
read_fixture (BnLeaderRules  *rules,
              const char     *name,
              char          **out_path,
              GError        **error)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "leader-xml", name, NULL);
  GPtrArray *leaders = bn_leader_xml_read_file (path, rules, error);

  if (out_path != NULL)
    *out_path = g_steal_pointer (&path);
  return leaders;
}

/* The example under data/ is the document test_round_trip writes. */
static void
test_read_example (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "examples", "baron.xml", NULL);
  g_autoptr(GPtrArray) read = bn_leader_xml_read_file (path, rules, &error);
  g_autoptr(GPtrArray) vassals = NULL;
  g_autoptr(BnLeader) baron = baron_and_domain (rules, &vassals);

  g_assert_no_error (error);
  g_assert_nonnull (read);
  g_assert_cmpuint (read->len, ==, 3);
  g_assert_true (bn_leader_equal_record (baron, g_ptr_array_index (read, 0)));
  g_assert_true (bn_leader_equal_record (g_ptr_array_index (vassals, 0), g_ptr_array_index (read, 1)));
  g_assert_true (bn_leader_equal_record (g_ptr_array_index (vassals, 1), g_ptr_array_index (read, 2)));
}

/* Honor gained in a career raises the esteem level, and the household
 * with it; the esteem score stays what was drawn. */
static void
test_read_career (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) read = read_fixture (rules, "career.xml", NULL, &error);
  const BnLeader *leader;

  g_assert_no_error (error);
  g_assert_nonnull (read);
  leader = g_ptr_array_index (read, 0);
  g_assert_cmpint (leader->esteem_score, ==, 9);
  g_assert_cmpuint (leader->esteem_level, ==, 5);
  g_assert_cmpuint (leader->honor, ==, 650);
  g_assert_cmpuint (leader->household, ==, 8);
  g_assert_cmpstr (leader->status, ==, "wounded");
}

/* Vassals who died leave room in the domain, as the store counts it. */
static void
test_read_dead_vassal (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnLeader) baron = generate (rules, "Baron Hugh", TRUE, FALSE, 0, "6H,9S,5D");
  g_autoptr(GPtrArray) vassals = new_leader_array ();
  g_autoptr(GPtrArray) read = NULL;
  BnLeader *fallen = generate (rules, "Sir Giles", FALSE, FALSE, 2, "4C,2D,7S");

  g_free (fallen->status);
  fallen->status = g_strdup ("dead");
  g_ptr_array_add (vassals, fallen);
  g_ptr_array_add (vassals, generate (rules, "Sir Osbert", FALSE, FALSE, 2, "3H,10C,9D"));
  read = round_trip (rules, baron, vassals);
  g_assert_cmpuint (read->len, ==, 3);
}

static void
test_read_missing_file (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) read = read_fixture (rules, "no-such-file.xml", &path, &error);

  g_assert_null (read);
  assert_refused (error, BN_XML_ERROR, BN_XML_ERROR_IO, path, 0, "");
}

/* A newer format is named as such, not as whatever breaks this format's
 * schema first. */
static void
test_refuse_newer_format (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GPtrArray) read = read_fixture (rules, "newer-format.xml", &path, &error);

  g_assert_null (read);
  g_assert_error (error, BN_XML_ERROR, BN_XML_ERROR_INVALID);
  expected = g_strdup_printf ("%s was written by a newer version of Banneret "
                              "(leader format 2; this version reads format 1)", path);
  g_assert_cmpstr (error->message, ==, expected);
}

/* An imported name obeys the same rule as a typed one: 1 to 80
 * characters, no control characters. */
static void
test_refuse_control_character (void)
{
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(BnLeader) baron = generate (rules, "Baron Hugh", TRUE, FALSE, 0, "6H,9S,5D");
  g_autoptr(GError) error = NULL;
  g_autofree char *document = bn_leader_xml_write (baron, NULL, rules);
  g_autoptr(GString) edited = g_string_new (document);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GPtrArray) read = NULL;

  g_assert_cmpuint (g_string_replace (edited, "name=\"Baron Hugh\"", "name=\"Baron&#9;Hugh\"", 1), ==, 1);
  bytes = bytes_from_string (edited->str);
  read = bn_leader_xml_read_bytes (bytes, "tab.xml", rules, &error);
  g_assert_null (read);
  assert_refused (error, BN_LEADER_ERROR, BN_LEADER_ERROR_INVALID, "tab.xml", 3, "control character");
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
  { "/leader-xml/refuse/malformed", "malformed.xml",
    bn_xml_error_quark, BN_XML_ERROR_MALFORMED, 12, "is closed by </drew>" },
  { "/leader-xml/refuse/schema", "schema.xml",
    bn_xml_error_quark, BN_XML_ERROR_INVALID, 15, "portrait" },
  { "/leader-xml/refuse/doctype", "laughs.xml",
    bn_xml_error_quark, BN_XML_ERROR_FORBIDDEN, 2, "document type declarations are not allowed" },
  { "/leader-xml/refuse/unknown-motivation", "unknown-motivation.xml",
    bn_leader_error_quark, BN_LEADER_ERROR_INVALID, 3, "there is no motivation “pious”" },
  { "/leader-xml/refuse/esteem-level", "esteem-level.xml",
    bn_leader_error_quark, BN_LEADER_ERROR_INVALID, 3,
    "esteem level 3 (Known) does not match the esteem score 9, which makes him Notable" },
  { "/leader-xml/refuse/honor-below-band", "honor.xml",
    bn_leader_error_quark, BN_LEADER_ERROR_INVALID, 3, "250 honor points are too few" },
  { "/leader-xml/refuse/esteem-honor", "esteem-honor.xml",
    bn_leader_error_quark, BN_LEADER_ERROR_INVALID, 3,
    "does not match his 650 honor points, which make him Famous" },
  { "/leader-xml/refuse/skills", "skills.xml",
    bn_leader_error_quark, BN_LEADER_ERROR_INVALID, 4, "the skills add up to 11 points, but 12" },
  { "/leader-xml/refuse/household", "household.xml",
    bn_leader_error_quark, BN_LEADER_ERROR_INVALID, 3, "his household is 8" },
  { "/leader-xml/refuse/unknown-card", "unknown-card.xml",
    bn_xml_error_quark, BN_XML_ERROR_INVALID, 12, "“1Z” is not a card" },
  { "/leader-xml/refuse/unknown-retainer", "unknown-retainer.xml",
    bn_leader_error_quark, BN_LEADER_ERROR_INVALID, 7, "there is no retainer “jester”" },
  { "/leader-xml/refuse/special-retainer-on-vassal", "special-on-vassal.xml",
    bn_leader_error_quark, BN_LEADER_ERROR_INVALID, 9, "only a player-leader has special retainers" },
  /* DoB, "Common Retainers": one Page, one Squire, one Sergeant. */
  { "/leader-xml/refuse/retainers-beyond-the-rules", "many-sergeants.xml",
    bn_leader_error_quark, BN_LEADER_ERROR_INVALID, 9, "a leader has one Sergeant, not more" },
  { "/leader-xml/refuse/special-retainer-card", "special-card.xml",
    bn_leader_error_quark, BN_LEADER_ERROR_INVALID, 9, "the card QS brings the Herald, not the Archer" },
  { "/leader-xml/refuse/domain-over-rank", "domain-over.xml",
    bn_leader_error_quark, BN_LEADER_ERROR_DOMAIN, 30, "does not fit" },
  { "/leader-xml/refuse/two-player-leaders", "two-players.xml",
    bn_leader_error_quark, BN_LEADER_ERROR_DOMAIN, 17,
    "Sir Ralph de Bévière is a player-leader, but a domain holds only vassals and heroes" },
  { "/leader-xml/refuse/domain-without-player-leader", "domain-not-player.xml",
    bn_leader_error_quark, BN_LEADER_ERROR_DOMAIN, 16, "Baron Hugh is not a player-leader" },
  { "/leader-xml/refuse/empty-name", "empty-name.xml",
    bn_leader_error_quark, BN_LEADER_ERROR_INVALID, 3, "the leader's name is empty" },
  { "/leader-xml/refuse/long-name", "long-name.xml",
    bn_leader_error_quark, BN_LEADER_ERROR_INVALID, 3, "81 characters long; at most 80" },
};

static void
test_refused (gconstpointer data)
{
  const Refusal *r = data;
  g_autoptr(BnLeaderRules) rules = default_rules ();
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) read = read_fixture (rules, r->fixture, &path, &error);

  g_assert_null (read);
  assert_refused (error, r->domain (), r->code, path, r->line, r->fragment);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/leader-xml/round-trip", test_round_trip);
  g_test_add_func ("/leader-xml/round-trip/special-retainers", test_round_trip_special_retainers);
  g_test_add_func ("/leader-xml/round-trip/alone", test_round_trip_alone);
  g_test_add_func ("/leader-xml/write/form", test_write_form);
  g_test_add_func ("/leader-xml/write/validates", test_write_validates);
  g_test_add_func ("/leader-xml/schema-bundled", test_schema_bundled);
  g_test_add_func ("/leader-xml/read/example", test_read_example);
  g_test_add_func ("/leader-xml/read/career", test_read_career);
  g_test_add_func ("/leader-xml/read/dead-vassal", test_read_dead_vassal);
  g_test_add_func ("/leader-xml/refuse/missing-file", test_read_missing_file);
  g_test_add_func ("/leader-xml/refuse/newer-format", test_refuse_newer_format);
  g_test_add_func ("/leader-xml/refuse/control-character", test_refuse_control_character);
  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    g_test_add_data_func (refusals[i].test_path, &refusals[i], test_refused);

  return g_test_run ();
}
