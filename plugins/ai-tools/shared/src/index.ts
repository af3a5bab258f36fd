export * from './manifest.js';
export * from './api.js';
export * from './tool-features.js';
