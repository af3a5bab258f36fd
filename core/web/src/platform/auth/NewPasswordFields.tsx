import { useLingui } from '@lingui/react/macro';
import { newPasswordSchema } from '@otimiza/sdk/shared';
import { Form, Input } from 'antd';
import { usePasswordRules } from './usePasswordRules';

/** 'Nova senha' and 'Confirmar nova senha' (fields `password` and `confirmPassword`), with the server's rules. */
export function NewPasswordFields() {
  const { t } = useLingui();
  const { fromSchema, sameAs } = usePasswordRules();
  return (
    <>
      <Form.Item name="password" label={t`Nova senha`} rules={fromSchema(newPasswordSchema)}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t`Confirmar nova senha`} dependencies={['password']} rules={[sameAs('password')]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
