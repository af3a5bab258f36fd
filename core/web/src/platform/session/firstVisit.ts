import type { InstanceEnvironment } from '@otimiza/sdk/shared';

/** The visited-before flag, kept in this browser (not identity: only where a newcomer is sent). */
const visitedKey = 'otimiza-visited';

function storedVisit(): boolean {
  try {
    return window.localStorage.getItem(visitedKey) !== null;
  } catch {
    // Storage unavailable: treat the visitor as known, so nobody is sent away again and again.
    return true;
  }
}

/** Whether this page load is the browser's first visit, read once when the app loads. */
let firstVisit = typeof window !== 'undefined' && !storedVisit();

export function isFirstVisit(): boolean {
  return firstVisit;
}

/** Flags this browser once: from now on it is a returning visitor. */
export function markVisited(): void {
  firstVisit = false;
  try {
    if (!storedVisit()) window.localStorage.setItem(visitedKey, new Date().toISOString());
  } catch {
    // Storage unavailable: nothing to remember.
  }
}

/**
 * A first-time visitor to the production host is sent to registration. Here: a visitor
 * (no session) whose first visit in this browser opens a page that needs an account — who cannot
 * have one to log in with from this browser — goes to /register instead of 'Acesso Restrito', and
 * comes back to that page after signing up. The landing page (/) and the public pages stay what they
 * are; a returning visitor sees 'Acesso Restrito' with both choices; a white-label host's visitors
 * are a reseller's clients, who are given accounts and sign in; test instances keep the prompt.
 */
export function sendsToRegistration(visit: {
  environment: InstanceEnvironment | null;
  brandedHost: boolean;
  signedIn: boolean;
  needsAccount: boolean;
  firstVisit: boolean;
}): boolean {
  return visit.environment === 'production' && !visit.brandedHost && !visit.signedIn && visit.needsAccount && visit.firstVisit;
}
