import type { DemoPreparationView } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

/** How often the page asks while the demo is being prepared: each audit takes seconds. */
const PREPARING_POLL_MS = 1500;

/**
 * `GET /api/demo/preparation`, asked again while the demo's seed runs. Asking also lets the
 * server take over a seed whose process died. Its 401 is read by useDemoPreparation (the demo was
 * built anew and a new one is opened), not handled as an ended session.
 */
export const demoPreparationQueryOptions = (token: string) =>
  queryOptions({
    // Per demo workspace (its token): a demo built anew starts from nothing known.
    queryKey: ['demo', 'preparation', token],
    queryFn: ({ signal }) => apiFetch<DemoPreparationView>('/api/demo/preparation', { signal, sessionExpiry: false }),
    retry: false,
    refetchInterval: (query) => (query.state.data?.state === 'preparing' ? PREPARING_POLL_MS : false),
  });

/** `POST /api/demo/preparation`: the failed preparation starts again, from an empty demo (its session ends). */
export const retryDemoPreparation = () => apiFetch<DemoPreparationView>('/api/demo/preparation', { method: 'POST' });
