/* test-xml.c — the safe XML reader every loader goes through.
 *
 * The hostile documents (billion laughs, external entities and DTDs) must be
 * refused before anything is expanded or fetched. Every refusal must name
 * the document and, where there is one, the line, and libxml2 must print
 * nothing of its own.
 *
 * Two tests reach into libxml2 itself: input callbacks that record every
 * URI it tries to open prove nothing was, and a caller's own error handler
 * must survive a read. They need libxml2's headers, which this test only
 * has when the build gives it libxml2's flags; otherwise they are skipped,
 * saying so.
 */
#if defined(__has_include)
#if __has_include(<libxml/xmlIO.h>)
#define HAVE_LIBXML_HEADERS 1
#include <libxml/xmlIO.h>
#include <libxml/xmlerror.h>
#endif
#endif

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "bn-resources.h"
#include "bn-xml.h"

#define NO_LIBXML_HEADERS \
  "built without libxml2's headers (give tests/test-xml libxml_dep to run this)"

#define LEADERS_SCHEMA BN_RESOURCE_DATA "leaders.rng"

static char *
fixture (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "xml", name, NULL);
}

static GBytes *
bytes_from_string (const char *text)
{
  return g_bytes_new (text, strlen (text));
}

/* Asserts @error is @code and reads "NAME: line LINE: …". */
static void
assert_error_at (const GError *error,
                 int           code,
                 const char   *name,
                 guint         line)
{
  g_autofree char *prefix = g_strdup_printf ("%s: line %u: ", name, line);

  g_assert_error (error, BN_XML_ERROR, code);
  if (!g_str_has_prefix (error->message, prefix))
    g_error ("expected a message starting “%s”, got “%s”", prefix, error->message);
}

/* ---- valid documents ---- */

static void
test_valid_file (void)
{
  g_autofree char *path = fixture ("helpers.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = bn_xml_read_file (path, NULL, &error);
  xmlNode *root;

  g_assert_no_error (error);
  g_assert_nonnull (doc);
  root = bn_xml_get_root (doc);
  g_assert_cmpstr (bn_xml_get_name (root), ==, "items");
}

static void
test_valid_with_schema (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "leaders.xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = bn_xml_read_file (path, LEADERS_SCHEMA, &error);

  g_assert_no_error (error);
  g_assert_nonnull (doc);
  g_assert_cmpstr (bn_xml_get_name (bn_xml_get_root (doc)), ==, "leader-rules");
}

static void
test_valid_resource (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = bn_xml_read_resource (BN_RESOURCE_DATA "leaders.xml",
                                                LEADERS_SCHEMA, &error);

  g_assert_no_error (error);
  g_assert_nonnull (doc);
}

static void
test_missing_resource (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = bn_xml_read_resource (BN_RESOURCE_DATA "no-such.xml", NULL, &error);

  g_assert_null (doc);
  g_assert_error (error, BN_XML_ERROR, BN_XML_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "no-such.xml"));
}

static void
test_missing_schema (void)
{
  g_autoptr(GBytes) bytes = bytes_from_string ("<r/>");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = bn_xml_read_bytes (bytes, "r.xml", BN_RESOURCE_DATA "no-such.rng", &error);

  g_assert_null (doc);
  g_assert_error (error, BN_XML_ERROR, BN_XML_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "no-such.rng"));
}

/* ---- documents that are refused ---- */

