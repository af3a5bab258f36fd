import { plans, type Language, type PaidPlanId } from '@otimiza/sdk/shared';
import type { MailMessage } from '../mail/mail.service.js';
import { escapeHtml } from '../mail/escape-html.js';

function brl(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'pt-BR', { style: 'currency', currency: 'BRL' }).format(amount);
}

/** The confirmation sent when a paid plan starts: plan, monthly price, and where to manage it. */
export function planActivatedMail(input: { to: string; firstName: string; plan: PaidPlanId; manageLink: string; sandbox: boolean; language: Language }): MailMessage {
  const { to, firstName, plan, manageLink, sandbox, language } = input;
  const name = plans[plan].name;
  const price = brl(plans[plan].priceBrl, language);
  const texts =
    language === 'en'
      ? {
          subject: `Payment confirmed: Otimiza ${name} plan`,
          greeting: `Hello, ${firstName}!`,
          body: `Your payment was processed and the ${name} plan (${price} a month) is active on your account.`,
          sandbox: 'Test environment: no real charge was made.',
          button: 'Manage subscription',
        }
      : {
          subject: `Pagamento confirmado: plano ${name} do Otimiza`,
          greeting: `Olá, ${firstName}!`,
          body: `Seu pagamento foi processado e o plano ${name} (${price} por mês) está ativo na sua conta.`,
          sandbox: 'Ambiente de teste: nenhuma cobrança real foi feita.',
          button: 'Gerenciar assinatura',
        };
  const note = sandbox ? `\n\n${texts.sandbox}` : '';
  return {
    to,
    subject: texts.subject,
    text: `${texts.greeting}\n\n${texts.body}${note}\n\n${manageLink}\n`,
    html: `<p>${escapeHtml(texts.greeting)}</p><p>${escapeHtml(texts.body)}</p>${sandbox ? `<p><strong>${escapeHtml(texts.sandbox)}</strong></p>` : ''}
<p><a href="${escapeHtml(manageLink)}" style="background:#3B82F6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${texts.button}</a></p>`,
    links: [manageLink],
  };
}
