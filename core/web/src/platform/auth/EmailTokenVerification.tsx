import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Flex, Result, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { verifyEmailQueryOptions } from '../api/auth';
import { LinkButton } from '../../kernel/app/LinkButton';
import { storePendingVerificationEmail } from '../session/authStorage';
import { isNetworkError, serverMessage } from './apiErrors';

/** The error state: the message, 'Voltar para Login', and a way to get a new link. */
export function VerificationError({ message }: { message: string }) {
  return (
    <Result
      status="error"
      title={
        <h1 style={{ fontSize: 24, margin: 0 }}>
          <Trans>Não foi possível verificar o e-mail</Trans>
        </h1>
      }
      subTitle={<span role="alert">{message}</span>}
      extra={
        <Flex vertical align="center" gap={16}>
          <LinkButton to="/login" buttonType="primary" size="large">
            <Trans>Voltar para Login</Trans>
          </LinkButton>
          <Link to="/confirm-email">
            <Trans>Reenviar e-mail de confirmação</Trans>
          </Link>
        </Flex>
      }
    />
  );
}

/**
 * Verifies a token from a confirmation link: loading, then success (the verified
 * e-mail and 'Fazer Login') or error.
 */
export function EmailTokenVerification({ token }: { token: string }) {
  const { t } = useLingui();
  const verification = useQuery(verifyEmailQueryOptions(token));
  const data = verification.data;
  const verified = data?.success === true;

  useEffect(() => {
    if (verified) storePendingVerificationEmail(null);
  }, [verified]);

  if (verification.isPending) {
    return (
      <Flex role="status" vertical align="center" gap={16} style={{ padding: '48px 0' }}>
        <Spin size="large" />
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          <Trans>Verificando E-mail...</Trans>
        </Typography.Title>
      </Flex>
    );
  }
  if (verification.error || !verified) {
    const error = verification.error;
    const message = error
      ? serverMessage(error, isNetworkError(error) ? t`Erro ao conectar com o servidor. Tente novamente mais tarde.` : t`Erro ao verificar e-mail`)
      : (data?.message ?? t`Erro ao verificar e-mail`);
    return <VerificationError message={message} />;
  }
  const email = data.email;
  return (
    <Result
      status="success"
      title={
        <h1 style={{ fontSize: 24, margin: 0 }}>
          <Trans>E-mail verificado!</Trans>
        </h1>
      }
      subTitle={
        <Trans>
          O e-mail <strong>{email}</strong> foi confirmado. Agora você já pode fazer login.
        </Trans>
      }
      extra={
        <LinkButton to="/login" buttonType="primary" size="large">
          <Trans>Fazer Login</Trans>
        </LinkButton>
      }
    />
  );
}
