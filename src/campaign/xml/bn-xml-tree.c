/* bn-xml-tree.c — reading a document bn_xml_read_bytes() accepted: its
 * elements, attributes and text, each helper turning a missing or malformed
 * value into a GError that names the document, the line and the field.
 */
#include "bn-xml.h"

#include <glib/gi18n-lib.h>

#include <libxml/tree.h>

static gboolean
element_matches (xmlNode    *node,
                 const char *name)
{
  return node->type == XML_ELEMENT_NODE &&
         (name == NULL || xmlStrEqual (node->name, (const xmlChar *) name));
}

/* Returns: (nullable): the first child element of @parent called @name
 * (any element if @name is %NULL); text and comments are skipped. */
xmlNode *
bn_xml_first_element (xmlNode    *parent,
                      const char *name)
{
  g_return_val_if_fail (parent != NULL, NULL);

  for (xmlNode *node = parent->children; node != NULL; node = node->next)
    if (element_matches (node, name))
      return node;
  return NULL;
}

/* Returns: (nullable): the next sibling element of @node called @name
 * (any element if @name is %NULL). */
xmlNode *
bn_xml_next_element (xmlNode    *node,
                     const char *name)
{
  g_return_val_if_fail (node != NULL, NULL);

  for (xmlNode *next = node->next; next != NULL; next = next->next)
    if (element_matches (next, name))
      return next;
  return NULL;
}

gboolean
bn_xml_has_prop (xmlNode    *node,
                 const char *name)
{
  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  return xmlHasProp (node, (const xmlChar *) name) != NULL;
}

/* Returns: (nullable): the document's root element. */
xmlNode *
bn_xml_get_root (xmlDoc *doc)
{
  g_return_val_if_fail (doc != NULL, NULL);

  return xmlDocGetRootElement (doc);
}

/**
 * bn_xml_dup_file_root_name:
 * @path: (type filename): a document
 *
 * Reads @path as bn_xml_read_file() does, without a schema, to tell which
 * of Banneret's documents it is ("banneret-army", "banneret-leader",
 * "battle-result", "battle-log", …).
 *
 * Returns: (transfer full): the root element's name, or %NULL with @error
 */
char *
bn_xml_dup_file_root_name (const char  *path,
                           GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  doc = bn_xml_read_file (path, NULL, error);
  if (doc == NULL)
    return NULL;
  return g_strdup ((const char *) xmlDocGetRootElement (doc)->name);
}

/* Returns: the element's name (its local name, without any prefix). */
const char *
bn_xml_get_name (xmlNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);

  return (const char *) node->name;
}

/* Returns: the line @node was read from, or 0 if unknown. */
guint
bn_xml_get_line (xmlNode *node)
{
  long line;

  g_return_val_if_fail (node != NULL, 0);

  line = xmlGetLineNo (node);
  return line > 0 && line <= G_MAXUINT ? (guint) line : 0;
}

/**
 * bn_xml_set_error_at:
 *
 * Sets @error to "DOC_NAME: line N: <element>: message", for problems a
 * loader finds in a document that parsed and validated. The line and
 * element come from @node, which may be %NULL when the problem has no
 * single place.
 */
void
bn_xml_set_error_at (GError     **error,
                     BnXmlError   code,
                     const char  *doc_name,
                     xmlNode     *node,
                     const char  *format,
                     ...)
{
  g_autofree char *message = NULL;
  va_list args;
  guint line;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  line = node != NULL ? bn_xml_get_line (node) : 0;
  if (node != NULL && node->type == XML_ELEMENT_NODE && line > 0)
    g_set_error (error, BN_XML_ERROR, code, _("%s: line %u: <%s>: %s"),
                 doc_name, line, (const char *) node->name, message);
  else if (line > 0)
    g_set_error (error, BN_XML_ERROR, code, _("%s: line %u: %s"), doc_name, line, message);
  else
    g_set_error (error, BN_XML_ERROR, code, _("%s: %s"), doc_name, message);
}

/* Returns: (transfer full) (nullable): the attribute's value, surrounding
 * white space removed as an XML Schema number type would, or %NULL with
 * @error set when it is missing. */
static char *
get_trimmed_prop (xmlNode     *node,
                  const char  *name,
                  const char  *doc_name,
                  GError     **error)
{
  char *value = bn_xml_get_string_prop (node, name, doc_name, error);

  return value != NULL ? g_strstrip (value) : NULL;
}

