import { CloudUploadOutlined, ExperimentOutlined, LockOutlined, ReadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex, Grid, Modal, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { usePlan } from '@otimiza/sdk/web';
import type { ApplyTab, DeployTarget } from './deployTarget';
import { DeploySimulationTab } from './DeploySimulationTab';
import { ManualGuideTab } from './ManualGuideTab';
import { RealDeployTab } from './RealDeployTab';

/**
 * The apply-optimisations dialog: 'Guia Manual', 'Deploy Real' and
 * 'Demonstração'. Everything inside is unmounted when it closes, so the FTP password typed in
 * it is gone with it.
 */
export function ApplyOptimizationsDialog({
  target,
  tab,
  onTabChange,
  onClose,
}: {
  target: DeployTarget;
  tab: ApplyTab | null;
  onTabChange: (tab: ApplyTab) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const features = usePlan();
  const compact = !Grid.useBreakpoint().sm;
  const deployLocked = features.has('realTimeDeploy') === false;

  return (
    <Modal
      open={tab !== null}
      onCancel={onClose}
      title={t`Aplicar otimizações`}
      width="min(880px, calc(100vw - 24px))"
      style={{ top: 24, paddingBottom: 24 }}
      destroyOnHidden
      footer={
        <Button onClick={onClose}>
          <Trans>Fechar</Trans>
        </Button>
      }
    >
      <div data-testid="apply-optimizations-dialog">
        <Tabs
          activeKey={tab ?? 'guide'}
          onChange={(key) => onTabChange(key as ApplyTab)}
          tabBarGutter={compact ? 12 : undefined}
          items={[
            { key: 'guide', label: <TabLabel icon={<ReadOutlined />}>{t`Guia Manual`}</TabLabel>, children: <ManualGuideTab target={target} /> },
            {
              key: 'real',
              label: <TabLabel icon={deployLocked ? <LockOutlined /> : <CloudUploadOutlined />}>{t`Deploy Real`}</TabLabel>,
              children: <RealDeployTab target={target} />,
            },
            {
              key: 'simulation',
              label: <TabLabel icon={<ExperimentOutlined />}>{t`Demonstração`}</TabLabel>,
              children: <DeploySimulationTab fixesCount={target.fixesCount} />,
            },
          ]}
        />
      </div>
    </Modal>
  );
}

/** On a phone the three names only fit without their icons. */
function TabLabel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  const compact = !Grid.useBreakpoint().sm;
  if (compact) return <>{children}</>;
  return (
    <Flex align="center" gap={6}>
      <span aria-hidden="true">{icon}</span>
      {children}
    </Flex>
  );
}
