// The most PostgreSQL connections the run's databases held at once, sampled every second, so a
// run that nears the server's max_connections says so before a spec fails with 'too many clients'.
import pg from 'pg';

const SAMPLE_MS = 1000;

/** Starts sampling; `stop()` answers { peak, max } (peak: the run's connections at once, max: max_connections). */
export async function watchConnectionPeak(databaseUrl, runId) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const max = Number((await client.query('show max_connections')).rows[0].max_connections);
  let peak = 0;
  let sampling = Promise.resolve();
  const sample = () => {
    sampling = client
      .query('select count(*)::int as n from pg_stat_activity where datname like $1', [`otimiza\\_test\\_${runId}\\_%`])
      .then(({ rows }) => {
        peak = Math.max(peak, rows[0].n);
      })
      .catch(() => undefined);
  };
  const timer = setInterval(sample, SAMPLE_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await sampling;
      await client.end().catch(() => undefined);
      return { peak, max };
    },
  };
}
