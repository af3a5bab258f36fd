import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  alertMetrics,
  alertOperators,
  alertTimeWindows,
  type AlertCondition,
  type AlertRuleInput,
  type AlertRuleView,
} from '@otimiza/plugin-notifications-shared';
import { FormModal, serverFieldErrors, showFieldErrors } from '@otimiza/sdk/web';
import { Button, Flex, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useSaveAlertRule } from '../../hooks/useSaveAlertRule';
import { metricLabels, operatorLabels, timeWindowLabels } from '../../lib/labels';
import { DescriptionField } from '../common/DescriptionField';
import { NameField } from '../common/NameField';

/** Spec: a rule has up to 5 conditions (the schema's limit). */
export const MAX_CONDITIONS = 5;

interface RuleFormValues {
  name: string;
  description: string;
  url: string;
  conditions: AlertCondition[];
  cooldown: number;
  isActive: boolean;
}

const newCondition: AlertCondition = { metric: 'performance', operator: '<', value: 50, timeWindow: 'latest' };

/** The rule as the API takes it from the form's values. */
export function ruleInputOf(values: RuleFormValues): AlertRuleInput {
  return {
    name: values.name,
    description: values.description ?? '',
    conditions: values.conditions,
    cooldown: values.cooldown,
    isActive: values.isActive,
    url: values.url?.trim() ? values.url.trim() : null,
  };
}

/** Creates a rule (`rule` null) or edits one: name, description, URL, up to 5 conditions, cooldown in minutes, active. */
export function AlertRuleFormModal({ open, rule, onClose }: { open: boolean; rule: AlertRuleView | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<RuleFormValues>();
  const save = useSaveAlertRule();

  const submit = (values: RuleFormValues) =>
    save.mutate(
      { id: rule?.id ?? null, input: ruleInputOf(values) },
      {
        onSuccess: onClose,
        onError: (error) => showFieldErrors(form, serverFieldErrors(error), ['name', 'description', 'url', 'cooldown']),
      },
    );

  return (
    <FormModal<RuleFormValues>
      open={open}
      title={rule ? <Trans>Editar regra de alerta</Trans> : <Trans>Nova regra de alerta</Trans>}
      okText={rule ? t`Salvar regra` : t`Criar regra`}
      onClose={onClose}
      saving={save.isPending}
      width={760}
      form={form}
      initialValues={
        rule
          ? {
              name: rule.name,
              description: rule.description,
              url: rule.url ?? '',
              conditions: rule.conditions,
              cooldown: rule.cooldown,
              isActive: rule.isActive,
            }
          : { name: '', description: '', url: '', conditions: [newCondition], cooldown: 60, isActive: true }
      }
      onFinish={submit}
      testId="rule-form"
    >
      <NameField testId="rule-name" />
      <DescriptionField />
      <Form.Item
        name="url"
        label={t`URL (opcional)`}
        extra={t`Vazio: vale para todas as URLs analisadas no espaço de trabalho.`}
        rules={[{ type: 'url', message: t`Informe uma URL completa, com http:// ou https://.` }]}
      >
        <Input placeholder="https://www.exemplo.com.br/" maxLength={2000} inputMode="url" />
      </Form.Item>
      <Typography.Text strong>
        <Trans>Condições (todas precisam ser verdadeiras)</Trans>
      </Typography.Text>
      <Form.List
        name="conditions"
        rules={[
          {
            validator: (_, conditions: unknown[] | undefined) =>
              conditions && conditions.length > 0 ? Promise.resolve() : Promise.reject(new Error(t`Informe ao menos uma condição.`)),
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={8} style={{ marginBlock: 8 }} data-testid="rule-conditions-form">
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} wrap align="flex-start" data-testid="rule-condition">
                <Form.Item name={[field.name, 'metric']} style={{ flex: '2 1 200px', margin: 0 }} aria-label={t`Métrica`}>
                  <Select
                    aria-label={t`Métrica da condição ${index + 1}`}
                    options={alertMetrics.map((metric) => ({ value: metric, label: i18n._(metricLabels[metric]) }))}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'operator']} style={{ flex: '1 1 130px', margin: 0 }}>
                  <Select
                    aria-label={t`Operador da condição ${index + 1}`}
                    options={alertOperators.map((operator) => ({ value: operator, label: i18n._(operatorLabels[operator]) }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'value']}
                  style={{ flex: '1 1 90px', margin: 0 }}
                  rules={[{ required: true, type: 'number', message: t`Informe o valor.` }]}
                >
                  <InputNumber aria-label={t`Valor da condição ${index + 1}`} min={-100000} max={100000} style={{ width: '100%' }} />
                </Form.Item>
                <Form.Item name={[field.name, 'timeWindow']} style={{ flex: '2 1 180px', margin: 0 }}>
                  <Select
                    aria-label={t`Janela de tempo da condição ${index + 1}`}
                    options={alertTimeWindows.map((window) => ({ value: window, label: i18n._(timeWindowLabels[window]) }))}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                  aria-label={t`Remover a condição ${index + 1}`}
                />
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <div>
              <Button icon={<PlusOutlined />} disabled={fields.length >= MAX_CONDITIONS} onClick={() => add(newCondition)} data-testid="add-condition">
                <Trans>Adicionar condição</Trans>
              </Button>
              <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
                <Trans>
                  {fields.length} de {MAX_CONDITIONS}
                </Trans>
              </Typography.Text>
            </div>
          </Flex>
        )}
      </Form.List>
      <Form.Item
        name="cooldown"
        label={t`Intervalo mínimo entre disparos (minutos)`}
        rules={[{ required: true, type: 'number', min: 1, max: 43200, message: t`De 1 a 43 200 minutos (30 dias).` }]}
      >
        <InputNumber min={1} max={43200} precision={0} style={{ width: '100%' }} data-testid="rule-cooldown" />
      </Form.Item>
      <Form.Item name="isActive" label={t`Ativa`} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
