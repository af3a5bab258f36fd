// Module resolution hooks (node:module register): inside the analysis plugin, `lighthouse` resolves to the stand-in
// audit, and the served tab (the proof's page, answered from memory through the browser's DevTools) to a stand-in tab.
const inAnalysisPlugin = (context) => context.parentURL?.includes('/plugins/analysis/server/') ?? false;
const standIns = {
  lighthouse: new URL('./lighthouse.mjs', import.meta.url).href,
  './served-tab.js': new URL('./served-tab.mjs', import.meta.url).href,
};

export async function resolve(specifier, context, nextResolve) {
  const standIn = inAnalysisPlugin(context) ? standIns[specifier] : undefined;
  return standIn ? { url: standIn, shortCircuit: true } : nextResolve(specifier, context);
}
