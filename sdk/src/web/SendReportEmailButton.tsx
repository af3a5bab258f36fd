import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Select, Tooltip } from 'antd';
import { useState } from 'react';
import {
  REPORT_EMAIL_FEATURE,
  REPORT_EMAIL_MAX_RECIPIENTS,
  REPORT_EMAIL_MESSAGE_MAX,
  type SendReportEmailInput,
  type SendReportEmailResult,
} from '../shared/index.js';
import { apiFetch } from './api-fetch.js';
import { pricingPath } from './billing.js';
import { entitlementsQueryOptions } from './entitlements.js';
import { usePageLink } from './page-links.js';
import { useFirstPlanName } from './plan-catalogue.js';
import { RouterButton } from './RouterButton.js';

// No Lingui macro here: the SDK is also imported by unit specs that run without the macro transform.
const texts = {
  action: /*i18n*/ { id: 'sdk.reportEmail.action', message: 'Enviar por e-mail' },
  locked: /*i18n*/ { id: 'sdk.reportEmail.locked', message: 'Enviar por e-mail: disponível no {plan}' },
  lockedHint: /*i18n*/ { id: 'sdk.reportEmail.lockedHint', message: 'Envio do relatório em PDF por e-mail: disponível no {plan}' },
  title: /*i18n*/ { id: 'sdk.reportEmail.title', message: 'Enviar relatório por e-mail' },
  intro: /*i18n*/ { id: 'sdk.reportEmail.intro', message: 'O relatório de {subject} vai em PDF, anexado ao e-mail, com a sua marca.' },
  recipients: /*i18n*/ { id: 'sdk.reportEmail.recipients', message: 'Destinatários' },
  recipientsHelp: /*i18n*/ {
    id: 'sdk.reportEmail.recipientsHelp',
    message: 'Digite um e-mail e pressione Enter; até {max} destinatários.',
  },
  recipientsPlaceholder: /*i18n*/ { id: 'sdk.reportEmail.recipientsPlaceholder', message: 'nome@empresa.com.br' },
  recipientsRequired: /*i18n*/ { id: 'sdk.reportEmail.recipientsRequired', message: 'Informe pelo menos um destinatário.' },
  recipientInvalid: /*i18n*/ { id: 'sdk.reportEmail.recipientInvalid', message: 'E-mail de destinatário inválido: {address}' },
  recipientsTooMany: /*i18n*/ { id: 'sdk.reportEmail.recipientsTooMany', message: 'No máximo {max} destinatários por envio.' },
  message: /*i18n*/ { id: 'sdk.reportEmail.message', message: 'Mensagem (opcional)' },
  messagePlaceholder: /*i18n*/ { id: 'sdk.reportEmail.messagePlaceholder', message: 'Uma nota para quem recebe, acima do relatório.' },
  send: /*i18n*/ { id: 'sdk.reportEmail.send', message: 'Enviar' },
  sending: /*i18n*/ { id: 'sdk.reportEmail.sending', message: 'Enviando...' },
  cancel: /*i18n*/ { id: 'sdk.reportEmail.cancel', message: 'Cancelar' },
  sent: /*i18n*/ { id: 'sdk.reportEmail.sent', message: 'E-mail enviado com sucesso' },
  sentTo: /*i18n*/ {
    id: 'sdk.reportEmail.sentTo',
    message: '{count, plural, one {Relatório enviado para # destinatário.} other {Relatório enviado para # destinatários.}}',
  },
  failed: /*i18n*/ { id: 'sdk.reportEmail.failed', message: 'Erro ao enviar e-mail' },
};

const looksLikeEmail = (address: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address);

interface FormValues {
  recipients: string[];
  message?: string;
}

/**
 * 'Enviar por e-mail' (premium 'send e-mail'): a button that opens a form with the
 * recipients and an optional message and POSTs them to `path` (the owner plugin's
 * `…/:id/send-email`), with a success or an error toast. Without the plan's feature, the button
 * says which plan has it and leads to the plans; the server refuses the send all the same.
 * `subject` names what is sent (an address, a report's title) in the form.
 */
export function SendReportEmailButton({ path, subject, disabled = false }: { path: string; subject: string; disabled?: boolean }) {
  const { i18n } = useLingui();
  const { notification } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const entitlements = useQuery(entitlementsQueryOptions());
  const planName = useFirstPlanName()(REPORT_EMAIL_FEATURE);
  const pageLink = usePageLink();
  const language = i18n.locale.startsWith('en') ? 'en' : 'pt';

  const send = useMutation({
    mutationFn: (input: SendReportEmailInput) => apiFetch<SendReportEmailResult>(path, { method: 'POST', json: input }),
    onSuccess: (result) => {
      notification.success({ title: i18n._(texts.sent), description: i18n._({ ...texts.sentTo, values: { count: result.recipients.length } }) });
      setOpen(false);
      form.resetFields();
    },
    onError: (error) => notification.error({ title: i18n._(texts.failed), description: error.message }),
  });

  if (!entitlements.data) return null;
  if (!entitlements.data.features.includes(REPORT_EMAIL_FEATURE)) {
    const hint = i18n._({ ...texts.lockedHint, values: { plan: planName } });
    return (
      <Tooltip title={hint}>
        <RouterButton {...pageLink(pricingPath)} icon={<LockOutlined aria-hidden="true" />} aria-label={hint} data-testid="report-email-locked">
          {planName ? i18n._({ ...texts.locked, values: { plan: planName } }) : i18n._(texts.action)}
        </RouterButton>
      </Tooltip>
    );
  }

  return (
    <>
      <Button icon={<MailOutlined aria-hidden="true" />} disabled={disabled} onClick={() => setOpen(true)} data-testid="report-email">
        {i18n._(texts.action)}
      </Button>
      <Modal
        open={open}
        title={i18n._(texts.title)}
        onCancel={() => setOpen(false)}
        okText={send.isPending ? i18n._(texts.sending) : i18n._(texts.send)}
        cancelText={i18n._(texts.cancel)}
        okButtonProps={{ loading: send.isPending, icon: <MailOutlined aria-hidden="true" /> }}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <p>{i18n._({ ...texts.intro, values: { subject } })}</p>
        <Form<FormValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => send.mutate({ recipients: values.recipients, message: values.message?.trim() || undefined, language })}
        >
          <Form.Item
            name="recipients"
            label={i18n._(texts.recipients)}
            extra={i18n._({ ...texts.recipientsHelp, values: { max: REPORT_EMAIL_MAX_RECIPIENTS } })}
            rules={[
              {
                validator: async (_rule, value: string[] | undefined) => {
                  const list = [...new Set((value ?? []).map((address) => address.trim().toLowerCase()).filter(Boolean))];
                  if (list.length === 0) throw new Error(i18n._(texts.recipientsRequired));
                  const invalid = list.find((address) => !looksLikeEmail(address));
                  if (invalid) throw new Error(i18n._({ ...texts.recipientInvalid, values: { address: invalid } }));
                  if (list.length > REPORT_EMAIL_MAX_RECIPIENTS)
                    throw new Error(i18n._({ ...texts.recipientsTooMany, values: { max: REPORT_EMAIL_MAX_RECIPIENTS } }));
                },
              },
            ]}
          >
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[',', ';', ' ']}
              placeholder={i18n._(texts.recipientsPlaceholder)}
              aria-label={i18n._(texts.recipients)}
            />
          </Form.Item>
          <Form.Item name="message" label={i18n._(texts.message)}>
            <Input.TextArea rows={4} maxLength={REPORT_EMAIL_MESSAGE_MAX} showCount placeholder={i18n._(texts.messagePlaceholder)} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
