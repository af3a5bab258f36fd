export * from './define-web-plugin.js';
export * from './api-fetch.js';
