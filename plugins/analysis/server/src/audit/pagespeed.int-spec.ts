import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import analysisPlugin from '../index.js';
import { startSampleSite } from '../../test/sample-site.js';

/** PageSpeed Insights v5 on loopback: checks the key and the query, answers a real Lighthouse report. */
async function startPageSpeedStub(key: string) {
  const requests: URL[] = [];
  let report: unknown = null;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    requests.push(url);
    if (url.pathname !== '/pagespeedonline/v5/runPagespeed') return res.writeHead(404).end();
    if (url.searchParams.get('key') !== key)
      return res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'API key not valid' } }));
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ lighthouseResult: report }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    requests,
    serve: (lhr: unknown) => (report = lhr),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Google PageSpeed Insights as the second provider', () => {
  let site: Awaited<ReturnType<typeof startSampleSite>>;
  let stub: Awaited<ReturnType<typeof startPageSpeedStub>>;
  let withKey: TestApp;
  let withoutKey: TestApp;

  beforeAll(async () => {
    site = await startSampleSite();
    stub = await startPageSpeedStub('psi-test-key');
    withKey = await createTestApp({
      plugins: [analysisPlugin],
      env: { ALLOW_PRIVATE_TARGETS: 'true', PAGESPEED_API_KEY: 'psi-test-key', PAGESPEED_BASE_URL: stub.url },
    });
    withoutKey = await createTestApp({ plugins: [analysisPlugin], env: { ALLOW_PRIVATE_TARGETS: 'true' } });
  });
  afterAll(async () => {
    await withKey?.close();
    await withoutKey?.close();
    await stub?.close();
    await site?.close();
  });

  it('answers API_KEY_REQUIRED when PageSpeed is asked for without a key', async () => {
    const user = await createTestUser(withoutKey, { plan: 'pro' });
    const response = await user.agent
      .post('/api/analyze')
      .set('Accept-Language', 'en')
      .send({ url: `${site.url}/padaria`, provider: 'pagespeed' })
      .expect(400);
    expect(response.body.error).toMatchObject({ type: 'API_KEY_REQUIRED', message: 'Google PageSpeed Insights API key is required for website analysis.' });
    const portuguese = await user.agent
      .post('/api/analyze')
      .send({ url: `${site.url}/padaria`, provider: 'pagespeed' })
      .expect(400);
    expect(portuguese.body.error.message).toBe('A chave da API do Google PageSpeed Insights é necessária para a análise de sites.');
  });

  it('asks PageSpeed with the key, the strategy and the four categories, and stores its report like a local one', async () => {
    const user = await createTestUser(withKey, { plan: 'pro' });
    const local = (
      await user.agent
        .post('/api/analyze')
        .send({ url: `${site.url}/padaria`, strategy: 'mobile' })
        .expect(200)
    ).body;
    const client = new pg.Client({ connectionString: withKey.database.url });
    await client.connect();
    const [row] = (await client.query('select lighthouse_report from analysis_analysis where id = $1', [local.id])).rows;
    await client.end();
    stub.serve(JSON.parse(gunzipSync(row.lighthouse_report).toString()));

    const remote = (
      await user.agent
        .post('/api/analyze')
        .send({ url: `${site.url}/padaria`, strategy: 'mobile', provider: 'pagespeed' })
        .expect(200)
    ).body;
    expect(remote).toMatchObject({ provider: 'pagespeed', status: 'completed', scores: local.scores });
    const query = stub.requests.at(-1)!.searchParams;
    expect(query.get('url')).toBe(`${site.url}/padaria`);
    expect(query.get('strategy')).toBe('mobile');
    expect(query.getAll('category')).toEqual(['PERFORMANCE', 'ACCESSIBILITY', 'SEO', 'BEST_PRACTICES']);
  });
});
