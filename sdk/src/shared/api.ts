import type { PluginManifest } from './manifest.js';

/** Answer of `GET /api/plugins`: the plugins this visitor may use. */
export interface PluginsResponse {
  plugins: PluginManifest[];
}

/** Answer of `GET /api/health`. */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  version: string;
  role: 'all' | 'api' | 'worker';
  database: { kind: 'embedded' | 'external'; ok: boolean; error?: string };
  queue: { driver: 'bullmq' | 'inline'; ok: boolean; error?: string };
  browser: { found: boolean; source: 'CHROME_PATH' | 'system' | 'bundled' | null; path: string | null };
  plugins: { loaded: string[] };
  instance: { id: string; createdAt: string; boots: number } | null;
}
