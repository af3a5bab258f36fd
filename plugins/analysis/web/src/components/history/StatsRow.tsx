import { Trans, useLingui } from '@lingui/react/macro';
import { runToRunSpread } from '@otimiza/sdk/shared';
import { FigureTile, QueryErrorAlert } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { dashboardStatsQueryOptions } from '../../api/analyses';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatDuration, formatNumber } from '../../lib/format';

/**
 * The workspace's figures (`GET /api/dashboard/stats`), computed by the server from stored
 * analyses; a failed read says so with a retry. `data-value` keeps each raw figure.
 */
/** How far the mean of the four scores of one unchanged page moves between runs (sdk score-spread). */
const meanScoreNoise = (['performance', 'accessibility', 'seo', 'bestPractices'] as const).reduce((sum, key) => sum + (runToRunSpread[key].points ?? 0), 0) / 4;

export function StatsRow() {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const stats = useQuery(dashboardStatsQueryOptions());
  if (stats.error) return <QueryErrorAlert title={<Trans>Não foi possível carregar os números das análises</Trans>} query={stats} />;
  const data = stats.data;
  const improvement = data?.avgImprovement;
  const loadTime = data?.avgLoadTime;

  return (
    <Row gutter={[12, 12]} data-testid="analysis-stats">
      <StatCard id="total" raw={data?.totalAnalyses} label={t`Total de análises`} value={data ? formatNumber(data.totalAnalyses, locale) : ''} />
      <StatCard id="month" raw={data?.monthlyAnalyses} label={t`Análises neste mês`} value={data ? formatNumber(data.monthlyAnalyses, locale) : ''} />
      <StatCard
        id="improvement"
        raw={improvement}
        label={t`Melhoria média`}
        value={improvement === null || improvement === undefined ? '—' : `${improvement > 0 ? '+' : ''}${formatNumber(improvement, locale, 1)}`}
        hint={
          improvement === null || improvement === undefined ? (
            <Trans>Sem dados ainda: analise a mesma URL mais de uma vez.</Trans>
          ) : Math.abs(improvement) <= meanScoreNoise ? (
            <Trans>estável: dentro da variação normal entre duas execuções da mesma página</Trans>
          ) : (
            <Trans>pontos entre a primeira e a última análise de cada URL</Trans>
          )
        }
      />
      <StatCard
        id="load-time"
        raw={loadTime}
        label={t`Tempo médio de carregamento`}
        value={loadTime === null || loadTime === undefined ? '—' : formatDuration(loadTime, locale)}
        hint={
          loadTime === null || loadTime === undefined ? (
            <Trans>Sem dados ainda: nenhuma análise concluída.</Trans>
          ) : (
            <Trans>Maior renderização de conteúdo (LCP) das análises concluídas</Trans>
          )
        }
      />
    </Row>
  );
}

function StatCard({ id, raw, label, value, hint }: { id: string; raw: number | null | undefined; label: string; value: string; hint?: ReactNode }) {
  const loading = raw === undefined;
  return (
    <Col xs={12} lg={6}>
      <Card size="small" style={{ height: '100%' }} data-testid={`stat-${id}`} data-value={loading ? undefined : (raw ?? 'none')}>
        {loading ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : (
          <FigureTile size="large" label={label} value={value} hint={hint} valueTestId={`stat-${id}-value`} />
        )}
      </Card>
    </Col>
  );
}
