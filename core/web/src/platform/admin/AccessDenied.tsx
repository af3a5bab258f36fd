import { Trans } from '@lingui/react/macro';
import { Result } from 'antd';
import { LinkButton } from '../../kernel/app/LinkButton';

/** 403: the page is for instance administrators only. */
export function AccessDenied() {
  return (
    <Result
      status="403"
      title={
        <h1 style={{ fontSize: 24, margin: 0 }}>
          <Trans>Acesso negado</Trans>
        </h1>
      }
      subTitle={<Trans>Esta página é exclusiva para administradores da plataforma.</Trans>}
      extra={
        <LinkButton to="/" buttonType="primary">
          <Trans>Ir para o início</Trans>
        </LinkButton>
      }
    />
  );
}
