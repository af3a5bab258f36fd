import { DownOutlined, HistoryOutlined, PlayCircleOutlined, UpOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlaybookView } from '@otimiza/plugin-customer-success-shared';
import { EmptyState, formatDateTime, ScrollArea } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Row, Select, Skeleton, Statistic, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { csKeys, customersQueryOptions, executePlaybook, playbooksQueryOptions, setPlaybookEnabled } from '../../api/cs';
import { percentText } from '../../lib/health';
import { useLabels } from '../../lib/labels';
import { LoadError } from '../common/LoadError';
import { ExecutionList } from './ExecutionList';

function PlaybookCard({
  playbook,
  onRun,
  onToggle,
  running,
  toggling,
  showRuns,
  onShowRuns,
}: {
  playbook: PlaybookView;
  onRun(): void;
  onToggle(enabled: boolean): void;
  running: boolean;
  toggling: boolean;
  showRuns: boolean;
  onShowRuns(show: boolean): void;
}) {
  const { t, i18n } = useLingui();
  const labels = useLabels();
  const { metrics } = playbook;
  const shown = playbook.actions.slice(0, 4);
  const more = playbook.actions.length - shown.length;
  const impact = metrics.avgImpactOnHealthScore;
  return (
    <Card size="small" data-testid="playbook-card" aria-label={playbook.name}>
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="flex-start" gap={8} wrap>
          <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography.Text strong style={{ fontSize: 15 }}>
              {playbook.name}
            </Typography.Text>
            <Flex gap={4} wrap>
              <Tag color={playbook.enabled ? 'green' : 'default'}>{playbook.enabled ? t`Ativo` : t`Inativo`}</Tag>
              <Tag>{labels.category[playbook.category]}</Tag>
            </Flex>
          </Flex>
          <Flex gap={8} align="center">
            <Switch checked={playbook.enabled} loading={toggling} onChange={onToggle} aria-label={t`Playbook ativo`} size="small" />
            <Button type="primary" icon={<PlayCircleOutlined />} disabled={!playbook.enabled} loading={running} onClick={onRun} data-testid="run-playbook">
              <Trans>Executar</Trans>
            </Button>
          </Flex>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {playbook.description}
        </Typography.Paragraph>
        <Row gutter={[12, 8]}>
          <Col xs={12} md={6}>
            <Statistic title={t`Conclusão`} value={percentText(metrics.completionRate, i18n.locale)} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t`Sucesso (30 dias)`} value={percentText(metrics.successRate, i18n.locale)} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t`Impacto na saúde`} value={impact === null ? '—' : `${impact > 0 ? '+' : ''}${impact}`} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t`Tempo economizado`} value={t`${metrics.timeSaved} min`} />
          </Col>
        </Row>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Trans>
            Execuções: {metrics.executions} · medidas: {metrics.measured}
          </Trans>
        </Typography.Text>
        <Flex gap={4} wrap align="center">
          <Typography.Text style={{ fontSize: 13 }}>
            <Trans>Ações ({playbook.actions.length}):</Trans>
          </Typography.Text>
          {shown.map((action, index) => (
            <Tag key={index}>{action.name}</Tag>
          ))}
          {more > 0 && <Typography.Text type="secondary">{t`+${more} mais`}</Typography.Text>}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {playbook.createdBy ?? t`Modelo padrão`} · {t`Modificado em ${formatDateTime(playbook.lastModified, i18n.locale)}`}
        </Typography.Text>
        <Button
          size="small"
          icon={<HistoryOutlined />}
          style={{ alignSelf: 'flex-start' }}
          aria-expanded={showRuns}
          onClick={() => onShowRuns(!showRuns)}
          data-testid="playbook-runs-toggle"
        >
          <Trans>Execuções ({metrics.executions})</Trans> {showRuns ? <UpOutlined aria-hidden="true" /> : <DownOutlined aria-hidden="true" />}
        </Button>
        {showRuns && <ExecutionList playbookId={playbook.id} />}
      </Flex>
    </Card>
  );
}

/** Playbooks: choose a client, then run a playbook for it; without a client the run asks for one ('Selecionar cliente'). */
export function PlaybooksTab() {
  const { t } = useLingui();
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [shownRuns, setShownRuns] = useState<ReadonlySet<string>>(new Set());
  const showRuns = (id: string, show: boolean) =>
    setShownRuns((previous) => {
      const next = new Set(previous);
      if (show) next.add(id);
      else next.delete(id);
      return next;
    });
  const playbooks = useQuery(playbooksQueryOptions());
  const customers = useQuery(customersQueryOptions({ riskLevel: 'all' }));
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const run = useMutation({
    mutationFn: (id: string) => executePlaybook(id, customerId!),
    onSuccess: async (execution) => {
      notification.success({
        title: t`Playbook executado`,
        description: t`${execution.playbookName} para ${execution.customerName}: ações na fila (${execution.steps.length}).`,
      });
      // The run's state and steps show under its card as they happen.
      showRuns(execution.playbookId, true);
      await queryClient.invalidateQueries({ queryKey: csKeys.all });
    },
    onError: (error) => notification.error({ title: t`Erro`, description: error.message }),
  });
  const toggle = useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => setPlaybookEnabled(id, enabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: csKeys.playbooks }),
    onError: (error) => notification.error({ title: t`Erro`, description: error.message }),
  });

  return (
    <Flex vertical gap={16}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t`Selecione o cliente para executar`}
        aria-label={t`Cliente para executar o playbook`}
        value={customerId ?? undefined}
        onChange={(value) => setCustomerId(value ?? null)}
        style={{ maxWidth: 420 }}
        options={(customers.data?.customers ?? []).map((customer) => ({ value: customer.customerId, label: customer.customerName }))}
        data-testid="playbook-customer"
      />
      {playbooks.error ? (
        <LoadError title={t`Não foi possível carregar os playbooks`} query={playbooks} />
      ) : !playbooks.data ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : playbooks.data.playbooks.length === 0 ? (
        <EmptyState title={t`Nenhum playbook`} />
      ) : (
        <ScrollArea label={t`Playbooks`}>
          <Flex vertical gap={12}>
            {playbooks.data.playbooks.map((playbook) => (
              <PlaybookCard
                key={playbook.id}
                playbook={playbook}
                running={run.isPending && run.variables === playbook.id}
                toggling={toggle.isPending && toggle.variables?.id === playbook.id}
                onToggle={(enabled) => toggle.mutate({ id: playbook.id, enabled })}
                showRuns={shownRuns.has(playbook.id)}
                onShowRuns={(show) => showRuns(playbook.id, show)}
                onRun={() => {
                  if (!customerId) {
                    notification.info({ title: t`Selecionar cliente`, description: t`Escolha o cliente acima antes de executar o playbook.` });
                    return;
                  }
                  run.mutate(playbook.id);
                }}
              />
            ))}
          </Flex>
        </ScrollArea>
      )}
    </Flex>
  );
}
