import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FeatureKey } from '@otimiza/sdk/shared';

/** Where the AI tools live (the ai-tools plugin's page); reached by path, the plugins do not import each other. */
export const aiToolsPath = '/ai-tools';

export interface PremiumFeature {
  /** One per card; the AI tools' ids name the dialog `/ai-tools?tool=` opens. */
  id: string;
  /** The plan feature that unlocks it (the server's guard checks the same key). */
  key: FeatureKey;
  name: MessageDescriptor;
  description: MessageDescriptor;
  /** Released in this version; the others are listed as coming soon. */
  released: boolean;
  /** The dialog of the AI tools page that runs it, or null for the automatic HTML fix, which has its own dialog here. */
  tool: string | null;
}

/**
 * The advanced features that build on an analysis (advanced features grid), each
 * with the plan feature that unlocks it. All six are released; the automatic HTML fix opens its
 * dialog, the AI tools open on their page for the analysed address.
 */
export const premiumFeatures: readonly PremiumFeature[] = [
  {
    id: 'html-fix',
    key: 'htmlAutoCorrection',
    name: msg`Correção automática de HTML`,
    description: msg`Reescreve o HTML da página com as correções aplicadas e audita a página corrigida para comprovar o ganho.`,
    released: true,
    tool: null,
  },
  {
    id: 'competitor-analysis',
    key: 'competitorAnalysis',
    name: msg`Análise de concorrentes`,
    description: msg`Compara as pontuações do seu site com as dos concorrentes que você indicar.`,
    released: true,
    tool: 'competitor-analysis',
  },
  {
    id: 'strategic-planning',
    key: 'strategicPlanning',
    name: msg`Planejamento estratégico`,
    description: msg`Recomendações priorizadas e um roteiro mensal a partir dos resultados da análise.`,
    released: true,
    tool: 'strategic-planning',
  },
  {
    id: 'content',
    key: 'aiContentGeneration',
    name: msg`Geração de conteúdo com IA`,
    description: msg`Meta descrições e textos escritos a partir dos dados reais da página.`,
    released: true,
    tool: 'content',
  },
  {
    id: 'results-monitoring',
    // The results monitoring comes with the pro AI tools (the ai-tools plugin's feature table).
    key: 'strategicPlanning',
    name: msg`Monitoramento de resultados`,
    description: msg`Acompanha a evolução das pontuações em 7, 30 ou 90 dias, com alertas.`,
    released: true,
    tool: 'results-monitoring',
  },
  {
    id: 'brazil-optimization',
    key: 'brazilOptimization',
    name: msg`Otimização para o Brasil`,
    description: msg`SEO local e recomendações para o mercado brasileiro.`,
    released: true,
    tool: 'brazil-optimization',
  },
];

/** The AI tools page's search for one analysis, opening `tool`'s dialog. */
export function aiToolsSearch(analysis: { id: string; url: string }, tool: string): { url: string; analysisId: string; tool: string } {
  return { url: analysis.url, analysisId: analysis.id, tool };
}
