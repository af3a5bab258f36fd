import type { Language } from '@otimiza/sdk/shared';
import { z } from 'zod';
import type { CompetitorBody } from '../competitors/compare-competitors.js';
import { dataBlock, systemPrompt } from './narration-rules.js';

export const competitorNarrativeSchema = z.object({
  performance: z.string(),
  seo: z.string(),
  opportunities: z.array(z.string()),
  recommendations: z.array(z.string()),
  summary: z.string(),
});
export type CompetitorNarrative = z.infer<typeof competitorNarrativeSchema>;

export function competitorPrompt(body: CompetitorBody, language: Language) {
  return {
    system: systemPrompt({ pt: 'Você é analista de concorrência digital.', en: 'You are a digital competition analyst.' }, language),
    prompt: [
      language === 'en'
        ? 'Explain where the target site stands against its competitors, where they beat it and what to do first. Quote only the scores given. Each comparison row’s `standing` is the verdict: a `level` measure differs by no more than one page varies between runs — never call it ahead or behind.'
        : 'Explique onde o site alvo está em relação aos concorrentes, onde eles o superam e o que fazer primeiro. Cite apenas as notas fornecidas. O `standing` de cada linha da comparação é o veredito: uma medida `level` difere no máximo o que uma página varia entre execuções — nunca a chame de à frente ou atrás.',
      dataBlock(language === 'en' ? 'Audited sites' : 'Sites auditados', {
        target: body.target,
        competitors: body.competitors,
        comparison: body.comparison,
        gaps: body.gaps,
      }),
    ].join('\n\n'),
  };
}

export function mergeCompetitors(body: CompetitorBody, narrative: CompetitorNarrative): CompetitorBody {
  return {
    ...body,
    insights: {
      performance: narrative.performance || body.insights.performance,
      seo: narrative.seo || body.insights.seo,
      accessibility: body.insights.accessibility,
      bestPractices: body.insights.bestPractices,
      opportunities: narrative.opportunities.length ? narrative.opportunities : body.insights.opportunities,
      recommendations: narrative.recommendations.length ? narrative.recommendations : body.insights.recommendations,
      summary: narrative.summary || body.insights.summary,
    },
  };
}
