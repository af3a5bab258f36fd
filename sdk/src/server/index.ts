export * from './api-error.js';
export * from './access.decorators.js';
export * from './zod-validation.js';
export * from './jobs.js';
export * from './define-server-plugin.js';
export * from './request-language.js';
export * from './auth-context.js';
export * from './entitlements.port.js';
