import { randomBytes } from 'node:crypto';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import type { InvitableRole } from '@otimiza/sdk/shared';

/** The token of the newest invitation e-mailed to `email`, read from the outbox. */
export async function invitationTokenFor(testApp: TestApp, email: string): Promise<string> {
  const [mail] = await queryDatabase<{ links: string[] }>(
    testApp.database.url,
    `select links from core_mail_outbox where to_address = $1 and links->>0 like '%/invite?token=%' order by created_at desc limit 1`,
    [email],
  );
  const link = mail?.links[0];
  if (!link) throw new Error(`no invitation e-mail for ${email}`);
  return new URL(link).searchParams.get('token')!;
}

/** `inviter` invites `email` with `role` through the API; answers the invitation's id and the e-mailed token. */
export async function invite(testApp: TestApp, inviter: TestUser, email: string, role: InvitableRole): Promise<{ id: string; token: string }> {
  const created = await inviter.agent.post('/api/workspace/invitations').send({ email, role }).expect(201);
  return { id: created.body.id as string, token: await invitationTokenFor(testApp, email) };
}

/** `invitee` joins `inviter`'s workspace with `role` (invited and accepted through the API); their session is now in it. */
export async function joinWorkspace(testApp: TestApp, inviter: TestUser, invitee: TestUser, role: InvitableRole): Promise<void> {
  const { token } = await invite(testApp, inviter, invitee.email, role);
  await invitee.agent.post('/api/workspace/invitations/accept').send({ token }).expect(200);
}

/** A new user who joined `inviter`'s workspace with `role`. */
export async function newMemberOf(testApp: TestApp, inviter: TestUser, role: InvitableRole): Promise<TestUser> {
  const member = await createTestUser(testApp, { email: `membro-${randomBytes(5).toString('hex')}@example.com` });
  await joinWorkspace(testApp, inviter, member, role);
  return member;
}
