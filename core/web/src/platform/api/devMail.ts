import { apiFetch } from '@otimiza/sdk/web';
import type { DevMailMessage } from '@otimiza/sdk/shared';
import { queryOptions } from '@tanstack/react-query';

/** `GET /api/dev/mail`: the development outbox, newest first (404 in production). */
export const devMailQueryOptions = () =>
  queryOptions({
    queryKey: ['dev', 'mail'],
    queryFn: ({ signal }) => apiFetch<{ messages: DevMailMessage[] }>('/api/dev/mail', { signal }),
    select: (data) => data.messages,
    retry: false,
  });
