import { Empty, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * What a card shows in place of a list it has nothing for: what is missing in bold, what to do about it in grey, and
 * an action below when there is one. Unlike `EmptyState`, it brings no card of its own.
 */
export function EmptyNote({ title, description, testId, children }: { title: ReactNode; description?: ReactNode; testId?: string; children?: ReactNode }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      data-testid={testId}
      description={
        <>
          <Typography.Text strong style={{ display: 'block' }}>
            {title}
          </Typography.Text>
          {description && <Typography.Text type="secondary">{description}</Typography.Text>}
        </>
      }
    >
      {children}
    </Empty>
  );
}
