import { useLingui } from '@lingui/react';
import type { UnreadCountMessage } from '@otimiza/plugin-notifications-shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notificationQueryKeys } from '../api/queryKeys';
import { notificationStreamUrl, unreadCountQueryOptions } from '../api/unreadCount';

/** While the stream is down, the count is read every this many ms. */
const FALLBACK_POLL_MS = 30_000;
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/**
 * The member's unread count, live: an EventSource on the notifications stream writes each count
 * into the unread-count query (and refreshes an open list when a notification arrives). When the
 * stream drops, the browser retries; when it is closed for good, this reopens it with a growing
 * delay, and meanwhile the count is read from `GET …/unread-count` every 30 s.
 */
export function useLiveUnreadCount(): { unread: number | undefined; live: boolean } {
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'pt';
  const [live, setLive] = useState(false);
  const count = useQuery(unreadCountQueryOptions(live ? false : FALLBACK_POLL_MS));

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_MIN_MS;
    let stopped = false;

    const open = () => {
      // An EventSource cannot send Accept-Language: the language of the texts goes in the address.
      source = new EventSource(`${notificationStreamUrl}?language=${language}`, { withCredentials: true });
      source.onopen = () => {
        delay = RETRY_MIN_MS;
        setLive(true);
      };
      const onUnread = (event: MessageEvent<string>) => {
        let message: UnreadCountMessage;
        try {
          message = JSON.parse(event.data) as UnreadCountMessage;
        } catch {
          return;
        }
        if (typeof message.unread !== 'number') return;
        queryClient.setQueryData(notificationQueryKeys.unreadCount, { unread: message.unread });
        if (message.latest) void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.lists });
      };
      // The server names its events `unread`; an unnamed `message` is read the same way.
      source.addEventListener('unread', onUnread);
      source.onmessage = onUnread;
      source.onerror = () => {
        setLive(false);
        // CONNECTING: the browser retries by itself. CLOSED (a refusal, a wrong answer): retry later.
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        source.close();
        retryTimer = setTimeout(open, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient, language]);

  return { unread: count.data?.unread, live };
}
