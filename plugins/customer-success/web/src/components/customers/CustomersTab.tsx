import { PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { riskLevels, type CustomerView, type RiskLevel } from '@otimiza/plugin-customer-success-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, Select, Skeleton } from 'antd';
import { useDeferredValue, useState } from 'react';
import { csKeys, customersQueryOptions, deleteCustomer, resolveAlert, updateCustomer } from '../../api/cs';
import { useLabels } from '../../lib/labels';
import { LoadError } from '../common/LoadError';
import { CustomerCard } from './CustomerCard';
import { CustomerFormModal } from './CustomerFormModal';
import { EmptyState, ScrollArea } from '@otimiza/sdk/web';

/** Clientes: search by name or e-mail, the risk filter, the cards in a 600 px area. */
export function CustomersTab() {
  const { t } = useLingui();
  const labels = useLabels();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [riskLevel, setRiskLevel] = useState<'all' | RiskLevel>('all');
  const [editing, setEditing] = useState<CustomerView | null | 'new'>(null);
  const query = useQuery(customersQueryOptions({ riskLevel, search: deferred || undefined }));
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const refresh = useMutation({
    mutationFn: (id: string) => updateCustomer(id, { lastActivity: new Date().toISOString() }),
    onSuccess: async () => {
      notification.success({ title: t`Cliente atualizado` });
      await queryClient.invalidateQueries({ queryKey: csKeys.all });
    },
    onError: (error) => notification.error({ title: t`Erro`, description: error.message }),
  });
  const remove = useMutation({
    mutationFn: (customer: CustomerView) => deleteCustomer(customer.customerId),
    onSuccess: async (_result, customer) => {
      notification.success({ title: t`Cliente excluído`, description: customer.customerName });
      await queryClient.invalidateQueries({ queryKey: csKeys.all });
    },
    onError: (error) => notification.error({ title: t`Erro`, description: error.message }),
  });
  const resolve = useMutation({
    mutationFn: (alertId: string) => resolveAlert(alertId),
    onSuccess: async () => {
      notification.success({ title: t`Alerta resolvido` });
      await queryClient.invalidateQueries({ queryKey: csKeys.all });
    },
    onError: (error) => notification.error({ title: t`Erro`, description: error.message }),
  });

  const members = query.data?.members ?? [];
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          placeholder={t`Buscar por nome ou e-mail`}
          aria-label={t`Buscar por nome ou e-mail`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ flex: '1 1 220px', maxWidth: 420 }}
        />
        <Select
          aria-label={t`Nível de risco`}
          value={riskLevel}
          onChange={setRiskLevel}
          style={{ minWidth: 170 }}
          options={[{ value: 'all', label: t`Todos os riscos` }, ...riskLevels.map((level) => ({ value: level, label: t`Risco ${labels.risk[level]}` }))]}
          data-testid="risk-filter"
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="new-customer">
          <Trans>Novo cliente</Trans>
        </Button>
      </Flex>
      {query.error ? (
        <LoadError title={t`Não foi possível carregar os clientes`} query={query} />
      ) : !query.data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      ) : query.data.customers.length === 0 ? (
        <EmptyState
          testId="customers-empty"
          title={deferred || riskLevel !== 'all' ? t`Nenhum cliente com esses filtros` : t`Nenhum cliente ainda`}
          description={
            deferred || riskLevel !== 'all'
              ? t`Mude a busca ou o nível de risco.`
              : t`Os espaços de trabalho de cliente que você cria em Clientes aparecem aqui sozinhos; clientes sem espaço de trabalho você cadastra à mão.`
          }
        />
      ) : (
        <ScrollArea label={t`Clientes`} testId="customers-list">
          <Flex vertical gap={12}>
            {query.data.customers.map((customer) => (
              <CustomerCard
                key={customer.customerId}
                customer={customer}
                refreshing={refresh.isPending && refresh.variables === customer.customerId}
                onRefresh={() => refresh.mutate(customer.customerId)}
                onEdit={() => setEditing(customer)}
                deleting={remove.isPending && remove.variables?.customerId === customer.customerId}
                onDelete={() => remove.mutate(customer)}
                resolvingAlert={resolve.isPending ? (resolve.variables ?? null) : null}
                onResolveAlert={(id) => resolve.mutate(id)}
              />
            ))}
          </Flex>
        </ScrollArea>
      )}
      <CustomerFormModal open={editing !== null} customer={editing === 'new' ? null : editing} members={members} onClose={() => setEditing(null)} />
    </Flex>
  );
}
