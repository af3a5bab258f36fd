import type { Language } from '@otimiza/sdk/shared';
import { z } from 'zod';
import type { ContentBody, ContentInput } from '../content/build-content.js';
import { META_DESCRIPTION_RANGE } from '../content/build-content.js';
import { dataBlock, systemPrompt } from './narration-rules.js';

export const contentNarrativeSchema = z.object({
  title: z.string(),
  metaDescription: z.string(),
  keywords: z.array(z.string()),
  content: z.string(),
  insights: z.array(z.string()),
  implementation: z.array(z.string()),
  additionalRecommendations: z.array(z.string()),
});
export type ContentNarrative = z.infer<typeof contentNarrativeSchema>;

const tasks = {
  'meta-description': {
    pt: `Escreva a meta description da página (entre ${META_DESCRIPTION_RANGE.min} e ${META_DESCRIPTION_RANGE.max} caracteres) em "metaDescription" e repita-a em "content".`,
    en: `Write the page's meta description (${META_DESCRIPTION_RANGE.min} to ${META_DESCRIPTION_RANGE.max} characters) in "metaDescription" and repeat it in "content".`,
  },
  'blog-post': {
    pt: 'Escreva um artigo de blog em Markdown sobre os assuntos da página, com título, introdução, seções e chamada final de contato.',
    en: 'Write a Markdown blog post on the page’s subjects, with a title, an introduction, sections and a closing call to contact.',
  },
  'cro-strategy': {
    pt: 'Escreva uma estratégia de conversão: o que impede o visitante de virar cliente nesta página e o que mudar, em ordem.',
    en: 'Write a conversion strategy: what stops a visitor from becoming a customer on this page and what to change, in order.',
  },
} as const;

export function contentPrompt(input: ContentInput, template: ContentBody, language: Language) {
  const task = tasks[input.toolType === 'competitor-analysis' ? 'cro-strategy' : input.toolType][language];
  return {
    system: systemPrompt(
      { pt: 'Você é redator de SEO e conversão para sites brasileiros.', en: 'You are an SEO and conversion copywriter for Brazilian websites.' },
      language,
    ),
    prompt: [
      task,
      dataBlock(language === 'en' ? 'The company, from its page' : 'A empresa, segundo a página', {
        url: input.url,
        businessName: input.profile.businessName,
        title: input.profile.title,
        sector: input.profile.sector,
        location: input.profile.location,
        description: input.profile.description,
      }),
      dataBlock(language === 'en' ? 'The page' : 'A página', {
        h1: input.outline.h1,
        sections: input.outline.sections,
        sentences: input.outline.sentences.slice(0, 15),
        keywords: input.outline.keywords,
        callsToAction: input.outline.callsToAction,
        contact: input.outline.contact,
      }),
      input.analysis
        ? dataBlock(language === 'en' ? 'Its latest audit' : 'A auditoria mais recente', {
            scores: input.analysis.scores,
            failingAudits: input.analysis.failingAudits.slice(0, 10).map((audit) => ({ title: audit.title, category: audit.category })),
            largestContentfulPaintMs: input.analysis.metrics['largest-contentful-paint']?.value ?? null,
          })
        : '',
      dataBlock(
        language === 'en' ? 'A first draft made from these data' : 'Um primeiro rascunho feito com esses dados',
        { title: template.title, content: template.content },
        3000,
      ),
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

/** The AI's texts over the template's; the description falls back to the template's when its length is off. */
export function mergeContent(template: ContentBody, narrative: ContentNarrative): ContentBody {
  const length = narrative.metaDescription.trim().length;
  const metaDescription = length >= 50 && length <= META_DESCRIPTION_RANGE.max + 10 ? narrative.metaDescription.trim() : template.generated.metaDescription;
  const keywords = narrative.keywords.length ? narrative.keywords.slice(0, 12) : template.generated.keywords;
  const implementation = narrative.implementation.length ? narrative.implementation : template.implementation;
  return {
    ...template,
    generated: {
      title: narrative.title || template.title,
      description: metaDescription,
      keywords,
      content: narrative.content || template.content,
      metaDescription,
    },
    suggestions: implementation,
    title: narrative.title || template.title,
    content: narrative.content || template.content,
    insights: narrative.insights.length ? narrative.insights : template.insights,
    implementation,
    additionalRecommendations: narrative.additionalRecommendations.length ? narrative.additionalRecommendations : template.additionalRecommendations,
  };
}
