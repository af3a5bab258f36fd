import { analysisManifest } from '@otimiza/plugin-analysis-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';
import { analysisHistoryPath, newAnalysisPath } from './routePaths';

/** Analyses: the new-analysis page and the history, each its own chunk, with the plugin's catalog. */
export default defineWebPlugin({
  manifest: analysisManifest,
  routes: [
    { path: newAnalysisPath, load: () => import('./pages/NewAnalysisPage') },
    { path: analysisHistoryPath, load: () => import('./pages/AnalysisHistoryPage') },
  ],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
});
