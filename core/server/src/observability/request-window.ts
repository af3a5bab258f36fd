/**
 * Requests counted per second over a sliding window of whole seconds: `count()` is how many were
 * added in the last `seconds` seconds. Constant memory, no timers.
 */
export class RequestWindow {
  private readonly slots: number[];
  private readonly stamps: number[];

  constructor(
    private readonly seconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.slots = new Array<number>(seconds).fill(0);
    this.stamps = new Array<number>(seconds).fill(-1);
  }

  add(): void {
    const second = Math.floor(this.now() / 1000);
    const index = second % this.seconds;
    if (this.stamps[index] !== second) {
      this.stamps[index] = second;
      this.slots[index] = 0;
    }
    this.slots[index] = (this.slots[index] ?? 0) + 1;
  }

  count(): number {
    const second = Math.floor(this.now() / 1000);
    let total = 0;
    for (let index = 0; index < this.seconds; index += 1) {
      const stamp = this.stamps[index] ?? -1;
      if (stamp > second - this.seconds) total += this.slots[index] ?? 0;
    }
    return total;
  }
}
