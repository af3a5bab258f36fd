import { authMessages, loginSchema, registerSchema, type AuthMessageKey } from '@otimiza/sdk/shared';
import type { FormRule } from 'antd';
import { useLanguage } from '../../kernel/i18n/useLanguage';

/** What the rules need of a zod schema (the SDK's schemas; no direct zod import here). */
interface ParsingSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

function isAuthMessageKey(value: string): value is AuthMessageKey {
  return value in authMessages;
}

/**
 * antd form rules from the SDK's zod schemas: the same rules the server applies,
 * with the same messages, in the interface language.
 */
export function useAuthRules() {
  const language = useLanguage();
  const text = (key: string) => (isAuthMessageKey(key) ? authMessages[key][language] : key);
  const fromSchema = (schema: ParsingSchema): FormRule => ({
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(text(result.error.issues[0]?.message ?? ''));
    },
  });
  return {
    text,
    register: {
      email: [fromSchema(registerSchema.shape.email)],
      password: [fromSchema(registerSchema.shape.password)],
      firstName: [fromSchema(registerSchema.shape.firstName)],
      lastName: [fromSchema(registerSchema.shape.lastName)],
      confirmPassword: [
        ({ getFieldValue }) => ({
          validator: async (_rule, value: unknown) => {
            if (value !== getFieldValue('password')) throw new Error(text('passwordsDiffer'));
          },
        }),
      ] satisfies FormRule[],
    },
    login: {
      email: [fromSchema(loginSchema.shape.email)],
      password: [fromSchema(loginSchema.shape.password)],
    },
  };
}
