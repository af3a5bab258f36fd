// Pages per minute of a run in its steady state: after the proofs of its template groups (audits of the first pages,
// which every run has alike), over a window of fixed length, timed from one finished page to another. Then the run is
// cancelled and followed until its last audit on the queue has ended, so nothing of it is left to the next workers.
import { busyShare, cpuReading } from './machine-cpu.mjs';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function runView(otimiza, runId) {
  const { response, body } = await otimiza.api(`/api/site-audit/runs/${runId}`);
  if (!response.ok) throw new Error(`GET /api/site-audit/runs/${runId} answered ${response.status}`);
  return body;
}

/** Whether every template group of the run has its proof, and every proof has ended. */
async function proofsOver(otimiza, runId) {
  const { body } = await otimiza.api(`/api/site-audit/runs/${runId}/report`);
  return body.groups.length > 0 && body.groups.every((group) => group.proof && !['pending', 'running'].includes(group.proof.status));
}

/**
 * Starts a run of every page of `url`, waits for its proofs, then counts the pages audited during `windowMs`.
 * Answers the pages per minute between the first and the last page that ended within the window, the pages counted,
 * the milliseconds before the window, the run's failed pages, and how busy the machine's processors were in the window.
 */
export async function steadyRate(otimiza, { url, windowMs, onProgress = () => {} }) {
  const started = performance.now();
  const { response, body } = await otimiza.api('/api/site-audit/runs', { method: 'POST', body: JSON.stringify({ url, strategy: 'mobile', auditAll: true }) });
  if (response.status !== 201) throw new Error(`the site audit did not start (${response.status}): ${JSON.stringify(body)}`);
  const runId = body.id;
  for (;;) {
    const run = await runView(otimiza, runId);
    onProgress(run, 'warming up');
    if (run.status !== 'discovering' && run.status !== 'auditing') throw new Error(`the run ended (${run.status}) before its steady state`);
    if (run.status === 'auditing' && (await proofsOver(otimiza, runId))) break;
    await pause(1000);
  }
  const warmUpMs = performance.now() - started;
  const changes = [];
  let last = -1;
  const cpuBefore = cpuReading();
  for (const end = performance.now() + windowMs; performance.now() < end; await pause(200)) {
    const run = await runView(otimiza, runId);
    onProgress(run, 'measuring');
    if (run.status !== 'auditing') throw new Error(`the run ended (${run.status}) within the window: give it a larger site`);
    if (run.progress.audited !== last) changes.push({ at: performance.now(), audited: (last = run.progress.audited) });
  }
  const cpuBusy = busyShare(cpuBefore, cpuReading());
  await otimiza.api(`/api/site-audit/runs/${runId}/cancel`, { method: 'POST' });
  let ended;
  do {
    await pause(500);
    ended = await runView(otimiza, runId);
    onProgress(ended, 'cancelled, draining');
  } while (ended.finishedAt === null);
  const [first, final] = [changes[1], changes.at(-1)];
  if (!first || final === first) throw new Error('fewer than two pages ended within the window: make it longer');
  return {
    perMinute: ((final.audited - first.audited) / (final.at - first.at)) * 60_000,
    pages: final.audited - first.audited,
    warmUpMs,
    failed: ended.progress.failed,
    cpuBusy,
  };
}
