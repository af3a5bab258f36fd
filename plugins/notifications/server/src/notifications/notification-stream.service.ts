import { Injectable } from '@nestjs/common';
import { ApiError, type AuthContext } from '@otimiza/sdk/server';
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
  private readonly openByUser = new Map<string, number>();

  constructor(
    private readonly notifications: NotificationsService,
    private readonly feed: UnreadFeed,
  ) {}

  async stream(auth: AuthContext, response: Response, language: Language): Promise<void> {
    const open = this.openByUser.get(auth.userId) ?? 0;
    if (open >= MAX_STREAMS_PER_USER) {
      throw new ApiError('RATE_LIMIT', 429, notificationMessages.tooManyStreams, { retryAfterSeconds: 30, limit: MAX_STREAMS_PER_USER });
    }
    // Counted before the first await, so parallel requests see each other.
    this.openByUser.set(auth.userId, open + 1);
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' });
    let ended = false;
    let last = '';
    // Reads run one after the other, so the counts go out in the order of the changes.
    let chain: Promise<void> = Promise.resolve();
    const send = (notificationId: string | null) => {
      chain = chain.then(
        async () => {
          if (ended) return;
          const [unread, latest] = await Promise.all([
            this.notifications.unreadCount(auth),
            notificationId ? this.notifications.find(auth, notificationId) : Promise.resolve(null),
          ]);
          const message: UnreadCountMessage = { unread, latest: latest ? toNotificationView(latest, language) : null };
          const data = JSON.stringify(message);
          if (ended || (data === last && !latest)) return;
          last = data;
          response.write(`event: unread\ndata: ${data}\n\n`);
        },
        () => undefined,
      );
      chain = chain.catch(() => undefined);
    };
    const unsubscribe = this.feed.subscribe(auth.workspaceId, auth.userId, { onChange: send, onResync: () => send(null) });
    const heartbeat = setInterval(() => {
      if (ended) return;
      response.write(': heartbeat\n\n');
      send(null);
    }, HEARTBEAT_MS);
    const lifetime = setTimeout(() => end(), STREAM_MAX_MS);
    const end = () => {
      if (ended) return;
      ended = true;
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      const left = (this.openByUser.get(auth.userId) ?? 1) - 1;
      if (left > 0) this.openByUser.set(auth.userId, left);
      else this.openByUser.delete(auth.userId);
      response.end();
    };
    response.on('close', end);
    send(null);
  }
}
