export * from './audit-reports.port.js';
export * from './audit-events.js';
