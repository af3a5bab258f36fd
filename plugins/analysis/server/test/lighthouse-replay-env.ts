/**
 * The environment that makes a spawned built app (an API process, a worker, `npm start`) answer its
 * audits with recorded real Lighthouse results (lighthouse-replay/README.md): for a spec whose subject
 * is what the product does around an audit (a worker killed, a run resumed), not the audit itself.
 */
export function lighthouseReplayProcessEnv(): Record<string, string> {
  return { NODE_OPTIONS: `--import ${new URL('./lighthouse-replay/register.mjs', import.meta.url).href}` };
}
