import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, createServer as createNetServer } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusingPort } from '@otimiza/sdk/testing';
import { loadConfig } from '../config/load-config.js';
import { startFilteringProxy, type FilteringProxy } from './filtering-proxy.js';
import { SafeOutboundService } from './safe-outbound.service.js';

let site: Server;
let base: string;

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === '/page') return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>ok</h1>');
    if (req.url === '/to-metadata') return res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (req.url === '/to-private') return res.writeHead(301, { Location: 'http://10.0.0.7/' }).end();
    if (req.url === '/to-file') return res.writeHead(302, { Location: 'file:///etc/passwd' }).end();
    if (req.url === '/to-other-site') return res.writeHead(302, { Location: 'https://loja.invalid/destino' }).end();
    if (req.url === '/to-own-page') return res.writeHead(301, { Location: '/page' }).end();
    if (req.url === '/hop') return res.writeHead(302, { Location: '/hop' }).end();
    if (req.url === '/big') return res.writeHead(200).end(Buffer.alloc(3 * 1024 * 1024, 97));
    if (req.url === '/slow') return setTimeout(() => res.writeHead(200).end('late'), 3000);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const address = site.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const service = (allow: boolean) => new SafeOutboundService(loadConfig({ ALLOW_PRIVATE_TARGETS: String(allow) }));

describe('SafeOutboundService', () => {
  it('refuses loopback targets unless ALLOW_PRIVATE_TARGETS is set, in every spelling', async () => {
    const strict = service(false);
    for (const url of [`${base}/page`, 'http://localhost/', 'http://2130706433/', 'http://0x7f000001/', 'http://[::ffff:127.0.0.1]/']) {
      await expect(strict.fetch(url)).rejects.toMatchObject({ type: 'INVALID_URL' });
    }
    const result = await service(true).fetch(`${base}/page`);
    expect(result).toMatchObject({ status: 200, redirects: [] });
    expect(result.body.toString()).toBe('<h1>ok</h1>');
  });

  it('checks every redirect hop: an allowed page redirecting to the metadata address or a private one is refused', async () => {
    const open = service(true);
    await expect(open.fetch(`${base}/to-metadata`)).rejects.toMatchObject({ type: 'INVALID_URL', details: { reason: 'metadata address' } });
    await expect(open.fetch(`${base}/to-private`)).rejects.toMatchObject({ type: 'INVALID_URL', details: { reason: 'private address' } });
    await expect(open.fetch(`${base}/to-file`)).rejects.toMatchObject({ type: 'INVALID_URL' });
  });

  it('with sameOriginRedirects, follows a redirect within the origin and answers one off it as is, its host never resolved', async () => {
    const open = service(true);
    const away = await open.fetch(`${base}/to-other-site`, { sameOriginRedirects: true });
    expect(away).toMatchObject({ status: 302, finalUrl: `${base}/to-other-site`, redirects: [], headers: { location: 'https://loja.invalid/destino' } });
    const home = await open.fetch(`${base}/to-own-page`, { sameOriginRedirects: true });
    expect(home).toMatchObject({ status: 200, finalUrl: `${base}/page`, redirects: [`${base}/to-own-page`] });
    // Without it the redirect is followed, and the host that does not resolve fails the request.
    await expect(open.fetch(`${base}/to-other-site`)).rejects.toMatchObject({ type: 'NETWORK_ERROR' });
  });

  it('names the real cause of a failed request: a closed port refuses, and https to a plain-http server fails its handshake', async () => {
    const open = service(true);
    const closedPort = await refusingPort();
    const failureOf = (url: string) =>
      open.fetch(url).then(
        () => null,
        (error: unknown) => error as { type: string; localized: { pt: string; en: string } },
      );
    const refused = await failureOf(`http://127.0.0.1:${closedPort}/`);
    expect(refused?.type).toBe('NETWORK_ERROR');
    expect(refused?.localized.pt).toContain('o servidor recusou a conexão');
    expect(refused?.localized.en).toContain('the server refused the connection');
    const handshake = await failureOf(`${base.replace('http:', 'https:')}/page`);
    expect(handshake?.type).toBe('NETWORK_ERROR');
    expect(handshake?.localized.pt).toContain('a conexão segura (HTTPS) falhou');
  });

  it('answers 400 NETWORK_ERROR for a host name that does not resolve', async () => {
    await expect(service(false).assertAllowed('https://padaria.invalid/')).rejects.toMatchObject({ type: 'NETWORK_ERROR', status: 400 });
  });

  it('refuses other schemes and credentials in the URL', async () => {
    const open = service(true);
    await expect(open.assertAllowed('ftp://example.com/')).rejects.toMatchObject({ type: 'INVALID_URL' });
    await expect(open.assertAllowed('file:///etc/passwd')).rejects.toMatchObject({ type: 'INVALID_URL' });
    await expect(open.assertAllowed(`http://user:pass@127.0.0.1/`)).rejects.toMatchObject({ type: 'INVALID_URL' });
  });

  it('limits redirect hops, bytes and time', async () => {
    const open = service(true);
    await expect(open.fetch(`${base}/hop`, { maxRedirects: 3 })).rejects.toMatchObject({ details: { reason: 'more than 3 redirects' } });
    await expect(open.fetch(`${base}/big`, { maxBytes: 1024 * 1024 })).rejects.toMatchObject({ type: 'NETWORK_ERROR' });
    await expect(open.fetch(`${base}/slow`, { timeoutMs: 500 })).rejects.toMatchObject({ type: 'API_TIMEOUT', status: 408 });
  });
});

