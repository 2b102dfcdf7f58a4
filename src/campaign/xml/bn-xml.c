/* bn-xml.c — the safe XML reader and the small helpers loaders share.
 *
 * Why a document type declaration is refused outright rather than parsed
 * with entity substitution turned off: a DTD is where entities are declared,
 * so refusing it closes billion-laughs, external entities and external
 * subsets in one place, whatever libxml2's global defaults happen to be.
 * The parse is stopped from the internalSubset SAX callback, which libxml2
 * calls as soon as it has read "<!DOCTYPE name [ExternalID]", before any
 * declaration inside it is looked at; the tree is checked again afterwards.
 *
 * libxml2 reports problems through per-thread global handlers. Each read
 * installs its own for the duration of the call and puts the previous ones
 * back, so nothing reaches stderr and a caller's handlers survive.
 *
 * Reading the tree a read gave is bn-xml-tree.c; writing a document,
 * bn-xml-writer.c.
 */
#include "bn-xml.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <unistd.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>

#include "bn-resources.h"

/* NONET: nothing is fetched even if a future path tried to.
 * BIG_LINES: line numbers past 65535 stay right in error messages.
 * Deliberately absent: NOENT, DTDLOAD, DTDATTR, DTDVALID, HUGE, XINCLUDE. */
#define BN_XML_PARSE_OPTIONS (XML_PARSE_NONET | XML_PARSE_BIG_LINES)

G_DEFINE_QUARK (bn-xml-error-quark, bn_xml_error)

typedef struct
{
  const char *name;
  BnXmlError  code;      /* what a problem reported by libxml2 counts as */

  /* The first problem; later ones only lend it a place if it has none. */
  gboolean    failed;
  BnXmlError  error_code;
  long        line;
  char       *element;
  char       *message;
} ReadState;

typedef struct
{
  xmlStructuredErrorFunc structured;
  void                  *structured_data;
  xmlGenericErrorFunc    generic;
  void                  *generic_data;
} SavedHandlers;

static void
ensure_libxml (void)
{
  static gsize initialized = 0;

  if (g_once_init_enter (&initialized))
    {
      xmlInitParser ();
      g_once_init_leave (&initialized, 1);
    }
}

static void
set_state_error (ReadState  *state,
                 BnXmlError  code,
                 long        line,
                 const char *element,
                 const char *message)
{
  if (state->failed)
    {
      /* libxml2's RelaxNG often reports a problem first without a place
       * ("Element x failed to validate attributes") and then the place. */
      if (state->line <= 0 && line > 0)
        {
          state->line = line;
          state->element = g_strdup (element);
        }
      return;
    }
  state->failed = TRUE;
  state->error_code = code;
  state->line = line;
  state->element = g_strdup (element);
  state->message = g_strstrip (g_strdup (message != NULL ? message : ""));
}

/* Moves the recorded problem, "NAME: line N: <element>: message", into
 * @error and clears @state. */
static void
propagate_state_error (ReadState  *state,
                       GError    **error)
{
  g_autofree char *where = NULL;

  g_assert (state->failed);

  /* A message that names its element already needs no other named. */
  if (state->line > 0 && state->element != NULL && strchr (state->message, '<') == NULL)
    where = g_strdup_printf ("line %ld: <%s>: ", state->line, state->element);
  else if (state->line > 0)
    where = g_strdup_printf ("line %ld: ", state->line);
  g_set_error (error, BN_XML_ERROR, state->error_code, _("%s: %s%s"),
               state->name, where != NULL ? where : "", state->message);

  state->failed = FALSE;
  g_clear_pointer (&state->element, g_free);
  g_clear_pointer (&state->message, g_free);
}

/* libxml2's words for the mistakes a hand-edited file makes, and the same
 * said to a player. Each pattern is matched whole against the message;
 * \\1, \\2 are what it captured (element and attribute names, values). */
