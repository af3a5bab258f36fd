export type CaseKind = 'passed' | 'failed' | 'inapplicable';

export interface ActTestCase {
  kind: CaseKind;
  number: number;
  /** The code block's language: html, svg, xhtml or xml. */
  language: string;
  html: string;
}

export interface ActRule {
  id: string;
  name: string;
  deprecated: boolean;
  source: string;
  cases: ActTestCase[];
}

export const VENDORED_CASES_DIR: string;

export function storedName(assetPath: string): string;

export function loadActRules(dir?: string): ActRule[];

export function caseName(testCase: ActTestCase): string;

export function casePath(rule: ActRule, testCase: ActTestCase): string;

export function caseDocument(testCase: ActTestCase): { body: string; contentType: string };
