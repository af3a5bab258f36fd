import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { biManifest } from '@otimiza/plugin-bi-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';

/** Business intelligence: its page and the shared dashboards' public page, each loaded on first visit (its own chunk), with its own catalog. */
export default defineWebPlugin({
  manifest: biManifest,
  routes: [
    { path: '/business-intelligence', load: () => import('./pages/BiPage') },
    { path: '/business-intelligence/shared/$token', load: () => import('./pages/SharedDashboardPage') },
  ],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
  /** The icons the manifest's nav items name: ship any icon the host does not know. */
  navIcons: { FundProjectionScreenOutlined },
});
