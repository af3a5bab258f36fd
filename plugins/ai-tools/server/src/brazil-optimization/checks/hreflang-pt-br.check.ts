import type { BrazilCheck } from '../brazil-check.js';

/** A `<link rel="alternate" hreflang="pt-BR">` in the page, or the same in an HTTP `Link` header. */
export const hreflangPtBrCheck: BrazilCheck = ({ $, headers }) => {
  const link = $('link[hreflang]')
    .toArray()
    .find((element) => {
      const rel = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
      return rel.includes('alternate') && $(element).attr('hreflang')?.trim().toLowerCase() === 'pt-br';
    });
  if (link) return { id: 'hreflang-pt-br', found: true, evidence: $.html(link) };
  const header = (headers.link ?? '').split(/,(?=\s*<)/).find((entry) => /rel="?alternate"?/i.test(entry) && /hreflang="?pt-br"?/i.test(entry));
  if (header) return { id: 'hreflang-pt-br', found: true, evidence: `Link: ${header.trim()}` };
  return { id: 'hreflang-pt-br', found: false, evidence: null };
};
