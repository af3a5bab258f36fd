import type { InstanceEnvironment } from '@otimiza/sdk/shared';
import { siteInfoQueryOptions } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';

/**
 * This instance's run mode, from `GET /api/site-info` (read before the first page); null when it
 * could not be read: then neither the test-mode banner nor the production-only behaviour applies.
 */
export function useInstanceEnvironment(): InstanceEnvironment | null {
  return useQuery(siteInfoQueryOptions()).data?.environment ?? null;
}
