import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Language, SubscriptionStatus } from '@otimiza/sdk/shared';
import { brasiliaTimeZone } from '@otimiza/sdk/web';

/** A subscription's status in words, and the tag colour it is shown with. */
export const subscriptionStatusText: Record<SubscriptionStatus, { label: MessageDescriptor; color: string }> = {
  active: { label: msg`Ativa`, color: 'green' },
  trialing: { label: msg`Em período de teste`, color: 'blue' },
  past_due: { label: msg`Pagamento pendente`, color: 'orange' },
  unpaid: { label: msg`Não paga`, color: 'red' },
  canceled: { label: msg`Cancelada`, color: 'default' },
  incomplete: { label: msg`Incompleta`, color: 'orange' },
  incomplete_expired: { label: msg`Expirada`, color: 'default' },
  paused: { label: msg`Pausada`, color: 'default' },
};

/** '22 de dezembro de 2026' / 'December 22, 2026': the day in Brasília, as every date the product shows. */
export function longDate(language: Language, iso: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'pt-BR', { dateStyle: 'long', timeZone: brasiliaTimeZone }).format(new Date(iso));
}

/** 'R$ 79,00' in both languages: reais are shown as 'R$' with the Brazilian format. */
export function priceBrl(value: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);
}
