import { Trans, useLingui } from '@lingui/react/macro';
import { aiToolFeatures, type AiToolId } from '@otimiza/plugin-ai-tools-shared';
import { UpgradeRequiredCard } from '@otimiza/sdk/web';
import { Alert, Button, Flex, Modal, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useToolAccess } from '../hooks/useToolAccess';
import { toolCatalog } from './toolCatalog';

/**
 * The result dialog of one tool: its content when the plan includes the tool, the
 * upgrade-required card otherwise. Closing it unmounts the content, so a result is cleared.
 */
export function ToolDialog({ tool, open, onClose, children }: { tool: AiToolId; open: boolean; onClose: () => void; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const access = useToolAccess();
  const info = toolCatalog[tool];
  const Icon = info.icon;
  const state = access.access(tool);
  const name = i18n._(info.name);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={
        <Flex align="center" gap={8} style={{ paddingInlineEnd: 24 }}>
          <Icon style={{ color: info.color }} />
          <span>{name}</span>
        </Flex>
      }
      width="min(980px, calc(100vw - 24px))"
      style={{ top: 24, paddingBottom: 24 }}
      styles={{ body: { minWidth: 0 } }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          <Trans>Fechar</Trans>
        </Button>
      }
    >
      <div data-testid={`tool-dialog-${tool}`} data-access={state} style={{ minWidth: 0 }}>
        {state === 'pending' ? (
          access.error ? (
            <Alert type="error" showIcon title={t`Não foi possível carregar o seu plano`} description={access.error.message} />
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} />
          )
        ) : state === 'locked' ? (
          <ToolUpgradeCard tool={tool} />
        ) : (
          children
        )}
      </div>
    </Modal>
  );
}

/** The upgrade-required card for a tool the plan lacks, naming the plan that has it. */
export function ToolUpgradeCard({ tool }: { tool: AiToolId }) {
  const { i18n } = useLingui();
  const access = useToolAccess();
  const name = i18n._(toolCatalog[tool].name);
  const plan = access.requiredPlan(tool);
  return (
    <UpgradeRequiredCard
      feature={aiToolFeatures[tool]}
      title={
        <Trans>
          {name} faz parte do plano {plan}
        </Trans>
      }
    >
      {i18n._(toolCatalog[tool].description)}
    </UpgradeRequiredCard>
  );
}
