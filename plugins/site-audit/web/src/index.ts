import { ClusterOutlined } from '@ant-design/icons';
import { sharedSiteReportPattern, siteAuditManifest } from '@otimiza/plugin-site-audit-shared/manifest';
import { defineWebPlugin } from '@otimiza/sdk/web';
import { siteAuditPath, siteAuditRunPattern } from './routePaths';

/**
 * Site audits: the runs page (start a run, the runs so far), one run's page (live progress, then
 * the site report) and a report opened by its share link (public), each its own chunk.
 */
export default defineWebPlugin({
  manifest: siteAuditManifest,
  routes: [
    { path: siteAuditPath, load: () => import('./pages/SiteAuditPage') },
    { path: siteAuditRunPattern, load: () => import('./pages/SiteAuditRunPage') },
    { path: sharedSiteReportPattern, load: () => import('./pages/SharedSiteReportPage') },
  ],
  messages: {
    'pt-BR': () => import('./locales/pt-BR/messages.po'),
    en: () => import('./locales/en/messages.po'),
  },
  /** The icon the manifest's nav item names. */
  navIcons: { ClusterOutlined },
});
