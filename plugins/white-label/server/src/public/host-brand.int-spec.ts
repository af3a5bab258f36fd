import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, dataUrl, noisePng, queryDatabase, startDnsStub, type DnsStub, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { HostBrand, SiteInfoResponse } from '@otimiza/sdk/shared';
import type { DomainSettingsView } from '@otimiza/plugin-white-label-shared';
import whiteLabelPlugin from '../index.js';

const PLATFORM = 'plataforma.otimiza.test';
const HOST = 'app.parceiro.example';
const brand = {
  brandName: 'Painel Parceiro',
  companyName: 'Agência Parceira Ltda.',
  primaryColor: '#0F766E',
  secondaryColor: '#B45309',
  hideProductBrand: true,
};

/**
 * The brand of a request's host: with the domain proved the reseller's by
 * its TXT record and its CNAME pointing at this instance — a DNS server on loopback answers both —
 * the host's pages carry the reseller's brand.
 */
describe('the brand of a white-label host', () => {
  let testApp: TestApp;
  let dns: DnsStub;
  let owner: TestUser;
  let claim: DomainSettingsView;
  const png = noisePng();

  beforeAll(async () => {
    dns = await startDnsStub();
    testApp = await createTestApp({
      plugins: [...(await installedPlugins('analysis', 'reports')), whiteLabelPlugin],
      env: { WHITE_LABEL_DNS_SERVERS: dns.server, PUBLIC_URL: `https://${PLATFORM}` },
    });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
    await owner.agent
      .put('/api/white-label/brand')
      .send({ ...brand, logo: dataUrl('image/png', png) })
      .expect(200);
    claim = (await owner.agent.put('/api/white-label/domain').send({ domain: 'parceiro.example', subdomain: 'app' }).expect(200)).body as DomainSettingsView;
  });
  afterAll(async () => {
    await testApp?.close();
    await dns?.close();
  });

  const visitor = () => request(testApp.server as never);
  const publicBrand = (host: string) => visitor().get('/api/public/white-label/brand').set('Host', host);
  const siteBrand = async (host: string) => ((await visitor().get('/api/site-info').set('Host', host).expect(200)).body as SiteInfoResponse).brand;
  const checkDns = async () => ((await owner.agent.post('/api/white-label/domain/check').expect(200)).body as DomainSettingsView).status;

  it('is not served while the domain’s DNS does not point at the platform', async () => {
    expect(await checkDns()).toBe('not_found');
    const missing = await publicBrand(HOST).expect(404);
    expect(missing.body.error.type).toBe('NOT_FOUND');
    expect(await siteBrand(HOST)).toBeNull();
    // The product's landing, as on any host.
    const landing = await visitor().get('/').set('Host', HOST).expect(200);
    expect(landing.text).toContain('Otimiza');

    dns.setCname(HOST, 'outro-destino.example');
    expect(await checkDns()).toBe('wrong_target');
    await publicBrand(HOST).expect(404);
  });

  it('is served under the host once the TXT record proves the domain and its CNAME points at the platform, and only there', async () => {
    dns.setCname(HOST, PLATFORM);
    expect(await checkDns()).toBe('unverified');
    await publicBrand(HOST).expect(404);
    dns.setTxt(claim.verification!.name, [claim.verification!.value]);
    expect(await checkDns()).toBe('active');
    const answer = (await publicBrand(HOST).expect(200)).body as HostBrand;
    expect(answer).toEqual({
      name: 'Painel Parceiro',
      companyName: 'Agência Parceira Ltda.',
      primaryColor: '#0F766E',
      secondaryColor: '#B45309',
      hideProductBrand: true,
      logoUrl: expect.stringMatching(new RegExp(`^/api/public/white-label/brands/${owner.workspaceId}/logo\\?v=\\d+$`)),
    });
    // The Host header decides, in any case and with a port; the session does not.
    expect(((await publicBrand('APP.Parceiro.example:8443').expect(200)).body as HostBrand).name).toBe('Painel Parceiro');
    await publicBrand(PLATFORM).expect(404);
    await publicBrand('parceiro.example').expect(404);
    await owner.agent.get('/api/public/white-label/brand').set('Host', PLATFORM).expect(404);
    const logo = await visitor().get(answer.logoUrl!).set('Host', HOST).buffer(true).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(logo.body as Buffer, png)).toBe(0);

    // The web app reads it from the site information, and the platform's own host keeps the product.
    expect(await siteBrand(HOST)).toEqual(answer);
    expect(await siteBrand(PLATFORM)).toBeNull();
  });

  it('sends a visitor of the branded host from / to the login page, whose title is the brand’s', async () => {
    const root = await visitor().get('/').set('Host', HOST).expect(302);
    expect(root.headers['location']).toBe('/login');
    const login = await visitor().get('/login').set('Host', HOST).expect(200);
    expect(login.text).toContain('<title>Painel Parceiro</title>');
    expect(login.text).not.toContain('Otimiza');
    // The platform's own host keeps its landing; a signed-in user of the branded host gets the app.
    expect((await visitor().get('/').set('Host', PLATFORM).expect(200)).text).toContain('Otimiza');
    const app = await owner.agent.get('/').set('Host', HOST).expect(200);
    expect(app.text).toContain('<title>Painel Parceiro</title>');
  });

  it('writes a brand name with replacement patterns ($&, $1, $$, $`) into the branded page as it is', async () => {
    const name = "Marca $& $1 $$ $` $' fim";
    await owner.agent
      .put('/api/white-label/brand')
      .send({ ...brand, brandName: name })
      .expect(200);
    try {
      const login = await visitor().get('/login').set('Host', HOST).expect(200);
      const escaped = 'Marca $&#38; $1 $$ $` $&#39; fim';
      expect(login.text).toContain(`<title>${escaped}</title>`);
      expect(login.text).toMatch(new RegExp(`<meta\\s+name="description"\\s+content="${escaped.replace(/[$`]/g, '\\$&')}"`));
      expect(login.text.match(/<title>/g)).toHaveLength(1);
    } finally {
      await owner.agent.put('/api/white-label/brand').send(brand).expect(200);
    }
    expect((await visitor().get('/login').set('Host', HOST).expect(200)).text).toContain('<title>Painel Parceiro</title>');
  });

  it('signs the verification e-mail of a sign-up on the branded host, whose link leads back there', async () => {
    const email = 'nova-pessoa@cliente.example';
    await visitor()
      .post('/api/auth/register')
      .set('Host', HOST)
      .send({ email, password: 'senha-segura-123', confirmPassword: 'senha-segura-123', firstName: 'Nova', lastName: 'Pessoa', selectedPlan: 'free' })
      .expect(201);
    const [mail] = await queryDatabase<{ subject: string; text_body: string; from_name: string | null; links: string[] }>(
      testApp.database.url,
      `select subject, text_body, from_name, links from core_mail_outbox where to_address = $1`,
      [email],
    );
    expect(mail!.subject).toBe('Confirme seu e-mail — Painel Parceiro');
    expect(`${mail!.subject}${mail!.text_body}`).not.toContain('Otimiza');
    expect(mail!.from_name).toBe('Painel Parceiro');
    expect(mail!.links[0]).toMatch(new RegExp(`^https://${HOST.replace(/\./g, '\\.')}/verify-email\\?token=`));
  });

  it('is the workspace’s brand for its members on the platform’s own host, not for visitors', async () => {
    const own = ((await owner.agent.get('/api/site-info').set('Host', PLATFORM).expect(200)).body as SiteInfoResponse).brand;
    expect(own?.name).toBe('Painel Parceiro');
    expect(await siteBrand(PLATFORM)).toBeNull();
    await visitor().get(`/api/public/white-label/brands/${owner.workspaceId}/logo`).expect(200);
    await visitor().get('/api/public/white-label/brands/not-a-uuid/logo').expect(404);
    await visitor().get('/api/public/white-label/brands/00000000-0000-4000-8000-000000000000/logo').expect(404);
  });

  it('applies to the client workspaces the reseller manages, and to the invitations sent from them', async () => {
    const client = (await owner.agent.post('/api/workspace/clients').send({ name: 'Cliente da Agência' }).expect(201)).body as { id: string };
    await owner.agent.post('/api/workspace/switch').send({ workspaceId: client.id }).expect(200);
    const inClient = ((await owner.agent.get('/api/site-info').set('Host', PLATFORM).expect(200)).body as SiteInfoResponse).brand;
    expect(inClient).toMatchObject({ name: 'Painel Parceiro', primaryColor: '#0F766E' });
    await owner.agent.post('/api/workspace/invitations').send({ email: 'pessoa@cliente.example', role: 'member' }).expect(201);
    const [mail] = await queryDatabase<{ subject: string; text_body: string; html_body: string }>(
      testApp.database.url,
      `select subject, text_body, html_body from core_mail_outbox where to_address = 'pessoa@cliente.example'`,
    );
    expect(mail!.subject).toContain('Painel Parceiro');
    expect(`${mail!.subject}${mail!.text_body}`).not.toContain('Otimiza');
    expect(mail!.html_body).toContain('#0F766E');
    await owner.agent.post('/api/workspace/switch').send({ workspaceId: owner.workspaceId }).expect(200);
  });

  it('is no longer served anywhere once the workspace switches white-label off', async () => {
    await owner.agent.put('/api/workspace/plugins/white-label').send({ enabled: false }).expect(200);
    await publicBrand(HOST).expect(404);
    expect(((await owner.agent.get('/api/site-info').set('Host', PLATFORM).expect(200)).body as SiteInfoResponse).brand).toBeNull();
    await visitor().get(`/api/public/white-label/brands/${owner.workspaceId}/logo`).expect(404);
    await owner.agent.put('/api/workspace/plugins/white-label').send({ enabled: true }).expect(200);
    await publicBrand(HOST).expect(200);
  });

  it('is no longer served when the workspace’s plan stops including white-label, nor for a domain removed', async () => {
    await queryDatabase(testApp.database.url, `update core_workspace set plan = 'pro' where id = $1`, [owner.workspaceId]);
    await publicBrand(HOST).expect(404);
    expect(await siteBrand(HOST)).toBeNull();
    await queryDatabase(testApp.database.url, `update core_workspace set plan = 'enterprise' where id = $1`, [owner.workspaceId]);
    await publicBrand(HOST).expect(200);

    await owner.agent.delete('/api/white-label/domain').expect(200);
    await publicBrand(HOST).expect(404);
    expect((await visitor().get('/').set('Host', HOST).expect(200)).text).toContain('Otimiza');
  });
});
