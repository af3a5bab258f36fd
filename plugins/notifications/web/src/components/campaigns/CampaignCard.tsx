import { CheckCircleOutlined, DeleteOutlined, EditOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CampaignStatus, CampaignView, DeliveryChannel } from '@otimiza/plugin-notifications-shared';
import { Button, Card, Flex, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount, formatPercent } from '../../lib/format';
import { campaignTypeLabels, channelLabels } from '../../lib/labels';
import { CampaignStatusTag } from './CampaignStatusTag';
import { FigureTile } from '@otimiza/sdk/web';

type StatusChange = Exclude<CampaignStatus, 'draft'>;

/** A campaign: status, type and channels, figures from its deliveries, reach, and the status changes it allows. */
export function CampaignCard({
  campaign,
  onEdit,
  onStatus,
  onDelete,
  busy,
}: {
  campaign: CampaignView;
  onEdit: () => void;
  onStatus: (status: StatusChange) => void;
  onDelete: () => Promise<unknown>;
  busy: boolean;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useInterfaceLanguage();
  const openRate = formatPercent(campaign.analytics.openRate, locale);
  const clickRate = formatPercent(campaign.analytics.clickRate, locale);
  const nothingSent = t`Nada enviado ainda`;
  const type = campaignTypeLabels[campaign.type];
  return (
    <Card size="small" data-testid="campaign-card" data-name={campaign.name}>
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="flex-start" gap={8} wrap>
          <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography.Text strong>{campaign.name}</Typography.Text>
            <Flex gap={6} wrap>
              <CampaignStatusTag status={campaign.status} />
              <Tag>{type ? i18n._(type) : campaign.type}</Tag>
              {campaign.channels.map((channel) => (
                <Tag key={channel} variant="outlined">
                  {channel in channelLabels ? i18n._(channelLabels[channel as DeliveryChannel]) : channel}
                </Tag>
              ))}
            </Flex>
          </Flex>
          <Flex gap={4} wrap>
            {campaign.status === 'draft' && (
              <Button size="small" type="primary" icon={<PlayCircleOutlined />} loading={busy} onClick={() => onStatus('active')}>
                <Trans>Ativar</Trans>
              </Button>
            )}
            {campaign.status === 'paused' && (
              <Button size="small" type="primary" icon={<PlayCircleOutlined />} loading={busy} onClick={() => onStatus('active')}>
                <Trans>Retomar</Trans>
              </Button>
            )}
            {campaign.status === 'active' && (
              <Button size="small" icon={<PauseCircleOutlined />} loading={busy} onClick={() => onStatus('paused')}>
                <Trans>Pausar</Trans>
              </Button>
            )}
            {(campaign.status === 'active' || campaign.status === 'paused') && (
              <Popconfirm
                title={t`Concluir esta campanha?`}
                description={t`Ela para de enviar e não pode ser reativada.`}
                okText={t({ message: 'Concluir', context: 'complete a campaign' })}
                cancelText={t`Cancelar`}
                onConfirm={() => onStatus('completed')}
              >
                <Button size="small" icon={<CheckCircleOutlined />} disabled={busy}>
                  <Trans context="complete a campaign">Concluir</Trans>
                </Button>
              </Popconfirm>
            )}
            {/* Only a draft can be changed (the server refuses the others). */}
            {campaign.status === 'draft' && <Button size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={t`Editar ${campaign.name}`} />}
            {campaign.status !== 'active' && (
              <Popconfirm
                title={t`Excluir esta campanha?`}
                okText={t`Excluir`}
                cancelText={t`Cancelar`}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete().catch(() => undefined)}
              >
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={t`Excluir ${campaign.name}`} />
              </Popconfirm>
            )}
          </Flex>
        </Flex>
        {campaign.description && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }} ellipsis={{ rows: 2 }}>
            {campaign.description}
          </Typography.Paragraph>
        )}
        <Flex gap={16} wrap>
          <FigureTile label={<Trans>Enviadas</Trans>} value={formatCount(campaign.performance.sent, locale)} />
          <FigureTile label={<Trans>Taxa de abertura</Trans>} value={openRate ?? <Tooltip title={nothingSent}>—</Tooltip>} testId="campaign-open-rate" />
          <FigureTile label={<Trans>Taxa de cliques</Trans>} value={clickRate ?? <Tooltip title={nothingSent}>—</Tooltip>} />
          <FigureTile
            label={<Trans context="campaign audience">Público</Trans>}
            value={formatCount(campaign.targetAudience.segmentSize, locale)}
            hint={<Trans>pessoas</Trans>}
          />
          <FigureTile
            label={<Trans>ROI</Trans>}
            value={
              campaign.analytics.roi === null ? (
                <Tooltip title={t`Nenhuma receita é atribuída às entregas ainda.`}>
                  <Typography.Text type="secondary">
                    <Trans>não disponível</Trans>
                  </Typography.Text>
                </Tooltip>
              ) : (
                formatPercent(campaign.analytics.roi, locale)
              )
            }
          />
        </Flex>
      </Flex>
    </Card>
  );
}
