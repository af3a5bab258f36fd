import type { HtmlFix } from '../html-fix.js';
import { trackChanges } from '../snippet.js';

/** A BCP 47 language (and region) code as hreflang takes it, or x-default. */
const validHreflang = /^(?:x-default|[a-z]{2,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?)$/i;
/** Common mistakes with one right answer: the underscore form and the country used for the language. */
const corrections: Record<string, string> = { pt_br: 'pt-BR', 'pt-br': 'pt-BR', en_us: 'en-US', en_gb: 'en-GB', br: 'pt-BR', es_es: 'es-ES' };

export const hreflangFix: HtmlFix = {
  id: 'hreflang',
  category: 'seo',
  priority: 'medium',
  audits: ['hreflang'],
  title: { pt: 'Corrigir os códigos de idioma (hreflang)', en: 'Fix the language codes (hreflang)' },
  description: {
    pt: 'Um hreflang inválido faz o Google ignorar a versão da página em outro idioma. Códigos com uma forma certa ("pt_BR" → "pt-BR") são corrigidos; os que não dá para adivinhar ficam na lista para você decidir.',
    en: 'An invalid hreflang makes search engines ignore the page’s other-language version. Codes with one right form ("pt_BR" → "pt-BR") are corrected; ones that cannot be guessed stay listed for you to decide.',
  },
  apply({ $ }) {
    return trackChanges($, $('link[rel~="alternate" i][hreflang]').toArray(), (element) => {
      const code = ($(element).attr('hreflang') ?? '').trim();
      if (validHreflang.test(code)) return false;
      const corrected =
        corrections[code.toLowerCase()] ?? (/^[a-z]{2}_[a-z]{2}$/i.test(code) ? `${code.slice(0, 2).toLowerCase()}-${code.slice(3).toUpperCase()}` : null);
      if (!corrected) return false;
      $(element).attr('hreflang', corrected);
      return true;
    });
  },
};