static const struct
{
  const char *pattern;
  const char *replacement;
} explanations[] = {
  { "Document is empty", "the file is empty" },
  { "Start tag expected, '<' not found",
    "this is not an XML file: Banneret's files begin with a tag such as <banneret-leader> or <banneret-army>" },
  { "Premature end of data in tag (\\S+) line (\\d+)",
    "the file ends before <\\1> (opened on line \\2) is closed: is it cut short?" },
  { "Opening and ending tag mismatch: (\\S+) line (\\d+) and (\\S+)",
    "<\\1> (opened on line \\2) is closed by </\\3>" },
  { "Extra content at the end of the document", "there is more after the end of the document" },
  { "AttValue: .* expected",
    "an attribute's value is not in quotes (write name=\"value\"), or the file is cut short" },
  { "attributes construct error",
    "an attribute is not written as name=\"value\", or the file is cut short inside a tag" },
  { "Couldn't find end of Start Tag (\\S+) line (\\d+)",
    "<\\1> (line \\2) is not closed with “>”: is the file cut short?" },
  { "Specification mandates value for attribute (\\S+)", "the attribute “\\1” has no value: write \\1=\"…\"" },
  { "Attribute (\\S+) redefined", "the attribute “\\1” is given twice in one tag" },
  { "xmlParseEntityRef: no name", "an “&” stands alone: write it as &amp;" },
  { "EntityRef: expecting ';'", "an “&” stands alone: write it as &amp;" },
  { "StartTag: invalid element name", "a “<” that begins no tag: write it as &lt;" },
  { "Unescaped '<' not allowed in attributes values", "an attribute's value holds a “<”: write it as &lt;" },
  { "Input is not proper UTF-8, indicate encoding !.*",
    "the file is not UTF-8 text: save it as UTF-8 in your editor" },
  { "(?:PCDATA invalid Char value|Char 0x\\S+ out of allowed range).*",
    "the file holds a control character XML does not allow" },
  { "Element (\\S+) failed to validate attributes",
    "<\\1> has an attribute that does not belong to it, or lacks one it needs" },
  { "Invalid attribute (\\S+) for element (\\S+)", "<\\2> cannot have the attribute “\\1”" },
  { "Element (\\S+) failed to validate content", "what <\\1> holds is not what it should hold" },
  { "Element (\\S+) has extra content: (\\S+)", "<\\2> does not belong in <\\1>" },
  { "Did not expect element (\\S+) there", "<\\1> does not belong here" },
  { "Expecting element (\\S+), got (\\S+)", "<\\2> is here where <\\1> should be" },
  { "Expecting an element (\\S+), got nothing", "<\\1> is missing here" },
  { "Expecting an element , got nothing", "a required element is missing" },
  { "Element (\\S+) failed to validate", "<\\1> is not written as it should be" },
  { "Type positiveInteger doesn't allow value '(.*)'", "“\\1” is not a whole number above 0" },
  { "Type (?:nonNegativeInteger|unsignedInt|unsignedLong) doesn't allow value '(.*)'",
    "“\\1” is not a whole number, 0 or more" },
  { "Type (?:integer|int|long) doesn't allow value '(.*)'", "“\\1” is not a whole number" },
  { "Type boolean doesn't allow value '(.*)'", "“\\1” is neither true nor false" },
  { "Type (\\S+) doesn't allow value '(.*)'", "“\\2” is not a valid value here" },
  { "Error validating datatype (\\S+)", "a value here is not of the right kind (\\1)" },
  { "Error validating value ?", "a value here is not one of those allowed" },
  { "Value '(.*)' of attribute '(\\S+)' .*", "“\\1” is not a valid value for “\\2”" },
  { "Relax-NG validity error : (.*)", "\\1" },
};

/**
 * bn_xml_explain:
 * @message: a libxml2 parser or RelaxNG message
 *
 * Returns: (transfer full): @message in a player's words where it is one
 *   Banneret knows, otherwise @message itself
 */
char *
bn_xml_explain (const char *message)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (message != NULL ? message : ""));

  for (guint i = 0; i < G_N_ELEMENTS (explanations); i++)
    {
      g_autofree char *anchored = g_strdup_printf ("^(?:%s)$", explanations[i].pattern);
      g_autoptr(GRegex) regex = g_regex_new (anchored, G_REGEX_DOTALL, 0, NULL);

      if (regex != NULL && g_regex_match (regex, trimmed, 0, NULL))
        return g_regex_replace (regex, trimmed, -1, 0, explanations[i].replacement, 0, NULL);
    }
  return g_steal_pointer (&trimmed);
}

/* Keeps the first error; warnings do not make a document unusable.
 * Validation messages such as "Error validating datatype token" do not say
 * where, so the element libxml2 points at is named too. */
static void
on_structured_error (void     *data,
                     xmlError *xerror)
{
  ReadState *state = data;
  xmlNode *node;
  const char *element = NULL;
  char *message;
  long line;

  if (xerror == NULL || xerror->level < XML_ERR_ERROR)
    return;

  node = xerror->node;
  line = xerror->line;
  if (line <= 0 && node != NULL)
    line = xmlGetLineNo (node);
  if (xerror->domain == XML_FROM_RELAXNGV && node != NULL && node->type == XML_ELEMENT_NODE)
    element = (const char *) node->name;
  /* libxml2 words this one "Expecting an element , got nothing". */
  if (xerror->domain == XML_FROM_RELAXNGV && xerror->code == XML_RELAXNG_ERR_NOELEM)
    message = g_strdup (_("a required element is missing"));
  else
    message = bn_xml_explain (xerror->message);
  set_state_error (state, state->code, line, element, message);
  g_free (message);
}

