import type { AuditMonitor } from '../data/audit-monitor.entity.js';

const DAY_MS = 86_400_000;

export const periodOf = (frequency: AuditMonitor['frequency']) => (frequency === 'weekly' ? 7 * DAY_MS : DAY_MS);

/**
 * The run after one due at `dueAt`: a period later, at the same time of day, skipping the periods
 * that passed while nothing ran (a stopped server does not queue a backlog of runs).
 */
export function nextRunAfter(frequency: AuditMonitor['frequency'], dueAt: Date, now: Date): Date {
  const period = periodOf(frequency);
  let next = dueAt.getTime() + period;
  if (next <= now.getTime()) next += Math.ceil((now.getTime() - next + 1) / period) * period;
  return new Date(next);
}
