import type { AnalysisSummary } from '@otimiza/plugin-analysis-shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { analysisQueryKeys } from '../api/analyses';

/**
 * When a polled list shows that analyses stopped running (they ended, maybe in another tab), the
 * figures that depend on them — stats and plan usage — are read again.
 */
export function useRefreshWhenRunsEnd(analyses: readonly AnalysisSummary[] | undefined): void {
  const queryClient = useQueryClient();
  const running = analyses?.filter((analysis) => analysis.status === 'queued' || analysis.status === 'running').length;
  const previous = useRef(running);
  useEffect(() => {
    if (running !== undefined && previous.current !== undefined && running < previous.current) {
      void queryClient.invalidateQueries({ queryKey: analysisQueryKeys.stats });
      void queryClient.invalidateQueries({ queryKey: ['me', 'entitlements'] });
    }
    previous.current = running;
  }, [running, queryClient]);
}
