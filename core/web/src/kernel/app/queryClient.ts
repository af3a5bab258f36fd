import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the page (the host's and every plugin's queries). A handler of every mutation's failure
 * subscribes to its mutation cache from the composition root (main.tsx), as the investor demo's read-only notice does.
 */
export const queryClient: QueryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});
