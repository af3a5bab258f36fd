#!/usr/bin/env node
// bench/fixer-reach: how far the HTML fixer reaches on Lighthouse's own failing fixtures (bench/parity/vendor/fixtures).
// For each fixture, one analysis of ours (enterprise: the fixer runs and its proof audits the fixed page), then,
// for every scored SEO and accessibility audit that fails before, the decision the results state (fixed / partly fixed /
// awaits a decision / not fixable in HTML) and, for a fixed one, whether it passes on the fixed page. The proof stores its
// scores, not its report, so the fixed page is audited once more the way the proof does it — the page's own address
// answering the optimised HTML, through our path — and that report is read per audit; its scores are printed beside
// the proof's. Prints per fixture and in total: failing before, claimed fixed, verified, claimed but still failing
// (target: none), partly fixed (the fix changed some of the elements Lighthouse listed), awaiting a decision, not
// fixable; and the mean gain per category, before → proof.
//   npm run build && npm run bench:fixer-reach -w bench      (PAGES=a11y_tester,/loja to choose; OURS_RUNS, 1)
import { benchPages, fixturePages, startParitySite } from '../parity/fixture-site.mjs';
import { categoryScores, fails, findings, scoredAudits } from '../support/lighthouse-report.mjs';
import { analysesOf } from '../support/otimiza-analysis.mjs';
import { startOtimiza } from '../support/otimiza-server.mjs';

const allPages = { ...fixturePages, ...benchPages };
const chosen = process.env.PAGES ? process.env.PAGES.split(',') : Object.keys(fixturePages);
// Named alike in a Lighthouse report and in the proof's scores.
const categories = ['seo', 'accessibility'];

const site = await startParitySite();
const otimiza = await startOtimiza({
  // What the fixer reaches does not depend on time: a slow machine's audit is given five minutes.
  env: { PERFORMANCE_AUDIT_RUNS: process.env.OURS_RUNS ?? '1', AUDIT_TIMEOUT_MS: process.env.AUDIT_TIMEOUT_MS ?? '300000' },
  startTimeoutMs: 240_000,
});
const ours = await analysesOf(otimiza);

/** The failing scored SEO and accessibility audits of a report: id → category. */
function failingAudits(lhr) {
  return [...scoredAudits(lhr)]
    .filter(([id, { category }]) => category.split('+').some((name) => categories.includes(name)) && fails(lhr, id))
    .map(([id, { category }]) => ({ id, category }));
}

// The server is stopped whatever happens: a bench left running would load the next one.
try {
  const rows = [];
  const claimedButFailing = [];
  const undecided = [];
  for (const name of chosen) {
    const pathAndQuery = allPages[name];
    if (!pathAndQuery) throw new Error(`no page named ${name}: ${Object.keys(allPages).join(', ')}`);
    const url = `${site.url}${pathAndQuery}`;
    let analysed;
    try {
      const { view, lhr: before } = await ours.analyse(url);
      site.serveInstead(pathAndQuery, view.optimizedHtml);
      analysed = { view, before, after: (await ours.analyse(url)).lhr };
    } catch (error) {
      console.log(`\n=== ${name} — not measured: ${error.message}`);
      continue;
    } finally {
      site.restore(pathAndQuery);
    }
    const { view, before, after } = analysed;

    const proof = view.verification;
    const scoresBefore = categoryScores(before);
    const scoresAfter = categoryScores(after);
    console.log(`\n=== ${name} — proof ${proof.status} ===`);
    for (const key of categories) {
      console.log(
        `${key.padEnd(14)} analysis ${scoresBefore[key]} → proof ${proof.after?.[key] ?? '—'} (proof's before ${proof.before?.[key] ?? '—'}; fixed page audited again: ${scoresAfter[key]})`,
      );
    }
    console.log(`fixes applied: ${view.appliedFixes.map((fix) => `${fix.id} [${fix.audits.join(',')}]`).join('; ') || 'none'}`);

    const row = {
      name,
      failing: 0,
      claimed: 0,
      verified: 0,
      stillFailing: 0,
      partly: 0,
      awaiting: 0,
      notFixable: 0,
      passedAnyway: 0,
      proof,
      scoresBefore,
      scoresAfter,
    };
    for (const { id, category } of failingAudits(before)) {
      row.failing += 1;
      const decision = view.auditDecisions.find((entry) => entry.id === id);
      const passes = !fails(after, id);
      const state = passes
        ? `passes after (${after.audits[id]?.score ?? after.audits[id]?.scoreDisplayMode})`
        : `fails after: ${findings(after.audits[id]) || after.audits[id]?.score}`;
      if (decision?.status === 'fixed') {
        row.claimed += 1;
        if (passes) row.verified += 1;
        else {
          row.stillFailing += 1;
          claimedButFailing.push(`${name}: ${id} (${decision.fixId}) — ${state}`);
        }
        console.log(`  ${id} (${category}): fixed by ${decision.fixId} — ${state}`);
        continue;
      }
      if (decision?.status === 'partly-fixed') row.partly += 1;
      else if (decision?.status === 'awaits-decision') row.awaiting += 1;
      else row.notFixable += 1;
      if (passes) row.passedAnyway += 1;
      const label = decision
        ? decision.status === 'partly-fixed'
          ? `partly fixed by ${decision.fixId} (${decision.elements?.answered} of ${decision.elements?.listed} elements)`
          : decision.status === 'awaits-decision'
            ? 'awaits a decision'
            : `not fixable in HTML (${decision.reason})`
        : 'no decision stated';
      console.log(`  ${id} (${category}): ${label} — ${state}`);
      undecided.push({ name, id, category, label, before: findings(before.audits[id]) });
    }
    rows.push(row);
  }

  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  console.log(
    '\n| fixture | failing before | claimed fixed | verified | claimed, still failing | partly fixed | awaits a decision | not fixable in HTML | SEO before → proof | accessibility before → proof |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  for (const row of rows) {
    const change = (key) => `${row.proof.before?.[key] ?? row.scoresBefore[key]} → ${row.proof.after?.[key] ?? '—'}`;
    console.log(
      `| ${row.name} | ${row.failing} | ${row.claimed} | ${row.verified} | ${row.stillFailing} | ${row.partly} | ${row.awaiting} | ${row.notFixable} | ${change('seo')} | ${change('accessibility')} |`,
    );
  }
  console.log(
    `| total | ${sum('failing')} | ${sum('claimed')} | ${sum('verified')} | ${sum('stillFailing')} | ${sum('partly')} | ${sum('awaiting')} | ${sum('notFixable')} | | |`,
  );
  for (const key of categories) {
    const proven = rows.filter((row) => row.proof.after);
    const gain = proven.reduce((total, row) => total + row.proof.after[key] - (row.proof.before?.[key] ?? row.scoresBefore[key]), 0) / (proven.length || 1);
    console.log(`mean verified gain, ${key}: ${gain.toFixed(1)} points over ${proven.length} fixture(s) with a proof`);
  }
  console.log(`audits passing after without a fix claimed: ${sum('passedAnyway')}`);
  console.log(
    claimedButFailing.length ? `claimed fixed but still failing:\n  ${claimedButFailing.join('\n  ')}` : 'every audit claimed fixed passes on the fixed page.',
  );
  console.log('\nfailing audits left (partly fixed, awaiting a decision or not fixable), as they were before:');
  for (const entry of undecided) console.log(`  ${entry.name}: ${entry.id} (${entry.category}) — ${entry.label} — ${entry.before}`);
} finally {
  await ours.close();
  await otimiza.stop();
  site.close();
}
