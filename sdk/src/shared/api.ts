import type { FeatureKey } from './features.js';
import type { LoginPrompt, PluginManifest } from './manifest.js';

/** A plugin the workspace uses but its plan does not include: its pages show the upgrade card. */
export interface LockedPlugin {
  id: string;
  displayName: PluginManifest['displayName'];
  requiredFeature: FeatureKey;
}

/** A plugin's web bundle: the module the web host imports at run time, whose default export is its `WebPlugin`. */
export interface PluginWebEntry {
  id: string;
  /** The bundle's entry, served by the host: `/api/plugins/<id>/web/index.js`. */
  url: string;
}

/** Answer of `GET /api/plugins`: the plugins this visitor may use (instance ∩ workspace ∩ plan), and those only the plan holds back. */
export interface PluginsResponse {
  plugins: PluginManifest[];
  locked: LockedPlugin[];
  /** Every mounted plugin's login prompts (manifest `loginPrompts`), for the page a visitor is sent away from. */
  loginPrompts: LoginPrompt[];
  /**
   * Every mounted plugin's web bundle, by plugin id, for visitors too: their inner pages and path
   * aliases (`/history`) are routes before anyone signs in, and the account page names switched-off
   * plugins. The landing page loads none.
   */
  web: PluginWebEntry[];
}

/** Answer of `GET /api/health`. */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  version: string;
  role: 'all' | 'api' | 'worker';
  database: { kind: 'embedded' | 'external'; ok: boolean; error?: string };
  queue: { driver: 'bullmq' | 'inline'; ok: boolean; error?: string };
  browser: { found: boolean; source: 'CHROME_PATH' | 'system' | 'bundled' | null; path: string | null };
  /** `refused`: plugins found at start and not mounted (an SDK range this host is outside of, an unloadable package), with why. */
  plugins: { loaded: string[]; refused: { id: string; reason: string }[] };
  instance: { id: string; createdAt: string; boots: number } | null;
}

export type ApiServiceState = 'working' | 'error' | 'not_configured';

/** One external service in `GET /api/health/check-apis` (API health): never a secret. */
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

/** Answer of `GET /api/system-status` (services.openai flag). */
export interface SystemStatusResponse {
  services: { openai: boolean; pagespeed: boolean; stripe: boolean; sendgrid: boolean };
  ai: { configured: boolean; available: boolean; model: string | null };
  paymentsMode: 'stripe' | 'sandbox' | 'unavailable';
}

/**
 * The brand of the host a page is served under, when a plugin brands that host (white-label: a
 * workspace's own domain pointed at this instance). The web host applies it on every page there:
 * its name and logo in place of the product's, its colours in the theme, and no product name at all
 * with `hideProductBrand`.
 */
export interface HostBrand {
  name: string;
  /** Who the brand belongs to, named in the copyright line; empty: the brand's name stands for it. */
  companyName: string;
  /** `#RRGGBB`. */
  primaryColor: string;
  /** `#RRGGBB`. */
  secondaryColor: string;
  /** A same-origin address of the logo, or null without one. */
  logoUrl: string | null;
  /** The product's own name and marks are not shown on this host. */
  hideProductBrand: boolean;
}

/**
 * Answer of `GET /api/site-info` (public): how users reach support here, null when not configured
 * (SUPPORT_EMAIL, SUPPORT_URL); the brand of the host the request came to (BrandPort), or null; and
 * whether this instance is the production one.
 */
export interface SiteInfoResponse {
  support: { email: string | null; url: string | null };
  brand: HostBrand | null;
  /**
   * The instance's run mode (NODE_ENV). Outside production the pages say they are a test instance
   * with local authentication; on the production host a first-time visitor of a page
   * that needs an account is sent to registration.
   */
  environment: InstanceEnvironment;
}

/** An instance's run mode: `development` and `test` are test instances, `production` the product's host. */
export type InstanceEnvironment = 'development' | 'test' | 'production';

/**
 * Stands for the support e-mail in the landing page rendered at build time: the server puts the
 * configured SUPPORT_EMAIL in its place, or removes the link that holds it when none is set.
 */
export const landingSupportEmailPlaceholder = 'support-email@site-info.invalid';

/**
 * Stands for a plan card's feature lines in the landing page rendered at build time, which knows no
 * plugin: the build renders one line per plan with this text and `data-plan-line="<this>-<plan>"`,
 * and the server writes in its place one such line for each feature of its plan catalogue (the
 * mounted plugins' and the core's) that the plan is the cheapest to include.
 */
export const landingPlanLinePlaceholder = 'plan-line-placeholder';
