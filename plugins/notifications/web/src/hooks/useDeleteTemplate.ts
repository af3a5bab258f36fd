import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { notificationQueryKeys } from '../api/queryKeys';
import { deleteTemplate } from '../api/templates';

/** Deletes a template; the templates reload. */
export function useDeleteTemplate() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => {
      notification.success({ title: t`Template excluído` });
      return queryClient.invalidateQueries({ queryKey: notificationQueryKeys.templates });
    },
    onError: (error) => notification.error({ title: t`Não foi possível excluir o template`, description: error.message }),
  });
}
