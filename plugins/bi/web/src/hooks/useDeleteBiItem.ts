import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { deleteBiItem, biItemsQueryKey } from '../api/items';

/** Deletes an item; the list refreshes without it. */
export function useDeleteBiItem() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBiItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: biItemsQueryKey }),
    onError: (error) => notification.error({ title: t`Não foi possível excluir o item`, description: error.message }),
  });
}
