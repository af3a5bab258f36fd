import type { Language } from '@otimiza/sdk/shared';
import type { MailMessage } from '../../../kernel/index.js';
import { accountMail } from '../../accounts/account-mail.js';

/** After the account is deleted: what went, and that nothing more will be charged. */
export function goodbyeMail(input: {
  to: string;
  firstName: string;
  workspaceDeleted: boolean;
  subscriptionsCancelled: number;
  language: Language;
}): MailMessage {
  const { to, firstName, workspaceDeleted, subscriptionsCancelled, language } = input;
  if (language === 'en') {
    return accountMail({
      to,
      subject: 'Your account was deleted — Otimiza',
      greeting: `Goodbye, ${firstName}.`,
      paragraphs: [
        workspaceDeleted
          ? 'Your Otimiza account and its workspace were deleted, with every analysis, report and setting they held.'
          : 'Your Otimiza account was deleted. The workspace stays with its other owners.',
        ...(subscriptionsCancelled > 0 ? ['The subscription was cancelled: nothing more will be charged.'] : []),
      ],
      footer: 'Thank you for using Otimiza. You are welcome to create a new account at any time.',
    });
  }
  return accountMail({
    to,
    subject: 'Sua conta foi excluída — Otimiza',
    greeting: `Até logo, ${firstName}.`,
    paragraphs: [
      workspaceDeleted
        ? 'Sua conta no Otimiza e o espaço de trabalho dela foram excluídos, com todas as análises, relatórios e configurações.'
        : 'Sua conta no Otimiza foi excluída. O espaço de trabalho continua com os outros proprietários.',
      ...(subscriptionsCancelled > 0 ? ['A assinatura foi cancelada: nada mais será cobrado.'] : []),
    ],
    footer: 'Obrigado por usar o Otimiza. Você pode criar uma nova conta quando quiser.',
  });
}
