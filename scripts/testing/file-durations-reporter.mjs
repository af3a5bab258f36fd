// Writes each spec file's whole time (its imports, setup, hooks and tests) beside the tier's JSON report, as
// `<report>.files.json`: the JSON report's per-file start and end span the tests alone, so a file that boots its app or
// runs its audits in `beforeAll` read as a fraction of its time (the demo seed's spec, about two minutes, as 0 s), and
// the sequencer started it last.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Where the file durations of the JSON report at `reportPath` are written. */
export function fileDurationsPath(reportPath) {
  return reportPath.replace(/\.json$/, '') + '.files.json';
}

/** Seconds a test module took from its import to its last hook. */
export function moduleSeconds(diagnostic) {
  const { environmentSetupDuration, prepareDuration, setupDuration, collectDuration, duration } = diagnostic;
  return (environmentSetupDuration + prepareDuration + setupDuration + collectDuration + duration) / 1000;
}

export default class FileDurationsReporter {
  onInit(vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules) {
    const outputFile = this.vitest.config.outputFile;
    const reportPath = typeof outputFile === 'string' ? outputFile : outputFile?.json;
    if (!reportPath) return;
    const seconds = Object.fromEntries(testModules.map((module) => [module.moduleId, moduleSeconds(module.diagnostic())]));
    const target = fileDurationsPath(reportPath);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, `${JSON.stringify(seconds, null, 2)}\n`);
  }
}
