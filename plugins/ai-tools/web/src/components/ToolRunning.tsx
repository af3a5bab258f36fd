import { Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';

/** What a tool's dialog shows while it runs: what it is doing, announced politely, above a skeleton of the result. */
export function ToolRunning({ children }: { children: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      <Typography.Text type="secondary">{children}</Typography.Text>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}
