import { z } from 'zod';
import type { PlanId } from './plans.js';
import { invitableRoles, workspaceRoles, type InvitableRole, type WorkspaceRole } from './workspace-roles.js';

/** Validation texts of the team calls; `authMessages`' e-mail keys are reused. */
export const teamMessages = {
  roleInvalid: { pt: 'Escolha um papel válido.', en: 'Choose a valid role.' },
  invitationRoleInvalid: {
    pt: 'Escolha Administrador, Membro ou Leitor: um proprietário é promovido depois de entrar.',
    en: 'Choose Admin, Member or Viewer: an owner is promoted after joining.',
  },
  invitationTokenRequired: {
    pt: 'Link de convite incompleto: o código não foi encontrado no endereço.',
    en: 'Incomplete invitation link: the code was not found in the address.',
  },
  workspaceIdInvalid: { pt: 'Espaço de trabalho inválido.', en: 'Invalid workspace.' },
} as const;

export type TeamMessageKey = keyof typeof teamMessages;

/** Days an invitation link stays valid. */
export const invitationValidDays = 7;

const email = z.string({ error: 'emailRequired' }).trim().min(1, 'emailRequired').toLowerCase().max(254, 'emailInvalid').pipe(z.email('emailInvalid'));
const token = z.string({ error: 'invitationTokenRequired' }).trim().min(1, 'invitationTokenRequired').max(200, 'invitationTokenRequired');

/** `POST /api/workspace/invitations`. */
export const inviteMemberSchema = z.object({ email, role: z.enum(invitableRoles, { error: 'invitationRoleInvalid' }) });

/** `POST /api/workspace/invitations/accept` and `…/lookup`: the token of the e-mailed link. */
export const invitationTokenSchema = z.object({ token });

/** `PATCH /api/workspace/members/:id`. */
export const memberRoleChangeSchema = z.object({ role: z.enum(workspaceRoles, { error: 'roleInvalid' }) });

/** `POST /api/workspace/switch`. */
export const switchWorkspaceSchema = z.object({ workspaceId: z.uuid({ error: 'workspaceIdInvalid' }) });

/** The `:id` of a member (the user's id) or of an invitation. */
export const teamIdParams = z.object({ id: z.uuid() });

export type InviteMemberPayload = z.input<typeof inviteMemberSchema>;

/** One member as `GET /api/workspace/members` lists them. */
export interface TeamMember {
  /** The user's id: the `:id` of the member routes. */
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: WorkspaceRole;
  joinedAt: string;
}

export interface TeamMembersResponse {
  members: TeamMember[];
}

/** An invitation not accepted yet (`expiresAt` may be past: it is listed until revoked or sent again). */
export interface PendingInvitation {
  id: string;
  email: string;
  role: InvitableRole;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface InvitationsResponse {
  invitations: PendingInvitation[];
}

/** `POST /api/workspace/invitations/lookup`: what the /invite page shows before accepting. */
export interface InvitationLookup {
  workspaceName: string;
  invitedBy: string | null;
  email: string;
  role: InvitableRole;
  status: 'pending' | 'used' | 'expired';
  expiresAt: string;
}

/** `POST /api/workspace/invitations/accept`: the workspace joined, now the session's. */
export interface InvitationAccepted {
  workspace: { id: string; name: string; role: WorkspaceRole };
}

/** One workspace of the signed-in user (`GET /api/workspaces`). */
export interface WorkspaceMembership {
  id: string;
  name: string;
  role: WorkspaceRole;
  /** The workspace's own plan (paid, granted or a running trial). */
  plan: PlanId;
  /** The session's workspace. */
  current: boolean;
  /** The reseller's workspace that manages this client workspace, or null. */
  managedBy: { id: string; name: string } | null;
}

export interface WorkspacesResponse {
  workspaces: WorkspaceMembership[];
}

/** `GET /api/workspace/seats`: the people in the workspace and the invitations still open. */
export interface WorkspaceSeats {
  members: number;
  pendingInvitations: number;
}
