import { Trans } from '@lingui/react/macro';
import { Result } from 'antd';
import { LinkButton } from './LinkButton';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<Trans>Página não encontrada</Trans>}
      subTitle={<Trans>O endereço aberto não existe ou não está disponível para a sua conta.</Trans>}
      extra={
        <LinkButton to="/" buttonType="primary">
          <Trans>Ir para o início</Trans>
        </LinkButton>
      }
    />
  );
}
