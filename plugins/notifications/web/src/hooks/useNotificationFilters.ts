import type { NotificationListQuery, NotificationPriority, NotificationType } from '@otimiza/plugin-notifications-shared';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@otimiza/sdk/web';

export interface NotificationFilters {
  search: string;
  type: NotificationType | undefined;
  priority: NotificationPriority | undefined;
  unreadOnly: boolean;
}

export const NOTIFICATIONS_PAGE_SIZE = 20;
const noFilters: NotificationFilters = { search: '', type: undefined, priority: undefined, unreadOnly: false };

/** The filters and the page of the notifications tab, and the list query they make (the search once typing pauses). */
export function useNotificationFilters() {
  const [filters, setFilters] = useState<NotificationFilters>(noFilters);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim());
  const query = useMemo<NotificationListQuery>(
    () => ({
      page,
      limit: NOTIFICATIONS_PAGE_SIZE,
      ...(search ? { search } : {}),
      ...(filters.type ? { type: filters.type } : {}),
      ...(filters.priority ? { priority: filters.priority } : {}),
      ...(filters.unreadOnly ? { unreadOnly: 'true' as const } : {}),
    }),
    [page, search, filters.type, filters.priority, filters.unreadOnly],
  );
  const filtered = Boolean(filters.search.trim() || filters.type || filters.priority || filters.unreadOnly);
  return {
    filters,
    /** Changes a filter and goes back to the first page. */
    change: (part: Partial<NotificationFilters>) => {
      setFilters((current) => ({ ...current, ...part }));
      setPage(1);
    },
    clear: () => {
      setFilters(noFilters);
      setPage(1);
    },
    filtered,
    page,
    setPage,
    query,
  };
}
