export * from './page-inspection.port.js';
export * from './analysis-events.js';
