/* main.c — the banneret program: everything else is in the libraries. */
#include "bn-config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "bn-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BnApplication) app = NULL;

  setlocale (LC_ALL, "");
  /* An uninstalled build finds its catalogues where the tests point it. */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("BANNERET_LOCALEDIR") != NULL ? g_getenv ("BANNERET_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = bn_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
