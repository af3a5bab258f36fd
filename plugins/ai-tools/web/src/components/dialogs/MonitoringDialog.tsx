import { ArrowDownOutlined, ArrowUpOutlined, BarChartOutlined, CalendarOutlined, MinusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { monitoringRanges, type MonitoringRange, type MonitoringReport, type MonitoringTrend } from '@otimiza/plugin-ai-tools-shared';
import { RouterButton, scoreColor } from '@otimiza/sdk/web';
import { Alert, Button, Card, Col, Empty, Flex, Grid, Row, Segmented, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { resultsMonitoring } from '../../api/tools';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { useRequiredUrl } from '../../hooks/useRequiredUrl';
import { useRunOnce } from '../../hooks/useRunOnce';
import { useToolMutation } from '../../hooks/useToolMutation';
import { formatChange, formatDate, formatDateTime, formatMs, formatNumber } from '../../lib/format';
import { newAnalysisPath } from '../../routePaths';
import { BulletList, Field, Section } from '../Blocks';
import { DialogUrlField } from '../DialogUrlField';
import { PriorityTag } from '../PriorityTag';
import { ScoreHistoryChart } from '../ScoreHistoryChart';
import { ScoreTile } from '../ScoreTile';
import { SourceNote } from '../SourceNote';
import { ToolDialog } from '../ToolDialog';
import { ToolFailureAlert } from '../ToolFailureAlert';
import { ToolRunning } from '../ToolRunning';
import { useScoreNames } from '../../hooks/useScoreNames';

const rangeDays: Record<MonitoringRange, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** The results monitoring dialog: 7, 30 (default) or 90 days of a URL's stored analyses. */
export function MonitoringDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ToolDialog tool="results-monitoring" open={open} onClose={onClose}>
      <MonitoringTool />
    </ToolDialog>
  );
}

function MonitoringTool() {
  const { t } = useLingui();
  const [range, setRange] = useState<MonitoringRange>('30d');
  const { url, fieldError, checkedUrl } = useRequiredUrl(t`Informe a URL do site para gerar o relatório de monitoramento.`);
  const errorTitle = t`Erro no Monitoramento`;
  const fallback = t`Falha ao gerar relatório de monitoramento`;
  const report = useToolMutation(({ target, period }: { target: string; period: MonitoringRange }) => resultsMonitoring(target, period), {
    title: errorTitle,
    fallback,
  });

  const run = (period = range) => {
    const target = checkedUrl();
    if (target) report.mutate({ target, period });
  };
  useRunOnce(() => {
    if (url.trim()) report.mutate({ target: url.trim(), period: range });
  });

  const rangeLabels: Record<MonitoringRange, string> = { '7d': t`7 dias`, '30d': t`30 dias`, '90d': t`90 dias` };

  return (
    <Flex vertical gap={20} data-testid="monitoring-tool">
      <Flex vertical gap={12}>
        <DialogUrlField id="monitoring-url" error={fieldError} onSubmit={() => run()} disabled={report.isPending}>
          <Button
            type="primary"
            htmlType="submit"
            icon={report.data ? <ReloadOutlined /> : <BarChartOutlined />}
            loading={report.isPending}
            data-testid="run-monitoring"
          >
            {report.isPending ? <Trans>Gerando relatório...</Trans> : report.data ? <Trans>Atualizar relatório</Trans> : <Trans>Gerar relatório</Trans>}
          </Button>
        </DialogUrlField>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong id="monitoring-range-label">
            <Trans>Período</Trans>
          </Typography.Text>
          <Segmented<MonitoringRange>
            value={range}
            disabled={report.isPending}
            onChange={(value) => {
              setRange(value);
              if (url.trim()) run(value);
            }}
            options={monitoringRanges.map((value) => ({ value, label: rangeLabels[value] }))}
            aria-labelledby="monitoring-range-label"
            data-testid="monitoring-range"
          />
        </Flex>
      </Flex>

      {report.isPending ? (
        <ToolRunning>
          <Trans>Comparando as análises guardadas desta URL no período...</Trans>
        </ToolRunning>
      ) : report.failure ? (
        <ToolFailureAlert tool="results-monitoring" failure={report.failure} title={errorTitle} fallback={fallback} onRetry={() => run()} />
      ) : report.data ? (
        report.data.reportType === 'insufficient-data' ? (
          <InsufficientData report={report.data} />
        ) : (
          <MonitoringView report={report.data} />
        )
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>Informe a URL do site para acompanhar a evolução das pontuações.</Trans>} />
      )}
    </Flex>
  );
}

