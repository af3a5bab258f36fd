import type { LocalizedText } from '@otimiza/sdk/shared';
import type { SiteAuditCategory, SiteAuditRunView, SiteCategoryScores, SiteScores } from '@otimiza/plugin-site-audit-shared';
import type { GroupProof, ReportPage } from './report-input.js';

/**
 * For the report's specs: a finished run of the Casa Verde garden shop on mobile, 12 pages in 3 template groups,
 * 4 pages per group, a plan cap of 8 pages. 7 pages audited, 1 failed after its retries, 2 represented by the
 * products' sample, 2 blog posts past the cap. Failing audits carry Lighthouse's ids, titles and weights
 * (lighthouse/core/config/default-config.js).
 */
export const origin = 'https://www.casaverde.com.br';

type FailingAudit = ReportPage['failingAudits'][number];
const audit = (id: string, category: SiteAuditCategory, weight: number, title: LocalizedText): FailingAudit => ({ id, title, category, weight });

export const audits = {
  imageAlt: audit('image-alt', 'accessibility', 10, { pt: 'Imagens sem texto alternativo', en: 'Images without alternative text' }),
  targetSize: audit('target-size', 'accessibility', 7, {
    pt: 'Os alvos de toque não têm tamanho ou espaçamento suficiente.',
    en: 'Touch targets do not have sufficient size or spacing.',
  }),
  colorContrast: audit('color-contrast', 'accessibility', 7, {
    pt: 'As cores de primeiro e segundo plano não têm uma taxa de contraste suficiente.',
    en: 'Background and foreground colors do not have a sufficient contrast ratio.',
  }),
  htmlHasLang: audit('html-has-lang', 'accessibility', 7, {
    pt: 'O elemento `<html>` não tem um atributo `[lang]`',
    en: '`<html>` element does not have a `[lang]` attribute',
  }),
  metaDescription: audit('meta-description', 'seo', 1, { pt: 'O documento não tem uma metadescrição', en: 'Document does not have a meta description' }),
  errorsInConsole: audit('errors-in-console', 'bestPractices', 1, {
    pt: 'Os erros do navegador foram registrados no console',
    en: 'Browser errors were logged to the console',
  }),
  renderBlocking: audit('render-blocking-resources', 'performance', 0, {
    pt: 'Elimine recursos que bloqueiam a renderização',
    en: 'Eliminate render-blocking resources',
  }),
  unsizedImages: audit('unsized-images', 'performance', 0, {
    pt: 'Os elementos de imagem não têm `width` e `height` explícitos',
    en: 'Image elements do not have explicit `width` and `height`',
  }),
};

const scores = (performance: number, accessibility: number, seo: number, bestPractices: number): SiteCategoryScores => ({
  performance,
  accessibility,
  seo,
  bestPractices,
});

let sequence = 0;
function page(path: string, group: string, fields: Partial<ReportPage> & Pick<ReportPage, 'status'>): ReportPage {
  sequence += 1;
  const id = String(sequence).padStart(12, '0');
  return {
    pageId: `5f0c8a52-0d1e-4b7a-9c3d-${id}`,
    url: `${origin}${path}`,
    group,
    analysisId: fields.status === 'completed' ? `a7e1b2c3-4d5e-4f60-8a1b-${id}` : null,
    scores: null,
    failingAudits: [],
    error: null,
    ...fields,
  };
}

const products = '/produtos/:slug';
const blog = '/blog/:slug';
const stores = '/lojas/:slug';
const { imageAlt, targetSize, colorContrast, htmlHasLang, metaDescription, errorsInConsole, renderBlocking, unsizedImages } = audits;

