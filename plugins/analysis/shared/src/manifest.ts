import { definePluginManifest } from '@otimiza/sdk/shared';

export const analysisManifest = definePluginManifest({
  id: 'analysis',
  displayName: /*i18n*/ { id: 'analysis.name', message: 'Análises' },
  requiredFeature: null,
  navItems: [
    { path: '/new-analysis', label: /*i18n*/ { id: 'analysis.nav.new', message: 'Nova Análise' }, icon: 'SearchOutlined', section: 'main', order: 10 },
    {
      path: '/analysis-history',
      label: /*i18n*/ { id: 'analysis.nav.history', message: 'Histórico de Análises' },
      icon: 'HistoryOutlined',
      section: 'main',
      order: 20,
    },
  ],
  jobs: ['analysis.run', 'analysis.verify'],
});
