import type { LocalizedText } from '@otimiza/sdk/shared';

/** The progress steps, reported by the work itself as it reaches them. */
export const analysisSteps = {
  validating: { percent: 10, text: { pt: 'Validando URL...', en: 'Validating URL...' } },
  connecting: { percent: 25, text: { pt: 'Conectando ao serviço de auditoria...', en: 'Connecting to PageSpeed API...' } },
  analysing: { percent: 30, text: { pt: 'Analisando desempenho...', en: 'Analyzing performance...' } },
  // Lighthouse's own phases while it runs; the percent moves within them as it goes (LIGHTHOUSE_SPAN).
  'loading-page': { percent: 32, text: { pt: 'Carregando a página no navegador...', en: 'Loading the page in the browser...' } },
  gathering: { percent: 40, text: { pt: 'Coletando dados da página...', en: 'Gathering the page’s data...' } },
  auditing: {
    percent: 60,
    text: { pt: 'Auditando desempenho, acessibilidade, SEO e boas práticas...', en: 'Auditing performance, accessibility, SEO and best practices...' },
  },
  recommending: { percent: 85, text: { pt: 'Gerando recomendações...', en: 'Generating recommendations...' } },
  complete: { percent: 100, text: { pt: 'Análise concluída!', en: 'Analysis complete!' } },
} as const satisfies Record<string, { percent: number; text: LocalizedText }>;

export type AnalysisStep = keyof typeof analysisSteps;

/** The part of the bar Lighthouse's runs fill, from 'analysing' to 'recommending'. */
export const LIGHTHOUSE_SPAN = { from: 30, to: 85 } as const;
