import { BarChartOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorAlert, usePrimaryColour } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Grid, Progress, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import type { ToolUsageResponse } from '@otimiza/plugin-ai-tools-shared';
import { toolUsageQueryOptions } from '../api/queries';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { formatDateTime, formatMonth, formatNumber } from '../lib/format';
import { summariseUsage } from '../lib/usageSummary';
import { toolCatalog } from './toolCatalog';

/** The usage statistics block: the workspace's real runs per tool, this month's, AI-written and template, and the month's tokens. */
export function UsageStatistics() {
  const primary = usePrimaryColour();
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const usage = useQuery(toolUsageQueryOptions());
  const month = usage.data ? formatMonth(usage.data.month, locale) : '';

  return (
    <Card
      title={
        <Flex align="baseline" gap={8} wrap>
          <BarChartOutlined style={{ color: primary }} aria-hidden="true" />
          <Trans>Estatísticas de uso</Trans>
          {month && (
            <Typography.Text type="secondary" style={{ fontWeight: 400, fontSize: 14 }} data-testid="usage-period">
              {month}
            </Typography.Text>
          )}
        </Flex>
      }
      styles={{ title: { whiteSpace: 'normal', paddingBlock: 12 } }}
      data-testid="usage-statistics"
    >
      {usage.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : usage.error ? (
        <QueryErrorAlert title={t`Não foi possível carregar as estatísticas de uso`} query={usage} />
      ) : (
        <UsageBody usage={usage.data} />
      )}
    </Card>
  );
}

function UsageBody({ usage }: { usage: ToolUsageResponse }) {
  const { t, i18n } = useLingui();
  const { locale } = useInterfaceLanguage();
  const compact = !Grid.useBreakpoint().md;
  const summary = summariseUsage(usage);
  if (summary.empty) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        data-testid="usage-empty"
        description={
          <Trans>
            Nenhuma ferramenta foi usada neste espaço de trabalho ainda. Cada execução aparece aqui, com quem a escreveu: a IA ou os modelos com dados reais.
          </Trans>
        }
      />
    );
  }
  const { totals } = usage;
  const aiShare = summary.aiShare ?? 0;
  const aiRuns = totals.aiRuns;
  const templateRuns = totals.templateRuns;
  return (
    <Flex vertical gap={20}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title={t`Execuções este mês`} value={totals.runsThisMonth} data-testid="usage-month" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t`Execuções no total`} value={totals.runs} data-testid="usage-total" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t`Tokens de IA este mês`}
            value={totals.tokensThisMonth}
            formatter={(value) => formatNumber(Number(value), locale)}
            data-testid="usage-tokens"
          />
        </Col>
        <Col xs={12} md={6}>
          <Flex vertical gap={4} data-testid="usage-sources">
            <Typography.Text type="secondary">{t`IA × modelos`}</Typography.Text>
            <Progress percent={aiShare} showInfo={false} strokeColor="#7C3AED" railColor="#BFDBFE" aria-label={t`Parte escrita pela IA`} />
            <Typography.Text style={{ fontSize: 13 }}>
              <Plural value={aiRuns} _0="nenhuma pela IA" one="# pela IA" other="# pela IA" /> ·{' '}
              <Plural value={templateRuns} _0="nenhuma por modelos" one="# por modelos" other="# por modelos" />
            </Typography.Text>
          </Flex>
        </Col>
      </Row>
      {compact ? (
        <Flex vertical gap={0} data-testid="usage-table">
          {summary.rows.map((row) => {
            const month = row.runsThisMonth;
            const runs = row.runs;
            const ai = row.aiRuns;
            const last = row.lastRunAt ? formatDateTime(row.lastRunAt, locale) : null;
            return (
              <Flex key={row.tool} vertical gap={2} style={{ padding: '10px 0', borderTop: '1px solid #F0F0F0' }}>
                <Typography.Text strong data-usage-tool={row.tool}>
                  {i18n._(toolCatalog[row.tool].name)}
                </Typography.Text>
                <Typography.Text style={{ fontSize: 13 }}>
                  <span data-usage-summary={row.tool}>{t`${month} este mês · ${runs} no total · ${ai} pela IA`}</span>
                </Typography.Text>
                {last && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t`Última execução: ${last}`}
                  </Typography.Text>
                )}
              </Flex>
            );
          })}
        </Flex>
      ) : (
        <Table
          size="small"
          rowKey="tool"
          pagination={false}
          dataSource={summary.rows}
          scroll={{ x: 'max-content' }}
          data-testid="usage-table"
          columns={[
            { key: 'tool', title: t`Ferramenta`, render: (_, row) => <span data-usage-tool={row.tool}>{i18n._(toolCatalog[row.tool].name)}</span> },
            { key: 'month', title: t`Este mês`, align: 'right', render: (_, row) => <span data-usage-month={row.tool}>{row.runsThisMonth}</span> },
            { key: 'runs', title: t`Total`, align: 'right', dataIndex: 'runs' },
            { key: 'ai', title: t`Pela IA`, align: 'right', dataIndex: 'aiRuns' },
            { key: 'last', title: t`Última execução`, render: (_, row) => (row.lastRunAt ? formatDateTime(row.lastRunAt, locale) : '—') },
          ]}
        />
      )}
    </Flex>
  );
}
