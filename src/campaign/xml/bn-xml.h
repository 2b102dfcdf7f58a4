/* bn-xml.h — the one way Banneret reads XML.
 *
 * Every XML document the app reads, bundled or handed in by a user, goes
 * through bn_xml_read_bytes(): it caps the size, refuses any document type
 * declaration (so no entity is ever declared, expanded or fetched), never
 * touches the network, keeps libxml2 quiet and turns the first problem into
 * a GError that names the document and the line. With a schema it also
 * validates against a bundled RelaxNG schema.
 *
 * Only the files of xml/ (bn-xml*.c and the *-xml*.c loaders) include
 * libxml2's headers, and they include the ones they use themselves. This
 * header names libxml2's types without including them, so that any code (a
 * test, a caller checking for BN_XML_ERROR) can include it without
 * libxml2's compiler flags.
 */
#pragma once

#include <gio/gio.h>

#include "bn-card.h"

G_BEGIN_DECLS

/* The same declarations as libxml/tree.h's; C11 allows the repetition. */
typedef struct _xmlDoc  xmlDoc;
typedef struct _xmlNode xmlNode;
void xmlFreeDoc (xmlDoc *cur);

#define BN_XML_ERROR (bn_xml_error_quark ())

typedef enum
{
  BN_XML_ERROR_TOO_LARGE,
  BN_XML_ERROR_MALFORMED,
  BN_XML_ERROR_FORBIDDEN,
  BN_XML_ERROR_INVALID,
  BN_XML_ERROR_IO,
} BnXmlError;

/* Larger documents are refused before they are read or parsed. */
#define BN_XML_MAX_BYTES (8 * 1024 * 1024)

GQuark      bn_xml_error_quark       (void);

xmlDoc     *bn_xml_read_bytes        (GBytes      *bytes,
                                      const char  *name,
                                      const char  *schema_resource,
                                      GError     **error);
xmlDoc     *bn_xml_read_file         (const char  *path,
                                      const char  *schema_resource,
                                      GError     **error);
xmlDoc     *bn_xml_read_resource     (const char  *resource_path,
                                      const char  *schema_resource,
                                      GError     **error);

char       *bn_xml_dup_file_root_name (const char  *path,
                                       GError     **error);

xmlNode    *bn_xml_first_element     (xmlNode    *parent,
                                      const char *name);
xmlNode    *bn_xml_next_element      (xmlNode    *node,
                                      const char *name);

char       *bn_xml_explain           (const char *message);
gboolean    bn_xml_has_prop          (xmlNode    *node,
                                      const char *name);
char       *bn_xml_get_string_prop   (xmlNode     *node,
                                      const char  *name,
                                      const char  *doc_name,
                                      GError     **error);
gboolean    bn_xml_get_uint_prop     (xmlNode     *node,
                                      const char  *name,
                                      const char  *doc_name,
                                      guint       *out,
                                      GError     **error);
gboolean    bn_xml_get_int_prop      (xmlNode     *node,
                                      const char  *name,
                                      const char  *doc_name,
                                      int         *out,
                                      GError     **error);
xmlNode    *bn_xml_get_root          (xmlDoc  *doc);
const char *bn_xml_get_name          (xmlNode *node);
xmlNode    *bn_xml_require_element   (xmlNode     *parent,
                                      const char  *element,
                                      const char  *doc_name,
                                      GError     **error);
char       *bn_xml_require_child_text (xmlNode    *parent,
                                       const char *element,
                                       const char *doc_name,
                                       GError    **error);
gboolean    bn_xml_get_optional_uint_prop (xmlNode     *node,
                                           const char  *name,
                                           guint        fallback,
                                           const char  *doc_name,
                                           guint       *out,
                                           GError     **error);
gboolean    bn_xml_get_optional_int_prop  (xmlNode     *node,
                                           const char  *name,
                                           int          fallback,
                                           const char  *doc_name,
                                           int         *out,
                                           GError     **error);
char       *bn_xml_get_text          (xmlNode *node);
guint       bn_xml_get_line          (xmlNode *node);

void        bn_xml_set_error_at      (GError     **error,
                                      BnXmlError   code,
                                      const char  *doc_name,
                                      xmlNode     *node,
                                      const char  *format,
                                      ...) G_GNUC_PRINTF (5, 6);

/* Writing an exchange document: an indented UTF-8 document in memory.
 * After libxml2 fails (out of memory) every further call does nothing, and
 * bn_xml_writer_finish() returns %NULL. */
typedef struct _BnXmlWriter BnXmlWriter;

BnXmlWriter *bn_xml_writer_new                (void);
void         bn_xml_writer_free               (BnXmlWriter *writer);
void         bn_xml_writer_start_element      (BnXmlWriter *writer,
                                               const char  *name);
void         bn_xml_writer_end_element        (BnXmlWriter *writer);
void         bn_xml_writer_write_attribute    (BnXmlWriter *writer,
                                               const char  *name,
                                               const char  *value);
void         bn_xml_writer_write_uint_attribute (BnXmlWriter *writer,
                                                 const char  *name,
                                                 guint        value);
void         bn_xml_writer_write_boolean_attribute (BnXmlWriter *writer,
                                                    const char  *name,
                                                    gboolean     value);
void         bn_xml_writer_write_card_attribute (BnXmlWriter *writer,
                                                 const char  *name,
                                                 BnCard       card);
void         bn_xml_writer_write_text         (BnXmlWriter *writer,
                                               const char  *text);
char        *bn_xml_writer_finish             (BnXmlWriter *writer);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnXmlWriter, bn_xml_writer_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, xmlFreeDoc)

G_END_DECLS
