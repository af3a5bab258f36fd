// One audit answered by its recording when there is one, else run for real and recorded (recording-key.mjs decides
// which audits may be replayed). A paced replay logs the status messages of a run over three seconds, so the progress bar
// moves; an unpaced one logs them at once.
import log from 'lighthouse-logger';
import { recordingKey } from './recording-key.mjs';
import { readRecording, writeRecording } from './recordings.mjs';

/**
 * A run's status messages, spread over three seconds as a fast run logs them: the page's progress bar shows each
 * phase (loading, gathering, auditing) long enough for a user, or a spec, to read it before the results.
 */
const replayedStatuses = (url) => [
  { afterMs: 0, message: `Navigating to ${url}` },
  { afterMs: 600, message: 'Getting artifact: DevtoolsLog' },
  { afterMs: 1000, message: 'Getting artifact: Trace' },
  { afterMs: 1800, message: 'Analyzing and running audits...' },
  { afterMs: 2200, message: 'Auditing: First Contentful Paint' },
  { afterMs: 2600, message: 'Auditing: Largest Contentful Paint' },
  { afterMs: 3000, message: null },
];

async function logStatuses(url, paced) {
  const started = Date.now();
  for (const { afterMs, message } of replayedStatuses(url)) {
    if (paced) await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + afterMs - Date.now())));
    if (message) log.events.emit('status', ['lighthouse-replay', message]);
  }
}

/**
 * Lighthouse's answer for `url` and how it was had: 'replayed', 'recorded' (run now and stored) or 'real' (not replayable).
 * `paced` (the default) spreads a replay's status messages over a run's three seconds, for a screen or a spec that watches
 * them; unpaced, they are logged at once. A replay answers only once `heldUntil` (when given) has settled.
 */
export async function replayOrRun({ url, formFactor, serving, runReal, paced = true, heldUntil }) {
  const key = await recordingKey(url, formFactor, serving);
  const recorded = key ? readRecording(key, url) : null;
  if (recorded) {
    await heldUntil;
    await logStatuses(url, paced);
    return { result: { lhr: recorded }, how: 'replayed', key };
  }
  const result = await runReal();
  if (key && result?.lhr && !result.lhr.runtimeError) {
    writeRecording(key, url, result.lhr);
    return { result, how: 'recorded', key };
  }
  return { result, how: 'real', key };
}
