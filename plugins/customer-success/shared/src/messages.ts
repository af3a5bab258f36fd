import type { LocalizedText } from '@otimiza/sdk/shared';
import texts from './validation-messages.texts.json' with { type: 'json' };

export type CustomerSuccessMessageKey = keyof typeof texts;

/** Message keys of the validation errors of the plugin's schemas; the server registers their texts and answers in the request's language. */
export const customerSuccessValidationMessages: Record<CustomerSuccessMessageKey, LocalizedText> = texts;
