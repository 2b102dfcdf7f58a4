/* bn-retainer.c — retainer records. */
#include "bn-retainer.h"

BnRetainer *
bn_retainer_new (BnRetainerKind  kind,
                 const char     *type_id)
{
  BnRetainer *retainer = g_new0 (BnRetainer, 1);

  g_return_val_if_fail (type_id != NULL, NULL);

  retainer->kind = kind;
  retainer->type_id = g_strdup (type_id);
  retainer->card = BN_CARD_INVALID;
  retainer->state = BN_RETAINER_AVAILABLE;
  return retainer;
}

BnRetainer *
bn_retainer_copy (const BnRetainer *retainer)
{
  BnRetainer *copy;

  g_return_val_if_fail (retainer != NULL, NULL);

  copy = g_memdup2 (retainer, sizeof *retainer);
  copy->type_id = g_strdup (retainer->type_id);
  return copy;
}

void
bn_retainer_free (BnRetainer *retainer)
{
  if (retainer == NULL)
    return;
  g_free (retainer->type_id);
  g_free (retainer);
}
