// Stands in for the analysis plugin's LighthouseEngine inside a built app (hooks.mjs): each audit is replayed or run for
// real (replay.mjs), keyed by what its tab serves, and logs one line, which the e2e run counts at its end.
import { replayOrRun } from './replay.mjs';

const real = await import(new URL(import.meta.url).searchParams.get('real'));

export class LighthouseEngine extends real.LighthouseEngine {
  async run(url, config, serving, openTab) {
    const { result, how, key } = await replayOrRun({
      url,
      formFactor: config?.settings?.formFactor ?? 'mobile',
      serving,
      runReal: () => super.run(url, config, serving, openTab),
    });
    console.log(`lighthouse-replay: ${how === 'real' ? 'ran for real (not replayable)' : how} ${key ?? '-'} for ${url}`);
    return result;
  }
}