/* Returns: (transfer full): the attribute's value, or %NULL with @error set
 * when @node has no attribute @name. */
char *
bn_xml_get_string_prop (xmlNode     *node,
                        const char  *name,
                        const char  *doc_name,
                        GError     **error)
{
  xmlChar *value;
  char *copy;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (doc_name != NULL, NULL);

  value = xmlGetProp (node, (const xmlChar *) name);
  if (value == NULL)
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, doc_name, node,
                           _("the attribute “%s” is missing"), name);
      return NULL;
    }
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

gboolean
bn_xml_get_uint_prop (xmlNode     *node,
                      const char  *name,
                      const char  *doc_name,
                      guint       *out,
                      GError     **error)
{
  g_autofree char *text = NULL;
  guint64 value;

  g_return_val_if_fail (out != NULL, FALSE);

  text = get_trimmed_prop (node, name, doc_name, error);
  if (text == NULL)
    return FALSE;
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &value, NULL))
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, doc_name, node,
                           _("the attribute “%s” is “%s”, not a whole number from 0 to %u"),
                           name, text, G_MAXUINT);
      return FALSE;
    }
  *out = (guint) value;
  return TRUE;
}

gboolean
bn_xml_get_int_prop (xmlNode     *node,
                     const char  *name,
                     const char  *doc_name,
                     int         *out,
                     GError     **error)
{
  g_autofree char *text = NULL;
  gint64 value;

  g_return_val_if_fail (out != NULL, FALSE);

  text = get_trimmed_prop (node, name, doc_name, error);
  if (text == NULL)
    return FALSE;
  if (!g_ascii_string_to_signed (text, 10, G_MININT, G_MAXINT, &value, NULL))
    {
      bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, doc_name, node,
                           _("the attribute “%s” is “%s”, not a whole number from %d to %d"),
                           name, text, G_MININT, G_MAXINT);
      return FALSE;
    }
  *out = (int) value;
  return TRUE;
}

/* Returns: (transfer full): the text inside @node with every run of white
 * space made one space and none at either end, so that prose may be
 * wrapped freely in the file. */
char *
bn_xml_get_text (xmlNode *node)
{
  xmlChar *content;
  GString *text;
  gboolean pending_space = FALSE;

  g_return_val_if_fail (node != NULL, NULL);

  content = xmlNodeGetContent (node);
  text = g_string_new (NULL);
  for (const char *p = (const char *) content; p != NULL && *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        {
          pending_space = text->len > 0;
          continue;
        }
      if (pending_space)
        g_string_append_c (text, ' ');
      pending_space = FALSE;
      g_string_append_c (text, *p);
    }
  xmlFree (content);
  return g_string_free (text, FALSE);
}

/* The schema guarantees the element; this keeps a tree that somehow lacks
 * it from crashing a loader. Returns: (nullable): @parent's first <@element>. */
xmlNode *
bn_xml_require_element (xmlNode     *parent,
                        const char  *element,
                        const char  *doc_name,
                        GError     **error)
{
  xmlNode *node = bn_xml_first_element (parent, element);

  if (node == NULL)
    bn_xml_set_error_at (error, BN_XML_ERROR_INVALID, doc_name, parent,
                         _("the element <%s> is missing"), element);
  return node;
}

/* Returns: (transfer full): the normalized text of @parent's <@element>,
 * or %NULL with @error set. */
char *
bn_xml_require_child_text (xmlNode    *parent,
                           const char *element,
                           const char *doc_name,
                           GError    **error)
{
  xmlNode *node = bn_xml_require_element (parent, element, doc_name, error);

  return node != NULL ? bn_xml_get_text (node) : NULL;
}

/* Reads @name if the element has it; otherwise gives @fallback. */
gboolean
bn_xml_get_optional_uint_prop (xmlNode     *node,
                               const char  *name,
                               guint        fallback,
                               const char  *doc_name,
                               guint       *out,
                               GError     **error)
{
  if (!bn_xml_has_prop (node, name))
    {
      *out = fallback;
      return TRUE;
    }
  return bn_xml_get_uint_prop (node, name, doc_name, out, error);
}

gboolean
bn_xml_get_optional_int_prop (xmlNode     *node,
                              const char  *name,
                              int          fallback,
                              const char  *doc_name,
                              int         *out,
                              GError     **error)
{
  if (!bn_xml_has_prop (node, name))
    {
      *out = fallback;
      return TRUE;
    }
  return bn_xml_get_int_prop (node, name, doc_name, out, error);
}
