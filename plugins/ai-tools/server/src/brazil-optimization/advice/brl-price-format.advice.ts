import type { BrazilAdvice } from '../brazil-advice.js';

export const brlPriceFormatAdvice: BrazilAdvice = {
  title: { pt: 'Mostrar preços em reais no formato brasileiro', en: 'Show prices in reais, in the Brazilian format' },
  description: {
    pt: 'No Brasil, preços são escritos como R$ 1.234,56: ponto para milhar e vírgula para centavos.',
    en: 'In Brazil, prices are written as R$ 1.234,56: a dot between thousands and a comma before the cents.',
  },
  currentState: ({ evidence }) =>
    evidence
      ? { pt: `A página mostra preços em outro formato ou moeda: ${evidence}.`, en: `The page shows prices in another format or currency: ${evidence}.` }
      : { pt: 'Nenhum preço em reais (R$) encontrado no texto da página.', en: 'No price in reais (R$) found in the page text.' },
  optimizedState: { pt: 'Preços exibidos como R$ 49,90 ou R$ 1.234,56.', en: 'Prices shown as R$ 49,90 or R$ 1.234,56.' },
  implementation: () => ({
    pt: [
      'Se a empresa não publica preços no site, este item é opcional.',
      'Formate os valores com a localidade pt-BR e a moeda BRL, em vez de montar o texto à mão:',
      "new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(1234.56) // 'R$ 1.234,56'",
      'Nos dados estruturados de produtos, use "priceCurrency": "BRL".',
    ],
    en: [
      'If the company publishes no prices on the site, this item is optional.',
      'Format amounts with the pt-BR locale and the BRL currency instead of building the text by hand:',
      "new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(1234.56) // 'R$ 1.234,56'",
      'In product structured data, use "priceCurrency": "BRL".',
    ],
  }),
  businessImpact: {
    pt: 'O cliente lê o preço sem dúvida sobre moeda ou casas decimais, o que evita desconfiança na hora de comprar.',
    en: 'Customers read the price with no doubt about currency or decimals, which avoids hesitation at the moment of purchase.',
  },
  estimatedROI: {
    pt: 'Esforço baixo a médio, conforme o número de páginas com preço; retorno na clareza da oferta.',
    en: 'Low to medium effort, depending on how many pages show prices; the return is a clearer offer.',
  },
};
