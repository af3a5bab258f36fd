import { definePluginManifest } from '@otimiza/sdk/shared';

export const analysisManifest = definePluginManifest({
  id: 'analysis',
  /** What a visitor reads on these pages, which need an account. */
  loginPrompts: [
    { path: '/new-analysis', text: { pt: 'Faça login para acessar a análise de sites.', en: 'Log in to access website analysis.' } },
    { path: '/analysis-history', text: { pt: 'Faça login para acessar o histórico de análises.', en: 'Log in to access your analysis history.' } },
    { path: '/quick-analysis', text: { pt: 'Faça login para fazer uma análise rápida.', en: 'Log in to run a quick analysis.' } },
  ],
  displayName: /*i18n*/ { id: 'analysis.name', message: 'Análises' },
  requiredFeature: null,
  features: [
    {
      key: 'pageSpeedAPI',
      label: { pt: 'Visualização dos resultados do PageSpeed', en: 'PageSpeed results view' },
      plans: ['free', 'lite', 'pro', 'enterprise'],
    },
    { key: 'quickAnalysis', label: { pt: 'Análise de performance', en: 'Performance analysis' }, plans: ['lite', 'pro', 'enterprise'] },
    { key: 'coreWebVitals', label: { pt: 'Core Web Vitals com medições repetidas', en: 'Core Web Vitals from repeated runs' }, plans: ['pro', 'enterprise'] },
    { key: 'htmlAutoCorrection', label: { pt: 'Correção automática de HTML', en: 'Automatic HTML fixes' }, plans: ['pro', 'enterprise'] },
    { key: 'visualFeedback', label: { pt: 'Feedback visual antes e depois', en: 'Before-and-after visual feedback' }, plans: ['pro', 'enterprise'] },
    { key: 'htmlDownload', label: { pt: 'Download do HTML otimizado', en: 'Optimized HTML download' }, plans: ['pro', 'enterprise'] },
    { key: 'realTimeDeploy', label: { pt: 'Publicação do HTML otimizado por FTP', en: 'Optimized HTML published over FTP' }, plans: ['enterprise'] },
    {
      key: 'advancedExport',
      label: { pt: 'Exportação avançada do histórico (CSV e JSON)', en: 'Advanced history export (CSV and JSON)' },
      plans: ['enterprise'],
    },
  ],
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
  jobs: ['analysis.run', 'analysis.verify', 'analysis.metrics-backfill'],
});
