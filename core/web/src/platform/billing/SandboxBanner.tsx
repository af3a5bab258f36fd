import { ExperimentOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Alert } from 'antd';

/** The sandbox pages' marker: nothing here is a real payment (ARCHITECTURE.md, payments). */
export function SandboxBanner() {
  return (
    <Alert
      type="warning"
      showIcon
      icon={<ExperimentOutlined />}
      data-testid="sandbox-banner"
      style={{ borderWidth: 2, borderColor: '#F59E0B' }}
      title={
        <strong style={{ fontSize: 16 }}>
          <Trans>Ambiente de teste</Trans>
        </strong>
      }
      description={<Trans>Esta é a simulação local de pagamentos da plataforma: nenhum cartão é pedido e nenhuma cobrança real é feita.</Trans>}
    />
  );
}
