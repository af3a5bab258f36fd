import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { invalidateToolUsage } from '../api/queries';
import { toolFailure, type ToolFailure } from '../lib/toolFailure';

export interface ToolErrorToast {
  /** The toast's title ('Erro no Monitoramento'). */
  title: string;
  /** Its text when the server gave no reason ('Falha ao gerar relatório de monitoramento'). */
  fallback: string;
  /** 'reason': the server's message alone when there is one (content generation); 'append': the fixed text, then the reason. */
  detail?: 'reason' | 'append';
}

/**
 * One tool call: busy while it runs, the usage block refreshed after it, and a failure as the
 * spec's toast — except a plan without the tool and a spent analyses limit, which the dialog
 * shows in place (upgrade card, limit notice).
 */
export function useToolMutation<Variables, Data>(
  mutationFn: (variables: Variables) => Promise<Data>,
  errorToast: ToolErrorToast,
  onSuccess?: (data: Data, variables: Variables) => void,
) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn,
    onSuccess: (data, variables) => {
      void invalidateToolUsage(queryClient);
      onSuccess?.(data, variables);
    },
    onError: (error) => {
      const failure = toolFailure(error);
      if (failure.kind === 'upgrade' || failure.kind === 'limit') return;
      const reason = failure.kind === 'network' ? t`Erro ao conectar com o servidor. Tente novamente mais tarde.` : failure.message;
      const description =
        errorToast.detail === 'reason'
          ? reason || errorToast.fallback
          : reason && reason !== errorToast.fallback
            ? `${errorToast.fallback}: ${reason}`
            : errorToast.fallback;
      notification.error({ title: errorToast.title, description });
    },
  });
  const failure: ToolFailure | null = mutation.error ? toolFailure(mutation.error) : null;
  return { ...mutation, failure };
}
