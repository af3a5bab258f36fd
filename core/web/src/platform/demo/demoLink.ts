import { demoInvestorNameOf, demoInvestorNameParam } from '@otimiza/sdk/shared';

/**
 * The investor demo's link (`/?pro-demo=true&investor=true`), named for an investor
 * when a name is given: the demo then shows that name.
 */
export function investorDemoPath(investorName?: string | null): string {
  const params = new URLSearchParams({ 'pro-demo': 'true', investor: 'true' });
  const name = demoInvestorNameOf(investorName);
  if (name) params.set(demoInvestorNameParam, name);
  return `/?${params.toString()}`;
}

/** The same link as an absolute address on this origin, to copy and send. */
export function investorDemoUrl(origin: string, investorName?: string | null): string {
  return `${origin}${investorDemoPath(investorName)}`;
}
