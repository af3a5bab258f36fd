import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One figure with its label, inside a list or a card: the value, or `empty` when it does not exist. */
export function FigureTile({ label, value, hint, testId }: { label: ReactNode; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 96 }} data-testid={testId}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text strong style={{ fontSize: 16 }}>
        {value}
      </Typography.Text>
      {hint && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      )}
    </Flex>
  );
}
