import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { maxTrendPoints, type AuditAnalytics } from '@otimiza/plugin-audit-shared';
import { Card, Flex, Progress, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatScore } from '../../lib/format';
import { Sparkline } from './Sparkline';

/** Per framework: the average score of its runs, how many, and the score over time. */
export function FrameworkTrends({ trends }: { trends: AuditAnalytics['trends'] }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  return (
    <Card size="small" title={<Trans>Tendências por framework</Trans>} data-testid="analytics-trends" style={{ height: '100%' }}>
      {trends.frameworks.length === 0 ? (
        <Typography.Text type="secondary">
          <Trans>Nenhum framework auditado ainda.</Trans>
        </Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          {trends.frameworks.map((framework) => {
            const score = formatScore(framework.averageScore, locale);
            return (
              <Flex key={framework.id} vertical gap={2} data-testid="analytics-trend" data-framework={framework.id}>
                <Flex justify="space-between" gap={8} wrap align="center">
                  <Typography.Text style={{ flex: '1 1 140px', minWidth: 0 }}>{framework.name}</Typography.Text>
                  <Sparkline points={framework.points} label={t`Pontuação de ${framework.name} nos últimos ${maxTrendPoints} dias com auditoria`} />
                  <Typography.Text type="secondary" style={{ textAlign: 'end' }}>
                    {score ?? '—'} · <Plural value={framework.audits} one="# auditoria" other="# auditorias" />
                  </Typography.Text>
                </Flex>
                <Progress
                  percent={framework.averageScore ?? 0}
                  showInfo={false}
                  size="small"
                  status="normal"
                  aria-label={`${framework.name}: ${score ?? '—'}`}
                />
              </Flex>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}
