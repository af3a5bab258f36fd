import { Trans } from '@lingui/react/macro';
import { LinkButton } from '../../kernel/app/LinkButton';

/** 'Ver planos': the way to /pricing from a billing or payment page that ends without a plan. */
export function SeePlansButton({ primary = true }: { primary?: boolean }) {
  return (
    <LinkButton to="/pricing" buttonType={primary ? 'primary' : 'default'}>
      <Trans>Ver planos</Trans>
    </LinkButton>
  );
}
