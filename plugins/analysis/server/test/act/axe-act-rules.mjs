// Which axe-core rules answer for which ACT rule (axe's own `actIds`), split into those the audit runs and the rest.

/** axe-audit.ts's WCAG_TAGS, repeated for plain Node (bench/act); the spec checks both lists agree. */
export const AUDIT_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe leaves these out of a run by tags unless asked for by name (its `tagExclude`). */
const EXCLUDED_BY_DEFAULT = ['experimental', 'deprecated'];

/** Whether a run with `runOnly: { type: 'tag', values: AUDIT_TAGS }` runs the rule, as axe decides it. */
export function runByAudit(rule) {
  return rule.tags.some((tag) => AUDIT_TAGS.includes(tag)) && !rule.tags.some((tag) => EXCLUDED_BY_DEFAULT.includes(tag));
}

/** ACT rule id → the axe rule ids mapped to it, `audit` (run by the audit) and `other` (best practice, AAA, deprecated, experimental). */
export function axeRulesByActRule(axeRules) {
  const byActRule = new Map();
  for (const rule of axeRules) {
    for (const actId of rule.actIds ?? []) {
      const entry = byActRule.get(actId) ?? { audit: [], other: [] };
      entry[runByAudit(rule) ? 'audit' : 'other'].push(rule.ruleId);
      byActRule.set(actId, entry);
    }
  }
  return byActRule;
}
