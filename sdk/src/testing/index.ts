export * from './create-test-app.js';
export * from './test-database.js';
export * from './spawn-server.js';
export * from './test-users.js';
export * from './stubs/sendgrid-stub.js';
export * from './in-memory-analyses.js';
export * from './stubs/stripe-stub.js';
export * from './stubs/openai-stub.js';
