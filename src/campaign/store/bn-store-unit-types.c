/* bn-store-unit-types.c — the player's own unit types.
 *
 * A unit type made in the app is kept here, beside the catalogue of
 * data/units.xml. It must be a legal unit by the same rules as any other,
 * and its id may not shadow a catalogue type.
 */
#include "bn-store-private.h"

#include <glib/gi18n-lib.h>

#include <gio/gio.h>
#include <string.h>

#include "bn-unit-rules.h"

/* Returns: (transfer full) (element-type BnUnit): the player's types, by name. */
GPtrArray *
bn_store_list_unit_types (BnStore  *store,
                          GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) types = g_ptr_array_new_with_free_func ((GDestroyNotify) bn_unit_free);
  int rc;

  g_return_val_if_fail (store != NULL, NULL);

  stmt = bn_store_prepare (store, "SELECT " BN_STORE_UNIT_COLUMNS " FROM unit_type ORDER BY name, type", error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (types, bn_store_unit_from_row (stmt, 0));
  if (rc != SQLITE_DONE)
    {
      bn_store_set_error (store, error, "reading unit types");
      return NULL;
    }
  return g_steal_pointer (&types);
}

/**
 * bn_store_save_unit_type:
 * @unit: the type, with type_id and name set; its colour is not kept
 *
 * Adds the type, or replaces the player's type with the same id.
 */
gboolean
bn_store_save_unit_type (BnStore       *store,
                         const BnUnit  *unit,
                         GError       **error)
{
  g_autoptr(BnUnitRules) rules = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (store != NULL, FALSE);
  g_return_val_if_fail (unit != NULL, FALSE);

  if (unit->type_id == NULL || unit->type_id[0] == '\0' || strlen (unit->type_id) > 100)
    {
      g_set_error_literal (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                           _("a unit type needs an id of 1 to 100 characters"));
      return FALSE;
    }
  name = bn_normalize_name (unit->name, _("unit type's name"), error);
  if (name == NULL)
    return FALSE;
  rules = bn_unit_rules_load_default (error);
  if (rules == NULL)
    return FALSE;
  if (bn_unit_rules_lookup_unit_type (rules, unit->type_id) != NULL)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_CONSTRAINT,
                   _("“%s” is already a type of the catalogue; choose another id"), unit->type_id);
      return FALSE;
    }
  if (!bn_unit_rules_check (rules, unit, error))
    return FALSE;

  if (!bn_store_begin (store, error))
    return FALSE;
  stmt = bn_store_prepare (store,
                           "INSERT INTO unit_type (" BN_STORE_UNIT_COLUMNS ") "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                           "ON CONFLICT (type) DO UPDATE SET name = excluded.name, arm = excluded.arm, "
                           "armour = excluded.armour, weapons = excluded.weapons, shields = excluded.shields, "
                           "morale = excluded.morale, light = excluded.light, dedicated = excluded.dedicated, "
                           "mercenary = excluded.mercenary, peasants = excluded.peasants, "
                           "figures = excluded.figures, battle_class = excluded.battle_class", error);
  if (stmt == NULL)
    goto fail;
  bn_store_bind_unit (stmt, 1, unit);
  sqlite3_bind_text (stmt, 2, name, -1, SQLITE_TRANSIENT);
  if (!bn_store_step_done (store, stmt, "saving the unit type", error))
    goto fail;
  return bn_store_commit (store, error);

fail:
  bn_store_rollback (store);
  return FALSE;
}

gboolean
bn_store_delete_unit_type (BnStore     *store,
                           const char  *type_id,
                           GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  g_return_val_if_fail (store != NULL, FALSE);
  g_return_val_if_fail (type_id != NULL, FALSE);

  stmt = bn_store_prepare (store, "DELETE FROM unit_type WHERE type = ?", error);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_text (stmt, 1, type_id, -1, SQLITE_TRANSIENT);
  if (!bn_store_step_done (store, stmt, "deleting the unit type", error))
    return FALSE;
  if (sqlite3_changes (store->db) == 0)
    {
      g_set_error (error, BN_STORE_ERROR, BN_STORE_ERROR_NOT_FOUND, _("there is no unit type “%s” of yours"), type_id);
      return FALSE;
    }
  return TRUE;
}
