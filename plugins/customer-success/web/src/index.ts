import { CustomerServiceOutlined } from '@ant-design/icons';
import { customerSuccessManifest } from '@otimiza/plugin-customer-success-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';

/** Customer success: /customer-success, and the public one-question NPS page /nps/{token}; each loaded on first visit, with the plugin's catalog. */
export default defineWebPlugin({
  manifest: customerSuccessManifest,
  routes: [
    { path: '/customer-success', load: () => import('./pages/CustomerSuccessPage') },
    { path: '/nps/$token', load: () => import('./pages/NpsSurveyPage') },
  ],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
  /** The icons the manifest's nav items name: ship any icon the host does not know. */
  navIcons: { CustomerServiceOutlined },
});
