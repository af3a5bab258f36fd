import { Trans, useLingui } from '@lingui/react/macro';
import type { PlaybookExecutionView } from '@otimiza/plugin-customer-success-shared';
import { formatDateTime } from '@otimiza/sdk/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { csKeys, executionsQueryOptions } from '../../api/cs';
import { executionColours, stepColours, useLabels } from '../../lib/labels';
import { LoadError } from '../common/LoadError';

/** Runs shown before 'Ver todas'. */
const SHOWN = 3;

const unfinished = (execution: PlaybookExecutionView) => execution.status === 'queued' || execution.status === 'running';

function ExecutionItem({ execution }: { execution: PlaybookExecutionView }) {
  const { t, i18n } = useLingui();
  const labels = useLabels();
  const { healthBefore: before, healthAfter: after } = execution;
  return (
    <Flex
      vertical
      gap={6}
      style={{ border: '1px solid rgba(0,0,0,0.08)', borderRadius: 8, padding: '8px 10px' }}
      data-testid="execution"
      data-status={execution.status}
      aria-label={t`Execução para ${execution.customerName}`}
    >
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong>{execution.customerName}</Typography.Text>
        <Tag color={executionColours[execution.status]} style={{ marginInlineEnd: 0 }} data-testid="execution-status">
          {labels.executionStatus[execution.status]}
        </Tag>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {execution.completedAt
          ? t`Iniciada em ${formatDateTime(execution.startedAt, i18n.locale)} · terminada em ${formatDateTime(execution.completedAt, i18n.locale)}`
          : t`Iniciada em ${formatDateTime(execution.startedAt, i18n.locale)}`}
        {' · '}
        {before === null
          ? t`saúde antes: sem dados`
          : after === null
            ? t`saúde antes: ${before}; depois: aguardando a próxima medição diária`
            : t`saúde: ${before} → ${after}`}
      </Typography.Text>
      <ol style={{ margin: 0, paddingInlineStart: 20 }}>
        {execution.steps.map((step, index) => (
          <li key={index} style={{ marginBottom: 2 }} data-testid="execution-step">
            <Flex gap={6} align="baseline" wrap>
              <Typography.Text style={{ fontSize: 13 }}>{step.name}</Typography.Text>
              <Tag color={stepColours[step.status]} style={{ marginInlineEnd: 0 }}>
                {labels.stepStatus[step.status]}
              </Tag>
            </Flex>
            {step.detail && (
              <Typography.Text type={step.status === 'failed' ? 'danger' : 'secondary'} style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
                {step.detail}
              </Typography.Text>
            )}
          </li>
        ))}
      </ol>
    </Flex>
  );
}

/** A playbook's latest runs, each with its state and its steps' outcomes; read again while one runs. */
export function ExecutionList({ playbookId }: { playbookId: string }) {
  const { t } = useLingui();
  const query = useQuery(executionsQueryOptions(playbookId));
  const queryClient = useQueryClient();
  const [all, setAll] = useState(false);
  const running = query.data?.executions.filter(unfinished).length ?? 0;
  const wasRunning = useRef(running);
  // A run that finished changes the playbook's completion rate and time saved.
  useEffect(() => {
    if (wasRunning.current > running) void queryClient.invalidateQueries({ queryKey: csKeys.playbooks, exact: true });
    wasRunning.current = running;
  }, [running, queryClient]);

  if (query.error) return <LoadError title={t`Não foi possível carregar as execuções`} query={query} />;
  if (!query.data) return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  const { executions } = query.data;
  if (executions.length === 0)
    return (
      <Typography.Text type="secondary" data-testid="executions-empty">
        <Trans>Nenhuma execução ainda: escolha um cliente acima e clique em Executar.</Trans>
      </Typography.Text>
    );
  const shown = all ? executions : executions.slice(0, SHOWN);
  return (
    <Flex vertical gap={8} data-testid="playbook-executions">
      {shown.map((execution) => (
        <ExecutionItem key={execution.id} execution={execution} />
      ))}
      {executions.length > SHOWN && (
        <Button type="link" size="small" style={{ alignSelf: 'flex-start', padding: 0 }} onClick={() => setAll(!all)}>
          {all ? t`Mostrar só as mais recentes` : t`Ver todas (${executions.length})`}
        </Button>
      )}
    </Flex>
  );
}
