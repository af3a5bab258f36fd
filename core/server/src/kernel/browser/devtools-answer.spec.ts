import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answersAsDevTools } from './devtools-answer.js';

describe('answersAsDevTools', () => {
  let server: Server | null = null;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = null;
  });
  const serve = async (handler: RequestListener): Promise<number> => {
    server = createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };

  it("is true for a browser's /json/version", async () => {
    const port = await serve((_, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ webSocketDebuggerUrl: 'ws://127.0.0.1/devtools/browser/x' })),
    );
    expect(await answersAsDevTools(port)).toBe(true);
  });

  it('is false for another server that took the port: a web page, an error, JSON of something else', async () => {
    const answers: [number, string][] = [
      [200, '<!doctype html><title>app</title>'],
      [404, 'not found'],
      [200, '{"status":"ok"}'],
    ];
    for (const [status, body] of answers) {
      const port = await serve((_, res) => res.writeHead(status).end(body));
      expect(await answersAsDevTools(port)).toBe(false);
      await new Promise((resolve) => server!.close(resolve));
      server = null;
    }
  });

  it('is false where nothing listens', async () => {
    const port = await serve((_, res) => res.end());
    await new Promise((resolve) => server!.close(resolve));
    server = null;
    expect(await answersAsDevTools(port)).toBe(false);
  });
});
