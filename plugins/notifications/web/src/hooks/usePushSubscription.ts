import { useLingui } from '@lingui/react/macro';
import type { PushConfigAnswer, PushSubscriptionInput } from '@otimiza/plugin-notifications-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { fetchPushKey, removePushSubscription, savePushConfig, savePushSubscription } from '../api/pushConfig';
import { notificationQueryKeys } from '../api/queryKeys';
import { activePushRegistration, applicationServerKey, currentPushSubscription, pushAvailability, type PushAvailability } from '../lib/webPush';

/** Refused by the browser: the member blocked notifications for this site. */
class PermissionDenied extends Error {}

/**
 * This browser's Web Push: whether it can, whether it is subscribed, and the subscribe and
 * unsubscribe actions. Nothing is asked of the browser before the member clicks.
 */
export function usePushSubscription() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [availability, setAvailability] = useState<PushAvailability>(pushAvailability);
  const subscriptionKey = [...notificationQueryKeys.pushConfig, 'browser-subscription'] as const;
  const subscription = useQuery({
    queryKey: subscriptionKey,
    queryFn: async () => ((await currentPushSubscription())?.endpoint ?? null) as string | null,
    enabled: availability === 'granted' || availability === 'default',
    retry: false,
  });

  const refreshConfig = () => queryClient.invalidateQueries({ queryKey: notificationQueryKeys.pushConfig });

  const subscribe = useMutation({
    mutationFn: async () => {
      const permission = await Notification.requestPermission();
      setAvailability(permission);
      if (permission !== 'granted') throw new PermissionDenied();
      const [registration, key] = await Promise.all([activePushRegistration(), fetchPushKey()]);
      const created = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(key.publicKey) });
      await savePushSubscription(created.toJSON() as PushSubscriptionInput);
      // Subscribing means wanting push: switch the channel on with the rest of the configuration unchanged.
      const stored = queryClient.getQueryData<PushConfigAnswer>(notificationQueryKeys.pushConfig)?.[0];
      if (stored && !stored.channels.push) {
        const { unavailableChannels: _unavailable, ...config } = stored;
        await savePushConfig({ ...config, channels: { ...config.channels, push: true } });
      }
      return created.endpoint;
    },
    onSuccess: (endpoint) => {
      queryClient.setQueryData(subscriptionKey, endpoint);
      notification.success({ title: t`Notificações push ativadas neste navegador` });
      return refreshConfig();
    },
    onError: (error) => {
      if (error instanceof PermissionDenied) {
        notification.warning({ title: t`Permissão de notificações negada`, description: t`Libere as notificações deste site nas configurações do navegador.` });
        return;
      }
      notification.error({ title: t`Não foi possível ativar as notificações push`, description: error.message });
    },
  });

  const unsubscribe = useMutation({
    mutationFn: async () => {
      const current = await currentPushSubscription();
      if (!current) return;
      await removePushSubscription(current.endpoint);
      await current.unsubscribe();
    },
    onSuccess: () => {
      queryClient.setQueryData(subscriptionKey, null);
      notification.success({ title: t`Notificações push desativadas neste navegador` });
      return refreshConfig();
    },
    onError: (error) => notification.error({ title: t`Não foi possível desativar as notificações push`, description: error.message }),
  });

  return { availability, subscribed: subscription.data ?? null, checking: subscription.isLoading, subscribe, unsubscribe };
}
