export * from './customer-records.port.js';
export * from './satisfaction-surveys.port.js';
export * from './customer-success-events.js';
