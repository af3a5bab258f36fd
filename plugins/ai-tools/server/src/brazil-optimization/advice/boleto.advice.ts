import type { BrazilAdvice } from '../brazil-advice.js';

export const boletoAdvice: BrazilAdvice = {
  title: { pt: 'Aceitar boleto bancário', en: 'Accept boleto bancário' },
  description: {
    pt: 'O boleto bancário é pago em bancos, aplicativos e lotéricas, sem cartão — ainda usado por empresas e por clientes que não compram com crédito.',
    en: 'Boleto bancário, a Brazilian payment slip, is paid at banks, in banking apps and at lottery outlets, with no card — still used by companies and by customers who do not buy on credit.',
  },
  currentState: () => ({ pt: 'A página não menciona boleto bancário.', en: 'The page does not mention boleto bancário.' }),
  optimizedState: {
    pt: 'Boleto listado nas formas de pagamento, com o prazo de compensação informado.',
    en: 'Boleto listed among the payment methods, with its clearing time stated.',
  },
  implementation: () => ({
    pt: [
      'Se a empresa não vende pelo site nem emite cobranças, este item não se aplica.',
      'Ative a emissão de boletos no gateway de pagamento ou no banco.',
      'Informe no checkout que o pedido é confirmado após a compensação, que leva alguns dias úteis.',
      'Liste o boleto nas formas de pagamento, ao lado do Pix e dos cartões.',
    ],
    en: [
      'If the company neither sells on the site nor bills customers, this item does not apply.',
      'Enable boleto issuing with the payment gateway or the bank.',
      'State at checkout that the order is confirmed once the payment clears, which takes a few business days.',
      'List boleto among the payment methods, next to Pix and cards.',
    ],
  }),
  businessImpact: {
    pt: 'Abre a compra para clientes sem cartão de crédito e para empresas que pagam fornecedores por boleto.',
    en: 'Opens purchasing to customers without a credit card and to companies that pay suppliers by boleto.',
  },
  estimatedROI: {
    pt: 'Esforço médio; retorno maior em vendas entre empresas (B2B) e em tíquetes que o cliente prefere não pagar no cartão. Há tarifa por boleto, conforme o banco.',
    en: 'Medium effort; the return is higher in business-to-business sales and for purchases customers prefer not to put on a card. Each boleto has a fee, set by the bank.',
  },
};
