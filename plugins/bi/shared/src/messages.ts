import type { LocalizedText } from '@otimiza/sdk/shared';
import texts from './validation-messages.texts.json' with { type: 'json' };

/** Message keys of the validation errors of the BI schemas; the server registers their texts and answers in the request's language. */
export const biValidationMessages: Record<keyof typeof texts, LocalizedText> = texts;
