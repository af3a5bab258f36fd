import { definePluginManifest } from '@otimiza/sdk/shared';

export const analyticsManifest = definePluginManifest({
  id: 'analytics',
  displayName: /*i18n*/ { id: 'analytics.name', message: 'Analytics' },
  /** Every route and page of the plugin needs this plan feature (402 SUBSCRIPTION_REQUIRED without it). */
  requiredFeature: 'analytics',
  /** The plan features this plugin sells: a cheapest plan and every plan above it. */
  features: [{ key: 'analytics', label: { pt: 'Analytics', en: 'Analytics' }, plans: ['pro', 'enterprise'] }],
  navItems: [{ path: '/analytics', label: /*i18n*/ { id: 'analytics.nav', message: 'Analytics' }, icon: 'AppstoreOutlined', section: 'tools', order: 50 }],
});
