export * from './manifest.js';
export * from './domain.js';
export * from './brand.js';
