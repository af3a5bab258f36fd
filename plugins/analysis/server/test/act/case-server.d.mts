import type { ActRule, ActTestCase } from './act-cases.mjs';

export interface CaseServer {
  urlOf(rule: ActRule, testCase: ActTestCase): string;
  close(): Promise<void>;
}

export function startCaseServer(rules: readonly ActRule[], dir?: string): Promise<CaseServer>;
