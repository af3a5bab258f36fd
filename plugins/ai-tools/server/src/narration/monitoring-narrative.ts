import type { Language } from '@otimiza/sdk/shared';
import { z } from 'zod';
import type { MonitoringBody } from '../monitoring/build-monitoring-report.js';
import { dataBlock, systemPrompt } from './narration-rules.js';

export const monitoringNarrativeSchema = z.object({ recommendations: z.array(z.object({ title: z.string(), description: z.string() })) });
export type MonitoringNarrative = z.infer<typeof monitoringNarrativeSchema>;

export function monitoringPrompt(report: MonitoringBody, language: Language) {
  return {
    system: systemPrompt({ pt: 'Você acompanha os resultados de sites de pequenas empresas.', en: 'You follow small-business websites’ results.' }, language),
    prompt: [
      language === 'en'
        ? 'Rewrite the title and description of each recommendation, in the same order and number, explaining it in light of the trends.'
        : 'Reescreva o título e a descrição de cada recomendação, na mesma ordem e quantidade, explicando-as à luz das tendências.',
      dataBlock(language === 'en' ? 'Trends' : 'Tendências', { period: report.period, trends: report.trends, currentMetrics: report.currentMetrics }),
      dataBlock(language === 'en' ? 'Recommendations' : 'Recomendações', report.recommendations),
    ].join('\n\n'),
  };
}

export function mergeMonitoring(report: MonitoringBody, narrative: MonitoringNarrative): MonitoringBody {
  if (narrative.recommendations.length !== report.recommendations.length) return report;
  return {
    ...report,
    recommendations: report.recommendations.map((recommendation, index) => ({
      ...recommendation,
      title: narrative.recommendations[index]!.title || recommendation.title,
      description: narrative.recommendations[index]!.description || recommendation.description,
    })),
  };
}
