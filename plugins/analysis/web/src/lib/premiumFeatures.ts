import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { planIds, plans, type FeatureKey, type PlanId } from '@otimiza/sdk/shared';

export interface PremiumFeature {
  key: FeatureKey;
  name: MessageDescriptor;
  description: MessageDescriptor;
  /** Released in this version; the others are listed as coming soon. */
  released: boolean;
}

/**
 * The advanced features that build on an analysis (spec 000 §2, advanced features grid), each
 * with the plan feature that unlocks it. Those not released yet in this version are marked so,
 * instead of showing sample results.
 */
export const premiumFeatures: readonly PremiumFeature[] = [
  {
    key: 'htmlAutoCorrection',
    name: msg`Correção automática de HTML`,
    description: msg`Reescreve o HTML da página com as correções aplicadas e audita a página corrigida para comprovar o ganho.`,
    released: true,
  },
  {
    key: 'competitorAnalysis',
    name: msg`Análise de concorrentes`,
    description: msg`Compara as pontuações do seu site com as dos concorrentes que você indicar.`,
    released: false,
  },
  {
    key: 'strategicPlanning',
    name: msg`Planejamento estratégico`,
    description: msg`Recomendações priorizadas e um roteiro mensal a partir dos resultados da análise.`,
    released: false,
  },
  {
    key: 'aiContentGeneration',
    name: msg`Geração de conteúdo com IA`,
    description: msg`Meta descrições e textos escritos a partir dos dados reais da página.`,
    released: false,
  },
  {
    key: 'monitoringAlerts',
    name: msg`Monitoramento de resultados`,
    description: msg`Acompanha a evolução das pontuações em 7, 30 ou 90 dias, com alertas.`,
    released: false,
  },
  {
    key: 'brazilOptimization',
    name: msg`Otimização para o Brasil`,
    description: msg`SEO local e recomendações para o mercado brasileiro.`,
    released: false,
  },
];

/** The first plan of the catalogue that includes `feature`. */
export function firstPlanWith(feature: FeatureKey): PlanId | null {
  return planIds.find((plan) => plans[plan].features.includes(feature)) ?? null;
}
