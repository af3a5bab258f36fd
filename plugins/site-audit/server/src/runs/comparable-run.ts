import type { SiteAuditRun } from '../data/site-audit-run.entity.js';

/**
 * The filter of the runs a run is compared with: like with like — the same address, the same
 * device and the same choice of pages (pages per template, or every page). A run of one page per
 * template against one of five would read sampling for a change of the site.
 */
export const comparableRunsOf = (run: SiteAuditRun) => ({
  origin: run.origin,
  pathPrefix: run.pathPrefix,
  strategy: run.strategy,
  samplePerGroup: run.samplePerGroup,
  auditAll: run.auditAll,
  status: 'completed' as const,
  id: { $ne: run.id },
  createdAt: { $lt: run.createdAt },
});
