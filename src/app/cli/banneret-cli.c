/* banneret-cli.c — the banneret-cli program: see bn-cli.c. */
#include "bn-config.h"

#include <locale.h>

#include <glib/gi18n.h>

#include "bn-cli.h"

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  /* An uninstalled build finds its catalogues where the tests point it. */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("BANNERET_LOCALEDIR") != NULL ? g_getenv ("BANNERET_LOCALEDIR") : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  /* Every --help's usage line names the program. */
  g_set_prgname ("banneret-cli");
  return bn_cli_main (argc, argv);
}
