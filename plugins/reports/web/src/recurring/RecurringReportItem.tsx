import {
  CalendarOutlined,
  DeleteOutlined,
  HistoryOutlined,
  LinkOutlined,
  MailOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  SettingOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RecurringReportView } from '@otimiza/plugin-reports-shared';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { formatDateTime, saoPauloTimeZone } from '../lib/format';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';
import { RunHistory } from './RunHistory';
import { RunStatusTag } from './RunStatusTag';

export interface RecurringReportActions {
  /** Opens the configure dialog for this report. */
  onConfigure: () => void;
  onToggle: () => void;
  onDelete: () => Promise<unknown>;
  onRunNow: () => void;
  toggling: boolean;
  deleting: boolean;
  running: boolean;
  readOnlyReason?: string;
}

/** One recurring report: its schedule, recipients, state, actions and run history. */
export function RecurringReportItem({ report, actions }: { report: RecurringReportView; actions: RecurringReportActions }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyId = useId();
  const frequency = report.frequency === 'weekly' ? t`Semanal` : t`Mensal`;
  const nextRun = report.isActive ? formatDateTime(report.nextRun, locale, saoPauloTimeZone) : null;
  const urlCount = report.urls.length;
  const recipientCount = report.recipients.length;
  const readOnly = actions.readOnlyReason !== undefined;

  return (
    <Card size="small" data-testid="recurring-report" styles={{ body: { padding: 16 } }}>
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="flex-start" gap={8} wrap>
          <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography.Text strong style={{ fontSize: 16, overflowWrap: 'anywhere' }}>
              {report.name}
            </Typography.Text>
            <Typography.Text type="secondary" ellipsis={{ tooltip: report.urls.join('\n') }} style={{ fontSize: 13, maxWidth: '100%' }}>
              <LinkOutlined aria-hidden="true" /> {report.urls[0]}
              {urlCount > 1 && <> (+{urlCount - 1})</>}
            </Typography.Text>
          </Flex>
          <Flex gap={6} wrap>
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {frequency}
            </Tag>
            {report.isActive ? (
              <Tag color="success" style={{ marginInlineEnd: 0 }} data-testid="recurring-active">
                <Trans>Ativo</Trans>
              </Tag>
            ) : (
              <Tag style={{ marginInlineEnd: 0 }} data-testid="recurring-inactive">
                <Trans>Inativo</Trans>
              </Tag>
            )}
          </Flex>
        </Flex>

        <Flex gap={16} wrap style={{ fontSize: 13 }}>
          <Typography.Text type="secondary" title={report.recipients.join(', ')}>
            <MailOutlined aria-hidden="true" /> <Plural value={recipientCount} one="# destinatário" other="# destinatários" />
          </Typography.Text>
          <Typography.Text type="secondary">
            <CalendarOutlined aria-hidden="true" /> {nextRun ? <Trans>Próximo envio: {nextRun}</Trans> : <Trans>Pausado: sem próximo envio</Trans>}
          </Typography.Text>
          {report.lastRun && (
            <Flex gap={6} align="center">
              <Typography.Text type="secondary">
                <Trans>Último envio:</Trans>
              </Typography.Text>
              <RunStatusTag status={report.lastRun.status} />
            </Flex>
          )}
        </Flex>

        <Flex gap={8} wrap title={actions.readOnlyReason}>
          <Button
            size="small"
            disabled={readOnly}
            icon={<ThunderboltOutlined />}
            loading={actions.running}
            onClick={actions.onRunNow}
            data-testid="recurring-run-now"
          >
            {actions.running ? <Trans>Iniciando...</Trans> : <Trans>Executar agora</Trans>}
          </Button>
          <Button size="small" disabled={readOnly} icon={<SettingOutlined />} onClick={actions.onConfigure} data-testid="recurring-configure">
            <Trans>Configurar</Trans>
          </Button>
          <Button
            size="small"
            disabled={readOnly}
            icon={report.isActive ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
            loading={actions.toggling}
            onClick={actions.onToggle}
            data-testid="recurring-toggle"
          >
            {report.isActive ? <Trans>Pausar</Trans> : <Trans>Retomar</Trans>}
          </Button>
          <Button
            size="small"
            type={historyOpen ? 'default' : 'text'}
            icon={<HistoryOutlined />}
            aria-expanded={historyOpen}
            aria-controls={historyId}
            onClick={() => setHistoryOpen((open) => !open)}
            data-testid="recurring-history-toggle"
          >
            {historyOpen ? <Trans>Ocultar histórico</Trans> : <Trans>Histórico</Trans>}
          </Button>
          <Popconfirm
            title={t`Excluir este relatório recorrente?`}
            description={t`Os envios agendados param e o histórico de execuções é apagado.`}
            okText={t`Excluir`}
            cancelText={t`Cancelar`}
            okButtonProps={{ danger: true, loading: actions.deleting }}
            onConfirm={actions.onDelete}
            disabled={readOnly}
          >
            <Button size="small" danger type="text" icon={<DeleteOutlined />} loading={actions.deleting} disabled={readOnly}>
              <Trans>Excluir</Trans>
            </Button>
          </Popconfirm>
        </Flex>

        {historyOpen && (
          <div id={historyId} style={{ borderTop: '1px solid #F0F0F0', paddingTop: 8 }}>
            <Typography.Text strong style={{ fontSize: 13 }}>
              <Trans>Histórico de execuções</Trans>
            </Typography.Text>
            <RunHistory reportId={report.id} />
          </div>
        )}
      </Flex>
    </Card>
  );
}
