import { useLingui } from '@lingui/react/macro';
import { reportStatuses, reportTypes, type ReportStatus, type ReportType } from '@otimiza/plugin-audit-shared';
import { Flex, Input, Select } from 'antd';
import type { ReportFilters } from '../../hooks/useReportFilters';
import { reportStatusLabels, reportTypeLabels } from '../../lib/labels';

/** Search, type and status. */
export function ReportFiltersBar({ filters, onChange }: { filters: ReportFilters; onChange: (part: Partial<ReportFilters>) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Flex gap={12} wrap align="center" data-testid="report-filters">
      <Input.Search
        allowClear
        value={filters.search}
        onChange={(event) => onChange({ search: event.target.value })}
        placeholder={t`Buscar auditorias`}
        aria-label={t`Buscar auditorias`}
        maxLength={200}
        style={{ flex: '1 1 220px', minWidth: 0 }}
      />
      <Select<ReportType>
        allowClear
        value={filters.type}
        onChange={(type) => onChange({ type })}
        placeholder={t`Todos os tipos`}
        aria-label={t`Tipo`}
        options={reportTypes.map((type) => ({ value: type, label: i18n._(reportTypeLabels[type]) }))}
        style={{ flex: '1 1 200px', minWidth: 0 }}
        data-testid="filter-report-type"
      />
      <Select<ReportStatus>
        allowClear
        value={filters.status}
        onChange={(status) => onChange({ status })}
        placeholder={t`Todos os status`}
        aria-label={t`Status`}
        options={reportStatuses.map((status) => ({ value: status, label: i18n._(reportStatusLabels[status]) }))}
        style={{ flex: '1 1 160px', minWidth: 0 }}
        data-testid="filter-report-status"
      />
    </Flex>
  );
}
