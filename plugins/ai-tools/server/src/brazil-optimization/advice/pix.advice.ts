import type { BrazilAdvice } from '../brazil-advice.js';

export const pixAdvice: BrazilAdvice = {
  title: { pt: 'Oferecer e divulgar o Pix', en: 'Offer and show Pix' },
  description: {
    pt: 'O Pix, sistema de pagamentos instantâneos do Banco Central do Brasil, funciona 24 horas por dia, todos os dias, e confirma o pagamento em segundos.',
    en: 'Pix, the Central Bank of Brazil’s instant payment system, works 24 hours a day, every day, and confirms payment within seconds.',
  },
  currentState: () => ({ pt: 'A página não menciona o Pix como forma de pagamento.', en: 'The page does not mention Pix as a payment method.' }),
  optimizedState: {
    pt: 'Pix listado nas formas de pagamento (com o selo oficial) e, se houver loja online, no checkout com QR Code e "Pix Copia e Cola".',
    en: 'Pix listed among the payment methods (with the official badge) and, where there is an online shop, at checkout with a QR code and "Pix Copia e Cola".',
  },
  implementation: () => ({
    pt: [
      'Se a empresa não recebe pagamentos, este item não se aplica.',
      'Ative o Pix no banco ou no gateway de pagamento usado pela empresa.',
      'Liste o Pix nas formas de pagamento, por exemplo no rodapé:',
      '<p>Formas de pagamento: Pix, cartão de crédito e boleto bancário</p>',
      'Na loja online, gere o QR Code e o código "Copia e Cola" pelo gateway e confirme o pedido automaticamente.',
    ],
    en: [
      'If the company takes no payments, this item does not apply.',
      'Enable Pix with the company’s bank or payment gateway.',
      'List Pix among the payment methods, for example in the footer:',
      '<p>Formas de pagamento: Pix, cartão de crédito e boleto bancário</p>',
      'In the online shop, have the gateway generate the QR code and the "Copia e Cola" code, and confirm the order automatically.',
    ],
  }),
  businessImpact: {
    pt: 'Atende clientes que preferem pagar na hora sem cartão, e o dinheiro chega à conta imediatamente.',
    en: 'Serves customers who prefer to pay instantly without a card, and the money reaches the account immediately.',
  },
  estimatedROI: {
    pt: 'Esforço baixo a médio (ativação no banco ou gateway); retorno em vendas de quem não usa cartão e em recebimento imediato. As tarifas dependem do banco.',
    en: 'Low to medium effort (activation with the bank or gateway); the return is sales to customers without cards and instant settlement. Fees depend on the bank.',
  },
};
