import { ApiError } from '@otimiza/sdk/server';
import type { LocalizedText, MemberChangeProblem } from '@otimiza/sdk/shared';
import { roleRequired } from '../access/workspace-role-refusals.js';

/** The errors of the team calls (members, invitations, workspaces), in pt and en. */
export const teamErrors = {
  memberNotFound: () => new ApiError('NOT_FOUND', 404, { pt: 'Membro não encontrado neste espaço de trabalho.', en: 'Member not found in this workspace.' }),
  invitationNotFound: () => new ApiError('NOT_FOUND', 404, { pt: 'Convite não encontrado.', en: 'Invitation not found.' }),
  workspaceNotFound: () => new ApiError('NOT_FOUND', 404, { pt: 'Espaço de trabalho não encontrado.', en: 'Workspace not found.' }),
  alreadyMember: () =>
    new ApiError(
      'VALIDATION_ERROR',
      409,
      { pt: 'Esta pessoa já faz parte do espaço de trabalho.', en: 'This person is already in the workspace.' },
      { code: 'ALREADY_MEMBER' },
    ),
  invitationRace: () =>
    new ApiError(
      'VALIDATION_ERROR',
      409,
      { pt: 'Outro convite para este e-mail acabou de ser enviado.', en: 'Another invitation to this e-mail was just sent.' },
      { code: 'INVITATION_OPEN' },
    ),
  tooManyInvitations: {
    pt: 'Muitos convites enviados na última hora. Aguarde um pouco e tente novamente.',
    en: 'Too many invitations sent in the last hour. Wait a while and try again.',
  } satisfies LocalizedText,
  invitationUnknown: () =>
    new ApiError(
      'VALIDATION_ERROR',
      400,
      {
        pt: 'Convite inválido: o link não corresponde a nenhum convite, ou ele foi cancelado.',
        en: 'Invalid invitation: the link matches no invitation, or it was revoked.',
      },
      { code: 'INVITATION_UNKNOWN' },
    ),
  invitationUsed: () =>
    new ApiError(
      'VALIDATION_ERROR',
      400,
      {
        pt: 'Este convite já foi usado. Peça um novo convite a quem convidou você.',
        en: 'This invitation was already used. Ask whoever invited you for a new one.',
      },
      { code: 'INVITATION_USED' },
    ),
  invitationExpired: () =>
    new ApiError(
      'VALIDATION_ERROR',
      400,
      { pt: 'Este convite expirou. Peça um novo convite a quem convidou você.', en: 'This invitation has expired. Ask whoever invited you for a new one.' },
      { code: 'INVITATION_EXPIRED' },
    ),
  invitationForAnotherEmail: (email: string) =>
    new ApiError(
      'FORBIDDEN',
      403,
      {
        pt: `Este convite foi enviado para ${email}. Entre com a conta desse e-mail para aceitá-lo.`,
        en: `This invitation was sent to ${email}. Log in with that e-mail's account to accept it.`,
      },
      { code: 'INVITATION_OTHER_EMAIL', email },
    ),
  workspaceWithoutUserManagement: () =>
    new ApiError(
      'SUBSCRIPTION_REQUIRED',
      402,
      {
        pt: 'O espaço de trabalho que convidou você não tem mais a gestão de usuários do plano Enterprise.',
        en: 'The workspace that invited you no longer has the Enterprise plan’s user management.',
      },
      { requiredFeature: 'userManagement' },
    ),
  memberChange: (problem: MemberChangeProblem): ApiError => {
    switch (problem) {
      case 'notManager':
        return roleRequired('admin');
      case 'adminTouchesOwner':
        return new ApiError(
          'FORBIDDEN',
          403,
          { pt: 'Administradores não podem alterar nem remover um proprietário.', en: 'Admins cannot change or remove an owner.' },
          { code: 'OWNER_PROTECTED' },
        );
      case 'onlyOwnersMakeOwners':
        return new ApiError(
          'FORBIDDEN',
          403,
          { pt: 'Só um proprietário pode tornar alguém proprietário.', en: 'Only an owner can make someone an owner.' },
          { code: 'OWNER_PROTECTED' },
        );
      case 'lastOwner':
        return new ApiError(
          'VALIDATION_ERROR',
          409,
          {
            pt: 'O espaço de trabalho precisa de pelo menos um proprietário: torne outro membro proprietário antes.',
            en: 'The workspace needs at least one owner: make another member an owner first.',
          },
          { code: 'LAST_OWNER' },
        );
    }
  },
};
