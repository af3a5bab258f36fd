import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { AppConfig } from '../config/config.schema.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { pageContentSecurityPolicy } from '../http/content-security-policy.js';
import { inlineScriptHashes } from './inline-script-hashes.js';
import { landingLocaleOf } from './landing-locale.js';
import { withSupportEmail } from './landing-support.js';
import { withPlanLines } from './landing-plan-lines.js';
import { BrandPort } from '@otimiza/sdk/server';
import type { HostBrand, Language, PlanCatalogue } from '@otimiza/sdk/shared';
import { brandOfRequest } from '../config/site-info.controller.js';

/** core/web/dist, from core/server/{src,dist}/kernel/web/. */
export const webDistDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../web/dist');

/** A built page, with the Content-Security-Policy that lets its own inline scripts run and no others. */
function sendPage(res: Response, file: string): void {
  res.setHeader('Content-Security-Policy', pageContentSecurityPolicy(inlineScriptHashes(file)));
  res.sendFile(file);
}

const landings = new Map<string, { modifiedMs: number; html: string }>();

/** What the platform tells the web serving: its session cookies' names and the plans it sells (bootstrap.ts passes them in). */
export interface WebServingOptions {
  /** The session cookie: a visitor without it gets the landing page at `/`. */
  sessionCookie: string;
  /** The cookie that tells the web app a session may exist; set here for sessions older than it. */
  sessionHintCookie: string;
  /** The features this instance sells (the core's and the mounted plugins'): the plan cards list these. */
  catalogue: PlanCatalogue;
  /** The brands of plugin-branded hosts (BrandPort), when a plugin provides them. */
  brands: BrandPort | undefined;
}

interface LandingSettings {
  supportEmail: string | null;
  /** The features this instance sells (the core's and the mounted plugins'): the plan cards list these. */
  catalogue: PlanCatalogue;
}

/** The prerendered landing with this instance's support e-mail and plan features, read again after a new build. */
function sendLanding(res: Response, file: string, language: Language, { supportEmail, catalogue }: LandingSettings): void {
  const modifiedMs = statSync(file).mtimeMs;
  // Apps of one process (specs) may mount different plugins: the catalogue is part of the key.
  const key = `${file}\n${supportEmail ?? ''}\n${catalogue.features.map((feature) => feature.key).join(',')}`;
  let cached = landings.get(key);
  if (cached?.modifiedMs !== modifiedMs) {
    cached = { modifiedMs, html: withPlanLines(withSupportEmail(readFileSync(file, 'utf8'), supportEmail), catalogue, language) };
    landings.set(key, cached);
  }
  res.setHeader('Content-Security-Policy', pageContentSecurityPolicy(inlineScriptHashes(file)));
  res.type('html').send(cached.html);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The app's page for a branded host: the brand's name as its title and description, its colour as the browser's theme colour.
 * The replacements are functions: a replacement string would read `$&`, `$1`, `$$` or `` $` `` in a brand's name as patterns.
 */
export function withHostBrand(html: string, brand: HostBrand): string {
  const name = escapeHtml(brand.name);
  const colour = escapeHtml(brand.primaryColor);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${name}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (_match, open: string, close: string) => `${open}${name}${close}`)
    .replace(/(<meta\s+name="theme-color"\s+content=")[^"]*(")/, (_match, open: string, close: string) => `${open}${colour}${close}`);
}

const brandedPages = new Map<string, { modifiedMs: number; html: string }>();

/** index.html under a branded host (see withHostBrand); its inline scripts, and so its policy, are the same. */
function sendBrandedPage(res: Response, file: string, brand: HostBrand): void {
  const modifiedMs = statSync(file).mtimeMs;
  const key = `${file}\n${brand.name}\n${brand.primaryColor}`;
  let cached = brandedPages.get(key);
  if (cached?.modifiedMs !== modifiedMs) {
    if (brandedPages.size > 500) brandedPages.clear();
    cached = { modifiedMs, html: withHostBrand(readFileSync(file, 'utf8'), brand) };
    brandedPages.set(key, cached);
  }
  res.setHeader('Content-Security-Policy', pageContentSecurityPolicy(inlineScriptHashes(file)));
  res.type('html').send(cached.html);
}

const isApiPath = (req: Request) => req.path === '/api' || req.path.startsWith('/api/');

const hasCookie = (req: Request, name: string) => (req.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for
 * every other GET outside /api, so client-side routes load on reload. A visitor (no session
 * cookie) asking for `/` gets the landing page rendered at build time instead, in their language.
 * Under a host that a plugin brands (BrandPort: a white-label domain), the product's landing
 * is not shown: a visitor's `/` goes to `/login`, and every page carries the brand's title.
 */
export function serveWeb(app: NestExpressApplication, { sessionCookie, sessionHintCookie, catalogue, brands }: WebServingOptions): void {
  const indexHtml = join(webDistDir, 'index.html');
  const landingSettings: LandingSettings = { supportEmail: app.get<AppConfig>(APP_CONFIG).SUPPORT_EMAIL ?? null, catalogue };
  const assets = express.static(webDistDir, {
    index: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // No file lookup for API calls: a stat per request of every API call was 5 % of the server's time (bench/data-path).
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req) ? next() : assets(req, res, next)));
  const logger = new Logger('ServeWeb');
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || isApiPath(req)) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it).');
      return;
    }
    if (!brands) return servePage(req, res, null);
    // Only the host's brand: the page is the same for every member of every workspace.
    brandOfRequest(brands, req, null, logger).then((brand) => servePage(req, res, brand), next);
  });

  function servePage(req: Request, res: Response, brand: HostBrand | null): void {
    res.setHeader('Cache-Control', 'no-cache');
    const locale = req.path === '/' ? landingLocaleOf(req, sessionCookie) : null;
    if (brand && locale) {
      // A branded host is the reseller's: its visitors sign in there, the product's landing is not theirs.
      res.redirect(302, '/login');
      return;
    }
    const landing = locale ? join(webDistDir, 'landing', `${locale}.html`) : null;
    if (landing && existsSync(landing)) {
      res.setHeader('Vary', 'Accept-Language, Cookie');
      sendLanding(res, landing, locale === 'en' ? 'en' : 'pt', landingSettings);
      return;
    }
    // Sessions started before the hint cookie existed get it here, on their next page load (it lives
    // as long as the longest session may; the app drops it itself when the session turns out to be gone).
    if (hasCookie(req, sessionCookie) && !hasCookie(req, sessionHintCookie)) {
      res.cookie(sessionHintCookie, '1', { sameSite: 'lax', secure: req.secure, path: '/', maxAge: 365 * 24 * 3600 * 1000 });
    }
    if (brand) sendBrandedPage(res, indexHtml, brand);
    else sendPage(res, indexHtml);
  }
}
