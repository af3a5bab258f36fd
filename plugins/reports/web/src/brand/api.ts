import type { BrandSettingsPage, BrandSettingsUpdate } from '@otimiza/plugin-reports-shared';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const brandQueryKeys = { settings: ['reports', 'brand-settings'] as const };

/** `GET /api/brand-settings`: the workspace's brand, defaults when nothing was saved. */
export const brandSettingsQueryOptions = () =>
  queryOptions({
    queryKey: brandQueryKeys.settings,
    queryFn: ({ signal }) => apiFetch<BrandSettingsPage>('/api/brand-settings', { signal }),
    retry: false,
  });

/** The investor demo's answer: the input was checked, nothing was saved. */
export interface SimulatedSave {
  simulated: true;
  message?: LocalizedText;
}

/** `PUT /api/brand-settings`. */
export function saveBrandSettings(update: BrandSettingsUpdate): Promise<BrandSettingsPage | SimulatedSave> {
  return apiFetch('/api/brand-settings', { method: 'PUT', json: update });
}

export function isSimulatedSave(answer: BrandSettingsPage | SimulatedSave): answer is SimulatedSave {
  return 'simulated' in answer && answer.simulated === true;
}
