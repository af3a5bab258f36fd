import type { Language } from '@otimiza/sdk/shared';
import type { MailMessage } from '../../../kernel/index.js';
import { RESET_PASSWORD_MINUTES } from '../../accounts/email-token.service.js';
import { accountMail } from '../../accounts/account-mail.js';

/** The link to choose a new password, in the user's language. */
export function passwordResetMail(input: { to: string; firstName: string; link: string; language: Language }): MailMessage {
  const { to, firstName, link, language } = input;
  return language === 'en'
    ? accountMail({
        to,
        subject: 'Reset your password — Otimiza',
        greeting: `Hello, ${firstName}!`,
        paragraphs: [
          'We received a request to reset the password of your Otimiza account.',
          `Choose a new password with the link below. It is valid for ${RESET_PASSWORD_MINUTES} minutes and works once; after the reset, every session of the account is closed.`,
        ],
        button: { label: 'Choose a new password', link },
        footer: 'If you did not ask for this, ignore this message: your password stays as it is.',
      })
    : accountMail({
        to,
        subject: 'Redefina sua senha — Otimiza',
        greeting: `Olá, ${firstName}!`,
        paragraphs: [
          'Recebemos um pedido para redefinir a senha da sua conta no Otimiza.',
          `Escolha uma nova senha pelo link abaixo. Ele vale por ${RESET_PASSWORD_MINUTES} minutos e pode ser usado uma vez; depois da troca, todas as sessões da conta são encerradas.`,
        ],
        button: { label: 'Escolher nova senha', link },
        footer: 'Se você não pediu isso, ignore esta mensagem: sua senha continua a mesma.',
      });
}
