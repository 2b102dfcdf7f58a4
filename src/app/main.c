/* main.c — the banneret program: everything else is in the libraries. */
#include "bn-config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "bn-application.h"
#include "bn-install-dirs.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(BnApplication) app = NULL;

  setlocale (LC_ALL, "");
  bn_install_bind_textdomain ();

  app = bn_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
