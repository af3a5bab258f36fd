import type { AccessMode, ApiUser, PlanId } from '@otimiza/sdk/shared';
import { effectivePlanOf } from '../plans/effective-plan.js';

export interface RegistrationAnswer {
  user: ApiUser;
  requiresEmailVerification: true;
}

/**
 * What a registration answers: the account as it was just made (unverified, the owner of a new free
 * workspace named after the person). Built from the request alone, the same way for a new address
 * and for one that already has an account (then with ids that exist nowhere), so the answer does
 * not tell which it was.
 */
export function registrationAnswer(input: {
  userId: string;
  workspaceId: string;
  email: string;
  firstName: string;
  lastName: string;
  pendingPlan: PlanId | null;
  createdAt: Date;
  /** An instance administrator's address: creator mode outside production, as the session would have. */
  isAdmin: boolean;
  production: boolean;
}): RegistrationAnswer {
  const mode: AccessMode = input.isAdmin && !input.production ? 'creator' : 'user';
  const plan = effectivePlanOf({ plan: 'free', grantedPlan: null, temporaryEnterpriseUntil: null, mode, now: input.createdAt });
  return {
    user: {
      id: input.userId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      profileImageUrl: null,
      isVerified: false,
      createdAt: input.createdAt.toISOString(),
      plan: { name: plan },
      selectedPlan: plan,
      pendingPlan: input.pendingPlan,
      workspace: { id: input.workspaceId, name: `${input.firstName} ${input.lastName}`, role: 'owner', managedBy: null },
      isAdmin: input.isAdmin,
      mode,
      demo: null,
    },
    requiresEmailVerification: true,
  };
}
