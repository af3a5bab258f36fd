import { Pagination, Typography } from 'antd';
import type { ReactNode } from 'react';
import { maxPageOffset } from '../shared/index.js';

/** How many items the page numbers reach: the server answers page × limit up to maxPageOffset. */
export function reachableItems(pageSize: number): number {
  return Math.floor(maxPageOffset / pageSize) * pageSize;
}

/**
 * The pages under a long list, when it holds more than one: up to the newest items the page numbers reach, and below
 * them `beyondReach` (what to do for the older ones, given that number in the interface's locale) when there are more.
 */
export function ReachablePagination({
  page,
  pageSize,
  total,
  onChange,
  locale,
  beyondReach,
  beyondReachTestId,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  locale: string;
  beyondReach: (reachable: string) => ReactNode;
  beyondReachTestId: string;
}) {
  const reachable = reachableItems(pageSize);
  return (
    <>
      {total > pageSize && (
        <Pagination
          align="center"
          size="small"
          current={page}
          pageSize={pageSize}
          total={Math.min(total, reachable)}
          showSizeChanger={false}
          onChange={onChange}
        />
      )}
      {total > reachable && (
        <Typography.Text type="secondary" data-testid={beyondReachTestId}>
          {beyondReach(reachable.toLocaleString(locale))}
        </Typography.Text>
      )}
    </>
  );
}