/** In the order storage might hand them over: not by address. */
export const casaVerdePages: ReportPage[] = [
  page('/produtos/regador-metal', products, {
    status: 'completed',
    scores: scores(47, 74, 83, 96),
    failingAudits: [imageAlt, targetSize, colorContrast, metaDescription, errorsInConsole, renderBlocking],
  }),
  page('/blog/como-regar-suculentas', blog, { status: 'completed', scores: scores(71, 90, 100, 100), failingAudits: [colorContrast, renderBlocking] }),
  page('/produtos/adubo-organico', products, {
    status: 'completed',
    scores: scores(58, 81, 92, 96),
    failingAudits: [imageAlt, targetSize, errorsInConsole, renderBlocking],
  }),
  page('/lojas/recife', stores, { status: 'completed', scores: scores(79, 95, 91, 100), failingAudits: [targetSize, metaDescription] }),
  page('/produtos/muda-lavanda', products, {
    status: 'completed',
    scores: scores(64, 81, 92, 100),
    failingAudits: [imageAlt, targetSize, renderBlocking, unsizedImages],
  }),
  page('/blog/horta-na-varanda', blog, {
    status: 'completed',
    scores: scores(69, 88, 92, 100),
    failingAudits: [imageAlt, colorContrast, htmlHasLang, renderBlocking],
  }),
  page('/produtos/tesoura-poda', products, {
    status: 'failed',
    error: { pt: 'A página não respondeu em 60 s, nem nas 2 novas tentativas.', en: 'The page did not answer within 60 s, nor on 2 retries.' },
  }),
  page('/lojas/campinas', stores, { status: 'completed', scores: scores(82, 95, 100, 100), failingAudits: [targetSize, renderBlocking] }),
  page('/produtos/terra-vegetal', products, { status: 'sampled-out' }),
  page('/blog/poda-de-inverno', blog, { status: 'over-cap' }),
  page('/produtos/vaso-ceramica', products, { status: 'sampled-out' }),
  page('/blog/adubacao-de-primavera', blog, { status: 'over-cap' }),
];

export const pageAt = (path: string): ReportPage => casaVerdePages.find((each) => each.url === `${origin}${path}`)!;

export const casaVerdeProofs: GroupProof[] = [
  {
    group: products,
    analysisId: pageAt('/produtos/adubo-organico').analysisId!,
    status: 'completed',
    before: scores(58, 81, 92, 96),
    after: scores(66, 100, 100, 100),
  },
  { group: blog, analysisId: pageAt('/blog/como-regar-suculentas').analysisId!, status: 'pending', before: null, after: null },
];

export const casaVerdeRun: SiteAuditRunView = {
  id: '3c1d6a0e-8f2b-4c5d-9e7a-1b2c3d4e5f60',
  url: `${origin}/`,
  origin,
  pathPrefix: '/',
  strategy: 'mobile',
  samplePerGroup: 4,
  auditAll: false,
  status: 'completed',
  progress: {
    runId: '3c1d6a0e-8f2b-4c5d-9e7a-1b2c3d4e5f60',
    status: 'completed',
    discovered: 12,
    toAudit: 8,
    audited: 7,
    failed: 1,
    etaSeconds: null,
  },
  pageCap: 8,
  overCap: 2,
  error: null,
  discovery: {
    robots: { found: true, crawlDelaySeconds: 1, sitemaps: [`${origin}/sitemap.xml`] },
    sitemaps: [
      { url: `${origin}/sitemap.xml`, kind: 'index', entries: 2 },
      { url: `${origin}/sitemap-paginas.xml`, kind: 'urlset', entries: 6 },
      { url: `${origin}/sitemap-produtos.xml.gz`, kind: 'urlset', entries: 6 },
    ],
    skippedByReason: { 'query-variants': 14, robots: 3, 'not-html': 2, 'off-origin': 1, 'http-error': 1 },
    stoppedBy: 'time',
    leftOut: 23,
  },
  createdAt: '2026-11-28T17:20:00.000Z',
  finishedAt: '2026-11-28T17:42:00.000Z',
};

const figure = (median: number, worst: number, path: string, pageId: string) => ({ median, worst: { score: worst, url: `${origin}${path}`, pageId } });

/** The run a month before: performance within its spread of today's, accessibility above it, SEO below it. */
export const octoberRun: { runId: string; finishedAt: string; scores: SiteScores } = {
  runId: '0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b',
  finishedAt: '2026-10-30T14:05:00.000Z',
  scores: {
    performance: figure(66, 41, '/produtos/regador-metal', 'f1e2d3c4-0000-4000-8000-000000000001'),
    accessibility: figure(91, 74, '/produtos/regador-metal', 'f1e2d3c4-0000-4000-8000-000000000001'),
    seo: figure(84, 75, '/lojas/recife', 'f1e2d3c4-0000-4000-8000-000000000002'),
    bestPractices: figure(100, 96, '/produtos/adubo-organico', 'f1e2d3c4-0000-4000-8000-000000000003'),
  },
};
