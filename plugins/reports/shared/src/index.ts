export * from './manifest.js';
export * from './brand.js';
export * from './pdf-reports.js';
export * from './shared-reports.js';
export * from './share-analytics.js';
export * from './recurring-reports.js';
export * from './visual-reports.js';
