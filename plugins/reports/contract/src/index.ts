export * from './reports-events.js';
