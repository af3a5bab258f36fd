import type { Language } from '@otimiza/sdk/shared';
import type { BrazilOptimizationResult } from '@otimiza/plugin-ai-tools-shared';
import { z } from 'zod';
import { dataBlock, systemPrompt } from './narration-rules.js';

export const brazilNarrativeSchema = z.object({
  optimizations: z.array(z.object({ checkId: z.string(), description: z.string(), businessImpact: z.string() })),
});
export type BrazilNarrative = z.infer<typeof brazilNarrativeSchema>;

export function brazilPrompt(result: BrazilOptimizationResult, language: Language) {
  return {
    system: systemPrompt(
      { pt: 'Você é especialista em SEO local e no mercado brasileiro.', en: 'You are a local SEO and Brazilian market specialist.' },
      language,
    ),
    prompt: [
      language === 'en'
        ? 'For each optimisation, rewrite the description and the business impact for this company, citing what its page has now. Keep every checkId.'
        : 'Para cada otimização, reescreva a descrição e o impacto no negócio para esta empresa, citando o que a página tem hoje. Mantenha todos os checkId.',
      dataBlock(language === 'en' ? 'Company' : 'Empresa', { url: result.url, companyName: result.companyName, location: result.location }),
      dataBlock(
        language === 'en' ? 'Optimisations' : 'Otimizações',
        result.optimizations.map(({ checkId, title, currentState, optimizedState, description, businessImpact }) => ({
          checkId,
          title,
          currentState,
          optimizedState,
          description,
          businessImpact,
        })),
      ),
    ].join('\n\n'),
  };
}

export function mergeBrazil(result: BrazilOptimizationResult, narrative: BrazilNarrative): BrazilOptimizationResult {
  const byCheck = new Map(narrative.optimizations.map((item) => [item.checkId, item]));
  return {
    ...result,
    optimizations: result.optimizations.map((optimization) => {
      const written = byCheck.get(optimization.checkId);
      return written
        ? {
            ...optimization,
            description: written.description || optimization.description,
            businessImpact: written.businessImpact || optimization.businessImpact,
          }
        : optimization;
    }),
  };
}
