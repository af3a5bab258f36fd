import { aiToolsManifest } from '@otimiza/plugin-ai-tools-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';
import { aiToolsPath } from './routePaths';

/**
 * AI tools: the /ai-tools page (its own chunk, with the tools' dialogs) and the plugin's catalog;
 * on the dashboards of the plans that have the tools (not in the read-only demo), their shortcuts.
 */
export default defineWebPlugin({
  manifest: aiToolsManifest,
  routes: [{ path: aiToolsPath, load: () => import('./pages/AiToolsPage') }],
  // ?page=content-tools on the dashboards; the read-only demo has no AI tools.
  innerPages: [{ key: 'content-tools', path: aiToolsPath }],
  widgets: [
    {
      id: 'ai-tools',
      slot: 'dashboard.main',
      order: 20,
      requiredFeature: 'strategicPlanning',
      modes: ['user', 'creator'],
      load: () => import('./widgets/AiToolsWidget'),
    },
  ],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
});
