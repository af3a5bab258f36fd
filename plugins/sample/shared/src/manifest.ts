import { definePluginManifest } from '@otimiza/sdk/shared';

export const sampleManifest = definePluginManifest({
  id: 'sample',
  displayName: /*i18n*/ { id: 'sample.name', message: 'Sample' },
  /** Every route and page of the plugin needs this plan feature (402 SUBSCRIPTION_REQUIRED without it). */
  requiredFeature: 'sample',
  /** The plan features this plugin sells: a cheapest plan and every plan above it. */
  features: [{ key: 'sample', label: { pt: 'Sample', en: 'Sample' }, plans: ['pro', 'enterprise'] }],
  navItems: [{ path: '/sample', label: /*i18n*/ { id: 'sample.nav', message: 'Sample' }, icon: 'AppstoreOutlined', section: 'tools', order: 50 }],
});
