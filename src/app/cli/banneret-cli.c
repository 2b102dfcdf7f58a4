/* banneret-cli.c — the banneret-cli program: see bn-cli.c. */
#include "bn-config.h"

#include <locale.h>

#include <glib/gi18n.h>

#include "bn-cli.h"
#include "bn-install-dirs.h"

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  bn_install_bind_textdomain ();
  /* Every --help's usage line names the program. */
  g_set_prgname ("banneret-cli");
  return bn_cli_main (argc, argv);
}
