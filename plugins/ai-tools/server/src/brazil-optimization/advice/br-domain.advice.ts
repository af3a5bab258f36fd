import type { BrazilAdvice } from '../brazil-advice.js';

export const brDomainAdvice: BrazilAdvice = {
  title: { pt: 'Usar um domínio .br', en: 'Use a .br domain' },
  description: {
    pt: 'Domínios .br (como .com.br) são registrados no Registro.br com CPF ou CNPJ e sinalizam a visitantes e buscadores que o site é voltado ao Brasil.',
    en: '.br domains (such as .com.br) are registered at Registro.br with a Brazilian tax ID (CPF or CNPJ), and signal to visitors and search engines that the site targets Brazil.',
  },
  currentState: ({ evidence }) =>
    evidence
      ? { pt: `O site está em ${evidence}, fora do domínio .br.`, en: `The site is on ${evidence}, outside the .br domain.` }
      : { pt: 'O site não está sob um domínio .br.', en: 'The site is not under a .br domain.' },
  optimizedState: {
    pt: 'O site principal em um domínio .com.br (ou outra categoria .br), com o domínio atual redirecionando para ele, ou o .br redirecionando para o atual.',
    en: 'The main site on a .com.br domain (or another .br category), with the current domain redirecting to it, or the .br domain redirecting to the current one.',
  },
  implementation: ({ url }) => {
    const name = url.hostname.replace(/^www\./, '').split('.')[0] ?? url.hostname;
    return {
      pt: [
        `Verifique no Registro.br se ${name}.com.br está disponível e registre-o com o CNPJ da empresa.`,
        'Se mudar o site para o .br, configure redirecionamentos 301 do domínio antigo, página por página, e atualize o Google Search Console.',
        'Se mantiver o domínio atual, faça o .br redirecionar (301) para ele, para proteger a marca.',
      ],
      en: [
        `Check at Registro.br whether ${name}.com.br is available and register it with the company’s CNPJ.`,
        'If you move the site to the .br domain, set up page-by-page 301 redirects from the old domain and update Google Search Console.',
        'If you keep the current domain, make the .br domain redirect (301) to it, to protect the brand.',
      ],
    };
  },
  businessImpact: {
    pt: 'Reforça a percepção de empresa brasileira e protege a marca contra o registro do .br por terceiros.',
    en: 'Strengthens the perception of a Brazilian company and protects the brand from a third party registering the .br name.',
  },
  estimatedROI: {
    pt: 'Custo baixo (registro anual); uma migração completa de domínio exige planejamento para não perder posições na busca.',
    en: 'Low cost (yearly registration); a full domain migration needs planning so as not to lose search positions.',
  },
};
