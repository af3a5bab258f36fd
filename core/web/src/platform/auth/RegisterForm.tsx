import { Trans, useLingui } from '@lingui/react/macro';
import type { PlanId } from '@otimiza/sdk/shared';
import { Link } from '@tanstack/react-router';
import { Button, Col, Form, Input, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { LinkButton } from '../../kernel/app/LinkButton';
import { useSearchParam } from '../../kernel/app/searchParams';
import { invitedEmailParam } from '../session/invitationReturn';
import { fieldErrors, serverMessage } from './apiErrors';
import { FormAlert } from './FormAlert';
import { useFailureMessage } from './useFailureMessage';
import { useAuthRules } from './useAuthRules';
import { isUserExists, useRegister, type RegisterValues } from './useRegister';

/** firstName, lastName, email, password, confirmPassword, checked as the server checks them. */
export function RegisterForm({ plan }: { plan: PlanId }) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const [form] = Form.useForm<RegisterValues>();
  const rules = useAuthRules();
  const registration = useRegister(plan);
  // From an invitation: the account must have its address, filled in and fixed.
  const invitedEmail = useSearchParam(invitedEmailParam)?.trim().toLowerCase() || undefined;
  const error = registration.error;

  // The server's field errors (already in the interface language) go under their fields.
  useEffect(() => {
    const fields = fieldErrors(error);
    if (fields.length) form.setFields(fields.map(({ name, errors }) => ({ name: name as keyof RegisterValues, errors })));
  }, [error, form]);

  return (
    <Form<RegisterValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={invitedEmail ? { email: invitedEmail } : undefined}
      disabled={registration.isPending || registration.isSuccess}
      onFinish={(values) => registration.mutate(values)}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="firstName" label={t({ message: 'Nome', context: 'first name' })} rules={rules.register.firstName} validateFirst>
            <Input autoComplete="given-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="lastName" label={t`Sobrenome`} rules={rules.register.lastName}>
            <Input autoComplete="family-name" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="email" label={t`E-mail`} rules={rules.register.email}>
        <Input type="email" autoComplete="email" inputMode="email" readOnly={!!invitedEmail} />
      </Form.Item>
      <Form.Item name="password" label={t`Senha`} rules={rules.register.password}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t`Confirmar senha`} dependencies={['password']} rules={rules.register.confirmPassword}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>

      {error && isUserExists(error) && (
        <FormAlert
          type="warning"
          title={<Trans>Usuário já existe</Trans>}
          description={serverMessage(error, t`Usuário já existe com este e-mail`)}
          action={
            <LinkButton to="/login" size="small">
              <Trans>Fazer Login</Trans>
            </LinkButton>
          }
        />
      )}
      {error && !isUserExists(error) && fieldErrors(error).length === 0 && (
        <FormAlert type="error" title={<Trans>Erro no Cadastro</Trans>} description={failureMessage(error, t`Falha ao criar conta. Tente novamente.`)} />
      )}
      {registration.isSuccess && (
        <FormAlert
          type="success"
          title={<Trans>Conta criada com sucesso!</Trans>}
          description={<Trans>Redirecionando para a confirmação do e-mail...</Trans>}
        />
      )}

      <Button type="primary" htmlType="submit" size="large" block loading={registration.isPending}>
        <Trans>Criar Conta</Trans>
      </Button>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Trans>
          Já tem uma conta? <Link to="/login">Fazer login</Link>
        </Trans>
      </Typography.Paragraph>
    </Form>
  );
}
