import type { FeatureKey } from './features.js';
import type { PluginManifest } from './manifest.js';

/** A plugin the workspace uses but its plan does not include: its pages show the upgrade card. */
export interface LockedPlugin {
  id: string;
  displayName: PluginManifest['displayName'];
  requiredFeature: FeatureKey;
}

/** Answer of `GET /api/plugins`: the plugins this visitor may use (instance ∩ workspace ∩ plan), and those only the plan holds back. */
export interface PluginsResponse {
  plugins: PluginManifest[];
  locked: LockedPlugin[];
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

export type ApiServiceState = 'working' | 'error' | 'not_configured';

/** One external service in `GET /api/health/check-apis` (spec 000 §3 API health): never a secret. */
export interface ApiServiceHealth {
  status: ApiServiceState;
  message: string;
  configured: boolean;
  /** Whether the service answered a probe now; null when not configured. */
  reachable: boolean | null;
  lastSuccessAt: string | null;
  lastError: { message: string; at: string } | null;
}

/** Answer of `GET /api/health/check-apis`. */
export interface ApiHealthResponse {
  googlePageSpeed: ApiServiceHealth;
  openai: ApiServiceHealth;
  stripe: ApiServiceHealth;
  sendgrid: ApiServiceHealth;
  summary: { working: number; total: number; errors: number };
  checkedAt: string;
}

/** Answer of `GET /api/system-status` (spec 000 §3: services.openai flag). */
export interface SystemStatusResponse {
  services: { openai: boolean; pagespeed: boolean; stripe: boolean; sendgrid: boolean };
  ai: { configured: boolean; available: boolean; model: string | null };
  paymentsMode: 'stripe' | 'sandbox' | 'unavailable';
}

/** Answer of `GET /api/site-info` (public): how users reach support here; null when not configured (SUPPORT_EMAIL, SUPPORT_URL). */
export interface SiteInfoResponse {
  support: { email: string | null; url: string | null };
}

/**
 * Stands for the support e-mail in the landing page rendered at build time: the server puts the
 * configured SUPPORT_EMAIL in its place, or removes the link that holds it when none is set.
 */
export const landingSupportEmailPlaceholder = 'support-email@site-info.invalid';
