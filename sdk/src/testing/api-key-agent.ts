import request from 'supertest';
import type { TestApp } from './test-app.js';
import type { TestUser } from './test-users.js';

/**
 * A supertest agent that calls as `user`'s new public API key (`Authorization: Bearer` on every
 * request, no session cookie): what the public API (`/api/v1`, `@ApiKeyAccess`) takes. The user
 * must be an owner or admin of an Enterprise workspace, where keys are made.
 */
export async function apiKeyAgentOf(testApp: TestApp, user: TestUser): Promise<TestUser['agent']> {
  const created = await user.agent.post('/api/workspace/api-keys').send({ name: 'Chave de teste' }).expect(201);
  return request.agent(testApp.server as never).set('Authorization', `Bearer ${created.body.key as string}`);
}
