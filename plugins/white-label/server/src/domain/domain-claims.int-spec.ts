import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, startDnsStub, type DnsStub, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import { DOMAIN_CLAIM_DAYS, type DomainSettingsView } from '@otimiza/plugin-white-label-shared';
import { DnsCheckScheduler } from '../dns/dns-check.scheduler.js';
import whiteLabelPlugin from '../index.js';
import { checkDomain as check, domainOf, proveDomain, saveDomain as save } from '../testing/domain-api.js';

const PLATFORM = 'plataforma.otimiza.test';
const ADMIN = 'dominios-admin@otimiza.test';
const DAY_MS = 24 * 3600 * 1000;

/**
 * Who may serve a brand under an address: a claim proves the domain is the workspace's
 * with a TXT record holding the workspace's token, and points at the platform with a CNAME straight
 * to it; claims not proved lapse, and a workspace that loses the feature lets its address go.
 */
describe('claiming a white-label domain', () => {
  let testApp: TestApp;
  let dns: DnsStub;
  let admin: TestUser;

  beforeAll(async () => {
    dns = await startDnsStub();
    testApp = await createTestApp({
      plugins: [...(await installedPlugins('analysis', 'reports')), whiteLabelPlugin],
      env: { WHITE_LABEL_DNS_SERVERS: dns.server, PUBLIC_URL: `https://${PLATFORM}`, ADMIN_EMAILS: ADMIN },
    });
    admin = await createTestUser(testApp, { email: ADMIN });
  });
  afterAll(async () => {
    await testApp?.close();
    await dns?.close();
  });

  const enterprise = () => createTestUser(testApp, { plan: 'enterprise' });
  const prove = (view: DomainSettingsView) => proveDomain(dns, view);
  const brandServedAt = async (host: string) =>
    (
      await request(testApp.server as never)
        .get('/api/public/white-label/brand')
        .set('Host', host)
    ).status;
  const claimsOf = async (host: string) =>
    (await queryDatabase<{ workspace_id: string }>(testApp.database.url, 'select workspace_id from white_label_domain where host = $1', [host])).map(
      (row) => row.workspace_id,
    );
  const withBrand = async (user: TestUser, brandName: string) => user.agent.put('/api/white-label/brand').send({ brandName }).expect(200);

  it('refuses the platform’s own domain and every host under it, as the platform’s address', async () => {
    const user = await enterprise();
    for (const body of [
      { domain: 'otimiza.test' },
      { domain: 'OTIMIZA.test.' },
      { domain: 'otimiza.test', subdomain: 'www' },
      { domain: 'otimiza.test', subdomain: 'clientes.painel' },
      { domain: 'plataforma.otimiza.test' },
      { domain: 'otimiza.test', subdomain: 'plataforma' },
    ]) {
      const answer = await user.agent.put('/api/white-label/domain').set('Accept-Language', 'en').send(body).expect(400);
      expect(answer.body.error.message, JSON.stringify(body)).toBe('This is the platform’s own address. Enter a domain of your company.');
    }
    expect((await domainOf(user)).configured).toBe(false);
    // A name that only ends in the same letters is another domain.
    expect((await save(user, { domain: 'meu-otimiza.test', subdomain: 'www' })).host).toBe('www.meu-otimiza.test');
  });

  it('never serves a brand under the platform’s domain, even for a claim made before such addresses were refused; its next check releases it', async () => {
    const user = await enterprise();
    await withBrand(user, 'Marca Antiga');
    await queryDatabase(
      testApp.database.url,
      `insert into white_label_domain (workspace_id, domain, subdomain, host, status, verified_at, next_check_at)
       values ($1, 'otimiza.test', 'www', 'www.otimiza.test', 'active', now(), now() - interval '1 second')`,
      [user.workspaceId],
    );
    expect(await brandServedAt('www.otimiza.test')).toBe(404);
    const login = await request(testApp.server as never)
      .get('/login')
      .set('Host', 'www.otimiza.test')
      .expect(200);
    expect(login.text).not.toContain('Marca Antiga');
    await testApp.app.get(DnsCheckScheduler).tick();
    await expect.poll(() => claimsOf('www.otimiza.test'), { timeout: 15_000, interval: 200 }).toEqual([]);
  });

  it('asks for a TXT record with the workspace’s own token, and states when an unproved claim lapses', async () => {
    const user = await enterprise();
    const before = Date.now();
    const saved = await save(user, { domain: 'reivindica-um.example', subdomain: 'app' });
    const after = Date.now();
    expect(saved.verification).toEqual({
      type: 'TXT',
      host: '_otimiza-verify.app',
      name: '_otimiza-verify.app.reivindica-um.example',
      value: expect.stringMatching(/^[a-z0-9]{32}$/),
    });
    expect(saved.verified).toBe(false);
    const expiresAt = new Date(saved.expiresAt!).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + DOMAIN_CLAIM_DAYS * DAY_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(after + DOMAIN_CLAIM_DAYS * DAY_MS + 1000);
    // Each workspace has its own token; saving the same address again keeps it and the lapse date.
    const other = await save(await enterprise(), { domain: 'reivindica-dois.example' });
    expect(other.verification).toMatchObject({ host: '_otimiza-verify', name: '_otimiza-verify.reivindica-dois.example' });
    expect(other.verification!.value).not.toBe(saved.verification!.value);
    expect(await save(user, { domain: 'reivindica-um.example', subdomain: 'app' })).toMatchObject({
      verification: saved.verification,
      expiresAt: saved.expiresAt,
    });
  });

  it('keeps a CNAME alone unverified, serves the brand once the TXT proves the domain, and refuses a chain of CNAMEs', async () => {
    const user = await enterprise();
    await withBrand(user, 'Marca Um');
    const host = 'app.reivindica-tres.example';
    const saved = await save(user, { domain: 'reivindica-tres.example', subdomain: 'app' });
    dns.setCname(host, PLATFORM);
    expect(await check(user)).toMatchObject({ status: 'unverified', verified: false, foundTarget: PLATFORM });
    expect(await brandServedAt(host)).toBe(404);

    prove(saved);
    const active = await check(user);
    expect(active).toMatchObject({ status: 'active', verified: true, expiresAt: null });
    expect(active.verifiedAt).not.toBeNull();
    expect(await brandServedAt(host)).toBe(200);

    // Through an intermediate name the address is not the platform's to answer, proof or not.
    const chained = await enterprise();
    const chainHost = 'painel.reivindica-quatro.example';
    const chainView = await save(chained, { domain: 'reivindica-quatro.example', subdomain: 'painel' });
    dns.setCname(chainHost, 'reivindica-quatro.cdn.example');
    dns.setCname('reivindica-quatro.cdn.example', PLATFORM);
    prove(chainView);
    expect(await check(chained)).toMatchObject({ status: 'wrong_target', verified: true, foundTarget: 'reivindica-quatro.cdn.example' });
    expect(await brandServedAt(chainHost)).toBe(404);
  });

  it('compares addresses in one form: international, upper-case and trailing-dot spellings are the same host', async () => {
    const first = await enterprise();
    const second = await enterprise();
    const third = await enterprise();
    expect((await save(first, { domain: 'pão.example' })).host).toBe('xn--po-sia.example');
    expect((await save(second, { domain: 'PÃO。example.' })).host).toBe('xn--po-sia.example');
    expect((await save(third, { domain: 'ｐａｒｃｅｉｒｏ．example', subdomain: 'A\u00adpp' })).host).toBe('app.parceiro.example');
    expect(await claimsOf('xn--po-sia.example')).toHaveLength(2);

    // The second proves the domain first: the other claim of the same host is dropped.
    const proof = await domainOf(second);
    expect(proof.verification!.name).toBe('_otimiza-verify.xn--po-sia.example');
    prove(proof);
    expect((await check(second)).verified).toBe(true);
    expect(await claimsOf('xn--po-sia.example')).toEqual([second.workspaceId]);
    expect((await domainOf(first)).configured).toBe(false);
  });

  it('lets a pending claim block no one: whoever proves the domain first keeps it, and a released domain is not taken over', async () => {
    const squatter = await enterprise();
    const owner = await enterprise();
    const host = 'app.reivindica-cinco.example';
    dns.setCname(host, PLATFORM);
    expect((await save(squatter, { domain: 'reivindica-cinco.example', subdomain: 'app' })).status).toBe('unverified');
    const claim = await save(owner, { domain: 'reivindica-cinco.example', subdomain: 'app' });
    expect(claim.status).toBe('unverified');
    prove(claim);
    expect((await check(owner)).status).toBe('active');
    expect(await claimsOf(host)).toEqual([owner.workspaceId]);
    expect((await domainOf(squatter)).configured).toBe(false);
    // Claiming it again gets the squatter nowhere without the owner's DNS.
    expect((await save(squatter, { domain: 'reivindica-cinco.example', subdomain: 'app' })).status).toBe('unverified');
    expect((await domainOf(owner)).status).toBe('active');

    // The owner lets it go while the CNAME still points here: the next workspace must prove it too.
    await owner.agent.delete('/api/white-label/domain').expect(200);
    const next = await enterprise();
    await withBrand(next, 'Marca Seguinte');
    const taken = await save(next, { domain: 'reivindica-cinco.example', subdomain: 'app' });
    expect(taken).toMatchObject({ status: 'unverified', verified: false });
    expect(await brandServedAt(host)).toBe(404);
  });

  it('gives the host to exactly one of many workspaces proving it at once', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => enterprise()));
    const host = 'app.reivindica-seis.example';
    dns.setCname(host, PLATFORM);
    const views = [];
    for (const user of users) views.push(await save(user, { domain: 'reivindica-seis.example', subdomain: 'app' }));
    dns.setTxt(
      views[0]!.verification!.name,
      views.map((view) => view.verification!.value),
    );
    const answers = await Promise.all(users.flatMap((user) => [0, 1, 2].map(() => user.agent.post('/api/white-label/domain/check'))));
    // A workspace whose claim another one's proof dropped has no domain left to check.
    expect(answers.every((answer) => answer.status === 200 || answer.status === 404)).toBe(true);
    const [holder, ...others] = await claimsOf(host);
    expect(others).toEqual([]);
    expect(users.map((user) => user.workspaceId)).toContain(holder);
    expect((await queryDatabase(testApp.database.url, 'select 1 from white_label_domain where host = $1 and verified_at is not null', [host])).length).toBe(1);
  });

  it('lets an unproved claim lapse after the declared days: the periodic check releases it', async () => {
    const user = await enterprise();
    const host = 'app.reivindica-sete.example';
    dns.setCname(host, PLATFORM);
    await save(user, { domain: 'reivindica-sete.example', subdomain: 'app' });
    await queryDatabase(
      testApp.database.url,
      `update white_label_domain set expires_at = now() - interval '1 second', next_check_at = now() - interval '1 second' where host = $1`,
      [host],
    );
    expect((await domainOf(user)).configured).toBe(false);
    await testApp.app.get(DnsCheckScheduler).tick();
    await expect.poll(() => claimsOf(host), { timeout: 15_000, interval: 200 }).toEqual([]);
  });

  it('releases the domain of a workspace whose plan loses white-label: at the plan change, and at the periodic check', async () => {
    const granted = await createTestUser(testApp);
    await admin.agent.patch(`/api/admin/users/${granted.userId}`).send({ plan: 'enterprise' }).expect(200);
    const view = await save(granted, { domain: 'reivindica-oito.example', subdomain: 'app' });
    dns.setCname('app.reivindica-oito.example', PLATFORM);
    prove(view);
    expect((await check(granted)).status).toBe('active');
    await admin.agent.delete(`/api/admin/users/${granted.userId}/plan-grant`).expect(200);
    await expect.poll(() => claimsOf('app.reivindica-oito.example'), { timeout: 15_000, interval: 200 }).toEqual([]);

    // A plan changed without an event reaching the plugin: the next periodic check lets the address go.
    const downgraded = await enterprise();
    await save(downgraded, { domain: 'reivindica-nove.example', subdomain: 'app' });
    await queryDatabase(testApp.database.url, `update core_workspace set plan = 'pro' where id = $1`, [downgraded.workspaceId]);
    await queryDatabase(testApp.database.url, `update white_label_domain set next_check_at = now() - interval '1 second' where host = $1`, [
      'app.reivindica-nove.example',
    ]);
    await testApp.app.get(DnsCheckScheduler).tick();
    await expect.poll(() => claimsOf('app.reivindica-nove.example'), { timeout: 15_000, interval: 200 }).toEqual([]);
  });
});
