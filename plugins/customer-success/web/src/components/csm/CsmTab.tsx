import { AimOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CsmDashboardView } from '@otimiza/plugin-customer-success-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Descriptions, Flex, Form, InputNumber, Modal, Progress, Row, Select, Skeleton, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { csKeys, csmQueryOptions, setCsmGoal } from '../../api/cs';
import { coloursOf, percentText } from '../../lib/health';
import { LoadError } from '../common/LoadError';
import { EmptyState, useWorkspaceRoleAtLeast, ScrollArea } from '@otimiza/sdk/web';
import { TasksList } from './TasksList';

function GoalLine({ label, current, target }: { label: string; current: number | null; target: number | null }) {
  const { t, i18n } = useLingui();
  return (
    <Flex vertical gap={0}>
      <Flex justify="space-between" gap={8}>
        <Typography.Text style={{ fontSize: 12 }}>{label}</Typography.Text>
        <Typography.Text style={{ fontSize: 12 }}>
          {percentText(current, i18n.locale)} / {target === null ? t`sem meta` : percentText(target, i18n.locale)}
        </Typography.Text>
      </Flex>
      {target !== null && current !== null && target > 0 && (
        <Progress percent={Math.max(0, Math.min(100, Math.round((current / target) * 100)))} size="small" aria-hidden="true" />
      )}
    </Flex>
  );
}

/** `onGoals`: only for owners and admins, who set the goals. */
function CsmCard({ dashboard, onGoals }: { dashboard: CsmDashboardView; onGoals: (() => void) | null }) {
  const { t, i18n } = useLingui();
  const average = dashboard.metrics.averageHealthScore;
  const expansion = dashboard.performance.expansionRate;
  return (
    <Card
      size="small"
      data-testid="csm-card"
      title={
        <Flex vertical gap={0} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {dashboard.csmName}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, fontWeight: 'normal' }}>
            {dashboard.csmEmail}
          </Typography.Text>
        </Flex>
      }
      extra={
        onGoals && (
          <Button size="small" icon={<AimOutlined />} onClick={onGoals}>
            <Trans>Metas</Trans>
          </Button>
        )
      }
    >
      <Row gutter={[12, 12]}>
        <Col xs={12} md={8} xl={4}>
          <Statistic title={t`Clientes`} value={dashboard.customers.total} />
        </Col>
        <Col xs={12} md={8} xl={5}>
          <Statistic
            title={t`Saúde média`}
            value={average ?? t`sem dados`}
            styles={{ content: { color: average === null ? undefined : coloursOf(average).color } }}
          />
        </Col>
        <Col xs={12} md={8} xl={5}>
          <Statistic title={t`Retenção (30 dias)`} value={percentText(dashboard.performance.retentionRate, i18n.locale)} />
        </Col>
        <Col xs={12} md={8} xl={5}>
          <Statistic
            title={t`Expansão (30 dias)`}
            value={expansion === null ? '—' : `${expansion > 0 ? '+' : expansion < 0 ? '−' : ''}${percentText(Math.abs(expansion), i18n.locale)}`}
            data-testid="csm-expansion"
          />
        </Col>
        <Col xs={12} md={8} xl={5}>
          <Statistic title={t`NPS`} value={dashboard.metrics.nps ?? t`sem dados`} />
        </Col>
      </Row>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        style={{ marginTop: 12 }}
        items={[
          {
            key: 'risk',
            label: t`Distribuição de risco`,
            children: (
              <span data-testid="csm-distribution">
                {t`Saudáveis (80+): ${dashboard.customers.healthy} · em risco (40–79): ${dashboard.customers.atRisk} · críticos (abaixo de 40): ${dashboard.customers.critical} · alertas: ${dashboard.workload.activeAlerts}`}
              </span>
            ),
          },
          {
            key: 'workload',
            label: t`Carga de trabalho`,
            children: (
              <span data-testid="csm-workload">
                {t`Reuniões: ${dashboard.workload.upcomingMeetings} · tarefas: ${dashboard.workload.pendingTasks} · atrasadas: ${dashboard.workload.overdueActions}`}
              </span>
            ),
          },
        ]}
      />
      <Flex vertical gap={6} style={{ marginTop: 8 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Trans>Metas do mês (atual / meta)</Trans>
        </Typography.Text>
        <GoalLine label={t`Retenção`} current={dashboard.goals.monthly.retention.current} target={dashboard.goals.monthly.retention.target} />
        <GoalLine label={t`Expansão`} current={dashboard.goals.monthly.expansion.current} target={dashboard.goals.monthly.expansion.target} />
      </Flex>
    </Card>
  );
}

/** CSM Dashboard: one card per member of the workspace (the spec's fixed names replaced by the members). */
export function CsmTab() {
  const { t } = useLingui();
  const [csm, setCsm] = useState('all');
  const [goalsOf, setGoalsOf] = useState<CsmDashboardView | null>(null);
  const managesGoals = useWorkspaceRoleAtLeast('admin');
  const all = useQuery(csmQueryOptions('all'));
  const query = useQuery(csmQueryOptions(csm));
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ retention: number | null; expansion: number | null }>();
  const save = useMutation({
    mutationFn: (values: { retention: number | null; expansion: number | null }) =>
      setCsmGoal(goalsOf!.id, { retention: values.retention ?? null, expansion: values.expansion ?? null }),
    onSuccess: async () => {
      notification.success({ title: t`Metas salvas` });
      setGoalsOf(null);
      await queryClient.invalidateQueries({ queryKey: csKeys.all });
    },
    onError: (error) => notification.error({ title: t`Erro`, description: error.message }),
  });

  return (
    <Flex vertical gap={16}>
      <Select
        aria-label={t`CSM`}
        value={csm}
        onChange={setCsm}
        style={{ maxWidth: 320 }}
        options={[{ value: 'all', label: t`Todos os CSMs` }, ...(all.data?.members ?? []).map((member) => ({ value: member.userId, label: member.name }))]}
        data-testid="csm-filter"
      />
      {query.error ? (
        <LoadError title={t`Não foi possível carregar os painéis dos CSMs`} query={query} />
      ) : !query.data ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : query.data.dashboards.length === 0 ? (
        <EmptyState title={t`Nenhum membro encontrado`} />
      ) : (
        <ScrollArea label={t`CSM Dashboard`}>
          <Flex vertical gap={12}>
            {query.data.dashboards.map((dashboard) => (
              <CsmCard
                key={dashboard.id}
                dashboard={dashboard}
                onGoals={
                  managesGoals
                    ? () => {
                        form.setFieldsValue({ retention: dashboard.goals.monthly.retention.target, expansion: dashboard.goals.monthly.expansion.target });
                        setGoalsOf(dashboard);
                      }
                    : null
                }
              />
            ))}
          </Flex>
        </ScrollArea>
      )}
      <TasksList csm={csm} />
      <Modal
        open={goalsOf !== null}
        title={t`Metas do mês de ${goalsOf?.csmName ?? ''}`}
        okText={t`Salvar`}
        cancelText={t`Cancelar`}
        onCancel={() => setGoalsOf(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
      >
        <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
          <Form.Item name="retention" label={t`Retenção (%)`}>
            <InputNumber min={0} max={100} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="expansion" label={t`Expansão (%)`}>
            <InputNumber min={0} max={100} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
