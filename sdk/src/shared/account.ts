import { z } from 'zod';
import type { PaidPlanId, SubscriptionStatus } from './billing.js';
import type { WorkspaceRole } from './workspace-roles.js';

/** Validation texts of the account self-service calls; the keys of `authMessages` are reused where they say the same. */
export const accountMessages = {
  resetTokenRequired: {
    pt: 'Link de redefinição incompleto: o código não foi encontrado no endereço.',
    en: 'Incomplete reset link: the code was not found in the address.',
  },
  currentPasswordRequired: { pt: 'Digite sua senha atual', en: 'Enter your current password' },
  deleteConfirmation: { pt: 'Digite EXCLUIR para confirmar', en: 'Type DELETE to confirm' },
} as const;

export type AccountMessageKey = keyof typeof accountMessages;

/** The words that confirm an account deletion: the one the interface asks for, in either language. */
export const deleteConfirmationWords = ['EXCLUIR', 'DELETE'] as const;

const email = z.string({ error: 'emailRequired' }).trim().min(1, 'emailRequired').toLowerCase().max(254, 'emailInvalid').pipe(z.email('emailInvalid'));
/** A new password: the rule sign-up, reset and change share. */
export const newPasswordSchema = z.string({ error: 'passwordShort' }).min(8, 'passwordShort').max(200, 'passwordShort');
const password = z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(200, 'passwordRequired');
const samePasswords = { path: ['confirmPassword'], message: 'passwordsDiffer' };

/** `POST /api/auth/forgot-password`. */
export const forgotPasswordSchema = z.object({ email });

/** `POST /api/auth/reset-password`: the token from the e-mailed link and the new password. */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: 'resetTokenRequired' }).trim().min(1, 'resetTokenRequired').max(200, 'resetTokenRequired'),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: 'passwordsDiffer' }),
  })
  .refine((value) => value.password === value.confirmPassword, samePasswords);

/** `POST /api/me/password`. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'currentPasswordRequired' }).min(1, 'currentPasswordRequired').max(200, 'currentPasswordRequired'),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: 'passwordsDiffer' }),
  })
  .refine((value) => value.password === value.confirmPassword, samePasswords);

/** `POST /api/me/email`: the new address, confirmed by the account's password. */
export const changeEmailSchema = z.object({ email, password });

/** `PUT /api/me/language`: the interface language the person chose; their e-mails are written in it. */
export const languagePreferenceSchema = z.object({ language: z.enum(['pt', 'en']) });

/** `DELETE /api/me`: the password and the confirmation word ('EXCLUIR' or 'DELETE'). */
export const deleteAccountSchema = z.object({
  password,
  confirmation: z
    .string({ error: 'deleteConfirmation' })
    .trim()
    .refine((value) => (deleteConfirmationWords as readonly string[]).includes(value.toUpperCase()), 'deleteConfirmation'),
});

export type ForgotPasswordPayload = z.input<typeof forgotPasswordSchema>;
export type ResetPasswordPayload = z.input<typeof resetPasswordSchema>;
export type ChangePasswordPayload = z.input<typeof changePasswordSchema>;
export type ChangeEmailPayload = z.input<typeof changeEmailSchema>;
export type DeleteAccountPayload = z.input<typeof deleteAccountSchema>;

/** Why an account cannot be deleted from the account page. */
export type AccountDeletionBlock = 'demo' | 'members-without-owner';

/** `GET /api/me/account`: what the account page shows and what a deletion would remove. */
export interface AccountOverview {
  user: { id: string; email: string; firstName: string; lastName: string; createdAt: string };
  /** A new address waiting for its confirmation link. */
  pendingEmail: { email: string; expiresAt: string } | null;
  workspace: { id: string; name: string; role: WorkspaceRole; isDemo: boolean };
  /** The workspace's subscription that is not ended yet, if any: a deletion cancels it first. */
  subscription: { plan: PaidPlanId; status: SubscriptionStatus; provider: 'stripe' | 'sandbox' } | null;
  deletion: {
    allowed: boolean;
    blockedBy: AccountDeletionBlock | null;
    /** The user is the workspace's only owner: the workspace goes with the account. */
    deletesWorkspace: boolean;
  };
}

/** The answer of the account calls that only confirm: a message in the request's language. */
export interface AccountMessageResponse {
  success: true;
  message: string;
}

export interface EmailChangeResponse extends AccountMessageResponse {
  pendingEmail: string;
}
