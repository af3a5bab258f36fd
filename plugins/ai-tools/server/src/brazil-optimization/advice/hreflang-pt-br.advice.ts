import type { BrazilAdvice } from '../brazil-advice.js';

export const hreflangPtBrAdvice: BrazilAdvice = {
  title: { pt: 'Indicar a versão pt-BR com hreflang', en: 'Point to the pt-BR version with hreflang' },
  description: {
    pt: 'Em sites com versões em mais de um idioma ou país, a tag <link rel="alternate" hreflang="pt-BR"> indica aos buscadores qual página mostrar a quem pesquisa no Brasil.',
    en: 'On sites with versions in more than one language or country, the <link rel="alternate" hreflang="pt-BR"> tag tells search engines which page to show to people searching from Brazil.',
  },
  currentState: () => ({
    pt: 'Nenhuma tag hreflang pt-BR na página nem no cabeçalho HTTP Link.',
    en: 'No pt-BR hreflang tag in the page or in the HTTP Link header.',
  }),
  optimizedState: {
    pt: 'Cada versão da página lista todas as versões, incluindo a pt-BR e um x-default.',
    en: 'Each version of the page lists every version, the pt-BR one and an x-default included.',
  },
  implementation: ({ url }) => {
    const tags = [`<link rel="alternate" hreflang="pt-BR" href="${url.href}" />`, `<link rel="alternate" hreflang="x-default" href="${url.href}" />`].join(
      '\n',
    );
    return {
      pt: [
        'Se o site tem uma única versão, em português, este item é opcional.',
        'Se tem outras versões, adicione no <head> de cada uma a lista completa de versões:',
        tags,
        'Inclua também as versões em outros idiomas (por exemplo, hreflang="en") e confira que cada página aponta de volta para as outras.',
      ],
      en: [
        'If the site has a single version, in Portuguese, this item is optional.',
        'If it has other versions, add the full list of versions to the <head> of each one:',
        tags,
        'Add the versions in other languages too (for example, hreflang="en") and check that each page points back to the others.',
      ],
    };
  },
  businessImpact: {
    pt: 'Quem pesquisa no Brasil chega à versão em português, e não a uma versão estrangeira da mesma página.',
    en: 'People searching from Brazil land on the Portuguese version rather than a foreign version of the same page.',
  },
  estimatedROI: {
    pt: 'Esforço baixo; retorno relevante apenas para sites multilíngues ou com versões por país.',
    en: 'Low effort; the return matters only for multilingual or multi-country sites.',
  },
};