/* Messages that bypass the structured channel are internal diagnostics;
 * they must not reach the user's terminal. */
static void G_GNUC_PRINTF (2, 3)
on_generic_error (void       *data,
                  const char *format,
                  ...)
{
}

static void
install_handlers (ReadState     *state,
                  SavedHandlers *saved)
{
  saved->structured = xmlStructuredError;
  saved->structured_data = xmlStructuredErrorContext;
  saved->generic = xmlGenericError;
  saved->generic_data = xmlGenericErrorContext;
  xmlSetStructuredErrorFunc (state, on_structured_error);
  xmlSetGenericErrorFunc (NULL, on_generic_error);
}

static void
restore_handlers (const SavedHandlers *saved)
{
  xmlSetStructuredErrorFunc (saved->structured_data, saved->structured);
  xmlSetGenericErrorFunc (saved->generic_data, saved->generic);
}

static void
forbid (xmlParserCtxt *ctxt,
        const char    *what)
{
  ReadState *state = ctxt->_private;

  set_state_error (state, BN_XML_ERROR_FORBIDDEN,
                   ctxt->input != NULL ? ctxt->input->line : 0, NULL, what);
  xmlStopParser (ctxt);
}

static void
on_internal_subset (void          *data,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  forbid (data, "document type declarations are not allowed");
}

/* Unreachable while on_internal_subset() stops the parse; kept so that a
 * declaration can never be honoured should libxml2 reach one another way. */
static void
on_entity_decl (void          *data,
                const xmlChar *name,
                int            type,
                const xmlChar *public_id,
                const xmlChar *system_id,
                xmlChar       *content)
{
  forbid (data, "entity declarations are not allowed");
}

static void
on_external_subset (void          *data,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  forbid (data, "external document type definitions are not allowed");
}

static xmlParserInput *
on_resolve_entity (void          *data,
                   const xmlChar *public_id,
                   const xmlChar *system_id)
{
  forbid (data, "external entities are not allowed");
  return NULL;
}

/* Returns: (transfer full): the tree, or %NULL with @error set. */
static xmlDoc *
parse_document (const char  *data,
                gsize        len,
                const char  *name,
                GError     **error)
{
  ReadState state = { name, BN_XML_ERROR_MALFORMED, };
  SavedHandlers saved;
  xmlParserCtxt *ctxt;
  xmlDoc *doc = NULL;

  ensure_libxml ();
  install_handlers (&state, &saved);

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    {
      restore_handlers (&saved);
      g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_IO,
                   _("%s: could not create an XML parser"), name);
      return NULL;
    }
  /* SAX callbacks get the context itself as their data (ctxt->userData). */
  ctxt->_private = &state;
  ctxt->sax->internalSubset = on_internal_subset;
  ctxt->sax->externalSubset = on_external_subset;
  ctxt->sax->entityDecl = on_entity_decl;
  ctxt->sax->resolveEntity = on_resolve_entity;

  doc = xmlCtxtReadMemory (ctxt, data, (int) len, NULL, NULL, BN_XML_PARSE_OPTIONS);

  if (!state.failed && doc != NULL && (doc->intSubset != NULL || doc->extSubset != NULL))
    set_state_error (&state, BN_XML_ERROR_FORBIDDEN,
                     xmlGetLineNo ((xmlNode *) (doc->intSubset != NULL ? doc->intSubset
                                                                        : doc->extSubset)),
                     NULL, "document type declarations are not allowed");
  if (!state.failed && (doc == NULL || !ctxt->wellFormed || !ctxt->nsWellFormed))
    set_state_error (&state, BN_XML_ERROR_MALFORMED, 0, NULL, "not a well-formed XML document");
  if (!state.failed && xmlDocGetRootElement (doc) == NULL)
    set_state_error (&state, BN_XML_ERROR_MALFORMED, 0, NULL, "the document has no root element");

  xmlFreeParserCtxt (ctxt);
  restore_handlers (&saved);

  if (state.failed)
    {
      g_clear_pointer (&doc, xmlFreeDoc);
      propagate_state_error (&state, error);
      return NULL;
    }
  return doc;
}

/* Returns: (transfer full): the compiled schema, or %NULL with @error set.
 * A schema that fails here is a packaging bug, but it is still reported
 * rather than aborting: the user's document is simply not read. */
