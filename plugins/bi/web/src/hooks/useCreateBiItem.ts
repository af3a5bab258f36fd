import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { createBiItem, biItemsQueryKey } from '../api/items';

/** Creates an item: a notice and a fresh list, or the server's reason. */
export function useCreateBiItem(onCreated: () => void) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBiItem,
    onSuccess: async () => {
      notification.success({ title: t`Item adicionado` });
      onCreated();
      await queryClient.invalidateQueries({ queryKey: biItemsQueryKey });
    },
    onError: (error) => notification.error({ title: t`Não foi possível adicionar o item`, description: error.message }),
  });
}
