export * from './manifest.js';
export * from './content.types.js';
export * from './content.js';
export * from './api.js';
export * from './visible-cards.js';
