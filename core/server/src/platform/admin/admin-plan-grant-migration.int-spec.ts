import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { CoreAdminPlanGrantMigration } from '../../kernel/database/migrations/000-core-20261124020000-admin-plan-grant.js';
import { migrationStatements } from '../../../test/migrations/migration-statements.js';

const statementsOf = (direction: 'up' | 'down') => migrationStatements(CoreAdminPlanGrantMigration, direction);

describe('migration 000-core-20261124020000-admin-plan-grant', () => {
  let testApp: TestApp;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
  const sql = (query: string, params: unknown[] = []): Promise<any[]> => queryDatabase(testApp.database.url, query, params);

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [] });
  });
  afterAll(() => testApp?.close());

  it('turns a plan an administrator wrote over the paid plan into a grant, and gives back the paid plan', async () => {
    const paying = await createTestUser(testApp);
    const raised = await createTestUser(testApp);
    const lowered = await createTestUser(testApp);
    const free = await createTestUser(testApp);
    for (const statement of statementsOf('down')) await sql(statement);
    // Before the grant existed: the administrator's choice was the workspace's plan itself.
    await sql(
      `insert into core_subscription (id, workspace_id, provider, plan, status, state_at)
       values ('sub_paying', $1, 'sandbox', 'pro', 'active', now()), ('sub_raised', $2, 'sandbox', 'lite', 'active', now()), ('sub_lowered', $3, 'sandbox', 'pro', 'active', now())`,
      [paying.workspaceId, raised.workspaceId, lowered.workspaceId],
    );
    await sql(`update core_workspace set plan = case id when $1 then 'pro' when $2 then 'enterprise' else 'free' end where id in ($1, $2, $3)`, [
      paying.workspaceId,
      raised.workspaceId,
      lowered.workspaceId,
    ]);

    for (const statement of statementsOf('up')) await sql(statement);
    const rows = await sql('select id, plan, granted_plan, plan_granted_at is not null as dated from core_workspace where id = any($1)', [
      [paying.workspaceId, raised.workspaceId, lowered.workspaceId, free.workspaceId],
    ]);
    const byWorkspace = new Map(rows.map((row) => [row.id as string, row]));
    expect(byWorkspace.get(paying.workspaceId)).toMatchObject({ plan: 'pro', granted_plan: null, dated: false });
    expect(byWorkspace.get(raised.workspaceId)).toMatchObject({ plan: 'lite', granted_plan: 'enterprise', dated: true });
    expect(byWorkspace.get(lowered.workspaceId)).toMatchObject({ plan: 'pro', granted_plan: null, dated: false });
    expect(byWorkspace.get(free.workspaceId)).toMatchObject({ plan: 'free', granted_plan: null, dated: false });

    for (const statement of statementsOf('down')) await sql(statement);
    expect(await sql('select plan from core_workspace where id = $1', [raised.workspaceId])).toEqual([{ plan: 'enterprise' }]);
    for (const statement of statementsOf('up')) await sql(statement);
  });
});
