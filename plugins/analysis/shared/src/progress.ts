import type { LocalizedText } from '@otimiza/sdk/shared';

/** The progress steps of spec 000 §4, reported by the work itself as it reaches them. */
export const analysisSteps = {
  validating: { percent: 10, text: { pt: 'Validando URL...', en: 'Validating URL...' } },
  connecting: { percent: 25, text: { pt: 'Conectando ao serviço de auditoria...', en: 'Connecting to PageSpeed API...' } },
  analysing: { percent: 60, text: { pt: 'Analisando desempenho...', en: 'Analyzing performance...' } },
  recommending: { percent: 85, text: { pt: 'Gerando recomendações...', en: 'Generating recommendations...' } },
  complete: { percent: 100, text: { pt: 'Análise concluída!', en: 'Analysis complete!' } },
} as const satisfies Record<string, { percent: number; text: LocalizedText }>;

export type AnalysisStep = keyof typeof analysisSteps;
