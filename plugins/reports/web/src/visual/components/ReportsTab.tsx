import { AimOutlined, ExportOutlined, FileTextOutlined, GlobalOutlined, SafetyCertificateOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  interactiveReportTypes,
  type InteractiveReport,
  type InteractiveReportFact,
  type InteractiveReportStatus,
  type InteractiveReportType,
} from '@otimiza/plugin-reports-shared';
import { formatBytes, formatDateTime, QueryErrorAlert, usePageLink, ScrollArea } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { RouterButton } from '../../lib/RouterButton';
import { useInterfaceLanguage } from '../../lib/useInterfaceLanguage';
import { visualReportsQueryOptions } from '../api';
import { formatMinutes } from '../format';
import { linkOf, makeItemLink } from '../report-links';
import { FilterSelect } from './FilterSelect';

/** The reports tab: what the workspace stored, under its type, each opening where it lives (type filter). */
export function ReportsTab({ autoRefresh }: { autoRefresh: boolean }) {
  const { t } = useLingui();
  const [type, setType] = useState<InteractiveReportType | 'all'>('all');
  const reports = useQuery(visualReportsQueryOptions(type, { auto: autoRefresh }));
  const labels = useTypeLabels();
  const unavailable = reports.data?.unavailable ?? [];
  return (
    <Flex vertical gap={16}>
      <FilterSelect
        label={t`Tipo`}
        value={type}
        onChange={setType}
        options={[
          { value: 'all' as const, label: t`Todos` },
          ...interactiveReportTypes.map((value) => ({ value, label: unavailable.includes(value) ? t`${labels[value]} (indisponível)` : labels[value] })),
        ]}
        testId="reports-type"
      />
      {unavailable.length > 0 && (
        <Typography.Text type="secondary" data-testid="reports-unavailable">
          <Trans>
            Não listados aqui: {unavailable.map((value) => labels[value]).join(', ')}. O recurso que os guarda não está ativo neste espaço de trabalho ou não
            faz parte do seu plano.
          </Trans>
        </Typography.Text>
      )}
      {reports.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : reports.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar os relatórios</Trans>} query={reports} />
      ) : reports.data.reports.length === 0 ? (
        <Card>{type !== 'all' && unavailable.includes(type) ? <UnavailableType label={labels[type]} /> : <EmptyType type={type} />}</Card>
      ) : (
        <ScrollArea label={t`Relatórios`} testId="reports-list">
          <Row gutter={[12, 12]}>
            {reports.data.reports.map((report) => (
              <Col key={`${report.type}:${report.id}`} xs={24} lg={12}>
                <ReportCard report={report} />
              </Col>
            ))}
          </Row>
        </ScrollArea>
      )}
    </Flex>
  );
}

/** A type whose plugin the workspace does not use: said plainly, with nothing to click that would fail. */
function UnavailableType({ label }: { label: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      data-testid="reports-empty"
      description={<Trans>{label} não está disponível neste espaço de trabalho: o recurso não está ativo ou não faz parte do seu plano.</Trans>}
    />
  );
}

/** Nothing stored of a type (or of any): the one action that makes one, linked where it is done. */
function EmptyType({ type }: { type: InteractiveReportType | 'all' }) {
  const pageLink = usePageLink();
  const target = makeItemLink[type === 'all' ? 'website_analysis' : type];
  const link = pageLink(target.to, target.search);
  const texts: Record<InteractiveReportType | 'all', { description: ReactNode; action: ReactNode; icon: ReactNode }> = {
    all: {
      description: (
        <Trans>
          Nenhum relatório ainda. Compartilhe uma análise para acompanhar visualizações, downloads e tempo de leitura; análises de concorrentes, auditorias e
          relatórios de BI aparecem aqui quando você os fizer.
        </Trans>
      ),
      action: <Trans>Relatórios Compartilhados</Trans>,
      icon: <ShareAltOutlined />,
    },
    website_analysis: {
      description: <Trans>Nenhum relatório compartilhado ainda: compartilhe uma análise para acompanhar visualizações, downloads e tempo de leitura.</Trans>,
      action: <Trans>Relatórios Compartilhados</Trans>,
      icon: <ShareAltOutlined />,
    },
    competitor_comparison: {
      description: <Trans>Nenhuma análise de concorrentes ainda: compare o seu site com os concorrentes nas ferramentas de IA.</Trans>,
      action: <Trans>Analisar concorrentes</Trans>,
      icon: <AimOutlined />,
    },
    performance_trends: {
      description: <Trans>Nenhuma auditoria do site inteiro concluída ainda: audite todas as páginas de um site para acompanhar a performance dele.</Trans>,
      action: <Trans>Auditar um site</Trans>,
      icon: <GlobalOutlined />,
    },
    seo_audit: {
      description: <Trans>Nenhum relatório de auditoria ainda: crie uma auditoria de conformidade dos seus sites.</Trans>,
      action: <Trans>Criar auditoria</Trans>,
      icon: <SafetyCertificateOutlined />,
    },
    business_intelligence: {
      description: <Trans>Nenhum relatório de BI gerado ainda: gere um em Business Intelligence, na aba Relatórios.</Trans>,
      action: <Trans>Gerar relatório de BI</Trans>,
      icon: <FileTextOutlined />,
    },
  };
  const text = texts[type];
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} data-testid="reports-empty" description={text.description}>
      <RouterButton {...link} icon={text.icon} data-testid="reports-empty-action">
        {text.action}
      </RouterButton>
    </Empty>
  );
}

