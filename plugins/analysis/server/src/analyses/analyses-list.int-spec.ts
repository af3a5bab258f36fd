import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trendBetween } from '@otimiza/sdk/shared';
import { createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import analysisPlugin from '../index.js';

/** The dashboard figures counted from scratch over the stored rows (what the kept figures must equal); the average improvement is finished by `averageStableChange`. */
const referenceStats = `
  with done as (
    select url, strategy, coalesce((page_speed_results->>'auditRuns')::int, 1) as runs, created_at, id, largest_contentful_paint_ms,
           array[performance_score, accessibility_score, seo_score, best_practices_score] as scores
    from analysis_analysis where workspace_id = $1 and status = 'completed'
  )
  select (select count(*)::int from done) as total,
         (select count(*)::int from done where to_char(created_at at time zone 'America/Sao_Paulo', 'YYYY-MM') = to_char(now() at time zone 'America/Sao_Paulo', 'YYYY-MM')) as month,
         (select round(avg(largest_contentful_paint_ms))::int from done) as avg_lcp,
         (select coalesce(json_agg(json_build_array(first, latest)), '[]') from (
            select (array_agg(scores order by created_at asc, id asc))[1:1] as first, (array_agg(scores order by created_at desc, id desc))[1:1] as latest
            from done group by url, strategy, runs having count(*) > 1) per_url) as url_scores,
         (select count(*)::int from analysis_analysis where workspace_id = $1) as analyses`;

const categories = ['performance', 'accessibility', 'seo', 'bestPractices'] as const;

/** The rule of sdk's score-spread, applied here in TypeScript: each score's change counts only beyond its run-to-run spread. */
function averageStableChange(urlScores: [(number | null)[][], (number | null)[][]][]): { sum: number; count: number } {
  let sum = 0;
  let count = 0;
  for (const [[first], [latest]] of urlScores) {
    if ([...first!, ...latest!].some((score) => score === null)) continue;
    count += 1;
    categories.forEach((category, index) => {
      const before = first![index]!;
      const after = latest![index]!;
      if (trendBetween(before, after, category) !== 'stable') sum += after - before;
    });
  }
  return { sum, count };
}

describe('the analyses list and the dashboard figures at scale', () => {
  let testApp: TestApp;
  let user: TestUser;
  let client: pg.Client;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [analysisPlugin] });
    user = await createTestUser(testApp, { plan: 'pro' });
    client = new pg.Client({ connectionString: testApp.database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await testApp?.close();
  });

  async function insert(count: number, url: (index: number) => string, workspaceId = user.workspaceId): Promise<void> {
    await client.query(
      `insert into analysis_analysis (id, workspace_id, url, domain, path, strategy, status, performance_score, accessibility_score, seo_score,
         best_practices_score, largest_contentful_paint_ms, optimized_html, applied_fixes, context, created_at)
       select gen_random_uuid(), $1, u.url, 'exemplo.com.br', '/', 'desktop', 'completed', 50 + i % 50, 60, 70, 80, 1000 + i,
         '<html><body>página otimizada</body></html>', '[]', '{"companyName":"Exemplo"}', now() - make_interval(mins => i)
       from generate_series(1, $2::int) i, lateral (select ($3::text[])[i] as url) u`,
      [workspaceId, count, Array.from({ length: count }, (_, index) => url(index + 1))],
    );
  }

  it('lists summaries only: no page, fixes, context or report in the list', async () => {
    await insert(3, (index) => `https://resumo-${index}.com.br/`);
    const list = (await user.agent.get('/api/analyses?page=1&limit=3').expect(200)).body;
    expect(list.analyses).toHaveLength(3);
    for (const analysis of list.analyses) {
      expect(analysis).toMatchObject({ status: 'completed', scores: expect.any(Object), verification: { status: expect.any(String) } });
      for (const heavy of ['optimizedHtml', 'appliedFixes', 'context', 'pageSpeedResults', 'estimatedImprovements']) expect(analysis).not.toHaveProperty(heavy);
    }
  });

  it('pages by keyset: every analysis once, newest first, unmoved by one added meanwhile', async () => {
    const other = await createTestUser(testApp, { plan: 'pro' });
    await insert(45, (index) => `https://pagina-${index}.com.br/`, other.workspaceId);
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    for (let page = 0; page < 5 && (page === 0 || cursor); page++) {
      const query: string = cursor ? `cursor=${cursor}&limit=20` : 'page=1&limit=20';
      const body = (await other.agent.get(`/api/analyses?${query}`).expect(200)).body as {
        analyses: { id: string; createdAt: string }[];
        nextCursor: string | null;
        total: number;
      };
      expect(body.total).toBe(page === 0 ? 45 : 46);
      sizes.push(body.analyses.length);
      seen.push(...body.analyses.map((analysis) => analysis.id));
      const times = body.analyses.map((analysis) => Date.parse(analysis.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      cursor = body.nextCursor;
      // A new analysis arrives after the first page: it goes to the top, not into the pages that follow.
      if (page === 0) await insert(1, () => 'https://nova.com.br/', other.workspaceId);
    }
    expect(sizes).toEqual([20, 20, 5]);
    expect(new Set(seen).size).toBe(45);
    await other.agent.get('/api/analyses?cursor=nao-e-um-cursor').expect(400);
  });

  it('refuses page numbers past the first 10 000 analyses, pointing to the cursor, and says whether a page follows', async () => {
    const deep = await createTestUser(testApp, { plan: 'pro' });
    await insert(30, (index) => `https://fundo-${index}.com.br/`, deep.workspaceId);
    // Twenty deep pages at once: each refused before any row is read.
    const refused = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        deep.agent.get(`/api/analyses?page=${4999 - index}&limit=20`).set('Accept-Language', index % 2 ? 'en' : 'pt-BR'),
      ),
    );
    refused.forEach((response, index) => {
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ type: 'VALIDATION_ERROR', details: { source: 'query', fields: [{ path: 'page' }] } });
      expect(response.body.error.message).toContain(index % 2 ? 'pass the previous page' : 'siga o nextCursor');
    });
    // The last page numbers reach: 500 × 20 = 10 000 analyses; 501 goes past them.
    const last = (await deep.agent.get('/api/analyses?page=500&limit=20').expect(200)).body;
    expect(last).toMatchObject({ analyses: [], hasMore: false, nextCursor: null });
    await deep.agent.get('/api/analyses?page=501&limit=20').expect(400);
    await deep.agent.get('/api/analyses?page=1&limit=101').expect(400);
    // A cursor reaches any depth, and hasMore and nextCursor say when the list ends.
    const first = (await deep.agent.get('/api/analyses?page=1&limit=20').expect(200)).body;
    expect(first).toMatchObject({ hasMore: true, nextCursor: expect.any(String) });
    const second = (await deep.agent.get(`/api/analyses?page=4999&limit=20&cursor=${first.nextCursor}`).expect(200)).body;
    expect(second.analyses).toHaveLength(10);
    expect(second).toMatchObject({ hasMore: false, nextCursor: null });
    const exact = (await deep.agent.get('/api/analyses?page=1&limit=30').expect(200)).body;
    expect(exact).toMatchObject({ hasMore: false, nextCursor: null });
    expect(exact.analyses).toHaveLength(30);
  });

  it('reads the list through the (workspace, created_at) index and searches through the trigram index', async () => {
    await insert(20_000, (index) =>
      index % 5000 === 0 ? `https://confeitaria-${index}.com.br/` : index % 200 === 0 ? `https://padaria-${index}.com.br/` : `https://empresa-${index}.com.br/`,
    );
    await client.query('analyze analysis_analysis');
    // A few thousand rows fit a sequential scan; with it off, the plan shows which index serves the query when the table is large.
    const plan = async (sql: string, params: unknown[]) => {
      await client.query('begin');
      try {
        await client.query('set local enable_seqscan = off');
        return (await client.query(`explain ${sql}`, params)).rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
      } finally {
        await client.query('rollback');
      }
    };
    expect(await plan('select id from analysis_analysis where workspace_id = $1 order by created_at desc, id desc limit 20', [user.workspaceId])).toContain(
      'analysis_analysis_workspace_created_idx',
    );
    // A rare term is found through the trigram index; a common one may walk the newest-first index and stop at 20.
    expect(
      await plan(`select id from analysis_analysis where workspace_id = $1 and url ilike '%confeitaria%' order by created_at desc, id desc limit 20`, [
        user.workspaceId,
      ]),
    ).toContain('analysis_analysis_url_search_idx');
    // The total of a search is counted through it too.
    expect(
      await plan(`select count(*) from (select 1 from analysis_analysis where workspace_id = $1 and url ilike '%padaria%' limit 10001) matching`, [
        user.workspaceId,
      ]),
    ).toContain('analysis_analysis_url_search_idx');
    const found = (await user.agent.get('/api/analyses?search=padaria&limit=20').expect(200)).body;
    expect(found.total).toBe(96);
    expect(found.analyses.every((analysis: { url: string }) => analysis.url.includes('padaria'))).toBe(true);
  });

  it('keeps the dashboard figures equal to a count from scratch, whatever is written, changed or deleted', async () => {
    const urls = ['https://a.com.br/', 'https://b.com.br/', 'https://c.com.br/'];
    const operation = fc.oneof(
      // A score of 0 stands for a row stored without scores, which older rows and some specs have.
      fc.record({
        kind: fc.constant('insert' as const),
        url: fc.constantFrom(...urls),
        status: fc.constantFrom('completed', 'failed', 'queued'),
        score: fc.integer({ min: 0, max: 100 }),
        lcp: fc.option(fc.integer({ min: 100, max: 9000 })),
        daysAgo: fc.integer({ min: 0, max: 90 }),
        // Audits are compared like with like: per URL, strategy and run count.
        strategy: fc.constantFrom('desktop', 'mobile'),
        runs: fc.constantFrom(null, 1, 3),
      }),
      fc.record({ kind: fc.constant('complete' as const), score: fc.integer({ min: 0, max: 100 }) }),
      fc.record({ kind: fc.constant('delete' as const) }),
      fc.record({ kind: fc.constant('rescore' as const), score: fc.integer({ min: 0, max: 100 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        const owner = await createTestUser(testApp, { plan: 'pro' });
        for (const op of operations) {
          if (op.kind === 'insert') {
            await client.query(
              `insert into analysis_analysis (id, workspace_id, url, domain, path, strategy, status, performance_score, accessibility_score, seo_score, best_practices_score,
                 largest_contentful_paint_ms, created_at, page_speed_results) values ($1, $2, $3, 'x', '/', $8, $4, $5, $5, $5, $5, $6, now() - make_interval(days => $7), $9)`,
              [
                randomUUID(),
                owner.workspaceId,
                op.url,
                op.status,
                op.status === 'queued' || op.score === 0 ? null : op.score,
                op.lcp,
                op.daysAgo,
                op.strategy,
                op.runs === null ? null : JSON.stringify({ auditRuns: op.runs }),
              ],
            );
          } else if (op.kind === 'complete') {
            await client.query(
              `update analysis_analysis set status = 'completed', performance_score = $2, accessibility_score = $2, seo_score = $2, best_practices_score = $2
               where id = (select id from analysis_analysis where workspace_id = $1 and status = 'queued' limit 1)`,
              [owner.workspaceId, op.score],
            );
          } else if (op.kind === 'delete') {
            await client.query(
              'delete from analysis_analysis where id = (select id from analysis_analysis where workspace_id = $1 order by random() limit 1)',
              [owner.workspaceId],
            );
          } else {
            await client.query(
              `update analysis_analysis set performance_score = $2 where id = (select id from analysis_analysis where workspace_id = $1 and status = 'completed' order by random() limit 1)`,
              [owner.workspaceId, op.score],
            );
          }
        }
        const [expected] = (await client.query(referenceStats, [owner.workspaceId])).rows;
        const change = averageStableChange(expected.url_scores);
        const [average] = (await client.query('select round($1::numeric / 4 / nullif($2, 0), 1)::float as value', [change.sum, change.count])).rows;
        const stats = (await owner.agent.get('/api/dashboard/stats').expect(200)).body;
        expect(stats).toEqual({
          totalAnalyses: expected.total,
          monthlyAnalyses: expected.month,
          thisMonth: expected.month,
          avgLoadTime: expected.avg_lcp,
          avgImprovement: average.value,
        });
        expect((await owner.agent.get('/api/analyses?limit=1').expect(200)).body.total).toBe(expected.analyses);
      }),
      {
        numRuns: 25,
        // Found by this property: an average change of −0.25 must read −0.3, as PostgreSQL rounds it (Math.round gave −0.2).
        examples: [
          [
            [
              { kind: 'insert', url: 'https://a.com.br/', status: 'completed', score: 7, lcp: null, daysAgo: 0, strategy: 'desktop', runs: null },
              { kind: 'rescore', score: 30 },
              { kind: 'insert', url: 'https://a.com.br/', status: 'completed', score: 13, lcp: null, daysAgo: 1, strategy: 'desktop', runs: null },
            ],
          ],
          // All four scores +3: performance's 3 is noise, the other three count: 9 / 4 = 2.25, read 2.3.
          [
            [
              { kind: 'insert', url: 'https://b.com.br/', status: 'completed', score: 50, lcp: 1200, daysAgo: 3, strategy: 'desktop', runs: null },
              { kind: 'insert', url: 'https://b.com.br/', status: 'completed', score: 53, lcp: 1100, daysAgo: 0, strategy: 'desktop', runs: null },
            ],
          ],
        ],
      },
    );
  }, 240_000);

  it('drops the figures with the workspace', async () => {
    const leaving = await createTestUser(testApp, { plan: 'pro' });
    await insert(3, (index) => `https://sai-${index}.com.br/`, leaving.workspaceId);
    await client.query('delete from core_workspace where id = $1', [leaving.workspaceId]);
    for (const table of ['analysis_workspace_stats', 'analysis_monthly_stats', 'analysis_url_stats']) {
      expect((await client.query(`select 1 from ${table} where workspace_id = $1`, [leaving.workspaceId])).rows).toEqual([]);
    }
  });
});
