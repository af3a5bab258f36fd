import { ShareAltOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { interactiveReportTypes, type InteractiveReport, type InteractiveReportType } from '@otimiza/plugin-reports-shared';
import { formatDateTime, QueryErrorAlert, usePageLink } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { RouterButton } from '../../lib/RouterButton';
import { useInterfaceLanguage } from '../../lib/useInterfaceLanguage';
import { visualReportsQueryOptions } from '../api';
import { formatMinutes } from '../format';
import { FilterSelect } from './FilterSelect';
import { ScrollArea } from './ScrollArea';

/** The reports tab: the shared reports with what their public pages recorded (spec 001 §2.2, type filter). */
export function ReportsTab({ autoRefresh }: { autoRefresh: boolean }) {
  const { t } = useLingui();
  const pageLink = usePageLink();
  const [type, setType] = useState<InteractiveReportType | 'all'>('all');
  const reports = useQuery(visualReportsQueryOptions(type, { auto: autoRefresh }));
  const labels = useTypeLabels();
  return (
    <Flex vertical gap={16}>
      <FilterSelect
        label={t`Tipo`}
        value={type}
        onChange={setType}
        options={[{ value: 'all' as const, label: t`Todos` }, ...interactiveReportTypes.map((value) => ({ value, label: labels[value] }))]}
        testId="reports-type"
      />
      {reports.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : reports.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar os relatórios</Trans>} query={reports} />
      ) : reports.data.reports.length === 0 ? (
        <Card>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            data-testid="reports-empty"
            description={
              type === 'all' || type === 'website_analysis' ? (
                <Trans>Nenhum relatório compartilhado ainda: compartilhe uma análise para acompanhar visualizações, downloads e tempo de leitura.</Trans>
              ) : (
                <Trans>Nenhum relatório deste tipo: hoje só análises de sites são compartilhadas como relatório.</Trans>
              )
            }
          >
            <RouterButton {...pageLink('/shared-reports')} icon={<ShareAltOutlined />}>
              <Trans>Relatórios Compartilhados</Trans>
            </RouterButton>
          </Empty>
        </Card>
      ) : (
        <ScrollArea testId="reports-list">
          <Row gutter={[12, 12]}>
            {reports.data.reports.map((report) => (
              <Col key={report.id} xs={24} lg={12}>
                <ReportCard report={report} />
              </Col>
            ))}
          </Row>
        </ScrollArea>
      )}
    </Flex>
  );
}

function useTypeLabels(): Record<InteractiveReportType, string> {
  const { t } = useLingui();
  return {
    website_analysis: t`Análise de site`,
    competitor_comparison: t`Comparação com concorrentes`,
    performance_trends: t`Tendências de performance`,
    seo_audit: t`Auditoria de SEO`,
    business_intelligence: t`Business Intelligence`,
  };
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Flex vertical style={{ minWidth: 90 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <span style={{ fontWeight: 700, fontSize: 16 }} data-testid={testId}>
        {value}
      </span>
    </Flex>
  );
}

function ReportCard({ report }: { report: InteractiveReport }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const labels = useTypeLabels();
  const { analytics } = report;
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="interactive-report" data-report={report.id}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" gap={8} wrap align="center">
          <Typography.Text strong style={{ fontSize: 15 }} ellipsis={{ tooltip: report.name }}>
            {report.name}
          </Typography.Text>
          <Flex gap={4}>
            <Tag style={{ marginInlineEnd: 0 }}>{labels[report.type]}</Tag>
            {report.revoked ? (
              <Tag color="red" style={{ marginInlineEnd: 0 }}>
                <Trans>Revogado</Trans>
              </Tag>
            ) : !report.isPublic ? (
              <Tag style={{ marginInlineEnd: 0 }}>
                <Trans>Só membros</Trans>
              </Tag>
            ) : null}
          </Flex>
        </Flex>
        {report.url && (
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            {report.url}
          </Typography.Text>
        )}
        <Flex gap={16} wrap>
          <Figure label={t`Visualizações`} value={analytics.views.toLocaleString(locale)} testId="report-views" />
          <Figure label={t`Downloads`} value={analytics.downloads.toLocaleString(locale)} testId="report-downloads" />
          <Figure label={t`Compartilhamentos`} value={analytics.shares.toLocaleString(locale)} testId="report-shares" />
          <Figure label={t`Tempo médio`} value={formatMinutes(analytics.avgTimeSpent, locale)} testId="report-time" />
          <Figure
            label={t`Rejeição`}
            value={analytics.bounceRate === null ? '—' : `${analytics.bounceRate.toLocaleString(locale, { maximumFractionDigits: 1 })}%`}
            testId="report-bounce"
          />
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {analytics.views === 0 ? t`Ainda sem visualizações. ` : ''}
          {t`Criado em ${formatDateTime(report.createdAt, locale)}`}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