function useTypeLabels(): Record<InteractiveReportType, string> {
  const { t } = useLingui();
  return {
    website_analysis: t`Análise de site`,
    competitor_comparison: t`Comparação com concorrentes`,
    performance_trends: t`Auditoria do site inteiro`,
    seo_audit: t`Relatório de auditoria`,
    business_intelligence: t`Business Intelligence`,
  };
}

function useStatusLabels(): Record<InteractiveReportStatus, string> {
  const { t } = useLingui();
  return {
    draft: t`Na fila`,
    in_progress: t`Em andamento`,
    failed: t`Falhou`,
    published: t`Publicado`,
    cancelled: t`Cancelada`,
    expired: t`Arquivo expirado`,
  };
}

function useFactLabels(): Record<InteractiveReportFact['key'], string> {
  const { t } = useLingui();
  return {
    competitors: t`Concorrentes`,
    targetPerformance: t`Performance do seu site`,
    pagesAudited: t`Páginas auditadas`,
    pagesFailed: t`Páginas com falha`,
    medianPerformance: t`Performance (mediana)`,
    sites: t`Sites`,
    checks: t`Verificações`,
    failedChecks: t`Falhas`,
    overallScore: t`Pontuação`,
    sections: t`Seções`,
    fileSize: t`Tamanho`,
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
  const pageLink = usePageLink();
  const labels = useTypeLabels();
  const statuses = useStatusLabels();
  const factLabels = useFactLabels();
  const { analytics } = report;
  const target = linkOf(report.href);
  const when = formatDateTime(report.createdAt, locale);
  const dated: Record<InteractiveReportType, string> = {
    website_analysis: t`Criado em ${when}`,
    competitor_comparison: t`Concluída em ${when}`,
    performance_trends: t`Concluída em ${when}`,
    seo_audit: t`Criado em ${when}`,
    business_intelligence: t`Gerado em ${when}`,
  };
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="interactive-report" data-report={report.id} data-type={report.type}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" gap={8} wrap align="center">
          <Typography.Text strong style={{ fontSize: 15, maxWidth: '100%' }} ellipsis={{ tooltip: report.name }}>
            {report.name}
          </Typography.Text>
          <Flex gap={4} wrap>
            <Tag style={{ marginInlineEnd: 0 }}>{labels[report.type]}</Tag>
            {report.status && (
              <Tag color={report.status === 'failed' ? 'red' : report.status === 'published' ? 'green' : undefined} style={{ marginInlineEnd: 0 }}>
                {statuses[report.status]}
              </Tag>
            )}
            {analytics &&
              (report.revoked ? (
                <Tag color="red" style={{ marginInlineEnd: 0 }}>
                  <Trans>Revogado</Trans>
                </Tag>
              ) : !report.isPublic ? (
                <Tag style={{ marginInlineEnd: 0 }}>
                  <Trans>Só membros</Trans>
                </Tag>
              ) : null)}
          </Flex>
        </Flex>
        {report.url && (
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            {report.url}
          </Typography.Text>
        )}
        {report.description && report.type !== 'website_analysis' && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: report.description }}>
            {report.description}
          </Typography.Text>
        )}
        {analytics ? (
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
        ) : report.facts.length > 0 ? (
          <Flex gap={16} wrap>
            {report.facts.map((fact) => (
              <Figure
                key={fact.key}
                label={factLabels[fact.key]}
                value={fact.key === 'fileSize' ? formatBytes(fact.value, locale) : fact.value.toLocaleString(locale, { maximumFractionDigits: 1 })}
                testId={`report-fact-${fact.key}`}
              />
            ))}
          </Flex>
        ) : null}
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {analytics && analytics.views === 0 ? t`Ainda sem visualizações. ` : ''}
            {dated[report.type]}
          </Typography.Text>
          <RouterButton {...pageLink(target.to, target.search)} size="small" icon={<ExportOutlined />} data-testid="report-open">
            <Trans>Abrir</Trans>
          </RouterButton>
        </Flex>
      </Flex>
    </Card>
  );
}
