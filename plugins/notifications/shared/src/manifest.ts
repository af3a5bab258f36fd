import { definePluginManifest } from '@otimiza/sdk/shared';

export const notificationsManifest = definePluginManifest({
  id: 'notifications',
  /** What a visitor reads on these pages, which need an account. */
  loginPrompts: [
    { path: '/notification-center', text: { pt: 'Faça login para acessar a central de notificações.', en: 'Log in to access the notification center.' } },
  ],
  displayName: /*i18n*/ { id: 'notifications.name', message: 'Central de notificações' },
  /** Every route and page of the plugin needs this plan feature (402 SUBSCRIPTION_REQUIRED without it). */
  requiredFeature: 'monitoringAlerts',
  /** Monitoring alerts are one of the Enterprise features. */
  features: [
    {
      key: 'monitoringAlerts',
      label: { pt: 'Central de notificações e alertas de monitoramento', en: 'Notification centre and monitoring alerts' },
      plans: ['enterprise'],
    },
  ],
  /** Alert rules' scheduled checks and campaign sending (server/src/alert-rules, server/src/campaigns). */
  jobs: ['notifications.alert-rule-check', 'notifications.campaign-send', 'notifications.deliver', 'notifications.digest'],
  navItems: [
    {
      path: '/notification-center',
      label: /*i18n*/ { id: 'notifications.nav', message: 'Notificações' },
      icon: 'BellOutlined',
      section: 'tools',
      order: 50,
    },
  ],
});
