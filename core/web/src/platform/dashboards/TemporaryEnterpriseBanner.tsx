import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EntitlementsResponse } from '@otimiza/sdk/shared';
import { formatDate } from '@otimiza/sdk/web';
import { Alert } from 'antd';

/** The 7-day temporary enterprise access in force, with the days left and its end date. */
export function TemporaryEnterpriseBanner({ access }: { access: NonNullable<EntitlementsResponse['temporaryEnterprise']> }) {
  const { i18n } = useLingui();
  const until = formatDate(access.expiresAt, i18n.locale);
  const days = plural(access.daysRemaining, { one: '# dia restante', other: '# dias restantes' });
  return (
    <Alert
      type="info"
      showIcon
      data-testid="temporary-enterprise"
      data-expires-at={access.expiresAt}
      title={<Trans>Acesso Enterprise temporário: {days}</Trans>}
      description={<Trans>Todos os recursos Enterprise estão liberados até {until}. Depois, sua conta volta ao seu plano.</Trans>}
    />
  );
}
