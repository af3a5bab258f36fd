import { Trans } from '@lingui/react/macro';
import { Card, Empty, Typography } from 'antd';

/** No analyses yet: said plainly, with what is missing. */
export function EmptyAnalyses() {
  return (
    <Card title={<Trans>Análises recentes</Trans>} style={{ height: '100%' }}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <Typography.Text strong style={{ display: 'block' }}>
              <Trans>Nenhuma análise ainda</Trans>
            </Typography.Text>
            <Typography.Text type="secondary">
              <Trans>
                O motor de análise ainda não foi liberado nesta versão. Quando estiver disponível, suas análises e
                seus resultados aparecerão aqui.
              </Trans>
            </Typography.Text>
          </>
        }
      />
    </Card>
  );
}
