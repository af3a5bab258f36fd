import { useQuery } from '@tanstack/react-query';
import { entitlementsQueryOptions } from '../api/session';
import { useCurrentUser } from '../session/useCurrentUser';

/** `GET /api/me/entitlements` for the signed-in user (rechecked every 30 s). */
export function useEntitlements() {
  const user = useCurrentUser();
  return useQuery({ ...entitlementsQueryOptions(user?.id ?? 'none'), enabled: Boolean(user) });
}