static xmlRelaxNG *
load_schema (const char  *schema_resource,
             GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(xmlDoc) schema_doc = NULL;
  GError *local_error = NULL;
  ReadState state = { schema_resource, BN_XML_ERROR_MALFORMED, };
  SavedHandlers saved;
  xmlRelaxNGParserCtxt *pctxt;
  xmlRelaxNG *schema;
  gsize len;
  const char *data;

  bytes = bn_resources_lookup (schema_resource, &local_error);
  if (bytes == NULL)
    {
      g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_IO, _("%s: %s"),
                   schema_resource, local_error->message);
      g_error_free (local_error);
      return NULL;
    }
  data = g_bytes_get_data (bytes, &len);
  schema_doc = parse_document (data, len, schema_resource, error);
  if (schema_doc == NULL)
    return NULL;

  install_handlers (&state, &saved);
  /* The parser context works on its own copy of the tree. */
  pctxt = xmlRelaxNGNewDocParserCtxt (schema_doc);
  xmlRelaxNGSetParserStructuredErrors (pctxt, on_structured_error, &state);
  schema = xmlRelaxNGParse (pctxt);
  xmlRelaxNGFreeParserCtxt (pctxt);
  restore_handlers (&saved);

  if (schema == NULL || state.failed)
    {
      g_clear_pointer (&schema, xmlRelaxNGFree);
      if (!state.failed)
        set_state_error (&state, BN_XML_ERROR_MALFORMED, 0, NULL, "not a usable RelaxNG schema");
      propagate_state_error (&state, error);
      return NULL;
    }
  return schema;
}

/* Schemas are compiled once per process and kept: compiling one costs ten
 * times what validating a battle log does. A compiled schema is only read
 * while validating, so one serves every reader. */
static xmlRelaxNG *
cached_schema (const char  *schema_resource,
               GError     **error)
{
  static GMutex lock;
  static GHashTable *schemas;
  xmlRelaxNG *schema;

  g_mutex_lock (&lock);
  if (schemas == NULL)
    schemas = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  schema = g_hash_table_lookup (schemas, schema_resource);
  if (schema == NULL)
    {
      schema = load_schema (schema_resource, error);
      if (schema != NULL)
        g_hash_table_insert (schemas, g_strdup (schema_resource), schema);
    }
  g_mutex_unlock (&lock);
  return schema;
}

static gboolean
validate_document (xmlDoc      *doc,
                   const char  *name,
                   const char  *schema_resource,
                   GError     **error)
{
  ReadState state = { name, BN_XML_ERROR_INVALID, };
  SavedHandlers saved;
  xmlRelaxNGValidCtxt *vctxt;
  xmlRelaxNG *schema;
  int rc;

  schema = cached_schema (schema_resource, error);
  if (schema == NULL)
    return FALSE;

  install_handlers (&state, &saved);
  vctxt = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (vctxt, on_structured_error, &state);
  rc = xmlRelaxNGValidateDoc (vctxt, doc);
  xmlRelaxNGFreeValidCtxt (vctxt);
  restore_handlers (&saved);

  if (rc != 0 && !state.failed)
    set_state_error (&state, BN_XML_ERROR_INVALID, 0, NULL, "the document does not follow its schema");
  if (state.failed)
    {
      propagate_state_error (&state, error);
      return FALSE;
    }
  return TRUE;
}

/**
 * bn_xml_read_bytes:
 * @bytes: the document
 * @name: what the user knows the document as (a path, a resource name);
 *   every error message starts with it
 * @schema_resource: (nullable): resource path of a RelaxNG schema the
 *   document must follow, or %NULL to only check that it is well-formed
 *
 * Parses @bytes safely: at most %BN_XML_MAX_BYTES, no document type
 * declaration, no network, nothing printed.
 *
 * Returns: (transfer full): the tree, or %NULL with @error set to the first
 *   problem found ("NAME: line N: what").
 */
xmlDoc *
bn_xml_read_bytes (GBytes      *bytes,
                   const char  *name,
                   const char  *schema_resource,
                   GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autofree char *size_text = NULL;
  const char *data;
  gsize len;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  data = g_bytes_get_data (bytes, &len);
  if (len > BN_XML_MAX_BYTES)
    {
      size_text = g_format_size (len);
      g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_TOO_LARGE,
                   _("%s: the document is %s; at most %d MiB can be read"),
                   name, size_text, BN_XML_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  if (len == 0)
    {
      g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_MALFORMED,
                   _("%s: the document is empty"), name);
      return NULL;
    }

  doc = parse_document (data, len, name, error);
  if (doc == NULL)
    return NULL;
  if (schema_resource != NULL && !validate_document (doc, name, schema_resource, error))
    return NULL;
  return g_steal_pointer (&doc);
}

