import { Trans } from '@lingui/react/macro';
import type { DashboardWidgetProps } from '@otimiza/sdk/web';
import { Card, Flex, Skeleton } from 'antd';
import { Suspense } from 'react';
import type { PlacedWidget } from './composeWidgetSlots';
import { LoadFailureAlert } from './LoadFailureAlert';
import { LoadFailureBoundary } from './LoadFailureBoundary';
import { forgetWidgetComponent, widgetComponent } from './widgetComponent';

/** The widgets of one slot, one under the other; each loads on its own, with a skeleton and a retry. */
export function WidgetSlot({ widgets, props }: { widgets: readonly PlacedWidget[]; props: DashboardWidgetProps }) {
  if (widgets.length === 0) return null;
  return (
    <Flex vertical gap={16}>
      {widgets.map((entry) => (
        <PlacedWidgetView key={entry.key} entry={entry} props={props} />
      ))}
    </Flex>
  );
}

function PlacedWidgetView({ entry, props }: { entry: PlacedWidget; props: DashboardWidgetProps }) {
  const Widget = widgetComponent(entry);
  return (
    <div data-widget={entry.key}>
      <LoadFailureBoundary
        onRetry={() => forgetWidgetComponent(entry.key)}
        fallback={(retry) => <LoadFailureAlert title={<Trans>Não foi possível carregar este bloco do painel</Trans>} onRetry={retry} />}
      >
        <Suspense
          fallback={
            <Card aria-busy="true">
              <Skeleton active paragraph={{ rows: entry.widget.slot === 'dashboard.stats' ? 1 : 4 }} />
            </Card>
          }
        >
          <Widget {...props} />
        </Suspense>
      </LoadFailureBoundary>
    </div>
  );
}
