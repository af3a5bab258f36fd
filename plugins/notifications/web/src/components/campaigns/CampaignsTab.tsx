import { PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { campaignStatuses, type CampaignStatus, type CampaignView } from '@otimiza/plugin-notifications-shared';
import { EmptyState, FilterAndCreateBar, QueryStates, ScrollArea } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { campaignsQueryOptions } from '../../api/campaigns';
import { useCampaignActions } from '../../hooks/useCampaignActions';
import { campaignStatusLabels } from '../../lib/labels';
import { CampaignCard } from './CampaignCard';
import { CampaignFormModal } from './CampaignFormModal';

/** The campaigns tab: status filter, the campaigns with their figures, create, edit and status changes. */
export function CampaignsTab() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<CampaignStatus | undefined>(undefined);
  const list = useQuery(campaignsQueryOptions(status));
  const { changeStatus, remove } = useCampaignActions();
  const [editing, setEditing] = useState<CampaignView | null | 'new'>(null);

  return (
    <Flex vertical gap={16}>
      <FilterAndCreateBar<CampaignStatus>
        filter={{
          value: status,
          onChange: setStatus,
          options: campaignStatuses.map((value) => ({ value, label: i18n._(campaignStatusLabels[value]) })),
          placeholder: t`Todos os status`,
          label: t`Status`,
          testId: 'filter-status',
        }}
        create={{ label: <Trans>Nova campanha</Trans>, onClick: () => setEditing('new'), testId: 'new-campaign' }}
      />
      <QueryStates
        query={list}
        data={list.data?.campaigns}
        errorTitle={<Trans>Não foi possível carregar as campanhas</Trans>}
        isEmpty={(campaigns) => campaigns.length === 0}
        empty={
          status ? (
            <EmptyState testId="campaigns-filtered-empty" title={<Trans>Nenhuma campanha com este status</Trans>} />
          ) : (
            <EmptyState
              testId="campaigns-empty"
              title={<Trans>Nenhuma campanha ainda</Trans>}
              description={<Trans>Uma campanha envia um template a um público escolhido por critérios, pelos canais que você marcar.</Trans>}
              action={
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                  <Trans>Criar a primeira campanha</Trans>
                </Button>
              }
            />
          )
        }
      >
        {(campaigns) => (
          <ScrollArea label={t`Lista de campanhas`} testId="campaign-list">
            <Flex vertical gap={12}>
              {campaigns.map((campaign) => (
                <CampaignCard
                  key={campaign.id}
                  campaign={campaign}
                  busy={changeStatus.isPending && changeStatus.variables?.id === campaign.id}
                  onEdit={() => setEditing(campaign)}
                  onStatus={(next) => changeStatus.mutate({ id: campaign.id, status: next })}
                  onDelete={() => remove.mutateAsync(campaign.id)}
                />
              ))}
            </Flex>
          </ScrollArea>
        )}
      </QueryStates>
      <CampaignFormModal open={editing !== null} campaign={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
