import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, freePort, startDnsStub, type DnsStub, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { DomainSettingsView } from '@otimiza/plugin-white-label-shared';
import type { HostBrand } from '@otimiza/sdk/shared';
import whiteLabelPlugin from '../index.js';

const PLATFORM = 'plataforma.otimiza.test';
const HOST = 'app.parceiro-https.example';
const UNCLAIMED = 'desconhecido.example';
const ASK_PATH = '/api/public/white-label/tls-ask';
const deployCaddyfile = fileURLToPath(new URL('../../../../../deploy/caddy/Caddyfile', import.meta.url));

/** Debian's `caddy` package (`.ci/run` installs it when missing). */
const caddyInstalled = spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;
const skipped = 'skipped: `caddy` is not installed (Debian: apt-get install caddy; .ci/run installs it)';
if (!caddyInstalled) console.warn(`caddy-front.int-spec.ts: the HTTPS front's spec is ${skipped}`);

interface CaddyProcess {
  /** Resolves once Caddy logs that it serves its configuration; rejects with its log if it exits (or cannot start) first. */
  ready: Promise<void>;
  output: () => string;
  /** SIGTERM, then resolves when it has exited. */
  stop(): Promise<void>;
}

/** `caddy run` on `config`, its state under `home`. The caller keeps the process to stop it, ready or not. */
function startCaddy(config: string, home: string): CaddyProcess {
  const child = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    // Caddy's autosaved configuration and any default storage stay in the spec's folder.
    env: { PATH: process.env['PATH'] ?? '', HOME: home, XDG_DATA_HOME: join(home, 'data'), XDG_CONFIG_HOME: join(home, 'config') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (error) => {
      output += `${error.message}\n`;
      resolve();
    });
  });
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('"msg":"serving initial configuration"')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(() => reject(new Error(`caddy exited (${child.exitCode ?? child.signalCode}) before serving; its log:\n${output}`)));
  });
  // A start the spec stopped before it was ready is no failure of its own: whoever awaits `ready` still sees the rejection.
  ready.catch(() => undefined);
  return {
    ready,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) child.kill('SIGTERM');
      await exited;
    },
  };
}

interface HttpsAnswer {
  status: number;
  body: string;
  certificate: PeerCertificate;
}

