import { Trans, useLingui } from '@lingui/react/macro';
import { auditUrlSchema, frameworkIds, siteAuditStrategies, type FrameworkId, type MonitorKind, type SiteAuditStrategy } from '@otimiza/plugin-audit-shared';
import { FormModal, serverFieldErrors, showFieldErrors } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Select } from 'antd';
import { siteAuditsQueryOptions } from '../../api/siteAudits';
import { useMonitorActions } from '../../hooks/useMonitorActions';
import { frequencyLabels, strategyLabels } from '../../lib/labels';
import { siteRefusal } from '../../lib/siteRefusal';
import { urlsOf } from '../create/NewAuditModal';

interface MonitorFormValues {
  name: string;
  kind: MonitorKind;
  urls: string;
  /** A site monitor's one address. */
  siteUrl: string;
  strategy: SiteAuditStrategy;
  frameworks: FrameworkId[];
  frequency: 'daily' | 'weekly';
}

/**
 * A new monitor: a name, how often, and what it re-runs: the frameworks over the sites (one per
 * line) or, when this instance has site audits, a whole-site audit of one address.
 */
export function MonitorFormModal({ open, onClose, frameworkNames }: { open: boolean; onClose: () => void; frameworkNames: Map<string, string> }) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<MonitorFormValues>();
  const { create } = useMonitorActions();
  const siteAudits = useQuery({ ...siteAuditsQueryOptions(), enabled: open });
  const sitesInstalled = siteAudits.data?.installed === true;
  const kind = Form.useWatch('kind', form) ?? 'pages';
  const site = sitesInstalled && kind === 'site';
  const submit = (values: MonitorFormValues) =>
    create.mutate(
      site
        ? { name: values.name, kind: 'site', urls: [values.siteUrl.trim()], strategy: values.strategy, frequency: values.frequency }
        : { name: values.name, urls: urlsOf(values.urls), frameworks: values.frameworks, frequency: values.frequency },
      {
        onSuccess: onClose,
        onError: (error) => {
          const fields = serverFieldErrors(error);
          // A site the server could not reach or may not audit: its answer says which and why (DNS, refused, TLS, time).
          const refusal = siteRefusal(error);
          if (refusal) fields.set('urls', refusal);
          showFieldErrors(form, fields, ['name', 'urls', 'frameworks', 'frequency', 'strategy'], (name) => (site && name === 'urls' ? 'siteUrl' : name));
        },
      },
    );
  return (
    <FormModal<MonitorFormValues>
      open={open}
      title={<Trans>Novo monitoramento</Trans>}
      okText={t`Criar monitoramento`}
      onClose={onClose}
      saving={create.isPending}
      width={600}
      form={form}
      initialValues={{ name: '', kind: 'pages', urls: '', siteUrl: '', strategy: 'mobile', frameworks: [...frameworkIds], frequency: 'weekly' }}
      onFinish={submit}
      testId="monitor-form"
    >
      <Form.Item name="name" label={t`Nome`} rules={[{ required: true, whitespace: true, message: t`Informe o nome do monitoramento.` }]}>
        <Input maxLength={120} data-testid="monitor-name" />
      </Form.Item>
      {sitesInstalled && (
        <Form.Item name="kind" label={t`O que acompanhar`}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'pages', label: t`Páginas, com frameworks` },
              { value: 'site', label: t`Um site inteiro` },
            ]}
            data-testid="monitor-kind"
          />
        </Form.Item>
      )}
      {site && (
        <>
          <Form.Item
            name="siteUrl"
            label={t`Site`}
            extra={t`A origem, com um prefixo de caminho se quiser. Cada execução é uma auditoria do site inteiro, dentro dos limites do seu plano; o monitoramento guarda as medianas de cada uma e avisa quando uma cai.`}
            rules={[
              {
                validator: (_rule, value: string | undefined) =>
                  auditUrlSchema.safeParse(value ?? '').success ? Promise.resolve() : Promise.reject(new Error(t`Informe um endereço http(s) válido.`)),
              },
            ]}
          >
            <Input placeholder="https://www.exemplo.com.br" data-testid="monitor-site-url" />
          </Form.Item>
          <Form.Item name="strategy" label={t`Dispositivo`}>
            <Radio.Group options={siteAuditStrategies.map((value) => ({ value, label: i18n._(strategyLabels[value]) }))} />
          </Form.Item>
        </>
      )}
      <Form.Item
        hidden={site}
        name="urls"
        label={t`Sites`}
        extra={t`Um endereço por linha, até 20.`}
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              if (site) return Promise.resolve();
              const urls = urlsOf(value);
              if (urls.length === 0) return Promise.reject(new Error(t`Informe ao menos um endereço.`));
              if (urls.length > 20) return Promise.reject(new Error(t`Informe no máximo 20 endereços.`));
              const wrong = urls.find((url) => !auditUrlSchema.safeParse(url).success);
              return wrong ? Promise.reject(new Error(t`Endereço inválido: ${wrong}`)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input.TextArea rows={3} placeholder="https://www.exemplo.com.br" data-testid="monitor-urls" />
      </Form.Item>
      <Form.Item
        hidden={site}
        name="frameworks"
        label={t`Frameworks`}
        rules={[{ required: !site, type: 'array', min: site ? 0 : 1, message: t`Escolha ao menos um framework.` }]}
      >
        <Select mode="multiple" options={frameworkIds.map((id) => ({ value: id, label: frameworkNames.get(id) ?? id }))} data-testid="monitor-frameworks" />
      </Form.Item>
      <Form.Item name="frequency" label={t`Frequência`}>
        <Radio.Group options={(['daily', 'weekly'] as const).map((value) => ({ value, label: i18n._(frequencyLabels[value]) }))} />
      </Form.Item>
    </FormModal>
  );
}
