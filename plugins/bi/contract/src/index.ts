export * from './imported-series.port.js';
export * from './bi-reports.port.js';
export * from './bi-events.js';
