// Per-file durations of a vitest run, read from its JSON report: the slowest files are printed
// after each tier, and the report stays in test-results/ for sharding and for comparing runs.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** vitest arguments that write the tier's JSON report beside the usual console output. */
export function reportArguments(reportPath) {
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`];
}

/** Files of a JSON report with their duration in seconds and their failed test count, slowest first. */
export function fileTimings(reportPath, root) {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  return report.testResults
    .map((file) => ({
      file: relative(root, file.name),
      seconds: (file.endTime - file.startTime) / 1000,
      failed: file.assertionResults.filter((test) => test.status === 'failed').length,
    }))
    .sort((a, b) => b.seconds - a.seconds);
}

/** A few lines naming the slowest files of a tier. */
export function slowestFiles(timings, count = 20) {
  return timings
    .slice(0, count)
    .map(({ file, seconds }) => `  ${seconds.toFixed(1).padStart(7)} s  ${file}`)
    .join('\n');
}

/** "file › test: first line of the error" for each failed test of a report (a file that failed outside its tests counts once). */
export function failedTests(reportPath, root) {
  if (!existsSync(reportPath)) return [`no report at ${relative(root, reportPath)}: the tier did not finish`];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  return report.testResults.flatMap((file) => {
    const name = relative(root, file.name);
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} › ${test.title}: ${firstLine(test.failureMessages?.[0])}`);
    if (tests.length === 0 && file.status === 'failed') return [`${name}: ${firstLine(file.message)}`];
    return tests;
  });
}

const firstLine = (message) =>
  String(message ?? '')
    .split('\n')[0]
    .slice(0, 300);
