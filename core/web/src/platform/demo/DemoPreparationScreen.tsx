import { CheckCircleFilled, ClockCircleOutlined, LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DemoVersionId } from '@otimiza/sdk/shared';
import { Alert, Button, Card, Flex, Progress, Result, Typography } from 'antd';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { DemoBanner } from './DemoBanner';
import { demoPercent, demoStepStates, type DemoStepState } from './demoSteps';
import type { DemoPreparation } from './useDemoPreparation';

const versionLabels: Record<DemoVersionId, MessageDescriptor> = {
  v1: msg`versão antiga, sem cuidados`,
  v2: msg`versão parcialmente corrigida`,
  v3: msg`versão bem cuidada`,
};

const stepIcons: Record<DemoStepState, ReactElement> = {
  done: <CheckCircleFilled style={{ color: '#15803D' }} aria-hidden="true" />,
  running: <LoadingOutlined style={{ color: '#1D4ED8' }} aria-hidden="true" />,
  waiting: <ClockCircleOutlined style={{ color: '#64748B' }} aria-hidden="true" />,
};

const visuallyHidden: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' };

function Frame({ children }: { children: ReactNode }) {
  return (
    <Flex vertical style={{ minHeight: '100vh', background: '#F8FAFC' }}>
      <DemoBanner />
      <Flex justify="center" align="flex-start" style={{ padding: 'clamp(16px, 5vw, 48px) 16px' }}>
        <div style={{ width: '100%', maxWidth: 640 }}>{children}</div>
      </Flex>
    </Flex>
  );
}

/**
 * The investor demo while its workspace is filled on first use: which sample site and version is
 * being audited, n of 6, the proofs, as the seed reports them; or why it failed, with a retry.
 */
export function DemoPreparationScreen({ view, error, onRetry, retrying, onReload, reloading }: DemoPreparation) {
  const { t, i18n } = useLingui();

  if (view?.state === 'failed') {
    return (
      <Frame>
        <Card>
          <Result
            status="warning"
            title={
              <h1 style={{ fontSize: 22, margin: 0 }}>
                <Trans>Não foi possível preparar a demonstração</Trans>
              </h1>
            }
            subTitle={
              <Flex vertical gap={4}>
                <span>
                  <Trans>As análises dos sites de exemplo não terminaram. Tentar de novo recomeça a preparação do zero.</Trans>
                </span>
                {view.error && (
                  <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="demo-preparation-error">
                    {view.error}
                  </Typography.Text>
                )}
              </Flex>
            }
            extra={
              <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
                <Trans>Tentar novamente</Trans>
              </Button>
            }
          />
        </Card>
      </Frame>
    );
  }

  const progress = view?.progress ?? null;
  const percent = demoPercent(progress);
  const current = progress?.current;
  return (
    <Frame>
      <Card>
        <Flex vertical gap={16} role="status" aria-live="polite" data-testid="demo-preparing">
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            <Trans>Preparando a demonstração…</Trans>
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            <Trans>
              Na primeira abertura, o Otimiza analisa dois sites de exemplo com o Lighthouse, pelo mesmo caminho das suas análises: três versões de cada site,
              com o HTML corrigido e a prova de cada correção. Leva alguns minutos; depois, a demonstração abre direto.
            </Trans>
          </Typography.Paragraph>
          {error && (
            <Alert
              type="error"
              showIcon
              title={t`Não foi possível consultar o andamento`}
              description={error.message}
              action={
                <Button size="small" icon={<ReloadOutlined />} loading={reloading} onClick={onReload}>
                  <Trans>Tentar novamente</Trans>
                </Button>
              }
            />
          )}
          <Progress percent={percent} status="active" aria-label={t`Andamento da preparação`} />
          <Typography.Text strong data-testid="demo-preparing-step">
            {!progress ? (
              <Trans>Começando…</Trans>
            ) : progress.phase === 'auditing' && current ? (
              <Trans>
                Analisando {current.site} — {i18n._(versionLabels[current.version])} (análise {Math.min(progress.audited + 1, progress.total)} de{' '}
                {progress.total})
              </Trans>
            ) : progress.phase === 'proving' ? (
              <Trans>
                Conferindo as correções: {progress.proved} de {progress.total} páginas corrigidas auditadas de novo
              </Trans>
            ) : (
              <Trans>Criando os relatórios compartilhados dos dois sites</Trans>
            )}
          </Typography.Text>
          {progress && (
            <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 }} aria-label={t`Análises da demonstração`}>
              {demoStepStates(progress).map((step, index) => (
                <li key={`${step.site}-${step.version}`} data-state={step.state} style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
                  {stepIcons[step.state]}
                  <span style={{ color: step.state === 'waiting' ? '#475569' : '#0F172A' }}>
                    <Trans>
                      {index + 1}. {step.site} — {i18n._(versionLabels[step.version])}
                    </Trans>
                  </span>
                  <span style={visuallyHidden}>{step.state === 'done' ? t`concluída` : step.state === 'running' ? t`em andamento` : t`na fila`}</span>
                </li>
              ))}
            </ol>
          )}
        </Flex>
      </Card>
    </Frame>
  );
}
