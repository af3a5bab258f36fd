import type { AnalysisRecord } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { ContentToolType, GeneratedContent } from '@otimiza/plugin-ai-tools-shared';
import { auditTitle } from '../audit-advice/audit-advice.js';
import { lighthouseTitleIn } from '../audit-advice/lighthouse-title.js';
import type { CompanyProfile } from '../real-data/extract-company-profile.js';
import type { PageOutline } from './page-outline.js';
import { searchPhrasesOf } from './search-phrases.js';
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

function failingAuditTitles(analysis: AnalysisRecord | null, language: Language, limit = 3): string[] {
  return [...(analysis?.failingAudits ?? [])]
    .sort((a, b) => b.gainPoints - a.gainPoints)
    .slice(0, limit)
    .map((audit) => auditTitle(audit.id, lighthouseTitleIn(audit, language), language));
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
      en
        ? `Suggested text: ${meta.length} characters (recommended ${META_DESCRIPTION_RANGE.min}–${META_DESCRIPTION_RANGE.max}).`
        : `Texto sugerido: ${meta.length} caracteres (recomendado ${META_DESCRIPTION_RANGE.min}–${META_DESCRIPTION_RANGE.max}).`,
    ],
    implementation: [
      en ? 'Open the page’s HTML and find the <head> section.' : 'Abra o HTML da página e localize a seção <head>.',
      `<meta name="description" content="${meta.replace(/"/g, '&quot;')}">`,
      en ? 'Publish and run a new analysis to confirm the SEO audit passes.' : 'Publique e rode uma nova análise para confirmar que a auditoria de SEO passou.',
    ],
    estimatedImpact: en
      ? `A ${meta.length}-character summary written from the page’s own text.`
      : `Resumo de ${meta.length} caracteres escrito a partir do próprio texto da página.`,
  });
}

