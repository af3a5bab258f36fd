import { createServer } from 'node:http';

export interface SinkProxy {
  url: string;
  close(): Promise<void>;
}

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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
