import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { servePluginBundles } from './serve-plugin-bundles.js';

/** The middleware servePluginBundles mounts, and a request for a bundle file whose send ends with `sendError`. */
function bundleRequest(sendError: Error | undefined): { forwarded: unknown[] } {
  const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
  writeFileSync(join(dir, 'index.js'), 'export default {};');
  let middleware: ((req: Request, res: Response, next: NextFunction) => void) | undefined;
  const app = { use: (handler: typeof middleware) => (middleware = handler) } as unknown as NestExpressApplication;
  servePluginBundles(app, new Map([['audit', { id: 'audit', dir, entry: 'index.js', url: '/api/plugins/audit/web/index.js' }]]));
  const forwarded: unknown[] = [];
  const res = { headersSent: false, sendFile: (_file: string, _options: unknown, done: (error?: Error) => void) => done(sendError) };
  middleware!({ path: '/api/plugins/audit/web/index.js', method: 'GET' } as Request, res as unknown as Response, (error?: unknown) => forwarded.push(error));
  return { forwarded };
}

describe('plugin bundle files', () => {
  it('a reader that left before the file was sent is not handed on as an error', () => {
    const aborted = Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' });
    expect(bundleRequest(aborted).forwarded).toEqual([]);
  });

  it('any other failure to send is handed on', () => {
    const failure = Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
    expect(bundleRequest(failure).forwarded).toEqual([failure]);
  });

  it('a file sent hands nothing on', () => {
    expect(bundleRequest(undefined).forwarded).toEqual([]);
  });
});
