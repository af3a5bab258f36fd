import { Line } from '@ant-design/charts';
import { useLingui } from '@lingui/react/macro';
import type { MonitoringReport } from '@otimiza/plugin-ai-tools-shared';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { useScoreNames } from '../hooks/useScoreNames';
import { formatDateTime } from '../lib/format';

/** The four scores of the monitored URL over its stored analyses (issue 22, point 6): the monitoring dialog's trend chart. */
export function ScoreHistoryChart({ history }: { history: MonitoringReport['history'] }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const names = useScoreNames();
  const keys = ['performanceScore', 'seoScore', 'accessibilityScore', 'bestPracticesScore'] as const;
  const data = history.flatMap((row) => keys.map((key) => ({ date: formatDateTime(row.createdAt, locale), score: names[key], value: Math.round(row[key]) })));
  return (
    <div role="img" aria-label={t`Evolução das pontuações em ${history.length} análises`} data-testid="monitoring-trend-chart" data-points={history.length}>
      <Line
        data={data}
        xField="date"
        yField="value"
        colorField="score"
        height={260}
        autoFit
        animate={false}
        point={{ sizeField: 3 }}
        scale={{ y: { domain: [0, 100] } }}
        axis={{ y: { title: false }, x: { title: false, labelAutoHide: true } }}
        legend={{ color: { position: 'bottom' } }}
      />
    </div>
  );
}
