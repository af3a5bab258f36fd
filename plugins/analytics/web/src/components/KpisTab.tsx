import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardQuery, KpiView } from '@otimiza/plugin-analytics-shared';
import { ApiRequestError } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Flex, InputNumber, Row, Typography } from 'antd';
import { useState } from 'react';
import { dashboardQueryKey, kpisQueryOptions, setKpiTarget } from '../api/dashboard';
import { useLanguage } from '../lib/language';
import { EmptyState } from './EmptyState';
import { KpiCard } from './KpiCard';
import { QueryState } from './QueryState';

/** The KPIs of the category with the target each one is measured against, editable. */
export function KpisTab({ query, autoRefresh }: { query: DashboardQuery; autoRefresh: boolean }) {
  const { t } = useLingui();
  const kpis = useQuery(kpisQueryOptions(query, autoRefresh));
  return (
    <QueryState query={kpis} title={t`Não foi possível carregar os KPIs`}>
      {(data) =>
        data.kpis.length === 0 ? (
          <EmptyState>
            <Trans>Nenhum KPI nesta categoria.</Trans>
          </EmptyState>
        ) : (
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">
              <Trans>
                Status comparado à meta que você define: atingida é excelente, até 10% abaixo bom, até 25% atenção, além disso crítico. Previsões pedem{' '}
                {data.minForecastDays} dias com dados.
              </Trans>
            </Typography.Text>
            <Row gutter={[12, 12]}>
              {data.kpis.map((kpi) => (
                <Col key={kpi.id} xs={24} md={12} xl={8}>
                  <KpiCard kpi={kpi} extra={<TargetEditor kpi={kpi} />} />
                </Col>
              ))}
            </Row>
          </Flex>
        )
      }
    </QueryState>
  );
}

function TargetEditor({ kpi }: { kpi: KpiView }) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const { pick } = useLanguage();
  const name = pick(kpi.name);
  const client = useQueryClient();
  const [value, setValue] = useState<number | null>(kpi.target);
  const save = useMutation({
    mutationFn: (target: number | null) => setKpiTarget(kpi.id, target),
    onSuccess: async () => {
      notification.success({ title: t`Meta salva` });
      await client.invalidateQueries({ queryKey: dashboardQueryKey });
    },
    onError: (error) =>
      notification.error({ title: t`Não foi possível salvar a meta`, description: error instanceof ApiRequestError ? error.message : undefined }),
  });
  return (
    <Flex gap={8} wrap align="center">
      <InputNumber
        size="small"
        min={0}
        max={1_000_000}
        value={value}
        onChange={(next) => setValue(typeof next === 'number' ? next : null)}
        aria-label={t`Meta de ${name}`}
        placeholder={t`Meta`}
        style={{ width: 120 }}
        data-testid="kpi-target-input"
      />
      <Button size="small" type="primary" loading={save.isPending} onClick={() => save.mutate(value)} data-testid="kpi-target-save">
        <Trans>Salvar meta</Trans>
      </Button>
      {kpi.target !== null && (
        <Button size="small" onClick={() => save.mutate(null)}>
          <Trans>Remover</Trans>
        </Button>
      )}
    </Flex>
  );
}
