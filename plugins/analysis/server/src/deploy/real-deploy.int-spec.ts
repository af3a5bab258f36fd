import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import analysisPlugin from '../index.js';
import { startFtpTestServer, type FtpTestServer } from '../../test/ftp-test-server.js';

const PASSWORD = 'Senha-FTP-Secreta-7391';
const html = '<!doctype html><html lang="pt-BR"><head><title>Padaria Pão Quente</title></head><body><h1>Pães artesanais</h1></body></html>';
const plainFtpWarning = {
  pt: 'O servidor não aceita FTPS: a conexão foi feita por FTP sem criptografia, e o usuário, a senha e a página trafegaram sem proteção.',
  en: 'The server does not accept FTPS: the connection used plain FTP without encryption, so the user name, password and page travelled unprotected.',
};

describe('POST /api/real-deploy: FTP deploy to a real server on loopback', () => {
  let testApp: TestApp;
  let ftp: FtpTestServer;
  let owner: TestUser;
  let stranger: TestUser;
  let analysisId: string;
  const answers: string[] = [];

  const credentials = (overrides: Record<string, unknown> = {}) => ({ host: ftp.host, port: ftp.port, username: 'padaria', password: PASSWORD, ...overrides });
  const deploy = async (body: Record<string, unknown>, language: 'pt' | 'en' = 'pt', user: TestUser = owner) => {
    const response = await user.agent.post('/api/real-deploy').set('Accept-Language', language).send(body);
    answers.push(JSON.stringify(response.body));
    return response;
  };
  const onDisk = (path: string) => join(ftp.root, path);
  const deployRows = () =>
    queryDatabase<{ status: string; error: string | null }>(testApp.database.url, 'select status, error from analysis_deploy order by created_at');

  beforeAll(async () => {
    ftp = await startFtpTestServer({ username: 'padaria', password: PASSWORD });
    testApp = await createTestApp({ plugins: [analysisPlugin], env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
    stranger = await createTestUser(testApp, { plan: 'enterprise' });
    analysisId = randomUUID();
    await queryDatabase(
      testApp.database.url,
      `insert into analysis_analysis (id, workspace_id, user_id, url, domain, path, strategy, status, progress, step)
       values ($1, $2, $3, 'https://padaria.com.br/', 'padaria.com.br', '/', 'desktop', 'completed', 100, 'complete')`,
      [analysisId, owner.workspaceId, owner.userId],
    );
  });
  afterAll(async () => {
    await testApp?.close();
    await ftp?.close();
  });

  it('backs up the current page under a stamped name, uploads the new one and verifies it', async () => {
    await mkdir(onDisk('public_html'), { recursive: true });
    await writeFile(onDisk('public_html/index.html'), '<html><body>versão antiga</body></html>');

    const response = await deploy({ url: 'https://padaria.com.br/', html, ftpCredentials: credentials(), analysisId });
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body).toMatchObject({
      success: true,
      deployId: expect.any(String),
      protocol: 'ftp',
      warnings: [plainFtpWarning],
      remotePath: '/public_html/index.html',
      bytesWritten: Buffer.byteLength(html),
    });
    expect(Buffer.byteLength(html)).toBeGreaterThan(html.length);
    expect(body.steps.map((step: { id: string; status: string }) => `${step.id}:${step.status}`)).toEqual([
      'connect:done',
      'backup:done',
      'upload:done',
      'verify:done',
    ]);
    for (const step of body.steps) expect(step.durationMs).toBeGreaterThanOrEqual(0);
    expect(body.backupPath).toMatch(/^\/public_html\/index\.html\.backup-\d{8}T\d{6}Z$/);

    expect(await readFile(onDisk('public_html/index.html'), 'utf8')).toBe(html);
    expect(await readFile(onDisk(body.backupPath), 'utf8')).toBe('<html><body>versão antiga</body></html>');
  });

  it('skips the backup when there is no file yet, and creates the missing folders', async () => {
    const response = await deploy({ url: 'https://padaria.com.br/lojas', html, ftpCredentials: credentials({ path: '/novo/lojas/' }) });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, remotePath: '/novo/lojas/index.html', backupPath: null });
    expect(response.body.steps[1]).toMatchObject({ id: 'backup', status: 'skipped', detail: { pt: expect.stringContaining('nada a copiar') } });
    expect(await readFile(onDisk('novo/lojas/index.html'), 'utf8')).toBe(html);
  });

  it('takes pages of real size (over a megabyte of HTML)', async () => {
    const large = html.replace('</body>', `${'<p>Pão de fermentação natural, assado todas as manhãs.</p>'.repeat(20_000)}</body>`);
    expect(Buffer.byteLength(large)).toBeGreaterThan(1024 * 1024);
    const response = await deploy({ url: 'https://padaria.com.br/', html: large, ftpCredentials: credentials({ path: '/grande/' }) });
    expect(response.status).toBe(200);
    expect(response.body.bytesWritten).toBe(Buffer.byteLength(large));
    expect(await readFile(onDisk('grande/index.html'), 'utf8')).toBe(large);
  });

  it('writes to a file path taken from the login folder', async () => {
    const response = await deploy({ url: 'https://padaria.com.br/contato', html, ftpCredentials: credentials({ path: 'paginas/contato.html' }) });
    expect(response.status).toBe(200);
    expect(response.body.remotePath).toBe('/paginas/contato.html');
    expect(await readFile(onDisk('paginas/contato.html'), 'utf8')).toBe(html);
  });

  it('rolls back when the file read back is not what was sent, and answers an error', async () => {
    await writeFile(onDisk('public_html/index.html'), 'original antes do deploy');
    ftp.corruptNextReadAfterWrite('/public_html/index.html', Buffer.from('bytes trocados pelo servidor'));

    const response = await deploy({ url: 'https://padaria.com.br/', html, ftpCredentials: credentials(), analysisId });
    expect(response.status).toBe(502);
    expect(response.body.error).toMatchObject({
      type: 'API_ERROR',
      message: 'O arquivo gravado no servidor não confere com a página enviada. A versão anterior foi restaurada.',
      details: { status: 'rolled-back', failedStep: 'verify', deployId: expect.any(String), backupPath: expect.stringMatching(/index\.html\.backup-/) },
    });
    expect(response.body.error.details.steps.map((step: { id: string; status: string }) => `${step.id}:${step.status}`)).toEqual([
      'connect:done',
      'backup:done',
      'upload:done',
      'verify:failed',
      'rollback:done',
    ]);
    expect(await readFile(onDisk('public_html/index.html'), 'utf8')).toBe('original antes do deploy');
    const [row] = await queryDatabase<{ status: string; error: string }>(testApp.database.url, 'select status, error from analysis_deploy where id = $1', [
      response.body.error.details.deployId,
    ]);
    expect(row).toMatchObject({ status: 'rolled-back', error: expect.stringContaining('verify:') });
  });

  it('removes the new file when a corrupted upload had no previous version', async () => {
    ftp.corruptNextReadAfterWrite('/vazio/index.html', Buffer.from('x'));
    const response = await deploy({ url: 'https://padaria.com.br/vazio', html, ftpCredentials: credentials({ path: '/vazio/' }), analysisId }, 'en');
    expect(response.status).toBe(502);
    expect(response.body.error.message).toBe('The file stored on the server does not match the page sent. The uploaded file was removed.');
    expect(await readdir(onDisk('vazio'))).toEqual([]);
  });

  it('answers a wrong password with the spec text, in Portuguese and in English', async () => {
    const pt = await deploy({ url: 'https://padaria.com.br/', html, ftpCredentials: credentials({ password: 'senha-errada' }), analysisId });
    expect(pt.status).toBe(400);
    expect(pt.body.error).toMatchObject({
      type: 'API_ERROR',
      message: 'Verifique suas credenciais FTP e tente novamente.',
      details: { failedStep: 'connect' },
    });
    const en = await deploy({ url: 'https://padaria.com.br/', html, ftpCredentials: credentials({ password: 'senha-errada' }), analysisId }, 'en');
    expect(en.status).toBe(400);
    expect(en.body.error).toMatchObject({ type: 'API_ERROR', message: 'Check your FTP credentials and try again.' });
  });

  it('asks for every FTP field before anything else, without connecting', async () => {
    const before = ftp.connections();
    for (const missing of [{ host: '' }, { username: undefined }, { password: '   ' }]) {
      const response = await deploy({ url: 'https://padaria.com.br/', html, ftpCredentials: credentials(missing) });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'Preencha todos os campos de FTP para continuar' });
    }
    const en = await deploy({ url: 'https://padaria.com.br/', html }, 'en');
    expect(en.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'Fill in every FTP field to continue' });
    const badPort = await deploy({ url: 'https://padaria.com.br/', html, ftpCredentials: credentials({ port: 70000 }) });
    expect(badPort.status).toBe(400);
    expect(badPort.body.error).toMatchObject({ type: 'VALIDATION_ERROR', details: { fields: [expect.objectContaining({ path: 'ftpCredentials.port' })] } });
    const lineBreak = await deploy({ url: 'https://padaria.com.br/', html, ftpCredentials: credentials({ path: '/public_html/\r\nDELE index.html' }) });
    expect(lineBreak.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'Os campos de FTP não podem conter quebras de linha.' });
    expect(ftp.connections()).toBe(before);
  });

  it('asks for the page’s address first: an empty or blank url is ‘URL obrigatória’, without connecting', async () => {
    const before = ftp.connections();
    for (const url of ['', '   ', undefined]) {
      const response = await deploy({ url, html, ftpCredentials: credentials({ path: '/sem-url/' }) });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'URL obrigatória', details: { missing: ['url'] } });
    }
    const en = await deploy({ url: ' ', html, ftpCredentials: credentials() }, 'en');
    expect(en.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'URL required' });
    expect(ftp.connections()).toBe(before);
  });

  it('answers 400 NETWORK_ERROR when nothing listens at the address, and keeps no history of it', async () => {
    const rowsBefore = (await deployRows()).length;
    const closedPort = ftp.port === 1 ? 2 : 1;
    const response = await deploy({ url: 'https://padaria.com.br/', html, ftpCredentials: credentials({ port: closedPort }), analysisId });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      type: 'NETWORK_ERROR',
      message: `Não foi possível conectar ao servidor FTP 127.0.0.1:${closedPort}. Verifique o endereço, a porta e se o servidor aceita conexões.`,
    });
    expect(await deployRows()).toHaveLength(rowsBefore);
  });

  it('is an enterprise feature: 402 for other plans', async () => {
    const pro = await createTestUser(testApp, { plan: 'pro' });
    const response = await deploy({ url: 'https://padaria.com.br/', html, ftpCredentials: credentials() }, 'pt', pro);
    expect(response.status).toBe(402);
    expect(response.body.error).toMatchObject({ type: 'SUBSCRIPTION_REQUIRED', details: { requiredFeature: 'realTimeDeploy' } });
  });

  it('refuses an analysis of another workspace exactly as a missing one, before connecting', async () => {
    const before = ftp.connections();
    const foreign = await deploy({ url: 'https://padaria.com.br/', html, ftpCredentials: credentials(), analysisId }, 'pt', stranger);
    const missing = await deploy({ url: 'https://padaria.com.br/', html, ftpCredentials: credentials(), analysisId: randomUUID() }, 'pt', stranger);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(ftp.connections()).toBe(before);
  });

  it('lists the analysis deploys newest first, only to its workspace', async () => {
    const list = (await owner.agent.get(`/api/analyses/${analysisId}/deploys`).expect(200)).body.deploys;
    expect(list.map((deploy: { status: string }) => deploy.status)).toEqual(['failed', 'failed', 'rolled-back', 'rolled-back', 'succeeded']);
    expect(list[4]).toMatchObject({
      analysisId,
      url: 'https://padaria.com.br/',
      host: '127.0.0.1',
      remotePath: '/public_html/index.html',
      protocol: 'ftp',
      backupPath: expect.stringMatching(/^\/public_html\/index\.html\.backup-/),
      bytesWritten: Buffer.byteLength(html),
      error: null,
      createdAt: expect.any(String),
    });
    expect(list[0]).toMatchObject({ status: 'failed', error: expect.stringContaining('530') });
    const foreign = await stranger.agent.get(`/api/analyses/${analysisId}/deploys`);
    const missing = await stranger.agent.get(`/api/analyses/${randomUUID()}/deploys`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
  });

  it('never stores, logs into the history or answers the password', async () => {
    const rows = await queryDatabase<{ row: string }>(testApp.database.url, 'select row_to_json(d)::text as row from analysis_deploy d');
    expect(rows.length).toBeGreaterThan(0);
    for (const { row } of rows) expect(row).not.toContain(PASSWORD);
    for (const answer of answers) expect(answer).not.toContain(PASSWORD);
  });
});

describe('data connections go to the checked address, whatever PASV names', () => {
  let testApp: TestApp;
  let ftp: FtpTestServer;

  beforeAll(async () => {
    // No EPSV, and a PASV answer naming another host (TEST-NET-1, where nothing answers).
    ftp = await startFtpTestServer({ username: 'loja', password: PASSWORD, refuse: ['EPSV'], passiveHost: '192.0.2.10' });
    testApp = await createTestApp({ plugins: [analysisPlugin], env: { ALLOW_PRIVATE_TARGETS: 'true' } });
  });
  afterAll(async () => {
    await testApp?.close();
    await ftp?.close();
  });

  it('deploys through PASV by connecting to the control address', async () => {
    const user = await createTestUser(testApp, { plan: 'enterprise' });
    const response = await user.agent
      .post('/api/real-deploy')
      .send({ url: 'https://loja.com.br/', html, ftpCredentials: { host: ftp.host, port: ftp.port, username: 'loja', password: PASSWORD, path: '/' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, remotePath: '/index.html' });
    expect(await readFile(join(ftp.root, 'index.html'), 'utf8')).toBe(html);
  });
});
