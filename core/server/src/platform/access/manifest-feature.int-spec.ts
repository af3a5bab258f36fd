import { Controller, Get, Module } from '@nestjs/common';
import { defineServerPlugin, Public, RequireFeature } from '@otimiza/sdk/server';
import { definePluginManifest } from '@otimiza/sdk/shared';
import { createTestUser, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A plugin as an author might leave it: no decorator on its routes, one in a sub-module.
@Controller('gated-notes')
class NotesController {
  @Get()
  list() {
    return { notes: [] };
  }

  @Get('public-count')
  @Public()
  publicCount() {
    return { count: 0 };
  }

  @Get('enterprise-only')
  @RequireFeature('businessIntelligence')
  finer() {
    return { ok: true };
  }
}

@Controller('gated-notes-export')
class NotesExportController {
  @Get()
  export() {
    return { rows: [] };
  }
}

@Module({ controllers: [NotesExportController] })
class NotesExportModule {}

@Module({ imports: [NotesExportModule], controllers: [NotesController] })
class NotesModule {}

const gatedNotesPlugin = defineServerPlugin({
  manifest: definePluginManifest({
    id: 'gated-notes',
    displayName: { id: 'gated-notes.name', message: 'Notas' },
    requiredFeature: 'gatedNotes',
    features: [{ key: 'gatedNotes', label: { pt: 'Notas', en: 'Notes' }, plans: ['pro', 'enterprise'] }],
    loginPrompts: [{ path: '/gated-notes', text: { pt: 'Faça login para acessar as notas.', en: 'Log in to access the notes.' } }],
  }),
  module: NotesModule,
});

describe("a plugin's manifest feature guards every route of it, decorated or not", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [gatedNotesPlugin] });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers 402 SUBSCRIPTION_REQUIRED with the spec text to a plan without the feature, on routes of the plugin and of its sub-modules', async () => {
    const free = await createTestUser(testApp, { plan: 'free' });
    for (const path of ['/api/gated-notes', '/api/gated-notes-export']) {
      const response = await free.agent.get(path).expect(402);
      expect(response.body).toMatchObject({
        error: {
          type: 'SUBSCRIPTION_REQUIRED',
          message: 'Esta funcionalidade não está incluída no seu plano. Faça upgrade para continuar.',
          details: { requiredFeature: 'gatedNotes', plan: 'free' },
        },
      });
    }
    expect((await free.agent.get('/api/plugins').expect(200)).body.plugins.map((plugin: { id: string }) => plugin.id)).not.toContain('gated-notes');
  });

  it('opens them to a plan with the feature, where a route’s own finer feature still applies', async () => {
    const pro = await createTestUser(testApp, { plan: 'pro' });
    await pro.agent.get('/api/gated-notes').expect(200, { notes: [] });
    await pro.agent.get('/api/gated-notes-export').expect(200, { rows: [] });
    expect((await pro.agent.get('/api/gated-notes/enterprise-only').expect(402)).body.error.details.requiredFeature).toBe('businessIntelligence');
    expect((await pro.agent.get('/api/plugins').expect(200)).body.plugins.map((plugin: { id: string }) => plugin.id)).toContain('gated-notes');
  });

  it('leaves a route the plugin marks public open to visitors, and closes the rest to them with 401', async () => {
    await request(testApp.server as never)
      .get('/api/gated-notes/public-count')
      .expect(200, { count: 0 });
    await request(testApp.server as never)
      .get('/api/gated-notes')
      .expect(401);
  });

  it("gives a visitor the plugin's login prompts from its manifest, though not the plugin (it has no public page)", async () => {
    const { body } = await request(testApp.server as never)
      .get('/api/plugins')
      .expect(200);
    expect(body.plugins).toEqual([]);
    expect(body.loginPrompts).toEqual([{ path: '/gated-notes', text: { pt: 'Faça login para acessar as notas.', en: 'Log in to access the notes.' } }]);
  });
});
