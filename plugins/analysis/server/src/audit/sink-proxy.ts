import { createServer } from 'node:http';
import { listenOnLoopback, type LoopbackServer } from '@otimiza/sdk/server';

export type SinkProxy = LoopbackServer;

/**
 * A proxy on loopback that refuses everything: the browser context of a bundled audit uses it,
 * so whatever the bundle does not answer (Chromium's speculative connections to the demo host
 * included) ends here instead of at the filtering proxy or on the network.
 */
export async function startSinkProxy(): Promise<SinkProxy> {
  const server = createServer((_request, response) => {
    response.writeHead(403, { 'Content-Type': 'text/plain' }).end('Blocked: a bundled audit makes no network request');
  });
  server.on('connect', (_request, client) => {
    client.on('error', () => client.destroy());
    client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  return listenOnLoopback(server);
}
