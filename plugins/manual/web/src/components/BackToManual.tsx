import { ArrowLeftOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { ViewLink } from './ViewLink';

export function BackToManual() {
  return (
    <ViewLink to={{ view: 'main' }} type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }}>
      <Trans>Voltar ao manual</Trans>
    </ViewLink>
  );
}
