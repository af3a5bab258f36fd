export * from './manifest.js';
// The URL rules are shared with the other plugins that take a page address (ai-tools).
export { analysisUrlMessages, normaliseAnalysisUrl, type AnalysisUrlResult } from '@otimiza/sdk/shared';
export * from './progress.js';
export * from './api.js';
export * from './failures.js';
export * from './html-fixer.js';
export * from './deploy.js';
export * from './verification-summary.js';
export * from './analysis-counts.js';
export * from './skipped-fixes.js';
export * from './history-export.js';
