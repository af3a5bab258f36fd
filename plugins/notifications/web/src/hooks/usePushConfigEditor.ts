import type { PushConfig } from '@otimiza/plugin-notifications-shared';
import { useQuery } from '@tanstack/react-query';
import { pushConfigQueryOptions } from '../api/pushConfig';
import { useSavePushConfig } from './useSavePushConfig';

/**
 * The member's push configuration (the first item of the answer), what this instance cannot
 * deliver, and `change`: each change sends the whole configuration with the one changed part.
 */
export function usePushConfigEditor() {
  const query = useQuery(pushConfigQueryOptions());
  const save = useSavePushConfig();
  const stored = query.data?.[0];
  let config: PushConfig | undefined;
  if (stored) {
    const { unavailableChannels: _unavailable, ...rest } = stored;
    config = rest;
  }
  return {
    query,
    config,
    unavailable: stored?.unavailableChannels ?? {},
    saving: save.isPending,
    change: (part: Partial<PushConfig>) => {
      if (config) save.mutate({ ...config, ...part });
    },
  };
}
