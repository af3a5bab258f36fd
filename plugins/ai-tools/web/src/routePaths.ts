/** Where the AI tools page is mounted (the manifest's nav item names the same path). */
export const aiToolsPath = '/ai-tools';
/** The analysis plugin's page, reached by path: an analysis is made there. */
export const newAnalysisPath = '/new-analysis';
/** The analysis plugin's search param that opens its automatic HTML fix dialog for a page (`/new-analysis?autoFix=<url>`). */
export const autoFixParam = 'autoFix';
