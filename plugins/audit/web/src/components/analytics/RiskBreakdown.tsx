import { Trans, useLingui } from '@lingui/react/macro';
import { frameworkTypes, severities, type AuditAnalytics } from '@otimiza/plugin-audit-shared';
import { Card, Col, Flex, Progress, Row, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount, formatDays } from '../../lib/format';
import { frameworkTypeLabels, severityLabels } from '../../lib/labels';

function ResolvedBar({ label, count, resolved, note }: { label: string; count: number; resolved: number; note?: string }) {
  const { locale } = useInterfaceLanguage();
  const { t } = useLingui();
  const share = count > 0 ? Math.round((resolved / count) * 100) : 0;
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text style={{ flex: '1 1 120px', minWidth: 0 }}>{label}</Typography.Text>
        <Typography.Text type="secondary" style={{ textAlign: 'end' }}>
          {t`${formatCount(resolved, locale)} de ${formatCount(count, locale)} resolvidas`}
          {note ? ` · ${note}` : ''}
        </Typography.Text>
      </Flex>
      <Progress percent={share} showInfo={false} size="small" status="normal" aria-label={`${label}: ${share}%`} />
    </Flex>
  );
}

/** Failures by category and by severity, how many were resolved, and the average time to resolve them. */
export function RiskBreakdown({ risks }: { risks: AuditAnalytics['risks'] }) {
  const { t, i18n } = useLingui();
  const { locale } = useInterfaceLanguage();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" title={<Trans>Riscos por categoria</Trans>} style={{ height: '100%' }} data-testid="analytics-risk-category">
          <Flex vertical gap={10}>
            {frameworkTypes.map((type) => (
              <ResolvedBar
                key={type}
                label={i18n._(frameworkTypeLabels[type])}
                count={risks.byCategory[type]?.count ?? 0}
                resolved={risks.byCategory[type]?.resolved ?? 0}
              />
            ))}
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={<Trans>Riscos por severidade</Trans>} style={{ height: '100%' }} data-testid="analytics-risk-severity">
          <Flex vertical gap={10}>
            {severities.map((severity) => {
              const entry = risks.bySeverity[severity];
              const days = entry?.avgResolutionTime;
              return (
                <ResolvedBar
                  key={severity}
                  label={i18n._(severityLabels[severity])}
                  count={entry?.count ?? 0}
                  resolved={entry?.resolved ?? 0}
                  note={days === null || days === undefined ? t`sem resolução ainda` : t`média de ${formatDays(days, locale)} dias para resolver`}
                />
              );
            })}
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
