#include "bn-data-text.h"

#include <glib/gi18n-lib.h>

/**
 * bn_data_text:
 * @text: (nullable): a name or text from a rule table, as written there
 *
 * The catalogue holds every shown word of the tables (po/its/banneret-rules.its
 * tells xgettext which ones). A text the catalogue does not know, such as a
 * name a user gave, comes back as it is.
 *
 * Returns: (transfer none) (nullable): @text in the user's language
 */
const char *
bn_data_text (const char *text)
{
  if (text == NULL || *text == '\0')
    return text;
  return g_dgettext (GETTEXT_PACKAGE, text);
}

/* The rulesets' colours (the colours attribute of the rulesets' tables, a
 * list no ITS rule can split into words), for the catalogue. */
static const char *const colour_words[] G_GNUC_UNUSED = {
  N_("red"), N_("blue"), N_("green"), N_("yellow"),
};
