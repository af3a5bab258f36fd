import { PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { monitorStatuses, type MonitorStatus } from '@otimiza/plugin-audit-shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { frameworksQueryOptions } from '../../api/frameworks';
import { monitorsQueryOptions } from '../../api/monitoring';
import { useMonitorActions } from '../../hooks/useMonitorActions';
import { monitorStatusLabels } from '../../lib/labels';
import { LoadError } from '../common/LoadError';
import { MonitorCard } from './MonitorCard';
import { MonitorFormModal } from './MonitorFormModal';
import { EmptyState, FilterAndCreateBar, QueryStates, ScrollArea } from '@otimiza/sdk/web';

/** The monitoring tab: status filter, the scheduled re-runs with their figures, create, pause/resume, run now, delete. */
export function MonitoringTab() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<MonitorStatus | undefined>(undefined);
  const [creating, setCreating] = useState(false);
  const list = useQuery(monitorsQueryOptions(status));
  const frameworks = useQuery(frameworksQueryOptions());
  const frameworkNames = new Map<string, string>(frameworks.data?.frameworks.map((framework) => [framework.id, framework.name]) ?? []);
  const { changeStatus, run, remove } = useMonitorActions();

  return (
    <Flex vertical gap={16}>
      <FilterAndCreateBar<MonitorStatus>
        filter={{
          value: status,
          onChange: setStatus,
          options: monitorStatuses.map((value) => ({ value, label: i18n._(monitorStatusLabels[value]) })),
          placeholder: t`Todos os status`,
          label: t`Status`,
          testId: 'filter-monitor-status',
        }}
        create={{ label: <Trans>Novo monitoramento</Trans>, onClick: () => setCreating(true), testId: 'new-monitor' }}
      />
      <QueryStates
        query={list}
        data={list.data?.monitors}
        errorTitle={<Trans>Não foi possível carregar os monitoramentos</Trans>}
        errorAlert={LoadError}
        isEmpty={(monitors) => monitors.length === 0}
        empty={
          status ? (
            <EmptyState testId="monitors-filtered-empty" title={<Trans>Nenhum monitoramento com este status</Trans>} />
          ) : (
            <EmptyState
              testId="monitors-empty"
              title={<Trans>Nenhum monitoramento ainda</Trans>}
              description={
                <Trans>Um monitoramento repete a auditoria dos sites escolhidos todo dia ou toda semana e avisa quando uma checagem volta a falhar.</Trans>
              }
              action={
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                  <Trans>Criar o primeiro monitoramento</Trans>
                </Button>
              }
            />
          )
        }
      >
        {(monitors) => (
          <ScrollArea label={t`Lista de monitoramentos`} testId="monitor-list">
            <Flex vertical gap={12}>
              {monitors.map((monitor) => (
                <MonitorCard
                  key={monitor.id}
                  monitor={monitor}
                  frameworkNames={frameworkNames}
                  busy={changeStatus.isPending && changeStatus.variables?.id === monitor.id}
                  onStatus={(next) => changeStatus.mutate({ id: monitor.id, status: next })}
                  onRun={() => run.mutate(monitor)}
                  onDelete={() => remove.mutateAsync(monitor.id)}
                />
              ))}
            </Flex>
          </ScrollArea>
        )}
      </QueryStates>
      <MonitorFormModal open={creating} onClose={() => setCreating(false)} frameworkNames={frameworkNames} />
    </Flex>
  );
}
