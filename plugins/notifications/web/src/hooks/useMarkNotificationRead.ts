import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { markNotificationRead } from '../api/notifications';
import { notificationQueryKeys } from '../api/queryKeys';

/** Marks one notification read; the list and the unread count reload. */
export function useMarkNotificationRead() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => {
      notification.success({ title: t`Notificação marcada como lida` });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationQueryKeys.lists }),
        queryClient.invalidateQueries({ queryKey: notificationQueryKeys.unreadCount }),
      ]);
    },
    onError: (error) => notification.error({ title: t`Não foi possível marcar a notificação como lida`, description: error.message }),
  });
}
