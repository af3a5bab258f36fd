import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { biManifest } from '@otimiza/plugin-bi-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';

/** Bi: one page at /business-intelligence, loaded on first visit (its own chunk), with its own catalog. */
export default defineWebPlugin({
  manifest: biManifest,
  routes: [{ path: '/business-intelligence', load: () => import('./pages/BiPage') }],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
  /** The icons the manifest's nav items name: ship any icon the host does not know. */
  navIcons: { FundProjectionScreenOutlined },
});
