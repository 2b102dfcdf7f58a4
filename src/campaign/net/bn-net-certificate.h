/* bn-net-certificate.h — the host's TLS identity for battles over the
 * network: a key and a self-signed certificate, made once and kept, and the
 * certificate's fingerprint an invitation pins (docs/architecture.md). */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

GTlsCertificate *bn_net_certificate_load_or_create (const char       *dir,
                                                    GError          **error);
char            *bn_net_certificate_fingerprint    (GTlsCertificate  *certificate);
char            *bn_net_certificate_default_dir    (void);

G_END_DECLS
