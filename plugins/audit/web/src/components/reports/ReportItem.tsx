import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditReportListItem } from '@otimiza/plugin-audit-shared';
import { FigureTile, formatDateTime, scoreColor } from '@otimiza/sdk/web';
import { Card, Flex, Tag, Typography } from 'antd';
import { isRunning } from '../../api/reports';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount } from '../../lib/format';
import { reportTypeLabels } from '../../lib/labels';
import { localized } from '../../lib/localized';
import { ReportProgress } from './ReportProgress';
import { ReportStatusTag } from './ReportStatusTag';
import { RiskTag } from './RiskTag';

/** One report in the list: title, type, status, progress while it runs, then its score, risk and counts; a click opens it. */
export function ReportItem({ report, onOpen }: { report: AuditReportListItem; onOpen: () => void }) {
  const { t, i18n } = useLingui();
  const { language, locale } = useInterfaceLanguage();
  const summary = report.summary;
  const score = summary?.overallScore == null ? null : scoreColor(summary.overallScore);
  return (
    <Card
      size="small"
      hoverable
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen();
        }
      }}
      tabIndex={0}
      role="button"
      aria-label={t`Abrir a auditoria ${report.title}`}
      data-testid="report-item"
      data-status={report.status}
      data-id={report.id}
    >
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="flex-start" gap={8} wrap>
          <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography.Text strong>{report.title}</Typography.Text>
            <Flex gap={6} wrap>
              <ReportStatusTag status={report.status} />
              <Tag>{i18n._(reportTypeLabels[report.type])}</Tag>
              {summary && <RiskTag risk={summary.riskLevel} />}
              {report.site && (
                <Tag color="blue" data-testid="report-site-tag">
                  <Trans>Site: {formatCount(report.site.pagesCovered, locale)} páginas</Trans>
                </Tag>
              )}
            </Flex>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDateTime(report.completedAt ?? report.createdAt, locale)}
          </Typography.Text>
        </Flex>
        {isRunning(report.status) && <ReportProgress progress={report.progress} />}
        {report.status === 'failed' && report.error && <Typography.Text type="danger">{localized(report.error, language)}</Typography.Text>}
        {summary && (
          <Flex gap={16} wrap>
            <FigureTile
              label={<Trans>Pontuação geral</Trans>}
              value={
                summary.overallScore !== null && score ? (
                  <span style={{ color: score.color }}>{formatCount(summary.overallScore, locale)}</span>
                ) : (
                  <Typography.Text type="secondary">
                    <Trans>Sem dados</Trans>
                  </Typography.Text>
                )
              }
              testId="report-score"
            />
            <FigureTile label={<Trans>Checagens</Trans>} value={formatCount(summary.totalChecks, locale)} />
            <FigureTile label={<Trans>Aprovadas</Trans>} value={formatCount(summary.passed, locale)} testId="report-passed" />
            <FigureTile label={<Trans>Reprovadas</Trans>} value={formatCount(summary.failed, locale)} testId="report-failed" />
          </Flex>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: report.urls.join('\n') }}>
          {report.site ? report.site.url : report.urls.join(' · ')}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
