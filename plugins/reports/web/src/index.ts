import { reportsManifest } from '@otimiza/plugin-reports-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';

/** Reports: its pages, each loaded on first visit, with its own catalog. */
export default defineWebPlugin({
  manifest: reportsManifest,
  routes: [
    { path: '/reports', load: () => import('./pages/ReportsPage') },
    { path: '/shared-reports', load: () => import('./pages/SharedReportsPage') },
    { path: '/brand-settings', load: () => import('./pages/BrandSettingsPage') },
    { path: '/r/$token', load: () => import('./pages/PublicReportPage') },
  ],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
});
