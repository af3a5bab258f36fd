import type { SkippedAddress, SkipReason } from './discovery-types.js';

/** The addresses a run left aside: every one counted by reason, the first `maxListed` listed. */
export class SkipLog {
  readonly listed: SkippedAddress[] = [];
  readonly byReason: Partial<Record<SkipReason, number>> = {};
  notListed = 0;

  constructor(private readonly maxListed: number) {}

  add(entry: SkippedAddress): void {
    this.byReason[entry.reason] = (this.byReason[entry.reason] ?? 0) + 1;
    if (this.listed.length < this.maxListed) this.listed.push(entry);
    else this.notListed += 1;
  }

  get total(): number {
    return this.listed.length + this.notListed;
  }
}
