export * from './manifest.js';
export * from './analysis-url.js';
export * from './progress.js';
export * from './api.js';
export * from './html-fixer.js';
export * from './deploy.js';
