import { QueryErrorAlert } from '../QueryErrorAlert.js';
import { Card, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';

interface CardQuery {
  error: Error | null;
  isFetching: boolean;
  isPending: boolean;
  refetch: () => unknown;
}

/** One of the summary cards above an area's tabs: a figure and a line that says what it counts, or its loading and error states. */
export function SummaryCard({
  title,
  icon,
  query,
  value,
  detail,
  errorTitle,
  testId,
}: {
  title: ReactNode;
  icon: ReactNode;
  query: CardQuery;
  value: ReactNode;
  detail: ReactNode;
  errorTitle: ReactNode;
  testId: string;
}) {
  return (
    <Card size="small" style={{ height: '100%' }} data-testid={testId}>
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text type="secondary">{title}</Typography.Text>
          <span aria-hidden="true" style={{ fontSize: 18, opacity: 0.65 }}>
            {icon}
          </span>
        </Flex>
        {query.error ? (
          <QueryErrorAlert compact title={errorTitle} query={query} />
        ) : query.isPending ? (
          <Skeleton active title={{ width: 80 }} paragraph={{ rows: 1, width: '90%' }} />
        ) : (
          <>
            <Typography.Text
              strong
              style={{ fontSize: typeof value === 'string' && /^[\d.,%\s]+$/.test(value) ? 26 : 17, lineHeight: 1.25, minHeight: 32 }}
              data-testid={`${testId}-value`}
            >
              {value}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {detail}
            </Typography.Text>
          </>
        )}
      </Flex>
    </Card>
  );
}
