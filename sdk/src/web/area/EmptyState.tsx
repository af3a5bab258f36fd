import { Card, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';

/** What a tab shows when it has nothing yet: what is missing, and what to do about it. */
export function EmptyState({ title, description, action, testId }: { title: ReactNode; description?: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <Card data-testid={testId}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Text strong>{title}</Typography.Text>
            {description && (
              <Typography.Paragraph type="secondary" style={{ margin: '4px auto 0', maxWidth: 480 }}>
                {description}
              </Typography.Paragraph>
            )}
          </>
        }
      >
        {action}
      </Empty>
    </Card>
  );
}
