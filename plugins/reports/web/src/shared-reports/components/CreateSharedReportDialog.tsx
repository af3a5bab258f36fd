import { Trans, useLingui } from '@lingui/react/macro';
import type { ShareReportRequest } from '@otimiza/plugin-reports-shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Select, Switch, Typography } from 'antd';
import { shareableAnalysesQueryOptions } from '../api/sharedReports';
import { useCreateSharedReport } from '../hooks/useCreateSharedReport';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { formatDate } from '../lib/format';
import { CustomizationSwitches, defaultCustomizations, type Customizations } from './CustomizationSwitches';

interface FormValues {
  analysisId?: string;
  title: string;
  description: string;
  isPublic: boolean;
  customizations: Customizations;
}

/**
 * Public by default, as the label says: a shared report is a link for clients, who have no
 * account here; private is the exception (the team's own review) and is one click away.
 */
const initialValues: FormValues = { title: '', description: '', isPublic: true, customizations: defaultCustomizations };

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url;
  }
}

/**
 * The create dialog: choose a completed analysis, a title, a description, public or
 * private, and what the report shows. On success the list refreshes, the dialog closes and the
 * selection clears; the create button stays disabled without an analysis and while sending.
 */
export function CreateSharedReportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const { notification } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const analysisId = Form.useWatch('analysisId', form);
  const isPublic = Form.useWatch('isPublic', form) ?? initialValues.isPublic;
  const analyses = useQuery({ ...shareableAnalysesQueryOptions(), enabled: open });

  const close = () => {
    form.resetFields();
    onClose();
  };
  const create = useCreateSharedReport(close);

  const submit = (values: FormValues) => {
    if (!values.analysisId) {
      notification.warning({ title: t`Selecione uma análise`, description: t`Escolha uma análise para compartilhar` });
      return;
    }
    const request: ShareReportRequest = { ...values, analysisId: values.analysisId, title: values.title.trim(), description: values.description.trim() };
    create.mutate(request);
  };

  // A chosen analysis names the report until the user writes a title of their own.
  const onAnalysisChange = (id: string | undefined) => {
    const chosen = analyses.data?.analyses.find((analysis) => analysis.id === id);
    if (!chosen || form.isFieldTouched('title')) return;
    const site = hostOf(chosen.url);
    form.setFieldValue('title', t`Relatório de ${site}`);
  };

  const options = (analyses.data?.analyses ?? []).map((analysis) => ({
    value: analysis.id,
    label: `${hostOf(analysis.url)} · ${formatDate(analysis.createdAt, locale)}`,
  }));
  const noAnalyses = analyses.isSuccess && options.length === 0;

  return (
    <Modal
      open={open}
      title={t`Novo relatório compartilhado`}
      okText={t`Criar relatório`}
      cancelText={t`Cancelar`}
      onOk={() => form.submit()}
      onCancel={close}
      okButtonProps={{ disabled: !analysisId || create.isPending, loading: create.isPending, 'data-testid': 'create-shared-report' }}
      destroyOnHidden
      width={560}
    >
      {/* A form name gives every field an id of its own, so each label points at its control (clicking it toggles a switch). */}
      <Form<FormValues> form={form} name="shared-report" layout="vertical" initialValues={initialValues} onFinish={submit} style={{ marginTop: 16 }}>
        {analyses.isError && (
          <Alert type="error" showIcon title={t`Não foi possível carregar as análises`} description={analyses.error.message} style={{ marginBottom: 16 }} />
        )}
        {noAnalyses && (
          <Alert
            type="info"
            showIcon
            title={t`Nenhuma análise concluída`}
            description={
              <>
                <Trans>Conclua uma análise para poder compartilhar o relatório dela.</Trans>{' '}
                <Typography.Link href="/new-analysis">
                  <Trans>Fazer uma análise</Trans>
                </Typography.Link>
              </>
            }
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item name="analysisId" label={t`Análise`} rules={[{ required: true, message: t`Selecione uma análise` }]}>
          <Select
            placeholder={t`Escolha uma análise para compartilhar`}
            options={options}
            loading={analyses.isLoading}
            disabled={noAnalyses}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={onAnalysisChange}
            notFoundContent={analyses.isLoading ? t`Carregando análises…` : t`Nenhuma análise concluída`}
            data-testid="analysis-select"
          />
        </Form.Item>
        <Form.Item name="title" label={t`Título`} rules={[{ required: true, whitespace: true, message: t`Informe um título` }, { max: 160 }]}>
          <Input maxLength={160} data-testid="shared-report-title" />
        </Form.Item>
        <Form.Item name="description" label={t`Descrição`} rules={[{ max: 1000 }]}>
          <Input.TextArea rows={2} maxLength={1000} placeholder={t`Uma nota para quem vai ler o relatório`} />
        </Form.Item>
        <Form.Item
          name="isPublic"
          label={t`Relatório público`}
          valuePropName="checked"
          extra={
            <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="shared-report-public-hint">
              {isPublic ? (
                <Trans>Ligado: qualquer pessoa com o link abre o relatório, sem conta.</Trans>
              ) : (
                <Trans>Desligado: só membros deste espaço de trabalho conseguem abrir o link.</Trans>
              )}
            </Typography.Text>
          }
        >
          <Switch data-testid="shared-report-public" />
        </Form.Item>
        <CustomizationSwitches />
      </Form>
    </Modal>
  );
}
