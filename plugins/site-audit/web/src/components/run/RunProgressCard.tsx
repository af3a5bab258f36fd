import { Trans, useLingui } from '@lingui/react/macro';
import type { SiteAuditProgress } from '@otimiza/plugin-site-audit-shared';
import { Card, Col, Flex, Progress, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { isFinished } from '../../api/runs';
import { roundEta } from '../../lib/eta';
import { progressFigures } from '../../lib/progress';

/**
 * How far the run is, as the server reports it: the bar (pages done of pages chosen; moving
 * without a figure while discovery still chooses them), the four counts, and the time left. Once
 * the run is over it is the run's coverage (the pages table below is "Páginas").
 */
export function RunProgressCard({ progress, polling }: { progress: SiteAuditProgress; polling: boolean }) {
  const { t } = useLingui();
  const { percent, queued } = progressFigures(progress);
  const over = isFinished(progress.status);
  const status = progress.status === 'failed' ? 'exception' : over ? (progress.status === 'completed' ? 'success' : 'normal') : 'active';
  return (
    <Card title={over ? <Trans>Cobertura da auditoria</Trans> : <Trans>Progresso</Trans>} data-testid="site-audit-progress">
      <Flex vertical gap={16}>
        {!over && (
          <Flex vertical gap={4}>
            <Progress
              percent={percent ?? 0}
              showInfo={percent !== null}
              status={status}
              aria-label={t`Progresso da auditoria`}
              aria-valuetext={percent === null ? t`Descobrindo as páginas do site` : `${percent}%`}
            />
            <Typography.Text type="secondary" aria-live="polite">
              {progress.status === 'discovering' ? <Trans>Descobrindo as páginas do site…</Trans> : <EtaText seconds={progress.etaSeconds} />}
            </Typography.Text>
          </Flex>
        )}
        <Row gutter={[16, 16]}>
          <Figure title={<Trans>descobertas</Trans>} value={progress.discovered} />
          <Figure title={<Trans>na fila</Trans>} value={queued} />
          <Figure title={<Trans>auditadas</Trans>} value={progress.audited} />
          <Figure title={<Trans>com falha</Trans>} value={progress.failed} danger={progress.failed > 0} />
        </Row>
        {polling && !over && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <Trans>A conexão ao vivo caiu: os números são atualizados a cada poucos segundos.</Trans>
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

function Figure({ title, value, danger = false }: { title: ReactNode; value: number; danger?: boolean }) {
  return (
    <Col xs={12} sm={6}>
      <Statistic title={title} value={value} styles={danger ? { content: { color: '#B91C1C' } } : undefined} />
    </Col>
  );
}

/** "cerca de 3 min"; null until two pages have finished. */
function EtaText({ seconds }: { seconds: number | null }) {
  if (seconds === null) return <Trans>Calculando o tempo restante…</Trans>;
  const eta = roundEta(seconds);
  if (eta.kind === 'under-minute') return <Trans>Falta menos de 1 min</Trans>;
  if (eta.kind === 'minutes') {
    const minutes = eta.minutes;
    return <Trans>Faltam cerca de {minutes} min</Trans>;
  }
  const { hours, minutes } = eta;
  return minutes === 0 ? (
    <Trans>Faltam cerca de {hours} h</Trans>
  ) : (
    <Trans>
      Faltam cerca de {hours} h {minutes} min
    </Trans>
  );
}
