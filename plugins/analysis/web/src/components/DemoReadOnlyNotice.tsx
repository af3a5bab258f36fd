import { EyeOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Alert } from 'antd';
import type { ReactNode } from 'react';

/** Why a form is disabled in the investor demo: the demo is read-only (its writes answer 403). */
export function DemoReadOnlyNotice({ children }: { children?: ReactNode }) {
  return (
    <Alert
      type="info"
      showIcon
      icon={<EyeOutlined />}
      data-testid="demo-read-only"
      title={<Trans>Demonstração somente leitura</Trans>}
      description={children ?? <Trans>Na demonstração nada é salvo nem executado: veja as análises já feitas no espaço de trabalho de demonstração.</Trans>}
    />
  );
}
