import { analysisManifest } from '@otimiza/plugin-analysis-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';
import { analysisHistoryPath, newAnalysisPath, quickAnalysisPath } from './routePaths';

/**
 * Analyses: the new-analysis page, the quick analysis page and the history, each its own chunk, with the plugin's catalog;
 * and, on every plan's dashboard, the stat cards, the quick analysis and the latest analyses.
 */
export default defineWebPlugin({
  manifest: analysisManifest,
  routes: [
    { path: newAnalysisPath, load: () => import('./pages/NewAnalysisPage') },
    { path: analysisHistoryPath, load: () => import('./pages/AnalysisHistoryPage') },
    { path: quickAnalysisPath, load: () => import('./pages/QuickAnalysisPage') },
  ],
  // The dashboards' inner pages: ?page=new-analysis and ?page=history; the demo's /analyze and /history.
  innerPages: [
    { key: 'new-analysis', path: newAnalysisPath, demoSlug: 'analyze' },
    { key: 'history', path: analysisHistoryPath, demoSlug: 'history' },
  ],
  widgets: [
    { id: 'stats', slot: 'dashboard.stats', order: 10, load: () => import('./widgets/StatsWidget') },
    { id: 'quick-analysis', slot: 'dashboard.main', order: 10, load: () => import('./widgets/QuickAnalysisWidget') },
    { id: 'recent-analyses', slot: 'dashboard.side', order: 20, load: () => import('./widgets/RecentAnalysesWidget') },
  ],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
});
