import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export interface DevMailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  attachments: { filename: string; type: string; bytes: number }[];
  createdAt: string;
}

/** `GET /api/dev/mail`: the development outbox, newest first (404 in production). */
export const devMailQueryOptions = () =>
  queryOptions({
    queryKey: ['dev', 'mail'],
    queryFn: ({ signal }) => apiFetch<{ messages: DevMailMessage[] }>('/api/dev/mail', { signal }),
    select: (data) => data.messages,
    retry: false,
  });
