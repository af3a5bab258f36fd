import { LockOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flex, Result } from 'antd';
import { LinkButton } from '../app/LinkButton';
import { useDocumentTitle } from '../app/useDocumentTitle';

/** What a visitor sees on any page that needs an account (spec 000 §2). */
export function RestrictedAccess() {
  const { t } = useLingui();
  useDocumentTitle(t`Acesso Restrito`);
  return (
    <Result
      icon={<LockOutlined style={{ color: '#2563EB' }} />}
      title={
        <h1 style={{ fontSize: 24, margin: 0 }}>
          <Trans>Acesso Restrito</Trans>
        </h1>
      }
      subTitle={<Trans>Você precisa fazer login para acessar esta página.</Trans>}
      extra={
        <Flex gap={12} justify="center" wrap>
          <LinkButton to="/login" buttonType="primary" size="large">
            <Trans>Fazer Login</Trans>
          </LinkButton>
          <LinkButton to="/register" size="large">
            <Trans>Criar Conta</Trans>
          </LinkButton>
        </Flex>
      }
    />
  );
}
