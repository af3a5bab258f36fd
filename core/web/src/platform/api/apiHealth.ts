import type { ApiHealthResponse, Language, SystemStatusResponse } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

/**
 * `GET /api/health/check-apis` (administrators): checked again every 30 s. The
 * messages come in the interface language, so the language is part of the key.
 */
export const apiHealthQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['health', 'check-apis', language] as const,
    queryFn: ({ signal }) => apiFetch<ApiHealthResponse>('/api/health/check-apis', { signal }),
    refetchInterval: 30_000,
    staleTime: 25_000,
    retry: false,
  });

/** `GET /api/system-status`: read every 60 s, stale after 50 s. */
export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system-status'] as const,
    queryFn: ({ signal }) => apiFetch<SystemStatusResponse>('/api/system-status', { signal }),
    refetchInterval: 60_000,
    staleTime: 50_000,
    retry: false,
  });
