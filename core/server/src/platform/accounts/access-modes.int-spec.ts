import { Controller, Get, Module, Post } from '@nestjs/common';
import { CurrentAuth, RequireFeature, defineServerPlugin, type AuthContext } from '@otimiza/sdk/server';
import { definePluginManifest, type PlanCatalogue } from '@otimiza/sdk/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp, queryDatabase } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';

@Controller('probe')
class ProbeController {
  @Get('whoami')
  whoami(@CurrentAuth() auth: AuthContext) {
    return { email: auth.email, plan: auth.plan, mode: auth.mode };
  }

  @Post('html-fix')
  @RequireFeature('probeFix')
  fix() {
    return { fixed: true };
  }

  @Post('note')
  note() {
    return { saved: true };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

/** A plugin made for these specs: one guarded route per rule. */
const probePlugin = defineServerPlugin({
  manifest: definePluginManifest({
    id: 'probe',
    displayName: { id: 'probe.name', message: 'Probe' },
    requiredFeature: null,
    features: [{ key: 'probeFix', label: { pt: 'Correção de teste', en: 'Probe fix' }, plans: ['pro', 'enterprise'] }],
  }),
  module: ProbeModule,
});

const admin = 'admin@example.com';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
const sql = (testApp: TestApp, query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);

describe('identity, entitlements and access modes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [probePlugin], env: { ADMIN_EMAILS: admin } });
  });
  afterAll(() => testApp?.close());

  it('ignores request headers that claim an identity, a plan or a mode', async () => {
    const user = await createTestUser(testApp, { plan: 'lite' });
    const claims = {
      'x-user-email': admin,
      'x-user-plan': 'enterprise',
      'x-creator-mode': 'true',
      'x-demo-pro': 'true',
      'x-investor': 'true',
      authorization: 'Bearer local-user-token',
    };
    const response = await user.agent.get('/api/probe/whoami').set(claims).expect(200);
    expect(response.body).toEqual({ email: user.email, plan: 'lite', mode: 'user' });
    await request(testApp.server as never)
      .get('/api/probe/whoami')
      .set(claims)
      .expect(401);
    await user.agent.post('/api/probe/html-fix').set(claims).expect(402);
  });

  it('answers 402 SUBSCRIPTION_REQUIRED from a feature-guarded route, and lets the plan that has it through', async () => {
    const lite = await createTestUser(testApp, { plan: 'lite' });
    const denied = await lite.agent.post('/api/probe/html-fix').expect(402);
    expect(denied.body.error).toMatchObject({ type: 'SUBSCRIPTION_REQUIRED', details: { requiredFeature: 'probeFix', plan: 'lite' } });
    const pro = await createTestUser(testApp, { plan: 'pro' });
    await pro.agent.post('/api/probe/html-fix').expect(201, { fixed: true });
  });

  it('reports entitlements: free counts 3 in total, paid plans count the month', async () => {
    const free = await createTestUser(testApp);
    await sql(testApp, `insert into core_monthly_usage (workspace_id, month, analyses) values ($1, '2020-01', 2)`, [free.workspaceId]);
    const freeEntitlements = (await free.agent.get('/api/me/entitlements').expect(200)).body;
    expect(freeEntitlements).toMatchObject({
      plan: 'free',
      basePlan: 'free',
      analyses: { limit: 3, period: 'total', used: 2, remaining: 1 },
      trialAvailable: true,
    });

    const pro = await createTestUser(testApp, { plan: 'pro' });
    await sql(testApp, `insert into core_monthly_usage (workspace_id, month, analyses) values ($1, '2020-01', 40)`, [pro.workspaceId]);
    expect((await pro.agent.get('/api/me/entitlements').expect(200)).body.analyses).toMatchObject({ limit: 100, period: 'month', used: 0, remaining: 100 });
    const catalogue = (
      await request(testApp.server as never)
        .get('/api/plans')
        .expect(200)
    ).body as PlanCatalogue;
    expect(catalogue.plans.map((plan) => plan.priceBrl)).toEqual([0, 49, 79, 299]);
    // The core's features and the mounted plugin's, in the plans they name: nothing of a plugin this app does not mount.
    expect(catalogue.plans.map((plan) => plan.features)).toEqual([
      ['bilingualInterface'],
      ['bilingualInterface', 'emailSupport'],
      ['bilingualInterface', 'emailSupport', 'probeFix', 'prioritySupport', 'sendEmail'],
      ['bilingualInterface', 'emailSupport', 'probeFix', 'prioritySupport', 'sendEmail', 'prioritySupport24x7', 'enterpriseAPI', 'userManagement'],
    ]);
    expect(catalogue.features.find((feature) => feature.key === 'probeFix')).toEqual({
      key: 'probeFix',
      label: { pt: 'Correção de teste', en: 'Probe fix' },
      plans: ['pro', 'enterprise'],
    });
  });

