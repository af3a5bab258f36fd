import { Trans, useLingui } from '@lingui/react/macro';
import { nameWithVersion, severities, type AuditReportDetail } from '@otimiza/plugin-audit-shared';
import { FigureTile, formatDateTime, scoreColor } from '@otimiza/sdk/web';
import { Alert, Descriptions, Flex, Tag, Typography } from 'antd';
import { isRunning } from '../../api/reports';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount } from '../../lib/format';
import { reportTypeLabels, severityLabels } from '../../lib/labels';
import { localized } from '../../lib/localized';
import { ReportProgress } from '../reports/ReportProgress';
import { ReportStatusTag } from '../reports/ReportStatusTag';
import { RiskTag } from '../reports/RiskTag';

/** The report's status, summary, auditor (engine and version), dates, sites and the sites that could not be audited. */
export function ReportOverview({ report }: { report: AuditReportDetail }) {
  const { i18n } = useLingui();
  const { language, locale } = useInterfaceLanguage();
  const summary = report.summary;
  return (
    <Flex vertical gap={16} data-testid="report-overview">
      <Flex gap={6} wrap>
        <ReportStatusTag status={report.status} />
        <Tag>{i18n._(reportTypeLabels[report.type])}</Tag>
        {summary && <RiskTag risk={summary.riskLevel} />}
      </Flex>
      {report.description && <Typography.Paragraph style={{ margin: 0 }}>{report.description}</Typography.Paragraph>}
      {isRunning(report.status) && <ReportProgress progress={report.progress} />}
      {report.status === 'failed' && report.error && <Alert type="error" showIcon title={localized(report.error, language)} />}
      {summary && (
        <Flex gap={20} wrap data-testid="report-summary">
          <FigureTile
            label={<Trans>Pontuação geral</Trans>}
            value={
              summary.overallScore !== null ? (
                <span style={{ color: scoreColor(summary.overallScore).color, fontSize: 22 }}>{formatCount(summary.overallScore, locale)}</span>
              ) : (
                <Typography.Text type="secondary" style={{ fontSize: 22 }}>
                  <Trans>Sem dados</Trans>
                </Typography.Text>
              )
            }
            hint={summary.overallScore === null ? <Trans>Nenhuma checagem pôde ser decidida: veja o motivo em cada uma.</Trans> : undefined}
            testId="detail-score"
          />
          <FigureTile label={<Trans>Checagens</Trans>} value={formatCount(summary.totalChecks, locale)} />
          <FigureTile label={<Trans>Aprovadas</Trans>} value={formatCount(summary.passed, locale)} />
          <FigureTile label={<Trans>Reprovadas</Trans>} value={formatCount(summary.failed, locale)} testId="detail-failed" />
          <FigureTile label={<Trans>Já corrigidas pelo Otimiza</Trans>} value={formatCount(summary.correctedByFixer, locale)} />
        </Flex>
      )}
      {summary && summary.failed > 0 && (
        <Flex gap={6} wrap>
          {severities
            .filter((severity) => summary.failedBySeverity[severity] > 0)
            .map((severity) => (
              <Tag key={severity}>
                {i18n._(severityLabels[severity])}: {formatCount(summary.failedBySeverity[severity], locale)}
              </Tag>
            ))}
        </Flex>
      )}
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          {
            key: 'auditor',
            label: <Trans>Auditor</Trans>,
            children: (
              <span data-testid="report-auditor">
                {nameWithVersion(report.auditor.name, report.auditor.version)}
                {report.auditor.certification ? ` · ${report.auditor.certification}` : ''}
              </span>
            ),
          },
          { key: 'created', label: <Trans>Criada em</Trans>, children: formatDateTime(report.createdAt, locale) },
          { key: 'completed', label: <Trans>Concluída em</Trans>, children: formatDateTime(report.completedAt, locale) },
          ...(report.site
            ? [
                {
                  key: 'site',
                  label: <Trans>Auditoria de site</Trans>,
                  children: (
                    <Flex vertical data-testid="report-site">
                      <Typography.Text style={{ wordBreak: 'break-all' }}>{report.site.url}</Typography.Text>
                      <Typography.Text type="secondary">
                        <Trans>
                          {formatCount(report.site.pagesCovered, locale)} de {formatCount(report.site.pagesInRun, locale)} páginas auditadas do site (até{' '}
                          {report.site.pageLimit} por auditoria de conformidade)
                        </Trans>
                      </Typography.Text>
                    </Flex>
                  ),
                },
              ]
            : []),
          {
            key: 'sites',
            label: report.site ? <Trans>Páginas</Trans> : <Trans>Sites</Trans>,
            children: (
              <Flex vertical>
                {report.urls.map((url) => (
                  <Typography.Text key={url} style={{ wordBreak: 'break-all' }}>
                    {url}
                  </Typography.Text>
                ))}
              </Flex>
            ),
          },
        ]}
      />
      {report.siteErrors.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={<Trans>Sites que não puderam ser auditados</Trans>}
          description={
            <Flex vertical gap={4} data-testid="report-site-errors">
              {report.siteErrors.map((siteError) => (
                <Typography.Text key={siteError.url} style={{ wordBreak: 'break-all' }}>
                  {siteError.url}: {localized(siteError.message, language)}
                </Typography.Text>
              ))}
            </Flex>
          }
        />
      )}
    </Flex>
  );
}
