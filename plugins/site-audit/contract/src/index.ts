export * from './site-audits.port.js';
export * from './site-audit-events.js';
