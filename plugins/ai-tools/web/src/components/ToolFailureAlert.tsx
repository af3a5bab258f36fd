import { CrownOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AiToolId } from '@otimiza/plugin-ai-tools-shared';
import { pricingPath, RouterButton, usePageLink } from '@otimiza/sdk/web';
import { Alert, Button, Flex } from 'antd';
import type { ReactNode } from 'react';
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
      <AlertWithLink
        type="warning"
        testId="tool-limit"
        title={<Trans>Limite de análises do plano atingido</Trans>}
        text={
          needed !== null && remaining !== null ? (
            <Trans>
              Cada site comparado é uma análise: esta comparação precisa de {needed} e restam {remaining} neste mês.
            </Trans>
          ) : (
            failure.message
          )
        }
        link={
          <RouterButton {...pageLink(pricingPath)} buttonType="primary" icon={<CrownOutlined />}>
            <Trans>Ver planos</Trans>
          </RouterButton>
        }
      />
    );
  }
  if (failure.kind === 'no-analysis') {
    return (
      <AlertWithLink
        type="info"
        testId="tool-no-analysis"
        title={<Trans>Esta URL ainda não foi analisada</Trans>}
        text={failure.message}
        link={
          <RouterButton {...pageLink(newAnalysisPath)} buttonType="primary" icon={<SearchOutlined />}>
            <Trans>Fazer uma análise</Trans>
          </RouterButton>
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

/** A failure the user can act on: what happened, the reason, and the page that resolves it. */
function AlertWithLink({ type, testId, title, text, link }: { type: 'warning' | 'info'; testId: string; title: ReactNode; text: ReactNode; link: ReactNode }) {
  return (
    <Alert
      type={type}
      showIcon
      data-testid={testId}
      title={title}
      description={
        <Flex vertical gap={8} align="flex-start">
          <span>{text}</span>
          {link}
        </Flex>
      }
    />
  );
}
