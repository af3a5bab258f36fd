import { definePluginManifest } from '@otimiza/sdk/shared';

export const reportsManifest = definePluginManifest({
  id: 'reports',
  displayName: /*i18n*/ { id: 'reports.name', message: 'Relatórios' },
  requiredFeature: null,
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
  ],
  /** The public page of a shared report: open to visitors. */
  publicPaths: ['/r/$token'],
  jobs: ['reports.recurring-run'],
});
