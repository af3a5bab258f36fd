import { z } from 'zod';
import { planIds, type PlanId } from './plans.js';
import { singleLine } from './text-hygiene.js';
import type { WorkspaceRole } from './workspace-roles.js';

/** Validation rules; messages are keys the server and the web translate. */
export const authMessages = {
  emailInvalid: { pt: 'Email inválido', en: 'Invalid e-mail' },
  passwordShort: { pt: 'Senha deve ter pelo menos 8 caracteres', en: 'Password must have at least 8 characters' },
  passwordsDiffer: { pt: 'Senhas não coincidem', en: 'Passwords do not match' },
  firstNameShort: { pt: 'Nome deve ter pelo menos 2 caracteres', en: 'First name must have at least 2 characters' },
  lastNameShort: { pt: 'Sobrenome deve ter pelo menos 2 caracteres', en: 'Last name must have at least 2 characters' },
  passwordRequired: { pt: 'Senha é obrigatória', en: 'Password is required' },
  emailRequired: { pt: 'Por favor, digite seu e-mail', en: 'Please enter your e-mail' },
  tokenRequired: { pt: 'Token de verificação não encontrado na URL.', en: 'Verification token not found in the URL.' },
  planInvalid: { pt: 'Plano inválido', en: 'Invalid plan' },
} as const;

export type AuthMessageKey = keyof typeof authMessages;

const email = z.string({ error: 'emailInvalid' }).trim().toLowerCase().max(254, 'emailInvalid').pipe(z.email('emailInvalid'));

/** Zod error messages here are AuthMessageKey values; `translateIssues` turns them into text. */
export const registerSchema = z
  .object({
    email,
    password: z.string({ error: 'passwordShort' }).min(8, 'passwordShort').max(200, 'passwordShort'),
    confirmPassword: z.string({ error: 'passwordsDiffer' }),
    firstName: singleLine(z.string({ error: 'firstNameShort' }).trim().min(2, 'firstNameShort').max(80, 'firstNameShort')),
    lastName: singleLine(z.string({ error: 'lastNameShort' }).trim().min(2, 'lastNameShort').max(80, 'lastNameShort')),
    // Any other value is taken as free, so the field never fails validation.
    selectedPlan: z.unknown().optional(),
  })
  .refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], message: 'passwordsDiffer' });

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(200, 'passwordRequired'),
});

export const verifyEmailSchema = z.object({ token: z.string({ error: 'tokenRequired' }).trim().min(1, 'tokenRequired').max(200, 'tokenRequired') });

export const resendVerificationSchema = z.object({
  email: z.string({ error: 'emailRequired' }).trim().min(1, 'emailRequired').toLowerCase().pipe(z.email('emailInvalid')),
});

export type RegisterPayload = z.input<typeof registerSchema>;
export type LoginPayload = z.input<typeof loginSchema>;

export const accessModes = ['user', 'creator', 'demo'] as const;
export type AccessMode = (typeof accessModes)[number];

/** The user as the API answers it (`{ user }` from /api/auth/user, login and register). */
export interface ApiUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  isVerified: boolean;
  createdAt: string;
  /** The plan in force for the workspace (after a temporary enterprise access or creator mode). */
  plan: { name: PlanId };
  selectedPlan: PlanId;
  /** A paid plan chosen at registration and not paid yet. */
  pendingPlan: PlanId | null;
  workspace: {
    id: string;
    name: string;
    role: WorkspaceRole;
    /** The reseller that manages this client workspace (its plan covers it, its brand applies), or null. */
    managedBy: { id: string; name: string } | null;
  };
  isAdmin: boolean;
  mode: AccessMode;
  /**
   * Present in demo mode: the token of the /demo/{token} routes, and the name of the investor the
   * demo was opened for (its named link, see demoInvestorNameParam), null when opened without one.
   */
  demo: { token: string; investorName: string | null } | null;
}

export interface EntitlementsResponse {
  plan: PlanId;
  /** The workspace's own plan, before a temporary enterprise access or creator mode: the paid plan, or an administrator's grant when higher. */
  basePlan: PlanId;
  mode: AccessMode;
  features: string[];
  /** `used`: completed in the period; `inFlight`: queued or running, counted against the limit too. */
  analyses: { limit: number | null; period: 'total' | 'month'; used: number; inFlight: number; remaining: number | null; month: string };
  temporaryEnterprise: { expiresAt: string; daysRemaining: number } | null;
  trialAvailable: boolean;
}

/**
 * `PATCH /api/admin/users/:id`: grants `plan` to the user's workspace, apart from what it pays
 * for; `free` removes the grant (as `DELETE /api/admin/users/:id/plan-grant` does).
 */
export const adminUpdateUserSchema = z.object({ plan: z.enum(planIds) });

/** A plan an instance administrator granted, which billing events never overwrite. */
export interface AdminPlanGrant {
  plan: PlanId;
  grantedAt: string;
  /** The administrator's e-mail; null when that account no longer exists. */
  grantedBy: string | null;
}

export interface AdminUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isVerified: boolean;
  /** The workspace's plan: the grant when it is higher than the paid plan, else the paid plan. */
  plan: PlanId;
  /** What the workspace's subscriptions give (free without one that keeps a plan). */
  paidPlan: PlanId;
  planGrant: AdminPlanGrant | null;
  workspaceId: string;
  createdAt: string;
}

export type { PlanId };

/** `POST /api/admin/creator-preview`: an administrator views this session as a common user, or goes back to creator mode. */
export const creatorPreviewSchema = z.object({ enabled: z.boolean() });

/** Answer of `GET /api/admin/creator-preview` (administrators). */
export interface CreatorPreviewStatus {
  /** This session sees the app as a common user: creator mode off, the workspace's own plan. */
  enabled: boolean;
  /** Creator mode exists on this instance: never when NODE_ENV is production. */
  available: boolean;
  environment: 'development' | 'test' | 'production';
  /** Audits may reach loopback addresses here (ALLOW_PRIVATE_TARGETS); production always refuses them. */
  loopbackTargetsAllowed: boolean;
}
