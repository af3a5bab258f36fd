export * from './manifest.js';
export * from './api.js';
export * from './workspace-settings.js';
