import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, startDnsStub, type DnsStub, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { DomainSettingsView } from '@otimiza/plugin-white-label-shared';
import { JobQueue } from '@otimiza/sdk/server';
import { dnsCheckJob } from '../dns/dns-check.job.js';
import { DnsCheckScheduler } from '../dns/dns-check.scheduler.js';
import whiteLabelPlugin from '../index.js';
import { checkDomain as check, domainOf, proveDomain, saveDomain as save } from '../testing/domain-api.js';

const PLATFORM = 'plataforma.otimiza.test';

/** The domain tab's API against the real host, its DNS checks made by Node's resolver against a DNS server on loopback. */
describe('/api/white-label/domain', () => {
  let testApp: TestApp;
  let dns: DnsStub;

  beforeAll(async () => {
    dns = await startDnsStub();
    testApp = await createTestApp({
      plugins: [...(await installedPlugins('analysis', 'reports')), whiteLabelPlugin],
      env: { WHITE_LABEL_DNS_SERVERS: dns.server, PUBLIC_URL: `https://${PLATFORM}` },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await dns?.close();
  });

  const enterprise = () => createTestUser(testApp, { plan: 'enterprise' });
  const prove = (view: DomainSettingsView) => proveDomain(dns, view);

  it('answers the CNAME to create, to this instance’s PUBLIC_URL host, before anything is saved (the TXT record comes with a claim)', async () => {
    const user = await enterprise();
    expect(await domainOf(user)).toEqual({
      configured: false,
      domain: '',
      subdomain: '',
      host: '',
      instruction: { type: 'CNAME', host: '@', value: PLATFORM },
      verification: null,
      verified: false,
      verifiedAt: null,
      expiresAt: null,
      targetIsPublic: true,
      status: 'pending',
      foundTarget: null,
      checkedAt: null,
      lastError: null,
      updatedAt: null,
    });
    await user.agent.post('/api/white-label/domain/check').expect(404);
  });

  it('refuses a domain with its protocol, a malformed one, a bad subdomain and the platform’s own host, in both languages, and stores nothing', async () => {
    const user = await enterprise();
    const refused = async (body: object, field: string, language = 'pt') => {
      const answer = await user.agent.put('/api/white-label/domain').set('Accept-Language', language).send(body).expect(400);
      expect(answer.body.error.type).toBe('VALIDATION_ERROR');
      expect(answer.body.error.details.fields[0].path).toBe(field);
      return answer.body.error.message as string;
    };
    expect(await refused({}, 'domain')).toBe('Informe o domínio principal, por exemplo: suaagencia.com.br.');
    expect(await refused({ domain: '   ' }, 'domain', 'en')).toBe('Enter the main domain, for example: youragency.com.');
    expect(await refused({ domain: 'https://parceiro.com.br' }, 'domain')).toBe('Informe o domínio sem http:// ou https://, por exemplo: suaagencia.com.br.');
    expect(await refused({ domain: 'http://parceiro.com.br' }, 'domain', 'en')).toBe(
      'Enter the domain without http:// or https://, for example: youragency.com.',
    );
    for (const domain of [
      'parceiro',
      'parceiro.com.br/painel',
      'parceiro .com.br',
      'parceiro.com.br:8080',
      '-parceiro.com.br',
      '192.168.0.1',
      'a'.repeat(64) + '.com',
    ]) {
      expect(await refused({ domain }, 'domain')).toBe('Informe um domínio válido, por exemplo: suaagencia.com.br (sem barras, espaços nem porta).');
    }
    expect(await refused({ domain: 'parceiro.com.br', subdomain: 'app_1' }, 'subdomain', 'en')).toBe(
      'The subdomain may have letters, digits and hyphens, separated by dots, such as app or reports.panel.',
    );
    expect(await refused({ domain: 'parceiro.com.br', subdomain: 'linha\nnova' }, 'subdomain')).toBeTruthy();
    expect(await refused({ domain: 'otimiza.test', subdomain: 'plataforma' }, 'subdomain')).toBe(
      'Este é o endereço da própria plataforma. Informe um domínio da sua empresa.',
    );
    expect((await domainOf(user)).configured).toBe(false);
  });

  it('normalises the domain: lower case, no trailing dot, an international name in its ASCII form', async () => {
    const user = await enterprise();
    const saved = await save(user, { domain: ' Pão.Example. ', subdomain: ' App ' });
    expect(saved).toMatchObject({ configured: true, domain: 'xn--po-sia.example', subdomain: 'app', host: 'app.xn--po-sia.example' });
    expect(saved.instruction).toEqual({ type: 'CNAME', host: 'app', value: PLATFORM });
  });

  it('checks the DNS on save: not found, unverified once the CNAME points at the platform, active once the TXT proves the domain, then a wrong target', async () => {
    const user = await enterprise();
    const host = 'app.parceiro-um.example';
    const before = dns.queries.length;
    const saved = await save(user, { domain: 'parceiro-um.example', subdomain: 'app' });
    expect(saved).toMatchObject({ configured: true, host, status: 'not_found', verified: false, foundTarget: null, lastError: null });
    expect(saved.checkedAt).not.toBeNull();
    // The real resolver asked the DNS server for the CNAME of the configured host and for its ownership record.
    expect(dns.queries.slice(before)).toContainEqual({ name: host, type: 'CNAME' });
    expect(dns.queries.slice(before)).toContainEqual({ name: `_otimiza-verify.${host}`, type: 'TXT' });

    dns.setCname(host, `${PLATFORM}.`);
    expect(await check(user)).toMatchObject({ status: 'unverified', foundTarget: PLATFORM, verified: false });
    prove(saved);
    const active = await check(user);
    expect(active).toMatchObject({ status: 'active', verified: true, expiresAt: null, foundTarget: PLATFORM, lastError: null });
    expect(new Date(active.checkedAt!).getTime()).toBeGreaterThanOrEqual(new Date(saved.checkedAt!).getTime());

    dns.setCname(host, 'sites.outro-provedor.example');
    expect(await check(user)).toMatchObject({ status: 'wrong_target', foundTarget: 'sites.outro-provedor.example' });
  });

  it('does not follow a chain of CNAMEs, and accepts a root domain whose addresses are the platform’s (a flattened CNAME)', async () => {
    const chained = await enterprise();
    dns.setCname('painel.parceiro-dois.example', 'parceiro-dois.cdn.example');
    dns.setCname('parceiro-dois.cdn.example', PLATFORM);
    expect(await save(chained, { domain: 'parceiro-dois.example', subdomain: 'painel' })).toMatchObject({
      status: 'wrong_target',
      foundTarget: 'parceiro-dois.cdn.example',
    });

    const root = await enterprise();
    dns.setA(PLATFORM, ['203.0.113.10']);
    dns.setA('parceiro-tres.example', ['198.51.100.7']);
    const saved = await save(root, { domain: 'parceiro-tres.example' });
    expect(saved).toMatchObject({
      host: 'parceiro-tres.example',
      instruction: { type: 'CNAME', host: '@', value: PLATFORM },
      verification: { type: 'TXT', host: '_otimiza-verify', name: '_otimiza-verify.parceiro-tres.example' },
      status: 'wrong_target',
      foundTarget: '198.51.100.7',
    });
    dns.setA('parceiro-tres.example', ['203.0.113.10']);
    prove(saved);
    expect(await check(root)).toMatchObject({ status: 'active', foundTarget: null });
  });

  it('keeps a saved domain pending, with the reason, while the DNS server fails; the status of an answer comes back after', async () => {
    const user = await enterprise();
    dns.failNext(50);
    const saved = await save(user, { domain: 'parceiro-quatro.example', subdomain: 'app' });
    dns.failNext(0);
    expect(saved).toMatchObject({ status: 'pending', foundTarget: null });
    expect(saved.lastError).toMatch(/^O servidor DNS não conseguiu responder \(ESERVFAIL\)/);
    const en = (await user.agent.get('/api/white-label/domain').set('Accept-Language', 'en').expect(200)).body as DomainSettingsView;
    expect(en.lastError).toMatch(/^The DNS server could not answer \(ESERVFAIL\)/);

    dns.setCname('app.parceiro-quatro.example', PLATFORM);
    prove(saved);
    expect(await check(user)).toMatchObject({ status: 'active', lastError: null });
    // A failure after that keeps the last answer's status.
    dns.failNext(50);
    const failed = await check(user);
    dns.failNext(0);
    expect(failed.status).toBe('active');
    expect(failed.lastError).not.toBeNull();
  });

  it('checks again periodically: a due domain is claimed once and checked by the white-label.dns-check job', async () => {
    const user = await enterprise();
    const host = 'app.parceiro-cinco.example';
    const saved = await save(user, { domain: 'parceiro-cinco.example', subdomain: 'app' });
    expect(saved.status).toBe('not_found');
    dns.setCname(host, PLATFORM);
    prove(saved);
    // Not due yet: the check after a save is a few minutes away.
    const scheduler = testApp.app.get(DnsCheckScheduler);
    const dueFor = async () =>
      (await queryDatabase<{ due: boolean }>(testApp.database.url, 'select next_check_at <= now() as due from white_label_domain where host = $1', [host]))[0]!
        .due;
    expect(await dueFor()).toBe(false);
    await queryDatabase(testApp.database.url, `update white_label_domain set next_check_at = now() - interval '1 second' where host = $1`, [host]);

    const claimed = await Promise.all([scheduler.tick(), scheduler.tick()]);
    expect(claimed.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await scheduler.tick()).toBe(0);
    await expect.poll(async () => (await domainOf(user)).status, { timeout: 15_000, interval: 200 }).toBe('active');
    // An active domain is checked again later (WHITE_LABEL_DNS_RECHECK_MINUTES).
    expect(await dueFor()).toBe(false);
  });

  it('leaves a workspace that switched white-label off alone: its due domain is claimed, and its check job checks nothing', async () => {
    const user = await enterprise();
    const host = 'app.parceiro-desligado.example';
    const saved = await save(user, { domain: 'parceiro-desligado.example', subdomain: 'app' });
    dns.setCname(host, PLATFORM);
    prove(saved);
    await user.agent.put('/api/workspace/plugins/white-label').send({ enabled: false }).expect(200);
    // Whole milliseconds: the job id carries the due time as JavaScript reads it, which drops the microseconds.
    const [row] = await queryDatabase<{ due: string }>(
      testApp.database.url,
      `update white_label_domain set next_check_at = date_trunc('milliseconds', now()) - interval '1 second' where host = $1 returning (extract(epoch from next_check_at) * 1000)::bigint::text as due`,
      [host],
    );

    expect(await testApp.app.get(DnsCheckScheduler).tick()).toBeGreaterThanOrEqual(1);
    // The job ran its course without the check: the proven domain is still not found.
    await testApp.app.get(JobQueue).waitForResult(dnsCheckJob, `white-label-dns-${user.workspaceId}-${row!.due}`, 30_000);
    const stored = await queryDatabase<{ status: string }>(testApp.database.url, 'select status from white_label_domain where host = $1', [host]);
    expect(stored[0]?.status).toBe('not_found');
  });

  it('keeps each workspace’s claim to itself: another workspace claiming the same address changes nothing for the first', async () => {
    const owner = await enterprise();
    const other = await enterprise();
    const claim = await save(owner, { domain: 'parceiro-seis.example', subdomain: 'app' });
    const second = await save(other, { domain: 'PARCEIRO-SEIS.example', subdomain: 'app' });
    expect(second).toMatchObject({ host: 'app.parceiro-seis.example', status: 'not_found', verified: false });
    expect(second.verification!.value).not.toBe(claim.verification!.value);
    // The same owner saving again keeps the claim, and another subdomain of the same domain is a claim of its own.
    expect(await save(owner, { domain: 'parceiro-seis.example', subdomain: 'app' })).toMatchObject({
      verification: claim.verification,
      expiresAt: claim.expiresAt,
    });
    expect((await save(other, { domain: 'parceiro-seis.example', subdomain: 'clientes' })).host).toBe('clientes.parceiro-seis.example');
    expect((await domainOf(owner)).host).toBe('app.parceiro-seis.example');
  });

  it('claims a changed address from scratch, and removing the domain frees it', async () => {
    const user = await enterprise();
    dns.setCname('app.parceiro-sete.example', PLATFORM);
    const saved = await save(user, { domain: 'parceiro-sete.example', subdomain: 'app' });
    prove(saved);
    expect((await check(user)).status).toBe('active');
    const moved = await save(user, { domain: 'parceiro-sete.example', subdomain: 'painel' });
    expect(moved).toMatchObject({ host: 'painel.parceiro-sete.example', status: 'not_found', verified: false, verifiedAt: null });
    // The workspace's token stays; the record is the new address's.
    expect(moved.verification).toEqual({ ...saved.verification, host: '_otimiza-verify.painel', name: '_otimiza-verify.painel.parceiro-sete.example' });
    expect(moved.expiresAt).not.toBeNull();
    const removed = (await user.agent.delete('/api/white-label/domain').expect(200)).body as DomainSettingsView;
    expect(removed.configured).toBe(false);
    const other = await enterprise();
    expect((await save(other, { domain: 'parceiro-sete.example', subdomain: 'painel' })).configured).toBe(true);
  });

  it('answers 402 to a Pro plan on every route, naming the feature', async () => {
    const pro = await createTestUser(testApp, { plan: 'pro' });
    const answer = await pro.agent.get('/api/white-label/domain').expect(402);
    expect(answer.body.error).toMatchObject({ type: 'SUBSCRIPTION_REQUIRED', details: { requiredFeature: 'whiteLabelDomains' } });
    await pro.agent.put('/api/white-label/domain').send({ domain: 'parceiro.example' }).expect(402);
    await pro.agent.post('/api/white-label/domain/check').expect(402);
    await pro.agent.delete('/api/white-label/domain').expect(402);
    await pro.agent.get('/api/white-label/brand').expect(402);
    await pro.agent.put('/api/white-label/brand').send({ brandName: 'Marca' }).expect(402);
    await pro.agent.get('/api/white-label/brand/logo').expect(402);
  });
});
