/** Where the analysis pages are mounted (the manifest's nav items name the same paths). */
export const newAnalysisPath = '/new-analysis';
export const analysisHistoryPath = '/analysis-history';
/** The quick analysis page (its route is not given there). */
export const quickAnalysisPath = '/quick-analysis';
/** The plans page of the host, where every upgrade button leads. */
export const pricingPath = '/pricing';
/** `/new-analysis?autoFix=<url>` opens the automatic HTML fix dialog for that page (the AI tools' premium panel links here). */
export const autoFixParam = 'autoFix';
