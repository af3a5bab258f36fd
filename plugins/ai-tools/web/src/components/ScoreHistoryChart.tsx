import { Line } from '@ant-design/charts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MonitoringReport } from '@otimiza/plugin-ai-tools-shared';
import { InsufficientData } from '@otimiza/sdk/web';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { useScoreNames } from '../hooks/useScoreNames';
import { scoreHistoryPoints } from '../lib/scoreHistory';

/**
 * The four scores of the monitored URL over its stored analyses (issue 22, point 6): the monitoring
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
      <Line
        data={points}
        xField="date"
        yField="value"
        colorField="score"
        height={260}
        autoFit
        animate={false}
        point={{ sizeField: 3 }}
        scale={{ y: { domain: [0, 100] } }}
        axis={{
          y: { title: false },
          x: { title: false, labelAutoHide: true, labelAutoRotate: false, labelFormatter: (tick: unknown) => shortDate(tick, locale, withTime) },
        }}
        legend={{ color: { position: 'bottom' } }}
      />
    </div>
  );
}

/** An axis tick (a Date or a timestamp) as a short day ('27 de nov.', 'Nov 27'), or a time when the analyses span less than two days. */
function shortDate(tick: unknown, locale: string, withTime: boolean): string {
  const date = tick instanceof Date ? tick : new Date(typeof tick === 'number' || typeof tick === 'string' ? tick : Number.NaN);
  if (Number.isNaN(date.getTime())) return String(tick);
  const timeZone = 'America/Sao_Paulo';
  return withTime
    ? date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone })
    : date.toLocaleDateString(locale, { day: '2-digit', month: 'short', timeZone });
}

/** Analyses less than two days apart are told apart by their time. */
const spansUnderTwoDays = (dates: readonly string[]): boolean => {
  const times = dates.map((date) => Date.parse(date));
  return Math.max(...times) - Math.min(...times) < 2 * 86_400_000;
};
