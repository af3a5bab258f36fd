import { i18n } from '@lingui/core';
import type { ApiUser } from '@otimiza/sdk/shared';
import { ApiRequestError, currentUserQueryKey } from '@otimiza/sdk/web';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeToasts, type NotificationInstance } from '../../kernel/app/toast';
import { watchDemoWriteRefusals } from './demoErrors';

const warning = vi.fn();

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'pt-BR', messages: {} });
  bridgeToasts({ warning } as unknown as NotificationInstance);
});
beforeEach(() => warning.mockClear());

async function failedWrite(queryClient: QueryClient, error: Error): Promise<void> {
  await queryClient
    .getMutationCache()
    .build(queryClient, { mutationFn: () => Promise.reject(error) })
    .execute(undefined)
    .catch(() => undefined);
}

describe('watchDemoWriteRefusals', () => {
  const refusal = new ApiRequestError(403, 'FORBIDDEN', 'A demonstração é somente leitura.');

  it("warns once of a write the read-only demo's session was refused, whichever mutation sent it", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(currentUserQueryKey, { mode: 'demo' } as ApiUser);
    const stop = watchDemoWriteRefusals(queryClient);
    await failedWrite(queryClient, refusal);
    expect(warning).toHaveBeenCalledTimes(1);
    expect(warning).toHaveBeenCalledWith({ title: 'Demonstração somente leitura', description: 'A demonstração é somente leitura.' });
    stop();
    await failedWrite(queryClient, refusal);
    expect(warning).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a 403 outside the demo, nor of another error in it', async () => {
    const queryClient = new QueryClient();
    watchDemoWriteRefusals(queryClient);
    queryClient.setQueryData(currentUserQueryKey, { mode: 'user' } as ApiUser);
    await failedWrite(queryClient, refusal);
    queryClient.setQueryData(currentUserQueryKey, { mode: 'demo' } as ApiUser);
    await failedWrite(queryClient, new ApiRequestError(429, 'RATE_LIMIT', 'Muitas requisições.'));
    expect(warning).not.toHaveBeenCalled();
  });
});
