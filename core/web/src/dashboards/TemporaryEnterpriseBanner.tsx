import { plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { EntitlementsResponse } from '@otimiza/sdk/shared';
import { Alert } from 'antd';
import { useLanguage } from '../i18n/useLanguage';

/** The 7-day temporary enterprise access in force, with the days left (spec 000 §4). */
export function TemporaryEnterpriseBanner({ access }: { access: NonNullable<EntitlementsResponse['temporaryEnterprise']> }) {
  const language = useLanguage();
  const until = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'pt-BR', { dateStyle: 'long' }).format(new Date(access.expiresAt));
  const days = plural(access.daysRemaining, { one: '# dia restante', other: '# dias restantes' });
  return (
    <Alert
      type="info"
      showIcon
      title={<Trans>Acesso Enterprise temporário: {days}</Trans>}
      description={<Trans>Todos os recursos Enterprise estão liberados até {until}. Depois, sua conta volta ao seu plano.</Trans>}
    />
  );
}
