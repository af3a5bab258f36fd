import { Trans, useLingui } from '@lingui/react/macro';
import type { AiToolId } from '@otimiza/plugin-ai-tools-shared';
import { PageHeader, useDocumentTitle } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Flex, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { recentAnalysesQueryOptions } from '../api/queries';
import { AiStatusBadge } from '../components/AiStatusBadge';
import { AiToolCards } from '../components/AiToolCards';
import { BrazilDialog } from '../components/dialogs/BrazilDialog';
import { CompetitorDialog } from '../components/dialogs/CompetitorDialog';
import { ContentDialog } from '../components/dialogs/ContentDialog';
import { MonitoringDialog } from '../components/dialogs/MonitoringDialog';
import { RealDataDialog } from '../components/dialogs/RealDataDialog';
import { StrategicPlanDialog } from '../components/dialogs/StrategicPlanDialog';
import { PremiumToolsPanel } from '../components/PremiumToolsPanel';
import { ToolTargetCard } from '../components/ToolTargetCard';
import { ToolTargetContext, type ToolTargetValue } from '../components/ToolTargetContext';
import { UsageStatistics } from '../components/UsageStatistics';
import { analysisIdFor, initialTarget, toolFromSearch, type ToolTarget } from '../lib/toolTarget';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * /ai-tools: the AI status, one URL field for every tool (from `?url=` and
 * `?analysisId=`, or the latest analysis), the three tool cards, the usage statistics, the premium
 * tools panel, and each tool's dialog (`?tool=` opens one on arrival).
 */
export default function AiToolsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Ferramentas de IA`);
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const fromLink = useMemo(() => initialTarget({ url: text(search['url']), analysisId: text(search['analysisId']) }, undefined), [search]);
  const recent = useQuery(recentAnalysesQueryOptions());

  const [target, setTarget] = useState<ToolTarget | null>(fromLink);
  const [url, setUrlState] = useState(fromLink?.url ?? '');
  const [openTool, setOpenTool] = useState<AiToolId | null>(() => toolFromSearch(text(search['tool'])));
  const edited = useRef(fromLink !== null);

  // Without a link, the latest analysed page fills the field once, unless the user typed first.
  useEffect(() => {
    if (edited.current || !recent.data) return;
    edited.current = true;
    const latest = initialTarget({}, recent.data.analyses);
    if (latest) {
      setTarget(latest);
      setUrlState(latest.url);
    }
  }, [recent.data]);

  const context = useMemo<ToolTargetValue>(
    () => ({
      url,
      setUrl: (value) => {
        edited.current = true;
        setUrlState(value);
      },
      analysisId: analysisIdFor(target, url),
    }),
    [url, target],
  );
  const navigate = useNavigate();
  const close = () => {
    setOpenTool(null);
    // A link's `?tool=` opened the dialog once; closing it leaves the address without it, so a reload does not reopen it.
    if (search['tool'] !== undefined)
      void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, tool: undefined }), replace: true });
  };

  return (
    <ToolTargetContext.Provider value={context}>
      <Flex vertical gap={24} data-testid="ai-tools-page">
        <PageHeader
          title={<Trans>Ferramentas de IA</Trans>}
          lead={<Trans>Planejamento, concorrentes, conteúdo, monitoramento e otimização para o Brasil a partir das auditorias reais das suas páginas.</Trans>}
          extra={<AiStatusBadge />}
        />

        <ToolTargetCard
          recent={recent.data?.analyses ?? []}
          recentLoading={recent.isPending}
          onPick={(analysis) => {
            edited.current = true;
            setTarget({ url: analysis.url, analysisId: analysis.id });
            setUrlState(analysis.url);
          }}
          onRealData={() => setOpenTool('real-data')}
        />

        <Flex vertical gap={12}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            <Trans>Ferramentas estratégicas</Trans>
          </Typography.Title>
          <AiToolCards onOpen={setOpenTool} />
        </Flex>

        <UsageStatistics />

        <PremiumToolsPanel onOpen={setOpenTool} />
      </Flex>

      <StrategicPlanDialog open={openTool === 'strategic-planning'} onClose={close} />
      <ContentDialog open={openTool === 'content'} onClose={close} />
      <RealDataDialog open={openTool === 'real-data'} onClose={close} />
      <CompetitorDialog open={openTool === 'competitor-analysis'} onClose={close} />
      <MonitoringDialog open={openTool === 'results-monitoring'} onClose={close} />
      <BrazilDialog open={openTool === 'brazil-optimization'} onClose={close} />
    </ToolTargetContext.Provider>
  );
}
