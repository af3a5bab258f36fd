export * from './manifest.js';
export * from './api.js';
export * from './workspace-settings.js';
export * from './discovery-skip-reasons.js';
