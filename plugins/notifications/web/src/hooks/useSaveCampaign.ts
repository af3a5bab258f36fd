import { useLingui } from '@lingui/react/macro';
import type { CampaignInput } from '@otimiza/plugin-notifications-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { createCampaign, updateCampaign } from '../api/campaigns';
import { notificationQueryKeys } from '../api/queryKeys';

/** Creates a campaign (a draft), or replaces one (`id`); the campaigns reload. */
export function useSaveCampaign() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CampaignInput }) => (id ? updateCampaign(id, input) : createCampaign(input)),
    onSuccess: (_campaign, { id }) => {
      notification.success({ title: id ? t`Campanha atualizada` : t`Campanha criada como rascunho` });
      return queryClient.invalidateQueries({ queryKey: notificationQueryKeys.campaigns });
    },
    onError: (error) => notification.error({ title: t`Não foi possível salvar a campanha`, description: error.message }),
  });
}
