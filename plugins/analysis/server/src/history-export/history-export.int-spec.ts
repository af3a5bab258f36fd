import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import analysisPlugin from '../index.js';

const exportPath = '/api/analysis-history/export';

/** Today in Brasília time, as the file name carries it. */
const brasiliaToday = () => new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The stored rows the exports are checked against (created_at in UTC; their Brasília times in the expectations). */
const known = {
  home: { id: '10000000-0000-4000-8000-000000000001', url: 'https://padaria.com.br/', domain: 'padaria.com.br', strategy: 'desktop' },
  menu: { id: '10000000-0000-4000-8000-000000000002', url: 'https://padaria.com.br/cardapio', domain: 'padaria.com.br', strategy: 'mobile' },
  failed: { id: '10000000-0000-4000-8000-000000000003', url: 'https://loja.com.br/', domain: '+551199', strategy: 'mobile' },
  queued: { id: '10000000-0000-4000-8000-000000000004', url: 'https://outra.com.br/', domain: 'outra.com.br', strategy: 'desktop' },
} as const;

describe('the analyses history export (advancedExport)', () => {
  let testApp: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let client: pg.Client;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [analysisPlugin] });
    owner = await createTestUser(testApp, { plan: 'enterprise' });
    stranger = await createTestUser(testApp, { plan: 'enterprise' });
    client = new pg.Client({ connectionString: testApp.database.url });
    await client.connect();
    const completed = `insert into analysis_analysis (id, workspace_id, url, domain, path, strategy, status, performance_score, accessibility_score, seo_score,
        best_practices_score, issues_count, optimized_html, applied_fixes, context, created_at, started_at, completed_at)
      values ($1, $2, $3, $4, '/', $5, 'completed', $6, $7, $8, $9, $10, '<html></html>', '[]', '{}', $11, $11::timestamptz + interval '2 seconds', $11::timestamptz + interval '32 seconds')`;
    await client.query(completed, [known.home.id, owner.workspaceId, known.home.url, known.home.domain, 'desktop', 91, 88, 100, 96, 4, '2026-11-20T15:00:00Z']);
    // 23:30 on the 20th in Brasília, though the 21st in UTC.
    await client.query(completed, [known.menu.id, owner.workspaceId, known.menu.url, known.menu.domain, 'mobile', 62, 79, 92, 100, 11, '2026-11-21T02:30:00Z']);
    await client.query(
      `insert into analysis_analysis (id, workspace_id, url, domain, path, strategy, status, error_type, error_messages, error_message, created_at)
       values ($1, $2, $3, $4, '/', 'mobile', 'failed', 'NETWORK_ERROR', $5, 'x', '2026-11-21T03:30:00Z')`,
      [known.failed.id, owner.workspaceId, known.failed.url, known.failed.domain, JSON.stringify({ pt: '=HIPERLINK("http://mal")', en: '@SUM(1+1)' })],
    );
    await client.query(
      `insert into analysis_analysis (id, workspace_id, url, domain, path, strategy, status, created_at) values ($1, $2, $3, $4, '/', 'desktop', 'queued', '2026-11-22T12:00:00Z')`,
      [known.queued.id, owner.workspaceId, known.queued.url, known.queued.domain],
    );
    // Another workspace's analysis of the same site, which no filter of the owner's may reach.
    await client.query(
      `insert into analysis_analysis (id, workspace_id, url, domain, path, strategy, status, created_at)
       values ('20000000-0000-4000-8000-000000000001', $1, 'https://padaria.com.br/segredo', 'padaria.com.br', '/segredo', 'desktop', 'queued', '2026-11-20T16:00:00Z')`,
      [stranger.workspaceId],
    );
  });
  afterAll(async () => {
    await client?.end();
    await testApp?.close();
  });

  it('exports the filtered history as CSV with Portuguese headings, newest first, times in Brasília time', async () => {
    const response = await owner.agent.get(`${exportPath}?format=csv&search=padaria`).set('Accept-Language', 'pt-BR').expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="otimiza-analises-${brasiliaToday()}.csv"`);
    expect(response.text).toBe(
      '\uFEFFID,URL,Domínio,Estratégia,Status,Performance,Acessibilidade,SEO,Boas Práticas,Problemas,Criada em (BRT),Concluída em (BRT),Duração (ms),Erro\r\n' +
        `${known.menu.id},https://padaria.com.br/cardapio,padaria.com.br,mobile,Concluída,62,79,92,100,11,2026-11-20 23:30:00,2026-11-20 23:30:32,30000,\r\n` +
        `${known.home.id},https://padaria.com.br/,padaria.com.br,desktop,Concluída,91,88,100,96,4,2026-11-20 12:00:00,2026-11-20 12:00:32,30000,\r\n`,
    );
  });

  it('writes the headings, statuses and failures in English for an English reader (Accept-Language or ?language=en)', async () => {
    const byHeader = await owner.agent.get(`${exportPath}?status=failed`).set('Accept-Language', 'en-US,en;q=0.9').expect(200);
    const byQuery = await owner.agent.get(`${exportPath}?status=failed&language=en`).set('Accept-Language', 'pt-BR').expect(200);
    expect(byHeader.headers['content-disposition']).toBe(`attachment; filename="otimiza-analyses-${brasiliaToday()}.csv"`);
    for (const response of [byHeader, byQuery]) {
      expect(response.text).toBe(
        '\uFEFFID,URL,Domain,Strategy,Status,Performance,Accessibility,SEO,Best Practices,Issues,Created at (BRT),Completed at (BRT),Duration (ms),Error\r\n' +
          `${known.failed.id},https://loja.com.br/,'+551199,mobile,Failed,,,,,,2026-11-21 00:30:00,,,'@SUM(1+1)\r\n`,
      );
    }
  });

  it('neutralises every cell a spreadsheet would run as a formula, quoting per RFC 4180; the JSON keeps the data as stored', async () => {
    const csv = (await owner.agent.get(`${exportPath}?format=csv&status=failed`).expect(200)).text;
    expect(csv.split('\r\n')[1]).toBe(
      `${known.failed.id},https://loja.com.br/,'+551199,mobile,Falhou,,,,,,2026-11-21 00:30:00,,,"'=HIPERLINK(""http://mal"")"`,
    );
    const json = (await owner.agent.get(`${exportPath}?format=json&status=failed`).expect(200)).body;
    expect(json).toEqual([expect.objectContaining({ domain: '+551199', error: '=HIPERLINK("http://mal")' })]);
  });

  it('exports JSON as an array with the filters applied: strategy, status and days in Brasília time', async () => {
    const all = await owner.agent.get(`${exportPath}?format=json`).expect(200);
    expect(all.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(all.headers['content-disposition']).toBe(`attachment; filename="otimiza-analises-${brasiliaToday()}.json"`);
    expect(all.body.map((row: { id: string }) => row.id)).toEqual([known.queued.id, known.failed.id, known.menu.id, known.home.id]);
    expect(all.body[2]).toEqual({
      id: known.menu.id,
      url: 'https://padaria.com.br/cardapio',
      domain: 'padaria.com.br',
      strategy: 'mobile',
      status: 'completed',
      performanceScore: 62,
      accessibilityScore: 79,
      seoScore: 92,
      bestPracticesScore: 100,
      issuesCount: 11,
      createdAt: '2026-11-20T23:30:00-03:00',
      completedAt: '2026-11-20T23:30:32-03:00',
      durationMs: 30000,
      error: null,
    });
    expect(all.body[0]).toMatchObject({ status: 'queued', performanceScore: null, completedAt: null, durationMs: null, error: null });

    const ids = async (query: string) => (await owner.agent.get(`${exportPath}?format=json&${query}`).expect(200)).body.map((row: { id: string }) => row.id);
    expect(await ids('strategy=mobile&status=completed')).toEqual([known.menu.id]);
    // The 20th in Brasília: 03:00 UTC on the 20th to 03:00 UTC on the 21st.
    expect(await ids('from=2026-11-20&to=2026-11-20')).toEqual([known.menu.id, known.home.id]);
    expect(await ids('from=2026-11-21')).toEqual([known.queued.id, known.failed.id]);
    expect(await ids('search=nada-assim')).toEqual([]);
    expect((await owner.agent.get(`${exportPath}?format=json&search=nada-assim`).expect(200)).text).toBe('[]\n');
  });

  it('never shows another workspace’s analyses, whatever the filters', async () => {
    const owners = (await owner.agent.get(`${exportPath}?format=json&search=padaria`).expect(200)).body.map((row: { id: string }) => row.id);
    expect(owners).toEqual([known.menu.id, known.home.id]);
    const strangers = (await stranger.agent.get(`${exportPath}?format=json`).expect(200)).body.map((row: { id: string }) => row.id);
    expect(strangers).toEqual(['20000000-0000-4000-8000-000000000001']);
    const strangersCsv = (await stranger.agent.get(`${exportPath}?format=csv&search=padaria`).expect(200)).text;
    for (const { id } of Object.values(known)) expect(strangersCsv).not.toContain(id);
  });

  it('answers 402 SUBSCRIPTION_REQUIRED to a plan without the advanced export, and 401 to a visitor', async () => {
    const pro = await createTestUser(testApp, { plan: 'pro' });
    for (const format of ['csv', 'json']) {
      const response = await pro.agent.get(`${exportPath}?format=${format}`).expect(402);
      expect(response.body.error).toMatchObject({ type: 'SUBSCRIPTION_REQUIRED', details: { requiredFeature: 'advancedExport' } });
    }
    await request(testApp.server as never)
      .get(exportPath)
      .expect(401);
  });

  it('refuses bad filters with 400 in the reader’s language, before sending anything', async () => {
    const cases: [string, string, string][] = [
      ['format=xml', 'Formato inválido: use csv ou json.', 'Invalid format: use csv or json.'],
      ['strategy=tablet', 'Estratégia inválida: use desktop ou mobile.', 'Invalid strategy: use desktop or mobile.'],
      ['status=done', 'Status inválido: use queued, running, completed ou failed.', 'Invalid status: use queued, running, completed or failed.'],
      ['from=20-11-2026', 'Data inválida: use AAAA-MM-DD.', 'Invalid date: use YYYY-MM-DD.'],
      ['from=2026-11-21&to=2026-11-20', 'A data inicial deve ser anterior ou igual à final.', 'The start date must be on or before the end date.'],
      [`search=${'a'.repeat(201)}`, 'A busca pode ter no máximo 200 caracteres.', 'The search can have at most 200 characters.'],
    ];
    for (const [query, pt, en] of cases) {
      const inPortuguese = await owner.agent.get(`${exportPath}?${query}`).set('Accept-Language', 'pt-BR').expect(400);
      expect(inPortuguese.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: pt });
      const inEnglish = await owner.agent.get(`${exportPath}?${query}`).set('Accept-Language', 'en').expect(400);
      expect(inEnglish.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: en });
    }
  });
});

