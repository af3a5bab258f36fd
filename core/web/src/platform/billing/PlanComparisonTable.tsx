import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Card, Grid, Table, Typography } from 'antd';
import type { PlanCatalogue } from '@otimiza/sdk/shared';
import type { ReactNode } from 'react';
import { useLanguage } from '../../kernel/i18n/useLanguage';
import { comparedFeatures, supportLevelOf, type PaidPlanOffer, type SupportLevel } from './planComparison';

interface Row {
  key: string;
  label: string;
  cells: ReactNode[];
}

function Included({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return value ? (
    <CheckOutlined style={{ color: '#16A34A', fontSize: 16 }} aria-label={yes} role="img" />
  ) : (
    <MinusOutlined style={{ color: '#94A3B8', fontSize: 16 }} aria-label={no} role="img" />
  );
}

const currentBackground = '#F0FDF4';

/**
 * On a phone: each feature on a line of its own, its three values below it, under one header of
 * plan names, so no word has to break inside a narrow column.
 */
function StackedComparison({ rows, columns, currentPlan }: { rows: Row[]; columns: PaidPlanOffer[]; currentPlan: string | null }) {
  const grid = { display: 'grid', gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))`, textAlign: 'center' } as const;
  const cellStyle = (index: number) => (columns[index]?.id === currentPlan ? { background: currentBackground } : {});
  return (
    <div role="table" data-testid="plan-comparison">
      <div role="row" style={{ ...grid, borderBlockEnd: '1px solid #E2E8F0', background: '#F8FAFC' }}>
        {columns.map((column, index) => (
          <div key={column.id} role="columnheader" style={{ padding: '10px 4px', fontWeight: 600, ...cellStyle(index) }}>
            {column.name}
          </div>
        ))}
      </div>
      {rows.map((row) => (
        <div key={row.key} role="row" style={{ borderBlockEnd: '1px solid #F1F5F9' }}>
          <div role="rowheader" style={{ padding: '10px 16px 2px' }}>
            <Typography.Text strong>{row.label}</Typography.Text>
          </div>
          <div style={grid}>
            {row.cells.map((cell, index) => (
              <div key={columns[index]?.id ?? index} role="cell" style={{ padding: '4px 4px 10px', ...cellStyle(index) }}>
                {cell}
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The comparison table: analyses, then each feature of the installed plugins that
 * tells the paid plans apart, then support. A feature of an uninstalled plugin has no row.
 */
export function PlanComparisonTable({ catalogue, columns, currentPlan }: { catalogue: PlanCatalogue; columns: PaidPlanOffer[]; currentPlan: string | null }) {
  const { t } = useLingui();
  const language = useLanguage();
  const screens = Grid.useBreakpoint();
  const yes = t`Incluído`;
  const no = t`Não incluído`;
  const support: Record<Exclude<SupportLevel, null>, string> = { email: t`E-mail`, priority: t`Prioritário`, '24x7': t`24/7` };

  const rows: Row[] = [
    {
      key: 'analyses',
      label: t`Análises por mês`,
      cells: columns.map((column) => (column.analyses.limit === null ? t`Ilimitado` : String(column.analyses.limit))),
    },
    ...comparedFeatures(catalogue, columns).map((feature) => ({
      key: feature.key,
      label: feature.label[language],
      cells: columns.map((column) => <Included key={column.id} value={column.features.includes(feature.key)} yes={yes} no={no} />),
    })),
    {
      key: 'support',
      label: t`Suporte`,
      cells: columns.map((column) => {
        const level = supportLevelOf(column);
        return level ? support[level] : '—';
      }),
    },
  ];

  return (
    <Card title={t`Compare os planos`} styles={{ body: { padding: 0 } }}>
      {screens.md === false ? (
        <StackedComparison rows={rows} columns={columns} currentPlan={currentPlan} />
      ) : (
        <Table<Row>
          dataSource={rows}
          pagination={false}
          size="middle"
          tableLayout="fixed"
          data-testid="plan-comparison"
          columns={[
            {
              key: 'feature',
              title: t`Recurso`,
              dataIndex: 'label',
              width: '34%',
              render: (label: string) => <Typography.Text strong>{label}</Typography.Text>,
            },
            ...columns.map((column, index) => ({
              key: column.id,
              align: 'center' as const,
              title: <span style={{ fontWeight: 600, color: column.id === currentPlan ? '#15803D' : undefined }}>{column.name}</span>,
              onHeaderCell: () => ({ style: column.id === currentPlan ? { background: currentBackground } : {} }),
              onCell: () => ({ style: column.id === currentPlan ? { background: currentBackground } : {} }),
              render: (_: unknown, row: Row) => row.cells[index],
            })),
          ]}
        />
      )}
    </Card>
  );
}
