import { MailOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Form, Input } from 'antd';
import { readPendingVerificationEmail } from '../session/authStorage';
import { useAuthRules } from './useAuthRules';
import { useResendVerification } from './useResendVerification';

/** The e-mail (prefilled with the pending one) and the resend button. */
export function ResendVerificationForm() {
  const { t } = useLingui();
  const { text } = useAuthRules();
  const resend = useResendVerification();

  return (
    <Form<{ email: string }>
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: readPendingVerificationEmail() }}
      onFinish={({ email }) => resend.mutate(email.trim())}
      onValuesChange={() => resend.isError && resend.reset()}
    >
      <Form.Item
        name="email"
        label={t`E-mail`}
        rules={[
          { required: true, whitespace: true, message: text('emailRequired') },
          { type: 'email', message: text('emailInvalid') },
        ]}
      >
        <Input type="email" autoComplete="email" inputMode="email" prefix={<MailOutlined aria-hidden="true" />} />
      </Form.Item>
      {resend.isSuccess && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={resend.data.message || t`E-mail reenviado!`} />}
      {resend.errorMessage && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={resend.errorMessage} />}
      <Button type="primary" htmlType="submit" size="large" block loading={resend.isPending}>
        {resend.isPending ? <Trans>Enviando...</Trans> : <Trans>Reenviar e-mail de confirmação</Trans>}
      </Button>
    </Form>
  );
}
