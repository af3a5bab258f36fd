import { definePluginManifest } from '@otimiza/sdk/shared';

/** The web page a site report's share link opens, without a session: `/site-report/{token}`. */
export const sharedSiteReportPattern = '/site-report/$token';

export const siteAuditManifest = definePluginManifest({
  id: 'site-audit',
  /** What a visitor reads on this page, which needs an account. */
  loginPrompts: [{ path: '/site-audit', text: { pt: 'Faça login para acessar a auditoria de site.', en: 'Log in to access the site audit.' } }],
  displayName: /*i18n*/ { id: 'site-audit.name', message: 'Auditoria de site' },
  /** Every route and page of the plugin needs this plan feature (402 SUBSCRIPTION_REQUIRED without it). */
  requiredFeature: 'siteAudit',
  features: [
    { key: 'siteAudit', label: { pt: 'Auditoria do site inteiro', en: 'Whole-site audits' }, plans: ['lite', 'pro', 'enterprise'] },
    { key: 'siteAuditAllPages', label: { pt: 'Auditoria de todas as páginas do site', en: 'Every page of a site audited' }, plans: ['enterprise'] },
  ],
  navItems: [
    { path: '/site-audit', label: /*i18n*/ { id: 'site-audit.nav', message: 'Auditoria de site' }, icon: 'ClusterOutlined', section: 'main', order: 15 },
  ],
  /** A site report opened by its share link: open to visitors. */
  publicPaths: [sharedSiteReportPattern],
  jobs: ['site-audit.discover', 'site-audit.feed'],
  requires: ['analysis'],
});
