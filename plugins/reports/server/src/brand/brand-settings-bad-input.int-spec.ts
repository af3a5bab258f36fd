import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, InMemoryAnalyses, inMemoryAnalysesPlugin, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import type { BrandSettings } from '@otimiza/plugin-reports-shared';
import reportsPlugin from '../index.js';
import { agencyBrand as brand } from '../testing/agency-brand.fixture.js';

/** Bodies that reset the saved brand to its defaults, or answered 500. */
describe('brand settings: a body that is not a clean JSON brand changes nothing', () => {
  let testApp: TestApp;
  let user: TestUser;
  let saved: BrandSettings;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [inMemoryAnalysesPlugin(new InMemoryAnalyses()), reportsPlugin] });
    user = await createTestUser(testApp, { plan: 'pro' });
    saved = (await user.agent.put('/api/brand-settings').send(brand).expect(200)).body as BrandSettings;
  });
  afterAll(() => testApp?.close());

  const unchanged = async () => expect((await user.agent.get('/api/brand-settings').expect(200)).body).toEqual(saved);

  it('answers 415 to a text/plain body, in both languages', async () => {
    const pt = await user.agent.put('/api/brand-settings').set('Content-Type', 'text/plain').send(JSON.stringify(brand)).expect(415);
    expect(pt.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'O corpo da requisição deve ser JSON (Content-Type: application/json).' });
    const en = await user.agent.put('/api/brand-settings').set('Accept-Language', 'en').set('Content-Type', 'text/plain').send('Acme').expect(415);
    expect(en.body.error.message).toBe('The request body must be JSON (Content-Type: application/json).');
    await unchanged();
  });

  it('answers 415 to a multipart or form body', async () => {
    await user.agent.put('/api/brand-settings').field('companyName', 'Outra Empresa').expect(415);
    await user.agent.put('/api/brand-settings').type('form').send({ companyName: 'Outra Empresa' }).expect(415);
    await unchanged();
  });

  it('answers 400 to an empty or missing body, in both languages', async () => {
    const missing = await user.agent.put('/api/brand-settings').expect(400);
    expect(missing.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'O corpo da requisição está vazio: envie os dados em JSON.' });
    const empty = await user.agent.put('/api/brand-settings').set('Accept-Language', 'en').set('Content-Type', 'application/json').send('').expect(400);
    expect(empty.body.error.message).toBe('The request body is empty: send the data as JSON.');
    await unchanged();
  });

  it('answers 400 to malformed JSON in the error shape', async () => {
    const malformed = await user.agent.put('/api/brand-settings').set('Content-Type', 'application/json').send('{"companyName": "Acme"').expect(400);
    expect(malformed.body).toEqual({
      error: { type: 'VALIDATION_ERROR', message: 'O corpo da requisição não é um JSON válido.', details: { source: 'body' } },
    });
    await unchanged();
  });

  it.each([
    ['companyName', 'Pão\u0000Código'],
    ['description', 'Marketing\u0000digital'],
    ['companyName', 'Pão\u0007Código'],
    ['description', 'Texto\u0085com C1'],
  ])('answers 400 naming %s when it carries a control character', async (field, value) => {
    const pt = await user.agent
      .put('/api/brand-settings')
      .send({ ...brand, [field]: value })
      .expect(400);
    expect(pt.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: `O campo ${field} contém caracteres de controle, que não são permitidos.` });
    expect(pt.body.error.details.fields).toEqual([{ path: field, message: pt.body.error.message }]);
    const en = await user.agent
      .put('/api/brand-settings')
      .set('Accept-Language', 'en')
      .send({ ...brand, [field]: value })
      .expect(400);
    expect(en.body.error.message).toBe(`The field ${field} contains control characters, which are not allowed.`);
    await unchanged();
  });

  it.each([
    ['companyName', 'Agência \u202Eadoc'],
    ['companyName', 'Agência \u2066isolada\u2069'],
    ['contactEmail', 'contato\u202E@paoecodigo.com.br'],
  ])('answers 400 naming %s when a single-line field carries a bidi control', async (field, value) => {
    const response = await user.agent
      .put('/api/brand-settings')
      .send({ ...brand, [field]: value })
      .expect(400);
    expect(response.body.error.details.fields).toContainEqual({
      path: field,
      message: `O campo ${field} deve ser um texto de uma linha, sem quebras de linha nem caracteres de controle de direção (U+202A–U+202E, U+2066–U+2069).`,
    });
    await unchanged();
  });

  it('keeps a bidi control in the description, which is free text', async () => {
    const description = 'Atendemos em português e em \u202Bעברית\u202C.';
    const kept = (
      await user.agent
        .put('/api/brand-settings')
        .send({ ...brand, description })
        .expect(200)
    ).body as BrandSettings;
    expect(kept.description).toBe(description);
    saved = kept;
  });
});
