import type { Language, LocalizedText } from '../shared/messages.js';

const dictionary = new Map<string, LocalizedText>();

/**
 * Zod schemas in `shared` may use message keys (e.g. 'emailInvalid') instead of text; register
 * the key's `{ pt, en }` here and validation errors are answered in the request's language.
 */
export function registerValidationMessages(messages: Record<string, LocalizedText>): void {
  for (const [key, text] of Object.entries(messages)) dictionary.set(key, text);
}

export function translateValidationMessage(message: string, language: Language): string {
  return dictionary.get(message)?.[language] ?? message;
}
