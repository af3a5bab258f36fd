import type { BrazilAdvice } from '../brazil-advice.js';

export const lgpdPrivacyPolicyAdvice: BrazilAdvice = {
  title: { pt: 'Publicar a política de privacidade (LGPD)', en: 'Publish a privacy policy (LGPD)' },
  description: {
    pt: 'A LGPD (Lei nº 13.709/2018) exige informar de forma clara quais dados pessoais são coletados, para quê, com quem são compartilhados e como o titular exerce seus direitos. A política de privacidade, acessível em todas as páginas, é onde isso fica.',
    en: 'Brazil’s data protection law, the LGPD (Law 13,709/2018), requires clear information on which personal data is collected, why, with whom it is shared and how people exercise their rights. The privacy policy, reachable from every page, is where that lives.',
  },
  currentState: () => ({
    pt: 'Nenhum link para política de privacidade ou LGPD encontrado na página.',
    en: 'No link to a privacy policy or LGPD page found on the page.',
  }),
  optimizedState: {
    pt: 'Link "Política de Privacidade" no rodapé de todas as páginas, levando a uma página que cita a LGPD, o controlador e o contato do encarregado (DPO).',
    en: 'A "Política de Privacidade" link in the footer of every page, leading to a page that names the LGPD, the controller and the data protection officer’s contact.',
  },
  implementation: ({ url, companyName }) => ({
    pt: [
      `Crie a página ${url.origin}/politica-de-privacidade com: dados coletados (formulários, cookies, analytics), finalidades e bases legais, compartilhamento, prazo de guarda, direitos do titular e o canal do encarregado.`,
      `Identifique ${companyName} como controladora dos dados.`,
      'Adicione o link ao rodapé de todas as páginas:',
      '<a href="/politica-de-privacidade">Política de Privacidade</a>',
      'Peça a revisão do texto por quem cuida da parte jurídica da empresa.',
    ],
    en: [
      `Create the page ${url.origin}/politica-de-privacidade with: the data collected (forms, cookies, analytics), purposes and legal bases, sharing, retention, the data subject’s rights and the data protection officer’s channel.`,
      `Name ${companyName} as the data controller.`,
      'Add the link to the footer of every page:',
      '<a href="/politica-de-privacidade">Política de Privacidade</a>',
      'Have the text reviewed by whoever handles the company’s legal matters.',
    ],
  }),
  businessImpact: {
    pt: 'Reduz o risco de sanções da ANPD previstas na LGPD e mostra ao visitante que seus dados são tratados com responsabilidade — sobretudo em formulários de contato e de compra.',
    en: 'Lowers the risk of the sanctions the LGPD lets the data protection authority (ANPD) apply, and shows visitors their data is handled responsibly — above all on contact and checkout forms.',
  },
  estimatedROI: {
    pt: 'Esforço médio (redação e revisão do texto); retorno em redução de risco legal e em confiança, difícil de medir em valor.',
    en: 'Medium effort (writing and reviewing the text); the return is lower legal risk and trust, hard to put a figure on.',
  },
};
