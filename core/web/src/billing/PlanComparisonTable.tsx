import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Card, Grid, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ComingSoonTag } from '../plans/ComingSoonTag';
import type { Availability, PlanComparisonColumn, SupportLevel } from './planComparison';

interface Row {
  key: string;
  label: string;
  cells: ReactNode[];
}

function Included({ value, yes, no }: { value: Availability; yes: string; no: string }) {
  if (value === 'coming-soon') return <ComingSoonTag />;
  return value === 'included' ? (
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
function StackedComparison({ rows, columns, currentPlan }: { rows: Row[]; columns: PlanComparisonColumn[]; currentPlan: string | null }) {
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
 * The comparison table of spec 000 §2: analyses, HTML fix, competitors, recurring reports,
 * white-label, API, support. A feature not built yet reads 'Em breve', never a check.
 */
export function PlanComparisonTable({ columns, currentPlan }: { columns: PlanComparisonColumn[]; currentPlan: string | null }) {
  const { t } = useLingui();
  const screens = Grid.useBreakpoint();
  const yes = t`Incluído`;
  const no = t`Não incluído`;
  const support: Record<Exclude<SupportLevel, null>, string> = { email: t`E-mail`, priority: t`Prioritário`, '24x7': t`24/7` };
  const included = (pick: (column: PlanComparisonColumn) => Availability) =>
    columns.map((column) => <Included key={column.id} value={pick(column)} yes={yes} no={no} />);

  const rows: Row[] = [
    {
      key: 'analyses',
      label: t`Análises por mês`,
      cells: columns.map((column) => (column.analyses.limit === null ? t`Ilimitado` : String(column.analyses.limit))),
    },
    { key: 'htmlFix', label: t`Correção automática de HTML`, cells: included((column) => column.htmlFix) },
    { key: 'competitors', label: t`Análise de concorrentes`, cells: included((column) => column.competitors) },
    { key: 'recurring', label: t`Relatórios recorrentes`, cells: included((column) => column.recurringReports) },
    { key: 'whiteLabel', label: t`White-label`, cells: included((column) => column.whiteLabel) },
    { key: 'api', label: t`API Enterprise`, cells: included((column) => column.enterpriseApi) },
    { key: 'support', label: t`Suporte`, cells: columns.map((column) => (column.support ? support[column.support] : '—')) },
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
