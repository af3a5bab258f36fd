import { invitationValidDays, workspaceRoleLabels, type InvitableRole, type Language } from '@otimiza/sdk/shared';
import { accountMail } from '../account/mails/account-mail.js';
import type { MailMessage } from '../mail/mail.service.js';

export interface InvitationMailInput {
  to: string;
  inviterName: string;
  workspaceName: string;
  role: InvitableRole;
  link: string;
  /** The inviter's language. */
  language: Language;
}

/** The invitation to join a workspace, with the link to /invite. */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const { to, inviterName, workspaceName, role, link, language } = input;
  const roleName = workspaceRoleLabels[role][language];
  return language === 'en'
    ? accountMail({
        to,
        subject: `${inviterName} invited you to ${workspaceName} — Otimiza`,
        greeting: 'Hello!',
        paragraphs: [
          `${inviterName} invited you to join the workspace "${workspaceName}" on Otimiza as ${roleName}.`,
          `Log in (or create your account) with this e-mail, ${to}, and accept the invitation with the link below. It is valid for ${invitationValidDays} days and works once.`,
        ],
        button: { label: 'Accept invitation', link },
        footer: 'If you did not expect this invitation, ignore this message: nothing changes without your acceptance.',
      })
    : accountMail({
        to,
        subject: `${inviterName} convidou você para ${workspaceName} — Otimiza`,
        greeting: 'Olá!',
        paragraphs: [
          `${inviterName} convidou você para participar do espaço de trabalho "${workspaceName}" no Otimiza como ${roleName}.`,
          `Entre (ou crie sua conta) com este e-mail, ${to}, e aceite o convite pelo link abaixo. Ele vale por ${invitationValidDays} dias e pode ser usado uma vez.`,
        ],
        button: { label: 'Aceitar convite', link },
        footer: 'Se você não esperava este convite, ignore esta mensagem: nada muda sem o seu aceite.',
      });
}
