import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { pageContentSecurityPolicy } from '../http/content-security-policy.js';
import { inlineScriptHashes } from './inline-script-hashes.js';
import { landingLocaleOf } from './landing-locale.js';

/** core/web/dist, from core/server/{src,dist}/web/. */
export const webDistDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** A built page, with the Content-Security-Policy that lets its own inline scripts run and no others. */
function sendPage(res: Response, file: string): void {
  res.setHeader('Content-Security-Policy', pageContentSecurityPolicy(inlineScriptHashes(file)));
  res.sendFile(file);
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html (never cached) for
 * every other GET outside /api, so client-side routes load on reload. A visitor (no session
 * cookie) asking for `/` gets the landing page rendered at build time instead, in their language.
 */
export function serveWeb(app: NestExpressApplication, sessionCookie: string): void {
  const indexHtml = join(webDistDir, 'index.html');
  app.useStaticAssets(webDistDir, {
    index: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const locale = req.path === '/' ? landingLocaleOf(req, sessionCookie) : null;
    const landing = locale ? join(webDistDir, 'landing', `${locale}.html`) : null;
    if (landing && existsSync(landing)) {
      res.setHeader('Vary', 'Accept-Language, Cookie');
      sendPage(res, landing);
      return;
    }
    sendPage(res, indexHtml);
  });
}
