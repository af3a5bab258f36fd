import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { maxListedDashboards, type DashboardList } from '@otimiza/plugin-bi-shared';
import biPlugin from '../index.js';

/** `count` custom dashboards of the owner's workspace, the n-th made n minutes ago and titled `Painel n`. */
async function storedDashboards(testApp: TestApp, owner: TestUser, count: number): Promise<void> {
  await queryDatabase(
    testApp.database.url,
    `insert into bi_dashboard (id, workspace_id, created_by, title, category, widgets, created_at, updated_at)
     select gen_random_uuid(), $1, $2, 'Painel ' || n, 'custom', '[]'::jsonb, now() - make_interval(mins => n), now() - make_interval(mins => n)
     from generate_series(1, $3::int) as n`,
    [owner.workspaceId, owner.userId, count],
  );
}

describe('the business intelligence dashboard list is bounded', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [biPlugin] });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it(`answers the ${maxListedDashboards} newest dashboards, newest first, and says older ones exist`, async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    await storedDashboards(testApp, owner, maxListedDashboards + 50);
    const newest = Array.from({ length: maxListedDashboards }, (_, index) => `Painel ${index + 1}`);
    for (const category of ['all', 'custom']) {
      const list = (await owner.agent.get(`/api/bi/dashboards?category=${category}`).expect(200)).body as DashboardList;
      expect(list.dashboards.map((dashboard) => dashboard.title)).toEqual(newest);
      expect(list.hasMore).toBe(true);
    }
    // The summary still counts every dashboard.
    expect((await owner.agent.get('/api/bi/system').expect(200)).body.summary.totalDashboards).toBe(maxListedDashboards + 50);
  });

  it('says nothing is left out when the list fits', async () => {
    const owner = await createTestUser(testApp, { plan: 'enterprise' });
    await storedDashboards(testApp, owner, maxListedDashboards);
    const list = (await owner.agent.get('/api/bi/dashboards').expect(200)).body as DashboardList;
    expect(list.dashboards).toHaveLength(maxListedDashboards);
    expect(list.hasMore).toBe(false);
  });
});