/** Fewer than two analyses in the period: no trend can be drawn, and none is invented. */
function InsufficientData({ report }: { report: MonitoringReport }) {
  const days = rangeDays[report.period];
  const count = report.analysesCount;
  return (
    <Flex vertical gap={16} data-testid="monitoring-insufficient" data-count={count}>
      <SourceNote answer={report} />
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Flex vertical gap={6} align="center">
            <Typography.Text strong>
              <Trans>Dados insuficientes para mostrar tendências</Trans>
            </Typography.Text>
            <Typography.Text type="secondary" data-testid="monitoring-insufficient-count">
              <Plural
                value={count}
                _0="Nenhuma análise desta URL no período."
                one="Só # análise desta URL no período."
                other="# análises desta URL no período."
              />{' '}
              <Trans>Período: últimos {days} dias. As tendências precisam de pelo menos duas análises.</Trans>
            </Typography.Text>
          </Flex>
        }
      >
        <RouterButton to={newAnalysisPath} buttonType="primary" icon={<SearchOutlined />} data-testid="monitoring-new-analysis">
          <Trans>Fazer uma nova análise</Trans>
        </RouterButton>
      </Empty>
      {report.currentMetrics && <CurrentMetrics report={report} />}
    </Flex>
  );
}

function CurrentMetrics({ report }: { report: MonitoringReport }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const names = useScoreNames();
  const metrics = report.currentMetrics;
  if (!metrics) return null;
  return (
    <Section title={<Trans>Métricas atuais</Trans>} testId="monitoring-current">
      <Row gutter={[12, 12]}>
        <Col xs={12} md={6}>
          <ScoreTile label={names.performanceScore} score={metrics.performanceScore} />
        </Col>
        <Col xs={12} md={6}>
          <ScoreTile label={names.seoScore} score={metrics.seoScore} />
        </Col>
        <Col xs={12} md={6}>
          <ScoreTile label={names.accessibilityScore} score={metrics.accessibilityScore} />
        </Col>
        <Col xs={12} md={6}>
          <Flex vertical gap={4} style={{ padding: '12px 14px', borderRadius: 10, border: '1px solid #E2E8F0', background: '#F8FAFC', height: '100%' }}>
            <Typography.Text style={{ color: '#334155', fontSize: 13, fontWeight: 600 }}>{t`Tempo de carregamento`}</Typography.Text>
            <span style={{ color: '#0F172A', fontSize: 24, fontWeight: 700 }}>{metrics.loadTime === null ? '—' : formatMs(metrics.loadTime, locale)}</span>
            <Typography.Text style={{ color: '#475569', fontSize: 12 }}>{t`maior elemento visível (LCP)`}</Typography.Text>
          </Flex>
        </Col>
      </Row>
    </Section>
  );
}

function MonitoringView({ report }: { report: MonitoringReport }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const nextReview = formatDate(report.summary.nextReviewDate, locale);
  const improvement = formatChange(report.summary.overallImprovement, locale);
  const days = rangeDays[report.period];
  const company = report.companyName;
  const count = report.analysesCount;
  // The categories are the spec's words (Portuguese on the wire); shown in the interface language.
  const categoryNames: Record<string, string> = {
    SEO: t`SEO`,
    Performance: t`Performance`,
    Conversão: t`Conversão`,
    Acessibilidade: t`Acessibilidade`,
    'Boas práticas': t`Boas práticas`,
  };

  return (
    <Flex vertical gap={24} data-testid="monitoring-result">
      <SourceNote
        answer={report}
        extra={
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t`${company} · ${count} análises nos últimos ${days} dias`}
          </Typography.Text>
        }
      />
      <CurrentMetrics report={report} />

      <Section title={<Trans>Tendências</Trans>} testId="monitoring-trends">
        <Row gutter={[12, 12]}>
          {report.trends.map((trend) => (
            <Col key={trend.metric} xs={24} md={12}>
              <TrendCard trend={trend} />
            </Col>
          ))}
        </Row>
      </Section>

      {report.alerts.length > 0 && (
        <Section title={<Trans>Alertas</Trans>} testId="monitoring-alerts">
          <Flex vertical gap={8}>
            {report.alerts.map((alert, index) => (
              <Alert
                key={index}
                type={alert.type === 'critical' ? 'error' : alert.type}
                showIcon
                title={
                  <Flex gap={8} wrap align="center">
                    <span style={{ flex: '1 1 220px' }}>{alert.message}</span>
                    <PriorityTag priority={alert.priority} />
                  </Flex>
                }
                description={alert.action}
              />
            ))}
          </Flex>
        </Section>
      )}

      {report.recommendations.length > 0 && (
        <Section title={<Trans>Recomendações</Trans>} testId="monitoring-recommendations">
          <Row gutter={[12, 12]}>
            {report.recommendations.map((item, index) => (
              <Col key={index} xs={24} md={12}>
                <Card size="small" style={{ height: '100%' }}>
                  <Flex vertical gap={8}>
                    <Typography.Text strong>{item.title}</Typography.Text>
                    <Flex gap={6} wrap>
                      <Tag style={{ marginInlineEnd: 0 }}>{categoryNames[item.category] ?? item.category}</Tag>
                      <PriorityTag priority={item.priority} />
                    </Flex>
                    <Typography.Text>{item.description}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      <ImpactLine impact={item.estimatedImpact} time={item.timeToImplement} />
                    </Typography.Text>
                  </Flex>
                </Card>
              </Col>
            ))}
          </Row>
        </Section>
      )}

      <Section title={<Trans>Histórico</Trans>} testId="monitoring-history">
        <Flex vertical gap={12}>
          <ScoreHistoryChart history={report.history} />
          <HistoryTable report={report} />
        </Flex>
      </Section>

      <Section title={<Trans>Resumo</Trans>} testId="monitoring-summary">
        <Row gutter={[12, 12]}>
          <Col xs={12} md={6}>
            <Field label={<Trans>Problemas corrigidos</Trans>}>{report.summary.totalIssuesFixed}</Field>
          </Col>
          <Col xs={12} md={6}>
            <Field label={<Trans>Otimizações pendentes</Trans>}>{report.summary.totalOptimizations}</Field>
          </Col>
          <Col xs={12} md={6}>
            <Field label={<Trans>Evolução média</Trans>}>{t`${improvement} pontos`}</Field>
          </Col>
          <Col xs={12} md={6}>
            <Field label={<Trans>Próxima revisão</Trans>} testId="monitoring-next-review">
              <CalendarOutlined aria-hidden="true" /> {nextReview}
            </Field>
          </Col>
        </Row>
      </Section>
    </Flex>
  );
}

