import { Trans, useLingui } from '@lingui/react/macro';
import type { AudienceCriteria, CampaignView, DeliveryChannel } from '@otimiza/plugin-notifications-shared';
import { brasiliaTimeZone, FormModal, serverFieldErrors, showFieldErrors, timeZoneLabel } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Divider, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { templatesQueryOptions } from '../../api/templates';
import { useSaveCampaign } from '../../hooks/useSaveCampaign';
import { campaignTypeLabels, channelLabels, roleLabels } from '../../lib/labels';
import { AudienceSize } from './AudienceSize';
import { campaignStartInputOf, campaignStartToIso } from './campaignStart';
import { DescriptionField } from '../common/DescriptionField';
import { NameField } from '../common/NameField';

type CampaignType = 'announcement' | 'engagement' | 'retention' | 'upsell';

interface CampaignFormValues {
  name: string;
  description: string;
  type: CampaignType;
  templateId: string | undefined;
  channels: DeliveryChannel[];
  scope: AudienceCriteria['scope'];
  roles: AudienceCriteria['roles'];
  inactiveDays: number;
  maxPerformanceScore: number;
  /** `<input type="datetime-local">`: a Brasília wall-clock time, no zone (campaignStart.ts). */
  scheduledAt: string;
}

const campaignTypes: CampaignType[] = ['announcement', 'engagement', 'retention', 'upsell'];
const campaignChannels: DeliveryChannel[] = ['in_app', 'email', 'push', 'sms'];
const roles = ['owner', 'admin', 'member', 'viewer'] as const;

/** The criteria of the form's values (null until they are complete numbers). */
function criteriaOf(values: Partial<CampaignFormValues> | undefined): AudienceCriteria | null {
  if (!values) return null;
  const { scope = 'workspace', roles: picked = [], inactiveDays, maxPerformanceScore } = values;
  if (typeof inactiveDays !== 'number' || typeof maxPerformanceScore !== 'number') return null;
  return { scope, roles: picked, inactiveDays, maxPerformanceScore };
}

/** Creates a campaign (a draft) or edits one: its message (a template), channels, audience criteria with the live reach, start. */
export function CampaignFormModal({ open, campaign, onClose }: { open: boolean; campaign: CampaignView | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<CampaignFormValues>();
  const save = useSaveCampaign();
  const templates = useQuery({ ...templatesQueryOptions(), enabled: open });
  const watched = Form.useWatch([], form) as Partial<CampaignFormValues> | undefined;
  const criteriaKey = JSON.stringify(open ? criteriaOf(watched) : null);
  const criteria = useMemo(() => JSON.parse(criteriaKey) as AudienceCriteria | null, [criteriaKey]);
  const zone = timeZoneLabel(brasiliaTimeZone);
  const activeTemplates = (templates.data?.templates ?? []).filter((template) => template.isActive || template.id === campaign?.templateId);

  const initial: CampaignFormValues = campaign
    ? {
        name: campaign.name,
        description: campaign.description,
        type: (campaignTypes as string[]).includes(campaign.type) ? (campaign.type as CampaignType) : 'announcement',
        templateId: campaign.templateId ?? undefined,
        channels: campaign.channels.filter((channel): channel is DeliveryChannel => (campaignChannels as string[]).includes(channel)),
        ...campaign.targetAudience.criteria,
        scheduledAt: campaignStartInputOf(campaign.scheduledAt),
      }
    : {
        name: '',
        description: '',
        type: 'announcement',
        templateId: undefined,
        channels: ['in_app'],
        scope: 'workspace',
        roles: [],
        inactiveDays: 0,
        maxPerformanceScore: 100,
        scheduledAt: '',
      };

  const submit = (values: CampaignFormValues) =>
    save.mutate(
      {
        id: campaign?.id ?? null,
        input: {
          name: values.name,
          description: values.description ?? '',
          type: values.type,
          templateId: values.templateId ?? '',
          channels: values.channels,
          criteria: { scope: values.scope, roles: values.roles, inactiveDays: values.inactiveDays, maxPerformanceScore: values.maxPerformanceScore },
          scheduledAt: campaignStartToIso(values.scheduledAt),
        },
      },
      {
        onSuccess: onClose,
        onError: (error) => showFieldErrors(form, serverFieldErrors(error), ['name', 'description', 'templateId', 'channels', 'scheduledAt']),
      },
    );

  return (
    <FormModal<CampaignFormValues>
      open={open}
      title={campaign ? <Trans>Editar campanha</Trans> : <Trans>Nova campanha</Trans>}
      okText={campaign ? t`Salvar campanha` : t`Criar campanha`}
      onClose={onClose}
      saving={save.isPending}
      width={680}
      form={form}
      initialValues={initial}
      onFinish={submit}
      testId="campaign-form"
    >
      <NameField testId="campaign-name" />
      <DescriptionField />
      <Form.Item name="type" label={t`Tipo`}>
        <Select options={campaignTypes.map((type) => ({ value: type, label: i18n._(campaignTypeLabels[type]!) }))} />
      </Form.Item>
      <Form.Item
        name="templateId"
        label={t`Template`}
        rules={[{ required: true, message: t`Escolha o template da mensagem.` }]}
        extra={
          templates.data && activeTemplates.length === 0 ? (
            <Typography.Text type="warning">
              <Trans>Nenhum template ativo: crie um na aba Templates primeiro.</Trans>
            </Typography.Text>
          ) : undefined
        }
      >
        <Select
          loading={templates.isLoading}
          placeholder={t`Escolha um template`}
          options={activeTemplates.map((template) => ({ value: template.id, label: template.name }))}
          data-testid="campaign-template"
        />
      </Form.Item>
      <Form.Item name="channels" label={t`Canais`} rules={[{ required: true, type: 'array', min: 1, message: t`Escolha ao menos um canal.` }]}>
        <Checkbox.Group
          options={campaignChannels.map((channel) => ({
            value: channel,
            label: channel === 'sms' ? `${i18n._(channelLabels[channel])} (${t`Nenhum provedor de SMS configurado`})` : i18n._(channelLabels[channel]),
            disabled: channel === 'sms',
          }))}
        />
      </Form.Item>
      <Divider titlePlacement="start" plain>
        <Trans context="campaign audience">Público</Trans>
      </Divider>
      <Form.Item name="scope" label={t`Quem recebe`}>
        <Radio.Group
          options={[
            { value: 'workspace', label: t`Membros deste espaço de trabalho` },
            { value: 'clients', label: t`Membros dos espaços de trabalho dos seus clientes` },
          ]}
        />
      </Form.Item>
      <Form.Item name="roles" label={t`Papéis`} extra={t`Nenhum escolhido: todos os papéis.`}>
        <Select mode="multiple" allowClear options={roles.map((role) => ({ value: role, label: i18n._(roleLabels[role]!) }))} />
      </Form.Item>
      <Form.Item name="inactiveDays" label={t`Sem análise há ao menos (dias)`} extra={t`0: qualquer atividade.`}>
        <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="maxPerformanceScore" label={t`Desempenho da última análise abaixo de`} extra={t`100: qualquer pontuação.`}>
        <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      {criteria ? <AudienceSize criteria={criteria} /> : null}
      <Divider />
      <Form.Item name="scheduledAt" label={t`Início do envio (opcional)`} extra={t`Vazio: começa a enviar quando for ativada.`}>
        <Input type="datetime-local" suffix={t`horário de Brasília (${zone})`} data-testid="campaign-start" />
      </Form.Item>
    </FormModal>
  );
}
