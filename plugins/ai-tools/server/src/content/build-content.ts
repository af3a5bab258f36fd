import type { AnalysisRecord } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { ContentToolType, GeneratedContent } from '@otimiza/plugin-ai-tools-shared';
import { auditTitle } from '../audit-advice/audit-advice.js';
import type { CompanyProfile } from '../real-data/extract-company-profile.js';
import type { PageOutline } from './page-outline.js';
import { countOf } from '../common/plural.js';

export type ContentBody = Omit<GeneratedContent, 'source' | 'aiError' | 'runId'>;

export interface ContentInput {
  toolType: ContentToolType;
  url: string;
  profile: CompanyProfile;
  outline: PageOutline;
  analysis: AnalysisRecord | null;
  language: Language;
}

export const META_DESCRIPTION_RANGE = { min: 120, max: 160 } as const;

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > 0 ? space : max).replace(/[\s,;:–—-]+$/, '')}`;
}

/** 120–160 characters from the page's own sentences, closed with the company and its city when short. */
export function metaDescriptionFrom(input: Pick<ContentInput, 'profile' | 'outline' | 'language'>): string {
  const { profile, outline, language } = input;
  const pieces = [profile.description, ...outline.sentences].filter((piece): piece is string => Boolean(piece)).map((piece) => piece.replace(/…$/, ''));
  let text = '';
  for (const piece of pieces) {
    if (text.length >= META_DESCRIPTION_RANGE.min) break;
    text = text ? `${text} ${piece}` : piece;
  }
  if (text.length < META_DESCRIPTION_RANGE.min) {
    const where = profile.location ? (language === 'en' ? ` in ${profile.location}` : ` em ${profile.location}`) : '';
    const closing = language === 'en' ? `${profile.businessName}${where}.` : `${profile.businessName}${where}.`;
    text = text ? `${text.replace(/[.!?]?$/, '.')} ${closing}` : `${profile.title}. ${closing}`;
  }
  return cutAtWord(text, META_DESCRIPTION_RANGE.max);
}

function topicOf(input: ContentInput): string {
  return input.outline.h1 ?? input.profile.title ?? input.profile.businessName;
}

function failingAuditTitles(analysis: AnalysisRecord | null, language: Language, limit = 3): string[] {
  return [...(analysis?.failingAudits ?? [])]
    .sort((a, b) => b.gainPoints - a.gainPoints)
    .slice(0, limit)
    .map((audit) => auditTitle(audit.id, audit.title, language));
}

function contactLines(input: ContentInput): string[] {
  const { contact } = input.outline;
  const en = input.language === 'en';
  return [
    contact.whatsapp ? `WhatsApp: ${contact.whatsapp}` : null,
    contact.phone ? `${en ? 'Phone' : 'Telefone'}: ${contact.phone}` : null,
    contact.email ? `E-mail: ${contact.email}` : null,
  ].filter((line): line is string => line !== null);
}

function metaDescriptionContent(input: ContentInput): ContentBody {
  const en = input.language === 'en';
  const meta = metaDescriptionFrom(input);
  const current = input.profile.metaDescription;
  return base(input, {
    title: input.profile.title || input.profile.businessName,
    content: meta,
    metaDescription: meta,
    insights: [
      current
        ? en
          ? `Current meta description (${current.length} characters): “${current}”.`
          : `Meta description atual (${current.length} caracteres): “${current}”.`
        : en
          ? 'The page has no meta description: search engines pick a piece of the text instead.'
          : 'A página não tem meta description: os buscadores escolhem um trecho do texto no lugar.',
      en ? `Suggested text: ${meta.length} characters (recommended ${META_DESCRIPTION_RANGE.min}–${META_DESCRIPTION_RANGE.max}).` : `Texto sugerido: ${meta.length} caracteres (recomendado ${META_DESCRIPTION_RANGE.min}–${META_DESCRIPTION_RANGE.max}).`,
    ],
    implementation: [
      en ? 'Open the page’s HTML and find the <head> section.' : 'Abra o HTML da página e localize a seção <head>.',
      `<meta name="description" content="${meta.replace(/"/g, '&quot;')}">`,
      en ? 'Publish and run a new analysis to confirm the SEO audit passes.' : 'Publique e rode uma nova análise para confirmar que a auditoria de SEO passou.',
    ],
    estimatedImpact: en ? `A ${meta.length}-character summary written from the page’s own text.` : `Resumo de ${meta.length} caracteres escrito a partir do próprio texto da página.`,
  });
}

function blogPostContent(input: ContentInput): ContentBody {
  const en = input.language === 'en';
  const { profile, outline } = input;
  const topic = topicOf(input);
  const title = en ? `${topic}: what ${profile.businessName} offers` : `${topic}: o que a ${profile.businessName} oferece`;
  const intro = profile.description ?? outline.sentences.slice(0, 2).join(' ');
  const sections = outline.sections.filter((section) => section.text).map((section) => `## ${section.heading}\n\n${section.text}`);
  const contact = contactLines(input);
  const closing = en ? `## Talk to ${profile.businessName}` : `## Fale com a ${profile.businessName}`;
  const content = [`# ${title}`, intro, ...sections, contact.length ? `${closing}\n\n${contact.join('\n')}` : ''].filter(Boolean).join('\n\n');
  const words = content.split(/\s+/).filter(Boolean).length;
  return base(input, {
    title,
    content,
    metaDescription: metaDescriptionFrom(input),
    insights: [
      en ? `Built from the page’s ${outline.sections.length} sections and its own text.` : `Montado a partir das ${outline.sections.length} seções da página e do seu próprio texto.`,
      outline.keywords.length
        ? en
          ? `Main terms on the page: ${outline.keywords.join(', ')}.`
          : `Termos principais da página: ${outline.keywords.join(', ')}.`
        : en
          ? 'The page’s headings give few terms to work with.'
          : 'Os títulos da página oferecem poucos termos para trabalhar.',
    ],
    implementation: [
      en ? 'Review the facts and add what only you know: prices, cases, photos.' : 'Revise os fatos e acrescente o que só você sabe: preços, casos, fotos.',
      en ? 'Publish it on the site’s blog with its own URL and link it from the home page.' : 'Publique no blog do site com URL própria e coloque um link na página inicial.',
      en ? 'Share it on WhatsApp and social networks.' : 'Compartilhe no WhatsApp e nas redes sociais.',
    ],
    estimatedImpact: en ? `An article of ${words} words on the page’s own subjects.` : `Um artigo de ${words} palavras sobre os assuntos da própria página.`,
  });
}

