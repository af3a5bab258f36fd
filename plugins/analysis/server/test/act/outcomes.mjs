// What axe said of an ACT test case, held against what the ACT rule expects, and the counts per rule.

/**
 * axe's verdict on a case over the rules mapped to its ACT rule: `failed` when any of them has a violation;
 * `incomplete` (axe asks for a human review) when none has and one needs review; otherwise `passed`, which includes
 * inapplicable: ACT's outcomes for a page are failed or not, and only a failed example must fail.
 */
export function axeVerdict(results, ruleIds) {
  const among = (rules) => rules.some((rule) => ruleIds.includes(typeof rule === 'string' ? rule : rule.id));
  if (among(results.violations)) return 'failed';
  if (among(results.incomplete)) return 'incomplete';
  return 'passed';
}

/** TP: a failed example failed; FN: one not failed; FP: a passed or inapplicable example failed; TN: one not failed. */
export function outcomeOf(kind, verdict) {
  if (kind === 'failed') return verdict === 'failed' ? 'tp' : 'fn';
  return verdict === 'failed' ? 'fp' : 'tn';
}

const ratio = (part, whole) => (whole === 0 ? null : part / whole);

/** Counts per key (an ACT rule and its axe rules), in the order the keys come. */
export function tally(checked) {
  const rows = new Map();
  for (const { key, kind, verdict } of checked) {
    const row = rows.get(key) ?? { key, cases: 0, tp: 0, fp: 0, fn: 0, tn: 0, incomplete: 0 };
    row.cases += 1;
    row[outcomeOf(kind, verdict)] += 1;
    if (verdict === 'incomplete') row.incomplete += 1;
    rows.set(key, row);
  }
  return [...rows.values()].map((row) => ({ ...row, precision: ratio(row.tp, row.tp + row.fp), recall: ratio(row.tp, row.tp + row.fn) }));
}

/**
 * Why a case cannot be judged here, or null: it needs style sheets, fonts, scripts or frames from the network that did
 * not load (caseOpener's `unreachable`), so the page axe reads is not the one the case's outcome was written for. Such a
 * case counts neither way in precision and recall; bench/act and the spec list it on its own.
 */
export function notRunnableReason(unreachable) {
  return unreachable.length ? `needs ${unreachable.join(', ')} from the network, which did not load here` : null;
}
