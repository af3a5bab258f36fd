import { DeleteOutlined, PauseCircleOutlined, PlayCircleOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MonitorView } from '@otimiza/plugin-audit-shared';
import { FigureTile, formatDateTime } from '@otimiza/sdk/web';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount, formatPercent, formatScore } from '../../lib/format';
import { frequencyLabels } from '../../lib/labels';
import { MonitorStatusTag } from './MonitorStatusTag';

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
  return (
    <Card size="small" data-testid="monitor-card" data-name={monitor.name}>
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="flex-start" gap={8} wrap>
          <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography.Text strong>{monitor.name}</Typography.Text>
            <Flex gap={6} wrap>
              <MonitorStatusTag status={monitor.status} />
              <Tag>{i18n._(frequencyLabels[monitor.schedule.frequency])}</Tag>
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
        <Flex gap={16} wrap>
          <FigureTile
            label={<Trans>Pontuação média</Trans>}
            value={formatScore(metrics.averageScore, locale) ?? '—'}
            hint={metrics.averageScore === null ? (metrics.successRate ? t`Sem dados: nenhuma execução pôde decidir uma checagem` : noRun) : undefined}
          />
          <FigureTile label={<Trans>Taxa de sucesso</Trans>} value={formatPercent(metrics.successRate, locale) ?? '—'} />
          <FigureTile label={<Trans>Execuções</Trans>} value={formatCount(metrics.totalRuns, locale)} />
          <FigureTile
            label={<Trans>Última execução</Trans>}
            value={<span style={{ fontSize: 13 }}>{monitor.lastRun ? formatDateTime(monitor.lastRun.at, locale) : t`Nunca`}</span>}
            hint={
              monitor.lastRun?.overallScore != null ? (
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
      </Flex>
    </Card>
  );
}
