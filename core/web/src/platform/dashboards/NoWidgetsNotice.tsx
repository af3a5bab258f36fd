import { Trans } from '@lingui/react/macro';
import { Card, Empty, Typography } from 'antd';

/** The dashboard's main column when no plugin of this instance contributes to it. */
export function NoWidgetsNotice() {
  return (
    <Card>
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <Typography.Text type="secondary">
            <Trans>Nenhuma ferramenta de análise está disponível nesta instalação. Fale com o administrador.</Trans>
          </Typography.Text>
        }
      />
    </Card>
  );
}
