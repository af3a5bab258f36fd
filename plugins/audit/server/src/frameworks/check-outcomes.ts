import type { LocalizedText } from '@otimiza/sdk/shared';
import type { EvidenceView, Severity } from '@otimiza/plugin-audit-shared';
import type { CheckOutcome } from './framework-definition.js';

export const passed = (checkId: string, evidence: EvidenceView[] = []): CheckOutcome => ({ checkId, status: 'passed', evidence });

export const failed = (checkId: string, evidence: EvidenceView[], extra: { severity?: Severity; ruleIds?: readonly string[] } = {}): CheckOutcome => ({
  checkId,
  status: 'failed',
  evidence,
  ...extra,
});

export const noData = (checkId: string, note: LocalizedText): CheckOutcome => ({ checkId, status: 'no_data', evidence: [{ kind: 'page', note }] });

/** A passed or failed outcome from a condition, with the evidence of either case. */
export const outcome = (checkId: string, ok: boolean, evidence: EvidenceView[]): CheckOutcome => (ok ? passed(checkId, evidence) : failed(checkId, evidence));

/** Evidence that names the page and says something about it. */
export const pageNote = (url: string, note: LocalizedText): EvidenceView => ({ kind: 'page', url, note });
