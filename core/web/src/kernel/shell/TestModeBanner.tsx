import { ExperimentOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Flex } from 'antd';
import { useInstanceEnvironment } from '../app/instanceEnvironment';

/**
 * The test-mode banner, on every page of an instance that is not the production one
 * (NODE_ENV development or test, as `GET /api/site-info` says): it names the local authentication,
 * so nobody takes a development or test instance for the product and signs up there with a
 * password they use elsewhere. Never shown in production, nor while the run mode is unknown.
 */
export function TestModeBanner() {
  const { t } = useLingui();
  const environment = useInstanceEnvironment();
  if (environment === null || environment === 'production') return null;
  const instance = environment === 'development' ? t`de desenvolvimento` : t`de testes`;
  return (
    <Flex
      role="region"
      aria-label={t`Aviso de modo de teste`}
      data-testid="test-mode-banner"
      align="center"
      justify="center"
      gap={8}
      wrap
      style={{ background: '#FEF3C7', color: '#78350F', borderBlockEnd: '1px solid #FCD34D', padding: '6px 16px', fontSize: 13, textAlign: 'center' }}
    >
      <ExperimentOutlined aria-hidden="true" />
      <strong>
        <Trans>Modo de teste: autenticação local</Trans>
      </strong>
      <span>
        <Trans>
          Instância {instance}: contas, senhas e sessões ficam só no banco de dados dela, sem provedor de login externo. Não use uma senha que você usa em
          outros sites.
        </Trans>
      </span>
    </Flex>
  );
}
