export { startServer, type RunningServer, type StartOptions } from './bootstrap.js';
export { loadConfig, ConfigError } from './kernel/config/load-config.js';
export { configSchema, type AppConfig } from './kernel/config/config.schema.js';
export { installedServerPlugins, pluginSourcesOf } from './kernel/plugins/loading/installed-server-plugins.js';
export { loadServerPlugins, type LoadedServerPlugins, type RefusedPlugin } from './kernel/plugins/loading/load-server-plugins.js';
export { runSeedDemoCommand } from './seed-demo.command.js';
export { createMigration, type CreateMigrationOptions } from './kernel/database/migration-generator/create-migration.js';
export { migrateDatabase } from './kernel/database/migrate-database.js';
export { coreMigrations } from './kernel/database/migrations/index.js';
