import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that must start before the others: the investor demo's first opening prepares it for every later one. */
const firstFiles = ['e2e/specs/demo-first-use.e2e.ts'];

/** Seconds each spec file took in a recorded run (scripts/testing/record-durations.mjs). */
const recorded: Record<string, number> = JSON.parse(readFileSync(new URL('../../scripts/testing/spec-durations.json', import.meta.url), 'utf8'));

/**
 * `firstFiles` ahead of all, then the slowest first by the recorded durations, so that no long file
 * starts last and runs alone while the other worker idles (a clean clone has no vitest cache to
 * order by); files with no recorded duration (new ones) go before the recorded, in vitest's order.
 */
export class FirstFilesSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) => {
      const index = firstFiles.findIndex((name) => file.moduleId.endsWith(name));
      return index === -1 ? firstFiles.length : index;
    };
    const seconds = (file: TestSpecification) => {
      const known = Object.entries(recorded).find(([name]) => file.moduleId.endsWith(`/${name}`));
      return known ? known[1] : Number.POSITIVE_INFINITY;
    };
    return sorted
      .map((file, order) => ({ file, order, first: first(file), seconds: seconds(file) }))
      .sort((a, b) => a.first - b.first || b.seconds - a.seconds || a.order - b.order)
      .map(({ file }) => file);
  }
}
