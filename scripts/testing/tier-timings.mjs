// Per-file durations of a vitest run, read from its JSON report and the file durations beside it
// (file-durations-reporter.mjs): the slowest files are printed after each tier, and both stay in
// test-results/ for ordering the next run's files and for comparing runs.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileDurationsPath } from './file-durations-reporter.mjs';

const fileDurationsReporter = fileURLToPath(new URL('./file-durations-reporter.mjs', import.meta.url));

/** vitest arguments that write the tier's JSON report and its files' whole durations beside the usual console output. */
export function reportArguments(reportPath) {
  return ['--reporter=default', '--reporter=json', `--reporter=${fileDurationsReporter}`, `--outputFile.json=${reportPath}`];
}

/**
 * Files of a JSON report with their duration in seconds (imports and hooks included, when the file
 * durations were written; else the span of their tests) and their failed test count, slowest first.
 */
export function fileTimings(reportPath, root) {
  if (!existsSync(reportPath)) return [];
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  const durationsPath = fileDurationsPath(reportPath);
  const whole = existsSync(durationsPath) ? JSON.parse(readFileSync(durationsPath, 'utf8')) : {};
  return report.testResults
    .map((file) => ({
      file: relative(root, file.name),
      seconds: whole[file.name] ?? (file.endTime - file.startTime) / 1000,
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
