import type { SiteAuditProgress } from '@otimiza/plugin-site-audit-shared';

export interface ProgressFigures {
  /** Pages whose audit ended, audited or failed. */
  done: number;
  /** Pages chosen for an audit and not done yet. */
  queued: number;
  /** Done of chosen, 0–100; null while discovery is still choosing the pages (the total is not known yet). */
  percent: number | null;
}

/** The run's bar and counts, from the server's figures only. */
export function progressFigures(progress: SiteAuditProgress): ProgressFigures {
  const done = progress.audited + progress.failed;
  const queued = Math.max(0, progress.toAudit - done);
  if (progress.status === 'discovering' || progress.toAudit <= 0) return { done, queued, percent: null };
  return { done, queued, percent: Math.min(100, Math.floor((done / progress.toAudit) * 100)) };
}
