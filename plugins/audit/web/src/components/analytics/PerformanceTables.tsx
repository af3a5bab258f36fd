import { Trans } from '@lingui/react/macro';
import { nameWithVersion, type AuditAnalytics } from '@otimiza/plugin-audit-shared';
import { Card, Col, Row, Table } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount, formatScore } from '../../lib/format';

/** Audits completed and their average score per engine and per member who started them (no quality rating: nothing real rates them). */
export function PerformanceTables({ performance }: { performance: AuditAnalytics['performance'] }) {
  const { locale } = useInterfaceLanguage();
  const completed = {
    title: <Trans>Concluídas</Trans>,
    dataIndex: 'auditsCompleted',
    align: 'end' as const,
    render: (value: number) => formatCount(value, locale),
  };
  const average = {
    title: <Trans>Pontuação média</Trans>,
    dataIndex: 'averageScore',
    align: 'end' as const,
    render: (value: number | null) => formatScore(value, locale) ?? '—',
  };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" title={<Trans>Por motor de auditoria</Trans>} style={{ height: '100%' }} data-testid="analytics-engines">
          <Table
            size="small"
            pagination={false}
            rowKey={(row) => `${row.name}@${row.version}`}
            dataSource={performance.engines}
            locale={{ emptyText: <Trans>Nenhuma auditoria concluída.</Trans> }}
            // A report's engines make a long name: it wraps within a width, so on a wide screen the figures stay beside it.
            columns={[
              {
                title: <Trans>Motor</Trans>,
                dataIndex: 'name',
                render: (name: string, row) => (
                  <span style={{ display: 'inline-block', maxWidth: 180, whiteSpace: 'normal' }}>{nameWithVersion(name, row.version)}</span>
                ),
              },
              completed,
              average,
            ]}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={<Trans>Por membro</Trans>} style={{ height: '100%' }} data-testid="analytics-members">
          <Table
            size="small"
            pagination={false}
            rowKey="userId"
            dataSource={performance.members}
            locale={{ emptyText: <Trans>Nenhuma auditoria concluída.</Trans> }}
            columns={[{ title: <Trans>Membro</Trans>, dataIndex: 'name' }, completed, average]}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      </Col>
    </Row>
  );
}
