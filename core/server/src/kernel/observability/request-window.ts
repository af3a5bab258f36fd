/** Latency buckets grow by 5 %: a quantile read from them is within 5 % of the true one. */
const GROWTH = 1.05;
/** The first bucket's upper bound, in seconds (0.1 ms); the last bucket takes everything above ~1 minute. */
const FIRST_BOUND_SECONDS = 0.0001;
const BUCKETS = Math.ceil(Math.log(60 / FIRST_BOUND_SECONDS) / Math.log(GROWTH)) + 1;
const LOG_GROWTH = Math.log(GROWTH);

const bucketOf = (seconds: number) =>
  seconds <= FIRST_BOUND_SECONDS ? 0 : Math.min(BUCKETS - 1, Math.ceil(Math.log(seconds / FIRST_BOUND_SECONDS) / LOG_GROWTH));
const upperBoundOf = (bucket: number) => FIRST_BOUND_SECONDS * GROWTH ** bucket;

/**
 * Request durations over a sliding window of whole seconds: one slot a second, each with its
 * requests counted in log-scale buckets. `add` is a few arithmetic operations (no allocation, no
 * sorting: it runs on every request); `count` and `quantile` merge the live slots when read.
 * Constant memory, no timers. (prom-client's sliding Summary pushed every duration into one
 * t-digest per age bucket: the API's slowest step per request in bench/data-path.)
 */
export class RequestWindow {
  private readonly counts: Uint32Array;
  private readonly totals: Uint32Array;
  private readonly stamps: Float64Array;

  constructor(
    private readonly seconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.counts = new Uint32Array(seconds * BUCKETS);
    this.totals = new Uint32Array(seconds);
    this.stamps = new Float64Array(seconds).fill(-1);
  }

  /** One request that took `durationSeconds` (0 when only counted). */
  add(durationSeconds = 0): void {
    const second = Math.floor(this.now() / 1000);
    const slot = second % this.seconds;
    if (this.stamps[slot] !== second) {
      this.stamps[slot] = second;
      this.totals[slot] = 0;
      this.counts.fill(0, slot * BUCKETS, (slot + 1) * BUCKETS);
    }
    this.totals[slot]! += 1;
    this.counts[slot * BUCKETS + bucketOf(durationSeconds)]! += 1;
  }

  /** Requests added in the last `seconds` seconds. */
  count(): number {
    let total = 0;
    for (const slot of this.liveSlots()) total += this.totals[slot]!;
    return total;
  }

  /** The duration (seconds, the bucket's upper bound) that a share `q` of the window's requests did not exceed; null when empty. */
  quantile(q: number): number | null {
    const merged = new Float64Array(BUCKETS);
    let total = 0;
    for (const slot of this.liveSlots()) {
      total += this.totals[slot]!;
      for (let bucket = 0; bucket < BUCKETS; bucket += 1) merged[bucket]! += this.counts[slot * BUCKETS + bucket]!;
    }
    if (total === 0) return null;
    const rank = Math.ceil(q * total);
    let seen = 0;
    for (let bucket = 0; bucket < BUCKETS; bucket += 1) {
      seen += merged[bucket]!;
      if (seen >= rank) return upperBoundOf(bucket);
    }
    return upperBoundOf(BUCKETS - 1);
  }

  private *liveSlots(): Generator<number> {
    const second = Math.floor(this.now() / 1000);
    for (let slot = 0; slot < this.seconds; slot += 1) if (this.stamps[slot]! > second - this.seconds) yield slot;
  }
}
