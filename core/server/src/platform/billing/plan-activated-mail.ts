import { plans, type Language, type PaidPlanId } from '@otimiza/sdk/shared';
import { escapeHtml, type MailMessage } from '../../kernel/index.js';

function brl(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-US' : 'pt-BR', { style: 'currency', currency: 'BRL' }).format(amount);
}

interface MailTexts {
  subject: string;
  greeting: string;
  body: string[];
  sandbox: string;
  button: string;
}

function message(to: string, manageLink: string, sandbox: boolean, texts: MailTexts): MailMessage {
  const paragraphs = [...texts.body, ...(sandbox ? [texts.sandbox] : [])];
  return {
    to,
    subject: texts.subject,
    text: `${texts.greeting}\n\n${paragraphs.join('\n\n')}\n\n${manageLink}\n`,
    html: `<p>${escapeHtml(texts.greeting)}</p>${texts.body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}${sandbox ? `<p><strong>${escapeHtml(texts.sandbox)}</strong></p>` : ''}
<p><a href="${escapeHtml(manageLink)}" style="background:#3B82F6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(texts.button)}</a></p>`,
    links: [manageLink],
  };
}

/** The confirmation sent when a checkout is paid and its plan starts: plan, monthly price, and where to manage it. */
export function planActivatedMail(input: {
  to: string;
  firstName: string;
  plan: PaidPlanId;
  manageLink: string;
  sandbox: boolean;
  language: Language;
}): MailMessage {
  const { to, firstName, plan, manageLink, sandbox, language } = input;
  const name = plans[plan].name;
  const price = brl(plans[plan].priceBrl, language);
  const texts: MailTexts =
    language === 'en'
      ? {
          subject: `Payment confirmed: Otimiza ${name} plan`,
          greeting: `Hello, ${firstName}!`,
          body: [`Your payment was processed and the ${name} plan (${price} a month) is active on your account.`],
          sandbox: 'Test environment: no real charge was made.',
          button: 'Manage subscription',
        }
      : {
          subject: `Pagamento confirmado: plano ${name} do Otimiza`,
          greeting: `Olá, ${firstName}!`,
          body: [`Seu pagamento foi processado e o plano ${name} (${price} por mês) está ativo na sua conta.`],
          sandbox: 'Ambiente de teste: nenhuma cobrança real foi feita.',
          button: 'Gerenciar assinatura',
        };
  return message(to, manageLink, sandbox, texts);
}

/**
 * The confirmation sent when a subscription already paid for moves to another plan: what changed,
 * and that nothing was charged now — the prorated difference goes on the next invoice (Stripe's
 * `create_prorations`). The same words as /payment-success says.
 */
export function planChangedMail(input: {
  to: string;
  firstName: string;
  from: PaidPlanId;
  plan: PaidPlanId;
  manageLink: string;
  sandbox: boolean;
  language: Language;
}): MailMessage {
  const { to, firstName, from, plan, manageLink, sandbox, language } = input;
  const fromName = plans[from].name;
  const name = plans[plan].name;
  const price = brl(plans[plan].priceBrl, language);
  const texts: MailTexts =
    language === 'en'
      ? {
          subject: `Plan changed: Otimiza ${name}`,
          greeting: `Hello, ${firstName}!`,
          body: [
            `Your subscription moved from the ${fromName} plan to ${name} (${price} a month), which is in force on your account now.`,
            'Nothing was charged now: the prorated difference between the plans, for the days left in the current period, goes on your next invoice.',
          ],
          sandbox: 'Test environment: no real charge will be made.',
          button: 'Manage subscription',
        }
      : {
          subject: `Plano alterado: ${name} do Otimiza`,
          greeting: `Olá, ${firstName}!`,
          body: [
            `Sua assinatura mudou do plano ${fromName} para o ${name} (${price} por mês), que já está em vigor na sua conta.`,
            'Nada foi cobrado agora: a diferença proporcional entre os planos, pelos dias que faltam no período atual, entra na sua próxima fatura.',
          ],
          sandbox: 'Ambiente de teste: nenhuma cobrança real será feita.',
          button: 'Gerenciar assinatura',
        };
  return message(to, manageLink, sandbox, texts);
}
