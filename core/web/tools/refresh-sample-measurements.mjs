// Refreshes core/web/src/platform/landing/sampleMeasurements.json, the figures the landing page shows: our
// own measurements of the investor demo's bundled sample sites. It runs `npm run seed:demo --
// --reset` (real Lighthouse audits of each site's neglected version, then the proof: the same page
// with Otimiza's fixes applied, audited again) on the database `npm start` uses (DATABASE_URL, or
// the embedded PostgreSQL), and keeps, per site, the neglected page's scores and its proof's.
//
//   node core/web/tools/refresh-sample-measurements.mjs      (after `npm run build`; SKIP_BUILD=true is passed on)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(webRoot, '../..');
const target = join(webRoot, 'src/platform/landing/sampleMeasurements.json');
const scoresOf = ({ performance, accessibility, seo, bestPractices }) => ({ performance, accessibility, seo, bestPractices });
const work = mkdtempSync(join(tmpdir(), 'otimiza-measurements-'));
const reportFile = join(work, 'seed-report.json');

try {
  const seed = spawnSync(process.execPath, [join(repoRoot, 'scripts/seed-demo.mjs'), '--reset', '--report-json', reportFile], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error(`the demo seed failed (exit code ${seed.status})`);
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));

  const neglected = report.analyses.filter((analysis) => analysis.version === 'v1');
  const sites = neglected.map((analysis) => {
    if (analysis.proof.status !== 'completed' || !analysis.proof.after) {
      throw new Error(`${analysis.site}: the proof did not complete (${analysis.proof.status}); nothing written`);
    }
    return { name: analysis.site, url: analysis.url, before: scoresOf(analysis.scores), after: scoresOf(analysis.proof.after) };
  });
  if (sites.length === 0) throw new Error('the seed report has no audits of the neglected versions');

  const measurements = {
    measuredOn: new Date().toISOString().slice(0, 10),
    how: 'npm run seed:demo: Lighthouse, mobile; before = the neglected version of each bundled sample site, after = the proof (the same page with the fixes applied, audited again)',
    sites,
  };
  writeFileSync(target, `${JSON.stringify(measurements, null, 2)}\n`);
  console.log(`written ${target}:`);
  for (const site of sites) console.log(`  ${site.name}: ${JSON.stringify(site.before)} → ${JSON.stringify(site.after)}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
