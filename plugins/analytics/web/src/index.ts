import { AppstoreOutlined } from '@ant-design/icons';
import { analyticsManifest } from '@otimiza/plugin-analytics-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';

/** Analytics: one page at /analytics, loaded on first visit (its own chunk), with its own catalog. */
export default defineWebPlugin({
  manifest: analyticsManifest,
  routes: [{ path: '/analytics', load: () => import('./pages/AnalyticsPage') }],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
  /** The icons the manifest's nav items name: ship any icon the host does not know. */
  navIcons: { AppstoreOutlined },
});
