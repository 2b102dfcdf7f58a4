/* banneret-cli.c — the banneret-cli program: see bn-cli.c. */
#include "bn-config.h"

#include <locale.h>

#include "bn-cli.h"

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  return bn_cli_main (argc, argv);
}
