import { Skeleton } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { QueryErrorAlert } from './QueryErrorAlert.js';

interface ListQuery {
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** What `QueryStates` shows for one read. */
export interface QueryStatesProps<Data> {
  /** The read (a TanStack query): its error and its retry. */
  query: ListQuery;
  /** What the read answered (undefined while it is pending). */
  data: Data | undefined;
  /** What could not be loaded ('Não foi possível carregar as campanhas'). */
  errorTitle: ReactNode;
  /** Shows a failed read; a plugin whose reads can be refused by the plan passes its own (the upgrade card on a 402). */
  errorAlert?: ComponentType<{ title: ReactNode; query: ListQuery }>;
  /** The skeleton's paragraph rows while the read is pending. */
  skeletonRows?: number;
  /** Whether the answer holds nothing, so that `empty` stands in for the list. */
  isEmpty?: (data: Data) => boolean;
  /** What stands in for an empty answer (an `EmptyState`, or another when a filter emptied the list). */
  empty?: ReactNode;
  /** The answer shown (the list). */
  children: (data: Data) => ReactNode;
}

/** A read's place in a tab: the error with a retry, a skeleton while it is pending, the empty state, else what `children` makes of the answer. */
export function QueryStates<Data>({
  query,
  data,
  errorTitle,
  errorAlert: ErrorAlert = QueryErrorAlert,
  skeletonRows = 5,
  isEmpty,
  empty,
  children,
}: QueryStatesProps<Data>) {
  if (query.error) return <ErrorAlert title={errorTitle} query={query} />;
  if (data === undefined) return <Skeleton active paragraph={{ rows: skeletonRows }} />;
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
