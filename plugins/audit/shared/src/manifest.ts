import { definePluginManifest } from '@otimiza/sdk/shared';

export const auditManifest = definePluginManifest({
  id: 'audit',
  /** What a visitor reads on these pages, which need an account. */
  loginPrompts: [
    {
      path: '/audit-compliance',
      text: { pt: 'Faça login para acessar o sistema de auditoria e compliance.', en: 'Log in to access the audit and compliance system.' },
    },
  ],
  displayName: /*i18n*/ { id: 'audit.name', message: 'Auditoria e conformidade' },
  /** Every route and page of the plugin needs this plan feature (402 SUBSCRIPTION_REQUIRED without it). */
  requiredFeature: 'complianceAudit',
  /** The compliance audit is one of the Enterprise features. */
  features: [
    {
      key: 'complianceAudit',
      label: { pt: 'Auditoria de conformidade (WCAG, LGPD, segurança)', en: 'Compliance audit (WCAG, LGPD, security)' },
      plans: ['enterprise'],
    },
  ],
  /** A report's run over its sites, and the monitors' scheduled re-runs (server/src/reports, server/src/monitoring). */
  jobs: ['audit.report-run', 'audit.monitor-tick'],
  navItems: [
    {
      path: '/audit-compliance',
      label: /*i18n*/ { id: 'audit.nav', message: 'Auditoria' },
      icon: 'SafetyCertificateOutlined',
      section: 'tools',
      order: 55,
    },
  ],
});
