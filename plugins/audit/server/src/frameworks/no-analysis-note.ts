import type { LocalizedText } from '@otimiza/sdk/shared';

/** Why a check that reads the latest analysis has no result: none exists, and the audit does not spend the plan's allowance on one. */
export const noAnalysisNote: LocalizedText = {
  pt: 'Sem análise concluída deste endereço: analise o site para avaliar este item.',
  en: 'No completed analysis of this address: analyse the site to evaluate this item.',
};
