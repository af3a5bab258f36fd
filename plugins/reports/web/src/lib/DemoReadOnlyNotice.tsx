import { EyeOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Alert } from 'antd';
import type { ReactNode } from 'react';

/** What the investor demo does with a page's changes: nothing is saved (its writes answer 403 or are simulated). */
export function DemoReadOnlyNotice({ children }: { children: ReactNode }) {
  return (
    <Alert
      type="info"
      showIcon
      icon={<EyeOutlined />}
      data-testid="demo-read-only"
      title={<Trans>Demonstração somente leitura</Trans>}
      description={children}
    />
  );
}
