/**
 * The kernel's public face: what the platform (accounts, team, billing…) may use of the host's kernel. A platform
 * file imports the kernel from here only, and no kernel file imports the platform (eslint.config.js); inside the
 * kernel, files import each other directly, never through this file. The composition root (app.module.ts,
 * bootstrap.ts) wires the kernel's modules and start-up steps from their own files.
 */
export { APP_CONFIG } from './config/config.tokens.js';
export type { AppConfig } from './config/config.schema.js';
export { publicUrlOf } from './config/load-config.js';
export { coreSql, type CoreTables } from './database/core-sql.js';
export { isUniqueViolation } from './database/unique-violation.js';
export { assertSameSiteWrite, type TrustedOrigins } from './http/cross-site-writes.js';
export { effectivePluginIds } from './plugins/effective-plugins.js';
export type { FoundWebBundles } from './plugins/loading/web-bundles.js';
export { MOUNTED_PLUGIN_MANIFESTS, MOUNTED_WORKSPACE_SETTINGS, PLUGIN_OF_CONTROLLER, PLUGIN_WEB_BUNDLES } from './plugins/plugins.tokens.js';
export { MailService, type MailMessage } from './mail/mail.service.js';
export { escapeHtml } from './mail/escape-html.js';
export { AiService } from './ai/ai.service.js';
export { OPENAI_CLIENT } from './ai/openai-client.js';
export { ServiceStatusService, type StoredServiceStatus } from './service-status/service-status.service.js';
export { redactSecrets } from './service-status/redact-secrets.js';
