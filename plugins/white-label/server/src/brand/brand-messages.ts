import { ApiError, type LogoDataUrlRules, type LogoRefusal } from '@otimiza/sdk/server';
import { brandValidationMessages, MAX_LOGO_BYTES } from '@otimiza/plugin-white-label-shared';
import type { LocalizedText } from '@otimiza/sdk/shared';

export type BrandValidationKey = keyof typeof brandValidationMessages;

/** A 400 VALIDATION_ERROR on one body field, in the error shape of the validation pipe. */
export function brandFieldError(path: string, key: BrandValidationKey): ApiError {
  return new ApiError('VALIDATION_ERROR', 400, brandValidationMessages[key], { source: 'body', fields: [{ path, message: key }] });
}

export const brandMessages = {
  logoNotFound: { pt: 'Nenhum logo salvo.', en: 'No logo saved.' },
} satisfies Record<string, LocalizedText>;

const logoRefusalKeys: Record<LogoRefusal, BrandValidationKey> = {
  notImage: 'white-label.logoNotImage',
  tooLarge: 'white-label.logoTooLarge',
  typeMismatch: 'white-label.logoTypeMismatch',
};

/** How `decodeLogoDataUrl` checks an uploaded logo here: PNG or JPG up to MAX_LOGO_BYTES, refused on the `logo` field. */
export const logoUploadRules: LogoDataUrlRules = { maxBytes: MAX_LOGO_BYTES, refuse: (reason) => brandFieldError('logo', logoRefusalKeys[reason]) };
