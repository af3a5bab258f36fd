import { Trans, useLingui } from '@lingui/react/macro';
import {
  templateCategories,
  templateVariables,
  variablesIn,
  type TemplateCategory,
  type TemplateVariable,
  type TemplateView,
} from '@otimiza/plugin-notifications-shared';
import { FormModal, serverFieldErrors, showFieldErrors } from '@otimiza/sdk/web';
import { Form, Input, Select, Switch } from 'antd';
import { useSaveTemplate } from '../../hooks/useSaveTemplate';
import { templateCategoryLabels } from '../../lib/labels';
import { TemplateVariablesHint } from './TemplateVariablesHint';
import { NameField } from '../common/NameField';

interface TemplateFormValues {
  name: string;
  category: TemplateCategory;
  subject: string;
  body: string;
  isActive: boolean;
}

const formFields = ['name', 'category', 'subject', 'body', 'isActive'] as const;

/** Creates a template (`template` null) or edits one: name, category, subject, text with `{{variables}}`, active. */
export function TemplateFormModal({ open, template, onClose }: { open: boolean; template: TemplateView | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<TemplateFormValues>();
  const save = useSaveTemplate();

  const unknownVariables = (_: unknown, value: string | undefined) => {
    const unknown = variablesIn(value ?? '').filter((name) => !(templateVariables as readonly string[]).includes(name));
    if (unknown.length === 0) return Promise.resolve();
    const names = unknown.map((name) => `{{${name}}}`).join(', ');
    return Promise.reject(new Error(t`Variável não permitida: ${names}`));
  };

  const insert = (variable: TemplateVariable) => {
    const body = (form.getFieldValue('body') as string | undefined) ?? '';
    form.setFieldValue('body', `${body}${body && !/\s$/.test(body) ? ' ' : ''}{{${variable}}}`);
  };

  const submit = (values: TemplateFormValues) =>
    save.mutate(
      { id: template?.id ?? null, input: values },
      {
        onSuccess: onClose,
        onError: (error) => showFieldErrors(form, serverFieldErrors(error), formFields),
      },
    );

  return (
    <FormModal<TemplateFormValues>
      open={open}
      title={template ? <Trans>Editar template</Trans> : <Trans>Novo template</Trans>}
      okText={template ? t`Salvar template` : t`Criar template`}
      onClose={onClose}
      saving={save.isPending}
      width={640}
      form={form}
      initialValues={
        template
          ? { name: template.name, category: template.category, subject: template.subject, body: template.body, isActive: template.isActive }
          : { name: '', category: 'Technical', subject: '', body: '', isActive: true }
      }
      onFinish={submit}
      testId="template-form"
    >
      <NameField testId="template-name" />
      <Form.Item name="category" label={t`Categoria`}>
        <Select options={templateCategories.map((category) => ({ value: category, label: i18n._(templateCategoryLabels[category]) }))} />
      </Form.Item>
      <Form.Item
        name="subject"
        label={t`Assunto`}
        rules={[{ required: true, whitespace: true, message: t`Informe o assunto.` }, { validator: unknownVariables }]}
      >
        <Input maxLength={200} data-testid="template-subject" />
      </Form.Item>
      <Form.Item
        name="body"
        label={t`Texto`}
        rules={[{ required: true, whitespace: true, message: t`Informe o texto.` }, { validator: unknownVariables }]}
        extra={<TemplateVariablesHint onInsert={insert} />}
      >
        <Input.TextArea rows={6} maxLength={10_000} data-testid="template-body" />
      </Form.Item>
      <Form.Item name="isActive" label={t`Ativo`} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
