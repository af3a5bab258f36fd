import { msg } from '@lingui/core/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../platform/api/session';
import { isDemoWriteRefusal } from '../../platform/demo/demoErrors';
import { i18n } from '../i18n/i18n';
import { toastFromOutsideReact } from './toast';

export const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
  mutationCache: new MutationCache({
    // The investor demo is read-only: every write answers 403 FORBIDDEN with a clear message.
    onError: (error) => {
      const user = queryClient.getQueryData<ApiUser | null>(currentUserQueryKey) ?? null;
      if (!isDemoWriteRefusal(error, user)) return;
      toastFromOutsideReact()?.warning({ title: i18n._(msg`Demonstração somente leitura`), description: error.message });
    },
  }),
});
