import type { AuditReportListItem } from '@otimiza/plugin-audit-shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { auditQueryKeys } from '../api/queryKeys';
import { isRunning } from '../api/reports';

/** When a report seen running has finished, the figures it changes (cards, frameworks, analytics, compliance) are read again. */
export function useRefreshWhenReportsFinish(reports: AuditReportListItem[] | undefined): void {
  const queryClient = useQueryClient();
  const running = useRef(new Set<string>());
  useEffect(() => {
    if (!reports) return;
    let finished = false;
    for (const report of reports) {
      if (isRunning(report.status)) running.current.add(report.id);
      else if (running.current.delete(report.id)) finished = true;
    }
    if (!finished) return;
    for (const queryKey of [auditQueryKeys.analytics, auditQueryKeys.compliance, auditQueryKeys.frameworks, auditQueryKeys.monitors])
      void queryClient.invalidateQueries({ queryKey });
  }, [reports, queryClient]);
}
