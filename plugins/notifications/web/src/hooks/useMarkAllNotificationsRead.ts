import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { markAllNotificationsRead } from '../api/notifications';
import { notificationQueryKeys } from '../api/queryKeys';

/** Marks every notification of the member read; the list and the unread count reload. */
export function useMarkAllNotificationsRead() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      notification.success({ title: t`Todas as notificações foram marcadas como lidas` });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationQueryKeys.lists }),
        queryClient.invalidateQueries({ queryKey: notificationQueryKeys.unreadCount }),
      ]);
    },
    onError: (error) => notification.error({ title: t`Não foi possível marcar as notificações como lidas`, description: error.message }),
  });
}
