import { createHash, randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import { invite, invitationTokenFor, joinWorkspace } from '../../../test/team/join-workspace.js';
import { MAX_WORKSPACE_PEOPLE } from './invitations.service.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
const sql = (testApp: TestApp, query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);
const newEmail = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/** A completed analysis of `owner`'s workspace, written directly (no audit needed). */
async function seedAnalysis(testApp: TestApp, owner: TestUser, url: string): Promise<string> {
  const id = randomUUID();
  await sql(
    testApp,
    `insert into analysis_analysis (id, workspace_id, user_id, url, domain, path, strategy, status, progress, step,
       performance_score, accessibility_score, seo_score, best_practices_score, completed_at, started_at)
     values ($1, $2, $3, $4, 'padaria-exemplo.com.br', '/', 'mobile', 'completed', 100, 'complete', 81, 92, 95, 100, now(), now())`,
    [id, owner.workspaceId, owner.userId, url],
  );
  return id;
}

describe('team invitations (Enterprise user management)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: await installedPlugins('analysis') });
  });
  afterAll(() => testApp?.close());

  it("e-mails a single-use link in the inviter's language, storing only the token's hash", async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const email = newEmail('convidada');
    const created = await owner.agent
      .post('/api/workspace/invitations')
      .set('Accept-Language', 'en')
      .send({ email: `  ${email.toUpperCase()} `, role: 'member' })
      .expect(201);
    expect(created.body).toMatchObject({ email, role: 'member', invitedBy: 'Teste Usuário' });
    expect(new Date(created.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    const [mail] = await sql(testApp, 'select subject, text_body, links from core_mail_outbox where to_address = $1', [email]);
    expect(mail.subject).toBe('Teste Usuário invited you to Teste Usuário — Otimiza');
    expect(mail.text_body).toContain('as Member');
    expect(mail.links[0]).toMatch(/\/invite\?token=[\w-]{43}$/);
    const token = await invitationTokenFor(testApp, email);

    const rows = await sql(testApp, 'select * from core_workspace_invitation where id = $1', [created.body.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows[0])).not.toContain(token);

    const listed = (await owner.agent.get('/api/workspace/invitations').expect(200)).body.invitations;
    expect(listed).toEqual([created.body]);

    const ptEmail = newEmail('pt');
    await owner.agent.post('/api/workspace/invitations').send({ email: ptEmail, role: 'viewer' }).expect(201);
    const [ptMail] = await sql(testApp, 'select subject, text_body from core_mail_outbox where to_address = $1', [ptEmail]);
    expect(ptMail.subject).toBe('Teste Usuário convidou você para Teste Usuário — Otimiza');
    expect(ptMail.text_body).toContain('como Leitor');
  });

  it("lets the invitee join: a member sees and works on the workspace's analyses, a viewer sees them and gets 403 on writes", async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const url = `https://padaria-${randomBytes(3).toString('hex')}.com.br/`;
    const analysisId = await seedAnalysis(testApp, owner, url);

    const member = await createTestUser(testApp);
    const { token } = await invite(testApp, owner, member.email, 'member');
    const accepted = await member.agent.post('/api/workspace/invitations/accept').send({ token }).expect(200);
    expect(accepted.body).toEqual({ workspace: { id: owner.workspaceId, name: 'Teste Usuário', role: 'member' } });
    // The session moved to the workspace joined.
    expect((await member.agent.get('/api/auth/user').expect(200)).body.user.workspace).toEqual({
      id: owner.workspaceId,
      name: 'Teste Usuário',
      role: 'member',
      managedBy: null,
    });
    const seen = (await member.agent.get('/api/analyses').expect(200)).body.analyses as { id: string; url: string }[];
    expect(seen.map((analysis) => analysis.id)).toEqual([analysisId]);
    // A member may write: the request reaches the route, whose validation answers.
    expect((await member.agent.post('/api/analyze').send({ url: 'não é um endereço' })).status).toBe(400);

    const viewer = await createTestUser(testApp);
    await joinWorkspace(testApp, owner, viewer, 'viewer');
    expect((await viewer.agent.get('/api/analyses').expect(200)).body.analyses.map((analysis: { url: string }) => analysis.url)).toEqual([url]);
    await viewer.agent.get(`/api/analyses/${analysisId}`).expect(200);
    const refused = await viewer.agent.post('/api/analyze').send({ url: 'https://example.com/' }).expect(403);
    expect(refused.body.error).toMatchObject({ type: 'FORBIDDEN', details: { code: 'VIEWER_READ_ONLY' } });
    expect(refused.body.error.message).toMatch(/^Seu papel neste espaço de trabalho é Leitor/);
    const inEnglish = await viewer.agent.delete(`/api/analyses/${analysisId}`).set('Accept-Language', 'en').expect(403);
    expect(inEnglish.body.error.message).toMatch(/^You are a viewer in this workspace/);
    expect(await sql(testApp, 'select id from analysis_analysis where id = $1', [analysisId])).toHaveLength(1);
    // What a viewer may still do: their own account and session.
    const wrongPassword = await viewer.agent
      .post('/api/me/password')
      .send({ currentPassword: 'errada-123', password: 'outra-senha-longa-9', confirmPassword: 'outra-senha-longa-9' });
    expect(wrongPassword.status).toBe(400);
    await viewer.agent.post('/api/workspace/switch').send({ workspaceId: viewer.workspaceId }).expect(200);
    await viewer.agent.post('/api/auth/logout').expect(200);
  });

  it('joins once when one token is accepted 20 times in parallel', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const invitee = await createTestUser(testApp);
    const { token } = await invite(testApp, owner, invitee.email, 'member');
    const answers = await Promise.all(Array.from({ length: 20 }, () => invitee.agent.post('/api/workspace/invitations/accept').send({ token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(19).fill(400)]);
    for (const answer of answers.filter((candidate) => candidate.status === 400)) expect(answer.body.error.details.code).toBe('INVITATION_USED');
    const memberships = await sql(testApp, 'select role from core_membership where workspace_id = $1 and user_id = $2', [owner.workspaceId, invitee.userId]);
    expect(memberships).toEqual([{ role: 'member' }]);

    const again = await invitee.agent.post('/api/workspace/invitations/accept').send({ token }).expect(400);
    expect(again.body.error.message).toBe('Este convite já foi usado. Peça um novo convite a quem convidou você.');
    const lookup = await request(testApp.server as never)
      .post('/api/workspace/invitations/lookup')
      .send({ token })
      .expect(200);
    expect(lookup.body).toMatchObject({ status: 'used', email: invitee.email, role: 'member', workspaceName: 'Teste Usuário', invitedBy: 'Teste Usuário' });
  });

  it("refuses an expired token, an unknown one and another account's e-mail, with clear messages", async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const invitee = await createTestUser(testApp);
    const { id, token } = await invite(testApp, owner, invitee.email, 'viewer');

    const someoneElse = await createTestUser(testApp);
    const other = await someoneElse.agent.post('/api/workspace/invitations/accept').send({ token }).expect(403);
    expect(other.body.error).toMatchObject({ type: 'FORBIDDEN', details: { code: 'INVITATION_OTHER_EMAIL' } });
    expect(other.body.error.message).toBe(`Este convite foi enviado para ${invitee.email}. Entre com a conta desse e-mail para aceitá-lo.`);

    await sql(testApp, `update core_workspace_invitation set expires_at = now() - interval '1 second' where id = $1`, [id]);
    const expired = await invitee.agent.post('/api/workspace/invitations/accept').send({ token }).expect(400);
    expect(expired.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: 'Este convite expirou. Peça um novo convite a quem convidou você.' });
    expect(expired.body.error.details.code).toBe('INVITATION_EXPIRED');
    const inEnglish = await invitee.agent.post('/api/workspace/invitations/accept').set('Accept-Language', 'en').send({ token }).expect(400);
    expect(inEnglish.body.error.message).toBe('This invitation has expired. Ask whoever invited you for a new one.');
    const visitor = request(testApp.server as never);
    expect((await visitor.post('/api/workspace/invitations/lookup').send({ token }).expect(200)).body.status).toBe('expired');

    const unknown = await invitee.agent
      .post('/api/workspace/invitations/accept')
      .send({ token: randomBytes(32).toString('base64url') })
      .expect(400);
    expect(unknown.body.error.details.code).toBe('INVITATION_UNKNOWN');
    const empty = await invitee.agent.post('/api/workspace/invitations/accept').send({}).expect(400);
    expect(empty.body.error.message).toMatch(/Link de convite incompleto/);
    expect(
      await sql(testApp, 'select 1 from core_membership where workspace_id = $1 and user_id in ($2, $3)', [
        owner.workspaceId,
        invitee.userId,
        someoneElse.userId,
      ]),
    ).toEqual([]);
  });

  it('revokes an invitation, and a new one to the same address replaces the open one', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const email = newEmail('revogado');
    const first = await invite(testApp, owner, email, 'member');
    const second = await invite(testApp, owner, email, 'admin');
    const listed = (await owner.agent.get('/api/workspace/invitations').expect(200)).body.invitations;
    expect(listed.map((invitation: { id: string; role: string }) => [invitation.id, invitation.role])).toEqual([[second.id, 'admin']]);
    const visitor = request(testApp.server as never);
    expect((await visitor.post('/api/workspace/invitations/lookup').send({ token: first.token }).expect(400)).body.error.details.code).toBe(
      'INVITATION_UNKNOWN',
    );

    await owner.agent.delete(`/api/workspace/invitations/${second.id}`).expect(200);
    expect((await owner.agent.get('/api/workspace/invitations').expect(200)).body.invitations).toEqual([]);
    await owner.agent.delete(`/api/workspace/invitations/${second.id}`).expect(404);
    expect((await visitor.post('/api/workspace/invitations/lookup').send({ token: second.token }).expect(400)).body.error.details.code).toBe(
      'INVITATION_UNKNOWN',
    );
  });

  it('refuses to invite someone already in the workspace', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const refused = await owner.agent.post('/api/workspace/invitations').send({ email: owner.email, role: 'member' }).expect(409);
    expect(refused.body.error).toMatchObject({ message: 'Esta pessoa já faz parte do espaço de trabalho.', details: { code: 'ALREADY_MEMBER' } });
    const badRole = await owner.agent
      .post('/api/workspace/invitations')
      .send({ email: newEmail('dono'), role: 'owner' })
      .expect(400);
    expect(badRole.body.error.type).toBe('VALIDATION_ERROR');
  });

  it('is Enterprise only: 402 on other plans (the list of members shows the owner alone), and when the inviting workspace lost the plan', async () => {
    const pro = await createTestUser(testApp, { plan: 'pro' });
    const refused = await pro.agent
      .post('/api/workspace/invitations')
      .send({ email: newEmail('pro'), role: 'member' })
      .expect(402);
    expect(refused.body.error).toMatchObject({ type: 'SUBSCRIPTION_REQUIRED', details: { requiredFeature: 'userManagement', plan: 'pro' } });
    const members = (await pro.agent.get('/api/workspace/members').expect(200)).body.members;
    expect(members.map((member: { email: string; role: string }) => [member.email, member.role])).toEqual([[pro.email, 'owner']]);
    await pro.agent.patch(`/api/workspace/members/${pro.userId}`).send({ role: 'owner' }).expect(402);

    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const invitee = await createTestUser(testApp);
    const { token } = await invite(testApp, owner, invitee.email, 'member');
    await sql(testApp, `update core_workspace set plan = 'pro' where id = $1`, [owner.workspaceId]);
    const lost = await invitee.agent.post('/api/workspace/invitations/accept').send({ token }).expect(402);
    expect(lost.body.error.type).toBe('SUBSCRIPTION_REQUIRED');
    expect(await sql(testApp, 'select 1 from core_membership where workspace_id = $1 and user_id = $2', [owner.workspaceId, invitee.userId])).toEqual([]);
  });

  it('keeps invitations to owners and admins: members and viewers get 403', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const admin = await createTestUser(testApp);
    await joinWorkspace(testApp, owner, admin, 'admin');
    await invite(testApp, admin, newEmail('por-admin'), 'viewer');

    const member = await createTestUser(testApp);
    await joinWorkspace(testApp, owner, member, 'member');
    const refused = await member.agent
      .post('/api/workspace/invitations')
      .send({ email: newEmail('x'), role: 'member' })
      .expect(403);
    expect(refused.body.error).toMatchObject({
      message: 'Só proprietários e administradores do espaço de trabalho podem fazer isso.',
      details: { code: 'ROLE_REQUIRED', requiredRole: 'admin' },
    });
    await member.agent.get('/api/workspace/invitations').expect(403);
  });

  it('keeps members and open invitations within MAX_WORKSPACE_PEOPLE: of 20 invitations at once at the cap − 1 one is sent, 19 answer 409', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    const other = await createTestUser(testApp, { plan: 'enterprise' });
    // The owner is one person; open invitations written straight in the database make the rest up to the cap − 1.
    await sql(
      testApp,
      `insert into core_workspace_invitation (id, workspace_id, email, role, token_hash, expires_at, created_at, updated_at)
        select gen_random_uuid(), $1, 'aberto-' || n || '@example.com', 'member', md5(random()::text || n), now() + interval '7 days', now(), now()
        from generate_series(1, $2::int) n`,
      [owner.workspaceId, MAX_WORKSPACE_PEOPLE - 2],
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        owner.agent
          .post('/api/workspace/invitations')
          .set('Accept-Language', 'pt')
          .send({ email: newEmail('lote'), role: 'member' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.error).toMatchObject({
      message: `Limite de ${MAX_WORKSPACE_PEOPLE} pessoas (membros e convites em aberto) atingido. Exclua um convite em aberto ou um membro para criar outro convite.`,
      details: { code: 'ITEM_LIMIT', limit: MAX_WORKSPACE_PEOPLE },
    });
    // Sending an open invitation again replaces it: not one person more.
    await owner.agent.post('/api/workspace/invitations').send({ email: 'aberto-1@example.com', role: 'viewer' }).expect(201);
    expect((await owner.agent.get('/api/workspace/invitations').expect(200)).body.invitations).toHaveLength(MAX_WORKSPACE_PEOPLE - 1);
    await other.agent
      .post('/api/workspace/invitations')
      .send({ email: newEmail('outro'), role: 'member' })
      .expect(201);
  });
});
