import { ApiError, type LogoDataUrlRules, type LogoRefusal } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { MAX_LOGO_BYTES } from '@otimiza/plugin-reports-shared';
import texts from './brand-messages.texts.json' with { type: 'json' };

export const brandMessages: Record<keyof typeof texts, LocalizedText> = texts;

/** Message keys of field errors (zod schemas and `details.fields`), answered in the request's language by the host. */
export const brandValidationMessages = {
  'reports.logoTooLarge': brandMessages.logoTooLarge,
  'reports.logoNotImage': brandMessages.logoNotImage,
  'reports.logoTypeMismatch': brandMessages.logoTypeMismatch,
} satisfies Record<string, LocalizedText>;

export type BrandValidationKey = keyof typeof brandValidationMessages;

/** A 400 VALIDATION_ERROR on one body field, in the error shape of the validation pipe. */
export function fieldError(path: string, key: BrandValidationKey): ApiError {
  return new ApiError('VALIDATION_ERROR', 400, brandValidationMessages[key], { source: 'body', fields: [{ path, message: key }] });
}

const logoRefusalKeys: Record<LogoRefusal, BrandValidationKey> = {
  notImage: 'reports.logoNotImage',
  tooLarge: 'reports.logoTooLarge',
  typeMismatch: 'reports.logoTypeMismatch',
};

/** How `decodeLogoDataUrl` checks an uploaded logo here: its size limit, refused on the `logo` field. */
export const logoUploadRules: LogoDataUrlRules = { maxBytes: MAX_LOGO_BYTES, refuse: (reason) => fieldError('logo', logoRefusalKeys[reason]) };
