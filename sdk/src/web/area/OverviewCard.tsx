import { Card, Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { usePrimaryColour } from '../usePrimaryColour.js';

/**
 * One of the overview cards at the top of an area (visual reports, BI): an icon in the primary colour in force, the
 * title, a large figure (`{testId}-value`) and a line under it that says what it counts.
 */
export function OverviewCard({
  icon,
  title,
  value,
  detail,
  testId,
}: {
  icon: ReactNode;
  title: ReactNode;
  value: ReactNode;
  detail: ReactNode;
  testId: string;
}) {
  const primary = usePrimaryColour();
  const { token } = theme.useToken();
  return (
    <Card size="small" style={{ height: '100%' }} data-testid={testId}>
      <Flex vertical gap={4}>
        <Flex gap={8} align="center" style={{ color: '#475569', fontSize: 13, fontWeight: 600 }}>
          <span aria-hidden="true" style={{ color: primary }}>
            {icon}
          </span>
          {title}
        </Flex>
        <span style={{ fontSize: 28, fontWeight: 700, color: '#0F172A' }} data-testid={`${testId}-value`}>
          {value}
        </span>
        <div style={{ fontSize: 13, color: token.colorTextSecondary }}>{detail}</div>
      </Flex>
    </Card>
  );
}
