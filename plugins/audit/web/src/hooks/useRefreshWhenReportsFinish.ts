import type { AuditReportListItem } from '@otimiza/plugin-audit-shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { auditQueryKeys } from '../api/queryKeys';
import { isRunning } from '../api/reports';

/**
 * When a report has finished, the figures it changes (cards, frameworks, analytics, compliance) are
 * read again: one seen running, or one created since the list was first read that was already
 * finished when the list first showed it (a quick one, such as a performance audit, can end between
 * two polls). Older reports a filter or another page brings are not news.
 */
export function useRefreshWhenReportsFinish(reports: AuditReportListItem[] | undefined): void {
  const queryClient = useQueryClient();
  const running = useRef(new Set<string>());
  /** The newest creation time listed so far; undefined before the first list. */
  const newestSeen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!reports) return;
    const firstList = newestSeen.current === undefined;
    const newestBefore = newestSeen.current ?? null;
    let finished = false;
    for (const report of reports) {
      if (isRunning(report.status)) running.current.add(report.id);
      else if (running.current.delete(report.id)) finished = true;
      else if (!firstList && (newestBefore === null || report.createdAt > newestBefore)) finished = true;
    }
    newestSeen.current = reports.reduce<string | null>(
      (newest, report) => (newest === null || report.createdAt > newest ? report.createdAt : newest),
      newestBefore,
    );
    if (!finished) return;
    for (const queryKey of [auditQueryKeys.analytics, auditQueryKeys.compliance, auditQueryKeys.frameworks, auditQueryKeys.monitors])
      void queryClient.invalidateQueries({ queryKey });
  }, [reports, queryClient]);
}