/* Reads what @fd gives until its end, refusing more than %BN_XML_MAX_BYTES:
 * standard input, a pipe or a device has no size to check beforehand. */
static GBytes *
read_stream (int          fd,
             const char  *display,
             GError     **error)
{
  g_autoptr(GByteArray) data = g_byte_array_new ();
  guint8 buffer[16384];

  for (;;)
    {
      gssize n = read (fd, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_IO, _("%s: %s"), display, g_strerror (saved_errno));
          return NULL;
        }
      if (n == 0)
        break;
      g_byte_array_append (data, buffer, (guint) n);
      if (data->len > BN_XML_MAX_BYTES)
        {
          g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_TOO_LARGE,
                       _("%s: more than %d MiB; at most %d MiB can be read"),
                       display, BN_XML_MAX_BYTES / (1024 * 1024), BN_XML_MAX_BYTES / (1024 * 1024));
          return NULL;
        }
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&data));
}

/* Standard input can be read only once; a loader that reads "-" twice
 * (a second, unchecked parse to explain a refusal) gets the same bytes. */
static GBytes *
read_standard_input (GError **error)
{
  static GBytes *input = NULL;

  if (input == NULL)
    input = read_stream (STDIN_FILENO, _("standard input"), error);
  return input != NULL ? g_bytes_ref (input) : NULL;
}

/**
 * bn_xml_read_file:
 * @path: (type filename): the file; "-" is standard input
 * @schema_resource: (nullable): as for bn_xml_read_bytes()
 *
 * Like bn_xml_read_bytes(), named by @path. A regular file larger than
 * %BN_XML_MAX_BYTES is refused before any of it is read; standard input,
 * a pipe or a device is read up to that size. A folder is refused.
 *
 * Returns: (transfer full): the tree, or %NULL with @error set.
 */
xmlDoc *
bn_xml_read_file (const char  *path,
                  const char  *schema_resource,
                  GError     **error)
{
  g_autofree char *display = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  GError *local_error = NULL;
  GStatBuf st;
  gsize len = 0;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (strcmp (path, "-") == 0)
    {
      bytes = read_standard_input (error);
      return bytes != NULL ? bn_xml_read_bytes (bytes, _("standard input"), schema_resource, error) : NULL;
    }

  display = g_filename_display_name (path);
  if (g_stat (path, &st) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_IO, _("%s: %s"),
                   display, g_strerror (saved_errno));
      return NULL;
    }
  if (S_ISDIR (st.st_mode))
    {
      g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_IO,
                   _("%s: a folder, not a file"), display);
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      int fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NOCTTY, 0);

      if (fd < 0)
        {
          int saved_errno = errno;

          g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_IO, _("%s: %s"), display, g_strerror (saved_errno));
          return NULL;
        }
      bytes = read_stream (fd, display, error);
      close (fd);
      return bytes != NULL ? bn_xml_read_bytes (bytes, display, schema_resource, error) : NULL;
    }
  if (st.st_size > BN_XML_MAX_BYTES)
    {
      g_autofree char *size_text = g_format_size ((guint64) st.st_size);

      g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_TOO_LARGE,
                   _("%s: the file is %s; at most %d MiB can be read"),
                   display, size_text, BN_XML_MAX_BYTES / (1024 * 1024));
      return NULL;
    }
  if (!g_file_get_contents (path, &contents, &len, &local_error))
    {
      g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_IO, _("%s"), local_error->message);
      g_error_free (local_error);
      return NULL;
    }

  /* The size is checked again there: the file may have grown since g_stat(). */
  bytes = g_bytes_new_take (g_steal_pointer (&contents), len);
  return bn_xml_read_bytes (bytes, display, schema_resource, error);
}

/**
 * bn_xml_read_resource:
 * @resource_path: a bundled file, e.g. BN_RESOURCE_DATA "leaders.xml"
 * @schema_resource: (nullable): as for bn_xml_read_bytes()
 *
 * Returns: (transfer full): the tree, or %NULL with @error set.
 */
xmlDoc *
bn_xml_read_resource (const char  *resource_path,
                      const char  *schema_resource,
                      GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  GError *local_error = NULL;

  g_return_val_if_fail (resource_path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  bytes = bn_resources_lookup (resource_path, &local_error);
  if (bytes == NULL)
    {
      g_set_error (error, BN_XML_ERROR, BN_XML_ERROR_IO, _("%s: %s"),
                   resource_path, local_error->message);
      g_error_free (local_error);
      return NULL;
    }
  return bn_xml_read_bytes (bytes, resource_path, schema_resource, error);
}

