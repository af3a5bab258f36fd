import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Skeleton } from 'antd';
import { analyticsQueryOptions } from '../../api/analytics';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount, formatPercent, formatScore } from '../../lib/format';
import { LoadError } from '../common/LoadError';
import { FrameworkTrends } from './FrameworkTrends';
import { PerformanceTables } from './PerformanceTables';
import { RiskBreakdown } from './RiskBreakdown';
import { EmptyState, FigureTile } from '@otimiza/sdk/web';

/** The analytics tab: totals, trends per framework, risks, and figures per engine and member, from stored runs. */
export function AnalyticsTab() {
  const { locale } = useInterfaceLanguage();
  const query = useQuery(analyticsQueryOptions());
  if (query.error) return <LoadError title={<Trans context="analytics">Não foi possível carregar as análises</Trans>} query={query} />;
  if (!query.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const analytics = query.data;
  const overview = analytics.overview;
  if (overview.completedAudits === 0) {
    return (
      <EmptyState
        testId="analytics-empty"
        title={<Trans>Nenhuma auditoria concluída ainda</Trans>}
        description={<Trans>As análises contam as execuções reais: aparecem depois da primeira auditoria concluída.</Trans>}
      />
    );
  }
  return (
    <Flex vertical gap={16} data-testid="analytics">
      <Card size="small" title={<Trans>Visão geral</Trans>}>
        <Flex gap={24} wrap>
          <FigureTile label={<Trans>Auditorias</Trans>} value={formatCount(overview.totalAudits, locale)} testId="analytics-total" />
          <FigureTile label={<Trans>Concluídas</Trans>} value={formatCount(overview.completedAudits, locale)} />
          <FigureTile
            label={<Trans>Pontuação média</Trans>}
            value={formatScore(overview.averageScore, locale) ?? '—'}
            hint={overview.averageScore === null ? <Trans>Sem dados: nenhuma auditoria concluída pôde decidir uma checagem.</Trans> : undefined}
          />
          <FigureTile
            label={<Trans>Conformidade</Trans>}
            value={formatPercent(overview.complianceRate, locale) ?? '—'}
            hint={overview.complianceRate === null ? <Trans>Sem dados: nenhuma checagem decidida na última execução de cada site.</Trans> : undefined}
          />
          <FigureTile label={<Trans>Problemas críticos abertos</Trans>} value={formatCount(overview.criticalIssues, locale)} />
          <FigureTile
            label={<Trans>Problemas resolvidos</Trans>}
            value={formatCount(overview.resolvedIssues, locale)}
            hint={<Trans>ausentes numa execução posterior do mesmo site</Trans>}
          />
        </Flex>
      </Card>
      <FrameworkTrends trends={analytics.trends} />
      <RiskBreakdown risks={analytics.risks} />
      <PerformanceTables performance={analytics.performance} />
    </Flex>
  );
}
