import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { deleteSiteAuditItem, siteAuditItemsQueryKey } from '../api/items';

/** Deletes an item; the list refreshes without it. */
export function useDeleteSiteAuditItem() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSiteAuditItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteAuditItemsQueryKey }),
    onError: (error) => notification.error({ title: t`Não foi possível excluir o item`, description: error.message }),
  });
}
