export * from './in-memory-site-audits.js';
