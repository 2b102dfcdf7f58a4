/* bn-resources.c — registers the data bundle once, whoever asks first. */
#include "bn-resources.h"

#include "bn-data-resources.h"
#include "bn-ruleset-resources.h"

void
bn_resources_ensure (void)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      bn_data_register_resource ();
      bn_rulesets_register_resource ();
      g_once_init_leave (&registered, 1);
    }
}

/* Returns: (transfer full): the bytes of the bundled file at @path. */
GBytes *
bn_resources_lookup (const char  *path,
                     GError     **error)
{
  g_return_val_if_fail (path != NULL, NULL);

  bn_resources_ensure ();
  return g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
}
