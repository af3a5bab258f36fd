import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import { skipReasonNames } from '@otimiza/plugin-site-audit-shared';

/**
 * Readable names of the codes discovery reports (see the server's discovery-types.ts): why an
 * address was not taken (named in the shared package, which the PDF reads too), and what became of
 * each sitemap. They are data of the report, in both languages side by side like the API's own
 * texts; a code added on the server later still shows, under "Outro motivo (code)".
 */
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

function otherReason(code: string, language: Language): string {
  return language === 'en' ? `Other reason (${code})` : `Outro motivo (${code})`;
}

/** The screen's long name of a skip reason (the PDF prints the short one). */
export function skipReasonLabel(reason: string, language: Language): string {
  return skipReasonNames(reason)?.long[language] ?? otherReason(reason, language);
}

export function sitemapKindLabel(kind: string, language: Language): string {
  const known = Object.hasOwn(sitemapKindLabels, kind) ? sitemapKindLabels[kind] : undefined;
  return known?.[language] ?? otherReason(kind, language);
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
