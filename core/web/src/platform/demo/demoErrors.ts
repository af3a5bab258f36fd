import { msg } from '@lingui/core/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import { ApiRequestError, currentUserQueryKey } from '@otimiza/sdk/web';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../kernel/i18n/i18n';
import { toastFromOutsideReact } from '../../kernel/app/toast';

/** A write refused because the session is the read-only investor demo (403 FORBIDDEN). */
export function isDemoWriteRefusal(error: unknown, user: ApiUser | null): error is ApiRequestError {
  return user?.mode === 'demo' && error instanceof ApiRequestError && error.status === 403 && error.type === 'FORBIDDEN';
}

/**
 * The investor demo is read-only: every write answers 403 FORBIDDEN with a clear message, shown as a warning
 * whichever page (the host's or a plugin's) sent it.
 */
export function watchDemoWriteRefusals(queryClient: QueryClient): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error') return;
    const user = queryClient.getQueryData<ApiUser | null>(currentUserQueryKey) ?? null;
    if (!isDemoWriteRefusal(event.action.error, user)) return;
    toastFromOutsideReact()?.warning({ title: i18n._(msg`Demonstração somente leitura`), description: event.action.error.message });
  });
}
