import { request as httpRequest, createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Logger } from 'pino';
import { listenOnLoopback, type LoopbackServer } from '@otimiza/sdk/server';
import { OutboundBlockedError } from './outbound-errors.js';
import { assertPublicHost, createSafeLookup } from './safe-lookup.js';

export type FilteringProxy = LoopbackServer;

/**
 * An HTTP proxy on loopback that lets the browser reach only hosts the safe-outbound policy
 * allows: CONNECT tunnels (https) and plain http requests are checked, then connected to the
 * address that was checked. Anything else is answered 403.
 */
export async function startFilteringProxy(options: { allowLoopback: boolean; log: Logger }): Promise<FilteringProxy> {
  const policy = { allowLoopback: options.allowLoopback };
  const lookup = createSafeLookup(policy);
  const refuse = (target: string, error: unknown) => {
    if (error instanceof OutboundBlockedError) options.log.warn({ target, reason: (error as Error).message }, 'browser request to a refused address blocked');
    else options.log.debug({ target, reason: (error as Error).message }, 'browser request failed');
  };

  const server: Server = createServer((req: IncomingMessage, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (target.protocol !== 'http:') {
      res.writeHead(403).end();
      return;
    }
    assertPublicHost(target.hostname, policy)
      .then(() => {
        const upstream = httpRequest(
          {
            host: target.hostname,
            port: target.port || 80,
            path: `${target.pathname}${target.search}`,
            method: req.method,
            headers: req.headers,
            lookup: lookup as never,
          },
          (upstreamResponse) => {
            res.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
            upstreamResponse.pipe(res);
          },
        );
        upstream.on('error', (error) => {
          refuse(target.host, error);
          if (!res.headersSent) res.writeHead(502);
          res.end();
        });
        req.pipe(upstream);
      })
      .catch((error: unknown) => {
        refuse(target.host, error);
        res.writeHead(403, { 'Content-Type': 'text/plain' }).end('Blocked by Otimiza: address not allowed');
      });
  });

  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    client.on('error', () => client.destroy());
    let hostname: string;
    let port: number;
    try {
      const authority = new URL(`http://${req.url ?? ''}`);
      hostname = authority.hostname.replace(/^\[|\]$/g, '');
      port = Number(authority.port || 443);
    } catch {
      client.end('HTTP/1.1 400 Bad Request\r\n\r\n');
      return;
    }
    assertPublicHost(hostname, policy)
      .then(() => {
        const upstream = connect({ host: hostname, port, lookup: lookup as never }, () => {
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          if (head.length > 0) upstream.write(head);
          upstream.pipe(client);
          client.pipe(upstream);
        });
        // The browser's side gone (or ended by the proxy's close), nothing is left to carry: the far side goes too.
        // The other way round, the pipe ends the browser's side once what it holds is written.
        client.on('close', () => upstream.destroy());
        upstream.on('error', (error) => {
          refuse(`${hostname}:${port}`, error);
          client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
        });
      })
      .catch((error: unknown) => {
        refuse(`${hostname}:${port}`, error);
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      });
  });

  return listenOnLoopback(server);
}
