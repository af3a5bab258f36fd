import { Trans } from '@lingui/react/macro';
import { Card, Empty, Typography } from 'antd';

/**
 * Where analyses live until the dashboards show them (a later issue): this card states no
 * figure, it points to the pages that have the real list.
 */
export function EmptyAnalyses() {
  return (
    <Card title={<Trans>Análises</Trans>} style={{ height: '100%' }}>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Typography.Text type="secondary">
            <Trans>
              Faça uma análise em Nova Análise; todas as suas análises, com as notas e os detalhes, ficam em Histórico
              de Análises.
            </Trans>
          </Typography.Text>
        }
      />
    </Card>
  );
}
