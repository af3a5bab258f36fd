export * from './manifest.js';
export * from './frameworks.js';
export * from './check-status.js';
export * from './reports.js';
export * from './site-reports.js';
export * from './monitoring.js';
export * from './analytics.js';
export * from './wcag22-criteria.js';
