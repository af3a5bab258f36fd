// A whole-site audit through our API, timed from the start request to the run's end: POST /api/site-audit/runs,
// then GET /api/site-audit/runs/:id until it is over (what the runs page reads when its stream is down).

const finished = ['completed', 'cancelled', 'failed'];
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts a run of `url` as the bench's user and follows it. Answers the run as it ended, the milliseconds from the
 * request to its end, and those of its audit phase alone (from the first look that saw it auditing).
 * `onProgress(run)` is called at every look.
 */
export async function auditSite(otimiza, { url, samplePerGroup, auditAll = false, pollMs = 250, onProgress = () => {} }) {
  const started = performance.now();
  const { response, body } = await otimiza.api('/api/site-audit/runs', {
    method: 'POST',
    body: JSON.stringify({ url, strategy: 'mobile', ...(auditAll ? { auditAll } : { samplePerGroup }) }),
  });
  if (response.status !== 201) throw new Error(`the site audit did not start (${response.status}): ${JSON.stringify(body)}`);
  let auditingFrom = null;
  for (let run = body; ;) {
    onProgress(run);
    if (auditingFrom === null && run.status !== 'discovering') auditingFrom = performance.now();
    if (finished.includes(run.status)) {
      const ended = performance.now();
      if (run.status !== 'completed') throw new Error(`the site audit ended ${run.status}: ${JSON.stringify(run.error)}`);
      return { run, ms: ended - started, auditingMs: ended - auditingFrom };
    }
    await pause(pollMs);
    const next = await otimiza.api(`/api/site-audit/runs/${body.id}`);
    if (!next.response.ok) throw new Error(`GET /api/site-audit/runs/${body.id} answered ${next.response.status}`);
    run = next.body;
  }
}

/** The run's audited pages with their scores (GET …/pages, every page of the table). */
export async function auditedPages(otimiza, runId) {
  const pages = [];
  for (let page = 1; ; page++) {
    const { body } = await otimiza.api(`/api/site-audit/runs/${runId}/pages?status=completed&limit=200&page=${page}`);
    pages.push(...body.pages);
    if (pages.length >= body.total || body.pages.length === 0) return pages;
  }
}

const proofsOf = async (otimiza, runId) => (await otimiza.api(`/api/site-audit/runs/${runId}/report`)).body.groups.map((group) => group.proof).filter(Boolean);
const proofEnded = (proof) => !['pending', 'running'].includes(proof.status);

/** How many of the run's proofs have ended (completed, failed or skipped). */
export async function proofsEnded(otimiza, runId) {
  return (await proofsOf(otimiza, runId)).filter(proofEnded).length;
}

/**
 * Waits until the proofs of the run's template groups (the fixed sample page audited again) have ended: they go on
 * after the run is over, on the same audit queue, and would share the CPU with whatever the bench measures next.
 * Answers the milliseconds waited and how many proofs there were.
 */
export async function waitForProofs(otimiza, runId) {
  const started = performance.now();
  for (;;) {
    const proofs = await proofsOf(otimiza, runId);
    if (proofs.every(proofEnded)) return { ms: performance.now() - started, count: proofs.length };
    await pause(500);
  }
}
