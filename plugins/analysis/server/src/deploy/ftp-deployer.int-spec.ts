import { readFile } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFtpTestServer, type FtpTestServer } from '../../test/ftp-test-server.js';
import { defaultDeployLimits, FtpDeployer, type FtpDeployRequest } from './ftp-deployer.js';

const PASSWORD = 'Senha-FTPS-5512';
const html = Buffer.from('<!doctype html><html><body><h1>Oficina São Jorge</h1></body></html>');

/** A certificate for `localhost` and 127.0.0.1, signed by itself. */
async function localhostCertificate() {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    extensions: [
      { name: 'basicConstraints', cA: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  });
  return { key: pems.private, cert: pems.cert };
}

describe('FtpDeployer over explicit FTPS', () => {
  let certificate: { key: string; cert: string };
  let ftps: FtpTestServer;
  const deployer = new FtpDeployer();
  const request = (overrides: Partial<FtpDeployRequest> = {}): FtpDeployRequest => ({
    hostname: 'localhost',
    address: ftps.host,
    port: ftps.port,
    username: 'oficina',
    password: PASSWORD,
    path: '/public_html/',
    html,
    ...overrides,
  });

  beforeAll(async () => {
    certificate = await localhostCertificate();
    ftps = await startFtpTestServer({ username: 'oficina', password: PASSWORD, tls: certificate });
  });
  afterAll(() => ftps?.close());

  it('deploys over TLS, control and data, when the certificate is trusted', async () => {
    const outcome = await deployer.deploy(request({ trustedCa: certificate.cert }));
    expect(outcome).toMatchObject({ status: 'succeeded', protocol: 'ftps', warnings: [], failure: null, bytesWritten: html.length });
    expect(outcome.steps[0]).toMatchObject({ id: 'connect', status: 'done', detail: { pt: 'Conectado por FTPS (criptografado)' } });
    expect(ftps.logins.at(-1)).toEqual({ username: 'oficina', secure: true });
    expect(await readFile(join(ftps.root, 'public_html/index.html'))).toEqual(html);
  });

  it('checks the certificate against the name the user gave, not the address it connects to', async () => {
    const outcome = await deployer.deploy(request({ hostname: 'ftp.oficina.com.br', trustedCa: certificate.cert }));
    expect(outcome).toMatchObject({
      status: 'failed',
      protocol: 'ftps',
      reachedServer: true,
      failure: { kind: 'tls', step: 'connect', reason: expect.stringContaining('altnames') },
    });
  });

  it('never falls back to plain FTP over an untrusted certificate: the password is not sent', async () => {
    const loginsBefore = ftps.logins.length;
    const outcome = await deployer.deploy(request());
    expect(outcome).toMatchObject({
      status: 'failed',
      protocol: 'ftps',
      warnings: [],
      failure: { kind: 'tls', reason: expect.stringMatching(/self-signed/i) },
    });
    expect(outcome.steps.map((step) => step.id)).toEqual(['connect']);
    expect(ftps.logins.length).toBe(loginsBefore);
  });
});

describe('FtpDeployer limits', () => {
  let silent: Server;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Accepts connections and never greets, like a server that hangs.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('gives up on a server that does not answer in time', async () => {
    const started = Date.now();
    const outcome = await new FtpDeployer().deploy(
      { hostname: '127.0.0.1', address: '127.0.0.1', port, username: 'u', password: 'p', path: '/', html },
      { ...defaultDeployLimits, connectMs: 500 },
    );
    expect(outcome).toMatchObject({ status: 'failed', reachedServer: false, failure: { kind: 'timeout', step: 'connect' } });
    expect(outcome.steps[0]).toMatchObject({ id: 'connect', status: 'failed' });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
