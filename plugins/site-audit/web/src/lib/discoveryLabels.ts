import type { Language, LocalizedText } from '@otimiza/sdk/shared';

/**
 * Readable names of the codes discovery reports (see the server's discovery-types.ts): why an
 * address was not taken, and what became of each sitemap. They are data of the report, in both
 * languages side by side like the API's own texts; a code added on the server later still shows,
 * under "Outro motivo (code)".
 */
const skipReasonLabels: Record<string, LocalizedText> = {
  robots: { pt: 'Bloqueadas pelo robots.txt', en: 'Blocked by robots.txt' },
  'off-origin': { pt: 'Em outro site (ou redirecionadas para outro site)', en: 'On another site (or redirected to one)' },
  'outside-prefix': { pt: 'Fora do caminho pedido', en: 'Outside the requested path' },
  'not-html': { pt: 'Não são páginas HTML (PDF, imagens, arquivos…)', en: 'Not HTML pages (PDF, images, files…)' },
  'http-error': { pt: 'Responderam com erro (4xx/5xx)', en: 'Answered with an error (4xx/5xx)' },
  'fetch-failed': { pt: 'Sem resposta (tempo esgotado, conexão recusada, grandes demais)', en: 'No answer (timeout, refused connection, too large)' },
  'refused-address': { pt: 'Endereços recusados por segurança (rede privada ou local)', en: 'Addresses refused for safety (private or local network)' },
  duplicate: {
    pt: 'Duplicadas (link canônico ou redirecionamento para uma página já vista)',
    en: 'Duplicates (canonical link or redirect to a page already seen)',
  },
  depth: { pt: 'Muito fundas na navegação do site', en: 'Too deep in the site’s navigation' },
  'query-variants': { pt: 'Variações demais de parâmetros no mesmo caminho', en: 'Too many query-string variants of one path' },
  'url-cap': { pt: 'Além do limite de endereços conhecidos', en: 'Past the limit of known addresses' },
  'page-cap': { pt: 'Além do limite de páginas do plano', en: 'Past the plan’s page limit' },
  time: { pt: 'Tempo de descoberta esgotado', en: 'Discovery ran out of time' },
};

const sitemapKindLabels: Record<string, LocalizedText> = {
  read: { pt: 'Lido', en: 'Read' },
  'not-found': { pt: 'Não encontrado', en: 'Not found' },
  'http-error': { pt: 'Respondeu com erro', en: 'Answered with an error' },
  'fetch-failed': { pt: 'Sem resposta', en: 'No answer' },
  'too-large': { pt: 'Grande demais (lido em parte)', en: 'Too large (partly read)' },
  'invalid-xml': { pt: 'XML inválido', en: 'Invalid XML' },
  'not-a-sitemap': { pt: 'Não é um sitemap', en: 'Not a sitemap' },
  'refused-address': { pt: 'Endereço recusado por segurança', en: 'Address refused for safety' },
  'too-deep': { pt: 'Índice aninhado fundo demais', en: 'Index nested too deep' },
  'sitemap-cap': { pt: 'Além do limite de sitemaps', en: 'Past the sitemap limit' },
  'url-cap': { pt: 'Além do limite de endereços', en: 'Past the address limit' },
  time: { pt: 'Tempo esgotado', en: 'Ran out of time' },
};

function label(labels: Record<string, LocalizedText>, code: string, language: Language): string {
  const known = Object.hasOwn(labels, code) ? labels[code] : undefined;
  if (known) return known[language];
  return language === 'en' ? `Other reason (${code})` : `Outro motivo (${code})`;
}

export function skipReasonLabel(reason: string, language: Language): string {
  return label(skipReasonLabels, reason, language);
}

export function sitemapKindLabel(kind: string, language: Language): string {
  return label(sitemapKindLabels, kind, language);
}

export interface SkippedRow {
  reason: string;
  label: string;
  count: number;
}

/** The skipped addresses by reason, most first (ties by label), without empty reasons. */
export function skippedRows(byReason: Record<string, number>, language: Language): SkippedRow[] {
  return Object.entries(byReason)
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => ({ reason, label: skipReasonLabel(reason, language), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, language === 'en' ? 'en' : 'pt-BR'));
}
