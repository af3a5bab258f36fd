// The analysis plugin's test double for other plugins' specs: its Lighthouse seam answering recorded real results
// (lighthouse-replay/README.md), for a spec whose subject is what a plugin does with an audit, not the audit itself.
export { replayGate, replayLighthouse, type ReplayCounts, type ReplayOptions } from './replay-lighthouse.js';
export { lighthouseReplayProcessEnv } from './lighthouse-replay-env.js';
