/** Where the site audit's pages are mounted (the manifest's nav item names the first). */
export const siteAuditPath = '/site-audit';
/** One run's page: the router's pattern, and the address of a given run. */
export const siteAuditRunPattern = '/site-audit/$runId';
export const siteAuditRunPath = (runId: string) => `${siteAuditPath}/${encodeURIComponent(runId)}`;
/** The analysis plugin's history opens the result view of `?open=<analysisId>`. */
export const analysisHistoryPath = '/analysis-history';
export const openAnalysisParam = 'open';
