import { BulbOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { maxInsightsPerCard } from '@otimiza/plugin-reports-shared';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { Flex, Typography } from 'antd';
import { useInterfaceLanguage } from '../../lib/useInterfaceLanguage';

/** A chart's or heatmap's computed insights: at most 2. */
export function Insights({ insights }: { insights: readonly LocalizedText[] }) {
  const { pick } = useInterfaceLanguage();
  if (insights.length === 0) return null;
  return (
    <Flex vertical gap={6} data-testid="insights" aria-label="insights">
      <Typography.Text strong style={{ fontSize: 13 }}>
        <BulbOutlined aria-hidden="true" /> <Trans>Insights</Trans>
      </Typography.Text>
      {insights.slice(0, maxInsightsPerCard).map((insight, index) => (
        <Typography.Text key={index} style={{ fontSize: 13, color: '#334155' }} data-testid="insight">
          {pick(insight)}
        </Typography.Text>
      ))}
    </Flex>
  );
}
