import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { createSiteAuditItem, siteAuditItemsQueryKey } from '../api/items';

/** Creates an item: a notice and a fresh list, or the server's reason. */
export function useCreateSiteAuditItem(onCreated: () => void) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSiteAuditItem,
    onSuccess: async () => {
      notification.success({ title: t`Item adicionado` });
      onCreated();
      await queryClient.invalidateQueries({ queryKey: siteAuditItemsQueryKey });
    },
    onError: (error) => notification.error({ title: t`Não foi possível adicionar o item`, description: error.message }),
  });
}
