import { useQuery } from '@tanstack/react-query';
import { alertRulesQueryOptions } from '../api/alertRules';
import { analyticsQueryOptions } from '../api/analytics';
import { notificationListQueryOptions } from '../api/notifications';
import { unreadCountQueryOptions } from '../api/unreadCount';

/** The list query of the notifications tab before any filter: its `total` is the member's notifications. */
export const unfilteredListQuery = { page: 1, limit: 20 } as const;

/** The four reads the summary cards compute from; each card shows its own loading and error. */
export function useCentreSummary() {
  return {
    unread: useQuery(unreadCountQueryOptions()),
    list: useQuery(notificationListQueryOptions(unfilteredListQuery)),
    rules: useQuery(alertRulesQueryOptions()),
    analytics: useQuery(analyticsQueryOptions()),
  };
}
