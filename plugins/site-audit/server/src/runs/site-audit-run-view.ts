import { finishedRunStatuses, type SiteAuditProgress, type SiteAuditRunView } from '@otimiza/plugin-site-audit-shared';
import type { SiteAuditRun } from '../data/site-audit-run.entity.js';

/**
 * Seconds left from the pace of this run's finished pages since its audits began; null until two
 * pages have finished, and once the run is over.
 */
export function etaSecondsOf(run: Pick<SiteAuditRun, 'status' | 'toAudit' | 'audited' | 'failed' | 'startedAuditingAt'>, now = Date.now()): number | null {
  const finished = run.audited + run.failed;
  if (run.status !== 'auditing' || finished < 2 || !run.startedAuditingAt) return null;
  const perPage = (now - run.startedAuditingAt.getTime()) / 1000 / finished;
  return Math.max(0, Math.round(perPage * Math.max(0, run.toAudit - finished)));
}

export function progressOf(run: SiteAuditRun, now = Date.now()): SiteAuditProgress {
  return {
    runId: run.id,
    status: run.status,
    discovered: run.discovered,
    toAudit: run.toAudit,
    audited: run.audited,
    failed: run.failed,
    etaSeconds: finishedRunStatuses.includes(run.status) ? null : etaSecondsOf(run, now),
  };
}

export function runViewOf(run: SiteAuditRun): SiteAuditRunView {
  return {
    id: run.id,
    url: new URL(run.pathPrefix, run.origin).toString(),
    origin: run.origin,
    pathPrefix: run.pathPrefix,
    strategy: run.strategy,
    samplePerGroup: run.samplePerGroup,
    auditAll: run.auditAll,
    status: run.status,
    progress: progressOf(run),
    pageCap: run.pageCap,
    overCap: run.overCap,
    error: run.errorMessages ?? null,
    discovery: run.discovery ?? null,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
  };
}
