import type { ApiUser } from '@otimiza/sdk/shared';
import { entitlementsQueryOptions } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWebPlugins } from '../plugins/WebPluginsContext';
import { composeWidgetSlots, type WidgetSlots } from './composeWidgetSlots';

/**
 * The allowed plugins' widgets for `user`'s dashboard. The features are the server's, for the plan
 * in force (none while they load: a widget that needs one shows once they are known).
 */
export function useWidgetSlots(user: ApiUser): WidgetSlots {
  const plugins = useWebPlugins();
  const plan = user.plan.name;
  const mode = user.mode;
  const features = useQuery(entitlementsQueryOptions()).data?.features;
  return useMemo(() => composeWidgetSlots(plugins, { plan, mode, features: features ?? [] }), [plugins, plan, mode, features]);
}
