import { CrownOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AiToolId } from '@otimiza/plugin-ai-tools-shared';
import { pricingPath, RouterButton, usePageLink } from '@otimiza/sdk/web';
import { Alert, Button, Flex } from 'antd';
import type { ToolFailure } from '../lib/toolFailure';
import { newAnalysisPath } from '../routePaths';
import { ToolUpgradeCard } from './ToolDialog';

/**
 * A failed call in the dialog: the upgrade card for a plan without the tool, the limit notice,
 * a link to make the analysis a tool needs, or the spec's error text with the server's reason
 * and a retry.
 */
export function ToolFailureAlert({
  tool,
  failure,
  title,
  fallback,
  onRetry,
}: {
  tool: AiToolId;
  failure: ToolFailure;
  /** The error's title. */
  title: string;
  /** Said when the server gave no reason. */
  fallback: string;
  onRetry?: () => void;
}) {
  const pageLink = usePageLink();
  const { t } = useLingui();
  if (failure.kind === 'upgrade') return <ToolUpgradeCard tool={tool} />;
  if (failure.kind === 'limit') {
    const { needed, remaining } = failure;
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="tool-limit"
        title={<Trans>Limite de análises do plano atingido</Trans>}
        description={
          <Flex vertical gap={8} align="flex-start">
            <span>
              {needed !== null && remaining !== null ? (
                <Trans>
                  Cada site comparado é uma análise: esta comparação precisa de {needed} e restam {remaining} neste mês.
                </Trans>
              ) : (
                failure.message
              )}
            </span>
            <RouterButton {...pageLink(pricingPath)} buttonType="primary" icon={<CrownOutlined />}>
              <Trans>Ver planos</Trans>
            </RouterButton>
          </Flex>
        }
      />
    );
  }
  if (failure.kind === 'no-analysis') {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="tool-no-analysis"
        title={<Trans>Esta URL ainda não foi analisada</Trans>}
        description={
          <Flex vertical gap={8} align="flex-start">
            <span>{failure.message}</span>
            <RouterButton {...pageLink(newAnalysisPath)} buttonType="primary" icon={<SearchOutlined />}>
              <Trans>Fazer uma análise</Trans>
            </RouterButton>
          </Flex>
        }
      />
    );
  }
  const reason = failure.kind === 'network' ? t`Erro ao conectar com o servidor. Tente novamente mais tarde.` : failure.message || fallback;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="tool-error"
      title={title}
      description={reason}
      action={
        onRetry && (
          <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
            <Trans>Tentar novamente</Trans>
          </Button>
        )
      }
    />
  );
}
