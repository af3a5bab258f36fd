import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, dataUrl, noisePng, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { BrandSettingsView } from '@otimiza/plugin-white-label-shared';
import whiteLabelPlugin from '../index.js';

const brand = {
  brandName: 'Painel Parceiro',
  companyName: 'Agência Parceira Ltda.',
  primaryColor: '#0f766e',
  secondaryColor: '#b45309',
  hideProductBrand: true,
};

/** The brand tab's API against the real host. */
describe('/api/white-label/brand', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [...(await installedPlugins('analysis', 'reports')), whiteLabelPlugin] });
  });
  afterAll(() => testApp?.close());

  const enterprise = () => createTestUser(testApp, { plan: 'enterprise' });
  const brandOf = async (user: TestUser) => (await user.agent.get('/api/white-label/brand').expect(200)).body as BrandSettingsView;

  it('answers the one brand’s default colours (those of /brand-settings) before anything is saved', async () => {
    const user = await enterprise();
    expect(await brandOf(user)).toEqual({
      brandName: '',
      companyName: '',
      primaryColor: '#3B82F6',
      secondaryColor: '#1E40AF',
      hideProductBrand: false,
      logoUrl: null,
      updatedAt: null,
    });
    await user.agent.get('/api/white-label/brand/logo').expect(404);
  });

  it('saves the brand with its logo (colours in capitals), serves the logo, keeps it when absent and removes it with null', async () => {
    const user = await enterprise();
    const png = noisePng();
    const saved = (
      await user.agent
        .put('/api/white-label/brand')
        .send({ ...brand, logo: dataUrl('image/png', png) })
        .expect(200)
    ).body as BrandSettingsView;
    expect(saved).toMatchObject({ ...brand, primaryColor: '#0F766E', secondaryColor: '#B45309' });
    expect(saved.logoUrl).toMatch(/^\/api\/white-label\/brand\/logo\?v=\d+$/);
    expect(await brandOf(user)).toEqual(saved);
    const logo = await user.agent.get(saved.logoUrl!).buffer(true).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(logo.body as Buffer, png)).toBe(0);

    const renamed = (
      await user.agent
        .put('/api/white-label/brand')
        .send({ ...brand, brandName: ' Outro Nome ' })
        .expect(200)
    ).body as BrandSettingsView;
    expect(renamed.brandName).toBe('Outro Nome');
    expect(renamed.logoUrl).not.toBeNull();
    const removed = (
      await user.agent
        .put('/api/white-label/brand')
        .send({ ...brand, logo: null })
        .expect(200)
    ).body as BrandSettingsView;
    expect(removed.logoUrl).toBeNull();
    await user.agent.get('/api/white-label/brand/logo').expect(404);
  });

  it('refuses a bad colour, a missing or long name, in both languages, and changes nothing', async () => {
    const user = await enterprise();
    const saved = (await user.agent.put('/api/white-label/brand').send(brand).expect(200)).body as BrandSettingsView;
    const refused = async (body: object, field: string, language = 'pt') => {
      const answer = await user.agent.put('/api/white-label/brand').set('Accept-Language', language).send(body).expect(400);
      expect(answer.body.error.type).toBe('VALIDATION_ERROR');
      expect(answer.body.error.details.fields[0].path).toBe(field);
      return answer.body.error.message as string;
    };
    expect(await refused({ ...brand, primaryColor: 'blue' }, 'primaryColor')).toBe('Informe a cor em hexadecimal com 6 dígitos, como #2563EB.');
    expect(await refused({ ...brand, secondaryColor: '#12345' }, 'secondaryColor', 'en')).toBe(
      'Enter the colour as a 6-digit hexadecimal value, such as #2563EB.',
    );
    expect(await refused({ ...brand, primaryColor: 'rgb(0,0,0)' }, 'primaryColor')).toBeTruthy();
    expect(await refused({ ...brand, brandName: '  ' }, 'brandName')).toBe('Informe o nome da marca.');
    expect(await refused({ ...brand, brandName: 'x'.repeat(61) }, 'brandName', 'en')).toBe('The brand name may have up to 60 characters.');
    expect(await refused({ ...brand, hideProductBrand: 'sim' }, 'hideProductBrand')).toBeTruthy();
    expect(await brandOf(user)).toEqual(saved);
  });

  it('refuses a logo that is an address, not an image, or over 2 MB, and keeps the saved one', async () => {
    const user = await enterprise();
    const saved = (
      await user.agent
        .put('/api/white-label/brand')
        .send({ ...brand, logo: dataUrl('image/png', noisePng()) })
        .expect(200)
    ).body as BrandSettingsView;
    const refused = async (logo: string, language = 'pt') => {
      const answer = await user.agent
        .put('/api/white-label/brand')
        .set('Accept-Language', language)
        .send({ ...brand, logo })
        .expect(400);
      expect(answer.body.error).toMatchObject({ type: 'VALIDATION_ERROR', details: { fields: [{ path: 'logo' }] } });
      return answer.body.error.message as string;
    };
    // Never fetched: a remote address is refused as it is.
    expect(await refused('https://example.com/logo.png')).toMatch(/^O logo deve ser uma imagem PNG ou JPG enviada/);
    expect(await refused(dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), 'en')).toMatch(
      /^The logo must be a PNG or JPG image/,
    );
    expect(await refused(dataUrl('image/png', Buffer.from('não é uma imagem')))).toBe('O arquivo enviado não é uma imagem PNG ou JPG válida.');
    expect(await refused(dataUrl('image/png', Buffer.concat([noisePng(), Buffer.alloc(2 * 1024 * 1024)])), 'en')).toBe(
      'The logo must be at most 2 MB (PNG or JPG).',
    );
    expect(await brandOf(user)).toEqual(saved);
  });

  it('is the one brand of /brand-settings: each side reads what the other saved, and a field left out keeps its value', async () => {
    const user = await enterprise();
    await user.agent
      .put('/api/brand-settings')
      .send({ companyName: 'Relatórios Ltda.', primaryColor: '#9D174D', contactEmail: 'oi@relatorios.example' })
      .expect(200);
    const view = (await user.agent.put('/api/white-label/brand').send({ brandName: 'Painel Único' }).expect(200)).body as BrandSettingsView;
    expect(view).toMatchObject({ brandName: 'Painel Único', companyName: 'Relatórios Ltda.', primaryColor: '#9D174D', hideProductBrand: false });
    const page = (await user.agent.get('/api/brand-settings').expect(200)).body as Record<string, unknown>;
    expect(page).toMatchObject({
      brandName: 'Painel Único',
      companyName: 'Relatórios Ltda.',
      contactEmail: 'oi@relatorios.example',
      whiteLabelAvailable: true,
      whiteLabelBrand: { name: 'Painel Único' },
    });
    await user.agent.put('/api/brand-settings').send({ hideProductBrand: true, secondaryColor: '#1E3A8A' }).expect(200);
    expect(await brandOf(user)).toMatchObject({ brandName: 'Painel Único', hideProductBrand: true, secondaryColor: '#1E3A8A' });
    for (const [language, text] of [
      ['pt', 'O nome da marca pode ter até 60 caracteres.'],
      ['en', 'The brand name may have up to 60 characters.'],
    ] as const) {
      const refused = await user.agent
        .put('/api/brand-settings')
        .set('Accept-Language', language)
        .send({ brandName: 'x'.repeat(61) })
        .expect(400);
      expect(refused.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: text, details: { fields: [{ path: 'brandName' }] } });
    }
    expect((await brandOf(user)).brandName).toBe('Painel Único');
  });

  it('keeps each workspace’s brand to itself', async () => {
    const owner = await enterprise();
    const other = await enterprise();
    await owner.agent
      .put('/api/white-label/brand')
      .send({ ...brand, logo: dataUrl('image/png', noisePng()) })
      .expect(200);
    expect((await brandOf(other)).updatedAt).toBeNull();
    await other.agent.get('/api/white-label/brand/logo').expect(404);
  });
});
