import { EyeOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react';
import { Alert } from 'antd';
import type { ReactNode } from 'react';

// No Lingui macro here: the SDK is also imported by unit specs that run without the macro transform.
const title = /*i18n*/ { id: 'sdk.demoReadOnly.title', message: 'Demonstração somente leitura' };
const nothingSaved = /*i18n*/ {
  id: 'sdk.demoReadOnly.nothingSaved',
  message: 'Na demonstração nada é salvo nem executado: veja as análises já feitas no espaço de trabalho de demonstração.',
};

/** Why a form is disabled in the investor demo: the demo is read-only (its writes answer 403); `children` says what the page does instead. */
export function DemoReadOnlyNotice({ children }: { children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <Alert type="info" showIcon icon={<EyeOutlined />} data-testid="demo-read-only" title={i18n._(title)} description={children ?? i18n._(nothingSaved)} />
  );
}
