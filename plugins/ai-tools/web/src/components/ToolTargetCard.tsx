import { DatabaseOutlined, HistoryOutlined, SearchOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { RouterButton, usePageLink } from '@otimiza/sdk/web';
import { Button, Card, Flex, Select, Typography } from 'antd';
import { SiteUrlInput } from './SiteUrlInput';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { formatDate } from '../lib/format';
import { siteLabel } from '../lib/siteLabel';
import type { RecentAnalysis } from '../lib/toolTarget';
import { newAnalysisPath } from '../routePaths';
import { useToolTarget } from './ToolTargetContext';

/**
 * The one URL field every tool uses, prefilled from `?url=` or the latest analysis; a recent
 * analysis can be picked, and the real-data action opens from here.
 */
export function ToolTargetCard({
  recent,
  recentLoading,
  onPick,
  onRealData,
}: {
  recent: readonly RecentAnalysis[];
  recentLoading: boolean;
  onPick: (analysis: RecentAnalysis) => void;
  onRealData: () => void;
}) {
  const pageLink = usePageLink();
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const { url, setUrl, analysisId } = useToolTarget();
  const completed = recent.filter((analysis) => analysis.status === 'completed');
  const options = completed.map((analysis) => ({
    value: analysis.id,
    label: `${siteLabel(analysis.url)} · ${formatDate(analysis.createdAt, locale)}`,
  }));

  return (
    <Card data-testid="tool-target" styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}>
      <Flex vertical gap={4}>
        <Typography.Text strong>
          <label htmlFor="ai-tools-url">
            <Trans>URL do site</Trans>
          </label>
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <Trans>Todas as ferramentas desta página trabalham com este endereço.</Trans>
        </Typography.Text>
      </Flex>
      <SiteUrlInput id="ai-tools-url" size="large" url={url} onUrlChange={setUrl} allowClear data-analysis-id={analysisId ?? ''} />
      <Flex gap={8} wrap align="center">
        <Select
          value={analysisId && options.some((option) => option.value === analysisId) ? analysisId : null}
          onChange={(id: string) => {
            const chosen = completed.find((analysis) => analysis.id === id);
            if (chosen) onPick(chosen);
          }}
          options={options}
          loading={recentLoading}
          placeholder={
            <span>
              <HistoryOutlined aria-hidden="true" /> {t`Usar uma análise recente`}
            </span>
          }
          notFoundContent={recentLoading ? t`Carregando análises…` : t`Nenhuma análise concluída`}
          aria-label={t`Usar uma análise recente`}
          data-testid="recent-analysis-select"
          style={{ flex: '1 1 260px', minWidth: 0 }}
          popupMatchSelectWidth={false}
        />
        <Button icon={<DatabaseOutlined />} onClick={onRealData} data-testid="open-real-data" style={{ flex: '0 1 auto' }}>
          <Trans>Dados reais da empresa</Trans>
        </Button>
      </Flex>
      {!recentLoading && completed.length === 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <Trans>Nenhuma análise concluída ainda. O planejamento e o monitoramento usam as análises guardadas de cada URL.</Trans>{' '}
          <RouterButton {...pageLink(newAnalysisPath)} buttonType="link" size="small" icon={<SearchOutlined />} style={{ paddingInline: 0 }}>
            <Trans>Fazer uma análise</Trans>
          </RouterButton>
        </Typography.Text>
      )}
    </Card>
  );
}
