/* bn-install-dirs.c — an install is found beside the running program first,
 * so one unpacked under a staging directory (`meson install --destdir`) or
 * moved elsewhere runs as it would at its prefix. */
#include "bn-config.h"

#include "bn-install-dirs.h"

#include <glib/gi18n.h>

/* Returns: (transfer full): the install's root as seen from the running
 * program (its directory less the configured bindir), or %NULL when the
 * program is not where an install puts it. */
static char *
install_root_of_program (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = NULL;
  g_auto(GStrv) bindir_parts = NULL;

  if (exe == NULL)
    return NULL;
  dir = g_path_get_dirname (exe);
  bindir_parts = g_strsplit (BN_BINDIR_RELATIVE, "/", -1);
  for (guint i = g_strv_length (bindir_parts); i > 0; i--)
    {
      g_autofree char *base = NULL;
      char *parent = NULL;

      if (bindir_parts[i - 1][0] == '\0')
        continue;
      base = g_path_get_basename (dir);
      if (g_strcmp0 (base, bindir_parts[i - 1]) != 0)
        return NULL;
      parent = g_path_get_dirname (dir);
      g_free (dir);
      dir = parent;
    }
  return g_steal_pointer (&dir);
}

/* Returns: (transfer full): @relative (a path under the prefix, such as
 * "share/locale") under the install the running program belongs to, when it
 * exists there; else @configured, the path fixed at build time. */
char *
bn_install_dir (const char *relative,
                const char *configured)
{
  g_autofree char *root = NULL;
  g_autofree char *beside = NULL;

  g_return_val_if_fail (relative != NULL && configured != NULL, NULL);

  root = install_root_of_program ();
  if (root != NULL)
    {
      beside = g_build_filename (root, relative, NULL);
      if (g_file_test (beside, G_FILE_TEST_IS_DIR))
        return g_steal_pointer (&beside);
    }
  return g_strdup (configured);
}

/* Binds the program's catalogues: BANNERET_LOCALEDIR when set (an uninstalled
 * build's tests), else the install's own locale directory. */
void
bn_install_bind_textdomain (void)
{
  g_autofree char *localedir = NULL;

  if (g_getenv ("BANNERET_LOCALEDIR") != NULL)
    localedir = g_strdup (g_getenv ("BANNERET_LOCALEDIR"));
  else
    localedir = bn_install_dir (BN_LOCALEDIR_RELATIVE, LOCALEDIR);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
