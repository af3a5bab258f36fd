import { useLingui } from '@lingui/react/macro';
import type { CampaignStatus } from '@otimiza/plugin-notifications-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { changeCampaignStatus, deleteCampaign } from '../api/campaigns';
import { notificationQueryKeys } from '../api/queryKeys';

/** Activates, pauses or completes a campaign, or deletes it; the campaigns and the analytics reload. */
export function useCampaignActions() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationQueryKeys.campaigns }),
      queryClient.invalidateQueries({ queryKey: notificationQueryKeys.analytics }),
    ]);
  const changeStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: Exclude<CampaignStatus, 'draft'> }) => changeCampaignStatus(id, status),
    onSuccess: (_campaign, { status }) => {
      const titles = { active: t`Campanha ativada`, paused: t`Campanha pausada`, completed: t`Campanha concluída` };
      notification.success({ title: titles[status] });
      return reload();
    },
    onError: (error) => notification.error({ title: t`Não foi possível mudar o status da campanha`, description: error.message }),
  });
  const remove = useMutation({
    mutationFn: deleteCampaign,
    onSuccess: () => {
      notification.success({ title: t`Campanha excluída` });
      return reload();
    },
    onError: (error) => notification.error({ title: t`Não foi possível excluir a campanha`, description: error.message }),
  });
  return { changeStatus, remove };
}
