import type { AlertRuleInput, AlertRuleList, AlertRuleView } from '@otimiza/plugin-notifications-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';
import { notificationQueryKeys } from './queryKeys';

/** `GET /api/notifications/alert-rules`. */
export const alertRulesQueryOptions = () =>
  queryOptions({
    queryKey: notificationQueryKeys.alertRules,
    queryFn: ({ signal }) => apiFetch<AlertRuleList>('/api/notifications/alert-rules', { signal }),
    retry: false,
  });

/** `POST /api/notifications/alert-rules`. */
export function createAlertRule(input: AlertRuleInput): Promise<AlertRuleView> {
  return apiFetch('/api/notifications/alert-rules', { method: 'POST', json: input });
}

/** `PUT /api/notifications/alert-rules/:id`: the whole rule. */
export function updateAlertRule(id: string, input: AlertRuleInput): Promise<AlertRuleView> {
  return apiFetch(`/api/notifications/alert-rules/${encodeURIComponent(id)}`, { method: 'PUT', json: input });
}

/** `DELETE /api/notifications/alert-rules/:id`. */
export function deleteAlertRule(id: string): Promise<unknown> {
  return apiFetch(`/api/notifications/alert-rules/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
