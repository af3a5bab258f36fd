import { definePluginManifest } from '@otimiza/sdk/shared';

export const biManifest = definePluginManifest({
  id: 'bi',
  /** What a visitor reads on these pages, which need an account. */
  loginPrompts: [
    {
      path: '/business-intelligence',
      text: { pt: 'Faça login para acessar o sistema de Business Intelligence.', en: 'Log in to access the Business Intelligence system.' },
    },
  ],
  displayName: /*i18n*/ { id: 'bi.name', message: 'Business Intelligence' },
  /** Every route and page of the plugin needs this plan feature (402 SUBSCRIPTION_REQUIRED without it). */
  requiredFeature: 'businessIntelligence',
  /** Business intelligence is one of the Enterprise features. */
  features: [{ key: 'businessIntelligence', label: { pt: 'Business Intelligence', en: 'Business intelligence' }, plans: ['enterprise'] }],
  /** Daily model retraining, scheduled report e-mails and dashboard alert checks (server/src/models, reports, dashboards). */
  jobs: ['bi.model-retrain', 'bi.report-send', 'bi.dashboard-alerts'],
  /** A shared dashboard's read-only page, for whoever holds its link. */
  publicPaths: ['/business-intelligence/shared/$token'],
  navItems: [
    {
      path: '/business-intelligence',
      label: /*i18n*/ { id: 'bi.nav', message: 'Business Intelligence' },
      icon: 'FundProjectionScreenOutlined',
      section: 'tools',
      order: 57,
    },
  ],
});
