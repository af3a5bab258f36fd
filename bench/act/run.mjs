#!/usr/bin/env node
// bench/act: the audit's accessibility engine (the installed axe-core, as plugins/analysis runs it) against the W3C ACT
// rules' test cases vendored in bench/act/vendor/cases. Every case is served on loopback and opened in one Chromium page; the
// axe rules mapped to its ACT rule (axe's `actIds`) run by name, and the case counts as failed when one of them reports a
// violation. A failed example must fail (TP, else FN); a passed or inapplicable one must not (TN, else FP: a false fail).
// The same loaded page is then audited as the audit does it (all rules of its WCAG tags), to check those verdicts agree.
// Both runs go through the audit's own code (after `npm run build`): its axe injection (axe.min.js into every frame) and
// its act-applicability.ts, which takes out axe's violations on elements out of their ACT rule's scope. A case whose
// style sheets, fonts, scripts or frames from the network do not load (this machine is offline) is not runnable here:
// it counts neither way, and is listed with the reason.
//   npm run bench:act --workspace bench     (CHROME_PATH: the browser, /usr/bin/chromium by default;
//                                            ACT_RULES=80f0bf,eac66b: those ACT rules only; ACT_PROGRESS=1: a line per case)
import axe from 'axe-core';
import puppeteer from 'puppeteer-core';
import { caseName, loadActRules } from '../../plugins/analysis/server/test/act/act-cases.mjs';
import { AUDIT_TAGS, axeRulesByActRule } from '../../plugins/analysis/server/test/act/axe-act-rules.mjs';
import { startCaseServer } from '../../plugins/analysis/server/test/act/case-server.mjs';
import { axeVerdict, notRunnableReason, outcomeOf, tally } from '../../plugins/analysis/server/test/act/outcomes.mjs';
import { caseOpener } from '../../plugins/analysis/server/test/act/open-case.mjs';
import { withoutActInapplicable } from '../../plugins/analysis/server/dist/inspection/act-applicability.js';
import { injectAxe } from '../../plugins/analysis/server/dist/inspection/axe-audit.js';
import { printFalseFails, printMisses, printNotRunnable, printTable } from './report.mjs';

const started = performance.now();
const only = process.env.ACT_RULES?.split(',');
const rules = loadActRules().filter((rule) => !only || only.includes(rule.id));
const mapping = axeRulesByActRule(axe.getRules());
const server = await startCaseServer(rules);
const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
const page = await browser.newPage();
const openCase = await caseOpener(page);

/**
 * axe over the loaded page and its frames, `runOnly` as given, then the audit's ACT applicability corrections (as its
 * runAxe does); only which rules failed or need review comes back.
 */
async function runAxeOn(runOnly) {
  const raw = await page.evaluate(async (selection) => {
    const results = await window.axe.run(document, { runOnly: selection, iframes: true, frameWaitTime: 5000, performanceTimer: false });
    const ids = (rules) => rules.map((rule) => ({ id: rule.id }));
    return {
      violations: results.violations.map((rule) => ({ id: rule.id, nodes: rule.nodes.map((node) => ({ target: node.target })) })),
      passes: ids(results.passes),
      incomplete: ids(results.incomplete),
      inapplicable: results.inapplicable.map((rule) => rule.id),
    };
  }, runOnly);
  const results = await withoutActInapplicable(page, raw);
  return { violations: results.violations.map((rule) => rule.id), incomplete: results.incomplete.map((rule) => rule.id) };
}

const checked = [];
const disagreements = [];
const errors = [];
/** Cases that need resources from the network that did not load: not counted, listed with the reason. */
const notRunnable = [];
/** Rules of the audit not mapped to the case's ACT rule that fail a passed or inapplicable example: not counted, shown. */
const unmappedFails = new Map();
/** axe's verdicts on the loaded case, by name and as audited, into the tallies. */
async function judge(rule, testCase, { audit = [], other = [] }) {
  await injectAxe(page);
  const byName = await runAxeOn({ type: 'rule', values: [...audit, ...other] });
  const byTags = await runAxeOn({ type: 'tag', values: AUDIT_TAGS });
  const base = { rule, testCase, kind: testCase.kind };
  if (audit.length) {
    const verdict = axeVerdict(byName, audit);
    checked.push({ ...base, key: `${rule.id} audit`, axeRules: audit, verdict });
    const asAudited = axeVerdict(byTags, audit);
    if ((verdict === 'failed') !== (asAudited === 'failed')) disagreements.push(`${rule.id} ${caseName(testCase)}: by name ${verdict}, by tags ${asAudited}`);
  }
  if (other.length) checked.push({ ...base, key: `${rule.id} other`, axeRules: other, verdict: axeVerdict(byName, other) });
  if (testCase.kind !== 'failed') {
    for (const id of byTags.violations.filter((id) => !audit.includes(id))) unmappedFails.set(id, (unmappedFails.get(id) ?? 0) + 1);
  }
}

for (const rule of rules) {
  for (const testCase of rule.cases) {
    const caseStarted = performance.now();
    try {
      const { unreachable } = await openCase(server.urlOf(rule, testCase));
      const reason = notRunnableReason(unreachable);
      if (reason) notRunnable.push({ rule, testCase, reason });
      else await judge(rule, testCase, mapping.get(rule.id) ?? {});
    } catch (error) {
      errors.push(`${rule.id} ${caseName(testCase)}: ${error.message.split('\n')[0]}`);
    }
    if (process.env.ACT_PROGRESS) process.stderr.write(`${rule.id} ${caseName(testCase)} ${Math.round(performance.now() - caseStarted)} ms\n`);
  }
}
await browser.close();
await server.close();

const names = new Map(rules.map((rule) => [rule.id, rule]));
const rowsOf = (side) => {
  const rows = tally(checked.filter((entry) => entry.key.endsWith(side)));
  return rows.map((row) => {
    const actId = row.key.split(' ')[0];
    return { ...row, actId, rule: names.get(actId), axeRules: checked.find((entry) => entry.key === row.key).axeRules };
  });
};

console.log(`axe-core ${axe.version}, ${rules.length} ACT rules, ${checked.length} verdicts in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
console.log(`Rules the audit runs (tags ${AUDIT_TAGS.join(', ')}):`);
printTable(rowsOf('audit'));
console.log('\nOther axe rules mapped to ACT rules (best practice, AAA, deprecated or experimental; not in the audit):');
printTable(rowsOf('other'));
const audited = checked.filter((entry) => entry.key.endsWith('audit'));
printFalseFails(checked.filter((entry) => outcomeOf(entry.kind, entry.verdict) === 'fp'));
printMisses(audited.filter((entry) => outcomeOf(entry.kind, entry.verdict) === 'fn'));
printNotRunnable(notRunnable);
console.log(
  `\nThe audit's own run (by tags) against the run by name, on the audit's rules: ${disagreements.length ? disagreements.join('; ') : 'same verdicts'}`,
);
const unmapped = [...unmappedFails].sort((a, b) => b[1] - a[1]);
console.log(
  `Other rules of the audit failing passed/inapplicable examples (not false fails: the example is fine for its own ACT rule only): ${
    unmapped.map(([id, count]) => `${id} ${count}`).join(', ') || 'none'
  }`,
);
if (errors.length) console.log(`\nCases that could not be run:\n${errors.map((line) => `  ${line}`).join('\n')}`);
