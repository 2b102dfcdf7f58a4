/* bn-net-certificate.c — a self-signed host certificate made with GnuTLS.
 *
 * GLib 2.74 reads certificates but cannot make one, so the key (ECDSA
 * P-256) and the certificate are made here with GnuTLS, written as PEM in
 * @dir (the key readable by its owner only) and read back through GIO. No
 * authority vouches for it: the joiner trusts it because its SHA-256
 * fingerprint is the one in the invitation.
 */
#include "bn-net-certificate.h"

#include <errno.h>
#include <time.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <gnutls/gnutls.h>
#include <gnutls/x509.h>

#define CERT_FILE "host-certificate.pem"
#define KEY_FILE "host-key.pem"
#define TEN_YEARS (10 * 365 * 24 * 3600)

static gboolean
gnutls_failed (int      code,
               const char *what,
               GError **error)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("could not make the host certificate (%s: %s)"), what,
               gnutls_strerror (code));
  return FALSE;
}

static char *
export_pem (int (*export) (void *, gnutls_x509_crt_fmt_t, gnutls_datum_t *),
            void *object)
{
  gnutls_datum_t out = { NULL, 0 };
  char *text;

  if (export (object, GNUTLS_X509_FMT_PEM, &out) < 0)
    return NULL;
  text = g_strndup ((const char *) out.data, out.size);
  gnutls_free (out.data);
  return text;
}

static int
export_key (void *key, gnutls_x509_crt_fmt_t format, gnutls_datum_t *out)
{
  return gnutls_x509_privkey_export2 (key, format, out);
}

static int
export_crt (void *crt, gnutls_x509_crt_fmt_t format, gnutls_datum_t *out)
{
  return gnutls_x509_crt_export2 (crt, format, out);
}

/* Makes the key and certificate and writes them into @dir. */
static gboolean
create (const char  *key_path,
        const char  *cert_path,
        GError     **error)
{
  gnutls_x509_privkey_t key = NULL;
  gnutls_x509_crt_t crt = NULL;
  g_autofree char *key_pem = NULL;
  g_autofree char *cert_pem = NULL;
  unsigned char serial[16];
  time_t now = time (NULL);
  gboolean ok = FALSE;
  int code;

  for (guint i = 0; i < sizeof serial; i++)
    serial[i] = (unsigned char) g_random_int_range (0, 256);
  serial[0] &= 0x7f;
  if ((code = gnutls_x509_privkey_init (&key)) < 0 ||
      (code = gnutls_x509_privkey_generate (key, GNUTLS_PK_ECDSA,
                                            GNUTLS_CURVE_TO_BITS (GNUTLS_ECC_CURVE_SECP256R1), 0)) < 0)
    {
      gnutls_failed (code, "key", error);
      goto out;
    }
  if ((code = gnutls_x509_crt_init (&crt)) < 0 ||
      (code = gnutls_x509_crt_set_version (crt, 3)) < 0 ||
      (code = gnutls_x509_crt_set_serial (crt, serial, sizeof serial)) < 0 ||
      (code = gnutls_x509_crt_set_activation_time (crt, now - 24 * 3600)) < 0 ||
      (code = gnutls_x509_crt_set_expiration_time (crt, now + TEN_YEARS)) < 0 ||
      (code = gnutls_x509_crt_set_dn_by_oid (crt, GNUTLS_OID_X520_COMMON_NAME, 0, "Banneret host", 13)) < 0 ||
      (code = gnutls_x509_crt_set_key (crt, key)) < 0 ||
      (code = gnutls_x509_crt_sign2 (crt, crt, key, GNUTLS_DIG_SHA256, 0)) < 0)
    {
      gnutls_failed (code, "certificate", error);
      goto out;
    }
  key_pem = export_pem (export_key, key);
  cert_pem = export_pem (export_crt, crt);
  if (key_pem == NULL || cert_pem == NULL)
    {
      gnutls_failed (GNUTLS_E_INTERNAL_ERROR, "export", error);
      goto out;
    }
  /* Written through a new file of mode 0600: the key is never readable by others. */
  if (!g_file_set_contents_full (key_path, key_pem, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error) ||
      !g_file_set_contents_full (cert_path, cert_pem, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0644, error))
    goto out;
  ok = TRUE;

out:
  if (crt != NULL)
    gnutls_x509_crt_deinit (crt);
  if (key != NULL)
    gnutls_x509_privkey_deinit (key);
  return ok;
}

/**
 * bn_net_certificate_load_or_create:
 * @dir: where the key and certificate are kept (made if missing)
 *
 * Returns: (transfer full): the host's certificate with its key, made on
 *   first use; %NULL with @error if it can be neither read nor made
 */
GTlsCertificate *
bn_net_certificate_load_or_create (const char  *dir,
                                   GError     **error)
{
  g_autofree char *key_path = g_build_filename (dir, KEY_FILE, NULL);
  g_autofree char *cert_path = g_build_filename (dir, CERT_FILE, NULL);

  g_return_val_if_fail (dir != NULL, NULL);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), _("%s: %s"), dir, g_strerror (saved));
      return NULL;
    }
  if ((!g_file_test (key_path, G_FILE_TEST_EXISTS) || !g_file_test (cert_path, G_FILE_TEST_EXISTS)) &&
      !create (key_path, cert_path, error))
    return NULL;
  return g_tls_certificate_new_from_files (cert_path, key_path, error);
}

/* Returns: (transfer full): the lowercase hex SHA-256 of @certificate's DER. */
char *
bn_net_certificate_fingerprint (GTlsCertificate *certificate)
{
  g_autoptr(GByteArray) der = NULL;

  g_return_val_if_fail (G_IS_TLS_CERTIFICATE (certificate), NULL);

  g_object_get (certificate, "certificate", &der, NULL);
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, der->data, der->len);
}

/* Returns: (transfer full): $XDG_DATA_HOME/banneret/net. */
char *
bn_net_certificate_default_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "banneret", "net", NULL);
}
