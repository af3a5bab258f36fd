import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { delete__PASCAL__Item, __CAMEL__ItemsQueryKey } from '../api/items';

/** Deletes an item; the list refreshes without it. */
export function useDelete__PASCAL__Item() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: delete__PASCAL__Item,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: __CAMEL__ItemsQueryKey }),
    onError: (error) => notification.error({ title: t`Não foi possível excluir o item`, description: error.message }),
  });
}
