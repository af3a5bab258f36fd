import { accountMessages, authMessages, type AccountMessageKey, type AuthMessageKey } from '@otimiza/sdk/shared';
import type { FormRule } from 'antd';
import { useLanguage } from '../../kernel/i18n/useLanguage';

type MessageKey = AuthMessageKey | AccountMessageKey;
const messages: Record<MessageKey, { pt: string; en: string }> = { ...authMessages, ...accountMessages };

function isMessageKey(value: string): value is MessageKey {
  return value in messages;
}

/** What the rules need of a zod schema (the SDK's schemas; no direct zod import here). */
interface ParsingSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * antd rules for the password and account forms, from the SDK's zod schemas: the server's rules
 * and messages, in the interface language.
 */
export function usePasswordRules() {
  const language = useLanguage();
  const text = (key: string) => (isMessageKey(key) ? messages[key][language] : key);
  const fromSchema = (schema: ParsingSchema): FormRule[] => [
    {
      validator: async (_rule, value: unknown) => {
        const result = schema.safeParse(value ?? '');
        if (!result.success) throw new Error(text(result.error.issues[0]?.message ?? ''));
      },
    },
  ];
  /** The confirmation must repeat the field `field` (the new password). */
  const sameAs =
    (field: string): FormRule =>
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (value !== getFieldValue(field)) throw new Error(text('passwordsDiffer'));
      },
    });
  return { text, fromSchema, sameAs };
}
