export * from './define-web-plugin.js';
export * from './api-fetch.js';
export * from './PageHeader.js';
export * from './QueryErrorAlert.js';
export * from './useDocumentTitle.js';
export * from './entitlements.js';
