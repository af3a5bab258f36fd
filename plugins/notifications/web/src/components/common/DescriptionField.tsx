import { useLingui } from '@lingui/react/macro';
import { Form, Input } from 'antd';

/** The optional description of a campaign or alert rule (up to 2000 characters). */
export function DescriptionField() {
  const { t } = useLingui();
  return (
    <Form.Item name="description" label={t`Descrição (opcional)`}>
      <Input.TextArea rows={2} maxLength={2000} />
    </Form.Item>
  );
}
