export { startServer, type RunningServer, type StartOptions } from './bootstrap.js';
export { loadConfig, ConfigError } from './config/load-config.js';
export { configSchema, type AppConfig } from './config/config.schema.js';
export { serverPlugins } from './plugins/plugin-registry.generated.js';
export { runSeedDemoCommand } from './demo/seed-demo.command.js';
export { createMigration, type CreateMigrationOptions } from './database/migration-generator/create-migration.js';
