import type { BrazilAdvice } from '../brazil-advice.js';
import { escapeHtml } from '../../common/escape-html.js';

export const whatsappContactAdvice: BrazilAdvice = {
  title: { pt: 'Adicionar contato por WhatsApp', en: 'Add a WhatsApp contact' },
  description: {
    pt: 'No Brasil, muitos clientes preferem falar com empresas pelo WhatsApp. Um link wa.me abre a conversa com um toque, já com uma mensagem inicial.',
    en: 'In Brazil, many customers prefer to talk to businesses over WhatsApp. A wa.me link opens the chat with one tap, with a first message already typed.',
  },
  currentState: () => ({
    pt: 'Nenhum link de WhatsApp (wa.me, api.whatsapp.com ou whatsapp://) na página.',
    en: 'No WhatsApp link (wa.me, api.whatsapp.com or whatsapp://) on the page.',
  }),
  optimizedState: {
    pt: 'Um botão "Fale conosco no WhatsApp" visível no topo ou fixo no canto da tela, com o número no formato internacional.',
    en: 'A "Fale conosco no WhatsApp" button visible at the top or fixed in a corner of the screen, with the number in international format.',
  },
  implementation: ({ companyName }) => {
    const message = encodeURIComponent(`Olá, ${companyName}! Vim pelo site.`);
    const link = `<a href="https://wa.me/55DDDNUMERO?text=${escapeHtml(message)}" target="_blank" rel="noopener">Fale conosco no WhatsApp</a>`;
    return {
      pt: [
        'Use o número de WhatsApp da empresa com 55 e o DDD, só dígitos (por exemplo, 5511912345678), no lugar de 55DDDNUMERO:',
        link,
        'Coloque o botão no cabeçalho, na página de contato e, no celular, fixo no canto da tela.',
      ],
      en: [
        'Use the company’s WhatsApp number with 55 and the area code, digits only (for example, 5511912345678), in place of 55DDDNUMERO:',
        link,
        'Put the button in the header, on the contact page and, on phones, fixed in a corner of the screen.',
      ],
    };
  },
  businessImpact: {
    pt: 'Encurta o caminho entre o interesse e a conversa, principalmente para quem navega pelo celular.',
    en: 'Shortens the path from interest to conversation, above all for people browsing on a phone.',
  },
  estimatedROI: {
    pt: 'Esforço mínimo; o retorno depende de alguém responder as mensagens com rapidez.',
    en: 'Minimal effort; the return depends on someone answering the messages quickly.',
  },
};
