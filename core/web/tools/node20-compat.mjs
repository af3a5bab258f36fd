// Lingui 6 tooling on Node.js 20: see @otimiza/sdk/vite/node20-compat (the plugins' builds use it too).
import '@otimiza/sdk/vite/node20-compat';
