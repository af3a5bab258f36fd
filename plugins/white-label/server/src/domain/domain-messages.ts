import { ApiError } from '@otimiza/sdk/server';
import { domainValidationMessages } from '@otimiza/plugin-white-label-shared';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';

export type DomainValidationKey = keyof typeof domainValidationMessages;

/** A 400 VALIDATION_ERROR on one body field, in the error shape of the validation pipe. */
export function domainFieldError(path: 'domain' | 'subdomain', key: DomainValidationKey): ApiError {
  return new ApiError('VALIDATION_ERROR', 400, domainValidationMessages[key], { source: 'body', fields: [{ path, message: key }] });
}

export const domainMessages = {
  notConfigured: { pt: 'Nenhum domínio configurado ainda.', en: 'No domain set up yet.' },
  tooManyChecks: {
    pt: 'Muitas verificações de DNS seguidas. Aguarde um minuto e tente de novo.',
    en: 'Too many DNS checks in a row. Wait a minute and try again.',
  },
} satisfies Record<string, LocalizedText>;

/** Why the last look-up could not be made, by the resolver's error code. */
export function dnsErrorText(code: string, language: Language): string {
  const timeout = code === 'ETIMEOUT' || code === 'ECANCELLED';
  const text: LocalizedText = timeout
    ? {
        pt: 'O servidor DNS não respondeu a tempo. O status mostrado é o da verificação anterior; tentaremos de novo em alguns minutos.',
        en: 'The DNS server did not answer in time. The status shown is the previous check’s; we will try again in a few minutes.',
      }
    : {
        pt: `O servidor DNS não conseguiu responder (${code}). O status mostrado é o da verificação anterior; tentaremos de novo em alguns minutos.`,
        en: `The DNS server could not answer (${code}). The status shown is the previous check’s; we will try again in a few minutes.`,
      };
  return text[language];
}