describe('the filtering proxy for the browser', () => {
  let proxy: FilteringProxy;
  beforeAll(async () => {
    proxy = await startFilteringProxy({ allowLoopback: true, log: pino({ level: 'silent' }) });
  });
  afterAll(() => proxy.close());

  const proxyPort = () => Number(new URL(proxy.url).port);

  function viaProxy(target: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: proxyPort(), path: target, method: 'GET' }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
  }

  function tunnel(authority: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(proxyPort(), '127.0.0.1', () => socket.write(`CONNECT ${authority} HTTP/1.1\r\nHost: ${authority}\r\n\r\n`));
      socket.once('data', (data) => {
        resolve(data.toString().split('\r\n')[0]!);
        socket.destroy();
      });
      socket.on('error', reject);
    });
  }

  it('forwards allowed http requests and refuses private and metadata targets', async () => {
    expect(await viaProxy(`${base}/page`)).toBe(200);
    expect(await viaProxy('http://10.0.0.7/')).toBe(403);
    expect(await viaProxy('http://169.254.169.254/latest/meta-data/')).toBe(403);
  });

  it('tunnels only to allowed hosts', async () => {
    expect(await tunnel(new URL(base).host)).toBe('HTTP/1.1 200 Connection Established');
    expect(await tunnel('169.254.169.254:443')).toBe('HTTP/1.1 403 Forbidden');
    expect(await tunnel('[::ffff:10.0.0.1]:443')).toBe('HTTP/1.1 403 Forbidden');
  });

  it('ends the tunnels a browser keeps open when it closes, instead of waiting for them', async () => {
    // A far end that never closes a connection (no HTTP server's idle timeout), and a client that never does either:
    // without the proxy ending the tunnel, its close would not return.
    let farSideClosed!: Promise<unknown>;
    const farEnd = createNetServer((socket) => {
      socket.on('error', () => undefined);
      farSideClosed = new Promise((resolve) => socket.once('close', resolve));
    });
    await new Promise<void>((resolve) => farEnd.listen(0, '127.0.0.1', resolve));
    const own = await startFilteringProxy({ allowLoopback: true, log: pino({ level: 'silent' }) });
    const authority = `127.0.0.1:${(farEnd.address() as { port: number }).port}`;
    const socket = connect(Number(new URL(own.url).port), '127.0.0.1', () => socket.write(`CONNECT ${authority} HTTP/1.1\r\n\r\n`));
    await new Promise((resolve) => socket.once('data', resolve));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    await own.close();
    await ended;
    expect(socket.destroyed).toBe(true);
    // Nor is the far side of the tunnel left open.
    await farSideClosed;
    farEnd.close();
  });
});
