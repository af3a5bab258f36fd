import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SITE_REPORT_PAGE_LIMIT, auditUrlSchema, reportTypes, type ReportType, type SiteAuditOption } from '@otimiza/plugin-audit-shared';
import { FormModal, formatDateTime, serverFieldErrors, showFieldErrors } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Select } from 'antd';
import { siteAuditsQueryOptions } from '../../api/siteAudits';
import { useCreateReport } from '../../hooks/useCreateReport';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { reportTypeLabels } from '../../lib/labels';
import { siteRefusal } from '../../lib/siteRefusal';

type AuditTarget = 'pages' | 'site';

interface NewAuditValues {
  title: string;
  type: ReportType;
  target: AuditTarget;
  /** One address per line. */
  urls: string;
  siteRunId?: string;
}

/** The addresses typed one per line, without blank lines. */
export function urlsOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A finished site audit as the choice lists it: its address, when it finished and its pages. */
function useSiteAuditLabel() {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  return (run: SiteAuditOption) => (
    <>
      {run.url} · {formatDateTime(run.finishedAt, locale)} · <Plural value={run.audited} one="# página" other="# páginas" />
      {run.status === 'cancelled' ? ` · ${t`cancelada`}` : ''}
    </>
  );
}

/**
 * 'Nova Auditoria': a title, every framework or those of one type, and what it covers: addresses
 * (none: the workspace's audited sites) or, when this instance has site audits, a finished one's pages.
 */
export function NewAuditModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<NewAuditValues>();
  const create = useCreateReport();
  const siteAudits = useQuery({ ...siteAuditsQueryOptions(), enabled: open });
  const siteAuditLabel = useSiteAuditLabel();
  const target = Form.useWatch('target', form) ?? 'pages';
  const sitesInstalled = siteAudits.data?.installed === true;

  const submit = (values: NewAuditValues) => {
    const urls = urlsOf(values.urls);
    const covers = values.target === 'site' && values.siteRunId ? { siteRunId: values.siteRunId } : urls.length ? { urls } : {};
    create.mutate(
      { title: values.title, type: values.type, ...covers },
      {
        onSuccess: () => {
          onClose();
          onCreated();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          // A site the server could not reach or may not audit: its answer says which and why (DNS, refused, TLS, time).
          const refusal = urls.length > 0 ? siteRefusal(error) : null;
          if (refusal) fields.set('urls', refusal);
          showFieldErrors(form, fields, ['title', 'type', 'urls', 'siteRunId']);
        },
      },
    );
  };

  return (
    <FormModal<NewAuditValues>
      open={open}
      title={<Trans>Nova Auditoria</Trans>}
      okText={t`Iniciar auditoria`}
      onClose={onClose}
      saving={create.isPending}
      width={600}
      form={form}
      initialValues={{ title: t`Nova Auditoria`, type: 'comprehensive', target: 'pages', urls: '' }}
      onFinish={submit}
      testId="new-audit-form"
    >
      <Form.Item name="title" label={t`Título`} rules={[{ required: true, whitespace: true, message: t`Informe o título da auditoria.` }]}>
        <Input maxLength={120} data-testid="new-audit-title" />
      </Form.Item>
      <Form.Item name="type" label={t`Tipo`} extra={t`Completa roda todos os frameworks; os outros tipos, os frameworks daquele tipo.`}>
        <Select<ReportType> options={reportTypes.map((type) => ({ value: type, label: i18n._(reportTypeLabels[type]) }))} data-testid="new-audit-type" />
      </Form.Item>
      {sitesInstalled && (
        <Form.Item name="target" label={t`O que auditar`}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'pages', label: t`Uma ou mais páginas` },
              { value: 'site', label: t`Um site auditado` },
            ]}
            data-testid="new-audit-target"
          />
        </Form.Item>
      )}
      {sitesInstalled && target === 'site' && (
        <Form.Item
          name="siteRunId"
          label={t`Auditoria de site`}
          extra={t`Cada página auditada do site é inspecionada (até ${SITE_REPORT_PAGE_LIMIT} páginas, por endereço); o resultado mostra cada checagem página a página.`}
          rules={[{ required: true, message: t`Escolha uma auditoria de site concluída.` }]}
        >
          <Select
            placeholder={t`Escolha uma auditoria de site concluída`}
            loading={siteAudits.isLoading}
            notFoundContent={t`Nenhuma auditoria de site concluída neste espaço de trabalho.`}
            options={siteAudits.data?.runs.filter((run) => run.audited > 0).map((run) => ({ value: run.runId, label: siteAuditLabel(run) }))}
            // On a phone the list is narrower than an address and its date: each option wraps instead of cutting them off.
            optionRender={(option) => <span style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{option.label}</span>}
            data-testid="new-audit-site-run"
          />
        </Form.Item>
      )}
      <Form.Item
        hidden={sitesInstalled && target === 'site'}
        name="urls"
        label={t`Sites (opcional)`}
        extra={t`Um endereço por linha, até 20. Vazio: os sites já analisados neste espaço de trabalho (os 10 mais recentes).`}
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const urls = urlsOf(value);
              if (urls.length > 20) return Promise.reject(new Error(t`Informe no máximo 20 endereços.`));
              const wrong = urls.find((url) => !auditUrlSchema.safeParse(url).success);
              return wrong ? Promise.reject(new Error(t`Endereço inválido: ${wrong}`)) : Promise.resolve();
            },
          },
        ]}
      >
        <Input.TextArea rows={4} placeholder="https://www.exemplo.com.br" data-testid="new-audit-urls" />
      </Form.Item>
    </FormModal>
  );
}
