import type { CaseKind } from './act-cases.mjs';

export type AxeVerdict = 'failed' | 'incomplete' | 'passed';
export type Outcome = 'tp' | 'fp' | 'fn' | 'tn';

export function axeVerdict(
  results: { violations: readonly ({ id: string } | string)[]; incomplete: readonly ({ id: string } | string)[] },
  ruleIds: readonly string[],
): AxeVerdict;

export function outcomeOf(kind: CaseKind, verdict: AxeVerdict): Outcome;

export interface TallyRow {
  key: string;
  cases: number;
  tp: number;
  fp: number;
  fn: number;
  tn: number;
  incomplete: number;
  /** Null with no failed verdict at all; recall null with no failed example. */
  precision: number | null;
  recall: number | null;
}

export function tally(checked: readonly { key: string; kind: CaseKind; verdict: AxeVerdict }[]): TallyRow[];

export function notRunnableReason(unreachable: readonly string[]): string | null;
