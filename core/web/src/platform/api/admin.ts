import type { AdminUserRow, PlanId } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const adminUsersQueryKey = ['admin', 'users'] as const;

/** `GET /api/admin/users` (administrators only). */
export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: adminUsersQueryKey,
    queryFn: ({ signal }) => apiFetch<{ users: AdminUserRow[] }>('/api/admin/users', { signal }),
    select: (data) => data.users,
    retry: false,
  });

/** `PATCH /api/admin/users/:id`: grants `plan` to the user's workspace, apart from what it pays for. */
export const updateUserPlan = ({ id, plan }: { id: string; plan: PlanId }) =>
  apiFetch<{ user: AdminUserRow }>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', json: { plan } });

/** `DELETE /api/admin/users/:id/plan-grant`: the workspace goes back to its paid plan. */
export const removeUserPlanGrant = ({ id }: { id: string }) =>
  apiFetch<{ user: AdminUserRow }>(`/api/admin/users/${encodeURIComponent(id)}/plan-grant`, { method: 'DELETE' });
