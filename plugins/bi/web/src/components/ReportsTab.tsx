import { CalendarOutlined, DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { reportFrequencies, type ReportFrequency, type ReportView } from '@otimiza/plugin-bi-shared';
import { formatDateTime, QueryErrorAlert } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, Form, Modal, Popconfirm, Select, Skeleton, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { biKeys, deleteReport, reportsQueryOptions, scheduleReport } from '../api/queries';
import { formatBytes } from '../lib/format';
import { useBiLabels } from '../lib/labels';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';
import { NewReportModal } from './NewReportModal';
import { CardGrid } from './CardGrid';

function ScheduleModal({ report, onClose }: { report: ReportView | null; onClose: () => void }) {
  const { t } = useLingui();
  const labels = useBiLabels();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const [form] = Form.useForm<{ enabled: boolean; frequency: ReportFrequency; recipients: string[] }>();
  const save = useMutation({
    mutationFn: (values: { enabled: boolean; frequency: ReportFrequency; recipients: string[] }) => scheduleReport(report!.id, values),
    onSuccess: async () => {
      notification.success({ title: t`Agendamento salvo` });
      await queryClient.invalidateQueries({ queryKey: biKeys.reports });
      onClose();
    },
  });
  return (
    <Modal
      open={report !== null}
      title={t`Agendar envio por e-mail`}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t`Salvar`}
      cancelText={t`Cancelar`}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {report && (
        <Form
          form={form}
          layout="vertical"
          initialValues={{
            enabled: report.schedule.enabled || report.schedule.recipients.length === 0,
            frequency: report.schedule.frequency,
            recipients: report.schedule.recipients,
          }}
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item name="enabled" label={t`Enviar automaticamente`} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="frequency" label={t`Frequência`}>
            <Select options={reportFrequencies.map((value) => ({ value, label: labels.frequency[value] }))} />
          </Form.Item>
          <Form.Item name="recipients" label={t`Destinatários`} extra={t`Digite os e-mails e tecle Enter.`}>
            <Select mode="tags" tokenSeparators={[',', ' ', ';']} open={false} />
          </Form.Item>
          {save.error && <Alert type="error" showIcon message={save.error.message} />}
        </Form>
      )}
    </Modal>
  );
}

/** Saves the file at `url` (same origin, the session's cookie) under `filename`, as a link with `download` would. */
function download(url: string, filename: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
}

/** Relatórios: the generated files with their sections, size, schedule, generation and expiry. */
export function ReportsTab() {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const labels = useBiLabels();
  const queryClient = useQueryClient();
  const reports = useQuery(reportsQueryOptions());
  const [scheduling, setScheduling] = useState<ReportView | null>(null);
  const [creating, setCreating] = useState(false);
  const remove = useMutation({ mutationFn: deleteReport, onSuccess: () => queryClient.invalidateQueries({ queryKey: biKeys.reports }) });
  const typeLabel = { export: t`Exportação`, scheduled: t`Agendado` };
  return (
    <Flex vertical gap={16} data-testid="reports-tab">
      <div>
        <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="new-report">
          <Trans>Novo relatório</Trans>
        </Button>
      </div>
      {reports.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar os relatórios</Trans>} query={reports} />}
      {reports.isPending && <Skeleton active />}
      {reports.data?.reports.length === 0 && (
        <Empty
          data-testid="reports-empty"
          description={<Trans>Nenhum relatório gerado ainda: use “Exportar” no topo da página, ou “Novo relatório” para escolher as seções.</Trans>}
        />
      )}
      {reports.data && reports.data.reports.length > 0 && (
        <CardGrid label={t`Relatórios`} testId="reports-scroll" items={reports.data.reports} keyOf={(report) => report.id}>
          {(report) => {
            const sections = report.sections.length;
            const recipients = report.schedule.recipients.length;
            return (
              <Card
                size="small"
                data-testid="report-card"
                title={report.title}
                // The whole title, on two lines if need be: cut short it read 'Relatório de Business Inte…' on a phone.
                styles={{ header: { paddingBlock: 8 }, title: { whiteSpace: 'normal' } }}
                extra={<Tag color={report.format === 'pdf' ? 'red' : 'green'}>{report.format.toUpperCase()}</Tag>}
                actions={[
                  report.url ? (
                    // A button like the other actions, not a Button with href: antd's card actions restyle every
                    // <a> in them (grey, display inline-block, so no gap between the icon and the text).
                    <Button
                      key="download"
                      type="link"
                      icon={<DownloadOutlined />}
                      onClick={() => download(report.url!, report.filename)}
                      data-testid="report-download"
                    >
                      <Trans>Baixar</Trans>
                    </Button>
                  ) : (
                    <Typography.Text key="expired" type="secondary">
                      <Trans>Expirado</Trans>
                    </Typography.Text>
                  ),
                  <Button key="schedule" type="link" icon={<CalendarOutlined />} onClick={() => setScheduling(report)}>
                    <Trans>Agendar</Trans>
                  </Button>,
                  <Popconfirm
                    key="delete"
                    title={t`Excluir este relatório?`}
                    okText={t`Excluir`}
                    cancelText={t`Cancelar`}
                    onConfirm={() => remove.mutate(report.id)}
                  >
                    <Button type="link" danger icon={<DeleteOutlined />} aria-label={t`Excluir relatório`} />
                  </Popconfirm>,
                ]}
              >
                <Flex vertical gap={6}>
                  <Typography.Text type="secondary">{report.description}</Typography.Text>
                  <Flex gap={4} wrap>
                    <Tag>{labels.metricCategory[report.category as keyof typeof labels.metricCategory] ?? report.category}</Tag>
                    <Tag>{typeLabel[report.type]}</Tag>
                  </Flex>
                  <Typography.Text style={{ fontSize: 12 }}>
                    {formatBytes(report.fileSize, locale)} · <Plural value={sections} one="# seção" other="# seções" />
                  </Typography.Text>
                  <Typography.Text style={{ fontSize: 12 }}>
                    {report.schedule.enabled ? (
                      <Trans>
                        Envio {labels.frequency[report.schedule.frequency].toLowerCase()} para{' '}
                        <Plural value={recipients} one="# destinatário" other="# destinatários" />
                      </Trans>
                    ) : (
                      <Trans>Sem envio agendado</Trans>
                    )}
                  </Typography.Text>
                  {report.schedule.lastFailure && (
                    <Alert
                      type="error"
                      showIcon
                      data-testid="report-send-failure"
                      style={{ fontSize: 12 }}
                      message={<Trans>Envio de {formatDateTime(report.schedule.lastFailure.at, locale)} não realizado</Trans>}
                      description={report.schedule.lastFailure.reason}
                    />
                  )}
                  <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                    <Trans>
                      Gerado em {formatDateTime(report.generatedAt, locale)} · expira em {formatDateTime(report.expiresAt, locale)}
                    </Trans>
                  </Typography.Text>
                </Flex>
              </Card>
            );
          }}
        </CardGrid>
      )}
      <ScheduleModal report={scheduling} onClose={() => setScheduling(null)} />
      <NewReportModal open={creating} onClose={() => setCreating(false)} />
    </Flex>
  );
}
