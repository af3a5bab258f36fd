import { useLingui } from '@lingui/react/macro';
import type { PushConfig, PushConfigAnswer } from '@otimiza/plugin-notifications-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { savePushConfig } from '../api/pushConfig';
import { notificationQueryKeys } from '../api/queryKeys';

/**
 * Saves the whole push configuration with the one changed part. The screen shows the
 * change at once and goes back to the stored configuration when the server refuses it.
 */
export function useSavePushConfig() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const key = notificationQueryKeys.pushConfig;
  return useMutation({
    mutationKey: key,
    mutationFn: (config: PushConfig) => savePushConfig(config),
    onMutate: async (config) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PushConfigAnswer>(key);
      if (previous) queryClient.setQueryData<PushConfigAnswer>(key, [{ ...previous[0], ...config }]);
      return { previous };
    },
    onSuccess: (answer) => {
      // Another change sent meanwhile already shows; only the last answer is the stored state.
      if (queryClient.isMutating({ mutationKey: key }) <= 1) queryClient.setQueryData(key, answer);
      notification.success({ title: t`Configurações atualizadas` });
    },
    onError: (error, _config, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notification.error({ title: t`Não foi possível salvar as configurações`, description: error.message });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
