import { maxPageSize } from '@otimiza/sdk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useState } from 'react';
import { metricsQueryOptions } from '../api/queries';
import { useInterfaceLanguage } from './useInterfaceLanguage';

/**
 * The options of a metric picker: the first page of metrics (100, most significant first) matching
 * what is typed, searched on the server, plus the metrics already chosen (named as they were seen),
 * so that a workspace with thousands of metrics never loads them all.
 */
export function useMetricOptions(selected: readonly string[], enabled = true) {
  const { pick } = useInterfaceLanguage();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const query = useQuery({ ...metricsQueryOptions('all', deferred, { limit: maxPageSize }), enabled, placeholderData: keepPreviousData });
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const metrics = query.data?.metrics ?? [];
    if (metrics.length > 0) setNames((known) => new Map([...known, ...metrics.map((metric) => [metric.id, pick(metric.name)] as const)]));
    // Names of chosen metrics outside the page stay in the language they were read in until the next page names them again.
  }, [query.data]);
  const listed = (query.data?.metrics ?? []).map((metric) => ({ value: metric.id, label: pick(metric.name) }));
  const shown = new Set(listed.map((option) => option.value));
  const chosen = selected.filter((id) => !shown.has(id) && names.has(id)).map((id) => ({ value: id, label: names.get(id)! }));
  return {
    options: [...listed, ...chosen],
    loading: query.isPending,
    /** Passed to the select's `showSearch.onSearch` (its own filter off: the server searched). */
    onSearch: setSearch,
    nameOf: (id: string) => names.get(id) ?? null,
  };
}
