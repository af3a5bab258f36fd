export const AUDIT_TAGS: readonly string[];

export interface AxeRuleMeta {
  ruleId: string;
  tags: string[];
  actIds?: string[];
}

export function runByAudit(rule: AxeRuleMeta): boolean;

export function axeRulesByActRule(axeRules: readonly AxeRuleMeta[]): Map<string, { audit: string[]; other: string[] }>;
