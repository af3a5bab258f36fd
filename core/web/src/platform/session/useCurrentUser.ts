import type { ApiUser } from '@otimiza/sdk/shared';
import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from './sessionApi';

/**
 * The signed-in user, or null for a visitor. The router loads it before the first page renders,
 * so `undefined` only appears if that load failed.
 */
export function useCurrentUser(): ApiUser | null {
  return useQuery(currentUserQueryOptions()).data ?? null;
}