static void
test_schema_violation (void)
{
  g_autofree char *path = fixture ("leaders-invalid.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = bn_xml_read_file (path, LEADERS_SCHEMA, &error);

  g_assert_null (doc);
  assert_error_at (error, BN_XML_ERROR_INVALID, path, 7);
  g_assert_nonnull (strstr (error->message, "<rank>"));
}

static void
test_schema_violation_choice (void)
{
  g_autofree char *path = fixture ("leaders-bad-choice.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = bn_xml_read_file (path, LEADERS_SCHEMA, &error);

  g_assert_null (doc);
  assert_error_at (error, BN_XML_ERROR_INVALID, path, 8);
  g_assert_nonnull (strstr (error->message, "<minimum-command>"));
}

static void
test_schema_violation_bytes (void)
{
  g_autoptr(GBytes) bytes = bytes_from_string ("<leader-rules version=\"1\">\n"
                                               "  <social-rank/>\n"
                                               "</leader-rules>\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = bn_xml_read_bytes (bytes, "house-rules.xml", LEADERS_SCHEMA, &error);

  g_assert_null (doc);
  assert_error_at (error, BN_XML_ERROR_INVALID, "house-rules.xml", 2);
}

static void
test_malformed (void)
{
  g_autofree char *path = fixture ("malformed.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = bn_xml_read_file (path, NULL, &error);

  g_assert_null (doc);
  assert_error_at (error, BN_XML_ERROR_MALFORMED, path, 4);
  /* libxml2's own words, without its trailing newline. */
  g_assert_false (g_str_has_suffix (error->message, "\n"));
}

static void
test_malformed_not_xml (void)
{
  g_autoptr(GBytes) bytes = bytes_from_string ("name,value\nknight,1\n");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = bn_xml_read_bytes (bytes, "ranks.csv", NULL, &error);

  g_assert_null (doc);
  assert_error_at (error, BN_XML_ERROR_MALFORMED, "ranks.csv", 1);
}

static void
test_undeclared_entity (void)
{
  g_autofree char *path = fixture ("undeclared-entity.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = bn_xml_read_file (path, NULL, &error);

  g_assert_null (doc);
  assert_error_at (error, BN_XML_ERROR_MALFORMED, path, 3);
}

static void
test_empty (void)
{
  g_autoptr(GBytes) empty = g_bytes_new (NULL, 0);
  g_autoptr(GBytes) blank = bytes_from_string ("  \n\n ");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = NULL;

  doc = bn_xml_read_bytes (empty, "empty.xml", NULL, &error);
  g_assert_null (doc);
  g_assert_error (error, BN_XML_ERROR, BN_XML_ERROR_MALFORMED);
  g_assert_true (g_str_has_prefix (error->message, "empty.xml: "));
  g_clear_error (&error);

  doc = bn_xml_read_bytes (blank, "blank.xml", NULL, &error);
  g_assert_null (doc);
  g_assert_error (error, BN_XML_ERROR, BN_XML_ERROR_MALFORMED);
  g_assert_true (g_str_has_prefix (error->message, "blank.xml: "));
}

static void
assert_forbidden_file (const char *name,
                       guint       line)
{
  g_autofree char *path = fixture (name);
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = bn_xml_read_file (path, NULL, &error);

  g_assert_null (doc);
  assert_error_at (error, BN_XML_ERROR_FORBIDDEN, path, line);
  g_assert_nonnull (strstr (error->message, "document type declarations are not allowed"));
}

static void
test_billion_laughs (void)
{
  gint64 start = g_get_monotonic_time ();

  assert_forbidden_file ("laughs.xml", 2);
  /* Refused at the DOCTYPE, long before any expansion could start. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);
}

static void
test_external_entity (void)
{
  g_autofree char *path = fixture ("external-entity.xml");
  g_autofree char *passwd = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = NULL;

  assert_forbidden_file ("external-entity.xml", 2);

  /* With the schema too, the refusal comes first and nothing leaks into
   * the message. */
  doc = bn_xml_read_file (path, LEADERS_SCHEMA, &error);
  g_assert_null (doc);
  g_assert_error (error, BN_XML_ERROR, BN_XML_ERROR_FORBIDDEN);
  g_assert_null (strstr (error->message, "root:"));
  if (g_file_get_contents ("/etc/passwd", &passwd, NULL, NULL))
    {
      g_auto(GStrv) lines = g_strsplit (passwd, "\n", 2);

      if (lines[0] != NULL && lines[0][0] != '\0')
        g_assert_null (strstr (error->message, lines[0]));
    }
}

static void
test_external_dtd (void)
{
  assert_forbidden_file ("external-dtd.xml", 2);
}

static void
test_parameter_entity (void)
{
  assert_forbidden_file ("parameter-entity.xml", 2);
}

#ifdef HAVE_LIBXML_HEADERS
/* Records any attempt by libxml2 to open a URI, and refuses it. */
static GPtrArray *opened_uris;

static int
record_match (const char *uri)
{
  g_ptr_array_add (opened_uris, g_strdup (uri));
  return 1;
}

static void *
refuse_open (const char *uri)
{
  return NULL;
}

static int
refuse_read (void *context,
             char *buffer,
             int   len)
{
  return -1;
}

static int
refuse_close (void *context)
{
  return 0;
}
#endif

static void
test_nothing_opened (void)
{
#ifdef HAVE_LIBXML_HEADERS
  const char *files[] = {
    "laughs.xml", "external-entity.xml", "external-dtd.xml", "parameter-entity.xml",
  };

  opened_uris = g_ptr_array_new_with_free_func (g_free);
  g_assert_cmpint (xmlRegisterInputCallbacks (record_match, refuse_open,
                                              refuse_read, refuse_close), >=, 0);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = fixture (files[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(xmlDoc) doc = NULL;

      /* How they are refused is for the tests above; here only whether
       * anything was opened on the way. */
      doc = bn_xml_read_file (path, NULL, &error);
      g_assert_null (doc);
      g_clear_error (&error);
      doc = bn_xml_read_file (path, LEADERS_SCHEMA, &error);
      g_assert_null (doc);
    }
  g_assert_cmpint (xmlPopInputCallbacks (), >=, 0);
  if (opened_uris->len > 0)
    g_error ("libxml2 tried to open “%s”", (const char *) opened_uris->pdata[0]);
  g_clear_pointer (&opened_uris, g_ptr_array_unref);
#else
  g_test_skip (NO_LIBXML_HEADERS);
#endif
}

static void
test_internal_subset_bytes (void)
{
  g_autoptr(GBytes) bytes = bytes_from_string ("<!DOCTYPE r []><r/>");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = bn_xml_read_bytes (bytes, "inline.xml", NULL, &error);

  g_assert_null (doc);
  assert_error_at (error, BN_XML_ERROR_FORBIDDEN, "inline.xml", 1);
}

static void
test_too_large_bytes (void)
{
  gsize len = BN_XML_MAX_BYTES + 1;
  char *data = g_malloc (len);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = NULL;

  /* Well-formed apart from its size: only the size may refuse it. */
  memset (data, ' ', len);
  memcpy (data, "<r>", 3);
  memcpy (data + len - 4, "</r>", 4);
  bytes = g_bytes_new_take (data, len);

  doc = bn_xml_read_bytes (bytes, "big.xml", NULL, &error);
  g_assert_null (doc);
  g_assert_error (error, BN_XML_ERROR, BN_XML_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, "big.xml: "));
}

static void
test_size_limit_exact (void)
{
  gsize len = BN_XML_MAX_BYTES;
  char *data = g_malloc (len);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = NULL;

  memset (data, ' ', len);
  memcpy (data, "<r>", 3);
  memcpy (data + len - 4, "</r>", 4);
  bytes = g_bytes_new_take (data, len);

  doc = bn_xml_read_bytes (bytes, "limit.xml", NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (doc);
}

static void
test_too_large_file (void)
{
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = NULL;
  int fd;

  fd = g_file_open_tmp ("bn-xml-XXXXXX.xml", &path, &error);
  g_assert_no_error (error);
  /* Sparse: refused from its size alone, nothing is read. */
  g_assert_cmpint (ftruncate (fd, (off_t) 64 * 1024 * 1024), ==, 0);
  g_close (fd, NULL);

  doc = bn_xml_read_file (path, NULL, &error);
  g_unlink (path);
  g_assert_null (doc);
  g_assert_error (error, BN_XML_ERROR, BN_XML_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, path));
}

static void
test_missing_file (void)
{
  g_autofree char *path = fixture ("no-such-file.xml");
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = bn_xml_read_file (path, NULL, &error);

  g_assert_null (doc);
  g_assert_error (error, BN_XML_ERROR, BN_XML_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, path));
}

static void
test_not_a_file (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "xml", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(xmlDoc) doc = bn_xml_read_file (path, NULL, &error);

  g_assert_null (doc);
  g_assert_error (error, BN_XML_ERROR, BN_XML_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, path));
}

/* ---- libxml2 stays quiet and leaves the caller's handlers alone ---- */

static void
read_every_bad_document (void)
{
  const char *files[] = {
    "laughs.xml", "external-entity.xml", "external-dtd.xml", "parameter-entity.xml",
    "malformed.xml", "undeclared-entity.xml", "leaders-invalid.xml",
    "leaders-bad-choice.xml",
  };
  const char *texts[] = {
    "", "<", "<r>", "<r></s>", "<?xml version='1.0' encoding='bogus'?><r/>",
    "<r xmlns:a='urn:x'><b:c/></r>", "<r>&#0;</r>", "<r a='1' a='2'/>",
    "<leader-rules version='2'/>",
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = fixture (files[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(xmlDoc) doc = bn_xml_read_file (path, LEADERS_SCHEMA, &error);

      g_assert_null (doc);
      g_assert_nonnull (error);
    }
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GBytes) bytes = bytes_from_string (texts[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(xmlDoc) doc = bn_xml_read_bytes (bytes, "text.xml", LEADERS_SCHEMA, &error);
      int expected = i + 1 < G_N_ELEMENTS (texts) ? BN_XML_ERROR_MALFORMED
                                                   : BN_XML_ERROR_INVALID;

      g_assert_null (doc);
      g_assert_error (error, BN_XML_ERROR, expected);
    }
}

static void
test_quiet (void)
{
  if (g_test_subprocess ())
    {
      read_every_bad_document ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("");
}

#ifdef HAVE_LIBXML_HEADERS
static guint caller_handler_calls;

static void
caller_handler (void     *data,
                xmlError *xerror)
{
  caller_handler_calls++;
}
#endif

static void
test_handlers_restored (void)
{
#ifdef HAVE_LIBXML_HEADERS
  int marker = 0;

  xmlSetStructuredErrorFunc (&marker, caller_handler);
  caller_handler_calls = 0;

  read_every_bad_document ();

  g_assert_cmpuint (caller_handler_calls, ==, 0);
  g_assert_true (xmlStructuredError == caller_handler);
  g_assert_true (xmlStructuredErrorContext == &marker);
  xmlSetStructuredErrorFunc (NULL, NULL);
#else
  g_test_skip (NO_LIBXML_HEADERS);
#endif
}

/* ---- helpers ---- */

static xmlDoc *
read_helpers (xmlNode **out_items)
{
  g_autofree char *path = fixture ("helpers.xml");
  g_autoptr(GError) error = NULL;
  xmlDoc *doc = bn_xml_read_file (path, NULL, &error);

  g_assert_no_error (error);
  *out_items = bn_xml_first_element (bn_xml_get_root (doc), "item");
  g_assert_nonnull (*out_items);
  return doc;
}

static void
test_helpers_elements (void)
{
  xmlNode *item, *root, *node;
  g_autoptr(xmlDoc) doc = read_helpers (&item);
  guint n = 0;

  root = bn_xml_get_root (doc);
  for (node = bn_xml_first_element (root, "item"); node != NULL;
       node = bn_xml_next_element (node, "item"))
    n++;
  g_assert_cmpuint (n, ==, 3);

  n = 0;
  for (node = bn_xml_first_element (root, NULL); node != NULL;
       node = bn_xml_next_element (node, NULL))
    n++;
  g_assert_cmpuint (n, ==, 5);

  g_assert_null (bn_xml_first_element (root, "missing"));
  g_assert_cmpuint (bn_xml_get_line (item), ==, 4);
}

static void
test_helpers_props (void)
{
  xmlNode *item;
  g_autoptr(xmlDoc) doc = read_helpers (&item);
  xmlNode *seven = bn_xml_next_element (item, "item");
  xmlNode *bad = bn_xml_next_element (seven, "item");
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  guint count = 0;
  int offset = 0;

  g_assert_true (bn_xml_has_prop (item, "count"));
  g_assert_false (bn_xml_has_prop (item, "missing"));

  g_assert_true (bn_xml_get_uint_prop (item, "count", "helpers.xml", &count, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count, ==, 3);
  g_assert_true (bn_xml_get_int_prop (item, "offset", "helpers.xml", &offset, &error));
  g_assert_no_error (error);
  g_assert_cmpint (offset, ==, -2);
  label = bn_xml_get_string_prop (item, "label", "helpers.xml", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (label, ==, "Three");

  /* Surrounding spaces are allowed, as XML Schema number types allow them. */
  g_assert_true (bn_xml_get_uint_prop (seven, "count", "helpers.xml", &count, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count, ==, 7);

  g_assert_false (bn_xml_get_uint_prop (bad, "count", "helpers.xml", &count, &error));
  assert_error_at (error, BN_XML_ERROR_INVALID, "helpers.xml", 7);
  g_assert_nonnull (strstr (error->message, "<item>"));
  g_assert_nonnull (strstr (error->message, "count"));
  g_clear_error (&error);

  g_assert_false (bn_xml_get_uint_prop (item, "offset", "helpers.xml", &count, &error));
  assert_error_at (error, BN_XML_ERROR_INVALID, "helpers.xml", 4);
  g_clear_error (&error);

  g_assert_false (bn_xml_get_int_prop (bad, "offset", "helpers.xml", &offset, &error));
  assert_error_at (error, BN_XML_ERROR_INVALID, "helpers.xml", 7);
  g_assert_nonnull (strstr (error->message, "offset"));
  g_clear_error (&error);

  g_assert_null (bn_xml_get_string_prop (bad, "label", "helpers.xml", &error));
  assert_error_at (error, BN_XML_ERROR_INVALID, "helpers.xml", 7);
  g_assert_nonnull (strstr (error->message, "label"));
  g_clear_error (&error);
}

static void
test_helpers_text (void)
{
  xmlNode *item;
  g_autoptr(xmlDoc) doc = read_helpers (&item);
  xmlNode *note = bn_xml_first_element (bn_xml_get_root (doc), "note");
  g_autofree char *text = NULL;

  g_assert_nonnull (note);
  text = bn_xml_get_text (note);
  g_assert_cmpstr (text, ==, "Some wrapped text.");
}

/* libxml2's words for a hand-edited file's mistakes, said to a player. */
static void
test_explain (void)
{
  const struct { const char *libxml; const char *player; } cases[] = {
    { "Premature end of data in tag units line 4\n", "the file ends before <units> (opened on line 4) is closed: is it cut short?" },
    { "Opening and ending tag mismatch: unit line 7 and units", "<unit> (opened on line 7) is closed by </units>" },
    { "Element unit failed to validate attributes", "<unit> has an attribute that does not belong to it, or lacks one it needs" },
    { "Type positiveInteger doesn't allow value '-3'", "“-3” is not a whole number above 0" },
    { "Did not expect element banner there", "<banner> does not belong here" },
    { "Start tag expected, '<' not found",
      "this is not an XML file: Banneret's files begin with a tag such as <banneret-leader> or <banneret-army>" },
    { "AttValue: \" or ' expected",
      "an attribute's value is not in quotes (write name=\"value\"), or the file is cut short" },
    { "AttValue: ' expected",
      "an attribute's value is not in quotes (write name=\"value\"), or the file is cut short" },
    { "attributes construct error",
      "an attribute is not written as name=\"value\", or the file is cut short inside a tag" },
    { "Specification mandates value for attribute household",
      "the attribute “household” has no value: write household=\"…\"" },
    { "Attribute name redefined", "the attribute “name” is given twice in one tag" },
    { "xmlParseEntityRef: no name", "an “&” stands alone: write it as &amp;" },
    { "StartTag: invalid element name", "a “<” that begins no tag: write it as &lt;" },
    { "Input is not proper UTF-8, indicate encoding !\nBytes: 0xE9 0x22 0x2F 0x3E\n",
      "the file is not UTF-8 text: save it as UTF-8 in your editor" },
    { "Something libxml2 has never said", "Something libxml2 has never said" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *said = bn_xml_explain (cases[i].libxml);

      g_assert_cmpstr (said, ==, cases[i].player);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/xml/explain", test_explain);

  g_test_add_func ("/xml/valid", test_valid_file);
  g_test_add_func ("/xml/valid/schema", test_valid_with_schema);
  g_test_add_func ("/xml/valid/resource", test_valid_resource);
  g_test_add_func ("/xml/missing/resource", test_missing_resource);
  g_test_add_func ("/xml/missing/schema", test_missing_schema);
  g_test_add_func ("/xml/missing/file", test_missing_file);
  g_test_add_func ("/xml/missing/not-a-file", test_not_a_file);
  g_test_add_func ("/xml/invalid/schema", test_schema_violation);
  g_test_add_func ("/xml/invalid/schema-choice", test_schema_violation_choice);
  g_test_add_func ("/xml/invalid/schema-bytes", test_schema_violation_bytes);
  g_test_add_func ("/xml/malformed/file", test_malformed);
  g_test_add_func ("/xml/malformed/not-xml", test_malformed_not_xml);
  g_test_add_func ("/xml/malformed/undeclared-entity", test_undeclared_entity);
  g_test_add_func ("/xml/malformed/empty", test_empty);
  g_test_add_func ("/xml/forbidden/billion-laughs", test_billion_laughs);
  g_test_add_func ("/xml/forbidden/external-entity", test_external_entity);
  g_test_add_func ("/xml/forbidden/external-dtd", test_external_dtd);
  g_test_add_func ("/xml/forbidden/parameter-entity", test_parameter_entity);
  g_test_add_func ("/xml/forbidden/internal-subset", test_internal_subset_bytes);
  g_test_add_func ("/xml/forbidden/nothing-opened", test_nothing_opened);
  g_test_add_func ("/xml/too-large/bytes", test_too_large_bytes);
  g_test_add_func ("/xml/too-large/file", test_too_large_file);
  g_test_add_func ("/xml/too-large/limit-is-allowed", test_size_limit_exact);
  g_test_add_func ("/xml/quiet", test_quiet);
  g_test_add_func ("/xml/handlers-restored", test_handlers_restored);
  g_test_add_func ("/xml/helpers/elements", test_helpers_elements);
  g_test_add_func ("/xml/helpers/props", test_helpers_props);
  g_test_add_func ("/xml/helpers/text", test_helpers_text);

  return g_test_run ();
}
