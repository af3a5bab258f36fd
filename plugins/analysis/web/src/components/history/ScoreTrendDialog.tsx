import { Line } from '@ant-design/charts';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnalysisSummary } from '@otimiza/plugin-analysis-shared';
import { InsufficientData, QueryErrorAlert, scoreLinesChartProps, spansUnderTwoDays } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Flex, Modal, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { urlHistoryQueryOptions } from '../../api/analyses';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { scoreNames } from '../../lib/scoreLabels';
import { scoreTrendPoints } from '../../lib/scoreTrend';

type Strategy = AnalysisSummary['strategy'];

/** The trend of one URL's four scores over its completed analyses, per device. */
export function ScoreTrendDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal open={url !== null} onCancel={onClose} footer={null} width={760} title={t`Evolução das pontuações`} destroyOnHidden data-testid="score-trend-dialog">
      {url && <ScoreTrend url={url} />}
    </Modal>
  );
}

function ScoreTrend({ url }: { url: string }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const { locale } = useInterfaceLanguage();
  const history = useQuery(urlHistoryQueryOptions(url));
  const strategies = [...new Set((history.data ?? []).map((analysis) => analysis.strategy))];
  const [chosen, setChosen] = useState<Strategy | null>(null);
  const strategy = chosen && strategies.includes(chosen) ? chosen : (history.data?.at(-1)?.strategy ?? 'desktop');
  // A score an analysis lacks is left out of its line, never drawn as 0.
  const { points: data, analyses: count, enough } = scoreTrendPoints(history.data ?? [], strategy, (key) => i18n._(scoreNames[key]));
  const withTime = spansUnderTwoDays(data.map((point) => point.date.toISOString()));

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
        {url}
      </Typography.Text>
      {history.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : history.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar o histórico desta URL</Trans>} query={history} />
      ) : (
        <>
          {strategies.length > 1 && (
            <Segmented<Strategy>
              value={strategy}
              onChange={setChosen}
              options={strategies.map((value) => ({ value, label: value === 'mobile' ? 'Mobile' : 'Desktop' }))}
              aria-label={t`Dispositivo`}
            />
          )}
          {!enough ? (
            <InsufficientData testId="score-trend-insufficient">
              <Trans>A tendência precisa de pelo menos duas análises concluídas desta URL neste dispositivo.</Trans>
            </InsufficientData>
          ) : (
            <>
              <div role="img" aria-label={t`Evolução das quatro pontuações em ${count} análises`} data-testid="score-trend-chart" data-points={count}>
                <Line data={data} height={300} {...scoreLinesChartProps(locale, withTime)} />
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <Trans>{count} análises concluídas desta URL, da mais antiga para a mais recente.</Trans>
              </Typography.Text>
            </>
          )}
        </>
      )}
    </Flex>
  );
}
