import { RightOutlined, RobotOutlined, SearchOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { aiToolFeatures, type AiToolId } from '@otimiza/plugin-ai-tools-shared';
import { entitlementsQueryOptions, QueryErrorAlert, RouterButton, usePageLink } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Grid, Skeleton, Typography } from 'antd';
import { recentAnalysesQueryOptions, toolUsageQueryOptions } from '../api/queries';
import { AiStatusBadge } from '../components/AiStatusBadge';
import { toolCatalog } from '../components/toolCatalog';
import { ToolIcon } from '../components/ToolIcon';
import { initialTarget } from '../lib/toolTarget';
import { aiToolsPath, newAnalysisPath } from '../routePaths';

/** The dashboard's order: the content tools first, then the strategic ones. */
const toolOrder: AiToolId[] = ['content', 'brazil-optimization', 'strategic-planning', 'competitor-analysis', 'results-monitoring', 'real-data'];

/**
 * Dashboard slot `dashboard.main` (pro and up): shortcuts to the AI tools the plan has, for the
 * page of the latest completed analysis, with the AI status badge and each tool's real use this
 * month. Enterprise names them the AI content tools; pro, the strategic tools.
 */
export default function AiToolsWidget() {
  const { i18n } = useLingui();
  const pageLink = usePageLink();
  const features = new Set<string>(useQuery(entitlementsQueryOptions()).data?.features);
  const tools = toolOrder.filter((tool) => features.has(aiToolFeatures[tool]));
  const recent = useQuery(recentAnalysesQueryOptions());
  const usage = useQuery(toolUsageQueryOptions());
  const target = recent.data ? initialTarget({}, recent.data.analyses) : null;
  const content = features.has('aiContentGeneration');
  // On a phone the names need the room of the icons.
  const roomy = Grid.useBreakpoint().sm !== false;

  return (
    <Card
      data-testid="ai-tools-widget"
      title={
        <Flex align="center" gap={8}>
          <RobotOutlined style={{ color: '#7C3AED' }} aria-hidden="true" />
          {content ? <Trans>Ferramentas de conteúdo com IA</Trans> : <Trans>Ferramentas estratégicas</Trans>}
        </Flex>
      }
      styles={{ title: { whiteSpace: 'normal', paddingBlock: 12 } }}
    >
      <Flex vertical gap={14}>
        <AiStatusBadge />
        {recent.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 1 }} />
        ) : recent.error ? (
          <QueryErrorAlert title={<Trans>Não foi possível carregar as análises</Trans>} query={recent} compact />
        ) : target ? (
          <Typography.Text type="secondary" data-testid="ai-tools-target">
            <Trans>
              Para a página da última análise: <Typography.Text strong>{target.url}</Typography.Text>
            </Trans>
          </Typography.Text>
        ) : (
          <Flex vertical gap={4} align="flex-start" data-testid="ai-tools-no-target">
            <Typography.Text type="secondary">
              <Trans>Nenhuma análise concluída ainda: as ferramentas trabalham com os dados reais de uma página analisada.</Trans>
            </Typography.Text>
            <RouterButton {...pageLink(newAnalysisPath)} buttonType="link" size="small" icon={<SearchOutlined />} style={{ paddingInline: 0 }}>
              <Trans>Fazer uma análise</Trans>
            </RouterButton>
          </Flex>
        )}
        <Flex vertical gap={0}>
          {tools.map((tool, index) => {
            const info = toolCatalog[tool];
            const runs = usage.data?.tools.find((entry) => entry.tool === tool)?.runsThisMonth;
            const search: Record<string, string> = {
              tool,
              ...(target ? { url: target.url } : {}),
              ...(target?.analysisId ? { analysisId: target.analysisId } : {}),
            };
            return (
              <Flex
                key={tool}
                align="center"
                gap={12}
                data-tool={tool}
                style={{ paddingBlock: 10, borderBlockStart: index === 0 ? undefined : '1px solid rgba(15, 23, 42, 0.08)' }}
              >
                {roomy && <ToolIcon tool={tool} size="row" decorative />}
                <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                  <Typography.Text strong style={{ overflowWrap: 'normal', wordBreak: 'normal' }}>
                    {i18n._(info.name)}
                  </Typography.Text>
                  {runs !== undefined && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="ai-tool-runs" data-runs={runs}>
                      <Plural value={runs} _0="Não usada neste mês" one="Usada # vez neste mês" other="Usada # vezes neste mês" />
                    </Typography.Text>
                  )}
                </Flex>
                <RouterButton {...pageLink(aiToolsPath, search)} size="small" icon={<RightOutlined />} iconPlacement="end" aria-label={i18n._(info.name)}>
                  <Trans>Abrir</Trans>
                </RouterButton>
              </Flex>
            );
          })}
        </Flex>
        {usage.error && <QueryErrorAlert title={<Trans>Não foi possível carregar o uso das ferramentas</Trans>} query={usage} compact />}
        <RouterButton
          {...pageLink(aiToolsPath)}
          buttonType="link"
          icon={<RightOutlined />}
          iconPlacement="end"
          style={{ paddingInline: 0, alignSelf: 'flex-start' }}
        >
          <Trans>Todas as ferramentas de IA</Trans>
        </RouterButton>
      </Flex>
    </Card>
  );
}
