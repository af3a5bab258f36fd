// Module resolution hook (node:module register): inside the analysis plugin, its Lighthouse seam (audit/lighthouse-engine.js)
// resolves to the replay's subclass, told where the real module is (`?real=`), so a page without a recording runs for real.
const replayFolder = new URL('./', import.meta.url).href;
const replayEngine = new URL('./replay-engine.mjs', import.meta.url).href;

const inAnalysisPlugin = (parentURL) => parentURL !== undefined && parentURL.includes('/plugins/analysis/server/') && !parentURL.startsWith(replayFolder);

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (!inAnalysisPlugin(context.parentURL) || !resolved.url.endsWith('/audit/lighthouse-engine.js')) return resolved;
  return { url: `${replayEngine}?real=${encodeURIComponent(resolved.url)}`, shortCircuit: true };
}
