import { CheckCircleFilled, ClockCircleOutlined, ExperimentOutlined, LoadingOutlined, PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Descriptions, Flex, Tag, Typography } from 'antd';
import { useDeploySimulation } from '../../hooks/useDeploySimulation';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { simulationSteps, type SimulationResult, type SimulationStepId } from '../../lib/deploySimulation';
import { formatDuration } from '../../lib/format';
import { usePrimaryColour } from '@otimiza/sdk/web';

const stepNames: Record<SimulationStepId, MessageDescriptor> = {
  connect: msg`Conectar ao servidor FTP`,
  backup: msg`Criar cópia de segurança`,
  apply: msg`Aplicar o HTML otimizado`,
  verify: msg`Verificar a página publicada`,
};

/**
 * 'Demonstração': a SIMULATION of a deploy on timers — idle, running, done — with
 * the spec's fixed steps and result. Labelled as a simulation on every state; nothing is sent.
 */
export function DeploySimulationTab({ fixesCount }: { fixesCount: number }) {
  const primary = usePrimaryColour();
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const { locale } = useInterfaceLanguage();
  const { state, run } = useDeploySimulation(fixesCount);
  const current = state.phase === 'running' ? state.step : state.phase === 'done' ? simulationSteps.length : -1;

  return (
    <Flex vertical gap={16} data-testid="deploy-simulation" data-phase={state.phase}>
      <Alert
        type="info"
        showIcon
        icon={<ExperimentOutlined />}
        data-testid="simulation-label"
        title={<Trans>Simulação — nada é enviado</Trans>}
        description={
          <Trans>
            Esta demonstração mostra as etapas de um deploy com tempos fixos. Nenhuma conexão é aberta, nenhum arquivo é alterado e os números do resultado são
            ilustrativos.
          </Trans>
        }
      />

      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }} aria-label={t`Etapas simuladas`}>
        {simulationSteps.map((step, index) => {
          const status = index < current ? 'done' : index === current ? 'running' : 'waiting';
          const duration = formatDuration(step.durationMs, locale);
          return (
            <li
              key={step.id}
              data-step={step.id}
              data-status={status}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 10,
                padding: '8px 12px',
                borderRadius: 8,
                border: '1px solid rgba(15, 23, 42, 0.1)',
                background: status === 'done' ? '#F0FDF4' : status === 'running' ? '#EFF6FF' : '#FFFFFF',
              }}
            >
              {status === 'done' ? (
                <CheckCircleFilled style={{ color: '#16A34A' }} aria-hidden="true" />
              ) : status === 'running' ? (
                <LoadingOutlined style={{ color: primary }} aria-hidden="true" />
              ) : (
                <ClockCircleOutlined style={{ color: '#94A3B8' }} aria-hidden="true" />
              )}
              <Typography.Text style={{ flex: 1 }} type={status === 'waiting' ? 'secondary' : undefined}>
                {i18n._(stepNames[step.id])}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {duration}
              </Typography.Text>
            </li>
          );
        })}
      </ol>

      {state.phase === 'done' && <SimulationResultBox result={state.result} />}

      <div>
        {state.phase === 'done' ? (
          <Button icon={<ReloadOutlined />} onClick={run}>
            <Trans>Executar Nova Demonstração</Trans>
          </Button>
        ) : (
          <Button type="primary" icon={<PlayCircleOutlined />} onClick={run} loading={state.phase === 'running'} disabled={state.phase === 'running'}>
            {state.phase === 'running' ? <Trans>Simulando...</Trans> : <Trans>Executar Demonstração</Trans>}
          </Button>
        )}
      </div>
    </Flex>
  );
}

function SimulationResultBox({ result }: { result: SimulationResult }) {
  const { t } = useLingui();
  const min = result.estimatedImprovement.minPercent;
  const max = result.estimatedImprovement.maxPercent;
  return (
    <Flex vertical gap={8} data-testid="simulation-result" style={{ border: '1px solid #BBF7D0', background: '#F0FDF4', borderRadius: 10, padding: 14 }}>
      <Flex align="center" gap={8} wrap>
        <CheckCircleFilled style={{ color: '#16A34A' }} aria-hidden="true" />
        <Typography.Text strong>
          <Trans>Demonstração concluída</Trans>
        </Typography.Text>
        <Tag color="blue" style={{ marginInlineEnd: 0 }}>
          <Trans>Simulado</Trans>
        </Tag>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        colon={false}
        items={[
          { key: 'files', label: t`Arquivos modificados`, children: result.filesModified },
          { key: 'backup', label: t`Cópia de segurança`, children: result.backupCreated ? t`Criada` : t`Não criada` },
          { key: 'applied', label: t`Otimizações aplicadas`, children: result.optimizationsApplied },
          { key: 'improvement', label: t`Melhoria estimada`, children: t`${min}-${max}% mais rápido (ilustrativo)` },
        ]}
      />
    </Flex>
  );
}
