import type { DeployList, RealDeployRequest, RealDeployResponse } from '@otimiza/plugin-analysis-shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const deployQueryKeys = {
  all: ['deploys'] as const,
  ofAnalysis: (analysisId: string) => ['deploys', 'analysis', analysisId] as const,
};

/**
 * `POST /api/real-deploy` (enterprise, feature realTimeDeploy): sends the optimised HTML to the
 * user's server by FTP. The credentials serve this call only; callers must not keep them.
 */
export function realDeploy(request: RealDeployRequest): Promise<RealDeployResponse> {
  return apiFetch('/api/real-deploy', { method: 'POST', json: request });
}

/** `GET /api/analyses/:id/deploys`: the newest deploys of one analysis, newest first (never the credentials). */
export const analysisDeploysQueryOptions = (analysisId: string) =>
  queryOptions({
    queryKey: deployQueryKeys.ofAnalysis(analysisId),
    queryFn: ({ signal }) => apiFetch<DeployList>(`/api/analyses/${encodeURIComponent(analysisId)}/deploys`, { signal }),
    retry: false,
  });