/** Words a template can draw from the page itself; below this a post would only repeat them. */
const MIN_SOURCE_WORDS = 40;

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function blogPostContent(input: ContentInput): ContentBody {
  const en = input.language === 'en';
  const { profile, outline } = input;
  const business = profile.businessName;
  const city = profile.location?.includes(',') ? profile.location.split(',')[0]!.trim() : null;
  const topic = outline.h1 && outline.h1.toLowerCase() !== business.toLowerCase() ? outline.h1 : (outline.sections[0]?.heading ?? null);
  const subject = topic ?? business;
  const local = city && !subject.includes(city) ? `${subject} ${en ? 'in' : 'em'} ${city}` : subject;
  const title = topic ? `${local} — ${business}` : local;
  const intro = profile.description ?? outline.sentences.slice(0, 2).join(' ');
  const sections = outline.sections
    .filter((section) => section.text && !intro.includes(section.text))
    .map((section) => `## ${section.heading}\n\n${section.text}`);
  const offers = outline.offers.map((offer) => `- ${offer.name}: ${offer.price}`);
  const findings = failingAuditTitles(input.analysis, input.language);
  const sourceWords = wordCount([intro, ...sections, ...offers].join(' '));
  if (sourceWords < MIN_SOURCE_WORDS && offers.length === 0) return thinPagePost(input, sourceWords);

  const address = profile.address?.streetAddress
    ? [profile.address.streetAddress, profile.location, profile.address.postalCode ? `CEP ${profile.address.postalCode}` : null].filter(Boolean).join(', ')
    : profile.location;
  const contact = contactLines(input);
  const content = [
    `# ${title}`,
    intro,
    offers.length ? `## ${en ? 'Products and prices' : 'Produtos e preços'}\n\n${offers.join('\n')}` : '',
    ...sections,
    address ? `## ${en ? 'Where to find us' : 'Onde estamos'}\n\n${address}` : '',
    contact.length ? `## ${en ? 'Get in touch' : 'Fale conosco'}\n\n${contact.join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const phrases = searchPhrasesOf({
    outline,
    businessType: profile.businessTypeId === 'unknown' ? null : profile.businessType,
    location: profile.location,
    address: profile.address,
  });
  return base(input, {
    title,
    content,
    keywords: phrases,
    metaDescription: metaDescriptionFrom(input),
    insights: [
      en
        ? `A template written from the page alone (no AI): its ${outline.sections.length} sections, ${outline.offers.length} prices and its address.`
        : `Modelo escrito só com a página (sem IA): suas ${outline.sections.length} seções, ${outline.offers.length} preços e o endereço.`,
      phrases.length
        ? en
          ? `Search phrases to use in the text and the title: ${phrases.join(', ')}.`
          : `Buscas para usar no texto e no título: ${phrases.join(', ')}.`
        : en
          ? 'The page names no product or place to build search phrases from.'
          : 'A página não cita produto nem lugar para montar buscas.',
      ...(findings.length
        ? [en ? `Before publishing, fix on the page: ${findings.join('; ')}.` : `Antes de publicar, corrija na página: ${findings.join('; ')}.`]
        : []),
    ],
    implementation: [
      en
        ? 'Review the facts and add what only you know: stories, photos, opening hours.'
        : 'Revise os fatos e acrescente o que só você sabe: histórias, fotos, horários.',
      en
        ? 'Publish it on the site’s blog with its own URL and link it from the home page.'
        : 'Publique no blog do site com URL própria e coloque um link na página inicial.',
      en ? 'Share it on WhatsApp and social networks.' : 'Compartilhe no WhatsApp e nas redes sociais.',
    ],
    estimatedImpact: en
      ? `An article of ${wordCount(content)} words on the page’s own products and place.`
      : `Um artigo de ${wordCount(content)} palavras sobre os produtos e o lugar da própria página.`,
  });
}

/** A page with almost no text: the template says so instead of padding a post with the same sentence. */
function thinPagePost(input: ContentInput, sourceWords: number): ContentBody {
  const en = input.language === 'en';
  const title = en ? 'Not enough text on the page for a post' : 'Texto insuficiente para um post de blog';
  const content = en
    ? `Without AI this template writes only with what the page says, and it says little (${sourceWords} words of text, no prices). Add two or three paragraphs about what you sell — products, prices, neighbourhood — and generate it again, or set an OpenAI key for a text written by the AI.`
    : `Sem IA, este modelo escreve só com o que a página diz, e ela diz pouco (${sourceWords} palavras de texto, nenhum preço). Acrescente à página dois ou três parágrafos sobre o que você vende — produtos, preços, bairro — e gere de novo, ou configure uma chave da OpenAI para um texto escrito pela IA.`;
  return base(input, {
    title,
    content,
    keywords: [],
    metaDescription: metaDescriptionFrom(input),
    insights: [content],
    implementation: [],
    estimatedImpact: en ? 'No article: the page has too little text to draw from.' : 'Nenhum artigo: a página tem pouco texto para servir de base.',
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
  if (!outline.callsToAction.length)
    steps.push(
      en ? 'Add one main button above the fold, with a verb: “Ask for a quote”.' : 'Coloque um botão principal no topo, com um verbo: “Peça um orçamento”.',
    );
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
    if (lcp > 2500)
      steps.push(
        en ? 'Speed up the first screen: every second of waiting loses visitors.' : 'Acelere a primeira tela: cada segundo de espera perde visitantes.',
      );
  }
  if (analysis && analysis.scores.accessibility < 90) {
    steps.push(
      en
        ? `Fix accessibility (${analysis.scores.accessibility}/100): forms and buttons everyone can use.`
        : `Corrija a acessibilidade (${analysis.scores.accessibility}/100): formulários e botões que todos conseguem usar.`,
    );
  }
  if (!steps.length)
    steps.push(
      en ? 'Test two versions of the main button text and keep the better one.' : 'Teste duas versões do texto do botão principal e fique com a melhor.',
    );
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
  parts: {
    title: string;
    content: string;
    metaDescription: string;
    insights: string[];
    implementation: string[];
    estimatedImpact: string;
    keywords?: string[];
  },
): ContentBody {
  const recommendations = failingAuditTitles(input.analysis, input.language);
  return {
    contentType: input.toolType,
    url: input.url,
    generated: {
      title: parts.title,
      description: parts.metaDescription,
      keywords: parts.keywords ?? input.outline.keywords,
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
