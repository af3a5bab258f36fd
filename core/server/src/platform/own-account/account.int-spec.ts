import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { binaryBody, createTestUser, queryDatabase, verificationLinkFor, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { installedServerPlugins } from '../../kernel/plugins/loading/installed-server-plugins.js';
import { readZip } from './data-export/zip-reader.js';

const { plugins: serverPlugins } = await installedServerPlugins();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
const sql = (testApp: TestApp, query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);

const strongPassword = 'girassol-azul-de-marte-91';
const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
let counter = 0;
const newEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}@example.com`;

/** What a workspace keeps across the plugins, written directly (no audit needed), with the secrets an export must leave out. */
async function seedWorkspaceData(testApp: TestApp, user: TestUser) {
  const analysisId = randomUUID();
  const shareToken = `share-${randomUUID()}`;
  await sql(
    testApp,
    `insert into analysis_analysis (id, workspace_id, user_id, url, domain, path, strategy, status, progress, step,
       performance_score, accessibility_score, seo_score, best_practices_score, issues_count, optimized_html, lighthouse_report, completed_at, started_at)
     values ($1, $2, $3, 'https://padaria-exemplo.com.br/', 'padaria-exemplo.com.br', '/', 'mobile', 'completed', 100, 'complete', 81, 92, 95, 100, 3,
       '<!DOCTYPE html><html lang="pt-BR"><title>Padaria</title></html>', '\\x1f8b0800', now(), now())`,
    [analysisId, user.workspaceId, user.userId],
  );
  await sql(
    testApp,
    `insert into analysis_html_fix (id, workspace_id, user_id, url, optimized_html, fixes) values ($1, $2, $3, 'https://padaria-exemplo.com.br/contato', '<html></html>', '[]')`,
    [randomUUID(), user.workspaceId, user.userId],
  );
  await sql(
    testApp,
    `insert into analysis_deploy (id, workspace_id, user_id, analysis_id, url, host, remote_path, protocol, status, bytes_written)
     values ($1, $2, $3, $4, 'https://padaria-exemplo.com.br/', 'ftp.padaria-exemplo.com.br', '/public_html/index.html', 'ftps', 'succeeded', 120)`,
    [randomUUID(), user.workspaceId, user.userId, analysisId],
  );
  await sql(testApp, `insert into reports_brand_settings (workspace_id, company_name, logo, logo_type) values ($1, 'Padaria Pão Dourado', $2, 'image/png')`, [
    user.workspaceId,
    png,
  ]);
  await sql(
    testApp,
    `insert into reports_shared_report (id, workspace_id, analysis_id, created_by, title, token) values ($1, $2, $3, $4, 'Relatório da padaria', $5)`,
    [randomUUID(), user.workspaceId, analysisId, user.userId, shareToken],
  );
  const reportId = randomUUID();
  await sql(
    testApp,
    `insert into reports_recurring_report (id, workspace_id, created_by, name, urls, frequency, recipients, settings)
     values ($1, $2, $3, 'Relatório semanal', '["https://padaria-exemplo.com.br/"]', 'weekly', '["cliente@example.com"]', '{}')`,
    [reportId, user.workspaceId, user.userId],
  );
  await sql(testApp, `insert into reports_recurring_run (id, report_id, scheduled_for, status) values ($1, $2, now(), 'succeeded')`, [randomUUID(), reportId]);
  await sql(
    testApp,
    `insert into ai_tools_run (id, workspace_id, user_id, tool, url, status, source, progress, result) values ($1, $2, $3, 'strategic-planning', 'https://padaria-exemplo.com.br/', 'completed', 'template', 100, '{"plano":"melhorar SEO"}')`,
    [randomUUID(), user.workspaceId, user.userId],
  );
  await sql(
    testApp,
    `insert into core_ai_usage (id, workspace_id, tool, model, outcome, input_tokens, output_tokens) values ($1, $2, 'strategic-planning', 'gpt-test', 'ok', 120, 80)`,
    [randomUUID(), user.workspaceId],
  );
  await sql(
    testApp,
    `insert into notifications_notification (id, workspace_id, user_id, source_key, type, priority, category, title, message, recommended_actions, channels)
     values ($1, $2, $3, 'spec:export', 'seo_alert', 'medium', 'seo', '{"pt":"SEO abaixo de 90","en":"SEO below 90"}', '{"pt":"m","en":"m"}', '[]', '["in_app"]')`,
    [randomUUID(), user.workspaceId, user.userId],
  );
  return { analysisId, shareToken, reportId };
}

function binary(response: request.Test): request.Test {
  return response.buffer(true).parse(binaryBody);
}

describe('account self-service: password, e-mail, data export and deletion', () => {
  let testApp: TestApp;
  const http = () => request(testApp.server as never);

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: serverPlugins, env: { REDIS_URL: undefined } });
  });
  afterAll(() => testApp?.close());
  beforeEach(() => sql(testApp, 'delete from core_rate_limit'));

  it('describes the account for its page', async () => {
    const user = await createTestUser(testApp);
    const overview = await user.agent.get('/api/me/account').expect(200);
    expect(overview.body).toMatchObject({
      user: { id: user.userId, email: user.email, firstName: 'Teste', lastName: 'Usuário' },
      pendingEmail: null,
      workspace: { id: user.workspaceId, role: 'owner', isDemo: false },
      subscription: null,
      deletion: { allowed: true, blockedBy: null, deletesWorkspace: true },
    });
    await http().get('/api/me/account').expect(401);
  });

  describe('change password', () => {
    it('needs the current password, keeps this session and ends the others', async () => {
      const user = await createTestUser(testApp);
      const otherBrowser = request.agent(testApp.server as never);
      await otherBrowser.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);

      const wrong = await user.agent
        .post('/api/me/password')
        .send({ currentPassword: 'nao-e-esta', password: strongPassword, confirmPassword: strongPassword })
        .expect(400);
      expect(wrong.body.error).toMatchObject({
        message: 'Senha atual incorreta',
        details: { code: 'WRONG_PASSWORD', fields: [{ path: 'currentPassword', message: 'Senha atual incorreta' }] },
      });
      const weak = await user.agent
        .post('/api/me/password')
        .set('Accept-Language', 'en')
        .send({ currentPassword: user.password, password: 'senha123', confirmPassword: 'senha123' })
        .expect(400);
      expect(weak.body.error.details).toMatchObject({ code: 'WEAK_PASSWORD', fields: [{ path: 'password' }] });
      await otherBrowser.get('/api/auth/user').expect(200);

      const changed = await user.agent
        .post('/api/me/password')
        .send({ currentPassword: user.password, password: strongPassword, confirmPassword: strongPassword })
        .expect(200);
      expect(changed.body).toEqual({ success: true, message: 'Senha alterada. As sessões abertas em outros navegadores foram encerradas.' });
      await user.agent.get('/api/auth/user').expect(200);
      await otherBrowser.get('/api/auth/user').expect(401);
      await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
      await http().post('/api/auth/login').send({ email: user.email, password: strongPassword }).expect(200);
    });

    it('lets one of 20 parallel changes from the same current password win, and only its new password sign in', async () => {
      const user = await createTestUser(testApp);
      const candidates = Array.from({ length: 20 }, (_, index) => `${strongPassword}-${index}`);
      const answers = await Promise.all(
        candidates.map((password) => user.agent.post('/api/me/password').send({ currentPassword: user.password, password, confirmPassword: password })),
      );
      const won = answers.flatMap((answer, index) => (answer.status === 200 ? [candidates[index]!] : []));
      expect(won).toHaveLength(1);
      // The others: the password they checked is no longer the account's (400), or the password-check limit held them (429).
      for (const lost of answers.filter((answer) => answer.status !== 200)) {
        expect([400, 429]).toContain(lost.status);
        if (lost.status === 400) expect(lost.body.error.details.code).toBe('WRONG_PASSWORD');
      }
      // Three sign-ins, one after another (the account's wrong-password limit is 10): the winner's, the old one, a loser's.
      const loser = candidates.find((password) => password !== won[0])!;
      await http().post('/api/auth/login').send({ email: user.email, password: won[0] }).expect(200);
      await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
      await http().post('/api/auth/login').send({ email: user.email, password: loser }).expect(401);
    });

    it('throttles wrong current passwords', async () => {
      const user = await createTestUser(testApp);
      const body = { currentPassword: 'nao-e-esta', password: strongPassword, confirmPassword: strongPassword };
      for (let attempt = 0; attempt < 10; attempt += 1) await user.agent.post('/api/me/password').send(body).expect(400);
      const throttled = await user.agent
        .post('/api/me/password')
        .send({ ...body, currentPassword: user.password })
        .expect(429);
      expect(throttled.body.error.message).toBe('Muitas tentativas com a senha atual. Aguarde 15 minutos e tente novamente.');
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('change e-mail', () => {
    it('changes the address only when the link sent to the new one is used, and tells the old one', async () => {
      const user = await createTestUser(testApp);
      const taken = await createTestUser(testApp);
      const conflict = await user.agent.post('/api/me/email').send({ email: taken.email, password: user.password }).expect(409);
      expect(conflict.body.error.details.code).toBe('EMAIL_TAKEN');
      const same = await user.agent.post('/api/me/email').send({ email: user.email.toUpperCase(), password: user.password }).expect(400);
      expect(same.body.error.details.code).toBe('SAME_EMAIL');
      const wrong = await user.agent
        .post('/api/me/email')
        .send({ email: newEmail('novo'), password: 'nao-e-esta' })
        .expect(400);
      expect(wrong.body.error.details.code).toBe('WRONG_PASSWORD');

      const target = newEmail('novo');
      const requested = await user.agent.post('/api/me/email').send({ email: target, password: user.password }).expect(200);
      expect(requested.body).toMatchObject({ success: true, pendingEmail: target });
      expect((await user.agent.get('/api/me/account').expect(200)).body).toMatchObject({ user: { email: user.email }, pendingEmail: { email: target } });
      const notice = await sql(
        testApp,
        `select subject, text_body from core_mail_outbox where to_address = $1 and subject = 'Pedido de troca de e-mail — Otimiza'`,
        [user.email],
      );
      expect(notice).toHaveLength(1);
      expect(notice[0].text_body).toContain(target);
      // Until the link is used, the account keeps its address.
      await http().post('/api/auth/login').send({ email: target, password: user.password }).expect(401);

      const token = new URL(await verificationLinkFor(testApp.database.url, target)).searchParams.get('token');
      const confirmed = await http().post('/api/auth/verify-email').send({ token }).expect(200);
      expect(confirmed.body).toEqual({ success: true, message: 'Novo e-mail confirmado! Use-o para entrar a partir de agora.', email: target });
      expect((await user.agent.get('/api/me/account').expect(200)).body).toMatchObject({ user: { email: target }, pendingEmail: null });
      await http().post('/api/auth/login').send({ email: target, password: user.password }).expect(200);
      await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
      const again = await http().post('/api/auth/verify-email').send({ token }).expect(400);
      expect(again.body.error.details.code).toBe('TOKEN_USED');
    });

    it('answers 409 at the link when the address was taken meanwhile, and spends nothing', async () => {
      const user = await createTestUser(testApp);
      const target = newEmail('disputado');
      await user.agent.post('/api/me/email').send({ email: target, password: user.password }).expect(200);
      const token = new URL(await verificationLinkFor(testApp.database.url, target)).searchParams.get('token');
      await createTestUser(testApp, { email: target });
      const refused = await http().post('/api/auth/verify-email').set('Accept-Language', 'en').send({ token }).expect(409);
      expect(refused.body.error).toMatchObject({ message: 'This e-mail is already used by another account.', details: { code: 'EMAIL_TAKEN' } });
      expect((await user.agent.get('/api/me/account').expect(200)).body.user.email).toBe(user.email);
    });
  });

  describe('data export', () => {
    it('downloads a ZIP of the account, the workspace and every plugin’s records, without secrets or other workspaces', async () => {
      const user = await createTestUser(testApp);
      const other = await createTestUser(testApp);
      const seeded = await seedWorkspaceData(testApp, user);
      const foreign = await seedWorkspaceData(testApp, other);

      const response = await binary(user.agent.get('/api/me/data-export')).expect(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="otimiza-dados-\d{4}-\d{2}-\d{2}\.zip"$/);
      const files = readZip(response.body as Buffer);
      const json = (name: string) => JSON.parse(files.get(name)!.toString('utf8'));
      const lines = (name: string) =>
        files
          .get(name)!
          .toString('utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line));

      expect(files.get('LEIA-ME.txt')!.toString('utf8')).toContain(user.email);
      expect(json('manifest.json')).toMatchObject({
        userId: user.userId,
        workspaceId: user.workspaceId,
      });
      expect(json('manifest.json').sections.sort()).toEqual([
        'account',
        'ai-tools',
        'analysis',
        'analytics',
        'audit',
        'bi',
        'customer-success',
        'notifications',
        'reports',
        'site-audit',
        'white-label',
      ]);
      expect(json('account/user.json')).toMatchObject({ id: user.userId, email: user.email, firstName: 'Teste' });
      expect(json('account/workspace.json')).toMatchObject({ id: user.workspaceId, paidPlan: 'free' });
      expect(json('account/memberships.json')).toEqual([expect.objectContaining({ workspaceId: user.workspaceId, role: 'owner' })]);
      expect(json('account/sessions.json').length).toBeGreaterThan(0);
      expect(lines('account/usage/ai-usage.jsonl')).toEqual([expect.objectContaining({ tool: 'strategic-planning', inputTokens: 120 })]);
      const analyses = lines('analysis/analyses.jsonl');
      expect(analyses).toEqual([expect.objectContaining({ id: seeded.analysisId, url: 'https://padaria-exemplo.com.br/', performanceScore: 81 })]);
      expect(analyses[0]).not.toHaveProperty('lighthouseReport');
      expect(lines('analysis/html-fixes.jsonl')).toHaveLength(1);
      expect(lines('analysis/deploys.jsonl')).toEqual([expect.objectContaining({ host: 'ftp.padaria-exemplo.com.br', analysisId: seeded.analysisId })]);
      expect(json('reports/brand-settings.json')).toMatchObject({ companyName: 'Padaria Pão Dourado', logoFile: 'brand-logo.png' });
      expect(files.get('reports/brand-logo.png')).toEqual(png);
      expect(json('reports/shared-reports.json')).toEqual([expect.objectContaining({ title: 'Relatório da padaria', analysisId: seeded.analysisId })]);
      expect(json('reports/recurring-reports.json')).toEqual([
        expect.objectContaining({ id: seeded.reportId, runs: [expect.objectContaining({ status: 'succeeded' })] }),
      ]);
      expect(lines('ai-tools/runs.jsonl')).toEqual([expect.objectContaining({ tool: 'strategic-planning', result: { plano: 'melhorar SEO' } })]);
      expect(lines('notifications/notifications.jsonl')).toEqual([
        expect.objectContaining({ type: 'seo_alert', title: { pt: 'SEO abaixo de 90', en: 'SEO below 90' } }),
      ]);

      const everything = [...files.values()].map((content) => content.toString('latin1')).join('\n');
      const secrets = [
        ...(await sql(testApp, 'select password_hash as secret from core_user_credential where user_id = $1', [user.userId])),
        ...(await sql(testApp, 'select token_hash as secret from core_session where user_id = $1', [user.userId])),
        ...(await sql(testApp, 'select token_hash as secret from core_email_token where user_id = $1', [user.userId])),
      ].map((row) => row.secret as string);
      expect(secrets.length).toBeGreaterThan(2);
      for (const secret of [...secrets, user.password, seeded.shareToken]) expect(everything).not.toContain(secret);
      expect(everything).not.toMatch(/password_?hash|token_?hash/i);
      for (const foreignId of [other.userId, other.workspaceId, foreign.analysisId, foreign.reportId]) expect(everything).not.toContain(foreignId);
    });

    it('is for signed-in users, and limited to five an hour', async () => {
      await http().get('/api/me/data-export').expect(401);
      const user = await createTestUser(testApp);
      for (let index = 0; index < 5; index += 1) await binary(user.agent.get('/api/me/data-export')).expect(200);
      const refused = await user.agent.get('/api/me/data-export').expect(429);
      expect(refused.body.error.type).toBe('RATE_LIMIT');
    });
  });

  describe('delete account', () => {
    it('asks for the confirmation word and the password', async () => {
      const user = await createTestUser(testApp);
      const noWord = await user.agent.delete('/api/me').send({ password: user.password, confirmation: 'sim' }).expect(400);
      expect(noWord.body.error.details.fields).toContainEqual({ path: 'confirmation', message: 'Digite EXCLUIR para confirmar' });
      const noWordEn = await user.agent.delete('/api/me').set('Accept-Language', 'en').send({ password: user.password }).expect(400);
      expect(noWordEn.body.error.details.fields).toContainEqual({ path: 'confirmation', message: 'Type DELETE to confirm' });
      const wrong = await user.agent.delete('/api/me').send({ password: 'nao-e-esta', confirmation: 'EXCLUIR' }).expect(400);
      expect(wrong.body.error.details.code).toBe('WRONG_PASSWORD');
      await user.agent.get('/api/auth/user').expect(200);
    });

    it('cancels the sandbox subscription first, deletes the workspace with its data, ends the session and leaves others untouched', async () => {
      const user = await createTestUser(testApp);
      const other = await createTestUser(testApp);
      const seeded = await seedWorkspaceData(testApp, user);
      const foreign = await seedWorkspaceData(testApp, other);
      const checkout = await user.agent.post('/api/upgrade/create-checkout').send({ planType: 'pro' }).expect(200);
      await user.agent.post(`/api/billing/sandbox/checkout/${checkout.body.sessionId as string}/pay`).expect(200);
      expect((await user.agent.get('/api/me/account').expect(200)).body.subscription).toEqual({ plan: 'pro', status: 'active', provider: 'sandbox' });

      const deleted = await user.agent.delete('/api/me').send({ password: user.password, confirmation: 'excluir' }).expect(200);
      expect(deleted.body).toEqual({ success: true, message: 'Sua conta foi excluída.' });
      expect(String(deleted.headers['set-cookie'])).toMatch(/otimiza_session=;/);
      await user.agent.get('/api/auth/user').expect(401);
      await http().post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);

      const cancellations = await sql(testApp, `select outcome from core_billing_event where type = 'customer.subscription.deleted' and workspace_id is null`);
      expect(cancellations).toEqual([{ outcome: 'applied' }]);
      expect(await sql(testApp, 'select 1 from core_user where id = $1', [user.userId])).toHaveLength(0);
      expect(await sql(testApp, 'select 1 from core_workspace where id = $1', [user.workspaceId])).toHaveLength(0);
      for (const table of [
        'analysis_analysis',
        'analysis_html_fix',
        'analysis_deploy',
        'reports_shared_report',
        'reports_recurring_report',
        'reports_brand_settings',
        'ai_tools_run',
        'core_ai_usage',
        'core_subscription',
      ]) {
        expect(await sql(testApp, `select 1 from ${table} where workspace_id = $1`, [user.workspaceId]), table).toHaveLength(0);
      }
      expect(await sql(testApp, 'select 1 from reports_recurring_run where report_id = $1', [seeded.reportId])).toHaveLength(0);
      expect(await sql(testApp, 'select 1 from core_session where user_id = $1', [user.userId])).toHaveLength(0);
      const goodbye = await sql(testApp, `select text_body from core_mail_outbox where to_address = $1 and subject = 'Sua conta foi excluída — Otimiza'`, [
        user.email,
      ]);
      expect(goodbye).toHaveLength(1);
      expect(goodbye[0].text_body).toContain('A assinatura foi cancelada');

      // The other workspace keeps everything.
      await other.agent.get('/api/auth/user').expect(200);
      expect(await sql(testApp, 'select 1 from analysis_analysis where id = $1', [foreign.analysisId])).toHaveLength(1);
      expect(await sql(testApp, 'select 1 from reports_recurring_report where id = $1', [foreign.reportId])).toHaveLength(1);
      expect(await sql(testApp, 'select 1 from reports_brand_settings where workspace_id = $1', [other.workspaceId])).toHaveLength(1);
      // The address may sign up again.
      await http()
        .post('/api/auth/register')
        .send({ email: user.email, password: strongPassword, confirmPassword: strongPassword, firstName: 'Nova', lastName: 'Conta' })
        .expect(201);
    });

    it('keeps a workspace that has another owner: only the membership goes', async () => {
      const owner = await createTestUser(testApp);
      const coOwner = await createTestUser(testApp);
      const seeded = await seedWorkspaceData(testApp, owner);
      await sql(testApp, `insert into core_membership (workspace_id, user_id, role) values ($1, $2, 'owner')`, [owner.workspaceId, coOwner.userId]);
      expect((await owner.agent.get('/api/me/account').expect(200)).body.deletion).toEqual({ allowed: true, blockedBy: null, deletesWorkspace: false });

      await owner.agent.delete('/api/me').send({ password: owner.password, confirmation: 'DELETE' }).expect(200);
      expect(await sql(testApp, 'select 1 from core_workspace where id = $1', [owner.workspaceId])).toHaveLength(1);
      expect(await sql(testApp, 'select user_id, role from core_membership where workspace_id = $1', [owner.workspaceId])).toEqual([
        { user_id: coOwner.userId, role: 'owner' },
      ]);
      expect(await sql(testApp, 'select user_id from analysis_analysis where id = $1', [seeded.analysisId])).toEqual([{ user_id: null }]);
      const goodbye = await sql(testApp, `select text_body from core_mail_outbox where to_address = $1 and subject = 'Sua conta foi excluída — Otimiza'`, [
        owner.email,
      ]);
      expect(goodbye[0].text_body).toContain('O espaço de trabalho continua com os outros proprietários.');
    });

    it('refuses the only owner of a workspace with other members, and the demo’s user', async () => {
      const owner = await createTestUser(testApp);
      const member = await createTestUser(testApp);
      await sql(testApp, `insert into core_membership (workspace_id, user_id, role) values ($1, $2, 'member')`, [owner.workspaceId, member.userId]);
      expect((await owner.agent.get('/api/me/account').expect(200)).body.deletion).toMatchObject({ allowed: false, blockedBy: 'members-without-owner' });
      const blocked = await owner.agent.delete('/api/me').send({ password: owner.password, confirmation: 'EXCLUIR' }).expect(409);
      expect(blocked.body.error.details.code).toBe('WORKSPACE_HAS_MEMBERS');

      const demoUser = await createTestUser(testApp);
      const demoWorkspace = randomUUID();
      await sql(testApp, `insert into core_workspace (id, name, plan, is_demo, demo_token) values ($1, 'Demo', 'pro', true, $2)`, [
        demoWorkspace,
        randomUUID(),
      ]);
      await sql(testApp, `insert into core_membership (workspace_id, user_id, role) values ($1, $2, 'member')`, [demoWorkspace, demoUser.userId]);
      const demo = await demoUser.agent.delete('/api/me').send({ password: demoUser.password, confirmation: 'EXCLUIR' }).expect(403);
      expect(demo.body.error.details.code).toBe('DEMO_ACCOUNT');
      expect(await sql(testApp, 'select 1 from core_user where id in ($1, $2)', [owner.userId, demoUser.userId])).toHaveLength(2);
    });
  });
});
