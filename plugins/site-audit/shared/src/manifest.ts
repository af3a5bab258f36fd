import { definePluginManifest } from '@otimiza/sdk/shared';

export const siteAuditManifest = definePluginManifest({
  id: 'site-audit',
  displayName: /*i18n*/ { id: 'site-audit.name', message: 'Site Audit' },
  /** Every route and page of the plugin needs this plan feature (402 SUBSCRIPTION_REQUIRED without it). */
  requiredFeature: 'siteAudit',
  /** The plan features this plugin sells: a cheapest plan and every plan above it. */
  features: [{ key: 'siteAudit', label: { pt: 'Site Audit', en: 'Site Audit' }, plans: ['pro', 'enterprise'] }],
  navItems: [{ path: '/site-audit', label: /*i18n*/ { id: 'site-audit.nav', message: 'Site Audit' }, icon: 'AppstoreOutlined', section: 'tools', order: 50 }],
});
