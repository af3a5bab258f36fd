import { definePluginManifest } from '@otimiza/sdk/shared';

export const customerSuccessManifest = definePluginManifest({
  id: 'customer-success',
  /** What a visitor reads on these pages, which need an account. */
  loginPrompts: [
    { path: '/customer-success', text: { pt: 'Faça login para acessar o sistema de Customer Success.', en: 'Log in to access the Customer Success system.' } },
  ],
  displayName: /*i18n*/ { id: 'customer-success.name', message: 'Customer Success' },
  /** Every route and page of the plugin needs this plan feature (402 SUBSCRIPTION_REQUIRED without it). */
  requiredFeature: 'customerSuccess',
  /** Customer success is one of the Enterprise features. */
  features: [{ key: 'customerSuccess', label: { pt: 'Customer Success', en: 'Customer Success' }, plans: ['enterprise'] }],
  /** The product factor reads the clients' analyses, and a playbook re-audits their sites (sharing a report needs the reports plugin when it is mounted). */
  requires: ['analysis'],
  /** The daily health snapshots, a playbook's run, and the re-audit of a client's site a playbook queues. */
  jobs: ['customer-success.snapshot', 'customer-success.playbook-run', 'customer-success.reaudit'],
  /** The one-question NPS page a client opens from an e-mail. */
  publicPaths: ['/nps/$token'],
  navItems: [
    {
      path: '/customer-success',
      label: /*i18n*/ { id: 'customer-success.nav', message: 'Customer Success' },
      icon: 'CustomerServiceOutlined',
      section: 'tools',
      order: 70,
    },
  ],
});
