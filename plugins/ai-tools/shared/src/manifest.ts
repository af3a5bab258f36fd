import { definePluginManifest } from '@otimiza/sdk/shared';

export const aiToolsManifest = definePluginManifest({
  id: 'ai-tools',
  /** What a visitor reads on these pages, which need an account. */
  loginPrompts: [{ path: '/ai-tools', text: { pt: 'Faça login para acessar as ferramentas de IA.', en: 'Log in to access the AI tools.' } }],
  displayName: /*i18n*/ { id: 'ai-tools.name', message: 'Ferramentas de IA' },
  requiredFeature: null,
  features: [
    { key: 'competitorAnalysis', label: { pt: 'Análise de concorrentes', en: 'Competitor analysis' }, plans: ['pro', 'enterprise'] },
    { key: 'strategicPlanning', label: { pt: 'Planejamento estratégico com IA', en: 'AI strategic planning' }, plans: ['pro', 'enterprise'] },
    { key: 'aiContentGeneration', label: { pt: 'Geração de conteúdo com IA', en: 'AI content generation' }, plans: ['enterprise'] },
    { key: 'brazilOptimization', label: { pt: 'Otimização para o Brasil', en: 'Optimization for Brazil' }, plans: ['enterprise'] },
  ],
  /** Reads stored analyses through the analysis plugin's port. */
  requires: ['analysis'],
  navItems: [{ path: '/ai-tools', label: /*i18n*/ { id: 'ai-tools.nav', message: 'Ferramentas de IA' }, icon: 'RobotOutlined', section: 'tools', order: 10 }],
  jobs: ['ai-tools.competitor-analysis'],
});
