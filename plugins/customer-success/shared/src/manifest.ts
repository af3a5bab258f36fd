import { definePluginManifest } from '@otimiza/sdk/shared';

export const customerSuccessManifest = definePluginManifest({
  id: 'customer-success',
  displayName: /*i18n*/ { id: 'customer-success.name', message: 'Customer Success' },
  /** Every route and page of the plugin needs this plan feature (402 SUBSCRIPTION_REQUIRED without it). */
  requiredFeature: 'customerSuccess',
  /** The plan features this plugin sells: a cheapest plan and every plan above it. */
  features: [{ key: 'customerSuccess', label: { pt: 'Customer Success', en: 'Customer Success' }, plans: ['pro', 'enterprise'] }],
  navItems: [
    {
      path: '/customer-success',
      label: /*i18n*/ { id: 'customer-success.nav', message: 'Customer Success' },
      icon: 'AppstoreOutlined',
      section: 'tools',
      order: 50,
    },
  ],
});
