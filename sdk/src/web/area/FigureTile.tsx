import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

const sizes = {
  default: { label: 12, value: 16, lineHeight: undefined },
  /** A headline figure, alone in its card. */
  large: { label: 13, value: 24, lineHeight: 1.3 },
} as const;

/** One figure with its label, inside a list or a card: the value, or `empty` when it does not exist. */
export function FigureTile({
  label,
  value,
  hint,
  testId,
  valueTestId,
  size = 'default',
}: {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  testId?: string;
  valueTestId?: string;
  size?: keyof typeof sizes;
}) {
  const font = sizes[size];
  return (
    <Flex vertical gap={2} style={{ minWidth: 96 }} data-testid={testId}>
      <Typography.Text type="secondary" style={{ fontSize: font.label }}>
        {label}
      </Typography.Text>
      <Typography.Text strong style={{ fontSize: font.value, lineHeight: font.lineHeight }} data-testid={valueTestId}>
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
