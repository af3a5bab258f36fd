import { Trans } from '@lingui/react/macro';
import { RouterButton, usePageLink } from '@otimiza/sdk/web';
import { fillActionLinks, type FillAction } from '../lib/fillAction';

/** The one action that fills an empty figure, as a link to where it is done. */
export function FillLink({ action, compact }: { action: FillAction; compact?: boolean }) {
  const pageLink = usePageLink();
  const target = fillActionLinks[action];
  const label = {
    'import-series': <Trans>Importar dados (CSV)</Trans>,
    'add-customers': <Trans>Adicionar clientes no Customer Success</Trans>,
    'add-clients': <Trans>Adicionar clientes</Trans>,
    'run-competitor-analyses': <Trans>Analisar concorrentes</Trans>,
  }[action];
  return (
    <RouterButton
      {...pageLink(target.to, target.search)}
      buttonType={compact ? 'link' : 'default'}
      size="small"
      style={compact ? { paddingInline: 0, height: 'auto', fontSize: 12 } : undefined}
      data-testid={`fill-${action}`}
    >
      {label}
    </RouterButton>
  );
}
