import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A site a spec serves on loopback for the app to audit (the e2e app runs with ALLOW_PRIVATE_TARGETS). */
export interface LoopbackSite {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  port: number;
  /** Stops the server, dropping the connections Chromium keeps alive. */
  close: () => Promise<void>;
}

/** A served file: its `Content-Type` and body. */
export interface ServedFile {
  type: string;
  body: string;
}

export const HTML = 'text/html; charset=utf-8';
export const SVG = 'image/svg+xml';

/** Serves `handle` on a free loopback port. */
export async function serveOnLoopback(handle: RequestListener): Promise<LoopbackSite> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Serves `files` by path (a query string ignored) and answers 404 'not found' for any other path. */
export function serveFiles(files: Record<string, ServedFile>): Promise<LoopbackSite> {
  return serveOnLoopback((req, res) => {
    const file = files[(req.url ?? '/').split('?')[0]!];
    if (!file) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    res.writeHead(200, { 'Content-Type': file.type }).end(file.body);
  });
}
