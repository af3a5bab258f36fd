import { demoInvestorNameParam, type ApiUser, type DemoPreparationView } from '@otimiza/sdk/shared';
import { ApiRequestError, currentUserQueryKey } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { applySessionChange } from '../session/sessionChanged';
import { demoPreparationQueryOptions, retryDemoPreparation } from './demoPreparationApi';

/** Where the seed stands, and what the preparation screen offers while it does not go on. */
export interface DemoPreparation {
  view: DemoPreparationView | undefined;
  /** The last read of the state failed (the server is unreachable, for example). */
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
  onReload: () => void;
  reloading: boolean;
}

/**
 * Where the demo's first-use seed stands, asked again while it runs. When the seed had to start
 * over from a new demo workspace (a retry, or a process that died), this session ended with the old
 * one: the demo is opened again, which joins the new workspace.
 */
export function useDemoPreparation(token: string | null): DemoPreparation {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const options = demoPreparationQueryOptions(token ?? '');
  const query = useQuery({ ...options, enabled: token !== null });
  const retry = useMutation({
    mutationFn: retryDemoPreparation,
    onSuccess: (view) => queryClient.setQueryData(options.queryKey, view),
  });
  const sessionEnded = query.error instanceof ApiRequestError && query.error.status === 401;

  useEffect(() => {
    if (!sessionEnded) return;
    queryClient.removeQueries({ queryKey: demoPreparationQueryOptions(token ?? '').queryKey });
    // A demo opened for a named investor opens again for them.
    const investorName = queryClient.getQueryData<ApiUser | null>(currentUserQueryKey)?.demo?.investorName;
    applySessionChange(queryClient, null);
    void navigate({
      to: '/',
      search: { 'pro-demo': 'true', investor: 'true', ...(investorName ? { [demoInvestorNameParam]: investorName } : {}) },
      replace: true,
    });
  }, [sessionEnded, queryClient, navigate, token]);

  return {
    view: query.data,
    error: sessionEnded ? null : (retry.error ?? query.error),
    onRetry: () => retry.mutate(),
    retrying: retry.isPending,
    onReload: () => void query.refetch(),
    reloading: query.isFetching,
  };
}
