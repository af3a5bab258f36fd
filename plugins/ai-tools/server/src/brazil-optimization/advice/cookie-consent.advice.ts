import type { BrazilAdvice } from '../brazil-advice.js';

export const cookieConsentAdvice: BrazilAdvice = {
  title: { pt: 'Pedir consentimento para cookies', en: 'Ask for cookie consent' },
  description: {
    pt: 'Cookies de análise e de publicidade tratam dados pessoais; o guia orientativo da ANPD sobre cookies recomenda informar o visitante e, para cookies não necessários, obter consentimento com opção de recusar.',
    en: 'Analytics and advertising cookies process personal data; the Brazilian data protection authority’s (ANPD) guidance on cookies recommends informing visitors and, for non-essential cookies, obtaining consent with an option to refuse.',
  },
  currentState: () => ({ pt: 'Nenhum aviso ou plataforma de consentimento de cookies encontrado.', en: 'No cookie notice or consent platform found.' }),
  optimizedState: {
    pt: 'Um aviso de cookies em português, com botões "Aceitar" e "Recusar" de mesmo destaque e link para a política de cookies; scripts de análise e anúncios carregados só depois do aceite.',
    en: 'A cookie notice in Portuguese, with equally prominent "Accept" and "Reject" buttons and a link to the cookie policy; analytics and ad scripts load only after acceptance.',
  },
  implementation: () => ({
    pt: [
      'Liste os cookies que o site usa (analytics, pixels de anúncios, chat) e separe os necessários dos opcionais.',
      'Adote uma plataforma de consentimento (CMP) ou um aviso próprio, com texto em português, por exemplo:',
      '<div role="dialog" aria-label="Aviso de cookies" class="cookie-consent">\n  <p>Usamos cookies para medir o uso do site. Você aceita cookies opcionais? <a href="/politica-de-privacidade">Saiba mais</a></p>\n  <button type="button" data-consent="reject">Recusar</button>\n  <button type="button" data-consent="accept">Aceitar</button>\n</div>',
      'Carregue os scripts opcionais somente após o aceite e guarde a escolha do visitante.',
    ],
    en: [
      'List the cookies the site sets (analytics, ad pixels, chat) and separate the necessary ones from the optional ones.',
      'Use a consent management platform (CMP) or a notice of your own, written in Portuguese, for example:',
      '<div role="dialog" aria-label="Aviso de cookies" class="cookie-consent">\n  <p>Usamos cookies para medir o uso do site. Você aceita cookies opcionais? <a href="/politica-de-privacidade">Saiba mais</a></p>\n  <button type="button" data-consent="reject">Recusar</button>\n  <button type="button" data-consent="accept">Aceitar</button>\n</div>',
      'Load the optional scripts only after acceptance, and remember the visitor’s choice.',
    ],
  }),
  businessImpact: {
    pt: 'Aproxima o site do que a LGPD e a ANPD esperam sobre cookies e dá ao visitante controle sobre seus dados.',
    en: 'Brings the site closer to what the LGPD and the ANPD expect for cookies, and gives visitors control over their data.',
  },
  estimatedROI: {
    pt: 'Esforço baixo com uma plataforma pronta; retorno em conformidade. Pode reduzir os dados de analytics de quem recusa — esse é o custo da escolha do visitante.',
    en: 'Low effort with a ready-made platform; the return is compliance. Analytics may lose the visitors who refuse — that is the cost of their choice.',
  },
};
