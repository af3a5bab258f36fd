import { Line } from '@ant-design/charts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MonitoringReport } from '@otimiza/plugin-ai-tools-shared';
import { InsufficientData, scoreLinesChartProps, spansUnderTwoDays } from '@otimiza/sdk/web';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { useScoreNames } from '../hooks/useScoreNames';
import { scoreHistoryPoints } from '../lib/scoreHistory';

/**
 * The four scores of the monitored URL over its stored analyses: the monitoring
 * dialog's trend chart. Under two analyses it says so instead of drawing.
 */
export function ScoreHistoryChart({ history }: { history: MonitoringReport['history'] }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const names = useScoreNames();
  const { points, analyses, enough } = scoreHistoryPoints(history, names);
  if (!enough) {
    return (
      <InsufficientData testId="monitoring-trend-insufficient">
        <Trans>O gráfico precisa de pelo menos duas análises desta URL no período; há {analyses}.</Trans>
      </InsufficientData>
    );
  }
  const withTime = spansUnderTwoDays(points.map((point) => point.date.toISOString()));
  return (
    <div role="img" aria-label={t`Evolução das pontuações em ${analyses} análises`} data-testid="monitoring-trend-chart" data-points={analyses}>
      <Line data={points} height={260} {...scoreLinesChartProps(locale, withTime)} />
    </div>
  );
}
