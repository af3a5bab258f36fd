import { Trans, useLingui } from '@lingui/react/macro';
import type { WorkspacePluginView } from '@otimiza/sdk/shared';
import { QueryErrorAlert } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Divider, Flex, Form, Input, InputNumber, Select, Skeleton, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { Fragment } from 'react';
import { fieldErrors } from '../auth/apiErrors';
import { FormErrorAlert } from '../auth/FormErrorAlert';
import { useLanguage } from '../../kernel/i18n/useLanguage';
import { usePluginText } from '../../kernel/plugins/usePluginText';
import { settingsFormFields, type SettingsFormField } from './workspaceSettingsFields';
import {
  saveWorkspacePluginSettings,
  workspacePluginSettingsQueryKey,
  workspacePluginSettingsQueryOptions,
  workspacePluginsQueryOptions,
} from './workspacePluginsApi';

/**
 * 'Configurações dos plugins', beside the plugin switches on /account: one form per installed plugin
 * that declares per-workspace settings, generated from the JSON Schema the server serves, labelled
 * in the user's language. Owners and admins save; the others read.
 */
export function WorkspacePluginSettingsCard() {
  const pluginText = usePluginText();
  const list = useQuery(workspacePluginsQueryOptions());
  const withSettings = list.data?.plugins.filter((plugin) => plugin.settings !== null) ?? [];
  return (
    <Card title={<Trans>Configurações dos plugins</Trans>} data-testid="workspace-plugin-settings">
      <Typography.Paragraph type="secondary">
        <Trans>Valem para todo o espaço de trabalho: cada plugin as usa quando ninguém escolhe outra coisa.</Trans>
      </Typography.Paragraph>
      {list.isPending && <Skeleton active paragraph={{ rows: 3 }} />}
      {list.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar os plugins</Trans>} query={list} />}
      {list.isSuccess && withSettings.length === 0 && (
        <Typography.Text type="secondary" data-testid="workspace-plugin-settings-empty">
          <Trans>Nenhum plugin instalado tem configurações por espaço de trabalho.</Trans>
        </Typography.Text>
      )}
      {withSettings.map((plugin, index) => (
        <Fragment key={plugin.id}>
          {index > 0 && <Divider />}
          <PluginSettingsForm plugin={plugin} name={pluginText(plugin.id, plugin.displayName)} />
        </Fragment>
      ))}
    </Card>
  );
}

function PluginSettingsForm({ plugin, name }: { plugin: WorkspacePluginView; name: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const settings = useQuery(workspacePluginSettingsQueryOptions(plugin.id));
  const save = useMutation({
    mutationFn: saveWorkspacePluginSettings,
    onSuccess: (answer) => {
      queryClient.setQueryData(workspacePluginSettingsQueryKey(plugin.id), answer);
      form.setFieldsValue(answer.values);
    },
    onError: (error) => form.setFields(fieldErrors(error).map(({ name: field, errors }) => ({ name: field, errors }))),
  });
  const fields = settings.data ? settingsFormFields(settings.data.form, language) : [];

  return (
    <section data-testid={`plugin-settings-${plugin.id}`} aria-label={t`Configurações de ${name}`}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {name}
      </Typography.Title>
      {settings.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {settings.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar as configurações de {name}</Trans>} query={settings} />}
      {settings.isSuccess && (
        <>
          {!settings.data.canChange && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={<Trans>Só proprietários e administradores do espaço de trabalho podem mudar estas configurações.</Trans>}
            />
          )}
          <Form
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={settings.data.values}
            disabled={!settings.data.canChange || save.isPending}
            onValuesChange={() => save.reset()}
            onFinish={(values) => save.mutate({ id: plugin.id, values })}
          >
            <Flex wrap style={{ columnGap: 24 }}>
              {fields.map((field) => (
                <SettingsField key={field.name} field={field} />
              ))}
            </Flex>
            <FormErrorAlert error={save.error} fallback={t`Não foi possível salvar. Tente novamente.`} />
            {save.isSuccess && (
              <Alert type="success" showIcon role="status" style={{ marginBottom: 12 }} title={<Trans>Configurações de {name} salvas.</Trans>} />
            )}
            {settings.data.canChange && (
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid={`plugin-settings-save-${plugin.id}`}>
                <Trans>Salvar configurações</Trans>
              </Button>
            )}
          </Form>
        </>
      )}
    </section>
  );
}

function SettingsField({ field }: { field: SettingsFormField }) {
  const { t } = useLingui();
  const label = field.label;
  const common = { name: field.name, label, extra: field.description ?? undefined, style: { minWidth: 200, maxWidth: 360, flex: '1 1 240px' } };
  switch (field.kind) {
    case 'boolean':
      return (
        <Form.Item {...common} valuePropName="checked">
          <Switch aria-label={label} />
        </Form.Item>
      );
    case 'enum':
      return (
        <Form.Item {...common} rules={[{ required: true, message: t`Escolha uma opção em "${label}".` }]}>
          <Select aria-label={label} options={field.options} />
        </Form.Item>
      );
    case 'number': {
      const { min, max } = field;
      const range = min !== undefined && max !== undefined ? t`"${label}" precisa ser um número de ${min} a ${max}.` : t`"${label}" precisa ser um número.`;
      const rules: Rule[] = [{ required: true, type: field.integer ? 'integer' : 'number', min, max, message: range }];
      return (
        <Form.Item {...common} rules={rules}>
          <InputNumber aria-label={label} min={min} max={max} precision={field.integer ? 0 : undefined} style={{ width: 160 }} />
        </Form.Item>
      );
    }
    default: {
      const { maxLength } = field;
      const rules: Rule[] = maxLength !== undefined ? [{ max: maxLength, message: t`"${label}" pode ter até ${maxLength} caracteres.` }] : [];
      return (
        <Form.Item {...common} rules={rules}>
          <Input aria-label={label} maxLength={maxLength} />
        </Form.Item>
      );
    }
  }
}
