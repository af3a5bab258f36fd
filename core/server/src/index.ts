export { startServer, type RunningServer, type StartOptions } from './bootstrap.js';
export { loadConfig, ConfigError } from './config/load-config.js';
export { configSchema, type AppConfig } from './config/config.schema.js';
export { installedServerPlugins, pluginSourcesOf } from './plugins/loading/installed-server-plugins.js';
export { loadServerPlugins, type LoadedServerPlugins, type RefusedPlugin } from './plugins/loading/load-server-plugins.js';
export { runSeedDemoCommand } from './demo/seed-demo.command.js';
export { createMigration, type CreateMigrationOptions } from './database/migration-generator/create-migration.js';
export { migrateDatabase } from './database/migrate-database.js';
export { coreMigrations } from './database/migrations/index.js';
