import { Body, Controller, Module, Post } from '@nestjs/common';
import { AiPort, CurrentAuth, defineServerPlugin, type AuthContext } from '@otimiza/sdk/server';
import { definePluginManifest } from '@otimiza/sdk/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestUser, queryDatabase, startOpenAiStub, type OpenAiStub, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';

const slogan = z.object({ slogan: z.string(), keywords: z.array(z.string()) });

@Controller('probe-ai')
class ProbeAiController {
  constructor(private readonly ai: AiPort) {}

  @Post()
  async run(@CurrentAuth() auth: AuthContext, @Body() body: { company: string }) {
    return this.ai.generateJson({
      workspaceId: auth.workspaceId,
      tool: 'probe',
      language: 'pt',
      system: 'Você escreve slogans.',
      prompt: `Empresa: ${body.company}`,
      schemaName: 'slogan',
      schema: slogan,
    });
  }
}

@Module({ controllers: [ProbeAiController] })
class ProbeAiModule {}

const probePlugin = defineServerPlugin({
  manifest: definePluginManifest({ id: 'probe-ai', displayName: { id: 'probe-ai.name', message: 'Probe' }, requiredFeature: null }),
  module: ProbeAiModule,
});

const apiKey = 'sk-proj-otimiza-test-key-123456';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
const sql = (testApp: TestApp, query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);

describe('the AI service with OpenAI (a loopback stub behind the real client)', () => {
  let stub: OpenAiStub;
  let answer: unknown = { slogan: 'Pão quente toda hora', keywords: ['padaria', 'pão'] };
  let testApp: TestApp;
  beforeAll(async () => {
    stub = await startOpenAiStub({ apiKey, answer: () => answer });
    testApp = await createTestApp({
      plugins: [probePlugin],
      env: { OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: stub.url, OPENAI_MAX_RETRIES: '1', ADMIN_EMAILS: 'chefe@example.com' },
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await stub?.close();
  });

  it('sends the data and a strict JSON schema, validates the answer and records the tokens', async () => {
    const user = await createTestUser(testApp);
    const result = await user.agent.post('/api/probe-ai').send({ company: 'Padaria Pão Dourado' }).expect(201);
    expect(result.body).toMatchObject({
      source: 'ai',
      data: answer,
      model: 'gpt-5',
      usage: { inputTokens: expect.any(Number), outputTokens: expect.any(Number) },
    });
    const sent = stub.requests.at(-1)!;
    expect(sent.model).toBe('gpt-5');
    expect(sent.messages[0]!.content).toContain('Responda em português do Brasil.');
    expect(sent.messages[1]!.content).toBe('Empresa: Padaria Pão Dourado');
    expect(sent.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'slogan', strict: true, schema: { type: 'object', required: ['slogan', 'keywords'], additionalProperties: false } },
    });
    const usage = await sql(testApp, 'select tool, model, outcome, input_tokens, output_tokens from core_ai_usage where workspace_id = $1', [user.workspaceId]);
    expect(usage).toEqual([
      { tool: 'probe', model: 'gpt-5', outcome: 'ok', input_tokens: result.body.usage.inputTokens, output_tokens: result.body.usage.outputTokens },
    ]);
    expect((await user.agent.get('/api/system-status').expect(200)).body).toMatchObject({
      services: { openai: true },
      ai: { configured: true, available: true, model: 'gpt-5' },
    });
  });

  it('answers unavailable when the answer does not match the schema, or the service keeps failing, and says so in the status', async () => {
    const user = await createTestUser(testApp);
    answer = { slogan: 42 };
    const invalid = await user.agent.post('/api/probe-ai').send({ company: 'Oficina' }).expect(201);
    expect(invalid.body).toMatchObject({ source: 'unavailable', reason: 'failed' });
    answer = { slogan: 'Ok', keywords: [] };

    const before = stub.requests.length;
    stub.failNext(2);
    const failed = await user.agent.post('/api/probe-ai').send({ company: 'Oficina' }).expect(201);
    expect(failed.body).toMatchObject({ source: 'unavailable', reason: 'failed' });
    // One try and OPENAI_MAX_RETRIES=1 retry.
    expect(stub.requests.length - before).toBe(2);
    expect((await user.agent.get('/api/system-status').expect(200)).body.services.openai).toBe(false);

    const admin = await createTestUser(testApp, { email: 'chefe@example.com' });
    const health = await admin.agent.get('/api/health/check-apis').expect(200);
    expect(health.body.openai).toMatchObject({ status: 'error', configured: true, reachable: true, lastError: { message: expect.stringContaining('500') } });
    expect(JSON.stringify(health.body)).not.toContain(apiKey);
    const usage = await sql(testApp, `select outcome from core_ai_usage where workspace_id = $1 order by created_at`, [user.workspaceId]);
    expect(usage.map((row) => row.outcome)).toEqual(['failed', 'failed']);

    // The next success clears it.
    await user.agent.post('/api/probe-ai').send({ company: 'Oficina' }).expect(201);
    expect((await user.agent.get('/api/system-status').expect(200)).body.services.openai).toBe(true);
  });
});

describe('the AI service without a key', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [probePlugin] });
  });
  afterAll(() => testApp?.close());

  it('answers not-configured at once, and the status says the AI is off', async () => {
    const user = await createTestUser(testApp);
    const result = await user.agent.post('/api/probe-ai').send({ company: 'Padaria' }).expect(201);
    expect(result.body).toEqual({ source: 'unavailable', reason: 'not-configured', error: null });
    expect((await user.agent.get('/api/system-status').expect(200)).body).toMatchObject({
      services: { openai: false },
      ai: { configured: false, available: false, model: null },
    });
  });
});
