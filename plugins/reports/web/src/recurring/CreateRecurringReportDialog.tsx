import { DeleteOutlined, InfoCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreateRecurringReport, RecurringReportView } from '@otimiza/plugin-reports-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Divider, Flex, Form, Input, Modal, Radio, Switch, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { createRecurringReport, invalidateRecurringReports, updateRecurringReport } from './api';
import {
  addRow,
  canRemoveRow,
  emptyRecurringForm,
  recurringFormFromReport,
  removeRow,
  updateRow,
  validateRecurringForm,
  type RecurringFormErrors,
  type RecurringFormValues,
} from './recurringForm';

/**
 * The recurring report dialog: name, URL and recipient rows, frequency and the
 * report settings. Without `report` it creates a report; with one it configures that report, starting
 * from its current values, and saves them with `PATCH`. Validation runs on submit and again as the
 * user corrects the fields.
 *
 * The form starts from `report` when the dialog mounts: give it a new `key` for each opening.
 */
export function CreateRecurringReportDialog({
  open,
  onClose,
  report = null,
}: {
  open: boolean;
  onClose: () => void;
  /** The report to configure; null or absent to create one. */
  report?: RecurringReportView | null;
}) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const editing = report !== null;
  const [values, setValues] = useState<RecurringFormValues>(() => (report ? recurringFormFromReport(report) : emptyRecurringForm()));
  const [errors, setErrors] = useState<RecurringFormErrors | null>(null);

  const save = useMutation({
    mutationFn: (payload: CreateRecurringReport) => (report ? updateRecurringReport({ id: report.id, changes: payload }) : createRecurringReport(payload)),
    onSuccess: async (saved) => {
      if (editing) notification.success({ title: t`Relatório atualizado`, description: t`“${saved.name}” foi salvo com as novas configurações.` });
      else notification.success({ title: t`Relatório Recorrente Criado`, description: t`“${saved.name}” será enviado automaticamente.` });
      close();
      await invalidateRecurringReports(queryClient);
    },
    onError: (error) =>
      editing
        ? notification.error({ title: t`Erro ao salvar relatório`, description: error.message || t`Não foi possível salvar as alterações.` })
        : notification.error({ title: t`Erro ao Criar Relatório`, description: error.message || t`Falha ao configurar relatório recorrente.` }),
  });

  const change = (changes: Partial<RecurringFormValues>) => {
    const next = { ...values, ...changes };
    setValues(next);
    // Once the user tried to submit, the messages follow the corrections.
    if (errors) {
      const result = validateRecurringForm(next);
      setErrors(result.ok ? null : result.errors);
    }
  };

  const close = () => {
    // Creating: the next opening starts empty. Configuring: the next opening remounts (see above),
    // and keeping the values avoids showing the old ones while the dialog fades out.
    if (!editing) setValues(emptyRecurringForm());
    setErrors(null);
    save.reset();
    onClose();
  };

  const submit = () => {
    const result = validateRecurringForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors(null);
    save.mutate(result.payload);
  };

  const errorText = {
    nameRequired: t`Nome Obrigatório`,
    urlRequired: t`URL Obrigatória`,
    recipientRequired: t`Destinatário Obrigatório`,
  };

  const submitLabel = editing ? (
    save.isPending ? (
      <Trans>Salvando...</Trans>
    ) : (
      <Trans>Salvar alterações</Trans>
    )
  ) : save.isPending ? (
    <Trans>Criando...</Trans>
  ) : (
    <Trans>Criar Relatório</Trans>
  );

  return (
    <Modal
      open={open}
      onCancel={close}
      title={editing ? t`Configurar relatório recorrente` : t`Criar Relatório Recorrente`}
      width="min(640px, calc(100vw - 24px))"
      style={{ top: 24 }}
      destroyOnHidden
      maskClosable={!save.isPending}
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={close} disabled={save.isPending}>
            <Trans>Cancelar</Trans>
          </Button>
          <Button type="primary" onClick={submit} loading={save.isPending} data-testid="recurring-submit">
            {submitLabel}
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical" component="div" data-testid="recurring-form">
        <Typography.Paragraph type="secondary">
          <Trans>As páginas são analisadas de novo a cada envio, e o relatório vai por e-mail para os destinatários.</Trans>
        </Typography.Paragraph>

        <Form.Item
          label={t`Nome do relatório`}
          required
          validateStatus={errors?.name ? 'error' : undefined}
          help={errors?.name ? errorText.nameRequired : undefined}
          htmlFor="recurring-name"
        >
          <Input
            id="recurring-name"
            value={values.name}
            maxLength={160}
            placeholder={t`Ex.: Relatório mensal do cliente`}
            onChange={(event) => change({ name: event.target.value })}
          />
        </Form.Item>

        <RowsField
          label={t`URLs monitoradas`}
          rows={values.urls}
          onChange={(urls) => change({ urls })}
          error={errors?.urls ? errorText.urlRequired : undefined}
          placeholder="https://www.exemplo.com.br"
          inputType="url"
          addLabel={<Trans>Adicionar URL</Trans>}
          removeLabel={(index) => t`Remover URL ${index}`}
          rowLabel={(index) => t`URL ${index}`}
          testId="recurring-urls"
        />

        <RowsField
          label={t`Destinatários`}
          rows={values.recipients}
          onChange={(recipients) => change({ recipients })}
          error={errors?.recipients ? errorText.recipientRequired : undefined}
          invalidRows={errors?.invalidRecipientRows ?? []}
          invalidRowText={t`Informe um e-mail válido (com @)`}
          placeholder="cliente@empresa.com.br"
          inputType="email"
          addLabel={<Trans>Adicionar destinatário</Trans>}
          removeLabel={(index) => t`Remover destinatário ${index}`}
          rowLabel={(index) => t`Destinatário ${index}`}
          testId="recurring-recipients"
        />

        <Form.Item label={t`Frequência`}>
          <Radio.Group
            value={values.frequency}
            onChange={(event) => change({ frequency: event.target.value as RecurringFormValues['frequency'] })}
            optionType="button"
            options={[
              { value: 'weekly', label: t`Semanal` },
              { value: 'monthly', label: t`Mensal` },
            ]}
          />
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6 }}>
            {values.frequency === 'weekly' ? (
              <Trans>Enviado a cada 7 dias, às 09:00 (horário de Brasília).</Trans>
            ) : (
              <Trans>Enviado no dia 1º de cada mês às 09:00 (horário de Brasília).</Trans>
            )}
          </Typography.Text>
          {report?.isActive && values.frequency !== report.frequency && (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }} data-testid="recurring-frequency-restart">
              <InfoCircleOutlined aria-hidden="true" /> <Trans>Ao salvar, o próximo envio é recalculado a partir de hoje.</Trans>
            </Typography.Text>
          )}
        </Form.Item>

        <Divider style={{ margin: '8px 0 16px' }} />
        <Typography.Text strong style={{ display: 'block', marginBottom: 12 }}>
          <Trans>Configurações do relatório</Trans>
        </Typography.Text>
        <Flex vertical gap={12} style={{ marginBottom: 16 }}>
          <SwitchRow checked={values.includeComparisons} onChange={(includeComparisons) => change({ includeComparisons })}>
            <Trans>Incluir comparações com o período anterior</Trans>
          </SwitchRow>
          <SwitchRow checked={values.includeRecommendations} onChange={(includeRecommendations) => change({ includeRecommendations })}>
            <Trans>Incluir recomendações</Trans>
          </SwitchRow>
          <SwitchRow checked={values.customBranding} onChange={(customBranding) => change({ customBranding })}>
            <Trans>Usar a minha marca (configurações da marca)</Trans>
          </SwitchRow>
        </Flex>

        <Form.Item label={t`Formato do e-mail`} style={{ marginBottom: 0 }}>
          <Radio.Group
            value={values.emailFormat}
            onChange={(event) => change({ emailFormat: event.target.value as RecurringFormValues['emailFormat'] })}
            options={[
              { value: 'summary', label: t`Resumo` },
              { value: 'detailed', label: t`Detalhado` },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function SwitchRow({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label style={{ display: 'flex', alignItems: 'center', gap: 10, cursor: 'pointer' }}>
      <Switch size="small" checked={checked} onChange={onChange} />
      <span>{children}</span>
    </label>
  );
}

/** A list of text rows with add and remove; the last remaining row cannot be removed. */
function RowsField({
  label,
  rows,
  onChange,
  error,
  invalidRows = [],
  invalidRowText,
  placeholder,
  inputType,
  addLabel,
  removeLabel,
  rowLabel,
  testId,
}: {
  label: string;
  rows: string[];
  onChange: (rows: string[]) => void;
  error?: string;
  invalidRows?: number[];
  invalidRowText?: string;
  placeholder: string;
  inputType: 'url' | 'email';
  addLabel: ReactNode;
  removeLabel: (position: number) => string;
  rowLabel: (position: number) => string;
  testId: string;
}) {
  const removable = canRemoveRow(rows);
  return (
    <Form.Item label={label} required validateStatus={error ? 'error' : undefined} help={error} data-testid={testId}>
      <Flex vertical gap={8}>
        {rows.map((row, index) => {
          const invalid = invalidRows.includes(index);
          return (
            // Rows have no identity of their own; their position is what the user sees.
            <Flex key={index} vertical gap={2}>
              <Flex gap={8}>
                <Input
                  type={inputType}
                  value={row}
                  placeholder={placeholder}
                  aria-label={rowLabel(index + 1)}
                  status={invalid || (error && !row.trim()) ? 'error' : undefined}
                  maxLength={inputType === 'url' ? 2048 : 254}
                  onChange={(event) => onChange(updateRow(rows, index, event.target.value))}
                />
                <Button icon={<DeleteOutlined />} aria-label={removeLabel(index + 1)} disabled={!removable} onClick={() => onChange(removeRow(rows, index))} />
              </Flex>
              {invalid && invalidRowText && (
                <Typography.Text type="danger" style={{ fontSize: 13 }}>
                  {invalidRowText}
                </Typography.Text>
              )}
            </Flex>
          );
        })}
        <Button type="dashed" icon={<PlusOutlined />} onClick={() => onChange(addRow(rows))} disabled={rows.length >= 20} style={{ alignSelf: 'flex-start' }}>
          {addLabel}
        </Button>
      </Flex>
    </Form.Item>
  );
}
