import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { PluginWebBundle } from '../plugins/loading/web-bundles.js';

/** `/api/plugins/<id>/web/<file…>` */
const bundlePath = /^\/api\/plugins\/([^/]+)\/web\/(.+)$/;
/** A file name part the bundle may hold: no `..`, no hidden files, no backslashes or encoded separators. */
const safeSegment = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;
const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * The browser closed the request before the file was sent (a tab closed, a page left while it loaded):
 * Express's own default for sendFile, not a server error to log.
 */
const readerLeft = (error: Error): boolean => (error as Error & { code?: string }).code === 'ECONNABORTED';

function notFound(res: Response): void {
  res.status(404).json({ error: { type: 'NOT_FOUND', message: 'Not found.', details: {} } });
}

/**
 * Serves each mounted plugin's built web bundle (see findWebBundles) at `/api/plugins/<id>/web/<file>`,
 * for the web host to import at run time: the entry revalidated on every load (`no-cache`, so a new
 * build of the plugin is picked up), its hashed chunks under `assets/` cached for a year. A plugin
 * that is not mounted, a file that is not there and any path that would leave the bundle's folder
 * answer 404. Plain Express before Nest's router: no session is read for a static file.
 */
export function servePluginBundles(app: NestExpressApplication, bundles: ReadonlyMap<string, PluginWebBundle>): void {
  app.use((req: Request, res: Response, next: NextFunction) => {
    const match = bundlePath.exec(req.path);
    if (!match) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let id: string;
    let segments: string[];
    try {
      id = decodeURIComponent(match[1]!);
      segments = match[2]!.split('/').map((segment) => decodeURIComponent(segment));
    } catch {
      return notFound(res);
    }
    const bundle = bundles.get(id);
    if (!bundle || !segments.every((segment) => safeSegment.test(segment))) return notFound(res);
    const file = join(bundle.dir, ...segments);
    try {
      if (!statSync(file).isFile()) return notFound(res);
    } catch {
      return notFound(res);
    }
    const extension = /\.[a-z0-9]+$/i.exec(file)?.[0].toLowerCase() ?? '';
    const headers = {
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      'Cache-Control': segments[0] === 'assets' && segments.length > 1 ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    // send answers conditional requests (ETag, Last-Modified) and HEAD.
    res.sendFile(file, { headers, cacheControl: false, dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent && !readerLeft(error)) next(error);
    });
  });
}
