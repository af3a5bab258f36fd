import type { SiteAuditProgress } from '@otimiza/plugin-site-audit-shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { siteAuditQueryKeys } from '../api/runs';

/** The report is computed over every stored page: read it again at most this often while pages finish. */
export const reportRefreshGapMs = 5000;

/**
 * While a run goes, reads its report and pages table again when its progress moves (a page audited
 * or failed), at most once every {@link reportRefreshGapMs}: a burst of progress events makes one
 * read, and the last movement is never left unread.
 */
export function useRefreshAsProgressMoves(runId: string, progress: SiteAuditProgress | undefined): void {
  const queryClient = useQueryClient();
  const moved = progress ? `${progress.audited}/${progress.failed}/${progress.toAudit}` : null;
  const lastRead = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seen = useRef(moved);

  useEffect(() => () => clearTimeout(pending.current), [runId]);

  useEffect(() => {
    if (moved === seen.current) return;
    seen.current = moved;
    if (pending.current !== undefined) return;
    const read = () => {
      pending.current = undefined;
      lastRead.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: siteAuditQueryKeys.report(runId) });
      void queryClient.invalidateQueries({ queryKey: siteAuditQueryKeys.allPages(runId) });
    };
    const wait = lastRead.current + reportRefreshGapMs - Date.now();
    if (wait <= 0) read();
    else pending.current = setTimeout(read, wait);
  }, [moved, runId, queryClient]);
}
