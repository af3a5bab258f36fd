import { definePluginManifest } from '@otimiza/sdk/shared';

export const reportsManifest = definePluginManifest({
  id: 'reports',
  displayName: /*i18n*/ { id: 'reports.name', message: 'Relatórios' },
  requiredFeature: null,
  features: [
    { key: 'basicReports', label: { pt: 'Relatórios PDF básicos', en: 'Basic PDF reports' }, plans: ['free', 'lite', 'pro', 'enterprise'] },
    { key: 'recurringReports', label: { pt: 'Relatórios recorrentes', en: 'Recurring reports' }, plans: ['enterprise'] },
    {
      key: 'customBranding',
      label: { pt: 'Domínio próprio nos relatórios compartilhados', en: 'Your own domain for shared reports' },
      plans: ['enterprise'],
    },
    /** Spec 001 §2.2: the visual reports are a subscriber area, sold from Pro (like the other reports beyond the basic PDF). */
    {
      key: 'visualReports',
      label: { pt: 'Relatórios visuais com gráficos e heatmaps', en: 'Visual reports with charts and heatmaps' },
      plans: ['pro', 'enterprise'],
    },
  ],
  /** Reads stored analyses through the analysis plugin's port. */
  requires: ['analysis'],
  navItems: [
    { path: '/reports', label: /*i18n*/ { id: 'reports.nav.reports', message: 'Relatórios' }, icon: 'FileTextOutlined', section: 'reports', order: 10 },
    {
      path: '/shared-reports',
      label: /*i18n*/ { id: 'reports.nav.shared', message: 'Relatórios Compartilhados' },
      icon: 'ShareAltOutlined',
      section: 'reports',
      order: 20,
    },
    {
      path: '/brand-settings',
      label: /*i18n*/ { id: 'reports.nav.brand', message: 'Configurações da marca' },
      icon: 'BgColorsOutlined',
      section: 'reports',
      order: 30,
    },
    {
      path: '/visual-reports',
      label: /*i18n*/ { id: 'reports.nav.visual', message: 'Relatórios Visuais' },
      icon: 'AreaChartOutlined',
      section: 'reports',
      order: 15,
    },
  ],
  /** The public page of a shared report: open to visitors. */
  publicPaths: ['/r/$token'],
  jobs: ['reports.recurring-run'],
});
