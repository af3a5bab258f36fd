// How busy this machine's processors were between two readings of /proc/stat (every process, the bench's and others').
import { readFileSync } from 'node:fs';

/** A reading: processor time spent busy and in all, in clock ticks. Null off Linux. */
export function cpuReading() {
  try {
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = ticks[3] + ticks[4];
    const total = ticks.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** The share of processor time spent busy from `before` to `after`, 0–1; null when either is missing. */
export const busyShare = (before, after) => (before && after ? (after.busy - before.busy) / (after.total - before.total) : null);
