import { Empty } from 'antd';
import type { ReactNode } from 'react';

/** What is missing, said instead of a made-up figure. */
export function EmptyState({ children, testId }: { children: ReactNode; testId?: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={children} data-testid={testId ?? 'empty-state'} />;
}
