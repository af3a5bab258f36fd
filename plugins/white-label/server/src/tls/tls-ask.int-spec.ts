import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, startDnsStub, type DnsStub, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { DomainSettingsView, TlsAskAnswer } from '@otimiza/plugin-white-label-shared';
import whiteLabelPlugin from '../index.js';

const PLATFORM = 'plataforma.otimiza.test';
const ASK = '/api/public/white-label/tls-ask';
const ASKS_PER_MINUTE = 10;

/**
 * The TLS `ask` check the HTTPS front calls before it obtains a certificate on demand:
 * yes only for an active, DNS-verified white-label domain of a workspace that uses white-label — the
 * domains' DNS answered by a server on loopback — and rate-limited per client address (each case
 * asks from an address of its own, through TRUST_PROXY's X-Forwarded-For).
 */
describe('GET /api/public/white-label/tls-ask', () => {
  let testApp: TestApp;
  let dns: DnsStub;
  let lastAddress = 0;
  /** A client address no other case used: its own rate-limit budget. */
  const newAddress = () => `198.51.100.${++lastAddress}`;

  beforeAll(async () => {
    dns = await startDnsStub();
    testApp = await createTestApp({
      plugins: [...(await installedPlugins('analysis', 'reports')), whiteLabelPlugin],
      env: {
        WHITE_LABEL_DNS_SERVERS: dns.server,
        PUBLIC_URL: `https://${PLATFORM}`,
        TRUST_PROXY: '1',
        WHITE_LABEL_TLS_ASKS_PER_MINUTE: String(ASKS_PER_MINUTE),
      },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await dns?.close();
  });

  const ask = (domain: string | undefined, address = newAddress(), language = 'pt') =>
    request(testApp.server as never)
      .get(ASK)
      .query(domain === undefined ? {} : { domain })
      .set('X-Forwarded-For', address)
      .set('Accept-Language', language);
  const refused = async (domain: string, language = 'pt') => {
    const answer = await ask(domain, newAddress(), language).expect(404);
    expect(answer.body.error.type).toBe('NOT_FOUND');
    return answer.body.error.message as string;
  };
  const save = async (user: TestUser, domain: string, subdomain = 'app') =>
    (await user.agent.put('/api/white-label/domain').send({ domain, subdomain }).expect(200)).body as DomainSettingsView;
  const check = async (user: TestUser) => ((await user.agent.post('/api/white-label/domain/check').expect(200)).body as DomainSettingsView).status;
  /** A workspace whose `app.<domain>` is active: proved by its TXT record, its CNAME pointing at the platform. */
  const activeDomain = async (domain: string) => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const claim = await save(owner, domain);
    dns.setCname(claim.host, PLATFORM);
    dns.setTxt(claim.verification!.name, [claim.verification!.value]);
    expect(await check(owner)).toBe('active');
    return { owner, host: claim.host };
  };

  it('says yes for an active domain, in any spelling of its name, and for no other name under it', async () => {
    const { host } = await activeDomain('parceiro-ativo.example');
    const answer = await ask(host).expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body as TlsAskAnswer).toEqual({ domain: host });
    expect((await ask('APP.Parceiro-Ativo.example.').expect(200)).body).toEqual({ domain: host });
    // The domain it is under, and a name under it, are other names.
    await refused('parceiro-ativo.example');
    await refused(`www.${host}`);
  });

  it('says no for a pending claim, one whose TXT proof is missing and one whose DNS no longer points here', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    dns.failNext(50);
    const pending = await save(owner, 'parceiro-pendente.example');
    dns.failNext(0);
    expect(pending.status).toBe('pending');
    expect(await refused(pending.host)).toBe('Nenhum domínio white-label ativo tem este nome: nenhum certificado é emitido para ele.');
    expect(await refused(pending.host, 'en')).toBe('No active white-label domain has this name: no certificate is issued for it.');

    dns.setCname(pending.host, PLATFORM);
    expect(await check(owner)).toBe('unverified');
    await refused(pending.host);

    dns.setTxt(pending.verification!.name, [pending.verification!.value]);
    expect(await check(owner)).toBe('active');
    await ask(pending.host).expect(200);
    dns.setCname(pending.host, 'outro-destino.example');
    expect(await check(owner)).toBe('wrong_target');
    await refused(pending.host);
  });

  it('says no once the domain is removed, and while its workspace’s plan or switch does not allow white-label', async () => {
    const { owner, host } = await activeDomain('parceiro-removido.example');
    await ask(host).expect(200);

    await queryDatabase(testApp.database.url, `update core_workspace set plan = 'pro' where id = $1`, [owner.workspaceId]);
    await refused(host);
    await queryDatabase(testApp.database.url, `update core_workspace set plan = 'enterprise' where id = $1`, [owner.workspaceId]);
    await ask(host).expect(200);

    await owner.agent.put('/api/workspace/plugins/white-label').send({ enabled: false }).expect(200);
    await refused(host);
    await owner.agent.put('/api/workspace/plugins/white-label').send({ enabled: true }).expect(200);
    await ask(host).expect(200);

    await owner.agent.delete('/api/white-label/domain').expect(200);
    await refused(host);
  });

  it('says no for a name no workspace claimed and for the platform’s own names', async () => {
    await refused('desconhecido.example');
    await refused(PLATFORM);
    await refused('otimiza.test');
  });

  it('refuses a missing, malformed or too long name with a validation error in the request’s language', async () => {
    const invalid = async (domain: string | undefined, language: string) => {
      const answer = await ask(domain, newAddress(), language).expect(400);
      expect(answer.body.error.type).toBe('VALIDATION_ERROR');
      expect(answer.body.error.details.fields[0].path).toBe('domain');
      return answer.body.error.message as string;
    };
    expect(await invalid(undefined, 'pt')).toBe('Informe o nome a certificar no parâmetro domain, por exemplo: ?domain=app.suaagencia.com.br.');
    expect(await invalid('', 'en')).toBe('Give the name to certify in the domain parameter, for example: ?domain=app.youragency.com.');
    expect(await invalid('https://app.parceiro.example', 'pt')).toBe(
      'Informe um domínio válido, por exemplo: suaagencia.com.br (sem barras, espaços nem porta).',
    );
    expect(await invalid('app.parceiro.example:443', 'en')).toBe('Enter a valid domain, for example: youragency.com (no slashes, spaces or port).');
    await invalid('app parceiro.example', 'en');
    await invalid('127.0.0.1', 'en');
    await invalid('localhost', 'en');
    await invalid('-app.parceiro.example', 'en');
    expect(await invalid(`${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.example`, 'en')).toBe(
      'The whole address (subdomain and domain) may have up to 253 characters.',
    );
    expect(await invalid('x'.repeat(10_000), 'pt')).toBe('O endereço completo (subdomínio e domínio) pode ter até 253 caracteres.');
  });

  it('answers 429 RATE_LIMIT with Retry-After past the limit of one client address, and keeps answering other addresses', async () => {
    const { host } = await activeDomain('parceiro-limite.example');
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 25 }, (_, index) => ask(index % 2 ? host : 'desconhecido-limite.example', address, 'en')));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(answers.filter((answer) => answer.status === 200 || answer.status === 404)).toHaveLength(ASKS_PER_MINUTE);
    expect(limited).toHaveLength(25 - ASKS_PER_MINUTE);
    for (const answer of limited) {
      expect(answer.body.error.type).toBe('RATE_LIMIT');
      expect(answer.body.error.message).toBe('Too many certificate checks from this address. Wait a minute and try again.');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Not even an active domain's name gets a yes from that address now; another address's asks go on.
    await ask(host, address).expect(429);
    expect((await ask(host, newAddress()).expect(200)).body).toEqual({ domain: host });
  });
});
