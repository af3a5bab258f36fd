// Business intelligence series imported through the API as a user would (POST /api/bi/series/import):
// `metrics` distinct metrics in one CSV, `months` monthly points each.

function csvOf(metrics, months) {
  const now = new Date();
  const monthStarts = Array.from({ length: months }, (_, index) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + index, 1)).toISOString().slice(0, 10),
  );
  const lines = ['date,metric,value,unit'];
  for (let metric = 1; metric <= metrics; metric++) {
    const name = `serie-${String(metric).padStart(5, '0')}`;
    monthStarts.forEach((day, index) => lines.push(`${day},${name},${1000 + ((metric * 37 + index * 101) % 900)},count`));
  }
  return lines.join('\n');
}

/** Imports the file once; answers the status, the time it took and the metrics the answer lists. */
export async function importBiMetrics(otimiza, { metrics, months }) {
  const content = csvOf(metrics, months);
  const started = performance.now();
  const { response, body } = await otimiza.api('/api/bi/series/import', { method: 'POST', body: JSON.stringify({ filename: 'bench.csv', content }) });
  return { status: response.status, ms: Math.round(performance.now() - started), metrics: body.metrics?.length ?? 0, bytes: content.length, error: body.error };
}
