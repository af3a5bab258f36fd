import type { LocalizedText } from '@otimiza/sdk/shared';

/** A skip reason's two names: `short` for the PDF's coverage table, `long` for the screen, which says what it covers. */
export interface SkipReasonLabel {
  short: LocalizedText;
  long: LocalizedText;
}

/** Why discovery did not take an address (the server's discovery-types.ts `SkipReason`). */
const skipReasonLabels: Readonly<Record<string, SkipReasonLabel>> = {
  robots: {
    short: { pt: 'Bloqueados pelo robots.txt', en: 'Blocked by robots.txt' },
    long: { pt: 'Bloqueadas pelo robots.txt', en: 'Blocked by robots.txt' },
  },
  'off-origin': {
    short: { pt: 'Em outro domínio', en: 'On another domain' },
    long: { pt: 'Em outro site (ou redirecionadas para outro site)', en: 'On another site (or redirected to one)' },
  },
  'outside-prefix': {
    short: { pt: 'Fora do caminho pedido', en: 'Outside the path asked for' },
    long: { pt: 'Fora do caminho pedido', en: 'Outside the requested path' },
  },
  'not-html': {
    short: { pt: 'Não são páginas HTML', en: 'Not HTML pages' },
    long: { pt: 'Não são páginas HTML (PDF, imagens, arquivos…)', en: 'Not HTML pages (PDF, images, files…)' },
  },
  'http-error': {
    short: { pt: 'Responderam com erro (4xx/5xx)', en: 'Answered with an error (4xx/5xx)' },
    long: { pt: 'Responderam com erro (4xx/5xx)', en: 'Answered with an error (4xx/5xx)' },
  },
  'fetch-failed': {
    short: { pt: 'Sem resposta', en: 'No answer' },
    long: { pt: 'Sem resposta (tempo esgotado, conexão recusada, grandes demais)', en: 'No answer (timeout, refused connection, too large)' },
  },
  'refused-address': {
    short: { pt: 'Endereços recusados por segurança', en: 'Addresses refused for safety' },
    long: { pt: 'Endereços recusados por segurança (rede privada ou local)', en: 'Addresses refused for safety (private or local network)' },
  },
  duplicate: {
    short: { pt: 'Duplicados (canônico ou redirecionamento)', en: 'Duplicates (canonical or redirect)' },
    long: {
      pt: 'Duplicadas (link canônico ou redirecionamento para uma página já vista)',
      en: 'Duplicates (canonical link or redirect to a page already seen)',
    },
  },
  depth: {
    short: { pt: 'Profundidade máxima de links', en: 'Past the link depth limit' },
    long: { pt: 'Muito fundas na navegação do site', en: 'Too deep in the site’s navigation' },
  },
  'query-variants': {
    short: { pt: 'Variações de parâmetros da mesma página', en: 'Query variants of the same page' },
    long: { pt: 'Variações demais de parâmetros no mesmo caminho', en: 'Too many query-string variants of one path' },
  },
  'url-cap': {
    short: { pt: 'Além do limite de endereços', en: 'Past the address limit' },
    long: { pt: 'Além do limite de endereços conhecidos', en: 'Past the limit of known addresses' },
  },
  'page-cap': {
    short: { pt: 'Além do limite de páginas do plano', en: 'Past the plan’s page cap' },
    long: { pt: 'Além do limite de páginas do plano', en: 'Past the plan’s page limit' },
  },
  time: {
    short: { pt: 'Além do tempo de descoberta', en: 'Past the discovery time' },
    long: { pt: 'Tempo de descoberta esgotado', en: 'Discovery ran out of time' },
  },
};

/** The names of a skip reason; undefined for a code this version does not know (the caller shows the code). */
export function skipReasonNames(reason: string): SkipReasonLabel | undefined {
  return Object.hasOwn(skipReasonLabels, reason) ? skipReasonLabels[reason] : undefined;
}
