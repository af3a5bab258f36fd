import { definePluginManifest } from '@otimiza/sdk/shared';

export const analyticsManifest = definePluginManifest({
  id: 'analytics',
  /** What a visitor reads on these pages, which need an account. */
  loginPrompts: [
    {
      path: '/dashboard-analytics',
      text: { pt: 'Faça login para acessar o dashboard de analytics avançado.', en: 'Log in to access the advanced analytics dashboard.' },
    },
  ],
  displayName: /*i18n*/ { id: 'analytics.name', message: 'Analytics avançado' },
  /** Every route and page of the plugin needs this plan feature (402 SUBSCRIPTION_REQUIRED without it). */
  requiredFeature: 'advancedAnalytics',
  /** Advanced analytics is one of the Enterprise features. */
  features: [
    {
      key: 'advancedAnalytics',
      label: { pt: 'Analytics avançado (KPIs com metas, previsões, tempo real)', en: 'Advanced analytics (KPIs with targets, forecasts, realtime)' },
      plans: ['enterprise'],
    },
  ],
  /** Recommendations name the failing audits of the sites' latest analyses (AnalysisPort). */
  requires: ['analysis'],
  navItems: [
    {
      path: '/dashboard-analytics',
      label: /*i18n*/ { id: 'analytics.nav', message: 'Analytics avançado' },
      icon: 'LineChartOutlined',
      section: 'reports',
      order: 40,
    },
  ],
});
