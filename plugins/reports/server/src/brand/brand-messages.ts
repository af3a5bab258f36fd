import { ApiError, type LogoDataUrlRules, type LogoRefusal } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { MAX_LOGO_BYTES } from '@otimiza/plugin-reports-shared';

export const brandMessages = {
  logoTooLarge: { pt: 'O logo deve ter no máximo 2 MB (PNG ou JPG).', en: 'The logo must be at most 2 MB (PNG or JPG).' },
  logoNotImage: {
    pt: 'O logo deve ser uma imagem PNG ou JPG enviada como data URL (data:image/png;base64,…).',
    en: 'The logo must be a PNG or JPG image sent as a data URL (data:image/png;base64,…).',
  },
  logoTypeMismatch: {
    pt: 'O arquivo enviado não é uma imagem PNG ou JPG válida.',
    en: 'The uploaded file is not a valid PNG or JPG image.',
  },
  logoNotFound: { pt: 'Nenhum logo salvo.', en: 'No logo saved.' },
  simulated: { pt: 'Configurações simuladas!', en: 'Settings simulated!' },
  enterpriseOnly: {
    pt: 'O nome da marca e a remoção da marca do produto fazem parte do White-label, disponível no plano Enterprise.',
    en: 'The brand name and removing the product brand are part of White-label, available on the Enterprise plan.',
  },
} satisfies Record<string, LocalizedText>;

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
