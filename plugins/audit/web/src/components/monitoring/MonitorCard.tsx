import { DeleteOutlined, HistoryOutlined, PauseCircleOutlined, PlayCircleOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MonitorView } from '@otimiza/plugin-audit-shared';
import { FigureTile, formatDateTime } from '@otimiza/sdk/web';
import { Alert, Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount, formatPercent, formatScore } from '../../lib/format';
import { frequencyLabels, siteCategoryLabels, strategyLabels } from '../../lib/labels';
import { MonitorStatusTag } from './MonitorStatusTag';
import { SiteMedians } from './SiteMedians';
import { SiteMonitorHistory } from './SiteMonitorHistory';

/** A site monitor's latest run: its medians, and an alert when a median fell beyond the run-to-run spread. */
function SiteMonitorLastRun({ site }: { site: NonNullable<MonitorView['site']> }) {
  const { t, i18n } = useLingui();
  const { locale } = useInterfaceLanguage();
  const run = site.lastRun;
  if (!run) return <Typography.Text type="secondary">{t`Nenhuma execução ainda: a primeira auditoria do site começa em instantes.`}</Typography.Text>;
  if (run.status === 'running') return <Typography.Text type="secondary">{t`Auditoria do site em andamento…`}</Typography.Text>;
  if (!run.medians) return null;
  const drops = run.fell
    .map((drop) => `${i18n._(siteCategoryLabels[drop.category])} ${formatScore(drop.from, locale)} → ${formatScore(drop.to, locale)}`)
    .join(', ');
  return (
    <Flex vertical gap={8}>
      {run.fell.length > 0 && (
        <Alert type="error" showIcon title={t`Uma mediana do site caiu além da variação normal entre execuções: ${drops}`} data-testid="site-monitor-alert" />
      )}
      <SiteMedians medians={run.medians} fell={run.fell} />
    </Flex>
  );
}

/** A monitor: status, frequency, next run, sites and frameworks, figures from its runs, and its actions. */
export function MonitorCard({
  monitor,
  frameworkNames,
  onStatus,
  onRun,
  onDelete,
  busy,
}: {
  monitor: MonitorView;
  frameworkNames: Map<string, string>;
  onStatus: (status: 'active' | 'paused') => void;
  onRun: () => void;
  onDelete: () => Promise<unknown>;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useInterfaceLanguage();
  const noRun = t`Nenhuma execução concluída ainda`;
  const metrics = monitor.metrics;
  const [historyOpen, setHistoryOpen] = useState(false);
  const siteRun = monitor.site?.lastRun;
  const lastRunAt = monitor.site ? (siteRun ? (siteRun.finishedAt ?? siteRun.startedAt) : null) : (monitor.lastRun?.at ?? null);
  return (
    <Card size="small" data-testid="monitor-card" data-name={monitor.name}>
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="flex-start" gap={8} wrap>
          <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography.Text strong>{monitor.name}</Typography.Text>
            <Flex gap={6} wrap>
              <MonitorStatusTag status={monitor.status} />
              <Tag>{i18n._(frequencyLabels[monitor.schedule.frequency])}</Tag>
              {monitor.site && (
                <Tag color="blue" data-testid="monitor-site-tag">
                  <Trans>Site inteiro · {i18n._(strategyLabels[monitor.site.strategy])}</Trans>
                </Tag>
              )}
              {monitor.frameworks.map((id) => (
                <Tag key={id} variant="outlined">
                  {frameworkNames.get(id) ?? id}
                </Tag>
              ))}
            </Flex>
          </Flex>
          <Flex gap={4} wrap>
            {monitor.status === 'paused' ? (
              <Button size="small" type="primary" icon={<PlayCircleOutlined />} loading={busy} onClick={() => onStatus('active')}>
                <Trans>Retomar</Trans>
              </Button>
            ) : (
              <Button size="small" icon={<PauseCircleOutlined />} loading={busy} onClick={() => onStatus('paused')}>
                <Trans>Pausar</Trans>
              </Button>
            )}
            {monitor.site && (
              <Button size="small" icon={<HistoryOutlined />} onClick={() => setHistoryOpen((open) => !open)} aria-expanded={historyOpen}>
                <Trans>Histórico</Trans>
              </Button>
            )}
            <Button size="small" icon={<ThunderboltOutlined />} onClick={onRun} data-testid="monitor-run">
              <Trans>Executar agora</Trans>
            </Button>
            <Popconfirm
              title={t`Excluir este monitoramento?`}
              description={t`Os relatórios já gerados continuam na aba Relatórios.`}
              okText={t`Excluir`}
              cancelText={t`Cancelar`}
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete().catch(() => undefined)}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t`Excluir ${monitor.name}`} />
            </Popconfirm>
          </Flex>
        </Flex>
        {monitor.description && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
            {monitor.description}
          </Typography.Paragraph>
        )}
        {monitor.status === 'error' && monitor.lastError && <Typography.Text type="danger">{monitor.lastError}</Typography.Text>}
        {monitor.site && <SiteMonitorLastRun site={monitor.site} />}
        <Flex gap={16} wrap>
          {!monitor.site && (
            <FigureTile
              label={<Trans>Pontuação média</Trans>}
              value={formatScore(metrics.averageScore, locale) ?? '—'}
              hint={metrics.averageScore === null ? (metrics.successRate ? t`Sem dados: nenhuma execução pôde decidir uma checagem` : noRun) : undefined}
            />
          )}
          <FigureTile label={<Trans>Taxa de sucesso</Trans>} value={formatPercent(metrics.successRate, locale) ?? '—'} />
          <FigureTile label={<Trans>Execuções</Trans>} value={formatCount(metrics.totalRuns, locale)} />
          <FigureTile
            label={<Trans>Última execução</Trans>}
            value={<span style={{ fontSize: 13 }}>{lastRunAt ? formatDateTime(lastRunAt, locale) : t`Nunca`}</span>}
            hint={
              monitor.site ? undefined : monitor.lastRun?.overallScore != null ? (
                <Trans>pontuação {formatScore(monitor.lastRun.overallScore, locale)}</Trans>
              ) : monitor.lastRun?.status === 'completed' || monitor.lastRun?.status === 'published' ? (
                <Trans>sem pontuação (sem dados)</Trans>
              ) : undefined
            }
          />
          <FigureTile
            label={<Trans>Próxima execução</Trans>}
            value={
              <span style={{ fontSize: 13 }}>
                {monitor.status === 'paused' || !monitor.schedule.nextRunAt ? t`Pausado` : formatDateTime(monitor.schedule.nextRunAt, locale)}
              </span>
            }
          />
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
          {monitor.websites.join(' · ')}
        </Typography.Text>
        {monitor.site && historyOpen && <SiteMonitorHistory monitorId={monitor.id} />}
      </Flex>
    </Card>
  );
}
