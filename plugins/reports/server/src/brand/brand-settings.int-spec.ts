import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  binaryBody,
  createTestUser,
  dataUrl,
  InMemoryAnalyses,
  inMemoryAnalysesPlugin,
  noisePng,
  queryDatabase,
  type TestApp,
  type TestUser,
} from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, MAX_LOGO_BYTES, type BrandSettingsPage } from '@otimiza/plugin-reports-shared';
import reportsPlugin from '../index.js';
import { agencyBrand as brand } from '../testing/agency-brand.fixture.js';

describe('brand settings', () => {
  let testApp: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [inMemoryAnalysesPlugin(new InMemoryAnalyses()), reportsPlugin] });
    user = await createTestUser(testApp, { plan: 'pro' });
  });
  afterAll(() => testApp?.close());

  const storedRows = (workspaceId: string) =>
    queryDatabase<{ company_name: string; logo: Buffer | null }>(
      testApp.database.url,
      'select company_name, logo from reports_brand_settings where workspace_id = $1',
      [workspaceId],
    );

  it('stores one row for 20 saves at once of a workspace that had none, the last one answered', async () => {
    const fresh = await createTestUser(testApp, { plan: 'pro' });
    const names = Array.from({ length: 20 }, (_, index) => `Agência ${index}`);
    const answers = await Promise.all(names.map((companyName) => fresh.agent.put('/api/brand-settings').send({ ...brand, companyName })));
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
    const rows = await storedRows(fresh.workspaceId);
    expect(rows).toHaveLength(1);
    expect(names).toContain(rows[0]!.company_name);
  });

  it('answers the defaults before anything is saved', async () => {
    const fresh = await createTestUser(testApp);
    const { body } = await fresh.agent.get('/api/brand-settings').expect(200);
    expect(body).toEqual({
      brandName: '',
      companyName: '',
      logoUrl: null,
      primaryColor: DEFAULT_PRIMARY_COLOR,
      secondaryColor: DEFAULT_SECONDARY_COLOR,
      contactEmail: '',
      websiteUrl: '',
      description: '',
      hideProductBrand: false,
      updatedAt: null,
      // Without the white-label plugin there is no domain, no brand over these settings and no Enterprise-only field.
      whiteLabelAvailable: false,
      customDomain: null,
      whiteLabelBrand: null,
    } satisfies BrandSettingsPage);
    await fresh.agent.get('/api/brand-settings/logo').expect(404);
    await request(testApp.server as never)
      .get('/api/brand-settings')
      .expect(401);
  });

  it('saves a 1 KB PNG logo with the brand and serves it back', async () => {
    const png = noisePng();
    expect(png.length).toBeGreaterThan(800);
    expect(png.length).toBeLessThan(1300);
    const saved = (
      await user.agent
        .put('/api/brand-settings')
        .send({ ...brand, logo: dataUrl('image/png', png) })
        .expect(200)
    ).body as BrandSettingsPage;
    expect(saved).toMatchObject({
      ...brand,
      customDomain: null,
      logoUrl: expect.stringMatching(/^\/api\/brand-settings\/logo\?v=\d+$/),
    });
    expect((await user.agent.get('/api/brand-settings').expect(200)).body).toEqual(saved);

    const logo = await user.agent.get('/api/brand-settings/logo').buffer(true).parse(binaryBody).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(logo.body as Buffer, png)).toBe(0);
  });

  it('keeps the logo when the field is absent and removes it with null', async () => {
    const kept = (
      await user.agent
        .put('/api/brand-settings')
        .send({ ...brand, companyName: 'Pão & Código' })
        .expect(200)
    ).body as BrandSettingsPage;
    expect(kept.companyName).toBe('Pão & Código');
    expect(kept.logoUrl).not.toBeNull();
    await user.agent.get('/api/brand-settings/logo').expect(200);

    const removed = (
      await user.agent
        .put('/api/brand-settings')
        .send({ ...brand, logo: null })
        .expect(200)
    ).body as BrandSettingsPage;
    expect(removed.logoUrl).toBeNull();
    await user.agent.get('/api/brand-settings/logo').expect(404);
  });

  it('keeps the saved brand on a PUT of {} and changes only the fields a PUT names (absent fields keep their value)', async () => {
    const owner = await createTestUser(testApp, { plan: 'pro' });
    const withoutVersion = ({ updatedAt: _updatedAt, logoUrl, ...rest }: BrandSettingsPage) => ({ ...rest, hasLogo: logoUrl !== null });
    // A first save that names one field: the others take their defaults.
    const first = (await owner.agent.put('/api/brand-settings').send({ companyName: 'Só o nome' }).expect(200)).body as BrandSettingsPage;
    expect(first).toMatchObject({ companyName: 'Só o nome', primaryColor: DEFAULT_PRIMARY_COLOR, secondaryColor: DEFAULT_SECONDARY_COLOR, contactEmail: '' });

    const saved = (
      await owner.agent
        .put('/api/brand-settings')
        .send({ ...brand, logo: dataUrl('image/png', noisePng()) })
        .expect(200)
    ).body as BrandSettingsPage;
    const empty = (await owner.agent.put('/api/brand-settings').send({}).expect(200)).body as BrandSettingsPage;
    expect(withoutVersion(empty)).toEqual(withoutVersion(saved));
    expect(empty.logoUrl).not.toBeNull();

    const recoloured = (await owner.agent.put('/api/brand-settings').send({ primaryColor: '#112233' }).expect(200)).body as BrandSettingsPage;
    expect(withoutVersion(recoloured)).toEqual({ ...withoutVersion(saved), primaryColor: '#112233' });
    // An empty text still clears a field: only an absent one keeps its value.
    const cleared = (await owner.agent.put('/api/brand-settings').send({ description: '' }).expect(200)).body as BrandSettingsPage;
    expect(cleared).toMatchObject({ description: '', companyName: brand.companyName, contactEmail: brand.contactEmail });
    expect((await owner.agent.get('/api/brand-settings').expect(200)).body).toEqual(cleared);
  });

  it('refuses a 3 MB logo with a clear message in both languages and saves nothing', async () => {
    await user.agent.put('/api/brand-settings').send(brand).expect(200);
    const huge = Buffer.concat([noisePng(), randomBytes(3 * 1024 * 1024)]);
    expect(huge.length).toBeGreaterThan(MAX_LOGO_BYTES);
    const body = { ...brand, companyName: 'Não deveria ser salvo', logo: dataUrl('image/png', huge) };

    const pt = await user.agent.put('/api/brand-settings').send(body).expect(400);
    expect(pt.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'O logo deve ter no máximo 2 MB (PNG ou JPG).' });
    expect(pt.body.error.details.fields).toEqual([{ path: 'logo', message: 'O logo deve ter no máximo 2 MB (PNG ou JPG).' }]);
    const en = await user.agent.put('/api/brand-settings').set('Accept-Language', 'en').send(body).expect(400);
    expect(en.body.error.message).toBe('The logo must be at most 2 MB (PNG or JPG).');

    // Just over the limit, well under the schema's text cap: the decoded size is what counts.
    const justOver = Buffer.concat([noisePng(), randomBytes(MAX_LOGO_BYTES)]);
    expect(
      (
        await user.agent
          .put('/api/brand-settings')
          .send({ ...body, logo: dataUrl('image/png', justOver) })
          .expect(400)
      ).body.error.message,
    ).toBe('O logo deve ter no máximo 2 MB (PNG ou JPG).');

    expect(await storedRows(user.workspaceId)).toEqual([{ company_name: brand.companyName, logo: null }]);
  });

  it('refuses files that are not PNG or JPG, whatever type they declare', async () => {
    const gif = Buffer.concat([Buffer.from('GIF89a', 'ascii'), randomBytes(200)]);
    const disguised = await user.agent
      .put('/api/brand-settings')
      .send({ ...brand, companyName: 'Outro', logo: dataUrl('image/png', gif) })
      .expect(400);
    expect(disguised.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'O arquivo enviado não é uma imagem PNG ou JPG válida.' });

    const declaredGif = await user.agent
      .put('/api/brand-settings')
      .send({ ...brand, logo: dataUrl('image/gif', gif) })
      .expect(400);
    expect(declaredGif.body.error.details.fields[0].path).toBe('logo');
    await user.agent
      .put('/api/brand-settings')
      .send({ ...brand, logo: 'https://example.com/logo.png' })
      .expect(400);
    expect(await storedRows(user.workspaceId)).toEqual([{ company_name: brand.companyName, logo: null }]);

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(500)]);
    await user.agent
      .put('/api/brand-settings')
      .send({ ...brand, logo: dataUrl('image/jpeg', jpeg) })
      .expect(200);
    expect((await user.agent.get('/api/brand-settings/logo').expect(200)).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses invalid colours and e-mails with the validation shape', async () => {
    const response = await user.agent
      .put('/api/brand-settings')
      .send({ ...brand, primaryColor: 'blue' })
      .expect(400);
    expect(response.body.error).toMatchObject({ type: 'VALIDATION_ERROR', details: { source: 'body' } });
    await user.agent
      .put('/api/brand-settings')
      .send({ ...brand, contactEmail: 'not-an-email' })
      .expect(400);
  });

  it('sets no domain here: the domain is white-label’s, and a customDomain sent by an old client changes nothing', async () => {
    const enterprise = await createTestUser(testApp, { plan: 'enterprise' });
    const saved = await enterprise.agent
      .put('/api/brand-settings')
      .send({ ...brand, customDomain: 'relatorios.paoecodigo.com.br' })
      .expect(200);
    expect(saved.body).toMatchObject({ companyName: brand.companyName, customDomain: null });
    expect((await enterprise.agent.get('/api/brand-settings').expect(200)).body.customDomain).toBeNull();
  });

  it('refuses the brand name and the product brand switch without white-label (402, both languages) and saves nothing', async () => {
    const fresh = await createTestUser(testApp, { plan: 'enterprise' });
    for (const [body, language, text] of [
      [{ ...brand, brandName: 'Painel' }, 'pt', 'plano Enterprise'],
      [{ hideProductBrand: true }, 'en', 'Enterprise plan'],
    ] as const) {
      const answer = await fresh.agent.put('/api/brand-settings').set('Accept-Language', language).send(body).expect(402);
      expect(answer.body.error.type).toBe('SUBSCRIPTION_REQUIRED');
      expect(answer.body.error.message).toContain(text);
    }
    expect(await storedRows(fresh.workspaceId)).toEqual([]);
  });

  it('simulates the save in the investor demo and stores nothing', async () => {
    const demo = request.agent(testApp.server as never);
    const started = await demo.post('/api/demo/start').send({}).expect(200);
    expect(started.body.user.mode).toBe('demo');
    const response = await demo
      .put('/api/brand-settings')
      .send({ ...brand, logo: dataUrl('image/png', noisePng()) })
      .expect(200);
    expect(response.body).toEqual({ simulated: true, message: { pt: 'Configurações simuladas!', en: 'Settings simulated!' } });
    expect((await demo.get('/api/brand-settings').expect(200)).body).toMatchObject({ companyName: '', logoUrl: null, updatedAt: null });
    const [count] = await queryDatabase<{ n: number }>(
      testApp.database.url,
      'select count(*)::int as n from reports_brand_settings b join core_workspace w on w.id = b.workspace_id where w.is_demo',
    );
    expect(count?.n).toBe(0);
  });
});
