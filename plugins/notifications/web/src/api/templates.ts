import type { TemplateCategory, TemplateInput, TemplateList, TemplatePreview, TemplateVariable, TemplateView } from '@otimiza/plugin-notifications-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';
import { notificationQueryKeys } from './queryKeys';

/** `GET /api/notifications/templates?category`. */
export const templatesQueryOptions = (category?: TemplateCategory) =>
  queryOptions({
    queryKey: notificationQueryKeys.templateList(category),
    queryFn: ({ signal }) => apiFetch<TemplateList>(`/api/notifications/templates${category ? `?category=${encodeURIComponent(category)}` : ''}`, { signal }),
    retry: false,
  });

/** `POST /api/notifications/templates`. */
export function createTemplate(input: TemplateInput): Promise<TemplateView> {
  return apiFetch('/api/notifications/templates', { method: 'POST', json: input });
}

/** `PUT /api/notifications/templates/:id`. */
export function updateTemplate(id: string, input: TemplateInput): Promise<TemplateView> {
  return apiFetch(`/api/notifications/templates/${encodeURIComponent(id)}`, { method: 'PUT', json: input });
}

/** `DELETE /api/notifications/templates/:id`. */
export function deleteTemplate(id: string): Promise<unknown> {
  return apiFetch(`/api/notifications/templates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** `POST /api/notifications/templates/:id/preview`: the template filled with the workspace's data, `values` first. */
export function previewTemplate(id: string, values: Partial<Record<TemplateVariable, string>> = {}): Promise<TemplatePreview> {
  return apiFetch(`/api/notifications/templates/${encodeURIComponent(id)}/preview`, { method: 'POST', json: { values } });
}
