import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { create__PASCAL__Item, __CAMEL__ItemsQueryKey } from '../api/items';

/** Creates an item: a notice and a fresh list, or the server's reason. */
export function useCreate__PASCAL__Item(onCreated: () => void) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create__PASCAL__Item,
    onSuccess: async () => {
      notification.success({ title: t`Item adicionado` });
      onCreated();
      await queryClient.invalidateQueries({ queryKey: __CAMEL__ItemsQueryKey });
    },
    onError: (error) => notification.error({ title: t`Não foi possível adicionar o item`, description: error.message }),
  });
}
