import { definePluginManifest } from '@otimiza/sdk/shared';

export const reportsManifest = definePluginManifest({
  id: 'reports',
  /** What a visitor reads on these pages, which need an account. */
  loginPrompts: [
    { path: '/reports', text: { pt: 'Faça login para acessar os relatórios.', en: 'Log in to access the reports.' } },
    { path: '/shared-reports', text: { pt: 'Faça login para acessar os relatórios compartilhados.', en: 'Log in to access the shared reports.' } },
    { path: '/brand-settings', text: { pt: 'Faça login para acessar as configurações da marca.', en: 'Log in to access the brand settings.' } },
    { path: '/visual-reports', text: { pt: 'Faça login para acessar os relatórios visuais.', en: 'Log in to access the visual reports.' } },
  ],
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
    /** The visual reports are a subscriber area, sold from Pro (like the other reports beyond the basic PDF). */
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
