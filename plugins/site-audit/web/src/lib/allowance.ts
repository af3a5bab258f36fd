import type { SiteAuditAllowance } from '@otimiza/plugin-site-audit-shared';

/** The allowance line's figures: "3 de 10 auditorias de site este mês · até 100 páginas por auditoria". */
export interface AllowanceFigures {
  used: number;
  perMonth: number;
  pagesPerRun: number;
  /** Runs the month still allows. */
  left: number;
  /** The plan includes no site audits at all (Free). */
  none: boolean;
  /** The month's runs are used up: a new run would be refused with 429 until the next month. */
  exhausted: boolean;
}

/** What the plan allows and what this month used, as the server counted it (the server still decides on each start). */
export function allowanceFigures(allowance: SiteAuditAllowance): AllowanceFigures {
  const none = allowance.runsPerMonth <= 0 || allowance.pagesPerRun <= 0;
  const left = Math.max(0, allowance.runsPerMonth - allowance.runsThisMonth);
  return {
    used: allowance.runsThisMonth,
    perMonth: allowance.runsPerMonth,
    pagesPerRun: allowance.pagesPerRun,
    left,
    none,
    exhausted: !none && left === 0,
  };
}
