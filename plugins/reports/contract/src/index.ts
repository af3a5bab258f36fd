export * from './reports-events.js';
export * from './workspace-brands.port.js';
