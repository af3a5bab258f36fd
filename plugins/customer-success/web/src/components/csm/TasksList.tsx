import { CheckOutlined, UndoOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TaskView } from '@otimiza/plugin-customer-success-shared';
import { EmptyState, formatDate } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { csKeys, setTaskStatus, tasksQueryOptions, type TaskStatusFilter } from '../../api/cs';
import { useLabels } from '../../lib/labels';
import { LoadError } from '../common/LoadError';

function TaskRow({ task, onChange, changing }: { task: TaskView; onChange(): void; changing: boolean }) {
  const { t, i18n } = useLingui();
  const labels = useLabels();
  const open = task.status === 'open';
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={8}
      wrap
      style={{ borderTop: '1px solid rgba(0,0,0,0.06)', paddingTop: 8 }}
      data-testid="cs-task"
      aria-label={task.title}
    >
      <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Flex gap={6} align="center" wrap>
          <Tag style={{ marginInlineEnd: 0 }}>{labels.taskKind[task.kind]}</Tag>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {task.title}
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {task.customerName} · {task.assignee?.name || t`sem responsável`} · {t`prazo ${formatDate(task.dueAt, i18n.locale)}`}
          {task.overdue && (
            <>
              {' '}
              <Tag color="red" style={{ marginInlineEnd: 0 }}>
                <Trans>Atrasada</Trans>
              </Tag>
            </>
          )}
        </Typography.Text>
      </Flex>
      <Button
        size="small"
        type={open ? 'primary' : 'default'}
        icon={open ? <CheckOutlined /> : <UndoOutlined />}
        loading={changing}
        onClick={onChange}
        data-testid={open ? 'complete-task' : 'reopen-task'}
      >
        {open ? t({ message: 'Concluir', context: 'complete a task' }) : t`Reabrir`}
      </Button>
    </Flex>
  );
}

/** The CSMs' tasks from the playbooks: done from here, so the workload and the churn model's manual interventions move. */
export function TasksList({ csm }: { csm: string }) {
  const { t } = useLingui();
  const [status, setStatus] = useState<TaskStatusFilter>('open');
  const query = useQuery(tasksQueryOptions(csm, status));
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const change = useMutation({
    mutationFn: (task: TaskView) => setTaskStatus(task.id, task.status === 'open' ? 'done' : 'open'),
    onSuccess: async (task) => {
      notification.success({ title: task.status === 'done' ? t`Tarefa concluída` : t`Tarefa reaberta`, description: task.title });
      await queryClient.invalidateQueries({ queryKey: csKeys.all });
    },
    onError: (error) => notification.error({ title: t`Erro`, description: error.message }),
  });
  return (
    <Card
      size="small"
      title={t`Tarefas dos playbooks`}
      extra={
        <Segmented<TaskStatusFilter>
          size="small"
          value={status}
          onChange={setStatus}
          options={[
            { value: 'open', label: t({ message: 'Abertas', context: 'open tasks' }) },
            { value: 'done', label: t`Concluídas` },
          ]}
          aria-label={t`Situação das tarefas`}
        />
      }
      data-testid="cs-tasks"
    >
      {query.error ? (
        <LoadError title={t`Não foi possível carregar as tarefas`} query={query} />
      ) : !query.data ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : query.data.tasks.length === 0 ? (
        <EmptyState
          testId="cs-tasks-empty"
          title={status === 'open' ? t`Nenhuma tarefa aberta` : t`Nenhuma tarefa concluída`}
          description={status === 'open' ? t`Os playbooks com o passo de tarefa criam tarefas para o CSM do cliente.` : undefined}
        />
      ) : (
        <Flex vertical gap={8}>
          {query.data.tasks.map((task) => (
            <TaskRow key={task.id} task={task} changing={change.isPending && change.variables?.id === task.id} onChange={() => change.mutate(task)} />
          ))}
        </Flex>
      )}
    </Card>
  );
}
