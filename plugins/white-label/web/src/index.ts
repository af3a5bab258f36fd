import { whiteLabelManifest } from '@otimiza/plugin-white-label-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';

/**
 * White-label: the setup page at /white-label-setup (domain and brand tabs), loaded on first visit
 * (its own chunk), with its own catalog; plans without white-label get its locked page instead.
 * The brand itself is applied by the host on the branded domain (`GET /api/site-info`).
 */
export default defineWebPlugin({
  manifest: whiteLabelManifest,
  routes: [{ path: '/white-label-setup', load: () => import('./pages/WhiteLabelSetupPage') }],
  lockedPage: () => import('./pages/WhiteLabelLockedPage'),
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
});
