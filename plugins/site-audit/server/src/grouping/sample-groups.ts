import { byCodeUnits, type RouteGroup } from './route-shape.js';

export const defaultPagesPerGroup = 5;

export interface SampleOptions {
  /** Pages audited per group when it has more; at least 1. Default 5. */
  perGroup?: number;
  /** Audit every page of every group. */
  all?: boolean;
}

export interface GroupSample {
  shape: string;
  /** The pages audited, in address order. */
  sample: string[];
  /** How many pages the group has. */
  represented: number;
  /** The group's pages left unaudited, which the sample's results stand for; `sample` + `standsFor` is the group. */
  standsFor: string[];
}

/**
 * `count` items spread evenly over a sorted list: the first, the last and the ones between at equal steps, so a
 * sample crosses the group instead of bunching at its start (`vaso-*` products alone). Steps are wider than one
 * item whenever the list is longer than `count`, so no item is picked twice.
 */
export function spreadAcross<T>(sorted: readonly T[], count: number): T[] {
  if (sorted.length <= count) return [...sorted];
  if (count === 1) return [sorted[0]!];
  const step = (sorted.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, index) => sorted[Math.round(index * step)]!);
}

/** Which pages of each group to audit, and which pages each sample stands for. Same groups in, same samples out. */
export function sampleGroups(groups: readonly RouteGroup[], { perGroup = defaultPagesPerGroup, all = false }: SampleOptions = {}): GroupSample[] {
  if (!Number.isInteger(perGroup) || perGroup < 1) throw new RangeError(`perGroup must be a whole number of at least 1, got ${perGroup}`);
  return groups.map(({ shape, urls }) => {
    const sorted = [...new Set(urls)].sort(byCodeUnits);
    const sample = all ? sorted : spreadAcross(sorted, perGroup);
    const sampled = new Set(sample);
    return { shape, sample, represented: sorted.length, standsFor: sorted.filter((url) => !sampled.has(url)) };
  });
}
