import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import analysisPlugin from '../index.js';
import { startFtpTestServer, type FtpTestServer } from '../../test/ftp-test-server.js';

describe('POST /api/real-deploy with ALLOW_PRIVATE_TARGETS off', () => {
  let testApp: TestApp;
  let ftp: FtpTestServer;
  let user: TestUser;

  beforeAll(async () => {
    ftp = await startFtpTestServer({ username: 'padaria', password: 'Senha-FTP-1234' });
    testApp = await createTestApp({ plugins: [analysisPlugin], env: { ALLOW_PRIVATE_TARGETS: 'false' } });
    user = await createTestUser(testApp, { plan: 'enterprise' });
  });
  afterAll(async () => {
    await testApp?.close();
    await ftp?.close();
  });

  it.each(['127.0.0.1', 'localhost', '10.0.0.5', '169.254.169.254', 'ftp://[::ffff:127.0.0.1]/'])('refuses %s before any connection', async (host) => {
    const response = await user.agent.post('/api/real-deploy').send({
      url: 'https://padaria.com.br/',
      html: '<html><body>x</body></html>',
      ftpCredentials: { host, port: ftp.port, username: 'padaria', password: 'Senha-FTP-1234' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.type).toBe('INVALID_URL');
    expect(ftp.connections()).toBe(0);
    expect(await queryDatabase(testApp.database.url, 'select id from analysis_deploy')).toEqual([]);
  });
});
