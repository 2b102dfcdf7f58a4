/* bn-net-channel.h — one TLS connection between host and joiner, carrying
 * bn-net-protocol.h's lines. The host's certificate is pinned: the joiner
 * accepts it only when its SHA-256 fingerprint is the invitation's. Calls
 * block; a dropped connection is %BN_NET_ERROR_CLOSED, and so is one
 * stopped through its cancellable.
 */
#pragma once

#include <gio/gio.h>

#include "bn-net-protocol.h"

G_BEGIN_DECLS

typedef struct _BnNetChannel BnNetChannel;

GSocketListener *bn_net_listener_new        (guint            port,
                                             guint           *out_port,
                                             GError         **error);
BnNetChannel    *bn_net_channel_accept      (GSocketListener *listener,
                                             GTlsCertificate *certificate,
                                             GCancellable    *cancellable,
                                             GError         **error);
BnNetChannel    *bn_net_channel_connect     (const BnNetInvitation *invitation,
                                             GCancellable    *cancellable,
                                             GError         **error);
void             bn_net_channel_free        (BnNetChannel    *channel);
gboolean         bn_net_channel_send        (BnNetChannel    *channel,
                                             const BnNetMessage *message,
                                             GError         **error);
gboolean         bn_net_channel_send_line   (BnNetChannel    *channel,
                                             const char      *line,
                                             GError         **error);
BnNetMessage    *bn_net_channel_receive     (BnNetChannel    *channel,
                                             GError         **error);
gboolean         bn_net_channel_wait_line   (BnNetChannel    *channel,
                                             gint64           timeout_us,
                                             GError         **error);
void             bn_net_channel_trust       (BnNetChannel    *channel);
void             bn_net_channel_set_timeout (BnNetChannel    *channel,
                                             guint            seconds);
void             bn_net_channel_drain       (BnNetChannel    *channel,
                                             guint            seconds);
char            *bn_net_default_address     (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BnNetChannel, bn_net_channel_free)

G_END_DECLS