function TrendCard({ trend }: { trend: MonitoringTrend }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const names = useScoreNames();
  const time = trend.metric === 'loadTime';
  const name = time ? t`Tempo de carregamento` : names[trend.metric as keyof typeof names];
  const show = (value: number) => (time ? formatMs(value, locale) : formatNumber(value, locale));
  const change = formatChange(trend.change, locale, time ? 'ms' : 'points');
  const previous = show(trend.previousValue);
  const current = show(trend.currentValue);
  const look = {
    improving: { color: '#166534', background: '#DCFCE7', icon: <ArrowUpOutlined />, label: t`Melhorando` },
    declining: { color: '#991B1B', background: '#FEE2E2', icon: <ArrowDownOutlined />, label: t`Piorando` },
    stable: { color: '#334155', background: '#F1F5F9', icon: <MinusOutlined />, label: t`Estável` },
  }[trend.trend];
  return (
    <Card size="small" style={{ height: '100%' }} data-trend={trend.metric} data-direction={trend.trend}>
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong>{name}</Typography.Text>
          <span
            style={{ color: look.color, background: look.background, borderRadius: 6, padding: '2px 8px', fontWeight: 600, fontSize: 13 }}
            aria-label={`${look.label}: ${change}`}
          >
            {look.icon} {change}
          </span>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t`${previous} → ${current}`} · {look.label}
        </Typography.Text>
        <BulletList items={trend.insights} />
      </Flex>
    </Card>
  );
}

function HistoryTable({ report }: { report: MonitoringReport }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const names = useScoreNames();
  type HistoryRow = MonitoringReport['history'][number];
  const compact = !Grid.useBreakpoint().md;
  const score = (value: number) => {
    const colors = scoreColor(value);
    return <span style={{ color: colors.color, fontWeight: 600 }}>{Math.round(value)}</span>;
  };
  if (compact) {
    return (
      <Flex vertical gap={8}>
        {[...report.history].reverse().map((row) => (
          <Flex key={row.analysisId} vertical gap={4} style={{ padding: '8px 12px', border: '1px solid #E2E8F0', borderRadius: 8 }}>
            <Typography.Text strong>{formatDateTime(row.createdAt, locale)}</Typography.Text>
            <Flex gap={10} wrap style={{ fontSize: 12 }}>
              <span>
                {names.performanceScore} {score(row.performanceScore)}
              </span>
              <span>
                {names.seoScore} {score(row.seoScore)}
              </span>
              <span>
                {names.accessibilityScore} {score(row.accessibilityScore)}
              </span>
              <span>
                {names.bestPracticesScore} {score(row.bestPracticesScore)}
              </span>
              <span>
                {t`Carregamento`} <strong>{row.loadTimeMs === null ? '—' : formatMs(row.loadTimeMs, locale)}</strong>
              </span>
            </Flex>
          </Flex>
        ))}
      </Flex>
    );
  }
  return (
    <Table<HistoryRow>
      size="small"
      rowKey="analysisId"
      pagination={false}
      dataSource={[...report.history].reverse()}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'date', title: t`Data`, render: (_, row) => formatDateTime(row.createdAt, locale) },
        { key: 'performance', title: names.performanceScore, align: 'right', render: (_, row) => score(row.performanceScore) },
        { key: 'seo', title: names.seoScore, align: 'right', render: (_, row) => score(row.seoScore) },
        { key: 'accessibility', title: names.accessibilityScore, align: 'right', render: (_, row) => score(row.accessibilityScore) },
        { key: 'bestPractices', title: names.bestPracticesScore, align: 'right', render: (_, row) => score(row.bestPracticesScore) },
        { key: 'load', title: t`Carregamento`, align: 'right', render: (_, row) => (row.loadTimeMs === null ? '—' : formatMs(row.loadTimeMs, locale)) },
      ]}
    />
  );
}

function ImpactLine({ impact, time }: { impact: string; time: string }) {
  const { t } = useLingui();
  return <>{t`Impacto: ${impact} · Prazo: ${time}`}</>;
}
