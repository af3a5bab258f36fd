export * from './manifest.js';
export * from './api.js';
