import { ReloadOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Button, Result } from 'antd';

/** The top-level error screen: 'Erro na Aplicação' with a reload button. */
export function ErrorScreen() {
  return (
    <div style={{ minHeight: '70vh', display: 'grid', placeItems: 'center', padding: 24 }}>
      <Result
        status="error"
        title={<Trans>Erro na Aplicação</Trans>}
        subTitle={<Trans>Algo deu errado ao exibir esta página. Recarregue para tentar de novo; se o erro continuar, fale com o suporte.</Trans>}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            <Trans>Recarregar</Trans>
          </Button>
        }
      />
    </div>
  );
}
