/* bn-xml-writer.c — BnXmlWriter: an indented document written element by
 * element with libxml2's text writer, whose attributes and text it
 * escapes; a failure (libxml2 out of memory) makes the rest do nothing and
 * bn_xml_writer_finish() give NULL.
 */
#include "bn-xml.h"

#include <libxml/xmlwriter.h>

/* ---- writing ---- */

struct _BnXmlWriter
{
  xmlBuffer *buffer;
  xmlTextWriter *writer;
  gboolean failed;        /* libxml2 ran out of memory; later calls do nothing */
};

/* Returns: (transfer full): a writer with the XML declaration written. */
BnXmlWriter *
bn_xml_writer_new (void)
{
  BnXmlWriter *self = g_new0 (BnXmlWriter, 1);

  self->buffer = xmlBufferCreate ();
  self->writer = self->buffer != NULL ? xmlNewTextWriterMemory (self->buffer, 0) : NULL;
  if (self->writer == NULL ||
      xmlTextWriterSetIndent (self->writer, 1) < 0 ||
      xmlTextWriterSetIndentString (self->writer, (const xmlChar *) "  ") < 0 ||
      xmlTextWriterStartDocument (self->writer, NULL, "UTF-8", NULL) < 0)
    self->failed = TRUE;
  return self;
}

void
bn_xml_writer_free (BnXmlWriter *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->writer, xmlFreeTextWriter);
  g_clear_pointer (&self->buffer, xmlBufferFree);
  g_free (self);
}

void
bn_xml_writer_start_element (BnXmlWriter *self,
                             const char  *name)
{
  if (!self->failed && xmlTextWriterStartElement (self->writer, (const xmlChar *) name) < 0)
    self->failed = TRUE;
}

void
bn_xml_writer_end_element (BnXmlWriter *self)
{
  if (!self->failed && xmlTextWriterEndElement (self->writer) < 0)
    self->failed = TRUE;
}

void
bn_xml_writer_write_attribute (BnXmlWriter *self,
                               const char  *name,
                               const char  *value)
{
  if (!self->failed &&
      xmlTextWriterWriteAttribute (self->writer, (const xmlChar *) name, (const xmlChar *) value) < 0)
    self->failed = TRUE;
}

void
bn_xml_writer_write_uint_attribute (BnXmlWriter *self,
                                    const char  *name,
                                    guint        value)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];

  g_snprintf (text, sizeof text, "%u", value);
  bn_xml_writer_write_attribute (self, name, text);
}

void
bn_xml_writer_write_boolean_attribute (BnXmlWriter *self,
                                       const char  *name,
                                       gboolean     value)
{
  bn_xml_writer_write_attribute (self, name, value ? "true" : "false");
}

/* Cards are written in the notation players type, e.g. "10S". */
void
bn_xml_writer_write_card_attribute (BnXmlWriter *self,
                                    const char  *name,
                                    BnCard       card)
{
  g_autofree char *text = bn_card_to_string (card);

  bn_xml_writer_write_attribute (self, name, text);
}

/* Writes @text as the current element's content; nothing for empty text. */
void
bn_xml_writer_write_text (BnXmlWriter *self,
                          const char  *text)
{
  if (!self->failed && text != NULL && *text != '\0' &&
      xmlTextWriterWriteString (self->writer, (const xmlChar *) text) < 0)
    self->failed = TRUE;
}

/**
 * bn_xml_writer_finish:
 *
 * Ends the document. The writer takes no more calls after this.
 *
 * Returns: (transfer full) (nullable): the document, or %NULL if libxml2
 *   failed on the way
 */
char *
bn_xml_writer_finish (BnXmlWriter *self)
{
  char *document = NULL;

  if (!self->failed && xmlTextWriterEndDocument (self->writer) < 0)
    self->failed = TRUE;
  /* Freeing the writer flushes it into the buffer. */
  g_clear_pointer (&self->writer, xmlFreeTextWriter);
  if (!self->failed && self->buffer != NULL)
    document = g_strndup ((const char *) xmlBufferContent (self->buffer), (gsize) xmlBufferLength (self->buffer));
  self->failed = TRUE;
  return document;
}
