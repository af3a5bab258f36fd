import type { ApiUser } from '@otimiza/sdk/shared';
import { Flex } from 'antd';
import { Suspense } from 'react';
import { LoadFailureBoundary } from '../widgets/LoadFailureBoundary';
import { useWidgetSlots } from '../widgets/useWidgetSlots';
import { forgetWidgetComponent, widgetComponent } from '../widgets/widgetComponent';

/**
 * The allowed plugins' widgets of the `header.actions` slot (a notification bell), in order. Each
 * loads on its own chunk; while it loads, and if it fails, the header simply goes without it.
 */
export function HeaderWidgets({ user }: { user: ApiUser }) {
  const widgets = useWidgetSlots(user)['header.actions'];
  if (widgets.length === 0) return null;
  const props = { plan: user.plan.name, mode: user.mode, readOnly: user.mode === 'demo' };
  return (
    <Flex gap={4} align="center">
      {widgets.map((entry) => {
        const Widget = widgetComponent(entry);
        return (
          <div key={entry.key} data-widget={entry.key} style={{ display: 'flex' }}>
            <LoadFailureBoundary onRetry={() => forgetWidgetComponent(entry.key)} fallback={() => null}>
              <Suspense fallback={null}>
                <Widget {...props} />
              </Suspense>
            </LoadFailureBoundary>
          </div>
        );
      })}
    </Flex>
  );
}
