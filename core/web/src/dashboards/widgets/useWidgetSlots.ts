import { plans, type ApiUser } from '@otimiza/sdk/shared';
import { useMemo } from 'react';
import { useWebPlugins } from '../../plugins/WebPluginsContext';
import { composeWidgetSlots, type WidgetSlots } from './composeWidgetSlots';

/**
 * The allowed plugins' widgets for `user`'s dashboard. The features are the plan's in force (the
 * server derives the user's features from that same plan).
 */
export function useWidgetSlots(user: ApiUser): WidgetSlots {
  const plugins = useWebPlugins();
  const plan = user.plan.name;
  const mode = user.mode;
  return useMemo(() => composeWidgetSlots(plugins, { plan, mode, features: plans[plan]?.features ?? [] }), [plugins, plan, mode]);
}
