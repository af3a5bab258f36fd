import type { Language } from '@otimiza/sdk/shared';
import { z } from 'zod';
import { dataBlock, systemPrompt } from './narration-rules.js';

export const insightsNarrativeSchema = z.object({ insights: z.array(z.string()) });
export type InsightsNarrative = z.infer<typeof insightsNarrativeSchema>;

/** Insights written from data: the AI may reword and connect the facts, not add new ones. */
export function insightsPrompt(subject: string, data: unknown, draft: string[], language: Language) {
  return {
    system: systemPrompt({ pt: 'Você é analista de negócios digitais.', en: 'You are a digital business analyst.' }, language),
    prompt: [
      language === 'en'
        ? `Write 3 to 6 short insights about ${subject} for its owner, from these data only.`
        : `Escreva de 3 a 6 insights curtos sobre ${subject} para o dono, apenas a partir destes dados.`,
      dataBlock(language === 'en' ? 'Data' : 'Dados', data),
      dataBlock(language === 'en' ? 'Facts already found' : 'Fatos já encontrados', draft),
    ].join('\n\n'),
  };
}
