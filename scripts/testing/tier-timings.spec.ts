import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileDurationsPath, moduleSeconds } from './file-durations-reporter.mjs';
import { fileTimings } from './tier-timings.mjs';

/** A checkout with a tier's JSON report of two files whose tests took 1 s and 2 s; answers the root and the report. */
function checkoutWithReport(): { root: string; report: string } {
  const root = mkdtempSync(join(tmpdir(), 'tier-timings-'));
  mkdirSync(join(root, 'test-results'));
  const report = join(root, 'test-results/integration.json');
  const file = (name: string, seconds: number) => ({ name: join(root, name), startTime: 0, endTime: seconds * 1000, assertionResults: [] });
  writeFileSync(report, JSON.stringify({ testResults: [file('a.int-spec.ts', 1), file('b.int-spec.ts', 2)] }));
  return { root, report };
}

describe('tier timings', () => {
  it("takes a file's whole time, hooks included, from the file durations beside the report, and the tests' span otherwise", () => {
    const { root, report } = checkoutWithReport();
    expect(fileTimings(report, root).map(({ file, seconds }) => [file, seconds])).toEqual([
      ['b.int-spec.ts', 2],
      ['a.int-spec.ts', 1],
    ]);
    // a.int-spec.ts boots its app in beforeAll: 30 s in all, 1 s of it in tests.
    writeFileSync(fileDurationsPath(report), JSON.stringify({ [join(root, 'a.int-spec.ts')]: 30 }));
    expect(fileTimings(report, root).map(({ file, seconds }) => [file, seconds])).toEqual([
      ['a.int-spec.ts', 30],
      ['b.int-spec.ts', 2],
    ]);
  });

  it('adds up what vitest measured of a module, from its import to its last hook', () => {
    expect(moduleSeconds({ environmentSetupDuration: 100, prepareDuration: 200, setupDuration: 300, collectDuration: 1400, duration: 28_000 })).toBe(30);
  });
});
