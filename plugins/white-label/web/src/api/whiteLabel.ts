import type { DomainSettingsInput, DomainSettingsView } from '@otimiza/plugin-white-label-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const whiteLabelQueryKeys = {
  domain: ['white-label', 'domain'] as const,
};

/** `GET /api/white-label/domain`: the domain, the CNAME to create and the last DNS check. */
export const domainQueryOptions = () =>
  queryOptions({
    queryKey: whiteLabelQueryKeys.domain,
    queryFn: ({ signal }) => apiFetch<DomainSettingsView>('/api/white-label/domain', { signal }),
    retry: false,
  });

/** `PUT /api/white-label/domain`: saved, then checked in DNS at once. */
export function saveDomain(input: DomainSettingsInput): Promise<DomainSettingsView> {
  return apiFetch('/api/white-label/domain', { method: 'PUT', json: input });
}

/** `POST /api/white-label/domain/check`: looks the saved domain up in DNS now. */
export function checkDomain(): Promise<DomainSettingsView> {
  return apiFetch('/api/white-label/domain/check', { method: 'POST' });
}

/** `DELETE /api/white-label/domain`. */
export function removeDomain(): Promise<DomainSettingsView> {
  return apiFetch('/api/white-label/domain', { method: 'DELETE' });
}
