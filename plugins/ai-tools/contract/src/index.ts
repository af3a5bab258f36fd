export * from './competitor-analyses.port.js';
export * from './ai-tools-events.js';