/** GET `path` over HTTPS from 127.0.0.1:`port` as a browser that resolved `name` there would: SNI and Host `name`, Caddy's local root trusted. */
function httpsGet(name: string, port: number, path: string, ca: string): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpsRequest({ host: '127.0.0.1', port, path, servername: name, headers: { host: `${name}:${port}` }, ca, agent: false }, (incoming) => {
      const certificate = (incoming.socket as TLSSocket).getPeerCertificate();
      let body = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (body += chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body, certificate }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * The HTTPS front of docker-compose.yml for real: Debian's Caddy on loopback with its
 * internal CA, on-demand TLS asking the app, in front of the app with the white-label plugin. A
 * name the app says is an active white-label domain is certified at its first handshake and served
 * the app; any other name gets no certificate.
 */
describe.skipIf(!caddyInstalled)(caddyInstalled ? 'the HTTPS front (Caddy, on-demand TLS)' : `the HTTPS front (Caddy, on-demand TLS) — ${skipped}`, () => {
  let testApp: TestApp;
  let dns: DnsStub;
  let caddy: CaddyProcess | undefined;
  let folder: string | undefined;
  let appPort: number;
  let tlsPort: number;
  let storage: string;
  let rootCa: string;

  beforeAll(async () => {
    dns = await startDnsStub();
    testApp = await createTestApp({
      plugins: [...(await installedPlugins('analysis', 'reports')), whiteLabelPlugin],
      env: { WHITE_LABEL_DNS_SERVERS: dns.server, PUBLIC_URL: `https://${PLATFORM}`, TRUST_PROXY: '1' },
    });
    const server = testApp.server as Server;
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
    appPort = (server.address() as AddressInfo).port;

    // An agency whose `app.` address is active: proved by its TXT record, its CNAME pointing at the platform.
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    await owner.agent.put('/api/white-label/brand').send({ brandName: 'Painel HTTPS', hideProductBrand: true }).expect(200);
    const claim = (await owner.agent.put('/api/white-label/domain').send({ domain: 'parceiro-https.example', subdomain: 'app' }).expect(200))
      .body as DomainSettingsView;
    dns.setCname(HOST, PLATFORM);
    dns.setTxt(claim.verification!.name, [claim.verification!.value]);
    expect(((await owner.agent.post('/api/white-label/domain/check').expect(200)).body as DomainSettingsView).status).toBe('active');

    folder = await mkdtemp(join(tmpdir(), 'otimiza-caddy-'));
    storage = join(folder, 'storage');
    tlsPort = await freePort();
    const config = join(folder, 'Caddyfile');
    await writeFile(
      config,
      [
        '{',
        '\tadmin off',
        // Its own CA, never installed in the machine's trust store: no network, no ACME.
        '\tlocal_certs',
        '\tskip_install_trust',
        '\tauto_https disable_redirects',
        `\thttps_port ${tlsPort}`,
        `\tstorage file_system ${storage}`,
        '\ton_demand_tls {',
        `\t\task http://127.0.0.1:${appPort}${ASK_PATH}`,
        '\t}',
        '}',
        `https://:${tlsPort} {`,
        '\tbind 127.0.0.1',
        '\ttls {',
        '\t\ton_demand',
        '\t}',
        `\treverse_proxy 127.0.0.1:${appPort}`,
        '}',
        '',
      ].join('\n'),
    );
    caddy = startCaddy(config, folder);
    await caddy.ready;
    // Caddy creates its CA before it serves.
    rootCa = await readFile(join(storage, 'pki/authorities/local/root.crt'), 'utf8');
  });

  afterAll(async () => {
    await caddy?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
    await testApp?.close();
    await dns?.close();
  });

  it('certifies an active white-label domain at its first handshake and serves the app under it', async () => {
    const answer = await httpsGet(HOST, tlsPort, '/api/public/white-label/brand', rootCa);
    expect(answer.status).toBe(200);
    // The app answered the brand of the host the browser asked for.
    expect((JSON.parse(answer.body) as HostBrand).name).toBe('Painel HTTPS');
    expect(answer.certificate.subjectaltname).toBe(`DNS:${HOST}`);
    expect(answer.certificate.issuer.CN).toMatch(/^Caddy Local Authority/);
    expect(existsSync(join(storage, 'certificates/local', HOST, `${HOST}.crt`))).toBe(true);

    // The next visit, in any case, is served the same certificate.
    const again = await httpsGet(HOST.toUpperCase(), tlsPort, '/api/public/white-label/brand', rootCa);
    expect(again.status).toBe(200);
    expect(again.certificate.fingerprint256).toBe(answer.certificate.fingerprint256);
  });

  it('gives no certificate for a name the app does not serve: the handshake fails and nothing is stored', async () => {
    for (const name of [UNCLAIMED, PLATFORM, 'parceiro-https.example']) {
      const failure = await httpsGet(name, tlsPort, '/api/public/white-label/brand', rootCa).then(
        () => null,
        (error: NodeJS.ErrnoException) => error,
      );
      // Caddy ends the handshake with an alert: it has no certificate to present.
      expect(failure?.code, name).toBe('EPROTO');
      expect(failure?.message, name).toMatch(/alert internal error/);
      expect(existsSync(join(storage, 'certificates/local', name)), name).toBe(false);
    }
  });

  it('is what deploy/caddy/Caddyfile (docker-compose.yml’s front) asks: this route, on the app behind it', () => {
    const adapted = spawnSync('caddy', ['adapt', '--config', deployCaddyfile, '--adapter', 'caddyfile'], {
      env: { PATH: process.env['PATH'] ?? '', OTIMIZA_HOST: PLATFORM, OTIMIZA_UPSTREAM: `127.0.0.1:${appPort}` },
      encoding: 'utf8',
    });
    expect(adapted.status, adapted.stderr).toBe(0);
    const json = JSON.parse(adapted.stdout) as {
      apps: { tls: { automation: { on_demand: { ask: string }; policies: { subjects?: string[]; on_demand?: boolean }[] } } };
    };
    expect(json.apps.tls.automation.on_demand.ask).toBe(`http://127.0.0.1:${appPort}${ASK_PATH}`);
    // The platform's own name is a site of its own; every other name is certified on demand only.
    expect(json.apps.tls.automation.policies).toEqual([{ subjects: [PLATFORM] }, { on_demand: true }]);
  });
});
