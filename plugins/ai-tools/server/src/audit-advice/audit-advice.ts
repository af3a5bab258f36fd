import type { Language, LocalizedText } from '@otimiza/sdk/shared';

export type Effort = 'low' | 'medium' | 'high';

interface AuditAdvice {
  title: LocalizedText;
  effort: Effort;
}

/**
 * What to do about the Lighthouse audits small-business pages fail most, in both languages, and
 * how much work it is. Audits not listed keep Lighthouse's own title and a medium effort.
 */
const advice: Record<string, AuditAdvice> = {
  'meta-description': { title: { pt: 'Escrever a meta description da página', en: 'Write the page’s meta description' }, effort: 'low' },
  'document-title': { title: { pt: 'Dar um título descritivo à página', en: 'Give the page a descriptive title' }, effort: 'low' },
  'html-has-lang': { title: { pt: 'Declarar o idioma da página (lang="pt-BR")', en: 'Declare the page language (lang attribute)' }, effort: 'low' },
  'html-lang-valid': { title: { pt: 'Corrigir o idioma declarado da página', en: 'Fix the page’s declared language' }, effort: 'low' },
  'image-alt': { title: { pt: 'Descrever as imagens com texto alternativo', en: 'Describe images with alt text' }, effort: 'low' },
  'link-text': { title: { pt: 'Trocar “clique aqui” por textos de link descritivos', en: 'Replace “click here” with descriptive link text' }, effort: 'low' },
  'link-name': { title: { pt: 'Dar nome aos links de ícone', en: 'Name the icon-only links' }, effort: 'low' },
  'button-name': { title: { pt: 'Dar nome aos botões', en: 'Name the buttons' }, effort: 'low' },
  label: { title: { pt: 'Associar rótulos aos campos dos formulários', en: 'Label the form fields' }, effort: 'low' },
  'heading-order': { title: { pt: 'Organizar os títulos (h1, h2, h3) em ordem', en: 'Put headings (h1, h2, h3) in order' }, effort: 'low' },
  'color-contrast': { title: { pt: 'Aumentar o contraste entre texto e fundo', en: 'Raise text and background contrast' }, effort: 'medium' },
  'meta-viewport': { title: { pt: 'Permitir zoom no celular (viewport)', en: 'Allow zooming on phones (viewport)' }, effort: 'low' },
  viewport: { title: { pt: 'Configurar a página para celulares (viewport)', en: 'Set the page up for phones (viewport)' }, effort: 'low' },
  canonical: { title: { pt: 'Corrigir a URL canônica', en: 'Fix the canonical URL' }, effort: 'low' },
  hreflang: { title: { pt: 'Corrigir as versões de idioma (hreflang)', en: 'Fix the language versions (hreflang)' }, effort: 'low' },
  'is-crawlable': { title: { pt: 'Deixar a página ser indexada pelos buscadores', en: 'Let search engines index the page' }, effort: 'low' },
  'robots-txt': { title: { pt: 'Corrigir o robots.txt', en: 'Fix robots.txt' }, effort: 'low' },
  'crawlable-anchors': { title: { pt: 'Usar links rastreáveis (href reais)', en: 'Use crawlable links (real hrefs)' }, effort: 'low' },
  'http-status-code': { title: { pt: 'Responder a página com status 200', en: 'Serve the page with status 200' }, effort: 'medium' },
  'structured-data': { title: { pt: 'Adicionar dados estruturados (JSON-LD)', en: 'Add structured data (JSON-LD)' }, effort: 'low' },
  'target-size': { title: { pt: 'Aumentar as áreas de toque no celular', en: 'Enlarge touch targets on phones' }, effort: 'medium' },
  'largest-contentful-paint': { title: { pt: 'Acelerar o maior elemento visível (LCP)', en: 'Speed up the largest visible element (LCP)' }, effort: 'high' },
  'first-contentful-paint': { title: { pt: 'Mostrar conteúdo mais cedo (FCP)', en: 'Show content sooner (FCP)' }, effort: 'medium' },
  'speed-index': { title: { pt: 'Carregar a parte visível mais depressa (Speed Index)', en: 'Load the visible part faster (Speed Index)' }, effort: 'medium' },
  'total-blocking-time': {
    title: { pt: 'Reduzir o JavaScript que trava a página (TBT)', en: 'Cut the JavaScript that blocks the page (TBT)' },
    effort: 'high',
  },
  'cumulative-layout-shift': {
    title: { pt: 'Evitar que o layout “pule” ao carregar (CLS)', en: 'Stop the layout jumping while loading (CLS)' },
    effort: 'medium',
  },
  'render-blocking-resources': {
    title: { pt: 'Adiar CSS e scripts que bloqueiam a renderização', en: 'Defer render-blocking CSS and scripts' },
    effort: 'medium',
  },
  'unused-javascript': { title: { pt: 'Remover JavaScript não usado', en: 'Remove unused JavaScript' }, effort: 'high' },
  'unused-css-rules': { title: { pt: 'Remover CSS não usado', en: 'Remove unused CSS' }, effort: 'medium' },
  'uses-optimized-images': { title: { pt: 'Comprimir as imagens', en: 'Compress the images' }, effort: 'low' },
  'modern-image-formats': { title: { pt: 'Servir imagens em WebP ou AVIF', en: 'Serve images as WebP or AVIF' }, effort: 'medium' },
  'uses-responsive-images': { title: { pt: 'Servir imagens no tamanho certo', en: 'Serve properly sized images' }, effort: 'medium' },
  'image-delivery-insight': { title: { pt: 'Otimizar a entrega das imagens', en: 'Improve image delivery' }, effort: 'medium' },
  'offscreen-images': { title: { pt: 'Carregar sob demanda as imagens fora da tela', en: 'Lazy-load offscreen images' }, effort: 'low' },
  'unsized-images': { title: { pt: 'Definir largura e altura das imagens', en: 'Set image width and height' }, effort: 'low' },
  'uses-text-compression': { title: { pt: 'Ativar compressão gzip ou brotli no servidor', en: 'Turn on gzip or brotli on the server' }, effort: 'low' },
  'document-latency-insight': { title: { pt: 'Reduzir o tempo de resposta do servidor', en: 'Cut the server’s response time' }, effort: 'high' },
  'uses-long-cache-ttl': { title: { pt: 'Configurar cache para arquivos estáticos', en: 'Cache static files' }, effort: 'low' },
  'font-display': { title: { pt: 'Mostrar o texto enquanto as fontes carregam', en: 'Show text while fonts load' }, effort: 'low' },
  'third-party-summary': { title: { pt: 'Reduzir scripts de terceiros', en: 'Cut third-party scripts' }, effort: 'medium' },
  'is-on-https': { title: { pt: 'Servir tudo por HTTPS', en: 'Serve everything over HTTPS' }, effort: 'medium' },
  'errors-in-console': { title: { pt: 'Corrigir os erros do console do navegador', en: 'Fix the browser console errors' }, effort: 'medium' },
  'image-aspect-ratio': { title: { pt: 'Exibir imagens na proporção correta', en: 'Show images in their aspect ratio' }, effort: 'low' },
  'image-size-responsive': { title: { pt: 'Servir imagens com resolução adequada', en: 'Serve images at the right resolution' }, effort: 'low' },
  'inspector-issues': { title: { pt: 'Resolver os problemas apontados pelo navegador', en: 'Resolve the issues the browser reports' }, effort: 'medium' },
  deprecations: { title: { pt: 'Trocar APIs obsoletas do navegador', en: 'Replace deprecated browser APIs' }, effort: 'medium' },
};

/** Audits that Lighthouse reports under two ids (a legacy audit and the insight that replaces it, or a twin): the same advice. */
const sameAdviceAs: Record<string, string> = {
  'render-blocking-insight': 'render-blocking-resources',
  'server-response-time': 'document-latency-insight',
  'cache-insight': 'uses-long-cache-ttl',
  'font-display-insight': 'font-display',
};

const adviceOf = (id: string): AuditAdvice | undefined => advice[sameAdviceAs[id] ?? id];

export function auditTitle(id: string, lighthouseTitle: string, language: Language): string {
  return adviceOf(id)?.title[language] ?? lighthouseTitle;
}

export function auditEffort(id: string): Effort {
  return adviceOf(id)?.effort ?? 'medium';
}

const timeframes: Record<Effort, LocalizedText> = {
  low: { pt: '1 semana', en: '1 week' },
  medium: { pt: '2 a 4 semanas', en: '2 to 4 weeks' },
  high: { pt: '1 a 2 meses', en: '1 to 2 months' },
};

export function timeframeOf(effort: Effort, language: Language): string {
  return timeframes[effort][language];
}
