import type { PlaybookView } from '@otimiza/plugin-customer-success-shared';
import { DAY_MS, oneDecimal, percent, utcDay } from '../common/cs-sql.js';
import type { PlaybookExecution } from '../data/playbook-execution.entity.js';

export interface ScorePoint {
  customerId: string;
  day: string;
  score: number | null;
}

export interface MeasuredExecution {
  executionId: string;
  before: number;
  after: number;
}

/**
 * An execution is measured by the client's latest snapshot within 30 days after it (a later day
 * than its start); it succeeded when that score is above the score it started from.
 */
export function measure(executions: readonly PlaybookExecution[], snapshots: readonly ScorePoint[]): MeasuredExecution[] {
  return executions.flatMap((execution) => {
    if (execution.healthBefore == null) return [];
    const start = utcDay(execution.createdAt);
    const end = utcDay(new Date(execution.createdAt.getTime() + 30 * DAY_MS));
    const after = snapshots
      .filter((point) => point.customerId === execution.customer.id && point.day > start && point.day <= end && point.score !== null)
      .sort((a, b) => (a.day < b.day ? 1 : -1))[0];
    return after ? [{ executionId: execution.id, before: execution.healthBefore, after: after.score! }] : [];
  });
}

/** A playbook's figures from its executions. */
export function playbookMetrics(executions: readonly PlaybookExecution[], snapshots: readonly ScorePoint[]): PlaybookView['metrics'] {
  const measured = measure(executions, snapshots);
  const improved = measured.filter((entry) => entry.after > entry.before).length;
  const finished = executions.filter((execution) => execution.status === 'completed' || execution.status === 'failed');
  return {
    executions: executions.length,
    completionRate: percent(executions.filter((execution) => execution.status === 'completed').length, finished.length),
    successRate: percent(improved, measured.length),
    avgImpactOnHealthScore: measured.length ? oneDecimal(measured.reduce((sum, entry) => sum + entry.after - entry.before, 0) / measured.length) : null,
    timeSaved: executions.reduce(
      (sum, execution) =>
        sum + execution.steps.filter((step) => step.status === 'done' || step.status === 'queued').reduce((minutes, step) => minutes + step.minutesSaved, 0),
      0,
    ),
    measured: measured.length,
  };
}