describe('the history export at 100 000 analyses', () => {
  const total = 100_000;
  let testApp: TestApp;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [analysisPlugin] });
    const user = await createTestUser(testApp, { plan: 'enterprise' });
    const client = new pg.Client({ connectionString: testApp.database.url });
    await client.connect();
    try {
      // Three analyses share each microsecond, so the batches' keyset must keep PostgreSQL's full precision and the id's order.
      await client.query(
        `insert into analysis_analysis (id, workspace_id, url, domain, path, strategy, status, performance_score, accessibility_score, seo_score,
           best_practices_score, issues_count, optimized_html, applied_fixes, context, created_at)
         select gen_random_uuid(), $1, 'https://loja.com.br/produto/' || i, 'loja.com.br', '/produto/' || i, 'desktop', 'completed', i % 100, 90, 80, 70, i % 7,
           '', '[]', '{}', timestamptz '2026-11-20 12:00:00+00' - (i / 3) * interval '1 microsecond'
         from generate_series(1, $2::int) i`,
        [user.workspaceId, total],
      );
    } finally {
      await client.end();
    }
    // A real HTTP client reads the stream as a browser does (gzip and all): the app listens, the user signs in over it.
    const server = testApp.server as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** Reads the answer as it streams, line by line, keeping only what each line says. */
  async function streamedLines(path: string, onLine: (line: string) => void): Promise<Response> {
    const response = await fetch(`${base}${path}`, { headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    // The byte-order mark is part of what is checked, so the decoder keeps it.
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let rest = '';
    for await (const chunk of response.body!) {
      const lines = (rest + decoder.decode(chunk, { stream: true })).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    }
    rest += decoder.decode();
    if (rest) onLine(rest);
    return response;
  }

  it('streams every one of them once as CSV, complete and parseable', async () => {
    const ids = new Set<string>();
    let header = '';
    const response = await streamedLines(`${exportPath}?format=csv`, (line) => {
      expect(line.endsWith('\r')).toBe(true);
      if (!header) header = line;
      else ids.add(line.split(',')[0]!);
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(header.startsWith('\uFEFFID,URL,Domínio')).toBe(true);
    expect(ids.size).toBe(total);
  });

  it('streams every one of them once as a JSON array, newest first', async () => {
    const brackets: string[] = [];
    let count = 0;
    let previous = 0;
    let ordered = true;
    const ids = new Set<string>();
    await streamedLines(`${exportPath}?format=json`, (line) => {
      if (line === '[' || line === ']') return brackets.push(line);
      const row = JSON.parse(line.replace(/,$/, '')) as { id: string; url: string };
      const index = Number(row.url.split('/').at(-1));
      // Newest first: the series' index only grows (ties of one microsecond are ordered by id).
      if (Math.floor(index / 3) < Math.floor(previous / 3)) ordered = false;
      previous = index;
      ids.add(row.id);
      count += 1;
    });
    expect(brackets).toEqual(['[', ']']);
    expect(count).toBe(total);
    expect(ids.size).toBe(total);
    expect(ordered).toBe(true);
  });
});
