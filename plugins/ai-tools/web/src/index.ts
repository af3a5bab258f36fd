import { aiToolsManifest } from '@otimiza/plugin-ai-tools-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';
import { aiToolsPath } from './routePaths';

/** AI tools: the /ai-tools page (its own chunk, with the tools' dialogs) and the plugin's catalog. */
export default defineWebPlugin({
  manifest: aiToolsManifest,
  routes: [{ path: aiToolsPath, load: () => import('./pages/AiToolsPage') }],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
});
