import { invitationValidDays, workspaceRoleLabels, type HostBrand, type InvitableRole, type Language } from '@otimiza/sdk/shared';
import { accountMail } from '../accounts/account-mail.js';
import type { MailMessage } from '../../kernel/index.js';

export interface InvitationMailInput {
  to: string;
  inviterName: string;
  workspaceName: string;
  role: InvitableRole;
  link: string;
  /** The inviter's language. */
  language: Language;
  /** The brand in force for the workspace (white-label): its name and colour instead of the product's. */
  brand: Pick<HostBrand, 'name' | 'primaryColor'> | null;
}

/** The invitation to join a workspace, with the link to /invite. */
export function invitationMail(input: InvitationMailInput): MailMessage {
  const { to, inviterName, workspaceName, role, link, language, brand } = input;
  const roleName = workspaceRoleLabels[role][language];
  const product = brand?.name ?? 'Otimiza';
  const buttonColor = brand?.primaryColor;
  const mail =
    language === 'en'
      ? accountMail({
          to,
          subject: `${inviterName} invited you to ${workspaceName} — ${product}`,
          greeting: 'Hello!',
          paragraphs: [
            `${inviterName} invited you to join the workspace "${workspaceName}" on ${product} as ${roleName}.`,
            `Log in (or create your account) with this e-mail, ${to}, and accept the invitation with the link below. It is valid for ${invitationValidDays} days and works once.`,
          ],
          button: { label: 'Accept invitation', link, color: buttonColor },
          footer: 'If you did not expect this invitation, ignore this message: nothing changes without your acceptance.',
        })
      : accountMail({
          to,
          subject: `${inviterName} convidou você para ${workspaceName} — ${product}`,
          greeting: 'Olá!',
          paragraphs: [
            `${inviterName} convidou você para participar do espaço de trabalho "${workspaceName}" no ${product} como ${roleName}.`,
            `Entre (ou crie sua conta) com este e-mail, ${to}, e aceite o convite pelo link abaixo. Ele vale por ${invitationValidDays} dias e pode ser usado uma vez.`,
          ],
          button: { label: 'Aceitar convite', link, color: buttonColor },
          footer: 'Se você não esperava este convite, ignore esta mensagem: nada muda sem o seu aceite.',
        });
  return brand ? { ...mail, fromName: brand.name } : mail;
}
