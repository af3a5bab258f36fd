import type { BrazilAdvice } from '../brazil-advice.js';

export const langPtBrAdvice: BrazilAdvice = {
  title: { pt: 'Declarar o idioma português do Brasil (pt-BR)', en: 'Declare Brazilian Portuguese (pt-BR) as the language' },
  description: {
    pt: 'O atributo lang da tag <html> diz ao navegador e aos leitores de tela em que idioma a página está escrita.',
    en: 'The lang attribute of the <html> tag tells browsers and screen readers which language the page is written in.',
  },
  currentState: ({ evidence }) =>
    evidence
      ? { pt: `A página declara outro idioma: ${evidence}.`, en: `The page declares another language: ${evidence}.` }
      : { pt: 'A tag <html> não declara idioma (sem atributo lang).', en: 'The <html> tag declares no language (no lang attribute).' },
  optimizedState: { pt: '<html lang="pt-BR"> em todas as páginas em português.', en: '<html lang="pt-BR"> on every page written in Portuguese.' },
  implementation: () => ({
    pt: [
      'Abra o modelo (template) principal do site e localize a tag <html>.',
      'Defina o atributo lang como pt-BR:',
      '<html lang="pt-BR">',
      'Em páginas escritas em outro idioma, use o código desse idioma (por exemplo, en).',
    ],
    en: [
      'Open the site’s main template and find the <html> tag.',
      'Set the lang attribute to pt-BR:',
      '<html lang="pt-BR">',
      'On pages written in another language, use that language’s code (for example, en).',
    ],
  }),
  businessImpact: {
    pt: 'Leitores de tela passam a pronunciar o texto em português e o navegador deixa de oferecer tradução desnecessária a visitantes brasileiros.',
    en: 'Screen readers pronounce the text in Portuguese, and browsers stop offering an unneeded translation to Brazilian visitors.',
  },
  estimatedROI: {
    pt: 'Esforço mínimo (uma linha no template); o retorno vem em acessibilidade e na experiência de quem visita.',
    en: 'Minimal effort (one line in the template); the return is accessibility and a better visitor experience.',
  },
};
