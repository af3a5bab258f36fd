export * from './manifest.js';
export * from './messages.js';
export * from './health.js';
export * from './customers.js';
export * from './playbooks.js';
export * from './churn.js';
export * from './overview.js';
export * from './surveys.js';
