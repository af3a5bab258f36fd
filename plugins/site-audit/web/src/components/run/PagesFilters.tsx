import { ClearOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { siteAuditCategories, sitePageStatuses, type SiteFailingAudit, type SiteGroupView } from '@otimiza/plugin-site-audit-shared';
import { Button, Flex, InputNumber, Select, Space } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { plainAuditTitle } from '../../lib/auditTitle';
import { categoryNames, pageStatusNames } from '../../lib/labels';
import { noPageFilters, type PageFilters } from '../../lib/pagesQuery';

/** The pages table's filters: status, template group, failing audit, and "nota até" a score in a category. */
export function PagesFilters({
  filters,
  onChange,
  groups,
  audits,
}: {
  filters: PageFilters;
  onChange: (filters: PageFilters) => void;
  groups: readonly SiteGroupView[];
  audits: readonly SiteFailingAudit[];
}) {
  const { t, i18n } = useLingui();
  const { pick } = useInterfaceLanguage();
  const set = (change: Partial<PageFilters>) => onChange({ ...filters, ...change });
  const filtered = filters.status !== undefined || filters.group !== undefined || filters.audit !== undefined || filters.maxScore !== undefined;
  // An audit named in the filter (from "Ver páginas") that left the list still shows by its id.
  const auditOptions = audits.map((audit) => ({ value: audit.id, label: plainAuditTitle(pick(audit.title)) }));
  if (filters.audit && !audits.some((audit) => audit.id === filters.audit)) auditOptions.push({ value: filters.audit, label: filters.audit });
  return (
    <Flex gap={8} wrap align="center" data-testid="site-audit-page-filters">
      <Select
        allowClear
        placeholder={t`Situação`}
        aria-label={t`Situação`}
        value={filters.status}
        onChange={(status) => set({ status })}
        options={sitePageStatuses.map((status) => ({ value: status, label: i18n._(pageStatusNames[status]) }))}
        style={{ width: 200, maxWidth: '100%' }}
      />
      <Select
        allowClear
        showSearch
        placeholder={t`Modelo`}
        aria-label={t`Modelo`}
        value={filters.group}
        onChange={(group) => set({ group })}
        options={groups.map((group) => ({ value: group.shape, label: group.shape }))}
        style={{ width: 220, maxWidth: '100%' }}
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t`Auditoria com falha`}
        aria-label={t`Auditoria com falha`}
        value={filters.audit}
        onChange={(audit) => set({ audit })}
        options={auditOptions}
        style={{ width: 260, maxWidth: '100%' }}
        popupMatchSelectWidth={false}
      />
      {/* Shrinks its category select within a phone's card instead of passing its edge. */}
      <Space.Compact style={{ maxWidth: '100%' }}>
        <InputNumber
          min={0}
          max={100}
          precision={0}
          placeholder={t`Nota até`}
          aria-label={t`Nota até`}
          value={filters.maxScore ?? null}
          onChange={(value) => set({ maxScore: value ?? undefined })}
          style={{ width: 110, flex: 'none' }}
        />
        <Select
          aria-label={t`Categoria da nota`}
          value={filters.scoreCategory}
          onChange={(scoreCategory) => set({ scoreCategory })}
          options={siteAuditCategories.map((category) => ({ value: category, label: i18n._(categoryNames[category]) }))}
          style={{ width: 150, minWidth: 0 }}
        />
      </Space.Compact>
      {filtered && (
        <Button icon={<ClearOutlined />} onClick={() => onChange(noPageFilters)}>
          <Trans>Limpar filtros</Trans>
        </Button>
      )}
    </Flex>
  );
}
