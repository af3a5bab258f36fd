import type { Language } from '@otimiza/sdk/shared';
import type { StrategicPlan } from '@otimiza/plugin-ai-tools-shared';
import { z } from 'zod';
import { dataBlock, systemPrompt } from './narration-rules.js';

type PlanBody = Omit<StrategicPlan, 'source' | 'aiError' | 'runId'>;

export const planNarrativeSchema = z.object({
  recommendations: z.array(z.object({ id: z.string(), title: z.string(), description: z.string() })),
});
export type PlanNarrative = z.infer<typeof planNarrativeSchema>;

export function planPrompt(plan: PlanBody, companyName: string, language: Language) {
  return {
    system: systemPrompt({ pt: 'Você é consultor de SEO e performance de sites.', en: 'You are a website SEO and performance consultant.' }, language),
    prompt: [
      language === 'en'
        ? 'Rewrite the title and description of each recommendation so the owner understands what to do and why. Keep every id; do not add or remove recommendations; keep the numbers as given.'
        : 'Reescreva o título e a descrição de cada recomendação para o dono entender o que fazer e por quê. Mantenha todos os ids; não acrescente nem remova recomendações; mantenha os números como estão.',
      dataBlock(language === 'en' ? 'Site' : 'Site', { url: plan.url, companyName, currentState: plan.currentState }),
      dataBlock(
        language === 'en' ? 'Recommendations' : 'Recomendações',
        plan.strategicRecommendations.map(({ id, title, description, category, gainPoints, effort }) => ({
          id,
          title,
          description,
          category,
          gainPoints,
          effort,
        })),
      ),
    ].join('\n\n'),
  };
}

export function mergePlan(plan: PlanBody, narrative: PlanNarrative): PlanBody {
  const byId = new Map(narrative.recommendations.map((item) => [item.id, item]));
  return {
    ...plan,
    strategicRecommendations: plan.strategicRecommendations.map((recommendation) => {
      const written = byId.get(recommendation.id);
      return written
        ? { ...recommendation, title: written.title || recommendation.title, description: written.description || recommendation.description }
        : recommendation;
    }),
  };
}
