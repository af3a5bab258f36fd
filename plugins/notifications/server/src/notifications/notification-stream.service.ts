import { Injectable } from '@nestjs/common';
import { EventStreams, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { UnreadCountMessage } from '@otimiza/plugin-notifications-shared';
import type { Response } from 'express';
import { notificationMessages } from './notification-messages.js';
import { toNotificationView } from './notification-view.js';
import { NotificationsService } from './notifications.service.js';
import { UnreadFeed } from './unread-feed.js';

/** Open streams one member may hold in this process (a browser tab needs one). */
export const MAX_STREAMS_PER_USER = 20;
/** A comment line that lets proxies and clients see the stream is alive, with a read in case a notice was lost. */
export const HEARTBEAT_MS = 25_000;
/** A stream ends after this long; the browser's EventSource reconnects by itself and gets the current count. */
const STREAM_MAX_MS = 30 * 60_000;

/**
 * `GET /api/notifications/stream`: the member's unread count as Server-Sent Events — on connect
 * and after each change (a notification arrived or was read), pushed by the change feed, no polling per stream.
 */
@Injectable()
export class NotificationStreamService {
  private readonly streams = new EventStreams({
    maxPerUser: MAX_STREAMS_PER_USER,
    heartbeatMs: HEARTBEAT_MS,
    maxLifetimeMs: STREAM_MAX_MS,
    tooMany: notificationMessages.tooManyStreams,
  });

  constructor(
    private readonly notifications: NotificationsService,
    private readonly feed: UnreadFeed,
  ) {}

  async stream(auth: AuthContext, response: Response, language: Language): Promise<void> {
    const slot = this.streams.reserve(auth.userId);
    let last = '';
    // Reads run one after the other, so the counts go out in the order of the changes.
    let chain: Promise<void> = Promise.resolve();
    const send = (notificationId: string | null) => {
      chain = chain.then(
        async () => {
          if (stream.ended) return;
          const [unread, latest] = await Promise.all([
            this.notifications.unreadCount(auth),
            notificationId ? this.notifications.find(auth, notificationId) : Promise.resolve(null),
          ]);
          const message: UnreadCountMessage = { unread, latest: latest ? toNotificationView(latest, language) : null };
          const data = JSON.stringify(message);
          if (data === last && !latest) return;
          last = data;
          stream.send('unread', data);
        },
        () => undefined,
      );
      chain = chain.catch(() => undefined);
    };
    const stream = slot.open(response, { onHeartbeat: () => send(null), onEnd: () => unsubscribe() });
    // Subscribed once the stream exists: a notice may arrive at any time after this.
    const unsubscribe = this.feed.subscribe(auth.workspaceId, auth.userId, { onChange: send, onResync: () => send(null) });
    send(null);
  }
}
