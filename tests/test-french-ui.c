/* test-french-ui.c — the app in French under a French locale: the
 * sections' titles, a campaign's row with its date in the locale's words. */
#include "bn-config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "ui-fixture.h"

static void
collect_texts (GtkWidget *widget,
               GString   *texts)
{
  if (ADW_IS_VIEW_STACK (widget))
    {
      g_autoptr(GtkSelectionModel) pages = adw_view_stack_get_pages (ADW_VIEW_STACK (widget));

      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (pages)); i++)
        {
          g_autoptr(AdwViewStackPage) page = g_list_model_get_item (G_LIST_MODEL (pages), i);

          if (adw_view_stack_page_get_title (page) != NULL)
            g_string_append_printf (texts, "%s\n", adw_view_stack_page_get_title (page));
        }
    }
  if (ADW_IS_ACTION_ROW (widget) && adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)) != NULL)
    g_string_append_printf (texts, "%s\n", adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)));
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, texts);
}

static void
test_sections_in_french (Fixture       *fixture,
                         gconstpointer  user_data)
{
  static const char *const months[] = { "janvier", "février", "mars", "avril", "mai", "juin", "juillet",
                                        "août", "septembre", "octobre", "novembre", "décembre" };
  g_autoptr(GString) texts = g_string_new (NULL);
  gboolean french_date = FALSE;

  start_app (fixture);
  bn_window_set_section (fixture->window, "campaign");
  drain ();
  collect_texts (GTK_WIDGET (fixture->window), texts);

  g_assert_nonnull (strstr (texts->str, "Chefs\n"));
  g_assert_nonnull (strstr (texts->str, "Armées\n"));
  g_assert_nonnull (strstr (texts->str, "Batailles\n"));
  g_assert_nonnull (strstr (texts->str, "Chronique\n"));
  /* "The Marches · started 28 November 2026" as the locale says it. */
  g_assert_nonnull (strstr (texts->str, " · commencée le "));
  for (guint i = 0; i < G_N_ELEMENTS (months); i++)
    french_date |= strstr (texts->str, months[i]) != NULL;
  g_assert_true (french_date);
  g_assert_null (strstr (texts->str, " · started "));
}

static void
test_no_french_locale (void)
{
  g_test_skip ("the fr_FR.UTF-8 locale is not installed (./dev installs locales-all)");
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("BANNERET_LOCALEDIR");
  gboolean french;

  /* gtk_test_init() sets a locale of its own: French is set after it. */
  gtk_test_init (&argc, &argv, NULL);
  g_unsetenv ("LC_ALL");
  g_unsetenv ("LANGUAGE");
  g_setenv ("LANG", "fr_FR.UTF-8", TRUE);
  french = setlocale (LC_ALL, "") != NULL && localedir != NULL;
  if (french)
    {
      bindtextdomain (GETTEXT_PACKAGE, localedir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }
  if (french)
    g_test_add ("/french/sections", Fixture, NULL, fixture_set_up, test_sections_in_french, fixture_tear_down);
  else
    g_test_add_func ("/french/sections", test_no_french_locale);
  return g_test_run ();
}
