import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that must start before the others: the investor demo's first opening prepares it for every later one. */
const firstFiles = ['e2e/specs/demo-first-use.e2e.ts'];

/** Vitest's order (failed first, then the slowest by recorded durations), with `firstFiles` ahead of all. */
export class FirstFilesSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = firstFiles.findIndex((first) => file.moduleId.endsWith(first));
      return index === -1 ? firstFiles.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}
