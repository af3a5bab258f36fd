import type {
  ApiUser,
  InvitationAccepted,
  InvitationLookup,
  InvitationsResponse,
  InviteMemberPayload,
  PendingInvitation,
  TeamMembersResponse,
  WorkspaceRole,
  WorkspaceSeats,
  WorkspacesResponse,
} from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const teamQueryKey = ['workspace', 'team'] as const;
export const membersQueryKey = [...teamQueryKey, 'members'] as const;
export const invitationsQueryKey = [...teamQueryKey, 'invitations'] as const;
export const seatsQueryKey = [...teamQueryKey, 'seats'] as const;

/** `GET /api/workspace/members` (owners and admins). */
export const membersQueryOptions = () =>
  queryOptions({
    queryKey: membersQueryKey,
    queryFn: ({ signal }) => apiFetch<TeamMembersResponse>('/api/workspace/members', { signal }),
    retry: false,
  });

/** `GET /api/workspace/invitations`: the invitations not accepted yet (owners and admins). */
export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: invitationsQueryKey,
    queryFn: ({ signal }) => apiFetch<InvitationsResponse>('/api/workspace/invitations', { signal }),
    retry: false,
  });

/** `GET /api/workspace/seats`: members and open invitations, for every member. */
export const seatsQueryOptions = () =>
  queryOptions({
    queryKey: seatsQueryKey,
    queryFn: ({ signal }) => apiFetch<WorkspaceSeats>('/api/workspace/seats', { signal }),
    retry: false,
  });

/** `GET /api/workspaces`: the signed-in user's workspaces, the current one first. */
export const workspacesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['workspaces', userId] as const,
    queryFn: ({ signal }) => apiFetch<WorkspacesResponse>('/api/workspaces', { signal }),
    retry: false,
    staleTime: 60_000,
  });

/** `POST /api/workspace/invitations/lookup`, as a query keyed by the token: it changes nothing. */
export const invitationLookupQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token] as const,
    queryFn: ({ signal }) => apiFetch<InvitationLookup>('/api/workspace/invitations/lookup', { method: 'POST', json: { token }, signal }),
    retry: false,
    staleTime: Infinity,
  });

export const inviteMember = (payload: InviteMemberPayload) => apiFetch<PendingInvitation>('/api/workspace/invitations', { method: 'POST', json: payload });

export const revokeInvitation = (id: string) => apiFetch<{ success: true }>(`/api/workspace/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const acceptInvitation = (token: string) => apiFetch<InvitationAccepted>('/api/workspace/invitations/accept', { method: 'POST', json: { token } });

export const changeMemberRole = ({ id, role }: { id: string; role: WorkspaceRole }) =>
  apiFetch<TeamMembersResponse>(`/api/workspace/members/${encodeURIComponent(id)}`, { method: 'PATCH', json: { role } });

export const removeMember = (id: string) => apiFetch<TeamMembersResponse>(`/api/workspace/members/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const switchWorkspace = (workspaceId: string) => apiFetch<{ user: ApiUser }>('/api/workspace/switch', { method: 'POST', json: { workspaceId } });
