import type { LocalizedText } from '@otimiza/sdk/shared';
import texts from './validation-messages.texts.json' with { type: 'json' };

/** Message keys of the validation errors of the plugin's schemas; the server answers them in the request's language. */
export const notificationsValidationMessages: Record<keyof typeof texts, LocalizedText> = texts;
