import type { ReportStatus, ReportType } from '@otimiza/plugin-audit-shared';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@otimiza/sdk/web';
import type { ReportListFilters } from '../api/queryKeys';

export interface ReportFilters {
  search: string;
  type: ReportType | undefined;
  status: ReportStatus | undefined;
}

export const REPORTS_PAGE_SIZE = 20;
const noFilters: ReportFilters = { search: '', type: undefined, status: undefined };

/** The filters and the page of the reports tab, and the list query they make (the search once typing pauses). */
export function useReportFilters() {
  const [filters, setFilters] = useState<ReportFilters>(noFilters);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim());
  const query = useMemo<ReportListFilters>(
    () => ({
      page,
      limit: REPORTS_PAGE_SIZE,
      ...(search ? { search } : {}),
      ...(filters.type ? { type: filters.type } : {}),
      ...(filters.status ? { status: filters.status } : {}),
    }),
    [page, search, filters.type, filters.status],
  );
  return {
    filters,
    /** Changes a filter and goes back to the first page. */
    change: (part: Partial<ReportFilters>) => {
      setFilters((current) => ({ ...current, ...part }));
      setPage(1);
    },
    clear: () => {
      setFilters(noFilters);
      setPage(1);
    },
    filtered: Boolean(filters.search.trim() || filters.type || filters.status),
    page,
    setPage,
    query,
  };
}
