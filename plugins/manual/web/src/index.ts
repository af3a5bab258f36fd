import { manualManifest } from '@otimiza/plugin-manual-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';
import { manualRoutePath } from './routePath';

/** The user manual: one page at /user-manual, its own chunk, with its own catalog. */
export default defineWebPlugin({
  manifest: manualManifest,
  routes: [{ path: manualRoutePath, load: () => import('./pages/ManualPage') }],
  innerPages: [{ key: 'manual', path: manualRoutePath, demoSlug: 'manual' }],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
});