  it('grants the 7-day temporary enterprise access once, and it ends by itself', async () => {
    const user = await createTestUser(testApp, { plan: 'lite' });
    await user.agent.post('/api/me/trial').expect(201);
    const during = (await user.agent.get('/api/me/entitlements').expect(200)).body;
    expect(during).toMatchObject({ plan: 'enterprise', basePlan: 'lite', temporaryEnterprise: { daysRemaining: 7 }, trialAvailable: false });
    await user.agent.post('/api/probe/html-fix').expect(201);
    await user.agent.post('/api/me/trial').expect(409);

    await sql(testApp, `update core_workspace set temporary_enterprise_until = now() - interval '1 second' where id = $1`, [user.workspaceId]);
    const after = (await user.agent.get('/api/me/entitlements').expect(200)).body;
    expect(after).toMatchObject({ plan: 'lite', temporaryEnterprise: null });
    await user.agent.post('/api/probe/html-fix').expect(402);
  });

  it('opens the read-only investor demo, refuses its writes with 403, and leaves it', async () => {
    const agent = request.agent(testApp.server as never);
    const started = await agent.post('/api/demo/start').send({}).expect(200);
    expect(started.body.user).toMatchObject({ mode: 'demo', plan: { name: 'pro' }, demo: { token: expect.any(String) } });
    expect((await agent.get('/api/probe/whoami').expect(200)).body).toMatchObject({ mode: 'demo', plan: 'pro' });
    const refused = await agent.post('/api/probe/note').expect(403);
    expect(refused.body.error).toMatchObject({ type: 'FORBIDDEN', message: 'Modo demonstração: somente leitura. Crie uma conta para salvar suas alterações.' });
    await agent.post('/api/me/trial').expect(403);

    const sameToken = await request(testApp.server as never)
      .post('/api/demo/start')
      .send({ token: started.body.user.demo.token })
      .expect(200);
    expect(sameToken.body.user.demo.token).toBe(started.body.user.demo.token);
    await request(testApp.server as never)
      .post('/api/demo/start')
      .send({ token: 'not-the-token' })
      .expect(404);

    await agent.post('/api/demo/exit').expect(200);
    await agent.get('/api/probe/whoami').expect(401);
  });

  it('keeps the investor name of a named demo link on that demo session only: one line, at most 80 characters, none when blank', async () => {
    const named = request.agent(testApp.server as never);
    const started = await named.post('/api/demo/start').send({ investorName: '  Fundo\nAurora   Capital \u202E ' }).expect(200);
    expect(started.body.user.demo).toMatchObject({ token: expect.any(String), investorName: 'Fundo Aurora Capital' });
    // Every later read of the same session says it: the demo's pages show it.
    expect((await named.get('/api/auth/user').expect(200)).body.user.demo.investorName).toBe('Fundo Aurora Capital');

    // Another browser opening the same demo without a name is greeted by none: the name is the session's, not the demo's.
    const plain = request.agent(testApp.server as never);
    expect((await plain.post('/api/demo/start').send({ investorName: '   ' }).expect(200)).body.user.demo.investorName).toBeNull();
    expect((await plain.get('/api/auth/user').expect(200)).body.user.demo.investorName).toBeNull();
    expect((await named.get('/api/auth/user').expect(200)).body.user.demo.investorName).toBe('Fundo Aurora Capital');

    const long = (
      await request(testApp.server as never)
        .post('/api/demo/start')
        .send({ investorName: 'Á'.repeat(120) })
        .expect(200)
    ).body.user.demo.investorName;
    expect(Array.from(long as string)).toHaveLength(80);
    await request(testApp.server as never)
      .post('/api/demo/start')
      .send({ investorName: 'x'.repeat(401) })
      .expect(400);
    const [row] = await sql(testApp, 'select count(*)::int as n from core_session where demo_investor_name is not null and not is_demo');
    expect(row.n).toBe(0);
  });

  it('gives administrators creator mode outside production and /api/admin/users; others get 403', async () => {
    const adminUser = await createTestUser(testApp, { email: admin });
    const other = await createTestUser(testApp, { plan: 'lite' });
    expect((await adminUser.agent.get('/api/auth/user').expect(200)).body.user).toMatchObject({ isAdmin: true, mode: 'creator', plan: { name: 'enterprise' } });
    await adminUser.agent.post('/api/probe/html-fix').expect(201);

    const list = (await adminUser.agent.get('/api/admin/users').expect(200)).body.users;
    expect(list).toContainEqual(expect.objectContaining({ email: other.email, plan: 'lite', isVerified: true }));
    const changed = await adminUser.agent.patch(`/api/admin/users/${other.userId}`).send({ plan: 'pro' }).expect(200);
    expect(changed.body.user).toMatchObject({ email: other.email, plan: 'pro' });
    expect((await other.agent.get('/api/auth/user').expect(200)).body.user.plan.name).toBe('pro');
    await adminUser.agent.patch(`/api/admin/users/${other.userId}`).send({ plan: 'gold' }).expect(400);

    await other.agent.get('/api/admin/users').expect(403);
    await other.agent.patch(`/api/admin/users/${adminUser.userId}`).send({ plan: 'enterprise' }).expect(403);
  });
});
