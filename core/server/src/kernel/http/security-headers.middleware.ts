import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { apiContentSecurityPolicy, pageContentSecurityPolicy } from './content-security-policy.js';

/** The API documents (/api/docs, the public API's /api/v1/docs) are pages (HTML, scripts, styles) although they live under /api. */
const documentPages = ['/api/docs', '/api/v1/docs'];

function isApiAnswer(path: string): boolean {
  return (path === '/api' || path.startsWith('/api/')) && !documentPages.some((page) => path === page || path.startsWith(`${page}/`));
}

/**
 * Security headers on every answer (helmet): `nosniff`, no referrer (a share link's token never
 * leaves in a Referer), same-origin opener and resource policies. HSTS in production, or when
 * the request came over https. Pages get the app's Content-Security-Policy and
 * `X-Frame-Options: DENY`; API answers get a policy that loads nothing, and
 * `X-Frame-Options: SAMEORIGIN` so the sandboxed previews can be framed by our own pages.
 * serve-web replaces the page policy with one that names the built page's inline scripts.
 */
export function securityHeaders(options: { production: boolean }): RequestHandler {
  // No Origin-Agent-Cluster: the sandboxed previews (opaque origins) cannot be origin-keyed, and
  // Chromium then warns on every page that frames one.
  const common = helmet({ contentSecurityPolicy: false, strictTransportSecurity: false, xFrameOptions: false, originAgentCluster: false });
  const hsts = helmet.strictTransportSecurity({ maxAge: 365 * 24 * 3600, includeSubDomains: true });
  const pagePolicy = pageContentSecurityPolicy();
  return (request: Request, response: Response, next: NextFunction) => {
    common(request, response, (error?: unknown) => {
      if (error) return next(error);
      const api = isApiAnswer(request.path);
      response.setHeader('Content-Security-Policy', api ? apiContentSecurityPolicy : pagePolicy);
      response.setHeader('X-Frame-Options', api ? 'SAMEORIGIN' : 'DENY');
      if (options.production || request.secure) return hsts(request, response, next);
      next();
    });
  };
}
