import { PlusOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Empty, Typography } from 'antd';

/** No shared report yet: what sharing does, and the way to create the first one. */
export function SharedReportsEmpty({ onCreate }: { onCreate: () => void }) {
  return (
    <Card data-testid="shared-reports-empty">
      <Empty
        image={<ShareAltOutlined aria-hidden="true" style={{ fontSize: 48, color: '#94A3B8' }} />}
        styles={{ image: { height: 56 } }}
        description={
          <>
            <Typography.Text strong style={{ display: 'block', fontSize: 16 }}>
              <Trans>Nenhum relatório compartilhado ainda</Trans>
            </Typography.Text>
            <Typography.Text type="secondary">
              <Trans>Crie um link para mostrar os resultados de uma análise a clientes, com a sua marca.</Trans>
            </Typography.Text>
          </>
        }
      >
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
          <Trans>Criar relatório compartilhado</Trans>
        </Button>
      </Empty>
    </Card>
  );
}
