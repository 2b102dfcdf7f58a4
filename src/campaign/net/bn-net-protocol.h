/* bn-net-protocol.h — the messages of a battle over the network and the
 * arithmetic of its fair draws (docs/architecture.md, "A battle over the
 * network"). No I/O here: bn-net-channel.h carries the lines.
 *
 * A message is one line: "BN1 TYPE key=value key=value", each value
 * URI-escaped, so it holds no space or newline. BN1 is the version.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BN_NET_ERROR (bn_net_error_quark ())

typedef enum
{
  BN_NET_ERROR_PROTOCOL,      /* a message that is not one, or of another version */
  BN_NET_ERROR_REFUSED,       /* a message that does not follow from the shared history */
  BN_NET_ERROR_PEER_REFUSED,  /* the other side refused one of ours */
  BN_NET_ERROR_CERTIFICATE,   /* the host is not the one the invitation names */
  BN_NET_ERROR_SECRET,        /* the joiner does not hold the invitation's secret */
  BN_NET_ERROR_INVITATION,    /* an invitation that cannot be read */
  BN_NET_ERROR_CLOSED,        /* the connection dropped */
  BN_NET_ERROR_TOO_LONG,      /* a line longer than allowed (then less before the secret is checked) */
} BnNetError;

#define BN_NET_VERSION "BN1"
#define BN_NET_MAX_LINE (4 * 1024 * 1024)
/* Before the joiner has shown the join secret: a HELLO is far shorter. */
#define BN_NET_MAX_LINE_UNTRUSTED 1024
/* How long a connection may keep silent before the secret is checked. */
#define BN_NET_UNTRUSTED_SECONDS 30
/* How long a side holds its file's write lock for the other side's READY. */
#define BN_NET_READY_SECONDS 30
#define BN_NET_VALUE_SIZE 32

typedef struct
{
  char       *type;
  GHashTable *fields;         /* key → unescaped value */
} BnNetMessage;

GQuark        bn_net_error_quark        (void);

BnNetMessage *bn_net_message_new        (const char          *type);
void          bn_net_message_free       (BnNetMessage        *message);
void          bn_net_message_set        (BnNetMessage        *message,
                                         const char          *key,
                                         const char          *value);
void          bn_net_message_set_uint   (BnNetMessage        *message,
                                         const char          *key,
                                         guint64              value);
const char   *bn_net_message_get        (const BnNetMessage  *message,
                                         const char          *key);
gboolean      bn_net_message_get_uint   (const BnNetMessage  *message,
                                         const char          *key,
                                         guint64             *out_value,
                                         GError             **error);
const char   *bn_net_message_require    (const BnNetMessage  *message,
                                         const char          *key,
                                         GError             **error);
char         *bn_net_message_to_line    (const BnNetMessage  *message);
BnNetMessage *bn_net_message_parse      (const char          *line,
                                         GError             **error);

char         *bn_net_random_hex         (guint                n_bytes);
char         *bn_net_draw_context       (const char          *session,
                                         guint                draw,
                                         const char          *digest);
char         *bn_net_draw_value         (const char          *master,
                                         const char          *context);
char         *bn_net_commitment         (const char          *value,
                                         const char          *context);
char         *bn_net_master_commitment  (const char          *master,
                                         const char          *session);
guint64       bn_net_draw_seed          (const char          *host_value,
                                         const char          *join_value,
                                         const char          *context);

/* The invitation: "banneret:HOST/PORT/FINGERPRINT/SECRET". */
typedef struct
{
  char  *host;
  guint  port;
  char  *fingerprint;
  char  *secret;
} BnNetInvitation;

void             bn_net_invitation_free   (BnNetInvitation *invitation);
char            *bn_net_invitation_format (const BnNetInvitation *invitation);
BnNetInvitation *bn_net_invitation_parse  (const char      *text,
                                           GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnNetMessage, bn_net_message_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnNetInvitation, bn_net_invitation_free)

G_END_DECLS
