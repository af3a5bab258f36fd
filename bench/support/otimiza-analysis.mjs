// One analysis through our whole path (API → job → Lighthouse → stored result), read back with the full
// Lighthouse report it stored (analysis_analysis.lighthouse_report, gzip JSON).
import { gunzipSync } from 'node:zlib';
import pg from 'pg';

/** `otimiza`: a startOtimiza() server. Resolves with `analyse(url, strategy)` and `close()`. */
export async function analysesOf(otimiza) {
  const db = new pg.Client({ connectionString: otimiza.databaseUrl });
  await db.connect();

  /**
   * Our analysis of `url`: the API's view of it (scores, auditDecisions, verification) and the report it stored.
   * Waits for its proof, so that the next audit does not share the CPU with it.
   */
  async function analyse(url, strategy = 'mobile') {
    const { response, body } = await otimiza.api('/api/analyze', { method: 'POST', body: JSON.stringify({ url, strategy }) });
    if (!response.ok) throw new Error(`analyze failed: ${JSON.stringify(body)}`);
    let view;
    for (;;) {
      ({ body: view } = await otimiza.api(`/api/analyses/${body.id}`));
      if (view.status === 'failed') throw new Error(`analysis of ${url} failed: ${JSON.stringify(view.error)}`);
      if (view.status === 'completed' && !['pending', 'running'].includes(view.verification.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const { rows } = await db.query('select lighthouse_report from analysis_analysis where id = $1', [body.id]);
    return { id: body.id, view, lhr: JSON.parse(gunzipSync(rows[0].lighthouse_report).toString('utf8')) };
  }

  return { analyse, close: () => db.end() };
}
