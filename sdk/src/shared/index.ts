export * from './features.js';
export * from './errors.js';
export * from './messages.js';
export * from './manifest.js';
export * from './api.js';
export * from './plans.js';
export * from './auth.js';
export * from './billing.js';
