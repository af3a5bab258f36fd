import type { AudienceCriteria } from '@otimiza/plugin-notifications-shared';
import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@otimiza/sdk/web';
import { audienceSizeQueryOptions } from '../api/campaigns';

/** How many people `criteria` reach now, asked of the server once the criteria stop changing. */
export function useAudienceSize(criteria: AudienceCriteria | null) {
  const settled = useDebouncedValue(criteria, 400);
  return useQuery({ ...audienceSizeQueryOptions(settled ?? defaultCriteria), enabled: settled !== null });
}

const defaultCriteria: AudienceCriteria = { scope: 'workspace', roles: [], inactiveDays: 0, maxPerformanceScore: 100 };
