// bench/act's printed tables: counts, precision and recall per ACT rule, every false fail and every miss.
import { caseName } from '../../plugins/analysis/server/test/act/act-cases.mjs';

const share = (value) => (value === null ? '–' : value.toFixed(2));

function columns(cells, widths) {
  return cells.map((cell, index) => (index < 2 ? String(cell).padEnd(widths[index]) : String(cell).padStart(widths[index]))).join('  ');
}

export function printTable(rows) {
  const head = ['ACT rule', 'axe rule(s)', 'cases', 'TP', 'FP', 'FN', 'TN', 'incompl.', 'precision', 'recall'];
  const sum = (field) => rows.reduce((total, row) => total + row[field], 0);
  const total = { tp: sum('tp'), fp: sum('fp'), fn: sum('fn') };
  const lines = [
    ...rows.map((row) => [
      `${row.actId}${row.rule.deprecated ? ' (deprecated)' : ''}`,
      row.axeRules.join(', '),
      row.cases,
      row.tp,
      row.fp,
      row.fn,
      row.tn,
      row.incomplete,
      share(row.precision),
      share(row.recall),
    ]),
    [
      'total',
      `${rows.length} ACT rules`,
      sum('cases'),
      total.tp,
      total.fp,
      total.fn,
      sum('tn'),
      sum('incomplete'),
      share(total.tp + total.fp ? total.tp / (total.tp + total.fp) : null),
      share(total.tp + total.fn ? total.tp / (total.tp + total.fn) : null),
    ],
  ];
  const widths = head.map((title, index) => Math.max(title.length, ...lines.map((line) => String(line[index]).length)));
  console.log(columns(head, widths));
  for (const line of lines) console.log(columns(line, widths));
}

export function printFalseFails(entries) {
  console.log(`\nFalse fails (a passed or inapplicable example that the mapped rules fail): ${entries.length}`);
  for (const { rule, testCase, axeRules } of entries) {
    console.log(`  ${rule.id} ${caseName(testCase)} [${axeRules.join(', ')}]: ${testCase.html.replace(/\s+/g, ' ').slice(0, 120)}`);
  }
}

/** The failed examples that the mapped rules do not fail, per ACT rule: where the recall goes. */
export function printMisses(entries) {
  const byRule = new Map();
  for (const { rule, testCase } of entries) byRule.set(rule.id, [...(byRule.get(rule.id) ?? []), testCase.number]);
  console.log(`\nFailed examples not failed (FN), by failed example number: ${entries.length}`);
  for (const [id, numbers] of byRule) console.log(`  ${id}: ${numbers.join(', ')}`);
}

/** Cases not runnable on this machine (resources from the network that did not load): outside every count above. */
export function printNotRunnable(entries) {
  console.log(`\nNot runnable here (left out of every count, precision and recall): ${entries.length}`);
  for (const { rule, testCase, reason } of entries) console.log(`  ${rule.id} ${caseName(testCase)}: ${reason}`);
}
