import type { Language } from '@otimiza/sdk/shared';
import type { MailMessage } from '../../../kernel/index.js';
import { CHANGE_EMAIL_HOURS } from '../../accounts/email-token.service.js';
import { accountMail } from '../../accounts/account-mail.js';

/** To the new address: the link that makes it the account's e-mail. */
export function newEmailConfirmationMail(input: { to: string; firstName: string; link: string; language: Language }): MailMessage {
  const { to, firstName, link, language } = input;
  return language === 'en'
    ? accountMail({
        to,
        subject: 'Confirm your new e-mail — Otimiza',
        greeting: `Hello, ${firstName}!`,
        paragraphs: [
          'You asked to use this address for your Otimiza account.',
          `Confirm it with the link below (valid for ${CHANGE_EMAIL_HOURS} hours, works once). Until then, the account keeps its current e-mail.`,
        ],
        button: { label: 'Confirm new e-mail', link },
        footer: 'If you did not ask for this, ignore this message.',
      })
    : accountMail({
        to,
        subject: 'Confirme seu novo e-mail — Otimiza',
        greeting: `Olá, ${firstName}!`,
        paragraphs: [
          'Você pediu para usar este endereço na sua conta do Otimiza.',
          `Confirme pelo link abaixo (vale por ${CHANGE_EMAIL_HOURS} horas e pode ser usado uma vez). Até lá, a conta continua com o e-mail atual.`,
        ],
        button: { label: 'Confirmar novo e-mail', link },
        footer: 'Se você não pediu isso, ignore esta mensagem.',
      });
}

/** To the current address: someone signed in asked to move the account to another e-mail. */
export function emailChangeNoticeMail(input: { to: string; firstName: string; newEmail: string; language: Language }): MailMessage {
  const { to, firstName, newEmail, language } = input;
  return language === 'en'
    ? accountMail({
        to,
        subject: 'E-mail change requested — Otimiza',
        greeting: `Hello, ${firstName}!`,
        paragraphs: [`A change of your Otimiza account's e-mail to ${newEmail} was requested. It happens only when the link sent to that address is used.`],
        footer: 'If it was not you, change your password on the account page now, or use "Forgot my password" on the login page.',
      })
    : accountMail({
        to,
        subject: 'Pedido de troca de e-mail — Otimiza',
        greeting: `Olá, ${firstName}!`,
        paragraphs: [
          `Foi pedida a troca do e-mail da sua conta no Otimiza para ${newEmail}. A troca só acontece quando o link enviado a esse endereço for usado.`,
        ],
        footer: 'Se não foi você, troque sua senha agora na página da conta, ou use "Esqueci minha senha" na página de login.',
      });
}
