import { AppstoreOutlined } from '@ant-design/icons';
import { siteAuditManifest } from '@otimiza/plugin-site-audit-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';

/** Site Audit: one page at /site-audit, loaded on first visit (its own chunk), with its own catalog. */
export default defineWebPlugin({
  manifest: siteAuditManifest,
  routes: [{ path: '/site-audit', load: () => import('./pages/SiteAuditPage') }],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
  /** The icons the manifest's nav items name: ship any icon the host does not know. */
  navIcons: { AppstoreOutlined },
});
