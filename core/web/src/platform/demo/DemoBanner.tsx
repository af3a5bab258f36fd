import { LogoutOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex } from 'antd';
import { useCurrentUser } from '../session/useCurrentUser';
import { useExitDemo } from './useExitDemo';

/**
 * The investor demo's banner over the pro dashboard, with the way out, and the name of
 * the investor the demo was opened for, when its link named one.
 */
export function DemoBanner() {
  const investorName = useCurrentUser()?.demo?.investorName ?? null;
  const { t } = useLingui();
  const exit = useExitDemo();
  return (
    <Flex
      role="region"
      aria-label={t`Aviso de demonstração`}
      align="center"
      justify="center"
      gap={12}
      wrap
      style={{ background: '#5B21B6', color: '#FFFFFF', padding: '10px 16px', textAlign: 'center' }}
    >
      <strong style={{ letterSpacing: 0.3 }}>
        <Trans>DEMONSTRAÇÃO PRO - Apresentação para Investidores</Trans>
      </strong>
      {investorName && (
        <span data-testid="demo-investor-name" style={{ overflowWrap: 'anywhere' }}>
          <Trans>
            Preparada para <strong>{investorName}</strong>
          </Trans>
        </span>
      )}
      <span style={{ opacity: 0.92 }}>
        <Trans>Somente leitura</Trans>
      </span>
      <Button size="small" icon={<LogoutOutlined />} loading={exit.isPending} onClick={() => exit.mutate()}>
        <Trans>Sair da demonstração</Trans>
      </Button>
    </Flex>
  );
}
