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

export const updateUserPlan = ({ id, plan }: { id: string; plan: PlanId }) =>
  apiFetch<{ user: AdminUserRow }>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', json: { plan } });
