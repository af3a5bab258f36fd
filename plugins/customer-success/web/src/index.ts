import { CustomerServiceOutlined } from '@ant-design/icons';
import { customerSuccessManifest } from '@otimiza/plugin-customer-success-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';

/** Customer Success: one page at /customer-success, loaded on first visit (its own chunk), with its own catalog. */
export default defineWebPlugin({
  manifest: customerSuccessManifest,
  routes: [{ path: '/customer-success', load: () => import('./pages/CustomerSuccessPage') }],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
  /** The icons the manifest's nav items name: ship any icon the host does not know. */
  navIcons: { CustomerServiceOutlined },
});
