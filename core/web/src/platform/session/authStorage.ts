import { planChoiceOf, type PlanId } from '@otimiza/sdk/shared';

/**
 * The only account-related values kept in the browser: UI helpers, never identity.
 * The session itself is an HttpOnly cookie the server sets.
 */
const keys = { selectedPlan: 'selectedPlan', pendingVerificationEmail: 'pendingVerificationEmail' } as const;
/** Values the original product kept and that must not linger: identity now lives in the session. */
const legacyKeys = ['userPlan', 'localUser', 'authToken'];

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode, quota): the value only helps prefill a form.
  }
}

/** The plan chosen on the landing page; anything but the four ids is free. */
export function readSelectedPlan(): PlanId | null {
  const stored = read(keys.selectedPlan);
  return stored === null ? null : planChoiceOf(stored);
}

export function storeSelectedPlan(plan: PlanId): void {
  write(keys.selectedPlan, plan);
}

export function readPendingVerificationEmail(): string {
  return read(keys.pendingVerificationEmail) ?? '';
}

export function storePendingVerificationEmail(email: string | null): void {
  write(keys.pendingVerificationEmail, email);
}

/** Clears every account-related value (logout). The interface language stays. */
export function clearAuthStorage(): void {
  for (const key of [...Object.values(keys), ...legacyKeys]) write(key, null);
}
