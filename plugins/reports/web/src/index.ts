import { reportsManifest } from '@otimiza/plugin-reports-shared/manifest';
import { AreaChartOutlined } from '@ant-design/icons';
import { defineWebPlugin } from '@otimiza/sdk/web';

/** Reports: its pages, each loaded on first visit, with its own catalog. */
export default defineWebPlugin({
  manifest: reportsManifest,
  routes: [
    { path: '/reports', load: () => import('./pages/ReportsPage') },
    { path: '/shared-reports', load: () => import('./pages/SharedReportsPage') },
    { path: '/brand-settings', load: () => import('./pages/BrandSettingsPage') },
    { path: '/visual-reports', load: () => import('./pages/VisualReportsPage') },
    { path: '/r/$token', load: () => import('./pages/PublicReportPage') },
  ],
  // The dashboards' inner pages. The read-only demo cannot generate reports: its
  // reports entry shows the shared reports (the original used that one page for both).
  innerPages: [
    { key: 'reports', path: '/reports', demoAs: 'shared' },
    { key: 'shared', path: '/shared-reports', demoSlug: 'shared-reports' },
    { key: 'brand-settings', path: '/brand-settings', demoSlug: 'brand-settings' },
  ],
  /** The visual reports' nav icon, which the host does not ship. */
  navIcons: { AreaChartOutlined },
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
});
