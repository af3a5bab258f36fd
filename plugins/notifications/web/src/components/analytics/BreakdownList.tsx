import { Card, Flex, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount, formatPercent } from '../../lib/format';

export interface BreakdownRow {
  key: string;
  label: string;
  sent: number;
  /** In %, null when nothing could be measured. */
  rate: number | null;
  /** A further figure of the row, already formatted (the conversion of a user type). */
  note?: string;
}

/** A breakdown of the deliveries (by type, channel or user type): the count sent and a rate bar per row. */
export function BreakdownList({
  title,
  rateLabel,
  rows,
  empty,
  testId,
}: {
  title: ReactNode;
  rateLabel: string;
  rows: BreakdownRow[];
  empty: ReactNode;
  testId: string;
}) {
  const { locale } = useInterfaceLanguage();
  const sorted = [...rows].sort((a, b) => b.sent - a.sent);
  return (
    <Card size="small" title={title} style={{ height: '100%' }} data-testid={testId}>
      {sorted.length === 0 ? (
        <Typography.Text type="secondary">{empty}</Typography.Text>
      ) : (
        <Flex vertical gap={10}>
          {sorted.map((row) => {
            const rate = formatPercent(row.rate, locale);
            return (
              <Flex key={row.key} vertical gap={2}>
                <Flex justify="space-between" gap={8} wrap>
                  <Typography.Text style={{ flex: '1 1 120px', minWidth: 0 }}>{row.label}</Typography.Text>
                  <Typography.Text type="secondary" style={{ textAlign: 'end' }}>
                    {formatCount(row.sent, locale)} · {rateLabel} {rate ?? '—'}
                    {row.note ? ` · ${row.note}` : ''}
                  </Typography.Text>
                </Flex>
                <Progress
                  status="normal"
                  percent={Math.max(0, Math.min(100, row.rate ?? 0))}
                  showInfo={false}
                  size="small"
                  aria-label={`${row.label}: ${rate ?? '—'}`}
                />
              </Flex>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}
