import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { createShareLink, revokeShareLink, shareLinkQueryOptions, shareQueryKey } from '../api/share';

/**
 * A finished run's share link: the one in force, `share` (makes it, or takes the one in force, and
 * copies it) and `revoke`, each saying how it went.
 */
export function useShareLink(runId: string) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const current = useQuery(shareLinkQueryOptions(runId));

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notification.success({ title: t`Link copiado!`, description: t`Quem tiver o link vê o relatório do site, sem entrar na conta.` });
    } catch {
      notification.warning({
        title: t`Link criado`,
        description: t`O navegador não permitiu copiar o link: copie-o do campo ao lado do botão.`,
      });
    }
  };

  const share = useMutation({
    mutationFn: () => createShareLink(runId),
    onSuccess: async (link) => {
      queryClient.setQueryData(shareQueryKey(runId), { link });
      await copy(link.url);
    },
    onError: (error) => notification.error({ title: t`Não foi possível criar o link`, description: error.message }),
  });

  const revoke = useMutation({
    mutationFn: () => revokeShareLink(runId),
    onSuccess: (state) => {
      queryClient.setQueryData(shareQueryKey(runId), state);
      notification.success({ title: t`Link revogado`, description: t`Quem tiver o link não consegue mais abrir o relatório.` });
    },
    onError: (error) => notification.error({ title: t`Não foi possível revogar o link`, description: error.message }),
  });

  return { link: current.data?.link ?? null, share, revoke };
}
