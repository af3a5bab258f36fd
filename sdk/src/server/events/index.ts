export * from './events.port.js';
export * from './domain-events.js';
