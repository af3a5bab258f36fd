import type { BrazilAdvice } from '../brazil-advice.js';

export const phoneBrFormatAdvice: BrazilAdvice = {
  title: { pt: 'Publicar o telefone no formato +55 com link clicável', en: 'Publish the phone in +55 format with a tap-to-call link' },
  description: {
    pt: 'Um telefone com código do país e DDD (+55 11 91234-5678), dentro de um link tel:, pode ser tocado no celular para ligar e é lido sem ambiguidade por buscadores.',
    en: 'A phone number with country and area code (+55 11 91234-5678), inside a tel: link, can be tapped on a phone to call and is read unambiguously by search engines.',
  },
  currentState: ({ evidence }) =>
    evidence
      ? { pt: `O telefone aparece só no formato local: ${evidence}.`, en: `The phone appears only in the local format: ${evidence}.` }
      : { pt: 'Nenhum telefone no formato +55 encontrado na página.', en: 'No phone in +55 format found on the page.' },
  optimizedState: {
    pt: 'Telefone visível como +55 (DDD) número, dentro de um link tel:+55…, e o mesmo número no campo telephone dos dados estruturados.',
    en: 'Phone shown as +55 (area code) number, inside a tel:+55… link, and the same number in the telephone field of the structured data.',
  },
  implementation: () => ({
    pt: [
      'Escreva o número com +55 e o DDD e envolva-o num link tel: (só dígitos no href), trocando o exemplo pelo número real:',
      '<a href="tel:+5511912345678">+55 11 91234-5678</a>',
      'Use o mesmo número no cabeçalho, no rodapé, na página de contato e em "telephone" do JSON-LD.',
    ],
    en: [
      'Write the number with +55 and the area code, inside a tel: link (digits only in the href), replacing the example with the real number:',
      '<a href="tel:+5511912345678">+55 11 91234-5678</a>',
      'Use the same number in the header, the footer, the contact page and "telephone" in the JSON-LD.',
    ],
  }),
  businessImpact: {
    pt: 'Quem visita pelo celular liga com um toque, e o número fica consistente entre o site e os dados estruturados.',
    en: 'Phone visitors call with one tap, and the number stays consistent between the site and the structured data.',
  },
  estimatedROI: {
    pt: 'Esforço mínimo; retorno em contatos diretos vindos do celular.',
    en: 'Minimal effort; the return is direct calls from phones.',
  },
};
