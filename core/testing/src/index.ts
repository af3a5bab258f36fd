export * from './create-test-app.js';
export * from './spawn-server.js';
export * from './plugin-contract.js';
export * from './migrated-template.js';
export * from './spawned-account.js';
export * from './split-server.js';
