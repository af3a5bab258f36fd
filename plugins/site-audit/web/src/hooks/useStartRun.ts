import type { SiteAuditRunView } from '@otimiza/plugin-site-audit-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startRun, siteAuditQueryKeys } from '../api/runs';

/** Starts a run; the runs list (and the month's allowance) is read again whatever the answer. */
export function useStartRun(onStarted: (run: SiteAuditRunView) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRun,
    onSuccess: (run) => {
      queryClient.setQueryData(siteAuditQueryKeys.detail(run.id), run);
      onStarted(run);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteAuditQueryKeys.list }),
  });
}