function conversionContent(input: ContentInput): ContentBody {
  const en = input.language === 'en';
  const { outline, analysis, profile } = input;
  const lcp = analysis?.metrics['largest-contentful-paint']?.value ?? null;
  const insights: string[] = [];
  const steps: string[] = [];
  insights.push(
    outline.callsToAction.length
      ? en
        ? `${countOf(outline.callsToAction.length, 'call to action', 'calls to action')} on the page: ${outline.callsToAction.slice(0, 4).join(', ')}.`
        : `${countOf(outline.callsToAction.length, 'chamada para ação', 'chamadas para ação')} na página: ${outline.callsToAction.slice(0, 4).join(', ')}.`
      : en
        ? 'No clear call to action (buy, book, ask for a quote) was found.'
        : 'Nenhuma chamada para ação clara (comprar, agendar, pedir orçamento) foi encontrada.',
  );
  if (!outline.callsToAction.length) steps.push(en ? 'Add one main button above the fold, with a verb: “Ask for a quote”.' : 'Coloque um botão principal no topo, com um verbo: “Peça um orçamento”.');
  insights.push(
    outline.contact.whatsapp
      ? en
        ? 'WhatsApp contact present.'
        : 'Contato por WhatsApp presente.'
      : en
        ? 'No WhatsApp link: most Brazilian customers prefer it.'
        : 'Sem link de WhatsApp: o canal preferido de boa parte dos clientes brasileiros.',
  );
  if (!outline.contact.whatsapp) steps.push(en ? 'Add a wa.me link with a ready message.' : 'Adicione um link wa.me com uma mensagem pronta.');
  insights.push(en ? `${countOf(outline.forms, 'form', 'forms')} on the page.` : `${countOf(outline.forms, 'formulário', 'formulários')} na página.`);
  if (lcp !== null) {
    const seconds = (lcp / 1000).toLocaleString(en ? 'en-US' : 'pt-BR', { maximumFractionDigits: 1 });
    insights.push(en ? `The main content appears in ${seconds} s (LCP).` : `O conteúdo principal aparece em ${seconds} s (LCP).`);
    if (lcp > 2500) steps.push(en ? 'Speed up the first screen: every second of waiting loses visitors.' : 'Acelere a primeira tela: cada segundo de espera perde visitantes.');
  }
  if (analysis && analysis.scores.accessibility < 90) {
    steps.push(
      en
        ? `Fix accessibility (${analysis.scores.accessibility}/100): forms and buttons everyone can use.`
        : `Corrija a acessibilidade (${analysis.scores.accessibility}/100): formulários e botões que todos conseguem usar.`,
    );
  }
  if (!steps.length) steps.push(en ? 'Test two versions of the main button text and keep the better one.' : 'Teste duas versões do texto do botão principal e fique com a melhor.');
  const title = en ? `Conversion strategy for ${profile.businessName}` : `Estratégia de conversão para ${profile.businessName}`;
  return base(input, {
    title,
    content: [title, ...insights.map((item) => `• ${item}`), '', ...steps.map((item, index) => `${index + 1}. ${item}`)].join('\n'),
    metaDescription: metaDescriptionFrom(input),
    insights,
    implementation: steps,
    estimatedImpact: en
      ? `${countOf(steps.length, 'friction point', 'friction points')} found on the page.`
      : `${countOf(steps.length, 'ponto de atrito encontrado', 'pontos de atrito encontrados')} na página.`,
  });
}

function base(
  input: ContentInput,
  parts: { title: string; content: string; metaDescription: string; insights: string[]; implementation: string[]; estimatedImpact: string },
): ContentBody {
  const recommendations = failingAuditTitles(input.analysis, input.language);
  return {
    contentType: input.toolType,
    url: input.url,
    generated: {
      title: parts.title,
      description: parts.metaDescription,
      keywords: input.outline.keywords,
      content: parts.content,
      metaDescription: parts.metaDescription,
    },
    suggestions: parts.implementation,
    title: parts.title,
    content: parts.content,
    insights: parts.insights,
    implementation: parts.implementation,
    estimatedImpact: parts.estimatedImpact,
    additionalRecommendations: recommendations,
    analysisId: input.analysis?.id ?? null,
  };
}

/** The tool's text from templates filled with the page and its audit: what answers when there is no AI. */
export function buildContent(input: ContentInput): ContentBody {
  switch (input.toolType) {
    case 'meta-description':
      return metaDescriptionContent(input);
    case 'blog-post':
      return blogPostContent(input);
    case 'competitor-analysis':
    case 'cro-strategy':
      return conversionContent(input);
  }
}
