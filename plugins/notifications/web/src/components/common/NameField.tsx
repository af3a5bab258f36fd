import { useLingui } from '@lingui/react/macro';
import { Form, Input } from 'antd';

/** The required name of a template, campaign or alert rule (up to 120 characters). */
export function NameField({ testId }: { testId: string }) {
  const { t } = useLingui();
  return (
    <Form.Item name="name" label={t`Nome`} rules={[{ required: true, whitespace: true, message: t`Informe o nome.` }]}>
      <Input maxLength={120} data-testid={testId} />
    </Form.Item>
  );
}
